#!/usr/bin/env bash
# Runs every benchmark case a few iterations and cross-checks the hand-made baseline against
# the core, without timing anything (CI calls this through Scripts/test.sh). Reuses the debug
# build the tests made; the full, timed run is `swift run -c release segmented-bench`.
set -euo pipefail
cd "$(dirname "$0")/.."
swift build --product segmented-bench
"$(swift build --show-bin-path)/segmented-bench" --smoke

#!/usr/bin/env bash
# SegmentedKit's test command: what the README shows and what .ci/run calls.
#
#   Scripts/test.sh            build everything, run every test, smoke-run the benchmark,
#                              a short fuzzing pass, and the Apple type-check when an SDK is given
#
# Environment:
#   FUZZ_SECONDS=N             length of the fuzzing pass (default 60; 0 skips it)
#   FUZZ_SEED=N                the pass's libFuzzer seed (default 1, so CI is reproducible)
#   SEGMENTED_APPLE_SDKS=DIR   SDK text stubs laid out as Scripts/typecheck-apple.sh's header says;
#                              type-checks the SwiftUI and UIKit front-ends for every claimed
#                              platform, iOS, tvOS and macOS (skipped otherwise)
#
# Everything the tests need is checked here first and, on a
# Debian machine where it is missing, installed with apt-get.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$PATH:/opt/swift/usr/bin"

step() { printf '\n==> %s\n' "$*"; }

# Tools the tests use: tmux (the terminal end-to-end test), python3 (XML well-formedness),
# DejaVu fonts (text measurement). A fresh machine of this kind has them; install if not.
need=()
command -v tmux >/dev/null 2>&1 || need+=(tmux)
command -v python3 >/dev/null 2>&1 || need+=(python3)
[ -f /usr/share/fonts/truetype/dejavu/DejaVuSans.ttf ] || need+=(fonts-dejavu-core)
command -v fc-match >/dev/null 2>&1 || need+=(fontconfig)
if [ ${#need[@]} -gt 0 ]; then
    step "installing ${need[*]}"
    if command -v apt-get >/dev/null 2>&1 && [ "$(id -u)" = 0 ]; then
        apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${need[@]}"
    else
        echo "missing ${need[*]} and cannot install them here" >&2
        exit 1
    fi
fi

step "swift build (all targets)"
swift build --build-tests

step "swift test"
log=$(mktemp)
trap 'rm -f "$log"' EXIT
swift test 2>&1 | tee "$log"
# One plain summary line for readers of the log: Swift Testing's count (XCTest runs none).
passed=$(sed -n 's/.*Test run with \([0-9]*\) tests\{0,1\} .* passed .*/\1/p' "$log" | tail -1)

if [ -x Scripts/bench.sh ]; then
    step "benchmark smoke run (no timing is checked)"
    Scripts/bench.sh smoke
fi

if [ -x Scripts/fuzz.sh ] && [ "${FUZZ_SECONDS:-60}" != 0 ]; then
    step "fuzzing pass (${FUZZ_SECONDS:-60} s)"
    # A fixed seed keeps CI reproducible; `Scripts/fuzz.sh SECONDS` alone explores at random.
    Scripts/fuzz.sh "${FUZZ_SECONDS:-60}" -seed="${FUZZ_SEED:-1}"
fi

if [ -n "${SEGMENTED_APPLE_SDKS:-}" ]; then
    step "type-checking the SwiftUI and UIKit front-ends against the SDKs in $SEGMENTED_APPLE_SDKS"
    Scripts/typecheck-apple.sh --matrix "$SEGMENTED_APPLE_SDKS"
else
    step "skipped the Apple type-check: set SEGMENTED_APPLE_SDKS to run it"
fi

printf '\nswift test: %s passed, 0 failed\n' "${passed:-0}"

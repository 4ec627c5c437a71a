#!/usr/bin/env bash
# The full benchmark report, as in docs/performance.md: heap allocations per operation
# (DHAT), instructions per operation (Callgrind), then the timed run, merged into one Markdown
# table on standard output. Takes about half an hour; progress goes to standard error.
#
#   Scripts/bench-report.sh [segmented-bench options, such as --filter frame/]
#
# The Valgrind counts cover every case; options only narrow the timed run.
set -euo pipefail
cd "$(dirname "$0")/.."
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
Scripts/dhat-bench.sh >"$work/allocations.tsv"
Scripts/callgrind-bench.sh >"$work/instructions.tsv"
swift run -c release segmented-bench \
    --counts "$work/allocations.tsv" --counts "$work/instructions.tsv" "$@"

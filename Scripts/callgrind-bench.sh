#!/usr/bin/env bash
# Instructions per operation for segmented-bench cases, counted by Callgrind: each case runs
# with K and 2K iterations and the difference is divided by K, so the number does not move
# with machine load. By default the per-frame (frame, span, indicator alone, the SwiftUI frame
# replay), hit-test, animator, arrange (with the bare pass it is compared with) and whole-render
# cases.
#
#   Scripts/callgrind-bench.sh [PATTERN...] > instructions.tsv
#
# The output merges into the timing table: `segmented-bench --counts instructions.tsv`.
set -euo pipefail
if (($# == 0)); then
    set -- '^(handmade-)?(frame|indicator)/' '^span/' '^swiftui-frame/' '^hit-test/' \
        '^animator/' '^arrange' '^bare-frames/' '^svg/' '^terminal'
fi
exec "$(dirname "$0")/valgrind-counts.sh" callgrind "$@"

#!/usr/bin/env bash
# Instructions per operation for segmented-bench cases, counted by Callgrind: each case runs
# with K and 2K iterations and the difference is divided by K, so the number does not move
# with machine load. By default the per-frame (frame, span, indicator alone), hit-test, animator
# and arrange cases.
#
#   Scripts/callgrind-bench.sh [PATTERN...] > instructions.tsv
#
# The output merges into the timing table: `segmented-bench --counts instructions.tsv`.
set -euo pipefail
if (($# == 0)); then
    set -- '^(handmade-)?(frame|indicator)/' '^span/' '^hit-test/' '^animator/' '^arrange/'
fi
exec "$(dirname "$0")/valgrind-counts.sh" callgrind "$@"

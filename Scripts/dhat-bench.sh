#!/usr/bin/env bash
# Heap allocations per operation for segmented-bench cases, counted by DHAT (every malloc,
# calloc, realloc and new): each case runs with K and 2K iterations and the difference in
# blocks allocated is divided by K. The per-frame path must show 0.
#
#   Scripts/dhat-bench.sh [PATTERN...] > allocations.tsv
#
# The output merges into the timing table: `segmented-bench --counts allocations.tsv`.
set -euo pipefail
exec "$(dirname "$0")/valgrind-counts.sh" dhat "$@"

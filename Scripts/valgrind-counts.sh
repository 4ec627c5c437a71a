#!/usr/bin/env bash
# Counts per operation for segmented-bench cases under Valgrind, independent of machine load.
#
#   Scripts/valgrind-counts.sh callgrind|dhat [PATTERN...]
#
# Each case (every case whose name matches one of the extended-regex PATTERNs; all cases by
# default) runs twice in `segmented-bench --case NAME --iterations K`, with K1 and K2 = 2·K1
# iterations (K1 as `segmented-bench --list` suggests, divided by DIVISOR: 1 for callgrind,
# 100 for dhat, whose counts are whole numbers and which runs slower). Start-up, set-up and
# shut-down are the same in both runs, so the difference divided by K2 − K1 is the cost of
# one operation:
#   callgrind: instructions executed (Ir) per operation
#   dhat:      heap blocks allocated (malloc/calloc/realloc/new calls) per operation
# Output lines are `name<TAB>instructions|allocations<TAB>value`, which
# `segmented-bench --counts FILE` merges into its table. Progress goes to standard error.
set -euo pipefail

tool=${1:?usage: $0 callgrind|dhat [PATTERN...]}
shift
case $tool in
    callgrind) metric=instructions divisor=${DIVISOR:-1} ;;
    dhat) metric=allocations divisor=${DIVISOR:-100} ;;
    *) echo "$0: unknown tool $tool (callgrind or dhat)" >&2; exit 64 ;;
esac

cd "$(dirname "$0")/.."
swift build -c release --product segmented-bench >&2
binary="$(swift build -c release --show-bin-path)/segmented-bench"

pattern='.'
if (($# > 0)); then
    pattern=$(IFS='|'; echo "$*")
fi

# The total for one run: callgrind's "Collected : N", dhat's "Total: … in N blocks".
measure() {
    local name=$1 iterations=$2 log
    log=$(valgrind --tool="$tool" --"$tool"-out-file=/dev/null \
        "$binary" --case "$name" --iterations "$iterations" 2>&1 >/dev/null) || {
        echo "$log" >&2
        return 1
    }
    case $tool in
        callgrind) sed -n 's/.*Collected : \([0-9]*\).*/\1/p' <<<"$log" ;;
        dhat) sed -n 's/.*Total: .* in \([0-9,]*\) blocks.*/\1/p' <<<"$log" | tr -d , ;;
    esac
}

"$binary" --list | while IFS=$'\t' read -r name k1; do
    [[ $name =~ $pattern ]] || continue
    k1=$(((k1 + divisor - 1) / divisor))
    k2=$((2 * k1))
    if ! first=$(measure "$name" "$k1") || ! second=$(measure "$name" "$k2") \
        || [[ -z $first || -z $second ]]; then
        echo "$name: skipped (could not run here)" >&2
        continue
    fi
    value=$(awk -v a="$first" -v b="$second" -v k="$((k2 - k1))" \
        'BEGIN { printf "%.2f", (b - a) / k }')
    echo "$name: $value $metric per operation (K = $k1, $k2)" >&2
    printf '%s\t%s\t%s\n' "$name" "$metric" "$value"
done

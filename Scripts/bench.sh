#!/usr/bin/env bash
# The benchmarks, one script with sub-commands:
#
#   Scripts/bench.sh smoke                 every case a few iterations, no timing: cross-checks
#                                          the hand-made baseline against the core (CI runs this
#                                          through Scripts/test.sh; reuses the debug build)
#   Scripts/bench.sh time [OPTIONS...]     the timed run: `swift run -c release segmented-bench`
#                                          with segmented-bench's options (--filter frame/ …)
#   Scripts/bench.sh callgrind [PATTERN...] > instructions.tsv
#                                          instructions per operation, counted by Callgrind
#   Scripts/bench.sh dhat [PATTERN...] > allocations.tsv
#                                          heap allocations per operation, counted by DHAT
#   Scripts/bench.sh report [OPTIONS...]   the full report of docs/performance.md: dhat, then
#                                          callgrind, then the timed run, merged into one Markdown
#                                          table on standard output (about half an hour; the
#                                          Valgrind counts cover every case, OPTIONS only narrow
#                                          the timed run)
#
# callgrind and dhat count independently of machine load. Each case (every case whose name
# matches one of the extended-regex PATTERNs; for dhat all cases by default, for callgrind the
# per-frame, hit-test, animator, arrange and whole-render cases) runs twice in
# `segmented-bench --case NAME --iterations K`, with K1 and K2 = 2·K1 iterations (K1 as
# `segmented-bench --list` suggests, divided by DIVISOR: 1 for callgrind, 100 for dhat, whose
# counts are whole numbers and which runs slower). Start-up, set-up and shut-down are the same
# in both runs, so the difference divided by K2 − K1 is the cost of one operation:
#   callgrind: instructions executed (Ir) per operation
#   dhat:      heap blocks allocated (malloc/calloc/realloc/new calls) per operation; the
#              per-frame path must show 0
# Output lines are `name<TAB>instructions|allocations<TAB>value`, which
# `segmented-bench --counts FILE` merges into its table. Progress goes to standard error.
set -euo pipefail
cd "$(dirname "$0")/.."

usage() {
    echo "usage: $0 smoke | time [OPTIONS...] | callgrind [PATTERN...] | dhat [PATTERN...] | report [OPTIONS...]" >&2
    exit 64
}

# Counts per operation under Valgrind: valgrind_counts callgrind|dhat [PATTERN...]
valgrind_counts() {
    local tool=$1 metric divisor
    shift
    case $tool in
        callgrind) metric=instructions divisor=${DIVISOR:-1} ;;
        dhat) metric=allocations divisor=${DIVISOR:-100} ;;
    esac
    swift build -c release --product segmented-bench >&2
    local binary
    binary="$(swift build -c release --show-bin-path)/segmented-bench"

    local pattern='.'
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
}

callgrind() {
    if (($# == 0)); then
        set -- '^(handmade-)?(frame|indicator)/' '^span/' '^swiftui-frame/' '^hit-test/' \
            '^animator/' '^state/' '^lens/' '^arrange' '^bare-frames/' '^svg/' '^terminal'
    fi
    valgrind_counts callgrind "$@"
}

command=${1:-}
shift || true
case $command in
    smoke)
        swift build --product segmented-bench
        "$(swift build --show-bin-path)/segmented-bench" --smoke
        ;;
    time)
        swift run -c release segmented-bench "$@"
        ;;
    callgrind)
        callgrind "$@"
        ;;
    dhat)
        valgrind_counts dhat "$@"
        ;;
    report)
        work=$(mktemp -d)
        trap 'rm -rf "$work"' EXIT
        valgrind_counts dhat >"$work/allocations.tsv"
        callgrind >"$work/instructions.tsv"
        swift run -c release segmented-bench \
            --counts "$work/allocations.tsv" --counts "$work/instructions.tsv" "$@"
        ;;
    *) usage ;;
esac

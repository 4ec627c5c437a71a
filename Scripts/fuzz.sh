#!/usr/bin/env bash
# Builds the SegmentedCore libFuzzer target and runs it.
#
#   Scripts/fuzz.sh [SECONDS] [extra libFuzzer flags…]
#
# SECONDS defaults to 60. The fuzzer is compiled with -sanitize=fuzzer,address together with
# the core's sources and the shared property checks (Sources/SegmentedTestSupport), into .build/fuzz/. It starts from the
# committed seed corpus (Fuzz/corpus, read-only) and keeps what it discovers in
# .build/fuzz/corpus. A crash is written to .build/fuzz/crash-* and the script exits non-zero;
# copy a fixed crash into Fuzz/corpus so it is replayed on every run.
#
# Extra arguments go to libFuzzer (say -seed=7). Environment: SWIFTC (default swiftc).
set -euo pipefail

seconds="${1:-60}"
shift || true
root="$(cd "$(dirname "$0")/.." && pwd)"
out="$root/.build/fuzz"
mkdir -p "$out/corpus"

sources=()
while IFS= read -r -d '' file; do sources+=("$file"); done < <(
    find "$root/Sources/SegmentedCore" "$root/Fuzz/SegmentedCoreFuzz" -name '*.swift' -print0 | sort -z
)
sources+=("$root/Sources/SegmentedTestSupport/CoreProperties.swift")

echo "Building the fuzzer from ${#sources[@]} files…"
rm -f "$out/segmented-core-fuzz"
"${SWIFTC:-swiftc}" -sanitize=fuzzer,address -parse-as-library -O \
    -module-name SegmentedCoreFuzz -package-name SegmentedKit "${sources[@]}" -o "$out/segmented-core-fuzz" 2>&1 |
    grep -v "Cannot export local symbol" || true
test -x "$out/segmented-core-fuzz"

# Let libFuzzer, not Swift's backtracer, handle a crash.
export SWIFT_BACKTRACE=enable=no
echo "Fuzzing for ${seconds} s…"
set +e
"$out/segmented-core-fuzz" -max_total_time="$seconds" -print_final_stats=1 \
    -artifact_prefix="$out/" "$@" "$out/corpus" "$root/Fuzz/corpus" >"$out/last-run.log" 2>&1
status=$?
grep -vE "^#[0-9]+[[:space:]]+(NEW|REDUCE)" "$out/last-run.log" | tail -n 40
set -e
if [ "$status" -ne 0 ]; then
    echo "Fuzzing stopped with status $status; the input is in:" >&2
    grep -oE "Test unit written to .*" "$out/last-run.log" >&2 || true
    exit 1
fi
echo "No crash."

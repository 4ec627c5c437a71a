#!/usr/bin/env bash
# Runs the SwiftUI and UIKit front-ends on Linux: compiles Sources/SegmentedSwiftUI and
# Sources/SegmentedUIKit against the stand-in SwiftUI, UIKit and QuartzCore modules kept
# under Tests/FrontendHarness/StandIns, runs each front-end's suite and measures the
# front-end's line coverage with the toolchain's llvm-profdata and llvm-cov.
#
# The harness's layout:
#   Tests/FrontendHarness/Support/*.swift    the runner both suites share (`check`, `expect…`)
#   Tests/FrontendHarness/Support/<FE>/      that suite's fixtures (and the SwiftUI renderer)
#   Tests/FrontendHarness/<FE>Tests/         the suite: <Topic>Checks.swift files, each
#                                            defining check groups `func <topic>Checks()`
#   Tests/FrontendHarness/StandIns/<module>/ the stand-in platform modules
#   Tests/FrontendHarness/Seams/             what each front-end compiles in place of its
#                                            availability seam (below)
#   Tests/FrontendHarness/DoesNotCompile/<FE>/  code that must fail to type-check against the
#                                            front-end, each file with the error it expects
# No file lists the groups: Scripts/frontend-harness-registry.py writes the suite's main.swift
# from the `func …Checks()` it finds, and stops the build when a suite file defines a group
# nothing would run (see its header). The SwiftUI suite also compiles and checks the showcase
# app's screens (Examples/).
#
# Usage: Scripts/frontend-harness.sh [--build-only] [--suite UIKit|SwiftUI]
#
#   --build-only   compile the modules (and write the symbol graphs, below), run no suite
#   --suite FE     compile and run one front-end only (the other shows `n/a` below)
#
# Each suite runs three times: as the newest OS, then in iOS 17 and iOS 16 modes, where every
# availability check answers as that version does (HARNESS_IOS_VERSION=17.0, 16.0; see the
# seam below), so the older paths run, each under its OS's touch behaviour (the SwiftUI
# stand-in's `Finger`). N and M count the checks of all runs; coverage merges them.
#
# The last line is exactly:
#   frontend harness: N passed, M failed; SwiftUI X% lines, UIKit Y% lines
# (`n/a` for a front-end whose suite does not exist). Exits non-zero when a test fails or
# anything fails to compile. Everything is built under .build/frontend-harness/.
#
# The front-ends' sources are compiled as they ship, from their paths, nothing copied or
# rewritten, because they keep three rules that Swift without the Objective-C runtime needs
# (docs/development.md, "Sources the harness compiles as they ship"): every override is in
# its class's body; `@objc` and `#selector` appear only in SegmentedUIKit's
# ObjectiveCMessages.swift, behind `canImport(ObjectiveC)`, whose other branch makes each
# selector from the Swift method, as the stand-in `Selector` takes it; and every `#available`
# is paired with a predicate of the front-end's seam file, its one OSAvailability.swift
# (`if #available(iOS 17.0, *), OSAvailability.iOS17`). That file is the one swapped: each
# front-end compiles Tests/FrontendHarness/Seams/OSAvailability.swift in its place, whose
# predicates answer as the iOS version in HARNESS_IOS_VERSION (the newest when unset), since
# on Linux every `#available` holds. The build stops when a front-end's `#available` is not
# paired with its version's predicate, or it has an `#unavailable`, which nothing can pair.
#
# Each front-end's compile also writes its public symbol graphs to
# .build/frontend-harness/symbol-graphs/<module>/: <module>.symbols.json and the graphs of its
# extensions on other modules' types (<module>@SwiftUI.symbols.json, ...). Scripts/docs.sh
# renders the front-ends' DocC archives from them; the stand-ins' own graphs are never written.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$PATH:/opt/swift/usr/bin"

usage() {
    echo "usage: Scripts/frontend-harness.sh [--build-only] [--suite UIKit|SwiftUI]" >&2
    exit 2
}
build_only=false
only=""
while [ $# -gt 0 ]; do
    case "$1" in
        --build-only) build_only=true ;;
        --suite)
            [ $# -ge 2 ] || usage
            case "$2" in UIKit | SwiftUI) only=$2 ;; *) usage ;; esac
            shift
            ;;
        *) usage ;;
    esac
    shift
done

ROOT=$PWD
# The toolchain's own llvm-profdata and llvm-cov (an older system copy cannot read the
# profiles the toolchain's runtime writes).
LLVM_BIN=$(dirname "$(command -v swiftc)")
HARNESS=Tests/FrontendHarness
SHOWCASE=Examples/SegmentedShowcase.swiftpm/Sources
OUT=.build/frontend-harness
MODS=$OUT/modules
LIBS=$OUT/lib
GRAPHS=$OUT/symbol-graphs
rm -rf "$OUT/profiles" "$OUT/registry" "$GRAPHS"
mkdir -p "$MODS" "$LIBS" "$OUT/bin" "$OUT/profiles"

# One package name for every module, as SwiftPM gives them, so `package` declarations
# in the core are visible to the front-ends.
SWIFTC=(swiftc -swift-version 6 -Onone -parse-as-library -package-name SegmentedKit -I "$MODS")

# A static library and its module from Swift files.
#   build_module NAME OUTPUT_FLAGS... -- FILES...
build_module() {
    local name=$1
    shift
    local flags=()
    while [ "$1" != "--" ]; do
        flags+=("$1")
        shift
    done
    shift
    echo "==> compiling $name ($# files)"
    rm -f "$LIBS/lib$name.a"  # a stale archive would keep its old members
    "${SWIFTC[@]}" "${flags[@]}" -module-name "$name" -emit-module \
        -emit-module-path "$MODS/$name.swiftmodule" -emit-library -static \
        -o "$LIBS/lib$name.a" "$@"
}

swift_files() { find "$1" -name '*.swift' | LC_ALL=C sort; }

# Stops the build unless every `#available` in the files (comments aside) is followed by the
# seam's predicate of its iOS version, `#available(iOS 17.0, tvOS 17.0, *), OSAvailability.iOS17`,
# and none has an `#unavailable`: a check the seam does not see would take the newest OS's
# path in every run.
check_availability() {
    python3 - "$@" <<'PY'
import re
import sys

CHECK = re.compile(r"#(available|unavailable)\(([^)]*)\)(\s*,\s*OSAvailability\.(\w+))?")
found = False
for path in sys.argv[1:]:
    with open(path, encoding="utf-8") as f:
        lines = f.read().split("\n")
    # Comment lines out, each line kept (so positions stay), then the file as one text.
    code = "\n".join("" if line.lstrip().startswith("//") else line for line in lines)
    for match in CHECK.finditer(code):
        kind, arguments, predicate = match.group(1), match.group(2), match.group(4)
        ios = re.match(r"\s*iOS\s+(\d+)", arguments)
        if kind == "available" and ios and predicate == "iOS" + ios.group(1):
            continue
        line = code.count("\n", 0, match.start()) + 1
        if kind == "unavailable":
            need = "to be an #available with its predicate (the seam cannot pair #unavailable)"
        elif ios:
            need = "the seam's predicate after it: OSAvailability.iOS" + ios.group(1)
        else:
            need = "an iOS version first, and its predicate after it"
        print(f"{path}:{line}: error: {match.group(0)} needs {need}", file=sys.stderr)
        found = True
sys.exit(1 if found else 0)
PY
}

# 1. The core, as the front-ends see it.
mapfile -t core_files < <(swift_files Sources/SegmentedCore)
build_module SegmentedCore -wmo -- "${core_files[@]}"

# 2. The stand-in platform modules that exist, in dependency order. What a stand-in adds to
# Apple's API for the checks has one spelling, `_harness…` (`_Harness…` for a type).
if grep -rnE --include='*.swift' '(^|[^_A-Za-z0-9])[hH]arness[A-Z]' "$HARNESS/StandIns" >&2; then
    echo "error: the stand-in members above are spelled \`_harness…\` (\`_Harness…\` for a type)" >&2
    exit 1
fi
standins=()
for module in Accessibility QuartzCore UIKit SwiftUI; do
    dir=$HARNESS/StandIns/$module
    [ -d "$dir" ] || continue
    mapfile -t files < <(swift_files "$dir")
    [ "${#files[@]}" -gt 0 ] || continue
    version=()
    # The stand-in SwiftUI declares the iOS 26 glass API (StandIns/SwiftUI/Glass.swift) and
    # iOS 18 API (scroll geometry and phases), so it carries the iPhoneOS 26.2 SDK's SwiftUI
    # module version: the front-ends compile the paths behind `canImport(SwiftUI, _version:
    # 7.0)` and `canImport(SwiftUI, _version: 6.0)` as they do against that SDK.
    # It is also built in the language mode SwiftUI is built in (that interface's module
    # flags: `-swift-version 5`), which lets its primitive views, isolated to the main actor
    # through `View`, be made in nonisolated builders as SwiftUI's are.
    [ "$module" != SwiftUI ] || version=(-user-module-version 7.2.5.1.102 -swift-version 5)
    build_module "$module" -wmo -enable-testing "${version[@]}" -- "${files[@]}"
    standins+=("$module")
done

total_passed=0
total_failed=0
declare -A coverage=([SwiftUI]=n/a [UIKit]=n/a)
status=0

compiled=()  # the front-end modules compiled in this run
for fe in UIKit SwiftUI; do
    suite=$HARNESS/${fe}Tests
    [ -d "$suite" ] || continue
    [ -z "$only" ] || [ "$fe" = "$only" ] || continue
    module=Segmented$fe

    # The front-end's sources as they ship, by path, with the availability seam swapped for
    # the harness's (see the header); `shipped` is what coverage counts.
    # The seam is the front-end's one OSAvailability.swift, in whichever folder it lives.
    mapfile -t seams < <(find "Sources/$module" -name OSAvailability.swift)
    if [ ${#seams[@]} -ne 1 ]; then
        echo "error: Sources/$module has ${#seams[@]} OSAvailability.swift files, not one: the harness swaps the front-end's availability seam" >&2
        exit 1
    fi
    seam=${seams[0]}
    mapfile -t shipped < <(swift_files "Sources/$module" | grep -vxF "$seam")
    check_availability "${shipped[@]}"
    sources=("${shipped[@]}" "$HARNESS/Seams/OSAvailability.swift")
    # One object file (-wmo), linked whole (below), so files no test reaches still count.
    mkdir -p "$GRAPHS/$module"
    build_module "$module" -wmo -enable-testing -profile-generate -profile-coverage-mapping \
        -emit-symbol-graph -emit-symbol-graph-dir "$GRAPHS/$module" \
        -symbol-graph-minimum-access-level public -symbol-graph-skip-synthesized-members \
        -symbol-graph-skip-inherited-docs -emit-extension-block-symbols \
        -- "${sources[@]}"
    compiled+=("$module")
    [ "$build_only" = false ] || continue

    # The suite, with the shared runner, linked with everything. Its main.swift calls every
    # check group its files define (Scripts/frontend-harness-registry.py), then `finish`.
    mapfile -t suite_files < <(swift_files "$suite")
    registry=$OUT/registry/${fe}Tests/main.swift
    python3 Scripts/frontend-harness-registry.py "$fe" "$registry" "${suite_files[@]}"
    mapfile -t support_files < <(find "$HARNESS/Support" -maxdepth 1 -name '*.swift' |
        LC_ALL=C sort; [ ! -d "$HARNESS/Support/$fe" ] || swift_files "$HARNESS/Support/$fe")
    echo "==> compiling ${fe}Tests"
    # --no-gc-sections and --whole-archive: code that no test reaches must stay in the
    # binary, or its coverage records go with it and the percentage only counts what ran.
    link=(-L "$LIBS" -Xlinker --no-gc-sections -Xlinker --whole-archive "-l$module"
        -Xlinker --no-whole-archive -lSegmentedCore)
    # Dependents before what they depend on (SwiftUI, UIKit, QuartzCore, Accessibility), as
    # a static link resolves each archive only against those after it.
    for ((i = ${#standins[@]} - 1; i >= 0; i--)); do link+=("-l${standins[$i]}"); done
    defines=()
    # The showcase app's screens (Examples/SegmentedShowcase.swiftpm/Sources, less the file
    # holding its @main App) run in the SwiftUI suite, which checks each one (ShowcaseChecks,
    # behind HARNESS_SHOWCASE); its UIKit screens host SegmentedUIKit, compiled above.
    showcase_files=()
    if [ "$fe" = SwiftUI ] && [ -d "$SHOWCASE" ]; then
        if [[ " ${compiled[*]} " == *" SegmentedUIKit "* ]]; then
            mapfile -t showcase_files < <(swift_files "$SHOWCASE" | grep -v '/ShowcaseApp\.swift$')
            link=(-lSegmentedUIKit "${link[@]}")
            defines+=(-D HARNESS_SHOWCASE)
        else
            echo "==> the showcase's screens are not checked: SegmentedUIKit was not compiled"
        fi
    fi
    swiftc -swift-version 6 -Onone -package-name SegmentedKit -I "$MODS" -profile-generate \
        -module-name "${fe}Tests" \
        "${defines[@]}" -o "$OUT/bin/${fe}Tests" "${support_files[@]}" "${suite_files[@]}" \
        "$registry" "${showcase_files[@]}" "${link[@]}"

    # Code that must not compile against the front-end (an API typed so a mistake is a
    # compile error): each Tests/FrontendHarness/DoesNotCompile/<FE>/*.swift names the error
    # it must raise on a line `// expected-error: TEXT`; it counts as one check, passed
    # when the type-check fails with TEXT in its diagnostics.
    if [ -d "$HARNESS/DoesNotCompile/$fe" ]; then
        while IFS= read -r probe; do
            expected=$(sed -nE 's|^// expected-error: (.*)$|\1|p' "$probe" | head -1)
            name="does not compile: $(basename "$probe" .swift)"
            if [ -z "$expected" ]; then
                echo "FAIL $name (no \`// expected-error:\` line)"
                total_failed=$((total_failed + 1))
                status=1
                continue
            fi
            set +e
            diagnostics=$(swiftc -swift-version 6 -typecheck -package-name SegmentedKit -I "$MODS" \
                "$probe" 2>&1)
            probe_status=$?
            set -e
            if [ "$probe_status" -ne 0 ] && grep -qF -- "$expected" <<<"$diagnostics"; then
                echo "PASS $name"
                total_passed=$((total_passed + 1))
            else
                echo "FAIL $name: expected an error containing: $expected"
                echo "$diagnostics" | head -20
                total_failed=$((total_failed + 1))
                status=1
            fi
        done < <(swift_files "$HARNESS/DoesNotCompile/$fe")
    fi

    # Three times: as the newest OS (every availability check holds), then as iOS 17 and
    # iOS 16 (the harness's seam answers from HARNESS_IOS_VERSION), so the older paths run
    # too, each under its own OS's touch behaviour (the SwiftUI `Finger` models each).
    for ios in "" 17.0 16.0; do
        mode=${ios:+ (iOS $ios mode)}
        echo "==> running ${fe}Tests${mode}"
        log=$OUT/${fe}Tests${ios:+-ios$ios}.log
        set +e
        HARNESS_IOS_VERSION=$ios LLVM_PROFILE_FILE="$ROOT/$OUT/profiles/$fe-%p.profraw" \
            "$OUT/bin/${fe}Tests" 2>&1 | tee "$log"
        run_status=${PIPESTATUS[0]}
        set -e
        summary=$(grep -E "^harness $fe: [0-9]+ passed, [0-9]+ failed$" "$log" | tail -1 || true)
        if [ -z "$summary" ]; then
            echo "error: ${fe}Tests${mode} ended without its summary line (exit $run_status)" >&2
            status=1
            total_failed=$((total_failed + 1))
            continue
        fi
        passed=$(sed -E 's/.*: ([0-9]+) passed.*/\1/' <<<"$summary")
        failed=$(sed -E 's/.*passed, ([0-9]+) failed/\1/' <<<"$summary")
        total_passed=$((total_passed + passed))
        total_failed=$((total_failed + failed))
        [ "$run_status" -eq 0 ] || status=1
    done
    ls "$OUT"/profiles/"$fe"-*.profraw >/dev/null 2>&1 || continue

    # 3. Line coverage of the front-end's own files only.
    "$LLVM_BIN/llvm-profdata" merge -sparse -o "$OUT/$fe.profdata" "$OUT"/profiles/"$fe"-*.profraw
    "$LLVM_BIN/llvm-cov" report "$OUT/bin/${fe}Tests" -instr-profile="$OUT/$fe.profdata" \
        "${shipped[@]}" >"$OUT/$fe-coverage.txt"
    coverage[$fe]=$("$LLVM_BIN/llvm-cov" export -summary-only "$OUT/bin/${fe}Tests" \
        -instr-profile="$OUT/$fe.profdata" "${shipped[@]}" |
        jq -r '.data[0].totals.lines | "\(.covered) \(.count)"' |
        awk '{ if ($2 == 0) print "n/a"; else printf "%.1f%%\n", 100 * $1 / $2 }')
    echo "==> $module line coverage: ${coverage[$fe]} (per file: $OUT/$fe-coverage.txt)"
done

if [ "$build_only" = true ]; then
    echo "frontend harness: modules built; symbol graphs in $GRAPHS"
    exit 0
fi
[ "$total_failed" -eq 0 ] || status=1
echo "frontend harness: $total_passed passed, $total_failed failed;" \
    "SwiftUI ${coverage[SwiftUI]} lines, UIKit ${coverage[UIKit]} lines"
exit "$status"

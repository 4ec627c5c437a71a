#!/usr/bin/env bash
# typecheck-apple.sh: type-check the Apple front-ends (SegmentedSwiftUI, SegmentedUIKit) on a
# machine without Xcode, e.g. Linux, against the text parts of an iPhoneOS SDK.
#
# Usage:
#   Scripts/typecheck-apple.sh [--prove-failure] [--swiftui-only] [--libraries] [--shim DIR] SDK_DIR RESOURCE_DIR
#   Scripts/typecheck-apple.sh --matrix SDKS_DIR
#
#   SDK_DIR         an SDK directory holding the SDK's text files (iPhoneOS, AppleTVOS or MacOSX)
#   RESOURCE_DIR    a Swift resource directory prepared as described below
#   --swiftui-only  check SegmentedCore and SegmentedSwiftUI only (macOS has no UIKit)
#   --libraries     also build SegmentedFontMetrics and SegmentedSVG for the SDK (step 1)
#   --shim DIR      also compile DIR/*.swift into the SwiftUI check: declarations of newer API
#                   that an older SDK lacks (Tests/AppleShims/MacOSX13 for the macOS 13.3 SDK)
#   --matrix DIR    every platform the package claims, each with its negative control, against
#                   the SDKs and resource directories laid out under DIR as in "Set-up" below
#
# Environment:
#   SWIFTC        the compiler (default: swiftc on PATH, else /opt/swift/usr/bin/swiftc)
#   MODULE_CACHE  module cache directory (default: /tmp/segmentedkit-apple-module-cache; its
#                 entries are keyed by SDK and target). The first run for an SDK fills it from
#                 the SDK's .swiftinterface files and module maps and takes one to seven
#                 minutes (four to seven for each new SDK on a busy two-core machine); later
#                 runs take seconds to a minute or two.
#   TARGET        target triple (default by SDK: arm64-apple-ios17.0, arm64-apple-tvos16.0,
#                 arm64-apple-macos13.0; for iPhoneOS 26.x and MacOSX 15.x, whose interfaces
#                 are arm64e only, arm64e-apple-ios26.0 and arm64e-apple-macos15.0).
#                 Package.swift's minimums are iOS 16, tvOS 16 and macOS 13, so
#                 TARGET=arm64-apple-ios16.0 also checks availability against iOS 16.
#
#   A warning in the package's own sources fails the check, as an error does.
#
# What it does:
#   1. emits the SegmentedCore module (every Sources/SegmentedCore/**/*.swift) into a
#      temporary directory; with --libraries also SegmentedFontMetrics and SegmentedSVG
#      (libraries the README says run everywhere), so an API the SDK marks unavailable there
#      (posix_spawn on tvOS) fails the row. --matrix passes --libraries on the rows whose SDK
#      ships its own shims (iOS 18.6 and 26.2, tvOS 18.0, macOS 15.5); on the 17.4 and 13.3
#      rows the Swift 6.3 frontend crashes (signal 11) compiling SegmentedFontMetrics' typed
#      `throws(FontError)` against those SDKs, a toolchain fault, not a diagnostic;
#   2. type-checks all files of Sources/SegmentedSwiftUI together in one swiftc invocation
#      (-module-name SegmentedSwiftUI -swift-version 6), and likewise Sources/SegmentedUIKit,
#      with -wmo -emit-sil so the mandatory SIL diagnostics run as well (definite
#      initialisation such as `self` used before `super.init`, missing returns, exclusivity),
#      which -typecheck alone never reaches; no machine code is made.
#      Every front-end file is wrapped whole in `#if canImport(...)`, so if the framework did
#      not import the check would pass vacuously. A guard file that raises #error unless
#      canImport(SwiftUI) / canImport(UIKit) holds is therefore added to each invocation.
#   3. type-checks the showcase app, Examples/SegmentedShowcase.swiftpm/Sources (module
#      AppModule, its @main App included), against the modules of steps 1 and 2, likewise with
#      -wmo -emit-sil, on every row: its UIKit screens are wrapped in `#if canImport(UIKit)`
#      and its pager screens in `#if !os(macOS)`, so a --swiftui-only row checks the rest.
#   It prints what it checked and exits non-zero on any error; --matrix names the showcase on
#   each row it checked.
#
#   --prove-failure: self-test of the set-up. Checks small files with a deliberately wrong
#   line (a String where SwiftUI/UIKit wants a CGFloat; `self` used before `super.init`) and
#   fails loudly if that line is NOT rejected. The same file with the line corrected must pass, so a broken set-up (which
#   rejects everything) does not count as a proof.
#
# Nothing of the SDK, the resource directory or the module cache is committed to this
# repository; they are kept outside it (under /tmp). Set-up, once per machine, in the layout
# --matrix expects (SDKS=/tmp/sdk):
#
#   a. The SDKs: public text stubs (headers, module maps, API notes, .swiftinterface files),
#      written with shared/tools/extract-sdk.py GIT_DIR SDK_FOLDER DEST from these repositories:
#        $SDKS/iPhoneOS17.4.sdk   danpashin/sdks (at the repository's root)
#        $SDKS/iPhoneOS18.6.sdk   mrdrvt99/iOS-SDKss, folder iPhoneOS18.6.sdk
#        $SDKS/AppleTVOS18.0.sdk  warmenhoven/tvOS-SDKs, folder AppleTVOS18.0.sdk
#        $SDKS/MacOSX13.3.sdk     D00MFist/MacOSX-SDKs, folder MacOSX13.3.sdk
#        $SDKS/iPhoneOS26.2.sdk   seayou2468-web/maciOS, folder iPhoneOS26.2.sdk
#        $SDKS/MacOSX15.5.sdk     seayou2468-web/maciOS, folder MacOSX15.5.sdk (stored without
#                                 its framework links; extract-sdk.py recreates them)
#      The 26.2 and 15.5 copies hold .swiftinterface files for arm64e only, so their rows use
#      arm64e-apple-ios… and arm64e-apple-macos… targets (an arm64 target finds no interface).
#      The 17.4 copy has no symlinks: it holds identical copies in their place, which make
#      duplicate module definitions ("redefinition of module 'libxml2'"). Delete these two
#      copies (rm -rf) and put links in their place:
#        usr/include/libxml -> libxml2/libxml
#        System/Library/Frameworks/AVFoundation.framework/Frameworks/AVFAudio.framework
#            -> ../../AVFAudio.framework
#
#   b. The resource directories, each holding `clang -> <toolchain>/usr/lib/clang/<version>`
#      (e.g. /opt/swift/usr/lib/clang/21) and `apinotes/os.apinotes`:
#        $SDKS/resources/toolchain-shims  for iPhoneOS 17.4: also `shims ->
#                                         <toolchain>/usr/lib/swift/shims`
#        $SDKS/resources/sdk-shims        for iPhoneOS 18.6, iPhoneOS 26.2, AppleTVOS 18.0 and
#                                         MacOSX 15.5, which ship their own usr/lib/swift/shims:
#                                         NO shims link (and no Dispatch.apinotes)
#        $SDKS/resources/macos13          for MacOSX 13.3: the shims link, and also
#                                         apinotes/Dispatch.apinotes (swiftlang/swift's
#                                         apinotes/Dispatch.apinotes as it is)
#      os.apinotes is swiftlang/swift's apinotes/os.apinotes, in the form that matches SDKs
#      built with Swift 5.x: the entries for the functions _os_log_impl and
#      _os_signpost_emit_with_name_impl must read
#          SwiftPrivate: true
#          NullabilityOfRet: O
#      in place of `Availability: nonswift` and its AvailabilityMsg (the SDKs' os.swiftinterface
#      calls both as ___os_log_impl / ___os_signpost_emit_with_name_impl, and UIKit and SwiftUI
#      fail to build otherwise).
#
#   c. Two local edits of the MacOSX 13.3 SDK's SwiftUI interface (both files under
#      System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/), which this
#      compiler otherwise rejects:
#        - in `Environment.wrappedValue`, the os_log message interpolates `\(Value.self)`;
#          drop the `<\(Value.self)>` so it reads "Accessing Environment's value outside of";
#        - `public protocol _PreviewProvider {` becomes
#          `@_Concurrency.MainActor(unsafe) public protocol _PreviewProvider {`, as later SDKs
#          declare it.
#      e.g. sed -i -e "s/Accessing Environment<\\\\(Value\\.self)>'s/Accessing Environment's/" \
#                  -e 's/^public protocol _PreviewProvider {/@_Concurrency.MainActor(unsafe) &/' \
#                  "$SDKS"/MacOSX13.3.sdk/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/*.swiftinterface
#      The 13.3 SDK also predates the macOS 14 API that the sources use behind `#available`
#      (`onKeyPress`, the two-argument `onChange`); Tests/AppleShims/MacOSX13 declares exactly
#      those, with their real availability, and --shim adds it to the check.
#
#   d. Run `Scripts/typecheck-apple.sh --matrix /tmp/sdk`: for each SDK the negative control
#      (--prove-failure) first, then each target. It ends with one line per check: ok or
#      FAILED, its time, the SDK and the target.
#
#   No watchOS or visionOS stubs are to be had, so Package.swift does not claim those platforms.
#
# Known limits of this set-up (Swift 6.3 toolchain, SDKs built with Swift 5.8 to 6.2):
#   - @Observable does not expand against the 17.4 SDK: the toolchain's macro emits a member the
#     SDK's macro declaration does not name. ObservableObject/@Published work.
#   - Some UIKit C globals are not const in the 17.4 headers (e.g. UIAccessibilityTraitAdjustable,
#     UIAccessibilityLayoutChangedNotification); in Swift 6 mode using them is an error
#     ("not concurrency-safe because it involves shared mutable state") unless UIKit is
#     imported with `@preconcurrency import UIKit`.

set -euo pipefail

# The showcase app's sources, type-checked after the front-ends (step 4 below).
showcase_sources=Examples/SegmentedShowcase.swiftpm/Sources

usage() {
    echo "usage: $0 [--prove-failure] [--swiftui-only] [--libraries] [--shim DIR] SDK_DIR RESOURCE_DIR" >&2
    echo "       $0 --matrix SDKS_DIR" >&2
    exit 2
}

prove_failure=0
libraries_too=0
swiftui_only=0
shim_dir=""
matrix_dir=""
positional=()
while [[ $# -gt 0 ]]; do
    case "$1" in
        --prove-failure) prove_failure=1 ;;
        --swiftui-only) swiftui_only=1 ;;
        --libraries) libraries_too=1 ;;
        --shim) [[ $# -ge 2 ]] || usage; shim_dir=$2; shift ;;
        --matrix) [[ $# -ge 2 ]] || usage; matrix_dir=$2; shift ;;
        -h | --help) usage ;;
        -*) echo "unknown option: $1" >&2; usage ;;
        *) positional+=("$1") ;;
    esac
    shift
done

# --matrix: every claimed platform and SDK, each SDK's negative control first.
if [[ -n "$matrix_dir" ]]; then
    [[ ${#positional[@]} -eq 0 ]] || usage
    self="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)/$(basename "${BASH_SOURCE[0]}")"
    res="$matrix_dir/resources"
    repo="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
    shim="$repo/Tests/AppleShims/MacOSX13"
    # Each row: name | SDK folder | resource dir | targets | extra options. The SDKs from
    # seayou2468-web/maciOS (26.2, 15.5) ship .swiftinterface files for arm64e only, hence the
    # arm64e targets.
    rows=(
        "iOS 17.4 SDK|iPhoneOS17.4.sdk|toolchain-shims|arm64-apple-ios17.0 arm64-apple-ios16.0|"
        "iOS 18.6 SDK|iPhoneOS18.6.sdk|sdk-shims|arm64-apple-ios18.0 arm64-apple-ios16.0|--libraries"
        "iOS 26.2 SDK|iPhoneOS26.2.sdk|sdk-shims|arm64e-apple-ios26.0 arm64e-apple-ios16.0|--libraries"
        "tvOS 18.0 SDK|AppleTVOS18.0.sdk|sdk-shims|arm64-apple-tvos16.0|--libraries"
        "macOS 13.3 SDK|MacOSX13.3.sdk|macos13|arm64-apple-macos13.0|--swiftui-only --shim $shim"
        "macOS 15.5 SDK|MacOSX15.5.sdk|sdk-shims|arm64e-apple-macos15.0 arm64e-apple-macos13.0|--swiftui-only --libraries"
    )
    results=()
    matrix_failed=0
    # Every row also type-checks the showcase app (step 4), and says so.
    showcase_note=""
    [[ -d "$repo/$showcase_sources" ]] && showcase_note=" + the showcase app"
    matrix_start=$SECONDS
    # Runs one check ($1: what it is called in the summary; the rest: the arguments) and
    # records its result and time.
    run_row() {
        local label=$1 status=ok start=$SECONDS
        shift
        echo
        echo "######## $label"
        "$@" || { status=FAILED; matrix_failed=1; }
        results+=("$(printf '%-7s %4d s  %s' "$status" $((SECONDS - start)) "$label")")
    }
    for row in "${rows[@]}"; do
        IFS='|' read -r name sdk resource targets extra <<<"$row"
        read -r -a extra_args <<<"$extra"
        first_target=${targets%% *}
        run_row "$name: negative control ($first_target)" \
            env TARGET="$first_target" "$self" --prove-failure "${extra_args[@]}" \
            "$matrix_dir/$sdk" "$res/$resource"
        for target in $targets; do
            run_row "$name: $target${extra:+ (${extra//"$repo"\//})}$showcase_note" \
                env TARGET="$target" "$self" "${extra_args[@]}" "$matrix_dir/$sdk" "$res/$resource"
        done
    done
    echo
    echo "typecheck-apple --matrix ($((SECONDS - matrix_start)) s in all):"
    printf '  %s\n' "${results[@]}"
    exit $matrix_failed
fi

[[ ${#positional[@]} -eq 2 ]] || usage

sdk_dir=${positional[0]}
resource_dir=${positional[1]}
[[ -d "$sdk_dir" ]] || { echo "error: SDK_DIR '$sdk_dir' is not a directory" >&2; exit 2; }
[[ -d "$resource_dir" ]] || { echo "error: RESOURCE_DIR '$resource_dir' is not a directory" >&2; exit 2; }
[[ -f "$resource_dir/apinotes/os.apinotes" ]] ||
    { echo "error: $resource_dir/apinotes/os.apinotes is missing (see the header of $0)" >&2; exit 2; }
[[ -z "$shim_dir" || -d "$shim_dir" ]] || { echo "error: --shim '$shim_dir' is not a directory" >&2; exit 2; }

if [[ -n "${SWIFTC:-}" ]]; then
    swiftc=$SWIFTC
elif command -v swiftc >/dev/null 2>&1; then
    swiftc=$(command -v swiftc)
elif [[ -x /opt/swift/usr/bin/swiftc ]]; then
    swiftc=/opt/swift/usr/bin/swiftc
else
    echo "error: swiftc not found; set SWIFTC" >&2
    exit 2
fi

sdk_name=$(basename "$sdk_dir")
case "$sdk_name" in
    AppleTVOS*) default_target=arm64-apple-tvos16.0 ;;
    # iPhoneOS 26.x and MacOSX 15.x: interfaces for arm64e only.
    iPhoneOS2[6-9]* | iPhoneOS[3-9][0-9]*) default_target=arm64e-apple-ios26.0 ;;
    MacOSX1[5-9]* | MacOSX[2-9][0-9]*) default_target=arm64e-apple-macos15.0 ;;
    MacOSX*) default_target=arm64-apple-macos13.0 ;;
    *) default_target=arm64-apple-ios17.0 ;;
esac
module_cache=${MODULE_CACHE:-/tmp/segmentedkit-apple-module-cache}
target=${TARGET:-$default_target}
mkdir -p "$module_cache"

repo_root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$repo_root"

work=$(mktemp -d "${TMPDIR:-/tmp}/typecheck-apple.XXXXXX")
trap 'rm -rf "$work"' EXIT

common=(
    -target "$target"
    -sdk "$sdk_dir"
    -resource-dir "$resource_dir"
    -module-cache-path "$module_cache"
    -swift-version 6
    -parse-as-library
    # One package name for every module, as SwiftPM gives them, so `package` declarations
    # in the core are visible to the front-ends.
    -package-name SegmentedKit
)

echo "swiftc:       $swiftc"
echo "target:       $target"
echo "SDK:          $sdk_dir"
echo "resource dir: $resource_dir"
echo "module cache: $module_cache"

# Sets the array `found` to the .swift files under the directory $1, sorted.
found=()
swift_files() {
    local dir=$1 f
    found=()
    [[ -d "$dir" ]] || return 0
    while IFS= read -r -d '' f; do
        found+=("$f")
    done < <(find "$dir" -type f -name '*.swift' -print0 | LC_ALL=C sort -z)
}

# 1. SegmentedCore module.
swift_files Sources/SegmentedCore
if [[ ${#found[@]} -eq 0 ]]; then
    echo "error: no .swift files under Sources/SegmentedCore" >&2
    exit 1
fi
core_files=("${found[@]}")
mkdir -p "$work/modules"
echo
echo "== emitting SegmentedCore (${#core_files[@]} files)"
printf '   %s\n' "${core_files[@]}"
start=$SECONDS
"$swiftc" -emit-module -module-name SegmentedCore "${common[@]}" \
    -emit-module-path "$work/modules/SegmentedCore.swiftmodule" "${core_files[@]}"
echo "   ok ($((SECONDS - start)) s)"

# 1b. The platform-independent libraries that claim every platform (SegmentedFontMetrics and
#     SegmentedSVG, "everywhere" in the README): emitted for this SDK too, so an API the SDK
#     marks unavailable (posix_spawn on tvOS, say) fails here rather than in an app's build.
libraries=(SegmentedFontMetrics SegmentedSVG)
[[ $prove_failure -eq 0 && $libraries_too -eq 1 ]] || libraries=()
for module in "${libraries[@]}"; do
    swift_files "Sources/$module"
    echo
    echo "== emitting $module (${#found[@]} files)"
    start=$SECONDS
    log="$work/$module.log"
    if ! "$swiftc" -emit-module -module-name "$module" "${common[@]}" -I "$work/modules" \
        -emit-module-path "$work/modules/$module.swiftmodule" "${found[@]}" >"$log" 2>&1; then
        cat "$log"
        echo "typecheck-apple: $module does not build for $target" >&2
        exit 1
    fi
    cat "$log"
    if grep -qE '^Sources/.*: warning:' "$log"; then
        echo "typecheck-apple: warnings in $module for $target" >&2
        exit 1
    fi
    echo "   ok ($((SECONDS - start)) s)"
done

# Writes a guard file that fails the invocation unless the framework $1 can be imported.
write_guard() {
    local framework=$1 path=$2
    cat >"$path" <<EOF
#if !canImport($framework)
#error("$framework cannot be imported: the SDK or resource directory is broken, so the #if canImport($framework) files would be skipped")
#endif
EOF
}

# 2. --prove-failure: a wrong line must be rejected, and the corrected line accepted.
if [[ $prove_failure -eq 1 ]]; then
    status=0
    check_case() {
        local name=$1 good=$2 bad=$3
        local good_file="$work/Prove${name}Good.swift" bad_file="$work/Prove${name}Bad.swift"
        printf '%s\n' "$good" >"$good_file"
        printf '%s\n' "$bad" >"$bad_file"
        echo
        echo "== --prove-failure ($name): the corrected file must type-check"
        if ! "$swiftc" -emit-sil -o "$work/discarded.sil" -module-name "Prove$name" "${common[@]}" -I "$work/modules" \
            "$good_file"; then
            echo "FAIL: the control file was rejected; the set-up is broken, so no proof is possible" >&2
            status=1
            return
        fi
        echo "   ok"
        echo "== --prove-failure ($name): the wrong line must be rejected"
        local log="$work/prove-$name.log"
        if "$swiftc" -emit-sil -o "$work/discarded.sil" -module-name "Prove$name" "${common[@]}" -I "$work/modules" \
            "$bad_file" >"$log" 2>&1; then
            cat "$log"
            echo "FAIL: the deliberately wrong line was NOT rejected; this check proves nothing" >&2
            status=1
        elif grep -q 'error:' "$log"; then
            grep 'error:' "$log" | head -n 3
            echo "   ok: rejected as it should be"
        else
            cat "$log"
            echo "FAIL: swiftc failed without reporting an error" >&2
            status=1
        fi
    }
    check_case SwiftUI \
        'import SwiftUI
import SegmentedCore
struct ProveView: View { var body: some View { Text("x").frame(width: 10) } }' \
        'import SwiftUI
import SegmentedCore
struct ProveView: View { var body: some View { Text("x").frame(width: "wrong") } }'
    # The mandatory SIL passes run too: a use of self before super.init must be rejected.
    check_case DefiniteInitialization \
        'import SwiftUI
import SegmentedCore
final class ProveInit: NSObject { let a: Int; override init() { a = 1; super.init(); f() }
    func f() {} }' \
        'import SwiftUI
import SegmentedCore
final class ProveInit: NSObject { let a: Int; override init() { f(); a = 1; super.init() }
    func f() {} }'
    [[ $swiftui_only -eq 1 ]] || check_case UIKit \
        'import UIKit
import SegmentedCore
final class ProveControl: UIControl { func f() { layer.cornerRadius = 4 } }' \
        'import UIKit
import SegmentedCore
final class ProveControl: UIControl { func f() { layer.cornerRadius = "wrong" } }'
    echo
    if [[ $status -ne 0 ]]; then
        echo "typecheck-apple --prove-failure: FAILED" >&2
        exit 1
    fi
    echo "typecheck-apple --prove-failure: wrong lines are rejected, correct ones accepted"
    exit 0
fi

# 3. The front-ends, each in one invocation with all its files. A warning in the package's own
#    sources counts as a failure: the check is meant to show a clean build in Swift 6 mode.
pairs=(SegmentedSwiftUI:SwiftUI SegmentedUIKit:UIKit)
[[ $swiftui_only -eq 1 ]] && pairs=(SegmentedSwiftUI:SwiftUI)
failed=()
for pair in "${pairs[@]}"; do
    module=${pair%%:*}
    framework=${pair##*:}
    swift_files "Sources/$module"
    echo
    if [[ ${#found[@]} -eq 0 ]]; then
        echo "== $module: no .swift files, nothing to check"
        continue
    fi
    files=("${found[@]}")
    if [[ $framework == SwiftUI && -n "$shim_dir" ]]; then
        swift_files "$shim_dir"
        files+=("${found[@]}")
    fi
    guard="$work/${module}CanImportGuard.swift"
    write_guard "$framework" "$guard"
    echo "== type-checking $module (${#files[@]} files, -swift-version 6, $framework)"
    printf '   %s\n' "${files[@]}"
    start=$SECONDS
    log="$work/$module.log"
    # -emit-sil (not just -typecheck) also runs the mandatory SIL passes, which is where
    # definite initialisation (self used before super.init), missing returns and exclusivity
    # are diagnosed; no machine code is made.
    # The module itself is kept (-emit-module-path) for the showcase app's check below.
    # The SIL goes to a file in $work, never to /dev/null: the compiler writes its output by
    # renaming a temporary file onto the path, which replaces the null device with a file.
    if "$swiftc" -wmo -emit-sil -o "$work/discarded.sil" -module-name "$module" "${common[@]}" \
        -emit-module-path "$work/modules/$module.swiftmodule" \
        -I "$work/modules" "${files[@]}" "$guard" >"$log" 2>&1; then
        cat "$log"
        if grep -qE '^(Sources|Tests|Examples)/.*: warning:' "$log"; then
            echo "   FAILED: warnings in the package's sources ($((SECONDS - start)) s)"
            failed+=("$module")
        else
            echo "   ok ($((SECONDS - start)) s)"
        fi
    else
        cat "$log"
        echo "   FAILED ($((SECONDS - start)) s)"
        failed+=("$module")
    fi
done

# 4. The showcase app (Examples/SegmentedShowcase.swiftpm): every file of its app target in one
#    invocation, importing the modules checked above, as Xcode builds it. Its UIKit screens
#    are wrapped in `#if canImport(UIKit)` and its pager screens in `#if !os(macOS)`, so a
#    --swiftui-only (macOS) row checks the rest. Skipped only if a front-end failed.
showcase=$showcase_sources
if [[ -d "$showcase" && ${#failed[@]} -eq 0 ]]; then
    swift_files "$showcase"
    files=("${found[@]}")
    guard="$work/AppModuleCanImportGuard.swift"
    write_guard SwiftUI "$guard"
    echo
    echo "== type-checking the showcase app, $showcase (${#files[@]} files, -swift-version 6)"
    printf '   %s\n' "${files[@]}"
    start=$SECONDS
    log="$work/AppModule.log"
    if "$swiftc" -wmo -emit-sil -o "$work/discarded.sil" -module-name AppModule "${common[@]}" \
        -I "$work/modules" "${files[@]}" "$guard" >"$log" 2>&1; then
        cat "$log"
        if grep -qE '^(Sources|Tests|Examples)/.*: warning:' "$log"; then
            echo "   FAILED: warnings in the showcase's sources ($((SECONDS - start)) s)"
            failed+=("the showcase app")
        else
            echo "   ok ($((SECONDS - start)) s)"
        fi
    else
        cat "$log"
        echo "   FAILED ($((SECONDS - start)) s)"
        failed+=("the showcase app")
    fi
fi

echo
if [[ ${#failed[@]} -gt 0 ]]; then
    echo "typecheck-apple: errors in ${failed[*]} for $target" >&2
    exit 1
fi
checked="SegmentedCore, SegmentedSwiftUI and SegmentedUIKit"
[[ $swiftui_only -eq 1 ]] && checked="SegmentedCore and SegmentedSwiftUI"
[[ -d "$showcase" ]] && checked="$checked, and the showcase app ($showcase)"
echo "typecheck-apple: $checked type-check for $target against $sdk_name"

#!/usr/bin/env bash
# typecheck-apple.sh: type-check the Apple front-ends (SegmentedSwiftUI, SegmentedUIKit) on a
# machine without Xcode, e.g. Linux, against the text parts of an iPhoneOS SDK.
#
# Usage:
#   Scripts/typecheck-apple.sh [--prove-failure] SDK_DIR RESOURCE_DIR
#
#   SDK_DIR       an iPhoneOS17.4.sdk directory holding the SDK's text files (see below)
#   RESOURCE_DIR  a Swift resource directory prepared as described below
#
# Environment:
#   SWIFTC        the compiler (default: swiftc on PATH, else /opt/swift/usr/bin/swiftc)
#   MODULE_CACHE  module cache directory (default: /tmp/segmentedkit-apple-module-cache).
#                 The first run fills it from the SDK's .swiftinterface files and module maps
#                 and takes about three minutes; later runs take a few seconds (mostly
#                 emitting SegmentedCore; each front-end check is about a second).
#   TARGET        target triple (default: arm64-apple-ios17.0). Package.swift's minimum is
#                 iOS 16, so TARGET=arm64-apple-ios16.0 also checks availability against it.
#
# What it does:
#   1. emits the SegmentedCore module (every Sources/SegmentedCore/**/*.swift) into a
#      temporary directory;
#   2. type-checks all files of Sources/SegmentedSwiftUI together in one swiftc invocation
#      (-module-name SegmentedSwiftUI -swift-version 6), and likewise Sources/SegmentedUIKit.
#      Every front-end file is wrapped whole in `#if canImport(...)`, so if the framework did
#      not import the check would pass vacuously. A guard file that raises #error unless
#      canImport(SwiftUI) / canImport(UIKit) holds is therefore added to each invocation.
#   It prints what it checked and exits non-zero on any error.
#
#   --prove-failure: self-test of the set-up. Type-checks a small file with a deliberately wrong
#   line (a String where SwiftUI/UIKit wants a CGFloat) and fails loudly if that line is NOT
#   rejected. The same file with the line corrected must pass, so a broken set-up (which
#   rejects everything) does not count as a proof.
#
# Nothing of the SDK, the resource directory or the module cache is committed to this
# repository; they are kept outside it (e.g. under /tmp). Set-up, once per machine:
#
#   a. SDK_DIR: the text parts of an iPhoneOS 17.4 SDK (as shipped with Xcode 15.3) laid out as
#      iPhoneOS17.4.sdk/{SDKSettings.json,SDKSettings.plist,System,usr}. Only headers, module
#      maps, API notes and .swiftinterface files are needed. Leave out
#      System/Library/PrivateFrameworks, System/Cryptexes, Developer and every *.tbd, *.a,
#      *.dylib, *.swiftdoc, *.abi.json, *.swiftsourceinfo. If the copy lost its symlinks,
#      recreate these two:
#        usr/include/libxml -> libxml2/libxml
#        System/Library/Frameworks/AVFoundation.framework/Frameworks/AVFAudio.framework
#            -> ../../AVFAudio.framework
#      (Identical copies in their place make duplicate module definitions.)
#
#   b. RESOURCE_DIR: a directory holding only
#        clang    -> <toolchain>/usr/lib/clang/<version>     (e.g. /opt/swift/usr/lib/clang/21)
#        shims    -> <toolchain>/usr/lib/swift/shims
#        apinotes/os.apinotes
#      where os.apinotes is the Swift project's apinotes/os.apinotes, in the form that matches
#      a Swift 5.10 SDK: the entries for the functions _os_log_impl and
#      _os_signpost_emit_with_name_impl must read
#          SwiftPrivate: true
#          NullabilityOfRet: O
#      (newer Swift sources mark both `Availability: nonswift`; the 17.4 SDK's
#      os.swiftinterface calls them as ___os_log_impl / ___os_signpost_emit_with_name_impl and
#      fails to build otherwise, which breaks UIKit and SwiftUI).
#
#   c. Run `Scripts/typecheck-apple.sh --prove-failure SDK_DIR RESOURCE_DIR` once, then
#      `Scripts/typecheck-apple.sh SDK_DIR RESOURCE_DIR`.
#
# Known limits of this set-up (Swift 6.3 toolchain, iOS 17.4 SDK built with Swift 5.10):
#   - @Observable does not expand: the toolchain's macro emits a member the 17.4 SDK's macro
#     declaration does not name ("declaration name 'shouldNotifyObservers' is not covered by
#     macro 'Observable'"). ObservableObject/@Published work.
#   - Some UIKit C globals are not const in the 17.4 headers (e.g. UIAccessibilityTraitAdjustable,
#     UIAccessibilityLayoutChangedNotification); in Swift 6 mode using them is an error
#     ("not concurrency-safe because it involves shared mutable state") unless UIKit is
#     imported with `@preconcurrency import UIKit`.

set -euo pipefail

usage() {
    echo "usage: $0 [--prove-failure] SDK_DIR RESOURCE_DIR" >&2
    exit 2
}

prove_failure=0
positional=()
for arg in "$@"; do
    case "$arg" in
        --prove-failure) prove_failure=1 ;;
        -h | --help) usage ;;
        -*) echo "unknown option: $arg" >&2; usage ;;
        *) positional+=("$arg") ;;
    esac
done
[[ ${#positional[@]} -eq 2 ]] || usage

sdk_dir=${positional[0]}
resource_dir=${positional[1]}
[[ -d "$sdk_dir" ]] || { echo "error: SDK_DIR '$sdk_dir' is not a directory" >&2; exit 2; }
[[ -d "$resource_dir" ]] || { echo "error: RESOURCE_DIR '$resource_dir' is not a directory" >&2; exit 2; }
[[ -f "$resource_dir/apinotes/os.apinotes" ]] ||
    { echo "error: $resource_dir/apinotes/os.apinotes is missing (see the header of $0)" >&2; exit 2; }

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

module_cache=${MODULE_CACHE:-/tmp/segmentedkit-apple-module-cache}
target=${TARGET:-arm64-apple-ios17.0}
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
        if ! "$swiftc" -typecheck -module-name "Prove$name" "${common[@]}" -I "$work/modules" \
            "$good_file"; then
            echo "FAIL: the control file was rejected; the set-up is broken, so no proof is possible" >&2
            status=1
            return
        fi
        echo "   ok"
        echo "== --prove-failure ($name): the wrong line must be rejected"
        local log="$work/prove-$name.log"
        if "$swiftc" -typecheck -module-name "Prove$name" "${common[@]}" -I "$work/modules" \
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
    check_case UIKit \
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

# 3. The front-ends, each in one invocation with all its files.
failed=()
for pair in SegmentedSwiftUI:SwiftUI SegmentedUIKit:UIKit; do
    module=${pair%%:*}
    framework=${pair##*:}
    swift_files "Sources/$module"
    echo
    if [[ ${#found[@]} -eq 0 ]]; then
        echo "== $module: no .swift files, nothing to check"
        continue
    fi
    files=("${found[@]}")
    guard="$work/${module}CanImportGuard.swift"
    write_guard "$framework" "$guard"
    echo "== type-checking $module (${#files[@]} files, -swift-version 6, $framework)"
    printf '   %s\n' "${files[@]}"
    start=$SECONDS
    if "$swiftc" -typecheck -module-name "$module" "${common[@]}" -I "$work/modules" \
        "${files[@]}" "$guard"; then
        echo "   ok ($((SECONDS - start)) s)"
    else
        echo "   FAILED ($((SECONDS - start)) s)"
        failed+=("$module")
    fi
done

echo
if [[ ${#failed[@]} -gt 0 ]]; then
    echo "typecheck-apple: errors in ${failed[*]}" >&2
    exit 1
fi
echo "typecheck-apple: SegmentedCore, SegmentedSwiftUI and SegmentedUIKit type-check for $target"

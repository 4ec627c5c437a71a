#!/usr/bin/env bash
# Checks the showcase app's manifest, Examples/SegmentedShowcase.swiftpm/Package.swift, as far
# as Linux allows. The manifest imports AppleProductTypes (`.iOSApplication`), which only Xcode
# and Swift Playgrounds ship, so:
#
#   1. Tests/ManifestStandIns/AppleProductTypes.swift, a declaration stand-in with the
#      signatures those manifests use, is compiled against the toolchain's PackageDescription
#      into .build/showcase-manifest/;
#   2. SwiftPM itself loads the manifest with that module (`swift package dump-package`, the
#      stand-in passed with -Xbuild-tools-swiftc) and the result is checked: the app product
#      and its one executable target, iOS 16, Swift 6, the three products it uses;
#   3. `swift package show-dependencies` resolves the package graph: the relative path reaches
#      this repository and SegmentedKit has every product the app names;
#   4. negative control: the same manifest naming a product SegmentedKit lacks must be
#      rejected, so step 3 proves something.
#
# What stays unchecked here: how Xcode turns the app settings (icon, orientations, device
# families) into a bundle, and the app's build itself (Scripts/typecheck-apple.sh type-checks
# its sources against the Apple SDKs).
#
# Usage: Scripts/showcase-manifest.sh      (last line: "showcase manifest: ok" or an error)
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$PATH:/opt/swift/usr/bin"

app=Examples/SegmentedShowcase.swiftpm
out=$PWD/.build/showcase-manifest
api=$(dirname "$(command -v swiftc)")/../lib/swift/pm/ManifestAPI
[ -d "$api" ] || { echo "error: no PackageDescription at $api" >&2; exit 2; }
mkdir -p "$out/lib"

echo "==> compiling the AppleProductTypes stand-in"
swiftc -swift-version 6 -module-name AppleProductTypes -emit-library \
    -emit-module -emit-module-path "$out/lib/AppleProductTypes.swiftmodule" \
    -o "$out/lib/libAppleProductTypes.so" -I "$api" -L "$api" -lPackageDescription \
    -Xlinker -rpath -Xlinker "$api" Tests/ManifestStandIns/AppleProductTypes.swift
standin=(-Xbuild-tools-swiftc "-I$out/lib" -Xbuild-tools-swiftc "-L$out/lib"
    -Xbuild-tools-swiftc -lAppleProductTypes
    -Xbuild-tools-swiftc -Xlinker -Xbuild-tools-swiftc "-rpath=$out/lib")

echo "==> swift package dump-package ($app)"
swift package --package-path "$app" --scratch-path "$out/scratch" "${standin[@]}" \
    dump-package >"$out/manifest.json"
python3 - "$out/manifest.json" "$PWD" <<'PY'
import json, os, sys
manifest, root = json.load(open(sys.argv[1])), sys.argv[2]
problems = []
def expect(condition, what):
    if not condition:
        problems.append(what)
products = manifest["products"]
expect(len(products) == 1 and products[0]["name"] == "SegmentedShowcase"
       and "executable" in products[0]["type"] and products[0]["targets"] == ["AppModule"],
       "one app product, SegmentedShowcase, made of AppModule")
targets = {t["name"]: t for t in manifest["targets"]}
expect(set(targets) == {"AppModule"} and targets["AppModule"]["type"] == "executable",
       "one executable target, AppModule")
used = sorted(d["product"][0] for d in targets.get("AppModule", {}).get("dependencies", []))
expect(used == ["SegmentedCore", "SegmentedSwiftUI", "SegmentedUIKit"],
       f"AppModule uses SegmentedCore, SegmentedSwiftUI and SegmentedUIKit (got {used})")
expect([(p["platformName"], p["version"]) for p in manifest["platforms"]] == [("ios", "16.0")],
       "iOS 16, as the package")
expect(manifest.get("swiftLanguageVersions") == ["6"], "Swift 6 language mode")
paths = [d["fileSystem"][0]["path"] for d in manifest["dependencies"] if "fileSystem" in d]
expect([os.path.realpath(p) for p in paths] == [os.path.realpath(root)],
       f"one dependency, this repository by relative path (got {paths})")
for problem in problems:
    print(f"FAILED: {problem}", file=sys.stderr)
if problems:
    sys.exit(1)
print("   ok: app product, target, platforms, language mode and dependency as expected")
PY

echo "==> swift package show-dependencies (resolves the products the app uses)"
swift package --package-path "$app" --scratch-path "$out/scratch" "${standin[@]}" \
    show-dependencies

echo "==> negative control: a product SegmentedKit lacks must be rejected"
wrong=$out/wrong-product.swiftpm
rm -rf "$wrong"
mkdir -p "$wrong/Sources"
sed -e 's/"SegmentedUIKit", package/"SegmentedNoSuchKit", package/' \
    -e "s|path: \"../..\"|path: \"$PWD\"|" "$app/Package.swift" >"$wrong/Package.swift"
touch "$wrong/Sources/Empty.swift"
grep -q SegmentedNoSuchKit "$wrong/Package.swift" ||
    { echo "FAILED: the negative control's edit did not apply" >&2; exit 1; }
if swift package --package-path "$wrong" --scratch-path "$out/scratch-wrong" "${standin[@]}" \
    show-dependencies >"$out/wrong.log" 2>&1; then
    cat "$out/wrong.log"
    echo "FAILED: a missing product was not rejected; show-dependencies proves nothing" >&2
    exit 1
fi
grep "error:" "$out/wrong.log" | head -n 1
echo "   ok: rejected as it should be"
echo "showcase manifest: ok"

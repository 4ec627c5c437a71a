#!/usr/bin/env bash
# Checks .spi.yml, the Swift Package Index's file for this package: valid YAML in the shape
# the index reads (SwiftPackageIndex/SPIManifest: `version: 1`, `builder.configs`, each config
# with an optional `platform` among ios, macos-spm, macos-xcodebuild, tvos, watchos, linux,
# `scheme`, `target`, `swift_version`, `image` and `documentation_targets`; a file larger than
# 1,000 bytes is ignored), and that it names exactly the DocC archives Scripts/docs.sh builds,
# and only schemes Xcode makes for this package (one per library product).
#
# It parses the YAML with Python's PyYAML, installing it with pip (--user) when it is missing.
#
# Usage: Scripts/spi-manifest.sh      (last line: "spi manifest: ok" or an error)
set -euo pipefail
cd "$(dirname "$0")/.."

if ! python3 -c 'import yaml' 2>/dev/null; then
    echo "==> installing PyYAML (python3 -m pip install --user pyyaml)"
    python3 -m pip install --quiet --user pyyaml ||
        python3 -m pip install --quiet --user --break-system-packages pyyaml
fi

# The archives Scripts/docs.sh builds, from its `modules=(…)` list.
docs_modules=$(sed -n '/^modules=(/,/)/p' Scripts/docs.sh | tr -d '()' | sed 's/modules=//' | xargs)
# The library products, from the manifest.
libraries=$(grep -oE '\.library\(name: "[A-Za-z]+"' Package.swift | sed -E 's/.*"(.*)"/\1/' | xargs)

python3 - .spi.yml "$docs_modules" "$libraries" <<'PY'
import os, sys, yaml
path, docs_modules, libraries = sys.argv[1], sys.argv[2].split(), sys.argv[3].split()
problems = []
def expect(condition, what):
    if not condition:
        problems.append(what)
size = os.path.getsize(path)
expect(size <= 1000, f"{path} is {size} bytes; the index ignores files over 1,000")
manifest = yaml.safe_load(open(path))
expect(isinstance(manifest, dict) and manifest.get("version") == 1, "version: 1")
configs = (manifest.get("builder") or {}).get("configs") or []
expect(isinstance(configs, list) and configs, "builder.configs is a non-empty list")
keys = {"platform", "scheme", "target", "swift_version", "image", "documentation_targets"}
platforms = {"ios", "macos-spm", "macos-xcodebuild", "tvos", "watchos", "linux"}
documented = []
for config in configs:
    expect(isinstance(config, dict) and set(config) <= keys, f"known keys only: {config}")
    if "platform" in config:
        expect(config["platform"] in platforms, f"known platform: {config['platform']}")
    if "scheme" in config:
        expect(config["scheme"] in libraries, f"scheme {config['scheme']} is a library product")
    documented += config.get("documentation_targets", [])
expect(sorted(documented) == sorted(docs_modules),
       f"documentation_targets {documented} are the archives Scripts/docs.sh builds {docs_modules}")
for module in documented:
    expect(os.path.isdir(f"Sources/{module}/{module}.docc"), f"Sources/{module}/{module}.docc exists")
for problem in problems:
    print(f"FAILED: {problem}", file=sys.stderr)
if problems:
    sys.exit(1)
print(f"   ok: {len(configs)} build configs, documentation for {', '.join(documented)}")
PY
echo "spi manifest: ok"

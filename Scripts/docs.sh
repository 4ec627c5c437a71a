#!/usr/bin/env bash
# Builds the DocC documentation, offline, and fails on any DocC warning.
#
#   Scripts/docs.sh            symbol graphs for every library, then one archive per module in
#                              .build/docs/NAME.doccarchive (SegmentedCore, SegmentedFontMetrics,
#                              SegmentedSVG, SegmentedTerminal, SegmentedSwiftUI, SegmentedUIKit)
#
# Environment:
#   DOCS_HOSTING_BASE_PATH=P   the path the archives will be served under (default: none, so an
#                              archive served at a web root shows /documentation/<module>/)
#   DOCS_FRONTEND_GRAPHS=DIR   take the front-ends' symbol graphs from DIR/<module>/ (what a run
#                              of Scripts/frontend-harness.sh just wrote) instead of running
#                              `Scripts/frontend-harness.sh --build-only` for them
#
# The symbol graphs come from `swift package dump-symbol-graph`, which builds the package
# (debug) and extracts the public API; `docc convert` (part of the toolchain) then renders each
# module's catalogue, Sources/NAME/NAME.docc, with that module's graphs. SegmentedSwiftUI and
# SegmentedUIKit compile on Linux only against the front-end harness's stand-in SwiftUI and
# UIKit, so their graphs come from the harness's compile of them (Scripts/frontend-harness.sh
# writes them to .build/frontend-harness/symbol-graphs/); only the module's own graph and its
# extension graphs (our extensions on SwiftUI or UIKit types) are used, never the stand-ins'.
#
# To look at a page: python3 -m http.server -d .build/docs/SegmentedCore.doccarchive 8000,
# then open http://127.0.0.1:8000/documentation/segmentedcore/
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$PATH:/opt/swift/usr/bin"

modules=(
    SegmentedCore SegmentedFontMetrics SegmentedSVG SegmentedTerminal SegmentedSwiftUI SegmentedUIKit
)
output=.build/docs
graphs=.build/docs-symbol-graphs
log=$(mktemp)
trap 'rm -f "$log"' EXIT

start=$(date +%s)
# dump-symbol-graph also extracts the test modules, and fails when they are not built yet (as
# on a fresh clone): build everything first. Scripts/test.sh reuses the same build.
printf '==> swift build --build-tests\n'
if ! swift build --build-tests >"$log" 2>&1; then
    cat "$log"
    echo "docs: the build failed" >&2
    exit 1
fi
printf '==> swift package dump-symbol-graph\n'
if ! swift package dump-symbol-graph --skip-synthesized-members >"$log" 2>&1; then
    cat "$log"
    echo "docs: building the symbol graphs failed" >&2
    exit 1
fi
source_dir=$(sed -n 's/^Files written to //p' "$log" | tail -1)
if [ -z "$source_dir" ] || [ ! -d "$source_dir" ]; then
    cat "$log"
    echo "docs: dump-symbol-graph did not say where it wrote the graphs" >&2
    exit 1
fi

# The front-ends' graphs, from the harness's compile of them.
frontend_graphs=${DOCS_FRONTEND_GRAPHS:-}
if [ -z "$frontend_graphs" ]; then
    printf '==> Scripts/frontend-harness.sh --build-only\n'
    if ! Scripts/frontend-harness.sh --build-only >"$log" 2>&1; then
        cat "$log"
        echo "docs: compiling the front-ends against the stand-ins failed" >&2
        exit 1
    fi
    frontend_graphs=.build/frontend-harness/symbol-graphs
fi

rm -rf "$output" "$graphs"
mkdir -p "$output"
warnings=0
for module in "${modules[@]}"; do
    # Each archive gets only its own module's graphs: NAME.symbols.json and the extension
    # graphs NAME@Other.symbols.json.
    mkdir -p "$graphs/$module"
    from=$source_dir
    case $module in SegmentedSwiftUI | SegmentedUIKit) from=$frontend_graphs/$module ;; esac
    if [ ! -e "$from/$module.symbols.json" ]; then
        echo "docs: no symbol graph $from/$module.symbols.json" >&2
        exit 1
    fi
    cp "$from/$module.symbols.json" "$graphs/$module/"
    for extension_graph in "$from/$module"@*.symbols.json; do
        [ -e "$extension_graph" ] && cp "$extension_graph" "$graphs/$module/"
    done

    # The articles show pictures kept once, in docs/gallery (regenerated with the gallery):
    # the catalogue is converted from a staged copy that also holds the pictures it names.
    catalogue=.build/docs-catalogues/$module.docc
    rm -rf "$catalogue"
    mkdir -p .build/docs-catalogues
    cp -R "Sources/$module/$module.docc" "$catalogue"
    { grep -ohE '!\[[^]]*\]\([^)]+\)' "$catalogue"/*.md || true; } |
        sed -E 's/.*\(([^)]+)\)$/\1/' | sort -u | while read -r picture; do
        if [ -e "docs/gallery/$picture" ]; then cp "docs/gallery/$picture" "$catalogue/"; fi
    done

    printf '==> docc convert %s\n' "$module"
    hosting=()
    [ -n "${DOCS_HOSTING_BASE_PATH:-}" ] && hosting=(--hosting-base-path "$DOCS_HOSTING_BASE_PATH")
    docc convert "$catalogue" \
        --additional-symbol-graph-dir "$graphs/$module" \
        --fallback-display-name "$module" \
        --fallback-bundle-identifier "org.segmentedkit.$module" \
        --transform-for-static-hosting "${hosting[@]}" \
        --output-path "$output/$module.doccarchive" >"$log" 2>&1 || {
        cat "$log"
        echo "docs: docc convert $module failed" >&2
        exit 1
    }
    # DocC prints each problem as "warning:" or "error:" (with the source lines around it).
    count=$(grep -cE '(^|[[:space:]])(warning|error):' "$log" || true)
    if [ "$count" -gt 0 ]; then
        cat "$log"
        warnings=$((warnings + count))
    fi
done

elapsed=$(($(date +%s) - start))
if [ "$warnings" -gt 0 ]; then
    echo "docs: $warnings DocC warning(s); fix the links or comments above" >&2
    exit 1
fi
echo "docs: ${#modules[@]} archives in $output, 0 warnings, ${elapsed} s"

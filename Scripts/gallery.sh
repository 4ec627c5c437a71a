#!/usr/bin/env bash
# Regenerates docs/gallery exactly as committed. The CJK pictures need a font with Chinese
# glyphs; without one the gallery still builds and its captions say the CJK labels were
# measured as missing-glyph boxes. This script installs a small one (fonts-wqy-microhei,
# about 1.6 MB) with apt-get when it is missing and it can.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$PATH:/opt/swift/usr/bin"
if ! fc-list :lang=zh 2>/dev/null | grep -q .; then
    if command -v apt-get >/dev/null 2>&1 && [ "$(id -u)" = 0 ]; then
        apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq fonts-wqy-microhei
    else
        echo "no CJK font found; the CJK pictures will show missing-glyph boxes" >&2
    fi
fi
swift run segmented gallery --output "${1:-docs/gallery}"

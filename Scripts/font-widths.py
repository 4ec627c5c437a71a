#!/usr/bin/env python3
"""Reference advance widths for SegmentedFontMetrics' tests.

Computes, for DejaVu Sans and DejaVu Sans Bold, the advance width in font units of a set
of strings, independently of the Swift code, with fontTools:

  * each Unicode scalar maps through the font's best Unicode cmap to a glyph (a missing
    scalar maps to glyph 0, .notdef); default-ignorable scalars (ZWJ, variation selectors,
    soft hyphen, tags, ...) are dropped, as shaping engines hide them;
  * each glyph contributes its hmtx advance;
  * each pair of consecutive glyphs adds its kerning: from the GPOS lookups of every 'kern'
    feature (pair adjustment type 2, also inside extension lookups; per lookup the first
    subtable that applies, summed over lookups), or from the legacy 'kern' table (format 0)
    when GPOS has no such lookups.

When uharfbuzz is installed, each string is also shaped by HarfBuzz with ligatures and
contextual alternates turned off, and the summed x advances are compared.

Usage:
  python3 Scripts/font-widths.py            # table with the HarfBuzz cross-check
  python3 Scripts/font-widths.py --swift    # Swift test data (ReferenceWidths.swift body)
"""

import sys
import unicodedata

import fontTools
from fontTools.ttLib import TTFont

FONTS = {
    "regular": "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf",
    "bold": "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf",
}

STRINGS = [
    "Home",
    "Trending",
    "AVATAR",
    "To",
    "Wolf",
    "Yo",
    "LT",
    "P.",
    "Te",
    "WAVE",
    "Typography",
    "office",
    "Settings & Privacy",
    "0123456789",
    "1,234.56",
    "Hello, World!",
    "\u00dcn\u00efc\u00f6d\u00e9",  # Ünïcödé, precomposed
    "U\u0308n\u0131\u0308co\u0308de\u0301",  # decomposed with combining marks
    "e\u0301",
    "A\u030a",
    "\u63a8\u85a6",  # 推薦: no CJK in DejaVu, two .notdef glyphs
    "\u65b0\u7740 News",
    "\u041f\u0440\u0438\u0432\u0435\u0442",  # Привет
    "\u0391\u03b8\u03ae\u03bd\u03b1",  # Αθήνα
    "\U0001f600",  # 😀 (DejaVu has a glyph)
    "\U0001f680",  # 🚀 (not in DejaVu)
    "\u2764\ufe0f",  # ❤️ with variation selector 16
    "\U0001f468\u200d\U0001f469\u200d\U0001f467",  # family ZWJ sequence
    "\U0001f1ef\U0001f1f5",  # flag: regional indicators
    "\U0001f44d\U0001f3fd",  # thumbs up with skin tone
    "co\u00adoperate",  # soft hyphen
    "A\u200dV",  # ZWJ between a kerned pair
    "",
    " ",
    "a\tb",
]

# Default_Ignorable_Code_Point from Unicode's DerivedCoreProperties.txt (Unicode 15/16).
DEFAULT_IGNORABLE = [
    (0x00AD, 0x00AD), (0x034F, 0x034F), (0x061C, 0x061C), (0x115F, 0x1160),
    (0x17B4, 0x17B5), (0x180B, 0x180F), (0x200B, 0x200F), (0x202A, 0x202E),
    (0x2060, 0x206F), (0x3164, 0x3164), (0xFE00, 0xFE0F), (0xFEFF, 0xFEFF),
    (0xFFA0, 0xFFA0), (0xFFF0, 0xFFF8), (0x1BCA0, 0x1BCA3), (0x1D173, 0x1D17A),
    (0xE0000, 0xE0FFF),
]


def is_default_ignorable(code):
    return any(low <= code <= high for low, high in DEFAULT_IGNORABLE)


class Kerning:
    """Pair kerning in font units from GPOS 'kern' lookups, else from the kern table."""

    def __init__(self, font, use_gpos=True):
        self.lookups = []  # per lookup: list of (format, subtable)
        if use_gpos and "GPOS" in font:
            table = font["GPOS"].table
            indices = set()
            for record in table.FeatureList.FeatureRecord:
                if record.FeatureTag == "kern":
                    indices.update(record.Feature.LookupListIndex)
            for index in sorted(indices):
                lookup = table.LookupList.Lookup[index]
                subtables = []
                for subtable in lookup.SubTable:
                    if lookup.LookupType == 9:
                        if subtable.ExtensionLookupType != 2:
                            continue
                        subtable = subtable.ExtSubTable
                    elif lookup.LookupType != 2:
                        continue
                    subtables.append(self._pair_subtable(subtable))
                if subtables:
                    self.lookups.append(subtables)
        self.pairs = {}
        self.source = "GPOS" if self.lookups else "kern"
        if not self.lookups and "kern" in font:
            for subtable in font["kern"].kernTables:
                if getattr(subtable, "format", None) == 0:
                    for pair, value in subtable.kernTable.items():
                        self.pairs[pair] = self.pairs.get(pair, 0) + value

    @staticmethod
    def _pair_subtable(subtable):
        covered = set(subtable.Coverage.glyphs)
        if subtable.Format == 1:
            sets = {}
            for first, pair_set in zip(subtable.Coverage.glyphs, subtable.PairSet):
                sets[first] = {
                    record.SecondGlyph: getattr(record.Value1, "XAdvance", 0) or 0
                    for record in pair_set.PairValueRecord
                }
            return (1, sets)
        first = subtable.ClassDef1.classDefs
        second = subtable.ClassDef2.classDefs
        values = [
            [getattr(c2.Value1, "XAdvance", 0) or 0 for c2 in c1.Class2Record]
            for c1 in subtable.Class1Record
        ]
        return (2, (covered, first, second, values))

    def value(self, left, right):
        if not self.lookups:
            return self.pairs.get((left, right), 0)
        total = 0
        for subtables in self.lookups:
            for kind, data in subtables:
                if kind == 1:
                    if left in data and right in data[left]:
                        total += data[left][right]
                        break
                else:
                    covered, first, second, values = data
                    if left in covered:
                        c1, c2 = first.get(left, 0), second.get(right, 0)
                        if c1 < len(values) and c2 < len(values[c1]):
                            total += values[c1][c2]
                            break
        return total


class Measurer:
    def __init__(self, path, use_gpos=True):
        self.font = TTFont(path)
        self.cmap = self.font.getBestCmap()
        self.hmtx = self.font["hmtx"]
        self.notdef = self.font.getGlyphOrder()[0]
        self.kerning = Kerning(self.font, use_gpos)

    def glyphs(self, text):
        return [
            self.cmap.get(ord(scalar), self.notdef)
            for scalar in text
            if not is_default_ignorable(ord(scalar))
        ]

    def width(self, text):
        glyphs = self.glyphs(text)
        width = sum(self.hmtx[glyph][0] for glyph in glyphs)
        width += sum(self.kerning.value(a, b) for a, b in zip(glyphs, glyphs[1:]))
        return width


def harfbuzz_width(path, text):
    try:
        import uharfbuzz as hb
    except ImportError:
        return None
    with open(path, "rb") as handle:
        face = hb.Face(handle.read())
    font = hb.Font(face)
    buffer = hb.Buffer()
    buffer.add_str(text)
    buffer.guess_segment_properties()
    features = {"kern": True, "liga": False, "clig": False, "calt": False, "dlig": False}
    hb.shape(font, buffer, features)
    return sum(position.x_advance for position in buffer.glyph_positions or [])


def swift_literal(text):
    out = []
    for scalar in text:
        code = ord(scalar)
        if scalar == '"':
            out.append('\\"')
        elif scalar == "\\":
            out.append("\\\\")
        elif 0x20 <= code < 0x7F:
            out.append(scalar)
        else:
            out.append("\\u{%X}" % code)
    return '"' + "".join(out) + '"'


def main():
    measurers = {name: Measurer(path) for name, path in FONTS.items()}
    if "--swift" in sys.argv:
        agreeing = sum(
            all(harfbuzz_width(FONTS[name], text) == m.width(text) for name, m in measurers.items())
            for text in STRINGS
        )
        try:
            import uharfbuzz

            harfbuzz = "uharfbuzz %s: %d of %d strings agree in both fonts" % (
                uharfbuzz.__version__, agreeing, len(STRINGS))
        except ImportError:
            harfbuzz = "not run: uharfbuzz is not installed"
        print("// Reference advance widths of DejaVu Sans and DejaVu Sans Bold, in font units")
        print("// (2048 per em). Generated by `python3 Scripts/font-widths.py --swift` with")
        print("// fontTools %s, independently of SegmentedFontMetrics: hmtx advances of the" % (
            fontTools.version))
        print("// cmap glyphs (.notdef for missing scalars, default-ignorable scalars dropped)")
        print("// plus GPOS `kern` pair adjustments between consecutive glyphs.")
        print("// Cross-check with HarfBuzz shaping (ligatures and contextual alternates off):")
        print("// %s." % harfbuzz)
        print("// Columns: string, DejaVu Sans, DejaVu Sans Bold, and DejaVu Sans with kerning")
        print("// from its legacy `kern` table (format 0) instead of GPOS.")
        print()
        for name, measurer in measurers.items():
            font = measurer.font
            print(
                "let %sMetrics = (unitsPerEm: %d, ascender: %d, descender: %d, lineGap: %d,"
                " glyphCount: %d)"
                % (name + "Font", font["head"].unitsPerEm, font["hhea"].ascent,
                   font["hhea"].descent, font["hhea"].lineGap, font["maxp"].numGlyphs))
        print()
        legacy = Measurer(FONTS["regular"], use_gpos=False)
        print(
            "let referenceWidths: [(text: String, regular: Int, bold: Int, regularKernTable: Int)] = [")
        for text in STRINGS:
            readable = "".join(
                c if unicodedata.category(c)[0] in "LNPS" or c == " " else "\u25cc" for c in text
            )
            readable = {"": "(empty)", " ": "(space)"}.get(readable, readable)
            print(
                "    (%s, %d, %d, %d),  // %s"
                % (
                    swift_literal(text),
                    measurers["regular"].width(text),
                    measurers["bold"].width(text),
                    legacy.width(text),
                    readable,
                )
            )
        print("]")
        return
    print("fontTools", fontTools.version)
    for name, measurer in measurers.items():
        print("%s: %s, unitsPerEm %d, kerning from %s" % (
            name, FONTS[name], measurer.font["head"].unitsPerEm, measurer.kerning.source))
    mismatches = 0
    for text in STRINGS:
        row = [repr(text)]
        for name, measurer in measurers.items():
            width = measurer.width(text)
            shaped = harfbuzz_width(FONTS[name], text)
            note = ""
            if shaped is not None and shaped != width:
                note = " (HarfBuzz %d)" % shaped
                mismatches += 1
            row.append("%s=%d%s" % (name, width, note))
        print("  ".join(row))
    print("strings differing from HarfBuzz:", mismatches)


if __name__ == "__main__":
    main()

import Testing

@testable import SegmentedFontMetrics

@Suite("Parser paths DejaVu Sans does not use, on hand-made fonts")
struct SyntheticFontTests {
    @Test("reads cmap format 4 deltas and glyph id arrays, and the hmtx tail")
    func format4() throws {
        let font = try FontFile(bytes: SyntheticFont.font())
        #expect(font.unitsPerEm == 1000)
        #expect((font.ascender, font.descender, font.lineGap) == (800, -200, 100))
        #expect(font.glyphCount == 5)
        #expect(font.glyph(for: "A") == 1)
        #expect(font.glyph(for: "C") == 3)
        #expect(font.glyph(for: "a") == 4)
        #expect(font.glyph(for: "b") == 0)
        #expect(font.glyph(for: "D") == 0)
        #expect(font.glyph(for: "\u{1F600}") == 0)
        #expect(font.advance(ofGlyph: 2) == 700)
        #expect(font.advance(ofGlyph: 3) == 700)  // past numberOfHMetrics: last advance
        #expect(font.advance(ofGlyph: 4) == 700)
        #expect(font.advance(ofGlyph: 5) == 0)  // past numGlyphs
        #expect(!font.hasKerning)
        #expect(
            TextMeasurer(font: font).widthInUnits(of: "ABCab?") == 600 + 700 + 700 + 700 + 500 + 500
        )
    }

    @Test("prefers a 3/10 format 12 subtable over 3/1 format 4")
    func format12Preferred() throws {
        let cmap = SyntheticFont.cmap([
            (3, 1, Array(SyntheticFont.cmapFormat4.dropFirst(12))),
            (3, 10, SyntheticFont.format12Subtable),
        ])
        let font = try FontFile(bytes: SyntheticFont.font(cmap: cmap))
        #expect(font.glyph(for: "\u{1F600}") == 3)
        #expect(font.glyph(for: "B") == 2)
        #expect(font.glyph(for: "a") == 0)  // only the format 4 subtable maps "a"
    }

    @Test("GPOS: extension-wrapped pair sets and class pairs of the kern feature only")
    func gposPairs() throws {
        let font = try FontFile(
            bytes: SyntheticFont.font(extra: [
                ("GPOS", SyntheticFont.gpos), ("kern", SyntheticFont.kern([(1, 2, -1)])),
            ]))
        #expect(font.hasKerning)
        #expect(font.kerning(1, 2) == -50)  // not -999 (mark feature), not -1 (kern table)
        #expect(font.kerning(2, 3) == -30)
        #expect(font.kerning(1, 3) == 0)
        #expect(font.kerning(2, 1) == 0)
        #expect(TextMeasurer(font: font).widthInUnits(of: "ABC") == 600 + 700 + 700 - 50 - 30)
    }

    @Test("legacy kern table, Microsoft and Apple layouts")
    func legacyKern() throws {
        for apple in [false, true] {
            let font = try FontFile(
                bytes: SyntheticFont.font(extra: [
                    ("kern", SyntheticFont.kern([(1, 2, -40), (2, 3, 15)], apple: apple))
                ]))
            #expect(font.kerning(1, 2) == -40)
            #expect(font.kerning(2, 3) == 15)
            #expect(font.kerning(3, 2) == 0)
            #expect(TextMeasurer(font: font).widthInUnits(of: "ABC") == 2000 - 40 + 15)
        }
    }
}

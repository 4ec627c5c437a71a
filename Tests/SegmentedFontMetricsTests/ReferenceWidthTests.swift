import Testing

@testable import SegmentedFontMetrics

@Suite("Widths match fontTools and HarfBuzz")
struct ReferenceWidthTests {
    @Test("reads DejaVu Sans' head, hhea and maxp as fontTools does")
    func fontMetrics() {
        for (font, expected) in [
            (DejaVu.regular, regularFontMetrics), (DejaVu.bold, boldFontMetrics),
        ] {
            #expect(font.unitsPerEm == expected.unitsPerEm)
            #expect(font.ascender == expected.ascender)
            #expect(font.descender == expected.descender)
            #expect(font.lineGap == expected.lineGap)
            #expect(font.glyphCount == expected.glyphCount)
            #expect(font.hasKerning)
        }
    }

    @Test("measures every reference string in DejaVu Sans exactly, in font units")
    func regularWidths() {
        let measurer = TextMeasurer(font: DejaVu.regular)
        for row in referenceWidths {
            #expect(
                measurer.widthInUnits(of: row.text) == row.regular, "\(row.text.debugDescription)")
        }
    }

    @Test("measures every reference string in DejaVu Sans Bold exactly, in font units")
    func boldWidths() {
        let measurer = TextMeasurer(font: DejaVu.bold)
        for row in referenceWidths {
            #expect(measurer.widthInUnits(of: row.text) == row.bold, "\(row.text.debugDescription)")
        }
    }

    @Test("uses the legacy kern table when the font has no GPOS")
    func legacyKernTable() throws {
        let font = try FontFile(bytes: DejaVu.regularBytes(renaming: ["GPOS": "XPOS"]))
        #expect(font.hasKerning)
        let measurer = TextMeasurer(font: font)
        for row in referenceWidths {
            #expect(
                measurer.widthInUnits(of: row.text) == row.regularKernTable,
                "\(row.text.debugDescription)")
        }
    }

    @Test("without GPOS and kern, widths are plain advance sums")
    func noKerning() throws {
        let plain = try FontFile(
            bytes: DejaVu.regularBytes(renaming: ["GPOS": "XPOS", "kern": "xern"]))
        #expect(!plain.hasKerning)
        let text = "AVATAR"
        let sum = text.unicodeScalars.reduce(0) {
            $0 + plain.advance(ofGlyph: plain.glyph(for: $1))
        }
        #expect(TextMeasurer(font: plain).widthInUnits(of: text) == sum)
        #expect(sum != referenceWidths.first { $0.text == text }!.regular)
    }

    @Test("scales widths at 17 pt to within 1e-9 of the reference")
    func scaledWidths() {
        let measurer = TextMeasurer(font: DejaVu.regular)
        for row in referenceWidths {
            let expected = Double(row.regular) * 17 / 2048
            #expect(abs(measurer.width(of: row.text, pointSize: 17) - expected) < 1e-9)
        }
    }

    @Test("maps single scalars and kerns the A V pair like fontTools")
    func glyphsAndKerning() {
        let font = DejaVu.regular
        let a = font.glyph(for: "A")
        let v = font.glyph(for: "V")
        #expect(a == 36)
        #expect(font.advance(ofGlyph: a) == 1401)
        #expect(font.kerning(a, v) == -131)
        #expect(font.glyph(for: "\u{63A8}") == 0)
        #expect(font.advance(ofGlyph: 0) == 1229)
        #expect(font.advance(ofGlyph: UInt16(font.glyphCount)) == 0)
        #expect(font.advance(ofGlyph: .max) == 0)
    }
}

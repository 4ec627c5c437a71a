import Testing

@testable import SegmentedFontMetrics

@Suite("TextMeasurer")
struct TextMeasurerTests {
    let measurer = TextMeasurer(font: DejaVu.regular)

    @Test("ascent, descent and line height scale hhea metrics")
    func verticalMetrics() {
        #expect(abs(measurer.ascent(pointSize: 17) - 1901.0 * 17 / 2048) < 1e-12)
        #expect(abs(measurer.descent(pointSize: 17) - 483.0 * 17 / 2048) < 1e-12)
        #expect(abs(measurer.lineHeight(pointSize: 17) - 2384.0 * 17 / 2048) < 1e-12)
    }

    @Test("NaN, infinite, zero and negative point sizes give 0")
    func unusablePointSizes() {
        for size in [Double.nan, .infinity, -.infinity, 0, -12, -Double.leastNonzeroMagnitude] {
            #expect(measurer.width(of: "Home", pointSize: size) == 0)
            #expect(measurer.ascent(pointSize: size) == 0)
            #expect(measurer.descent(pointSize: size) == 0)
            #expect(measurer.lineHeight(pointSize: size) == 0)
        }
        #expect(
            measurer.width(of: "Home", pointSize: .greatestFiniteMagnitude)
                == .greatestFiniteMagnitude)
        #expect(measurer.lineHeight(pointSize: .greatestFiniteMagnitude).isFinite)
    }

    @Test("width is additive over clusters except for the kerning at the seam")
    func additivity() {
        let font = DejaVu.regular
        let whole = measurer.widthInUnits(of: "AVATAR")
        let parts = measurer.widthInUnits(of: "AVA") + measurer.widthInUnits(of: "TAR")
        #expect(whole == parts + font.kerning(font.glyph(for: "A"), font.glyph(for: "T")))
    }

    @Test("repeated measurement gives identical results, also past the cache capacity")
    func cacheConsistency() {
        let fresh = TextMeasurer(font: DejaVu.regular)
        let first = referenceWidths.map { fresh.widthInUnits(of: $0.text) }
        for index in 0..<(MeasurementCache.capacity + 10) {
            _ = fresh.widthInUnits(of: "label \(index) \u{1F600}")
        }
        let long = String(repeating: "Trending ", count: 100)
        #expect(fresh.widthInUnits(of: long) == fresh.widthInUnits(of: long))
        #expect(referenceWidths.map { fresh.widthInUnits(of: $0.text) } == first)
        #expect(first == referenceWidths.map(\.regular))
    }

    @Test("concurrent measurement from many tasks agrees with serial results")
    func concurrency() async {
        let shared = TextMeasurer(font: DejaVu.bold)
        let texts = referenceWidths.map(\.text)
        let results = await withTaskGroup(of: [Int].self) { group in
            for task in 0..<8 {
                group.addTask {
                    (0..<200).map { step in
                        let text = texts[(task + step) % texts.count]
                        return shared.widthInUnits(of: text) - referenceWidthsBold(text)
                    }
                }
            }
            var all: [Int] = []
            for await result in group { all += result }
            return all
        }
        #expect(results.count == 1_600)
        #expect(results.allSatisfy { $0 == 0 })
    }
}

private func referenceWidthsBold(_ text: String) -> Int {
    referenceWidths.first { $0.text == text }!.bold
}

import SegmentedSVG
import Testing

@Suite("Text is measured per cluster in the first font that has it")
struct TextMeasuringTests {
    @Test("DejaVu Sans covers Latin but not CJK")
    func dejaVuCoverage() {
        #expect(Fonts.regular.covers("A"))
        #expect(Fonts.regular.covers("é"))
        #expect(!Fonts.regular.covers("推"))
    }

    @Test("a fallback chain measures each run in the font that covers it")
    func fallback() {
        let latin = FixedMeasurer(advance: 10, coverage: { $0.isASCII })
        let wide = FixedMeasurer(advance: 20)
        let chain = FallbackTextMeasurer([latin, wide])
        #expect(chain.width(of: "", pointSize: 15) == 0)
        #expect(chain.width(of: "ab", pointSize: 15) == 20)
        #expect(chain.width(of: "推薦", pointSize: 15) == 40)
        #expect(chain.width(of: "a推b", pointSize: 15) == 40)
        #expect(chain.covers("推"))
        #expect(FallbackTextMeasurer([]).width(of: "abc", pointSize: 15) == 0)
    }

    @Test("clusters no font covers are measured in the first font, as .notdef boxes")
    func notdef() {
        let chain = FallbackTextMeasurer([Fonts.regular, FixedMeasurer(coverage: { _ in false })])
        let box = Fonts.regular.width(of: "推", pointSize: 15)
        #expect(box > 0)
        #expect(
            chain.width(of: "推推", pointSize: 15) == Fonts.regular.width(of: "推推", pointSize: 15))
    }
}

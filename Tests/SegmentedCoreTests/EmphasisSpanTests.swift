import SegmentedCore
import Testing

@Suite("Emphasis span: the whole bar's emphasis in O(1)")
struct EmphasisSpanTests {
    @Test("the span agrees with emphasis(of:at:) for every segment at every position")
    func agreesWithPerSegmentEmphasis() {
        for count in [1, 2, 3, 7] {
            let arrangement = SegmentedLayout(distribution: .fillEqually())
                .arrange(
                    contentSizes: sizes(Array(repeating: 10, count: count)),
                    in: Size(width: 100, height: 20))
            for step in -8...(count * 8 + 8) {
                let position = Double(step) / 8
                let span = arrangement.emphasisSpan(at: position)
                #expect(span != nil)
                for index in -1...count {
                    #expect(
                        span?.emphasis(of: index) == arrangement.emphasis(of: index, at: position))
                }
            }
        }
    }

    @Test("between two segments the emphasis splits; at the last segment it is whole")
    func values() {
        let arrangement = SegmentedLayout(distribution: .fillEqually())
            .arrange(contentSizes: sizes([10, 10, 10]), in: Size(width: 90, height: 20))
        #expect(
            arrangement.emphasisSpan(at: 1.25)
                == EmphasisSpan(lower: 1, lowerEmphasis: 0.75, upper: 2, upperEmphasis: 0.25))
        #expect(
            arrangement.emphasisSpan(at: 2)
                == EmphasisSpan(lower: 2, lowerEmphasis: 1, upper: 2, upperEmphasis: 1))
        #expect(arrangement.emphasisSpan(at: .nan)?.lower == 0)
        #expect(arrangement.emphasisSpan(at: 99)?.lower == 2)
    }

    @Test("the span uses the same formula, so tiny positions agree to the last bit")
    func tinyPositions() {
        let arrangement = SegmentedLayout(distribution: .fillEqually())
            .arrange(contentSizes: sizes([10, 10]), in: Size(width: 90, height: 20))
        for position in [Double.leastNormalMagnitude, .leastNonzeroMagnitude, 1e-17, 1 - 1e-17] {
            let span = arrangement.emphasisSpan(at: position)
            #expect(span?.emphasis(of: 0) == arrangement.emphasis(of: 0, at: position))
            #expect(span?.emphasis(of: 1) == arrangement.emphasis(of: 1, at: position))
        }
    }

    @Test("an empty bar has no span")
    func empty() {
        let arrangement = SegmentedLayout(distribution: .fillEqually()).arrange(
            contentSizes: [], in: Size(width: 90, height: 20))
        #expect(arrangement.emphasisSpan(at: 0) == nil)
    }
}

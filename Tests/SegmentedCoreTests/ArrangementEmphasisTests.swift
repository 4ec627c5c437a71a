import SegmentedCore
import Testing

@Suite("Emphasis without an arrangement")
struct ArrangementEmphasisTests {
    @Test("matches the arrangement's emphasis for every segment and position")
    func matchesInstanceMethod() {
        let arrangement = SegmentedLayout(distribution: .fillEqually())
            .arrange(contentSizes: sizes([10, 20, 30, 40]), in: Size(width: 200, height: 40))
        for position in stride(from: -1.5, through: 4.5, by: 0.125) {
            for index in -1...4 {
                #expect(
                    Arrangement.emphasis(of: index, at: position, count: 4)
                        == arrangement.emphasis(of: index, at: position))
            }
        }
    }

    @Test("paged header vector: at 0.3 the titles are emphasised 0.7 and 0.3")
    func pagedHeader() {
        #expect(approx(Arrangement.emphasis(of: 0, at: 0.3, count: 2), 0.7))
        #expect(approx(Arrangement.emphasis(of: 1, at: 0.3, count: 2), 0.3))
    }

    @Test("no segments, one segment, NaN and out-of-range positions are defined")
    func hostile() {
        #expect(Arrangement.emphasis(of: 0, at: 0, count: 0) == 0)
        #expect(Arrangement.emphasis(of: 0, at: 5, count: 1) == 1)
        #expect(Arrangement.emphasis(of: 0, at: .nan, count: 3) == 1)
        #expect(Arrangement.emphasis(of: 2, at: .infinity, count: 3) == 1)
        #expect(Arrangement.emphasis(of: 0, at: 1, count: -2) == 0)
    }
}

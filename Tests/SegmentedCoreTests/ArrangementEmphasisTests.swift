import SegmentedCore
import Testing

@Suite("Emphasis without an arrangement")
struct ArrangementEmphasisTests {
    /// Emphasis of segments 0...3 of four, worked out by hand from `max(0, 1 − |p − i|)`
    /// with the position first clamped to 0...3.
    static let table: [(position: Double, emphasis: [Double])] = [
        (-1.5, [1, 0, 0, 0]),  // clamped to 0
        (0, [1, 0, 0, 0]),
        (0.25, [0.75, 0.25, 0, 0]),
        (1.5, [0, 0.5, 0.5, 0]),
        (2, [0, 0, 1, 0]),
        (2.875, [0, 0, 0.125, 0.875]),
        (4.5, [0, 0, 0, 1]),  // clamped to 3
    ]

    @Test("both the static and the arrangement's emphasis give the hand-worked table")
    func handWorkedTable() {
        let arrangement = SegmentedLayout(distribution: .fillEqually())
            .arrange(contentSizes: sizes([10, 20, 30, 40]), in: Size(width: 200, height: 40))
        for row in Self.table {
            for index in 0..<4 {
                let expected = row.emphasis[index]
                #expect(Arrangement.emphasis(of: index, at: row.position, count: 4) == expected)
                #expect(arrangement.emphasis(of: index, at: row.position) == expected)
            }
            // Indices outside the bar are never emphasised.
            for index in [-1, 4] {
                #expect(Arrangement.emphasis(of: index, at: row.position, count: 4) == 0)
                #expect(arrangement.emphasis(of: index, at: row.position) == 0)
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

import SegmentedCore

/// `segmentIndex(at:)`: a tap anywhere on the bar.
enum HitTestCases {
    static var all: [BenchCase] {
        segmentCounts.map { count in
            BenchCase(
                name: "hit-test/\(count)", group: "hit test", count: count,
                countingIterations: 10_000, prepare: { runner(count: count) })
        }
    }

    private static func runner(count: Int) -> Runner {
        let arrangement = FrameCases.arrangement(travel: .linear, count: count)
        let width = arrangement.contentSize.width
        let step = goldenStep * width
        var x = 0.0
        return { iterations in
            let checksum = sweep(&x, by: step, limit: width, iterations: iterations, into: 0) {
                tapX, checksum in
                checksum &+= arrangement.segmentIndex(at: Point(x: tapX, y: 10)) ?? -1
            }
            return Double(checksum)
        }
    }
}

import SegmentedCore

/// `arrange(contentSizes:in:)` for every distribution at every segment count.
enum ArrangeCases {
    /// Seeded random label sizes: widths 20–120, height 20.
    static func contentSizes(count: Int, seed: UInt64 = 42) -> [Size] {
        var generator = SeededGenerator(seed: seed)
        return (0..<count).map { _ in
            Size(width: Double.random(in: 20...120, using: &generator), height: 20)
        }
    }

    static var all: [BenchCase] {
        Distribution.allDefaults.flatMap { distribution in
            segmentCounts.map { count in
                BenchCase(
                    name: "arrange/\(distribution.name)/\(count)",
                    group: "arrange, \(distribution.name)", count: count,
                    countingIterations: countingIterations(linearIn: count),
                    prepare: { runner(distribution: distribution, count: count) })
            }
        }
    }

    private static func runner(distribution: Distribution, count: Int) -> Runner {
        let layout = SegmentedLayout(
            distribution: distribution, indicator: .underline(width: .content, thickness: 3))
        let sizes = contentSizes(count: count)
        var step = 0
        return { iterations in
            var checksum = 0.0
            for _ in 0..<iterations {
                // The container width changes a little every time, as on rotation or resize.
                step &+= 1
                let container = Size(width: 390 + Double(step & 7), height: 48)
                let arrangement = layout.arrange(contentSizes: sizes, in: container)
                // Read every array arrange produced, so none of it can be skipped.
                checksum +=
                    arrangement.contentSize.width + arrangement.segmentFrames[count - 1].maxX
                    + arrangement.contentFrames[count - 1].minX
                    + arrangement.indicatorFrame(at: 0).width
                    + Double(arrangement.segmentIndex(at: Point(x: 1, y: 1)) ?? 0)
            }
            return checksum
        }
    }
}

import SegmentedCore
import SegmentedTestSupport

/// `arrange(contentSizes:in:)` for every distribution at every segment count, against one
/// bare pass that writes as many frames into a preallocated array; arranging into kept
/// storage; and `arrange` of the Material bar against the hand-made per-frame computation,
/// which is what re-arranging on every animation frame competes with.
enum ArrangeCases {
    /// Seeded random label sizes: widths 20–120, height 20 (or, `variedHeights`, 16–24, so
    /// no two neighbours share the layout's per-height numbers).
    static func contentSizes(count: Int, seed: UInt64 = 42, variedHeights: Bool = false) -> [Size] {
        var generator = SeededRandom(seed: seed)
        return (0..<count).map { _ in
            let width = Double.random(in: 20...120, using: &generator)
            return Size(
                width: width,
                height: variedHeights ? Double.random(in: 16...24, using: &generator) : 20)
        }
    }

    static var all: [BenchCase] {
        let fresh = Distribution.allDefaults.flatMap { distribution in
            cases(
                "arrange/\(distribution.name)", group: "arrange, \(distribution.name)",
                layout: layout(distribution), reusing: false)
        }
        let reusing = cases(
            "arrange-into/spaceEvenly", group: "arrange into kept storage, spaceEvenly",
            layout: layout(.spaceEvenly), reusing: true)
        let varied = cases(
            "arrange-into-varied/spaceEvenly",
            group: "arrange into kept storage, spaceEvenly, every height different",
            layout: layout(.spaceEvenly), reusing: true, variedHeights: true, counts: [10, 10_000])
        let bare = segmentCounts.map { count in
            BenchCase(
                name: "bare-frames/\(count)", group: "bare pass writing n frames", count: count,
                countingIterations: countingIterations(linearIn: count),
                prepare: { bareRunner(count: count) })
        }
        let material = cases(
            "arrange-material", group: "arrange, Material underline (vs the hand-made frame)",
            layout: SegmentedDesign.materialUnderline.layout, reusing: false,
            baseline: "handmade-frame/linear-glide")
        return fresh + reusing + varied + bare + material
    }

    /// One case of `runner(layout:count:reusing:variedHeights:)` per segment count, named
    /// `<name>/<count>` and compared with `<baseline>/<count>`.
    private static func cases(
        _ name: String, group: String, layout: SegmentedLayout, reusing: Bool,
        variedHeights: Bool = false, counts: [Int] = segmentCounts,
        baseline: String = "bare-frames"
    ) -> [BenchCase] {
        counts.map { count in
            BenchCase(
                name: "\(name)/\(count)", group: group, count: count,
                baseline: "\(baseline)/\(count)",
                countingIterations: countingIterations(linearIn: count),
                prepare: {
                    runner(
                        layout: layout, count: count, reusing: reusing,
                        variedHeights: variedHeights)
                })
        }
    }

    /// The checksum of an arrangement: reads every array arrange produced, so none of it can
    /// be skipped.
    @inline(__always)
    private static func checksum(_ arrangement: Arrangement) -> Double {
        let last = arrangement.count - 1
        return arrangement.contentSize.width + arrangement.segmentFrames[last].maxX
            + arrangement.contentFrames[last].minX + arrangement.indicatorFrame(at: 0).width
            + Double(arrangement.segmentIndex(at: Point(x: 1, y: 1)) ?? 0)
    }

    /// The layout the distribution cases arrange with: an underline as wide as the content.
    private static func layout(_ distribution: Distribution) -> SegmentedLayout {
        SegmentedLayout(
            distribution: distribution, indicator: .underline(width: .content, thickness: 3))
    }

    /// Arranges the content sizes afresh (or, `reusing`, into the kept arrangement's storage)
    /// at a slightly changing width each time, as on rotation or resize; for the Material
    /// underline design's layout, what a front-end that re-arranges on every animation frame
    /// pays on top of the frame itself.
    private static func runner(
        layout: SegmentedLayout, count: Int, reusing: Bool, variedHeights: Bool = false
    ) -> Runner {
        let sizes = contentSizes(count: count, variedHeights: variedHeights)
        var kept = layout.arrange(contentSizes: sizes, in: Size(width: 390, height: 48))
        var step = 0
        return { iterations in
            var total = 0.0
            for _ in 0..<iterations {
                // The container width changes a little every time, as on rotation or resize.
                step &+= 1
                let container = Size(width: 390 + Double(step & 7), height: 48)
                if reusing {
                    layout.arrange(contentSizes: sizes, in: container, into: &kept)
                    total += checksum(kept)
                } else {
                    total += checksum(layout.arrange(contentSizes: sizes, in: container))
                }
            }
            return total
        }
    }

    /// The least any layout can do: one pass over the widths that writes a frame per segment
    /// (x running on by width and a fixed gap) into an array allocated once, outside the loop.
    private static func bareRunner(count: Int) -> Runner {
        let widths = contentSizes(count: count).map(\.width)
        var frames = [Rect](repeating: .zero, count: count)
        var step = 0
        return { iterations in
            var total = 0.0
            for _ in 0..<iterations {
                step &+= 1
                let gap = 8 + Double(step & 7)
                frames.withUnsafeMutableBufferPointer { buffer in
                    var x = gap
                    for index in 0..<count {
                        let width = widths[index]
                        buffer[index] = Rect(x: x, y: 0, width: width, height: 20)
                        x += width + gap
                    }
                }
                total += frames[count - 1].maxX + frames[count / 2].x
            }
            return total
        }
    }
}

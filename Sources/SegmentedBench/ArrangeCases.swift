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
            segmentCounts.map { count in
                BenchCase(
                    name: "arrange/\(distribution.name)/\(count)",
                    group: "arrange, \(distribution.name)", count: count,
                    baseline: "bare-frames/\(count)",
                    countingIterations: countingIterations(linearIn: count),
                    prepare: { runner(distribution: distribution, count: count, reusing: false) })
            }
        }
        let reusing = segmentCounts.map { count in
            BenchCase(
                name: "arrange-into/spaceEvenly/\(count)",
                group: "arrange into kept storage, spaceEvenly", count: count,
                baseline: "bare-frames/\(count)",
                countingIterations: countingIterations(linearIn: count),
                prepare: { runner(distribution: .spaceEvenly, count: count, reusing: true) })
        }
        let varied = [10, 10_000].map { count in
            BenchCase(
                name: "arrange-into-varied/spaceEvenly/\(count)",
                group: "arrange into kept storage, spaceEvenly, every height different",
                count: count, baseline: "bare-frames/\(count)",
                countingIterations: countingIterations(linearIn: count),
                prepare: {
                    runner(
                        distribution: .spaceEvenly, count: count, reusing: true,
                        variedHeights: true)
                })
        }
        let bare = segmentCounts.map { count in
            BenchCase(
                name: "bare-frames/\(count)", group: "bare pass writing n frames", count: count,
                countingIterations: countingIterations(linearIn: count),
                prepare: { bareRunner(count: count) })
        }
        let material = segmentCounts.map { count in
            BenchCase(
                name: "arrange-material/\(count)",
                group: "arrange, Material underline (vs the hand-made frame)", count: count,
                baseline: "handmade-frame/linear-glide/\(count)",
                countingIterations: countingIterations(linearIn: count),
                prepare: { materialRunner(count: count) })
        }
        return fresh + reusing + varied + bare + material
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

    private static func runner(
        distribution: Distribution, count: Int, reusing: Bool, variedHeights: Bool = false
    ) -> Runner {
        let layout = SegmentedLayout(
            distribution: distribution, indicator: .underline(width: .content, thickness: 3))
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

    /// The Material underline design's layout, as the frame cases use it, arranged afresh
    /// each time at a slightly changing width: what a front-end that re-arranges on every
    /// animation frame pays on top of the frame itself.
    private static func materialRunner(count: Int) -> Runner {
        let layout = SegmentedDesign.materialUnderline.layout
        let sizes = contentSizes(count: count)
        var step = 0
        return { iterations in
            var total = 0.0
            for _ in 0..<iterations {
                step &+= 1
                let container = Size(width: 390 + Double(step & 7), height: 48)
                total += checksum(layout.arrange(contentSizes: sizes, in: container))
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

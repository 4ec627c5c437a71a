import SegmentedCore
import Testing

/// The per-frame queries (visible range, indicator, emphasis) agree with a direct scan over
/// every segment, whatever the count, direction or window.
@Suite("Per-frame queries")
struct PerFrameQueryTests {
    /// Widths from a fixed linear congruential sequence, 0–119 (zero widths included).
    private static func sizes(count: Int) -> [Size] {
        var state: UInt64 = 12_345
        return (0..<count).map { _ in
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Size(width: Double((state >> 33) % 120), height: 20)
        }
    }

    private static func arrangements() -> [Arrangement] {
        [0, 1, 2, 3, 10, 257].flatMap { count in
            [LayoutDirection.leftToRight, .rightToLeft].flatMap { direction in
                Distribution.allDefaults.map { distribution in
                    SegmentedLayout(distribution: distribution, layoutDirection: direction)
                        .arrange(
                            contentSizes: sizes(count: count), in: Size(width: 390, height: 44))
                }
            }
        }
    }

    @Test("the visible range holds every segment in the window and none outside it")
    func visibleRangeMatchesScan() {
        for arrangement in Self.arrangements() {
            let width = arrangement.contentSize.width
            for offset in stride(from: -50.0, through: width + 50, by: 37.5) {
                for viewport in [0.5, 60, 390, 5_000] {
                    let overlapping = arrangement.segmentFrames.indices.filter {
                        let frame = arrangement.segmentFrames[$0]
                        return frame.maxX > offset && frame.minX < offset + viewport
                    }
                    let range = arrangement.visibleSegments(offset: offset, viewportWidth: viewport)
                    // Zero-width segments on the window's edge may fall either side; every
                    // overlapping segment must be inside the range and the range contiguous.
                    for index in overlapping {
                        #expect(range.contains(index), "offset \(offset), viewport \(viewport)")
                    }
                    for index in range {
                        let frame = arrangement.segmentFrames[index]
                        #expect(frame.maxX >= offset && frame.minX <= offset + viewport)
                    }
                }
            }
        }
    }

    @Test("between two whole positions the indicator interpolates their frames")
    func indicatorBetweenPositions() {
        for arrangement in Self.arrangements() where arrangement.count > 1 {
            for lower in 0..<(arrangement.count - 1) {
                let from = arrangement.indicatorFrame(at: Double(lower))
                let to = arrangement.indicatorFrame(at: Double(lower + 1))
                let middle = arrangement.indicatorFrame(at: Double(lower) + 0.25)
                #expect(abs(middle.x - (from.x + (to.x - from.x) * 0.25)) < 1e-9)
                #expect(abs(middle.width - (from.width + (to.width - from.width) * 0.25)) < 1e-9)
            }
            let last = arrangement.indicatorFrame(at: Double(arrangement.count - 1))
            #expect(arrangement.indicatorFrame(at: .infinity) == last)
            #expect(arrangement.indicatorFrame(at: -3) == arrangement.indicatorFrame(at: 0))
            #expect(arrangement.indicatorFrame(at: .nan) == arrangement.indicatorFrame(at: 0))
        }
    }
}

import SegmentedCore

/// What the SwiftUI bar layout (`SegmentedBarLayout`) does on one animation frame, replayed
/// with the core alone so it has a number on Linux: count and measure the n labels among the
/// 2n + 3 subviews, ask the `ArrangementCache` (a hit: only the position moved), and compute
/// the frame of every subview — background, divider, n hit regions, the indicator and n
/// labels — in the order the control declares them, offset by the bounds' origin as
/// `placeSubviews` does. "Placing" writes each frame into an array allocated once: SwiftUI's
/// own `place(at:anchor:proposal:)` is not ours to measure.
enum SwiftUIFrameCases {
    /// What a subview of the bar is (the SwiftUI layout's `SegmentedBarRole`).
    enum Role {
        case background, divider, indicator
        case hitRegion(Int)
        case segment(Int)
    }

    static var all: [BenchCase] {
        segmentCounts.map { count in
            BenchCase(
                name: "swiftui-frame/\(count)",
                group: "SwiftUI layout frame replay (measure, cache hit, place 2n + 3)",
                count: count, baseline: "handmade-frame/linear-glide/\(count)",
                countingIterations: countingIterations(linearIn: count) * 10,
                prepare: { runner(count: count) })
        }
    }

    private static func runner(count: Int) -> Runner {
        let design = SegmentedDesign.materialUnderline
        let layout = design.layout
        let labelSizes = ArrangeCases.contentSizes(count: count)
        let subviews: [Role] =
            [.background, .divider] + (0..<count).map { .hitRegion($0) } + [.indicator]
            + (0..<count).map { .segment($0) }
        var placed = [Rect](repeating: .zero, count: subviews.count)
        var cache = ArrangementCache()
        let bounds = Rect(x: 0, y: 0, width: FrameCases.viewportWidth, height: 48)
        let last = Double(count - 1)
        var position = 0.0
        return { iterations in
            var checksum = 0.0
            var p = position
            for _ in 0..<iterations {
                advance(&p, by: 0.051_3, limit: last)
                checksum += frame(
                    subviews, labelSizes: labelSizes, layout: layout, bounds: bounds,
                    dividerThickness: design.dividerThickness, position: p, cache: &cache,
                    placed: &placed)
            }
            position = p
            return checksum + Double(cache.arrangeCount)
        }
    }

    /// One `placeSubviews` call.
    @inline(__always)
    static func frame(
        _ subviews: [Role], labelSizes: [Size], layout: SegmentedLayout, bounds: Rect,
        dividerThickness: Double, position: Double, cache: inout ArrangementCache,
        placed: inout [Rect]
    ) -> Double {
        var count = 0
        for role in subviews {
            if case .segment = role { count += 1 }
        }
        let arrangement = cache.arrangement(of: layout, count: count, in: bounds.size) { sizes in
            for role in subviews {
                // `subview.sizeThatFits(.unspecified)`, which SwiftUI answers from its cache.
                if case .segment(let index) = role, sizes.indices.contains(index) {
                    sizes[index] = labelSizes[index]
                }
            }
        }
        for (slot, role) in subviews.enumerated() {
            var frame: Rect
            switch role {
            case .background:
                frame = Rect(origin: .zero, size: arrangement.contentSize)
            case .divider:
                frame = arrangement.dividerFrame(thickness: dividerThickness)
            case .indicator:
                frame = arrangement.indicatorFrame(at: position)
            case .hitRegion(let index):
                frame = arrangement.hitRegion(ofSegment: index) ?? .zero
            case .segment(let index):
                frame =
                    arrangement.contentFrames.indices.contains(index)
                    ? arrangement.contentFrames[index] : .zero
            }
            frame.x += bounds.x
            frame.y += bounds.y
            placed[slot] = frame
        }
        return placed[2 + count].x + placed[2 + count].width + placed[placed.count - 1].x
    }
}

import SegmentedCore

/// What the SwiftUI bar layout (`SegmentedBarLayout`) does on one animation frame, replayed
/// with the core alone so it has a number on Linux, through the same code the layout runs:
/// the subviews the control declares (`BarRole.roles(count:hasDivider:hasIndicator:scrolls:)`:
/// background, divider, n hit regions, the indicator, n labels, 2n hidden copies of them and,
/// when the bar scrolls, n scroll anchors — 4n + 3 or 5n + 3), counted and measured into the
/// `ArrangementCache` (a hit: only the position moved) by `BarRole.arrangement(ofSubviews:…)`, and
/// every subview's frame from `BarRole.frame(in:…)`, offset by the bounds' origin as
/// `placeSubviews` does. "Placing" writes each frame into an array allocated once: SwiftUI's
/// own `place(at:anchor:proposal:)` is not ours to measure. Measuring reads a stored size,
/// as SwiftUI answers `sizeThatFits` from its own cache.
enum SwiftUIFrameCases {
    /// One subview: its role and the size it answers when measured.
    struct Subview {
        var role: BarRole
        var size: Size
    }

    static var all: [BenchCase] {
        segmentCounts.map { count in
            BenchCase(
                name: "swiftui-frame/\(count)",
                group: "SwiftUI layout frame replay (measure, cache hit, place 4n + 3 or 5n + 3)",
                count: count, baseline: "handmade-frame/linear-glide/\(count)",
                countingIterations: countingIterations(linearIn: count) * 10,
                prepare: { runner(count: count) })
        }
    }

    /// The subviews the SwiftUI control declares for a design's bar of `count` labels of
    /// these sizes in a bar `width` wide (it scrolls when they do not fit).
    static func subviews(design: SegmentedDesign, labelSizes: [Size], width: Double)
        -> [Subview]
    {
        let scrolls = design.layout.arrange(
            contentSizes: labelSizes, in: Size(width: width, height: design.height)
        ).scrolls(in: width)
        let roles = BarRole.roles(
            count: labelSizes.count, hasDivider: design.dividerThickness > 0,
            hasIndicator: design.layout.indicator.placement != .none, scrolls: scrolls)
        return roles.map { role in
            Subview(role: role, size: role.measuredSegment.map { labelSizes[$0] } ?? .zero)
        }
    }

    private static func runner(count: Int) -> Runner {
        let design = SegmentedDesign.materialUnderline
        let layout = design.layout
        let subviews = subviews(
            design: design, labelSizes: ArrangeCases.contentSizes(count: count),
            width: FrameCases.viewportWidth)
        var placed = [Rect](repeating: .zero, count: subviews.count)
        let indicator = subviews.firstIndex { $0.role == .indicator } ?? 0
        var cache = ArrangementCache()
        let bounds = Rect(x: 0, y: 0, width: FrameCases.viewportWidth, height: 48)
        let last = Double(count - 1)
        var position = 0.0
        return { iterations in
            let checksum = sweep(
                &position, by: 0.051_3, limit: last, iterations: iterations, into: 0.0
            ) { p, checksum in
                checksum += frame(
                    subviews, layout: layout, bounds: bounds,
                    dividerThickness: design.dividerThickness, position: p, cache: &cache,
                    placed: &placed, indicator: indicator)
            }
            return checksum + Double(cache.arrangeCount)
        }
    }

    /// One `placeSubviews` call; `indicator` is the indicator's slot, read for the checksum.
    @inline(__always)
    static func frame(
        _ subviews: [Subview], layout: SegmentedLayout, bounds: Rect, dividerThickness: Double,
        position: Double, cache: inout ArrangementCache, placed: inout [Rect], indicator: Int
    ) -> Double {
        let arrangement = subviews.withUnsafeBufferPointer { subviews in
            BarRole.arrangement(
                ofSubviews: subviews.count, role: { subviews[$0].role },
                size: { subviews[$0].size }, layout: layout, in: bounds.size, cache: &cache)
        }
        for (slot, subview) in subviews.enumerated() {
            var frame = subview.role.frame(
                in: arrangement, position: position, dividerThickness: dividerThickness,
                labelSize: { subview.size })
            frame.x += bounds.x
            frame.y += bounds.y
            placed[slot] = frame
        }
        return placed[indicator].x + placed[indicator].width + placed[placed.count - 1].x
    }
}

// The bar `Layout` (SegmentedBarLayout.swift), driven as SwiftUI drives a layout: size,
// then place, with the position as animatable data.
//
// Expected frames are worked out by hand from the core's documented rules for a plain
// layout: `.fillEqually(spacing: 0)` makes every segment (W − s·(n−1)) / n wide with its
// content centred; a `.fill` indicator with no insets covers the segment frame at whole
// positions and moves linearly between them; the divider is a rule of its thickness along
// the bottom; hit regions split the bar at segment boundaries.

import SegmentedCore
import SwiftUI

@testable import SegmentedSwiftUI

/// Three 40 × 20 labels, equal segments, a fill indicator: in 300 × 30 every segment is
/// 100 wide, every label sits at x = 100i + 30, y = 5.
private let plainLayout = SegmentedLayout(
    distribution: .fillEqually(spacing: 0), indicator: .fill(cornerRadius: 0))

@MainActor
private func barSubviews(layoutDirection: SwiftUI.LayoutDirection = .leftToRight)
    -> HandMadeSubviews
{
    let label = CGSize(width: 40, height: 20)
    return HandMadeSubviews(
        [
            (.background, .zero), (.divider, .zero), (.indicator, .zero),
            (.hitRegion(0), .zero), (.hitRegion(1), .zero), (.hitRegion(2), .zero),
            (.segment(0), label), (.segment(1), label), (.segment(2), label),
            (.scrollAnchor(1), .zero), (.hitRegion(7), .zero),
        ], layoutDirection: layoutDirection)
}

@MainActor
private func place(
    _ layout: SegmentedBarLayout, _ subviews: HandMadeSubviews,
    in bounds: CGRect = cg(0, 0, 300, 30)
) {
    // SwiftUI makes the cache from the subviews before asking the layout anything.
    var cache: SegmentedBarLayout.Cache = layout.makeCache(subviews: subviews.subviews)
    layout.placeSubviews(
        in: bounds, proposal: ProposedViewSize(bounds.size), subviews: subviews.subviews,
        cache: &cache)
}

@MainActor
func barLayoutChecks() {
    check("bar layout: every role goes in its frame (labels centred in equal segments)") {
        let layout = SegmentedBarLayout(
            layout: plainLayout, height: 30, dividerThickness: 1, position: 0)
        let subviews = barSubviews()
        place(layout, subviews)
        expectEqual(subviews.frame(0), cg(0, 0, 300, 30), "background")
        expectEqual(subviews.frame(1), cg(0, 29, 300, 1), "divider")
        expectEqual(subviews.frame(2), cg(0, 0, 100, 30), "indicator at segment 0")
        for i in 0..<3 {
            expectEqual(subviews.frame(3 + i), cg(100 * Double(i), 0, 100, 30), "hit region \(i)")
            expectEqual(subviews.frame(6 + i), cg(100 * Double(i) + 30, 5, 40, 20), "label \(i)")
        }
        expectEqual(subviews.frame(9), cg(100, 0, 100, 30), "scroll anchor 1: segment 1's frame")
        expectEqual(subviews.frame(10), cg(0, 0, 0, 0), "a hit region with no segment")
        expectEqual(subviews.placements[2]?.anchor, .topLeading)
    }

    check("bar layout: the indicator is placed at the interpolated animatable position") {
        var layout = SegmentedBarLayout(
            layout: plainLayout, height: 30, dividerThickness: 1, position: 0)
        // SwiftUI interpolates `animatableData` frame by frame during an animation.
        for (position, x) in [(0.5, 50.0), (1.0, 100.0), (1.25, 125.0), (2.0, 200.0)] {
            layout.animatableData = position
            expectEqual(layout.animatableData, position)
            let subviews = barSubviews()
            place(layout, subviews)
            expectEqual(subviews.frame(2), cg(x, 0, 100, 30), "indicator at \(position)")
            expectEqual(subviews.frame(7), cg(130, 5, 40, 20), "labels do not move")
        }
    }

    check("bar layout: places inside bounds that do not start at the origin") {
        let layout = SegmentedBarLayout(
            layout: plainLayout, height: 30, dividerThickness: 2, position: 1)
        let subviews = barSubviews()
        place(layout, subviews, in: cg(10, 20, 300, 30))
        expectEqual(subviews.frame(1), cg(10, 48, 300, 2), "divider")
        expectEqual(subviews.frame(2), cg(110, 20, 100, 30), "indicator")
        expectEqual(subviews.frame(8), cg(240, 25, 40, 20), "label 2")
    }

    check("bar layout: size is the offered width, or the labels' ideal width when unspecified") {
        let layout = SegmentedBarLayout(
            layout: plainLayout, height: 30, dividerThickness: 1, position: 0)
        let subviews = barSubviews().subviews
        var cache: SegmentedBarLayout.Cache = layout.makeCache(subviews: subviews)
        expectEqual(
            layout.sizeThatFits(
                proposal: ProposedViewSize(width: 300, height: 44), subviews: subviews,
                cache: &cache), CGSize(width: 300, height: 30))
        // Equal segments as wide as the widest label: 3 × 40.
        expectEqual(
            layout.sizeThatFits(proposal: .unspecified, subviews: subviews, cache: &cache),
            CGSize(width: 120, height: 30))
    }

    check("bar layout: with the same cache, a label that grows moves what depends on it") {
        // SwiftUI keeps a layout's cache between passes and documents `updateCache` as the
        // place to refresh it; the labels' sizes can change between passes (Dynamic Type)
        // without the subviews changing, so no pass may reuse a stale measurement.
        let layout = SegmentedBarLayout(
            layout: plainLayout, height: 30, dividerThickness: 1, position: 0)
        let subviews = barSubviews()
        var cache: SegmentedBarLayout.Cache = layout.makeCache(subviews: subviews.subviews)
        let proposal = ProposedViewSize(width: nil, height: nil)
        expectEqual(
            layout.sizeThatFits(proposal: proposal, subviews: subviews.subviews, cache: &cache),
            CGSize(width: 120, height: 30))
        layout.placeSubviews(
            in: cg(0, 0, 300, 30), proposal: ProposedViewSize(width: 300, height: 30),
            subviews: subviews.subviews, cache: &cache)
        expectEqual(subviews.frame(6), cg(30, 5, 40, 20))
        // Label 0 grows to 60 × 24: equal segments grow to 60 each (ideal 180 wide), and in
        // 300 the label is centred in its 100-wide segment, 3 pt from the 30-pt bar's top.
        subviews.resized[6] = CGSize(width: 60, height: 24)
        layout.updateCache(&cache, subviews: subviews.subviews)
        expectEqual(
            layout.sizeThatFits(proposal: proposal, subviews: subviews.subviews, cache: &cache),
            CGSize(width: 180, height: 30))
        layout.placeSubviews(
            in: cg(0, 0, 300, 30), proposal: ProposedViewSize(width: 300, height: 30),
            subviews: subviews.subviews, cache: &cache)
        expectEqual(subviews.frame(6), cg(20, 3, 60, 24))
    }

    check("bar layout: right to left places in leading coordinates (SwiftUI flips x)") {
        var rightToLeft = plainLayout
        rightToLeft.layoutDirection = .rightToLeft
        let layout = SegmentedBarLayout(
            layout: rightToLeft, height: 30, dividerThickness: 1, position: 0.5)
        let subviews = barSubviews(layoutDirection: .rightToLeft)
        place(layout, subviews)
        // LayoutSubviews.layoutDirection: "SwiftUI horizontally flips the x position of
        // each view within its parent", so the layout must not flip as well.
        expectEqual(subviews.frame(6), cg(30, 5, 40, 20), "label 0 in leading space")
        expectEqual(subviews.frame(2), cg(50, 0, 100, 30), "indicator in leading space")
    }

    check("bar layout in a rendered control, right to left: segment 0 shows at the right") {
        let renderer = Renderer()
        renderer.environment.layoutDirection = .rightToLeft
        renderer.textSize = { _ in CGSize(width: 40, height: 20) }
        let store = Store(0)
        let root = renderer.render(
            SegmentedControl(["A", "B", "C"], selection: store.binding)
                .segmentedControlStyle(.design(SegmentedDesign.slidingPill)),
            in: cg(0, 0, 300, 32))
        // Mirrored, segment 0 is the rightmost: each frame's x is 300 − (x + width) of its
        // left-to-right frame.
        let pill = PillGeometry(barWidth: 300, count: 3)
        let mirror = { (frame: CGRect) in
            CGRect(x: 300 - frame.maxX, y: frame.minY, width: frame.width, height: frame.height)
        }
        let segments = root.segments
        expectEqual(segments.count, 3)
        for (i, segment) in segments.enumerated() {
            expectClose(
                segment.frame, mirror(pill.label(i, size: CGSize(width: 40, height: 20))),
                tolerance: 1e-9)
        }
        let indicator = root.role(.indicator)
        expectClose(indicator?.frame ?? .zero, mirror(pill.indicator(at: 0)), tolerance: 1e-9)
    }

    check("across renders the bar keeps its arrangement, and arranges again when a label grows") {
        // The renderer keeps each layout's cache across passes as SwiftUI documents
        // (makeCache once, updateCache before each later pass); the bar's cache must survive
        // updateCache and notice the new size itself.
        let store = Store(0)
        let renderer = Renderer()
        let control = SegmentedControl(["A", "B", "C"], selection: store.binding)
        @MainActor func placingArrangeCount() -> Int? {
            let root = renderer.render(control)
            let node = root.all.first {
                if case .layout(let layout) = $0.kind {
                    layout is SegmentedBarLayout
                } else {
                    false
                }
            }
            guard let node, let cache = renderer.layoutCache(at: node.path) else { return nil }
            return (cache as? SegmentedBarLayout.Cache)?.placing.arrangeCount
        }
        expectEqual(placingArrangeCount(), 1)
        expectEqual(placingArrangeCount(), 1, "same inputs: the kept arrangement")
        renderer.textSize = { CGSize(width: 11 * Double($0.count), height: 20) }
        expectEqual(placingArrangeCount(), 2, "a label grew: arranged again")
        expectEqual(placingArrangeCount(), 2)
    }

    check(
        "the bar declares the subviews the core lists for it, in order (the benchmark replays that list)"
    ) {
        // The benchmark's SwiftUI frame case places `BarRole.roles(…)`; the control must
        // declare exactly those, or the benchmark measures another bar.
        let cases:
            [(name: String, style: SegmentedDesign, count: Int, width: Double, scrolls: Bool)] = [
                ("Material underline, three", .materialUnderline, 3, 320, false),
                ("Material underline, one", .materialUnderline, 1, 320, false),
                ("sliding pill, four", .slidingPill, 4, 320, false),
                ("Material underline, twelve, scrolling", .materialUnderline, 12, 200, true),
            ]
        for (name, design, count, width, scrolls) in cases {
            let store = Store(0)
            let titles = (0..<count).map { "Tab \($0)" }
            var plain = design
            plain.layout.indicator = .none
            for design in [design, plain] {
                let root = Renderer().render(
                    SegmentedControl(titles, selection: store.binding)
                        .segmentedControlStyle(.design(design)),
                    in: CGRect(x: 0, y: 0, width: width, height: 48))
                let roles = root.subviews(SegmentedBarRoleKey.self).map(\.0)
                let expected = BarRole.roles(
                    count: count, hasDivider: design.dividerThickness > 0,
                    hasIndicator: design.layout.indicator.placement != .none, scrolls: scrolls)
                expectEqual(
                    roles, expected, "\(name), indicator \(design.layout.indicator.placement)")
                expectEqual(
                    roles.count,
                    3 + (count > 1 ? 4 : 3) * count + (scrolls ? count : 0)
                        - (design.dividerThickness > 0 ? 0 : 1)
                        - (design.layout.indicator.placement != .none ? 0 : 1), name)
            }
        }
        // The glass style's bar adds the lens's magnifier after the labels; the glass design
        // drawn by a style whose indicator draws no lens does not.
        for (count, width, scrolls) in [(3, 320.0, false), (12, 200.0, true)] {
            let titles = (0..<count).map { "Tab \($0)" }
            let design = SegmentedDesign.liquidGlass
            for (style, magnifies) in [
                (AnyStyleBox(.liquidGlass), true), (AnyStyleBox(.design(design)), false),
            ] {
                let root = Renderer().render(
                    style.apply(SegmentedControl(titles, selection: Store(0).binding)),
                    in: CGRect(x: 0, y: 0, width: width, height: 48))
                let roles = root.subviews(SegmentedBarRoleKey.self).map(\.0)
                expectEqual(
                    roles,
                    BarRole.roles(
                        count: count, hasDivider: design.dividerThickness > 0, hasIndicator: true,
                        hasMagnifier: magnifies, scrolls: scrolls),
                    "Liquid Glass, \(count), magnifier \(magnifies)")
            }
        }
    }
}

/// A style to apply to a control, for checks that try several kinds of style in one loop.
@MainActor
private struct AnyStyleBox {
    let apply: (SegmentedControl<SegmentTitle, Text>) -> AnyView
    init<Style: SegmentedControlStyle>(_ style: Style) {
        apply = { AnyView($0.segmentedControlStyle(style)) }
    }
}

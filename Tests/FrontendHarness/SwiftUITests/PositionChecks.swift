// Motion, the external position (SegmentedControlPosition.swift), scrolling and previews.

import SegmentedCore
import SwiftUI

@testable import SegmentedSwiftUI

@MainActor
func positionChecks() {
    check("a selection change animates with the style's motion; Reduce Motion makes it instant") {
        let store = Store(0)
        let control = SegmentedControl(["A", "B"], selection: store.binding)
        // Once the control has appeared (a first render), a new selection travels.
        @MainActor func appeared(_ view: some View, reduceMotion: Bool = false) -> RenderedView {
            let renderer = Renderer()
            renderer.environment._harnessSetAccessibilityReduceMotion(reduceMotion)
            store.value = 0
            renderer.render(view)
            store.value = 1
            return renderer.render(view)
        }
        // Each design's motion, in the core's normal form.
        let animated = appeared(control.segmentedControlStyle(.underline))
        expectEqual(
            animated.animationModifier,
            .some(expectedAnimation(SegmentedDesign.materialUnderline.motion)))
        let eased = appeared(control.segmentedControlStyle(.pagedHeader))
        expectEqual(
            eased.animationModifier, .some(expectedAnimation(SegmentedDesign.pagedHeader.motion)))
        expect(eased.animationModifier != .some(nil), "the paged header animates")
        expectEqual(appeared(control, reduceMotion: true).animationModifier, .some(nil))
    }

    check("segmentedControlPosition drives the indicator frame by frame, without animation") {
        let store = Store(0)
        let root = Renderer().render(
            SegmentedControl(["A", "B", "C"], selection: store.binding)
                .segmentedControlStyle(.design(SegmentedDesign.slidingPill))
                .segmentedControlPosition(1.5),
            in: cg(0, 0, 300, 32))
        // Halfway between segments 1 and 2.
        let pill = PillGeometry(barWidth: 300, count: 3)
        expectClose(root.role(.indicator)?.frame ?? .zero, pill.indicator(at: 1.5))
        expectEqual(root.animationModifier, .some(nil))
        // The label emphasis follows the position: segments 1 and 2 are half emphasised.
        let design = SegmentedDesign.slidingPill
        expectLabelEmphasis(root.segments[1], 0.5, design: design)
    }

    check("segmentedControlPosition(nil) lets the indicator follow the selection again") {
        let store = Store(2)
        let root = Renderer().render(
            SegmentedControl(["A", "B", "C"], selection: store.binding)
                .segmentedControlStyle(.design(SegmentedDesign.slidingPill))
                .segmentedControlPosition(nil as Double?),
            in: cg(0, 0, 300, 32))
        let pill = PillGeometry(barWidth: 300, count: 3)
        expectClose(root.role(.indicator)?.frame ?? .zero, pill.indicator(at: 2))
    }

    check("the deprecated Binding form of segmentedControlPosition reads the value, never writes") {
        let store = Store(0)
        let position = Store(0.5)
        let form: any DeprecatedPositionForm = BindingPositionForm()
        let root = Renderer().render(
            form.apply(
                position.binding,
                to: SegmentedControl(["A", "B", "C"], selection: store.binding)
                    .segmentedControlStyle(.design(SegmentedDesign.slidingPill))),
            in: cg(0, 0, 300, 32))
        let pill = PillGeometry(barWidth: 300, count: 3)
        expectClose(root.role(.indicator)?.frame ?? .zero, pill.indicator(at: 0.5))
        expectEqual(position.writes, [])
    }

    check("labels that do not fit scroll; the selected segment is revealed on appear") {
        let store = Store(6)
        let renderer = Renderer()
        let titles = ["Top", "World", "Business", "Technology", "Science", "Health", "Sport"]
        let control = SegmentedControl(titles, selection: store.binding)
        let root = renderer.render(control, in: cg(0, 0, 200, 48))
        expect(
            root.all.contains {
                String(describing: type(of: $0.value)).hasPrefix("ScrollView<")
            }, "the scrolling variant is chosen")
        let anchors = root.subviews(SegmentedBarRoleKey.self).filter {
            if case .scrollAnchor = $0.0 { true } else { false }
        }
        expectEqual(anchors.count, titles.count)
        expectEqual(renderer.scrollRequests.count, 1)
        expectEqual(renderer.scrollRequests.first?.id, AnyHashable(SegmentScrollAnchor(index: 6)))
        expectEqual(renderer.scrollRequests.first?.anchor, .center)
        expectEqual(renderer.scrollRequests.first?.animation, nil, "no animation on appear")
        // The anchor with that id sits in segment 6's frame.
        let anchor = root.all.first { node in
            node.modifiers.contains {
                if case .id(let id) = $0 {
                    id == AnyHashable(SegmentScrollAnchor(index: 6))
                } else {
                    false
                }
            }
        }
        expect(anchor != nil, "an anchor view carries the id")

        // A new selection scrolls to it with the style's animation.
        store.value = 2
        renderer.render(control, in: cg(0, 0, 200, 48))
        expectEqual(renderer.scrollRequests.count, 2)
        expectEqual(renderer.scrollRequests.last?.id, AnyHashable(SegmentScrollAnchor(index: 2)))
        expectEqual(
            renderer.scrollRequests.last?.animation,
            expectedAnimation(SegmentedDesign.materialUnderline.motion))
        expect(renderer.scrollRequests.last?.animation != nil, "animated")
        // Nothing changes, nothing scrolls.
        renderer.render(control, in: cg(0, 0, 200, 48))
        expectEqual(renderer.scrollRequests.count, 2)
    }

    check("labels that fit do not scroll") {
        let store = Store(0)
        let renderer = Renderer()
        let root = renderer.render(
            SegmentedControl(["A", "B"], selection: store.binding), in: cg(0, 0, 320, 48))
        expect(
            !root.all.contains { String(describing: type(of: $0.value)).hasPrefix("ScrollView<") })
        expectEqual(renderer.scrollRequests.count, 0)
    }

    check("segmentedPagingPosition writes the pager's position as a page moves") {
        // A 200-wide pager of 3 pages; page 1 read at its left edge in the pager's space.
        for (direction, expected) in [
            (SwiftUI.LayoutDirection.leftToRight, 1.25), (.rightToLeft, 0.75),
        ] {
            let position = Store(1.0)
            let renderer = Renderer()
            renderer.environment.layoutDirection = direction
            let page = Text("Page").segmentedPagingPosition(
                position.binding, page: 1, pageCount: 3, in: "pager")
            renderer.namedOrigins = ["pager": CGPoint(x: 0, y: 0)]
            renderer.render(page, in: cg(0, 0, 200, 400))
            expectEqual(position.writes, [], "\(direction): nothing written until the page moves")
            // The page has moved 50 pt to the left (a quarter page).
            renderer.render(page, in: cg(-50, 0, 200, 400))
            expectEqual(position.writes, [expected], "\(direction)")
        }
    }
}

@MainActor
func previewChecks() {
    check("the previews render every design, and their controls respond") {
        let renderer = Renderer()
        let previews = SegmentedControl_Previews.previews
        let root = renderer.render(previews, in: cg(0, 0, 390, 48))
        let controls = root.all.filter {
            String(describing: type(of: $0.value)).hasPrefix("SegmentedControl<")
        }
        // Three galleries of five controls, the paged header and the custom indicator.
        expectEqual(controls.count, 17)
        expect(root.texts.contains("Posts") && root.texts.contains("Songs"))
        // Tapping "Month" in the first gallery's pill selects it (the gallery's @State).
        guard let pill = controls.dropFirst().first else { return }
        pill.segments[2].activate()
        let again = renderer.render(root.value as! any View, in: cg(0, 0, 390, 48))
        let pillAgain = again.all.filter {
            String(describing: type(of: $0.value)).hasPrefix("SegmentedControl<")
        }.dropFirst().first
        expect(pillAgain?.segments[2].accessibilityTraits.contains(.isSelected) == true)
    }
}

@MainActor
func animatableHostChecks() {
    check("during an animation the label and indicator redraw at the interpolated position") {
        let design = SegmentedDesign.slidingPill
        let style = AnySegmentedControlStyle(SlidingPillSegmentedControlStyle())
        // SwiftUI sets `animatableData` to each interpolated value before drawing.
        var label = SegmentLabelHost(
            position: 0, token: SegmentedBarToken(), index: 1, count: 3, isSelected: false,
            isEnabled: true, isPressed: false, design: design,
            makeLabel: style.makeLabel, content: AnyView(Text("B")))
        label.animatableData = 0.5
        expectEqual(label.animatableData, 0.5)
        let drawn = Renderer().render(label)
        expectLabelEmphasis(drawn, 0.5, design: design)

        var indicator = SegmentIndicatorHost(
            position: 0, selectedIndex: 0, count: 3, design: design,
            makeIndicator: style.makeIndicator)
        indicator.animatableData = 1.75
        expectEqual(indicator.animatableData, 1.75)
        let configuration = Renderer().render(indicator, in: cg(0, 0, 80, 28)).all.lazy
            .compactMap { $0.value as? DefaultSegmentedIndicator }.first?.configuration
        expectEqual(configuration?.position, 1.75)
        expectEqual(configuration?.size, CGSize(width: 80, height: 28))
    }
}

/// Calls the deprecated `segmentedControlPosition(_: Binding<Double>)` from a deprecated
/// witness reached through a protocol, so checking the old form adds no warning to the build.
@MainActor
private protocol DeprecatedPositionForm {
    func apply(_ position: Binding<Double>, to control: some View) -> AnyView
}

@MainActor
private struct BindingPositionForm: DeprecatedPositionForm {
    @available(*, deprecated)
    func apply(_ position: Binding<Double>, to control: some View) -> AnyView {
        AnyView(control.segmentedControlPosition(position))
    }
}

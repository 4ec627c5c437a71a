// The glass lens magnifies the titles under it (SegmentLensMagnifier.swift,
// SegmentLensCutout.swift): while the lens is lifted, a copy of the labels scaled by the core's
// magnification about the lens's centre and masked to the lens, the labels themselves masked
// out under it; nothing at rest. Every frame below is the rendered tree's (the renderer places
// the layouts' subviews, mirrored in right to left as SwiftUI documents), compared with what
// the glass indicator draws and with the core's numbers.

import SegmentedCore
import SwiftUI

@testable import SegmentedSwiftUI

private let bar = cg(0, 0, 300, 40)
private let titles = ["Day", "Week", "Month"]

/// A glass control pressed on Week (the selected segment) at x = 150, then dragged to
/// `scrub` if given, drawn `seconds` after the lens's last event on the lens's clock.
@MainActor
private struct PressedGlass {
    let renderer = Renderer()
    let clock = ClockBox(0)
    let control: AnyView
    let finger: Finger
    var root: RenderedView

    init(
        direction: SwiftUI.LayoutDirection = .leftToRight, scrub: CGFloat? = nil,
        seconds: Double = 0.5, control: AnyView? = nil,
        environment: (inout EnvironmentValues) -> Void = { _ in }
    ) {
        let clock = clock
        renderer.environment.segmentedLensClock = SegmentLensClock { clock.now }
        renderer.environment.layoutDirection = direction
        environment(&renderer.environment)
        self.control =
            control
            ?? AnyView(
                SegmentedControl(titles, selection: Store(1).binding)
                    .segmentedControlStyle(.liquidGlass))
        finger = renderer.finger(on: self.control, in: bar, at: CGPoint(x: 150, y: 20))
        if let scrub { finger.move(to: CGPoint(x: scrub, y: 20)) }
        root = finger.root
        show(secondsAfterLastEvent: seconds)
    }

    /// The lens the control published.
    var lens: LensMachine? {
        root.role(.indicator)?.environment.segmentedLensSource?.lens.wrappedValue
    }

    /// Draws the control again with the clock `seconds` after the lens's last event.
    mutating func show(secondsAfterLastEvent seconds: Double) {
        clock.now = (lens?.time ?? 0) + seconds
        root = renderer.render(control, in: bar)
    }

    /// The lens's state on the clock now.
    var state: LensState? { lens?.state(at: clock.now) }
}

/// The lens as the glass indicator draws it, in the root's coordinates: its outline's
/// rectangle inside the indicator's frame.
@MainActor
private func glassRect(_ root: RenderedView) -> CGRect? {
    guard
        let leaf = root.role(.indicator)?.all.first(where: {
            ($0.value as? any _HarnessFilledShape)?._harnessShape is LensIndicatorShape
        }), let shape = (leaf.value as? any _HarnessFilledShape)?._harnessShape
    else { return nil }
    return shape.path(in: CGRect(origin: .zero, size: leaf.frame.size))._harnessRect
        .offsetBy(dx: leaf.frame.minX, dy: leaf.frame.minY)
}

/// The lens's rectangle from the core, where SwiftUI shows it: the scaled indicator frame in
/// the arrangement's leading-edge coordinates, mirrored across the bar in right to left.
private func coreRect(_ state: LensState, direction: SwiftUI.LayoutDirection) -> CGRect {
    let frame = state.scaledIndicatorFrame
    let x = direction == .rightToLeft ? Double(bar.width) - frame.maxX : frame.minX
    return cg(x, frame.minY, frame.width, frame.height)
}

/// One copy of a label the magnifier draws: where the layout placed it, its `scaleEffect`,
/// and the label.
@MainActor
private struct Copy {
    let frame: CGRect
    let scale: CGFloat
    let anchor: UnitPoint
    let node: RenderedView
}

@MainActor
private func copies(_ root: RenderedView) -> [Copy] {
    guard
        let layout = root.role(.magnifier)?.all.first(where: {
            if case .layout(let layout) = $0.kind {
                layout is SegmentMagnifiedLabelsLayout
            } else {
                false
            }
        })
    else { return [] }
    return layout.children.compactMap { child in
        guard case .modifier(.scaleEffect(let scale, let anchor)) = child.kind else { return nil }
        return Copy(frame: child.frame, scale: scale, anchor: anchor, node: child)
    }
}

/// The rectangle the magnifier's copies are masked to (its lens outline's frame) and the
/// outline's corner radius.
@MainActor
private func magnifierWindow(_ root: RenderedView) -> (rect: CGRect, radius: CGFloat)? {
    guard let magnifier = root.role(.magnifier),
        let masked = magnifier.all.first(where: {
            if case .modifier(.mask) = $0.kind { true } else { false }
        }), masked.children.count == 2,
        let leaf = masked.children[1].all.first(where: {
            ($0.value as? any _HarnessFilledShape)?._harnessShape is LensIndicatorShape
        }), let shape = (leaf.value as? any _HarnessFilledShape)?._harnessShape
    else { return nil }
    let path = shape.path(in: CGRect(origin: .zero, size: leaf.frame.size))
    return (leaf.frame, path._harnessCornerRadius)
}

/// What a label's mask cuts out of it: the lens outline's frame, with the opacity and blend
/// mode it is drawn with, and what the label keeps (the rectangle's frame); `hole` is `nil`
/// when nothing is cut out.
@MainActor
private func cutout(_ segment: RenderedView) -> (
    kept: CGRect?, hole: CGRect?, opacities: [Double], blends: [BlendMode],
    isGrouped: Bool
)? {
    guard
        let masked = segment.all.first(where: {
            guard case .modifier(.mask) = $0.kind, $0.children.count == 2 else { return false }
            return $0.children[1].all.contains {
                if case .layout(let layout) = $0.kind {
                    layout is SegmentLensCutoutLayout
                } else {
                    false
                }
            }
        })
    else { return nil }
    let mask = masked.children[1]
    let leaves = mask.all.filter { $0.value is any _HarnessFilledShape }
    let kept = leaves.first {
        ($0.value as? any _HarnessFilledShape)?._harnessShape is Rectangle
    }?.frame
    // The lens's branch: the modifiers from the mask down to the lens outline.
    var hole: CGRect?
    var opacities: [Double] = []
    var blends: [BlendMode] = []
    func walk(_ node: RenderedView, _ opacity: [Double], _ blend: [BlendMode]) {
        var opacity = opacity
        var blend = blend
        if case .modifier(.opacity(let value)) = node.kind { opacity.append(value) }
        if case .modifier(.blendMode(let mode)) = node.kind { blend.append(mode) }
        if (node.value as? any _HarnessFilledShape)?._harnessShape is LensIndicatorShape {
            hole = node.frame
            opacities = opacity
            blends = blend
        }
        for child in node.children { walk(child, opacity, blend) }
    }
    walk(mask, [], [])
    let isGrouped = mask.modifiers.contains {
        if case .compositingGroup = $0 { true } else { false }
    }
    return (kept, hole, opacities, blends, isGrouped)
}

/// The magnifier's own opacity modifiers, outermost first.
@MainActor
private func magnifierOpacities(_ root: RenderedView) -> [Double] {
    root.role(.magnifier)?.opacities ?? []
}

/// Expects the pressed control's magnifier to draw every label's copy scaled by the core's
/// magnification about the lens's centre (all in the root's coordinates), masked to where
/// the glass is, opaque from the first frame of the lift, and every label masked out there
/// entirely (a cross-fade with the lift would show each title twice, at two sizes).
@MainActor
private func expectMagnified(
    _ pressed: PressedGlass, direction: SwiftUI.LayoutDirection,
    file: StaticString = #filePath, line: UInt = #line
) {
    let root = pressed.root
    guard let state = pressed.state, let glass = glassRect(root) else {
        return fail("no lens", file: file, line: line)
    }
    expect(state.lift > 0, "the lens is lifted", file: file, line: line)
    // The glass and the core agree on where the lens is, in this direction.
    let lens = coreRect(state, direction: direction)
    expectClose(glass, lens, tolerance: 1e-6, "the glass is where the core's lens is")
    // The copies: one per label, each the label's frame magnified about the lens's centre.
    let all = copies(root)
    expectEqual(all.count, titles.count, "a copy of every label", file: file, line: line)
    let scale = CGFloat(state.magnification)
    let segments = root.segments
    for (index, copy) in all.enumerated() where segments.indices.contains(index) {
        let label = segments[index].frame
        expectClose(Double(copy.scale), Double(scale), "copy \(index)'s scale")
        expectEqual(copy.anchor, .center, "copy \(index) scales about its centre")
        let expected = CGPoint(
            x: lens.midX + scale * (label.midX - lens.midX),
            y: lens.midY + scale * (label.midY - lens.midY))
        expectClose(
            copy.frame,
            CGRect(
                x: expected.x - label.width / 2, y: expected.y - label.height / 2,
                width: label.width, height: label.height), tolerance: 1e-6,
            "copy \(index) at the label's place magnified about the lens's centre")
        expectEqual(
            copy.node.texts, segments[index].texts, "copy \(index) shows the label's content")
        expect(
            copy.node.first(SegmentLabelHost.self) != nil,
            "copy \(index) is the bar's label view", file: file, line: line)
    }
    // Masked to the lens, with the glass's corner radius; opaque at any lift.
    guard let window = magnifierWindow(root) else {
        return fail("the copies are not masked to the lens", file: file, line: line)
    }
    expectClose(window.rect, lens, tolerance: 1e-6, "the copies are masked to the lens")
    expectClose(Double(window.radius), Double(lens.height / 2), "a capsule, as the glass")
    expectEqual(magnifierOpacities(root).first, 1, "opaque at lift \(state.lift)")
    // Every label is masked out under the lens entirely, where the copy shows.
    for (index, segment) in segments.enumerated() {
        guard let cut = cutout(segment), let hole = cut.hole else {
            fail("label \(index) is not cut out under the lens", file: file, line: line)
            continue
        }
        expectClose(hole, lens, tolerance: 1e-6, "label \(index)'s hole is the lens")
        expectEqual(cut.opacities, [1], "label \(index) is cut out at lift \(state.lift)")
        expectEqual(cut.blends, [.destinationOut], "label \(index): the lens erases it")
        expect(cut.isGrouped, "the hole erases the mask only", file: file, line: line)
        if let kept = cut.kept {
            expect(kept.contains(segment.frame), "the rest of label \(index) is kept")
        }
    }
}

@MainActor
func lensMagnifierChecks() {
    check(
        "the lifted glass lens shows a copy of the titles under it, scaled by the core's magnification about the lens's centre and masked to the lens; the titles themselves are masked out there"
    ) {
        let pressed = PressedGlass()
        expectEqual(pressed.state?.lift, 1, "held: fully lifted")
        expectMagnified(pressed, direction: .leftToRight)
    }

    check(
        "right to left: the copy, its mask and the titles' holes are where the glass is, mirrored with the bar, stretched mid-scrub"
    ) {
        // Dragged from Week towards Day, which is on the right in right to left.
        let pressed = PressedGlass(direction: .rightToLeft, scrub: 200, seconds: 0.02)
        guard let state = pressed.state, let lens = pressed.lens else { return fail("no lens") }
        let rest = lens.arrangement.indicatorFrame(at: 1)
        expect(state.isStretched(restWidth: rest.width), "the lens is stretched")
        expectMagnified(pressed, direction: .rightToLeft)
    }

    check("half lifted: the copy is already opaque and the titles under the lens cut out") {
        let pressed = PressedGlass(seconds: 0.05)
        guard let state = pressed.state else { return fail("no lens") }
        expect(state.lift > 0 && state.lift < 1, "part way up: \(state.lift)")
        expect(state.magnification > 1 && state.magnification < 1.15, "part way magnified")
        expectMagnified(pressed, direction: .leftToRight)
    }

    check(
        "at rest nothing of the magnifier is drawn: no copy in the tree, its timeline paused, the titles' masks cut nothing"
    ) {
        let renderer = Renderer()
        let root = renderer.render(
            SegmentedControl(titles, selection: Store(1).binding)
                .segmentedControlStyle(.liquidGlass), in: bar)
        guard let magnifier = root.role(.magnifier) else { return fail("no magnifier") }
        expect(magnifier.first(SegmentLabelHost.self) == nil, "no copy of a label")
        expect(copies(root).isEmpty, "nothing placed")
        let paused = magnifier.all.compactMap {
            ($0.value as? any _HarnessTimeline)?._harnessScheduleValue
                as? AnimationTimelineSchedule
        }.map(\._harnessPaused)
        expectEqual(paused, [true], "no frames at rest")
        for (index, segment) in root.segments.enumerated() {
            let cut = cutout(segment)
            expect(cut != nil, "label \(index) keeps its one mask")
            expect(cut?.hole == nil && cut?.blends == [], "label \(index): nothing cut out")
            if let kept = cut?.kept {
                expect(
                    kept.insetBy(dx: 1, dy: 1).contains(segment.frame.insetBy(dx: -1, dy: -1)),
                    "the mask reaches past the label, so nothing it draws outside is cut")
            }
        }
    }

    // Each display frame re-evaluates only the timelines' content: the copies and the holes
    // must be worked out there, for the frame's time, or they stay where the body put them.
    check(
        "on each display frame after a release the copy and the titles' holes follow the landing lens, without the body evaluated again"
    ) {
        var pressed = PressedGlass(scrub: 230, seconds: 0.2)
        pressed.finger.lift()
        pressed.root = pressed.finger.root
        pressed.show(secondsAfterLastEvent: 0)
        var framesSeen = 0
        var glassSeen: [CGRect] = []
        for _ in 0..<30 {
            pressed.clock.now += 1.0 / 60
            pressed.root = pressed.renderer.showFrame()
            guard let state = pressed.state, state.lift > 0,
                let lens = pressed.lens, !lens.isAtRest(at: pressed.clock.now)
            else { break }
            framesSeen += 1
            if let glass = glassRect(pressed.root) { glassSeen.append(glass) }
            expectMagnified(pressed, direction: .leftToRight)
        }
        expect(framesSeen >= 2, "the lens stayed lifted for \(framesSeen) frames of its landing")
        expect(Set(glassSeen.map(\.minX)).count >= 2, "the lens moved: \(glassSeen)")
    }

    check("after a release, once the lens has settled at rest, the copy is gone again") {
        var pressed = PressedGlass()
        expect(!copies(pressed.root).isEmpty, "magnified while held")
        pressed.finger.lift()
        pressed.root = pressed.finger.root
        pressed.show(secondsAfterLastEvent: 5)
        guard let lens = pressed.lens else { return fail("no lens") }
        expect(lens.isAtRest(at: pressed.clock.now), "the lens is at rest")
        expect(copies(pressed.root).isEmpty, "no copy")
        expect(pressed.root.role(.magnifier)?.first(SegmentLabelHost.self) == nil)
        expect(
            pressed.root.segments.allSatisfy { cutout($0)?.hole == nil }, "the titles whole")
    }

    check("other styles have no magnifier and no mask on their titles") {
        let root = Renderer().render(
            SegmentedControl(titles, selection: Store(1).binding)
                .segmentedControlStyle(.slidingPill), in: bar)
        expect(root.role(.magnifier) == nil, "no magnifier")
        expect(root.segments.allSatisfy { cutout($0) == nil }, "no mask")
    }

    check(
        "custom labels and larger text: the copies are the bar's own label views, placed at the labels' measured frames"
    ) {
        struct Tab: Identifiable {
            let id: Int
            let title: String
        }
        let tabs = [
            Tab(id: 0, title: "Inbox"), Tab(id: 1, title: "Drafts"), Tab(id: 2, title: "Sent"),
        ]
        let control = AnyView(
            SegmentedControl(selection: Store(1).binding, items: tabs) { tab in
                Label(tab.title, systemImage: "tray")
            }
            .segmentedControlStyle(.liquidGlass))
        // Larger text (the renderer's measure of Dynamic Type): taller, wider labels.
        let pressed = PressedGlass(control: control) { _ in }
        pressed.renderer.textSize = { CGSize(width: 11 * Double($0.count), height: 26) }
        var larger = pressed
        larger.show(secondsAfterLastEvent: 0.5)
        expectMagnified(larger, direction: .leftToRight)
        for copy in copies(larger.root) {
            expect(
                copy.node.all.contains { $0.value is Image } && !copy.node.texts.isEmpty,
                "the copy shows the custom label: its image and its title")
        }
    }

    // How much a display frame of the moving lens evaluates: the running timelines' content
    // (the indicator's, the magnifier's, each label's cut-out), never a label's body.
    check("a display frame of the lifting lens evaluates the timelines' content, no label") {
        var pressed = PressedGlass(seconds: 0.02)
        pressed.show(secondsAfterLastEvent: 0.02)
        pressed.clock.now += 1.0 / 120
        pressed.renderer.bodyEvaluations = []
        pressed.renderer.showFrame()
        let evaluated = pressed.renderer.bodyEvaluations
        let root = pressed.renderer.update()
        var types: [String: String] = [:]
        for node in root.all where types[node.path] == nil {
            types[node.path] = String(describing: type(of: node.value)).split(separator: "<")
                .first.map(String.init)
        }
        var counts: [String: Int] = [:]
        for path in evaluated { counts[types[path] ?? "?", default: 0] += 1 }
        let summary = counts.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }
            .joined(separator: ", ")
        let run = harnessIOSMajor.map { " (iOS \($0) run)" } ?? ""
        print("glass lens frame\(run): \(evaluated.count) bodies evaluated: \(summary)")
        expectEqual(counts["SegmentLabelHost", default: 0], 0, "no label's body")
        expectEqual(counts["SegmentedBarHost", default: 0], 0, "not the bar")
        expect(
            evaluated.count <= glassLensFrameBudget + (harnessIOSMajor == 16 ? 5 : 0),
            "\(evaluated.count) bodies: \(summary)")
    }
}

/// The bodies a display frame of a moving lens may evaluate, on a three-segment bar: the
/// indicator's timeline and what it draws (the timeline, the frame, the glass view and the
/// glass's modifier on iOS 26: 4), the magnifier's timeline (1), and one timeline per label's
/// cut-out (3). Before the magnifier a frame evaluated the indicator's 4. On iOS 16 each of the
/// five timelines' content also carries the one-argument `onChange(of:perform:)`, which
/// SwiftUI reaches there through a `ViewModifier` (View+OnValueChange.swift): 5 more.
private let glassLensFrameBudget = 8

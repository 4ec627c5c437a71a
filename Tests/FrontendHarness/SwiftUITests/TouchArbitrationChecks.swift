// Touches the system arbitrates (SegmentedControl+Pointer.swift; docs/platform.md's ledger):
// the stand-in finger (Renderer.swift's `Finger`) models what the platform does per iOS
// version — a `DragGesture` on content inside a scroll view takes the touch from iOS 18 on
// (FB14688465) and loses it to the scroll before; a `Button` in a scroll view shares the
// touch (pans win, taps land, the press shows once the touch is a press); a hosted UIKit
// recognizer is arbitrated by UIKit. The first group proves the stand-in does that, for each
// version; the rest assert what the control does under it, as the run's version (the harness
// runs the newest, iOS 17 and iOS 16: each front-end path under its own OS's behaviour).

import SegmentedCore
import SwiftUI
import UIKit

@testable import SegmentedSwiftUI

private let news = ["Top", "World", "Business", "Technology", "Science", "Health", "Sport"]
private let narrow = cg(0, 0, 200, 48)
private let tall = cg(0, 0, 300, 400)
/// A row of text as wide as `tall` (the renderer measures 8 points a character).
private let row = String(repeating: "x", count: 37)

@MainActor
private func mid(_ frame: CGRect) -> CGPoint { CGPoint(x: frame.midX, y: frame.midY) }

/// Whether a segment's label is drawn at the pressed opacity.
@MainActor
func isDimmed(_ segment: RenderedView) -> Bool {
    segment.modifiers.contains {
        if case .opacity(let value) = $0 {
            value == SegmentedDesign.pressedLabelOpacity
        } else {
            false
        }
    }
}

/// A control in a `List`, as apps put one in a row.
@MainActor
private func inList(_ store: Store<Int>, titles: [String] = ["A", "B", "C"]) -> some View {
    List {
        SegmentedControl(titles, selection: store.binding)
            .segmentedControlStyle(.design(SegmentedDesign.slidingPill))
    }
}

/// A pan hosted with `UIGestureRecognizerRepresentable`, simultaneous with others or not.
@available(iOS 18, *)
private struct StandInPan: UIGestureRecognizerRepresentable {
    let simultaneous: Bool
    /// Whether it waits for a screen-edge pan to fail.
    var waitsForEdgeSwipe = false
    let changed: @MainActor (UIGestureRecognizer.State) -> Void

    final class Coordinator: NSObject, UIGestureRecognizerDelegate {
        var simultaneous = false
        var waitsForEdgeSwipe = false
        func gestureRecognizer(
            _ gestureRecognizer: UIGestureRecognizer,
            shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
        ) -> Bool { simultaneous }
        func gestureRecognizer(
            _ gestureRecognizer: UIGestureRecognizer,
            shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer
        ) -> Bool {
            waitsForEdgeSwipe && otherGestureRecognizer is UIScreenEdgePanGestureRecognizer
        }
    }

    func makeCoordinator(converter: CoordinateSpaceConverter) -> Coordinator { Coordinator() }

    func makeUIGestureRecognizer(context: Context) -> UIPanGestureRecognizer {
        let pan = UIPanGestureRecognizer(target: nil, action: nil)
        context.coordinator.simultaneous = simultaneous
        context.coordinator.waitsForEdgeSwipe = waitsForEdgeSwipe
        pan.delegate = context.coordinator
        return pan
    }

    func handleUIGestureRecognizerAction(_ recognizer: UIPanGestureRecognizer, context: Context) {
        changed(recognizer.state)
    }
}

/// Records what a button style is told.
private struct RecordingStyle: ButtonStyle {
    let record: @MainActor (Bool) -> Void
    func makeBody(configuration: Configuration) -> some View {
        configuration.label.onValueChange(of: configuration.isPressed) { pressed in
            MainActor.assumeIsolated { record(pressed) }
        }
    }
}

@MainActor
func touchArbitrationChecks() {
    // MARK: The stand-in models the platform, per OS version

    check("stand-in: a DragGesture on scroll content takes the touch on iOS 18, not on 17") {
        for (major, scrolls) in [(17, true), (18, false), (26, false)] {
            let renderer = Renderer()
            var changes = 0
            let view = ScrollView(.vertical) {
                Text(row).contentShape(Rectangle())
                    .gesture(DragGesture().onChanged { _ in changes += 1 })
            }
            let finger = renderer.finger(
                on: view, in: tall, at: CGPoint(x: 100, y: 10), iOSMajor: major)
            finger.move(to: CGPoint(x: 100, y: -90))
            finger.lift()
            expectEqual(
                finger.scrolled.y > 40, scrolls, "iOS \(major): scrolled \(finger.scrolled)")
            expectEqual(changes > 0, !scrolls, "iOS \(major): the drag ran \(changes) times")
        }
    }

    check("stand-in: a Button in a scroll view: a pan un-presses it without its action") {
        for major in [17, 18] {
            let renderer = Renderer()
            var pressed: [Bool] = []
            var actions = 0
            let view = ScrollView(.vertical) {
                Button {
                    actions += 1
                } label: {
                    Text(row)
                }
                .buttonStyle(RecordingStyle { pressed.append($0) })
            }
            let finger = renderer.finger(
                on: view, in: tall, at: CGPoint(x: 100, y: 10), iOSMajor: major)
            expectEqual(pressed, [], "iOS \(major): not pressed before the touch delay")
            finger.hold()
            expectEqual(pressed, [true], "iOS \(major): pressed once held")
            finger.move(to: CGPoint(x: 100, y: -70))
            finger.lift()
            expectEqual(pressed, [true, false], "iOS \(major)")
            expectEqual(actions, 0, "iOS \(major): a scroll is not a tap")
            expect(finger.scrolled.y > 40, "iOS \(major): the scroll view scrolled")
            // A quick tap (on a scroll view at rest) lands: pressed at the lift, then acts.
            let tap = Renderer().finger(
                on: view, in: tall, at: CGPoint(x: 100, y: 10), iOSMajor: major)
            tap.lift()
            expectEqual(actions, 1, "iOS \(major): a quick tap acts")
        }
    }

    check("stand-in: a hosted pan not simultaneous with a pressed Button cannot begin") {
        if #available(iOS 18, *) {
            for simultaneous in [false, true] {
                let renderer = Renderer()
                var began = 0
                let view = Button {
                } label: {
                    Text(row)
                }
                .buttonStyle(RecordingStyle { _ in })
                .gesture(
                    StandInPan(simultaneous: simultaneous) { state in
                        if state == .began { began += 1 }
                    })
                let finger = renderer.finger(on: view, in: tall, at: CGPoint(x: 100, y: 10))
                finger.move(to: CGPoint(x: 160, y: 10))
                finger.lift()
                expectEqual(began, simultaneous ? 1 : 0, "simultaneous: \(simultaneous)")
            }
        }
    }

    // MARK: What the control does

    check("stand-in: in a navigation stack the back swipe from the edge takes a Button's touch") {
        let renderer = Renderer()
        var actions = 0
        let view = Button {
            actions += 1
        } label: {
            Text(row)
        }
        let frame = cg(0, 0, 300, 48)
        let fromEdge = renderer.finger(
            on: view, in: frame, at: CGPoint(x: 4, y: 20), inNavigation: true)
        fromEdge.move(to: CGPoint(x: 60, y: 20))
        fromEdge.lift()
        expect(fromEdge.backSwipeTookTouch, "the edge swipe began")
        expectEqual(actions, 0, "the button let go without acting")
        let inside = renderer.finger(
            on: view, in: frame, at: CGPoint(x: 100, y: 20), inNavigation: true)
        inside.move(to: CGPoint(x: 100, y: 24))
        inside.lift()
        expect(!inside.backSwipeTookTouch, "a tap is not a swipe")
        expectEqual(actions, 1)
    }

    check("stand-in: a hosted pan that requires the edge swipe to fail waits for it") {
        if #available(iOS 18, *) {
            // (waits for the edge swipe, from x, to x, the pan begins, a back swipe took it):
            // from the edge the edge swipe wins; elsewhere the pan begins once it failed; on
            // iOS 26 a rightward pan tied to nothing loses to the content back swipe.
            let cases: [(Bool, Double, Double, Bool, Bool)] =
                [
                    (true, 4, 64, false, true), (true, 100, 40, true, false),
                    (false, 100, 40, true, false),
                ] + ((harnessIOSMajor ?? 26) >= 26 ? [(false, 100, 160, false, true)] : [])
            for (waits, startX, endX, panBegins, swipeTook) in cases {
                let renderer = Renderer()
                var states: [UIGestureRecognizer.State] = []
                let view = Text(row).contentShape(Rectangle())
                    .gesture(
                        StandInPan(simultaneous: false, waitsForEdgeSwipe: waits) {
                            states.append($0)
                        })
                let finger = renderer.finger(
                    on: view, in: cg(0, 0, 300, 48), at: CGPoint(x: startX, y: 20),
                    inNavigation: true)
                finger.move(to: CGPoint(x: endX, y: 20))
                let label = "waits \(waits), \(startX) to \(endX)"
                expectEqual(states.contains(.began), panBegins, "\(label): \(states)")
                expectEqual(finger.backSwipeTookTouch, swipeTook, label)
                finger.lift()
            }
        }
    }

    check("no gesture over the whole bar: only the selected segment's region has one") {
        let store = Store(1)
        let renderer = Renderer()
        let control = SegmentedControl(["A", "B", "C"], selection: store.binding)
            .segmentedControlStyle(.design(SegmentedDesign.slidingPill))
        let root = renderer.render(control, in: cg(0, 0, 300, 48))
        let regions = root.hitRegions.map(\.frame)
        let gestures = root.all.filter {
            switch $0.kind {
            case .modifier(.gesture), .modifier(.hostedGesture): true
            default: false
            }
        }
        expect(!gestures.isEmpty, "the indicator has its recognizer (precondition)")
        for node in gestures {
            expect(
                regions.count == 3 && node.frame == regions[1],
                "a gesture on \(node.frame), not on the selected region \(regions)")
            if case .modifier(.gesture(let gesture?, _)) = node.kind,
                let drag = gesture._harnessPrimitive as? DragGesture
            {
                expect(drag.minimumDistance > 0, "no zero-distance drag")
            }
        }
    }

    check("a sideways swipe on a scrolling bar scrolls it and selects nothing, in this run's iOS") {
        do {
            let major = harnessIOSMajor ?? 26
            let store = Store(0)
            let renderer = Renderer()
            let control = SegmentedControl(news, selection: store.binding)
            let root = renderer.render(control, in: narrow)
            let start = mid(root.segments[1].frame)
            let finger = renderer.finger(on: control, in: narrow, at: start)
            finger.move(to: CGPoint(x: start.x - 60, y: start.y))
            finger.lift()
            expect(finger.scrolled.x > 40, "iOS \(major): the bar scrolled: \(finger.scrolled)")
            expectEqual(store.writes, [], "iOS \(major)")
        }
    }

    check("a vertical swipe starting on the bar inside a List scrolls the list, nothing selected") {
        do {
            let major = harnessIOSMajor ?? 26
            for index in [0, 1] {  // an unselected segment; the selected one, held (the indicator)
                let store = Store(1)
                let renderer = Renderer()
                let list = inList(store)
                let point = PillGeometry(barWidth: 300, count: 3).centre(index)
                let finger = renderer.finger(on: list, in: tall, at: point)
                // Held first: the press shows (the selected segment's holds the indicator).
                if index == 1 { finger.hold() }
                finger.move(to: CGPoint(x: point.x, y: point.y + 120))
                finger.lift()
                expect(
                    finger.scrolled.y < -80,
                    "iOS \(major), segment \(index): the list scrolled: \(finger.scrolled)")
                expectEqual(store.writes, [], "iOS \(major), segment \(index)")
            }
        }
    }

    check("touch-down dims the pressed segment; lifting selects it and un-dims it") {
        let store = Store(0)
        let renderer = Renderer()
        let control = SegmentedControl(["A", "B", "C"], selection: store.binding)
            .segmentedControlStyle(.design(SegmentedDesign.slidingPill))
        let frame = cg(0, 0, 300, 48)
        let point = PillGeometry(barWidth: 300, count: 3).centre(2)
        let finger = renderer.finger(on: control, in: frame, at: point)
        var root = renderer.render(control, in: frame)
        expect(isDimmed(root.segments[2]), "pressed at touch-down")
        expect(!isDimmed(root.segments[1]), "only the pressed segment")
        finger.lift()
        root = renderer.render(control, in: frame)
        expectEqual(store.writes, [2])
        expect(!root.segments.contains(where: isDimmed), "nothing pressed after the lift")
    }

    check("in a List: a held press dims the segment, and the list scrolling un-dims it") {
        do {
            let major = harnessIOSMajor ?? 26
            let store = Store(0)
            let renderer = Renderer()
            let list = inList(store)
            let point = PillGeometry(barWidth: 300, count: 3).centre(2)
            let finger = renderer.finger(on: list, in: tall, at: point)
            var root = renderer.render(list, in: tall)
            expect(!isDimmed(root.segments[2]), "iOS \(major): not before the touch delay")
            finger.hold()
            root = renderer.render(list, in: tall)
            expect(isDimmed(root.segments[2]), "iOS \(major): dimmed once the touch is a press")
            finger.move(to: CGPoint(x: point.x, y: point.y + 100))
            root = renderer.render(list, in: tall)
            expect(!root.segments.contains(where: isDimmed), "iOS \(major): a scroll un-dims")
            finger.lift()
            expectEqual(store.writes, [], "iOS \(major)")
        }
    }

    check("a dragged indicator inside a List follows the finger sideways, in this run's iOS") {
        do {
            let major = harnessIOSMajor ?? 26
            let store = Store(0)
            let renderer = Renderer()
            let list = inList(store)
            let geometry = PillGeometry(barWidth: 300, count: 3)
            let finger = renderer.finger(on: list, in: tall, at: geometry.centre(0))
            finger.hold()
            finger.move(to: geometry.centre(2))
            finger.lift()
            expectEqual(finger.scrolled, .zero, "iOS \(major)")
            expectEqual(store.writes, [2], "iOS \(major)")
        }
    }

    check("after dragging the indicator, a quick tap on another segment selects it") {
        let store = Store(0)
        let renderer = Renderer()
        let list = inList(store)
        let geometry = PillGeometry(barWidth: 300, count: 3)
        let drag = renderer.finger(on: list, in: tall, at: geometry.centre(0))
        drag.hold()
        drag.move(to: geometry.centre(2))
        drag.lift()
        expectEqual(store.writes, [2], "the drag selected (precondition)")
        // A quick tap in a scroll view: pressed and released in one update. On the segment
        // the drag started from, whose button the drag's lift (too far away) never activated.
        renderer.finger(on: list, in: tall, at: geometry.centre(0)).lift()
        expectEqual(store.writes, [2, 0])
        renderer.finger(on: list, in: tall, at: geometry.centre(1)).lift()
        expectEqual(store.writes, [2, 0, 1])
    }

    check("a bar that fits, in a List: a quick sideways drag from the selected segment moves it") {
        let store = Store(0)
        let renderer = Renderer()
        let list = inList(store)
        let geometry = PillGeometry(barWidth: 300, count: 3)
        let finger = renderer.finger(on: list, in: tall, at: geometry.centre(0))
        finger.move(to: geometry.centre(2))
        finger.lift()
        expectEqual(finger.scrolled, .zero)
        expectEqual(store.writes, [2])
    }

    check("content the app scrolls under a held press: the release selects nothing") {
        let store = Store(0)
        let renderer = Renderer()
        let list = inList(store)
        let point = PillGeometry(barWidth: 300, count: 3).centre(2)
        let finger = renderer.finger(on: list, in: tall, at: point)
        finger.hold()
        finger.appScrolls(dy: 30)
        finger.lift()
        expectEqual(store.writes, [])
    }

    check("in a List, a quick indicator drag the platform cancels puts the indicator back") {
        let store = Store(0)
        let renderer = Renderer()
        let list = inList(store)
        let geometry = PillGeometry(barWidth: 300, count: 3)
        // No hold: the press never shows (the scroll view's delay); the indicator's own
        // recognizer carries the drag, and only its cancel reaches the core.
        let finger = renderer.finger(on: list, in: tall, at: geometry.centre(0))
        finger.move(to: geometry.centre(1))
        finger.cancel()
        let root = renderer.render(list, in: tall)
        expectClose(root.role(.indicator)?.frame ?? .zero, geometry.indicator(at: 0))
        expectEqual(store.writes, [])
    }

    // MARK: Navigation back swipes (docs/platform.md's ledger)

    check(
        "in a navigation stack, a back swipe from the edge on the selected segment selects nothing"
    ) {
        // Apple documents no order in which recognizers see a move: both orders.
        for hostedFirst in [false, true] {
            let label = "iOS \(harnessIOSMajor ?? 26), the indicator's pan first: \(hostedFirst)"
            let store = Store(0)
            let renderer = Renderer()
            let control = SegmentedControl(["A", "B", "C"], selection: store.binding)
                .segmentedControlStyle(.design(SegmentedDesign.slidingPill))
            let frame = cg(0, 0, 300, 48)
            let geometry = PillGeometry(barWidth: 300, count: 3)
            let finger = renderer.finger(
                on: control, in: frame, at: CGPoint(x: 4, y: geometry.centre(0).y),
                inNavigation: true, hostedFirst: hostedFirst)
            finger.move(to: geometry.centre(1))
            let root = renderer.render(control, in: frame)
            expect(finger.backSwipeTookTouch, "\(label): the back swipe began")
            expectClose(
                root.role(.indicator)?.frame ?? .zero, geometry.indicator(at: 0),
                "\(label): the indicator stays while the screen goes back")
            // The user takes the swipe back and lets go over another segment.
            finger.lift()
            expectEqual(store.writes, [], label)
        }
    }

    check(
        "iOS 26, in a navigation stack: a back swipe from the content on the selected segment drags the indicator"
    ) {
        guard (harnessIOSMajor ?? 26) >= 26 else { return }
        for hostedFirst in [false, true] {
            let store = Store(0)
            let renderer = Renderer()
            let control = SegmentedControl(["A", "B", "C"], selection: store.binding)
                .segmentedControlStyle(.design(SegmentedDesign.slidingPill))
            let geometry = PillGeometry(barWidth: 300, count: 3)
            let finger = renderer.finger(
                on: control, in: cg(0, 0, 300, 48), at: geometry.centre(0), inNavigation: true,
                hostedFirst: hostedFirst)
            finger.move(to: geometry.centre(1))
            finger.lift()
            expect(
                !finger.backSwipeTookTouch,
                "the indicator's pan first: \(hostedFirst): the back swipe waited and failed")
            expectEqual(store.writes, [1], "the indicator's pan first: \(hostedFirst)")
        }
    }

    check(
        "iOS 26, in a navigation stack: a back swipe from the content on another segment selects nothing"
    ) {
        guard (harnessIOSMajor ?? 26) >= 26 else { return }
        let store = Store(2)
        let renderer = Renderer()
        let control = SegmentedControl(["A", "B", "C"], selection: store.binding)
            .segmentedControlStyle(.design(SegmentedDesign.slidingPill))
        let geometry = PillGeometry(barWidth: 300, count: 3)
        let finger = renderer.finger(
            on: control, in: cg(0, 0, 300, 48), at: geometry.centre(0), inNavigation: true)
        finger.move(to: geometry.centre(1))
        finger.lift()
        expect(finger.backSwipeTookTouch, "the back swipe began")
        expectEqual(store.writes, [])
    }

    check("iOS 26, in a List: a quick swipe from the selected segment goes back; a held one drags")
    {
        guard (harnessIOSMajor ?? 26) >= 26 else { return }
        for held in [false, true] {
            for hostedFirst in [false, true] {
                let label = "held: \(held), the indicator's pan first: \(hostedFirst)"
                let store = Store(0)
                let renderer = Renderer()
                let list = inList(store)
                let geometry = PillGeometry(barWidth: 300, count: 3)
                let finger = renderer.finger(
                    on: list, in: tall, at: geometry.centre(0), inNavigation: true,
                    hostedFirst: hostedFirst)
                if held { finger.hold() }
                finger.move(to: geometry.centre(1))
                finger.lift()
                expectEqual(finger.backSwipeTookTouch, !held, label)
                expectEqual(store.writes, held ? [1] : [], label)
            }
        }
    }

    // MARK: One touch, one release

    check(
        "a drag of the indicator let go within the pressed segment's reach selects where it ended"
    ) {
        // Segment 0's button reaches 70 points past its frame (`Finger.buttonMargin`), so the
        // lift over segment 1 is also its button's tap: that action belongs to the drag's
        // touch, whether it comes before the drag's end, after it, or a turn later (after a
        // stall of up to 0.2 s).
        let timings: [Finger.ActionTiming] = [
            .afterRecognizers, .beforeRecognizers, .later(seconds: 1.0 / 60), .later(seconds: 0.2),
        ]
        for timing in timings {
            let later = "\(timing)"
            let major = harnessIOSMajor ?? 26
            let store = Store(0)
            let renderer = Renderer()
            var reselected: [Int] = []
            let control = SegmentedControl(["A", "B", "C"], selection: store.binding)
                .onSegmentReselect { (index: Int) in reselected.append(index) }
                .segmentedControlStyle(.design(SegmentedDesign.slidingPill))
            let frame = cg(0, 0, 300, 48)
            let geometry = PillGeometry(barWidth: 300, count: 3)
            precondition(geometry.centre(1).x < geometry.segment(0).maxX + Finger.buttonMargin)
            let finger = renderer.finger(
                on: control, in: frame, at: geometry.centre(0), actionTiming: timing)
            finger.move(to: geometry.centre(1))
            finger.lift()
            let root = renderer.render(control, in: frame)
            expectEqual(store.writes, [1], "iOS \(major), action \(later)")
            expectEqual(reselected, [], "iOS \(major), action \(later): no reselect either")
            expectClose(
                root.role(.indicator)?.frame ?? .zero, geometry.indicator(at: 1),
                "iOS \(major), action \(later)")
        }
    }

    check("a drag from the selected segment that starts vertically stays vertical when it turns") {
        do {
            let major = harnessIOSMajor ?? 26
            let store = Store(0)
            let renderer = Renderer()
            let control = SegmentedControl(["A", "B", "C"], selection: store.binding)
                .segmentedControlStyle(.design(SegmentedDesign.slidingPill))
            let geometry = PillGeometry(barWidth: 300, count: 3)
            let start = geometry.centre(0)
            let finger = renderer.finger(on: control, in: cg(0, 0, 300, 48), at: start)
            finger.move(to: CGPoint(x: start.x, y: start.y + 30))
            finger.move(to: CGPoint(x: geometry.centre(2).x, y: start.y + 30))
            finger.lift()
            expectEqual(store.writes, [], "iOS \(major)")
        }
    }
}

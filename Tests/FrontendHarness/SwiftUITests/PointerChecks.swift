// Touches on the bar (SegmentedControl+Pointer.swift): a finger (Renderer.swift's `Finger`)
// goes down, moves and lifts; the stand-in gestures and scroll views do what SwiftUI
// documents, and each check asserts what the control did: the binding written, the haptic,
// the indicator drawn.
//
// Geometry: the sliding pill's, worked out from the design's numbers (`PillGeometry` in
// Fixtures.swift), three segments in a 300-wide bar, unless a check says otherwise. Scroll
// views start scrolling after 10 points of movement (`Finger.scrollSlop`: Apple documents no
// distance, so the checks state one).

import SegmentedCore
import SwiftUI

@testable import SegmentedSwiftUI

private let geometry = PillGeometry(barWidth: 300, count: 3)
private let bar = cg(0, 0, 300, geometry.height)

/// The centre of segment `index`.
private func centre(_ index: Int) -> CGPoint { geometry.centre(index) }

/// Seven titles: too wide for a 200-point frame, so the bar scrolls.
private let news = ["Top", "World", "Business", "Technology", "Science", "Health", "Sport"]
private let narrow = cg(0, 0, 200, 48)

@MainActor
private func pill(_ store: Store<Int>) -> some View {
    SegmentedControl(["A", "B", "C"], selection: store.binding)
        .segmentedControlStyle(.design(SegmentedDesign.slidingPill))
}

@MainActor
private func mid(_ frame: CGRect) -> CGPoint { CGPoint(x: frame.midX, y: frame.midY) }

@MainActor
func pointerChecks() {
    check("a tap on a segment selects it, with one selection haptic") {
        let store = Store(0)
        let renderer = Renderer()
        let control = pill(store)
        renderer.tap(control, at: centre(2), in: bar)
        expectEqual(store.writes, [2])
        // sensoryFeedback is iOS 17 API: iOS 16 plays no haptic.
        expectEqual(renderer.feedback, harnessRunsAtLeastIOS(17) ? [.selection] : [])
    }

    check("a tap that wobbles less than the slop is still a tap") {
        let store = Store(0)
        let renderer = Renderer()
        let control = pill(store)
        let finger = renderer.finger(on: control, in: bar, at: centre(2))
        finger.move(to: CGPoint(x: centre(2).x + 5, y: centre(2).y + 2))
        finger.lift()
        expectEqual(store.writes, [2])
    }

    check("dragging the indicator: the indicator follows the finger; the release selects there") {
        let store = Store(0)
        let renderer = Renderer()
        let control = pill(store)
        let finger = renderer.finger(on: control, in: bar, at: centre(0))
        // A whole segment to the right: the thumb, grabbed at its centre, is on segment 1.
        finger.move(to: centre(1))
        var root = renderer.render(control, in: bar)
        expectClose(root.role(.indicator)?.frame ?? .zero, geometry.indicator(at: 1))
        expectEqual(store.writes, [], "nothing selected while dragging")
        // Back near where it started, then on to segment 2: still the same drag.
        finger.move(to: CGPoint(x: centre(0).x + 3, y: centre(0).y))
        finger.move(to: centre(2))
        finger.lift()
        expectEqual(store.writes, [2])
        root = renderer.render(control, in: bar)
        // sensoryFeedback is iOS 17 API: iOS 16 plays no haptic.
        expectEqual(renderer.feedback, harnessRunsAtLeastIOS(17) ? [.selection] : [])
        expect(root.segments[2].accessibilityTraits.contains(.isSelected))
    }

    check("a vertical drag that leaves the bar selects nothing (no scroll view around)") {
        let store = Store(0)
        let renderer = Renderer()
        let control = pill(store)
        // A segment is a button: a release more than its touch margin (about 70 points)
        // away from it does not activate it.
        let finger = renderer.finger(on: control, in: bar, at: centre(1))
        let pressed = renderer.render(control, in: bar)
        expect(isDimmed(pressed.segments[1]), "the press shows")
        finger.move(to: CGPoint(x: centre(1).x + 2, y: centre(1).y + 120))
        finger.lift()
        let root = renderer.render(control, in: bar)
        expectEqual(store.writes, [])
        expectEqual(renderer.feedback, [])
        // Only the button's end of its press says the touch left it: nothing scrolled.
        expect(!root.segments.contains(where: isDimmed), "the segment lets go of the press")
    }

    check("the platform cancelling the touch puts the indicator back and selects nothing") {
        let store = Store(0)
        let renderer = Renderer()
        let control = pill(store)
        let finger = renderer.finger(on: control, in: bar, at: centre(0))
        finger.move(to: centre(1))
        finger.cancel()
        let root = renderer.render(control, in: bar)
        expectClose(root.role(.indicator)?.frame ?? .zero, geometry.indicator(at: 0))
        expectEqual(store.writes, [])
    }

    check("tapping the selected segment asks for the reselect action, with its id") {
        let store = Store(1)
        var reselected: [Int] = []
        let renderer = Renderer()
        let control = SegmentedControl(["A", "B", "C"], selection: store.binding)
            .onSegmentReselect { id in reselected.append(id) }
            .segmentedControlStyle(.design(SegmentedDesign.slidingPill))
        renderer.tap(control, at: centre(1), in: bar)
        expectEqual(reselected, [1])
        expectEqual(store.writes, [])
    }

    check("the reselect action takes the control's own id type: identifiable items' ids") {
        struct Tab: Identifiable { let id: String }
        let store = Store("likes")
        var reselected: [String] = []
        let renderer = Renderer()
        let control = SegmentedControl(
            selection: store.binding, items: [Tab(id: "posts"), Tab(id: "likes"), Tab(id: "media")]
        ) { Text($0.id) }
        .onSegmentReselect { (id: String) in reselected.append(id) }
        .segmentedControlStyle(.design(SegmentedDesign.slidingPill))
        renderer.tap(control, at: centre(1), in: bar)
        renderer.tap(control, at: centre(2), in: bar)
        renderer.tap(control, at: centre(2), in: bar)
        expectEqual(reselected, ["likes", "media"])
        expectEqual(store.writes, ["media"])
    }

    check("a second reselect action replaces the first") {
        let store = Store(0)
        var first: [Int] = []
        var second: [Int] = []
        let renderer = Renderer()
        let control = SegmentedControl(["A", "B", "C"], selection: store.binding)
            .onSegmentReselect { first.append($0) }
            .onSegmentReselect { second.append($0) }
            .segmentedControlStyle(.design(SegmentedDesign.slidingPill))
        renderer.tap(control, at: centre(0), in: bar)
        expectEqual(first, [])
        expectEqual(second, [0])
    }

    check("right to left: a tap selects the segment drawn under the finger") {
        let store = Store(0)
        let renderer = Renderer()
        let control = pill(store).environment(\.layoutDirection, .rightToLeft)
        // Segment 0 is drawn at the right; the left third is segment 2.
        let root = renderer.render(control, in: bar)
        expect(
            root.segments[2].frame.maxX <= root.segments[0].frame.minX, "mirrored (precondition)")
        renderer.tap(control, at: mid(root.segments[2].frame), in: bar)
        expectEqual(store.writes, [2])
    }

    check("right to left: dragging the indicator left moves it to later segments") {
        let store = Store(0)
        let renderer = Renderer()
        let control = pill(store).environment(\.layoutDirection, .rightToLeft)
        let root = renderer.render(control, in: bar)
        let finger = renderer.finger(on: control, in: bar, at: mid(root.segments[0].frame))
        finger.move(to: mid(root.segments[1].frame))
        finger.lift()
        expectEqual(store.writes, [1])
    }

    check("a bar away from the window's origin: the touch is taken in the bar's own space") {
        let store = Store(0)
        let renderer = Renderer()
        let control = pill(store)
        let lower = cg(10, 300, 300, geometry.height)
        renderer.tap(control, at: CGPoint(x: 10 + centre(2).x, y: 300 + centre(2).y), in: lower)
        expectEqual(store.writes, [2])
    }

    // MARK: Scrolling never selects

    check("a sideways swipe on a scrolling bar scrolls it and selects nothing") {
        let store = Store(0)
        let renderer = Renderer()
        let control = SegmentedControl(news, selection: store.binding)
        let root = renderer.render(control, in: narrow)
        let start = mid(root.segments[1].frame)
        let finger = renderer.finger(on: control, in: narrow, at: start)
        finger.move(to: CGPoint(x: start.x - 60, y: start.y))
        finger.lift()
        renderer.render(control, in: narrow)
        expect(finger.scrolled.x > 40, "the bar scrolled (precondition): \(finger.scrolled)")
        expectEqual(store.writes, [])
        expectEqual(renderer.feedback, [])
    }

    check(
        "sideways, then up in a vertical scroll view: the scroll carries the bar, nothing selected"
    ) {
        let store = Store(0)
        let renderer = Renderer()
        let control = ScrollView(.vertical) { pill(store) }
        let frame = cg(0, 0, 300, 400)
        let finger = renderer.finger(on: control, in: frame, at: centre(1))
        finger.move(to: centre(2))
        finger.move(to: CGPoint(x: centre(2).x, y: centre(2).y - 60))
        finger.lift()
        renderer.render(control, in: frame)
        expect(finger.scrolled.y > 40, "the list scrolled (precondition): \(finger.scrolled)")
        expectEqual(store.writes, [])
        expectEqual(renderer.feedback, [])
    }

    check(
        "holding the indicator keeps a scrolling bar still: the indicator follows, the release selects"
    ) {
        let store = Store(1)
        let renderer = Renderer()
        let control = SegmentedControl(news, selection: store.binding)
        let root = renderer.render(control, in: narrow)
        let start = mid(root.segments[1].frame)
        let target = mid(root.segments[2].frame)
        let finger = renderer.finger(on: control, in: narrow, at: start)
        // Inside the bar's scroll view the press shows once the touch is a press, not a
        // scroll (the scroll view's touch delay): then the indicator is held.
        finger.hold()
        finger.move(to: CGPoint(x: target.x, y: start.y))
        finger.lift()
        expectEqual(finger.scrolled, .zero)
        expectEqual(store.writes, [2])
    }

    check("a quick sideways swipe from the selected segment of a scrolling bar scrolls it") {
        let store = Store(1)
        let renderer = Renderer()
        let control = SegmentedControl(news, selection: store.binding)
        let root = renderer.render(control, in: narrow)
        let start = mid(root.segments[1].frame)
        let finger = renderer.finger(on: control, in: narrow, at: start)
        finger.move(to: CGPoint(x: start.x - 60, y: start.y))
        finger.lift()
        expect(finger.scrolled.x > 40, "scrolled: \(finger.scrolled)")
        expectEqual(store.writes, [])
    }

    check("after the indicator is let go the bar scrolls again") {
        let store = Store(1)
        let renderer = Renderer()
        let control = SegmentedControl(news, selection: store.binding)
        let root = renderer.render(control, in: narrow)
        renderer.tap(control, at: mid(root.segments[1].frame), in: narrow)
        let start = mid(root.segments[3].frame)
        let finger = renderer.finger(on: control, in: narrow, at: start)
        finger.move(to: CGPoint(x: start.x - 60, y: start.y))
        finger.lift()
        expect(finger.scrolled.x > 40, "scrolled: \(finger.scrolled)")
        expectEqual(store.writes, [])
    }

    // MARK: Hit testing against the arrangement drawn

    check("bold selected labels, content-sized segments: a tap inside a drawn edge selects it") {
        let store = Store(0)
        let renderer = Renderer()
        // Semibold text is half as wide again as regular text: the bar sizes every segment
        // by its bold state, while the labels not selected are drawn regular.
        renderer.weightedTextSize = { text, weight in
            CGSize(width: (weight == .semibold ? 12 : 8) * Double(text.count), height: 20)
        }
        var design = SegmentedDesign.materialUnderline
        design.boldSelectedLabel = true
        let control = SegmentedControl(["Day", "Week", "Month"], selection: store.binding)
            .segmentedControlStyle(.design(design))
        let frame = cg(0, 0, 320, 48)
        renderer.render(control, in: frame)
        let root = renderer.render(control, in: frame)
        let regions = root.hitRegions.map(\.frame)
        expectEqual(regions.count, 3)
        guard regions.count == 3 else { return }
        // Just inside segment 2's drawn region, and just inside segment 1's on the left.
        renderer.tap(control, at: CGPoint(x: regions[2].minX + 1, y: regions[2].midY), in: frame)
        expectEqual(store.writes, [2])
        renderer.tap(control, at: CGPoint(x: regions[1].minX + 1, y: regions[1].midY), in: frame)
        expectEqual(store.writes, [2, 1])
    }
}

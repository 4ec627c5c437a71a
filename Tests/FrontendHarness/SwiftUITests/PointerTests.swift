// Touches on the bar (SegmentedControl+Pointer.swift): taps and drags reach the core's
// SegmentInteraction through SwiftUI gestures; its effects come back as selections, a live
// thumb position, the reselect action and the selection haptic.
//
// Geometry of every check: the sliding pill's, worked out from the design's numbers
// (`PillGeometry` in Fixtures.swift), three segments in a 300-wide bar.

import SegmentedCore
import SwiftUI

@testable import SegmentedSwiftUI

private let geometry = PillGeometry(barWidth: 300, count: 3)
private let bar = cg(0, 0, 300, geometry.height)

/// The centre of segment `index`.
private func centre(_ index: Int) -> CGPoint { geometry.centre(index) }

@MainActor
private func pill(_ store: Store<Int>) -> some View {
    SegmentedControl(["A", "B", "C"], selection: store.binding)
        .segmentedControlStyle(.design(SegmentedDesign.slidingPill))
}

@MainActor
func pointerTests() {
    check("a tap on a segment selects it, with one selection haptic") {
        let store = Store(0)
        let renderer = Renderer()
        let control = pill(store)
        let root = renderer.render(control, in: bar)
        expectEqual(root.tap(at: centre(2)), "spatialTapGesture", "the bar's gesture takes it")
        expectEqual(store.writes, [2])
        renderer.render(control, in: bar)
        // sensoryFeedback is iOS 17 API: iOS 16 plays no haptic.
        expectEqual(renderer.feedback, harnessRunsAtLeastIOS(17) ? [.selection] : [])
    }

    check("dragging the thumb: the indicator follows the finger; the release selects there") {
        let store = Store(0)
        let renderer = Renderer()
        let control = pill(store)
        var root = renderer.render(control, in: bar)
        let start = centre(0)
        // 15 pt: past the 10-pt slop, the drag gesture starts.
        expectEqual(root.drag(from: start, to: CGPoint(x: start.x + 15, y: start.y)), 1)
        root = renderer.render(control, in: bar)
        // A whole segment to the right: the thumb, grabbed at its centre, is on segment 1.
        root.drag(from: start, to: centre(1))
        root = renderer.render(control, in: bar)
        expectClose(root.role(.indicator)?.frame ?? .zero, geometry.indicator(at: 1))
        expectEqual(store.writes, [], "nothing selected while dragging")
        root.drag(from: start, to: centre(2), ended: true)
        expectEqual(store.writes, [2])
        root = renderer.render(control, in: bar)
        // sensoryFeedback is iOS 17 API: iOS 16 plays no haptic.
        expectEqual(renderer.feedback, harnessRunsAtLeastIOS(17) ? [.selection] : [])
        expect(root.segments[2].accessibilityTraits.contains(.isSelected))
    }

    check("a drag shorter than the slop is not a drag") {
        let store = Store(0)
        let root = Renderer().render(pill(store), in: bar)
        expectEqual(root.drag(from: centre(0), to: CGPoint(x: centre(0).x + 5, y: centre(0).y)), 0)
    }

    check("a vertical drag that starts on the bar selects nothing (an enclosing scroll)") {
        let store = Store(0)
        let renderer = Renderer()
        let control = pill(store)
        var root = renderer.render(control, in: bar)
        let start = centre(1)
        root.drag(from: start, to: CGPoint(x: start.x + 2, y: start.y + 30))
        root = renderer.render(control, in: bar)
        root.drag(from: start, to: CGPoint(x: start.x + 2, y: start.y + 60), ended: true)
        renderer.render(control, in: bar)
        expectEqual(store.writes, [])
        expectEqual(renderer.feedback, [])
    }

    check("a cancelled drag puts the thumb back and selects nothing") {
        let store = Store(0)
        let renderer = Renderer()
        let control = pill(store)
        var root = renderer.render(control, in: bar)
        root.drag(from: centre(0), to: centre(1))
        root = renderer.render(control, in: bar)
        root.cancelDrags()
        renderer.render(control, in: bar)  // the gesture state's reset is seen: cancelled
        root = renderer.render(control, in: bar)
        expectClose(root.role(.indicator)?.frame ?? .zero, geometry.indicator(at: 0))
        expectEqual(store.writes, [])
    }

    check("tapping the selected segment asks for the reselect action, with its id") {
        let store = Store(1)
        var reselected: [Int] = []
        let root = Renderer().render(
            pill(store).onSegmentReselect { (id: Int) in reselected.append(id) }, in: bar)
        root.tap(at: centre(1))
        expectEqual(reselected, [1])
        expectEqual(store.writes, [])
    }

    check("the segment labels take no touches of their own (the bar's gestures do)") {
        let store = Store(0)
        let root = Renderer().render(pill(store), in: bar)
        expect(
            root.segments.allSatisfy { segment in
                segment.modifiers.contains {
                    if case .allowsHitTesting(false) = $0 { true } else { false }
                }
            })
    }
}

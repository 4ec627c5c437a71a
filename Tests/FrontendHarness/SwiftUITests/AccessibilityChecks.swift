// VoiceOver and keyboard (SegmentedControl+Accessibility.swift): the core's accessibility
// machine decides; the control moves VoiceOver's focus, announces, and scrolls the focused
// segment into view. Expected phrases are the core's documented ones
// (AccessibilityMachine: adjust on "Day, Week, Month" → "Week, 2 of 3").

import Accessibility
import SegmentedCore
import SwiftUI

@testable import SegmentedSwiftUI

@MainActor
func accessibilityFocusChecks() {
    // Issue 33: every input goes through the core's SelectionRequestMachine, so a press on
    // the selected segment is a reselect whatever presses it.
    check("a VoiceOver activation on the selected segment runs the reselect action") {
        let store = Store(1)
        var reselected: [Int] = []
        let renderer = Renderer()
        let control = SegmentedControl(["Day", "Week", "Month"], selection: store.binding)
            .onSegmentReselect { reselected.append($0) }
        renderer.render(control).segments[1].activate()
        expectEqual(reselected, [1], "the selected segment, pressed again")
        expectEqual(store.writes, [], "nothing written")
        renderer.render(control).segments[2].activate()
        expectEqual(store.writes, [2], "another segment is selected once")
        expectEqual(reselected, [1], "and is no reselect")
        renderer.render(control).segments[2].activate()
        expectEqual(reselected, [1, 2], "the action can be repeated")
    }

    check(
        "Return and Space on the focused control run the selected segment's reselect",
        minimumIOS: 17
    ) {
        let store = Store(0)
        var reselected: [Int] = []
        let renderer = Renderer()
        let control = SegmentedControl(["Day", "Week", "Month"], selection: store.binding)
            .onSegmentReselect { reselected.append($0) }
        expect(renderer.focusKeyboard(in: renderer.render(control)), "the control is focusable")
        expectEqual(renderer.press(.return, in: renderer.render(control)), .handled)
        expectEqual(renderer.press(.space, in: renderer.render(control)), .handled)
        expectEqual(reselected, [0, 0])
        expectEqual(store.writes, [], "nothing written")
        // A move onto the selected segment is no press: no reselect.
        _ = renderer.press(.home, in: renderer.render(control))
        expectEqual(reselected, [0, 0])
    }

    check("VoiceOver adjust selects the next segment, moves focus to it and announces it") {
        _harnessPostedAccessibilityNotifications = []
        let store = Store(0)
        let renderer = Renderer()
        let control = SegmentedControl(["Day", "Week", "Month"], selection: store.binding)
            .segmentedControlNavigation(.adjustable)
        renderer.render(control).segments[0].adjust(.increment)
        expectEqual(store.writes, [1])
        let root = renderer.render(control)
        expectEqual(root.segments.map(\.hasAccessibilityFocus), [false, true, false])
        let spoken = _harnessPostedAccessibilityNotifications.compactMap {
            ($0 as? AccessibilityNotification.Announcement)?._harnessText
        }
        // AccessibilityNotification.Announcement is iOS 17 API; iOS 16 announces nothing.
        expectEqual(spoken, harnessRunsAtLeastIOS(17) ? ["Week, 2 of 3"] : [])
    }

    check("VoiceOver focus on a segment out of view scrolls it into view") {
        let store = Store(0)
        let renderer = Renderer()
        let titles = ["Top", "World", "Business", "Technology", "Science", "Health", "Sport"]
        let control = SegmentedControl(titles, selection: store.binding)
        let frame = cg(0, 0, 200, 48)
        let root = renderer.render(control, in: frame)
        let before = renderer.scrollRequests.count
        root.segments[6].focusAccessibility()
        renderer.render(control, in: frame)
        expectEqual(renderer.scrollRequests.count, before + 1)
        expectEqual(renderer.scrollRequests.last?.id, AnyHashable(SegmentScrollAnchor(index: 6)))
        expectEqual(store.writes, [], "focus alone selects nothing")
    }

    check(
        "Tab and Shift-Tab are left to the system by default, as the system controls do",
        minimumIOS: 17
    ) {
        let store = Store(1)
        let renderer = Renderer()
        let control = SegmentedControl(["A", "B", "C"], selection: store.binding)
        expect(renderer.focusKeyboard(in: renderer.render(control)), "the control is focusable")
        expectEqual(renderer.press(.tab, in: renderer.render(control)), .ignored)
        expectEqual(
            renderer.press(.tab, in: renderer.render(control), modifiers: .shift), .ignored)
        expectEqual(store.writes, [])
    }

    check(
        "with the Tab option, Tab and Shift-Tab move the selection, and leave at the ends",
        minimumIOS: 17
    ) {
        let store = Store(1)
        let renderer = Renderer()
        let control = SegmentedControl(["A", "B", "C"], selection: store.binding)
            .segmentedControlNavigation(.tabKey)
        renderer.focusKeyboard(in: renderer.render(control))
        expectEqual(renderer.press(.tab, in: renderer.render(control)), .handled)
        expectEqual(store.value, 2)
        expectEqual(renderer.press(.tab, in: renderer.render(control)), .ignored, "last: leaves")
        expectEqual(
            renderer.press(.tab, in: renderer.render(control), modifiers: .shift), .handled)
        expectEqual(store.writes, [2, 1])
    }

    check("segments are not adjustable by default: a VoiceOver swipe up selects nothing") {
        let store = Store(0)
        let renderer = Renderer()
        let control = SegmentedControl(["Day", "Week", "Month"], selection: store.binding)
        let root = renderer.render(control)
        let adjustable = root.segments.map { segment in
            segment.accessibility.contains {
                if case .adjustableAction = $0 { true } else { false }
            }
        }
        expectEqual(adjustable, [false, false, false])
        root.segments[0].adjust(.increment)
        expectEqual(store.writes, [])
        expect(root.segments[0].accessibilityTraits.contains(.isSelected))
    }
}

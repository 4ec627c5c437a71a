// VoiceOver and keyboard (SegmentedControl+Accessibility.swift): the core's accessibility
// machine decides; the control moves VoiceOver's focus, announces, and scrolls the focused
// segment into view. Expected phrases are the core's documented ones
// (SegmentAccessibilityModel: adjust on "Day, Week, Month" → "Week, 2 of 3").

import Accessibility
import SegmentedCore
import SwiftUI

@testable import SegmentedSwiftUI

@MainActor
func accessibilityFocusTests() {
    check("VoiceOver adjust selects the next segment, moves focus to it and announces it") {
        _harnessPostedAccessibilityNotifications = []
        let store = Store(0)
        let renderer = Renderer()
        let control = SegmentedControl(["Day", "Week", "Month"], selection: store.binding)
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

    check("Tab and Shift-Tab move the selection on the focusable control", minimumIOS: 17) {
        let store = Store(1)
        let renderer = Renderer()
        let control = SegmentedControl(["A", "B", "C"], selection: store.binding)
        let root = renderer.render(control)
        expect(root.modifiers.contains { if case .focusable(true) = $0 { true } else { false } })
        expectEqual(root.press(.tab), .handled)
        expectEqual(store.value, 2)
        expectEqual(renderer.render(control).press(.tab, modifiers: .shift), .handled)
        expectEqual(store.value, 1)
    }
}

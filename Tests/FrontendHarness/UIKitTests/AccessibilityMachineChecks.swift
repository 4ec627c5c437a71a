// VoiceOver on the UIKit control: elements from the core's accessibility machine, kept across
// item changes, adjust that moves focus, templates set later, focused segments revealed, and
// accessibility reads off the main thread that return instead of trapping. Expected phrases
// are written out by hand from the core's documented rule.

import Foundation
import SegmentedCore
import UIKit

@testable import SegmentedUIKit

@MainActor
func accessibilityMachineChecks() {
    check("each segment is a button with its place; the selected one has the selected trait") {
        let items = [
            SegmentedTabControl.Item(title: "Day", badge: .text("3")),
            SegmentedTabControl.Item(title: "Week"),
            SegmentedTabControl.Item(title: "Month", isEnabled: false),
        ]
        let fixture = Fixture(items: items, selectedIndex: 1)
        let elements = segmentElements(of: fixture.control)
        expectEqual(elements.map(\.accessibilityLabel), ["Day", "Week", "Month"])
        expectEqual(elements.map(\.accessibilityValue), ["1 of 3, 3 new", "2 of 3", "3 of 3"])
        expectEqual(elements[0].accessibilityTraits, [.button])
        expectEqual(elements[1].accessibilityTraits, [.button, .selected])
        expectEqual(elements[2].accessibilityTraits, [.button, .notEnabled])
        fixture.control.isAccessibilityAdjustable = true
        expectEqual(elements[0].accessibilityTraits, [.button, .adjustable], "the option")
        expectEqual(elements[2].accessibilityTraits, [.button, .notEnabled, .adjustable])
    }

    check("swipe up selects the next segment, sends .valueChanged and moves focus there") {
        let fixture = Fixture(titles: ["Day", "Week", "Month"])
        fixture.control.isAccessibilityAdjustable = true
        let elements = segmentElements(of: fixture.control)
        elements[0].accessibilityIncrement()
        expectEqual(fixture.control.selectedIndex, 1)
        expectEqual(fixture.recorder.count, 1)
        let posts = UIAccessibility._harnessPosts
        expectEqual(posts.count, 1)
        expect(posts.last?.notification == .layoutChanged, "layout changed")
        expect(posts.last?.argument as AnyObject? === elements[1], "focus on the new segment")
        expectEqual(elements[1].accessibilityTraits, [.button, .selected, .adjustable])
        expectEqual(elements[0].accessibilityTraits, [.button, .adjustable])
        // At the end nothing changes and nothing is posted.
        elements[1].accessibilityIncrement()
        elements[2].accessibilityIncrement()
        expectEqual(fixture.control.selectedIndex, 2)
        let before = UIAccessibility._harnessPosts.count
        elements[2].accessibilityIncrement()
        expectEqual(UIAccessibility._harnessPosts.count, before)
        expectEqual(fixture.recorder.count, 2)
    }

    check("a badge change keeps every element object, so VoiceOver focus stays") {
        let fixture = Fixture(items: [
            .init(title: "Inbox", badge: .text("3")), .init(title: "Sent"),
        ])
        let before = segmentElements(of: fixture.control)
        fixture.control.items[0].badge = .text("4")
        let after = segmentElements(of: fixture.control)
        expect(
            after.count == 2 && after[0] === before[0] && after[1] === before[1], "same elements")
        expectEqual(after[0].accessibilityValue, "1 of 2, 4 new")
    }

    check("an inserted segment keeps the others' elements; focus follows its segment") {
        let fixture = Fixture(titles: ["Day", "Week"])
        let before = segmentElements(of: fixture.control)
        before[1].accessibilityElementDidBecomeFocused()
        UIAccessibility._harnessPosts = []
        fixture.control.items.insert(.init(title: "Hour"), at: 0)
        let after = segmentElements(of: fixture.control)
        expect(after.count == 3 && after[1] === before[0] && after[2] === before[1], "kept")
        expectEqual(after.map(\.accessibilityValue), ["1 of 3", "2 of 3", "3 of 3"])
        expect(
            UIAccessibility._harnessPosts.last?.argument as AnyObject? === before[1],
            "VoiceOver stays on Week")
    }

    check("templates set after creation are applied") {
        let fixture = Fixture(titles: ["Tag", "Woche"])
        fixture.control.configuration.accessibilityTemplates = .init(
            position: "{index} von {count}")
        expectEqual(
            segmentElements(of: fixture.control).map(\.accessibilityValue), ["1 von 2", "2 von 2"])
    }

    check("a tab bar control carries the tab-bar trait and leaves the place to VoiceOver") {
        let fixture = Fixture(items: [
            .init(title: "Inbox", badge: .text("3")), .init(title: "Sent"),
        ])
        fixture.control.accessibilityContainer = .tabBar
        expect(fixture.control.accessibilityTraits.contains(.tabBar), "tab bar trait")
        expectEqual(segmentElements(of: fixture.control).map(\.accessibilityValue), ["3 new", ""])
    }

    check("focusing a segment scrolled out of view scrolls the bar to it") {
        let titles = (1...12).map { "Section \($0)" }
        var configuration = SegmentedTabControl.Configuration()
        configuration.layout = SegmentedLayout(distribution: .packed(spacing: 8))
        let fixture = Fixture(titles: titles, configuration: configuration)
        let elements = segmentElements(of: fixture.control)
        let last = elements.count - 1
        expectEqual(fixture.control.scrollView.contentOffset.x, 0)
        elements[last].accessibilityElementDidBecomeFocused()
        let frame = fixture.control.arrangement.segmentFrames[last]
        let offset = fixture.control.scrollView.contentOffset.x
        expect(
            CGFloat(frame.maxX) <= offset + fixture.control.bounds.width + 0.001
                && CGFloat(frame.minX) >= offset - 0.001, "the last segment is in view")
    }

    check("accessibility read off the main thread returns instead of trapping") {
        let fixture = Fixture(titles: ["Day", "Week"])
        let element = segmentElements(of: fixture.control)[1]
        expect(element.accessibilityFrame.width > 0, "a live frame on the main thread")
        nonisolated(unsafe) var activated = true
        let done = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            _ = element.accessibilityFrame
            activated = element.accessibilityActivate()
            element.accessibilityIncrement()
            element.accessibilityElementDidBecomeFocused()
            done.signal()
        }
        done.wait()
        expect(!activated, "no activation off the main thread")
        expectEqual(fixture.control.selectedIndex, 0)
        expectEqual(fixture.recorder.count, 0)
    }
}

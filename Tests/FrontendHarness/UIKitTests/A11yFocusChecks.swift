// VoiceOver focus, the tab-bar container, elements kept across item changes, the focus
// effect and the display link's frame rate.

import SegmentedCore
import UIKit

@testable import SegmentedUIKit

@MainActor
func a11yFocusChecks() {
    check("a11y: as a tab bar the control carries the tab-bar trait, and loses it after") {
        let fixture = Fixture(titles: ["Home", "News", "Sport"])
        expect(!fixture.control.accessibilityTraits.contains(.tabBar))
        fixture.control.accessibilityContainer = .tabBar
        expect(fixture.control.accessibilityTraits.contains(.tabBar))
        expect(!fixture.control.isAccessibilityElement, "still a container, not an element")
        fixture.control.accessibilityContainer = .segmentedControl
        expect(!fixture.control.accessibilityTraits.contains(.tabBar))
    }

    check("a11y: VoiceOver focusing a segment out of view scrolls it into view") {
        let fixture = Fixture(
            titles: (1...12).map { "Category \($0)" }, configuration: .materialUnderline)
        let control = fixture.control
        let elements = segmentElements(of: control)
        let frame = fixture.expectedArrangement().segmentFrames[10]
        expect(frame.x + frame.width > Double(control.bounds.width), "segment 10 starts hidden")
        elements[10].accessibilityElementDidBecomeFocused()
        let offset = Double(control.scrollView.contentOffset.x)
        expect(frame.x - offset >= -1e-9, "its leading edge is in view")
        expect(
            frame.x + frame.width - offset <= Double(control.bounds.width) + 1e-9,
            "its trailing edge is in view")
        expectEqual(control.selectedIndex, 0, "focus does not select")
        expectEqual(fixture.recorder.count, 0)
    }

    check("a11y: elements of items that stay are kept when the items change") {
        let fixture = Fixture(titles: ["Day", "Week", "Month"], selectedIndex: 1)
        let before = segmentElements(of: fixture.control)
        fixture.control.items.insert(.init(title: "Hour"), at: 0)
        let after = segmentElements(of: fixture.control)
        expectEqual(after.count, 4)
        expect(after[2] === before[1], "Week keeps its element")
        expectEqual(after.map(\.accessibilityLabel), ["Hour", "Day", "Week", "Month"])
        expectEqual(after.map(\.accessibilityValue), ["1 of 4", "2 of 4", "3 of 4", "4 of 4"])
        expect(after[2].accessibilityTraits.contains(.selected))
    }

    check("a11y: the focus halo follows the control's bounds") {
        let fixture = Fixture(titles: ["Day", "Week"], configuration: .slidingPill)
        guard let halo = fixture.control.focusEffect as? UIFocusHaloEffect else {
            fail("no focus halo")
            return
        }
        expectClose(halo._harnessRect, fixture.control.bounds)
        expectEqual(halo._harnessCurve, .continuous)
    }

    check("a11y: a moving indicator asks for the core's frame-rate range") {
        let fixture = Fixture(titles: ["Day", "Week", "Month"])
        UIScreen.main._harnessMaximumFramesPerSecond = 120
        defer { UIScreen.main._harnessMaximumFramesPerSecond = 60 }
        fixture.tap(segment: 2)
        guard let link = CADisplayLink._harnessActiveLinks.first,
            let range = FrameRateRange.duringMotion(maximumFramesPerSecond: 120)
        else {
            fail("no display link or no range")
            return
        }
        expectEqual(
            link.preferredFrameRateRange,
            CAFrameRateRange(
                minimum: Float(range.minimum), maximum: Float(range.maximum),
                preferred: Float(range.preferred)))
    }
}

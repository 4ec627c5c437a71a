// The UIControl tracking path (issue #11): thumb drag, reselect, veto, momentary segments,
// the selection haptic, and pans that must not take a held thumb.

import SegmentedCore
import UIKit

@testable import SegmentedUIKit

@MainActor
func interactionChecks() {
    check("tracking: dragging the indicator one segment along moves the indicator with the finger")
    {
        let fixture = Fixture(titles: ["Day", "Week", "Month"])
        let control = fixture.control
        let start = fixture.windowPoint(ofSegment: 0)
        let before = control.indicatorView.frame
        fixture.finger.down(at: start)
        // Equal thirds of 390 pt: one segment is 130 pt.
        fixture.finger.drag(to: CGPoint(x: start.x + 130, y: start.y), steps: 13)
        expectClose(
            Double(control.indicatorView.frame.midX), Double(before.midX) + 130, tolerance: 1e-6,
            "the indicator keeps the offset it was grabbed at")
        expectEqual(fixture.recorder.count, 0, "nothing selected before the release")
        fixture.finger.up()
        expectEqual(control.selectedIndex, 1)
        expectEqual(fixture.recorder.selections, [1])
    }

    check("tracking: a tap on the selected segment calls onReselect and sends nothing") {
        let fixture = Fixture(titles: ["Day", "Week", "Month"], selectedIndex: 1)
        var reselected: [Int] = []
        fixture.control.onReselect = { reselected.append($0) }
        fixture.tap(segment: 1)
        expectEqual(reselected, [1])
        expectEqual(fixture.recorder.count, 0)
    }

    check("tracking: shouldSelectSegment can refuse a tap: no selection, event or haptic") {
        let fixture = Fixture(titles: ["Day", "Week", "Month"])
        let haptics = UISelectionFeedbackGenerator._harnessSelectionChanges
        fixture.control.shouldSelectSegment = { $0 != 2 }
        fixture.tap(segment: 2)
        expectEqual(fixture.control.selectedIndex, 0)
        expectEqual(fixture.recorder.count, 0)
        expectEqual(UISelectionFeedbackGenerator._harnessSelectionChanges, haptics)
        fixture.tap(segment: 1)
        expectEqual(fixture.control.selectedIndex, 1, "other segments still select")
    }

    check("tracking: a momentary control reports the tapped segment, then shows none") {
        let fixture = Fixture(titles: ["Cut", "Copy", "Paste"], selectedIndex: nil)
        fixture.control.isMomentary = true
        fixture.tap(segment: 1)
        expectEqual(fixture.recorder.selections, [1], "the action sees the tapped segment")
        expectEqual(fixture.control.selectedIndex, nil, "no lasting selection")
        fixture.tap(segment: 1)
        expectEqual(fixture.recorder.selections, [1, 1], "every tap is reported")
    }

    check("tracking: one selection haptic per user selection, none for code") {
        let fixture = Fixture(titles: ["Day", "Week", "Month"])
        let haptics = UISelectionFeedbackGenerator._harnessSelectionChanges
        fixture.tap(segment: 2)
        expectEqual(UISelectionFeedbackGenerator._harnessSelectionChanges, haptics + 1)
        fixture.control.selectedIndex = 0
        fixture.tap(segment: 0)
        expectEqual(UISelectionFeedbackGenerator._harnessSelectionChanges, haptics + 1)
    }

    check("tracking: the touch goes to the control itself, which gets begin and end tracking") {
        let fixture = Fixture(titles: ["Day", "Week", "Month"])
        let point = fixture.windowPoint(ofSegment: 2)
        expect(fixture.window.hitTest(point, with: nil) === fixture.control)
        fixture.finger.down(at: point)
        expect(fixture.control.isTracking, "tracking after the touch-down")
        fixture.finger.up()
        expect(!fixture.control.isTracking)
        expectEqual(
            fixture.control._harnessSentEvents.filter {
                $0 != .valueChanged && $0 != .primaryActionTriggered
            },
            [.touchDown, .touchUpInside])
    }

    check("tracking: a held indicator on a bar that scrolls is not taken by the bar's pan") {
        let titles = (1...12).map { "Category \($0)" }
        let fixture = Fixture(titles: titles, configuration: .materialUnderline)
        let start = fixture.windowPoint(ofSegment: 0)
        fixture.finger.down(at: start)
        fixture.finger.drag(to: CGPoint(x: start.x + 60, y: start.y), steps: 6)
        expectEqual(fixture.control.scrollView.contentOffset.x, 0, "the bar did not scroll")
        expect(fixture.control.position > 0, "the indicator moved")
        fixture.finger.up()
    }
}

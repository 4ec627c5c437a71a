// Touches on the control: a tap selects and sends `.valueChanged`, a reselect sends nothing,
// a drag that ends off the control or a scroll that takes the touch selects nothing.

import SegmentedCore
import UIKit

@testable import SegmentedUIKit

@MainActor
func trackingChecks() {
    check("a tap on another segment selects it and sends .valueChanged once") {
        let fixture = Fixture(titles: ["Day", "Week", "Month"])
        fixture.tap(segment: 2)
        expectEqual(fixture.control.selectedIndex, 2)
        expectEqual(fixture.recorder.count, 1)
        expectEqual(fixture.recorder.selections, [2])
    }

    check("the UIAction added for .valueChanged runs with the new selection") {
        let fixture = Fixture(titles: ["Day", "Week", "Month"])
        var seen: [Int?] = []
        let control = fixture.control
        control.addAction(UIAction { _ in seen.append(control.selectedIndex) }, for: .valueChanged)
        fixture.tap(segment: 1)
        expectEqual(seen, [1])
    }

    check("tapping the selected segment again sends nothing") {
        let fixture = Fixture(titles: ["Day", "Week", "Month"], selectedIndex: 1)
        fixture.tap(segment: 1)
        expectEqual(fixture.control.selectedIndex, 1)
        expectEqual(fixture.recorder.count, 0)
    }

    check("a disabled segment and a disabled control ignore taps") {
        let items = [
            SegmentedTabControl.Item(title: "Day"),
            SegmentedTabControl.Item(title: "Week", isEnabled: false),
            SegmentedTabControl.Item(title: "Month"),
        ]
        let fixture = Fixture(items: items)
        fixture.tap(segment: 1)
        expectEqual(fixture.control.selectedIndex, 0)
        fixture.control.isEnabled = false
        fixture.tap(segment: 2)
        expectEqual(fixture.control.selectedIndex, 0)
        expectEqual(fixture.recorder.count, 0)
    }

    check("the control is highlighted while the finger is down, not after") {
        let fixture = Fixture(titles: ["Day", "Week", "Month"])
        fixture.finger.down(at: fixture.windowPoint(ofSegment: 1))
        fixture.finger.hold(for: 0.1)
        expect(fixture.control.isHighlighted, "highlighted while pressed")
        expectEqual(fixture.control.selectedIndex, 0, "nothing selected before the finger lifts")
        fixture.finger.up()
        expect(!fixture.control.isHighlighted, "not highlighted after lifting")
        expectEqual(fixture.control.selectedIndex, 1)
    }

    check("sliding along the bar and lifting over another segment selects that one") {
        let fixture = Fixture(titles: ["Day", "Week", "Month"])
        fixture.finger.down(at: fixture.windowPoint(ofSegment: 0))
        fixture.finger.drag(to: fixture.windowPoint(ofSegment: 2), steps: 3)
        fixture.finger.up()
        expectEqual(fixture.control.selectedIndex, 2)
        expectEqual(fixture.recorder.count, 1)
    }

    check("a finger dragged off the control before lifting selects nothing") {
        let fixture = Fixture(titles: ["Day", "Week", "Month"])
        let start = fixture.windowPoint(ofSegment: 1)
        fixture.finger.down(at: start)
        fixture.finger.drag(to: CGPoint(x: start.x, y: start.y + 300), steps: 5)
        fixture.finger.up()
        expectEqual(fixture.control.selectedIndex, 0)
        expectEqual(fixture.recorder.count, 0)
    }

    check("a cancelled touch selects nothing") {
        let fixture = Fixture(titles: ["Day", "Week", "Month"])
        fixture.finger.down(at: fixture.windowPoint(ofSegment: 2))
        fixture.finger.cancel()
        expectEqual(fixture.control.selectedIndex, 0)
        expect(!fixture.control.isHighlighted)
        expectEqual(fixture.recorder.count, 0)
    }

    // Issue #11: "a vertical drag that starts on the control, an ancestor scroll view takes
    // over, released over the same segment, sends .valueChanged". UIKit documents that a
    // scroll view's pan, once it recognizes, cancels the touches in the view
    // (cancelsTouchesInView); the control must then not select.
    check("a vertical scroll that starts on the control selects nothing (#11)") {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 800))
        let feed = UIScrollView(frame: window.bounds)
        feed.contentSize = CGSize(width: 390, height: 3000)
        window.addSubview(feed)
        feed.contentOffset = CGPoint(x: 0, y: 500)
        let control = SegmentedTabControl(titles: ["Day", "Week", "Month"])
        // As tall as it asks to be: a shorter bar would scroll vertically inside itself.
        control.frame = CGRect(
            x: 0, y: 800, width: 390, height: control.intrinsicContentSize.height)
        feed.addSubview(control)
        control.layoutIfNeeded()
        let recorder = ValueChangedRecorder()
        control.addTarget(
            recorder, action: Selector(ValueChangedRecorder.valueChanged(_:)), for: .valueChanged)
        let finger = _HarnessFinger(window: window)

        // The middle of segment 1 (equal thirds of 390 pt in the default design).
        let start = control.convert(CGPoint(x: 195, y: control.bounds.midY), to: nil)
        finger.down(at: start)
        finger.drag(to: CGPoint(x: start.x, y: start.y + 150), steps: 10)
        expect(feed.isDragging, "the feed scrolls")
        expectClose(Double(feed.contentOffset.y), 350, "the content follows the finger")
        // The finger is still over segment 1: the control moved with the content.
        let now = finger.touch.location(in: control)
        expect(
            CGRect(x: 130, y: 0, width: 130, height: control.bounds.height).contains(now),
            "still over segment 1")
        finger.up()
        expectEqual(control.selectedIndex, 0, "the scroll did not select")
        expectEqual(recorder.count, 0, "no .valueChanged from a scroll")
    }

    check("a horizontal drag that scrolls a bar that does not fit selects nothing") {
        let titles = (1...12).map { "Category \($0)" }
        let fixture = Fixture(titles: titles, configuration: .materialUnderline)
        let scrollView = fixture.control.scrollView
        expect(scrollView.contentSize.width > 390, "the bar scrolls")
        let start = fixture.windowPoint(ofSegment: 1)
        fixture.finger.down(at: start)
        fixture.finger.drag(to: CGPoint(x: start.x - 120, y: start.y), steps: 8)
        fixture.finger.up()
        expect(scrollView.contentOffset.x > 0, "the bar scrolled")
        expectEqual(fixture.control.selectedIndex, 0)
        expectEqual(fixture.recorder.count, 0)
    }

    check("a tap on a decelerating bar selects nothing") {
        let titles = (1...12).map { "Category \($0)" }
        let fixture = Fixture(titles: titles, configuration: .materialUnderline)
        let bar = fixture.control.scrollView
        // A fling: the bar goes on moving after the finger lifted.
        bar._harnessBeginDecelerating(toward: CGPoint(x: 400, y: 0))
        bar._harnessDecelerate(to: CGPoint(x: 120, y: 0))
        // Segment 3 where the bar shows it now.
        var point = fixture.windowPoint(ofSegment: 3)
        point.x -= bar.contentOffset.x
        expect(point.x > 0 && point.x < 390, "segment 3 is on screen")
        fixture.finger.tap(at: point)
        expectEqual(fixture.control.selectedIndex, 0, "the tap only stopped the bar")
        expectEqual(fixture.recorder.count, 0)
        expect(!bar.isDecelerating, "the bar stopped")
        bar._harnessFinishDecelerating()
        expectEqual(bar.contentOffset.x, 120, "where it was when the finger came down")
        // At rest, the next tap selects.
        fixture.finger.tap(at: point)
        expectEqual(fixture.control.selectedIndex, 3)
        expectEqual(fixture.recorder.selections, [3])
    }

    check("a tap on a bar bouncing back past its start stops it at its start, selecting nothing") {
        let titles = (1...12).map { "Category \($0)" }
        let fixture = Fixture(titles: titles, configuration: .materialUnderline)
        let bar = fixture.control.scrollView
        // A fling that ran past the start: the bar bounces back (still decelerating).
        bar._harnessBeginDecelerating(toward: .zero)
        bar._harnessDecelerate(to: CGPoint(x: -30, y: 0))
        fixture.finger.tap(at: fixture.windowPoint(ofSegment: 2))
        expectEqual(bar.contentOffset.x, 0, "stopped within the content, not past its edge")
        expectEqual(fixture.control.selectedIndex, 0)
        expectEqual(fixture.recorder.count, 0)
    }

    check("a press on the selected segment of a decelerating bar does not drag the indicator") {
        let titles = (1...12).map { "Category \($0)" }
        let fixture = Fixture(titles: titles, configuration: .materialUnderline)
        let bar = fixture.control.scrollView
        bar._harnessBeginDecelerating(toward: CGPoint(x: 400, y: 0))
        let start = fixture.windowPoint(ofSegment: 0)
        fixture.finger.down(at: start)
        expect(!fixture.control.machine.interaction.isHoldingIndicator, "no indicator grabbed")
        fixture.finger.up(after: 0.05)
        expectEqual(fixture.control.selectedIndex, 0)
        expectEqual(fixture.recorder.count, 0)
        expect(!bar.isDecelerating, "the bar stopped")
    }
}

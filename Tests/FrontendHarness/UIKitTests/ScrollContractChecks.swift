// The control inside scroll views, under UIScrollView's documented touch contract (the
// stand-in's delaysContentTouches, canCancelContentTouches, touchesShouldBegin(_:with:in:)
// and touchesShouldCancel(in:), whose default is false for a UIControl): a touch-down waits
// for the scroll view's timer, and once the control tracks, the default scroll view no
// longer takes the finger. Scrolling must never select, whichever way the touch goes.

import SegmentedCore
import UIKit

@testable import SegmentedUIKit

/// A scroll view that lets its pan take a finger a control is tracking, as an app's own
/// scroll view may (UIScrollView's documentation: "Subclasses can override ...
/// touchesShouldCancel(in:)").
@MainActor
private final class CancellingScrollView: UIScrollView {
    override func touchesShouldCancel(in view: UIView) -> Bool { true }
}

/// A view that notes the time of the event it is hit-tested with and of the event its
/// touch-downs come in.
@MainActor
private final class EventTimesView: UIView {
    var hitTestTimes: [TimeInterval] = []
    var touchesBeganTimes: [TimeInterval] = []

    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        let hit = super.hitTest(point, with: event)
        if hit === self, let event { hitTestTimes.append(event.timestamp) }
        return hit
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        if let event { touchesBeganTimes.append(event.timestamp) }
    }
}

/// A 390 × 800 window with a feed scrolled to 500 and a control in it at content y 800.
@MainActor
private struct FeedFixture {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 800))
    let feed: UIScrollView
    let control: SegmentedTabControl
    let recorder = ValueChangedRecorder()
    let finger: _HarnessFinger

    init(
        titles: [String] = ["Day", "Week", "Month"], selectedIndex: Int? = 0,
        configuration: SegmentedTabControl.Configuration = .init(),
        feed: UIScrollView = UIScrollView()
    ) {
        CADisplayLink._harnessInvalidateAll()
        self.feed = feed
        feed.frame = window.bounds
        feed.contentSize = CGSize(width: 390, height: 3000)
        window.addSubview(feed)
        feed.contentOffset = CGPoint(x: 0, y: 500)
        control = SegmentedTabControl(
            titles: titles, selectedIndex: selectedIndex, configuration: configuration)
        control.frame = CGRect(
            x: 0, y: 800, width: 390, height: control.intrinsicContentSize.height)
        feed.addSubview(control)
        control.layoutIfNeeded()
        control.addTarget(
            recorder, action: Selector(ValueChangedRecorder.valueChanged(_:)), for: .valueChanged)
        finger = _HarnessFinger(window: window)
    }

    /// The middle of a segment, in window coordinates, from the core's arrangement of the
    /// control's measured sizes (the bar's scroll offset included).
    func windowPoint(ofSegment index: Int) -> CGPoint {
        let sizes = control.items.map {
            expectedContentSize(of: $0, configuration: control.configuration)
        }
        let frame = control.configuration.layout.arrange(
            contentSizes: sizes,
            in: Size(width: Double(control.bounds.width), height: Double(control.bounds.height))
        ).segmentFrames[index]
        let inBar = CGPoint(
            x: CGFloat(frame.midX) - control.scrollView.contentOffset.x, y: CGFloat(frame.midY))
        return control.convert(inBar, to: nil)
    }
}

@MainActor
func scrollContractChecks() {
    check(
        "scroll: a finger held on the control inside a vertical scroll view, then dragged vertically, selects nothing"
    ) {
        let fixture = FeedFixture()
        let start = fixture.windowPoint(ofSegment: 1)
        fixture.finger.down(at: start)
        fixture.finger.hold(for: 0.5)
        expect(fixture.control.isTracking, "the held finger reached the control")
        // 40 pt down: still within UIControl's touch margin around the bar, over Week.
        fixture.finger.drag(to: CGPoint(x: start.x, y: start.y + 40), steps: 8)
        expectEqual(fixture.control.highlightedIndex, nil, "no segment shown pressed")
        fixture.finger.up()
        expectEqual(fixture.control.selectedIndex, 0, "the drag selected nothing")
        expectEqual(fixture.recorder.count, 0, "no .valueChanged")
        expectClose(Double(fixture.control.position), 0, "the indicator stays on Day")
    }

    check(
        "scroll: a held indicator dragged vertically inside a scroll view selects nothing and goes back"
    ) {
        let fixture = FeedFixture(selectedIndex: 1)
        let start = fixture.windowPoint(ofSegment: 1)
        fixture.finger.down(at: start)
        fixture.finger.hold(for: 0.5)
        fixture.finger.drag(to: CGPoint(x: start.x + 12, y: start.y + 45), steps: 9)
        fixture.finger.drag(to: CGPoint(x: start.x + 140, y: start.y + 45), steps: 9)
        fixture.finger.up()
        expectEqual(fixture.control.selectedIndex, 1)
        expectEqual(fixture.recorder.count, 0)
        expectClose(Double(fixture.control.position), 1, "the indicator is back on Week")
    }

    check(
        "scroll: a scroll view that may cancel controls scrolls under a held finger, and nothing is selected"
    ) {
        let fixture = FeedFixture(feed: CancellingScrollView())
        let start = fixture.windowPoint(ofSegment: 1)
        fixture.finger.down(at: start)
        fixture.finger.hold(for: 0.5)
        fixture.finger.drag(to: CGPoint(x: start.x, y: start.y + 150), steps: 10)
        expectClose(Double(fixture.feed.contentOffset.y), 350, "the feed follows the finger")
        expect(!fixture.control.isTracking, "the control's tracking was cancelled")
        fixture.finger.up()
        expectEqual(fixture.control.selectedIndex, 0)
        expectEqual(fixture.recorder.count, 0)
    }

    check("scroll: a quick tap on a segment inside a scroll view selects it once the finger lifts")
    {
        let fixture = FeedFixture()
        fixture.finger.down(at: fixture.windowPoint(ofSegment: 2))
        expect(!fixture.control.isTracking, "the scroll view holds the touch-down back")
        fixture.finger.up(after: 0.05)
        expectEqual(fixture.control.selectedIndex, 2)
        expectEqual(fixture.recorder.selections, [2])
    }

    check(
        "scroll: a finger held on a scrolling bar inside a feed, then dragged sideways, scrolls the bar and selects nothing"
    ) {
        let titles = (1...12).map { "Category \($0)" }
        let fixture = FeedFixture(titles: titles, configuration: .materialUnderline)
        let start = fixture.windowPoint(ofSegment: 1)
        fixture.finger.down(at: start)
        fixture.finger.hold(for: 0.5)
        expect(fixture.control.isTracking, "the held finger reached the control")
        fixture.finger.drag(to: CGPoint(x: start.x - 150, y: start.y), steps: 10)
        fixture.finger.up()
        expect(fixture.control.scrollView.contentOffset.x > 100, "the bar scrolled")
        expectEqual(fixture.feed.contentOffset.y, 500, "the feed did not")
        expectEqual(fixture.control.selectedIndex, 0)
        expectEqual(fixture.recorder.count, 0)
    }

    check("scroll: after the bar scrolled, a tap selects the segment under the finger") {
        let titles = (1...12).map { "Category \($0)" }
        let fixture = FeedFixture(titles: titles, configuration: .materialUnderline)
        // Scrolled so that segment 5 starts 100 pt from the bar's leading edge.
        let before = fixture.windowPoint(ofSegment: 5)
        fixture.control.scrollView.contentOffset.x = before.x - 100
        let point = fixture.windowPoint(ofSegment: 5)
        expect(point.x > 0 && point.x < 390, "segment 5 is on screen")
        fixture.finger.tap(at: point)
        expectEqual(fixture.control.selectedIndex, 5)
        expectEqual(fixture.recorder.selections, [5])
    }

    check(
        "scroll: a held indicator on a scrolling bar inside a feed keeps the bar still and moves the indicator"
    ) {
        let titles = (1...12).map { "Category \($0)" }
        let fixture = FeedFixture(titles: titles, configuration: .materialUnderline)
        let start = fixture.windowPoint(ofSegment: 0)
        fixture.finger.down(at: start)
        fixture.finger.hold(for: 0.5)
        fixture.finger.drag(to: CGPoint(x: start.x + 60, y: start.y), steps: 6)
        expectEqual(fixture.control.scrollView.contentOffset.x, 0, "the bar did not scroll")
        expect(fixture.control.position > 0, "the indicator moved")
        fixture.finger.up()
    }

    // A bar still decelerating after a fling, inside a feed that delays touch-downs (its
    // default `delaysContentTouches`): the window hit-tests the touch at touch-down, while
    // the bar moves, and the touch stops the bar then; the control hears of the touch only
    // later, in another event (the feed's timer, or the finger's lift), when the bar is
    // already at rest.
    check(
        "scroll: a quick tap on a flung bar inside a feed, its touch-down delivered as the finger lifts, stops the bar and selects nothing"
    ) {
        let titles = (1...12).map { "Category \($0)" }
        let fixture = FeedFixture(titles: titles, configuration: .materialUnderline)
        let bar = fixture.control.scrollView
        bar._harnessBeginDecelerating(toward: CGPoint(x: 400, y: 0))
        bar._harnessDecelerate(to: CGPoint(x: 120, y: 0))
        let point = fixture.windowPoint(ofSegment: 3)
        expect(point.x > 0 && point.x < 390, "segment 3 is on screen")
        fixture.finger.down(at: point)
        expect(!bar.isDecelerating, "the touch stopped the bar")
        expect(!fixture.finger.viewTouchesDelivered, "the feed holds the touch-down back")
        fixture.finger.up(after: 0.05)
        expectEqual(
            fixture.control._harnessSentEvents.first, .touchDown,
            "the touch-down reached the control as the finger lifted")
        expectEqual(fixture.control.selectedIndex, 0, "the tap only stopped the bar")
        expectEqual(fixture.recorder.count, 0)
        expectEqual(bar.contentOffset.x, 120, "the bar stays where the finger stopped it")
        // At rest, the next quick tap selects.
        fixture.finger.tap(at: point)
        expectEqual(fixture.control.selectedIndex, 3)
        expectEqual(fixture.recorder.selections, [3])
    }

    check(
        "scroll: a finger held on a flung bar inside a feed, its touch-down delivered when the feed's timer fires, selects nothing"
    ) {
        let titles = (1...12).map { "Category \($0)" }
        let fixture = FeedFixture(titles: titles, configuration: .materialUnderline)
        let bar = fixture.control.scrollView
        bar._harnessBeginDecelerating(toward: CGPoint(x: 400, y: 0))
        bar._harnessDecelerate(to: CGPoint(x: 120, y: 0))
        let point = fixture.windowPoint(ofSegment: 3)
        fixture.finger.down(at: point)
        fixture.finger.hold(for: 0.5)
        expect(fixture.finger.viewTouchesDelivered, "the touch-down reached the control")
        expect(!fixture.control.isTracking, "no press began: the touch stopped the bar")
        expectEqual(fixture.control.highlightedIndex, nil, "no segment shown pressed")
        fixture.finger.up()
        expectEqual(fixture.control.selectedIndex, 0)
        expectEqual(fixture.recorder.count, 0)
        expectEqual(bar.contentOffset.x, 120)
    }

    check(
        "scroll: a tap on the resting bar just after a swipe the feed took from the flung bar selects"
    ) {
        let titles = (1...12).map { "Category \($0)" }
        let fixture = FeedFixture(titles: titles, configuration: .materialUnderline)
        let bar = fixture.control.scrollView
        bar._harnessBeginDecelerating(toward: CGPoint(x: 400, y: 0))
        bar._harnessDecelerate(to: CGPoint(x: 120, y: 0))
        // A quick swipe up that starts on the moving bar: the window hit-tests it on the
        // control while the bar moves, the touch stops the bar, and the feed's pan takes the
        // touch before its touch-down reaches the control.
        let start = fixture.windowPoint(ofSegment: 3)
        fixture.finger.down(at: start)
        fixture.finger.drag(to: CGPoint(x: start.x, y: start.y - 100), steps: 6)
        fixture.finger.up()
        expect(fixture.feed.contentOffset.y > 550, "the feed scrolled")
        expect(!bar.isDecelerating, "the swipe stopped the bar")
        expectEqual(fixture.control._harnessSentEvents, [], "the control heard nothing of it")
        // A quick tap on the bar at rest, 0.11 s after the swipe's touch-down: well within
        // the 0.25 s a note of a scroll counts for, so only the tap's own hit test, which
        // replaces the swipe's note, lets it select.
        fixture.finger.tap(at: fixture.windowPoint(ofSegment: 3))
        expectEqual(fixture.control.selectedIndex, 3, "a tap on a bar at rest selects")
        expectEqual(fixture.recorder.selections, [3])
    }

    check(
        "stand-in: a touch-down a scroll view delays reaches the view in a later event than its hit test's"
    ) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 800))
        let feed = UIScrollView(frame: window.bounds)
        feed.contentSize = CGSize(width: 390, height: 3000)
        window.addSubview(feed)
        let view = EventTimesView(frame: CGRect(x: 0, y: 100, width: 390, height: 44))
        feed.addSubview(view)
        let finger = _HarnessFinger(window: window)
        finger.tap(at: CGPoint(x: 195, y: 122))
        expectEqual(view.hitTestTimes.count, 1)
        expectEqual(view.touchesBeganTimes.count, 1)
        if let hit = view.hitTestTimes.first, let began = view.touchesBeganTimes.first {
            expectClose(began - hit, 0.05, "delivered with the lift's event")
        }
        view.hitTestTimes = []
        view.touchesBeganTimes = []
        finger.down(at: CGPoint(x: 195, y: 122))
        finger.hold(for: 0.5)
        if let hit = view.hitTestTimes.first, let began = view.touchesBeganTimes.first {
            expectClose(
                began - hit, UIScrollView._harnessContentTouchDelay,
                "delivered with an event of the moment the feed's timer fired")
        } else {
            expect(false, "hit-tested and delivered once each")
        }
        finger.up()
    }

    check(
        "stand-in: a tap on a decelerating scroll view stops it, and a button in it gets none of it"
    ) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 800))
        let feed = UIScrollView(frame: window.bounds)
        feed.contentSize = CGSize(width: 390, height: 3000)
        window.addSubview(feed)
        let button = UIButton(frame: CGRect(x: 0, y: 1000, width: 390, height: 44))
        feed.addSubview(button)
        feed._harnessBeginDecelerating(toward: CGPoint(x: 0, y: 1500))
        feed._harnessDecelerate(to: CGPoint(x: 0, y: 900))
        let finger = _HarnessFinger(window: window)
        finger.tap(at: CGPoint(x: 195, y: 122))  // on the button, as the feed shows it now
        expect(!feed.isDecelerating, "the touch stopped the feed")
        expectEqual(feed.contentOffset.y, 900, "where it was")
        expectEqual(button._harnessSentEvents, [], "the button heard nothing of that touch")
        // At rest, the next tap reaches the button.
        finger.tap(at: CGPoint(x: 195, y: 122))
        expectEqual(button._harnessSentEvents, [.touchDown, .touchUpInside])
    }
}

// Recognizers of the views around the control, which UIKit lets compete for the control's
// touches. A parent's single-tap recognizer (Apple's "Attaching gesture recognizers to UIKit
// controls": only UIButton, UISwitch, UIStepper, UISegmentedControl and UIPageControl handle a
// single tap first, so the stand-in gives no other control that priority): the first checks
// show the stand-in does this with controls that are not ours, the others what our control
// does under it. A navigation controller's back swipes: from the screen's edge, and on iOS 26
// from anywhere in the content.

import SegmentedCore
import UIKit

@testable import SegmentedUIKit

/// Records the states a gesture recognizer sends its action in.
@MainActor
private final class GestureRecorder: NSObject {
    private(set) var states: [UIGestureRecognizer.State] = []

    func handle(_ recognizer: UIGestureRecognizer) { states.append(recognizer.state) }

    /// Whether the recognizer recognized (a discrete one ended, a continuous one began).
    var recognized: Bool { states.contains(.ended) || states.contains(.began) }
}

/// A 390 × 800 window whose root view has a tap recognizer, as a view controller's view does
/// to dismiss the keyboard, with a control at (0, 100), 390 × 44.
@MainActor
private struct ParentTapFixture<Control: UIControl> {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 800))
    let root = UIView()
    let tap: UITapGestureRecognizer
    let tapRecorder = GestureRecorder()
    let control: Control
    let finger: _HarnessFinger

    init(_ control: Control) {
        CADisplayLink._harnessInvalidateAll()
        root.frame = window.bounds
        window.addSubview(root)
        tap = UITapGestureRecognizer(target: nil, action: nil)
        tap.addTarget(tapRecorder, action: Selector(GestureRecorder.handle(_:)))
        root.addGestureRecognizer(tap)
        self.control = control
        control.frame = CGRect(x: 0, y: 100, width: 390, height: 44)
        root.addSubview(control)
        control.layoutIfNeeded()
        finger = _HarnessFinger(window: window)
    }

    /// The window point at x in the control's row.
    func point(x: CGFloat) -> CGPoint { CGPoint(x: x, y: 122) }
}

/// A control of an app's own, with no recognizer rules of its own.
@MainActor
private final class PlainControl: UIControl {}

@MainActor
func gestureArbitrationChecks() {
    check("stand-in: a UISegmentedControl under a parent UITapGestureRecognizer keeps its taps") {
        let fixture = ParentTapFixture(UISegmentedControl(items: ["Day", "Week", "Month"]))
        fixture.control.selectedSegmentIndex = 0
        fixture.finger.tap(at: fixture.point(x: 325))
        expectEqual(fixture.control.selectedSegmentIndex, 2, "the segment control took the tap")
        expect(!fixture.tapRecorder.recognized, "the parent's recognizer did not")
        // Beside the control the parent's recognizer still recognizes.
        fixture.finger.tap(at: CGPoint(x: 195, y: 400))
        expect(fixture.tapRecorder.recognized, "a tap beside the control is the parent's")
    }

    check("stand-in: a UIButton under a parent UITapGestureRecognizer keeps its taps") {
        let fixture = ParentTapFixture(UIButton(frame: .zero))
        fixture.finger.tap(at: fixture.point(x: 195))
        expectEqual(fixture.control._harnessSentEvents, [.touchDown, .touchUpInside])
        expect(!fixture.tapRecorder.recognized)
    }

    check(
        "stand-in: a custom UIControl under a parent UITapGestureRecognizer loses its tap to the recognizer"
    ) {
        let fixture = ParentTapFixture(PlainControl())
        fixture.finger.tap(at: fixture.point(x: 195))
        expectEqual(
            fixture.control._harnessSentEvents, [.touchDown, .touchCancel],
            "the recognizer cancelled the control's touch as the finger lifted")
        expectEqual(fixture.tapRecorder.states, [.ended])
    }

    check(
        "a parent tap recognizer that leaves touches to the views recognizes beside a segment tap"
    ) {
        let fixture = ParentTapFixture(SegmentedTabControl(titles: ["Day", "Week", "Month"]))
        fixture.tap.cancelsTouchesInView = false
        fixture.finger.tap(at: fixture.point(x: 325))
        expectEqual(fixture.control.selectedIndex, 2, "the segment was selected")
        expect(fixture.tapRecorder.recognized, "and the parent's recognizer recognized too")
    }

    check("a UIKit control under a parent UITapGestureRecognizer: a tap selects") {
        let fixture = ParentTapFixture(SegmentedTabControl(titles: ["Day", "Week", "Month"]))
        let recorder = ValueChangedRecorder()
        fixture.control.addTarget(
            recorder, action: Selector(ValueChangedRecorder.valueChanged(_:)), for: .valueChanged)
        // Equal thirds of 390 pt: Month is centred at 325.
        fixture.finger.tap(at: fixture.point(x: 325))
        expectEqual(fixture.control.selectedIndex, 2)
        expectEqual(recorder.selections, [2])
        expect(!fixture.tapRecorder.recognized, "the parent's recognizer did not take the tap")
        // A tap on the selected segment is a reselect, not the parent's tap either.
        var reselected: [Int] = []
        fixture.control.onReselect = { reselected.append($0) }
        fixture.finger.tap(at: fixture.point(x: 325))
        expectEqual(reselected, [2])
        expect(!fixture.tapRecorder.recognized)
        // Beside the control the parent's recognizer still recognizes.
        fixture.finger.tap(at: CGPoint(x: 195, y: 400))
        expectEqual(fixture.tapRecorder.states, [.ended])
    }

    check("a UIKit control under a parent double-tap recognizer leaves the double tap to it") {
        let fixture = ParentTapFixture(SegmentedTabControl(titles: ["Day", "Week", "Month"]))
        fixture.tap.numberOfTapsRequired = 2
        expect(
            fixture.control.gestureRecognizerShouldBegin(fixture.tap),
            "only single taps are the control's, as for the system controls")
        let single = UITapGestureRecognizer(target: nil, action: nil)
        fixture.root.addGestureRecognizer(single)
        expect(!fixture.control.gestureRecognizerShouldBegin(single))
    }

    check(
        "a tap recognizer the app puts on the UIKit control itself takes the tap, as Apple documents"
    ) {
        let fixture = ParentTapFixture(SegmentedTabControl(titles: ["Day", "Week", "Month"]))
        let own = UITapGestureRecognizer(target: nil, action: nil)
        let ownRecorder = GestureRecorder()
        own.addTarget(ownRecorder, action: Selector(GestureRecorder.handle(_:)))
        fixture.control.addGestureRecognizer(own)
        fixture.finger.tap(at: fixture.point(x: 325))
        expectEqual(ownRecorder.states, [.ended], "the control's own recognizer recognized")
        expectEqual(fixture.control.selectedIndex, 0, "and so the control did not select")
    }
}

/// A 390 × 800 window showing a navigation controller with a second screen pushed; the
/// screen's view holds a control at (0, 100), 390 × 44 (equal thirds: segment centres at x
/// 65, 195 and 325, y 122). Records the navigation controller's back swipes.
@MainActor
private struct NavigationFixture {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 800))
    let navigation: UINavigationController
    let control: SegmentedTabControl
    let recorder = ValueChangedRecorder()
    let edgeSwipe = GestureRecorder()
    let contentSwipe = GestureRecorder()
    let finger: _HarnessFinger

    init(selectedIndex: Int = 0, titles: [String] = ["Day", "Week", "Month"]) {
        CADisplayLink._harnessInvalidateAll()
        navigation = UINavigationController(rootViewController: UIViewController())
        let screen = UIViewController()
        navigation.pushViewController(screen, animated: false)
        window.rootViewController = navigation
        control = SegmentedTabControl(titles: titles, selectedIndex: selectedIndex)
        control.frame = CGRect(x: 0, y: 100, width: 390, height: 44)
        screen.view.addSubview(control)
        control.layoutIfNeeded()
        control.addTarget(
            recorder, action: Selector(ValueChangedRecorder.valueChanged(_:)), for: .valueChanged)
        navigation.interactivePopGestureRecognizer?.addTarget(
            edgeSwipe, action: Selector(GestureRecorder.handle(_:)))
        navigation.interactiveContentPopGestureRecognizer?.addTarget(
            contentSwipe, action: Selector(GestureRecorder.handle(_:)))
        finger = _HarnessFinger(window: window)
    }
}

@MainActor
func backSwipeChecks() {
    check("the back swipe starting on the selected segment begins") {
        let fixture = NavigationFixture(selectedIndex: 0)
        fixture.finger.down(at: CGPoint(x: 4, y: 122))  // on Day, at the screen's left edge
        expect(
            fixture.control.machine.interaction.isHoldingIndicator, "the press holds the indicator")
        fixture.finger.drag(to: CGPoint(x: 154, y: 122), steps: 10)
        expectEqual(fixture.edgeSwipe.states.first, .began, "the back swipe began")
        expect(fixture.contentSwipe.states.isEmpty, "the edge swipe, not the content one")
        expect(!fixture.control.isTracking, "UIKit cancelled the control's touch")
        fixture.finger.up()
        expectEqual(fixture.control.selectedIndex, 0)
        expectEqual(fixture.recorder.count, 0)
        expectClose(Double(fixture.control.position), 0, "the indicator is back on Day")
    }

    check("the back swipe starting on a segment that is not selected begins") {
        let fixture = NavigationFixture(selectedIndex: 2)
        fixture.finger.down(at: CGPoint(x: 4, y: 122))
        fixture.finger.drag(to: CGPoint(x: 154, y: 122), steps: 10)
        expectEqual(fixture.edgeSwipe.states.first, .began)
        fixture.finger.up()
        expectEqual(fixture.control.selectedIndex, 2)
        expectEqual(fixture.recorder.count, 0)
    }

    check("iOS 26: the back swipe from the content does not take a held indicator", minimumIOS: 26)
    {
        let fixture = NavigationFixture(selectedIndex: 1)
        fixture.finger.down(at: CGPoint(x: 195, y: 122))  // on Week, the selection
        fixture.finger.drag(to: CGPoint(x: 305, y: 122), steps: 11)
        expect(fixture.contentSwipe.states.isEmpty, "the content back swipe did not begin")
        expect(fixture.edgeSwipe.states.isEmpty)
        expect(fixture.control.position > 1.5, "the indicator follows the finger")
        fixture.finger.up()
        expectEqual(fixture.control.selectedIndex, 2)
        expectEqual(fixture.recorder.selections, [2])
    }

    check(
        "iOS 26: on a bar scrolled away from its start, the back swipe from the content scrolls the bar",
        minimumIOS: 26
    ) {
        let fixture = NavigationFixture(
            selectedIndex: 0, titles: (1...12).map { "Category \($0)" })
        let bar = fixture.control.scrollView
        guard let contentPop = fixture.navigation.interactiveContentPopGestureRecognizer else {
            fail("no content back swipe on iOS 26")
            return
        }
        // Asked as UIKit asks the touched view: at its start the bar leaves the swipe to the
        // navigation controller; scrolled away from it, the swipe scrolls the bar back
        // (which recognizer UIKit asks first is not documented, so the answer itself counts).
        expect(fixture.control.gestureRecognizerShouldBegin(contentPop), "at the start")
        bar.contentOffset = CGPoint(x: 200, y: 0)
        expect(!fixture.control.gestureRecognizerShouldBegin(contentPop), "scrolled away")
        fixture.finger.down(at: CGPoint(x: 195, y: 122))
        fixture.finger.drag(to: CGPoint(x: 305, y: 122), steps: 11)
        expect(fixture.contentSwipe.states.isEmpty, "the content back swipe did not begin")
        expect(bar.contentOffset.x < 150, "the bar scrolled back: \(bar.contentOffset.x)")
        fixture.finger.up()
        expectEqual(fixture.recorder.count, 0)
    }

    check(
        "iOS 26: the back swipe from the content begins on a segment that is not selected",
        minimumIOS: 26
    ) {
        let fixture = NavigationFixture(selectedIndex: 0)
        fixture.finger.down(at: CGPoint(x: 195, y: 122))  // on Week
        fixture.finger.drag(to: CGPoint(x: 305, y: 122), steps: 11)
        expectEqual(fixture.contentSwipe.states.first, .began, "the content back swipe began")
        fixture.finger.up()
        expectEqual(fixture.control.selectedIndex, 0)
        expectEqual(fixture.recorder.count, 0)
    }
}

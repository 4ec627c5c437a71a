// Recognizers of the views around the control, which UIKit lets compete for the control's
// touches: a parent's single-tap recognizer (Apple's "Attaching gesture recognizers to UIKit
// controls": only UIButton, UISwitch, UIStepper, UISegmentedControl and UIPageControl handle a
// single tap first, so the stand-in gives no other control that priority). The first checks
// show the stand-in does what the platform does with controls that are not ours; the others
// check what our control does under it.

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

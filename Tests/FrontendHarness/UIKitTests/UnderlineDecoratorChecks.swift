// SegmentedUnderlineDecorator on a UISegmentedControl (the restyled UISegmentedControl design as an API).

import SegmentedCore
import UIKit

@testable import SegmentedUIKit

@MainActor
private func decoratedControl(selected: Int = 1, width: CGFloat = 300)
    -> (UIWindow, UISegmentedControl, SegmentedUnderlineDecorator)
{
    CADisplayLink._harnessInvalidateAll()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 800))
    let control = UISegmentedControl(items: ["Day", "Week", "Month"])
    control.frame = CGRect(x: 45, y: 100, width: width, height: 32)
    control.selectedSegmentIndex = selected
    window.addSubview(control)
    let decorator = control.applyUnderlineStyle()
    control.layoutIfNeeded()
    return (window, control, decorator)
}

@MainActor
func underlineDecoratorChecks() {
    check("decorator: clears the system look and sets the style's title attributes") {
        let (_, control, decorator) = decoratedControl()
        expectEqual(control.backgroundImage(for: .normal, barMetrics: .default)?.size, .zero)
        expectEqual(control.selectedSegmentTintColor, UIColor.clear)
        let normal = control.titleTextAttributes(for: .normal)
        let selected = control.titleTextAttributes(for: .selected)
        expectEqual(normal?[.foregroundColor] as? UIColor, decorator.style.titleColor)
        expectEqual(selected?[.foregroundColor] as? UIColor, decorator.style.selectedTitleColor)
        expectEqual(decorator.underlineView.superview, control)
    }

    check("decorator: the underline sits under the selected segment") {
        let (_, control, decorator) = decoratedControl(selected: 1)
        // Three automatic segments share 300 pt: the middle one spans 100...200.
        expectClose(Double(decorator.underlineView.frame.midX), 150, tolerance: 1e-9)
        expect(
            decorator.underlineView.frame.minY >= control.bounds.maxY - 1e-9, "under the bar")
        expect(!decorator.underlineView.isHidden)
    }

    check("decorator: a tap moves the underline to the tapped segment") {
        let (window, control, decorator) = decoratedControl(selected: 0)
        let finger = _HarnessFinger(window: window)
        var changes = 0
        control.addAction(UIAction { _ in changes += 1 }, for: .valueChanged)
        finger.tap(at: control.convert(CGPoint(x: 250, y: 16), to: nil))
        expectEqual(control.selectedSegmentIndex, 2)
        expectEqual(changes, 1)
        expectClose(Double(decorator.underlineView.frame.midX), 250, tolerance: 1e-9)
    }

    check("decorator: follows selections on the same frame without KVO (UIKit documents none)") {
        let observations = _harnessKeyValueObservations
        let (window, control, decorator) = decoratedControl(selected: 0)
        expectEqual(
            _harnessKeyValueObservations, observations,
            "no key-value observation of the UISegmentedControl")
        // The user's selection: the .valueChanged action, handled before the frame ends.
        _HarnessFinger(window: window).tap(at: control.convert(CGPoint(x: 150, y: 16), to: nil))
        expectClose(Double(decorator.underlineView.frame.midX), 150, tolerance: 1e-9)
        // A selection in code, through the documented hook.
        control.selectedSegmentIndex = 2
        decorator.setNeedsUpdate()
        expectClose(Double(decorator.underlineView.frame.midX), 250, tolerance: 1e-9)
        // And the decorator's own call, animated: the frame's target is set at once.
        decorator.setSelectedSegmentIndex(0, animated: true)
        expectEqual(control.selectedSegmentIndex, 0)
        expectClose(Double(decorator.underlineView.frame.midX), 50, tolerance: 1e-9)
    }

    check(
        "decorator: keeps following taps with no reference kept, though UIControl does not retain targets"
    ) {
        CADisplayLink._harnessInvalidateAll()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 800))
        let control = UISegmentedControl(items: ["Day", "Week", "Month"])
        control.frame = CGRect(x: 45, y: 100, width: 300, height: 32)
        control.selectedSegmentIndex = 0
        window.addSubview(control)
        control.applyUnderlineStyle()  // the returned decorator is dropped
        control.layoutIfNeeded()
        _HarnessFinger(window: window).tap(at: control.convert(CGPoint(x: 250, y: 16), to: nil))
        let underline = control.subviews.last { !$0.isHidden && $0.frame.minY >= 32 }
        expectClose(Double(underline?.frame.midX ?? -1), 250, tolerance: 1e-9)
    }

    check("decorator: right to left, segment 0 is on the right") {
        let (_, control, decorator) = decoratedControl(selected: 0)
        control.semanticContentAttribute = .forceRightToLeft
        decorator.setNeedsUpdate()
        expectClose(Double(decorator.underlineView.frame.midX), 250, tolerance: 1e-9)
    }

    check("decorator: a wider control moves the underline with its segments") {
        let (_, control, decorator) = decoratedControl(selected: 1)
        control.frame.size.width = 600
        control.layoutIfNeeded()
        expectClose(Double(decorator.underlineView.frame.midX), 300, tolerance: 1e-9)
    }

    check("decorator: no selection hides the underline") {
        let (_, control, decorator) = decoratedControl(selected: 1)
        control.selectedSegmentIndex = UISegmentedControl.noSegment
        decorator.setNeedsUpdate()
        expect(decorator.underlineView.isHidden)
    }
}

// Apple TV: the Siri Remote moves focus (the stand-in focus engine: Views.swift's
// UIWindow._harnessMoveFocus), clicks arrive as presses on the focused view, and a custom
// control draws its own focused look (`focusEffect` does not exist on tvOS).

import SegmentedCore
import UIKit

@testable import SegmentedUIKit

/// A focusable view above the bar, where focus starts.
@MainActor
private final class FocusableView: UIView {
    override var canBecomeFocused: Bool { true }
}

/// Day, Week and Month in an Apple TV window, with a focusable view above the bar, where
/// focus starts.
@MainActor
private func tvFixture(selectedIndex: Int) -> (fixture: Fixture, above: FocusableView) {
    let fixture = Fixture(
        titles: ["Day", "Week", "Month"], selectedIndex: selectedIndex,
        traits: UITraitCollection(userInterfaceIdiom: .tv))
    let above = FocusableView(frame: CGRect(x: 0, y: 20, width: 390, height: 40))
    fixture.window.addSubview(above)
    return (fixture, above)
}

@MainActor
func tvFocusChecks() {
    check(
        "tvOS: a remote swipe moves focus from segment to segment, selecting each, with the focused look drawn in the coordinator's animations"
    ) {
        let (fixture, above) = tvFixture(selectedIndex: 1)
        expect(fixture.window._harnessFocus(above), "focus starts above the bar")
        expect(fixture.window._harnessMoveFocus(.down), "a swipe down enters the bar")
        let segments = fixture.control.segmentViews
        expect(segments[1].isFocused, "focus enters on the selected segment, not the nearest")
        expectEqual(fixture.recorder.count, 0, "entering the bar selects nothing new")
        let animations = UIFocusAnimationCoordinator._harnessRunAnimations
        expect(fixture.window._harnessMoveFocus(.right), "a swipe right stays in the bar")
        expect(segments[2].isFocused, "focus on Month")
        expectEqual(
            fixture.control.selectedIndex, 2, "focus selects, as tvOS segmented controls do")
        expectEqual(fixture.recorder.selections, [2])
        expect(
            UIFocusAnimationCoordinator._harnessRunAnimations > animations,
            "the look changes inside the coordinator's animations")
        let platter = fixture.control.focusPlatterView
        let month = fixture.expectedArrangement().segmentFrames[2]
        expectEqual(platter.alpha, 1, "the focused look is shown")
        expectClose(Double(platter.center.x), month.midX, "under Month")
        expect(!fixture.window._harnessMoveFocus(.right), "nothing further right")
        expect(fixture.window._harnessMoveFocus(.left))
        expectEqual(fixture.recorder.selections, [2, 1])
    }

    check(
        "tvOS: a click on the focused segment calls onReselect; leaving the bar hides the focused look"
    ) {
        let (fixture, above) = tvFixture(selectedIndex: 0)
        var reselected: [Int] = []
        fixture.control.onReselect = { reselected.append($0) }
        fixture.window._harnessFocus(above)
        fixture.window._harnessMoveFocus(.down)
        fixture.window._harnessPress(.select)
        expectEqual(reselected, [0])
        expectEqual(fixture.recorder.count, 0)
        expect(fixture.window._harnessMoveFocus(.up), "a swipe up leaves the bar")
        expectEqual(fixture.control.focusPlatterView.alpha, 0, "no focused look left behind")
        expect(
            !fixture.control.canBecomeFocused,
            "on Apple TV the segments, not the control, take focus")
    }

    check(
        "tvOS, glass design: the focused look lies on the track, under the lens, not over its glass"
    ) {
        let fixture = glassFixture()
        let control = fixture.control
        expect(control.focusPlatterView.superview === control.glassBackdropView, "on the track")
        let order = control.subviews
        if let backdrop = order.firstIndex(where: { $0 === control.glassBackdropView }),
            let lens = order.firstIndex(where: { $0 === control.lensHostView })
        {
            expect(backdrop < lens, "the track's view is below the lens's")
        } else {
            fail("no backdrop or lens host among the control's views")
        }
        control.configuration = .init()
        control.layoutIfNeeded()
        expect(control.focusPlatterView.superview === control.contentView, "back with the bar")
    }
}

// Every input of the UIKit control asks the core's one decision for "the user asks for
// segment i": a hardware keyboard through the focus system (Tab, the arrows, Return and
// Space), VoiceOver's double tap and swipes, the Large Content Viewer's lift, the Apple TV
// remote's focus moves and clicks. Momentary segments, reselect, the veto and the haptic hold
// for each of them as they do for a tap.

import SegmentedCore
import UIKit

@testable import SegmentedUIKit

/// A focusable view where keyboard or remote focus starts.
@MainActor
private final class FocusStart: UIView {
    override var canBecomeFocused: Bool { true }
}

/// A view that records the press phases that reach it up the responder chain.
@MainActor
private final class PressRecorder: UIView {
    var phases: [String] = []

    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        phases.append("began")
    }
    override func pressesChanged(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        phases.append("changed")
    }
    override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        phases.append("ended")
    }
    override func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        phases.append("cancelled")
    }
}

/// Day, Week, Month on an iPad with a hardware keyboard, and a focusable view below the bar
/// where keyboard focus starts. The app never calls `becomeFirstResponder()`.
@MainActor
private func iPadFixture(
    titles: [String] = ["Day", "Week", "Month"], selectedIndex: Int? = 0
) -> (fixture: Fixture, start: FocusStart) {
    let fixture = Fixture(
        titles: titles, selectedIndex: selectedIndex,
        traits: UITraitCollection(userInterfaceIdiom: .pad))
    let start = FocusStart(frame: CGRect(x: 0, y: 300, width: 390, height: 44))
    fixture.window.addSubview(start)
    fixture.window._harnessFocus(start)
    return (fixture, start)
}

/// Day, Week, Month on Apple TV, with focus on a view above the bar.
@MainActor
private func appleTVFixture(selectedIndex: Int?) -> (fixture: Fixture, above: FocusStart) {
    let fixture = Fixture(
        titles: ["Day", "Week", "Month"], selectedIndex: selectedIndex,
        traits: UITraitCollection(userInterfaceIdiom: .tv))
    let above = FocusStart(frame: CGRect(x: 0, y: 20, width: 390, height: 40))
    fixture.window.addSubview(above)
    fixture.window._harnessFocus(above)
    return (fixture, above)
}

/// The control's Large Content Viewer interaction and its delegate.
@MainActor
private func largeContentViewer(of control: SegmentedTabControl) -> (
    interaction: UILargeContentViewerInteraction,
    delegate: any UILargeContentViewerInteractionDelegate
)? {
    guard
        let interaction = control.interactions.compactMap({
            $0 as? UILargeContentViewerInteraction
        }).first,
        let delegate = interaction.delegate
    else { return nil }
    return (interaction, delegate)
}

@MainActor
func inputChecks() {
    // MARK: The keyboard

    check(
        "keyboard: Tab focus reaching the control lets the arrows move the selection, with no becomeFirstResponder from the app"
    ) {
        let (fixture, start) = iPadFixture()
        let control = fixture.control
        let haptics = UISelectionFeedbackGenerator._harnessSelectionChanges
        expect(!control.isFirstResponder)
        expect(fixture.window._harnessPressHardwareKey("\t"), "Tab moves focus")
        expect(control.isFocused, "Tab stops at the control, a focus group of its own")
        expect(fixture.window._harnessPressHardwareKey(UIKeyCommand.inputRightArrow))
        expectEqual(control.selectedIndex, 1)
        fixture.window._harnessPressHardwareKey(UIKeyCommand.inputEnd)
        expectEqual(control.selectedIndex, 2)
        fixture.window._harnessPressHardwareKey(UIKeyCommand.inputHome)
        expectEqual(control.selectedIndex, 0)
        fixture.window._harnessPressHardwareKey(UIKeyCommand.inputLeftArrow)
        expectEqual(control.selectedIndex, 0, "nothing before the first")
        expectEqual(fixture.recorder.selections, [1, 2, 0], "each sent .valueChanged")
        expectEqual(
            UISelectionFeedbackGenerator._harnessSelectionChanges, haptics + 3,
            "one selection haptic per key that selected")
        // Tab on: focus goes back to the other group, and the arrows are no longer the bar's.
        expect(fixture.window._harnessPressHardwareKey("\t"))
        expect(start.isFocused)
        expect(!control.isFirstResponder, "the control gave the keys up with focus")
        fixture.window._harnessPressHardwareKey(UIKeyCommand.inputRightArrow)
        expectEqual(control.selectedIndex, 0)
        expectEqual(fixture.recorder.count, 3)
    }

    check("keyboard: Return and Space on the focused control call onReselect and send nothing") {
        let (fixture, _) = iPadFixture(selectedIndex: 1)
        var reselected: [Int] = []
        fixture.control.onReselect = { reselected.append($0) }
        fixture.window._harnessPressHardwareKey("\t")
        expect(fixture.window._harnessPressHardwareKey("\r"), "Return")
        expect(fixture.window._harnessPressHardwareKey(" "), "Space")
        expectEqual(reselected, [1, 1])
        expectEqual(fixture.recorder.count, 0)
        expectEqual(fixture.control.selectedIndex, 1)
    }

    check("keyboard: on a momentary control the arrows select nothing; Return has nothing to press")
    {
        // The keys reach the control's commands (here without a focus system, as on an
        // iPhone's keyboard), and still fire no action.
        let fixture = Fixture(titles: ["Cut", "Copy", "Paste"], selectedIndex: nil)
        fixture.control.isMomentary = true
        var reselected: [Int] = []
        fixture.control.onReselect = { reselected.append($0) }
        expect(fixture.control.becomeFirstResponder())
        fixture.window._harnessPressHardwareKey(UIKeyCommand.inputRightArrow)
        fixture.window._harnessPressHardwareKey(UIKeyCommand.inputEnd)
        fixture.window._harnessPressHardwareKey("\r")
        expectEqual(fixture.recorder.count, 0, "no action fires while moving along the bar")
        expectEqual(fixture.control.selectedIndex, nil)
        expectEqual(reselected, [])
    }

    check("veto: shouldSelectSegment refuses an arrow key: no selection, event or haptic") {
        // The keyboard without a focus system (an iPhone's): the app makes the control first
        // responder, and the keys reach its commands directly.
        let fixture = Fixture(titles: ["Day", "Week", "Month"])
        fixture.control.shouldSelectSegment = { $0 != 1 }
        let haptics = UISelectionFeedbackGenerator._harnessSelectionChanges
        expect(fixture.control.becomeFirstResponder())
        fixture.window._harnessPressHardwareKey(UIKeyCommand.inputRightArrow)
        expectEqual(fixture.control.selectedIndex, 0, "Week refused")
        expectEqual(fixture.recorder.count, 0)
        expectEqual(UISelectionFeedbackGenerator._harnessSelectionChanges, haptics)
        fixture.window._harnessPressHardwareKey(UIKeyCommand.inputEnd)
        expectEqual(fixture.control.selectedIndex, 2, "Month allowed")
        expectEqual(fixture.recorder.selections, [2])
    }

    // The machine was handled as a copy and stored back after the veto returned, so what
    // the app's veto did in code (a selection, fed to the machine meanwhile) was overwritten.
    check(
        "a veto that selects another segment in code: the machine follows that selection (VoiceOver's model and the glass lens), the refused one is not made"
    ) {
        let fixture = glassFixture()
        let control = fixture.control
        control.shouldSelectSegment = { [unowned control] index in
            guard index == 2 else { return true }
            control.selectedIndex = 0  // Month is paywalled: the app goes back to Day.
            return false
        }
        _ = segmentElements(of: control)[2].accessibilityActivate()
        expectFollowsDay(control)
        expectEqual(fixture.recorder.count, 0, "no user selection is reported")
        expectEqual(control.machine.invariantViolations(), [])
    }

    // The events the app's action fed while the tap's effects were carried out ran inside
    // them, and the tap's remaining effects (VoiceOver's update, the lens) then went on with
    // the selection the app had already replaced.
    check(
        "a valueChanged action that selects another segment in code: the machine follows the app's selection after the tap's own"
    ) {
        let fixture = glassFixture()
        let control = fixture.control
        control.addAction(
            UIAction { [unowned control] _ in
                if control.selectedIndex == 2 { control.selectedIndex = 0 }
            }, for: .valueChanged)
        fixture.tap(segment: 2)
        expectFollowsDay(control)
        expect(
            !segmentElements(of: control)[2].accessibilityTraits.contains(.selected),
            "and not Month")
        expectEqual(control.machine.invariantViolations(), [])
    }

    // MARK: VoiceOver

    check(
        "VoiceOver: a double tap on a momentary control reports the segment, shows none, and can be repeated"
    ) {
        let fixture = Fixture(titles: ["Cut", "Copy", "Paste"], selectedIndex: nil)
        fixture.control.isMomentary = true
        let haptics = UISelectionFeedbackGenerator._harnessSelectionChanges
        let elements = segmentElements(of: fixture.control)
        expect(elements[1].accessibilityActivate())
        expectEqual(fixture.recorder.selections, [1], "the action sees the segment")
        expectEqual(fixture.control.selectedIndex, nil, "no lasting selection")
        expect(
            !elements[1].accessibilityTraits.contains(.selected),
            "VoiceOver does not say it is selected")
        expect(elements[1].accessibilityActivate(), "again")
        expectEqual(fixture.recorder.selections, [1, 1], "every double tap is reported")
        expectEqual(UISelectionFeedbackGenerator._harnessSelectionChanges, haptics + 2)
    }

    check("VoiceOver: a double tap on the selected segment calls onReselect and sends nothing") {
        let fixture = Fixture(titles: ["Day", "Week", "Month"], selectedIndex: 2)
        var reselected: [Int] = []
        fixture.control.onReselect = { reselected.append($0) }
        let elements = segmentElements(of: fixture.control)
        expect(elements[2].accessibilityActivate())
        expect(elements[2].accessibilityActivate())
        expectEqual(reselected, [2, 2])
        expectEqual(fixture.recorder.count, 0)
    }

    check("veto: shouldSelectSegment refuses a VoiceOver double tap and swipe; focus stays") {
        let fixture = Fixture(titles: ["Day", "Week", "Month"])
        fixture.control.isAccessibilityAdjustable = true
        fixture.control.shouldSelectSegment = { $0 != 1 }
        let haptics = UISelectionFeedbackGenerator._harnessSelectionChanges
        let elements = segmentElements(of: fixture.control)
        _ = elements[1].accessibilityActivate()
        elements[0].accessibilityIncrement()
        expectEqual(fixture.control.selectedIndex, 0, "Week refused both ways")
        expectEqual(fixture.recorder.count, 0)
        expectEqual(UISelectionFeedbackGenerator._harnessSelectionChanges, haptics)
        expectEqual(
            UIAccessibility._harnessPosts.filter { $0.notification == .layoutChanged }.count, 0,
            "VoiceOver's focus does not move to a segment that was refused")
        expect(!elements[1].accessibilityTraits.contains(.selected))
        expect(elements[2].accessibilityActivate())
        expectEqual(fixture.control.selectedIndex, 2, "Month allowed")
    }

    check("pager: a VoiceOver double tap and Return on the selected title report a reselect") {
        let fixture = PagerFixture()
        let header = fixture.pager.header
        expect(segmentElements(of: header)[0].accessibilityActivate())
        expectEqual(fixture.source.reselected, [0])
        fixture.window._harnessTraits = UITraitCollection(userInterfaceIdiom: .pad)
        expect(fixture.window._harnessFocus(header), "keyboard focus on the header")
        expect(fixture.window._harnessPressHardwareKey("\r"))
        expectEqual(fixture.source.reselected, [0, 0])
        expectEqual(fixture.source.selected, [])
    }

    // MARK: The Large Content Viewer

    check("veto: shouldSelectSegment refuses the Large Content Viewer's lift") {
        let fixture = Fixture(titles: ["Day", "Week", "Month"])
        let control = fixture.control
        control.shouldSelectSegment = { $0 != 1 }
        guard let viewer = largeContentViewer(of: control) else {
            fail("no Large Content Viewer interaction")
            return
        }
        let (interaction, delegate) = viewer
        let haptics = UISelectionFeedbackGenerator._harnessSelectionChanges
        let week = control.convert(fixture.windowPoint(ofSegment: 1), from: nil)
        let item = delegate.largeContentViewerInteraction(interaction, itemAt: week)
        delegate.largeContentViewerInteraction(interaction, didEndOn: item, at: week)
        expectEqual(control.selectedIndex, 0, "Week refused")
        expectEqual(fixture.recorder.count, 0)
        expectEqual(UISelectionFeedbackGenerator._harnessSelectionChanges, haptics)
        let month = control.convert(fixture.windowPoint(ofSegment: 2), from: nil)
        delegate.largeContentViewerInteraction(interaction, didEndOn: nil, at: month)
        expectEqual(control.selectedIndex, 2, "Month allowed")
        expectEqual(UISelectionFeedbackGenerator._harnessSelectionChanges, haptics + 1)
    }

    check("the Large Content Viewer's lift on the selected segment calls onReselect") {
        let fixture = Fixture(titles: ["Day", "Week", "Month"], selectedIndex: 1)
        var reselected: [Int] = []
        fixture.control.onReselect = { reselected.append($0) }
        guard let viewer = largeContentViewer(of: fixture.control) else {
            fail("no Large Content Viewer interaction")
            return
        }
        let (interaction, delegate) = viewer
        let week = fixture.control.convert(fixture.windowPoint(ofSegment: 1), from: nil)
        delegate.largeContentViewerInteraction(interaction, didEndOn: nil, at: week)
        expectEqual(reselected, [1])
        expectEqual(fixture.recorder.count, 0)
    }

    // MARK: Apple TV

    check("tvOS: a click acts when the select button comes up; a cancelled press does nothing") {
        let (fixture, _) = appleTVFixture(selectedIndex: 0)
        var reselected: [Int] = []
        fixture.control.onReselect = { reselected.append($0) }
        fixture.window._harnessMoveFocus(.down)
        expect(fixture.control.segmentViews[0].isFocused)
        let press = fixture.window._harnessPressDown(.select)
        expectEqual(reselected, [], "nothing while the button is down")
        fixture.window._harnessPressUp(press)
        expectEqual(reselected, [0], "the click acts on release")
        let cancelled = fixture.window._harnessPressDown(.select)
        fixture.window._harnessPressCancel(cancelled)
        expectEqual(reselected, [0], "a cancelled press does nothing")
        fixture.window._harnessPress(.select)
        expectEqual(reselected, [0, 0], "the next click acts again")
        expectEqual(fixture.recorder.count, 0)
    }

    check("tvOS: a select press the control takes reaches no responder above it, in any phase") {
        let (fixture, _) = appleTVFixture(selectedIndex: 0)
        let above = PressRecorder(frame: fixture.window.bounds)
        fixture.window.addSubview(above)
        above.addSubview(fixture.control)
        fixture.control.layoutIfNeeded()
        fixture.window._harnessMoveFocus(.down)
        expect(fixture.control.segmentViews[0].isFocused)
        let press = fixture.window._harnessPressDown(.select)
        fixture.window._harnessPressChange(press)
        fixture.window._harnessPressUp(press)
        let cancelled = fixture.window._harnessPressDown(.select)
        fixture.window._harnessPressChange(cancelled)
        fixture.window._harnessPressCancel(cancelled)
        expectEqual(above.phases, [], "began, changed, ended and cancelled all stay")
        let menu = fixture.window._harnessPressDown(.menu)
        fixture.window._harnessPressChange(menu)
        fixture.window._harnessPressUp(menu)
        expectEqual(above.phases, ["began", "changed", "ended"], "the Menu button goes on up")
    }

    check("veto: shouldSelectSegment refuses a tvOS focus move and a click") {
        let (fixture, _) = appleTVFixture(selectedIndex: 0)
        fixture.control.shouldSelectSegment = { $0 != 1 }
        fixture.window._harnessMoveFocus(.down)
        expect(fixture.window._harnessMoveFocus(.right), "focus moves on to Week")
        expectEqual(fixture.control.selectedIndex, 0, "Week refused")
        fixture.window._harnessPress(.select)
        expectEqual(fixture.control.selectedIndex, 0, "a click on it is refused too")
        expectEqual(fixture.recorder.count, 0)
        fixture.window._harnessMoveFocus(.right)
        expectEqual(fixture.control.selectedIndex, 2, "Month allowed")
        expectEqual(fixture.recorder.selections, [2])
    }

    check("tvOS: on a momentary control focus moves report nothing; a click reports and shows none")
    {
        let (fixture, _) = appleTVFixture(selectedIndex: nil)
        fixture.control.isMomentary = true
        fixture.window._harnessMoveFocus(.down)
        expect(fixture.control.segmentViews[0].isFocused, "focus enters on the first segment")
        fixture.window._harnessMoveFocus(.right)
        expect(fixture.control.segmentViews[1].isFocused)
        expectEqual(fixture.recorder.count, 0, "looking along the bar fires no action")
        fixture.window._harnessPress(.select)
        expectEqual(fixture.recorder.selections, [1], "the click reports Week")
        expectEqual(fixture.control.selectedIndex, nil)
        fixture.window._harnessPress(.select)
        expectEqual(fixture.recorder.selections, [1, 1], "and again")
    }
}

/// The control, its machine's VoiceOver model and its lens all on Day (segment 0), and
/// VoiceOver says so.
@MainActor
private func expectFollowsDay(
    _ control: SegmentedTabControl, file: StaticString = #filePath, line: UInt = #line
) {
    expectEqual(control.selectedIndex, 0, file: file, line: line)
    expectEqual(
        control.machine.accessibility.selection.selectedIndex, 0, "VoiceOver's model",
        file: file, line: line)
    expectEqual(control.machine.lens?.target, 0, "the lens heads for Day", file: file, line: line)
    expect(
        segmentElements(of: control)[0].accessibilityTraits.contains(.selected),
        "VoiceOver says Day is selected", file: file, line: line)
}

import SegmentedCore
import Testing

/// Timelines of the focus machine (Apple TV remote): events in order, with what each returns.
/// The test holds the context, as a front-end does, and stores each selection it is asked to.
@Suite("Segment focus")
struct FocusMachineTests {
    @Test("focus enters on the selected segment only, then moves freely, selecting as it goes")
    func enterAndMove() {
        var focus = FocusMachine()
        var context = FocusMachine.Context(selection: SelectionModel(count: 3, selectedIndex: 1))
        #expect([0, 1, 2].map { focus.canFocus($0, in: context) } == [false, true, false])
        #expect(focus.handle(.focusMoved(to: 1), in: context) == [], "entering selects nothing")
        #expect([0, 1, 2].map { focus.canFocus($0, in: context) } == [true, true, true])
        #expect(focus.handle(.focusMoved(to: 2), in: context) == [.select(index: 2)])
        context.selection.select(2)
        #expect(focus.handle(.focusMoved(to: 1), in: context) == [.select(index: 1)])
        context.selection.select(1)
        #expect(focus.handle(.focusMoved(to: nil), in: context) == [], "leaving selects nothing")
        #expect(focus.focusedIndex == nil)
        #expect([0, 1, 2].map { focus.canFocus($0, in: context) } == [false, true, false])
    }

    @Test("the machine keeps no selection: focus moving to the selected segment selects nothing")
    func selectionIsTheHosts() {
        var focus = FocusMachine()
        var context = FocusMachine.Context(selection: SelectionModel(count: 3, selectedIndex: 0))
        focus.handle(.focusMoved(to: 0), in: context)
        #expect(focus.handle(.focusMoved(to: 1), in: context) == [.select(index: 1)])
        // The host refused it (say, a delegate): the selection is still 0, so going back to
        // 0 selects nothing and staying on 1 and clicking selects 1 again.
        #expect(focus.handle(.clicked, in: context) == [.select(index: 1)])
        #expect(focus.handle(.focusMoved(to: 0), in: context) == [])
        context.selection.select(2)
        #expect(focus.handle(.clicked, in: context) == [.select(index: 0)])
    }

    @Test("with nothing selected focus enters on the first enabled segment")
    func entryWithoutSelection() {
        let focus = FocusMachine()
        let context = FocusMachine.Context(
            selection: SelectionModel(count: 3, selectedIndex: nil, disabledIndices: [0]))
        #expect(FocusMachine.entryIndex(in: context) == 1)
        #expect([0, 1, 2].map { focus.canFocus($0, in: context) } == [false, true, false])
    }

    @Test("a click reselects the selected segment and selects a focused one that is not")
    func click() {
        var focus = FocusMachine()
        var context = FocusMachine.Context(selection: SelectionModel(count: 3, selectedIndex: 0))
        #expect(focus.handle(.clicked, in: context) == [], "nothing focused")
        focus.handle(.focusMoved(to: 0), in: context)
        #expect(focus.handle(.clicked, in: context) == [.reselect(index: 0)])
        context.selection.select(2)
        #expect(focus.handle(.clicked, in: context) == [.select(index: 0)])
    }

    @Test(
        "a click acts when the button comes up, on the segment it went down on; a cancel does nothing"
    )
    func clickOnRelease() {
        var focus = FocusMachine()
        var context = FocusMachine.Context(selection: SelectionModel(count: 3, selectedIndex: 0))
        focus.handle(.focusMoved(to: 0), in: context)
        #expect(focus.handle(.clickBegan, in: context) == [], "down: nothing yet")
        #expect(focus.clickedIndex == 0)
        #expect(focus.handle(.clickEnded, in: context) == [.reselect(index: 0)], "up: it acts")
        #expect(focus.clickedIndex == nil)
        #expect(focus.handle(.clickEnded, in: context) == [], "an up without a down")
        focus.handle(.clickBegan, in: context)
        #expect(focus.handle(.clickCancelled, in: context) == [], "cancelled")
        #expect(focus.handle(.clickEnded, in: context) == [], "nothing left to end")
        // Held while focus moves on: the release acts on nothing.
        focus.handle(.clickBegan, in: context)
        #expect(focus.handle(.focusMoved(to: 1), in: context) == [.select(index: 1)])
        context.selection.select(1)
        #expect(focus.handle(.clickEnded, in: context) == [])
        // A click on a focused segment that is not selected (the selection was refused).
        focus.handle(.focusMoved(to: 2), in: context)
        focus.handle(.clickBegan, in: context)
        #expect(focus.handle(.clickEnded, in: context) == [.select(index: 2)])
        // Focus leaving the bar forgets a held click.
        focus.handle(.clickBegan, in: context)
        focus.handle(.focusMoved(to: nil), in: context)
        #expect(focus.clickedIndex == nil)
        #expect(focus.handle(.clickEnded, in: context) == [])
        // A disabled control: the release does nothing.
        focus.handle(.focusMoved(to: 1), in: context)
        focus.handle(.clickBegan, in: context)
        context.isEnabled = false
        #expect(focus.handle(.clickEnded, in: context) == [])
    }

    @Test("disabled segments, a disabled control and bad indices never take focus or select")
    func hostile() {
        var focus = FocusMachine()
        var context = FocusMachine.Context(
            selection: SelectionModel(count: 3, selectedIndex: 0, disabledIndices: [2]))
        focus.handle(.focusMoved(to: 0), in: context)
        #expect(!focus.canFocus(2, in: context))
        #expect(
            !focus.canFocus(-1, in: context) && !focus.canFocus(3, in: context)
                && !focus.canFocus(.max, in: context))
        #expect(focus.handle(.focusMoved(to: 2), in: context) == [], "a disabled segment")
        #expect(focus.handle(.focusMoved(to: 99), in: context) == [])
        #expect(focus.focusedIndex == nil, "out of range counts as leaving")
        #expect(focus.handle(.focusMoved(to: .min), in: context) == [])
        context.isEnabled = false
        focus.handle(.focusMoved(to: 0), in: context)
        #expect(!focus.canFocus(1, in: context))
        #expect(focus.handle(.focusMoved(to: 1), in: context) == [])
        #expect(focus.handle(.clicked, in: context) == [])
    }
}

extension FocusMachineTests {
    @Test(
        "a press held while its segment goes and focus is reported there is forgotten: focus coming back does not click"
    )
    func pressForgottenWhenItsSegmentGoes() {
        // Found by fuzzing: an index out of range counted as focus leaving the bar but kept the
        // press, so the button coming up after focus returned clicked segment 4.
        var focus = FocusMachine()
        var context = FocusMachine.Context(selection: SelectionModel(count: 5, selectedIndex: 4))
        focus.handle(.focusMoved(to: 4), in: context)
        focus.handle(.clickBegan, in: context)
        #expect(focus.clickedIndex == 4)
        context.selection = SelectionModel(count: 2, selectedIndex: 1)
        #expect(focus.handle(.focusMoved(to: 4), in: context) == [])
        #expect(focus.focusedIndex == nil && focus.clickedIndex == nil)
        #expect(focus.invariantViolations() == [])
        context.selection = SelectionModel(count: 5, selectedIndex: 1)
        #expect(focus.handle(.focusMoved(to: 4), in: context) == [], "entering selects nothing")
        #expect(focus.handle(.clickEnded, in: context) == [])
    }
}

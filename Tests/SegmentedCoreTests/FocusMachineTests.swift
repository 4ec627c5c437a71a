import SegmentedCore
import Testing

/// Timelines of the focus model (Apple TV remote): events in order, with what each returns.
@Suite("Segment focus")
struct FocusMachineTests {
    @Test("focus enters on the selected segment only, then moves freely, selecting as it goes")
    func enterAndMove() {
        var focus = FocusMachine(selection: SelectionModel(count: 3, selectedIndex: 1))
        #expect([0, 1, 2].map(focus.canFocus) == [false, true, false])
        #expect(focus.focusMoved(to: 1) == nil, "entering selects nothing")
        #expect([0, 1, 2].map(focus.canFocus) == [true, true, true])
        #expect(focus.focusMoved(to: 2) == .select(2))
        #expect(focus.selection.selectedIndex == 2)
        #expect(focus.focusMoved(to: 1) == .select(1))
        #expect(focus.focusMoved(to: nil) == nil, "leaving selects nothing")
        #expect(focus.focusedIndex == nil)
        #expect([0, 1, 2].map(focus.canFocus) == [false, true, false])
    }

    @Test("with nothing selected focus enters on the first enabled segment")
    func entryWithoutSelection() {
        let focus = FocusMachine(
            selection: SelectionModel(count: 3, selectedIndex: nil, disabledIndices: [0]))
        #expect(focus.entryIndex == 1)
        #expect([0, 1, 2].map(focus.canFocus) == [false, true, false])
    }

    @Test("a click reselects the selected segment and selects a focused one that is not")
    func click() {
        var focus = FocusMachine(selection: SelectionModel(count: 3, selectedIndex: 0))
        #expect(focus.click() == nil, "nothing focused")
        _ = focus.focusMoved(to: 0)
        #expect(focus.click() == .reselect(0))
        focus.selection.select(2)
        #expect(focus.click() == .select(0))
        #expect(focus.selection.selectedIndex == 0)
    }

    @Test("disabled segments, a disabled control and bad indices never take focus or select")
    func hostile() {
        var focus = FocusMachine(
            selection: SelectionModel(count: 3, selectedIndex: 0, disabledIndices: [2]))
        _ = focus.focusMoved(to: 0)
        #expect(!focus.canFocus(2))
        #expect(!focus.canFocus(-1) && !focus.canFocus(3) && !focus.canFocus(.max))
        #expect(focus.focusMoved(to: 2) == nil, "a disabled segment is not selected")
        #expect(focus.focusMoved(to: 99) == nil)
        #expect(focus.focusedIndex == nil, "out of range counts as leaving")
        focus.isEnabled = false
        _ = focus.focusMoved(to: 0)
        #expect(!focus.canFocus(1))
        #expect(focus.focusMoved(to: 1) == nil)
        #expect(focus.click() == nil)
    }
}

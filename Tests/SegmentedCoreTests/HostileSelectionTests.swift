import Testing

@testable import SegmentedCore

/// Selection under hostile indices and counts: every edit gives its documented result, and
/// nothing traps near `Int.min` or `Int.max`.
@Suite("Selection under hostile input")
struct HostileSelectionTests {
    @Test("a digit key with no segment chooses nothing, Int.min included")
    func numberKeys() {
        let selection = SelectionModel(count: 3, selectedIndex: 0)
        // `Int.min − 1` trapped before.
        #expect(selection.target(for: .number(Int.min)) == nil)
        #expect(selection.target(for: .number(0)) == nil)
        #expect(selection.target(for: .number(-4)) == nil)
        #expect(selection.target(for: .number(Int.max)) == nil)
        #expect(selection.target(for: .number(4)) == nil)
        #expect(selection.target(for: .number(2)) == 1)
    }

    @Test("disabling segments near Int.max moves the selection without overflowing")
    func nearIntMax() {
        // Looking for the nearest enabled segment computed `index + distance` past Int.max.
        let top = Int.max - 1
        var selection = SelectionModel(
            count: Int.max, selectedIndex: top, disabledIndices: [top, top - 1])
        #expect(selection.selectedIndex == top - 2)
        selection.setEnabled(true, at: top)
        selection.select(top)
        selection.setEnabled(false, at: top)
        #expect(selection.selectedIndex == top - 2)
        let result1 = selection.selectNext()
        #expect(result1 == top - 2)
        let result2 = selection.selectLast()
        #expect(result2 == top - 2)
        let result3 = selection.selectNext(wrapping: true)
        #expect(result3 == 0)
        let result4 = selection.selectPrevious(wrapping: true)
        #expect(result4 == top - 2)
    }

    // MARK: - Documented results

    @Test("a selection out of range is clamped at creation and refused afterwards")
    func outOfRange() {
        #expect(SelectionModel(count: 3, selectedIndex: 7).selectedIndex == 2)
        #expect(SelectionModel(count: 3, selectedIndex: -7).selectedIndex == 0)
        #expect(SelectionModel(count: 3, selectedIndex: Int.min).selectedIndex == 0)
        #expect(SelectionModel(count: -5, selectedIndex: 0).count == 0)
        #expect(SelectionModel(count: -5, selectedIndex: 0).selectedIndex == nil)
        var selection = SelectionModel(count: 3, selectedIndex: 1)
        for index in [-1, 3, Int.min, Int.max] {
            let result5 = selection.select(index)
            #expect(!result5)
            #expect(selection.selectedIndex == 1)
        }
        selection.setEnabled(false, at: Int.max)
        selection.setEnabled(false, at: -1)
        #expect(selection.disabledIndices.isEmpty)
        #expect(
            SelectionModel(count: 3, disabledIndices: [-1, 3, Int.max]).disabledIndices.isEmpty)
    }

    @Test("with every segment disabled nothing is selected and navigation gives nil")
    func everythingDisabled() {
        var selection = SelectionModel(count: 3, selectedIndex: 1, disabledIndices: [0, 1, 2])
        #expect(selection.selectedIndex == nil)
        #expect(!selection.hasSelectableSegment)
        let result6 = selection.selectNext(wrapping: true)
        #expect(result6 == nil)
        let result7 = selection.selectPrevious(wrapping: true)
        #expect(result7 == nil)
        let result8 = selection.selectFirst()
        #expect(result8 == nil)
        let result9 = selection.selectLast()
        #expect(result9 == nil)
        let result10 = selection.select(1)
        #expect(!result10)
        #expect(selection.target(for: .right) == nil)
        // Enabling one again does not select it by itself: a front-end selects explicitly.
        selection.setEnabled(true, at: 2)
        #expect(selection.selectedIndex == nil)
        let result11 = selection.selectNext()
        #expect(result11 == 2)
        // Disabling the selected last enabled segment clears the selection.
        selection.setEnabled(false, at: 2)
        #expect(selection.selectedIndex == nil)
        selection.reconcile(from: [0, 1, 2], to: [7, 8], disabledIndices: [0, 1])
        #expect(selection.selectedIndex == nil)
        #expect(selection.count == 2)
    }
}

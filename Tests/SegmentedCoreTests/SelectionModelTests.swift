import SegmentedCore
import Testing

@Suite("Selection")
struct SelectionModelTests {
    @Test("empty, one and many segments")
    func sizes() {
        var empty = SelectionModel(count: 0)
        #expect(empty.selectedIndex == nil)
        let step1 = empty.selectNext()
        #expect(step1 == nil)
        let step2 = empty.selectLast()
        #expect(step2 == nil)
        #expect(!empty.hasSelectableSegment)
        var one = SelectionModel(count: 1)
        #expect(one.selectedIndex == 0)
        let step3 = one.selectNext(wrapping: true)
        #expect(step3 == 0)
        var many = SelectionModel(count: 5, selectedIndex: 2)
        let step4 = many.selectNext()
        #expect(step4 == 3)
        let step5 = many.selectPrevious()
        #expect(step5 == 2)
    }

    @Test("next and previous skip disabled segments, with or without wrapping")
    func skipping() {
        var selection = SelectionModel(count: 5, selectedIndex: 0, disabledIndices: [1, 4])
        let step6 = selection.selectNext()
        #expect(step6 == 2)
        let step7 = selection.selectNext()
        #expect(step7 == 3)
        let step8 = selection.selectNext()
        #expect(step8 == 3)  // 4 is disabled and there is no wrap
        let step9 = selection.selectNext(wrapping: true)
        #expect(step9 == 0)
        let step10 = selection.selectPrevious(wrapping: true)
        #expect(step10 == 3)
        let step11 = selection.selectFirst()
        #expect(step11 == 0)
        let step12 = selection.selectPrevious()
        #expect(step12 == 0)
        let step13 = selection.selectLast()
        #expect(step13 == 3)
    }

    @Test("selecting a disabled or out-of-range segment is refused and changes nothing")
    func refusal() {
        var selection = SelectionModel(count: 3, selectedIndex: 0, disabledIndices: [2])
        let step14 = selection.select(2)
        #expect(!step14)
        let step15 = selection.select(3)
        #expect(!step15)
        let step16 = selection.select(-1)
        #expect(!step16)
        #expect(selection.selectedIndex == 0)
        let step17 = selection.select(1)
        #expect(step17)
        #expect(selection.selectedIndex == 1)
        let step19 = selection.select(nil)
        #expect(step19)
        #expect(selection.selectedIndex == nil)
        let step21 = selection.selectNext()
        #expect(step21 == 0)
    }

    @Test("an initial selection is clamped, then moved off a disabled segment")
    func initialSelection() {
        #expect(SelectionModel(count: 3, selectedIndex: 7).selectedIndex == 2)
        #expect(SelectionModel(count: 3, selectedIndex: -4).selectedIndex == 0)
        #expect(SelectionModel(count: 5, selectedIndex: 2, disabledIndices: [2]).selectedIndex == 3)
        #expect(SelectionModel(count: 3, selectedIndex: 2, disabledIndices: [2]).selectedIndex == 1)
        #expect(SelectionModel(count: 3, selectedIndex: nil).selectedIndex == nil)
        #expect(SelectionModel(count: -3).count == 0)
        #expect(SelectionModel(count: 2, disabledIndices: [5, -1]).disabledIndices.isEmpty)
    }

    @Test("when nothing is selectable, nothing is selected")
    func nothingSelectable() {
        var selection = SelectionModel(count: 3, selectedIndex: 1, disabledIndices: [0, 1, 2])
        #expect(selection.selectedIndex == nil)
        #expect(!selection.hasSelectableSegment)
        let step22 = selection.selectNext(wrapping: true)
        #expect(step22 == nil)
        let step23 = selection.selectFirst()
        #expect(step23 == nil)
        #expect(selection.target(for: .right) == nil)
    }

    @Test("disabling the selected segment moves the selection to the nearest enabled one")
    func disablingSelected() {
        var selection = SelectionModel(count: 4, selectedIndex: 3)
        selection.setEnabled(false, at: 3)
        #expect(selection.selectedIndex == 2)
        selection.setEnabled(false, at: 0)
        selection.setEnabled(false, at: 1)
        selection.setEnabled(false, at: 2)
        #expect(selection.selectedIndex == nil)
        selection.setEnabled(true, at: 1)
        #expect(selection.isEnabled(1) && selection.selectedIndex == nil)
        selection.setEnabled(false, at: 99)
        #expect(selection.disabledIndices == [0, 2, 3])
    }

    @Test("an item that moved keeps its selection after the items change")
    func reconcileMoved() {
        var selection = SelectionModel(count: 3, selectedIndex: 1)
        selection.reconcile(from: ["A", "B", "C"], to: ["C", "X", "A", "B"])
        #expect(selection.selectedIndex == 3)
        #expect(selection.count == 4)
    }

    @Test("a removed item's selection is clamped, then moved off disabled segments")
    func reconcileRemoved() {
        var selection = SelectionModel(count: 4, selectedIndex: 3)
        selection.reconcile(from: ["A", "B", "C", "D"], to: ["A", "B"])
        #expect(selection.selectedIndex == 1)
        selection.reconcile(from: ["A", "B"], to: ["A", "C"], disabledIndices: [1])
        #expect(selection.selectedIndex == 0)
        selection.reconcile(from: ["A", "C"], to: [String]())
        #expect(selection.selectedIndex == nil && selection.count == 0)
    }

    @Test("duplicate identities are not followed: the selection keeps its index")
    func reconcileDuplicates() {
        // Two image-only items without labels share the empty identity. The second one is
        // selected; appending an item must not move the selection to the first of them.
        var selection = SelectionModel(count: 3, selectedIndex: 1)
        selection.reconcile(from: ["", "", "C"], to: ["", "", "C", "D"])
        #expect(selection.selectedIndex == 1)
        // Unique in the old items but duplicated in the new ones: ambiguous as well.
        var unique = SelectionModel(count: 3, selectedIndex: 2)
        unique.reconcile(from: ["A", "B", "C"], to: ["C", "A", "C", "B"])
        #expect(unique.selectedIndex == 2)
        // Duplicates elsewhere do not stop a unique selected item from being followed.
        var elsewhere = SelectionModel(count: 4, selectedIndex: 3)
        elsewhere.reconcile(from: ["", "", "X", "B"], to: ["B", "", ""])
        #expect(elsewhere.selectedIndex == 0)
        // Index identity still avoids disabled segments.
        var disabled = SelectionModel(count: 2, selectedIndex: 1)
        disabled.reconcile(
            from: ["Same", "Same"], to: ["Same", "Same", "Same"], disabledIndices: [1])
        #expect(disabled.selectedIndex == 2)
    }

    @Test("arrow keys follow the screen: right to left swaps them")
    func keys() {
        let selection = SelectionModel(count: 4, selectedIndex: 1, disabledIndices: [2])
        #expect(selection.target(for: .right) == 3)
        #expect(selection.target(for: .left) == 0)
        #expect(selection.target(for: .right, layoutDirection: .rightToLeft) == 0)
        #expect(selection.target(for: .left, layoutDirection: .rightToLeft) == 3)
        #expect(selection.target(for: .next) == 3)
        #expect(selection.target(for: .previous) == 0)
        #expect(selection.target(for: .first) == 0)
        #expect(selection.target(for: .last) == 3)
        #expect(selection.target(for: .number(1)) == 0)
        #expect(selection.target(for: .number(2)) == nil)  // already selected
        #expect(selection.target(for: .number(3)) == nil)  // disabled
        #expect(selection.target(for: .number(9)) == nil)  // no such segment
        let atEnd = SelectionModel(count: 3, selectedIndex: 2)
        #expect(atEnd.target(for: .right) == nil)
        #expect(atEnd.target(for: .right, wrapping: true) == 0)
    }

    @Test("a million segments with many disabled stay quick and correct")
    func huge() {
        var selection = SelectionModel(
            count: 1_000_000, selectedIndex: 999_999, disabledIndices: Set(500_000..<1_000_000))
        #expect(selection.selectedIndex == 499_999)
        let step24 = selection.selectNext(wrapping: true)
        #expect(step24 == 0)
        var enormous = SelectionModel(count: Int.max, selectedIndex: Int.max)
        #expect(enormous.selectedIndex == Int.max - 1)
        let step25 = enormous.selectNext(wrapping: true)
        #expect(step25 == 0)
    }
}

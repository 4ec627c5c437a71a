import SegmentedCore
import Testing

@Suite("Selection request invariants")
struct SelectionRequestMachineInvariantsTests {
    typealias Machine = SelectionRequestMachine
    static let selection = SelectionModel(count: 4, selectedIndex: 1, disabledIndices: [3])

    @Test("every input, segment, veto and mode keeps every promise")
    func realDecisions() {
        let requests = Machine()
        for input in Machine.Input.allCases {
            for index in [-1, 0, 1, 2, 3, 4, .max, .min] {
                for (isEnabled, isMomentary) in [(true, false), (true, true), (false, false)] {
                    for selected in [nil, 0, 1] as [Int?] {
                        var selection = Self.selection
                        selection.select(selected)
                        let context = Machine.Context(
                            selection: selection, isEnabled: isEnabled, isMomentary: isMomentary)
                        for veto in [true, false] {
                            let event = Machine.Event.requested(index: index, input: input)
                            let effects = requests.handle(event, in: context) { _ in veto }
                            #expect(
                                requests.invariantViolations(of: effects, for: event, in: context)
                                    == [], "\(event) in \(context) gave \(effects)")
                        }
                    }
                }
            }
        }
    }

    @Test("every broken decision is reported")
    func brokenDecisions() {
        let requests = Machine()
        let plain = Machine.Context(selection: Self.selection)
        let momentary = Machine.Context(selection: Self.selection, isMomentary: true)
        var off = plain
        off.isEnabled = false
        func problems(
            _ effects: [Machine.Effect], _ index: Int, _ input: Machine.Input = .pointer,
            in context: Machine.Context = plain
        ) -> [String] {
            requests.invariantViolations(
                of: effects, for: .requested(index: index, input: input), in: context)
        }
        let select: [Machine.Effect] = [.select(index: 2), .playSelectionHaptic]
        #expect(problems(select, 2) == [])
        #expect(problems(select, 2, in: off) == ["a disabled control gave \(select)"])
        let disabled = problems([.select(index: 3), .playSelectionHaptic], 3)
        #expect(disabled.count == 1 && disabled[0].hasPrefix("segment 3, not an enabled one"))
        let noHaptic = problems([.select(index: 2)], 2)
        #expect(noHaptic.count == 1 && noHaptic[0].hasSuffix("for segment 2 are not a decision"))
        #expect(
            problems([.select(index: 0), .playSelectionHaptic], 2).count == 1, "another segment")
        #expect(
            problems([.reselect(index: 2)], 2) == ["reselected 2, not the selected segment"])
        #expect(
            problems([.reselect(index: 1)], 1, in: momentary) == ["a momentary control reselected"])
        #expect(problems([.reselect(index: 1)], 1, .navigationKey) == ["navigationKey reselected"])
        #expect(problems(select, 2, in: momentary) == ["a momentary control kept selection 2"])
        #expect(
            problems([.select(index: 1), .playSelectionHaptic], 1)
                == [
                    "selected 1 again instead of reselecting it"
                ])
        #expect(
            problems(select + [.clearSelection], 2)
                == ["cleared the selection of a control that is not momentary"])
        #expect(
            problems(select + [.clearSelection], 2, .focusMove, in: momentary)
                == ["focusMove selected on a momentary control"])
        #expect(
            problems([.select(index: 1), .playSelectionHaptic], 1, .accessibilityAdjustment)
                == [
                    "selected 1 again instead of reselecting it",
                    "accessibilityAdjustment selected the segment already selected",
                ])
    }
}

// Runs only when called, as PagerMachine+Invariants.swift explains: tests, Scripts/fuzz.sh
// and a front-end's own debug `assert` call it; no shipping code does.

extension SelectionRequestMachine {
    /// The promises the effects of one request keep, checked one by one against the context
    /// the request was handled in: a description of each that does not hold, or an empty
    /// array when all of them do.
    ///
    /// The machine keeps nothing, so its promises are about what it returns (see the type's
    /// rules):
    /// - a disabled control, a disabled segment or an index outside the segments gives
    ///   nothing;
    /// - the effects are `[]`, `[.reselect(index:)]`, or `[.select(index:), .playSelectionHaptic]`
    ///   followed by `.clearSelection` exactly when the control is momentary: one haptic per
    ///   selection, and a momentary control never keeps a selection;
    /// - a selection or reselect names the requested segment; a reselect names the selected
    ///   segment, on a control that is not momentary, from an input that presses a segment,
    ///   and such a control never selects its selected segment again;
    /// - an input that moves the selection asks for nothing on a momentary control and never
    ///   selects the segment already selected.
    ///
    /// ```swift
    /// let effects = requests.handle(event, in: context, shouldSelect: veto)
    /// assert(requests.invariantViolations(of: effects, for: event, in: context).isEmpty)
    /// ```
    ///
    /// - Parameters:
    ///   - effects: What ``handle(_:in:shouldSelect:)`` returned for `event`.
    ///   - event: The request.
    ///   - context: The context it was handled in.
    /// - Returns: One sentence per broken promise; empty when all hold.
    /// - Complexity: O(1).
    package func invariantViolations(
        of effects: [Effect], for event: Event, in context: Context
    ) -> [String] {
        guard !effects.isEmpty else { return [] }
        var problems = [String]()
        let selection = context.selection
        switch event {
        case .requested(let index, let input):
            if !context.isEnabled { problems.append("a disabled control gave \(effects)") }
            if !selection.isEnabled(index) {
                problems.append("segment \(index), not an enabled one, gave \(effects)")
            }
            switch effects {
            case [.reselect(index: index)]:
                if index != selection.selectedIndex {
                    problems.append("reselected \(index), not the selected segment")
                }
                if context.isMomentary { problems.append("a momentary control reselected") }
                if input.movesSelection { problems.append("\(input) reselected") }
            case [.select(index: index), .playSelectionHaptic]:
                if context.isMomentary {
                    problems.append("a momentary control kept selection \(index)")
                } else if index == selection.selectedIndex {
                    problems.append("selected \(index) again instead of reselecting it")
                }
            case [.select(index: index), .playSelectionHaptic, .clearSelection]:
                if !context.isMomentary {
                    problems.append("cleared the selection of a control that is not momentary")
                }
            default:
                problems.append("effects \(effects) for segment \(index) are not a decision")
            }
            if input.movesSelection, effects.contains(.select(index: index)) {
                if context.isMomentary {
                    problems.append("\(input) selected on a momentary control")
                }
                if index == selection.selectedIndex {
                    problems.append("\(input) selected the segment already selected")
                }
            }
        }
        return problems
    }
}

// Runs only when called, as PagerMachine+Invariants.swift explains: tests, Scripts/fuzz.sh
// and a front-end's own debug `assert` call it; no shipping code does.

extension FocusMachine {
    /// The promises a focus state keeps, checked one by one: a description of each that does
    /// not hold, or an empty array when all of them do.
    ///
    /// - the focused segment is `nil` or an index a focus report named in range (never
    ///   negative);
    /// - the segment the select button went down on is the focused one: a press held while
    ///   focus moves elsewhere, or leaves the bar, is forgotten.
    ///
    /// ```swift
    /// focus.handle(event, in: context)
    /// assert(focus.invariantViolations().isEmpty, "\(focus.invariantViolations())")
    /// ```
    ///
    /// - Returns: One sentence per broken promise; empty when all hold.
    /// - Complexity: O(1).
    package func invariantViolations() -> [String] {
        var problems = [String]()
        if let index = focusedIndex, index < 0 { problems.append("focus on segment \(index)") }
        if let clicked = clickedIndex, clicked != focusedIndex {
            problems.append(
                "click held on \(clicked) while focus is on \(focusedIndex.map(String.init) ?? "nothing")"
            )
        }
        return problems
    }

    /// The promises the effects of one event keep, checked against the machine as it was
    /// before the event (call this on that copy) and the context the event was handled in:
    /// a description of each that does not hold, or an empty array when all of them do.
    ///
    /// - at most one effect, and none on a disabled control;
    /// - a selection names an enabled segment that is not selected; a reselect names the
    ///   selected segment;
    /// - a focus move selects only the segment focus moved to, only when focus moved there
    ///   from another segment, and never reselects;
    /// - the button going down or a cancelled press does nothing; a click acts on the
    ///   focused segment, and a click that ends acts only when it began on that segment.
    ///
    /// ```swift
    /// let before = focus
    /// let effects = focus.handle(event, in: context)
    /// assert(before.invariantViolations(of: effects, for: event, in: context).isEmpty)
    /// ```
    ///
    /// - Parameters:
    ///   - effects: What ``handle(_:in:)`` returned for `event`.
    ///   - event: The event.
    ///   - context: The context it was handled in.
    /// - Returns: One sentence per broken promise; empty when all hold.
    /// - Complexity: O(1).
    package func invariantViolations(
        of effects: [Effect], for event: Event, in context: Context
    ) -> [String] {
        guard !effects.isEmpty else { return [] }
        var problems = [String]()
        let selection = context.selection
        if effects.count > 1 { problems.append("\(effects.count) effects: \(effects)") }
        if !context.isEnabled { problems.append("a disabled control gave \(effects)") }
        var named: Int?
        for effect in effects {
            switch effect {
            case .select(let index):
                named = index
                if !selection.isEnabled(index) {
                    problems.append("selected \(index), not an enabled segment")
                }
                if index == selection.selectedIndex {
                    problems.append("selected \(index) again")
                }
            case .reselect(let index):
                named = index
                if index != selection.selectedIndex {
                    problems.append("reselected \(index), not the selected segment")
                }
                if case .focusMoved = event { problems.append("a focus move reselected") }
            }
        }
        switch event {
        case .focusMoved(let index):
            if named != index { problems.append("focus moved to \(String(describing: index))") }
            if focusedIndex == nil { problems.append("focus entering the bar selected") }
        case .clickBegan, .clickCancelled:
            problems.append("\(event) acted")
        case .clicked:
            if named != focusedIndex { problems.append("a click acted off the focused segment") }
        case .clickEnded:
            if named != focusedIndex { problems.append("a click acted off the focused segment") }
            if clickedIndex != focusedIndex {
                problems.append("a click that began on another segment acted")
            }
        }
        return problems
    }
}

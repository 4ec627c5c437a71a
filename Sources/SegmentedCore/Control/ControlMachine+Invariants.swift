// Runs only when called, as PagerMachine+Invariants.swift explains: tests, Scripts/fuzz.sh
// and a front-end's own debug `assert` call it; no shipping code does.

extension ControlMachine {
    /// The promises a control keeps after every event, checked one by one: a description of
    /// each that does not hold, or an empty array when all of them do.
    ///
    /// - each part keeps its own promises (``InteractionMachine``'s are kept by construction;
    ///   ``LensMachine/invariantViolations()``, ``FocusMachine/invariantViolations()``,
    ///   ``AccessibilityMachine/invariantViolations()``);
    /// - there is one press: the lens follows the interaction's, and there is a lens exactly
    ///   when the design names lens parameters (once an event has come);
    /// - the event clock is finite.
    ///
    /// ```swift
    /// control.handle(event, in: context)
    /// assert(control.invariantViolations().isEmpty, "\(control.invariantViolations())")
    /// ```
    ///
    /// - Returns: One sentence per broken promise; empty when all hold.
    /// - Complexity: O(n) in the number of segments.
    package func invariantViolations() -> [String] {
        var problems = [String]()
        if !time.isFinite { problems.append("event time \(time)") }
        if let lens {
            if lens.press != interaction.press {
                problems.append(
                    "the lens follows \(String(describing: lens.press)), the interaction holds "
                        + "\(String(describing: interaction.press))")
            }
            if lensParameters == nil { problems.append("a lens with no parameters") }
            problems += lens.invariantViolations().map { "lens: " + $0 }
        } else if lensParameters != nil, followedSelection != nil {
            problems.append("lens parameters but no lens after an event")
        }
        problems += focus.invariantViolations().map { "focus: " + $0 }
        problems += accessibility.invariantViolations().map { "accessibility: " + $0 }
        return problems
    }

    /// The promises the effects of one event keep, checked against the context the event
    /// was handled in and the host's veto: a description of each that does not hold, or an
    /// empty array when all of them do.
    ///
    /// - at most one selection, of an enabled segment of an enabled control that the veto
    ///   allows, followed by exactly one haptic; a momentary control's selection is then
    ///   cleared, and nothing else clears one;
    /// - a reselect names the segment that was selected, and comes alone (with no selection);
    /// - a pointer event is the only one that highlights or moves the indicator.
    ///
    /// ```swift
    /// let effects = control.handle(event, in: context, shouldSelect: veto)
    /// assert(control.invariantViolations(of: effects, for: event, in: context, shouldSelect: veto).isEmpty)
    /// ```
    ///
    /// - Parameters:
    ///   - effects: What ``handle(_:in:at:shouldSelect:)`` returned for `event`.
    ///   - event: The event.
    ///   - context: The context it was handled in.
    ///   - shouldSelect: The veto it was handled with.
    /// - Returns: One sentence per broken promise; empty when all hold.
    /// - Complexity: O(e) in the number of effects.
    package func invariantViolations(
        of effects: [Effect], for event: Event, in context: Context,
        shouldSelect: (Int) -> Bool = { _ in true }
    ) -> [String] {
        var problems = [String]()
        let selection = context.selection
        var selected: Int?
        var haptics = 0
        var clears = 0
        var isPointer = false
        if case .pointer = event { isPointer = true }
        for effect in effects {
            switch effect {
            case .select(let index):
                if selected != nil { problems.append("a second selection, of \(index)") }
                selected = index
                if !context.isEnabled { problems.append("selected \(index) on a disabled control") }
                if !selection.isEnabled(index) { problems.append("selected disabled \(index)") }
                if !shouldSelect(index) { problems.append("selected \(index) against the veto") }
            case .playSelectionHaptic: haptics += 1
            case .clearSelection:
                clears += 1
                if !context.isMomentary || selected == nil {
                    problems.append("cleared the selection with no momentary selection")
                }
            case .reselect(let index):
                if index != selection.selectedIndex || selected != nil {
                    problems.append(
                        "reselected \(index) with \(String(describing: selection.selectedIndex)) selected"
                    )
                }
            case .highlight, .moveIndicator, .restoreIndicator:
                if !isPointer { problems.append("\(effect) from \(event)") }
            case .updateElements, .moveAccessibilityFocus, .reveal, .updateContainer:
                break
            }
        }
        if haptics != (selected == nil ? 0 : 1) {
            problems.append("\(haptics) haptics for \(String(describing: selected))")
        }
        if clears > 1 { problems.append("cleared \(clears) times") }
        return problems
    }
}

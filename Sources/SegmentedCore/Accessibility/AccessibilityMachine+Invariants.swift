// Runs only when called, as PagerMachine+Invariants.swift explains: tests, Scripts/fuzz.sh
// and a front-end's own debug `assert` call it; no shipping code does.

extension AccessibilityMachine {
    /// The promises an accessibility state keeps, checked one by one: a description of each
    /// that does not hold, or an empty array when all of them do.
    ///
    /// - the selection describes exactly the segments (the same count);
    /// - the elements are the ones the segments, selection, words, container, enabled state
    ///   and adjustable setting give (one per segment, in order, as a new machine makes them);
    /// - the focused segment is `nil` or one of the segments.
    ///
    /// ```swift
    /// machine.handle(event)
    /// assert(machine.invariantViolations().isEmpty, "\(machine.invariantViolations())")
    /// ```
    ///
    /// - Returns: One sentence per broken promise; empty when all hold.
    /// - Complexity: O(n) in the number of segments.
    package func invariantViolations() -> [String] {
        var problems = [String]()
        if selection.count != segments.count {
            problems.append("selection of \(selection.count) for \(segments.count) segments")
        }
        let fresh = AccessibilityMachine(
            segments: segments, selection: selection, templates: templates, container: container,
            isEnabled: isEnabled, isAdjustable: isAdjustable)
        if elements.count != segments.count {
            problems.append("\(elements.count) elements for \(segments.count) segments")
        } else if let index = elements.indices.first(where: { elements[$0] != fresh.elements[$0] })
        {
            problems.append("element \(index) is \(elements[index]), not \(fresh.elements[index])")
        }
        if let index = focusedIndex, !segments.indices.contains(index) {
            problems.append("focus on \(index) of \(segments.count) segments")
        }
        return problems
    }

    /// The promises the effects of one event keep, checked on the machine after the event
    /// against the machine before it: a description of each that does not hold, or an empty
    /// array when all of them do.
    ///
    /// - a selection comes only from a double tap or a swipe, names a segment the control
    ///   and the segment let be activated before the event, that was not selected then and is
    ///   selected now;
    /// - the element updates turn the elements before into the ones now: every new element
    ///   continues at most one old one, the removed ones are exactly those not continued, and
    ///   every kept element whose words or traits changed is listed as updated (with no
    ///   update, nothing a platform element shows changed);
    /// - focus moves and reveals name the focused segment, with its announcement or none;
    /// - a container update names the new container.
    ///
    /// ```swift
    /// let before = machine
    /// let effects = machine.handle(event)
    /// assert(machine.invariantViolations(of: effects, for: event, from: before).isEmpty)
    /// ```
    ///
    /// - Parameters:
    ///   - effects: What ``handle(_:)`` returned for `event`.
    ///   - event: The event.
    ///   - previous: The machine before the event.
    /// - Returns: One sentence per broken promise; empty when all hold.
    /// - Complexity: O(n) in the number of segments.
    package func invariantViolations(
        of effects: [Effect], for event: Event, from previous: Self
    ) -> [String] {
        var problems = [String]()
        var changes: Changes?
        var selections = 0
        for effect in effects {
            switch effect {
            case .select(let index):
                selections += 1
                switch event {
                case .activated, .adjusted: break
                default: problems.append("\(event) selected \(index)")
                }
                if !previous.canActivate(index) {
                    problems.append("selected \(index), which could not be activated")
                }
                if previous.selection.selectedIndex == index {
                    problems.append("selected \(index), already selected")
                }
                if selection.selectedIndex != index {
                    problems.append(
                        "selected \(index), but \(String(describing: selection.selectedIndex)) is")
                }
            case .updateElements(let update):
                if changes != nil { problems.append("two element updates") }
                changes = update
            case .moveFocus(let index, let announcement):
                if index != focusedIndex || !elements.indices.contains(index) {
                    problems.append(
                        "focus moved to \(index), focused \(String(describing: focusedIndex))")
                } else if let announcement, announcement != elements[index].announcement {
                    problems.append("announced \(announcement) for element \(index)")
                }
            case .reveal(let index):
                if index != focusedIndex || !segments.indices.contains(index) {
                    problems.append(
                        "revealed \(index), focused \(String(describing: focusedIndex))")
                }
            case .updateContainer(let role):
                if role != container || role == previous.container {
                    problems.append("container update to \(role) from \(previous.container)")
                }
            }
        }
        if selections > 1 { problems.append("\(selections) selections") }
        problems += updateViolations(changes, from: previous)
        return problems
    }

    /// Whether `changes` (or, with none, keeping every element) turns the previous elements
    /// into these.
    private func updateViolations(_ changes: Changes?, from previous: Self) -> [String] {
        let old = previous.elements
        let sources: [Int?]
        if let changes {
            sources = changes.sources
            var seen = Set<Int>()
            for case let source? in sources
            where !old.indices.contains(source) || !seen.insert(source).inserted {
                return ["element source \(source) repeated or outside \(old.count) elements"]
            }
            let removed = old.indices.filter { !seen.contains($0) }
            if changes.removed != removed {
                return ["removed \(changes.removed.prefix(8)), not \(removed.prefix(8))"]
            }
            if zip(changes.updated, changes.updated.dropFirst()).contains(where: { $0 >= $1 })
                || changes.updated.contains(where: {
                    !sources.indices.contains($0) || sources[$0] == nil
                })
            {
                return ["updated \(changes.updated.prefix(8)) not ascending kept elements"]
            }
        } else {
            guard old.count == elements.count else {
                return ["\(old.count) elements became \(elements.count) without an update"]
            }
            sources = Array(old.indices)
        }
        if sources.count != elements.count {
            return ["\(sources.count) sources for \(elements.count) elements"]
        }
        let updated = Set(changes?.updated ?? [])
        for (index, source) in sources.enumerated() {
            guard let source, !updated.contains(index) else { continue }
            let (was, now) = (old[source], elements[index])
            if was.label != now.label || was.value != now.value || was.traits != now.traits
                || was.index != now.index || was.spokenText != now.spokenText
            {
                return ["element \(index) changed without an update: \(was) → \(now)"]
            }
        }
        return []
    }
}

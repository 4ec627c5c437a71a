// Random VoiceOver streams through AccessibilityMachine: items replaced (ids repeated, moved,
// dropped, labels empty, badges of any count), selections of any count pushed in, words,
// container, enabled and adjustable changes, and focus, double taps and swipes on hostile
// indices. Checked after every event: `AccessibilityMachine.invariantViolations()` (the
// elements are what everything else gives) and the effects against the machine before it
// (`invariantViolations(of:for:from:)`: selections only from a double tap or swipe on an
// enabled segment, element updates that turn the old elements into the new, focus moves on
// the focused segment).

func fuzzAccessibility(_ input: inout FuzzInput) {
    func segments(_ input: inout FuzzInput) -> [AccessibilityMachine<Int>.Segment] {
        let count = input.small(8) == 0 ? input.small(256) : input.small(10)
        return (0..<count).map { index in
            let badge: SegmentBadge?
            switch input.small(6) {
            case 0: badge = .dot
            case 1: badge = .count(input.int(normal: 120))
            case 2: badge = .text(input.bool() ? "" : "9+")
            default: badge = nil
            }
            // Ids from a small range, so they repeat and move between updates.
            return .init(
                id: input.bool() ? index : input.small(6),
                label: ["", "Day", "Week", " ", "\u{200B}", "Month"][input.small(6)], badge: badge)
        }
    }
    func selection(count: Int, _ input: inout FuzzInput) -> SelectionModel {
        // Sometimes for another count than the segments': the machine fits it.
        let size = input.small(8) == 0 ? input.small(12) : count
        var disabled = Set<Int>()
        if input.small(8) == 0 {
            disabled = Set(0..<size)
        } else {
            for _ in 0..<input.small(3) { disabled.insert(input.int(normal: size)) }
        }
        return SelectionModel(
            count: size, selectedIndex: input.small(4) == 0 ? nil : input.int(normal: size),
            disabledIndices: disabled)
    }
    func templates(_ input: inout FuzzInput) -> AccessibilityMachine<Int>.Templates {
        input.bool()
            ? .english
            : .init(
                position: ["{index} of {count}", "", "{count}{count}", "{index"][input.small(4)],
                unnamed: input.bool() ? "" : "Segment {index}", separator: input.bool() ? "" : ", ")
    }
    let initial = segments(&input)
    var machine = AccessibilityMachine(
        segments: initial, selection: selection(count: initial.count, &input),
        templates: templates(&input), container: input.bool() ? .tabBar : .segmentedControl,
        isEnabled: input.small(8) != 0, isAdjustable: input.bool())
    require(machine.invariantViolations(), "new accessibility machine \(machine)")
    // Each event rebuilds every element (twice, with the check): a long list gets a short
    // stream, so the area does not take most of the run's time.
    let events = 1 + input.small(machine.segments.count > 16 ? 8 : 40)
    for step in 0..<events {
        let count = machine.segments.count
        let index = input.int(normal: max(1, count))
        let event: AccessibilityMachine<Int>.Event
        switch input.small(14) {
        case 0:
            let new = segments(&input)
            event = .itemsChanged(new, selection: selection(count: new.count, &input))
        case 1: event = .selectionChanged(selection(count: count, &input))
        case 2: event = .templatesChanged(templates(&input))
        case 3: event = .containerChanged(input.bool() ? .tabBar : .segmentedControl)
        case 4: event = .enabledChanged(input.small(4) != 0)
        case 5: event = .adjustableChanged(input.bool())
        case 6, 7: event = .focused(index: index)
        case 8: event = .unfocused(index: index)
        case 9, 10: event = .activated(index: index)
        case 11, 12: event = .adjusted(input.bool() ? .increment : .decrement)
        default: event = .adjustmentHandled(index: index)
        }
        let before = machine
        let effects = machine.handle(event)
        var problems = machine.invariantViolations()
        problems += machine.invariantViolations(of: effects, for: event, from: before)
        if let target = machine.target(for: input.bool() ? .increment : .decrement),
            !(machine.isEnabled && machine.selection.isEnabled(target))
        {
            problems.append("a swipe asks for \(target)")
        }
        require(
            problems,
            "accessibility step \(step) \(event): \(effects.prefix(4)), before \(before.selection)")
    }
}

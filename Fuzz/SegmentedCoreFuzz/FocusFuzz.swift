// Random focus moves (into, along, out of the bar, to indices outside it) and select-button
// presses through FocusMachine, while the host's segments, disabled set, selection and enabled
// state change under it. Checked after every event: `FocusMachine.invariantViolations()`, the
// effects against the machine before the event (`invariantViolations(of:for:in:)`), and that
// `canFocus` and `entryIndex` only offer enabled segments of an enabled control.

func fuzzFocus(_ input: inout FuzzInput) {
    var bar = HostileBar(&input)
    var context = FocusMachine.Context(selection: bar.selection, isEnabled: input.small(8) != 0)
    var focus = FocusMachine()
    for step in 0..<(1 + input.small(48)) {
        let event: FocusMachine.Event
        switch input.small(12) {
        case 0, 1, 2, 3: event = .focusMoved(to: bar.index(&input))
        case 4: event = .focusMoved(to: nil)
        case 5: event = .clicked
        case 6, 7: event = .clickBegan
        case 8, 9: event = .clickEnded
        case 10: event = .clickCancelled
        default:
            // The host changed what it owns: the items, a segment's enabled state, the
            // selection in code, the whole control's enabled state.
            switch input.small(4) {
            case 0:
                bar.selection = context.selection
                bar.rearrange(&input)
                context.selection = bar.selection
            case 1: context.selection.setEnabled(input.bool(), at: bar.index(&input))
            case 2: context.selection.select(input.bool() ? nil : bar.index(&input))
            default: context.isEnabled.toggle()
            }
            continue
        }
        let before = focus
        let effects = focus.handle(event, in: context)
        var problems = focus.invariantViolations()
        problems += before.invariantViolations(of: effects, for: event, in: context)
        let probe = bar.index(&input)
        if focus.canFocus(probe, in: context),
            !(context.isEnabled && context.selection.isEnabled(probe))
        {
            problems.append("segment \(probe) may take focus")
        }
        if let entry = FocusMachine.entryIndex(in: context), !context.selection.isEnabled(entry) {
            problems.append("focus enters on \(entry)")
        }
        // The host stores a selection it is asked for, as it would through its select function.
        for case .select(let index) in effects { context.selection.select(index) }
        require(problems, "focus step \(step) \(event) in \(context): \(effects), was \(before)")
    }
}

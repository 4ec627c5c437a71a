// Random requests from every input (tap, VoiceOver, keys, focus, click, Large Content Viewer)
// for hostile indices through SelectionRequestMachine, on plain and momentary controls, with
// a veto, while the host's segments, disabled set and enabled state change. Checked after every
// request: `SelectionRequestMachine.invariantViolations(of:for:in:)`, and that a refused
// segment is never selected. The host stores what the effects ask, so a momentary control
// never keeps a selection.

func fuzzSelectionRequests(_ input: inout FuzzInput) {
    var bar = HostileBar(&input)
    var context = SelectionRequestMachine.Context(
        selection: bar.selection, isEnabled: input.small(8) != 0, isMomentary: input.small(3) == 0)
    let requests = SelectionRequestMachine()
    var vetoed = Set<Int>()
    for step in 0..<(1 + input.small(48)) {
        if input.small(8) == 0 {
            switch input.small(5) {
            case 0:
                bar.selection = context.selection
                bar.rearrange(&input)
                context.selection = bar.selection
            case 1: context.selection.setEnabled(input.bool(), at: bar.index(&input))
            case 2: context.isEnabled.toggle()
            case 3: context.isMomentary.toggle()
            default: vetoed.formSymmetricDifference([bar.index(&input)])
            }
        }
        let inputs = SelectionRequestMachine.Input.allCases
        let event = SelectionRequestMachine.Event.requested(
            index: input.small(4) == 0 ? context.selection.selectedIndex ?? 0 : bar.index(&input),
            input: inputs[input.small(inputs.count)])
        var asked = [Int]()
        let effects = requests.handle(event, in: context) { index in
            asked.append(index)
            return !vetoed.contains(index)
        }
        var problems = requests.invariantViolations(of: effects, for: event, in: context)
        for case .select(let index) in effects where vetoed.contains(index) {
            problems.append("selected refused \(index)")
        }
        if asked.count > 1 { problems.append("asked the veto \(asked.count) times") }
        for effect in effects {
            switch effect {
            case .select(let index): context.selection.select(index)
            case .clearSelection: context.selection.select(nil)
            case .playSelectionHaptic, .reselect: break
            }
        }
        if context.isMomentary, !effects.isEmpty, context.selection.selectedIndex != nil,
            effects.contains(where: { if case .select = $0 { true } else { false } })
        {
            problems.append("a momentary control kept \(context.selection)")
        }
        require(problems, "request step \(step) \(event) in \(context): \(effects)")
    }
}

// Random pointer streams, selections made elsewhere and new layouts through LensMachine over
// hostile arrangements, lens parameters and clocks, with Reduce Motion switched on and off.
// Checked after every event: the interaction's promises about the effects
// (`interactionProblems`), `LensMachine.invariantViolations()`, that the lens rests on the
// selection the event leaves unless a finger drags it, that events other than the pointer's
// give no effects, and that the state drawn at any time (NaN, ±∞, earlier) keeps its ranges.

func fuzzLens(_ input: inout FuzzInput) {
    var bar = HostileBar(&input)
    var context = LensMachine.Context(
        arrangement: bar.arrangement, selection: bar.selection, isEnabled: input.small(8) != 0,
        isMomentary: input.small(4) == 0, yieldsVerticalDrags: input.bool())
    var lens = LensMachine(
        context: context,
        interaction: InteractionMachine(
            tapSlop: input.bool() ? input.double() : 10,
            releaseMargin: input.bool() ? input.double() : 70),
        parameters: makeLensParameters(&input), reduceMotion: input.small(4) == 0)
    require(lens.invariantViolations(), "new lens \(lens)")
    let vetoed = input.small(4) == 0 ? bar.index(&input) : -1
    var clock = HostileClock()
    for step in 0..<(1 + input.small(32)) {
        let time = clock.next(&input)
        let event: LensMachine.Event
        switch input.small(10) {
        case 0, 1: event = .pointer(.began(Point(x: input.double(), y: input.double()), time: time))
        case 2, 3: event = .pointer(.moved(Point(x: input.double(), y: input.double()), time: time))
        case 4: event = .pointer(.ended(Point(x: input.double(), y: input.double()), time: time))
        case 5: event = .pointer(.cancelled(time: time))
        case 6:
            event = .pointer(
                .contentMoved(to: Point(x: input.double(), y: input.double()), time: time))
            context.isContentScrolling = input.bool()
        case 7:
            // A key, the app or a pager selected elsewhere (or tried to: a disabled segment or
            // an index outside the segments leaves the selection as it was).
            context.selection.select(input.small(4) == 0 ? nil : bar.index(&input))
            event = .selectionChanged(time: time)
        default:
            // A new layout: other segments, sizes, direction, disabled set; sometimes the
            // control is disabled or made momentary at the same time.
            bar.selection = context.selection
            bar.rearrange(&input)
            context.arrangement = bar.arrangement
            context.selection = bar.selection
            if input.small(4) == 0 { context.isEnabled.toggle() }
            if input.small(8) == 0 { context.isMomentary.toggle() }
            event = .arrangementChanged(time: time)
        }
        if input.small(16) == 0 { lens.reduceMotion.toggle() }
        if input.small(32) == 0 { lens.parameters = makeLensParameters(&input) }
        let before = context.selection
        let upper = Double(max(0, context.arrangement.count - 1))
        let effects = lens.handle(event, in: context) { $0 != vetoed }
        var problems: [String]
        if case .pointer(let pointer) = event {
            problems = interactionProblems(
                effects, for: pointer, selection: before, vetoed: vetoed, upper: upper,
                storingIn: &context)
        } else {
            problems = effects.isEmpty ? [] : ["\(event) gave \(effects)"]
        }
        problems += lens.invariantViolations()
        if lens.interaction.press?.indicatorPosition == nil,
            let selected = context.selection.selectedIndex,
            lens.target != context.arrangement.clampedPosition(Double(selected))
        {
            problems.append("rests on \(lens.target), selection \(selected)")
        }
        for _ in 0..<input.small(4) {
            let at = input.bool() ? input.double() : lens.time - Double(input.byte()) / 64
            if let state = lens.state(at: at) {
                problems += LensMachine.stateViolations(state, count: context.arrangement.count)
                    .map { "at \(at): " + $0 }
            } else if context.arrangement.count > 0 {
                problems.append("no state at \(at) over \(context.arrangement.count) segments")
            }
        }
        require(
            problems,
            "lens step \(step) \(event) on \(context.arrangement.count) segments: \(effects), \(lens)"
        )
    }
}

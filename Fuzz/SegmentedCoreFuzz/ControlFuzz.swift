// Random streams of every input a control has through ControlMachine (and so its interaction,
// its lens, Apple TV's focus and VoiceOver's elements): pointer events, VoiceOver double taps,
// swipes and focus, keys, focus moves and clicks, the Large Content Viewer's lift, a platform
// control's taps, selections the app makes (shown travelling or placed), the control enabled
// or disabled, new layouts and segments, lens parameters coming and going, Reduce Motion, over
// hostile arrangements, indices and clocks, with a veto. Checked after every event: the
// pointer's promises (`interactionProblems`), the effects' promises
// (`ControlMachine.invariantViolations(of:for:in:shouldSelect:)`), the parts' promises
// (`invariantViolations()`), that the lens rests on the selection the event leaves unless a
// finger drags it, and that the lens drawn at any time (NaN, ±∞, earlier) keeps its ranges.

func fuzzControl(_ input: inout FuzzInput) {
    func segments(count: Int, _ input: inout FuzzInput) -> [AccessibilityMachine<Int>.Segment] {
        (0..<count).map { index in
            .init(
                id: input.bool() ? index : input.small(6),
                label: ["", "Day", "Week"][input.small(3)])
        }
    }
    var bar = HostileBar(&input)
    var context = ControlMachine<Int>.Context(
        arrangement: bar.arrangement, selection: bar.selection, isEnabled: input.small(8) != 0,
        isMomentary: input.small(4) == 0, yieldsVerticalDrags: input.bool())
    var control = ControlMachine<Int>(
        interaction: InteractionMachine(
            tapSlop: input.bool() ? input.double() : 10,
            releaseMargin: input.bool() ? input.double() : 70),
        lens: input.small(4) == 0 ? nil : makeLensParameters(&input),
        reduceMotion: input.small(4) == 0,
        segments: segments(count: bar.count, &input), isAdjustable: input.bool())
    require(control.invariantViolations(), "new control \(control)")
    let vetoed = input.small(4) == 0 ? bar.index(&input) : -1
    var clock = HostileClock()
    for step in 0..<(1 + input.small(32)) {
        let time = clock.next(&input)
        let index = input.small(8) == 0 ? input.int(normal: 300) : bar.index(&input)
        let event: ControlMachine<Int>.Event
        switch input.small(24) {
        case 0, 1: event = .pointer(.began(Point(x: input.double(), y: input.double()), time: time))
        case 2, 3: event = .pointer(.moved(Point(x: input.double(), y: input.double()), time: time))
        case 4: event = .pointer(.ended(Point(x: input.double(), y: input.double()), time: time))
        case 5: event = .pointer(.cancelled(time: time))
        case 6:
            event = .pointer(
                .contentMoved(to: Point(x: input.double(), y: input.double()), time: time))
            context.isContentScrolling = input.bool()
        case 7: event = .accessibilityActivated(index: index)
        case 8: event = .accessibilityAdjusted(input.bool() ? .increment : .decrement)
        case 9:
            event =
                input.bool()
                ? .accessibilityFocused(index: index) : .accessibilityUnfocused(index: index)
        case 10:
            let keys: [NavigationKey] = [
                .left, .right, .next, .previous, .first, .last, .number(index),
            ]
            event = .navigationKey(keys[input.small(keys.count)], wrapping: input.bool())
        case 11: event = .activationKey
        case 12: event = .focusMoved(to: input.small(6) == 0 ? nil : index)
        case 13: event = [.clickBegan, .clickEnded, .clickCancelled][input.small(3)]
        case 14:
            event =
                input.bool()
                ? .largeContentViewerLifted(index: index) : .tapped(index: index)
        case 15, 16:
            // The app selected (or tried to: a disabled segment or an index outside the
            // segments leaves the selection as it was).
            context.selection.select(input.small(4) == 0 ? nil : index)
            event = input.small(4) == 0 ? .indicatorPlaced : .selectionChanged
        case 17:
            event = .segmentsChanged(
                segments(count: input.small(4) == 0 ? input.small(12) : bar.count, &input))
        case 18: event = .lensChanged(input.small(3) == 0 ? nil : makeLensParameters(&input))
        case 19:
            if input.small(4) == 0 {
                context.isEnabled.toggle()
                event = .enabledChanged
            } else {
                event = .reduceMotionChanged(input.bool())
            }
        case 20: event = .adjustableChanged(input.bool())
        case 21: event = .containerChanged(input.bool() ? .tabBar : .segmentedControl)
        default:
            // A new layout: other segments, sizes, direction, disabled set; sometimes the
            // control is disabled or made momentary at the same time.
            bar.selection = context.selection
            bar.rearrange(&input)
            context.arrangement = bar.arrangement
            context.selection = bar.selection
            if input.small(4) == 0 { context.isEnabled.toggle() }
            if input.small(8) == 0 { context.isMomentary.toggle() }
            event = .arrangementChanged
        }
        let before = context
        let upper = Double(max(0, context.arrangement.count - 1))
        let effects = control.handle(event, in: context, at: time) { $0 != vetoed }
        var problems = control.invariantViolations(
            of: effects, for: event, in: before, shouldSelect: { $0 != vetoed })
        if case .pointer(let pointer) = event {
            let pointerEffects = effects.compactMap(InteractionMachine.Effect.init)
            problems += interactionProblems(
                pointerEffects, for: pointer, selection: before.selection, vetoed: vetoed,
                upper: upper, storingIn: &context)
        } else {
            for effect in effects {
                if case .select(let selected) = effect { context.selection.select(selected) }
                if case .clearSelection = effect { context.selection.select(nil) }
            }
        }
        problems += control.invariantViolations()
        if let lens = control.lens {
            if lens.press?.indicatorPosition == nil,
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
        }
        require(
            problems,
            "control step \(step) \(event) on \(context.arrangement.count) segments: \(effects), \(control)"
        )
    }
}

extension InteractionMachine.Effect {
    /// The pointer's own effect, or `nil` for the parts' (VoiceOver's elements and focus).
    init?(_ effect: ControlMachine<Int>.Effect) {
        switch effect {
        case .highlight(let index): self = .highlight(index: index)
        case .moveIndicator(let position): self = .moveIndicator(to: position)
        case .restoreIndicator: self = .restoreIndicator
        case .select(let index): self = .select(index: index)
        case .playSelectionHaptic: self = .playSelectionHaptic
        case .clearSelection: self = .clearSelection
        case .reselect(let index): self = .reselect(index: index)
        case .updateElements, .moveAccessibilityFocus, .reveal, .updateContainer: return nil
        }
    }
}

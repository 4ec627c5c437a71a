// Random pointer streams through InteractionMachine over a random arrangement: begins, moves,
// ends and cancels in any order, with hostile points and times. Checked after every event:
// indicator positions are finite and on the bar, highlights name enabled segments, selections and
// reselects come only from a release, and each committed selection asks for exactly one haptic.

func fuzzInteraction(_ input: inout FuzzInput) {
    let layout = makeLayout(&input)
    let count = input.small(12)
    var sizes = [Size]()
    for _ in 0..<count { sizes.append(Size(width: input.double(), height: input.double())) }
    let container = Size(width: input.double(), height: input.double())
    let arrangement = layout.arrange(contentSizes: sizes, in: container)
    var disabled = Set<Int>()
    for _ in 0..<input.small(4) { disabled.insert(input.small(max(1, count))) }
    let selection = SelectionModel(
        count: count, selectedIndex: input.bool() ? input.small(max(1, count)) : nil,
        disabledIndices: disabled)
    var context = InteractionMachine.Context(
        arrangement: arrangement, selection: selection, isEnabled: input.small(8) != 0,
        isMomentary: input.small(4) == 0, yieldsVerticalDrags: input.bool())
    var machine = InteractionMachine(
        tapSlop: input.bool() ? input.double() : 10,
        releaseMargin: input.bool() ? input.double() : 70)
    let vetoed = input.small(4) == 0 ? input.small(max(1, count)) : -1
    let upper = Double(max(0, count - 1))
    for step in 0..<(1 + input.small(32)) {
        let point = Point(x: input.double(), y: input.double())
        let time = input.double()
        let event: InteractionMachine.Event
        switch input.small(4) {
        case 0: event = .began(point, time: time)
        case 1: event = .moved(point, time: time)
        case 2: event = .ended(point, time: time)
        default: event = .cancelled(time: time)
        }
        let before = context.selection
        let effects = machine.handle(event, in: context) { $0 != vetoed }
        let problems = interactionProblems(
            effects, for: event, selection: before, vetoed: vetoed, upper: upper,
            storingIn: &context)
        require(problems, "interaction step \(step) \(event) on \(count) segments: \(effects)")
    }
}

/// The interaction's promises about the effects of one pointer event, handled with the
/// selection `selection` and a veto of `vetoed`: indicator positions finite within
/// `0...upper`, highlights and selections on enabled segments, selections and reselects only
/// from a release, one haptic per selection, a momentary control's selection cleared. Stores what the effects ask in `context`, as a
/// host does.
func interactionProblems(
    _ effects: [InteractionMachine.Effect], for event: InteractionMachine.Event,
    selection before: SelectionModel, vetoed: Int, upper: Double,
    storingIn context: inout InteractionMachine.Context
) -> [String] {
    var problems: [String] = []
    var selects = 0
    var haptics = 0
    for effect in effects {
        switch effect {
        case .moveIndicator(let position):
            if !(position.isFinite && position >= 0 && position <= upper) {
                problems.append("indicator at \(position) outside 0...\(upper)")
            }
        case .highlight(let index?):
            if !before.isEnabled(index) { problems.append("highlighted disabled \(index)") }
        case .select(let index):
            selects += 1
            if index == vetoed { problems.append("selected vetoed \(index)") }
            if !before.isEnabled(index) { problems.append("selected disabled \(index)") }
            if case .ended = event {} else { problems.append("select outside a release") }
            context.selection.select(index)
        case .reselect:
            if case .ended = event {} else { problems.append("reselect outside a release") }
        case .playSelectionHaptic: haptics += 1
        case .clearSelection: context.selection.select(nil)
        case .highlight(nil), .restoreIndicator: break
        }
    }
    if selects > 1 || haptics != selects {
        problems.append("\(selects) selections with \(haptics) haptics")
    }
    if context.isMomentary, selects > 0, effects.last != .clearSelection {
        problems.append("a momentary control kept its selection")
    }
    return problems
}

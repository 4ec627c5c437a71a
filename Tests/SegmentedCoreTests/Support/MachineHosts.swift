import SegmentedCore

/// A host for an ``InteractionMachine`` in the tests, doing what every front-end does: it
/// holds the context (the selection once), passes it to each call and stores what the effects
/// ask (a committed selection, a momentary control's cleared one). Nothing else: the effects
/// are returned for the test to assert in full.
struct InteractionHost {
    var machine: InteractionMachine
    var context: InteractionMachine.Context

    /// The host's selection, which only the effects change.
    var selection: SelectionModel {
        get { context.selection }
        set { context.selection = newValue }
    }
    var arrangement: Arrangement {
        get { context.arrangement }
        set { context.arrangement = newValue }
    }
    var isTracking: Bool { machine.isTracking }
    var isHoldingIndicator: Bool { machine.isHoldingIndicator }
    var press: InteractionMachine.Press? { machine.press }
    var contentOrigin: Point? { machine.contentOrigin }
    var time: Double { machine.time }

    func yieldsScroll(dx: Double, dy: Double) -> Bool { machine.yieldsScroll(dx: dx, dy: dy) }
    func mayBeginIndicatorDrag(dx: Double, dy: Double, requiresHold: Bool) -> Bool {
        machine.mayBeginIndicatorDrag(dx: dx, dy: dy, requiresHold: requiresHold)
    }

    @discardableResult
    mutating func handle(
        _ event: InteractionMachine.Event, shouldSelect: (Int) -> Bool = { _ in true }
    ) -> [InteractionMachine.Effect] {
        let effects = machine.handle(event, in: context, shouldSelect: shouldSelect)
        context.store(effects)
        return effects
    }
}

/// A host for a control with a lens (a ``ControlMachine`` made with lens parameters) in the
/// tests, as ``InteractionHost`` is for the interaction: it holds the context, stores the
/// selections the effects ask for, and reports selections and layouts made elsewhere as the
/// control's events.
struct LensHost {
    var control: ControlMachine<Int>
    var context: LensMachine.Context

    /// Starts the lens at rest on the context's selection, at time 0.
    init(
        context: LensMachine.Context, parameters: LensParameters = .liquidGlass,
        reduceMotion: Bool = false, interaction: InteractionMachine = InteractionMachine()
    ) {
        self.context = context
        control = ControlMachine(
            interaction: interaction, lens: parameters, reduceMotion: reduceMotion)
        control.handle(.arrangementChanged, in: context, at: 0)
    }

    /// The control's lens, which the control makes at its first event.
    var lens: LensMachine { control.lens! }
    var selection: SelectionModel { context.selection }
    var arrangement: Arrangement { lens.arrangement }
    var target: Double { lens.target }
    var time: Double { lens.time }

    func state(at time: Double) -> LensState? { lens.state(at: time) }
    func isSettled(at time: Double) -> Bool { lens.isSettled(at: time) }
    func velocity(at time: Double) -> Double { lens.velocity(at: time) }
    func edgePositions(at time: Double) -> (leading: Double, trailing: Double) {
        lens.edgePositions(at: time)
    }

    /// Feeds a pointer event.
    @discardableResult
    mutating func handle(
        _ event: InteractionMachine.Event, shouldSelect: (Int) -> Bool = { _ in true }
    ) -> [ControlMachine<Int>.Effect] {
        let effects = control.handle(.pointer(event), in: context, shouldSelect: shouldSelect)
        context.store(effects)
        return effects
    }

    /// Selects in code, as an app or a key does, and reports it to the control.
    ///
    /// - Returns: Whether the host's selection took it.
    @discardableResult
    mutating func select(_ index: Int?, at time: Double) -> Bool {
        let selected = context.selection.select(index)
        control.handle(.selectionChanged, in: context, at: time)
        return selected
    }

    /// Lays out again, optionally with new items, and reports it to the control.
    mutating func update(
        arrangement: Arrangement, selection: SelectionModel? = nil, at time: Double
    ) {
        context.arrangement = arrangement
        if let selection { context.selection = selection }
        control.handle(.arrangementChanged, in: context, at: time)
    }

    /// Turns Reduce Motion on or off, as the platform's setting does.
    mutating func setReduceMotion(_ reduceMotion: Bool) {
        control.handle(.reduceMotionChanged(reduceMotion), in: context)
    }
}

extension InteractionMachine.Context {
    /// Stores what the effects ask the host to store.
    mutating func store(_ effects: [InteractionMachine.Effect]) {
        for effect in effects {
            switch effect {
            case .select(let index): selection.select(index)
            case .clearSelection: selection.select(nil)
            default: break
            }
        }
    }
}

extension InteractionMachine.Context {
    /// Stores what a control's effects ask the host to store.
    mutating func store<ID>(_ effects: [ControlMachine<ID>.Effect]) {
        for effect in effects {
            switch effect {
            case .select(let index): selection.select(index)
            case .clearSelection: selection.select(nil)
            default: break
            }
        }
    }
}

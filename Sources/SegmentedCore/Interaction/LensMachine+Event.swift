extension LensMachine {
    /// What the host owns and the lens only reads: the interaction's context, the same value
    /// the host passes to its ``InteractionMachine``.
    ///
    /// ```swift
    /// let context = LensMachine.Context(arrangement: arrangement, selection: selection)
    /// ```
    public typealias Context = InteractionMachine.Context

    /// What the front-end carries out after a pointer event: the interaction's effects.
    ///
    /// ```swift
    /// if case .select(let index) = effect { commit(index) }
    /// ```
    public typealias Effect = InteractionMachine.Effect

    /// What the host reports to the lens: a pointer event, or a change of what the lens
    /// rests on or draws over that came from elsewhere. Every event reads the whole
    /// ``Context``; the two changes name why the host calls.
    ///
    /// ```swift
    /// lens.handle(.pointer(.began(point, time: now)), in: context)
    /// lens.handle(.selectionChanged(time: now), in: context)    // a key, the app, a pager
    /// lens.handle(.arrangementChanged(time: now), in: context)  // after a layout
    /// ```
    public enum Event: Sendable, Hashable {
        /// A pointer event, handled by the interaction's rules and then by the lens's.
        case pointer(InteractionMachine.Event)
        /// The selection changed outside the pointer (a key, focus, VoiceOver, a pager, the
        /// app): the lens moves to the context's selection as a tap would, stretching,
        /// without a lift. Refused indices never reach the lens: the host's selection holds
        /// only enabled segments.
        case selectionChanged(time: Double)
        /// The layout changed (a new size, new items): the lens keeps its segment position
        /// on the context's arrangement, and rests on the context's selection.
        case arrangementChanged(time: Double)
    }
}

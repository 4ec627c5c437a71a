extension LensMachine {
    /// What the host owns and the lens only reads: the interaction's context, the same value
    /// the host passes to its ``InteractionMachine``.
    ///
    /// ```swift
    /// let context = LensMachine.Context(arrangement: arrangement, selection: selection)
    /// ```
    public typealias Context = InteractionMachine.Context

    /// What the host reports to the lens: the control's press after a pointer event, or a
    /// change of what the lens rests on or draws over that came from elsewhere. Every event
    /// reads the whole ``Context``; the events name why the host calls. ``ControlMachine``
    /// sends them all.
    ///
    /// ```swift
    /// lens.handle(.pressChanged(interaction.press, isNewPress: false, time: now), in: context)
    /// lens.handle(.selectionChanged(time: now), in: context)    // a key, the app, a pager
    /// lens.handle(.arrangementChanged(time: now), in: context)  // after a layout
    /// lens.handle(.indicatorPlaced(time: now), in: context)     // selected without motion
    /// ```
    public enum Event: Sendable, Hashable {
        /// The control's ``InteractionMachine`` handled a pointer event and its press is now
        /// this (`nil` once the pointer is up); `isNewPress` when the event began a press, so
        /// a held indicator is grabbed again where the pointer came down.
        case pressChanged(InteractionMachine.Press?, isNewPress: Bool, time: Double)
        /// The selection changed outside the pointer (a key, focus, VoiceOver, a pager, the
        /// app): the lens moves to the context's selection as a tap would, stretching,
        /// without a lift. Refused indices never reach the lens: the host's selection holds
        /// only enabled segments.
        case selectionChanged(time: Double)
        /// The layout changed (a new size, new items): the lens keeps its segment position
        /// on the context's arrangement, and rests on the context's selection.
        case arrangementChanged(time: Double)
        /// The host put its indicator on the context's selection without motion (a selection
        /// made in code without animation, a pager that took the indicator there): the lens
        /// rests there at once, as under Reduce Motion, and keeps its lift.
        case indicatorPlaced(time: Double)
    }
}

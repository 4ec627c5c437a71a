extension InteractionMachine {
    /// A pointer event a front-end feeds the machine: a finger, a mouse button or a stylus,
    /// in the arrangement's coordinates, with a time in seconds.
    ///
    /// ```swift
    /// interaction.handle(.began(Point(x: 40, y: 20), time: 0), in: context)
    /// interaction.handle(.moved(Point(x: 140, y: 22), time: 0.1), in: context)
    /// interaction.handle(.ended(Point(x: 140, y: 22), time: 0.2), in: context)
    /// ```
    public enum Event: Sendable, Hashable {
        /// The pointer went down.
        case began(Point, time: Double)
        /// The pressed pointer moved.
        case moved(Point, time: Double)
        /// The pointer lifted.
        case ended(Point, time: Double)
        /// The platform took the pointer away, as when an enclosing scroll view starts
        /// scrolling: nothing is selected.
        case cancelled(time: Double)
        /// The bar's origin, measured in a coordinate space that does not scroll with it
        /// (the window, say), is now this point. Report it whenever it changes, and once
        /// before the first press. A press on content that then moves with a scroll (the
        /// bar's own horizontal scroll, or any enclosing scroll) is the scroll's, not the
        /// control's: see ``InteractionMachine`` ("Scrolled").
        case contentMoved(to: Point, time: Double)
    }
}

extension InteractionMachine.Event {
    /// The time the event carries, in seconds.
    ///
    /// ```swift
    /// InteractionMachine.Event.ended(point, time: 0.2).time  // 0.2
    /// ```
    public var time: Double {
        switch self {
        case .began(_, let time), .moved(_, let time), .ended(_, let time),
            .cancelled(let time), .contentMoved(_, let time):
            return time
        }
    }

    /// The same event at its time plus `delay` seconds, as a timeline replayed later.
    ///
    /// ```swift
    /// let later = InteractionMachine.Event.began(point, time: 0).delayed(by: 1)  // time 1
    /// ```
    ///
    /// - Parameter delay: Seconds to add; NaN gives a NaN time, which the machine ignores.
    public func delayed(by delay: Double) -> Self {
        switch self {
        case .began(let point, let time): .began(point, time: time + delay)
        case .moved(let point, let time): .moved(point, time: time + delay)
        case .ended(let point, let time): .ended(point, time: time + delay)
        case .cancelled(let time): .cancelled(time: time + delay)
        case .contentMoved(let point, let time): .contentMoved(to: point, time: time + delay)
        }
    }
}

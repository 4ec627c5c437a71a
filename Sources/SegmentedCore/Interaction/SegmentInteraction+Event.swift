extension SegmentInteraction {
    /// A pointer event a front-end feeds the machine: a finger, a mouse button or a stylus,
    /// in the arrangement's coordinates, with a time in seconds.
    ///
    /// ```swift
    /// interaction.handle(.began(Point(x: 40, y: 20), time: 0))
    /// interaction.handle(.moved(Point(x: 140, y: 22), time: 0.1))
    /// interaction.handle(.ended(Point(x: 140, y: 22), time: 0.2))
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
        /// control's: see ``SegmentInteraction`` ("Scrolled").
        case contentMoved(to: Point, time: Double)
    }
}

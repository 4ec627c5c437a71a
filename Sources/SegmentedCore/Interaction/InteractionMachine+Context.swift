extension InteractionMachine {
    /// What the host owns and the machine only reads, passed to every
    /// ``InteractionMachine/handle(_:in:shouldSelect:)`` call: the geometry the pointer is
    /// hit-tested against, the selection and the disabled segments, and the control's
    /// settings. The machine keeps none of it, so the host holds its selection once and a
    /// committed ``InteractionMachine/Effect/select(index:)`` is stored by the host alone.
    ///
    /// ```swift
    /// let context = InteractionMachine.Context(
    ///     arrangement: arrangement, selection: selection, isEnabled: control.isEnabled)
    /// for effect in interaction.handle(.began(point, time: now), in: context) { perform(effect) }
    /// ```
    public struct Context: Sendable, Hashable {
        /// The geometry the pointer is hit-tested against: the arrangement the host shows.
        public var arrangement: Arrangement
        /// The selection and the disabled segments, as the host holds them now.
        public var selection: SelectionModel
        /// Whether the control as a whole accepts presses.
        public var isEnabled: Bool
        /// Whether the control selects, reports and then keeps no selection.
        public var isMomentary: Bool
        /// Whether a press that first moves more vertically than horizontally cancels itself,
        /// for front-ends inside a vertical scroll that sends no cancel of its own. Read when
        /// the pointer first leaves the tap slop.
        public var yieldsVerticalDrags: Bool
        /// Whether the content under the pointer is still scrolling (decelerating after a
        /// fling, or dragged by another finger) when a press begins. Such a touch is for
        /// stopping the scroll, as a touch on a moving scroll view is (the front-end stops
        /// it), so the press starts nothing and its release selects nothing. Read only by
        /// ``InteractionMachine/Event/began(_:time:)``; the default is `false`.
        public var isContentScrolling: Bool

        /// Creates a context.
        ///
        /// ```swift
        /// let context = InteractionMachine.Context(
        ///     arrangement: arrangement, selection: SelectionModel(count: 3), isMomentary: false)
        /// ```
        ///
        /// - Parameters:
        ///   - arrangement: The current layout.
        ///   - selection: The current selection and disabled segments.
        ///   - isEnabled: Whether presses are accepted.
        ///   - isMomentary: Whether selections last.
        ///   - yieldsVerticalDrags: Whether a mostly vertical first movement cancels the press.
        ///   - isContentScrolling: Whether the content is still scrolling, so that a press
        ///     only stops it.
        public init(
            arrangement: Arrangement, selection: SelectionModel, isEnabled: Bool = true,
            isMomentary: Bool = false, yieldsVerticalDrags: Bool = false,
            isContentScrolling: Bool = false
        ) {
            self.arrangement = arrangement
            self.selection = selection
            self.isEnabled = isEnabled
            self.isMomentary = isMomentary
            self.yieldsVerticalDrags = yieldsVerticalDrags
            self.isContentScrolling = isContentScrolling
        }
    }
}

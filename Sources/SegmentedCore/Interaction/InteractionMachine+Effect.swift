extension InteractionMachine {
    /// What the front-end carries out after an event. Within one event the effects come in
    /// this order: the highlight and thumb changes for the pointer's new location; then, for a
    /// release or a cancel, the highlight cleared, the outcome (select, reselect or cancel),
    /// the haptic, and for a momentary control clear-selection. Highlight and thumb effects
    /// are sent only when they change.
    ///
    /// ```swift
    /// for effect in interaction.handle(event) {
    ///     switch effect {
    ///     case .highlight(let index): showPressed(index)
    ///     case .moveThumb(let position): placeIndicator(at: position)
    ///     case .select(let index): commit(index); sendValueChanged()
    ///     case .reselect(let index): scrollPageToTop(index)
    ///     case .cancel: slideIndicatorBackToSelection()
    ///     case .selectionHaptic: playSelectionFeedback()
    ///     case .clearSelection: showNoSelection()
    ///     }
    /// }
    /// ```
    public enum Effect: Sendable, Hashable {
        /// Show this segment pressed (the one a release would select now), or none.
        case highlight(Int?)
        /// Put the dragged thumb at this fractional position, without animation. Always
        /// within `0...count − 1`.
        case moveThumb(to: Double)
        /// The user committed a change to this segment: store it, slide (or spring) the
        /// indicator there and report the change (`.valueChanged`, a binding write).
        case select(Int)
        /// The user tapped the segment that was already selected; apps typically scroll its
        /// page to the top. Nothing changes.
        case reselect(Int)
        /// The interaction ended without a change: send the indicator back to the selection
        /// if it was dragged.
        case cancel
        /// Play the selection-changed haptic (`UISelectionFeedbackGenerator`,
        /// `sensoryFeedback(.selection)`); asked for once per committed change.
        case selectionHaptic
        /// A momentary control keeps no selection: after reporting ``select(_:)``, show none.
        case clearSelection
    }
}

extension InteractionMachine {
    /// What the front-end carries out after an event. Within one event the effects come in
    /// this order: the highlight and indicator changes for the pointer's new location; then,
    /// for a release or a cancel, the highlight cleared, the outcome (select, reselect or
    /// restore the indicator), the haptic, and for a momentary control clear-selection.
    /// Highlight and indicator effects are sent only when they change.
    ///
    /// ```swift
    /// for effect in interaction.handle(event, in: context) {
    ///     switch effect {
    ///     case .highlight(let index): showPressed(index)
    ///     case .moveIndicator(let position): placeIndicator(at: position)
    ///     case .select(let index): commit(index); sendValueChanged()
    ///     case .reselect(let index): scrollPageToTop(index)
    ///     case .restoreIndicator: slideIndicatorBackToSelection()
    ///     case .playSelectionHaptic: playSelectionFeedback()
    ///     case .clearSelection: showNoSelection()
    ///     }
    /// }
    /// ```
    public enum Effect: Sendable, Hashable {
        /// Show this segment pressed (the one a release would select now), or none.
        case highlight(index: Int?)
        /// Put the dragged indicator at this fractional position, without animation. Always
        /// within `0...count − 1`.
        case moveIndicator(to: Double)
        /// The user committed a change to this segment: store it, slide (or spring) the
        /// indicator there and report the change (`.valueChanged`, a binding write).
        case select(index: Int)
        /// The user tapped the segment that was already selected; apps typically scroll its
        /// page to the top. Nothing changes.
        case reselect(index: Int)
        /// The press ended without a change: put the indicator back on the selection (it
        /// may have been dragged away from it).
        case restoreIndicator
        /// Play the selection-changed haptic (`UISelectionFeedbackGenerator`,
        /// `sensoryFeedback(.selection)`); asked for once per committed change.
        case playSelectionHaptic
        /// A momentary control keeps no selection: after reporting ``select(index:)``, clear
        /// the selection and show none.
        case clearSelection
    }
}

extension InteractionMachine.Effect {
    /// The pointer's form of what ``SelectionRequestMachine`` decided for a release.
    init(_ effect: SelectionRequestMachine.Effect) {
        switch effect {
        case .select(let index): self = .select(index: index)
        case .playSelectionHaptic: self = .playSelectionHaptic
        case .clearSelection: self = .clearSelection
        case .reselect(let index): self = .reselect(index: index)
        }
    }
}

/// The one decision for "the user asks for segment i", whatever the input: a tap's release, a
/// VoiceOver double tap or swipe, a key, a focus move or a click of the Apple TV remote, the
/// Large Content Viewer's lift. Every input a front-end hears ends in
/// ``handle(_:in:shouldSelect:)``, so momentary segments, reselect, the veto, the selection
/// haptic and "selected by the user" hold the same way for all of them.
///
/// The rules, in order:
///
/// - **Disabled.** A disabled control, a disabled segment or an index outside the segments
///   asks for nothing.
/// - **Moves.** An input that moves a selection along the bar (``Input/movesSelection``: the
///   arrow keys, Home and End, a VoiceOver swipe up or down, an Apple TV focus move) asks for
///   nothing on a momentary control, which keeps no selection to move and must not act while
///   the user only looks along it; and a move onto the selected segment asks for nothing.
/// - **Reselect.** Any other input (a press: a tap, a VoiceOver double tap, Return or Space, an
///   Apple TV click, the Large Content Viewer's lift) on the segment that is already selected
///   is ``Effect/reselect(index:)``: apps scroll its page to the top. The veto is not asked, no
///   haptic plays, nothing changes. A momentary control never reselects: every press is
///   reported.
/// - **Veto.** The `shouldSelect` predicate (UIKit's `shouldSelectSegment`) can refuse the
///   segment: then nothing happens, not even a haptic.
/// - **Select.** ``Effect/select(index:)`` (store the segment and report it as the user's
///   change: `.valueChanged`, a binding write), ``Effect/playSelectionHaptic``, and for a
///   momentary control ``Effect/clearSelection`` (as `UISegmentedControl.isMomentary`: the
///   action sees the segment, then no selection is shown).
///
/// The machine keeps nothing between events: the selection, whether the control is enabled and
/// whether it is momentary are the host's, read from a ``Context`` with every event. An empty
/// result means the request changed nothing (a pointer front-end puts a dragged indicator back).
///
/// ```swift
/// let requests = SelectionRequestMachine()
/// let context = SelectionRequestMachine.Context(
///     selection: SelectionModel(count: 3, selectedIndex: 0), isMomentary: false)
/// requests.handle(.requested(index: 2, input: .accessibilityActivation), in: context)
/// // [.select(index: 2), .playSelectionHaptic]
/// requests.handle(.requested(index: 0, input: .activationKey), in: context)
/// // [.reselect(index: 0)]
/// requests.handle(.requested(index: 2, input: .navigationKey), in: context) { $0 != 2 }
/// // []: refused
/// ```
public struct SelectionRequestMachine: Sendable, Hashable {
    /// Where a request comes from. The rules are the same for every input; the only
    /// difference is whether the input moves a selection along the bar or presses a segment
    /// (``movesSelection``).
    ///
    /// ```swift
    /// // Return or Space while the control has keyboard focus: the selected segment again.
    /// requests.handle(.requested(index: selected, input: .activationKey), in: context)
    /// ```
    public enum Input: Sendable, Hashable, CaseIterable {
        /// A finger, mouse or stylus released on a segment (a tap, or the indicator dragged
        /// and let go there), as ``InteractionMachine`` decides.
        case pointer
        /// VoiceOver's double tap on a segment (Switch Control's and Full Keyboard Access's
        /// activate too).
        case accessibilityActivation
        /// A VoiceOver swipe up or down on an adjustable segment: the next or previous one.
        case accessibilityAdjustment
        /// An arrow key, Home, End or a digit while the control has keyboard focus: the
        /// segment ``SelectionModel/target(for:layoutDirection:wrapping:)`` gives.
        case navigationKey
        /// Return or Space while the control has keyboard focus: the selected segment.
        case activationKey
        /// Apple TV: focus moved from one segment to another.
        case focusMove
        /// Apple TV: a click of the remote's select button on the focused segment, acting when
        /// the button comes up.
        case click
        /// The finger lifted from the Large Content Viewer over a segment.
        case largeContentViewer

        /// Whether the input moves a selection along the bar rather than pressing a segment:
        /// the arrow keys, Home and End, a VoiceOver swipe up or down and an Apple TV focus
        /// move. On a momentary control these ask for nothing, and they never reselect.
        ///
        /// ```swift
        /// SelectionRequestMachine.Input.focusMove.movesSelection  // true
        /// SelectionRequestMachine.Input.click.movesSelection      // false
        /// ```
        public var movesSelection: Bool {
            switch self {
            case .accessibilityAdjustment, .navigationKey, .focusMove: true
            case .pointer, .accessibilityActivation, .activationKey, .click, .largeContentViewer:
                false
            }
        }
    }

    /// What the host owns and the machine only reads, passed with every event.
    ///
    /// ```swift
    /// let context = SelectionRequestMachine.Context(
    ///     selection: selection, isEnabled: control.isEnabled, isMomentary: control.isMomentary)
    /// ```
    public struct Context: Sendable, Hashable {
        /// The selection and the disabled segments, as the host holds them now.
        public var selection: SelectionModel
        /// Whether the control as a whole accepts the user's requests.
        public var isEnabled: Bool
        /// Whether the control selects, reports and then keeps no selection.
        public var isMomentary: Bool

        /// Creates a context.
        ///
        /// ```swift
        /// let context = SelectionRequestMachine.Context(selection: SelectionModel(count: 3))
        /// ```
        ///
        /// - Parameters:
        ///   - selection: The selection and the disabled segments.
        ///   - isEnabled: Whether the control accepts requests.
        ///   - isMomentary: Whether selections last.
        public init(selection: SelectionModel, isEnabled: Bool = true, isMomentary: Bool = false) {
            self.selection = selection
            self.isEnabled = isEnabled
            self.isMomentary = isMomentary
        }
    }

    /// What the front-end reports.
    ///
    /// ```swift
    /// requests.handle(.requested(index: 1, input: .largeContentViewer), in: context)
    /// ```
    public enum Event: Sendable, Hashable {
        /// The user asked for a segment by this input.
        case requested(index: Int, input: Input)
    }

    /// What the front-end must do, in this order: the selection and its haptic, then for a
    /// momentary control the cleared selection; or the reselect alone.
    ///
    /// ```swift
    /// for effect in requests.handle(event, in: context, shouldSelect: veto) {
    ///     switch effect {
    ///     case .select(let index): commit(index); sendValueChanged()
    ///     case .playSelectionHaptic: haptic.selectionChanged()
    ///     case .clearSelection: showNoSelection()
    ///     case .reselect(let index): scrollPageToTop(index)
    ///     }
    /// }
    /// ```
    public enum Effect: Sendable, Hashable {
        /// The user chose this segment: store it, move the indicator there and report the
        /// change as the user's (`.valueChanged`, a binding write).
        case select(index: Int)
        /// Play the selection-changed haptic (`UISelectionFeedbackGenerator`,
        /// `sensoryFeedback(.selection)`): once per committed ``select(index:)``.
        case playSelectionHaptic
        /// A momentary control keeps no selection: after ``select(index:)`` has been
        /// reported, clear the selection and show none.
        case clearSelection
        /// The user asked again for the segment that is selected; apps typically scroll its
        /// page to the top. Nothing changes.
        case reselect(index: Int)
    }

    /// Creates the machine; it keeps nothing between events.
    ///
    /// ```swift
    /// let requests = SelectionRequestMachine()
    /// ```
    public init() {}

    /// Decides what a request does (see the type's rules).
    ///
    /// ```swift
    /// let effects = requests.handle(
    ///     .requested(index: index, input: .click), in: context
    /// ) { index in shouldSelectSegment?(index) ?? true }
    /// ```
    ///
    /// - Parameters:
    ///   - event: The request.
    ///   - context: The host's selection, whether the control is enabled and momentary.
    ///   - shouldSelect: The host's veto, asked only when the request would select; `false`
    ///     refuses.
    /// - Returns: The effects, in the order described on ``Effect``; empty when the request
    ///   changes nothing.
    /// - Complexity: O(1).
    public func handle(
        _ event: Event, in context: Context, shouldSelect: (Int) -> Bool = { _ in true }
    ) -> [Effect] {
        switch event {
        case .requested(let index, let input):
            let selection = context.selection
            guard context.isEnabled, selection.isEnabled(index) else { return [] }
            if input.movesSelection {
                guard !context.isMomentary, index != selection.selectedIndex else { return [] }
            } else if !context.isMomentary, index == selection.selectedIndex {
                return [.reselect(index: index)]
            }
            guard shouldSelect(index) else { return [] }
            var effects: [Effect] = [.select(index: index), .playSelectionHaptic]
            if context.isMomentary { effects.append(.clearSelection) }
            return effects
        }
    }
}

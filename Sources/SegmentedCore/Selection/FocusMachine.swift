/// How a focus system that moves between segments, as the Apple TV remote's does, acts on
/// the selection: the decisions a front-end needs when each segment is a focus item.
///
/// The rules follow the Human Interface Guidelines for tvOS segmented controls ("Segments
/// become selected when focus moves to them, not when they're clicked"):
///
/// - **Entering.** While no segment is focused, only the selected segment (or, with nothing
///   selected, the first enabled one) may take focus, so focus coming from elsewhere lands on
///   the selection and passing through the bar changes nothing.
/// - **Moving.** Once a segment is focused, every enabled segment may take focus; focus moving
///   from one segment to another that is not selected selects it (``Effect/select(index:)``).
/// - **Clicking.** A click on the focused segment reselects it when it is selected
///   (``Effect/reselect(index:)``), and selects it otherwise (a selection refused or changed in
///   code while it was focused). A click acts when the select button comes up
///   (``Event/clickEnded``), on the segment it went down on (``Event/clickBegan``), as
///   `UIControl` acts on touch-up: a press the platform cancels (``Event/clickCancelled``), or
///   one held while focus moves to another segment, does nothing.
/// - **Leaving.** Focus moving outside the bar selects nothing.
///
/// Disabled segments, a disabled control and indices out of range never take focus or
/// select; a focus report for an index out of range counts as focus leaving the bar.
///
/// The selection and whether the control is enabled are the host's: each call reads them from
/// a ``Context``, and a ``Effect/select(index:)`` is the host's to store. The machine keeps only
/// where focus is.
///
/// ```swift
/// var focus = FocusMachine()
/// var context = FocusMachine.Context(selection: SelectionModel(count: 3, selectedIndex: 1))
/// focus.canFocus(0, in: context)                    // false: focus enters on the selection
/// focus.handle(.focusMoved(to: 1), in: context)     // []: entering selects nothing
/// focus.handle(.focusMoved(to: 2), in: context)     // [.select(index: 2)]
/// context.selection.select(2)                       // the host stores it
/// focus.handle(.clicked, in: context)               // [.reselect(index: 2)]
/// ```
public struct FocusMachine: Sendable, Hashable {
    /// What the host owns and the machine only reads, passed to every call.
    ///
    /// ```swift
    /// let context = FocusMachine.Context(selection: selection, isEnabled: control.isEnabled)
    /// ```
    public struct Context: Sendable, Hashable {
        /// The selection and the disabled segments, as the host holds them now.
        public var selection: SelectionModel
        /// Whether the whole control accepts focus.
        public var isEnabled: Bool

        /// Creates a context.
        ///
        /// ```swift
        /// let context = FocusMachine.Context(selection: SelectionModel(count: 3))
        /// ```
        ///
        /// - Parameters:
        ///   - selection: The selection and disabled segments.
        ///   - isEnabled: Whether the control accepts focus.
        public init(selection: SelectionModel, isEnabled: Bool = true) {
            self.selection = selection
            self.isEnabled = isEnabled
        }
    }

    /// What the focus system reports.
    ///
    /// ```swift
    /// focus.handle(.focusMoved(to: nextIndex), in: context)
    /// focus.handle(.clicked, in: context)
    /// ```
    public enum Event: Sendable, Hashable {
        /// Focus moved to a segment, or out of the bar with `nil`. An index out of range
        /// counts as focus leaving the bar.
        case focusMoved(to: Int?)
        /// The remote's select button was clicked on the focused segment: down and up as one
        /// event.
        case clicked
        /// The select button went down on the focused segment; nothing happens yet.
        case clickBegan
        /// The select button came up: the click acts, if it began on the segment focused now.
        case clickEnded
        /// The platform cancelled the press (`pressesCancelled`): the click does nothing.
        case clickCancelled
    }

    /// What a front-end must do after a focus change or a click.
    ///
    /// ```swift
    /// for effect in focus.handle(.clicked, in: context) {
    ///     switch effect {
    ///     case .select(let index), .reselect(let index): request(index)  // a segment asked for
    ///     }
    /// }
    /// ```
    public enum Effect: Sendable, Hashable {
        /// Select the segment as the user's choice: store it and send the change.
        case select(index: Int)
        /// The selected segment was clicked again (UIKit: `onReselect`).
        case reselect(index: Int)
    }

    /// The focused segment, or `nil` while focus is outside the bar.
    public internal(set) var focusedIndex: Int?
    /// The segment the select button went down on and has not come up from, or `nil`.
    ///
    /// ```swift
    /// focus.handle(.clickBegan, in: context)
    /// focus.clickedIndex  // the focused segment, until .clickEnded or .clickCancelled
    /// ```
    public internal(set) var clickedIndex: Int?

    /// Creates the machine with focus outside the bar.
    ///
    /// ```swift
    /// var focus = FocusMachine()
    /// ```
    public init() {}

    /// Whether a segment may take focus now (see the type's rules).
    ///
    /// ```swift
    /// override var canBecomeFocused: Bool { focus.canFocus(index, in: context) }
    /// ```
    ///
    /// - Parameters:
    ///   - index: The segment; any `Int`.
    ///   - context: The host's selection and whether the control is enabled.
    /// - Complexity: O(d) in the number of disabled segments when nothing is selected.
    public func canFocus(_ index: Int, in context: Context) -> Bool {
        guard context.isEnabled, context.selection.isEnabled(index) else { return false }
        if focusedIndex != nil { return true }
        return index == Self.entryIndex(in: context)
    }

    /// The segment focus enters on: the selected one, else the first enabled one.
    ///
    /// ```swift
    /// let entry = FocusMachine.entryIndex(in: context)
    /// preferredFocusEnvironments = entry.map { [segmentViews[$0]] } ?? []
    /// ```
    ///
    /// - Parameter context: The host's selection.
    /// - Complexity: O(d) in the number of disabled segments when nothing is selected.
    public static func entryIndex(in context: Context) -> Int? {
        let selection = context.selection
        if let selected = selection.selectedIndex, selection.isEnabled(selected) {
            return selected
        }
        return selection.target(for: .first)
    }

    /// Feeds one focus event and returns what the front-end must do.
    ///
    /// ```swift
    /// for effect in focus.handle(.focusMoved(to: next), in: context) { perform(effect) }
    /// ```
    ///
    /// - Parameters:
    ///   - event: What the focus system reported.
    ///   - context: The host's selection and whether the control is enabled.
    /// - Returns: For a focus move, ``Effect/select(index:)`` when focus moved from one
    ///   segment to another enabled one that is not selected. For a click (``Event/clicked``,
    ///   or ``Event/clickEnded`` after a ``Event/clickBegan`` on the segment still focused),
    ///   ``Effect/reselect(index:)`` for the selected segment, ``Effect/select(index:)`` for
    ///   another enabled one. Nothing otherwise (no focused segment, a disabled control or
    ///   segment, a cancelled press, the button going down).
    /// - Complexity: O(1).
    @discardableResult
    public mutating func handle(_ event: Event, in context: Context) -> [Effect] {
        let selection = context.selection
        switch event {
        case .focusMoved(let index):
            let previous = focusedIndex
            if index != clickedIndex { clickedIndex = nil }
            guard let index, index >= 0, index < selection.count else {
                // Focus left the bar: a press held on a segment that has gone is forgotten.
                focusedIndex = nil
                clickedIndex = nil
                return []
            }
            focusedIndex = index
            guard previous != nil, context.isEnabled, index != selection.selectedIndex,
                selection.isEnabled(index)
            else { return [] }
            return [.select(index: index)]
        case .clicked:
            return click(in: context)
        case .clickBegan:
            clickedIndex = focusedIndex
            return []
        case .clickEnded:
            defer { clickedIndex = nil }
            guard clickedIndex != nil, clickedIndex == focusedIndex else { return [] }
            return click(in: context)
        case .clickCancelled:
            clickedIndex = nil
            return []
        }
    }

    /// A click on the focused segment.
    private func click(in context: Context) -> [Effect] {
        let selection = context.selection
        guard let index = focusedIndex, context.isEnabled else { return [] }
        if index == selection.selectedIndex { return [.reselect(index: index)] }
        guard selection.isEnabled(index) else { return [] }
        return [.select(index: index)]
    }
}

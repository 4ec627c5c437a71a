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
///   from one segment to another that is not selected selects it (``Effect/select(_:)``).
/// - **Clicking.** A click on the focused segment reselects it when it is selected
///   (``Effect/reselect(_:)``), and selects it otherwise (a selection refused or changed in
///   code while it was focused).
/// - **Leaving.** Focus moving outside the bar selects nothing.
///
/// Disabled segments, a disabled control and indices out of range never take focus or
/// select; a focus report for an index out of range counts as focus leaving the bar.
///
/// ```swift
/// var focus = FocusMachine(selection: SelectionModel(count: 3, selectedIndex: 1))
/// focus.canFocus(0)           // false: focus enters on the selection
/// focus.focusMoved(to: 1)     // nil: entering selects nothing
/// focus.focusMoved(to: 2)     // .select(2)
/// focus.click()               // .reselect(2)
/// ```
public struct FocusMachine: Sendable, Hashable {
    /// What a front-end must do after a focus change or a click.
    public enum Effect: Sendable, Hashable {
        /// Select the segment as the user's choice (send the change). The model's own
        /// selection is already updated.
        case select(Int)
        /// The selected segment was clicked again (UIKit: `onReselect`).
        case reselect(Int)
    }

    /// The selection and the disabled segments; update it when they change elsewhere.
    public var selection: SelectionModel
    /// Whether the whole control accepts focus.
    public var isEnabled: Bool
    /// The focused segment, or `nil` while focus is outside the bar.
    public private(set) var focusedIndex: Int?

    /// Creates the model with focus outside the bar.
    ///
    /// ```swift
    /// let focus = FocusMachine(selection: selection, isEnabled: control.isEnabled)
    /// ```
    ///
    /// - Parameters:
    ///   - selection: The selection and disabled segments.
    ///   - isEnabled: Whether the control accepts focus.
    public init(selection: SelectionModel, isEnabled: Bool = true) {
        self.selection = selection
        self.isEnabled = isEnabled
    }

    /// Whether a segment may take focus now (see the type's rules).
    ///
    /// ```swift
    /// override var canBecomeFocused: Bool { focus.canFocus(index) }
    /// ```
    ///
    /// - Parameter index: The segment; any `Int`.
    /// - Complexity: O(d) in the number of disabled segments when nothing is selected.
    public func canFocus(_ index: Int) -> Bool {
        guard isEnabled, selection.isEnabled(index) else { return false }
        if focusedIndex != nil { return true }
        return index == entryIndex
    }

    /// The segment focus enters on: the selected one, else the first enabled one.
    ///
    /// ```swift
    /// preferredFocusEnvironments = focus.entryIndex.map { [segmentViews[$0]] } ?? []
    /// ```
    ///
    /// - Complexity: O(d) in the number of disabled segments when nothing is selected.
    public var entryIndex: Int? {
        if let selected = selection.selectedIndex, selection.isEnabled(selected) {
            return selected
        }
        return selection.target(for: .first)
    }

    /// Focus moved to a segment, or out of the bar with `nil`.
    ///
    /// ```swift
    /// if case .select(let index)? = focus.focusMoved(to: next) { selectByUser(index) }
    /// ```
    ///
    /// - Parameter index: The newly focused segment, or `nil` when focus left the bar.
    /// - Returns: ``Effect/select(_:)`` when focus moved from one segment to another that
    ///   is not selected; `nil` otherwise.
    /// - Complexity: O(d) in the number of disabled segments.
    public mutating func focusMoved(to index: Int?) -> Effect? {
        let previous = focusedIndex
        guard let index, index >= 0, index < selection.count else {
            focusedIndex = nil
            return nil
        }
        focusedIndex = index
        guard previous != nil, isEnabled, index != selection.selectedIndex,
            selection.select(index)
        else { return nil }
        return .select(index)
    }

    /// A click (the remote's select button) on the focused segment.
    ///
    /// ```swift
    /// switch focus.click() { case .reselect(let i)?: onReselect?(i) ... }
    /// ```
    ///
    /// - Returns: ``Effect/reselect(_:)`` for the selected segment, ``Effect/select(_:)``
    ///   for another enabled one, `nil` when nothing is focused or it cannot be selected.
    /// - Complexity: O(d) in the number of disabled segments.
    public mutating func click() -> Effect? {
        guard let index = focusedIndex, isEnabled else { return nil }
        if index == selection.selectedIndex { return .reselect(index) }
        guard selection.select(index) else { return nil }
        return .select(index)
    }
}

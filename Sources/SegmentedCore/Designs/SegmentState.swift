/// The state a segment's label is drawn in, for front-ends that keep a font or colour per
/// state (as UIKit keeps title attributes per `UIControl.State`).
///
/// ```swift
/// let state = LabelAppearance.state(emphasis: 0.8, isEnabled: true, isHighlighted: false)
/// // .selected: use the selected font
/// ```
public enum SegmentState: Sendable, Hashable, CaseIterable {
    /// Not selected: emphasis below one half.
    case normal
    /// Selected, or more than half-way to selected while the indicator travels.
    case selected
    /// Under a finger that has not lifted yet.
    case highlighted
    /// The segment (or the whole control) cannot be selected.
    case disabled
}

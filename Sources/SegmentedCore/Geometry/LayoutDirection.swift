/// The direction in which segments are laid out.
///
/// ```swift
/// let layout = SegmentedLayout(distribution: .fillEqually(), layoutDirection: .rightToLeft)
/// ```
public enum LayoutDirection: Sendable, Hashable, CaseIterable {
    /// Segment 0 sits at the left.
    case leftToRight
    /// Segment 0 sits at the right; every x is mirrored.
    case rightToLeft
}

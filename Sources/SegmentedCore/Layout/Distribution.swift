/// How segments share the width of the container.
///
/// With `n` segments, content widths `wᵢ` (plus padding) and a container of width `W`
/// (less its insets):
///
/// | case | rule |
/// |---|---|
/// | `.fillEqually(spacing:)` | every segment is `(W − s·(n−1)) / n` wide; content centred |
/// | `.spaceEvenly` | segments hug content; `n + 1` equal gaps, edges included |
/// | `.spaceBetween` | first segment at the leading edge, last at the trailing edge, `n − 1` equal gaps |
/// | `.spaceAround` | segments hug content; each has equal space on both sides (edge gaps are half the inner gaps) |
/// | `.packed(spacing:)` | segments hug content, fixed spacing, leading-aligned |
///
/// When content does not fit, no distribution overlaps or squeezes a segment below its
/// content: gaps fall to ``SegmentedLayout/minimumGap`` (or the fixed spacing), equal
/// segments grow to the widest content, and the arrangement's `contentSize` grows wider
/// than the container so the control can scroll.
///
/// ```swift
/// let material = SegmentedLayout(distribution: .spaceEvenly)
/// let pill = SegmentedLayout(distribution: .fillEqually(spacing: 0))
/// ```
public enum Distribution: Sendable, Hashable {
    /// Equal-width segments separated by `spacing`; content centred in each.
    case fillEqually(spacing: Double = 0)
    /// Segments hug their content; the leftover is split into `n + 1` equal gaps.
    case spaceEvenly
    /// The first segment at the leading edge, the last at the trailing edge, equal gaps
    /// between. A single segment sits at the leading edge.
    case spaceBetween
    /// Segments hug their content; each gets equal space on both sides, so the edge gaps
    /// are half the gaps between segments.
    case spaceAround
    /// Segments hug their content, `spacing` apart, from the leading edge.
    case packed(spacing: Double = 0)

    /// Every distribution once, with default parameters but `packed` 8 pt apart. Package access:
    /// for the package's tests and benchmark.
    package static let allDefaults: [Distribution] = [
        .fillEqually(), .spaceEvenly, .spaceBetween, .spaceAround, .packed(spacing: 8),
    ]

    /// A short name, such as `fillEqually` or `packed`, as used on the command line.
    public var name: String {
        switch self {
        case .fillEqually: "fillEqually"
        case .spaceEvenly: "spaceEvenly"
        case .spaceBetween: "spaceBetween"
        case .spaceAround: "spaceAround"
        case .packed: "packed"
        }
    }
}

/// How segments share the width of the container.
///
/// With `n` segments, content widths `wᵢ` (plus padding) and a container of width `W`
/// (less its insets):
///
/// | case | rule |
/// |---|---|
/// | `.fillEqually(spacing:)` | every segment is `(W − s·(n−1)) / n` wide; content centred |
/// | `.fillProportionally(spacing:)` | segments fill `W − s·(n−1)`, each in proportion to its content |
/// | `.spaceEvenly` | segments hug content; `n + 1` equal gaps, edges included |
/// | `.spaceBetween` | first segment at the leading edge, last at the trailing edge, `n − 1` equal gaps |
/// | `.spaceAround` | segments hug content; each has equal space on both sides (edge gaps are half the inner gaps) |
/// | `.packed(spacing:)` | segments hug content, fixed spacing, leading-aligned |
///
/// A segment given a fixed width (``SegmentedLayout/segmentWidths``) keeps it in every
/// distribution; the filling ones share what is left among the others.
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
    /// Segments fill the width, each as wide as its content (plus padding) scaled by one
    /// factor, so wider content gets a wider segment; `spacing` apart. Content that does not
    /// fit is not squeezed: segments then hug it and the bar scrolls. Segments whose
    /// content and padding are all zero wide share the width equally. Segments capped by
    /// ``SegmentedLayout/maximumSegmentWidth`` leave the rest of the width on both sides,
    /// centring the row. `UISegmentedControl`'s `apportionsSegmentWidthsByContent`, and
    /// `NSSegmentedControl.Distribution.fillProportionally` ("kept proportional to their
    /// fitting size").
    ///
    /// ```swift
    /// let layout = SegmentedLayout(distribution: .fillProportionally())
    /// layout.arrange(contentSizes: [Size(width: 10, height: 4), Size(width: 30, height: 4)],
    ///                in: Size(width: 80, height: 10)).segmentFrames.map(\.width)  // [20, 60]
    /// ```
    case fillProportionally(spacing: Double = 0)
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

    /// Whether segments take their widths from their content: every distribution but
    /// `.fillEqually`, whose segments are all equally wide. `UISegmentedControl`'s
    /// `apportionsSegmentWidthsByContent` reads as this.
    ///
    /// ```swift
    /// Distribution.fillEqually().sizesSegmentsByContent         // false
    /// Distribution.fillProportionally().sizesSegmentsByContent  // true
    /// ```
    public var sizesSegmentsByContent: Bool {
        if case .fillEqually = self { return false }
        return true
    }

    /// The distribution whose segments take their widths from their content, or are equally
    /// wide, as `UISegmentedControl`'s `apportionsSegmentWidthsByContent` switches them.
    ///
    /// By content: `.fillEqually(spacing: s)` becomes `.fillProportionally(spacing: s)`
    /// (segments still fill the width); the others already size segments by content and
    /// stay as they are. Equally: `.fillProportionally` and `.packed` become `.fillEqually`
    /// with their spacing, the spreading distributions (`.spaceEvenly`, `.spaceBetween`,
    /// `.spaceAround`) `.fillEqually(spacing: 0)`, and `.fillEqually` stays.
    ///
    /// ```swift
    /// Distribution.fillEqually(spacing: 2).sizingSegmentsByContent(true)
    ///     // .fillProportionally(spacing: 2)
    /// Distribution.spaceEvenly.sizingSegmentsByContent(false)  // .fillEqually(spacing: 0)
    /// ```
    ///
    /// - Parameter byContent: Whether segments take their widths from their content.
    /// - Returns: The distribution; `self` when it already sizes segments that way.
    public func sizingSegmentsByContent(_ byContent: Bool) -> Distribution {
        switch (self, byContent) {
        case (.fillEqually(let spacing), true): .fillProportionally(spacing: spacing)
        case (.fillProportionally(let spacing), false), (.packed(let spacing), false):
            .fillEqually(spacing: spacing)
        case (.spaceEvenly, false), (.spaceBetween, false), (.spaceAround, false):
            .fillEqually(spacing: 0)
        case (.fillEqually, false), (.fillProportionally, true), (.spaceEvenly, true),
            (.spaceBetween, true), (.spaceAround, true), (.packed, true):
            self
        }
    }

    /// A short name, such as `fillEqually` or `packed`, as used on the command line.
    public var name: String {
        switch self {
        case .fillEqually: "fillEqually"
        case .fillProportionally: "fillProportionally"
        case .spaceEvenly: "spaceEvenly"
        case .spaceBetween: "spaceBetween"
        case .spaceAround: "spaceAround"
        case .packed: "packed"
        }
    }
}

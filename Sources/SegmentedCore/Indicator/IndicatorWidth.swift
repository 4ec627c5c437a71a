/// How wide the selection indicator is for a segment.
///
/// ```swift
/// let material = Indicator.underline(width: .content, thickness: 3)
/// let header = Indicator.underline(width: .fraction(0.5), thickness: 3, cornerRadius: 1.5)
/// ```
public enum IndicatorWidth: Sendable, Hashable {
    /// As wide as the segment's frame (content plus padding, or the equal box).
    case segment
    /// As wide as the segment's measured content.
    case content
    /// A fixed width, centred under the content. Negative or NaN widths count as zero.
    case fixed(Double)
    /// A fraction of the content width, centred under the content. Negative or NaN
    /// fractions count as zero.
    case fraction(Double)
}

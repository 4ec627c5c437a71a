extension Arrangement {
    /// How strongly segment `index` of `count` is emphasised at a position, for views that
    /// know the position and the number of segments but hold no arrangement (a SwiftUI label
    /// redrawn on every animation frame): `max(0, 1 − |p − index|)` with the position clamped
    /// to `0...count − 1`, exactly as ``emphasis(of:at:)``.
    ///
    /// ```swift
    /// Arrangement.emphasis(of: 0, at: 0.3, count: 2)  // 0.7
    /// Arrangement.emphasis(of: 1, at: 0.3, count: 2)  // 0.3
    /// ```
    ///
    /// - Parameters:
    ///   - index: A segment index; indices outside `0..<count` give 0.
    ///   - position: A fractional segment position; NaN counts as 0.
    ///   - count: The number of segments; zero or negative gives 0.
    @inlinable
    public static func emphasis(of index: Int, at position: Double, count: Int) -> Double {
        guard index >= 0, index < count else { return 0 }
        let clamped = count > 1 ? position.clamped(to: 0...Double(count - 1)) : 0
        return Swift.max(0, 1 - abs(clamped - Double(index)))
    }
}

/// The only segments a position emphasises. Emphasis is `max(0, 1 − |p − i|)`, so at most the
/// two segments either side of the position are above zero and every other segment is at 0:
/// these four numbers are the whole emphasis of the bar.
///
/// ```swift
/// let span = arrangement.emphasisSpan(at: 1.25)
/// // span.lower == 1, span.lowerEmphasis == 0.75, span.upper == 2, span.upperEmphasis == 0.25
/// ```
public struct EmphasisSpan: Sendable, Hashable {
    /// The segment at or before the position.
    public var lower: Int
    /// Its emphasis, `1 − fraction`.
    public var lowerEmphasis: Double
    /// The segment after it (equal to `lower` at the last segment).
    public var upper: Int
    /// Its emphasis, `fraction` (1 when `upper == lower`, the same segment).
    public var upperEmphasis: Double

    /// Creates a span.
    ///
    /// ```swift
    /// let span = EmphasisSpan(lower: 0, lowerEmphasis: 1, upper: 1, upperEmphasis: 0)
    /// ```
    ///
    /// - Parameters:
    ///   - lower: The segment at or before the position.
    ///   - lowerEmphasis: Its emphasis.
    ///   - upper: The segment after it.
    ///   - upperEmphasis: Its emphasis.
    @inlinable
    public init(lower: Int, lowerEmphasis: Double, upper: Int, upperEmphasis: Double) {
        self.lower = lower
        self.lowerEmphasis = lowerEmphasis
        self.upper = upper
        self.upperEmphasis = upperEmphasis
    }

    /// The emphasis of any segment: the span's values for its two segments, 0 for every
    /// other.
    ///
    /// ```swift
    /// span.emphasis(of: 7)  // 0 unless 7 is lower or upper
    /// ```
    ///
    /// - Parameter index: A segment index.
    @inlinable
    public func emphasis(of index: Int) -> Double {
        if index == lower { return lowerEmphasis }
        if index == upper { return upperEmphasis }
        return 0
    }
}

extension Arrangement {
    /// The two segments a position emphasises and how much, in O(1): what a front-end
    /// needs per frame to recolour labels. Every other segment's emphasis is 0, so a
    /// front-end recolours only the labels of the previous and the new span. The position is
    /// clamped as in ``clampedPosition(_:)``; `nil` when there are no segments.
    ///
    /// ```swift
    /// if let span = arrangement.emphasisSpan(at: position) {
    ///     for index in Set([previous.lower, previous.upper, span.lower, span.upper]) {
    ///         labels[index].color = design.labelColor(emphasis: span.emphasis(of: index))
    ///     }
    /// }
    /// ```
    ///
    /// - Parameter position: A fractional segment position.
    @inlinable
    public func emphasisSpan(at position: Double) -> EmphasisSpan? {
        guard count > 0 else { return nil }
        let (lower, clamped) = _split(position)
        let upper = Swift.min(lower + 1, count - 1)
        // The same formula as emphasis(of:at:), so the two agree to the last bit.
        return EmphasisSpan(
            lower: lower, lowerEmphasis: Swift.max(0, 1 - abs(clamped - Double(lower))),
            upper: upper, upperEmphasis: Swift.max(0, 1 - abs(clamped - Double(upper))))
    }
}

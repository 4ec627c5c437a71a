/// Everything a display frame draws from the position: the indicator's frame and the whole
/// bar's emphasis (``EmphasisSpan``), as ``Arrangement/frameState(at:)`` gives them.
///
/// ```swift
/// if let state = arrangement.frameState(at: position) {
///     indicator.frame = state.indicatorFrame
///     recolour(state.emphasis)
/// }
/// ```
public struct FrameState: Sendable, Hashable {
    /// The indicator's frame, as ``Arrangement/indicatorFrame(at:)`` gives it.
    public var indicatorFrame: Rect
    /// The emphasis, as ``Arrangement/emphasisSpan(at:)`` gives it.
    public var emphasis: EmphasisSpan

    /// Creates a frame's state.
    ///
    /// ```swift
    /// let state = FrameState(indicatorFrame: .zero, emphasis: span)
    /// ```
    ///
    /// - Parameters:
    ///   - indicatorFrame: The indicator's frame.
    ///   - emphasis: The emphasis of the bar.
    @inlinable
    public init(indicatorFrame: Rect, emphasis: EmphasisSpan) {
        self.indicatorFrame = indicatorFrame
        self.emphasis = emphasis
    }
}

extension Arrangement {
    /// The indicator's frame and the bar's emphasis at a position in one call: the same
    /// numbers, to the last bit, as ``indicatorFrame(at:)`` and ``emphasisSpan(at:)``, with
    /// the position clamped and split into a segment and a fraction once instead of twice.
    /// `nil` when there are no segments.
    ///
    /// ```swift
    /// let state = arrangement.frameState(at: 1.25)
    /// // state?.emphasis.lower == 1, state?.emphasis.lowerEmphasis == 0.75
    /// ```
    ///
    /// - Parameter position: A fractional segment position; clamped as in
    ///   ``clampedPosition(_:)``, NaN counts as 0.
    @inlinable @inline(__always)
    public func frameState(at position: Double) -> FrameState? {
        guard count > 0 else { return nil }
        let (lower, clamped) = _split(position)
        let upper = Swift.min(lower + 1, count - 1)
        // The numbers of emphasisSpan(at:)'s formula, max(0, 1 − |clamped − segment|), to
        // the last bit: clamped lies in lower...upper, so neither absolute value nor the
        // floor at 0 changes anything, and upper − clamped is clamped − upper negated exactly.
        let emphasis = EmphasisSpan(
            lower: lower, lowerEmphasis: 1 - (clamped - Double(lower)),
            upper: upper, upperEmphasis: 1 - (Double(upper) - clamped))
        return FrameState(
            indicatorFrame: _indicatorFrameInliningElastic(
                lower: lower, upper: upper, fraction: clamped - Double(lower)),
            emphasis: emphasis)
    }
}

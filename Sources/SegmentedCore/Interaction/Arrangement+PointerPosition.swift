extension Arrangement {
    /// The fractional segment position under a horizontal coordinate: the indicator's
    /// position that puts its centre under the pointer, as a dragged indicator needs. Between two
    /// segment centres it interpolates linearly; before the first centre it is 0 and past the
    /// last it is `count − 1`, so the result always lies on the bar. Right-to-left
    /// arrangements are mirrored: moving left increases the position.
    ///
    /// ```swift
    /// // Three equal segments on a 300-point bar: centres at 50, 150 and 250.
    /// arrangement.position(atX: 100)  // 0.5
    /// arrangement.position(atX: 400)  // 2
    /// ```
    ///
    /// - Parameter x: A coordinate in container space. NaN gives 0; ±∞ give the ends.
    /// - Returns: A position in `0...count − 1` (0 with no segments).
    /// - Complexity: O(log n) in the number of segments.
    public func position(atX x: Double) -> Double {
        guard count > 1, !x.isNaN else { return 0 }
        let leftToRight = layoutDirection == .leftToRight
        // Centres measured from the leading edge grow with the index in both directions.
        let width = contentSize.width
        func leadingCentre(_ frame: Rect) -> Double {
            leftToRight ? frame.midX : width - frame.midX
        }
        let leading = leftToRight ? x : width - x
        let after = _firstIndex(in: segmentFrames) { leadingCentre($0) > leading }
        guard after > 0 else { return 0 }
        guard after < count else { return Double(count - 1) }
        let lower = leadingCentre(segmentFrames[after - 1])
        let upper = leadingCentre(segmentFrames[after])
        let span = upper - lower
        guard span > 0, span.isFinite else { return Double(after - 1) }
        let fraction = ((leading - lower) / span).clamped(to: 0...1)
        return Double(after - 1) + fraction
    }
}

extension Size {
    /// The corner radius a rectangle of this size is drawn with when `radius` is asked for:
    /// `radius`, at most half of the shorter side, so `.infinity` gives a capsule. NaN or
    /// negative radii, widths and heights count as 0. Every rounded thing the designs draw
    /// (the indicator, the track) uses this rule; a front-end with a radius of its own uses
    /// it too rather than clamping by hand.
    ///
    /// ```swift
    /// Size(width: 300, height: 32).clampedCornerRadius(.infinity)  // 16: a capsule
    /// Size(width: 300, height: 32).clampedCornerRadius(9)          // 9
    /// Size(width: 12, height: 32).clampedCornerRadius(9)           // 6
    /// ```
    ///
    /// - Parameter radius: The radius asked for.
    /// - Returns: A radius in `0...min(width, height) / 2`.
    public func clampedCornerRadius(_ radius: Double) -> Double {
        let width = width.isNaN ? 0 : Swift.max(0, width)
        let height = height.isNaN ? 0 : Swift.max(0, height)
        let limit = Swift.min(width, height) / 2
        return Swift.min(radius.isNaN ? 0 : Swift.max(0, radius), limit)
    }
}

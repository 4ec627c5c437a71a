extension SegmentedDesign {
    /// The track's corner radius for a track of a given size, clamped as an indicator's is
    /// (``Size/clampedCornerRadius(_:)``): at most half the shorter side (`.infinity` gives a
    /// capsule), NaN or negative gives 0.
    ///
    /// ```swift
    /// SegmentedDesign.slidingPill.trackCornerRadius(fitting: Size(width: 300, height: 32))  // 9
    /// ```
    ///
    /// - Parameter size: The track's size, usually the arrangement's `contentSize`.
    public func trackCornerRadius(fitting size: Size) -> Double {
        size.clampedCornerRadius(trackCornerRadius)
    }
}

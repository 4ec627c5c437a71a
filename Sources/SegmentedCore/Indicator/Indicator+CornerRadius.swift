extension Indicator {
    /// The corner radius to draw an indicator of a given size with: ``cornerRadius``, at most
    /// half of the shorter side (so `.infinity` gives a capsule); NaN or negative radii and
    /// sizes give 0. For the indicator at a position this equals
    /// ``Arrangement/indicatorCornerRadius(at:)``; shapes that only know their own size (a
    /// SwiftUI `Shape` asked for a path in a rectangle) use this.
    ///
    /// ```swift
    /// Indicator.fill(cornerRadius: .infinity).cornerRadius(fitting: Size(width: 80, height: 28))  // 14
    /// ```
    ///
    /// - Parameter size: The indicator's size.
    public func cornerRadius(fitting size: Size) -> Double {
        size.clampedCornerRadius(cornerRadius)
    }
}

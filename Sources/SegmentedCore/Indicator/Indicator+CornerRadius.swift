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
        Self.cornerRadius(cornerRadius, fitting: size)
    }

    /// A corner radius clamped to a rectangle: at most half of the shorter side (so
    /// `.infinity` gives a capsule); NaN or negative radii and sizes give 0.
    static func cornerRadius(_ radius: Double, fitting size: Size) -> Double {
        let width = size.width.isNaN ? 0 : Swift.max(0, size.width)
        let height = size.height.isNaN ? 0 : Swift.max(0, size.height)
        let limit = Swift.min(width, height) / 2
        return Swift.min(radius.isNaN ? 0 : Swift.max(0, radius), limit)
    }
}

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

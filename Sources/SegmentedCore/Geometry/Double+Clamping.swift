extension Double {
    /// The value if finite and non-negative, otherwise zero.
    var nonNegativeFinite: Double { isFinite && self > 0 ? self : 0 }

    /// The value clamped to `range`, with NaN mapped to `range.lowerBound`.
    @inlinable func clamped(to range: ClosedRange<Double>) -> Double {
        guard !isNaN else { return range.lowerBound }
        return Swift.min(Swift.max(self, range.lowerBound), range.upperBound)
    }
}

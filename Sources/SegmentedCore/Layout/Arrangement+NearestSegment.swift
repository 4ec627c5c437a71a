extension Arrangement {
    /// The segment a position is nearest to: the one a reader calls selected while the
    /// indicator travels (halfway rounds up, to the later segment). The position is clamped as
    /// in ``clampedPosition(_:)``; `nil` when there are no segments.
    ///
    /// ```swift
    /// arrangement.nearestSegment(at: 1.4)  // 1
    /// arrangement.nearestSegment(at: 1.5)  // 2
    /// ```
    ///
    /// - Parameter position: A fractional segment position.
    @inlinable
    public func nearestSegment(at position: Double) -> Int? {
        guard count > 0 else { return nil }
        return Swift.min(count - 1, Int(clampedPosition(position).rounded()))
    }
}

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

extension SegmentedDesign {
    /// The track's corner radius for a track of a given size, clamped as an indicator's is:
    /// at most half the shorter side (`.infinity` gives a capsule), NaN or negative gives 0.
    ///
    /// ```swift
    /// SegmentedDesign.slidingPill.trackCornerRadius(fitting: Size(width: 300, height: 32))  // 9
    /// ```
    ///
    /// - Parameter size: The track's size, usually the arrangement's `contentSize`.
    public func trackCornerRadius(fitting size: Size) -> Double {
        Indicator.cornerRadius(trackCornerRadius, fitting: size)
    }
}

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

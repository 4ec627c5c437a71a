/// Where to scroll a bar so a segment is in view.
///
/// ```swift
/// let offset = arrangement.scrollOffset(revealing: 7, viewportWidth: 320, alignment: .center)
/// ```
public enum ScrollAlignment: Sendable, Hashable {
    /// Put the segment in the middle of the viewport (as far as the content allows).
    case center
    /// Scroll as little as possible from `currentOffset`: not at all when the segment is
    /// already fully visible; otherwise just enough to bring its nearer edge in (its leading
    /// edge when it is wider than the viewport).
    case minimal(currentOffset: Double)
}

extension Arrangement {
    /// The horizontal scroll offset (the viewport's left edge in content coordinates, as
    /// `contentOffset.x`) that reveals the segment at a position, clamped to the content:
    /// always in `0...max(0, contentSize.width − viewportWidth)`.
    ///
    /// A fractional position reveals the segment frame interpolated between its neighbours,
    /// so a bar can follow a moving indicator. Positions are clamped as in
    /// ``clampedPosition(_:)``; a NaN, infinite or non-positive viewport gives 0, as does an
    /// empty arrangement.
    ///
    /// ```swift
    /// // Keep the selected tab centred in a scrolling Material bar:
    /// scrollView.contentOffset.x = arrangement.scrollOffset(
    ///     revealing: Double(selected), viewportWidth: scrollView.bounds.width)
    /// // Scroll only when the selection would be cut off:
    /// arrangement.scrollOffset(
    ///     revealing: 9, viewportWidth: 320, alignment: .minimal(currentOffset: current))
    /// ```
    ///
    /// - Parameters:
    ///   - position: The segment (or fractional position) to reveal.
    ///   - viewportWidth: The width of the visible part of the bar.
    ///   - alignment: Centre it (the default) or scroll as little as possible.
    /// - Returns: The offset of the viewport's left edge.
    public func scrollOffset(
        revealing position: Double, viewportWidth: Double, alignment: ScrollAlignment = .center
    ) -> Double {
        guard count > 0, viewportWidth.isPositiveFinite else { return 0 }
        let maximum = Swift.max(0, contentSize.width - viewportWidth)
        let clamped = clampedPosition(position)
        let lower = Int(clamped.rounded(.down))
        let upper = Swift.min(lower + 1, count - 1)
        let frame = segmentFrames[lower].interpolated(
            to: segmentFrames[upper], fraction: clamped - Double(lower))
        let offset: Double
        switch alignment {
        case .center:
            offset = frame.midX - viewportWidth / 2
        case .minimal(let currentOffset):
            let current = currentOffset.isFinite ? currentOffset : 0
            let leadingEdge = layoutDirection == .leftToRight ? frame.minX : frame.maxX
            if frame.width > viewportWidth {
                offset = layoutDirection == .leftToRight ? leadingEdge : leadingEdge - viewportWidth
            } else if frame.minX < current {
                offset = frame.minX
            } else if frame.maxX > current + viewportWidth {
                offset = frame.maxX - viewportWidth
            } else {
                offset = current
            }
        }
        return offset.clamped(to: 0...maximum)
    }
}

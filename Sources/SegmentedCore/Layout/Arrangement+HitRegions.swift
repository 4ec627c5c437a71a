extension Arrangement {
    /// The part of the bar that selects a segment: the rectangle whose points
    /// ``segmentIndex(at:)`` maps to `index`. The regions tile the bar with no gap — each
    /// reaches to the middle of the gaps beside its segment, the end segments take the edge
    /// gaps — and each is as tall as the bar.
    ///
    /// Front-ends that cannot hit-test a point themselves (a SwiftUI view that only places
    /// subviews) put one tappable view per segment in these rectangles.
    ///
    /// ```swift
    /// let region = arrangement.hitRegion(ofSegment: 1)  // x 97.75 ..< 216.25 in the Material vector
    /// ```
    ///
    /// - Parameter index: A segment index; indices outside the segments give `nil`.
    /// - Returns: The region in container coordinates (mirrored in right-to-left layouts).
    public func hitRegion(ofSegment index: Int) -> Rect? {
        guard index >= 0, index < count else { return nil }
        // Boundaries are in leading space: the split between segment i and i + 1.
        let start = index == 0 ? 0 : _entries[index - 1].boundary
        let end = index == count - 1 ? contentSize.width : _entries[index].boundary
        let width = Swift.max(0, end - start)
        let x = layoutDirection == .leftToRight ? start : contentSize.width - end
        return Rect(x: x, y: 0, width: width, height: contentSize.height)
    }
}

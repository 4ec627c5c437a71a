extension SegmentedLayout {
    /// The widest segments may be so that the bar fits a width: the largest cap for which
    /// the content, segments capped at it, and the minimum gaps fit in `width`. Narrow
    /// segments keep their full width and only the widest give way, so a front-end truncates
    /// as few labels as it can. `.infinity` when everything already fits.
    ///
    /// Set it as ``maximumSegmentWidth`` and arrange again; content frames then come back
    /// as wide as the room, for the front-end to truncate:
    ///
    /// ```swift
    /// var fitted = layout
    /// fitted.maximumSegmentWidth = layout.maximumSegmentWidthFitting(
    ///     contentSizes: sizes, in: 80)
    /// let arrangement = fitted.arrange(contentSizes: sizes, in: Size(width: 80, height: 2))
    /// arrangement.contentSize.width  // 80 (or less), never wider
    /// ```
    ///
    /// The cap is never below ``minimumSegmentWidth``; when even that does not fit, the
    /// arrangement stays wider than `width` and scrolls. A NaN or negative `width` counts as
    /// zero.
    ///
    /// - Parameters:
    ///   - contentSizes: The measured size of each segment's content.
    ///   - width: The container width to fit.
    /// - Complexity: O(n log n) in the number of segments.
    public func maximumSegmentWidthFitting(contentSizes: [Size], in width: Double) -> Double {
        let available = width.nonNegativeFinite
        var unlimited = self
        unlimited.maximumSegmentWidth = .infinity
        let ideal = unlimited.arrange(
            contentSizes: contentSizes, in: Size(width: .infinity, height: .infinity))
        guard ideal.contentSize.width > available, !ideal.isEmpty else { return .infinity }
        let boxes = ideal.segmentFrames.map(\.width).sorted()
        var boxTotal = 0.0
        for box in boxes { boxTotal += box }
        // Insets and minimum gaps do not shrink with the segments.
        var room = available - (ideal.contentSize.width - boxTotal)
        let floor = minimumSegmentWidth.nonNegativeFinite
        for (index, box) in boxes.enumerated() {
            let remaining = Double(boxes.count - index)
            if box * remaining > room {
                return Swift.max(floor, room / remaining)
            }
            room -= box
        }
        return Swift.max(floor, boxes.last ?? floor)
    }
}

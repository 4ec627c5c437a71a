extension SegmentedLayout {
    /// Places segments whose titles carry badges, counting each badge in the spacing: a
    /// segment is as wide as its title plus ``Arrangement/badgeGap`` and the badge, so a
    /// "99+" badge takes room from the gaps instead of hanging into the margin or over the
    /// next title. The title and its badge are centred together; `contentFrames` are the
    /// titles alone (so a `.content` indicator keeps the title's width), and
    /// ``Arrangement/badgeFrame(forSegment:size:)`` then puts each badge just past its title.
    ///
    /// ```swift
    /// let arrangement = layout.arrange(
    ///     contentSizes: titles, badgeSizes: [nil, Size(width: 26, height: 15), nil],
    ///     in: Size(width: 320, height: 44))
    /// ```
    ///
    /// - Parameters:
    ///   - contentSizes: The measured size of each title.
    ///   - badgeSizes: The size of each segment's badge, `nil` for none; missing entries
    ///     count as `nil`, extra ones are ignored, and NaN or negative widths count as 0.
    ///   - container: The space offered.
    /// - Returns: The arrangement, with content frames for the titles.
    /// - Complexity: O(n) in the number of segments.
    public func arrange(contentSizes: [Size], badgeSizes: [Size?], in container: Size)
        -> Arrangement
    {
        let extras = contentSizes.indices.map { index -> Double in
            guard index < badgeSizes.count, let badge = badgeSizes[index] else { return 0 }
            return Arrangement.badgeGap + badge.width.layoutLength
        }
        guard extras.contains(where: { $0 > 0 }) else {
            return arrange(contentSizes: contentSizes, in: container)
        }
        let widened = zip(contentSizes, extras).map { size, extra in
            Size(width: size.width.layoutLength + extra, height: size.height)
        }
        let group = arrange(contentSizes: widened, in: container)
        // The titles alone, and the indicator following the title, not the title and its
        // badge.
        let bounds = Rect(origin: .zero, size: group.contentSize)
        let engine = LayoutEngine(layout: self, container: container, count: contentSizes.count)
        let follows = indicator.placement != .none
        var arrangement = group
        arrangement._entries.withUnsafeMutableBufferPointer { entries in
            for index in entries.indices where extras[index] > 0 {
                let box = entries[index].content
                let width = Swift.max(0, box.width - extras[index])
                let x = group.layoutDirection == .rightToLeft ? box.maxX - width : box.minX
                let title = Rect(x: x, y: box.y, width: width, height: box.height)
                entries[index].content = title
                if follows {
                    entries[index].indicator = engine.indicatorFrame(
                        segment: entries[index].segment, content: title
                    ).clamped(to: bounds)
                }
            }
        }
        if follows { arrangement._indicatorsChanged() }
        return arrangement
    }
}

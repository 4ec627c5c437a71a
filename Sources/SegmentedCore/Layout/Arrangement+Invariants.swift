extension Arrangement {
    /// The promises an arrangement keeps, checked one by one: a description of each that does
    /// not hold, or an empty array when all of them do.
    ///
    /// Every arrangement that ``SegmentedLayout/arrange(contentSizes:in:)`` returns should
    /// report none, whatever the input; tests and the fuzzer call this to prove it, and a
    /// front-end can call it in debug builds.
    ///
    /// The checks, with a tolerance of 10⁻⁹ of the content size (at least 10⁻⁹) for sums
    /// that round:
    /// - `contentSize` is finite and not negative;
    /// - there is one content frame per segment frame, and one indicator frame per segment
    ///   (none for `.none`);
    /// - every segment, content and whole-position indicator frame is finite, with x, y,
    ///   width and height ≥ 0, and lies inside `contentSize`;
    /// - segment frames run in index order along the layout direction and do not overlap;
    /// - each content frame lies inside its segment frame;
    /// - the hit-test boundaries between segments run in order;
    /// - the direction elastic travel reads is the one its stops give.
    ///
    /// ```swift
    /// let arrangement = layout.arrange(contentSizes: sizes, in: container)
    /// assert(arrangement.invariantViolations().isEmpty, "\(arrangement.invariantViolations())")
    /// arrangement.invariantViolations()  // [] — or, say, ["segment 2 overlaps segment 1"]
    /// ```
    ///
    /// - Returns: One sentence per broken promise, naming the frame; empty when all hold.
    /// - Complexity: O(n) in the number of segments.
    public func invariantViolations() -> [String] {
        var problems = [String]()
        let size = contentSize
        if !(size.width.isFinite && size.width >= 0 && size.height.isFinite && size.height >= 0) {
            problems.append("contentSize \(size) is not finite and non-negative")
        }
        let scale = Swift.max(1, size.width.finiteOrZero, size.height.finiteOrZero)
        let tolerance = 1e-9 * scale
        let bounds = Rect(origin: .zero, size: size)

        func check(_ frame: Rect, _ name: String) {
            guard frame.isFinite else {
                problems.append("\(name) \(frame) is not finite")
                return
            }
            if !(frame.x >= 0 && frame.y >= 0 && frame.width >= 0 && frame.height >= 0) {
                problems.append("\(name) \(frame) has a negative number")
            }
            if !frame.isInside(bounds, tolerance: tolerance) {
                problems.append("\(name) \(frame) sticks out of contentSize \(size)")
            }
        }

        let expectedIndicators = indicator.placement == .none ? 0 : count
        if indicatorFrameCount != expectedIndicators {
            problems.append(
                "\(indicatorFrameCount) indicator frames for \(count) segments"
                    + " (placement \(indicator.placement))")
        }
        if boundaryCount != Swift.max(0, count - 1) {
            problems.append("\(boundaryCount) hit-test boundaries for \(count) segments")
        }

        for (index, segment) in segmentFrames.enumerated() {
            check(segment, "segment \(index)")
            if index > 0 {
                let previous = segmentFrames[index - 1]
                let inOrder =
                    layoutDirection == .leftToRight
                    ? previous.maxX <= segment.minX + tolerance
                    : segment.maxX <= previous.minX + tolerance
                if !inOrder {
                    problems.append(
                        "segment \(index) \(segment) overlaps or precedes segment \(index - 1)"
                            + " \(previous) (\(layoutDirection))")
                }
            }
            let content = contentFrames[index]
            check(content, "content \(index)")
            if !content.isInside(segment, tolerance: tolerance) {
                problems.append("content \(index) \(content) is outside segment \(segment)")
            }
        }
        for index in 0..<Swift.min(indicatorFrameCount, count) {
            check(indicatorFrame(at: Double(index)), "indicator at \(index)")
        }
        let boundaries = segmentFrames.indices.prefix(boundaryCount).map { entries[$0].boundary }
        for index in boundaries.indices.dropFirst()
        where !(boundaries[index - 1] <= boundaries[index] + tolerance) {
            problems.append(
                "hit-test boundary \(index) (\(boundaries[index])) precedes boundary"
                    + " \(index - 1) (\(boundaries[index - 1]))")
        }
        let direction = ElasticDirection(travel: indicator.travel, entries: entries)
        if elasticDirection != direction {
            problems.append(
                "elastic direction \(elasticDirection) is stale: the indicator frames give \(direction)"
            )
        }
        return problems
    }
}

extension Rect {
    /// Whether the rectangle lies inside another, allowing each edge to stick out by
    /// `tolerance`.
    func isInside(_ other: Rect, tolerance: Double) -> Bool {
        minX >= other.minX - tolerance && maxX <= other.maxX + tolerance
            && minY >= other.minY - tolerance && maxY <= other.maxY + tolerance
    }
}

// Runs only when called. swift-collections guards its `_checkInvariants()` with a build flag
// because every mutating operation calls it; here no shipping code calls this check (tests,
// Scripts/fuzz.sh and a front-end's own debug `assert` do), so release builds never pay for
// it and a flag would only make the tests and the fuzzer need a build setting to compile.
// Package access, as every such check in the core: the package's tests, its fuzzer
// (Scripts/fuzz.sh compiles with `-package-name SegmentedKit`) and its front-ends call
// it; it is no part of the public API.

extension Arrangement {
    /// The promises an arrangement keeps, checked one by one: a description of each that does
    /// not hold, or an empty array when all of them do.
    ///
    /// Every arrangement that ``SegmentedLayout/arrange(contentSizes:in:)`` returns should
    /// report none, whatever the input; tests and the fuzzer call this to prove it, and the
    /// package's front-ends can call it in debug builds.
    ///
    /// The checks, with a tolerance of 10⁻⁹ of the content size (at least 10⁻⁹) for sums
    /// that round:
    /// - `contentSize` is finite and not negative;
    /// - the `.none` indicator's stops are all ``Rect/zero`` (the per-frame path reads them
    ///   as it reads any indicator's);
    /// - every segment, content and whole-position indicator frame is finite, with x, y,
    ///   width and height ≥ 0, and lies inside `contentSize`;
    /// - segment frames run in index order along the layout direction and do not overlap;
    /// - each content frame lies inside its segment frame;
    /// - the hit-test boundaries between segments are finite and run in order;
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
    package func invariantViolations() -> [String] {
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
        for index in 0..<indicatorFrameCount {
            check(indicatorFrame(at: Double(index)), "indicator at \(index)")
        }
        if indicator.placement == .none {
            // The per-frame path reads the `.none` indicator's stops like any other's.
            for index in 0..<count where _entries[index].indicator != .zero {
                problems.append(
                    "indicator at \(index) \(_entries[index].indicator) is not zero for placement none"
                )
            }
        }
        let boundaries = (0..<Swift.max(0, count - 1)).map { _entries[$0].boundary }
        for (index, boundary) in boundaries.enumerated() where !boundary.isFinite {
            problems.append("hit-test boundary \(index) (\(boundary)) is not finite")
        }
        for index in boundaries.indices.dropFirst()
        where !(boundaries[index - 1] <= boundaries[index] + tolerance) {
            problems.append(
                "hit-test boundary \(index) (\(boundaries[index])) precedes boundary"
                    + " \(index - 1) (\(boundaries[index - 1]))")
        }
        let direction = _ElasticDirection(travel: indicator.travel, entries: _entries)
        if _elasticDirection != direction {
            problems.append(
                "elastic direction \(_elasticDirection) is stale: the indicator frames give \(direction)"
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

/// Where every segment, its content and the indicator go: the result of
/// ``SegmentedLayout/arrange(contentSizes:in:)``.
///
/// Everything a front-end asks on every frame — the indicator at a fractional position,
/// label emphasis, hit testing — is answered from numbers computed once by `arrange`, in
/// O(1) or O(log n) and without allocating.
///
/// ```swift
/// let arrangement = layout.arrange(contentSizes: sizes, in: Size(width: 320, height: 44))
/// for (index, frame) in arrangement.contentFrames.enumerated() {
///     draw(label: labels[index], in: frame, emphasis: arrangement.emphasis(of: index, at: position))
/// }
/// draw(indicator: arrangement.indicatorFrame(at: position))
/// ```
public struct Arrangement: Sendable, Hashable {
    /// One frame per segment, in container coordinates: content plus padding, or the equal
    /// boxes of `.fillEqually`.
    @inlinable public var segmentFrames: Frames { Frames(entries: _entries, isContent: false) }
    /// The measured content placed inside each segment, centred.
    @inlinable public var contentFrames: Frames { Frames(entries: _entries, isContent: true) }
    /// The size of everything laid out: the container's size, or wider when the content does
    /// not fit and the control must scroll (taller when an offset indicator hangs below).
    public internal(set) var contentSize: Size
    /// The direction the segments run.
    public internal(set) var layoutDirection: LayoutDirection
    /// The indicator these frames were made for.
    public internal(set) var indicator: Indicator
    /// Every per-segment number, one entry per segment in one block of memory (see
    /// Arrangement+Storage.swift).
    @usableFromInline var _entries: _Entries
    /// Which way elastic travel leads between neighbouring stops, worked out once (see
    /// Arrangement+FastFrame.swift).
    @usableFromInline var _elasticDirection: _ElasticDirection

    /// An arrangement as `arrange` makes it.
    init(
        entries: _Entries, contentSize: Size, layoutDirection: LayoutDirection,
        indicator: Indicator
    ) {
        self._entries = entries
        self.contentSize = contentSize
        self.layoutDirection = layoutDirection
        self.indicator = indicator
        _elasticDirection = _ElasticDirection(travel: indicator.travel, entries: entries)
    }

    /// An arrangement of no segments: no frames, a zero content size, left to right, and no
    /// indicator — what a control shows before it has items or a size. Every query answers
    /// as for any arrangement without segments (``indicatorFrame(at:)`` gives
    /// ``Rect/zero``, ``segmentIndex(at:)`` gives `nil`), and it allocates nothing.
    ///
    /// ```swift
    /// var arrangement = Arrangement.empty
    /// arrangement.isEmpty                      // true
    /// arrangement.indicatorFrame(at: 3)        // Rect.zero
    /// arrangement = layout.arrange(contentSizes: sizes, in: bounds)
    /// ```
    public static let empty = Arrangement(
        entries: _Entries(), contentSize: .zero, layoutDirection: .leftToRight,
        indicator: .none)

    /// The number of segments.
    @inlinable public var count: Int { _entries.count }

    /// Whether there are no segments.
    public var isEmpty: Bool { count == 0 }

    /// How many indicator frames the arrangement holds: one per segment, or none for the
    /// `.none` indicator (whose entries hold ``Rect/zero``).
    var indicatorFrameCount: Int { indicator.placement == .none ? 0 : count }

    /// Whether the content is wider than the container it was arranged in, so the bar scrolls.
    ///
    /// ```swift
    /// if arrangement.scrolls(in: 320) { enableScrolling() }
    /// ```
    ///
    /// - Parameter containerWidth: The width the arrangement was made for.
    public func scrolls(in containerWidth: Double) -> Bool {
        contentSize.width > containerWidth.nonNegativeFinite
    }

    /// The position clamped to the segments: NaN gives 0, values below 0 give 0 and values
    /// beyond the last segment give `count − 1` (0 when there are no segments).
    ///
    /// ```swift
    /// arrangement.clampedPosition(7.5)  // 2 for three segments
    /// ```
    ///
    /// - Parameter position: A fractional segment position.
    @inlinable public func clampedPosition(_ position: Double) -> Double {
        // Double.clamped(to: 0...count − 1) without a branch: `position > 0` is false for NaN,
        // −∞, negatives and ±0, which all give 0; the minimum caps +∞ and everything past
        // the last segment (0 when there are one or no segments).
        let last = Double(Swift.max(0, count - 1))
        return position > 0 ? Swift.min(position, last) : 0
    }

    /// The indicator's frame at a fractional position: at a whole position it sits on that
    /// segment; between two it interpolates (linearly, or elastically for `.elastic` travel).
    /// Positions outside `0...count − 1` are clamped, NaN counts as 0; with no segments or
    /// the `.none` indicator the result is ``Rect/zero``.
    ///
    /// ```swift
    /// arrangement.indicatorFrame(at: 1)    // under segment 1
    /// arrangement.indicatorFrame(at: 1.5)  // halfway between 1 and 2
    /// ```
    ///
    /// - Parameter position: A fractional segment position.
    @inlinable public func indicatorFrame(at position: Double) -> Rect {
        guard count > 0 else { return .zero }
        let (lower, clamped) = _split(position)
        return _indicatorFrame(lower: lower, fraction: clamped - Double(lower))
    }

    /// The indicator's corner radius at a position: the indicator's radius, at most half of
    /// the frame's shorter side (so `.infinity` gives a capsule); NaN or negative radii give 0.
    ///
    /// ```swift
    /// let radius = arrangement.indicatorCornerRadius(at: position)
    /// ```
    ///
    /// - Parameter position: A fractional segment position.
    public func indicatorCornerRadius(at position: Double) -> Double {
        indicator.cornerRadius(fitting: indicatorFrame(at: position).size)
    }

    /// How strongly segment `index` is emphasised at a position: `max(0, 1 − |p − index|)`,
    /// so 1 when selected, falling to 0 one segment away. The position is clamped as in
    /// ``clampedPosition(_:)``. Front-ends interpolate colour, weight or opacity with it.
    ///
    /// ```swift
    /// arrangement.emphasis(of: 0, at: 0.3)  // 0.7
    /// arrangement.emphasis(of: 1, at: 0.3)  // 0.3
    /// ```
    ///
    /// - Parameters:
    ///   - index: A segment index; indices outside the segments give 0.
    ///   - position: A fractional segment position.
    @inlinable public func emphasis(of index: Int, at position: Double) -> Double {
        Arrangement.emphasis(of: index, at: position, count: count)
    }

    /// The segment a point selects, or `nil` outside the bar. The whole bar is covered: a point
    /// in a gap selects the nearer segment (the gap splits at its middle), and the edge gaps
    /// belong to the end segments.
    ///
    /// ```swift
    /// // widths 10, 60 and 16 spread evenly over 320 pt:
    /// arrangement.segmentIndex(at: Point(x: 100, y: 20))  // 1
    /// ```
    ///
    /// - Parameter point: A point in container coordinates. NaN gives `nil`.
    /// - Complexity: O(log n) in the number of segments.
    @inlinable public func segmentIndex(at point: Point) -> Int? {
        guard count > 0, point.x >= 0, point.x <= contentSize.width, point.y >= 0,
            point.y <= contentSize.height
        else { return nil }
        // Boundaries are in leading space: mirrored, x is measured from the right.
        let leading = layoutDirection == .leftToRight ? point.x : contentSize.width - point.x
        // The first segment whose boundary lies beyond x; the last when none does.
        return _entries.withUnsafeBufferPointer { entries in
            _bisect(entries, low: 0, high: count - 1) { $0.boundary > leading }
        }
    }

    /// The range of segments at least partly inside a horizontal window, such as the visible
    /// part of a scrolling bar.
    ///
    /// ```swift
    /// for index in arrangement.visibleSegments(offset: scrollX, viewportWidth: 320) { … }
    /// ```
    ///
    /// - Parameters:
    ///   - offset: The window's left edge in container coordinates.
    ///   - viewportWidth: The window's width; NaN or negative gives an empty range.
    /// - Complexity: O(log n) in the number of segments.
    @inlinable public func visibleSegments(offset: Double, viewportWidth: Double) -> Range<Int> {
        guard count > 0, offset.isFinite, viewportWidth.isFinite, viewportWidth > 0 else {
            return 0..<0
        }
        let left = offset
        let right = offset + viewportWidth
        // The end is searched from the first visible segment outwards: a viewport shows a
        // handful of segments, so that takes a few steps whatever the count.
        let leftToRight = layoutDirection == .leftToRight
        return _entries.withUnsafeBufferPointer { entries in
            if leftToRight {
                let first = _firstIndex(in: entries) { $0.segment.maxX > left }
                let end = _firstIndex(in: entries, from: first) { $0.segment.minX >= right }
                return first..<Swift.max(first, end)
            }
            // Right to left: x falls as the index grows.
            let first = _firstIndex(in: entries) { $0.segment.minX < right }
            let end = _firstIndex(in: entries, from: first) { $0.segment.maxX <= left }
            return first..<Swift.max(first, end)
        }
    }

    /// A thin rule across the whole bar at its bottom, such as the hairline under a Material
    /// tab bar.
    ///
    /// ```swift
    /// let hairline = arrangement.dividerFrame(thickness: 1)
    /// ```
    ///
    /// - Parameter thickness: The rule's height; NaN or negative gives 0, and it is at most the
    ///   bar's height.
    public func dividerFrame(thickness: Double) -> Rect {
        let height = Swift.min(thickness.nonNegativeFinite, contentSize.height)
        return Rect(
            x: 0, y: contentSize.height - height, width: contentSize.width, height: height)
    }

    /// Where a badge of a given size goes for a segment: just past the content's trailing
    /// edge (``badgeGap`` away), centred on the content's top edge, moved inside the bar if it
    /// would stick out. It never covers the label itself unless the bar is too narrow.
    ///
    /// ```swift
    /// let badge = arrangement.badgeFrame(forSegment: 2, size: Size(width: 16, height: 16))
    /// ```
    ///
    /// - Parameters:
    ///   - index: The segment; outside the segments gives `nil`.
    ///   - size: The badge's size; NaN or negative dimensions count as zero.
    public func badgeFrame(forSegment index: Int, size: Size) -> Rect? {
        guard index >= 0, index < count else { return nil }
        let width = Swift.min(size.width.nonNegativeFinite, contentSize.width)
        let height = Swift.min(size.height.nonNegativeFinite, contentSize.height)
        let content = contentFrames[index]
        let x =
            layoutDirection == .leftToRight
            ? content.maxX + Self.badgeGap : content.minX - Self.badgeGap - width
        return Rect(
            x: x.clamped(to: 0...(contentSize.width - width)),
            y: (content.minY - height / 2).clamped(to: 0...(contentSize.height - height)),
            width: width, height: height)
    }

    /// The space between a label and its badge, in points.
    public static let badgeGap = 2.0
}

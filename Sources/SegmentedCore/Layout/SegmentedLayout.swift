/// The description of a segmented control's geometry: how segments share the width, what
/// the indicator looks like, and which way the segments run. `arrange(contentSizes:in:)`
/// turns it and the measured content into an ``Arrangement``.
///
/// ```swift
/// let layout = SegmentedLayout(
///     distribution: .spaceEvenly,
///     indicator: .underline(width: .content, thickness: 3),
///     layoutDirection: .leftToRight)
/// let sizes = [Size(width: 10, height: 20), Size(width: 60, height: 20), Size(width: 16, height: 20)]
/// let arrangement = layout.arrange(contentSizes: sizes, in: Size(width: 320, height: 44))
/// arrangement.contentFrames[1].minX  // 127
/// ```
///
/// Bad input never traps. Content sizes that are NaN, infinite or negative count as zero;
/// a NaN or negative container counts as zero wide or high; an infinite container width or
/// height asks for the ideal size (segments hug content with minimum gaps). Negative or NaN
/// spacing, padding, insets and widths count as zero; a maximum segment width below the
/// minimum is raised to the minimum; a fixed segment width (``segmentWidths``) that is
/// NaN, negative, zero or infinite counts as none (the segment is sized automatically). Every finite length larger than
/// ``maximumLength`` (10¹² units) counts as ``maximumLength``, so sums of lengths stay finite
/// and precise enough for ordered, non-overlapping frames.
public struct SegmentedLayout: Sendable, Hashable {
    /// How segments share the container's width.
    public var distribution: Distribution
    /// The selection indicator.
    public var indicator: Indicator
    /// Which way segments run; right-to-left mirrors every x.
    public var layoutDirection: LayoutDirection
    /// Insets of the whole bar from the container's edges.
    public var insets: EdgeInsets
    /// Padding around each segment's content; the segment frame is the content plus this.
    public var contentPadding: EdgeInsets
    /// The narrowest a segment frame may be.
    public var minimumSegmentWidth: Double
    /// The widest a segment frame may be. Content wider than this (less padding) is given a
    /// content frame as wide as the room, and the front-end truncates it; when the padding
    /// alone is wider, the content frame (zero wide) stays inside the segment.
    public var maximumSegmentWidth: Double
    /// The smallest gap the spreading distributions (`spaceEvenly`, `spaceBetween`,
    /// `spaceAround`) fall to when content does not fit.
    public var minimumGap: Double
    /// For `.spaceEvenly`: whether the gaps are worked out from the content widths' sum rounded to
    /// a whole point, `(W − round(Σw)) / (n + 1)`, as the Material underline does. When the rounded
    /// sum is below the exact one the exact gap is used, so the row never overflows.
    public var roundsContentWidthSum: Bool
    /// A fixed width for each segment, in order, as `UISegmentedControl`'s
    /// `setWidth(_:forSegmentAt:)` gives one: `0` sizes the segment automatically (by the
    /// ``distribution``). Empty by default: every segment automatic.
    ///
    /// A fixed width is the segment frame's width in every distribution, whatever
    /// ``minimumSegmentWidth`` and ``maximumSegmentWidth`` say; content wider than it (less
    /// the padding) gets a content frame as wide as the room, for the front-end to truncate.
    /// `.fillEqually` and `.fillProportionally` share the width the fixed segments and the
    /// spacing leave among the automatic ones; the hugging distributions place a fixed
    /// segment as if its content were that wide.
    ///
    /// Missing entries (fewer than the segments) count as `0`, extra entries are ignored.
    /// NaN, negative and infinite widths count as `0` (automatic), and a finite width larger
    /// than ``maximumLength`` as ``maximumLength``.
    ///
    /// ```swift
    /// var layout = SegmentedLayout(distribution: .fillEqually())
    /// layout.segmentWidths = [0, 100, 0]
    /// layout.arrange(contentSizes: sizes, in: Size(width: 320, height: 44))
    ///     .segmentFrames.map(\.width)  // [110, 100, 110]
    /// ```
    public var segmentWidths: [Double]

    /// The largest length layout works with: a finite content size, container dimension,
    /// inset, padding, spacing, segment width or gap beyond it counts as this much (10¹²,
    /// far beyond any screen or terminal, yet small enough that millions of such lengths add
    /// up to a finite sum).
    ///
    /// ```swift
    /// layout.arrange(contentSizes: [Size(width: 1e300, height: 20)], in: container)
    ///     .contentSize.width  // 1e12
    /// ```
    public static let maximumLength: Double = 1e12

    /// Creates a layout.
    ///
    /// ```swift
    /// let pill = SegmentedLayout(
    ///     distribution: .fillEqually(spacing: 0),
    ///     indicator: .fill(insets: EdgeInsets(all: 2), cornerRadius: 7),
    ///     insets: EdgeInsets(all: 2))
    /// ```
    ///
    /// - Parameters:
    ///   - distribution: How segments share the width.
    ///   - indicator: The selection indicator; an underline as wide as the content by default.
    ///   - layoutDirection: Which way segments run.
    ///   - insets: Insets of the bar from the container's edges.
    ///   - contentPadding: Padding around each segment's content.
    ///   - minimumSegmentWidth: The narrowest a segment may be.
    ///   - maximumSegmentWidth: The widest a segment may be.
    ///   - minimumGap: The smallest gap when content does not fit.
    ///   - roundsContentWidthSum: Whether `.spaceEvenly` gaps use the rounded width sum.
    ///   - segmentWidths: A fixed width for each segment, `0` for automatic; empty (every
    ///     segment automatic) by default.
    public init(
        distribution: Distribution,
        indicator: Indicator = .underline(),
        layoutDirection: LayoutDirection = .leftToRight,
        insets: EdgeInsets = .zero,
        contentPadding: EdgeInsets = .zero,
        minimumSegmentWidth: Double = 0,
        maximumSegmentWidth: Double = .infinity,
        minimumGap: Double = 0,
        roundsContentWidthSum: Bool = false,
        segmentWidths: [Double] = []
    ) {
        self.distribution = distribution
        self.indicator = indicator
        self.layoutDirection = layoutDirection
        self.insets = insets
        self.contentPadding = contentPadding
        self.minimumSegmentWidth = minimumSegmentWidth
        self.maximumSegmentWidth = maximumSegmentWidth
        self.minimumGap = minimumGap
        self.roundsContentWidthSum = roundsContentWidthSum
        self.segmentWidths = segmentWidths
    }

    /// The smallest size that holds the content without squeezing: segments hug their
    /// content (equal segments as wide as the widest) with the minimum gaps. Front-ends use
    /// it as the control's ideal or intrinsic size.
    ///
    /// ```swift
    /// let ideal = layout.idealSize(contentSizes: sizes)
    /// ```
    ///
    /// - Parameter contentSizes: The measured size of each segment's content.
    /// - Complexity: O(n) in the number of segments.
    public func idealSize(contentSizes: [Size]) -> Size {
        arrange(contentSizes: contentSizes, in: Size(width: .infinity, height: .infinity))
            .contentSize
    }

    /// Places every segment, its content and the indicator's end points in a container.
    ///
    /// ```swift
    /// let arrangement = layout.arrange(contentSizes: sizes, in: Size(width: 320, height: 44))
    /// arrangement.segmentFrames   // one frame per segment
    /// arrangement.indicatorFrame(at: 1.5)
    /// ```
    ///
    /// - Parameters:
    ///   - contentSizes: The measured size of each segment's content, in order. Empty gives
    ///     an empty arrangement whose `contentSize` is the container.
    ///   - container: The space offered. An infinite dimension asks for the ideal size.
    /// - Returns: The arrangement; its `contentSize` is wider than the container when the
    ///   content does not fit.
    /// - Complexity: O(n) in the number of segments, with one allocation: a block holding,
    ///   for each segment, its segment frame, content frame, the indicator's frame at that
    ///   whole position and its hit-test boundary; none without segments.
    ///   ``arrange(contentSizes:in:into:)`` reuses an arrangement's storage instead.
    public func arrange(contentSizes: [Size], in container: Size) -> Arrangement {
        let engine = LayoutEngine(layout: self, container: container, count: contentSizes.count)
        return engine.makeArrangement(contentSizes)
    }

    /// Places every segment as ``arrange(contentSizes:in:)`` does, writing the result into an
    /// arrangement the caller keeps, so a front-end that arranges again and again (on every
    /// animation frame, say) reuses its storage instead of allocating new.
    ///
    /// The result is the same, to the last bit, as `arrangement = arrange(contentSizes:in:)`.
    /// Nothing is allocated when `arrangement`'s storage has room for as many segments (it
    /// was made for at least as many) and is not shared with a copy; otherwise one new block
    /// is made, and the copy keeps the old one.
    ///
    /// ```swift
    /// var arrangement = layout.arrange(contentSizes: sizes, in: container)
    /// // later, on every frame:
    /// layout.arrange(contentSizes: sizes, in: newContainer, into: &arrangement)
    /// ```
    ///
    /// - Parameters:
    ///   - contentSizes: The measured size of each segment's content, in order.
    ///   - container: The space offered. An infinite dimension asks for the ideal size.
    ///   - arrangement: The arrangement to overwrite.
    /// - Complexity: O(n) in the number of segments.
    public func arrange(
        contentSizes: [Size], in container: Size, into arrangement: inout Arrangement
    ) {
        let engine = LayoutEngine(layout: self, container: container, count: contentSizes.count)
        engine.arrange(contentSizes, into: &arrangement)
    }
}

extension Double {
    /// The value as a layout length: NaN, infinite or negative gives 0, and a finite value is
    /// at most ``SegmentedLayout/maximumLength``.
    @inline(__always)
    var layoutLength: Double {
        // `self > 0 && self < .infinity ? Swift.min(self, maximumLength) : 0` without
        // branches: the first comparison is one `maxsd` (NaN, −0 and negatives give +0), the
        // second a mask for +∞ (`!=` is `<` here, `positive` not being NaN, and one
        // instruction where `<` is two).
        let positive = self > 0 ? self : 0
        return positive != .infinity ? Swift.min(positive, SegmentedLayout.maximumLength) : 0
    }

    /// The value as a layout offset, which may be negative: NaN or infinite gives 0, and a
    /// finite value is clamped to plus or minus ``SegmentedLayout/maximumLength``.
    var layoutOffset: Double {
        isFinite ? clamped(to: -SegmentedLayout.maximumLength...SegmentedLayout.maximumLength) : 0
    }
}

extension EdgeInsets {
    /// The insets with every edge at most ``SegmentedLayout/maximumLength``.
    var limitedToLayoutLength: EdgeInsets {
        EdgeInsets(
            top: top.layoutLength, leading: leading.layoutLength, bottom: bottom.layoutLength,
            trailing: trailing.layoutLength)
    }
}

extension Rect {
    /// Mirrors the rectangle horizontally within `[0, width]`. A rectangle that reaches the
    /// right edge lands at x = 0, never at a rounding error below it.
    mutating func mirror(within width: Double) {
        x = Swift.max(0, width - x - self.width)
    }

    /// The part of the rectangle inside `bounds`; empty rectangles keep a position inside.
    @inline(__always)
    func clamped(to bounds: Rect) -> Rect {
        // Double.clamped(to:) without building ranges: arrange calls this once per segment.
        @inline(__always)
        func clamp(_ value: Double, _ lower: Double, _ upper: Double) -> Double {
            value.isNaN ? lower : Swift.min(Swift.max(value, lower), upper)
        }
        let left = clamp(x, bounds.minX, bounds.maxX)
        let right = clamp(maxX, left, bounds.maxX)
        let top = clamp(y, bounds.minY, bounds.maxY)
        let bottom = clamp(maxY, top, bounds.maxY)
        return Rect(x: left, y: top, width: right - left, height: bottom - top)
    }
}

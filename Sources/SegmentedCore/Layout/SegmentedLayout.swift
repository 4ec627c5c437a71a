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
/// minimum is raised to the minimum. Every finite length larger than
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
    /// For `.spaceEvenly`: whether the gaps are worked out from the content widths' sum
    /// rounded to a whole point, `(W − round(Σw)) / (n + 1)`, as write-up 000 does. When the
    /// rounded sum is below the exact one the exact gap is used, so the row never overflows.
    public var roundsContentWidthSum: Bool

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
    public init(
        distribution: Distribution,
        indicator: Indicator = .underline(),
        layoutDirection: LayoutDirection = .leftToRight,
        insets: EdgeInsets = .zero,
        contentPadding: EdgeInsets = .zero,
        minimumSegmentWidth: Double = 0,
        maximumSegmentWidth: Double = .infinity,
        minimumGap: Double = 0,
        roundsContentWidthSum: Bool = false
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
    /// - Complexity: O(n) in the number of segments.
    public func arrange(contentSizes: [Size], in container: Size) -> Arrangement {
        var engine = LayoutEngine(layout: self, container: container, count: contentSizes.count)
        return engine.run(contentSizes)
    }
}

/// The one pass that turns sizes into frames. Works in leading space (x grows from the
/// leading edge) and mirrors at the end for right-to-left layouts.
private struct LayoutEngine {
    let layout: SegmentedLayout
    let insets: EdgeInsets
    let padding: EdgeInsets
    let minimumWidth: Double
    let maximumWidth: Double
    let minimumGap: Double
    let huggingWidth: Bool
    let huggingHeight: Bool
    let containerWidth: Double
    let containerHeight: Double
    let count: Int

    init(layout: SegmentedLayout, container: Size, count: Int) {
        self.layout = layout
        self.count = count
        insets = layout.insets.sanitized.limitedToLayoutLength
        padding = layout.contentPadding.sanitized.limitedToLayoutLength
        minimumWidth = layout.minimumSegmentWidth.layoutLength
        let maximum = layout.maximumSegmentWidth.isNaN ? .infinity : layout.maximumSegmentWidth
        maximumWidth = Swift.min(Swift.max(maximum, minimumWidth), SegmentedLayout.maximumLength)
        minimumGap = layout.minimumGap.layoutLength
        huggingWidth = container.width == .infinity
        huggingHeight = container.height == .infinity
        containerWidth = container.width.layoutLength
        containerHeight = container.height.layoutLength
    }

    mutating func run(_ contentSizes: [Size]) -> Arrangement {
        var boxWidths = [Double]()
        var contentWidths = [Double]()
        var contentHeights = [Double]()
        boxWidths.reserveCapacity(count)
        contentWidths.reserveCapacity(count)
        contentHeights.reserveCapacity(count)
        var tallest = 0.0
        for size in contentSizes {
            let width = size.width.layoutLength
            let height = size.height.layoutLength
            let box = Swift.min(Swift.max(width + padding.horizontal, minimumWidth), maximumWidth)
            boxWidths.append(box)
            contentWidths.append(Swift.min(width, Swift.max(0, box - padding.horizontal)))
            contentHeights.append(height)
            tallest = Swift.max(tallest, height + padding.vertical)
        }

        let available = Swift.max(0, containerWidth - insets.horizontal)
        let (origins, used) = placeHorizontally(&boxWidths, available: available)
        let total = insets.horizontal + used
        let width: Double
        if huggingWidth {
            width = total
        } else {
            // Sums of fractions can overshoot by a few ulps; that is not overflow. Anything
            // more is: the content must then be as wide as it is, or right-to-left mirroring
            // would push the last segments below x = 0.
            let rounding = Double(count + 4) * total.ulp
            width = total > containerWidth + rounding ? total : containerWidth
        }

        let innerHeight = Swift.max(0, containerHeight - insets.vertical)
        let segmentHeight = huggingHeight ? tallest : Swift.max(innerHeight, tallest)
        var height =
            huggingHeight
            ? insets.vertical + segmentHeight
            : Swift.max(containerHeight, insets.vertical + segmentHeight)

        var segments = [Rect]()
        var contents = [Rect]()
        segments.reserveCapacity(count)
        contents.reserveCapacity(count)
        for index in 0..<count {
            let segment = Rect(
                x: origins[index], y: insets.top, width: boxWidths[index], height: segmentHeight)
            let innerWidth = Swift.max(0, segment.width - padding.horizontal)
            let contentWidth = contentWidths[index]
            let contentHeight = contentHeights[index]
            // A maximum width can leave less room than the padding asks for: the content
            // then stays inside its segment rather than following the padding out of it. The
            // same clamp keeps rounding (tallest content less its padding) from leaving a
            // content frame a hair above or left of its segment.
            let centredX = segment.x + padding.leading + (innerWidth - contentWidth) / 2
            let centredY =
                segment.y + padding.top + (segmentHeight - padding.vertical - contentHeight) / 2
            let content = Rect(
                x: Swift.max(segment.minX, Swift.min(centredX, segment.maxX - contentWidth)),
                y: Swift.max(segment.minY, Swift.min(centredY, segment.maxY - contentHeight)),
                width: contentWidth, height: contentHeight)
            segments.append(segment)
            contents.append(content)
        }

        var boundaries = [Double]()
        boundaries.reserveCapacity(Swift.max(0, count - 1))
        for index in segments.indices.dropLast() {
            boundaries.append((segments[index].maxX + segments[index + 1].minX) / 2)
        }

        var indicators = IndicatorGeometry.frames(
            for: layout.indicator, segments: segments, contents: contents)
        if layout.indicator.placement == .underline {
            // A bar hung below the content by an offset grows the bar rather than being cut.
            // The bottom inset stays below it (the Material hairline sits under the bar).
            for frame in indicators {
                height = Swift.max(height, frame.maxY + insets.bottom)
            }
        }
        let bounds = Rect(x: 0, y: 0, width: width, height: height)
        for index in indicators.indices {
            indicators[index] = indicators[index].clamped(to: bounds)
        }

        if layout.layoutDirection == .rightToLeft {
            for index in 0..<count {
                segments[index].mirror(within: width)
                contents[index].mirror(within: width)
            }
            for index in indicators.indices {
                indicators[index].mirror(within: width)
            }
        }

        return Arrangement(
            segmentFrames: segments, contentFrames: contents,
            contentSize: Size(width: width, height: height),
            layoutDirection: layout.layoutDirection, indicator: layout.indicator,
            indicatorFrames: indicators, boundaries: boundaries)
    }

    /// Chooses each segment's leading-space x; returns the origins and the width used
    /// between the insets.
    private func placeHorizontally(
        _ boxes: inout [Double], available: Double
    ) -> (origins: [Double], used: Double) {
        var origins = [Double]()
        origins.reserveCapacity(count)
        guard count > 0 else { return (origins, 0) }
        let n = Double(count)
        var sum = 0.0
        for box in boxes { sum += box }
        let spare = available - sum

        func lay(start: Double, gap: Double) {
            var x = insets.leading + start
            for box in boxes {
                origins.append(x)
                x += box + gap
            }
        }

        switch layout.distribution {
        case .fillEqually(let rawSpacing):
            let spacing = rawSpacing.layoutLength
            let widest = boxes.max() ?? 0
            let equal = (available - spacing * (n - 1)) / n
            let box = huggingWidth ? widest : Swift.min(Swift.max(equal, widest), maximumWidth)
            for index in boxes.indices { boxes[index] = box }
            let used = box * n + spacing * (n - 1)
            let start = huggingWidth ? 0 : Swift.max(0, (available - used) / 2)
            lay(start: start, gap: spacing)
            return (origins, Swift.max(used, huggingWidth ? used : available))
        case .spaceEvenly:
            var even = spare / (n + 1)
            if layout.roundsContentWidthSum {
                even = Swift.min(even, (available - sum.rounded()) / (n + 1))
            }
            let gap = huggingWidth ? minimumGap : Swift.max(minimumGap, even)
            lay(start: gap, gap: gap)
            return (origins, sum + gap * (n + 1))
        case .spaceBetween:
            guard count > 1 else {
                lay(start: 0, gap: 0)
                return (origins, huggingWidth ? sum : Swift.max(sum, available))
            }
            let gap = huggingWidth ? minimumGap : Swift.max(minimumGap, spare / (n - 1))
            lay(start: 0, gap: gap)
            return (origins, sum + gap * (n - 1))
        case .spaceAround:
            let gap = huggingWidth ? minimumGap : Swift.max(minimumGap, spare / n)
            lay(start: gap / 2, gap: gap)
            return (origins, sum + gap * n)
        case .packed(let rawSpacing):
            let spacing = rawSpacing.layoutLength
            lay(start: 0, gap: spacing)
            return (origins, sum + spacing * (n - 1))
        }
    }
}

extension Double {
    /// The value as a layout length: NaN, infinite or negative gives 0, and a finite value is
    /// at most ``SegmentedLayout/maximumLength``.
    var layoutLength: Double { Swift.min(nonNegativeFinite, SegmentedLayout.maximumLength) }

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
    func clamped(to bounds: Rect) -> Rect {
        let left = x.clamped(to: bounds.minX...bounds.maxX)
        let right = maxX.clamped(to: left...bounds.maxX)
        let top = y.clamped(to: bounds.minY...bounds.maxY)
        let bottom = maxY.clamped(to: top...bounds.maxY)
        return Rect(x: left, y: top, width: right - left, height: bottom - top)
    }
}

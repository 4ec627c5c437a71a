/// The pass that turns sizes into frames, writing straight into the arrangement's storage.
///
/// It goes over the segments twice: once for the sums the distribution needs (total box
/// width, widest box, tallest content), parking each box and sanitised content size in the
/// entries being written, then once to write each segment frame, content frame, indicator
/// frame and hit-test boundary where it belongs. No array is made on the way, so
/// ``SegmentedLayout/arrange(contentSizes:in:)`` makes exactly one allocation, the block of
/// per-segment entries an ``Arrangement`` keeps, and
/// ``SegmentedLayout/arrange(contentSizes:in:into:)`` none when it can reuse it.
///
/// The specification is a readable reference implementation in the tests:
/// `ReferenceEngine` in Tests/SegmentedCoreTests/Support/ReferenceLayout.swift, the earlier
/// multi-array form, which builds one temporary array per quantity (box widths, content
/// sizes, origins, indicator frames, boundaries) and returns a `ReferenceArrangement`. Read
/// it first to learn what this pass computes. Every number here is computed by the same
/// operations, in the same order, so results are the same to the last bit; `LayoutEngineTests`
/// holds the two to that (`matchesReference` over the property tests' random and hostile
/// layouts, `sharedHeights` and `materialVector`), and `intoMatchesFresh` holds arranging
/// into kept storage to a fresh arrange.
///
/// Geometry is worked out in leading space (x grows from the leading edge) and mirrored as it
/// is written for right-to-left layouts. For speed, the second pass is compiled once
/// for each combination of the choices a call makes once (box width, direction, indicator
/// width and placement), and a segment's y numbers, which depend only on its content height,
/// are worked out again only when that height differs from the previous segment's.
struct LayoutEngine {
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
    let placement: Indicator.Placement
    let thickness: Double
    let offset: Double?
    let offsetFromSegment: Bool
    let fillInsets: EdgeInsets
    /// The layout's fixed widths as given (read through ``fixedWidth(at:)``), and whether any
    /// of them fixes a segment.
    let fixedWidths: [Double]
    let hasFixedWidths: Bool

    init(layout: SegmentedLayout, container: Size, count: Int) {
        self.layout = layout
        self.count = count
        // `limitedToLayoutLength` gives what `sanitized.limitedToLayoutLength` gives (NaN,
        // infinite and negative edges become 0 either way), without the second pass.
        insets = layout.insets.limitedToLayoutLength
        padding = layout.contentPadding.limitedToLayoutLength
        minimumWidth = layout.minimumSegmentWidth.layoutLength
        let maximum = layout.maximumSegmentWidth.isNaN ? .infinity : layout.maximumSegmentWidth
        maximumWidth = Swift.min(Swift.max(maximum, minimumWidth), SegmentedLayout.maximumLength)
        minimumGap = layout.minimumGap.layoutLength
        huggingWidth = container.width == .infinity
        huggingHeight = container.height == .infinity
        containerWidth = container.width.layoutLength
        containerHeight = container.height.layoutLength
        let indicator = layout.indicator
        placement = indicator.placement
        thickness = indicator.thickness.layoutLength
        offset = indicator.offset.map(\.layoutOffset)
        offsetFromSegment = indicator.offsetReference == .segment
        fillInsets = EdgeInsets(
            top: indicator.insets.top.layoutOffset, leading: indicator.insets.leading.layoutOffset,
            bottom: indicator.insets.bottom.layoutOffset,
            trailing: indicator.insets.trailing.layoutOffset)
        fixedWidths = layout.segmentWidths
        hasFixedWidths = layout.segmentWidths.prefix(count).contains { $0.layoutLength > 0 }
    }

    /// The fixed width of a segment as a layout length, 0 when it has none (no entry, or one
    /// that is 0, NaN, negative or infinite).
    @inline(__always)
    func fixedWidth(at index: Int) -> Double {
        index < fixedWidths.count ? fixedWidths[index].layoutLength : 0
    }

    /// A new arrangement: one allocation (none when there are no segments).
    func makeArrangement(_ sizes: [Size]) -> Arrangement {
        var contentSize = Size.zero
        let entries = Arrangement._Entries(count: count) { entries in
            contentSize = sizes.withUnsafeBufferPointer { write($0, into: entries) }
        }
        return Arrangement(
            entries: entries, contentSize: contentSize, layoutDirection: layout.layoutDirection,
            indicator: layout.indicator)
    }

    /// Overwrites an arrangement, reusing its storage when it is unshared and holds room for
    /// the count (no allocation then).
    func arrange(_ sizes: [Size], into arrangement: inout Arrangement) {
        // Move the entries out, so the arrangement itself holds no second reference to them.
        var entries = Arrangement._Entries()
        swap(&entries, &arrangement._entries)
        var contentSize = Size.zero
        entries.overwrite(count: count) { entries in
            contentSize = sizes.withUnsafeBufferPointer { write($0, into: entries) }
        }
        arrangement = Arrangement(
            entries: entries, contentSize: contentSize, layoutDirection: layout.layoutDirection,
            indicator: layout.indicator)
    }

    /// Writes `count` entries (segment frame, content frame, indicator frame and boundary);
    /// returns the content size.
    private func write(
        _ sizes: UnsafeBufferPointer<Size>,
        into entries: UnsafeMutableBufferPointer<Arrangement._Entry>
    ) -> Size {
        // First pass: what the distribution needs from all segments (the widest box only
        // `.fillEqually`, so the loop that finds it is a copy of its own). Each segment's
        // box is parked in its segment frame's width and its content's size in its content
        // frame's, for the second pass. (Frames hold plain numbers, so single fields of the
        // storage may be written before the rest.)
        @inline(__always)
        func measure(findsWidest: Bool) -> (sum: Double, widest: Double, tallest: Double) {
            if hasFixedWidths { return measureWithFixedWidths(sizes, into: entries) }
            var sum = 0.0
            var widest = 0.0
            var tallest = 0.0
            for index in 0..<count {
                let size = sizes[index]
                let contentWidth = size.width.layoutLength
                let contentHeight = size.height.layoutLength
                let box = boxWidth(contentWidth: contentWidth)
                sum += box
                if findsWidest { widest = maxNotNaN(widest, box) }
                tallest = maxNotNaN(tallest, contentHeight + padding.vertical)
                entries[index].segment.width = box
                entries[index].content.width = contentWidth
                entries[index].content.height = contentHeight
            }
            return (sum, widest, tallest)
        }
        let (sum, widest, tallest): (Double, Double, Double)
        if case .fillEqually = layout.distribution {
            (sum, widest, tallest) = measure(findsWidest: true)
        } else {
            (sum, widest, tallest) = measure(findsWidest: false)
        }

        let available = Swift.max(0, containerWidth - insets.horizontal)
        let spacing = horizontalSpacing(
            available: available, sum: sum, widest: widest, entries: UnsafeBufferPointer(entries))
        let total = insets.horizontal + spacing.used
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
        let height =
            huggingHeight
            ? insets.vertical + segmentHeight
            : Swift.max(containerHeight, insets.vertical + segmentHeight)
        // Numbers every segment shares, each computed as the per-segment formula would.
        let bar = Bar(
            width: width, height: height,
            // An underline hung below the content by an offset grows the bar rather than
            // being cut, so its frames are clamped only at the sides: the bar's final height
            // is at least every underline's bottom, and clamping to it would change no number.
            boundsHeight: placement == .underline ? .infinity : height,
            start: insets.leading + spacing.start, gap: spacing.gap, segmentY: insets.top,
            segmentHeight: segmentHeight, segmentMaxY: insets.top + segmentHeight,
            contentTop: insets.top + padding.top, contentRoom: segmentHeight - padding.vertical)

        // Second pass. Each choice a call makes once (the box width, the direction, the
        // indicator's width and placement) is a type, so the loop is compiled once for every
        // combination, with the choices built in.
        let mirrors = layout.layoutDirection == .rightToLeft
        func place<Spans: IndicatorSpans>(_ spans: Spans) -> Double {
            if let automatic = spacing.automatic {
                let widths = AutomaticBoxes(
                    scale: automatic.scale, share: automatic.share, cap: maximumWidth,
                    engine: self)
                return mirrors
                    ? self.place(bar, entries, widths, spans, LeadingToLeft())
                    : self.place(bar, entries, widths, spans, LeadingToRight())
            }
            switch (spacing.equalBox, mirrors) {
            case (let box?, false):
                return self.place(
                    bar, entries, EqualBoxes(box: box), spans, LeadingToRight())
            case (let box?, true):
                return self.place(
                    bar, entries, EqualBoxes(box: box), spans, LeadingToLeft())
            case (nil, false):
                return self.place(
                    bar, entries, OwnBoxes(), spans, LeadingToRight())
            case (nil, true):
                return self.place(
                    bar, entries, OwnBoxes(), spans, LeadingToLeft())
            }
        }
        func placeIndicator<Spans: IndicatorSpans>(_ spans: Spans) -> Double {
            guard placement == .fill else { return place(spans) }
            return place(
                Inset(base: spans, leading: fillInsets.leading, trailing: fillInsets.trailing))
        }
        let grownHeight: Double
        switch (placement, layout.indicator.width) {
        case (.none, _):
            grownHeight = place(NoIndicator())
        case (_, .segment):
            grownHeight = placeIndicator(SegmentSpans())
        case (_, .content):
            grownHeight = placeIndicator(ContentSpans())
        case (_, .fixed(let fixed)):
            grownHeight = placeIndicator(FixedSpans(width: fixed.layoutLength))
        case (_, .fraction(let fraction)):
            grownHeight = placeIndicator(FractionSpans(fraction: fraction.layoutLength))
        }
        return Size(width: width, height: grownHeight)
    }

    /// The numbers every segment of one pass shares.
    private struct Bar {
        /// The width frames are clamped to and mirrored within.
        var width: Double
        /// The height before any underline grows it.
        var height: Double
        /// The height indicator frames are clamped to.
        var boundsHeight: Double
        /// The first segment's x.
        var start: Double
        var gap: Double
        var segmentY: Double
        var segmentHeight: Double
        var segmentMaxY: Double
        /// Where the room for the content starts, and how high it is.
        var contentTop: Double
        var contentRoom: Double
    }

    /// A horizontal extent.
    fileprivate struct Span {
        var x: Double
        var width: Double
    }

    /// The numbers of a segment's frames in y, which depend only on its content's height.
    private struct Rise {
        var contentY: Double
        var indicatorY: Double
        var indicatorHeight: Double
        /// The bar height the segment's underline needs (−∞ for other placements).
        var reach: Double
    }

    /// The second pass: every frame, in leading space, mirrored as it is written, for one set
    /// of per-call choices: how wide each segment is, what the indicator spans in x (before
    /// clamping), and the direction. Reads what the first pass parked. Returns the bar's
    /// height, grown by any underline. Out of line, one copy per combination of choices.
    @inline(never)
    private func place<Widths: SegmentWidths, Spans: IndicatorSpans, Direction: LayoutMirroring>(
        _ bar: Bar, _ entries: UnsafeMutableBufferPointer<Arrangement._Entry>, _ widths: Widths,
        _ spans: Spans, _ direction: Direction
    ) -> Double {
        let mirrors = Direction.mirrors
        let indicator = Spans.exists
        var grownHeight = bar.height
        var x = bar.start
        // The y numbers are worked out again only when the content height changes. No
        // sanitised height has this bit pattern (it is −1), so the first segment works them out.
        var knownHeight = (-1.0).bitPattern
        var rise = Rise(contentY: 0, indicatorY: 0, indicatorHeight: 0, reach: -.infinity)
        for index in 0..<count {
            // The y numbers, which change only with the content height.
            let contentHeight = entries[index].content.height
            if contentHeight.bitPattern != knownHeight {
                knownHeight = contentHeight.bitPattern
                rise = self.rise(contentHeight: contentHeight, bar: bar)
                grownHeight = maxNotNaN(grownHeight, rise.reach)
            }
            let box = entries[index].segment.width
            let contentWidth = entries[index].content.width
            let width = widths.width(box: box, index: index)
            let segmentX = x
            let segmentMaxX = segmentX + width
            x += width + bar.gap
            // The hit-test boundary: the middle of the gap to the next segment (+∞ after the
            // last, set below).
            let boundary = (segmentMaxX + x) / 2

            // Centred; the clamp keeps rounding (tallest content less its padding) from
            // leaving a content frame a hair above or left of its segment. A maximum width
            // can leave less room than the padding asks for: the content then stays inside
            // its segment rather than following the padding out of it.
            let placedWidth = Swift.min(contentWidth, maxNotNaN(0, box - padding.horizontal))
            let innerWidth = maxNotNaN(0, width - padding.horizontal)
            let centredX = segmentX + padding.leading + (innerWidth - placedWidth) / 2
            let contentX = maxNotNaN(segmentX, Swift.min(centredX, segmentMaxX - placedWidth))

            var indicatorFrame = Rect.zero
            if indicator {
                // `clamp(_:width:height:)` in x; y was clamped with the rise.
                let frame = spans.span(
                    segment: Span(x: segmentX, width: width),
                    content: Span(x: contentX, width: placedWidth))
                // A span that starts at or after 0 and is not negative (the segment's or the
                // content's) needs no lower bounds: `max(x, 0)` is x and `max(maxX, left)`
                // is maxX then, to the bit (every x here is +0 or more, never −0).
                let left =
                    Swift.min(
                        Spans.withinLeadingBounds ? frame.x : maxNotNaN(frame.x, 0), bar.width)
                let maxX = frame.x + frame.width
                let right = Swift.min(
                    Spans.withinLeadingBounds ? maxX : maxNotNaN(maxX, left), bar.width)
                indicatorFrame = Rect(
                    x: left, y: rise.indicatorY, width: right - left,
                    height: rise.indicatorHeight)
                if mirrors {
                    indicatorFrame.x = Self.mirrored(
                        x: left, width: right - left, within: bar.width)
                }
            }
            // Field by field: the content frame's height is the content height the first pass
            // parked there, and an own box's width is already its segment frame's.
            entries[index].indicator = indicatorFrame
            entries[index].boundary = boundary
            entries[index].segment.x =
                mirrors ? Self.mirrored(x: segmentX, width: width, within: bar.width) : segmentX
            entries[index].segment.y = bar.segmentY
            if !Widths.parked { entries[index].segment.width = width }
            entries[index].segment.height = bar.segmentHeight
            entries[index].content.x =
                mirrors
                ? Self.mirrored(x: contentX, width: placedWidth, within: bar.width) : contentX
            entries[index].content.y = rise.contentY
            entries[index].content.width = placedWidth
        }
        if count > 0 { entries[count - 1].boundary = .infinity }
        return grownHeight
    }

    /// The y numbers of a segment whose content is `contentHeight` high, as the per-segment
    /// formulas give them. A run of segments whose contents share a height needs it once.
    ///
    /// Out of line on purpose: inlined into each of the copies of the second pass it made
    /// the layout engine 60 KB of machine code instead of 35 KB, to save 2 instructions a
    /// segment when heights repeat (the usual bar) and 27 when every height differs.
    @inline(never)
    private func rise(contentHeight: Double, bar: Bar) -> Rise {
        let centredY = bar.contentTop + (bar.contentRoom - contentHeight) / 2
        let contentY = maxNotNaN(
            bar.segmentY, Swift.min(centredY, bar.segmentMaxY - contentHeight))
        guard placement != .none else {
            return Rise(contentY: contentY, indicatorY: 0, indicatorHeight: 0, reach: -.infinity)
        }
        // The indicator's frame in y does not depend on the frames' x and width.
        let frame = indicatorFrame(
            segment: Rect(x: 0, y: bar.segmentY, width: 0, height: bar.segmentHeight),
            content: Rect(x: 0, y: contentY, width: 0, height: contentHeight))
        let clamped = Self.clamp(frame, width: bar.width, height: bar.boundsHeight)
        return Rise(
            contentY: contentY, indicatorY: clamped.y, indicatorHeight: clamped.height,
            // The bottom inset stays below the bar (the Material hairline sits under it).
            reach: placement == .underline ? frame.maxY + insets.bottom : -.infinity)
    }

    /// `Rect.mirror(within:)`'s new x for a frame at `x` that is `width` wide.
    @inline(__always)
    private static func mirrored(x: Double, width: Double, within bounds: Double) -> Double {
        maxNotNaN(0, bounds - x - width)
    }

    /// `frame.clamped(to: Rect(x: 0, y: 0, width: width, height: height))` for the finite
    /// frames layout makes (every length is at most 10¹², so no sum here is NaN): the same
    /// operations in the same order, without the NaN tests.
    @inline(__always)
    private static func clamp(_ frame: Rect, width: Double, height: Double) -> Rect {
        let left = Swift.min(maxNotNaN(frame.x, 0), width)
        let right = Swift.min(maxNotNaN(frame.maxX, left), width)
        let top = Swift.min(maxNotNaN(frame.y, 0), height)
        let bottom = Swift.min(maxNotNaN(frame.maxY, top), height)
        return Rect(x: left, y: top, width: right - left, height: bottom - top)
    }

    /// A segment's box: its content plus padding, within the minimum and maximum widths.
    @inline(__always)
    private func boxWidth(contentWidth: Double) -> Double {
        Swift.min(maxNotNaN(contentWidth + padding.horizontal, minimumWidth), maximumWidth)
    }

    /// How the distribution spaces the boxes.
    private struct Spacing {
        /// The first box's distance from the leading inset.
        var start: Double
        /// The distance between neighbouring boxes.
        var gap: Double
        /// The width used between the insets.
        var used: Double
        /// The width every box gets (`.fillEqually`), or `nil` when each hugs its content.
        var equalBox: Double?
        /// With fixed widths in a filling distribution, or `.fillProportionally`: each
        /// automatic segment is `min(box · scale + share, maximum width)` wide, a fixed one
        /// its own width. `nil` otherwise.
        var automatic: (scale: Double, share: Double)? = nil
    }

    /// The sums the first pass finds when some segment has a fixed width: every box, the
    /// widest automatic box, the tallest content (parking boxes and content as
    /// `measure(findsWidest:)` does; a fixed segment's box is its fixed width).
    private func measureWithFixedWidths(
        _ sizes: UnsafeBufferPointer<Size>,
        into entries: UnsafeMutableBufferPointer<Arrangement._Entry>
    ) -> (sum: Double, widest: Double, tallest: Double) {
        var sum = 0.0
        var widest = 0.0
        var tallest = 0.0
        for index in 0..<count {
            let size = sizes[index]
            let contentWidth = size.width.layoutLength
            let contentHeight = size.height.layoutLength
            let fixed = fixedWidth(at: index)
            let box = fixed > 0 ? fixed : boxWidth(contentWidth: contentWidth)
            sum += box
            if fixed == 0 { widest = maxNotNaN(widest, box) }
            tallest = maxNotNaN(tallest, contentHeight + padding.vertical)
            entries[index].segment.width = box
            entries[index].content.width = contentWidth
            entries[index].content.height = contentHeight
        }
        return (sum, widest, tallest)
    }

    /// `.fillEqually` and `.fillProportionally` when fixed widths take part, or
    /// `.fillProportionally` alone: the automatic segments share what the fixed ones and the
    /// spacing leave. `sum` is every box, `widest` the widest automatic one.
    private func fillingSpacing(
        available: Double, sum: Double, widest: Double, spacing: Double, proportional: Bool,
        entries: UnsafeBufferPointer<Arrangement._Entry>
    ) -> Spacing {
        let n = Double(count)
        var fixedSum = 0.0
        var automaticCount = 0
        for index in 0..<count {
            let fixed = fixedWidth(at: index)
            if fixed > 0 { fixedSum += fixed } else { automaticCount += 1 }
        }
        let automaticSum = sum - fixedSum
        let room = available - fixedSum - spacing * (n - 1)
        let scale: Double
        let share: Double
        if automaticCount == 0 {
            (scale, share) = (1, 0)
        } else if proportional {
            if huggingWidth || room <= automaticSum {
                (scale, share) = (1, 0)
            } else if automaticSum > 0 {
                (scale, share) = (room / automaticSum, 0)
            } else {
                (scale, share) = (1, room / Double(automaticCount))
            }
        } else {
            let equal = room / Double(automaticCount)
            let box = huggingWidth ? widest : Swift.min(Swift.max(equal, widest), maximumWidth)
            (scale, share) = (0, box)
        }
        let widths = AutomaticBoxes(scale: scale, share: share, cap: maximumWidth, engine: self)
        var used = 0.0
        for index in 0..<count {
            used += widths.width(box: entries[index].segment.width, index: index)
        }
        used += spacing * (n - 1)
        let start = huggingWidth ? 0 : Swift.max(0, (available - used) / 2)
        return Spacing(
            start: start, gap: spacing,
            used: Swift.max(used, huggingWidth ? used : available),
            automatic: (scale, share))
    }

    /// Chooses the leading offset, gap and box width for the distribution.
    private func horizontalSpacing(
        available: Double, sum: Double, widest: Double,
        entries: UnsafeBufferPointer<Arrangement._Entry>
    ) -> Spacing {
        guard count > 0 else { return Spacing(start: 0, gap: 0, used: 0) }
        let n = Double(count)
        let spare = available - sum
        switch layout.distribution {
        case .fillProportionally(let rawSpacing):
            return fillingSpacing(
                available: available, sum: sum, widest: widest, spacing: rawSpacing.layoutLength,
                proportional: true, entries: entries)
        case .fillEqually(let rawSpacing) where hasFixedWidths:
            return fillingSpacing(
                available: available, sum: sum, widest: widest, spacing: rawSpacing.layoutLength,
                proportional: false, entries: entries)
        case .fillEqually(let rawSpacing):
            let spacing = rawSpacing.layoutLength
            let equal = (available - spacing * (n - 1)) / n
            let box = huggingWidth ? widest : Swift.min(Swift.max(equal, widest), maximumWidth)
            let used = box * n + spacing * (n - 1)
            let start = huggingWidth ? 0 : Swift.max(0, (available - used) / 2)
            return Spacing(
                start: start, gap: spacing,
                used: Swift.max(used, huggingWidth ? used : available), equalBox: box)
        case .spaceEvenly:
            var even = spare / (n + 1)
            if layout.roundsContentWidthSum {
                even = Swift.min(even, (available - sum.rounded()) / (n + 1))
            }
            let gap = huggingWidth ? minimumGap : Swift.max(minimumGap, even)
            return Spacing(start: gap, gap: gap, used: sum + gap * (n + 1))
        case .spaceBetween:
            guard count > 1 else {
                return Spacing(
                    start: 0, gap: 0, used: huggingWidth ? sum : Swift.max(sum, available))
            }
            let gap = huggingWidth ? minimumGap : Swift.max(minimumGap, spare / (n - 1))
            return Spacing(start: 0, gap: gap, used: sum + gap * (n - 1))
        case .spaceAround:
            let gap = huggingWidth ? minimumGap : Swift.max(minimumGap, spare / n)
            return Spacing(start: gap / 2, gap: gap, used: sum + gap * n)
        case .packed(let rawSpacing):
            let spacing = rawSpacing.layoutLength
            return Spacing(start: 0, gap: spacing, used: sum + spacing * (n - 1))
        }
    }

    /// The indicator's frame for a segment in leading space, before clamping (``Rect/zero``
    /// for `.none`, which the caller skips).
    /// The formula is symmetric in x, so it gives the mirrored frame from mirrored frames too.
    @inline(__always)
    func indicatorFrame(segment: Rect, content: Rect) -> Rect {
        let x: Double
        let width: Double
        switch layout.indicator.width {
        case .segment:
            (x, width) = (segment.minX, segment.width)
        case .content:
            (x, width) = (content.minX, content.width)
        case .fixed(let fixed):
            width = fixed.layoutLength
            x = content.midX - width / 2
        case .fraction(let fraction):
            width = fraction.layoutLength * content.width
            x = content.midX - width / 2
        }
        switch placement {
        case .none:
            return .zero
        case .underline:
            let edge = offsetFromSegment ? segment.maxY : content.maxY
            let y = offset.map { edge + $0 } ?? segment.maxY - thickness
            return Rect(x: x, y: maxNotNaN(0, y), width: width, height: thickness)
        case .overline:
            let edge = offsetFromSegment ? segment.minY : content.minY
            let y = offset.map { edge - $0 - thickness } ?? segment.minY
            return Rect(x: x, y: maxNotNaN(0, y), width: width, height: thickness)
        case .fill:
            let base = Rect(x: x, y: segment.minY, width: width, height: segment.height)
            return base.inset(by: fillInsets)
        }
    }
}

/// `Swift.max(a, b)` for numbers that are not NaN, to the bit (±0 included: both give `b`
/// when `a == b`). It compiles to one `maxsd`; `Swift.max`'s rule for NaN costs a compare and
/// three logic operations. Every number in the layout passes is sanitised first, so none is
/// NaN there.
@inline(__always)
private func maxNotNaN(_ a: Double, _ b: Double) -> Double {
    a > b ? a : b
}

// The choices of the second pass, one type each (see `LayoutEngine.place`).

/// How wide each segment is, given its box.
private protocol SegmentWidths {
    /// Whether the width is the box the first pass parked in the segment frame.
    static var parked: Bool { get }
    func width(box: Double, index: Int) -> Double
}

/// Every segment as wide as its box.
private struct OwnBoxes: SegmentWidths {
    static var parked: Bool { true }
    @inline(__always) func width(box: Double, index _: Int) -> Double { box }
}

/// Every segment equally wide (`.fillEqually`).
private struct EqualBoxes: SegmentWidths {
    static var parked: Bool { false }
    let box: Double
    @inline(__always) func width(box _: Double, index _: Int) -> Double { box }
}

/// A fixed segment as wide as its box (its fixed width), an automatic one
/// `min(box · scale + share, cap)`: `.fillEqually` with fixed widths (scale 0, the equal
/// width as the share) and `.fillProportionally`.
private struct AutomaticBoxes: SegmentWidths {
    static var parked: Bool { false }
    let scale: Double
    let share: Double
    let cap: Double
    let engine: LayoutEngine
    @inline(__always) func width(box: Double, index: Int) -> Double {
        engine.fixedWidth(at: index) > 0 ? box : Swift.min(box * scale + share, cap)
    }
}

/// Whether frames are mirrored as they are written (right-to-left layouts).
private protocol LayoutMirroring {
    static var mirrors: Bool { get }
}

private struct LeadingToRight: LayoutMirroring {
    static var mirrors: Bool { false }
}

private struct LeadingToLeft: LayoutMirroring {
    static var mirrors: Bool { true }
}

/// What the indicator spans in x, in leading space and before clamping, as
/// `LayoutEngine.indicatorFrame(segment:content:)` finds it from the segment's and the
/// content's extent.
private protocol IndicatorSpans {
    /// False for `.none`: every indicator frame is then ``Rect/zero``.
    static var exists: Bool { get }
    /// Whether every span starts at x ≥ +0 and has a width ≥ +0, so that clamping it to the
    /// bar needs only the upper bounds.
    static var withinLeadingBounds: Bool { get }
    func span(segment: LayoutEngine.Span, content: LayoutEngine.Span) -> LayoutEngine.Span
}

extension IndicatorSpans {
    static var exists: Bool { true }
    static var withinLeadingBounds: Bool { false }
}

/// `.none`.
private struct NoIndicator: IndicatorSpans {
    static var exists: Bool { false }
    @inline(__always)
    func span(segment: LayoutEngine.Span, content _: LayoutEngine.Span) -> LayoutEngine.Span {
        segment
    }
}

/// `.segment`: segments start at or after the leading inset, which is +0 or more.
private struct SegmentSpans: IndicatorSpans {
    static var withinLeadingBounds: Bool { true }
    @inline(__always)
    func span(segment: LayoutEngine.Span, content _: LayoutEngine.Span) -> LayoutEngine.Span {
        segment
    }
}

/// `.content`: content starts at or after its segment.
private struct ContentSpans: IndicatorSpans {
    static var withinLeadingBounds: Bool { true }
    @inline(__always)
    func span(segment _: LayoutEngine.Span, content: LayoutEngine.Span) -> LayoutEngine.Span {
        content
    }
}

/// `.fixed`, with the width already sanitised.
private struct FixedSpans: IndicatorSpans {
    let width: Double
    @inline(__always)
    func span(segment _: LayoutEngine.Span, content: LayoutEngine.Span) -> LayoutEngine.Span {
        LayoutEngine.Span(x: content.x + content.width / 2 - width / 2, width: width)
    }
}

/// `.fraction`, with the fraction already sanitised.
private struct FractionSpans: IndicatorSpans {
    let fraction: Double
    @inline(__always)
    func span(segment _: LayoutEngine.Span, content: LayoutEngine.Span) -> LayoutEngine.Span {
        let width = fraction * content.width
        return LayoutEngine.Span(x: content.x + content.width / 2 - width / 2, width: width)
    }
}

/// `.fill`: another span inset as `Rect.inset(by:)` insets it in x.
private struct Inset<Base: IndicatorSpans>: IndicatorSpans {
    let base: Base
    let leading: Double
    let trailing: Double
    @inline(__always)
    func span(segment: LayoutEngine.Span, content: LayoutEngine.Span) -> LayoutEngine.Span {
        let frame = base.span(segment: segment, content: content)
        let width = frame.width - leading - trailing
        return width >= 0
            ? LayoutEngine.Span(x: frame.x + leading, width: width)
            : LayoutEngine.Span(x: frame.x + frame.width / 2, width: 0)
    }
}

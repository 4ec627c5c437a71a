/// The pass that turns sizes into frames, writing straight into the arrangement's storage.
///
/// It reads the sizes twice: once for the sums the distribution needs (total box width,
/// widest box, tallest content), then once to write each segment frame, content frame,
/// indicator frame and hit-test boundary where it belongs. No array is made on the way, so
/// ``SegmentedLayout/arrange(contentSizes:in:)`` allocates exactly the three arrays an
/// ``Arrangement`` keeps (segment frames, content frames and the per-segment stops the
/// per-frame queries read), and ``SegmentedLayout/arrange(contentSizes:in:into:)`` none when
/// it can reuse them.
///
/// Geometry is worked out in leading space (x grows from the leading edge) and mirrored as it
/// is written for right-to-left layouts. Every number is computed by the same operations, in
/// the same order, as the earlier multi-array form, so results are the same to the last bit.
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
        let indicator = layout.indicator
        placement = indicator.placement
        thickness = indicator.thickness.layoutLength
        offset = indicator.offset.map(\.layoutOffset)
        offsetFromSegment = indicator.offsetReference == .segment
        fillInsets = EdgeInsets(
            top: indicator.insets.top.layoutOffset, leading: indicator.insets.leading.layoutOffset,
            bottom: indicator.insets.bottom.layoutOffset,
            trailing: indicator.insets.trailing.layoutOffset)
    }

    /// A new arrangement: three allocations (none when there are no segments).
    ///
    /// Short bars get arrays made at their final size and then written over: making them
    /// with `Array(unsafeUninitializedCapacity:)` goes through an unspecialised allocation
    /// that looks the storage type up in the runtime's metadata cache on every call, which
    /// costs more than arranging ten segments. Long bars get uninitialised arrays, so no
    /// element is written twice; there the lookup is lost in the work.
    func makeArrangement(_ sizes: [Size]) -> Arrangement {
        guard count >= Self.uninitializedThreshold else {
            var arrangement = Arrangement(
                segmentFrames: [], contentFrames: [], contentSize: .zero,
                layoutDirection: layout.layoutDirection, indicator: layout.indicator, stops: [])
            arrange(sizes, into: &arrangement)
            return arrangement
        }
        var contentSize = Size.zero
        var contents = [Rect]()
        var stops = [Arrangement.Stop]()
        let segments = [Rect](unsafeUninitializedCapacity: count) { segmentBuffer, segmentCount in
            contents = [Rect](unsafeUninitializedCapacity: count) { contentBuffer, contentCount in
                stops = [Arrangement.Stop](unsafeUninitializedCapacity: count) {
                    stopBuffer, stopCount in
                    contentSize = sizes.withUnsafeBufferPointer {
                        write(
                            $0, segments: segmentBuffer, contents: contentBuffer, stops: stopBuffer)
                    }
                    stopCount = count
                }
                contentCount = count
            }
            segmentCount = count
        }
        return Arrangement(
            segmentFrames: segments, contentFrames: contents, contentSize: contentSize,
            layoutDirection: layout.layoutDirection, indicator: layout.indicator, stops: stops)
    }

    /// The segment count from which fresh arrays are made uninitialised.
    static let uninitializedThreshold = 64

    /// Overwrites an arrangement, reusing its arrays when they are unshared and the count is
    /// unchanged (no allocation then).
    func arrange(_ sizes: [Size], into arrangement: inout Arrangement) {
        // Move the arrays out, so the arrangement itself holds no second reference to them.
        var segments = [Rect]()
        var contents = [Rect]()
        var stops = [Arrangement.Stop]()
        swap(&segments, &arrangement.segmentFrames)
        swap(&contents, &arrangement.contentFrames)
        swap(&stops, &arrangement.stops)
        Self.resize(&segments, to: count, with: .zero)
        Self.resize(&contents, to: count, with: .zero)
        Self.resize(&stops, to: count, with: Arrangement.Stop(indicator: .zero, boundary: 0))
        var contentSize = Size.zero
        segments.withUnsafeMutableBufferPointer { segmentBuffer in
            contents.withUnsafeMutableBufferPointer { contentBuffer in
                stops.withUnsafeMutableBufferPointer { stopBuffer in
                    contentSize = sizes.withUnsafeBufferPointer {
                        write(
                            $0, segments: segmentBuffer, contents: contentBuffer, stops: stopBuffer)
                    }
                }
            }
        }
        arrangement = Arrangement(
            segmentFrames: segments, contentFrames: contents, contentSize: contentSize,
            layoutDirection: layout.layoutDirection, indicator: layout.indicator, stops: stops)
    }

    /// Gives `array` exactly `count` elements, keeping its capacity.
    private static func resize<Element>(
        _ array: inout [Element], to count: Int, with filler: Element
    ) {
        guard array.count != count else { return }
        if array.count > count {
            array.removeLast(array.count - count)
        } else {
            array.append(contentsOf: repeatElement(filler, count: count - array.count))
        }
    }

    /// Writes `count` segment frames, content frames and stops; returns the content size.
    private func write(
        _ sizes: UnsafeBufferPointer<Size>, segments: UnsafeMutableBufferPointer<Rect>,
        contents: UnsafeMutableBufferPointer<Rect>,
        stops: UnsafeMutableBufferPointer<Arrangement.Stop>
    ) -> Size {
        // First pass: what the distribution needs from all segments. Each segment's own box
        // and its content's size are parked in the frames they belong to, for the second pass.
        var sum = 0.0
        var widest = 0.0
        var tallest = 0.0
        for index in 0..<count {
            let size = sizes[index]
            let contentWidth = size.width.layoutLength
            let contentHeight = size.height.layoutLength
            let box = boxWidth(contentWidth: contentWidth)
            sum += box
            widest = Swift.max(widest, box)
            tallest = Swift.max(tallest, contentHeight + padding.vertical)
            // A maximum width can leave less room than the padding asks for: the content
            // then stays inside its segment rather than following the padding out of it.
            let placedWidth = Swift.min(contentWidth, Swift.max(0, box - padding.horizontal))
            segments.initializeElement(at: index, to: Rect(x: 0, y: 0, width: box, height: 0))
            contents.initializeElement(
                at: index, to: Rect(x: 0, y: 0, width: placedWidth, height: contentHeight))
        }

        let available = Swift.max(0, containerWidth - insets.horizontal)
        let spacing = horizontalSpacing(available: available, sum: sum, widest: widest)
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
        // An underline hung below the content by an offset grows the bar rather than being
        // cut, so its frames are clamped only at the sides: the bar's final height is at
        // least every underline's bottom, and clamping to it would change no number.
        let boundsHeight = placement == .underline ? Double.infinity : height
        var grownHeight = height
        let mirrors = layout.layoutDirection == .rightToLeft

        // Numbers every segment shares, each computed as the per-segment formula would.
        let segmentY = insets.top
        let segmentMaxY = segmentY + segmentHeight
        let contentTop = segmentY + padding.top
        let contentRoom = segmentHeight - padding.vertical
        let equalBox = spacing.equalBox
        let gap = spacing.gap

        // Second pass: every frame, in leading space, mirrored as it is written.
        var x = insets.leading + spacing.start
        var previousMaxX = 0.0
        for index in 0..<count {
            var segment = Rect(
                x: x, y: segmentY, width: equalBox ?? segments[index].width,
                height: segmentHeight)
            let segmentMaxX = segment.maxX
            x += segment.width + gap
            if index > 0 {
                stops[index - 1].boundary = (previousMaxX + segment.minX) / 2
            }
            previousMaxX = segmentMaxX

            // Centred; the clamp keeps rounding (tallest content less its padding) from
            // leaving a content frame a hair above or left of its segment.
            let placedWidth = contents[index].width
            let contentHeight = contents[index].height
            let innerWidth = Swift.max(0, segment.width - padding.horizontal)
            let centredX = segment.x + padding.leading + (innerWidth - placedWidth) / 2
            let centredY = contentTop + (contentRoom - contentHeight) / 2
            var content = Rect(
                x: Swift.max(segment.minX, Swift.min(centredX, segmentMaxX - placedWidth)),
                y: Swift.max(segmentY, Swift.min(centredY, segmentMaxY - contentHeight)),
                width: placedWidth, height: contentHeight)

            var indicator = Rect.zero
            if placement != .none {
                let frame = indicatorFrame(segment: segment, content: content)
                if placement == .underline {
                    // The bottom inset stays below the bar (the Material hairline sits under it).
                    grownHeight = Swift.max(grownHeight, frame.maxY + insets.bottom)
                }
                indicator = Self.clamp(frame, width: width, height: boundsHeight)
                if mirrors { indicator.mirror(within: width) }
            }
            if mirrors {
                segment.mirror(within: width)
                content.mirror(within: width)
            }
            segments[index] = segment
            contents[index] = content
            stops.initializeElement(
                at: index, to: Arrangement.Stop(indicator: indicator, boundary: .infinity))
        }
        return Size(width: width, height: grownHeight)
    }

    /// `frame.clamped(to: Rect(x: 0, y: 0, width: width, height: height))` for the finite
    /// frames layout makes (every length is at most 10¹², so no sum here is NaN): the same
    /// operations in the same order, without the NaN tests.
    @inline(__always)
    private static func clamp(_ frame: Rect, width: Double, height: Double) -> Rect {
        let left = Swift.min(Swift.max(frame.x, 0), width)
        let right = Swift.min(Swift.max(frame.maxX, left), width)
        let top = Swift.min(Swift.max(frame.y, 0), height)
        let bottom = Swift.min(Swift.max(frame.maxY, top), height)
        return Rect(x: left, y: top, width: right - left, height: bottom - top)
    }

    /// A segment's box: its content plus padding, within the minimum and maximum widths.
    @inline(__always)
    private func boxWidth(contentWidth: Double) -> Double {
        Swift.min(Swift.max(contentWidth + padding.horizontal, minimumWidth), maximumWidth)
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
    }

    /// Chooses the leading offset, gap and box width for the distribution.
    private func horizontalSpacing(available: Double, sum: Double, widest: Double) -> Spacing {
        guard count > 0 else { return Spacing(start: 0, gap: 0, used: 0) }
        let n = Double(count)
        let spare = available - sum
        switch layout.distribution {
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
            return Rect(x: x, y: Swift.max(0, y), width: width, height: thickness)
        case .overline:
            let edge = offsetFromSegment ? segment.minY : content.minY
            let y = offset.map { edge - $0 - thickness } ?? segment.minY
            return Rect(x: x, y: Swift.max(0, y), width: width, height: thickness)
        case .fill:
            let base = Rect(x: x, y: segment.minY, width: width, height: segment.height)
            return base.inset(by: fillInsets)
        }
    }
}

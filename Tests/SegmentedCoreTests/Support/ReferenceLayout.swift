import Foundation

@testable import SegmentedCore

// The layout engine as it was before it wrote straight into the arrangement's storage: a
// readable form that builds one temporary array per quantity (box widths, content widths and
// heights, origins, indicator frames, boundaries). Tests hold the engine to it number for
// number, so the faster form is known to give the same bits: this is the specification
// `LayoutEngine` names. Not used by the package.

/// What the reference engine computes.
struct ReferenceArrangement {
    var segmentFrames: [Rect]
    var contentFrames: [Rect]
    var contentSize: Size
    /// The indicator's frame at each whole position (empty for `.none`).
    var indicatorFrames: [Rect]
    /// Hit-test split points in leading space, between segment i and i + 1.
    var boundaries: [Double]

    /// The indicator at a position as it was computed: clamp, floor, and the linear blend
    /// of the two neighbouring frames, or the elastic edges with libm's `sin` and `cos`.
    func indicatorFrame(at position: Double, travel: IndicatorTravel) -> Rect {
        guard !indicatorFrames.isEmpty else { return .zero }
        let count = segmentFrames.count
        let clamped = count > 1 ? position.clamped(to: 0...Double(count - 1)) : 0
        let lower = Int(clamped)
        let fraction = clamped - Double(lower)
        guard fraction > 0, lower + 1 < indicatorFrames.count else { return indicatorFrames[lower] }
        let from = indicatorFrames[lower]
        let to = indicatorFrames[lower + 1]
        switch travel {
        case .linear:
            return from.interpolated(to: to, fraction: fraction)
        case .elastic:
            let leads = sin(fraction * .pi / 2)
            let follows = 1 - cos(fraction * .pi / 2)
            let towardGreaterX = to.midX >= from.midX
            let left = from.minX + (to.minX - from.minX) * (towardGreaterX ? follows : leads)
            let right = from.maxX + (to.maxX - from.maxX) * (towardGreaterX ? leads : follows)
            let y = from.y + (to.y - from.y) * fraction
            let height = from.height + (to.height - from.height) * fraction
            return Rect(x: left, y: y, width: Swift.max(0, right - left), height: height)
        }
    }

    /// The segment a point selects, by a linear scan of the boundaries.
    func segmentIndex(at point: Point, direction: LayoutDirection) -> Int? {
        let count = segmentFrames.count
        guard count > 0, point.x >= 0, point.x <= contentSize.width, point.y >= 0,
            point.y <= contentSize.height
        else { return nil }
        let leading = direction == .leftToRight ? point.x : contentSize.width - point.x
        return boundaries.firstIndex { $0 > leading } ?? count - 1
    }

    static func arrange(
        _ layout: SegmentedLayout, contentSizes: [Size], in container: Size
    ) -> ReferenceArrangement {
        var engine = ReferenceEngine(
            layout: layout, container: container, count: contentSizes.count)
        return engine.run(contentSizes)
    }
}

struct ReferenceEngine {
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

    mutating func run(_ contentSizes: [Size]) -> ReferenceArrangement {
        var boxWidths = [Double]()
        var contentWidths = [Double]()
        var contentHeights = [Double]()
        boxWidths.reserveCapacity(count)
        contentWidths.reserveCapacity(count)
        contentHeights.reserveCapacity(count)
        var tallest = 0.0
        for (index, size) in contentSizes.enumerated() {
            let width = size.width.layoutLength
            let height = size.height.layoutLength
            let fixed = fixedWidth(at: index)
            let box =
                fixed > 0
                ? fixed
                : Swift.min(Swift.max(width + padding.horizontal, minimumWidth), maximumWidth)
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

        var indicators = ReferenceEngine.indicatorFrames(
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

        return ReferenceArrangement(
            segmentFrames: segments, contentFrames: contents,
            contentSize: Size(width: width, height: height), indicatorFrames: indicators,
            boundaries: boundaries)
    }

    /// A segment's fixed width, 0 when it is sized automatically.
    func fixedWidth(at index: Int) -> Double {
        index < layout.segmentWidths.count ? layout.segmentWidths[index].layoutLength : 0
    }

    /// `.fillEqually` with fixed widths and `.fillProportionally`: the automatic segments
    /// share what the fixed ones and the spacing leave, equally or in proportion to their
    /// boxes (without squeezing below them); the row is centred when capped segments leave
    /// room.
    private func fill(
        _ boxes: inout [Double], available: Double, spacing: Double, proportional: Bool
    ) -> (start: Double, used: Double) {
        let n = Double(count)
        var sum = 0.0
        for box in boxes { sum += box }
        var fixedSum = 0.0
        var automatic = [Int]()
        for index in boxes.indices {
            let fixed = fixedWidth(at: index)
            if fixed > 0 { fixedSum += fixed } else { automatic.append(index) }
        }
        let automaticSum = sum - fixedSum
        let room = available - fixedSum - spacing * (n - 1)
        if proportional {
            if !automatic.isEmpty, !huggingWidth, room > automaticSum {
                for index in automatic {
                    boxes[index] =
                        automaticSum > 0
                        ? Swift.min(boxes[index] * (room / automaticSum) + 0, maximumWidth)
                        : Swift.min(boxes[index] * 1 + room / Double(automatic.count), maximumWidth)
                }
            }
        } else if !automatic.isEmpty {
            var widest = 0.0
            for index in automatic { widest = Swift.max(widest, boxes[index]) }
            let equal = room / Double(automatic.count)
            let box = huggingWidth ? widest : Swift.min(Swift.max(equal, widest), maximumWidth)
            for index in automatic {
                boxes[index] = Swift.min(boxes[index] * 0 + box, maximumWidth)
            }
        }
        var used = 0.0
        for box in boxes { used += box }
        used += spacing * (n - 1)
        let start = huggingWidth ? 0 : Swift.max(0, (available - used) / 2)
        return (start, Swift.max(used, huggingWidth ? used : available))
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

        let fixes = boxes.indices.contains { fixedWidth(at: $0) > 0 }
        switch layout.distribution {
        case .fillProportionally(let rawSpacing):
            let spacing = rawSpacing.layoutLength
            let (start, used) = fill(
                &boxes, available: available, spacing: spacing, proportional: true)
            lay(start: start, gap: spacing)
            return (origins, used)
        case .fillEqually(let rawSpacing) where fixes:
            let spacing = rawSpacing.layoutLength
            let (start, used) = fill(
                &boxes, available: available, spacing: spacing, proportional: false)
            lay(start: start, gap: spacing)
            return (origins, used)
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

    /// The indicator's frame at each whole position, in leading space.
    static func indicatorFrames(for indicator: Indicator, segments: [Rect], contents: [Rect])
        -> [Rect]
    {
        guard indicator.placement != .none else { return [] }
        let thickness = indicator.thickness.layoutLength
        let offset = indicator.offset.map(\.layoutOffset)
        let fillInsets = EdgeInsets(
            top: indicator.insets.top.layoutOffset, leading: indicator.insets.leading.layoutOffset,
            bottom: indicator.insets.bottom.layoutOffset,
            trailing: indicator.insets.trailing.layoutOffset)
        var frames = [Rect]()
        frames.reserveCapacity(segments.count)
        for (segment, content) in zip(segments, contents) {
            let x: Double
            let width: Double
            switch indicator.width {
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
            switch indicator.placement {
            case .none:
                break
            case .underline:
                let edge = indicator.offsetReference == .segment ? segment.maxY : content.maxY
                let y = offset.map { edge + $0 } ?? segment.maxY - thickness
                frames.append(Rect(x: x, y: Swift.max(0, y), width: width, height: thickness))
            case .overline:
                let edge = indicator.offsetReference == .segment ? segment.minY : content.minY
                let y = offset.map { edge - $0 - thickness } ?? segment.minY
                frames.append(Rect(x: x, y: Swift.max(0, y), width: width, height: thickness))
            case .fill:
                let base = Rect(x: x, y: segment.minY, width: width, height: segment.height)
                frames.append(base.inset(by: fillInsets))
            }
        }
        return frames
    }
}

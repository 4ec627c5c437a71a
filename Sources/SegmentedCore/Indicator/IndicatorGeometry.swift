import Foundation

/// The indicator's frame at each whole position, computed once by `arrange`.
@usableFromInline enum IndicatorGeometry {
    /// One frame per segment in leading space, or none for `.none`.
    static func frames(for indicator: Indicator, segments: [Rect], contents: [Rect]) -> [Rect] {
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

    /// The frame between two whole positions. `fraction` runs from `from` (0) to `to` (1);
    /// `towardGreaterX` tells whether `to` lies to the right of `from`.
    @inlinable @inline(__always)
    static func tween(
        _ from: Rect, _ to: Rect, fraction: Double, travel: IndicatorTravel
    ) -> Rect {
        switch travel {
        case .linear:
            return from.interpolated(to: to, fraction: fraction)
        case .elastic:
            // The edge on the side of `to` leads (fast start), the other follows (slow start).
            let leads = sin(fraction * .pi / 2)
            let follows = 1 - cos(fraction * .pi / 2)
            let towardGreaterX = to.midX >= from.midX
            let leftFraction = towardGreaterX ? follows : leads
            let rightFraction = towardGreaterX ? leads : follows
            let left = from.minX + (to.minX - from.minX) * leftFraction
            let right = from.maxX + (to.maxX - from.maxX) * rightFraction
            let y = from.y + (to.y - from.y) * fraction
            let height = from.height + (to.height - from.height) * fraction
            return Rect(x: left, y: y, width: Swift.max(0, right - left), height: height)
        }
    }
}

extension Double {
    /// The value if finite, otherwise zero.
    var finiteOrZero: Double { isFinite ? self : 0 }
}

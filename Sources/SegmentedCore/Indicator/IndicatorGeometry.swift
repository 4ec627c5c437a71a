import Foundation

/// How the indicator moves between the frames `arrange` computed for each whole position
/// (the frames themselves are made by the layout engine, with the segment frames).
@usableFromInline enum IndicatorGeometry {
    /// The elastic frame between two whole positions: the edge on the side of `to` leads
    /// (fast start), the other follows (slow start). Kept out of line so the linear path of
    /// ``Arrangement/indicatorFrame(at:)`` stays small enough to inline into every caller.
    @usableFromInline @inline(never)
    static func elasticTween(_ from: Rect, _ to: Rect, fraction: Double) -> Rect {
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

extension Double {
    /// The value if finite, otherwise zero.
    var finiteOrZero: Double { isFinite ? self : 0 }
}

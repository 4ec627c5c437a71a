/// How the indicator moves between the frames `arrange` computed for each whole position
/// (the frames themselves are made by the layout engine, with the segment frames).
@usableFromInline enum IndicatorGeometry {
    /// The elastic frame between two whole positions: the edge on the side of `to` leads
    /// (fast start), the other follows (slow start). `towardGreaterX` is
    /// ``towardGreaterX(_:_:)`` of the two frames, which the arrangement works out once for
    /// all its pairs (``Arrangement/ElasticDirection``); callers write the blend out once for
    /// each direction, so the lanes are fixed and no frame chooses them.
    ///
    /// The right edge's travel is the left edge's plus the change in width, and the width
    /// grows by what the right edge moved more than the left one: at 0 the frame is `from`
    /// to the last bit (no `right − left` to round), so no caller tests for it.
    @inlinable @inline(__always)
    static func elasticTween(
        _ from: Rect, _ to: Rect, fraction: Double, towardGreaterX: Bool
    ) -> Rect {
        let (leads, follows) = elasticFractions(fraction)
        let leftFraction = towardGreaterX ? follows : leads
        let rightFraction = towardGreaterX ? leads : follows
        let leftTravel = to.minX - from.minX
        let leftMove = leftTravel * leftFraction
        let rightMove = (leftTravel + (to.width - from.width)) * rightFraction
        let y = from.y + (to.y - from.y) * fraction
        let height = from.height + (to.height - from.height) * fraction
        return Rect(
            x: from.minX + leftMove, y: y,
            width: Swift.max(0, from.width + (rightMove - leftMove)), height: height)
    }

    /// Whether the indicator moving from one frame to the next travels toward greater x:
    /// its middle does not move left. Then the right edge leads.
    @inlinable @inline(__always)
    static func towardGreaterX(_ from: Rect, _ to: Rect) -> Bool {
        to.midX >= from.midX
    }

    /// How far the leading and the following edge have travelled at `t` in `0...1`:
    /// `sin(t·π/2)` and `1 − cos(t·π/2)`, as polynomials instead of libm calls.
    ///
    /// Each is a degree-9 (odd) or degree-10 (even) polynomial in `t` (five coefficients in
    /// `t²`), fitted by least squares at 800 Chebyshev nodes of `0...1` in 50-digit arithmetic
    /// and rounded to `Double`. Against libm's `sin` and `1 − cos` on a grid of a million
    /// points the largest difference is 3.7 × 10⁻⁹ and 2.6 × 10⁻¹⁰ (the test
    /// `ElasticCurveTests` measures it): a 1,000-pt move between neighbouring segments is
    /// within 4 × 10⁻⁶ pt of libm's picture. Both give exactly 1 at 1, and the leading edge is
    /// never behind the following one on that grid. Five coefficients rather than eight are
    /// what lets an elastic frame cost under 1.5 × a linear one (docs/performance.md).
    /// Both are clamped to `0...1`, exactly 0 at 0, and rise monotonically.
    @inlinable @inline(__always)
    static func elasticFractions(_ t: Double) -> (leads: Double, follows: Double) {
        let u = t * t
        // sin(t·π/2) = t·S(t²)
        var s = 1.509_560_860_502_995_3e-4
        s = s * u - 4.672_548_101_087_856e-3
        s = s * u + 7.968_873_791_831_87e-2
        s = s * u - 6.459_634_394_774_801e-1
        s = s * u + 1.570_796_297_284_367_4
        // 1 − cos(t·π/2) = t²·C(t²)
        var c = 2.385_934_334_621_274_5e-5
        c = c * u - 9.178_164_872_022_716e-4
        c = c * u + 2.086_277_597_478_073e-2
        c = c * u - 2.536_693_585_645_501_4e-1
        c = c * u + 1.233_700_539_995_347_6
        return (Swift.min(1, t * s), Swift.min(1, u * c))
    }
}

extension Double {
    /// The value if finite, otherwise zero.
    var finiteOrZero: Double { isFinite ? self : 0 }
}

/// How the indicator moves between the frames `arrange` computed for each whole position
/// (the frames themselves are made by the layout engine, with the segment frames).
@usableFromInline enum IndicatorGeometry {
    /// The elastic frame between two whole positions: the edge on the side of `to` leads
    /// (fast start), the other follows (slow start).
    /// The optimiser keeps it a call where it is not inlined on purpose (see
    /// ``elasticTweenInlined(_:_:fraction:)``).
    @inlinable
    static func elasticTween(_ from: Rect, _ to: Rect, fraction: Double) -> Rect {
        elasticTweenInlined(from, to, fraction: fraction)
    }

    /// ``elasticTween(_:_:fraction:)``, always inlined: for ``Arrangement/frameState(at:)``,
    /// where the call's spilled registers cost more than the blend.
    @inlinable @inline(__always)
    static func elasticTweenInlined(_ from: Rect, _ to: Rect, fraction: Double) -> Rect {
        let (leads, follows) = elasticFractions(fraction)
        let towardGreaterX = to.midX >= from.midX
        let leftFraction = towardGreaterX ? follows : leads
        let rightFraction = towardGreaterX ? leads : follows
        let left = from.minX + (to.minX - from.minX) * leftFraction
        let right = from.maxX + (to.maxX - from.maxX) * rightFraction
        let y = from.y + (to.y - from.y) * fraction
        let height = from.height + (to.height - from.height) * fraction
        return Rect(x: left, y: y, width: Swift.max(0, right - left), height: height)
    }

    /// How far the leading and the following edge have travelled at `t` in `0...1`:
    /// `sin(t·π/2)` and `1 − cos(t·π/2)`, as polynomials instead of libm calls.
    ///
    /// Each is a degree-15 (odd) or degree-16 (even) polynomial in `t`, fitted by least
    /// squares at 400 Chebyshev nodes of `0...1` in 50-digit arithmetic and rounded to
    /// `Double`. Against libm's `sin` and `1 − cos` on a grid of a million points the largest
    /// difference is 3.3 × 10⁻¹⁶ (one or two units in the last place of 1; the test
    /// `ElasticCurveTests` measures it), a millionth of a millionth of a point on any screen.
    /// Both are clamped to `0...1`, exactly 0 at 0, and rise monotonically.
    @inlinable @inline(__always)
    static func elasticFractions(_ t: Double) -> (leads: Double, follows: Double) {
        let u = t * t
        // sin(t·π/2) = t·S(t²)
        var s = -6.437_304_028_249_543e-10
        s = s * u + 5.687_864_619_087_453_6e-8
        s = s * u - 3.598_803_958_291_569e-6
        s = s * u + 1.604_411_644_620_318_5e-4
        s = s * u - 4.681_754_129_390_355e-3
        s = s * u + 7.969_262_624_526_072e-2
        s = s * u - 6.459_640_975_061_854e-1
        s = s * u + 1.570_796_326_794_895_4
        // 1 − cos(t·π/2) = t²·C(t²)
        var c = -6.335_121_888_676_692e-11
        c = c * u + 6.382_376_545_063_492_6e-9
        c = c * u - 4.710_833_132_729_345e-7
        c = c * u + 2.520_203_999_601_12e-5
        c = c * u - 9.192_602_740_512_053e-4
        c = c * u + 2.086_348_076_320_910_7e-2
        c = c * u - 2.536_695_079_010_354_3e-1
        c = c * u + 1.233_700_550_136_169_5
        return (Swift.min(1, t * s), Swift.min(1, u * c))
    }
}

extension Double {
    /// The value if finite, otherwise zero.
    var finiteOrZero: Double { isFinite ? self : 0 }
}

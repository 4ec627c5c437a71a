extension Spring {
    /// e^x for the decays of a spring's closed form (x = −ω·t ≤ 0), without a call into
    /// the C library: x is split as k·ln 2 + r with a whole k and |r| ≤ ln 2 / 2, e^r is a
    /// polynomial of degree 9 and 2^k goes straight into the exponent bits.
    ///
    /// The polynomial is `1 + r·q(r)`, q interpolating (e^r − 1)/r at the nine
    /// Chebyshev–Lobatto nodes of [−ln 2 / 2, ln 2 / 2] (the ends among them, so the pieces
    /// either side of a switch to the next power of two meet); its relative error, rounding
    /// included, is below 5·10⁻¹⁴ (measured against `exp` in `SpringDecayTests`, which also checks the
    /// properties a decay needs): e⁰ is exactly 1, the result never increases as x falls,
    /// and it stays in (0, 1]. Exponents below −708 give e^−708 (about 3·10⁻³⁰⁸) rather
    /// than a subnormal or 0; positive exponents, which no decay has, are not handled
    /// (2^k wraps), and neither is NaN.
    @inlinable @inline(__always)
    static func decay(_ x: Double) -> Double {
        let x = x > -708 ? x : -708
        // k = x / ln 2 rounded to the nearest whole number: adding 1.5·2⁵² leaves it in the
        // low bits of the sum, and subtracting it again gives k as a Double.
        let shifted = x * 1.4426950408889634 + 0x1.8p52
        let k = shifted - 0x1.8p52
        // r = x − k·ln 2, with ln 2 in two parts so that k·ln2High is exact.
        let r = (x - k * 0x1.62e42fee00000p-1) - k * 0x1.a39ef35793c76p-33
        var q = 2.7632642126375148e-06
        q = q * r + 2.488446163856036e-05
        q = q * r + 0.00019841192908229906
        q = q * r + 0.0013888804236758135
        q = q * r + 0.008333333363234996
        q = q * r + 0.04166666699569589
        q = q * r + 0.16666666666634014
        q = q * r + 0.49999999999640693
        q = q * r + 1
        // 2^k: k + 1023 in the exponent field (k is in −1022...0 here).
        let scale = Double(bitPattern: (shifted.bitPattern &+ 1023) << 52)
        return (1 + r * q) * scale
    }
}

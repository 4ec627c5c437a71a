extension Spring {
    /// e^x for the decays of a spring's closed form (x = −ω·t ≤ 0), without a call into
    /// the C library: x is split as k·ln 2 + r with a whole k and |r| ≤ ln 2 / 2, e^r is a
    /// polynomial of degree 8 and 2^k goes straight into the exponent bits.
    ///
    /// The polynomial is `1 + r·(1 + r·s(r))`, s of degree 6 interpolating
    /// ((e^r − 1)/r − 1)/r at the seven Chebyshev–Lobatto nodes of [−ln 2 / 2, ln 2 / 2] (the
    /// ends among them, so the pieces either side of a switch to the next power of two meet);
    /// its relative error, rounding included, is below 5·10⁻¹² (measured against `exp` in
    /// `SpringDecayTests`, which also checks the properties a decay needs; a degree-7
    /// polynomial, at about 10⁻¹⁰, would move the lens's frames by more than the 10⁻⁹ pt its
    /// tests allow): e⁰ is exactly 1, the result never increases as x falls, and it stays in
    /// (0, 1]. Exponents below −708 give e^−708 (about 3·10⁻³⁰⁸) rather
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
        var q = 2.486787206587467e-05
        q = q * r + 0.00019907571575019447
        q = q * r + 0.0013888841597675002
        q = q * r + 0.00833328602626355
        q = q * r + 0.04166666675636852
        q = q * r + 0.16666666756401172
        q = q * r + 0.5
        q = q * r + 1
        // 2^k: k + 1023 in the exponent field (k is in −1022...0 here).
        let scale = Double(bitPattern: (shifted.bitPattern &+ 1023) << 52)
        return (1 + r * q) * scale
    }
}

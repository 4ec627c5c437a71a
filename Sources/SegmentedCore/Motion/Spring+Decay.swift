extension Spring {
    /// e^x for the decays of a spring's closed form (x = −ω·t ≤ 0), without a call into
    /// the C library: 2^(x·log₂e) by ``decay(log2:)``.
    ///
    /// Its relative error, the rounding of x·log₂e included, is below 5·10⁻¹⁴ down to
    /// −40 and below 10⁻¹³ down to −708 (measured against `exp` in `SpringDecayTests`, which
    /// also checks the properties a decay needs): e⁰ is exactly 1, the result never
    /// increases as x falls, and it stays in (0, 1]. Exponents below −708 give e^−708
    /// (about 3·10⁻³⁰⁸) rather than a subnormal or 0; positive exponents, which no decay
    /// has, are not handled, and NaN gives e^−708.
    @inlinable @inline(__always)
    static func decay(_ x: Double) -> Double {
        decay(log2: (x > -708 ? x : -708) * 1.4426950408889634)
    }

    /// 2^y for y ≤ 0: a decay given by its binary logarithm, as the lens keeps its
    /// critically damped edges' rates (−ω·log₂e, fixed at each retarget) so a frame needs
    /// one multiplication to reach it. Whole and fractional parts: y = k + f with a whole k
    /// and |f| ≤ 1/2; 2^k goes straight into the exponent bits and 2^f is a rational
    /// function.
    ///
    /// The rational function has the symmetric shape of e^r's Padé approximants,
    /// `(E + f·O) / (E − f·O)` with E = 1 + e₁f² + e₂f⁴ and O = o₀ + o₁f² (the shape
    /// Cephes's `exp` uses; S. L. Moshier, *Methods and Programs for Mathematical
    /// Functions*, 1989). The four coefficients are our own: the minimax fit of 2^f on
    /// [−1/2, 1/2] by the Remez exchange, whose relative error equioscillates at
    /// ±1.11·10⁻¹⁴ (1.13·10⁻¹⁴ with rounding, against the 2.8·10⁻¹² of the degree-8
    /// polynomial it replaces, for three multiply-adds fewer and one division). Its value at
    /// −f is 1 over its value at f, and it lies below 2^f at f = 1/2, so where k steps down
    /// a power of two the result steps down too: the pieces never rise where they meet. At
    /// 0 it is exactly 1. Exponents below −1022 give 2^−1022, as does NaN; positive ones are
    /// not handled (2^k wraps).
    @inlinable @inline(__always)
    static func decay(log2 y: Double) -> Double {
        let y = y > -1022 ? y : -1022
        // k + 1023 with k = y rounded to the nearest whole number: adding 1.5·2⁵² + 1023
        // leaves it in the low bits of the sum, and subtracting that again gives k.
        let bias = 0x1.8p52 + 1023  // exact
        let shifted = y + bias
        let f = y - (shifted - bias)  // exact, in −1/2...1/2
        let s = f * f
        let even = 1 + s * (0.05147342390770317 + s * 0.00013725453802913254)
        let odd = f * (0.34657359027987283 + s * 0.0039633021668154895)
        // 2^k: k + 1023 in the exponent field (k is in −1022...0 here).
        let scale = Double(bitPattern: shifted.bitPattern << 52)
        return (even + odd) / (even - odd) * scale
    }
}

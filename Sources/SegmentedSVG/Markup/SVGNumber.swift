/// Compact, deterministic number formatting for SVG attributes: at most two decimals, no
/// trailing zeros, no exponent and never `-0`; NaN and infinities become `0`, so a bad
/// number can never produce an unparsable document.
///
/// ```swift
/// SVGNumber.format(127)        // "127"
/// SVGNumber.format(186.25)     // "186.25"
/// SVGNumber.format(1.0 / 3)    // "0.33"
/// SVGNumber.format(-0.001)     // "0"
/// ```
package enum SVGNumber {
    /// The value rounded to hundredths (half away from zero) and written compactly.
    ///
    /// ```swift
    /// SVGNumber.format(58.5)  // "58.5"
    /// ```
    ///
    /// - Parameter value: Any double.
    package static func format(_ value: Double) -> String {
        format(value, decimals: 2)
    }

    /// The value rounded to a number of decimals (0 to 6) and written compactly.
    ///
    /// ```swift
    /// SVGNumber.format(0.123456, decimals: 4)  // "0.1235"
    /// ```
    ///
    /// - Parameters:
    ///   - value: Any double.
    ///   - decimals: Digits after the point, clamped to `0...6`.
    package static func format(_ value: Double, decimals: Int) -> String {
        let places = Swift.min(Swift.max(decimals, 0), 6)
        var scale = 1.0
        for _ in 0..<places { scale *= 10 }
        let scaled = (value * scale).rounded(.toNearestOrAwayFromZero)
        // Beyond ±2^53 a double has no fractional digits worth printing; keep it in range.
        guard scaled.isFinite, abs(scaled) <= 9e15 else {
            guard value.isFinite else { return "0" }
            // Too many digits for the places asked: drop decimals before giving up on the value.
            if places > 0 { return format(value, decimals: places - 1) }
            return format(value.sign == .minus ? -9e15 : 9e15, decimals: 0)
        }
        let units = Int64(scaled)
        guard units != 0 else { return "0" }
        let magnitude = units.magnitude
        let divisor = UInt64(scale)
        let whole = magnitude / divisor
        var fraction = magnitude % divisor
        var text = (units < 0 ? "-" : "") + String(whole)
        guard fraction != 0 else { return text }
        var digits = places
        while fraction % 10 == 0 {
            fraction /= 10
            digits -= 1
        }
        let fractionText = String(fraction)
        text += "." + String(repeating: "0", count: digits - fractionText.count) + fractionText
        return text
    }
}

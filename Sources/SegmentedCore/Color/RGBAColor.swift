/// A colour as red, green, blue and alpha components in `0...1` (sRGB), with the
/// interpolation front-ends use to blend label colours by emphasis.
///
/// ```swift
/// let normal = RGBAColor(hex: "#757575")!
/// let selected = RGBAColor(hex: "#1E88E5")!
/// let label = normal.interpolated(to: selected, fraction: arrangement.emphasis(of: 1, at: position))
/// label.hexString  // "#1E88E5" when fully emphasised
/// ```
public struct RGBAColor: Sendable, Hashable, CustomStringConvertible {
    /// The red component, `0...1`.
    public var red: Double
    /// The green component, `0...1`.
    public var green: Double
    /// The blue component, `0...1`.
    public var blue: Double
    /// The opacity, `0...1`.
    public var alpha: Double

    /// Creates a colour. Components are clamped to `0...1`; NaN counts as 0.
    ///
    /// ```swift
    /// let blue = RGBAColor(red: 0.12, green: 0.53, blue: 0.9)
    /// ```
    ///
    /// - Parameters:
    ///   - red: The red component.
    ///   - green: The green component.
    ///   - blue: The blue component.
    ///   - alpha: The opacity; 1 by default.
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red.clamped(to: 0...1)
        self.green = green.clamped(to: 0...1)
        self.blue = blue.clamped(to: 0...1)
        self.alpha = alpha.clamped(to: 0...1)
    }

    /// Creates a colour from `#RGB`, `#RRGGBB` or `#RRGGBBAA` (the `#` is optional); `nil` for
    /// anything else.
    ///
    /// ```swift
    /// RGBAColor(hex: "#1E88E5")    // opaque blue
    /// RGBAColor(hex: "00000080")   // half-transparent black
    /// RGBAColor(hex: "blue")       // nil
    /// ```
    ///
    /// - Parameter hex: The hexadecimal form.
    public init?(hex: String) {
        var digits = Substring(hex)
        if digits.hasPrefix("#") { digits = digits.dropFirst() }
        guard digits.allSatisfy(\.isHexDigit) else { return nil }
        var values = digits.compactMap { $0.hexDigitValue }.map(Double.init)
        switch values.count {
        case 3:
            values = values.map { $0 * 17 } + [255]
        case 6, 8:
            values = stride(from: 0, to: values.count, by: 2).map {
                values[$0] * 16 + values[$0 + 1]
            }
            if values.count == 3 { values.append(255) }
        default:
            return nil
        }
        self.init(
            red: values[0] / 255, green: values[1] / 255, blue: values[2] / 255,
            alpha: values[3] / 255)
    }

    /// Opaque black.
    public static let black = RGBAColor(red: 0, green: 0, blue: 0)
    /// Opaque white.
    public static let white = RGBAColor(red: 1, green: 1, blue: 1)
    /// Fully transparent.
    public static let clear = RGBAColor(red: 0, green: 0, blue: 0, alpha: 0)

    /// The colour a fraction of the way to another, each component blended linearly.
    ///
    /// ```swift
    /// RGBAColor.black.interpolated(to: .white, fraction: 0.5)  // mid grey
    /// ```
    ///
    /// - Parameters:
    ///   - other: The colour at fraction 1.
    ///   - fraction: Clamped to `0...1`; NaN counts as 0.
    public func interpolated(to other: RGBAColor, fraction: Double) -> RGBAColor {
        let t = fraction.clamped(to: 0...1)
        // a·(1 − t) + b·t is exact at both ends, so full emphasis gives exactly `other`.
        return RGBAColor(
            red: red * (1 - t) + other.red * t, green: green * (1 - t) + other.green * t,
            blue: blue * (1 - t) + other.blue * t, alpha: alpha * (1 - t) + other.alpha * t)
    }

    /// The colour with its opacity multiplied, as the paged header fades titles.
    ///
    /// ```swift
    /// title.withOpacity(0.5 + 0.5 * emphasis)
    /// ```
    ///
    /// - Parameter opacity: A factor clamped to `0...1`.
    public func withOpacity(_ opacity: Double) -> RGBAColor {
        RGBAColor(red: red, green: green, blue: blue, alpha: alpha * opacity.clamped(to: 0...1))
    }

    /// The components as bytes, `0...255`, rounded.
    public var bytes: (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) {
        (Self.byte(red), Self.byte(green), Self.byte(blue), Self.byte(alpha))
    }

    /// `#RRGGBB` (opaque) or `#RRGGBBAA`.
    public var hexString: String {
        let (r, g, b, a) = bytes
        let parts = a == 255 ? [r, g, b] : [r, g, b, a]
        return "#" + parts.map { Self.hexByte($0) }.joined()
    }

    /// The same as ``hexString``.
    public var description: String { hexString }

    /// The nearest colour of the xterm 256-colour palette's 6×6×6 cube and grey ramp
    /// (indices 16–255), for terminals without true colour. Opacity is ignored.
    ///
    /// ```swift
    /// RGBAColor(hex: "#FF0000")!.xterm256Index  // 196
    /// ```
    public var xterm256Index: Int {
        let (r, g, b, _) = bytes
        let levels: [Int] = [0, 95, 135, 175, 215, 255]
        func nearestLevel(_ value: UInt8) -> Int {
            var best = 0
            for (index, level) in levels.enumerated()
            where abs(level - Int(value)) < abs(levels[best] - Int(value)) {
                best = index
            }
            return best
        }
        let (cr, cg, cb) = (nearestLevel(r), nearestLevel(g), nearestLevel(b))
        let cubeIndex = 16 + 36 * cr + 6 * cg + cb
        let cubeDistance = Self.distance((r, g, b), (levels[cr], levels[cg], levels[cb]))
        let average = (Int(r) + Int(g) + Int(b)) / 3
        let greyStep = Swift.min(23, Swift.max(0, (average - 8 + 5) / 10))
        let grey = 8 + 10 * greyStep
        let greyDistance = Self.distance((r, g, b), (grey, grey, grey))
        return greyDistance < cubeDistance ? 232 + greyStep : cubeIndex
    }

    private static func distance(_ a: (UInt8, UInt8, UInt8), _ b: (Int, Int, Int)) -> Int {
        let dr = Int(a.0) - b.0
        let dg = Int(a.1) - b.1
        let db = Int(a.2) - b.2
        return dr * dr + dg * dg + db * db
    }

    private static func byte(_ value: Double) -> UInt8 {
        UInt8((value.clamped(to: 0...1) * 255).rounded())
    }

    private static func hexByte(_ value: UInt8) -> String {
        let digits = Array("0123456789ABCDEF")
        return String([digits[Int(value >> 4)], digits[Int(value & 15)]])
    }
}

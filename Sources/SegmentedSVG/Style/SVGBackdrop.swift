import SegmentedCore

/// What a picture shows behind the bar: the design's background colour alone (``plain``, the
/// default), or layers of gradients and stripes laid over it, to show what a translucent
/// track and a clear glass lens let through.
///
/// Layers are drawn in order, first at the bottom, over the whole picture (a glass picture's
/// room above and below the bar included). They stay where they are when a bar that does not
/// fit scrolls.
///
/// ```swift
/// var style = SVGStyle.liquidGlass
/// style.backdrop = .busy
/// style.backdrop = SVGBackdrop([
///     .linearGradient([RGBAColor(hex: "#FF9500")!, RGBAColor(hex: "#AF52DE")!], angle: 0),
///     .stripes([RGBAColor.white.withOpacity(0.3), .clear], width: 8, angle: 45),
/// ])
/// ```
public struct SVGBackdrop: Sendable, Hashable {
    /// One layer of a backdrop.
    ///
    /// ```swift
    /// let layer = SVGBackdrop.Layer.stripes([.black, .white], width: 4, angle: 30)
    /// ```
    public enum Layer: Sendable, Hashable {
        /// A linear gradient across the whole picture through evenly spaced colours, running
        /// at `angle` degrees: 0 from left to right, 90 from top to bottom. One colour fills
        /// the picture; no colours draw nothing; an angle that is not finite counts as 0.
        ///
        /// ```swift
        /// SVGBackdrop.Layer.linearGradient([.white, .black], angle: 90)  // white at the top
        /// ```
        case linearGradient([RGBAColor], angle: Double)
        /// Bands of the colours in turn, each `width` points wide, repeated over the whole
        /// picture: upright at `angle` 0, turned clockwise by `angle` degrees. No colours, or a
        /// width that is not a finite number above 0, draw nothing; an angle that is not finite
        /// counts as 0.
        ///
        /// ```swift
        /// SVGBackdrop.Layer.stripes([RGBAColor.white.withOpacity(0.4), .clear], width: 6, angle: 45)
        /// ```
        case stripes([RGBAColor], width: Double, angle: Double)
    }

    /// The layers, bottom first, drawn over the design's background.
    ///
    /// ```swift
    /// backdrop.layers.append(.stripes([.black, .clear], width: 2, angle: 0))
    /// ```
    public var layers: [Layer]

    /// Creates a backdrop of layers.
    ///
    /// ```swift
    /// let sunset = SVGBackdrop([.linearGradient([.white, RGBAColor(hex: "#FF9500")!], angle: 0)])
    /// ```
    ///
    /// - Parameter layers: The layers, bottom first; none draws the design's background alone.
    public init(_ layers: [Layer] = []) {
        self.layers = layers
    }

    /// The design's background colour alone (a glass design's over the appearance's page,
    /// white or black): what pictures show unless asked otherwise.
    ///
    /// ```swift
    /// SVGStyle.liquidGlass.backdrop == .plain  // true
    /// ```
    public static let plain = SVGBackdrop()

    /// A colourful, busy scene in daylight, such as a photo behind a bar might be: a diagonal
    /// gradient from amber through pink and lilac to sky blue and mint, criss-crossed by
    /// translucent light and dark stripes. Light enough for the light appearance's dark titles.
    ///
    /// ```swift
    /// let style = SVGStyle(design: .liquidGlass, backdrop: .busy)
    /// ```
    public static let busy = SVGBackdrop([
        .linearGradient(
            ["#FFC15E", "#FF7A9A", "#D79BFF", "#7CC8FF", "#7FE0D2"].compactMap {
                RGBAColor(hex: $0)
            }, angle: 15),
        .stripes([RGBAColor.white.withOpacity(0.3), .clear], width: 8, angle: 35),
        .stripes([RGBAColor.black.withOpacity(0.1), .clear, .clear], width: 6, angle: -55),
    ])

    /// The busy scene at night, for the dark appearance's light titles: the same gradient and
    /// stripes in deep amber, wine, violet, navy and teal.
    ///
    /// ```swift
    /// let style = SVGStyle(design: .liquidGlass, appearance: .dark, backdrop: .busyDark)
    /// ```
    public static let busyDark = SVGBackdrop([
        .linearGradient(
            ["#6B3A00", "#7A1034", "#4B1F86", "#0E3C7A", "#0B5A55"].compactMap {
                RGBAColor(hex: $0)
            }, angle: 15),
        .stripes([RGBAColor.white.withOpacity(0.14), .clear], width: 8, angle: 35),
        .stripes([RGBAColor.black.withOpacity(0.25), .clear, .clear], width: 6, angle: -55),
    ])
}

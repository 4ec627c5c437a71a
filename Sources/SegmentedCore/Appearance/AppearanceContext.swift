/// Everything a colour depends on: the appearance, the contrast setting and the app's tint
/// (accent) colour, if it set one. Front-ends build one from their environment and hand it
/// to ``AdaptiveColor/resolved(in:)`` or ``SegmentedDesign/palette(in:)``.
///
/// ```swift
/// let context = AppearanceContext(appearance: .dark, contrast: .standard, tint: brandPink)
/// let palette = SegmentedDesign.materialUnderline.palette(in: context)
/// ```
public struct AppearanceContext: Sendable, Hashable {
    /// Light or dark.
    public var appearance: Appearance
    /// Standard or increased contrast.
    public var contrast: ColorContrast
    /// The app's tint, already resolved for this appearance; `nil` when the app set none.
    /// Accent roles (``AdaptiveColor/followsTint``) take it in place of their own colour.
    public var tint: RGBAColor?
    /// The platform's Reduce Transparency setting: glass designs draw an opaque indicator and
    /// track (``SegmentedDesign/indicatorColor(lift:in:)``). Colours of other roles ignore it.
    public var reduceTransparency: Bool

    /// Creates a context.
    ///
    /// ```swift
    /// let context = AppearanceContext(appearance: .dark)
    /// ```
    ///
    /// - Parameters:
    ///   - appearance: Light or dark; light by default.
    ///   - contrast: Standard or increased; standard by default.
    ///   - tint: The app's tint, or `nil` when it set none.
    ///   - reduceTransparency: The Reduce Transparency setting; off by default.
    public init(
        appearance: Appearance = .light, contrast: ColorContrast = .standard,
        tint: RGBAColor? = nil, reduceTransparency: Bool = false
    ) {
        self.appearance = appearance
        self.contrast = contrast
        self.tint = tint
        self.reduceTransparency = reduceTransparency
    }

    /// The light appearance, standard contrast, no tint: the colours a design states.
    public static let light = AppearanceContext()
    /// The dark appearance, standard contrast, no tint.
    public static let dark = AppearanceContext(appearance: .dark)
}

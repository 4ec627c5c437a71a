import SegmentedCore

/// How an SVG picture of a control looks: one of the core's designs (geometry, motion,
/// colours, emphasis) plus what only a picture needs — the font family named in the
/// document, the default width, the appearance and what lies behind the bar.
///
/// The built-in styles reproduce the six designs and are named as people search for them:
/// `material-underline`, `sliding-pill`, `paged-header`, `plain-buttons`, `uikit-underline`,
/// `liquid-glass`.
///
/// ```swift
/// var style = SVGStyle.named("sliding-pill")!
/// style = style.overriding(SVGStyle.Overrides(indicatorColor: RGBAColor(hex: "#FFD60A")))
/// let svg = try SVGRenderer(style: style).render(["Day", "Week", "Month"], position: 1)
/// ```
public struct SVGStyle: Sendable, Hashable {
    /// The design the picture draws.
    ///
    /// ```swift
    /// style.design.palette.indicator = RGBAColor(hex: "#E91E63")!
    /// ```
    public var design: SegmentedDesign
    /// The font family labels are measured and drawn with (a fontconfig family name).
    ///
    /// ```swift
    /// style.fontFamily = "DejaVu Serif"
    /// ```
    public var fontFamily: String
    /// The width used when the caller gives none, in points.
    ///
    /// ```swift
    /// SVGStyle.slidingPill.defaultWidth  // 280
    /// ```
    public var defaultWidth: Double
    /// The appearance the picture is drawn in: the design's colours resolve for it (light
    /// by default; `segmented render --appearance dark` draws the dark one).
    ///
    /// ```swift
    /// style.appearance = AppearanceContext(appearance: .dark)
    /// ```
    public var appearance: AppearanceContext
    /// What the picture shows behind the bar: the design's background alone (``SVGBackdrop/plain``,
    /// the default), or a scene such as ``SVGBackdrop/busy`` for a glass lens to show through.
    ///
    /// ```swift
    /// style.backdrop = .busy
    /// ```
    public var backdrop: SVGBackdrop

    /// Creates a style from a design.
    ///
    /// ```swift
    /// let style = SVGStyle(design: .materialUnderline, fontFamily: "DejaVu Sans")
    /// ```
    ///
    /// - Parameters:
    ///   - design: The design to draw.
    ///   - fontFamily: The label font family; DejaVu Sans by default.
    ///   - defaultWidth: The width when none is given; 360 by default.
    ///   - appearance: The appearance to draw; light by default.
    ///   - backdrop: What the picture shows behind the bar; the design's background alone by
    ///     default.
    public init(
        design: SegmentedDesign, fontFamily: String = "DejaVu Sans", defaultWidth: Double = 360,
        appearance: AppearanceContext = .light, backdrop: SVGBackdrop = .plain
    ) {
        self.design = design
        self.fontFamily = fontFamily
        self.defaultWidth = defaultWidth
        self.appearance = appearance
        self.backdrop = backdrop
    }

    /// The design with its colours resolved for ``appearance``: what the picture draws.
    ///
    /// ```swift
    /// var style = SVGStyle.materialUnderline
    /// style.appearance = .dark
    /// style.resolvedDesign.palette.indicator  // white
    /// ```
    public var resolvedDesign: SegmentedDesign { design.resolved(in: appearance) }

    /// The same style in another appearance.
    ///
    /// ```swift
    /// let dark = SVGStyle.slidingPill.inAppearance(.dark)
    /// ```
    ///
    /// - Parameter appearance: Light or dark.
    public func inAppearance(_ appearance: Appearance) -> SVGStyle {
        var copy = self
        copy.appearance.appearance = appearance
        return copy
    }

    /// A reference screen width, in points, for designs sized as a share of the
    /// screen (`SegmentedDesign.widthFraction`): an iPhone 8 / SE, 375 pt.
    public static let referenceScreenWidth = 375.0

    /// The style's identifier, such as `material-underline`.
    ///
    /// ```swift
    /// SVGStyle.pagedHeader.id  // "paged-header"
    /// ```
    public var id: String { design.id }

    /// The style's name, such as "Material underline".
    ///
    /// ```swift
    /// SVGStyle.slidingPill.name  // "iOS sliding pill"
    /// ```
    public var name: String { design.name }

    // MARK: - Built-in styles

    /// Material (Android) tabs: even gaps, a 3-pt bar that takes the selected label's width,
    /// a hairline under the bar.
    ///
    /// ```swift
    /// let svg = try SVGRenderer(style: .materialUnderline).render(["Home", "Trending"], position: 0)
    /// ```
    public static let materialUnderline = SVGStyle(design: .materialUnderline)
    /// The iOS segmented control: a white rounded rectangle sliding on a grey track.
    ///
    /// ```swift
    /// let svg = try SVGRenderer(style: .slidingPill).render(["Day", "Week"], position: 1)
    /// ```
    public static let slidingPill = SVGStyle(design: .slidingPill, defaultWidth: 280)
    /// A paged header: two titles at the ends, a short rounded bar, titles fading 0.5–1.
    /// The header is half a 375-pt screen wide (187.5 pt, as the design has it); the picture
    /// adds 16-pt margins so the titles do not touch its edges.
    ///
    /// ```swift
    /// let svg = try SVGRenderer(style: .pagedHeader).render(["Following", "For You"], position: 0.3)
    /// ```
    public static let pagedHeader: SVGStyle = {
        var design = SegmentedDesign.pagedHeader
        design.layout.insets = EdgeInsets(horizontal: 16)
        return SVGStyle(
            design: design,
            defaultWidth: referenceScreenWidth * (design.widthFraction ?? 1) + 32)
    }()
    /// Plain buttons: packed labels, only colour marks the selection.
    ///
    /// ```swift
    /// let svg = try SVGRenderer(style: .plainButtons).render(["All", "Unread"], position: 1)
    /// ```
    public static let plainButtons = SVGStyle(design: .plainButtons)
    /// A restyled UIKit control: equal segments and a 2-pt bar 10 pt under the control, 40 %
    /// of a 375-pt screen wide (150 pt), as the design has it.
    ///
    /// ```swift
    /// let svg = try SVGRenderer(style: .uikitUnderline).render(["Recent", "Saved"], position: 0)
    /// ```
    public static let uikitUnderline = SVGStyle(
        design: .uikitUnderline,
        defaultWidth: referenceScreenWidth * (SegmentedDesign.uikitUnderline.widthFraction ?? 1))

    /// The iOS 26 segmented control: a capsule track, an indicator that lifts into a glass lens
    /// magnifying the titles under it when pressed, and stretches as it travels.
    ///
    /// ```swift
    /// let svg = try SVGRenderer(style: .liquidGlass).render(["Day", "Week", "Month"], position: 1)
    /// ```
    public static let liquidGlass = SVGStyle(design: .liquidGlass, defaultWidth: 320)

    /// Every built-in style, in the order of `SegmentedDesign.all`.
    ///
    /// ```swift
    /// for style in SVGStyle.builtIn { print(style.id) }
    /// ```
    public static let builtIn: [SVGStyle] = [
        materialUnderline, slidingPill, pagedHeader, plainButtons, uikitUnderline, liquidGlass,
    ]

    /// The built-in style with an identifier, or `nil`.
    ///
    /// ```swift
    /// SVGStyle.named("paged-header")?.name  // "Paged header"
    /// ```
    ///
    /// - Parameter id: An identifier such as `uikit-underline`.
    public static func named(_ id: String) -> SVGStyle? {
        if let style = builtIn.first(where: { $0.id == id }) { return style }
        return SegmentedDesign.variants.first { $0.id == id }.map { SVGStyle(design: $0) }
    }

    // MARK: - Overrides

    /// Changes to a style; `nil` keeps the style's own value.
    ///
    /// ```swift
    /// let overrides = SVGStyle.Overrides(
    ///     indicatorColor: RGBAColor(hex: "#E91E63"), fontSize: 17, distribution: .spaceAround)
    /// ```
    public struct Overrides: Sendable, Hashable {
        /// The indicator's colour.
        ///
        /// ```swift
        /// overrides.indicatorColor = RGBAColor(hex: "#FF9500")
        /// ```
        public var indicatorColor: RGBAColor?
        /// The colour of labels that are not selected.
        ///
        /// ```swift
        /// overrides.labelColor = RGBAColor(hex: "#8E8E93")
        /// ```
        public var labelColor: RGBAColor?
        /// The colour of the selected label.
        ///
        /// ```swift
        /// overrides.selectedLabelColor = .black
        /// ```
        public var selectedLabelColor: RGBAColor?
        /// The colour behind the bar.
        ///
        /// ```swift
        /// overrides.background = RGBAColor(hex: "#FAFAFA")
        /// ```
        public var background: RGBAColor?
        /// The label font family.
        ///
        /// ```swift
        /// style.fontFamily = "DejaVu Serif"
        /// ```
        public var fontFamily: String?
        /// The label font size in points.
        ///
        /// ```swift
        /// overrides.fontSize = 17
        /// ```
        public var fontSize: Double?
        /// How segments share the width.
        ///
        /// ```swift
        /// overrides.distribution = .spaceAround
        /// ```
        public var distribution: Distribution?
        /// The bar's height in points.
        ///
        /// ```swift
        /// overrides.height = 56
        /// ```
        public var height: Double?
        /// Which way segments run.
        ///
        /// ```swift
        /// overrides.layoutDirection = .rightToLeft
        /// ```
        public var layoutDirection: LayoutDirection?

        /// Creates overrides; every parameter defaults to keeping the style's value.
        ///
        /// ```swift
        /// let rtl = SVGStyle.Overrides(layoutDirection: .rightToLeft)
        /// ```
        ///
        /// - Parameters:
        ///   - indicatorColor: The indicator's colour.
        ///   - labelColor: The colour of labels that are not selected.
        ///   - selectedLabelColor: The colour of the selected label.
        ///   - background: The colour behind the bar.
        ///   - fontFamily: The label font family.
        ///   - fontSize: The label font size in points.
        ///   - distribution: How segments share the width.
        ///   - height: The bar's height in points.
        ///   - layoutDirection: Which way segments run.
        public init(
            indicatorColor: RGBAColor? = nil, labelColor: RGBAColor? = nil,
            selectedLabelColor: RGBAColor? = nil, background: RGBAColor? = nil,
            fontFamily: String? = nil, fontSize: Double? = nil, distribution: Distribution? = nil,
            height: Double? = nil, layoutDirection: LayoutDirection? = nil
        ) {
            self.indicatorColor = indicatorColor
            self.labelColor = labelColor
            self.selectedLabelColor = selectedLabelColor
            self.background = background
            self.fontFamily = fontFamily
            self.fontSize = fontSize
            self.distribution = distribution
            self.height = height
            self.layoutDirection = layoutDirection
        }
    }

    /// The style with some values replaced.
    ///
    /// ```swift
    /// let pink = SVGStyle.materialUnderline.overriding(
    ///     SVGStyle.Overrides(indicatorColor: RGBAColor(hex: "#E91E63"),
    ///                        selectedLabelColor: RGBAColor(hex: "#E91E63")))
    /// ```
    ///
    /// - Parameter overrides: The values to replace.
    public func overriding(_ overrides: Overrides) -> SVGStyle {
        var copy = self
        if let value = overrides.indicatorColor { copy.design.palette.indicator = value }
        if let value = overrides.labelColor { copy.design.palette.label = value }
        if let value = overrides.selectedLabelColor { copy.design.palette.selectedLabel = value }
        if let value = overrides.background { copy.design.palette.background = value }
        if let value = overrides.fontFamily { copy.fontFamily = value }
        if let value = overrides.fontSize { copy.design.fontSize = value }
        if let value = overrides.distribution { copy.design.layout.distribution = value }
        if let value = overrides.height { copy.design.height = value }
        if let value = overrides.layoutDirection {
            copy.design = copy.design.withLayoutDirection(value)
        }
        return copy
    }
}

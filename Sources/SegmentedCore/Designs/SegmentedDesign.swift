/// One of the designs SegmentedKit reproduces, as numbers every front-end shares: the
/// layout (distribution, indicator, padding), the motion, the colours and how labels show
/// emphasis. SwiftUI and UIKit styles, SVG pictures and the terminal all start from these, so
/// a design looks and moves the same everywhere.
///
/// ```swift
/// let design = SegmentedDesign.materialUnderline
/// let arrangement = design.layout.arrange(contentSizes: sizes, in: Size(width: 320, height: design.height))
/// let color = design.labelColor(emphasis: arrangement.emphasis(of: 1, at: position))
/// ```
public struct SegmentedDesign: Sendable, Hashable, Identifiable {
    /// How a label shows that it is selected.
    public enum LabelEmphasis: Sendable, Hashable {
        /// The label colour blends from ``Palette/label`` to ``Palette/selectedLabel``.
        case color
        /// The label keeps ``Palette/selectedLabel`` and its opacity runs from `minimum` (not
        /// selected) to 1 (selected): `minimum + (1 − minimum) · emphasis`.
        case opacity(minimum: Double)
    }

    /// The colours of a design.
    ///
    /// ```swift
    /// var palette = SegmentedDesign.materialUnderline.palette
    /// palette.indicator = RGBAColor(hex: "#E91E63")!
    /// ```
    public struct Palette: Sendable, Hashable {
        /// Behind the whole bar.
        public var background: RGBAColor
        /// The rounded track behind the segments (the pill design), or clear.
        public var track: RGBAColor
        /// The indicator.
        public var indicator: RGBAColor
        /// A label that is not selected.
        public var label: RGBAColor
        /// The selected label.
        public var selectedLabel: RGBAColor
        /// The hairline under the bar, or clear for none.
        public var divider: RGBAColor
        /// A badge's fill.
        public var badge: RGBAColor
        /// A badge's text.
        public var badgeText: RGBAColor
        /// A disabled label.
        public var disabledLabel: RGBAColor

        /// Creates a palette.
        ///
        /// ```swift
        /// let dark = SegmentedDesign.Palette(
        ///     background: .black, track: .clear, indicator: .white,
        ///     label: RGBAColor(hex: "#9E9E9E")!, selectedLabel: .white, divider: .clear)
        /// ```
        ///
        /// - Parameters:
        ///   - background: Behind the whole bar.
        ///   - track: The rounded track behind the segments.
        ///   - indicator: The indicator.
        ///   - label: A label that is not selected.
        ///   - selectedLabel: The selected label.
        ///   - divider: The hairline under the bar.
        ///   - badge: A badge's fill; red by default.
        ///   - badgeText: A badge's text; white by default.
        ///   - disabledLabel: A disabled label; light grey by default.
        public init(
            background: RGBAColor, track: RGBAColor, indicator: RGBAColor, label: RGBAColor,
            selectedLabel: RGBAColor, divider: RGBAColor,
            badge: RGBAColor = RGBAColor(red: 0.9, green: 0.22, blue: 0.21),
            badgeText: RGBAColor = .white,
            disabledLabel: RGBAColor = RGBAColor(red: 0.74, green: 0.74, blue: 0.74)
        ) {
            self.background = background
            self.track = track
            self.indicator = indicator
            self.label = label
            self.selectedLabel = selectedLabel
            self.divider = divider
            self.badge = badge
            self.badgeText = badgeText
            self.disabledLabel = disabledLabel
        }
    }

    /// A stable identifier, such as `material-underline`, used on the command line.
    public var id: String
    /// The name people search for, such as "Material underline".
    public var name: String
    /// One sentence on what it looks like.
    public var summary: String
    /// The geometry.
    public var layout: SegmentedLayout
    /// How the indicator travels on a new selection.
    public var motion: Motion
    /// The colours by role, with light, dark and increased-contrast values; accent roles
    /// follow the app's tint. ``palette`` is their light values.
    public var colors: AdaptivePalette
    /// The colours in the light appearance with standard contrast and no tint: the values the
    /// design is defined by. Setting a role here fixes that role to the new colour in every
    /// appearance (it stops adapting and following the tint); roles left unchanged keep
    /// adapting.
    ///
    /// ```swift
    /// var design = SegmentedDesign.materialUnderline
    /// design.palette.indicator = RGBAColor(hex: "#E91E63")!  // pink everywhere
    /// ```
    public var palette: Palette {
        get { colors.resolved(in: .light) }
        set { colors.assign(newValue) }
    }
    /// How labels show emphasis.
    public var labelEmphasis: LabelEmphasis
    /// The bar's height in points.
    public var height: Double
    /// The label font size in points (the text style's size at the default content size
    /// when ``textStyle`` is set).
    public var fontSize: Double
    /// The label font's weight.
    public var fontWeight: FontWeight
    /// A font the design names (a PostScript name such as `HelveticaNeue-Medium`), used where
    /// it is installed; elsewhere the system font at ``fontSize`` and ``fontWeight``.
    public var fontName: String?
    /// The Dynamic Type text style the labels use on Apple platforms, or `nil` for a fixed
    /// size that still scales with the user's text size from ``fontSize``.
    public var textStyle: TextStyle?
    /// Whether the selected label is drawn bold (from emphasis ≥ 0.5).
    public var boldSelectedLabel: Bool
    /// The hairline's thickness in points (0 for none).
    public var dividerThickness: Double
    /// The track's corner radius (the pill design), or 0.
    public var trackCornerRadius: Double
    /// The share of the screen's (safe area's) width the design gives the control, or `nil`
    /// for the full width: 0.5 for the paged header, 0.4 for the UIKit underline. Pictures
    /// use it with a 375-pt reference screen.
    public var widthFraction: Double?
    /// The glass of a glass design (``liquidGlass``): the lens's colours and motion; `nil`
    /// for designs drawn without glass.
    public var glass: GlassStyle?

    /// Creates a design.
    ///
    /// ```swift
    /// var mine = SegmentedDesign.slidingPill
    /// mine.id = "my-pill"
    /// mine.motion = .spring(response: 0.3, dampingFraction: 0.7)
    /// ```
    ///
    /// - Parameters:
    ///   - id: A stable identifier.
    ///   - name: The name people search for.
    ///   - summary: One sentence on what it looks like.
    ///   - layout: The geometry.
    ///   - motion: How the indicator travels.
    ///   - palette: The colours.
    ///   - labelEmphasis: How labels show emphasis.
    ///   - height: The bar's height in points.
    ///   - fontSize: The label font size in points.
    ///   - boldSelectedLabel: Whether the selected label is bold.
    ///   - dividerThickness: The hairline's thickness.
    ///   - trackCornerRadius: The track's corner radius.
    public init(
        id: String, name: String, summary: String, layout: SegmentedLayout, motion: Motion,
        palette: Palette, labelEmphasis: LabelEmphasis = .color, height: Double = 44,
        fontSize: Double = 15, boldSelectedLabel: Bool = false, dividerThickness: Double = 0,
        trackCornerRadius: Double = 0
    ) {
        self.init(
            id: id, name: name, summary: summary, layout: layout, motion: motion,
            colors: AdaptivePalette(fixed: palette), labelEmphasis: labelEmphasis,
            height: height, fontSize: fontSize, boldSelectedLabel: boldSelectedLabel,
            dividerThickness: dividerThickness, trackCornerRadius: trackCornerRadius)
    }

    /// Creates a design whose colours adapt to the appearance.
    ///
    /// ```swift
    /// let mine = SegmentedDesign(
    ///     id: "mine", name: "Mine", summary: "Blue titles.", layout: layout, motion: .quick,
    ///     colors: SegmentedDesign.materialUnderline.colors, textStyle: .body)
    /// ```
    ///
    /// - Parameters:
    ///   - id: A stable identifier.
    ///   - name: The name people search for.
    ///   - summary: One sentence on what it looks like.
    ///   - layout: The geometry.
    ///   - motion: How the indicator travels.
    ///   - colors: The colours by role, per appearance.
    ///   - labelEmphasis: How labels show emphasis.
    ///   - height: The bar's height in points before content makes it taller (0 hugs the
    ///     content).
    ///   - fontSize: The label font size in points.
    ///   - fontWeight: The label font weight; regular by default.
    ///   - fontName: A named font to prefer where installed.
    ///   - textStyle: The Dynamic Type text style, or `nil`.
    ///   - boldSelectedLabel: Whether the selected label is bold.
    ///   - dividerThickness: The hairline's thickness.
    ///   - trackCornerRadius: The track's corner radius.
    ///   - widthFraction: The share of the screen's width, or `nil` for all of it.
    public init(
        id: String, name: String, summary: String, layout: SegmentedLayout, motion: Motion,
        colors: AdaptivePalette, labelEmphasis: LabelEmphasis = .color, height: Double = 44,
        fontSize: Double = 15, fontWeight: FontWeight = .regular, fontName: String? = nil,
        textStyle: TextStyle? = nil, boldSelectedLabel: Bool = false,
        dividerThickness: Double = 0, trackCornerRadius: Double = 0,
        widthFraction: Double? = nil
    ) {
        self.id = id
        self.name = name
        self.summary = summary
        self.layout = layout
        self.motion = motion
        self.colors = colors
        self.labelEmphasis = labelEmphasis
        self.height = height
        self.fontSize = fontSize
        self.fontWeight = fontWeight
        self.fontName = fontName
        self.textStyle = textStyle
        self.boldSelectedLabel = boldSelectedLabel
        self.dividerThickness = dividerThickness
        self.trackCornerRadius = trackCornerRadius
        self.widthFraction = widthFraction
    }

    /// The colour of a label at an emphasis (see ``Arrangement/emphasis(of:at:)``).
    ///
    /// ```swift
    /// SegmentedDesign.pagedHeader.labelColor(emphasis: 0.7).alpha  // 0.85
    /// ```
    ///
    /// - Parameters:
    ///   - emphasis: 0 (not selected) to 1 (selected); clamped, NaN counts as 0.
    ///   - isEnabled: Whether the segment can be selected; disabled labels use
    ///     ``Palette/disabledLabel``.
    public func labelColor(emphasis: Double, isEnabled: Bool = true) -> RGBAColor {
        labelAppearance.color(emphasis: emphasis, isEnabled: isEnabled)
    }

    /// Whether a label at an emphasis is drawn bold.
    ///
    /// ```swift
    /// SegmentedDesign.slidingPill.isBold(emphasis: 1)  // true
    /// ```
    ///
    /// - Parameter emphasis: 0 (not selected) to 1 (selected).
    public func isBold(emphasis: Double) -> Bool {
        boldSelectedLabel
            && LabelAppearance.state(emphasis: emphasis, isEnabled: true, isHighlighted: false)
                == .selected
    }

    /// The same design laid out in the other direction.
    ///
    /// ```swift
    /// let arabic = SegmentedDesign.materialUnderline.withLayoutDirection(.rightToLeft)
    /// ```
    ///
    /// - Parameter direction: The layout direction.
    public func withLayoutDirection(_ direction: LayoutDirection) -> SegmentedDesign {
        var copy = self
        copy.layout.layoutDirection = direction
        return copy
    }

    // MARK: - The five designs
    //
    // Each design is a look apps build by hand again and again; every value that defines it is the
    // default here (docs/designs.md lists each one, the values SegmentedKit chose where the look
    // leaves one open, and the test that pins it). "Black" and "the default text colour" are the
    // label colour (black in light, white in dark); system blue and system gray adapt as UIKit's
    // dynamic colours do.

    /// Android-style tabs: `.caption` (12 pt) titles, system gray with the selected one system
    /// blue; a black 3-pt bar as wide as the selected title, 12 pt below the titles and just above
    /// a full-width hairline; even gaps `(W − round(Σw)) / (n + 1)`, never below 0; linear 0.3 s.
    /// The bar hugs its content (height 0).
    public static let materialUnderline = SegmentedDesign(
        id: "material-underline", name: "Material underline",
        summary: "Even gaps; a 3-pt bar 12 pt under the selected title takes its width.",
        layout: SegmentedLayout(
            distribution: .spaceEvenly,
            indicator: .underline(width: .content, thickness: 3, offset: 12),
            insets: EdgeInsets(bottom: 1), roundsContentWidthSum: true),
        motion: .linear(duration: 0.3),
        colors: AdaptivePalette(
            background: .systemBackground, track: .clear, indicator: .label,
            label: .systemGray, selectedLabel: .systemBlue, divider: .separator),
        height: 0, fontSize: 12, textStyle: .caption, dividerThickness: 1)

    /// iOS-style segmented control: equal-width segments filling the width, a white rounded
    /// rectangle behind the selected one (#636366 in dark, where white would hide the white title),
    /// the selected title slightly darker than the others, and the rectangle at `index ×
    /// (segmentWidth + padding / 2)` — our title padding is 8 pt a side, so segments are 4 pt
    /// apart.
    public static let slidingPill = SegmentedDesign(
        id: "sliding-pill", name: "iOS sliding pill",
        summary: "Equal segments on a rounded track; a white rounded rectangle slides behind.",
        layout: SegmentedLayout(
            distribution: .fillEqually(spacing: pillTitlePadding / 2),
            indicator: .fill(insets: .zero, cornerRadius: 7), insets: EdgeInsets(all: 2),
            contentPadding: EdgeInsets(horizontal: pillTitlePadding)),
        motion: .spring(response: 0.3, dampingFraction: 0.9),
        colors: AdaptivePalette(
            background: .clear,
            track: AdaptiveColor(
                light: hex("#EEEEF0"), dark: hex("#2C2C2E"),
                lightIncreasedContrast: hex("#DCDCE0"), darkIncreasedContrast: hex("#3A3A3C")),
            indicator: AdaptiveColor(
                light: .white, dark: hex("#636366"), darkIncreasedContrast: hex("#7C7C80")),
            label: AdaptiveColor(
                light: hex("#3C3C43"), dark: hex("#D1D1D6"),
                lightIncreasedContrast: hex("#1C1C1E"), darkIncreasedContrast: hex("#E5E5EA")),
            selectedLabel: .label, divider: .clear),
        height: 32, fontSize: 13, boldSelectedLabel: true, trackCornerRadius: 9)

    /// How opaque a pressed segment's label is drawn, in every design: the front-ends dim the
    /// segment under a finger (``InteractionMachine/Effect/highlight(index:)``) to it, as
    /// `UISegmentedControl` and `Picker(.segmented)` show a pressed segment. Apple publishes
    /// no number for the system control's pressed look; 0.5 is our estimate, to be compared
    /// on a device.
    ///
    /// ```swift
    /// label.opacity(isPressed ? SegmentedDesign.pressedLabelOpacity : 1)
    /// ```
    public static let pressedLabelOpacity = 0.5

    /// The sliding pill's horizontal title padding (our choice: the design pads its titles
    /// but fixes no amount): segments are half of it apart.
    public static let pillTitlePadding = 8.0

    /// A paged header: titles at the ends of a header half the screen wide; a system-blue bar with
    /// corner radius 2, 4 pt tall, half the title's width, 3 pt below the titles; titles in the
    /// default text colour at opacity `0.5 + 0.5 · emphasis`; SwiftUI's default animation
    /// (``Motion/swiftUIDefault``); placed in a 44-pt navigation bar.
    public static let pagedHeader = SegmentedDesign(
        id: "paged-header", name: "Paged header",
        summary: "Titles at the ends; a short bar follows the pager; titles fade 0.5–1.",
        layout: SegmentedLayout(
            distribution: .spaceBetween,
            indicator: .underline(width: .fraction(0.5), thickness: 4, offset: 3, cornerRadius: 2)
        ),
        motion: .swiftUIDefault,
        colors: AdaptivePalette(
            background: .systemBackground, track: .clear, indicator: .systemBlue, label: .label,
            selectedLabel: .label, divider: .clear),
        labelEmphasis: .opacity(minimum: 0.5), height: 44, fontSize: 17, textStyle: .body,
        widthFraction: 0.5)

    /// Plain segment buttons: an `HStack` with SwiftUI's default spacing (8 pt between buttons on
    /// iOS), each title padded 5 pt horizontally, HelveticaNeue-Medium 16 (a medium sans at 16
    /// where it is missing), selected black, others gray; the row padded 20 pt and clipped to a
    /// capsule; `.animation(.default)`. The row hugs its content.
    public static let plainButtons = SegmentedDesign(
        id: "plain-buttons", name: "Plain buttons",
        summary: "Buttons in a row; only the title colour marks the selection.",
        layout: SegmentedLayout(
            distribution: .packed(spacing: 8), indicator: .none, insets: EdgeInsets(all: 20),
            contentPadding: EdgeInsets(horizontal: 5)),
        motion: .swiftUIDefault,
        colors: AdaptivePalette(
            background: .systemBackground, track: .clear, indicator: .clear, label: .systemGray,
            selectedLabel: .label, divider: .clear),
        height: 0, fontSize: 16, fontWeight: .medium, fontName: "HelveticaNeue-Medium",
        trackCornerRadius: .infinity)

    /// A restyled `UISegmentedControl`: equal segments, titles system 16 pt in `UIColor.gray`
    /// (#808080) and black when selected; the control 40 % of the safe area's width and 20 pt tall;
    /// a black 2-pt underline a segment wide, 10 pt below the control, moved by
    /// `UIView.animate(withDuration: 0.2)` (ease-in-out).
    public static let uikitUnderline = SegmentedDesign(
        id: "uikit-underline", name: "UIKit underline",
        summary: "Equal segments; a 2-pt bar 10 pt below the control, animated in 0.2 s.",
        layout: SegmentedLayout(
            distribution: .fillEqually(spacing: 0),
            indicator: .underline(
                width: .segment, thickness: 2, offset: 10, offsetReference: .segment)),
        motion: .uiViewAnimate(duration: 0.2),
        colors: AdaptivePalette(
            background: .systemBackground, track: .clear, indicator: .label, label: .gray,
            selectedLabel: .label, divider: .clear),
        height: 20, fontSize: 16, widthFraction: 0.4)

    /// The six designs, in the order the gallery shows them.
    public static let all: [SegmentedDesign] = [
        materialUnderline, slidingPill, pagedHeader, plainButtons, uikitUnderline, liquidGlass,
    ]

    // MARK: - Variants

    /// The Material underline as earlier versions of SegmentedKit drew it, before the built-in
    /// design took the values of the look it re-creates: a spring (response 0.35, damping 0.86), a
    /// blue bar at the bottom of a 48-pt bar over the hairline, grey 15-pt titles with the selected
    /// one blue, gaps of at least 24 pt.
    ///
    /// ```swift
    /// let tuned = SegmentedDesign.materialUnderlineTuned
    /// ```
    public static let materialUnderlineTuned: SegmentedDesign = {
        let blue = AdaptiveColor(
            light: hex("#1E88E5"), dark: hex("#42A5F5"), lightIncreasedContrast: hex("#1565C0"),
            darkIncreasedContrast: hex("#90CAF9"), followsTint: true)
        return SegmentedDesign(
            id: "material-underline-tuned", name: "Material underline (tuned)",
            summary: "A springy blue bar at the bottom of a 48-pt bar; 15-pt titles.",
            layout: SegmentedLayout(
                distribution: .spaceEvenly, indicator: .underline(width: .content, thickness: 3),
                minimumGap: 24),
            motion: .spring(response: 0.35, dampingFraction: 0.86),
            colors: AdaptivePalette(
                background: .systemBackground, track: .clear, indicator: blue,
                label: AdaptiveColor(
                    light: hex("#757575"), dark: hex("#9E9E9E"),
                    lightIncreasedContrast: hex("#5F5F5F"), darkIncreasedContrast: hex("#BDBDBD")),
                selectedLabel: blue,
                divider: AdaptiveColor(light: hex("#E0E0E0"), dark: hex("#3A3A3C"))),
            height: 48, fontSize: 15, dividerThickness: 1)
    }()

    /// Designs that are not among the five but can be asked for by identifier.
    public static let variants: [SegmentedDesign] = [materialUnderlineTuned]

    /// The design with an identifier (as `segmented render --style` takes), or `nil`.
    ///
    /// ```swift
    /// SegmentedDesign.named("sliding-pill")?.name  // "iOS sliding pill"
    /// ```
    ///
    /// - Parameter id: An identifier such as `material-underline`, or a variant's
    ///   (`material-underline-tuned`).
    public static func named(_ id: String) -> SegmentedDesign? {
        (all + variants).first { $0.id == id }
    }

    static func hex(_ value: String) -> RGBAColor {
        RGBAColor(hex: value) ?? .black
    }
}

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
    /// The colours.
    public var palette: Palette
    /// How labels show emphasis.
    public var labelEmphasis: LabelEmphasis
    /// The bar's height in points.
    public var height: Double
    /// The label font size in points.
    public var fontSize: Double
    /// Whether the selected label is drawn bold (from emphasis ≥ 0.5).
    public var boldSelectedLabel: Bool
    /// The hairline's thickness in points (0 for none).
    public var dividerThickness: Double
    /// The track's corner radius (the pill design), or 0.
    public var trackCornerRadius: Double

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
        self.id = id
        self.name = name
        self.summary = summary
        self.layout = layout
        self.motion = motion
        self.palette = palette
        self.labelEmphasis = labelEmphasis
        self.height = height
        self.fontSize = fontSize
        self.boldSelectedLabel = boldSelectedLabel
        self.dividerThickness = dividerThickness
        self.trackCornerRadius = trackCornerRadius
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

    /// Android-style tabs: labels with even gaps and a thin bar under the selected label
    /// that slides and stretches to that label's width, over a full-width hairline.
    public static let materialUnderline = SegmentedDesign(
        id: "material-underline", name: "Material underline",
        summary: "Even gaps; a 3-pt bar under the selected label slides and takes its width.",
        layout: SegmentedLayout(
            distribution: .spaceEvenly, indicator: .underline(width: .content, thickness: 3),
            minimumGap: 24),
        motion: .spring(response: 0.35, dampingFraction: 0.86),
        palette: Palette(
            background: .white, track: .clear, indicator: hex("#1E88E5"),
            label: hex("#757575"), selectedLabel: hex("#1E88E5"), divider: hex("#E0E0E0")),
        height: 48, fontSize: 15, dividerThickness: 1)

    /// iOS-style segmented control: equal-width segments on a rounded track with a rounded
    /// rectangle sliding behind the selected one.
    public static let slidingPill = SegmentedDesign(
        id: "sliding-pill", name: "iOS sliding pill",
        summary: "Equal segments on a rounded track; a white rounded rectangle slides behind.",
        layout: SegmentedLayout(
            distribution: .fillEqually(spacing: 0),
            indicator: .fill(insets: .zero, cornerRadius: 7), insets: EdgeInsets(all: 2),
            contentPadding: EdgeInsets(horizontal: 8)),
        motion: .spring(response: 0.3, dampingFraction: 0.9),
        palette: Palette(
            background: .clear, track: hex("#EEEEF0"), indicator: .white,
            label: hex("#3C3C43"), selectedLabel: hex("#000000"), divider: .clear),
        height: 32, fontSize: 13, boldSelectedLabel: true, trackCornerRadius: 9)

    /// A paged header: titles at the ends of a bar, and a short rounded bar (half the label's
    /// width) that follows a paging scroll view; titles fade between 0.5 and 1 opacity.
    public static let pagedHeader = SegmentedDesign(
        id: "paged-header", name: "Paged header",
        summary: "Titles at the ends; a short bar follows the pager; titles fade 0.5–1.",
        layout: SegmentedLayout(
            distribution: .spaceBetween,
            indicator: .underline(width: .fraction(0.5), thickness: 3, cornerRadius: 1.5)),
        motion: .easeInOut(duration: 0.3),
        palette: Palette(
            background: .white, track: .clear, indicator: hex("#1C1C1E"),
            label: hex("#1C1C1E"), selectedLabel: hex("#1C1C1E"), divider: .clear),
        labelEmphasis: .opacity(minimum: 0.5), height: 44, fontSize: 17, boldSelectedLabel: false)

    /// Plain segment buttons: packed, no indicator; only colour marks the selection.
    public static let plainButtons = SegmentedDesign(
        id: "plain-buttons", name: "Plain buttons",
        summary: "Packed buttons; only the label colour marks the selection.",
        layout: SegmentedLayout(
            distribution: .packed(spacing: 8), indicator: .none,
            contentPadding: EdgeInsets(horizontal: 12, vertical: 6)),
        motion: .easeInOut(duration: 0.2),
        palette: Palette(
            background: .white, track: .clear, indicator: .clear, label: hex("#8E8E93"),
            selectedLabel: hex("#007AFF"), divider: .clear),
        height: 36, fontSize: 15)

    /// A restyled UIKit control: equal-width segments, a 2-pt bar 10 pt below the title,
    /// animated in 0.2 s.
    public static let uikitUnderline = SegmentedDesign(
        id: "uikit-underline", name: "UIKit underline",
        summary: "Equal segments; a 2-pt bar 10 pt below the title, animated in 0.2 s.",
        layout: SegmentedLayout(
            distribution: .fillEqually(spacing: 0),
            indicator: .underline(width: .segment, thickness: 2, offset: 10)),
        motion: .quick,
        palette: Palette(
            background: .white, track: .clear, indicator: hex("#FF9500"),
            label: hex("#8E8E93"), selectedLabel: hex("#1C1C1E"), divider: .clear),
        height: 44, fontSize: 15)

    /// The five designs, in the order the gallery shows them.
    public static let all: [SegmentedDesign] = [
        materialUnderline, slidingPill, pagedHeader, plainButtons, uikitUnderline,
    ]

    /// The design with an identifier (as `segmented render --style` takes), or `nil`.
    ///
    /// ```swift
    /// SegmentedDesign.named("sliding-pill")?.name  // "iOS sliding pill"
    /// ```
    ///
    /// - Parameter id: An identifier such as `material-underline`.
    public static func named(_ id: String) -> SegmentedDesign? {
        all.first { $0.id == id }
    }

    private static func hex(_ value: String) -> RGBAColor {
        RGBAColor(hex: value) ?? .black
    }
}

import SegmentedCore
import SegmentedFontMetrics

/// Draws a segmented control as a standalone SVG document.
///
/// The renderer only measures and places: it measures each label with a real font, asks
/// the core's `SegmentedLayout.arrange(contentSizes:in:)` where everything goes, and
/// writes what the `Arrangement` says — the indicator from
/// `Arrangement.indicatorFrame(at:)` and `Arrangement.indicatorCornerRadius(at:)`, label
/// colours from the design's `SegmentedDesign.labelColor(emphasis:isEnabled:)`, the
/// hairline from `Arrangement.dividerFrame(thickness:)`, badges from
/// `Arrangement.badgeFrame(forSegment:size:)` and, for a bar wider than the picture, the
/// scroll offset from `Arrangement.scrollOffset(revealing:viewportWidth:alignment:)`.
///
/// Every label and attribute value is XML-escaped, and numbers are written with at most
/// two decimals, so the same input always gives the same bytes.
///
/// ```swift
/// let renderer = try SVGRenderer(style: .materialUnderline)
/// let svg = renderer.render(["Home", "Trending", "Library"], position: 1)
/// try svg.write(toFile: "tabs.svg", atomically: true, encoding: .utf8)
/// ```
public struct SVGRenderer: Sendable {
    /// How the control looks.
    ///
    /// ```swift
    /// renderer.style = renderer.style.overriding(SVGStyle.Overrides(fontSize: 17))
    /// ```
    public var style: SVGStyle
    /// Measures labels in the regular weight.
    ///
    /// ```swift
    /// renderer.measurer.width(of: "Home", pointSize: 15)
    /// ```
    public var measurer: any TextMeasuring
    /// Measures bold labels, for designs that bold the selected label; `nil` uses
    /// ``measurer``.
    ///
    /// ```swift
    /// renderer.boldMeasurer = try TextMeasurer(family: "DejaVu Sans:bold")
    /// ```
    public var boldMeasurer: (any TextMeasuring)?
    /// Font families named after the style's own in the document's `font-family` list, such
    /// as a CJK font the measurer falls back to; `sans-serif` always ends the list.
    ///
    /// ```swift
    /// renderer.fallbackFamilies = ["WenQuanYi Micro Hei"]
    /// ```
    public var fallbackFamilies: [String]

    /// Creates a renderer with measurers you supply.
    ///
    /// ```swift
    /// let regular = try TextMeasurer(family: "DejaVu Sans")
    /// let renderer = SVGRenderer(style: .slidingPill, measurer: regular)
    /// ```
    ///
    /// - Parameters:
    ///   - style: How the control looks.
    ///   - measurer: Measures regular labels.
    ///   - boldMeasurer: Measures bold labels; `nil` uses `measurer`.
    ///   - fallbackFamilies: Extra families for the document's `font-family` list.
    public init(
        style: SVGStyle, measurer: any TextMeasuring, boldMeasurer: (any TextMeasuring)? = nil,
        fallbackFamilies: [String] = []
    ) {
        self.style = style
        self.measurer = measurer
        self.boldMeasurer = boldMeasurer
        self.fallbackFamilies = fallbackFamilies
    }

    /// Creates a renderer that measures with the font files fontconfig finds for the style's
    /// family (regular, and bold when the design bolds the selected label).
    ///
    /// ```swift
    /// let renderer = try SVGRenderer(style: .pagedHeader)
    /// ```
    ///
    /// - Parameter style: How the control looks.
    /// - Throws: `FontError` when no font file can be found or read.
    public init(style: SVGStyle) throws(FontError) {
        let regular = try TextMeasurer(family: style.fontFamily)
        let bold =
            style.design.boldSelectedLabel
            ? (try? TextMeasurer(family: style.fontFamily + ":bold")) : nil
        self.init(style: style, measurer: regular, boldMeasurer: bold)
    }

    // MARK: - Measuring and arranging

    /// The size of each label's content: its widest measured width (bold too, when the
    /// design bolds the selected label, so a label fits in either weight) by the font's
    /// ascent plus descent.
    ///
    /// ```swift
    /// let sizes = renderer.contentSizes(for: ["Home", "Library"])
    /// ```
    ///
    /// - Parameter segments: The segments.
    /// - Complexity: O(n) in the total length of the titles.
    public func contentSizes(for segments: [SVGSegment]) -> [Size] {
        let size = style.design.fontSize
        let height = lineHeight
        return segments.map { segment in
            var width = measurer.width(of: segment.displayTitle, pointSize: size)
            if style.design.boldSelectedLabel, let boldMeasurer {
                width = Swift.max(
                    width, boldMeasurer.width(of: segment.displayTitle, pointSize: size))
            }
            return Size(width: width, height: height)
        }
    }

    /// Measures the labels and asks the core to arrange them in a bar of the style's height.
    ///
    /// ```swift
    /// let arrangement = renderer.arrange(["Home", "Trending"], width: 320)
    /// arrangement.indicatorFrame(at: 1)
    /// ```
    ///
    /// - Parameters:
    ///   - segments: The segments.
    ///   - width: The picture's width; `nil`, NaN or not positive uses the style's default.
    public func arrange(_ segments: [SVGSegment], width: Double? = nil) -> Arrangement {
        style.design.layout.arrange(
            contentSizes: contentSizes(for: segments),
            badgeSizes: segments.map { $0.badge.flatMap(badgeSize(for:)) },
            in: Size(width: viewportWidth(width), height: style.design.height))
    }

    /// The size a badge is drawn at: a dot of `BadgeMetrics.dotDiameter`, or a capsule
    /// around the count's text measured at `BadgeMetrics.textPointSize(forLabelPointSize:)`
    /// with the padding of `BadgeMetrics.capsuleSize(fittingText:)`, as the UIKit front-end
    /// draws it; `nil` for a count that shows no badge (zero or negative).
    ///
    /// ```swift
    /// renderer.badgeSize(for: .count(120))  // the capsule around "99+"
    /// ```
    ///
    /// - Parameter badge: The badge.
    public func badgeSize(for badge: SVGSegment.Badge) -> Size? {
        switch badge {
        case .dot:
            return Size(width: BadgeMetrics.dotDiameter, height: BadgeMetrics.dotDiameter)
        case .count(let count):
            guard let label = BadgeMetrics.countText(count) else { return nil }
            let fontSize = BadgeMetrics.textPointSize(forLabelPointSize: style.design.fontSize)
            // The text's box is its width and its line's height (ascent plus descent), as a
            // UIKit label measures it, and the padding is the core's, so both badges agree.
            let textSize = Size(
                width: measurer.width(of: label, pointSize: fontSize),
                height: measurer.ascent(pointSize: fontSize) + measurer.descent(pointSize: fontSize)
            )
            return BadgeMetrics.capsuleSize(fittingText: textSize)
        }
    }

    // MARK: - Drawing

    /// A still picture of the control with the indicator at a position.
    ///
    /// ```swift
    /// renderer.render(["Home", "Trending", "Library"], position: 1)    // Trending selected
    /// renderer.render(["Home", "Trending", "Library"], position: 1.5)  // mid-way
    /// ```
    ///
    /// - Parameters:
    ///   - segments: The segments; none draws the empty bar.
    ///   - position: The selection as a fractional segment position (clamped by the core).
    ///   - width: The picture's width; `nil`, NaN or not positive uses the style's default.
    ///     A bar that does not fit scrolls to reveal the position.
    /// - Returns: A standalone SVG document.
    public func render(_ segments: [SVGSegment], position: Double, width: Double? = nil) -> String {
        let scene = Scene(renderer: self, segments: segments, width: viewportWidth(width))
        return scene.document(state: scene.state(at: position), animation: nil)
    }

    /// The width actually used for a requested width.
    func viewportWidth(_ width: Double?) -> Double {
        guard let width, width.isFinite, width > 0 else {
            return style.defaultWidth.isFinite && style.defaultWidth > 0 ? style.defaultWidth : 360
        }
        return width
    }

    /// The height of a line of label text.
    var lineHeight: Double {
        measurer.ascent(pointSize: style.design.fontSize)
            + measurer.descent(pointSize: style.design.fontSize)
    }

    /// The document's `font-family` value: names reduced to characters CSS takes unquoted.
    var fontFamilyList: String {
        let names = ([style.fontFamily] + fallbackFamilies).map { name in
            let kept = name.unicodeScalars.filter { scalar in
                scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)
                    || scalar == " " || scalar == "-" || scalar == "_"
            }
            var text = ""
            text.unicodeScalars.append(contentsOf: kept)
            return text.split(separator: " ").joined(separator: " ")
        }
        var seen = Set<String>()
        let unique = names.filter { !$0.isEmpty && seen.insert($0).inserted }
        return (unique + ["sans-serif"]).joined(separator: ", ")
    }
}

import SegmentedCore
import SegmentedSVG
import Testing

/// The designs' stated values (docs/designs.md) as the SVG front-end draws them, in the
/// light appearance and adapted in the dark one. A fixed 10-pt-per-character measurer
/// (ascent 8, descent 2) makes every expected number a hand calculation.
@Suite("SVG pictures use the designs' stated values")
struct DesignValueTests {
    private func renderer(_ style: SVGStyle) -> SVGRenderer {
        SVGRenderer(style: style, measurer: FixedMeasurer())
    }

    private func indicator(_ svg: String) -> Substring? {
        SVGReader.elements(svg, class: "indicator").first
    }

    @Test("material: 12-pt gray and blue titles, a black 3-pt bar 12 pt below, above the hairline")
    func material() {
        // Titles 40, 80 and 70 wide (10 per character), 10 high; W 360:
        // gaps (360 − 190) / 4 = 42.5; "Trending" at 42.5 + 40 + 42.5 = 125.
        let svg = renderer(.materialUnderline).render(["Home", "Trending", "Library"], position: 1)
        let labels = SVGReader.labels(svg)
        #expect(
            labels.map { SVGReader.attribute("fill", in: $0.tag) } == [
                "#8E8E93", "#007AFF", "#8E8E93",
            ])
        #expect(svg.contains("font-size=\"12\""))
        let bar = indicator(svg)!
        #expect(SVGReader.attribute("fill", in: bar) == "#000000")
        #expect(SVGReader.number("x", in: bar) == 125)
        #expect(SVGReader.number("width", in: bar) == 80)
        #expect(SVGReader.number("height", in: bar) == 3)
        #expect(SVGReader.number("y", in: bar) == 22)  // 10 + 12
        let hairline = SVGReader.elements(svg, class: "divider").first!
        #expect(SVGReader.number("y", in: hairline) == 25)
    }

    @Test("material in dark: white bar on black, system blue #0A84FF, gray unchanged")
    func materialDark() {
        let svg = renderer(SVGStyle.materialUnderline.inAppearance(.dark)).render(
            ["Home", "Trending"], position: 1)
        #expect(SVGReader.attribute("fill", in: indicator(svg)!) == "#FFFFFF")
        let background = SVGReader.elements(svg, class: "background").first!
        #expect(SVGReader.attribute("fill", in: background) == "#000000")
        let fills = SVGReader.labels(svg).map { SVGReader.attribute("fill", in: $0.tag) }
        #expect(fills == ["#8E8E93", "#0A84FF"])
    }

    @Test("sliding pill: the rectangle is at index × (segment width + padding / 2)")
    func pillOffset() {
        // 280 wide, 2-pt track inset: (276 − 2 × 4) / 3 per segment, 4 (= 8 / 2) apart.
        let renderer = renderer(.slidingPill)
        let segments: [SVGSegment] = ["Day", "Week", "Month"]
        let xs = [0.0, 1, 2].map {
            SVGReader.number("x", in: indicator(renderer.render(segments, position: $0))!)!
        }
        let pitch = (276.0 - 8) / 3 + 4
        #expect(abs(xs[1] - xs[0] - pitch) < 0.01)
        #expect(abs(xs[2] - xs[0] - 2 * pitch) < 0.01)
        let labels = SVGReader.labels(renderer.render(segments, position: 1))
        let fills = labels.map { RGBAColor(hex: SVGReader.attribute("fill", in: $0.tag)!)! }
        #expect(fills[1].relativeLuminance < fills[0].relativeLuminance)  // slightly darker
    }

    @Test("sliding pill: a white rounded rectangle, #636366 in dark")
    func pill() {
        let light = renderer(.slidingPill).render(["Day", "Week"], position: 1)
        #expect(SVGReader.attribute("fill", in: indicator(light)!) == "#FFFFFF")
        let dark = renderer(SVGStyle.slidingPill.inAppearance(.dark)).render(
            ["Day", "Week"], position: 1)
        #expect(SVGReader.attribute("fill", in: indicator(dark)!) == "#636366")
    }

    @Test("paged header: a blue 4-pt bar, radius 2, 3 pt below; titles at opacity 0.5 and 1")
    func pagedHeader() {
        let svg = renderer(.pagedHeader).render(["Following", "For You"], position: 0)
        let bar = indicator(svg)!
        #expect(SVGReader.attribute("fill", in: bar) == "#007AFF")
        #expect(SVGReader.number("height", in: bar) == 4)
        #expect(SVGReader.number("rx", in: bar) == 2)
        // Titles 10 high centred in 44: bottom at 27, bar 3 below; "Following" is 90 wide.
        #expect(SVGReader.number("y", in: bar) == 30)
        #expect(SVGReader.number("width", in: bar) == 45)
        let labels = SVGReader.labels(svg)
        #expect(labels.map { SVGReader.attribute("fill", in: $0.tag) } == ["#000000", "#000000"])
        #expect(SVGReader.attribute("fill-opacity", in: labels[1].tag) == "0.5")
        // Mid-swipe at r = 0.3: 1 − 0.5r and 0.5 + 0.5r.
        let midway = SVGReader.labels(
            renderer(.pagedHeader).render(["Following", "For You"], position: 0.3))
        #expect(midway.map { SVGReader.attribute("fill-opacity", in: $0.tag) } == ["0.85", "0.65"])
        // Half a 375-pt screen between 16-pt margins.
        #expect(SVGStyle.pagedHeader.defaultWidth == 187.5 + 32)
    }

    @Test(
        "plain buttons: 16-pt medium titles, black and gray, 8 pt apart, 5-pt padding, 20-pt row padding"
    )
    func plainButtons() {
        let svg = renderer(.plainButtons).render(["All", "Unread"], position: 1)
        #expect(svg.contains("font-size=\"16\""))
        #expect(svg.contains("font-weight=\"500\""))
        let labels = SVGReader.labels(svg)
        #expect(labels.map { SVGReader.attribute("fill", in: $0.tag) } == ["#8E8E93", "#000000"])
        // "All" (30 wide) centred at 20 + 5 + 15 = 40; "Unread" (60) at 20 + 40 + 8 + 5 + 30.
        #expect(labels.map { SVGReader.number("x", in: $0.tag) } == [40, 103])
        #expect(indicator(svg) == nil)
    }

    @Test(
        "uikit underline: 16-pt #808080 and black titles, a black 2-pt bar 10 pt below a 20-pt control"
    )
    func uikit() {
        let svg = renderer(.uikitUnderline).render(["Month", "Day"], position: 1)
        #expect(svg.contains("font-size=\"16\""))
        let labels = SVGReader.labels(svg)
        #expect(labels.map { SVGReader.attribute("fill", in: $0.tag) } == ["#808080", "#000000"])
        let bar = indicator(svg)!
        #expect(SVGReader.attribute("fill", in: bar) == "#000000")
        // 40 % of 375 = 150 wide: each segment 75.
        #expect(SVGReader.number("x", in: bar) == 75)
        #expect(SVGReader.number("width", in: bar) == 75)
        #expect(SVGReader.number("y", in: bar) == 30)
        #expect(SVGReader.number("height", in: bar) == 2)
        let dark = renderer(SVGStyle.uikitUnderline.inAppearance(.dark)).render(
            ["Month", "Day"], position: 1)
        #expect(SVGReader.attribute("fill", in: indicator(dark)!) == "#FFFFFF")
    }

    @Test("labels are drawn with the shaping they were measured with: no ligatures")
    func shaping() {
        let svg = renderer(.materialUnderline).render(["office", "fit"], position: 0)
        #expect(svg.contains("font-variant-ligatures: none"))
    }

    @Test("a 99+ badge takes room from the gaps, not the margin")
    func badgeInSpacing() {
        let segments = [SVGSegment("Inbox"), SVGSegment("Sent", badge: .count(120))]
        let svg = renderer(.materialUnderline).render(segments, position: 0, width: 200)
        let badge = svg.firstMatch(
            of: #/<g class="badge"><rect x="([0-9.]+)" y="[^"]*" width="([0-9.]+)"/#)!
        let maxX = Double(badge.output.1)! + Double(badge.output.2)!
        // Badge text "99+" at 8 pt (70 % of 12): 30 wide + 2 × 5 padding (the core's
        // BadgeMetrics, as UIKit uses) = 40.
        // Widths 50 and 40 + 2 + 40 = 82: gaps (200 − 132) / 3; the badge ends one gap from the edge.
        #expect(abs(maxX - (200 - 68.0 / 3)) < 0.01)
    }

    /// A shape's or text's fill with its `fill-opacity`, read back from the document.
    private func fill(_ tag: Substring) -> RGBAColor? {
        guard let hex = SVGReader.attribute("fill", in: tag), let color = RGBAColor(hex: hex)
        else { return nil }
        return color.withOpacity(SVGReader.number("fill-opacity", in: tag) ?? 1)
    }

    @Test(
        "every title in every built-in picture keeps 3:1 against what is drawn under it",
        arguments: SVGStyle.builtIn)
    func drawnContrast(style: SVGStyle) throws {
        for appearance in Appearance.allCases {
            let svg = renderer(style.inAppearance(appearance)).render(
                ["Home", "Trending"], position: 1)
            var surface: RGBAColor = appearance == .dark ? .black : .white
            for name in ["background", "track"] {
                if let tag = SVGReader.elements(svg, class: name).first, let color = fill(tag) {
                    surface = color.composited(over: surface)
                }
            }
            let labels = SVGReader.labels(svg)
            try #require(labels.count == 2)
            for (index, label) in labels.enumerated() {
                var under = surface
                if index == 1, style.design.layout.indicator.placement == .fill,
                    let tag = indicator(svg), let color = fill(tag)
                {
                    under = color.composited(over: surface)
                }
                let title = try #require(fill(label.tag))
                let ratio = title.contrastRatio(over: under)
                #expect(ratio >= 3, "\(style.id) \(appearance) \(label.text): \(ratio)")
            }
        }
    }
}

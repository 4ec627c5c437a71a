import SegmentedCore
import SegmentedSVG
import Testing

@Suite("The renderer places what the core computes")
struct SVGRendererTests {
    static let labels: [SVGSegment] = ["Home", "Trending", "Library"]

    func renderer(_ style: SVGStyle) -> SVGRenderer {
        SVGRenderer(style: style, measurer: FixedMeasurer())
    }

    @Test("the document is a standalone SVG of the requested width")
    func document() {
        let svg = renderer(.materialUnderline).render(Self.labels, position: 0, width: 320)
        #expect(
            svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"320\" height=\"26\""))
        // Hugging: titles 10 high, 12 pt to the bar, a 3-pt bar, a 1-pt hairline.
        #expect(svg.contains("viewBox=\"0 0 320 26\""))
        #expect(
            svg.contains("<title>Segmented control: Home (selected), Trending, Library</title>"))
        #expect(svg.hasSuffix("</svg>\n"))
        #expect(xmlParseError(svg) == nil)
    }

    @Test("the underline sits under the selected label with the label's width")
    func underline() {
        let renderer = renderer(.materialUnderline)
        let arrangement = renderer.arrange(Self.labels, width: 320)
        let svg = renderer.render(Self.labels, position: 1, width: 320)
        let indicator = try! #require(SVGReader.elements(svg, class: "indicator").first)
        let expected = arrangement.indicatorFrame(at: 1)
        #expect(approximatelyEqual(SVGReader.number("x", in: indicator)!, expected.minX))
        #expect(SVGReader.number("width", in: indicator) == 80)  // "Trending": 8 × 10
        #expect(SVGReader.number("y", in: indicator) == expected.minY)
        #expect(SVGReader.number("height", in: indicator) == 3)
        #expect(SVGReader.attribute("fill", in: indicator) == "#000000")
        let divider = try! #require(SVGReader.elements(svg, class: "divider").first)
        #expect(SVGReader.number("width", in: divider) == 320)
        #expect(SVGReader.number("y", in: divider) == 25)
    }

    @Test("labels are centred on their content frames, baseline at the font's ascent")
    func labelsCentred() {
        let renderer = renderer(.materialUnderline)
        let arrangement = renderer.arrange(Self.labels, width: 320)
        let labels = SVGReader.labels(renderer.render(Self.labels, position: 1, width: 320))
        #expect(labels.map(\.text) == ["Home", "Trending", "Library"])
        for (index, label) in labels.enumerated() {
            let content = arrangement.contentFrames[index]
            #expect(approximatelyEqual(SVGReader.number("x", in: label.tag)!, content.midX))
            #expect(approximatelyEqual(SVGReader.number("y", in: label.tag)!, content.minY + 8))
        }
        #expect(SVGReader.attribute("fill", in: labels[1].tag) == "#007AFF")
        #expect(SVGReader.attribute("fill", in: labels[0].tag) == "#8E8E93")
    }

    @Test("the pill has a rounded track and a rounded indicator from the core's radius")
    func pill() {
        let renderer = renderer(.slidingPill)
        let arrangement = renderer.arrange(Self.labels, width: 300)
        let svg = renderer.render(Self.labels, position: 2, width: 300)
        let track = try! #require(SVGReader.elements(svg, class: "track").first)
        #expect(SVGReader.number("rx", in: track) == 9)
        #expect(SVGReader.number("width", in: track) == 300)
        let indicator = try! #require(SVGReader.elements(svg, class: "indicator").first)
        #expect(SVGReader.number("rx", in: indicator) == arrangement.indicatorCornerRadius(at: 2))
        #expect(
            approximatelyEqual(
                SVGReader.number("x", in: indicator)!, arrangement.indicatorFrame(at: 2).minX))
        let labels = SVGReader.labels(svg)
        #expect(SVGReader.attribute("font-weight", in: labels[2].tag) == "bold")
        #expect(SVGReader.attribute("font-weight", in: labels[0].tag) == nil)
    }

    @Test("paged header titles fade to half opacity")
    func pagedHeaderOpacity() {
        let svg = renderer(.pagedHeader).render(["Following", "For You"], position: 0.3)
        let labels = SVGReader.labels(svg)
        #expect(SVGReader.attribute("fill-opacity", in: labels[0].tag) == "0.85")
        #expect(SVGReader.attribute("fill-opacity", in: labels[1].tag) == "0.65")
    }

    @Test("right to left puts segment 0 at the right, mirrored exactly")
    func rightToLeft() {
        let style = SVGStyle.materialUnderline
        let mirrored = style.overriding(SVGStyle.Overrides(layoutDirection: .rightToLeft))
        let ltr = renderer(style).render(Self.labels, position: 0, width: 320)
        let rtl = renderer(mirrored).render(Self.labels, position: 0, width: 320)
        #expect(rtl.contains("direction=\"rtl\""))
        let left = SVGReader.labels(ltr).map { SVGReader.number("x", in: $0.tag)! }
        let right = SVGReader.labels(rtl).map { SVGReader.number("x", in: $0.tag)! }
        for (a, b) in zip(left, right) { #expect(approximatelyEqual(a, 320 - b)) }
        #expect(right[0] > right[1] && right[1] > right[2])
        let indicator = try! #require(SVGReader.elements(rtl, class: "indicator").first)
        let x = SVGReader.number("x", in: indicator)!
        let width = SVGReader.number("width", in: indicator)!
        #expect(approximatelyEqual(x + width / 2, right[0]))
    }

    @Test("a bar wider than the picture is clipped and scrolled by the core's offset")
    func scrolling() {
        let renderer = renderer(.materialUnderline)
        let tabs = (1...12).map { SVGSegment("Section \($0)") }
        let arrangement = renderer.arrange(tabs, width: 300)
        #expect(arrangement.scrolls(in: 300))
        let svg = renderer.render(tabs, position: 6, width: 300)
        let offset = arrangement.scrollOffset(revealing: 6, viewportWidth: 300)
        #expect(offset > 0)
        #expect(svg.contains("width=\"300\""))
        #expect(svg.contains("clip-path=\"url(#segmented-viewport)\""))
        #expect(svg.contains("transform=\"translate(\(SVGNumber.format(-offset)) 0)\""))
        let fits = renderer.render(Self.labels, position: 0, width: 300)
        #expect(!fits.contains("clip-path"))
    }

    @Test("disabled labels take the disabled colour and are never bold")
    func disabled() {
        let segments = [SVGSegment("On"), SVGSegment("Off", isEnabled: false)]
        let svg = renderer(.slidingPill).render(segments, position: 1)
        let labels = SVGReader.labels(svg)
        #expect(SVGReader.attribute("fill", in: labels[1].tag) == "#BDBDBD")
        #expect(SVGReader.attribute("font-weight", in: labels[1].tag) == nil)
        #expect(svg.contains("Off (selected) (disabled)"))
    }

    @Test("badges sit where the core puts them; counts above 99 read 99+")
    func badges() {
        let renderer = renderer(.materialUnderline)
        let segments = [
            SVGSegment("Inbox", badge: .dot), SVGSegment("Sent", badge: .count(120)),
            SVGSegment("Spam", badge: .count(0)),
        ]
        let arrangement = renderer.arrange(segments)
        let svg = renderer.render(segments, position: 0)
        let dot = try! #require(SVGReader.elements(svg, class: "badge").first)
        let frame = arrangement.badgeFrame(forSegment: 0, size: Size(width: 8, height: 8))!
        #expect(approximatelyEqual(SVGReader.number("cx", in: dot)!, frame.midX))
        #expect(approximatelyEqual(SVGReader.number("cy", in: dot)!, frame.midY))
        #expect(svg.contains(">99+</text>"))
        #expect(SVGReader.elements(svg, class: "badge").count == 2)
    }

    @Test("no segments, NaN positions and bad widths still give a picture")
    func badInput() {
        let renderer = renderer(.slidingPill)
        let empty = renderer.render([], position: 0)
        #expect(empty.contains("width=\"280\""))
        #expect(empty.contains("no segments"))
        #expect(xmlParseError(empty) == nil)
        let nan = renderer.render(Self.labels, position: .nan, width: .nan)
        #expect(nan.contains("width=\"280\""))
        #expect(!nan.contains("nan") && !nan.contains("inf"))
        let negative = renderer.render(Self.labels, position: -4, width: -10)
        #expect(negative == renderer.render(Self.labels, position: 0))
    }

    @Test("styles are found by the names people search for and take overrides")
    func styles() {
        #expect(
            SVGStyle.builtIn.map(\.id) == [
                "material-underline", "sliding-pill", "paged-header", "plain-buttons",
                "uikit-underline", "liquid-glass",
            ])
        #expect(SVGStyle.named("nope") == nil)
        let pink = RGBAColor(hex: "#E91E63")!
        let style = SVGStyle.named("material-underline")!.overriding(
            SVGStyle.Overrides(
                indicatorColor: pink, background: .black, fontFamily: "DejaVu Serif",
                fontSize: 20, distribution: .spaceAround, height: 60))
        #expect(style.design.palette.indicator == pink)
        #expect(style.design.palette.background == .black)
        #expect(style.fontFamily == "DejaVu Serif")
        #expect(style.design.fontSize == 20)
        #expect(style.design.layout.distribution == .spaceAround)
        #expect(style.design.height == 60)
        let svg = SVGRenderer(style: style, measurer: FixedMeasurer()).render(["A"], position: 0)
        #expect(svg.contains("font-family=\"DejaVu Serif, sans-serif\""))
        #expect(svg.contains("height=\"60\""))
    }
}

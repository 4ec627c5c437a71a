import SegmentedCore
import SegmentedSVG
import SegmentedTestSupport
import Testing

/// What a picture shows behind the bar: the design's background alone, or layers of gradients
/// and stripes for a clear glass lens to show through.
@Suite("Backdrops")
struct SVGBackdropTests {
    static let labels: [SVGSegment] = ["Day", "Week", "Month"]

    func render(_ layers: [SVGBackdrop.Layer], style: SVGStyle = .liquidGlass) -> String {
        var style = style
        style.backdrop = SVGBackdrop(layers)
        return Fonts.renderer(style).render(Self.labels, position: 1)
    }

    @Test("plain by default: the design's background alone, no backdrop layer")
    func plain() {
        #expect(SVGStyle.liquidGlass.backdrop == .plain)
        #expect(SVGBackdrop.plain.layers.isEmpty)
        let svg = Fonts.renderer(.liquidGlass).render(Self.labels, position: 1)
        #expect(!svg.contains("backdrop"))
    }

    @Test("the busy scene: a gradient and two stripe layers over the whole picture, under the bar")
    func busy() throws {
        var style = SVGStyle.liquidGlass
        style.backdrop = .busy
        let renderer = Fonts.renderer(style)
        let svg = renderer.render(Self.labels, position: 1)
        assertSnapshot(svg, named: "liquid-glass-backdrop-busy")
        #expect(xmlParseError(svg) == nil)
        #expect(svg.contains("<linearGradient id=\"backdrop-0\""))
        #expect(svg.contains("<pattern id=\"backdrop-1\""))
        #expect(svg.contains("<pattern id=\"backdrop-2\""))
        let layers = SVGReader.elements(svg, class: "backdrop")
        #expect(layers.count == 3)
        for layer in layers {
            // The whole picture: the 36-pt bar and 6 pt above and below it for the lens.
            #expect(SVGReader.number("y", in: layer) == -6)
            #expect(SVGReader.number("width", in: layer) == 320)
            #expect(SVGReader.number("height", in: layer) == 48)
        }
        // Over the page, under the track.
        let page = try #require(svg.range(of: "class=\"background\""))
        let first = try #require(svg.range(of: "class=\"backdrop\""))
        let track = try #require(svg.range(of: "class=\"track\""))
        #expect(page.lowerBound < first.lowerBound && first.lowerBound < track.lowerBound)
        // The dark scene has the same layers.
        #expect(SVGBackdrop.busyDark.layers.count == SVGBackdrop.busy.layers.count)
    }

    @Test("a gradient runs along the picture's diagonal through its centre, turned by its angle")
    func gradient() throws {
        let svg = render([.linearGradient([.white, .black, .white], angle: 30)])
        #expect(xmlParseError(svg) == nil)
        // 320 × 48 from y = −6: centre (160, 18), diagonal √(320² + 48²) = 323.58.
        #expect(
            svg.contains(
                "<linearGradient id=\"backdrop-0\" gradientUnits=\"userSpaceOnUse\" x1=\"-1.79\" y1=\"18\" x2=\"321.79\" y2=\"18\" gradientTransform=\"rotate(30 160 18)\">"
            ))
        #expect(svg.contains("<stop offset=\"0.5\" stop-color=\"#000000\"/>"))
        #expect(
            svg.contains(
                "<rect class=\"backdrop\" x=\"0\" y=\"-6\" width=\"320\" height=\"48\" fill=\"url(#backdrop-0)\"/>"
            ))
    }

    @Test("stripes: a tile of one band a colour, clear bands left out, turned by the angle")
    func stripes() {
        let svg = render([
            .stripes([.black, .clear, RGBAColor.white.withOpacity(0.5)], width: 4, angle: -45)
        ])
        #expect(xmlParseError(svg) == nil)
        #expect(
            svg.contains(
                "<pattern id=\"backdrop-0\" patternUnits=\"userSpaceOnUse\" width=\"12\" height=\"12\" patternTransform=\"rotate(-45)\">"
                    + "<rect x=\"0\" width=\"4\" height=\"12\" fill=\"#000000\"/>"
                    + "<rect x=\"8\" width=\"4\" height=\"12\" fill=\"#FFFFFF\" fill-opacity=\"0.5\"/></pattern>"
            ))
    }

    @Test(
        "bad layers draw nothing or a defined fill: no colours, one colour, unusable widths and angles"
    )
    func hostile() {
        let nothing = render([
            .linearGradient([], angle: 0), .stripes([], width: 4, angle: 0),
            .stripes([.black], width: .nan, angle: 0), .stripes([.black], width: 0, angle: 0),
            .stripes([.black], width: -3, angle: 0), .stripes([.black], width: .infinity, angle: 0),
        ])
        #expect(xmlParseError(nothing) == nil)
        #expect(!nothing.contains("backdrop"))
        // One colour fills the picture; an angle that is not finite counts as 0.
        let solid = render([.linearGradient([.black], angle: .nan)])
        #expect(
            solid.contains(
                "<rect class=\"backdrop\" x=\"0\" y=\"-6\" width=\"320\" height=\"48\" fill=\"#000000\"/>"
            ))
        let turned = render([
            .linearGradient([.black, .white], angle: .infinity),
            .stripes([.black], width: 2, angle: -.nan),
        ])
        #expect(xmlParseError(turned) == nil)
        #expect(turned.contains("gradientTransform=\"rotate(0 160 18)\""))
        #expect(turned.contains("patternTransform=\"rotate(0)\""))
    }

    @Test(
        "a design that is not glass: the backdrop covers the bar alone; a scrolling bar scrolls over it"
    )
    func otherDesigns() throws {
        let pill = render([.linearGradient([.black, .white], angle: 0)], style: .slidingPill)
        let layer = try #require(SVGReader.elements(pill, class: "backdrop").first)
        #expect(SVGReader.number("y", in: layer) == 0)
        var style = SVGStyle.materialUnderline
        style.backdrop = SVGBackdrop([.stripes([.black, .white], width: 3, angle: 0)])
        let tabs = (1...12).map { SVGSegment("Section \($0)") }
        let scrolling = Fonts.renderer(style).render(tabs, position: 8)
        let backdrop = try #require(scrolling.range(of: "class=\"backdrop\""))
        let content = try #require(scrolling.range(of: "<g class=\"content\""))
        #expect(backdrop.lowerBound < content.lowerBound)
    }
}

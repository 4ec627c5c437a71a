import SegmentedCore
import SegmentedSVG
import SegmentedTestSupport
import Testing

/// The glass indicator drawn from the core's lens: at rest, pressed, stretched mid-scrub, in the
/// dark and right to left, and animated through a press, a scrub and a release.
@Suite("Glass lens pictures")
struct SVGLensTests {
    static let labels: [SVGSegment] = ["Day", "Week", "Month"]
    let renderer = Fonts.renderer(.liquidGlass)

    /// A lens over the picture's arrangement, pressed on Week at 0 and, when `scrubTo` is
    /// given, moved to that x at 0.2.
    func lens(scrubTo x: Double? = nil, renderer: SVGRenderer? = nil) throws -> LensMachine {
        let renderer = renderer ?? self.renderer
        let context = renderer.lensContext(Self.labels, selected: 1)
        var control = renderer.makeControl(Self.labels, selected: 1)
        let week = context.arrangement.segmentFrames[1]
        control.handle(.pointer(.began(Point(x: week.midX, y: week.midY), time: 0)), in: context)
        if let x {
            control.handle(.pointer(.moved(Point(x: x, y: week.midY), time: 0.2)), in: context)
        }
        return try #require(control.lens)
    }

    /// The content of the first element of a class, from its opening tag to its closing tag.
    func element(_ svg: String, class name: String, tag: String = "g") throws -> Substring {
        let start = try #require(svg.range(of: "<\(tag) class=\"\(name)\""))
        let end = try #require(svg.range(of: "</\(tag)>", range: start.upperBound..<svg.endIndex))
        return svg[start.lowerBound..<end.upperBound]
    }

    @Test(
        "at rest: the capsule track, a flat indicator under Week (no glass), titles above it, no magnifier"
    )
    func rest() throws {
        let svg = renderer.render(Self.labels, position: 1)
        assertSnapshot(svg, named: "liquid-glass-lens-rest")
        #expect(xmlParseError(svg) == nil)
        // Flat: the indicator colour, opaque, and no shadow, shade, gloss or rim.
        let fill = try #require(SVGReader.elements(svg, class: "indicator").first)
        #expect(SVGReader.attribute("fill", in: fill) == "#FFFFFF")
        #expect(SVGReader.number("fill-opacity", in: fill) == 1)
        for glass in ["lens-shadow", "lens-shade", "lens-gloss", "lens-rim"] {
            #expect(!svg.contains("class=\"\(glass)\""), "\(glass) at rest")
        }
        #expect(!svg.contains("lens-cutout"))
        #expect(!svg.contains("lens-magnifier"))
        // The titles come after the indicator: drawn above the glass.
        let indicator = try #require(svg.range(of: "class=\"indicator\""))
        let titles = try #require(svg.range(of: "class=\"labels\""))
        #expect(indicator.lowerBound < titles.lowerBound)
        // Room above and below for the lifted lens: 6 pt each side of the 36-pt bar.
        #expect(svg.contains("viewBox=\"0 -6 320 48\""))
    }

    @Test(
        "pressed: the indicator lifted 1.15× about its centre, a shadow, the titles magnified inside"
    )
    func pressed() throws {
        let state = try #require(lens().state(at: 1))
        #expect(state.lift == 1)
        let svg = renderer.render(Self.labels, lens: state)
        assertSnapshot(svg, named: "liquid-glass-lens-pressed")
        #expect(xmlParseError(svg) == nil)
        let indicator = state.scaledIndicatorFrame
        #expect(svg.contains("class=\"lens-shadow\""))
        #expect(svg.contains("clip-path=\"url(#lens-clip)\""))
        #expect(svg.contains("scale(1.15)"))
        // The magnifier scales about the lens's centre.
        let centre =
            "translate(\(SVGNumber.format(indicator.midX)) \(SVGNumber.format(indicator.midY)))"
        #expect(svg.contains(centre))
        #expect(svg.contains("width=\"\(SVGNumber.format(indicator.width))\""))
        // Clear glass: the lens colour (white at 30 %) over the track, no opaque backdrop
        // under the magnified titles, which are the magnifier's only content.
        let fill = try #require(SVGReader.elements(svg, class: "indicator").first)
        #expect(SVGReader.number("fill-opacity", in: fill) == 0.3)
        let magnifier = try element(svg, class: "lens-magnifier")
        #expect(!magnifier.contains("<rect"))
        #expect(magnifier.contains("<g class=\"labels\""))
        // The plain titles are cut out of the lens: drawn through a mask whose black shape is
        // the lens, so no title shows twice; the shadow is kept outside the lens the same way.
        let titles = try #require(svg.range(of: "<g class=\"labels\""))
        let opening = svg[titles.lowerBound...].prefix { $0 != ">" }
        #expect(opening.contains("mask=\"url(#lens-cutout)\""))
        #expect(svg.contains("<g class=\"lens-shadow\" mask=\"url(#lens-cutout)\""))
        let maskStart = try #require(svg.range(of: "<mask id=\"lens-cutout\""))
        let maskEnd = try #require(
            svg.range(of: "</mask>", range: maskStart.upperBound..<svg.endIndex))
        let cut = svg[maskStart.lowerBound..<maskEnd.lowerBound]
        let hole =
            "<rect x=\"\(SVGNumber.format(indicator.minX))\" y=\"\(SVGNumber.format(indicator.minY))\""
            + " width=\"\(SVGNumber.format(indicator.width))\""
        #expect(cut.contains(hole))
        #expect(cut.contains("fill=\"#000000\""))
    }

    @Test("mid-scrub: the indicator is stretched between its edges towards the finger")
    func stretched() throws {
        let lens = try lens(scrubTo: 266)
        let state = try #require(lens.state(at: 0.26))
        let rest = lens.arrangement.indicatorFrame(at: 1)
        #expect(state.isStretched(restWidth: rest.width))
        let svg = renderer.render(Self.labels, lens: state)
        assertSnapshot(svg, named: "liquid-glass-lens-stretched")
        #expect(svg.contains("width=\"\(SVGNumber.format(state.scaledIndicatorFrame.width))\""))
    }

    @Test("dark and right to left draw their reference pictures")
    func darkAndRightToLeft() throws {
        let dark = Fonts.renderer(SVGStyle.liquidGlass.inAppearance(.dark))
        let pressed = try #require(lens(renderer: dark).state(at: 1))
        let darkSVG = dark.render(Self.labels, lens: pressed)
        assertSnapshot(darkSVG, named: "liquid-glass-lens-pressed-dark")
        // The lifted glass is clear in the dark too: the dark lens colour, white at 10 %, and
        // nothing opaque under the magnified titles.
        let fill = try #require(SVGReader.elements(darkSVG, class: "indicator").first)
        let lensColor = SegmentedDesign.liquidGlass.indicatorColor(lift: 1, in: .dark)
        #expect(SVGReader.attribute("fill", in: fill) == "#FFFFFF")
        #expect(SVGReader.number("fill-opacity", in: fill) == lensColor.alpha)
        #expect(!(try element(darkSVG, class: "lens-magnifier")).contains("<rect"))
        // Glass is translucent, so the picture carries the page it assumes: black in dark,
        // over the whole picture with the lens's margin, whatever page shows it.
        #expect(
            darkSVG.contains(
                "<rect class=\"background\" y=\"-6\" width=\"320\" height=\"48\" fill=\"#000000\"/>"
            ))
        let mirrored = Fonts.renderer(
            SVGStyle.liquidGlass.overriding(SVGStyle.Overrides(layoutDirection: .rightToLeft)))
        // Right to left Week is still in the middle; the scrub towards Month goes left.
        let lens = try lens(scrubTo: 54, renderer: mirrored)
        #expect(lens.target > 1)
        let state = try #require(lens.state(at: 0.26))
        let svg = mirrored.render(Self.labels, lens: state)
        assertSnapshot(svg, named: "liquid-glass-lens-stretched-rtl")
        #expect(state.indicatorFrame.minX < lens.arrangement.indicatorFrame(at: 1).minX)
    }

    @Test(
        "animated: press, scrub and release become key frames of the indicator, magnifier and titles"
    )
    func animated() {
        let lens = renderer.makeLens(Self.labels, selected: 0)
        let events = SVGRenderer.scrubGesture(on: lens.arrangement, from: 0, to: 2)
        #expect(events.count == 38)  // press, 36 moves over 0.6 s, release
        let svg = renderer.renderLens(Self.labels, selected: 0, events: events)
        assertSnapshot(svg, named: "liquid-glass-lens-animated")
        #expect(xmlParseError(svg) == nil)
        #expect(svg.contains("<animate attributeName=\"width\""))
        #expect(svg.contains("<animateTransform attributeName=\"transform\" type=\"scale\""))
        #expect(svg.contains("repeatCount=\"indefinite\""))
        // The selection ends on Month: its title is bold in the last key frame.
        #expect(svg.contains("bold\" keyTimes") || svg.contains(";bold\""))
    }

    @Test("a tint lies over the flat indicator and fades as the clear lens lifts")
    func tintFades() throws {
        var style = SVGStyle.liquidGlass
        style.appearance.tint = RGBAColor(hex: "#FF2D55")
        let tinted = Fonts.renderer(style)
        // At rest: the untinted indicator colour, the tint over it at the design's 35 %.
        let rest = tinted.render(Self.labels, position: 1)
        let fill = try #require(SVGReader.elements(rest, class: "indicator").first)
        #expect(SVGReader.attribute("fill", in: fill) == "#FFFFFF")
        let restTint = try #require(SVGReader.elements(rest, class: "lens-tint").first)
        #expect(SVGReader.attribute("fill", in: restTint) == "#FF2D55")
        #expect(SVGReader.number("fill-opacity", in: restTint) == 0.35)
        // Lifting: 0.35 × (1 − lift), the core's glassTintOpacity(lift:in:).
        let lens = try lens(renderer: tinted)
        let lifting = try #require(lens.state(at: 0.04))
        #expect(lifting.lift > 0.3 && lifting.lift < 0.9)
        let svg = tinted.render(Self.labels, lens: lifting)
        let tint = try #require(SVGReader.elements(svg, class: "lens-tint").first)
        let expected = 0.35 * (1 - lifting.lift)
        #expect(
            approximatelyEqual(try #require(SVGReader.number("fill-opacity", in: tint)), expected))
        // Fully lifted: no tint over the clear glass.
        let lifted = try #require(lens.state(at: 1))
        #expect(!tinted.render(Self.labels, lens: lifted).contains("lens-tint"))
        // Animated, the tint's opacity follows the lift frame by frame, from and back to 35 %.
        let events = SVGRenderer.scrubGesture(
            on: tinted.makeLens(Self.labels, selected: 0).arrangement, from: 0, to: 2)
        let animated = tinted.renderLens(Self.labels, selected: 0, events: events)
        let values = SVGReader.animatedValues(
            animated, class: "lens-tint", attribute: "fill-opacity")
        #expect(values.first == "0.35")
        #expect(values.last == "0.35")
        #expect(values.contains("0"))
    }

    @Test(
        "Reduce Transparency: lifted, the indicator stays flat and opaque, the titles still magnified"
    )
    func reduceTransparency() throws {
        var style = SVGStyle.liquidGlass
        style.appearance.reduceTransparency = true
        style.appearance.tint = RGBAColor(hex: "#FF2D55")
        let reduced = Fonts.renderer(style)
        let state = try #require(lens(renderer: reduced).state(at: 1))
        #expect(state.lift == 1)
        let svg = reduced.render(Self.labels, lens: state)
        #expect(xmlParseError(svg) == nil)
        let fill = try #require(SVGReader.elements(svg, class: "indicator").first)
        #expect(SVGReader.number("fill-opacity", in: fill) == 1)
        let tint = try #require(SVGReader.elements(svg, class: "lens-tint").first)
        #expect(SVGReader.number("fill-opacity", in: tint) == 0.35)
        for glass in ["lens-shadow", "lens-shade", "lens-gloss", "lens-rim"] {
            #expect(!svg.contains("class=\"\(glass)\""), "\(glass) with Reduce Transparency")
        }
        #expect(svg.contains("scale(1.15)"))
    }

    @Test("hostile: no segments, a gesture on nothing, Reduce Motion")
    func hostile() {
        let empty = renderer.renderLens([], selected: 0, events: [.began(.zero, time: 0)])
        #expect(xmlParseError(empty) == nil)
        #expect(SVGRenderer.scrubGesture(on: renderer.arrange([]), from: 0, to: 3).isEmpty)
        let lens = renderer.makeLens(Self.labels, selected: 0)
        let events = SVGRenderer.scrubGesture(on: lens.arrangement, from: 0, to: 2)
        let reduced = renderer.renderLens(
            Self.labels, selected: 0, events: events, reduceMotion: true)
        #expect(xmlParseError(reduced) == nil)
        #expect(!reduced.contains("lens-magnifier"))  // never lifted
    }
}

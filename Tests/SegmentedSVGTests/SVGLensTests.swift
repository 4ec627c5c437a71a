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

    @Test(
        "at rest: the capsule track, the glass indicator under Week, titles above it, no magnifier")
    func rest() throws {
        let svg = renderer.render(Self.labels, position: 1)
        assertSnapshot(svg, named: "liquid-glass-lens-rest")
        #expect(xmlParseError(svg) == nil)
        #expect(svg.contains("class=\"lens-rim\""))
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
        // The magnifier's backdrop: the lifted glass over the dark track over black.
        let design = SegmentedDesign.liquidGlass
        let backdrop = design.indicatorColor(lift: 1, in: .dark).composited(
            over: design.trackColor(in: .dark).composited(over: .black))
        #expect(
            darkSVG.contains(
                "fill=\"\(RGBAColor(red: backdrop.red, green: backdrop.green, blue: backdrop.blue).hexString)\""
            ))
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

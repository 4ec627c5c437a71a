import SegmentedCore
import SegmentedSVG
import Testing

@Suite("Labels can never become markup")
struct XMLEscapingTests {
    @Test("the five markup characters become entities")
    func markupCharacters() {
        #expect(XMLEscaping.escape("") == "")
        #expect(XMLEscaping.escape("Home") == "Home")
        #expect(XMLEscaping.escape("a&b<c>d\"e'f") == "a&amp;b&lt;c&gt;d&quot;e&apos;f")
        #expect(XMLEscaping.escape("&amp;") == "&amp;amp;")
    }

    @Test("characters illegal in XML 1.0 are removed, tab and newlines kept")
    func illegalCharacters() {
        #expect(XMLEscaping.escape("a\u{0}b\u{1B}c\u{7}") == "abc")
        #expect(XMLEscaping.escape("a\tb\nc\rd") == "a\tb\nc\rd")
        #expect(XMLEscaping.escape("x\u{FFFE}y\u{FFFF}z") == "xyz")
        #expect(XMLEscaping.escape("推薦 é 👩‍👩‍👧") == "推薦 é 👩‍👩‍👧")
        #expect(XMLEscaping.removingIllegalCharacters("<\u{1}>") == "<>")
    }

    @Test("a hostile label comes out escaped and the picture still parses")
    func hostileLabel() {
        let hostile = "</text><script>alert(1)</script> & \"x\""
        let segments = [SVGSegment(hostile), "Safe\u{0}\u{FFFF}", SVGSegment("'quoted'")]
        let renderer = Fonts.renderer(.materialUnderline)
        for svg in [
            renderer.render(segments, position: 0),
            renderer.renderTransition(segments, from: 0, to: 2),
        ] {
            #expect(!svg.contains("<script"))
            #expect(!svg.contains("</script"))
            #expect(
                svg.contains(
                    "&lt;/text&gt;&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;x&quot;"))
            #expect(!svg.unicodeScalars.contains { !XMLEscaping.isAllowed($0) })
            #expect(xmlParseError(svg) == nil)
            #expect(SVGReader.labels(svg).count == 3)
        }
    }

    @Test("a hostile font family cannot break out of its attribute")
    func hostileFontFamily() {
        let style = SVGStyle.slidingPill.overriding(
            SVGStyle.Overrides(fontFamily: "X\" onload=\"alert(1)"))
        let svg = SVGRenderer(style: style, measurer: Fonts.regular).render(["A"], position: 0)
        #expect(!svg.contains("onload="))
        #expect(svg.contains("font-family=\"X onloadalert1, sans-serif\""))
        #expect(xmlParseError(svg) == nil)
    }
}

@Suite("Numbers are compact and deterministic")
struct SVGNumberTests {
    @Test("at most two decimals, no trailing zeros, no negative zero")
    func format() {
        #expect(SVGNumber.format(0) == "0")
        #expect(SVGNumber.format(-0.0) == "0")
        #expect(SVGNumber.format(-0.004) == "0")
        #expect(SVGNumber.format(127) == "127")
        #expect(SVGNumber.format(58.5) == "58.5")
        #expect(SVGNumber.format(186.25) == "186.25")
        #expect(SVGNumber.format(1.0 / 3) == "0.33")
        #expect(SVGNumber.format(2.0 / 3) == "0.67")
        #expect(SVGNumber.format(-12.305) == "-12.31")
        #expect(SVGNumber.format(0.05) == "0.05")
        #expect(SVGNumber.format(1.999) == "2")
        #expect(SVGNumber.format(0.12345, decimals: 4) == "0.1235")
        #expect(SVGNumber.format(7, decimals: -3) == "7")
    }

    @Test("NaN and infinities give 0; huge values stay plain numbers")
    func badNumbers() {
        #expect(SVGNumber.format(.nan) == "0")
        #expect(SVGNumber.format(.infinity) == "0")
        #expect(SVGNumber.format(-.infinity) == "0")
        #expect(SVGNumber.format(1e300) == "9000000000000000")
        #expect(SVGNumber.format(-1e300) == "-9000000000000000")
    }
}

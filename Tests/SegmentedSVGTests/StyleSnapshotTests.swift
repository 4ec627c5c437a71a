import SegmentedCore
import SegmentedSVG
import SegmentedTestSupport
import Testing

@Suite("Built-in styles draw as their reference pictures")
struct StyleSnapshotTests {
    static let labels: [SVGSegment] = ["Home", "Trending", "Library"]

    @Test("every built-in style draws its reference picture", arguments: SVGStyle.builtIn)
    func builtInStyle(style: SVGStyle) {
        let svg = Fonts.renderer(style).render(Self.labels, position: 1)
        assertSnapshot(svg, named: style.id)
        #expect(xmlParseError(svg) == nil)
    }

    @Test(
        "every built-in style right to left draws its reference picture",
        arguments: SVGStyle.builtIn)
    func rightToLeft(style: SVGStyle) {
        let mirrored = style.overriding(SVGStyle.Overrides(layoutDirection: .rightToLeft))
        let svg = Fonts.renderer(mirrored).render(Self.labels, position: 1)
        assertSnapshot(svg, named: "\(style.id)-rtl")
    }

    @Test(
        "every built-in style in the dark appearance draws its reference picture",
        arguments: SVGStyle.builtIn)
    func dark(style: SVGStyle) {
        let svg = Fonts.renderer(style.inAppearance(.dark)).render(Self.labels, position: 1)
        assertSnapshot(svg, named: "\(style.id)-dark")
        #expect(xmlParseError(svg) == nil)
    }

    @Test("badges, a disabled segment and a scrolling bar draw their reference pictures")
    func badgesAndScrolling() {
        let inbox: [SVGSegment] = [
            SVGSegment("Inbox", badge: .count(3)), SVGSegment("Mentions", badge: .dot),
            SVGSegment("Drafts", isEnabled: false), SVGSegment("Sent", badge: .count(120)),
        ]
        assertSnapshot(
            Fonts.renderer(.materialUnderline).render(inbox, position: 0, width: 400),
            named: "material-underline-badges")
        let tabs = (1...10).map { SVGSegment("Section \($0)") }
        assertSnapshot(
            Fonts.renderer(.materialUnderline).render(tabs, position: 5, width: 320),
            named: "material-underline-scrolling")
    }

    @Test("an ease-in-out transition draws its reference animation")
    func animatedTransition() {
        let svg = Fonts.renderer(.uikitUnderline).renderTransition(
            Self.labels, from: 0, to: 2, options: SVGAnimationOptions(framesPerSecond: 30))
        assertSnapshot(svg, named: "uikit-underline-animated")
        #expect(xmlParseError(svg) == nil)
    }
}

extension SVGStyle: CustomTestStringConvertible {
    /// The style's identifier, such as `sliding-pill`, as test arguments are named.
    public var testDescription: String { id }
}

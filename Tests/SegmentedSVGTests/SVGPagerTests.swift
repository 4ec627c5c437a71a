import SegmentedCore
import SegmentedSVG
import Testing

@Suite("Animated swipe in a pager")
struct SVGPagerTests {
    static let labels: [SVGSegment] = ["Following", "For You"]

    func renderer(_ direction: LayoutDirection = .leftToRight) -> SVGRenderer {
        SVGRenderer(
            style: SVGStyle.pagedHeader.overriding(SVGStyle.Overrides(layoutDirection: direction)),
            measurer: FixedMeasurer())
    }

    /// The pages' horizontal translation at each key frame.
    func pageShifts(_ svg: String) -> [Double] {
        guard
            let match = svg.firstMatch(
                of:
                    #/<animateTransform attributeName="transform" type="translate" values="([^"]*)"/#
            )
        else { return [] }
        return match.output.1.split(separator: ";").compactMap {
            $0.split(separator: " ").first.flatMap { Double($0) }
        }
    }

    @Test("released past half-way, the pages settle on the next page and the header follows")
    func settlesOnNextPage() throws {
        let renderer = renderer()
        let svg = renderer.renderSwipe(Self.labels, dragFraction: 0.6, width: 300)
        #expect(xmlParseError(svg) == nil)
        let shifts = pageShifts(svg)
        #expect(shifts.first == 0 && shifts.last == -300)
        // The drag stops at 60 % of a page (−180) before the settling takes over.
        #expect(shifts.contains(-180))
        #expect(svg.contains("settle on For You"))
        // Header and pages come from one pager state: at every key frame the indicator is
        // where the core puts it for the pages' position (offset over page width).
        let arrangement = renderer.arrange(Self.labels, width: 300)
        let xs = SVGReader.animatedValues(svg, class: "indicator", attribute: "x")
            .compactMap(Double.init)
        try #require(xs.count == shifts.count)
        for (x, shift) in zip(xs, shifts) {
            let position = -shift / 300
            #expect(abs(x - arrangement.indicatorFrame(at: position).minX) < 0.01)
        }
    }

    @Test("released before half-way, the pages go back and nothing is selected")
    func returns() {
        let svg = renderer().renderSwipe(Self.labels, dragFraction: 0.3, width: 300)
        let shifts = pageShifts(svg)
        #expect(shifts.first == 0 && shifts.last == 0 && shifts.min() == -90)
        #expect(!svg.contains("settle on"))
    }

    @Test("right to left, page 0 is at the right and the pages move the other way")
    func rightToLeft() {
        let svg = renderer(.rightToLeft).renderSwipe(Self.labels, width: 300)
        let shifts = pageShifts(svg)
        #expect(shifts.first == -300 && shifts.last == 0)
    }

    @Test("no segments, NaN sizes: a well-formed picture")
    func hostile() {
        let svg = renderer().renderSwipe(
            [], from: 7, dragFraction: .nan, width: .nan, pageHeight: .infinity)
        #expect(xmlParseError(svg) == nil)
        let one = renderer().renderSwipe(["Only"], dragFraction: 1, pageHeight: .nan)
        #expect(xmlParseError(one) == nil)
    }
}

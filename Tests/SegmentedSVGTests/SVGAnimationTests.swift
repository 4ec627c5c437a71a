import SegmentedCore
import SegmentedSVG
import Testing

@Suite("Animated pictures follow the core's motion")
struct SVGAnimationTests {
    static let labels: [SVGSegment] = ["Home", "Trending", "Library"]

    func renderer(_ style: SVGStyle) -> SVGRenderer {
        SVGRenderer(style: style, measurer: FixedMeasurer())
    }

    func xValues(_ svg: String) -> [Double] {
        SVGReader.animatedValues(svg, class: "indicator", attribute: "x").compactMap(Double.init)
    }

    @Test("ease-in-out moves the indicator monotonically and ends on the target frame")
    func easeInOut() {
        let renderer = renderer(.uikitUnderline)
        let arrangement = renderer.arrange(Self.labels)
        let svg = renderer.renderTransition(
            Self.labels, from: 0, to: 2, motion: .easeInOut(duration: 0.3))
        let xs = xValues(svg)
        #expect(xs.count > 10)
        #expect(zip(xs, xs.dropFirst()).allSatisfy { $0 <= $1 })
        #expect(approximatelyEqual(xs.first!, arrangement.indicatorFrame(at: 0).minX))
        #expect(approximatelyEqual(xs.last!, arrangement.indicatorFrame(at: 2).minX))
        // The base attributes show the start.
        let indicator = try! #require(SVGReader.elements(svg, class: "indicator").first)
        #expect(
            approximatelyEqual(
                SVGReader.number("x", in: indicator)!, arrangement.indicatorFrame(at: 0).minX))
    }

    @Test("an underdamped spring overshoots the target and settles on it")
    func springOvershoots() {
        let renderer = renderer(.materialUnderline)
        let arrangement = renderer.arrange(Self.labels)
        let svg = renderer.renderTransition(
            Self.labels, from: 0, to: 1, motion: .spring(response: 0.5, dampingFraction: 0.4))
        let xs = xValues(svg)
        let target = arrangement.indicatorFrame(at: 1).minX
        #expect(xs.max()! > target + 1)
        #expect(approximatelyEqual(xs.last!, target))
        let widths = SVGReader.animatedValues(svg, class: "indicator", attribute: "width")
        #expect(approximatelyEqual(Double(widths.last!)!, arrangement.indicatorFrame(at: 1).width))
    }

    @Test("elastic travel stretches the indicator beyond both end widths mid-way")
    func elastic() {
        var style = SVGStyle.materialUnderline
        style.design.layout.indicator.travel = .elastic
        let svg = renderer(style).renderTransition(
            Self.labels, from: 0, to: 2, motion: .linear(duration: 0.4))
        let widths = SVGReader.animatedValues(svg, class: "indicator", attribute: "width")
            .compactMap(Double.init)
        #expect(widths.max()! > max(widths.first!, widths.last!) + 10)
    }

    @Test("key times run strictly from 0 to 1 and the loop holds the end")
    func keyTimes() {
        let svg = renderer(.uikitUnderline).renderTransition(
            Self.labels, from: 0, to: 1,
            options: SVGAnimationOptions(framesPerSecond: 60, delay: 0.5, hold: 1))
        let times = SVGReader.keyTimes(svg)
        #expect(times.first == 0)
        #expect(times.last == 1)
        #expect(zip(times, times.dropFirst()).allSatisfy { $0 < $1 })
        #expect(svg.contains("dur=\"1.7s\""))  // 0.5 s delay + 0.2 s motion + 1 s hold
        #expect(svg.contains("repeatCount=\"indefinite\""))
        let xs = xValues(svg)
        #expect(xs[0] == xs[1])  // held during the delay
        let once = renderer(.uikitUnderline).renderTransition(
            Self.labels, from: 0, to: 1, options: SVGAnimationOptions(repeats: false, delay: 0))
        #expect(once.contains("fill=\"freeze\""))
        #expect(!once.contains("repeatCount"))
        #expect(once.contains("dur=\"0.2s\""))
    }

    @Test("label colours and weights animate between selected and not selected")
    func labels() {
        let svg = renderer(.slidingPill).renderTransition(Self.labels, from: 0, to: 1)
        let first = SVGReader.animatedValues(svg, class: "labels", attribute: "fill")
        #expect(first.first == "#000000")
        #expect(first.last == "#3C3C43")
        #expect(svg.contains("attributeName=\"font-weight\" values=\"normal;"))
        #expect(svg.contains("calcMode=\"discrete\""))
        #expect(xmlParseError(svg) == nil)
    }

    @Test("no motion jumps in one frame; the same position animates nothing")
    func noMotion() {
        let svg = renderer(.uikitUnderline).renderTransition(
            Self.labels, from: 0, to: 2, motion: Motion.none,
            options: SVGAnimationOptions(delay: 0, hold: 0))
        #expect(xValues(svg).count == 2)
        let still = renderer(.uikitUnderline).renderTransition(Self.labels, from: 1, to: 1)
        #expect(!still.contains("<animate"))
    }

    @Test("a scrolling bar scrolls with the indicator")
    func scrollingAnimation() {
        let tabs = (1...12).map { SVGSegment("Section \($0)") }
        let svg = renderer(.materialUnderline).renderTransition(tabs, from: 0, to: 11, width: 300)
        #expect(svg.contains("<animateTransform attributeName=\"transform\" type=\"translate\""))
    }
}

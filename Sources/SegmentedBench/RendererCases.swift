import SegmentedFontMetrics
import SegmentedSVG

/// Whole renders through the front-ends: one SVG document of a five-segment control.
enum RendererCases {
    /// Five tab titles.
    static let titles: [SVGSegment] = ["Home", "Trending", "Subscriptions", "Library", "News"]

    static var all: [BenchCase] {
        [
            BenchCase(
                name: "svg/5", group: "SVG document, Material underline", count: 5,
                countingIterations: 1_000, prepare: svgRunner)
        ]
    }

    /// Renders the Material underline design at a position that sweeps across the bar, so
    /// the indicator and label colours change every time; labels are measured with a warm
    /// cache, as a renderer that draws frame after frame has.
    private static func svgRunner() -> Runner? {
        guard let font = MeasurerCases.font() else { return nil }
        let renderer = SVGRenderer(style: .materialUnderline, measurer: TextMeasurer(font: font))
        let last = Double(titles.count - 1)
        let step = goldenStep * last
        var position = 0.0
        return { iterations in
            var checksum = 0.0
            var p = position
            for _ in 0..<iterations {
                advance(&p, by: step, limit: last)
                checksum += Double(renderer.render(titles, position: p).utf8.count)
            }
            position = p
            return checksum
        }
    }
}

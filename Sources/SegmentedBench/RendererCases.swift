import SegmentedCore
import SegmentedFontMetrics
import SegmentedSVG
import SegmentedTerminal

/// Whole renders through the front-ends: one SVG document and one terminal frame of a
/// five-segment control.
enum RendererCases {
    /// Five tab titles.
    static let titles: [SVGSegment] = ["Home", "Trending", "Subscriptions", "Library", "News"]

    static var all: [BenchCase] {
        [
            BenchCase(
                name: "svg/5", group: "SVG document, Material underline", count: 5,
                countingIterations: 1_000, prepare: svgRunner),
            BenchCase(
                name: "terminal/5", group: "terminal frame (ANSI, true colour), Material underline",
                count: 5, countingIterations: 1_000, prepare: terminalRunner),
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

    /// Draws the Material underline design into a fresh 60-column grid at a sweeping
    /// position and encodes the whole grid as ANSI text in true colour: one frame of the
    /// terminal demo, written out in full.
    private static func terminalRunner() -> Runner? {
        let control = TerminalSegmentedControl(
            design: .materialUnderline, labels: titles.map(\.title), width: 60)
        let last = Double(titles.count - 1)
        let step = goldenStep * last
        var position = 0.0
        return { iterations in
            var checksum = 0.0
            var p = position
            for _ in 0..<iterations {
                advance(&p, by: step, limit: last)
                var grid = CellGrid(columns: control.width, rows: control.rows)
                control.draw(into: &grid, row: 0, column: 0, position: p, colors: .trueColor)
                checksum += Double(grid.ansiText(colors: .trueColor).utf8.count)
            }
            position = p
            return checksum
        }
    }
}

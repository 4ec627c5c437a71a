import SegmentedCore
import SegmentedFontMetrics
import SegmentedSVG
import SegmentedTerminal

/// Whole renders through the front-ends: one SVG document and one terminal frame of a
/// five-segment control.
enum RendererCases {
    /// Five tab titles.
    static let titles: [SVGSegment] = ["Home", "Trending", "Subscriptions", "Library", "News"]
    /// The last title's position: the SVG and terminal cases sweep from 0 to it…
    private static let last = Double(titles.count - 1)
    /// …by the golden ratio of it each time.
    private static let step = goldenStep * last

    static var all: [BenchCase] {
        [
            BenchCase(
                name: "svg/5", group: "SVG document, Material underline", count: 5,
                countingIterations: 1_000, prepare: svgRunner),
            BenchCase(
                name: "terminal/5", group: "terminal frame (ANSI, true colour), Material underline",
                count: 5, countingIterations: 1_000, prepare: terminalRunner),
            BenchCase(
                name: "terminal-demo/frame",
                group: "terminal demo frame (five designs, 100 × 30, true colour, update)",
                countingIterations: 200, prepare: demoRunner),
        ]
    }

    /// Renders the Material underline design at a position that sweeps across the bar, so
    /// the indicator and label colours change every time; labels are measured with a warm
    /// cache, as a renderer that draws frame after frame has.
    private static func svgRunner() -> Runner? {
        guard let font = MeasurerCases.font() else { return nil }
        let renderer = SVGRenderer(style: .materialUnderline, measurer: TextMeasurer(font: font))
        var position = 0.0
        return { iterations in
            sweep(&position, by: step, limit: last, iterations: iterations, into: 0.0) {
                p, checksum in
                checksum += Double(renderer.render(titles, position: p).utf8.count)
            }
        }
    }

    /// One frame of the live demo, as its loop runs it: the whole page (five controls, their
    /// headings and the key help) drawn at the current time into a 100 × 30 grid, and the
    /// ANSI update from the previous frame written out. A key every 20 frames (a third of a
    /// second) keeps an indicator moving, so frames differ as they do while animating.
    private static func demoRunner() -> Runner? {
        var state = DemoState(size: TerminalSize(columns: 100, rows: 30), colors: .trueColor)
        var previous: CellGrid?
        var frame = 0
        return { iterations in
            var checksum = 0.0
            for _ in 0..<iterations {
                frame &+= 1
                let time = Double(frame) / 60
                if frame % 20 == 0 { state.apply(.navigate(.next), at: time) }
                let grid = state.frame(at: time)
                checksum += Double(grid.ansiUpdate(from: previous, colors: .trueColor).utf8.count)
                previous = grid
            }
            return checksum
        }
    }

    /// Draws the Material underline design into a fresh 60-column grid at a sweeping
    /// position and encodes the whole grid as ANSI text in true colour: one frame of the
    /// terminal demo, written out in full.
    private static func terminalRunner() -> Runner? {
        let control = TerminalSegmentedControl(
            design: .materialUnderline, labels: titles.map(\.title), width: 60)
        var position = 0.0
        return { iterations in
            sweep(&position, by: step, limit: last, iterations: iterations, into: 0.0) {
                p, checksum in
                var grid = CellGrid(columns: control.width, rows: control.rows)
                control.draw(into: &grid, row: 0, column: 0, position: p, colors: .trueColor)
                checksum += Double(grid.ansiText(colors: .trueColor).utf8.count)
            }
        }
    }
}

import SegmentedCore
import SegmentedTerminal
import SegmentedTestSupport
import Testing

@Suite("Drawing a control in terminal cells")
struct TerminalRenderingTests {
    static let samples: [(SegmentedDesign, [String])] = [
        (.materialUnderline, ["Home", "Trending", "推薦", "Subscriptions"]),
        (.slidingPill, ["Day", "Week", "Month", "Year"]),
        (.pagedHeader, ["Following", "For You"]),
        (.plainButtons, ["All", "Unread", "Flagged", "Drafts"]),
        (.uikitUnderline, ["First", "Second", "Third"]),
    ]

    private func render(
        _ control: TerminalSegmentedControl, position: Double, colors: ColorMode = .none
    ) -> CellGrid {
        var grid = CellGrid(columns: control.width, rows: control.rows)
        control.draw(into: &grid, row: 0, column: 0, position: position, colors: colors)
        return grid
    }

    /// The columns holding `text` on a row of the grid (wide characters count twice).
    private func columns(of text: String, in grid: CellGrid, row: Int) -> Range<Int>? {
        let width = CellWidth.of(text)
        for start in 0..<grid.columns {
            var candidate = ""
            for column in start..<min(grid.columns, start + width) {
                let cell = grid[row: row, column: column]
                if !cell.isContinuation { candidate.append(cell.character) }
            }
            if candidate == text, !grid[row: row, column: start].isContinuation {
                return start..<(start + width)
            }
        }
        return nil
    }

    /// The columns of the bar characters on a row.
    private func barColumns(in grid: CellGrid, row: Int) -> [Int] {
        (0..<grid.columns).filter { "━╸╺╼╾".contains(grid[row: row, column: $0].character) }
    }

    @Test(
        "each design at rest, mid-way and in colour reads as its design",
        arguments: 0..<5)
    func designSnapshots(index: Int) {
        let (design, labels) = Self.samples[index]
        let control = TerminalSegmentedControl(design: design, labels: labels, width: 48)
        let midway = labels.count > 2 ? 1.5 : 0.5
        let text =
            "\(design.name), plain, at 1:\n" + render(control, position: 1).framedText
            + "\nplain, at \(midway):\n" + render(control, position: midway).framedText
            + "\ncolour glyphs, at \(midway):\n"
            + render(control, position: midway, colors: .trueColor).framedText
            + fillMap(render(control, position: midway, colors: .trueColor), design: design)
        assertSnapshot(text, named: design.id, extension: "txt")
    }

    /// For a fill indicator, its cells as `█` (and half-block edges as they are).
    private func fillMap(_ grid: CellGrid, design: SegmentedDesign) -> String {
        guard design.layout.indicator.placement == .fill else { return "" }
        var line = "|"
        for column in 0..<grid.columns {
            let cell = grid[row: 0, column: column]
            if "▐▌".contains(cell.character) {
                line.append(cell.character)
            } else {
                line += cell.style.background == design.palette.indicator ? "█" : " "
            }
        }
        return "fill cells, at 1.5:\n" + line + "|\n"
    }

    @Test("the underline sits exactly under the selected label, CJK labels included")
    func underlineUnderLabel() {
        let control = TerminalSegmentedControl(
            design: .materialUnderline, labels: ["推薦", "熱門", "Home"], width: 40)
        for (index, label) in control.labels.enumerated() {
            let grid = render(control, position: Double(index))
            let labelColumns = columns(of: label, in: grid, row: 0)
            #expect(labelColumns != nil)
            #expect(barColumns(in: grid, row: 1) == Array(labelColumns ?? 0..<0))
        }
        assertSnapshot(
            render(control, position: 0).framedText, named: "cjk-labels", extension: "txt")
    }

    @Test("right to left puts segment 0 at the right and keeps the bar under it")
    func rightToLeft() {
        let labels = ["Home", "Trending", "推薦"]
        let control = TerminalSegmentedControl(
            design: .materialUnderline, labels: labels, width: 40, layoutDirection: .rightToLeft)
        let grid = render(control, position: 0)
        let home = columns(of: "Home", in: grid, row: 0)
        let trending = columns(of: "Trending", in: grid, row: 0)
        #expect(home != nil && trending != nil)
        #expect((home?.lowerBound ?? 0) > (trending?.lowerBound ?? 0))
        #expect(barColumns(in: grid, row: 1) == Array(home ?? 0..<0))

        let uikit = TerminalSegmentedControl(
            design: .uikitUnderline, labels: ["First", "Second", "Third"], width: 30,
            layoutDirection: .rightToLeft)
        assertSnapshot(
            grid.framedText + "\n" + render(uikit, position: 0.5).framedText,
            named: "right-to-left", extension: "txt")
    }

    @Test("labels are truncated with an ellipsis only where the width forces it")
    func truncation() {
        let labels = ["Subscriptions", "Home", "Notifications"]
        let roomy = TerminalSegmentedControl(design: .materialUnderline, labels: labels, width: 80)
        #expect(roomy.labels == labels)

        // 13 + 4 + 13 = 30 cells fit 30 exactly (the Material gaps may fall to 0), so 26 forces
        // truncation.
        let tight = TerminalSegmentedControl(design: .materialUnderline, labels: labels, width: 26)
        #expect(tight.labels[1] == "Home")
        #expect(tight.labels[0].hasSuffix("…") && tight.labels[2].hasSuffix("…"))
        #expect(tight.arrangement.contentSize.width <= 26)
        let pill = TerminalSegmentedControl(design: .slidingPill, labels: labels, width: 24)
        #expect(pill.labels.allSatisfy { CellWidth.of($0) <= 6 })
        assertSnapshot(
            render(tight, position: 2).framedText + "\n" + render(pill, position: 1).framedText,
            named: "truncation", extension: "txt")
    }

    @Test("with NO_COLOR the output has no escape codes and marks the selection with characters")
    func noColor() {
        let colors = ColorMode.detect(
            environment: ["NO_COLOR": "1", "TERM": "xterm-256color", "COLORTERM": "truecolor"])
        #expect(colors == .none)
        let control = TerminalSegmentedControl(
            design: .slidingPill, labels: ["Day", "Week", "Month"], width: 36)
        let grid = render(control, position: 1, colors: colors)
        let output = grid.ansiText(colors: colors)
        #expect(!output.contains("\u{1B}[0m") && !output.contains("38;"))
        #expect(grid.plainText.contains("[   Week   ]"))
        assertSnapshot(grid.framedText, named: "no-color-pill", extension: "txt")
    }

    @Test("a hostile label never puts its own escape codes on the terminal")
    func hostileLabel() {
        let hostile = "\u{1B}[2J\u{1B}]0;pwned\u{07}Evil"
        for design in SegmentedDesign.all {
            let control = TerminalSegmentedControl(
                design: design, labels: [hostile, "Safe"], width: 40)
            #expect(control.labels[0] == "Evil")
            for colors in ColorMode.allCases {
                let output = render(control, position: 0, colors: colors).ansiText(colors: colors)
                #expect(!output.contains("pwned") && !output.contains("\u{07}"))
                #expect(output.contains("Evil"))
                // Every escape is one of ours: a cursor move, the clear, or a style.
                let ours = output.split(separator: "\u{1B}").dropFirst().allSatisfy { part in
                    let body = part.dropFirst()
                    let parameters = body.prefix { $0.isNumber || $0 == ";" }
                    let final = body.dropFirst(parameters.count).first
                    return part.first == "[" && (final == "H" || final == "m" || final == "J")
                }
                #expect(ours)
                #expect(output.components(separatedBy: "\u{1B}[2J").count <= 2)
            }
        }
    }

    @Test("labels take the design's colour for their emphasis, bold where the design says")
    func labelStyles() {
        let control = TerminalSegmentedControl(
            design: .slidingPill, labels: ["Day", "Week"], width: 30)
        let grid = render(control, position: 1, colors: .trueColor)
        let week = columns(of: "Week", in: grid, row: 0)
        let day = columns(of: "Day", in: grid, row: 0)
        let selected = grid[row: 0, column: week?.lowerBound ?? 0].style
        let other = grid[row: 0, column: day?.lowerBound ?? 0].style
        #expect(selected.foreground == SegmentedDesign.slidingPill.labelColor(emphasis: 1))
        #expect(selected.isBold && !other.isBold)
        #expect(selected.background == SegmentedDesign.slidingPill.palette.indicator)
        #expect(other.background == SegmentedDesign.slidingPill.palette.track)

        let header = TerminalSegmentedControl(
            design: .pagedHeader, labels: ["Following", "For You"], width: 40)
        let faded = render(header, position: 0, colors: .trueColor)
        let title = faded[
            row: 0, column: columns(of: "For You", in: faded, row: 0)?.lowerBound ?? 0]
        // Black (the label colour) at half opacity over white, blended as the terminal cannot.
        #expect(title.style.foreground?.alpha == 1)
        #expect(title.style.foreground?.hexString == "#808080")
    }

    @Test("true colour and 256-colour terminals get their own codes")
    func colorEncodings() {
        let control = TerminalSegmentedControl(
            design: .materialUnderline, labels: ["Home", "Trending"], width: 30)
        let grid = render(control, position: 0.5, colors: .trueColor)
        let trueColor = grid.ansiText(colors: .trueColor)
        let palette = grid.ansiText(colors: .palette256)
        // System blue #007AFF for the title nearest selection; the bar in the label colour.
        #expect(trueColor.contains("38;2;0;0;0") && !trueColor.contains("38;5;"))
        #expect(palette.contains("38;5;") && !palette.contains("38;2;"))
        assertSnapshot(readableEscapes(trueColor), named: "material-truecolor", extension: "txt")
    }

    @Test("a click anywhere on a segment's cells selects it, as the core's hit test says")
    func hitTesting() {
        let control = TerminalSegmentedControl(
            design: .uikitUnderline, labels: ["A", "B", "C"], width: 30)
        #expect(control.segmentIndex(column: 0, row: 0) == 0)
        #expect(control.segmentIndex(column: 9, row: 1) == 0)
        #expect(control.segmentIndex(column: 10, row: 0) == 1)
        #expect(control.segmentIndex(column: 29, row: 1) == 2)
        #expect(control.segmentIndex(column: 30, row: 0) == nil)
        #expect(control.segmentIndex(column: 5, row: 2) == nil)
        let rtl = TerminalSegmentedControl(
            design: .uikitUnderline, labels: ["A", "B", "C"], width: 30,
            layoutDirection: .rightToLeft)
        #expect(rtl.segmentIndex(column: 0, row: 0) == 2)
    }

    @Test("no labels, no width and huge widths draw without trapping")
    func edgeCases() {
        for design in SegmentedDesign.all {
            for (labels, width) in [([String](), 20), (["A"], 0), (["A", "B"], -5), (["推"], 1)] {
                let control = TerminalSegmentedControl(design: design, labels: labels, width: width)
                var grid = CellGrid(columns: 10, rows: 3)
                control.draw(into: &grid, row: 0, column: 0, position: .nan, colors: .trueColor)
                control.draw(into: &grid, row: -4, column: 50, position: 7, colors: .none)
            }
        }
    }
}

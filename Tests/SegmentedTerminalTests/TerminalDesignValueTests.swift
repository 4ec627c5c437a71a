import SegmentedCore
import SegmentedTerminal
import Testing

/// The designs' stated values (docs/designs.md) where a terminal can show them (colours; spacing and padding in
/// 8-pt columns), in the light appearance and adapted in the dark one.
@Suite("Terminal designs use the designs' stated values")
struct TerminalDesignValueTests {
    private func grid(_ control: TerminalSegmentedControl, position: Double) -> CellGrid {
        var grid = CellGrid(columns: control.width, rows: control.rows)
        control.draw(into: &grid, row: 0, column: 0, position: position, colors: .trueColor)
        return grid
    }

    private func foreground(of text: String, in grid: CellGrid) -> String? {
        let line = (0..<grid.columns).map { String(grid[row: 0, column: $0].character) }.joined()
        guard let range = line.range(of: text) else { return nil }
        let column = line.distance(from: line.startIndex, to: range.lowerBound)
        return grid[row: 0, column: column].style.foreground?.hexString
    }

    private func barColor(in grid: CellGrid) -> String? {
        (0..<grid.columns).lazy.map { grid[row: 1, column: $0] }
            .first { $0.character == "━" }?.style.foreground?.hexString
    }

    @Test("material: gray and system-blue titles, a black bar; white bar and #0A84FF in dark")
    func material() {
        let labels = ["Home", "Trending"]
        let light = grid(
            TerminalSegmentedControl(design: .materialUnderline, labels: labels, width: 40),
            position: 1)
        #expect(foreground(of: "Home", in: light) == "#8E8E93")
        #expect(foreground(of: "Trending", in: light) == "#007AFF")
        #expect(barColor(in: light) == "#000000")
        let dark = grid(
            TerminalSegmentedControl(
                design: SegmentedDesign.materialUnderline.resolved(in: .dark), labels: labels,
                width: 40),
            position: 1)
        #expect(foreground(of: "Trending", in: dark) == "#0A84FF")
        #expect(barColor(in: dark) == "#FFFFFF")
    }

    @Test("uikit underline: #808080 and black titles, a black bar")
    func uikit() {
        let light = grid(
            TerminalSegmentedControl(design: .uikitUnderline, labels: ["Month", "Day"], width: 30),
            position: 1)
        #expect(foreground(of: "Month", in: light) == "#808080")
        #expect(foreground(of: "Day", in: light) == "#000000")
        #expect(barColor(in: light) == "#000000")
    }

    @Test("plain buttons: black and gray titles; 8-pt spacing and 5-pt padding are one column each")
    func plainButtons() {
        let cells = TerminalDesign(.plainButtons)
        #expect(cells.layout.distribution == .packed(spacing: 1))
        #expect(cells.layout.contentPadding.leading == 1)
        #expect(cells.layout.insets.leading == 3)  // 20 pt ≈ 2.5 columns, rounded
        let light = grid(
            TerminalSegmentedControl(design: .plainButtons, labels: ["All", "Unread"], width: 30),
            position: 1)
        #expect(foreground(of: "Unread", in: light) == "#000000")
        #expect(foreground(of: "All", in: light) == "#8E8E93")
    }

    @Test("paged header: default-text-colour titles at half opacity, blended over the background")
    func pagedHeader() {
        let dark = TerminalDesign(.pagedHeader, appearance: .dark)
        #expect(dark.design.palette.selectedLabel == .white)
        #expect(dark.design.palette.indicator == RGBAColor(hex: "#0A84FF"))
    }
}

import SegmentedCore
import SegmentedTerminal
import Testing

@Suite("The cell grid")
struct CellGridTests {
    @Test("an empty grid, a one-cell grid and a negative size are all fine")
    func sizes() {
        #expect(CellGrid(columns: 0, rows: 0).plainText == "")
        #expect(CellGrid(columns: -3, rows: 2).plainText == "\n\n")
        var one = CellGrid(columns: 1, rows: 1)
        #expect(one.write("推", row: 0, column: 0) == 0)
        #expect(one.write("ab", row: 0, column: 0) == 1)
        #expect(one.plainText == "a\n")
    }

    @Test("a wide character takes two cells and prints once")
    func wideCharacters() {
        var grid = CellGrid(columns: 6, rows: 1)
        #expect(grid.write("推薦", row: 0, column: 1) == 4)
        #expect(grid[row: 0, column: 1].character == "推")
        #expect(grid[row: 0, column: 2].isContinuation)
        #expect(grid.plainText == " 推薦\n")
    }

    @Test("writing over half of a wide character blanks its other half")
    func overlap() {
        var grid = CellGrid(columns: 6, rows: 1)
        grid.write("推薦", row: 0, column: 0)
        grid.write("x", row: 0, column: 1)
        #expect(grid.plainText == " x薦\n")
        grid.write("y", row: 0, column: 2)
        #expect(grid.plainText == " xy\n")
        #expect(!grid[row: 0, column: 3].isContinuation)
    }

    @Test("text stops at the limit and a wide character never straddles it")
    func limits() {
        var grid = CellGrid(columns: 10, rows: 1)
        #expect(grid.write("ab推", row: 0, column: 0, limit: 3) == 2)
        #expect(grid.write("hello", row: 0, column: 8) == 2)
        #expect(grid.write("x", row: 1, column: 0) == 0)
        #expect(grid.write("xyz", row: 0, column: -2) == 3)
        #expect(grid.plainText == "zb      he\n")
    }

    @Test("a translucent foreground is blended over the cell's background")
    func blending() {
        var grid = CellGrid(columns: 2, rows: 1)
        grid.paint(row: 0, columns: 0..<2, background: .white)
        grid.write("a", row: 0, column: 0, style: CellStyle(foreground: .black.withOpacity(0.5)))
        #expect(grid[row: 0, column: 0].style.foreground?.hexString == "#808080")
        #expect(grid[row: 0, column: 0].style.background == .white)
    }

    @Test("an update rewrites only the cells that changed, and nothing when none did")
    func diffing() {
        var before = CellGrid(columns: 10, rows: 2)
        before.write("Home", row: 0, column: 0)
        var after = before
        after.write("M", row: 1, column: 5)
        #expect(after.ansiUpdate(from: before, colors: .none) == "\u{1B}[2;6HM")
        #expect(after.ansiUpdate(from: after, colors: .trueColor) == "")
        var styled = after
        styled.write("Home", row: 0, column: 0, style: CellStyle(isBold: true))
        let update = styled.ansiUpdate(from: after, colors: .trueColor)
        #expect(update == "\u{1B}[1;1H\u{1B}[0;1mHome\u{1B}[0m")
    }

    @Test("a changed wide character is rewritten whole; a resize redraws everything")
    func diffingWide() {
        var before = CellGrid(columns: 4, rows: 1)
        before.write("ab", row: 0, column: 0)
        var after = before
        after.write("推", row: 0, column: 0)
        #expect(after.ansiUpdate(from: before, colors: .none) == "\u{1B}[1;1H推")
        let resized = CellGrid(columns: 5, rows: 1)
        #expect(resized.ansiUpdate(from: before, colors: .none) == "\u{1B}[H\u{1B}[2J")
    }
}

@Suite("Choosing colours")
struct ColorModeTests {
    @Test("the environment picks true colour, 256 colours or none")
    func detection() {
        #expect(
            ColorMode.detect(environment: ["TERM": "xterm", "COLORTERM": "truecolor"]) == .trueColor
        )
        #expect(
            ColorMode.detect(environment: ["TERM": "xterm", "COLORTERM": "24bit"]) == .trueColor)
        #expect(ColorMode.detect(environment: ["TERM": "xterm-256color"]) == .palette256)
        #expect(ColorMode.detect(environment: ["TERM": "dumb", "COLORTERM": "truecolor"]) == .none)
        #expect(ColorMode.detect(environment: [:]) == .none)
        #expect(ColorMode.detect(environment: ["TERM": "xterm", "NO_COLOR": "1"]) == .none)
        #expect(ColorMode.detect(environment: ["TERM": "xterm", "NO_COLOR": ""]) == .palette256)
    }

    @Test("with no colour there is not a single escape code, even for styled cells")
    func plainEncoding() {
        var grid = CellGrid(columns: 8, rows: 1)
        grid.paint(row: 0, columns: 0..<8, background: .white)
        grid.write("Bold", row: 0, column: 0, style: CellStyle(foreground: .black, isBold: true))
        let text = grid.ansiText(colors: .none)
        #expect(text == "\u{1B}[H\u{1B}[2J\u{1B}[1;1HBold    ")
    }
}

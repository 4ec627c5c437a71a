import SegmentedCore

/// A rectangle of terminal cells: what a frame of the control looks like before it is
/// encoded for a terminal. Two grids can be compared, so a live view rewrites only the
/// cells that changed (see ``ansiUpdate(from:colors:)``), and ``plainText`` turns a grid into
/// a string for snapshots and pipes.
///
/// Writes outside the grid are ignored, so callers may draw without clipping.
///
/// ```swift
/// var grid = CellGrid(columns: 20, rows: 2)
/// grid.write("Home", row: 0, column: 2)
/// grid.plainText  // "  Home\n"
/// ```
public struct CellGrid: Sendable, Hashable {
    /// The width in cells.
    public let columns: Int
    /// The height in cells.
    public let rows: Int
    /// The cells, row by row.
    public private(set) var cells: [Cell]

    /// Creates a blank grid; a negative size counts as zero.
    ///
    /// ```swift
    /// let grid = CellGrid(columns: 80, rows: 24)
    /// ```
    ///
    /// - Parameters:
    ///   - columns: The width in cells.
    ///   - rows: The height in cells.
    public init(columns: Int, rows: Int) {
        // A grid is a screen: sizes beyond `maximumCells` in all (or negative) give an empty
        // grid rather than an overflow or an allocation no terminal could show.
        let columns = Swift.max(0, columns)
        let rows = Swift.max(0, rows)
        let (count, overflow) = columns.multipliedReportingOverflow(by: rows)
        let fits = !overflow && count <= Self.maximumCells
        self.columns = fits ? columns : 0
        self.rows = fits ? rows : 0
        cells = Array(repeating: .blank, count: fits ? count : 0)
    }

    /// The most cells a grid holds (a 10,000 × 10,000 screen); larger requests give an empty
    /// grid.
    public static let maximumCells = 100_000_000

    /// The cell at a position; reading outside the grid gives a blank cell.
    ///
    /// ```swift
    /// let first = grid[row: 0, column: 0]
    /// ```
    ///
    /// - Parameters:
    ///   - row: The row, from 0 at the top.
    ///   - column: The column, from 0 at the left.
    public subscript(row row: Int, column column: Int) -> Cell {
        contains(row: row, column: column) ? cells[row * columns + column] : .blank
    }

    /// Whether a position lies inside the grid.
    ///
    /// ```swift
    /// grid.contains(row: 0, column: 79)  // true for an 80-column grid
    /// ```
    ///
    /// - Parameters:
    ///   - row: The row.
    ///   - column: The column.
    public func contains(row: Int, column: Int) -> Bool {
        row >= 0 && row < rows && column >= 0 && column < columns
    }

    /// Writes text from a cell rightwards, one grapheme cluster per character, wide ones
    /// taking two cells. Each cell keeps its background unless the style gives one; a
    /// translucent foreground is blended over the background beneath it. Text stops at
    /// `limit` (exclusive) or the grid's edge; a wide character that would straddle it is
    /// left out. Clusters that take no cells, or more than two, are skipped. Sanitise untrusted text first
    /// (``TerminalText/sanitized(_:)``).
    ///
    /// ```swift
    /// grid.write("推薦", row: 0, column: 4, style: CellStyle(isBold: true))  // returns 4
    /// ```
    ///
    /// - Parameters:
    ///   - text: The text to write.
    ///   - row: The row.
    ///   - column: The first column.
    ///   - style: The style; its background replaces the cells' only when not `nil`.
    ///   - limit: The column to stop before; the grid's width by default.
    /// - Returns: The number of columns written.
    /// - Complexity: O(n) in the length of `text`.
    @discardableResult
    public mutating func write(
        _ text: String, row: Int, column: Int, style: CellStyle = .plain, limit: Int? = nil
    ) -> Int {
        guard row >= 0, row < rows else { return 0 }
        let end = Swift.min(limit ?? columns, columns)
        var x = column
        for character in text {
            let width = CellWidth.of(character)
            // Clusters wider than two cells are rare and drawn differently by each terminal.
            guard width > 0, width <= 2 else { continue }
            guard x + width <= end else { break }
            if x >= 0 {
                put(character, width: width, row: row, column: x, style: style)
            }
            x += width
        }
        return x - column
    }

    /// Sets the background of a run of cells, keeping their characters.
    ///
    /// ```swift
    /// grid.paint(row: 1, columns: 0..<80, background: .white)
    /// ```
    ///
    /// - Parameters:
    ///   - row: The row.
    ///   - range: The columns; the part outside the grid is ignored.
    ///   - background: The colour.
    public mutating func paint(row: Int, columns range: Range<Int>, background: RGBAColor) {
        guard row >= 0, row < rows else { return }
        let clamped = range.clamped(to: 0..<columns)
        for x in clamped {
            cells[row * columns + x].style.background = background
        }
    }

    /// The grid as text: one line per row, trailing spaces removed, each line ending in a
    /// newline. Styles are dropped, so this is what the frame reads like without colour.
    ///
    /// ```swift
    /// print(grid.plainText, terminator: "")
    /// ```
    ///
    /// - Complexity: O(rows × columns).
    public var plainText: String {
        var text = ""
        for row in 0..<rows {
            var line = ""
            for x in 0..<columns {
                let cell = cells[row * columns + x]
                if !cell.isContinuation { line.append(cell.character) }
            }
            while line.last == " " { line.removeLast() }
            text += line + "\n"
        }
        return text
    }

    /// Places one character, repairing any wide character it overlaps.
    private mutating func put(
        _ character: Character, width: Int, row: Int, column: Int, style: CellStyle
    ) {
        let base = row * columns
        for x in column..<(column + width) {
            clearWideOverlap(base: base, column: x)
        }
        var cellStyle = style
        let beneath = cells[base + column].style.background
        let background = style.background ?? beneath
        cellStyle.background = background
        if let foreground = style.foreground, let background, foreground.alpha < 1 {
            cellStyle.foreground = foreground.composited(over: background)
        }
        cells[base + column] = Cell(character: character, style: cellStyle)
        if width == 2 {
            cells[base + column + 1] = Cell(
                character: " ", style: cellStyle, isContinuation: true)
        }
    }

    /// Before a cell is overwritten: a wide character that it is half of loses its other half.
    private mutating func clearWideOverlap(base: Int, column: Int) {
        let index = base + column
        if cells[index].isContinuation, column > 0 {
            cells[index - 1].character = " "
            cells[index].isContinuation = false
        } else if column + 1 < columns, cells[index + 1].isContinuation {
            cells[index + 1].isContinuation = false
            cells[index + 1].character = " "
        }
    }
}

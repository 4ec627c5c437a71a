import SegmentedCore

extension CellGrid {
    /// The whole grid as terminal output: the cursor moved home, every row written, styles as
    /// SGR codes for the colour mode (none at all for ``ColorMode/none``), and the style reset
    /// at the end.
    ///
    /// ```swift
    /// terminal.write(grid.ansiText(colors: .trueColor))
    /// ```
    ///
    /// - Parameter colors: How colours are encoded.
    /// - Complexity: O(rows × columns).
    public func ansiText(colors: ColorMode) -> String {
        ansiUpdate(from: nil, colors: colors)
    }

    /// Terminal output that turns the screen showing `previous` into this grid, writing only
    /// the cells that differ (all of them when there is no previous grid or its size
    /// differs, after clearing the screen). Empty when nothing changed.
    ///
    /// ```swift
    /// let output = frame.ansiUpdate(from: lastFrame, colors: colors)
    /// terminal.write(output)
    /// lastFrame = frame
    /// ```
    ///
    /// - Parameters:
    ///   - previous: The grid on screen, or `nil` when unknown.
    ///   - colors: How colours are encoded.
    /// - Complexity: O(rows × columns).
    public func ansiUpdate(from previous: CellGrid?, colors: ColorMode) -> String {
        var output = ""
        let reference = previous.flatMap { $0.columns == columns && $0.rows == rows ? $0 : nil }
        if reference == nil {
            output += colors == .none ? "\u{1B}[H\u{1B}[2J" : "\u{1B}[0m\u{1B}[H\u{1B}[2J"
        }
        var cursorRow = -1
        var cursorColumn = -1
        var current: CellStyle? = nil
        for row in 0..<rows {
            for column in 0..<columns {
                let cell = self[row: row, column: column]
                if cell.isContinuation { continue }
                if let reference {
                    // A wide character is rewritten whole when either of its halves changed.
                    let next = column + 1
                    let unchanged =
                        reference[row: row, column: column] == cell
                        && !(next < columns && self[row: row, column: next].isContinuation
                            && reference[row: row, column: next] != self[row: row, column: next])
                    if unchanged { continue }
                } else if cell == .blank {
                    continue  // the cleared screen is blank already
                }
                if cursorRow != row || cursorColumn != column {
                    output += "\u{1B}[\(row + 1);\(column + 1)H"
                }
                if colors != .none, current != cell.style {
                    output += Self.sgr(cell.style, colors: colors)
                    current = cell.style
                }
                output.append(cell.character)
                cursorRow = row
                let isWide = self[row: row, column: column + 1].isContinuation
                cursorColumn = column + (isWide ? 2 : 1)
            }
        }
        if colors != .none, current != nil, current != .plain {
            output += "\u{1B}[0m"
        }
        return output
    }

    /// The SGR sequence that sets a style from scratch.
    static func sgr(_ style: CellStyle, colors: ColorMode) -> String {
        var codes = ["0"]
        if style.isBold { codes.append("1") }
        if style.isDim { codes.append("2") }
        if let foreground = style.foreground {
            codes.append(colorCode(foreground, base: 38, colors: colors))
        }
        if let background = style.background {
            codes.append(colorCode(background, base: 48, colors: colors))
        }
        return "\u{1B}[" + codes.joined(separator: ";") + "m"
    }

    private static func colorCode(_ color: RGBAColor, base: Int, colors: ColorMode) -> String {
        switch colors {
        case .trueColor:
            let (r, g, b, _) = color.bytes
            return "\(base);2;\(r);\(g);\(b)"
        case .palette256, .none:
            return "\(base);5;\(color.xterm256Index)"
        }
    }
}

import Foundation
import SegmentedTerminal

extension CellGrid {
    /// Every row at full width between bars, so widths and trailing blanks show:
    /// `|  Home  Trending |`. A wide character shows once, across its two columns.
    var framedText: String {
        var text = ""
        for row in 0..<rows {
            var line = "|"
            for column in 0..<columns {
                let cell = self[row: row, column: column]
                if !cell.isContinuation { line.append(cell.character) }
            }
            text += line + "|\n"
        }
        return text
    }
}

/// Terminal output made readable: ESC shown as `␛`, and a line break before each cursor move.
func readableEscapes(_ output: String) -> String {
    var result = ""
    for (index, part) in output.components(separatedBy: "\u{1B}[").enumerated() {
        guard index > 0 else {
            result += part
            continue
        }
        let parameters = part.prefix { $0.isNumber || $0 == ";" }
        let isCursorMove = !parameters.isEmpty && part.dropFirst(parameters.count).first == "H"
        if isCursorMove, !result.isEmpty { result += "\n" }
        result += "␛[" + part
    }
    return result + "\n"
}

/// Preparing label text for a terminal: making it safe to print, and fitting it into
/// a number of cells.
///
/// ```swift
/// let label = TerminalText.sanitized("\u{1B}[31mAlert\u{1B}[0m")  // "Alert"
/// TerminalText.truncated(label, toCells: 4)  // "Ale…"
/// ```
public enum TerminalText {
    /// Returns `label` with everything that could act on the terminal instead of
    /// being shown removed, so the result can only print characters.
    ///
    /// What is removed or replaced:
    ///
    /// - Escape sequences are removed whole, not just their `ESC`: control sequences
    ///   (`ESC [` or CSI U+009B, parameters, final byte), control strings (OSC, DCS,
    ///   SOS, PM and APC, introduced by `ESC ]`, `ESC P`, `ESC X`, `ESC ^`, `ESC _` or
    ///   their C1 forms, and ended by BEL, `ESC \` or ST U+009C) and two-character
    ///   escapes such as `ESC c`. A control string left unterminated runs to the end of
    ///   the label and is removed with it, as a terminal would swallow it. A control
    ///   sequence interrupted by a character that cannot belong to it ends there, and
    ///   that character is kept (or sanitised) as usual.
    /// - Line and tab breaks become one space each, so words stay apart: TAB, LF, VT,
    ///   FF, CR, NEL U+0085, LINE SEPARATOR U+2028 and PARAGRAPH SEPARATOR U+2029. CR
    ///   followed by LF becomes a single space.
    /// - Every other C0 control (U+0000–U+001F, such as NUL, BEL and backspace), DEL
    ///   U+007F and every other C1 control (U+0080–U+009F) is removed.
    /// - Bidirectional formatting characters are removed, so a label cannot reorder
    ///   the rest of the line: the embeddings and overrides U+202A–U+202E, the isolates
    ///   U+2066–U+2069, the marks U+200E, U+200F and U+061C.
    ///
    /// Everything else is kept unchanged, including U+FFFD (the replacement character
    /// that `String(decoding:as:)` produces for invalid input, 1 cell wide), emoji
    /// joiners and variation selectors, and combining marks.
    ///
    /// ```swift
    /// TerminalText.sanitized("\u{1B}]0;pwned\u{07}Inbox")  // "Inbox"
    /// TerminalText.sanitized("Line 1\r\nLine 2")  // "Line 1 Line 2"
    /// TerminalText.sanitized("abc\u{202E}fed")  // "abcfed"
    /// ```
    ///
    /// - Complexity: O(n), where n is the length of `label`.
    public static func sanitized(_ label: String) -> String {
        if label.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) {
            return label
        }
        var output = String.UnicodeScalarView()
        var state = SanitizerState.text
        var previousWasCarriageReturn = false
        var iterator = label.unicodeScalars.makeIterator()
        var pending: Unicode.Scalar?
        while let scalar = pending ?? iterator.next() {
            pending = nil
            let value = scalar.value
            switch state {
            case .text:
                let wasCarriageReturn = previousWasCarriageReturn
                previousWasCarriageReturn = value == 0x0D
                switch value {
                case 0x1B:
                    state = .escape
                case 0x9B:
                    state = .controlSequence
                case 0x90, 0x98, 0x9D, 0x9E, 0x9F:
                    state = .controlString
                case 0x0A where wasCarriageReturn:
                    break
                case 0x09...0x0D, 0x85, 0x2028, 0x2029:
                    output.append(" ")
                case 0x00...0x1F, 0x7F...0x9F:
                    break
                case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069:
                    break
                default:
                    output.append(scalar)
                }
            case .escape:
                switch value {
                case 0x5B:  // [
                    state = .controlSequence
                case 0x5D, 0x50, 0x58, 0x5E, 0x5F:  // ] P X ^ _
                    state = .controlString
                case 0x1B:
                    state = .escape
                case 0x20...0x2F:
                    state = .escapeIntermediate
                case 0x30...0x7E, 0x18, 0x1A:
                    state = .text
                default:
                    state = .text
                    pending = scalar
                }
            case .escapeIntermediate, .controlSequence:
                // Intermediate bytes (U+0020–U+002F), and in a control sequence parameter
                // bytes (U+0030–U+003F), continue it; a final byte, CAN or SUB ends it.
                let lastContinuing: UInt32 = state == .controlSequence ? 0x3F : 0x2F
                switch value {
                case 0x20...lastContinuing:
                    break
                case 0x20...0x7E, 0x18, 0x1A:
                    state = .text
                case 0x1B:
                    state = .escape
                default:
                    state = .text
                    pending = scalar
                }
            case .controlString:
                switch value {
                case 0x07, 0x9C, 0x18, 0x1A:
                    state = .text
                case 0x1B:
                    // `ESC \` is the string terminator; any other escape also ends the
                    // string and starts a new sequence.
                    state = .escape
                default:
                    break
                }
            }
        }
        return String(output)
    }

    /// Returns `string` cut to at most `limit` terminal cells, ending in `ellipsis`
    /// when anything was cut.
    ///
    /// - A string that fits is returned unchanged, without the ellipsis.
    /// - Otherwise the result is the longest run of whole grapheme clusters from the
    ///   start that fits in `limit` minus the width of `ellipsis`, followed by
    ///   `ellipsis`. A cluster is never split, so combining marks stay with their base.
    ///   A wide (2-cell) character that would straddle the limit is dropped, so the
    ///   result can be one cell narrower than `limit`.
    /// - A `limit` of 0 or less gives the empty string. If `ellipsis` alone is wider
    ///   than `limit`, the result is as much of the ellipsis as fits.
    ///
    /// Widths are measured with ``CellWidth``; the default ellipsis `…` U+2026 is
    /// 1 cell. Sanitise text with ``sanitized(_:)`` first: controls measure 0 cells.
    ///
    /// ```swift
    /// TerminalText.truncated("Favourites", toCells: 6)  // "Favou…"
    /// TerminalText.truncated("推薦熱門", toCells: 4)  // "推…" (3 cells)
    /// TerminalText.truncated("Home", toCells: 4)  // "Home"
    /// TerminalText.truncated("Home", toCells: 1)  // "…"
    /// TerminalText.truncated("Home", toCells: 0)  // ""
    /// TerminalText.truncated("Library", toCells: 5, ellipsis: "...")  // "Li..."
    /// ```
    ///
    /// - Complexity: O(n + m), where n is the length of `string` and m that of
    ///   `ellipsis`.
    public static func truncated(
        _ string: String,
        toCells limit: Int,
        ellipsis: String = "…"
    ) -> String {
        guard limit > 0 else { return "" }
        if CellWidth.of(string) <= limit {
            return string
        }
        let ellipsisWidth = CellWidth.of(ellipsis)
        guard ellipsisWidth <= limit else {
            return prefix(of: ellipsis, fittingCells: limit)
        }
        return prefix(of: string, fittingCells: limit - ellipsisWidth) + ellipsis
    }

    /// The longest prefix of whole grapheme clusters of `string` at most `cells` wide.
    private static func prefix(of string: String, fittingCells cells: Int) -> String {
        var used = 0
        var end = string.startIndex
        for index in string.indices {
            let width = CellWidth.of(string[index])
            guard used + width <= cells else { break }
            used += width
            end = string.index(after: index)
        }
        return String(string[..<end])
    }

    /// Where ``sanitized(_:)`` is within an escape sequence.
    private enum SanitizerState {
        /// Ordinary text.
        case text
        /// After `ESC`.
        case escape
        /// After `ESC` and one or more intermediate bytes (U+0020–U+002F).
        case escapeIntermediate
        /// Within a control sequence, after `ESC [` or CSI.
        case controlSequence
        /// Within an OSC, DCS, SOS, PM or APC string.
        case controlString
    }
}

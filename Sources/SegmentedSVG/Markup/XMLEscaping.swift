/// Making any string safe to put in an SVG document, as text or as an attribute value.
///
/// Escaping turns `&`, `<`, `>`, `"` and `'` into entities, so a label can never close an
/// element, open a new one (such as `<script>`) or end an attribute. Characters that XML 1.0
/// forbids (C0 controls other than tab, line feed and carriage return, and U+FFFE, U+FFFF)
/// are removed, so the document always parses.
///
/// ```swift
/// XMLEscaping.escape("</text><script>")  // "&lt;/text&gt;&lt;script&gt;"
/// XMLEscaping.escape("Tom & \"Jerry\"")   // "Tom &amp; &quot;Jerry&quot;"
/// ```
package enum XMLEscaping {
    /// The string with markup characters replaced by entities and characters illegal in
    /// XML 1.0 removed; safe both as element text and inside a quoted attribute value.
    ///
    /// ```swift
    /// XMLEscaping.escape("a<b")  // "a&lt;b"
    /// ```
    ///
    /// - Parameter text: Any string.
    /// - Complexity: O(n) in the number of scalars.
    package static func escape(_ text: String) -> String {
        var result = ""
        result.unicodeScalars.reserveCapacity(text.unicodeScalars.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&apos;"
            default:
                if isAllowed(scalar) { result.unicodeScalars.append(scalar) }
            }
        }
        return result
    }

    /// The string with only the characters illegal in XML 1.0 removed (no escaping).
    ///
    /// ```swift
    /// XMLEscaping.removingIllegalCharacters("a\u{0}b")  // "ab"
    /// ```
    ///
    /// - Parameter text: Any string.
    /// - Complexity: O(n) in the number of scalars.
    package static func removingIllegalCharacters(_ text: String) -> String {
        var result = ""
        result.unicodeScalars.append(contentsOf: text.unicodeScalars.filter(isAllowed))
        return result
    }

    /// Whether XML 1.0's `Char` production allows a scalar: tab, line feed, carriage return,
    /// U+0020–U+D7FF, U+E000–U+FFFD and U+10000–U+10FFFF (Swift strings hold no surrogates).
    ///
    /// ```swift
    /// XMLEscaping.isAllowed("\u{1B}")  // false
    /// ```
    ///
    /// - Parameter scalar: A Unicode scalar.
    package static func isAllowed(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x9, 0xA, 0xD: true
        case 0x20...0xD7FF, 0xE000...0xFFFD, 0x10000...0x10FFFF: true
        default: false
        }
    }
}

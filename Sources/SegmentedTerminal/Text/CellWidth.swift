/// The number of terminal cells text occupies when printed.
///
/// Widths follow the rules terminals use (the `wcwidth` family), applied to whole
/// grapheme clusters:
///
/// - East Asian Wide (W) and Fullwidth (F) characters take 2 cells; every other
///   printable character takes 1. East Asian Ambiguous (A) characters, such as `…`,
///   `°` or U+FFFD, take 1, as they do in terminals not set to a CJK locale.
/// - Nonspacing and enclosing marks (Mn, Me), format characters (Cf) and other
///   default-ignorable code points (zero width joiner and non-joiner, variation
///   selectors, bidirectional formatting characters, tags, …), Hangul medial vowels and final consonants
///   (U+1160–U+11FF, U+D7B0–U+D7FF), line and paragraph separators and control
///   characters take 0. Controls are not printable at all; pass text through
///   ``TerminalText/sanitized(_:)`` before printing it.
/// - The soft hyphen U+00AD takes 1: terminals show it as a hyphen rather than
///   hiding it. So do the prepended concatenation marks (U+0600–U+0605, U+06DD, …),
///   format characters that have a glyph. The Hangul choseong filler U+115F is wide (2), as it starts a
///   syllable block.
/// - Emoji: a grapheme cluster with emoji presentation, that is one containing an
///   `Emoji_Presentation` scalar, or an emoji followed by VS16 U+FE0F, a flag (a pair
///   of regional indicators), a zero width joiner sequence such as a family, or an
///   emoji with a skin tone modifier takes 2 cells in total. An emoji followed by
///   VS15 U+FE0E asks for text presentation and takes 1. A lone regional indicator
///   has emoji presentation and takes 2.
/// - Any other grapheme cluster takes the width of its base plus that of any other
///   spacing scalars it holds: combining marks add nothing, so `e` + U+0301 is 1, but
///   a spacing vowel sign such as the Devanagari `ि` adds 1, as in terminals.
///
/// The East Asian Width table comes from ``unicodeVersion``; emoji properties come
/// from the Swift standard library's own, usually newer, Unicode data.
///
/// ```swift
/// CellWidth.of("推薦")  // 4
/// CellWidth.of("👨‍👩‍👧")  // 2
/// CellWidth.of("e\u{301}")  // 1
/// ```
public enum CellWidth {
    /// The Unicode version of the East Asian Width table used for wide characters.
    ///
    /// ```swift
    /// print(CellWidth.unicodeVersion)  // "14.0.0"
    /// ```
    public static var unicodeVersion: String { EastAsianWidth.unicodeVersion }

    /// The number of cells a string occupies: the sum of the widths of its grapheme
    /// clusters (`Character`s).
    ///
    /// Text made only of ASCII is measured without grapheme segmentation.
    ///
    /// ```swift
    /// CellWidth.of("Hello")  // 5
    /// CellWidth.of("한국어")  // 6
    /// CellWidth.of("🇯🇵 Japan")  // 8
    /// CellWidth.of("")  // 0
    /// ```
    ///
    /// - Complexity: O(n), where n is the length of the string.
    public static func of(_ string: String) -> Int {
        var asciiWidth = 0
        for byte in string.utf8 {
            guard byte < 0x80 else { return clusterWidthSum(string) }
            if byte >= 0x20 && byte < 0x7F {
                asciiWidth += 1
            }
        }
        return asciiWidth
    }

    /// The number of cells one grapheme cluster occupies: 0, 1 or 2 for everything
    /// but clusters that hold several spacing scalars.
    ///
    /// ```swift
    /// CellWidth.of("A" as Character)  // 1
    /// CellWidth.of("Ａ" as Character)  // 2
    /// CellWidth.of("❤" as Character)  // 1
    /// CellWidth.of("❤️" as Character)  // 2
    /// CellWidth.of("👍🏽" as Character)  // 2
    /// ```
    ///
    /// - Complexity: O(k), where k is the number of Unicode scalars in the character.
    public static func of(_ character: Character) -> Int {
        let scalars = character.unicodeScalars
        var iterator = scalars.makeIterator()
        guard let base = iterator.next() else { return 0 }
        guard let second = iterator.next() else { return of(base) }

        let properties = base.properties
        if properties.isEmoji {
            if second == variationSelector15 {
                return 1
            }
            if properties.isEmojiPresentation || second == variationSelector16
                || hasEmojiModifierOrJoinedEmoji(scalars.dropFirst())
            {
                return 2
            }
        }
        var width = of(base)
        for scalar in scalars.dropFirst() {
            width += of(scalar)
        }
        return width
    }

    /// The number of cells a single Unicode scalar occupies when printed on its own:
    /// 0, 1 or 2.
    ///
    /// ```swift
    /// CellWidth.of("a" as Unicode.Scalar)  // 1
    /// CellWidth.of("\u{301}" as Unicode.Scalar)  // 0
    /// CellWidth.of("\u{FFFD}" as Unicode.Scalar)  // 1
    /// CellWidth.of("推" as Unicode.Scalar)  // 2
    /// ```
    ///
    /// - Complexity: O(log r), where r is the number of ranges in the East Asian
    ///   Width table.
    public static func of(_ scalar: Unicode.Scalar) -> Int {
        let value = scalar.value
        if value < 0x7F {
            return value >= 0x20 ? 1 : 0
        }
        if value < 0xA0 {
            return 0  // DEL and the C1 controls.
        }
        if isZeroWidth(scalar) {
            return 0
        }
        if EastAsianWidth.isWide(value) || scalar.properties.isEmojiPresentation {
            return 2
        }
        return 1
    }

    /// Sums the widths of the grapheme clusters of `string`.
    private static func clusterWidthSum(_ string: String) -> Int {
        var width = 0
        for character in string {
            width += of(character)
        }
        return width
    }

    /// Whether the scalars after an emoji base hold a skin tone modifier or a zero
    /// width joiner followed by another emoji.
    private static func hasEmojiModifierOrJoinedEmoji(
        _ scalars: Substring.UnicodeScalarView
    ) -> Bool {
        var afterJoiner = false
        for scalar in scalars {
            let properties = scalar.properties
            if properties.isEmojiModifier || (afterJoiner && properties.isEmoji) {
                return true
            }
            if scalar == zeroWidthJoiner {
                afterJoiner = true
            }
        }
        return false
    }

    /// Whether a scalar at or above U+00A0 takes no cell.
    private static func isZeroWidth(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00AD, 0x115F:
            // Soft hyphen: shown as a hyphen. Hangul choseong filler: wide.
            return false
        case 0x0600...0x0605, 0x06DD, 0x070F, 0x0890...0x0891, 0x08E2, 0x110BD, 0x110CD:
            // Prepended concatenation marks: format characters with a visible glyph.
            return false
        case 0x1160...0x11FF, 0xD7B0...0xD7FF:
            // Hangul Jamo medial vowels and final consonants join the syllable block.
            return true
        default:
            break
        }
        let properties = scalar.properties
        switch properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .control, .format, .lineSeparator,
            .paragraphSeparator:
            return true
        default:
            return properties.isDefaultIgnorableCodePoint
        }
    }

    private static let zeroWidthJoiner: Unicode.Scalar = "\u{200D}"
    private static let variationSelector15: Unicode.Scalar = "\u{FE0E}"
    private static let variationSelector16: Unicode.Scalar = "\u{FE0F}"
}

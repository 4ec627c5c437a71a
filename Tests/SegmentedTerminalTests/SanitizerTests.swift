import SegmentedTerminal
import Testing

@Suite("Sanitising labels")
struct SanitizerTests {
    @Test("ordinary text is kept unchanged")
    func ordinaryText() {
        for label in [
            "", "Home", "Favourites (12)", "推薦", "한국어", "Café", "e\u{301}", "👨\u{200D}👩\u{200D}👧",
            "🇯🇵", "❤\u{FE0F}", "1\u{FE0F}\u{20E3}", "\u{FFFD}", "مرحبا", "a\u{AD}b",
        ] {
            #expect(TerminalText.sanitized(label) == label)
        }
    }

    @Test("an erase-display control sequence is removed whole")
    func eraseDisplay() {
        #expect(TerminalText.sanitized("\u{1B}[2J") == "")
        #expect(TerminalText.sanitized("Before\u{1B}[2JAfter") == "BeforeAfter")
        #expect(TerminalText.sanitized("\u{1B}[1;31mRed\u{1B}[0m") == "Red")
        #expect(TerminalText.sanitized("\u{1B}[?1049h") == "")
        #expect(TerminalText.sanitized("\u{1B}[10;20H!") == "!")
    }

    @Test("a window-title sequence is removed with its text")
    func windowTitle() {
        #expect(TerminalText.sanitized("\u{1B}]0;title\u{07}") == "")
        #expect(TerminalText.sanitized("A\u{1B}]0;title\u{07}B") == "AB")
        #expect(TerminalText.sanitized("A\u{1B}]2;title\u{1B}\\B") == "AB")
        #expect(TerminalText.sanitized("A\u{9D}0;title\u{9C}B") == "AB")
        #expect(
            TerminalText.sanitized("\u{1B}]8;;https://example.com\u{1B}\\Link\u{1B}]8;;\u{1B}\\")
                == "Link"
        )
    }

    @Test("an unterminated control string is removed to the end")
    func unterminatedString() {
        #expect(TerminalText.sanitized("Name\u{1B}]0;rest of the label") == "Name")
        #expect(TerminalText.sanitized("Name\u{1B}Pq#0;2;0;0;0") == "Name")
    }

    @Test("device control, privacy and application strings are removed")
    func otherStrings() {
        #expect(TerminalText.sanitized("a\u{1B}P+q544e\u{1B}\\b") == "ab")
        #expect(TerminalText.sanitized("a\u{1B}^secret\u{1B}\\b") == "ab")
        #expect(TerminalText.sanitized("a\u{1B}_app\u{07}b") == "ab")
        #expect(TerminalText.sanitized("a\u{90}dcs\u{9C}b") == "ab")
    }

    @Test("the single-character CSI U+009B is removed with its sequence")
    func c1ControlSequence() {
        #expect(TerminalText.sanitized("\u{9B}2J") == "")
        #expect(TerminalText.sanitized("Safe\u{9B}31mRed") == "SafeRed")
    }

    @Test("two-character escapes and stray escapes are removed")
    func shortEscapes() {
        #expect(TerminalText.sanitized("a\u{1B}cb") == "ab")  // full reset
        #expect(TerminalText.sanitized("a\u{1B}(0b") == "ab")  // line-drawing charset
        #expect(TerminalText.sanitized("a\u{1B}#8b") == "ab")  // screen alignment test
        #expect(TerminalText.sanitized("end\u{1B}") == "end")
        #expect(TerminalText.sanitized("\u{1B}\u{1B}[2Jx") == "x")
    }

    @Test("an interrupted control sequence ends at the interrupting character")
    func interruptedSequence() {
        #expect(TerminalText.sanitized("\u{1B}[12推") == "推")
        #expect(TerminalText.sanitized("\u{1B}[1\nX") == " X")
        #expect(TerminalText.sanitized("\u{1B}[1\u{18}X") == "X")  // CAN cancels
    }

    @Test("NUL and other C0 controls are removed")
    func c0Controls() {
        #expect(TerminalText.sanitized("a\u{0}b") == "ab")
        #expect(TerminalText.sanitized("bell\u{07}") == "bell")
        #expect(TerminalText.sanitized("abc\u{08}\u{08}x") == "abcx")
        #expect(TerminalText.sanitized("\u{7F}del") == "del")
        var allC0 = ""
        for value in UInt8(0)...0x1F where ![0x09, 0x0A, 0x0B, 0x0C, 0x0D, 0x1B].contains(value) {
            allC0.unicodeScalars.append(Unicode.Scalar(value))
        }
        #expect(TerminalText.sanitized("<" + allC0 + ">") == "<>")
    }

    @Test("C1 controls are removed, and NEL becomes a space")
    func c1Controls() {
        var allC1 = ""
        for value in UInt8(0x80)...0x9F
        where ![0x85, 0x90, 0x98, 0x9B, 0x9D, 0x9E, 0x9F].contains(value) {
            allC1.unicodeScalars.append(Unicode.Scalar(value))
        }
        #expect(TerminalText.sanitized("<" + allC1 + ">") == "<>")
        #expect(TerminalText.sanitized("a\u{85}b") == "a b")
    }

    @Test("tabs and line breaks become single spaces")
    func whitespace() {
        #expect(TerminalText.sanitized("a\tb") == "a b")
        #expect(TerminalText.sanitized("a\nb") == "a b")
        #expect(TerminalText.sanitized("a\rb") == "a b")
        #expect(TerminalText.sanitized("a\r\nb") == "a b")
        #expect(TerminalText.sanitized("a\n\nb") == "a  b")
        #expect(TerminalText.sanitized("a\u{0B}\u{0C}b") == "a  b")
        #expect(TerminalText.sanitized("a\u{2028}b\u{2029}c") == "a b c")
    }

    @Test("bidirectional formatting characters are removed")
    func bidi() {
        #expect(TerminalText.sanitized("invoice\u{202E}fdp.exe") == "invoicefdp.exe")
        for scalar: Unicode.Scalar in [
            "\u{202A}", "\u{202B}", "\u{202C}", "\u{202D}", "\u{202E}", "\u{2066}", "\u{2067}",
            "\u{2068}", "\u{2069}", "\u{200E}", "\u{200F}", "\u{061C}",
        ] {
            #expect(TerminalText.sanitized("a\(scalar)b") == "ab")
        }
    }

    @Test("invalid UTF-16 is shown as a one-cell replacement character")
    func invalidUTF16() {
        let decoded = String(decoding: [0x0041, 0xDC00, 0x0042] as [UInt16], as: UTF16.self)
        let label = TerminalText.sanitized(decoded)
        #expect(label == "A\u{FFFD}B")
        #expect(CellWidth.of(label) == 3)
    }

    @Test("a sanitised hostile label is as wide as the text it shows")
    func hostileLabelWidth() {
        let hostile =
            "\u{1B}]0;owned\u{07}\u{1B}[2J\u{1B}[H推薦\u{9B}31m\u{202E}Picks\u{0}\u{7F}\r\n👍🏽"
        let shown = TerminalText.sanitized(hostile)
        #expect(shown == "推薦Picks 👍🏽")
        #expect(CellWidth.of(shown) == CellWidth.of("推薦Picks 👍🏽"))
        #expect(CellWidth.of(shown) == 12)
        #expect(
            !shown.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) })
    }
}

import SegmentedTerminal
import Testing

@Suite("Truncating to a width")
struct TruncationTests {
    @Test("a string that fits exactly is returned unchanged, without an ellipsis")
    func exactFit() {
        #expect(TerminalText.truncated("Home", toCells: 4) == "Home")
        #expect(TerminalText.truncated("推薦", toCells: 4) == "推薦")
        #expect(TerminalText.truncated("👍🏽", toCells: 2) == "👍🏽")
    }

    @Test("a string narrower than the limit is returned unchanged")
    func shorter() {
        #expect(TerminalText.truncated("Home", toCells: 80) == "Home")
        #expect(TerminalText.truncated("", toCells: 3) == "")
    }

    @Test("a string one cell over the limit is cut and ends in the ellipsis")
    func oneOver() {
        let result = TerminalText.truncated("Homes", toCells: 4)
        #expect(result == "Hom…")
        #expect(CellWidth.of(result) == 4)
    }

    @Test("a wide character straddling the limit is dropped, leaving one cell free")
    func wideAtBoundary() {
        // 2 cells for the text plus 1 for the ellipsis leave one cell of 4 unused.
        let result = TerminalText.truncated("推薦熱門", toCells: 4)
        #expect(result == "推…")
        #expect(CellWidth.of(result) == 3)
        #expect(TerminalText.truncated("a推薦", toCells: 4) == "a推…")
        #expect(TerminalText.truncated("ab推薦", toCells: 4) == "ab…")
        #expect(TerminalText.truncated("👍👍👍", toCells: 4) == "👍…")
    }

    @Test("a limit of zero or less gives the empty string")
    func zeroAndNegative() {
        #expect(TerminalText.truncated("Home", toCells: 0) == "")
        #expect(TerminalText.truncated("Home", toCells: -1) == "")
        #expect(TerminalText.truncated("Home", toCells: .min) == "")
        #expect(TerminalText.truncated("", toCells: 0) == "")
    }

    @Test("a limit of one gives the ellipsis, or the string if it fits")
    func widthOne() {
        #expect(TerminalText.truncated("Home", toCells: 1) == "…")
        #expect(TerminalText.truncated("H", toCells: 1) == "H")
        #expect(TerminalText.truncated("e\u{301}", toCells: 1) == "e\u{301}")
        #expect(TerminalText.truncated("推", toCells: 1) == "…")
    }

    @Test("combining marks are kept with their base")
    func combiningMarks() {
        let result = TerminalText.truncated("e\u{301}e\u{301}e\u{301}", toCells: 2)
        #expect(result == "e\u{301}…")
        #expect(result.unicodeScalars.count == 3)
        let zalgo = "Z\u{300}\u{316}\u{36A}a\u{300}\u{316}l\u{36A}go"
        #expect(
            TerminalText.truncated(zalgo, toCells: 3) == "Z\u{300}\u{316}\u{36A}a\u{300}\u{316}…")
    }

    @Test("emoji sequences are never split")
    func emojiSequences() {
        let family = "👨\u{200D}👩\u{200D}👧"
        #expect(TerminalText.truncated(family + family, toCells: 3) == family + "…")
        #expect(TerminalText.truncated("🇯🇵🇰🇷", toCells: 3) == "🇯🇵…")
        #expect(TerminalText.truncated("🇯🇵🇰🇷", toCells: 2) == "…")
    }

    @Test("decomposed Hangul syllables are never split")
    func hangulJamo() {
        let han = "\u{1112}\u{1161}\u{11AB}"
        let guk = "\u{1100}\u{116E}\u{11A8}"
        #expect(TerminalText.truncated(han + guk + han, toCells: 4) == han + "…")
    }

    @Test("a custom ellipsis is measured and used")
    func customEllipsis() {
        #expect(TerminalText.truncated("Library", toCells: 5, ellipsis: "...") == "Li...")
        #expect(TerminalText.truncated("Library", toCells: 5, ellipsis: "") == "Libra")
        #expect(TerminalText.truncated("推薦熱門", toCells: 5, ellipsis: "⋯⋯") == "推⋯⋯")
    }

    @Test("an ellipsis wider than the limit is itself cut to fit")
    func ellipsisWiderThanLimit() {
        #expect(TerminalText.truncated("Library", toCells: 2, ellipsis: "...") == "..")
        #expect(TerminalText.truncated("Library", toCells: 1, ellipsis: "〜") == "")
    }

    @Test("the result never exceeds the limit")
    func neverExceeds() {
        let samples = ["Favourites", "推薦熱門", "한국어 라벨", "👍🏽👨\u{200D}👩\u{200D}👧🇯🇵", "e\u{301}a\u{300}"]
        for sample in samples {
            for limit in 0...12 {
                let result = TerminalText.truncated(sample, toCells: limit)
                #expect(CellWidth.of(result) <= limit, "\(sample) at \(limit)")
                #expect(result.isEmpty || sample.hasPrefix(result) || result.hasSuffix("…"))
            }
        }
    }
}

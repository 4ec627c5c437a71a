import SegmentedTerminal
import Testing

@Suite("Cell width")
struct CellWidthTests {
    @Test("ASCII text takes one cell per printable character")
    func ascii() {
        #expect(CellWidth.of("Hello, world!") == 13)
        #expect(CellWidth.of(" ~") == 2)
        #expect(CellWidth.of("A" as Character) == 1)
        #expect(CellWidth.of("A" as Unicode.Scalar) == 1)
    }

    @Test("the empty string takes no cells")
    func empty() {
        #expect(CellWidth.of("") == 0)
    }

    @Test("control characters take no cells")
    func controls() {
        #expect(CellWidth.of("\u{0}") == 0)
        #expect(CellWidth.of("\u{1B}") == 0)
        #expect(CellWidth.of("\u{7F}") == 0)
        #expect(CellWidth.of("\u{9B}") == 0)
        #expect(CellWidth.of("a\r\nb") == 2)
        #expect(CellWidth.of("\r\n" as Character) == 0)
    }

    @Test("CJK ideographs take two cells each")
    func cjk() {
        #expect(CellWidth.of("推薦") == 4)
        #expect(CellWidth.of("熱門") == 4)
        #expect(CellWidth.of("推" as Character) == 2)
        #expect(CellWidth.of("\u{20000}") == 2)  // CJK Extension B
        #expect(CellWidth.of("\u{3000}") == 2)  // ideographic space
        #expect(CellWidth.of("あ") == 2)
    }

    @Test("unassigned code points in the CJK planes count as wide")
    func futureIdeographs() {
        // U+2EBF0 was assigned in Unicode 15.1, after the table's Unicode version.
        #expect(CellWidth.of("\u{2EBF0}" as Unicode.Scalar) == 2)
        #expect(CellWidth.of("\u{3FFFD}" as Unicode.Scalar) == 2)
    }

    @Test("precomposed Hangul syllables take two cells each")
    func hangulSyllables() {
        #expect(CellWidth.of("한국어") == 6)
    }

    @Test("decomposed Hangul jamo sequences take two cells per syllable")
    func hangulJamo() {
        // ᄒ + ᅡ + ᆫ (leading consonant, medial vowel, final consonant) is "한".
        let han = "\u{1112}\u{1161}\u{11AB}"
        #expect(han.count == 1)
        #expect(CellWidth.of(han) == 2)
        #expect(CellWidth.of("\u{1100}\u{1161}") == 2)  // 가
        #expect(CellWidth.of("\u{1112}\u{1161}\u{11AB}\u{1100}\u{116E}\u{11A8}") == 4)  // 한국
        #expect(CellWidth.of("\u{1161}" as Unicode.Scalar) == 0)
        #expect(CellWidth.of("\u{11AB}" as Unicode.Scalar) == 0)
        #expect(CellWidth.of("\u{D7B0}" as Unicode.Scalar) == 0)
        #expect(CellWidth.of("\u{D7FB}" as Unicode.Scalar) == 0)
        #expect(CellWidth.of("\u{115F}" as Unicode.Scalar) == 2)  // choseong filler
    }

    @Test("fullwidth forms take two cells and halfwidth forms one")
    func fullwidth() {
        #expect(CellWidth.of("Ａ") == 2)
        #expect(CellWidth.of("ＡＢＣ") == 6)
        #expect(CellWidth.of("ｶ") == 1)
    }

    @Test("ambiguous-width characters take one cell")
    func ambiguous() {
        #expect(CellWidth.of("…") == 1)
        #expect(CellWidth.of("°") == 1)
        #expect(CellWidth.of("α") == 1)
        #expect(CellWidth.of("\u{E000}") == 1)  // private use
    }

    @Test("the replacement character from invalid UTF-16 takes one cell")
    func replacementCharacter() {
        let decoded = String(decoding: [0x0041, 0xD800, 0x0042] as [UInt16], as: UTF16.self)
        #expect(decoded == "A\u{FFFD}B")
        #expect(CellWidth.of(decoded) == 3)
        #expect(CellWidth.of("\u{FFFD}" as Unicode.Scalar) == 1)
    }

    @Test("emoji with emoji presentation take two cells")
    func emoji() {
        #expect(CellWidth.of("👍") == 2)
        #expect(CellWidth.of("👍" as Character) == 2)
        #expect(CellWidth.of("👍" as Unicode.Scalar) == 2)
        #expect(CellWidth.of("⌚") == 2)
    }

    @Test("an emoji with a skin tone modifier takes two cells")
    func skinTone() {
        #expect(CellWidth.of("👍🏽") == 2)
        #expect(CellWidth.of("☝🏽") == 2)  // base without emoji presentation
    }

    @Test("a zero width joiner sequence takes two cells in total")
    func zwjSequence() {
        let family = "👨\u{200D}👩\u{200D}👧"
        #expect(family.count == 1)
        #expect(CellWidth.of(family) == 2)
        #expect(CellWidth.of("🏳\u{FE0F}\u{200D}🌈") == 2)
    }

    @Test("a flag takes two cells")
    func flags() {
        #expect(CellWidth.of("🇯🇵") == 2)
        #expect(CellWidth.of("🇯🇵🇰🇷") == 4)
        // Subdivision flag: black flag and tag characters.
        #expect(CellWidth.of("🏴\u{E0067}\u{E0062}\u{E0065}\u{E006E}\u{E0067}\u{E007F}") == 2)
    }

    @Test("a lone regional indicator has emoji presentation and takes two cells")
    func loneRegionalIndicator() {
        #expect(CellWidth.of("\u{1F1EF}") == 2)
        // Three indicators: one flag and one lone indicator.
        #expect(CellWidth.of("\u{1F1EF}\u{1F1F5}\u{1F1F0}") == 4)
    }

    @Test("a text-style emoji takes one cell and two with VS16")
    func variationSelectors() {
        #expect(CellWidth.of("\u{2764}") == 1)  // ❤
        #expect(CellWidth.of("\u{2764}\u{FE0F}") == 2)  // ❤️
        #expect(CellWidth.of("\u{231A}\u{FE0E}") == 1)  // ⌚ with VS15
        #expect(CellWidth.of("1\u{FE0F}\u{20E3}") == 2)  // keycap 1️⃣
        #expect(CellWidth.of("1\u{20E3}") == 1)  // keycap without VS16
        #expect(CellWidth.of("a\u{FE0F}") == 1)  // VS16 on a non-emoji
        #expect(CellWidth.of("葛\u{E0100}") == 2)  // ideographic variation sequence
    }

    @Test("combining marks stay with their base and add no width")
    func combiningMarks() {
        #expect(CellWidth.of("e\u{301}") == 1)
        #expect(CellWidth.of("e\u{301}" as Character) == 1)
        #expect(CellWidth.of("Cafe\u{301}") == 4)
        #expect(CellWidth.of("\u{301}" as Unicode.Scalar) == 0)
        #expect(CellWidth.of("a\u{20DD}") == 1)  // enclosing circle
    }

    @Test("Zalgo-like stacks of combining marks take the width of their bases")
    func zalgo() {
        let stack = String(repeating: "\u{300}\u{316}\u{34F}\u{489}\u{36A}", count: 20)
        let zalgo = "Z" + stack + "a" + stack + "l" + stack + "g" + stack + "o" + stack
        #expect(zalgo.count == 5)
        #expect(CellWidth.of(zalgo) == 5)
        #expect(CellWidth.of("推" + stack) == 2)
    }

    @Test("zero width and default-ignorable characters take no cells")
    func zeroWidth() {
        for scalar: Unicode.Scalar in [
            "\u{200B}", "\u{200C}", "\u{200D}", "\u{2060}", "\u{FEFF}", "\u{FE00}", "\u{FE0F}",
            "\u{E0100}", "\u{E01EF}", "\u{202E}", "\u{2066}", "\u{200E}", "\u{61C}", "\u{E0001}",
            "\u{2028}", "\u{2029}",
        ] {
            #expect(CellWidth.of(scalar) == 0, "U+\(String(scalar.value, radix: 16))")
        }
        #expect(CellWidth.of("a\u{200B}b") == 2)
    }

    @Test("the soft hyphen takes one cell, as terminals show it")
    func softHyphen() {
        #expect(CellWidth.of("\u{AD}") == 1)
    }

    @Test("a cluster with a spacing vowel sign counts the sign")
    func spacingMarks() {
        #expect(CellWidth.of("\u{915}\u{93F}") == 2)  // कि
        #expect(CellWidth.of("\u{E01}\u{E33}") == 2)  // กำ
    }

    @Test("mixed text adds up its parts")
    func mixed() {
        #expect(CellWidth.of("Inbox 📥 (3)") == 12)
        #expect(CellWidth.of("推薦 Picks 👍🏽") == 13)
    }

    @Test("the table's Unicode version is reported")
    func unicodeVersion() {
        #expect(CellWidth.unicodeVersion == "14.0.0")
    }
}

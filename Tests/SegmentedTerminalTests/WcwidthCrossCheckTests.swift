import SegmentedTerminal
import Testing

// Widths measured with the Python `wcwidth` package, version 0.7.0 (its tables are
// Unicode 17.0.0), using `wcwidth.width(text)` for strings and `wcwidth.wcwidth(char)`
// for single code points. The numbers are kept here as data: no Python is needed to
// run these tests. Where CellWidth deliberately differs, `expected` holds its value
// and `difference` says why.

/// A string measured by `wcwidth`.
struct Sample: Sendable, CustomTestStringConvertible {
    let name: String
    let text: String
    let wcwidth: Int
    let expected: Int
    let difference: String?

    init(
        _ name: String, _ text: String, wcwidth: Int, expected: Int? = nil,
        difference: String? = nil
    ) {
        self.name = name
        self.text = text
        self.wcwidth = wcwidth
        self.expected = expected ?? wcwidth
        self.difference = difference
    }

    var testDescription: String { name }
}

/// A single code point measured by `wcwidth`.
struct ScalarSample: Sendable, CustomTestStringConvertible {
    let scalar: Unicode.Scalar
    let wcwidth: Int
    let expected: Int
    let difference: String?

    init(_ value: UInt32, wcwidth: Int, expected: Int? = nil, difference: String? = nil) {
        self.scalar = Unicode.Scalar(value)!
        self.wcwidth = wcwidth
        self.expected = expected ?? wcwidth
        self.difference = difference
    }

    var testDescription: String { "U+" + String(scalar.value, radix: 16, uppercase: true) }
}

@Suite("Cross-check with wcwidth")
struct WcwidthCrossCheckTests {
    static let samples: [Sample] = [
        Sample("ascii word", "Hello", wcwidth: 5),
        Sample("empty", "", wcwidth: 0),
        Sample("CJK 推薦", "推薦", wcwidth: 4),
        Sample("CJK 熱門", "熱門", wcwidth: 4),
        Sample("Hangul 한국어", "한국어", wcwidth: 6),
        Sample("Hangul jamo L V T", "\u{1112}\u{1161}\u{11AB}", wcwidth: 2),
        Sample("Hangul jamo L V", "\u{1100}\u{1161}", wcwidth: 2),
        Sample("Hangul jamo L L", "\u{1100}\u{1100}", wcwidth: 4),
        Sample("Hangul filler U+115F", "\u{115F}", wcwidth: 2),
        Sample("fullwidth A", "Ａ", wcwidth: 2),
        Sample("halfwidth katakana", "ｶ", wcwidth: 1),
        Sample("hiragana", "あ", wcwidth: 2),
        Sample("ideographic space", "\u{3000}", wcwidth: 2),
        Sample("CJK ext B", "𠀀", wcwidth: 2),
        Sample("thumbs up", "👍", wcwidth: 2),
        Sample("thumbs up medium skin", "👍\u{1F3FD}", wcwidth: 2),
        Sample("family ZWJ", "👨\u{200D}👩\u{200D}👧", wcwidth: 2),
        Sample("flag JP", "\u{1F1EF}\u{1F1F5}", wcwidth: 2),
        Sample("lone regional indicator", "\u{1F1EF}", wcwidth: 2),
        Sample("heart text", "❤", wcwidth: 1),
        Sample("heart VS16", "❤\u{FE0F}", wcwidth: 2),
        Sample("keycap one", "1\u{FE0F}\u{20E3}", wcwidth: 2),
        Sample("e + acute", "e\u{301}", wcwidth: 1),
        Sample(
            "zalgo", "Z\u{351}\u{36B}\u{343}\u{36A}\u{302}\u{36B}\u{33D}\u{34F}\u{334}\u{319}",
            wcwidth: 1),
        Sample("soft hyphen", "\u{AD}", wcwidth: 1),
        Sample("zero width space", "\u{200B}", wcwidth: 0),
        Sample("ZWJ alone", "\u{200D}", wcwidth: 0),
        Sample("replacement char", "\u{FFFD}", wcwidth: 1),
        Sample("ellipsis", "…", wcwidth: 1),
        Sample("degree", "°", wcwidth: 1),
        Sample("Devanagari ki", "क\u{93F}", wcwidth: 2),
        Sample("Thai ko + sara am", "กำ", wcwidth: 2),
        Sample("Arabic", "مرحبا", wcwidth: 5),
        Sample("Hebrew", "שלום", wcwidth: 4),
        Sample("Cyrillic", "Привет", wcwidth: 6),
        Sample("rainbow flag", "🏳\u{FE0F}\u{200D}🌈", wcwidth: 2),
        Sample(
            "England flag tags", "🏴\u{E0067}\u{E0062}\u{E0065}\u{E006E}\u{E0067}\u{E007F}",
            wcwidth: 2),
        Sample("watch", "⌚", wcwidth: 2),
        Sample(
            "watch VS15", "⌚\u{FE0E}", wcwidth: 2, expected: 1,
            difference: "VS15 asks for text presentation; wcwidth ignores it"),
        Sample("mixed label", "Inbox 📥 (3)", wcwidth: 12),
        Sample(
            "Yijing hexagram", "䷀", wcwidth: 2, expected: 1,
            difference: "W only since Unicode 16.0; the table is Unicode 14.0"),
        Sample(
            "Devanagari kssi", "क\u{94D}ष\u{93F}", wcwidth: 2, expected: 3,
            difference: "every spacing letter and sign is counted, as in glibc"),
        Sample("combining circle", "a\u{20DD}", wcwidth: 1),
        Sample("Mongolian FVS", "ᠠ\u{180B}", wcwidth: 1),
        Sample("variation selector 17", "葛\u{E0100}", wcwidth: 2),
    ]

    static let scalarSamples: [ScalarSample] = [
        ScalarSample(0x0041, wcwidth: 1),  // LATIN CAPITAL LETTER A
        ScalarSample(0x00A9, wcwidth: 1),  // COPYRIGHT SIGN
        ScalarSample(0x00AD, wcwidth: 1),  // SOFT HYPHEN
        ScalarSample(0x00E9, wcwidth: 1),  // LATIN SMALL LETTER E WITH ACUTE
        ScalarSample(0x0300, wcwidth: 0),  // COMBINING GRAVE ACCENT
        ScalarSample(0x03B1, wcwidth: 1),  // GREEK SMALL LETTER ALPHA
        ScalarSample(0x0416, wcwidth: 1),  // CYRILLIC CAPITAL LETTER ZHE
        ScalarSample(0x05D0, wcwidth: 1),  // HEBREW LETTER ALEF
        ScalarSample(0x0600, wcwidth: 1),  // ARABIC NUMBER SIGN
        ScalarSample(0x0627, wcwidth: 1),  // ARABIC LETTER ALEF
        // DEVANAGARI VOWEL SIGN I
        ScalarSample(
            0x093F, wcwidth: 0, expected: 1, difference: "spacing mark, counted as in glibc"),
        ScalarSample(0x094D, wcwidth: 0),  // DEVANAGARI SIGN VIRAMA
        ScalarSample(0x0E01, wcwidth: 1),  // THAI CHARACTER KO KAI
        ScalarSample(0x0E31, wcwidth: 0),  // THAI CHARACTER MAI HAN-AKAT
        ScalarSample(0x1100, wcwidth: 2),  // HANGUL CHOSEONG KIYEOK
        ScalarSample(0x1160, wcwidth: 0),  // HANGUL JUNGSEONG FILLER
        ScalarSample(0x115F, wcwidth: 2),  // HANGUL CHOSEONG FILLER
        ScalarSample(0x11A8, wcwidth: 0),  // HANGUL JONGSEONG KIYEOK
        ScalarSample(0x200B, wcwidth: 0),  // ZERO WIDTH SPACE
        ScalarSample(0x200D, wcwidth: 0),  // ZERO WIDTH JOINER
        ScalarSample(0x2026, wcwidth: 1),  // HORIZONTAL ELLIPSIS
        ScalarSample(0x2329, wcwidth: 2),  // LEFT-POINTING ANGLE BRACKET
        ScalarSample(0x231A, wcwidth: 2),  // WATCH
        // TRIGRAM FOR HEAVEN
        ScalarSample(0x2630, wcwidth: 2, expected: 1, difference: "W only since Unicode 16.0"),
        ScalarSample(0x26A1, wcwidth: 2),  // HIGH VOLTAGE SIGN
        ScalarSample(0x2E80, wcwidth: 2),  // CJK RADICAL REPEAT
        ScalarSample(0x3000, wcwidth: 2),  // IDEOGRAPHIC SPACE
        ScalarSample(0x3042, wcwidth: 2),  // HIRAGANA LETTER A
        ScalarSample(0x302A, wcwidth: 0),  // IDEOGRAPHIC LEVEL TONE MARK
        ScalarSample(0x3099, wcwidth: 0),  // COMBINING KATAKANA-HIRAGANA VOICED SOUND MARK
        // HEXAGRAM FOR THE CREATIVE HEAVEN
        ScalarSample(0x4DC0, wcwidth: 2, expected: 1, difference: "W only since Unicode 16.0"),
        ScalarSample(0x4E00, wcwidth: 2),  // CJK UNIFIED IDEOGRAPH-4E00
        ScalarSample(0xA960, wcwidth: 2),  // HANGUL CHOSEONG TIKEUT-MIEUM
        ScalarSample(0xAC00, wcwidth: 2),  // HANGUL SYLLABLE GA
        ScalarSample(0xD7B0, wcwidth: 0),  // HANGUL JUNGSEONG O-YEO
        ScalarSample(0xE000, wcwidth: 1),  // private use
        ScalarSample(0xF900, wcwidth: 2),  // CJK COMPATIBILITY IDEOGRAPH-F900
        ScalarSample(0xFE0F, wcwidth: 0),  // VARIATION SELECTOR-16
        ScalarSample(0xFE30, wcwidth: 2),  // PRESENTATION FORM FOR VERTICAL TWO DOT LEADER
        ScalarSample(0xFF21, wcwidth: 2),  // FULLWIDTH LATIN CAPITAL LETTER A
        ScalarSample(0xFF61, wcwidth: 1),  // HALFWIDTH IDEOGRAPHIC FULL STOP
        ScalarSample(0xFFFD, wcwidth: 1),  // REPLACEMENT CHARACTER
        ScalarSample(0x1F004, wcwidth: 2),  // MAHJONG TILE RED DRAGON
        ScalarSample(0x1F1E6, wcwidth: 2),  // REGIONAL INDICATOR SYMBOL LETTER A
        ScalarSample(0x1F300, wcwidth: 2),  // CYCLONE
        ScalarSample(0x1F3FB, wcwidth: 2),  // EMOJI MODIFIER FITZPATRICK TYPE-1-2
        ScalarSample(0x1F44D, wcwidth: 2),  // THUMBS UP SIGN
        ScalarSample(0x1F6DC, wcwidth: 2),  // not yet assigned in Unicode 14.0
        ScalarSample(0x1F9FF, wcwidth: 2),  // NAZAR AMULET
        ScalarSample(0x1FAE8, wcwidth: 2),  // not yet assigned in Unicode 14.0
        ScalarSample(0x20000, wcwidth: 2),  // CJK UNIFIED IDEOGRAPH-20000
        ScalarSample(0x2EBF0, wcwidth: 2),  // not yet assigned in Unicode 14.0
        ScalarSample(0x30000, wcwidth: 2),  // CJK UNIFIED IDEOGRAPH-30000
        ScalarSample(0xE0001, wcwidth: 0),  // LANGUAGE TAG
        ScalarSample(0xE0100, wcwidth: 0),  // VARIATION SELECTOR-17
    ]

    @Test("string widths agree with wcwidth except where documented", arguments: samples)
    func stringWidth(_ sample: Sample) {
        #expect(CellWidth.of(sample.text) == sample.expected)
        #expect((sample.expected == sample.wcwidth) == (sample.difference == nil))
    }

    @Test("scalar widths agree with wcwidth except where documented", arguments: scalarSamples)
    func scalarWidth(_ sample: ScalarSample) {
        #expect(CellWidth.of(sample.scalar) == sample.expected)
        #expect((sample.expected == sample.wcwidth) == (sample.difference == nil))
    }
}

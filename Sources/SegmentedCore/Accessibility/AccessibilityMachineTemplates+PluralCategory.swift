import Foundation

extension AccessibilityMachineTemplates {
    /// The plural categories of Unicode CLDR: the forms a language gives a phrase with a
    /// count. English has `one` ("1 file") and `other` ("2 files"); Russian adds `few` and
    /// `many`, Arabic has all six; Japanese has only `other`.
    ///
    /// ```swift
    /// let russian: AccessibilityMachine.Templates = .init(
    ///     badge: "{badge} новых", badgeForms: [.one: "{badge} новое"],
    ///     locale: Locale(identifier: "ru"))
    /// SegmentBadge.count(21).spokenText(templates: russian)  // "21 новое"
    /// ```
    public enum PluralCategory: String, Sendable, Hashable, CaseIterable {
        /// Arabic's 0.
        case zero
        /// 1 in most languages; 0 and 1 in French, Portuguese (Brazil) and Hindi; 1, 21, 31…
        /// in Russian, Ukrainian and Croatian.
        case one
        /// 2 in Arabic and Hebrew.
        case two
        /// 2 to 4 in Czech and Slovak; 2–4, 22–24… in Russian, Ukrainian, Polish and
        /// Croatian; 3–10 (by the last two digits) in Arabic; 0 and 2–19 in Romanian.
        case few
        /// 5–20, 25–30… (and 11–14) in Russian, Ukrainian and Polish; 11–99 (by the last two
        /// digits) in Arabic; whole millions in French, Spanish, Italian, Catalan and
        /// Portuguese.
        case many
        /// Every other count; the only category in Japanese, Korean, Chinese, Thai,
        /// Indonesian, Malay and Vietnamese.
        case other
    }
}

extension AccessibilityMachineTemplates.PluralCategory {
    /// The rules for whole numbers of the languages the package ships, from CLDR's
    /// plurals.xml (the integer cases, v = 0). Languages not listed use ``english``: 1 is
    /// `one`, everything else `other`.
    enum Rule: Sendable, Hashable {
        /// 1 → one (English, German, Dutch, the Scandinavian languages, Greek, Turkish,
        /// Hungarian, …).
        case english
        /// Only `other`.
        case none
        /// 0 and 1 → one (Hindi).
        case zeroOrOne
        /// 0 and 1 → one, whole millions → many (French, Portuguese of Brazil).
        case zeroOrOneAndMillions
        /// 1 → one, whole millions → many (Spanish, Italian, Catalan, Portuguese of
        /// Portugal).
        case oneAndMillions
        /// Russian and Ukrainian.
        case eastSlavic
        /// Polish.
        case polish
        /// Czech and Slovak.
        case westSlavic
        /// Croatian, Serbian and Bosnian.
        case southSlavic
        /// Romanian.
        case romanian
        /// Hebrew: 1 → one, 2 → two.
        case hebrew
        /// Arabic: zero, one, two, few, many and other.
        case arabic

        /// The rule of a locale's language (and, for Portuguese, its region).
        init(_ locale: Locale) {
            let language = locale.language.languageCode?.identifier ?? "en"
            switch language {
            case "ja", "ko", "zh", "th", "id", "ms", "vi", "lo", "my", "km", "yue":
                self = .none
            case "hi", "bn", "gu", "kn", "mr", "fa", "zu", "am":
                self = .zeroOrOne
            case "fr":
                self = .zeroOrOneAndMillions
            case "pt":
                // Portuguese outside Brazil follows Portugal (CLDR's pt_PT), as its words do.
                let region = locale.region?.identifier ?? "BR"
                self = region == "BR" ? .zeroOrOneAndMillions : .oneAndMillions
            case "es", "it", "ca":
                self = .oneAndMillions
            case "ru", "uk", "be":
                self = .eastSlavic
            case "pl":
                self = .polish
            case "cs", "sk":
                self = .westSlavic
            case "hr", "sr", "bs":
                self = .southSlavic
            case "ro", "mo":
                self = .romanian
            case "he", "iw":
                self = .hebrew
            case "ar":
                self = .arabic
            default:
                self = .english
            }
        }
    }

    /// The category of a whole number (its magnitude, as CLDR's `n`) under a rule.
    init(_ count: Int, rule: Rule) {
        let n = count.magnitude
        let last = n % 10
        let lastTwo = n % 100
        let isMillions = n != 0 && n % 1_000_000 == 0
        switch rule {
        case .english:
            self = n == 1 ? .one : .other
        case .none:
            self = .other
        case .zeroOrOne:
            self = n <= 1 ? .one : .other
        case .zeroOrOneAndMillions:
            self = n <= 1 ? .one : isMillions ? .many : .other
        case .oneAndMillions:
            self = n == 1 ? .one : isMillions ? .many : .other
        case .eastSlavic:
            if last == 1 && lastTwo != 11 {
                self = .one
            } else if (2...4).contains(last) && !(12...14).contains(lastTwo) {
                self = .few
            } else {
                self = .many
            }
        case .polish:
            if n == 1 {
                self = .one
            } else if (2...4).contains(last) && !(12...14).contains(lastTwo) {
                self = .few
            } else {
                self = .many
            }
        case .westSlavic:
            self = n == 1 ? .one : (2...4).contains(n) ? .few : .other
        case .southSlavic:
            if last == 1 && lastTwo != 11 {
                self = .one
            } else if (2...4).contains(last) && !(12...14).contains(lastTwo) {
                self = .few
            } else {
                self = .other
            }
        case .romanian:
            if n == 1 {
                self = .one
            } else if n == 0 || (1...19).contains(lastTwo) {
                self = .few
            } else {
                self = .other
            }
        case .hebrew:
            self = n == 1 ? .one : n == 2 ? .two : .other
        case .arabic:
            switch n {
            case 0: self = .zero
            case 1: self = .one
            case 2: self = .two
            default:
                self =
                    (3...10).contains(lastTwo)
                    ? .few : (11...99).contains(lastTwo) ? .many : .other
            }
        }
    }
}

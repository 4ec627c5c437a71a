import Foundation

extension AccessibilityMachine {
    /// The words the machine speaks, for localisation (see ``AccessibilityMachineTemplates``).
    ///
    /// ```swift
    /// control.configuration.accessibilityTemplates = .localized(for: Locale(identifier: "de"))
    /// ```
    public typealias Templates = AccessibilityMachineTemplates
}

/// The words of ``AccessibilityMachine``, for localisation: what VoiceOver says for a
/// segment's place, role and state, and for a badge. `{index}` is the 1-based position,
/// `{count}` the number of segments and `{badge}` a badge's count.
///
/// The package ships the words in 34 languages (``localizations``): Arabic, Catalan,
/// Chinese (Simplified and Traditional), Croatian, Czech, Danish, Dutch, English, Finnish,
/// French, German, Greek, Hebrew, Hindi, Hungarian, Indonesian, Italian, Japanese, Korean,
/// Malay, Norwegian Bokmål, Polish, Portuguese (Brazil and Portugal), Romanian, Russian,
/// Slovak, Spanish, Swedish, Thai, Turkish, Ukrainian and Vietnamese. A regional variant
/// takes its language's words (`zh-HK` Traditional Chinese, `es-MX` and `es-419` Spanish,
/// `fr-CA` French, `en-GB` English); any other language English.
/// ``system`` picks the app's language as the system does for its own controls, and is what
/// the machines and controls use unless given other templates. ``english`` is English
/// whatever the language; templates an app makes itself override the shipped words.
///
/// Write it as `AccessibilityMachine.Templates`: one type for every `ID` (Swift cannot name a
/// type nested in a generic type without its argument, so the machine names this one).
///
/// ```swift
/// AccessibilityMachine.Templates.localized(for: Locale(identifier: "de")).position
/// // "{index} von {count}"
/// let own: AccessibilityMachine.Templates = .init(
///     position: "{index} von {count}", unnamed: "Segment {index}",
///     role: "Tab", selected: "ausgewählt", disabled: "deaktiviert",
///     locale: Locale(identifier: "de"))
/// ```
public struct AccessibilityMachineTemplates: Sendable, Hashable {
    /// The place of a segment; "{index} of {count}" in English.
    public var position: String
    /// The label of a segment whose label is empty; "Segment {index}" in English.
    public var unnamed: String
    /// The role VoiceOver speaks for a segment in a tab bar; "tab" in English (the word
    /// VoiceOver says there, before the place).
    public var role: String
    /// The word for the selected state; "selected" in English.
    public var selected: String
    /// The word for a disabled segment; "dimmed" in English (as VoiceOver says).
    public var disabled: String
    /// The role VoiceOver speaks for a segment outside a tab bar; "button" in English (the
    /// word VoiceOver says for the `.button` trait).
    public var button: String
    /// The word VoiceOver says for the `.adjustable` trait; "adjustable" in English.
    public var adjustable: String
    /// A count badge; `{badge}` is the count, "{badge} new" in English ("3 new"). It is the
    /// form for the plural category `other`; ``badgeForms`` holds the others.
    public var badge: String
    /// A count badge above 99, which shows "99+"; `{badge}` is 99, "more than {badge} new"
    /// in English. It is the form for the plural category `other`; ``badgeOverflowForms``
    /// holds the others.
    public var badgeOverflow: String
    /// A dot badge; "new" in English.
    public var badgeDot: String
    /// What goes between the parts of a value or an announcement ("2 of 3, 3 new"); ", " in
    /// English, "، " in Arabic, "、" in Japanese.
    ///
    /// ```swift
    /// var templates = AccessibilityMachine.Templates.english
    /// templates.separator = "; "  // "selected; Week; 2 of 3; button"
    /// ```
    public var separator: String
    /// The forms of ``badge`` for a count whose plural category, in ``locale``'s language, is
    /// not `other`: `[.one: "{badge} новое"]` in Russian, where 2 to 4 and 5 or more take
    /// ``badge``'s "{badge} новых". A category without a form uses ``badge``.
    ///
    /// ```swift
    /// var templates = AccessibilityMachine.Templates.english
    /// templates.badge = "{badge} new items"
    /// templates.badgeForms = [.one: "{badge} new item"]
    /// SegmentBadge.count(1).spokenText(templates: templates)  // "1 new item"
    /// SegmentBadge.count(2).spokenText(templates: templates)  // "2 new items"
    /// ```
    public var badgeForms: [PluralCategory: String]
    /// The forms of ``badgeOverflow`` by plural category, as ``badgeForms`` are for ``badge``.
    ///
    /// ```swift
    /// let french: AccessibilityMachine.Templates = .init(
    ///     badgeOverflow: "plus de {badge} nouveaux",
    ///     badgeOverflowForms: [.one: "plus de {badge} nouveau"],
    ///     locale: Locale(identifier: "fr"))
    /// SegmentBadge.count(120).spokenText(templates: french)  // "plus de 99 nouveaux"
    /// ```
    public var badgeOverflowForms: [PluralCategory: String]
    /// The locale the words are written for: its language and region choose the plural
    /// category of a count (CLDR's rules, see ``PluralCategory``), and its numbering system
    /// the digits of every number ("٢ من ٣" with Arabic-Indic digits). English by default.
    ///
    /// ```swift
    /// var templates = AccessibilityMachine.Templates.localized(for: Locale(identifier: "ar"))
    /// templates.locale = Locale(identifier: "ar-u-nu-latn")  // "2 من 3": Latin digits
    /// ```
    public var locale: Locale {
        didSet { numbers = Numbers(locale) }
    }
    /// The digits and plural rule ``locale`` gives, worked out once.
    private var numbers: Numbers

    /// Creates templates; every parameter has the English default.
    ///
    /// ```swift
    /// let templates: AccessibilityMachine.Templates = .init(position: "{index}/{count}")
    /// ```
    ///
    /// - Parameters:
    ///   - position: The place of a segment.
    ///   - unnamed: The label of an unnamed segment.
    ///   - role: The role word.
    ///   - selected: The selected-state word.
    ///   - disabled: The disabled-state word.
    ///   - button: The role word outside a tab bar.
    ///   - adjustable: The adjustable-trait word.
    ///   - badge: A count badge, with `{badge}` for the count.
    ///   - badgeOverflow: A count badge above 99, with `{badge}` for 99.
    ///   - badgeDot: A dot badge.
    ///   - separator: What goes between the parts of a value or an announcement.
    ///   - badgeForms: ``badge``'s forms for plural categories other than `other`.
    ///   - badgeOverflowForms: ``badgeOverflow``'s forms for plural categories other than
    ///     `other`.
    ///   - locale: The locale the words are for: plural rules and digits.
    public init(
        position: String = "{index} of {count}", unnamed: String = "Segment {index}",
        role: String = "tab", selected: String = "selected", disabled: String = "dimmed",
        button: String = "button", adjustable: String = "adjustable",
        badge: String = "{badge} new", badgeOverflow: String = "more than {badge} new",
        badgeDot: String = "new", separator: String = ", ",
        badgeForms: [PluralCategory: String] = [:],
        badgeOverflowForms: [PluralCategory: String] = [:],
        locale: Locale = Locale(identifier: "en")
    ) {
        self.position = position
        self.unnamed = unnamed
        self.role = role
        self.selected = selected
        self.disabled = disabled
        self.button = button
        self.adjustable = adjustable
        self.badge = badge
        self.badgeOverflow = badgeOverflow
        self.badgeDot = badgeDot
        self.separator = separator
        self.badgeForms = badgeForms
        self.badgeOverflowForms = badgeOverflowForms
        self.locale = locale
        self.numbers = Numbers(locale)
    }

    /// English, whatever the user's language: the words of the initialiser's defaults.
    public static let english = AccessibilityMachineTemplates()

    /// The template with `{index}` replaced by `index + 1` (computed without overflow, so
    /// `Int.max` gives 9223372036854775808) and `{count}` by `count`, in the locale's digits.
    func fill(_ template: String, index: Int, count: Int) -> String {
        let (next, overflow) = index.addingReportingOverflow(1)
        let position = overflow ? String(UInt(index) + 1) : String(next)
        return template.replacingAll("{index}", with: numbers.digits(position))
            .replacingAll("{count}", with: numbers.digits(String(count)))
    }

    /// A count badge's phrase: the form of ``badge`` for the count's plural category, with
    /// the count (as shown, "3") in the locale's digits.
    func badgePhrase(_ shown: String) -> String {
        fillBadge(badge, forms: badgeForms, shown: shown)
    }

    /// A capped badge's phrase ("more than 99 new"): the form of ``badgeOverflow`` for the
    /// floor's plural category.
    func badgeOverflowPhrase(_ floor: String) -> String {
        fillBadge(badgeOverflow, forms: badgeOverflowForms, shown: floor)
    }

    private func fillBadge(
        _ other: String, forms: [PluralCategory: String], shown: String
    ) -> String {
        let template =
            Int(shown).flatMap { count in
                forms[PluralCategory(count, rule: numbers.pluralRule)]
            } ?? other
        return template.replacingAll("{badge}", with: numbers.digits(shown))
    }
}

extension AccessibilityMachineTemplates {
    /// A segment's spoken name: its label without control or format characters and with
    /// whitespace trimmed, or ``unnamed`` for its place when that leaves nothing.
    func label(_ raw: String, index: Int, count: Int) -> String {
        let cleaned = Self.cleaned(raw)
        return cleaned.isEmpty ? fill(unnamed, index: index, count: count) : cleaned
    }

    /// A segment's place, such as "2 of 5".
    func place(index: Int, count: Int) -> String {
        fill(position, index: index, count: count)
    }

    /// A label without control or format characters, whitespace trimmed.
    static func cleaned(_ label: String) -> String {
        String(
            String.UnicodeScalarView(
                label.unicodeScalars.filter {
                    !($0.properties.generalCategory == .control
                        || $0.properties.generalCategory == .format)
                })
        ).trimmingWhitespace()
    }
}

extension String {
    func replacingAll(_ target: String, with replacement: String) -> String {
        guard !target.isEmpty else { return self }
        var result = ""
        var rest = self[...]
        while let range = rest.range(of: target) {
            result += rest[..<range.lowerBound]
            result += replacement
            rest = rest[range.upperBound...]
        }
        result += rest
        return result
    }

    func trimmingWhitespace() -> String {
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { !$0.properties.isWhitespace }),
            let last = scalars.lastIndex(where: { !$0.properties.isWhitespace })
        else { return "" }
        return String(scalars[first...last])
    }
}

extension StringProtocol {
    fileprivate func range(of target: String) -> Range<Index>? {
        guard !target.isEmpty, target.count <= count else { return nil }
        var start = startIndex
        while start < endIndex {
            if self[start...].hasPrefix(target) {
                return start..<index(start, offsetBy: target.count)
            }
            start = index(after: start)
        }
        return nil
    }
}

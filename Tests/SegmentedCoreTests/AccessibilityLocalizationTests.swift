import Foundation
import Testing

@testable import SegmentedCore

/// VoiceOver's words in the user's language: the package's localized resources, how a
/// language is chosen, plural forms and digits, and templates from the app still winning.
@Suite("Accessibility in the user's language")
struct AccessibilityLocalizationTests {
    typealias Machine = AccessibilityMachine<String>
    typealias Templates = AccessibilityMachine<String>.Templates

    /// The languages the package ships: at least those the issue names, and the others iOS
    /// ships that we could word.
    static let shipped = [
        "en", "ar", "ca", "cs", "da", "de", "el", "es", "fi", "fr", "he", "hi", "hr", "hu",
        "id", "it", "ja", "ko", "ms", "nb", "nl", "pl", "pt-BR", "pt-PT", "ro", "ru", "sk",
        "sv", "th", "tr", "uk", "vi", "zh-Hans", "zh-Hant",
    ]

    /// Every key a strings file must have: one per phrase.
    static let phraseKeys = [
        "position", "unnamed", "role", "selected", "disabled", "button", "adjustable", "badge",
        "badgeOverflow", "badgeDot", "separator",
    ]

    /// The phrases of a set of templates, by key.
    static func phrases(_ templates: Templates) -> [String: String] {
        [
            "position": templates.position, "unnamed": templates.unnamed,
            "role": templates.role, "selected": templates.selected,
            "disabled": templates.disabled, "button": templates.button,
            "adjustable": templates.adjustable, "badge": templates.badge,
            "badgeOverflow": templates.badgeOverflow, "badgeDot": templates.badgeDot,
            "separator": templates.separator,
        ]
    }

    /// Day, Week, Month with Week selected, in the given words.
    static func dayWeekMonth(
        _ templates: Templates, container: Machine.Container = .segmentedControl
    ) -> Machine {
        Machine(
            segments: ["Day", "Week", ""].map { .init(id: $0, label: $0) },
            selection: SelectionModel(count: 3, selectedIndex: 1), templates: templates,
            container: container, isAdjustable: false)
    }

    /// The text with every decimal digit, of any script, written as an ASCII digit.
    static func asciiDigits(_ text: String) -> String {
        String(
            String.UnicodeScalarView(
                text.unicodeScalars.map { scalar in
                    guard scalar.properties.numericType == .decimal,
                        let value = scalar.properties.numericValue
                    else { return scalar }
                    return Unicode.Scalar(UInt8(0x30 + Int(value)))
                }))
    }

    /// Whether a filled phrase still holds a placeholder or a format specifier.
    static func hasLeftover(_ phrase: String) -> Bool {
        phrase.contains("{") || phrase.contains("}") || phrase.contains("%")
    }

    // MARK: The resources

    @Test("the manifest's resources are in the bundle: one localization per shipped language")
    func bundleHasTheLocalizations() throws {
        let bundle = try #require(Templates.resourceBundle, "SwiftPM builds the core's bundle")
        #expect(bundle.developmentLocalization == "en", "defaultLocalization: \"en\"")
        #expect(Templates.localizations == Self.shipped)
        for localization in Self.shipped {
            #expect(!Templates.table(for: localization).isEmpty, "\(localization) loads")
        }
    }

    @Test("every strings file has every phrase and only known keys", arguments: shipped)
    func tableIsComplete(localization: String) {
        let table = Templates.table(for: localization)
        let forms = ["badge", "badgeOverflow"].flatMap { phrase in
            Templates.PluralCategory.allCases.filter { $0 != .other }.map {
                "\(phrase).\($0.rawValue)"
            }
        }
        #expect(Set(Self.phraseKeys).isSubset(of: table.keys), "\(localization) lacks a phrase")
        #expect(
            Set(table.keys).isSubset(of: Self.phraseKeys + forms),
            "\(localization) has an unknown key")
        #expect(table.values.allSatisfy { !$0.isEmpty })
        // A form is for a category the language's numbers actually fall in.
        let rule = Templates.PluralCategory.Rule(Locale(identifier: localization))
        let used = Set(
            (Array(0...200) + [1_000_000]).map { Templates.PluralCategory($0, rule: rule) })
        for key in table.keys where key.contains(".") {
            let category = Templates.PluralCategory(rawValue: String(key.split(separator: ".")[1]))
            #expect(category.map(used.contains) == true, "\(localization): \(key) is never used")
        }
    }

    @Test("English's strings file says what .english says")
    func englishTable() {
        #expect(
            Self.phrases(.localized(for: Locale(identifier: "en-US"))) == Self.phrases(.english))
        #expect(Templates.table(for: "en").count == Self.phraseKeys.count)
    }

    // MARK: Every phrase, every language

    @Test("each phrase fills all its placeholders and says its numbers", arguments: shipped)
    func phrasesFill(localization: String) {
        let templates = Templates.localized(for: Locale(identifier: localization))
        #expect(
            templates.locale.language.languageCode
                == Locale(identifier: localization).language.languageCode)
        for (index, count) in [(0, 1), (1, 3), (10, 12), (20, 25), (119, 150)] {
            let place = templates.place(index: index, count: count)
            let unnamed = templates.label("", index: index, count: count)
            for phrase in [place, unnamed] {
                #expect(!Self.hasLeftover(phrase), "\(localization): \(phrase)")
            }
            #expect(
                Self.asciiDigits(place).contains(String(index + 1)), "\(localization): \(place)")
            #expect(Self.asciiDigits(place).contains(String(count)), "\(localization): \(place)")
            #expect(Self.asciiDigits(unnamed).contains(String(index + 1)), "\(localization)")
        }
        for word in [
            templates.role, templates.selected, templates.disabled, templates.button,
            templates.adjustable, templates.badgeDot,
        ] {
            #expect(!word.isEmpty && !Self.hasLeftover(word), "\(localization): \(word)")
        }
        #expect(!templates.separator.isEmpty)
        // Badges: every count up to the cap, the cap, and capped texts; the number is said
        // in digits, except where the language says it in the word itself (Arabic's one and
        // two: "عنصر جديد واحد", "عنصران جديدان").
        let rule = Templates.PluralCategory.Rule(templates.locale)
        let inWords: Set<Templates.PluralCategory> = rule == .arabic ? [.one, .two] : []
        for count in 1...120 {
            let shown = min(count, 99)
            for badge in [SegmentBadge.count(count), .text("\(shown)+")] {
                let phrase = badge.spokenText(templates: templates) ?? ""
                #expect(!phrase.isEmpty && !Self.hasLeftover(phrase), "\(localization): \(phrase)")
                if !inWords.contains(Templates.PluralCategory(shown, rule: rule)) {
                    #expect(
                        Self.asciiDigits(phrase).contains(String(shown)),
                        "\(localization): \(phrase) for \(badge)")
                }
            }
        }
        // The machine's own phrases, in a segmented control and in a tab bar.
        for container in [Machine.Container.segmentedControl, .tabBar] {
            let machine = Self.dayWeekMonth(templates, container: container)
            for element in machine.elements {
                #expect(!Self.hasLeftover(element.spokenText), "\(localization): \(element)")
                #expect(!Self.hasLeftover(element.announcement))
                #expect(
                    element.spokenText.contains(templates.place(index: element.index, count: 3)))
            }
        }
    }

    // MARK: The three languages

    @Test("German: '2 von 3', 'Segment 3', and the tab place phrase")
    func german() {
        let german = Self.dayWeekMonth(.localized(for: Locale(identifier: "de-DE")))
        #expect(german.elements.map(\.value) == ["1 von 3", "2 von 3", "3 von 3"])
        #expect(german.elements[2].label == "Segment 3")
        #expect(german.elements[1].spokenText == "ausgewählt, Week, 2 von 3, Taste")
        let tabs = Self.dayWeekMonth(
            .localized(for: Locale(identifier: "de-AT")), container: .tabBar)
        #expect(tabs.elements[1].spokenText == "ausgewählt, Week, Tab, 2 von 3")
        let templates = Templates.localized(for: Locale(identifier: "de"))
        #expect(SegmentBadge.count(3).spokenText(templates: templates) == "3 neu")
        #expect(SegmentBadge.count(120).spokenText(templates: templates) == "mehr als 99 neu")
    }

    @Test("Japanese: '全3個中2個目', with the Japanese comma between parts")
    func japanese() {
        let japanese = Self.dayWeekMonth(.localized(for: Locale(identifier: "ja-JP")))
        #expect(japanese.elements[1].value == "全3個中2個目")
        #expect(japanese.elements[2].label == "セグメント3")
        #expect(japanese.elements[1].spokenText == "選択中、Week、全3個中2個目、ボタン")
        let tabs = Self.dayWeekMonth(.localized(for: Locale(identifier: "ja")), container: .tabBar)
        #expect(tabs.elements[0].spokenText == "Day、タブ、全3個中1個目")
        let templates = Templates.localized(for: Locale(identifier: "ja"))
        #expect(SegmentBadge.count(1).spokenText(templates: templates) == "1個の新規項目")
    }

    @Test("Arabic: '٢ من ٣' in Arabic-Indic digits (ar-SA), '2 من 3' in Latin ones")
    func arabic() {
        let saudi = Self.dayWeekMonth(.localized(for: Locale(identifier: "ar-SA")))
        #expect(saudi.elements.map(\.value) == ["١ من ٣", "٢ من ٣", "٣ من ٣"])
        #expect(saudi.elements[2].label == "القسم ٣")
        #expect(saudi.elements[1].spokenText == "محدد، Week، ٢ من ٣، زر")
        let tabs = Self.dayWeekMonth(
            .localized(for: Locale(identifier: "ar-EG")), container: .tabBar)
        #expect(tabs.elements[1].spokenText == "محدد، Week، علامة تبويب، ٢ من ٣")
        let latin = Self.dayWeekMonth(.localized(for: Locale(identifier: "ar-u-nu-latn")))
        #expect(latin.elements[1].value == "2 من 3")
        let morocco = Self.dayWeekMonth(.localized(for: Locale(identifier: "ar-MA")))
        #expect(morocco.elements[1].value == "2 من 3", "Morocco writes Latin digits (CLDR)")
    }

    @Test("docs/core.md's table of place phrases")
    func coreGuideTable() {
        for (identifier, value, tabBar) in [
            ("de", "2 von 3", "ausgewählt, Week, Tab, 2 von 3"),
            ("ja", "全3個中2個目", "選択中、Week、タブ、全3個中2個目"),
            ("ar-SA", "٢ من ٣", "محدد، Week، علامة تبويب، ٢ من ٣"),
        ] {
            let templates = Templates.localized(for: Locale(identifier: identifier))
            #expect(Self.dayWeekMonth(templates).elements[1].value == value)
            #expect(
                Self.dayWeekMonth(templates, container: .tabBar).elements[1].spokenText == tabBar)
        }
        let arabic = Templates.localized(for: Locale(identifier: "ar-MA"))
        #expect(arabic.place(index: 1, count: 3) == "2 من 3")
        let russian = Templates.localized(for: Locale(identifier: "ru"))
        #expect(SegmentBadge.count(1).spokenText(templates: russian) == "1 новое")
        #expect(SegmentBadge.count(5).spokenText(templates: russian) == "5 новых")
    }

    @Test("Arabic badges take the form of the count's plural category")
    func arabicBadges() {
        let arabic = Templates.localized(for: Locale(identifier: "ar-SA"))
        let spoken = { (count: Int) in SegmentBadge.count(count).spokenText(templates: arabic) }
        #expect(spoken(1) == "عنصر جديد واحد")
        #expect(spoken(2) == "عنصران جديدان")
        #expect(spoken(3) == "٣ عناصر جديدة")
        #expect(spoken(10) == "١٠ عناصر جديدة")
        #expect(spoken(11) == "١١ عنصرًا جديدًا")
        #expect(spoken(99) == "٩٩ عنصرًا جديدًا")
        #expect(spoken(100) == "أكثر من ٩٩ عنصرًا جديدًا")
        #expect(SegmentBadge.text("2+").spokenText(templates: arabic) == "أكثر من عنصرين جديدين")
        #expect(SegmentBadge.text("100+").spokenText(templates: arabic) == "أكثر من ١٠٠ عنصر جديد")
    }

    @Test("Russian, Polish and French badges agree with the count")
    func pluralBadges() {
        let russian = Templates.localized(for: Locale(identifier: "ru"))
        #expect(
            [1, 2, 5, 11, 21, 22].map { SegmentBadge.count($0).spokenText(templates: russian) }
                == ["1 новое", "2 новых", "5 новых", "11 новых", "21 новое", "22 новых"])
        let polish = Templates.localized(for: Locale(identifier: "pl"))
        #expect(
            [1, 2, 5, 12, 22].map { SegmentBadge.count($0).spokenText(templates: polish) }
                == ["1 nowe", "2 nowe", "5 nowych", "12 nowych", "22 nowe"])
        let french = Templates.localized(for: Locale(identifier: "fr-CA"))
        #expect(SegmentBadge.count(1).spokenText(templates: french) == "1 nouveau")
        #expect(SegmentBadge.count(2).spokenText(templates: french) == "2 nouveaux")
    }

    @Test("Hungarian: '3 közül 2.', '3. szegmens', and one badge form for every count")
    func hungarian() {
        let templates = Templates.localized(for: Locale(identifier: "hu-HU"))
        let hungarian = Self.dayWeekMonth(templates)
        #expect(hungarian.elements.map(\.value) == ["3 közül 1.", "3 közül 2.", "3 közül 3."])
        #expect(hungarian.elements[2].label == "3. szegmens")
        #expect(hungarian.elements[1].spokenText == "kiválasztva, Week, 3 közül 2., gomb")
        let tabs = Self.dayWeekMonth(templates, container: .tabBar)
        #expect(tabs.elements[1].spokenText == "kiválasztva, Week, lap, 3 közül 2.")
        #expect(
            [1, 3, 99, 120].map { SegmentBadge.count($0).spokenText(templates: templates) }
                == ["1 új", "3 új", "99 új", "több mint 99 új"])
    }

    @Test("the examples in the documentation of separator, badgeForms, badgeOverflowForms, locale")
    func propertyExamples() {
        var separated = Templates.english
        separated.separator = "; "
        #expect(
            Self.dayWeekMonth(separated).elements[1].spokenText
                == "selected; Week; 2 of 3; button")
        var items = Templates.english
        items.badge = "{badge} new items"
        items.badgeForms = [.one: "{badge} new item"]
        #expect(SegmentBadge.count(1).spokenText(templates: items) == "1 new item")
        #expect(SegmentBadge.count(2).spokenText(templates: items) == "2 new items")
        let french = Templates(
            badgeOverflow: "plus de {badge} nouveaux",
            badgeOverflowForms: [.one: "plus de {badge} nouveau"],
            locale: Locale(identifier: "fr"))
        #expect(SegmentBadge.count(120).spokenText(templates: french) == "plus de 99 nouveaux")
        var arabic = Templates.localized(for: Locale(identifier: "ar"))
        arabic.locale = Locale(identifier: "ar-u-nu-latn")
        #expect(arabic.place(index: 1, count: 3) == "2 من 3")
    }

    // MARK: Choosing the language

    @Test("a locale matches its language, script and region as bundles match them")
    func matching() {
        let cases: [([String], String?)] = [
            (["de-CH"], "de"), (["de_AT"], "de"), (["pt-PT"], "pt-PT"), (["pt"], "pt-BR"),
            (["pt-AO"], "pt-PT"), (["pt_BR"], "pt-BR"), (["zh-TW"], "zh-Hant"),
            (["zh-HK"], "zh-Hant"), (["zh-Hant-MO"], "zh-Hant"), (["zh-CN"], "zh-Hans"),
            (["zh"], "zh-Hans"), (["zh-SG"], "zh-Hans"), (["es-419"], "es"), (["es-MX"], "es"),
            (["fr-CA"], "fr"), (["en-GB"], "en"), (["ar-SA"], "ar"), (["ja-JP"], "ja"),
            (["no"], "nb"), (["nb-NO"], "nb"), (["iw"], "he"), (["in-ID"], "id"),
            (["ar@numbers=latn"], "ar"), (["de-u-nu-arab"], "de"),
            (["eu", "fr-FR"], "fr"), (["xx"], nil), (["sr-Latn"], nil), ([], nil),
            ([""], nil),
        ]
        for (preferences, expected) in cases {
            #expect(
                Templates.localization(forPreferences: preferences, among: Self.shipped)
                    == expected, "\(preferences)")
        }
    }

    @Test("an unknown locale falls back to English, with the digits of English in its region")
    func unknownFallsBackToEnglish() {
        for identifier in ["xx", "eu-ES", "", "tlh", "fa-IR"] {
            let templates = Templates.localized(for: Locale(identifier: identifier))
            #expect(Self.phrases(templates) == Self.phrases(.english), "\(identifier)")
            #expect(templates.place(index: 1, count: 3) == "2 of 3", "\(identifier)")
        }
    }

    @Test(
        "the app's language comes first, then the user's; mixed localizations put the user's first")
    func appLanguages() throws {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("AccessibilityLocalizationTests-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        func bundle(mixed: Any?) throws -> Bundle {
            let path = folder.appendingPathComponent("\(UUID().uuidString).bundle")
            try FileManager.default.createDirectory(
                at: path.appendingPathComponent("fr.lproj"), withIntermediateDirectories: true)
            var info: [String: Any] = [
                "CFBundleIdentifier": "segmentedkit.tests", "CFBundleDevelopmentRegion": "fr",
            ]
            info["CFBundleAllowMixedLocalizations"] = mixed
            let data = try PropertyListSerialization.data(
                fromPropertyList: info, format: .xml, options: 0)
            try data.write(to: path.appendingPathComponent("Info.plist"))
            return try #require(Bundle(path: path.path))
        }
        let user = ["ja-JP", "de-DE"]
        let plain = try bundle(mixed: nil)
        let languages = Templates.appLanguages(main: plain, user: user)
        #expect(languages == plain.preferredLocalizations + user)
        #expect(Templates.appLanguages(main: try bundle(mixed: true), user: user) == user)
        #expect(Templates.appLanguages(main: try bundle(mixed: "YES"), user: user) == user)
        let notMixed = try bundle(mixed: false)
        #expect(
            Templates.appLanguages(main: notMixed, user: user)
                == notMixed.preferredLocalizations + user)
    }

    @Test("the machine and badges speak the app's language unless told otherwise")
    func systemIsTheDefault() {
        let machine = Machine(
            segments: [.init(id: "a", label: "A")], selection: SelectionModel(count: 1))
        #expect(machine.templates == .system)
        #expect(
            SegmentBadge.count(3).spokenText()
                == SegmentBadge.count(3).spokenText(templates: .system))
        // Whatever this machine's languages are, the words are one shipped language's.
        #expect(
            Self.shipped.contains {
                Self.phrases(.localized(for: Locale(identifier: $0))) == Self.phrases(.system)
            })
    }

    // MARK: The app's templates still win

    @Test("templates the app passes win over the shipped words, at creation and later")
    func appTemplatesWin() {
        let own = Templates(position: "{index}/{count}", unnamed: "Teil {index}")
        var machine = Self.dayWeekMonth(own)
        #expect(machine.elements[1].value == "2/3")
        #expect(machine.elements[2].label == "Teil 3")
        _ = machine.handle(.templatesChanged(.localized(for: Locale(identifier: "de"))))
        #expect(machine.elements[1].value == "2 von 3")
        _ = machine.handle(.templatesChanged(own))
        #expect(machine.elements[1].value == "2/3")
        // Starting from the shipped words and changing one keeps the rest.
        var tweaked = Templates.localized(for: Locale(identifier: "de"))
        tweaked.position = "Nr. {index} von {count}"
        let german = Self.dayWeekMonth(tweaked)
        #expect(german.elements[1].spokenText == "ausgewählt, Week, Nr. 2 von 3, Taste")
    }

    // MARK: Numbers

    @Test("digits follow the numbering system; the sign and Int.max's successor survive")
    func digits() {
        let arabic = Templates.localized(for: Locale(identifier: "ar-SA"))
        #expect(arabic.place(index: Int.max, count: -3) == "٩٢٢٣٣٧٢٠٣٦٨٥٤٧٧٥٨٠٨ من -٣")
        var persianDigits = Templates.english
        persianDigits.locale = Locale(identifier: "en-u-nu-arabext")
        #expect(persianDigits.place(index: 0, count: 10) == "۱ of ۱۰")
        #expect(Templates.Numbers.zero(of: "unknown") == "0")
        #expect(Templates.Numbers.zero(of: "deva") == "०")
    }

    @Test("plural categories follow CLDR's rules for whole numbers")
    func pluralCategories() {
        typealias Category = Templates.PluralCategory
        func categories(_ language: String, _ counts: [Int]) -> [Category] {
            let rule = Category.Rule(Locale(identifier: language))
            return counts.map { Category($0, rule: rule) }
        }
        #expect(categories("en", [0, 1, 2]) == [.other, .one, .other])
        #expect(categories("ja", [0, 1, 2]) == [.other, .other, .other])
        #expect(categories("fr", [0, 1, 2, 1_000_000]) == [.one, .one, .other, .many])
        #expect(categories("pt", [0, 1, 2]) == [.one, .one, .other])
        #expect(categories("pt-PT", [0, 1, 2]) == [.other, .one, .other])
        #expect(categories("es", [1, 2, 2_000_000]) == [.one, .other, .many])
        #expect(
            categories("ru", [1, 2, 5, 11, 12, 21, 22, 25, 111, 112])
                == [.one, .few, .many, .many, .many, .one, .few, .many, .many, .many])
        #expect(
            categories("pl", [1, 2, 5, 12, 21, 22]) == [.one, .few, .many, .many, .many, .few])
        #expect(categories("cs", [0, 1, 2, 4, 5]) == [.other, .one, .few, .few, .other])
        #expect(categories("hr", [1, 2, 5, 11, 21]) == [.one, .few, .other, .other, .one])
        #expect(
            categories("ro", [0, 1, 2, 19, 20, 101, 120]) == [
                .few, .one, .few, .few, .other, .few, .other,
            ])
        #expect(categories("hu", [0, 1, 2, 21]) == [.other, .one, .other, .other])
        #expect(categories("he", [1, 2, 3, 20]) == [.one, .two, .other, .other])
        #expect(categories("hi", [0, 1, 2]) == [.one, .one, .other])
        #expect(
            categories("ar", [0, 1, 2, 3, 10, 11, 99, 100, 102, 103, 111])
                == [.zero, .one, .two, .few, .few, .many, .many, .other, .other, .few, .many])
        #expect(categories("ar", [Int.min, -1]) == [.few, .one], "by magnitude, no trap")
    }
}

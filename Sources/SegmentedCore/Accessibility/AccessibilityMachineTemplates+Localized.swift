import Foundation

extension AccessibilityMachineTemplates {
    /// The languages the package ships its words in, as BCP 47 identifiers: "en" first, then
    /// the others in order ("ar", "ca", …, "pt-BR", "pt-PT", …, "zh-Hans", "zh-Hant").
    ///
    /// They are the `.lproj` folders of SegmentedCore's resource bundle (`Bundle.module`);
    /// a build that compiles the core's sources without SwiftPM has no bundle, and only
    /// English.
    ///
    /// ```swift
    /// AccessibilityMachine.Templates.localizations.contains("ja")  // true
    /// ```
    public static let localizations: [String] = {
        let found = resourceBundle?.localizations ?? []
        let tags = Set(found.filter { $0.lowercased() != "base" }.map(canonical))
        return ["en"] + tags.subtracting(["en"]).sorted()
    }()

    /// The words in the shipped language that best matches `locale`, with its numbers in the
    /// locale's digits; English when no shipped language matches.
    ///
    /// The match follows the rules `Bundle.preferredLocalizations(from:forPreferences:)`
    /// documents for a bundle's localizations: the same identifier, else the same language
    /// and script (`zh-HK` → `zh-Hant`, `de-AT` → `de`, `pt` → `pt-BR`, `pt-AO` → `pt-PT`),
    /// else the development language, English. The core matches itself, so Linux, where
    /// Foundation's version of that method does not match this way, gives the same answer.
    ///
    /// ```swift
    /// let german = AccessibilityMachine.Templates.localized(for: Locale(identifier: "de-CH"))
    /// german.position                                              // "{index} von {count}"
    /// AccessibilityMachine.Templates.localized(for: Locale(identifier: "ar-SA"))
    ///     .position  // "{index} من {count}", filled as "٢ من ٣"
    /// ```
    ///
    /// - Parameter locale: The locale to speak for: its language chooses the words, its
    ///   numbering system (or, when the words fall back to another language, that language's
    ///   in the locale's region) the digits.
    /// - Returns: The templates; their ``locale`` is the shipped language with those digits.
    /// - Complexity: Reads one strings file of the package's bundle; keep the result rather
    ///   than calling this for every element.
    public static func localized(for locale: Locale) -> AccessibilityMachineTemplates {
        localized(forPreferences: [locale.identifier], numbersFrom: locale)
    }

    /// The words in the app's language, chosen as the system chooses the words of its own
    /// controls: the app's language (`Bundle.main.preferredLocalizations`, which honours a
    /// per-app language set in Settings), then the user's languages
    /// (`Locale.preferredLanguages`), each matched as ``localized(for:)`` matches, with
    /// numbers in `Locale.current`'s digits. An app whose Info.plist sets
    /// `CFBundleAllowMixedLocalizations` lets frameworks speak the user's language even where
    /// the app has no localization for it; then the user's languages come first, as they do
    /// for the system's frameworks.
    ///
    /// This is what ``AccessibilityMachine`` and the controls use unless given other
    /// templates. It is worked out once per process, as the system's own strings are (iOS
    /// restarts an app when its language changes).
    ///
    /// ```swift
    /// let machine = AccessibilityMachine(segments: segments, selection: selection)
    /// machine.templates == .system  // true: "2 von 3" in a German app
    /// ```
    public static let system: AccessibilityMachineTemplates = localized(
        forPreferences: appLanguages(), numbersFrom: .current)

    // MARK: Choosing

    /// The languages to match, most wanted first, as the system orders them for a framework
    /// inside the app (see ``system``).
    static func appLanguages(
        main: Bundle = .main, user: [String] = Locale.preferredLanguages
    ) -> [String] {
        let mixed = main.object(forInfoDictionaryKey: "CFBundleAllowMixedLocalizations")
        let allowsMixed =
            (mixed as? Bool)
            ?? (mixed as? String).map { ["yes", "true", "1"].contains($0.lowercased()) }
            ?? false
        return allowsMixed ? user : main.preferredLocalizations + user
    }

    /// The words for the first preference a shipped language matches, in the digits
    /// `numbersFrom` writes; English when none matches.
    static func localized(forPreferences preferences: [String], numbersFrom source: Locale)
        -> AccessibilityMachineTemplates
    {
        let localization =
            localization(forPreferences: preferences, among: localizations) ?? "en"
        return make(table(for: localization), locale: wordsLocale(localization, source: source))
    }

    /// The shipped localization that best matches the first preference that any matches:
    /// the same identifier, else the same language and script (by CLDR's likely subtags),
    /// preferring the same region, then a localization without a region, then, for
    /// Portuguese outside Brazil, `pt-PT` (CLDR's parent locale of pt-AO, pt-MZ, …).
    /// `nil` when no preference matches.
    ///
    /// - Complexity: O(p · m) in the numbers of preferences and localizations.
    static func localization(forPreferences preferences: [String], among available: [String])
        -> String?
    {
        for preference in preferences {
            let tag = languageTag(preference)
            if let same = available.first(where: { $0.lowercased() == tag.lowercased() }) {
                return same
            }
            let wanted = Subtags(likely: tag)
            let candidates = available.filter {
                let have = Subtags(likely: $0)
                return have.language == wanted.language && have.script == wanted.script
            }
            guard let first = candidates.first else { continue }
            if let sameRegion = candidates.first(where: {
                Subtags(likely: $0).region == wanted.region
            }) {
                return sameRegion
            }
            if let generic = candidates.first(where: {
                Locale.Language(identifier: $0).region == nil
            }) {
                return generic
            }
            if wanted.language == "pt", let european = candidates.first(where: { $0 == "pt-PT" }) {
                return european
            }
            return first
        }
        return nil
    }

    /// A language, script and region, filled in by CLDR's likely subtags ("zh-TW" →
    /// zh, Hant, TW).
    private struct Subtags: Equatable {
        var language: String?
        var script: String?
        var region: String?

        init(likely tag: String) {
            let maximal = Locale.Language(
                identifier: Locale.Language(identifier: tag).maximalIdentifier)
            language = maximal.languageCode?.identifier
            script = maximal.script?.identifier
            region = maximal.region?.identifier
        }
    }

    /// A preference as a plain language tag: `_` read as `-`, any `@…` keywords and `-u-…`
    /// or other extensions dropped, an obsolete language code replaced ("iw" → "he", "no" →
    /// "nb"), and the subtags cased as BCP 47 writes them.
    static func languageTag(_ preference: String) -> String {
        let plain = preference.split(separator: "@", omittingEmptySubsequences: false)[0]
        var subtags = plain.split(whereSeparator: { $0 == "-" || $0 == "_" })
        if let singleton = subtags.firstIndex(where: { $0.count == 1 }) {
            subtags.removeSubrange(singleton...)
        }
        guard let language = subtags.first else { return "" }
        let replaced = ["iw": "he", "in": "id", "ji": "yi", "no": "nb", "mo": "ro"]
        subtags[0] = Substring(replaced[language.lowercased()] ?? String(language))
        return canonical(subtags.joined(separator: "-"))
    }

    /// A tag cased as BCP 47 writes it: "pt-br" → "pt-BR", "zh_hans" → "zh-Hans" (SwiftPM on
    /// Linux lowercases the `.lproj` names it copies).
    static func canonical(_ tag: String) -> String {
        tag.split(whereSeparator: { $0 == "-" || $0 == "_" }).enumerated().map {
            offset, subtag in
            if offset == 0 { return subtag.lowercased() }
            if subtag.count == 4, subtag.allSatisfy(\.isLetter) {
                return subtag.prefix(1).uppercased() + subtag.dropFirst().lowercased()
            }
            if subtag.count == 2 || (subtag.count == 3 && subtag.allSatisfy(\.isNumber)) {
                return subtag.uppercased()
            }
            return subtag.lowercased()
        }.joined(separator: "-")
    }

    /// The locale of the words: the localization, with the digits `source` uses when it is
    /// in the same language, else those the localization's language has in `source`'s region
    /// (English words for a Persian user in Iran keep Latin digits, as `en-IR` does).
    static func wordsLocale(_ localization: String, source: Locale) -> Locale {
        let words = Locale.Language(identifier: localization)
        let numbering: String
        if words.languageCode == source.language.languageCode {
            numbering = source.numberingSystem.identifier
        } else {
            let inRegion =
                [
                    words.languageCode?.identifier, words.script?.identifier,
                    source.region?.identifier,
                ]
                .compactMap { $0 }.joined(separator: "-")
            numbering = Locale(identifier: inRegion).numberingSystem.identifier
        }
        return Locale(identifier: "\(localization)-u-nu-\(numbering)")
    }

    // MARK: Loading

    /// SegmentedCore's resource bundle, or `nil` in a build without SwiftPM (the front-end
    /// harness, the fuzzer and the Apple type-check compile the sources directly) and where the
    /// bundle is missing; then the words are English.
    ///
    /// On Apple platforms it is `Bundle.module` (Xcode embeds the bundle in the app). Elsewhere
    /// SwiftPM's `Bundle.module` stops the program when its folder is not beside the
    /// executable (a binary copied without it), so the folder is looked for first, where that
    /// accessor looks: beside the main bundle, and beside the executable.
    static var resourceBundle: Bundle? {
        #if SWIFT_PACKAGE
            #if canImport(Darwin)
                return Bundle.module
            #else
                let name = "SegmentedKit_SegmentedCore.resources"
                let places = [
                    Bundle.main.bundleURL, Bundle.main.executableURL?.deletingLastPathComponent(),
                ]
                for case let place? in places {
                    if let bundle = Bundle(url: place.appendingPathComponent(name)) {
                        return bundle
                    }
                }
                return nil
            #endif
        #else
            return nil
        #endif
    }

    /// The words of one shipped localization, as its `Localizable.strings` has them; empty
    /// when the bundle or the file is missing.
    static func table(for localization: String) -> [String: String] {
        guard let bundle = resourceBundle,
            let folder = bundle.localizations.first(where: { canonical($0) == localization }),
            let url = bundle.url(
                forResource: "Localizable", withExtension: "strings", subdirectory: nil,
                localization: folder),
            let data = try? Data(contentsOf: url),
            let table = try? PropertyListSerialization.propertyList(from: data, format: nil)
                as? [String: String]
        else { return [:] }
        return table
    }

    /// Templates from a strings table: each key is a property's name (`badge.one` is
    /// `badgeForms[.one]`); a missing key keeps the English word.
    static func make(_ table: [String: String], locale: Locale) -> AccessibilityMachineTemplates {
        var templates = AccessibilityMachineTemplates(locale: locale)
        templates.position = table["position"] ?? templates.position
        templates.unnamed = table["unnamed"] ?? templates.unnamed
        templates.role = table["role"] ?? templates.role
        templates.selected = table["selected"] ?? templates.selected
        templates.disabled = table["disabled"] ?? templates.disabled
        templates.button = table["button"] ?? templates.button
        templates.adjustable = table["adjustable"] ?? templates.adjustable
        templates.badge = table["badge"] ?? templates.badge
        templates.badgeOverflow = table["badgeOverflow"] ?? templates.badgeOverflow
        templates.badgeDot = table["badgeDot"] ?? templates.badgeDot
        templates.separator = table["separator"] ?? templates.separator
        for category in PluralCategory.allCases where category != .other {
            templates.badgeForms[category] = table["badge.\(category.rawValue)"]
            templates.badgeOverflowForms[category] = table["badgeOverflow.\(category.rawValue)"]
        }
        return templates
    }
}

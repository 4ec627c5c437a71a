/// A segment's badge as assistive technologies hear it: a dot ("new"), a count ("3 new") or a
/// short text. Counts above 99 show "99+" (``BadgeMetrics/countText(_:)``) and are spoken
/// "more than 99 new" rather than "99 plus".
///
/// ```swift
/// SegmentBadge.count(3).spokenText(templates: .english)     // "3 new"
/// SegmentBadge.count(120).spokenText(templates: .english)   // "more than 99 new"
/// SegmentBadge.dot.spokenText(templates: .english)          // "new"
/// SegmentBadge.text("Beta").spokenText(templates: .english) // "Beta"
/// ```
public enum SegmentBadge: Sendable, Hashable {
    /// A plain dot, for "something new".
    case dot
    /// A count; 0 and negative counts show no badge and say nothing.
    case count(Int)
    /// A short text. A text that is a whole number ("3") or a capped count ("99+") is spoken
    /// as a count; any other text is spoken as it is, cleaned of control characters.
    case text(String)

    /// What VoiceOver says for the badge, or `nil` when it shows nothing.
    ///
    /// ```swift
    /// let russian = AccessibilityMachine.Templates.localized(for: Locale(identifier: "ru"))
    /// SegmentBadge.count(1).spokenText(templates: russian)  // "1 новое"
    /// SegmentBadge.count(5).spokenText(templates: russian)  // "5 новых"
    /// ```
    ///
    /// - Parameter templates: The words to use, the app's language by default;
    ///   ``AccessibilityMachineTemplates/badge``,
    ///   ``AccessibilityMachineTemplates/badgeOverflow`` (in the form for the count's plural
    ///   category) and ``AccessibilityMachineTemplates/badgeDot``.
    /// - Returns: The phrase, or `nil` for a count of 0 or less, or an empty text.
    /// - Complexity: O(k) in the length of a text badge.
    public func spokenText(templates: AccessibilityMachine.Templates = .system) -> String? {
        switch self {
        case .dot:
            return templates.badgeDot
        case .count(let count):
            return Self.spokenCount(count, templates: templates)
        case .text(let raw):
            let text = AccessibilityMachineTemplates.cleaned(raw)
            guard !text.isEmpty else { return nil }
            if let count = Int(text) {
                return Self.spokenCount(count, templates: templates)
            }
            if text.hasSuffix("+"), let floor = Int(text.dropLast()), floor > 0 {
                return templates.badgeOverflowPhrase(String(floor))
            }
            return text
        }
    }

    /// "3 new" up to 99, "more than 99 new" above (the badge shows "99+"), `nil` at 0 or less.
    private static func spokenCount(_ count: Int, templates: AccessibilityMachine.Templates)
        -> String?
    {
        guard let shown = BadgeMetrics.countText(count) else { return nil }
        if shown.hasSuffix("+") {
            return templates.badgeOverflowPhrase(String(shown.dropLast()))
        }
        return templates.badgePhrase(shown)
    }
}

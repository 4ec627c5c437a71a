/// A segment's badge as assistive technologies hear it: a dot ("new"), a count ("3 new") or a
/// short text. Counts above 99 show "99+" (``BadgeMetrics/countText(_:)``) and are spoken
/// "more than 99 new" rather than "99 plus".
///
/// ```swift
/// SegmentBadge.count(3).spokenText()     // "3 new"
/// SegmentBadge.count(120).spokenText()   // "more than 99 new"
/// SegmentBadge.dot.spokenText()          // "new"
/// SegmentBadge.text("Beta").spokenText() // "Beta"
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
    /// let german: AccessibilityMachine.Templates = .init(badge: "{badge} neu", badgeDot: "neu")
    /// SegmentBadge.count(3).spokenText(templates: german)  // "3 neu"
    /// ```
    ///
    /// - Parameter templates: The words to use; ``AccessibilityMachineTemplates/badge``,
    ///   ``AccessibilityMachineTemplates/badgeOverflow`` and
    ///   ``AccessibilityMachineTemplates/badgeDot``.
    /// - Returns: The phrase, or `nil` for a count of 0 or less, or an empty text.
    /// - Complexity: O(k) in the length of a text badge.
    public func spokenText(templates: AccessibilityMachine.Templates = .english) -> String? {
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
                return templates.badgeOverflow.replacingAll("{badge}", with: String(floor))
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
            return templates.badgeOverflow.replacingAll("{badge}", with: String(shown.dropLast()))
        }
        return templates.badge.replacingAll("{badge}", with: shown)
    }
}

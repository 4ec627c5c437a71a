extension AccessibilityMachine {
    /// The words the machine speaks, for localisation (see ``AccessibilityMachineTemplates``).
    ///
    /// ```swift
    /// control.configuration.accessibilityTemplates = .init(position: "{index} von {count}")
    /// ```
    public typealias Templates = AccessibilityMachineTemplates
}

/// The words of ``AccessibilityMachine``, for localisation: what VoiceOver says for a
/// segment's place, role and state, and for a badge. `{index}` is the 1-based position and
/// `{count}` the number of segments.
///
/// Write it as `AccessibilityMachine.Templates`: one type for every `ID` (Swift cannot name a
/// type nested in a generic type without its argument, so the machine names this one).
///
/// ```swift
/// let german: AccessibilityMachine.Templates = .init(
///     position: "{index} von {count}", unnamed: "Segment {index}",
///     role: "Tab", selected: "ausgewählt", disabled: "deaktiviert")
/// ```
public struct AccessibilityMachineTemplates: Sendable, Hashable {
    /// The place of a segment; "{index} of {count}" by default.
    public var position: String
    /// The label of a segment whose label is empty; "Segment {index}" by default.
    public var unnamed: String
    /// The role VoiceOver speaks for a segment in a tab bar; "tab" by default (the word
    /// VoiceOver says there, before the place).
    public var role: String
    /// The word for the selected state; "selected" by default.
    public var selected: String
    /// The word for a disabled segment; "dimmed" by default (as VoiceOver says).
    public var disabled: String
    /// The role VoiceOver speaks for a segment outside a tab bar; "button" by default (the
    /// word VoiceOver says for the `.button` trait).
    public var button: String
    /// The word VoiceOver says for the `.adjustable` trait; "adjustable" by default.
    public var adjustable: String
    /// A count badge; `{badge}` is the count, "{badge} new" by default ("3 new").
    public var badge: String
    /// A count badge above 99, which shows "99+"; `{badge}` is 99, "more than {badge} new"
    /// by default.
    public var badgeOverflow: String
    /// A dot badge; "new" by default.
    public var badgeDot: String

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
    public init(
        position: String = "{index} of {count}", unnamed: String = "Segment {index}",
        role: String = "tab", selected: String = "selected", disabled: String = "dimmed",
        button: String = "button", adjustable: String = "adjustable",
        badge: String = "{badge} new", badgeOverflow: String = "more than {badge} new",
        badgeDot: String = "new"
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
    }

    /// English.
    public static let english = AccessibilityMachineTemplates()

    /// The template with `{index}` replaced by `index + 1` (computed without overflow, so
    /// `Int.max` gives 9223372036854775808) and `{count}` by `count`.
    func fill(_ template: String, index: Int, count: Int) -> String {
        let (next, overflow) = index.addingReportingOverflow(1)
        let position = overflow ? String(UInt(index) + 1) : String(next)
        return template.replacingAll("{index}", with: position)
            .replacingAll("{count}", with: String(count))
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

/// What assistive technologies say about one segment: its label, its place ("2 of 5"),
/// whether it is selected and whether it can be chosen. Front-ends hand these to VoiceOver
/// (or print them) without deciding anything themselves.
///
/// ```swift
/// let elements = SegmentAccessibility.elements(
///     labels: ["Home", "Trending", "Library"],
///     selection: SelectionModel(count: 3, selectedIndex: 1))
/// elements[1].label       // "Trending"
/// elements[1].value       // "2 of 3"
/// elements[1].isSelected  // true
/// elements[1].spokenText  // "Trending, tab, 2 of 3, selected"
/// ```
public struct SegmentAccessibility: Sendable, Hashable {
    /// The segment's name: its label with control characters removed and whitespace
    /// trimmed, or "Segment 2" (by ``Templates/unnamed``) when that leaves nothing.
    public var label: String
    /// The segment's place, such as "2 of 5".
    public var value: String
    /// Whether the segment is selected.
    public var isSelected: Bool
    /// Whether the segment can be selected.
    public var isEnabled: Bool

    /// The words front-ends use, for localisation. `{index}` is the 1-based position and
    /// `{count}` the number of segments.
    ///
    /// ```swift
    /// let german = SegmentAccessibility.Templates(
    ///     position: "{index} von {count}", unnamed: "Segment {index}",
    ///     role: "Tab", selected: "ausgewählt", disabled: "deaktiviert")
    /// ```
    public struct Templates: Sendable, Hashable {
        /// The place of a segment; "{index} of {count}" by default.
        public var position: String
        /// The label of a segment whose label is empty; "Segment {index}" by default.
        public var unnamed: String
        /// The role word of ``SegmentAccessibility/spokenText``; "tab" by default.
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
        /// let templates = SegmentAccessibility.Templates(position: "{index}/{count}")
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
        public static let english = Templates()

        /// The template with `{index}` replaced by `index + 1` (computed without overflow, so
        /// `Int.max` gives 9223372036854775808) and `{count}` by `count`.
        func fill(_ template: String, index: Int, count: Int) -> String {
            let (next, overflow) = index.addingReportingOverflow(1)
            let position = overflow ? String(UInt(index) + 1) : String(next)
            return template.replacingAll("{index}", with: position)
                .replacingAll("{count}", with: String(count))
        }
    }

    /// Describes one segment.
    ///
    /// ```swift
    /// let element = SegmentAccessibility(
    ///     label: "Trending", index: 1, count: 5, isSelected: true, isEnabled: true)
    /// element.value  // "2 of 5"
    /// ```
    ///
    /// - Parameters:
    ///   - label: The segment's visible title (or a description of its image).
    ///   - index: The segment's 0-based index; any `Int` is accepted (`Int.max` reads as
    ///     "9223372036854775808 of …", never traps).
    ///   - count: The number of segments.
    ///   - isSelected: Whether it is selected.
    ///   - isEnabled: Whether it can be selected.
    ///   - templates: The words to use.
    public init(
        label: String, index: Int, count: Int, isSelected: Bool, isEnabled: Bool,
        templates: Templates = .english
    ) {
        let cleaned = Self.cleaned(label)
        self.label =
            cleaned.isEmpty
            ? templates.fill(templates.unnamed, index: index, count: count) : cleaned
        self.value = templates.fill(templates.position, index: index, count: count)
        self.isSelected = isSelected
        self.isEnabled = isEnabled
        self.role = templates.role
        self.selectedWord = templates.selected
        self.disabledWord = templates.disabled
    }

    private var role: String
    private var selectedWord: String
    private var disabledWord: String

    /// Everything in one phrase, in the order VoiceOver reads it: "Trending, tab, 2 of 5,
    /// selected". Front-ends without a screen reader (the terminal) print it.
    public var spokenText: String {
        var parts = [label, role, value]
        if isSelected { parts.append(selectedWord) }
        if !isEnabled { parts.append(disabledWord) }
        return parts.joined(separator: ", ")
    }

    /// Describes every segment of a control.
    ///
    /// ```swift
    /// let elements = SegmentAccessibility.elements(labels: titles, selection: selection)
    /// ```
    ///
    /// - Parameters:
    ///   - labels: One label per segment; when the selection's count differs, the shorter
    ///     decides how many elements there are.
    ///   - selection: The selection and disabled segments.
    ///   - templates: The words to use.
    /// - Complexity: O(n) in the number of segments.
    public static func elements(
        labels: [String], selection: SelectionModel, templates: Templates = .english
    ) -> [SegmentAccessibility] {
        let count = Swift.min(labels.count, selection.count)
        return (0..<count).map { index in
            SegmentAccessibility(
                label: labels[index], index: index, count: count,
                isSelected: selection.selectedIndex == index,
                isEnabled: selection.isEnabled(index), templates: templates)
        }
    }

    /// The value of the whole control when it is one adjustable element: the selected
    /// segment's label and place, such as "Trending, 2 of 5", or an empty string when
    /// nothing is selected.
    ///
    /// ```swift
    /// control.accessibilityValue = SegmentAccessibility.controlValue(labels: titles, selection: selection)
    /// ```
    ///
    /// - Parameters:
    ///   - labels: One label per segment.
    ///   - selection: The selection.
    ///   - templates: The words to use.
    public static func controlValue(
        labels: [String], selection: SelectionModel, templates: Templates = .english
    ) -> String {
        let count = Swift.min(labels.count, selection.count)
        guard let index = selection.selectedIndex, index < count else { return "" }
        let element = SegmentAccessibility(
            label: labels[index], index: index, count: count, isSelected: true, isEnabled: true,
            templates: templates)
        return element.label + ", " + element.value
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

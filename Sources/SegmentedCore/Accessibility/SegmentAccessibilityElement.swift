/// Everything a front-end hands to the platform for one segment: its identity, label, value,
/// traits, and the phrase VoiceOver is expected to speak for it.
///
/// ```swift
/// let element = machine.elements[1]  // an AccessibilityMachine
/// element.label        // "Week"
/// element.value        // "2 of 3"
/// element.traits       // [.button, .selected, .adjustable]
/// element.spokenText   // "selected, Week, 2 of 3, button, adjustable"
/// ```
public struct SegmentAccessibilityElement<ID: Hashable>: Hashable, Identifiable {
    /// The segment's identity, so a front-end keeps the same platform element (and with it
    /// VoiceOver's focus) when the items change around it.
    public var id: ID
    /// The segment's index.
    public var index: Int
    /// The cleaned label, or "Segment 3" (``AccessibilityMachineTemplates/unnamed``).
    public var label: String
    /// The value: "2 of 3" with the badge after it ("2 of 3, 3 new") in a segmented control;
    /// only the badge (or nothing) in a tab bar, where VoiceOver speaks the place itself.
    public var value: String
    /// The traits.
    public var traits: SegmentAccessibilityTraits
    /// The phrase VoiceOver speaks on focus, in its order: the selected word first, then the
    /// label, the value, "dimmed", the role ("button", or "tab" and the place in a tab bar)
    /// and "adjustable". Front-ends without a screen reader print it; tests read it.
    public var spokenText: String
    /// What a front-end announces after an adjustment selects this segment: the label, the
    /// place and the badge, such as "Week, 2 of 3".
    public var announcement: String

    /// Whether the segment is the selected one.
    public var isSelected: Bool { traits.contains(.selected) }
    /// Whether the segment can be chosen.
    public var isEnabled: Bool { !traits.contains(.notEnabled) }
}

extension SegmentAccessibilityElement: Sendable where ID: Sendable {}

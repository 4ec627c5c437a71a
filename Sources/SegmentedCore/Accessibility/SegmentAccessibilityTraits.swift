/// The traits of one segment element, as the front-ends hand them to the platform
/// (`UIAccessibilityTraits`, SwiftUI's `AccessibilityTraits`).
///
/// The choice follows `UISegmentedControl` as VoiceOver presents it: each segment is a
/// button (VoiceOver says "button"), the chosen one carries the selected trait (VoiceOver says
/// "selected" before the label) and a disabled one the not-enabled trait ("dimmed"). Sources:
/// Apple's `UIAccessibilityTraits` reference (`button`, `selected`, `notEnabled`,
/// `adjustable`, `tabBar`), and the segmented-control entry of the MagentaA11y native checklist
/// (segments are announced as buttons with "selected", their place "n of m" and "dimmed").
///
/// ```swift
/// let traits: SegmentAccessibilityTraits = [.button, .selected]
/// traits.contains(.selected)  // true
/// ```
public struct SegmentAccessibilityTraits: OptionSet, Sendable, Hashable {
    /// The bits.
    public var rawValue: UInt8

    /// Creates traits from bits.
    ///
    /// ```swift
    /// let traits = SegmentAccessibilityTraits(rawValue: 1)  // .button
    /// ```
    ///
    /// - Parameter rawValue: The bits.
    public init(rawValue: UInt8) {
        self.rawValue = rawValue
    }

    /// The segment behaves like a button: `UIAccessibilityTraits.button`, SwiftUI `.isButton`.
    public static let button = SegmentAccessibilityTraits(rawValue: 1 << 0)
    /// The segment is the selected one: `.selected`, SwiftUI `.isSelected`.
    public static let selected = SegmentAccessibilityTraits(rawValue: 1 << 1)
    /// The segment cannot be chosen: `.notEnabled` (SwiftUI: a disabled view).
    public static let notEnabled = SegmentAccessibilityTraits(rawValue: 1 << 2)
    /// Swiping up or down moves the selection: `.adjustable` (SwiftUI: an adjustable action).
    public static let adjustable = SegmentAccessibilityTraits(rawValue: 1 << 3)
}

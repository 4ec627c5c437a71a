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

/// What the control as a whole is to assistive technologies.
///
/// ```swift
/// model.handle(.setContainer(.tabBar))  // a bar that switches pages
/// ```
public enum SegmentAccessibilityContainer: Sendable, Hashable {
    /// A group of buttons, as `UISegmentedControl` is: the container is not an element
    /// (UIKit `.semanticGroup`, SwiftUI `accessibilityElement(children: .contain)`), and each
    /// segment's value carries its place, "2 of 3".
    case segmentedControl
    /// A tab bar, for a control that switches pages: the container has the tab-bar trait
    /// (`UIAccessibilityTraits.tabBar`, iOS 10; SwiftUI `.isTabBar`, iOS 17) and is not an
    /// element itself, as Apple's `tabBar` reference requires. VoiceOver then says "tab" for
    /// each button and adds the place, "2 of 3", itself, so the value leaves it out.
    case tabBar
}

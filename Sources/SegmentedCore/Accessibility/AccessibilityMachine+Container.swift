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

extension AccessibilityMachine {
    /// What the control as a whole is to assistive technologies (see
    /// ``AccessibilityMachineContainer``).
    ///
    /// ```swift
    /// control.accessibilityContainer = .tabBar
    /// ```
    public typealias Container = AccessibilityMachineContainer
}

/// What the control as a whole is to assistive technologies.
///
/// Write it as `AccessibilityMachine.Container`: one type for every `ID` (Swift cannot name a
/// type nested in a generic type without its argument, so the machine names this one).
///
/// ```swift
/// machine.handle(.containerChanged(.tabBar))  // a bar that switches pages
/// ```
public enum AccessibilityMachineContainer: Sendable, Hashable {
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

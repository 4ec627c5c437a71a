/// Which way an assistive technology scrolls a pager by a page: VoiceOver's three-finger
/// swipes, which UIKit hands to `accessibilityScroll(_:)` as a `UIAccessibilityScrollDirection`
/// ("the user is scrolling to the left", "… to the next view in an ordered set of views").
/// ``PagerMachine`` turns it into a page: the physical directions count in the content's own
/// layout direction, so right to left a scroll to the left goes back a page.
///
/// ```swift
/// pager.handle(.accessibilityScrolled(.left))  // left to right: the next page
/// ```
public enum PageScrollDirection: Sendable, Hashable, CaseIterable {
    /// The user scrolls to the left (a three-finger swipe left): the content moves left and
    /// the page to the right of the one shown comes into view.
    case left
    /// The user scrolls to the right: the page to the left comes into view.
    case right
    /// The next page in order, whatever the layout direction.
    case next
    /// The previous page in order.
    case previous
}

/// A key that moves the selection, as front-ends map them from their own key events.
///
/// ```swift
/// let key: NavigationKey = event.isShiftDown ? .previous : .next  // Tab
/// ```
public enum NavigationKey: Sendable, Hashable {
    /// The left arrow: previous segment, or next in right-to-left layouts.
    case left
    /// The right arrow: next segment, or previous in right-to-left layouts.
    case right
    /// Tab, or a VoiceOver swipe up: the next segment whatever the direction.
    case next
    /// Shift-Tab, or a VoiceOver swipe down: the previous segment whatever the direction.
    case previous
    /// Home: the first enabled segment.
    case first
    /// End: the last enabled segment.
    case last
    /// A digit key: segment `number − 1`, as the 1–9 keys choose. Numbers with no segment
    /// (0, negative, `Int.min`, beyond the count) choose nothing.
    case number(Int)
}

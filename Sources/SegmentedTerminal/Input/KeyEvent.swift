/// A key press or mouse event read from a terminal in raw mode.
///
/// ```swift
/// switch event {
/// case .right: selectNext()
/// case .character("q"), .escape, .control("c"): quit()
/// default: break
/// }
/// ```
public enum KeyEvent: Sendable, Hashable {
    /// A printable character, such as `q` or `7`.
    case character(Character)
    /// A control key: `control("c")` is Ctrl-C (byte 3).
    case control(Character)
    /// The up arrow.
    case up
    /// The down arrow.
    case down
    /// The left arrow.
    case left
    /// The right arrow.
    case right
    /// Home.
    case home
    /// End.
    case end
    /// Tab.
    case tab
    /// Shift-Tab (`ESC [ Z`).
    case backTab
    /// Return or Enter.
    case enter
    /// Backspace or Delete-left.
    case backspace
    /// A bare Escape key, not the start of a sequence.
    case escape
    /// A mouse event in SGR reporting (`ESC [ < b ; x ; y M`).
    case mouse(MouseEvent)
    /// A sequence the parser recognised as complete but does not know, such as F5.
    case unknown
}

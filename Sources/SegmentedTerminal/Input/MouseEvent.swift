/// A mouse event reported in the SGR encoding, with 0-based cell coordinates.
///
/// ```swift
/// if case .mouse(let mouse) = event, mouse.isPrimaryPress {
///     click(column: mouse.column, row: mouse.row)
/// }
/// ```
public struct MouseEvent: Sendable, Hashable {
    /// The button code as reported: 0 primary, 1 middle, 2 secondary, plus 4 Shift, 8 Meta,
    /// 16 Control, 32 motion, 64 wheel.
    public var button: Int
    /// The column, from 0 at the left.
    public var column: Int
    /// The row, from 0 at the top.
    public var row: Int
    /// Whether a button went down (`M`) rather than up (`m`).
    public var isPress: Bool

    /// Creates a mouse event.
    ///
    /// ```swift
    /// let click = MouseEvent(button: 0, column: 9, row: 4, isPress: true)
    /// ```
    ///
    /// - Parameters:
    ///   - button: The button code.
    ///   - column: The column, 0-based.
    ///   - row: The row, 0-based.
    ///   - isPress: Whether the button went down.
    public init(button: Int, column: Int, row: Int, isPress: Bool) {
        self.button = button
        self.column = column
        self.row = row
        self.isPress = isPress
    }

    /// Whether this is the primary button going down, without motion or the wheel.
    public var isPrimaryPress: Bool { isPress && button & 0b1100_0011 == 0 && button & 32 == 0 }

    /// Whether this is motion with the primary button held (button-motion reporting, mode
    /// 1002, reports it as button 32).
    public var isPrimaryDrag: Bool { isPress && button & 0b1100_0011 == 0 && button & 32 != 0 }

    /// Whether this is the primary button going up (`m` in SGR reporting).
    public var isPrimaryRelease: Bool { !isPress && button & 0b1100_0011 == 0 }
}

import SegmentedCore

/// Something the user asked the demo to do.
///
/// ```swift
/// if let action = DemoAction(key: .right) {
///     state.apply(action, at: now)
/// }
/// ```
package enum DemoAction: Sendable, Hashable {
    /// Move the focused control's selection, as the core's `SelectionModel.target` says.
    case navigate(NavigationKey)
    /// A click at a cell, 0-based: a press and a release there, which selects the segment
    /// under it and focuses its control.
    case click(column: Int, row: Int)
    /// The primary button went down at a cell: focuses the control there and starts the
    /// core's `InteractionMachine` on it (nothing is selected yet).
    case press(column: Int, row: Int)
    /// The pointer moved to a cell with the button held: a held indicator follows it.
    case drag(column: Int, row: Int)
    /// The primary button went up at a cell: selects what the interaction says, if anything.
    case release(column: Int, row: Int)
    /// Focus the next control.
    case focusNext
    /// Focus the previous control.
    case focusPrevious
    /// Switch between left-to-right and right-to-left.
    case toggleDirection
    /// Use the next motion.
    case cycleMotion
    /// Use the next colour mode.
    case cycleColors
    /// The terminal changed size.
    case resize(TerminalSize)
    /// Leave the demo.
    case quit

    /// The action a key stands for, or `nil` for keys the demo ignores.
    ///
    /// ←/→ and Tab/Shift-Tab move the selection, Home/End go to the ends, 1–9 pick a
    /// segment, the primary button's press, drag and release feed the pointer interaction, ↑/↓ and `s` change the focused control, `r` the
    /// direction, `m` the motion, `c` the colours; `q`, Escape and Ctrl-C quit.
    ///
    /// ```swift
    /// DemoAction(key: .character("3"))  // .navigate(.number(3))
    /// DemoAction(key: .control("c"))    // .quit
    /// ```
    ///
    /// - Parameter key: The key event.
    package init?(key: KeyEvent) {
        switch key {
        case .left: self = .navigate(.left)
        case .right: self = .navigate(.right)
        case .tab: self = .navigate(.next)
        case .backTab: self = .navigate(.previous)
        case .home: self = .navigate(.first)
        case .end: self = .navigate(.last)
        case .up: self = .focusPrevious
        case .down: self = .focusNext
        case .escape, .control("c"), .control("d"): self = .quit
        case .mouse(let mouse) where mouse.isPrimaryPress:
            self = .press(column: mouse.column, row: mouse.row)
        case .mouse(let mouse) where mouse.isPrimaryDrag:
            self = .drag(column: mouse.column, row: mouse.row)
        case .mouse(let mouse) where mouse.isPrimaryRelease:
            self = .release(column: mouse.column, row: mouse.row)
        case .character(let character):
            switch character {
            case "1"..."9": self = .navigate(.number(character.wholeNumberValue ?? 1))
            case "q", "Q": self = .quit
            case "s", "S": self = .focusNext
            case "r", "R": self = .toggleDirection
            case "m", "M": self = .cycleMotion
            case "c", "C": self = .cycleColors
            default: return nil
            }
        case .control, .mouse, .enter, .backspace, .unknown:
            return nil
        }
    }
}

#if canImport(UIKit) && !os(watchOS)
    import SegmentedCore
    import UIKit

    // Hardware keyboards: the arrows move the selection the way they point on screen (the
    // core maps them right to left), Home and End go to the first and last enabled segment.
    extension SegmentedTabControl {
        /// Takes part in keyboard focus, so the arrow keys reach it.
        public override var canBecomeFocused: Bool { isEnabled && !items.isEmpty }

        /// Can take key presses for its arrow, Home and End commands.
        public override var canBecomeFirstResponder: Bool { isEnabled && !items.isEmpty }

        /// The left and right arrows, Home and End.
        ///
        /// ```swift
        /// control.becomeFirstResponder()  // the arrow keys now move the selection
        /// ```
        public override var keyCommands: [UIKeyCommand]? {
            let inputs = [
                UIKeyCommand.inputLeftArrow, UIKeyCommand.inputRightArrow, UIKeyCommand.inputHome,
                UIKeyCommand.inputEnd,
            ]
            return inputs.map { input in
                let command = UIKeyCommand(
                    input: input, modifierFlags: [], action: #selector(handleKeyCommand(_:)))
                command.wantsPriorityOverSystemBehavior = true
                return command
            }
        }

        @objc private func handleKeyCommand(_ command: UIKeyCommand) {
            let key: NavigationKey
            switch command.input {
            case UIKeyCommand.inputLeftArrow: key = .left
            case UIKeyCommand.inputRightArrow: key = .right
            case UIKeyCommand.inputHome: key = .first
            case UIKeyCommand.inputEnd: key = .last
            default: return
            }
            guard isEnabled,
                let index = selection.target(
                    for: key,
                    layoutDirection: LayoutDirection(effectiveUserInterfaceLayoutDirection))
            else { return }
            selectByUser(index)
        }
    }
#endif

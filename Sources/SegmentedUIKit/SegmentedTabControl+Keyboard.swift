#if canImport(UIKit) && !os(watchOS)
    import SegmentedCore
    import UIKit

    // Keyboards and the focus system. The control is one focus item (Full Keyboard Access,
    // an iPad's hardware keyboard, the tvOS remote): Tab and Shift-Tab move focus to and from
    // it as a whole, and while it is focused the arrows move the selection the way they point
    // on screen (the core maps them right to left), Home and End go to the first and last
    // enabled segment. On tvOS, left and right on the remote move the selection while a
    // segment lies that way and move focus out of the control at its ends, so the remote can
    // still leave it.
    extension SegmentedTabControl {
        /// Takes part in the focus system, so Full Keyboard Access, hardware keyboards and the
        /// tvOS remote can reach it.
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
                UIKeyCommand.inputLeftArrow, UIKeyCommand.inputRightArrow,
                UIKeyCommand.inputHome, UIKeyCommand.inputEnd,
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
            _ = selectByKey(key)
        }

        /// On tvOS, the remote's left and right select the neighbouring segment; at an end
        /// the press goes on to the focus engine, which moves focus out of the control. Other
        /// platforms take keys through ``keyCommands`` and pass presses on unchanged.
        ///
        /// ```swift
        /// // Nothing to call: focus the control and press left or right on the remote.
        /// ```
        ///
        /// - Parameters:
        ///   - presses: The presses that began.
        ///   - event: The event they belong to.
        public override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
            #if os(tvOS)
                var unhandled = Set<UIPress>()
                for press in presses {
                    let key: NavigationKey
                    switch press.type {
                    case .leftArrow: key = .left
                    case .rightArrow: key = .right
                    default:
                        unhandled.insert(press)
                        continue
                    }
                    if !selectByKey(key) { unhandled.insert(press) }
                }
                if !unhandled.isEmpty { super.pressesBegan(unhandled, with: event) }
            #else
                super.pressesBegan(presses, with: event)
            #endif
        }

        /// Selects the segment the core's `SelectionModel.target(for:layoutDirection:)` gives
        /// for a key, as the user's choice.
        ///
        /// - Returns: Whether the key selected a segment.
        private func selectByKey(_ key: NavigationKey) -> Bool {
            guard isEnabled,
                let index = selection.target(
                    for: key,
                    layoutDirection: LayoutDirection(effectiveUserInterfaceLayoutDirection))
            else { return false }
            selectByUser(index)
            return true
        }

        func setUpFocusEffect() {
            updateFocusEffect()
        }

        /// The focus ring (iOS 15 and later): a halo around the bar's track, with its corner
        /// radius and continuous curve, drawn by the system while the control is focused.
        /// tvOS draws its own focus appearance and has no halo.
        func updateFocusEffect() {
            #if !os(tvOS)
                if #available(iOS 15.0, *) {
                    let radius = configuration.trackCornerRadius(fitting: bounds.size)
                    focusEffect = UIFocusHaloEffect(
                        roundedRect: bounds, cornerRadius: radius, curve: .continuous)
                }
            #endif
        }
    }
#endif

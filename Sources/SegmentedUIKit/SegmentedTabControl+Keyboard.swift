#if canImport(UIKit) && !os(watchOS)
    import SegmentedCore
    import UIKit

    // Keyboards and the focus system. On iPhone, iPad and Mac the control is one focus item
    // (Full Keyboard Access, a hardware keyboard): Tab and Shift-Tab move focus to and from
    // it as a whole, and while it is focused the arrows move the selection the way they point
    // on screen (the core maps them right to left), Home and End go to the first and last
    // enabled segment. On Apple TV each segment is a focus item of its own
    // (SegmentedTabControl+Focus.swift).
    extension SegmentedTabControl {
        /// Takes part in the focus system as one item, so Full Keyboard Access and hardware
        /// keyboards can reach it; on Apple TV its segments are the focus items instead.
        public override var canBecomeFocused: Bool {
            isEnabled && !items.isEmpty && !focusesSegments
        }

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
        /// `focusEffect` exists on iOS, Mac Catalyst and visionOS only; on tvOS the focused
        /// segment draws its own focused look (SegmentedTabControl+Focus.swift).
        func updateFocusEffect() {
            #if !os(tvOS)
                if #available(iOS 15.0, *) {
                    let radius = configuration.trackCornerRadius(fitting: barFrame.size)
                    focusEffect = UIFocusHaloEffect(
                        roundedRect: barFrame, cornerRadius: radius, curve: .continuous)
                }
            #endif
        }
    }
#endif

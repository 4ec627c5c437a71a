#if canImport(UIKit) && !os(watchOS)
    import SegmentedCore
    import UIKit

    // Keyboards and the focus system. On iPhone, iPad and Mac the control is one focus item
    // (Full Keyboard Access, a hardware keyboard) and a focus group of its own: Tab and
    // Shift-Tab move focus to and from it as a whole, and while it has keyboard focus the arrows
    // move the selection the way they point on screen (the core maps them right to left), Home
    // and End go to the first and last enabled segment, and Return or Space ask again for the
    // selected segment (a reselect). Each key is a request for a segment that the control's
    // machine decides, as every input's request is. On Apple TV each segment is a focus item of
    // its own (SegmentedTabControl+Focus.swift).
    //
    // How a key reaches the control: UIKit delivers key commands from the first responder up
    // the responder chain ("only the first responder from the key window receives key
    // events", `becomeFirstResponder()`), and on iPadOS 15 and later hands each key to the text
    // input and focus systems first unless the command `wantsPriorityOverSystemBehavior`. The
    // focus system moving focus to a view is not documented to make it the first responder, so
    // the control becomes first responder itself when keyboard focus arrives at it, and resigns
    // when focus leaves (`didUpdateFocus(in:with:)`, SegmentedTabControl+Focus.swift). The
    // sources are in docs/platform.md.
    extension SegmentedTabControl {
        /// The answer of `canBecomeFocused`: the control is one focus item except on Apple TV,
        /// where its segments are.
        var canBecomeFocusedAsOneItem: Bool {
            isEnabled && !items.isEmpty && !focusesSegments
        }

        /// The answer of `canBecomeFirstResponder`: while enabled and not empty.
        var canTakeKeyPresses: Bool { isEnabled && !items.isEmpty }

        /// The answer of `keyCommands`: a command for each key the control takes.
        var navigationKeyCommands: [UIKeyCommand] {
            let inputs = [
                UIKeyCommand.inputLeftArrow, UIKeyCommand.inputRightArrow,
                UIKeyCommand.inputHome, UIKeyCommand.inputEnd, Self.returnKeyInput,
                Self.spaceKeyInput,
            ]
            return inputs.map { input in
                let command = UIKeyCommand(
                    input: input, modifierFlags: [], action: Self.keyCommandSelector)
                command.wantsPriorityOverSystemBehavior = true
                return command
            }
        }

        /// The input of the Return key (UIKit declares no constant for it).
        static let returnKeyInput = "\r"
        /// The input of the space bar.
        static let spaceKeyInput = " "

        /// A key command: the arrows, Home and End ask for a segment along the bar, Return and
        /// Space for the selected one. UIKit sends it as ``keyCommandSelector``
        /// (ObjectiveCMessages.swift).
        func handleKeyCommand(_ command: UIKeyCommand) {
            let key: NavigationKey
            switch command.input {
            case UIKeyCommand.inputLeftArrow: key = .left
            case UIKeyCommand.inputRightArrow: key = .right
            case UIKeyCommand.inputHome: key = .first
            case UIKeyCommand.inputEnd: key = .last
            // Return and Space ask for the selected segment: a reselect.
            case Self.returnKeyInput, Self.spaceKeyInput:
                feed(.activationKey)
                return
            default: return
            }
            // The arrows point the way the bar is shown now, even when its direction changed
            // since the last layout pass.
            let shown = LayoutDirection(effectiveUserInterfaceLayoutDirection)
            feed(.navigationKey(key, layoutDirection: shown))
        }

        /// Follows keyboard focus (iPad, Mac, Full Keyboard Access) to and from the control as
        /// a whole: arriving, the control becomes first responder, so its key commands are
        /// found; leaving, it resigns, so the arrows go back to the focus system and other
        /// items. (On Apple TV the segments are the focus items; see
        /// SegmentedTabControl+Focus.swift.)
        func keyboardFocusDidUpdate(in context: UIFocusUpdateContext) {
            guard !focusesSegments else { return }
            if context.nextFocusedView === self {
                _ = becomeFirstResponder()
            } else if context.previouslyFocusedView === self, isFirstResponder {
                _ = resignFirstResponder()
            }
        }

        /// Makes the control its own focus group (iOS 15 and later: the focus system's Tab
        /// moves between groups, the arrows within one), so Tab stops at it and no other item
        /// shares its arrows. Not on tvOS, where `focusGroupIdentifier` does not exist and the
        /// segments are the focus items. An app may set another group after creating it.
        func setUpKeyboardFocus() {
            #if !os(tvOS)
                focusGroupIdentifier =
                    "SegmentedKit.SegmentedTabControl.\(ObjectIdentifier(self).hashValue)"
            #endif
            updateFocusEffect()
        }

        /// The focus ring (iOS 15 and later): a halo around the bar's track, with its corner
        /// radius and continuous curve, drawn by the system while the control is focused.
        /// `focusEffect` exists on iOS, Mac Catalyst and visionOS only; on tvOS the focused
        /// segment draws its own focused look (SegmentedTabControl+Focus.swift).
        func updateFocusEffect() {
            #if !os(tvOS)
                if #available(iOS 15.0, *), OSAvailability.iOS15 {
                    let radius = configuration.trackCornerRadius(fitting: barFrame.size)
                    focusEffect = UIFocusHaloEffect(
                        roundedRect: barFrame, cornerRadius: radius, curve: .continuous)
                }
            #endif
        }
    }
#endif

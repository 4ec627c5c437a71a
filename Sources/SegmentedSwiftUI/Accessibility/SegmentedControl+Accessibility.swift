#if canImport(SwiftUI)
    import SegmentedCore
    import SwiftUI
    #if canImport(UIKit)
        // @preconcurrency: the iOS 17.4 SDK declares the accessibility notification names as
        // mutable C globals, which Swift 6 rejects as "not concurrency-safe" without it.
        @preconcurrency import UIKit
    #endif

    // Modifiers applied in functions rather than `ViewModifier`s: a pager frame makes the
    // segments again, and these add no view of their own to evaluate.
    extension View {
        /// Hands the core's description of a segment to VoiceOver and carries out its
        /// adjust effects. The segment is a `Button`, so SwiftUI gives it the button trait;
        /// `.isSelected` marks the chosen one, the value is the core's ("2 of 5", or nothing in
        /// a tab bar, where VoiceOver says the place itself) and, for string titles, the label
        /// is the core's cleaned title (other content keeps the label SwiftUI derives from it,
        /// such as a `Label`'s title). Only with ``SegmentedControlNavigation/adjustable`` does
        /// a swipe up or down select the next or previous enabled segment, move VoiceOver's
        /// focus to it and announce it ("Week, 2 of 3").
        @ViewBuilder
        func segmentAccessibility(
            element: SegmentAccessibilityElement<Int>, hasTitle: Bool,
            focus: AccessibilityFocusState<Int?>.Binding,
            adjust: @escaping (AccessibilityMachine<Int>.Adjustment) -> Void
        ) -> some View {
            let described =
                self
                .accessibilityValue(Text(element.value))
                .accessibilityAddTraits(element.isSelected ? .isSelected : [])
                .accessibilityFocused(focus, equals: element.index)
                .segmentAdjustableAction(
                    isAdjustable: element.traits.contains(.adjustable), adjust: adjust)
            if hasTitle {
                described.accessibilityLabel(Text(element.label))
            } else {
                described
            }
        }

        /// VoiceOver's adjustable action, only where the core gives the segment the adjustable
        /// trait (``SegmentedControlNavigation/adjustable``): SwiftUI makes an element with an
        /// adjustable action adjustable.
        @ViewBuilder
        private func segmentAdjustableAction(
            isAdjustable: Bool, adjust: @escaping (AccessibilityMachine<Int>.Adjustment) -> Void
        ) -> some View {
            if isAdjustable {
                accessibilityAdjustableAction { direction in
                    switch direction {
                    case .increment: adjust(.increment)
                    case .decrement: adjust(.decrement)
                    @unknown default: break
                    }
                }
            } else {
                self
            }
        }
    }

    /// Says a phrase with VoiceOver: `AccessibilityNotification.Announcement` on iOS 17,
    /// macOS 14, tvOS 17, watchOS 10 and visionOS; `UIAccessibility.post(.announcement)` on
    /// iOS and tvOS 16; nothing on older macOS.
    @MainActor
    func announceForAccessibility(_ phrase: String) {
        if #available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *), OSAvailability.iOS17 {
            AccessibilityNotification.Announcement(phrase).post()
        } else {
            #if canImport(UIKit) && !os(watchOS)
                UIAccessibility.post(notification: .announcement, argument: phrase)
            #endif
        }
    }

    /// Makes the control one keyboard focus stop (iOS 17, macOS 14, tvOS 17, visionOS;
    /// watchOS has no key presses) and hands its keys to the control's machine: the arrows as
    /// they point on screen, Home and End, and, only with `capturesTab`
    /// (``SegmentedControlNavigation/tabKey``), Tab and Shift-Tab for the next and previous
    /// segment, as `.navigationKey`; Return and Space, which press the selected segment (its
    /// reselect action, ``SegmentedControl/onSegmentReselect(perform:)``, as a tap on it), as
    /// `.activationKey`. Which segment a key selects is the machine's; a key it does nothing
    /// with (an arrow or Tab at an end) is left to the system, so Tab then moves focus on out
    /// of the control.
    struct SegmentedKeyboardNavigation: ViewModifier {
        /// Whether Tab and Shift-Tab move the selection.
        let capturesTab: Bool
        /// Hands the machine a key's event; returns whether it asked for a segment (a
        /// selection or a reselect), so the key is the control's.
        let send: (ControlMachine<Int>.Event) -> Bool
        @Environment(\.layoutDirection) private var layoutDirection

        func body(content: Content) -> some View {
            #if os(watchOS)
                content
            #else
                if #available(iOS 17, macOS 14, tvOS 17, visionOS 1, *), OSAvailability.iOS17 {
                    // `.focusable()` first, so the key handler sits on the focusable view.
                    content
                        .focusable()
                        .onKeyPress(keys: keys) { press in
                            if press.key == .return || press.key == .space {
                                return send(.activationKey) ? .handled : .ignored
                            }
                            guard let key = Self.navigationKey(press.key, press.modifiers)
                            else { return .ignored }
                            // The arrows point as the bar is shown; the machine's
                            // arrangement is in leading space (SwiftUI mirrors it).
                            let shown = SegmentedCore.LayoutDirection(layoutDirection)
                            return send(.navigationKey(key, layoutDirection: shown))
                                ? .handled : .ignored
                        }
                } else {
                    content
                }
            #endif
        }

        #if !os(watchOS)
            /// The keys the control handles.
            @available(iOS 17, macOS 14, tvOS 17, visionOS 1, *)
            private var keys: Set<KeyEquivalent> {
                capturesTab
                    ? [.leftArrow, .rightArrow, .home, .end, .tab, .return, .space]
                    : [.leftArrow, .rightArrow, .home, .end, .return, .space]
            }

            /// The control's key for a key press, as it points on screen.
            @available(iOS 17, macOS 14, tvOS 17, visionOS 1, *)
            static func navigationKey(_ key: KeyEquivalent, _ modifiers: EventModifiers)
                -> NavigationKey?
            {
                switch key {
                case .leftArrow: return .left
                case .rightArrow: return .right
                case .home: return .first
                case .end: return .last
                case .tab: return modifiers.contains(.shift) ? .previous : .next
                default: return nil
                }
            }
        #endif
    }

#endif

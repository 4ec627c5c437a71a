#if canImport(SwiftUI)
    import SwiftUI

    /// Ways of moving the selection that the system's segmented controls do not offer, each
    /// off by default so a ``SegmentedControl`` behaves as `Picker` with the segmented style
    /// does.
    ///
    /// By default each segment is a button (VoiceOver: double tap selects it) and the
    /// control is one keyboard focus stop whose arrow keys, Home and End move the selection,
    /// while Tab and Shift-Tab move keyboard focus on to the next control, as on iPadOS and
    /// macOS. Turn an option on where your app has a reason to:
    ///
    /// ```swift
    /// SegmentedControl(["Day", "Week", "Month"], selection: $range)
    ///     .segmentedControlNavigation([.adjustable, .tabKey])
    /// ```
    public struct SegmentedControlNavigation: OptionSet, Sendable, Hashable {
        /// The option bits.
        public let rawValue: Int

        /// Creates options from their bits.
        ///
        /// ```swift
        /// let options = SegmentedControlNavigation(rawValue: 1)  // .adjustable
        /// ```
        ///
        /// - Parameter rawValue: The bits.
        public init(rawValue: Int) {
            self.rawValue = rawValue
        }

        /// Segments are adjustable: VoiceOver's swipe up or down selects the next or previous
        /// enabled segment and announces it. Neither `UISegmentedControl` nor `Picker` does
        /// this, and it takes the swipes away from VoiceOver's rotor on the segments, so it
        /// is off unless asked for (the core's `AccessibilityMachine.isAdjustable`).
        ///
        /// ```swift
        /// control.segmentedControlNavigation(.adjustable)
        /// ```
        public static let adjustable = SegmentedControlNavigation(rawValue: 1 << 0)

        /// Tab and Shift-Tab select the next and previous segment, until the last or first,
        /// where they move keyboard focus on. The system's controls leave Tab to move focus
        /// between controls (Apple's keyboard navigation on iPadOS and macOS: Tab moves focus
        /// between groups, the arrow keys within one), so it is off unless asked for.
        ///
        /// ```swift
        /// control.segmentedControlNavigation(.tabKey)
        /// ```
        public static let tabKey = SegmentedControlNavigation(rawValue: 1 << 1)
    }

    private struct SegmentedControlNavigationKey: EnvironmentKey {
        static let defaultValue: SegmentedControlNavigation = []
    }

    extension EnvironmentValues {
        var segmentedControlNavigation: SegmentedControlNavigation {
            get { self[SegmentedControlNavigationKey.self] }
            set { self[SegmentedControlNavigationKey.self] = newValue }
        }
    }

    extension View {
        /// Turns on ways of moving the selection that the system's segmented controls do not
        /// offer, for the segmented controls in this view (see
        /// ``SegmentedControlNavigation``).
        ///
        /// ```swift
        /// SegmentedControl(["Day", "Week", "Month"], selection: $range)
        ///     .segmentedControlNavigation(.adjustable)
        /// ```
        ///
        /// - Parameter options: The options; `[]`, the default, matches `Picker`.
        public func segmentedControlNavigation(_ options: SegmentedControlNavigation)
            -> some View
        {
            environment(\.segmentedControlNavigation, options)
        }
    }
#endif

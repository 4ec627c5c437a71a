#if canImport(SwiftUI)
    import SegmentedCore
    import SwiftUI

    private struct SegmentedControlStyleKey: EnvironmentKey {
        static let defaultValue = AnySegmentedControlStyle.underline
    }

    /// A custom indicator set with `segmentedControlIndicator(_:)`.
    typealias CustomIndicator = @MainActor @Sendable (SegmentedIndicatorConfiguration) -> AnyView

    private struct SegmentedControlIndicatorKey: EnvironmentKey {
        static let defaultValue: CustomIndicator? = nil
    }

    extension EnvironmentValues {
        var segmentedControlStyle: AnySegmentedControlStyle {
            get { self[SegmentedControlStyleKey.self] }
            set { self[SegmentedControlStyleKey.self] = newValue }
        }

        var segmentedControlIndicator: CustomIndicator? {
            get { self[SegmentedControlIndicatorKey.self] }
            set { self[SegmentedControlIndicatorKey.self] = newValue }
        }
    }

    extension View {
        /// Sets the style of the segmented controls in this view.
        ///
        /// ```swift
        /// SegmentedControl(["Featured", "New", "Top"], selection: $index)
        ///     .segmentedControlStyle(.slidingPill)
        /// ```
        ///
        /// - Parameter style: A built-in style such as `.underline`, `.slidingPill`,
        ///   `.pagedHeader`, `.plain` or `.uikitUnderline`, or your own.
        @MainActor
        public func segmentedControlStyle<Style: SegmentedControlStyle>(_ style: Style)
            -> some View
        {
            environment(\.segmentedControlStyle, AnySegmentedControlStyle(style))
                .environment(\.segmentedColorOverrides, style.colorOverrides)
        }

        /// Replaces the indicator of the segmented controls in this view with your own view,
        /// keeping the style's geometry: the control still places it where the core says.
        ///
        /// ```swift
        /// SegmentedControl(["Songs", "Albums"], selection: $index)
        ///     .segmentedControlIndicator { configuration in
        ///         Capsule().fill(.linearGradient(
        ///             colors: [.pink, .orange], startPoint: .leading, endPoint: .trailing))
        ///     }
        /// ```
        ///
        /// - Parameter indicator: Builds the indicator from its configuration, on every frame
        ///   of the animation.
        public func segmentedControlIndicator<Content: View>(
            @ViewBuilder _ indicator:
                @escaping @MainActor @Sendable (
                    SegmentedIndicatorConfiguration
                ) -> Content
        ) -> some View {
            environment(\.segmentedControlIndicator) { AnyView(indicator($0)) }
        }
    }

#endif

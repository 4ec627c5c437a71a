#if canImport(SwiftUI)
    import SegmentedCore
    import SwiftUI

    /// The bar background a style draws unless it makes its own: the design's background
    /// colour, and its track (the pill design's rounded grey bar) with the track's corner
    /// radius.
    ///
    /// ```swift
    /// DefaultSegmentedBackground(configuration: configuration)
    /// ```
    public struct DefaultSegmentedBackground: View {
        /// The configuration drawn.
        public var configuration: SegmentedBackgroundConfiguration
        @Environment(\.colorScheme) private var colorScheme
        @Environment(\.colorSchemeContrast) private var contrast
        @Environment(\.segmentedColorOverrides) private var overrides

        /// Creates the default background.
        ///
        /// ```swift
        /// DefaultSegmentedBackground(configuration: configuration).opacity(0.9)
        /// ```
        ///
        /// - Parameter configuration: The design.
        public init(configuration: SegmentedBackgroundConfiguration) {
            self.configuration = configuration
        }

        /// The background and track.
        public var body: some View {
            let design = configuration.design
            // The core's track radius for the bar's size, clamped as the pill's is.
            let track = SegmentedTrackShape(design: design)
            let roles = SegmentedRoleStyles(
                design: design, colorScheme: colorScheme, contrast: contrast,
                overrides: overrides)
            Rectangle().fill(roles.background)
                .overlay(track.fill(roles.track))
        }
    }

#endif

#if canImport(SwiftUI)
    import SegmentedCore
    import SwiftUI

    /// The indicator a style draws unless it makes its own: the core's shape filled with the
    /// design's indicator colour.
    ///
    /// ```swift
    /// DefaultSegmentedIndicator(configuration: configuration)
    /// ```
    public struct DefaultSegmentedIndicator: View {
        /// The configuration drawn.
        public var configuration: SegmentedIndicatorConfiguration
        @Environment(\.colorScheme) private var colorScheme
        @Environment(\.colorSchemeContrast) private var contrast
        @Environment(\.segmentedColorOverrides) private var overrides

        /// Creates the default indicator.
        ///
        /// ```swift
        /// DefaultSegmentedIndicator(configuration: configuration).opacity(0.8)
        /// ```
        ///
        /// - Parameter configuration: The indicator's geometry.
        public init(configuration: SegmentedIndicatorConfiguration) {
            self.configuration = configuration
        }

        /// The filled shape; a fill indicator gets a faint shadow, as the iOS pill has.
        public var body: some View {
            let roles = SegmentedRoleStyles(
                design: configuration.design, colorScheme: colorScheme, contrast: contrast,
                overrides: overrides)
            let shape = configuration.shape.fill(roles.indicator)
            if configuration.indicator.placement == .fill {
                shape.shadow(color: .black.opacity(0.12), radius: 2, x: 0, y: 1)
            } else {
                shape
            }
        }
    }

#endif

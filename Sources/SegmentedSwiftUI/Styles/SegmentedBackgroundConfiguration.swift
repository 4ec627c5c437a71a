#if canImport(SwiftUI)
    import SegmentedCore
    import SwiftUI

    /// What a style needs to draw the view behind the bar.
    ///
    /// ```swift
    /// func makeBackground(configuration: SegmentedBackgroundConfiguration) -> some View {
    ///     configuration.design.palette.track.color
    /// }
    /// ```
    public struct SegmentedBackgroundConfiguration: Sendable {
        /// The design being drawn.
        public var design: SegmentedDesign
    }

#endif

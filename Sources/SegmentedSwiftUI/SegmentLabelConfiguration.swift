#if canImport(SwiftUI)
    import SegmentedCore
    import SwiftUI

    /// What a style needs to draw one segment's label.
    ///
    /// ```swift
    /// func makeLabel(configuration: SegmentLabelConfiguration) -> some View {
    ///     configuration.label.scaleEffect(1 + 0.1 * configuration.emphasis)
    /// }
    /// ```
    public struct SegmentLabelConfiguration {
        /// The content the caller built for this segment, type-erased as
        /// `ButtonStyleConfiguration.Label` is.
        public struct Label: View {
            let content: AnyView

            /// The caller's content.
            public var body: some View { content }
        }

        /// The caller's content for this segment.
        public var label: Label
        /// The segment's index.
        public var index: Int
        /// The number of segments.
        public var count: Int
        /// How strongly the segment is emphasised at the current position, from the core:
        /// 1 when selected, falling to 0 one segment away.
        public var emphasis: Double
        /// Whether this segment is the selected one.
        public var isSelected: Bool
        /// Whether the segment can be selected.
        public var isEnabled: Bool
        /// The label font size from the design, scaled for Dynamic Type.
        public var fontSize: CGFloat
        /// The design being drawn.
        public var design: SegmentedDesign
    }

#endif

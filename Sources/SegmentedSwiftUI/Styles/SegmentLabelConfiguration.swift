#if canImport(SwiftUI)
    import SegmentedCore
    import SwiftUI

    /// What a style needs to draw one segment's label.
    ///
    /// ```swift
    /// func makeLabel(configuration: SegmentLabelConfiguration) -> some View {
    ///     configuration.label
    ///         .scaleEffect(1 + 0.1 * configuration.emphasis)
    ///         .opacity(configuration.isPressed ? 0.6 : 1)
    /// }
    /// ```
    public struct SegmentLabelConfiguration {
        /// The content the caller built for this segment, type-erased as
        /// `ButtonStyleConfiguration.Label` is.
        public struct Label: View {
            let content: AnyView
            /// Whether the content is a content-form subview, which SwiftUI resolves in its
            /// container's environment: ``DefaultSegmentLabel`` then places it once and has
            /// its recolouring blend the state's colours, rather than laying a second copy
            /// over it.
            var resolvesInContainer = false

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
        /// Whether a finger (or the mouse) is down on this segment and a release there would
        /// select it: the pressed state `UISegmentedControl` and `Picker(.segmented)` show.
        /// It turns on at touch-down (inside a scroll view, once the touch is a press rather
        /// than a scroll) and off when the touch lifts, leaves, or becomes a scroll; a quick tap
        /// inside a scroll view may never show it (pressed and released in one update). The
        /// built-in styles dim an unselected segment's label to
        /// `SegmentedDesign.pressedLabelOpacity` (pressed, the selected one holds the
        /// indicator instead).
        ///
        /// ```swift
        /// configuration.label.opacity(configuration.isPressed ? 0.5 : 1)
        /// ```
        public var isPressed: Bool
        /// The label font size from the design, scaled for Dynamic Type.
        public var fontSize: CGFloat
        /// The design being drawn.
        public var design: SegmentedDesign
    }

#endif

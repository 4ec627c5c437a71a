#if canImport(SwiftUI)
    import SegmentedCore
    import SwiftUI

    /// What a style needs to draw the indicator: geometry the core computed for the current
    /// frame of the animation (or the pager's position).
    ///
    /// ```swift
    /// func makeIndicator(configuration: SegmentedIndicatorConfiguration) -> some View {
    ///     RoundedRectangle(cornerRadius: configuration.cornerRadius).fill(.pink)
    /// }
    /// ```
    public struct SegmentedIndicatorConfiguration: Sendable {
        /// The indicator's size: the width and height of the frame the core computed, in
        /// which the control places this view.
        public var size: CGSize
        /// The corner radius for that size, clamped by the core (a capsule for `.infinity`).
        public var cornerRadius: CGFloat
        /// The fractional position the indicator is drawn at (halfway from 1 to 2 is 1.5).
        public var position: Double
        /// The selected segment, or `nil` when nothing is selected.
        public var selectedIndex: Int?
        /// The number of segments.
        public var count: Int
        /// The indicator description (placement, width rule, thickness) from the design.
        public var indicator: Indicator
        /// The design being drawn.
        public var design: SegmentedDesign

        /// The core's indicator shape: a rounded rectangle whose radius the core clamps for
        /// whatever rectangle it is drawn in.
        ///
        /// ```swift
        /// configuration.shape.fill(Color.accentColor)
        /// ```
        public var shape: SegmentedIndicatorShape {
            SegmentedIndicatorShape(indicator: indicator)
        }
    }

#endif

#if canImport(SwiftUI)
    import SegmentedCore
    import SwiftUI

    /// An iOS-style segmented control: equal segments on a rounded track, with a rounded
    /// rectangle sliding behind the selected one.
    ///
    /// ```swift
    /// SegmentedControl(["Day", "Week", "Month"], selection: $index)
    ///     .segmentedControlStyle(.slidingPill)
    /// ```
    public struct SlidingPillSegmentedControlStyle: Sendable, Hashable {
        /// The design drawn; starts as `SegmentedDesign.slidingPill`.
        public var design: SegmentedDesign
        /// SwiftUI colours that replace the design's adaptive ones, role by role.
        public var colorOverrides = SegmentedColorOverrides()

        /// Creates the style from the sliding pill design, changing what you pass.
        ///
        /// ```swift
        /// SlidingPillSegmentedControlStyle(cornerRadius: .infinity, trackCornerRadius: .infinity)
        /// ```
        ///
        /// - Parameters:
        ///   - pillColor: The sliding pill; `nil` keeps white (#636366 in dark).
        ///   - trackColor: The track behind the segments; `nil` keeps the design's grey.
        ///   - labelColor: Unselected labels.
        ///   - selectedLabelColor: The selected label.
        ///   - cornerRadius: The pill's corner radius; `.infinity` makes a capsule.
        ///   - trackCornerRadius: The track's corner radius; `.infinity` makes a capsule.
        ///   - insets: The track's inset around the segments.
        ///   - spacing: Space between the equal segments; `nil` keeps the design's.
        ///   - motion: How the pill slides.
        ///
        /// Every default is the design's own number.
        public init(
            pillColor: Color? = nil, trackColor: Color? = nil,
            labelColor: Color? = nil, selectedLabelColor: Color? = nil,
            cornerRadius: Double = SegmentedDesign.slidingPill.layout.indicator.cornerRadius,
            trackCornerRadius: Double = SegmentedDesign.slidingPill.trackCornerRadius,
            insets: SegmentedCore.EdgeInsets = SegmentedDesign.slidingPill.layout.insets,
            spacing: Double? = nil,
            motion: Motion = SegmentedDesign.slidingPill.motion
        ) {
            var design = SegmentedDesign.slidingPill
            design.layout.indicator.cornerRadius = cornerRadius
            design.layout.insets = insets
            if let spacing {
                design.layout.distribution = .fillEqually(spacing: spacing)
            }
            design.trackCornerRadius = trackCornerRadius
            design.motion = motion
            self.design = design
            colorOverrides = SegmentedColorOverrides(
                indicator: pillColor, label: labelColor, selectedLabel: selectedLabelColor,
                track: trackColor)
        }

        /// Creates the style from any design.
        ///
        /// ```swift
        /// SlidingPillSegmentedControlStyle(design: .slidingPill)
        /// ```
        ///
        /// - Parameter design: The design to draw.
        public init(design: SegmentedDesign) {
            self.design = design
        }
    }

    extension SlidingPillSegmentedControlStyle: SegmentedControlStyle {}

    extension SegmentedControlStyle where Self == SlidingPillSegmentedControlStyle {
        /// The iOS sliding pill: equal segments on a rounded track.
        ///
        /// ```swift
        /// control.segmentedControlStyle(.slidingPill)
        /// ```
        public static var slidingPill: Self { Self() }
    }

#endif

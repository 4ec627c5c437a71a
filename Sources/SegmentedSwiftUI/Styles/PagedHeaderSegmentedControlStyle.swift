#if canImport(SwiftUI)
    import SegmentedCore
    import SwiftUI

    /// A paged header: titles at the ends of the bar, a short rounded bar that follows a
    /// pager, and titles fading between half and full opacity. Pair it with
    /// `segmentedControlPosition(_:)`.
    ///
    /// ```swift
    /// SegmentedControl(["Posts", "Likes"], selection: $page)
    ///     .segmentedControlStyle(.pagedHeader)
    ///     .segmentedControlPosition(position)
    /// ```
    public struct PagedHeaderSegmentedControlStyle: Sendable, Hashable {
        /// The design drawn; starts as `SegmentedDesign.pagedHeader`.
        public var design: SegmentedDesign
        /// SwiftUI colours that replace the design's adaptive ones, role by role.
        public var colorOverrides = SegmentedColorOverrides()

        /// Creates the style from the paged header design, changing what you pass.
        ///
        /// ```swift
        /// PagedHeaderSegmentedControlStyle(width: .fraction(0.3), minimumOpacity: 0.4)
        /// ```
        ///
        /// - Parameters:
        ///   - color: The bar; `nil` keeps the design's system blue, drawn in the tint.
        ///   - titleColor: The titles; `nil` keeps the default text colour.
        ///   - width: How wide the bar is: half the title's width (`.fraction(0.5)`) in the
        ///     design.
        ///   - thickness: The bar's height.
        ///   - cornerRadius: The bar's corner radius.
        ///   - minimumOpacity: The opacity of a title that is not selected; `nil` keeps the
        ///     design's 0.5.
        ///   - distribution: How the titles share the width; at the ends by default.
        ///   - motion: How the bar travels after a tap (a pager drives it frame by frame).
        ///
        /// Every default is the design's own number.
        public init(
            color: Color? = nil, titleColor: Color? = nil,
            width: IndicatorWidth = SegmentedDesign.pagedHeader.layout.indicator.width,
            thickness: Double = SegmentedDesign.pagedHeader.layout.indicator.thickness,
            cornerRadius: Double = SegmentedDesign.pagedHeader.layout.indicator.cornerRadius,
            minimumOpacity: Double? = nil,
            distribution: Distribution = SegmentedDesign.pagedHeader.layout.distribution,
            motion: Motion = SegmentedDesign.pagedHeader.motion
        ) {
            var design = SegmentedDesign.pagedHeader
            design.layout.indicator.width = width
            design.layout.indicator.thickness = thickness
            design.layout.indicator.cornerRadius = cornerRadius
            design.layout.distribution = distribution
            if let minimumOpacity {
                design.labelEmphasis = .opacity(minimum: minimumOpacity)
            }
            design.motion = motion
            self.design = design
            colorOverrides = SegmentedColorOverrides(
                indicator: color, label: titleColor, selectedLabel: titleColor)
        }

        /// Creates the style from any design.
        ///
        /// ```swift
        /// PagedHeaderSegmentedControlStyle(design: .pagedHeader)
        /// ```
        ///
        /// - Parameter design: The design to draw.
        public init(design: SegmentedDesign) {
            self.design = design
        }
    }

    extension PagedHeaderSegmentedControlStyle: SegmentedControlStyle {}

    extension SegmentedControlStyle where Self == PagedHeaderSegmentedControlStyle {
        /// The paged header: titles at the ends, a short bar that follows a pager.
        ///
        /// ```swift
        /// control.segmentedControlStyle(.pagedHeader)
        /// ```
        public static var pagedHeader: Self { Self() }
    }

#endif

#if canImport(SwiftUI)
    import SegmentedCore
    import SwiftUI

    // The five designs of `SegmentedDesign`, each as a style whose initialiser starts from
    // the design's numbers and changes only what it is given.

    /// Android-style tabs: labels with even gaps and a bar under the selected label that
    /// slides and takes that label's width, over a full-width hairline. The default style.
    ///
    /// ```swift
    /// SegmentedControl(selection: $tab, items: tabs) { Text($0.title) }
    ///     .segmentedControlStyle(.underline)
    /// SegmentedControl(selection: $tab, items: tabs) { Text($0.title) }
    ///     .segmentedControlStyle(
    ///         UnderlineSegmentedControlStyle(color: .pink, travel: .elastic))
    /// ```
    public struct UnderlineSegmentedControlStyle: Sendable, Hashable {
        /// The design drawn; starts as `SegmentedDesign.materialUnderline`.
        public var design: SegmentedDesign
        /// SwiftUI colours that replace the design's adaptive ones, role by role.
        public var colorOverrides = SegmentedColorOverrides()

        /// Creates the style from the Material underline design, changing what you pass.
        ///
        /// ```swift
        /// UnderlineSegmentedControlStyle(thickness: 2, width: .fraction(0.8))
        /// ```
        ///
        /// - Parameters:
        ///   - color: The bar's colour, and the selected label's unless `selectedLabelColor`
        ///     is given; `nil` keeps the design's (a bar in the label colour, the selected
        ///     title in system blue drawn in the tint).
        ///   - labelColor: Unselected labels; `nil` keeps the design's system gray.
        ///   - selectedLabelColor: The selected label; `nil` follows `color`.
        ///   - thickness: The bar's height (the design's 3 pt).
        ///   - width: How wide the bar is: the label's width (`.content`) in the design.
        ///   - cornerRadius: The bar's corner radius.
        ///   - travel: `.elastic` stretches the bar between labels as Material does.
        ///   - distribution: How the labels share the width; even gaps in the design.
        ///   - minimumGap: The smallest gap before the bar scrolls.
        ///   - dividerThickness: The hairline under the bar; 0 for none.
        ///   - motion: How the bar travels to a new selection.
        ///
        /// Every default is the design's own number.
        public init(
            color: Color? = nil, labelColor: Color? = nil,
            selectedLabelColor: Color? = nil,
            thickness: Double = SegmentedDesign.materialUnderline.layout.indicator.thickness,
            width: IndicatorWidth = SegmentedDesign.materialUnderline.layout.indicator.width,
            cornerRadius: Double = SegmentedDesign.materialUnderline.layout.indicator.cornerRadius,
            travel: IndicatorTravel = SegmentedDesign.materialUnderline.layout.indicator.travel,
            distribution: Distribution = SegmentedDesign.materialUnderline.layout.distribution,
            minimumGap: Double = SegmentedDesign.materialUnderline.layout.minimumGap,
            dividerThickness: Double = SegmentedDesign.materialUnderline.dividerThickness,
            motion: Motion = SegmentedDesign.materialUnderline.motion
        ) {
            var design = SegmentedDesign.materialUnderline
            design.layout.indicator.width = width
            design.layout.indicator.thickness = thickness
            design.layout.indicator.cornerRadius = cornerRadius
            design.layout.indicator.travel = travel
            design.layout.distribution = distribution
            design.layout.minimumGap = minimumGap
            design.dividerThickness = dividerThickness
            design.motion = motion
            self.design = design
            colorOverrides = SegmentedColorOverrides(
                indicator: color, label: labelColor, selectedLabel: selectedLabelColor ?? color)
        }

        /// Creates the style from any design, such as one you adjusted.
        ///
        /// ```swift
        /// var design = SegmentedDesign.materialUnderline
        /// design.fontSize = 14
        /// UnderlineSegmentedControlStyle(design: design)
        /// ```
        ///
        /// - Parameter design: The design to draw.
        public init(design: SegmentedDesign) {
            self.design = design
        }
    }

    extension UnderlineSegmentedControlStyle: SegmentedControlStyle {}

    extension SegmentedControlStyle where Self == UnderlineSegmentedControlStyle {
        /// The Material underline: even gaps, a bar under the selected label that takes its
        /// width, a hairline under the bar.
        ///
        /// ```swift
        /// control.segmentedControlStyle(.underline)
        /// ```
        public static var underline: Self { Self() }
    }

#endif

#if canImport(SwiftUI)
    import SegmentedCore
    import SwiftUI

    /// A restyled UIKit control: equal segments and a 2-pt bar 10 pt below the title,
    /// animated in 0.2 s.
    ///
    /// ```swift
    /// SegmentedControl(["Inbox", "Sent"], selection: $index)
    ///     .segmentedControlStyle(.uikitUnderline)
    /// ```
    public struct UIKitUnderlineSegmentedControlStyle: Sendable, Hashable {
        /// The design drawn; starts as `SegmentedDesign.uikitUnderline`.
        public var design: SegmentedDesign
        /// SwiftUI colours that replace the design's adaptive ones, role by role.
        public var colorOverrides = SegmentedColorOverrides()

        /// Creates the style from the UIKit underline design, changing what you pass.
        ///
        /// ```swift
        /// UIKitUnderlineSegmentedControlStyle(color: .blue, offset: 6)
        /// ```
        ///
        /// - Parameters:
        ///   - color: The bar; `nil` keeps the design's orange.
        ///   - labelColor: Unselected titles.
        ///   - selectedLabelColor: The selected title.
        ///   - thickness: The bar's height.
        ///   - offset: The gap between the title and the bar; `nil` pins the bar to the
        ///     bottom of the segment.
        ///   - width: How wide the bar is: the whole segment by default.
        ///   - motion: How the bar travels.
        public init(
            color: Color? = nil, labelColor: Color? = nil,
            selectedLabelColor: Color? = nil,
            thickness: Double = SegmentedDesign.uikitUnderline.layout.indicator.thickness,
            offset: Double? = SegmentedDesign.uikitUnderline.layout.indicator.offset,
            width: IndicatorWidth = SegmentedDesign.uikitUnderline.layout.indicator.width,
            motion: Motion = SegmentedDesign.uikitUnderline.motion
        ) {
            var design = SegmentedDesign.uikitUnderline
            design.layout.indicator.width = width
            design.layout.indicator.thickness = thickness
            design.layout.indicator.offset = offset
            design.motion = motion
            self.design = design
            colorOverrides = SegmentedColorOverrides(
                indicator: color, label: labelColor, selectedLabel: selectedLabelColor)
        }

        /// Creates the style from any design.
        ///
        /// ```swift
        /// UIKitUnderlineSegmentedControlStyle(design: .uikitUnderline)
        /// ```
        ///
        /// - Parameter design: The design to draw.
        public init(design: SegmentedDesign) {
            self.design = design
        }
    }

    extension UIKitUnderlineSegmentedControlStyle: SegmentedControlStyle {}

    extension SegmentedControlStyle where Self == UIKitUnderlineSegmentedControlStyle {
        /// The UIKit underline: equal segments, a 2-pt bar 10 pt below the title.
        ///
        /// ```swift
        /// control.segmentedControlStyle(.uikitUnderline)
        /// ```
        public static var uikitUnderline: Self { Self() }
    }

#endif

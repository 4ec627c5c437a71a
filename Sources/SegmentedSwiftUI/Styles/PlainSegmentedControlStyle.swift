#if canImport(SwiftUI)
    import SegmentedCore
    import SwiftUI

    /// Plain segment buttons: packed with fixed spacing, no indicator; only the label colour
    /// marks the selection.
    ///
    /// ```swift
    /// SegmentedControl(["All", "Unread", "Flagged"], selection: $filter)
    ///     .segmentedControlStyle(.plain)
    /// ```
    public struct PlainSegmentedControlStyle: Sendable, Hashable {
        /// The design drawn; starts as `SegmentedDesign.plainButtons`.
        public var design: SegmentedDesign
        /// SwiftUI colours that replace the design's adaptive ones, role by role.
        public var colorOverrides = SegmentedColorOverrides()

        /// Creates the style from the plain buttons design, changing what you pass.
        ///
        /// ```swift
        /// PlainSegmentedControlStyle(spacing: 16, selectedLabelColor: .green)
        /// ```
        ///
        /// - Parameters:
        ///   - spacing: Space between buttons; `nil` keeps the design's 8 pt.
        ///   - padding: Padding inside each button around its label.
        ///   - labelColor: Unselected labels.
        ///   - selectedLabelColor: The selected label.
        ///   - motion: How the colour changes.
        public init(
            spacing: Double? = nil,
            padding: SegmentedCore.EdgeInsets = SegmentedDesign.plainButtons.layout.contentPadding,
            labelColor: Color? = nil,
            selectedLabelColor: Color? = nil,
            motion: Motion = SegmentedDesign.plainButtons.motion
        ) {
            var design = SegmentedDesign.plainButtons
            if let spacing {
                design.layout.distribution = .packed(spacing: spacing)
            }
            design.layout.contentPadding = padding
            design.motion = motion
            self.design = design
            colorOverrides = SegmentedColorOverrides(
                label: labelColor, selectedLabel: selectedLabelColor)
        }

        /// Creates the style from any design.
        ///
        /// ```swift
        /// PlainSegmentedControlStyle(design: .plainButtons)
        /// ```
        ///
        /// - Parameter design: The design to draw.
        public init(design: SegmentedDesign) {
            self.design = design
        }
    }

    extension PlainSegmentedControlStyle: SegmentedControlStyle {}

    extension SegmentedControlStyle where Self == PlainSegmentedControlStyle {
        /// Plain buttons: packed, no indicator, only colour marks the selection.
        ///
        /// ```swift
        /// control.segmentedControlStyle(.plain)
        /// ```
        public static var plain: Self { Self() }
    }

#endif

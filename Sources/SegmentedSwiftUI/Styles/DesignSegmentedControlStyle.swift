#if canImport(SwiftUI)
    import SegmentedCore
    import SwiftUI

    /// Draws any core design with the default indicator, labels and background: the way to
    /// use a design you built or changed yourself.
    ///
    /// ```swift
    /// var design = SegmentedDesign.slidingPill
    /// design.motion = .spring(response: 0.25, dampingFraction: 0.7)
    /// SegmentedControl(["A", "B"], selection: $index)
    ///     .segmentedControlStyle(.design(design))
    /// ```
    public struct DesignSegmentedControlStyle: Sendable, Hashable {
        /// The design drawn.
        public var design: SegmentedDesign
        /// SwiftUI colours that replace the design's adaptive ones, role by role.
        public var colorOverrides = SegmentedColorOverrides()

        /// Creates a style that draws a design.
        ///
        /// ```swift
        /// DesignSegmentedControlStyle(design: .named("paged-header") ?? .pagedHeader)
        /// ```
        ///
        /// - Parameter design: The design to draw.
        public init(design: SegmentedDesign) {
            self.design = design
        }
    }

    extension DesignSegmentedControlStyle: SegmentedControlStyle {}

    extension SegmentedControlStyle where Self == DesignSegmentedControlStyle {
        /// A style drawing any core design.
        ///
        /// ```swift
        /// control.segmentedControlStyle(.design(SegmentedDesign.named("plain-buttons")!))
        /// ```
        ///
        /// - Parameter design: The design to draw.
        public static func design(_ design: SegmentedDesign) -> Self {
            Self(design: design)
        }
    }

#endif

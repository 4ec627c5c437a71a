#if canImport(SwiftUI)
    import SegmentedCore
    import SwiftUI

    /// The look of a ``SegmentedControl``, shaped like `ButtonStyle`: a design (the core's
    /// geometry, motion and colours) and the views drawn for the indicator, each label and
    /// the bar behind them. Every requirement but ``design`` has a default that draws the
    /// design as the SVG and UIKit front-ends do, so a style can change one part.
    ///
    /// The control never asks a style for numbers: where the indicator goes, how big it is,
    /// its corner radius and how strongly each label is emphasised come from the core and
    /// arrive in the configurations.
    ///
    /// ```swift
    /// struct GlowStyle: SegmentedControlStyle {
    ///     var design = SegmentedDesign.slidingPill
    ///     func makeIndicator(configuration: SegmentedIndicatorConfiguration) -> some View {
    ///         configuration.shape.fill(.blue).shadow(radius: 4)
    ///     }
    /// }
    /// SegmentedControl(["Day", "Week", "Month"], selection: $index)
    ///     .segmentedControlStyle(GlowStyle())
    /// ```
    ///
    /// A style that is also `Hashable` (every built-in style is) compares equal when it is set
    /// again, so a view that updates and sets the same style redraws no control inside.
    ///
    /// Declared as SwiftUI declares `ButtonStyle` in the iOS 18 and 26 SDKs,
    /// `@preconcurrency @MainActor` and not `Sendable`: a style is used on the main actor, so
    /// it may hold values that are not `Sendable`, and a style declared with this
    /// conformance is isolated to the main actor as a `ButtonStyle` is. The built-in styles
    /// conform in extensions, as SwiftUI's own button styles are unisolated, so they can
    /// be made anywhere.
    @preconcurrency @MainActor
    public protocol SegmentedControlStyle {
        /// The view drawn as the selection indicator.
        associatedtype IndicatorBody: View = DefaultSegmentedIndicator
        /// The view drawn for one segment's label.
        associatedtype LabelBody: View = DefaultSegmentLabel
        /// The view drawn behind the whole bar.
        associatedtype BackgroundBody: View = DefaultSegmentedBackground

        /// The core design this style draws: layout, motion, palette, label emphasis,
        /// height, divider and track.
        ///
        /// ```swift
        /// var design = SegmentedDesign.materialUnderline
        /// ```
        var design: SegmentedDesign { get }

        /// SwiftUI colours that replace the design's, role by role (none by default).
        var colorOverrides: SegmentedColorOverrides { get }

        /// Makes the indicator. The control places it in the frame the core computed for the
        /// current (animated) position and proposes that frame's size.
        ///
        /// ```swift
        /// func makeIndicator(configuration: SegmentedIndicatorConfiguration) -> some View {
        ///     configuration.shape.fill(.orange)
        /// }
        /// ```
        ///
        /// - Parameter configuration: The indicator's geometry and position.
        @MainActor @ViewBuilder
        func makeIndicator(configuration: SegmentedIndicatorConfiguration) -> IndicatorBody

        /// Makes one segment's label around the content the caller gave. The control places
        /// it in the content frame the core computed.
        ///
        /// ```swift
        /// func makeLabel(configuration: SegmentLabelConfiguration) -> some View {
        ///     configuration.label.opacity(0.4 + 0.6 * configuration.emphasis)
        /// }
        /// ```
        ///
        /// - Parameter configuration: The label and its emphasis.
        @MainActor @ViewBuilder
        func makeLabel(configuration: SegmentLabelConfiguration) -> LabelBody

        /// Makes the view behind the whole bar, such as the pill design's rounded track.
        ///
        /// ```swift
        /// func makeBackground(configuration: SegmentedBackgroundConfiguration) -> some View {
        ///     Capsule().fill(.quaternary)
        /// }
        /// ```
        ///
        /// - Parameter configuration: The design.
        @MainActor @ViewBuilder
        func makeBackground(configuration: SegmentedBackgroundConfiguration) -> BackgroundBody
    }

    extension SegmentedControlStyle {
        /// No overrides: the design's adaptive colours.
        public var colorOverrides: SegmentedColorOverrides { SegmentedColorOverrides() }
    }

    extension SegmentedControlStyle where IndicatorBody == DefaultSegmentedIndicator {
        /// Draws the core's indicator shape in the design's indicator colour.
        ///
        /// ```swift
        /// style.makeIndicator(configuration: configuration)
        /// ```
        ///
        /// - Parameter configuration: The indicator's geometry.
        @MainActor
        public func makeIndicator(configuration: SegmentedIndicatorConfiguration)
            -> DefaultSegmentedIndicator
        {
            DefaultSegmentedIndicator(configuration: configuration)
        }
    }

    extension SegmentedControlStyle where LabelBody == DefaultSegmentLabel {
        /// Draws the label in the design's colours and weight for its emphasis.
        ///
        /// ```swift
        /// style.makeLabel(configuration: configuration)
        /// ```
        ///
        /// - Parameter configuration: The label and its emphasis.
        @MainActor
        public func makeLabel(configuration: SegmentLabelConfiguration) -> DefaultSegmentLabel {
            DefaultSegmentLabel(configuration: configuration)
        }
    }

    extension SegmentedControlStyle where BackgroundBody == DefaultSegmentedBackground {
        /// Draws the design's background and track.
        ///
        /// ```swift
        /// style.makeBackground(configuration: configuration)
        /// ```
        ///
        /// - Parameter configuration: The design.
        @MainActor
        public func makeBackground(configuration: SegmentedBackgroundConfiguration)
            -> DefaultSegmentedBackground
        {
            DefaultSegmentedBackground(configuration: configuration)
        }
    }
#endif

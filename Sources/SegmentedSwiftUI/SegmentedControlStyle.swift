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
    public protocol SegmentedControlStyle: Sendable {
        /// The view drawn as the selection indicator.
        associatedtype IndicatorBody: View = DefaultSegmentedIndicator
        /// The view drawn for one segment's label.
        associatedtype LabelBody: View = DefaultSegmentedLabel
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
        /// func makeLabel(configuration: SegmentedLabelConfiguration) -> some View {
        ///     configuration.label.opacity(0.4 + 0.6 * configuration.emphasis)
        /// }
        /// ```
        ///
        /// - Parameter configuration: The label and its emphasis.
        @MainActor @ViewBuilder
        func makeLabel(configuration: SegmentedLabelConfiguration) -> LabelBody

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

    /// What a style needs to draw one segment's label.
    ///
    /// ```swift
    /// func makeLabel(configuration: SegmentedLabelConfiguration) -> some View {
    ///     configuration.label.scaleEffect(1 + 0.1 * configuration.emphasis)
    /// }
    /// ```
    public struct SegmentedLabelConfiguration {
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

    /// What a style needs to draw the view behind the bar.
    ///
    /// ```swift
    /// func makeBackground(configuration: SegmentedBackgroundConfiguration) -> some View {
    ///     configuration.design.palette.track.color
    /// }
    /// ```
    public struct SegmentedBackgroundConfiguration: Sendable {
        /// The design being drawn.
        public var design: SegmentedDesign
    }

    /// The indicator's shape: a rounded rectangle whose corner radius the core clamps to the
    /// rectangle it is drawn in (`Indicator/cornerRadius(fitting:)`), so `.infinity` draws a
    /// capsule and a thin bar keeps round ends while it stretches.
    ///
    /// ```swift
    /// SegmentedIndicatorShape(indicator: .fill(cornerRadius: 7)).fill(.white)
    /// ```
    public struct SegmentedIndicatorShape: Shape {
        /// The indicator whose corner radius is drawn.
        public var indicator: Indicator

        /// Creates the shape for an indicator.
        ///
        /// ```swift
        /// let shape = SegmentedIndicatorShape(indicator: SegmentedDesign.pagedHeader.layout.indicator)
        /// ```
        ///
        /// - Parameter indicator: The indicator description.
        public init(indicator: Indicator) {
            self.indicator = indicator
        }

        /// The rounded rectangle filling `rect`.
        ///
        /// ```swift
        /// let path = shape.path(in: CGRect(x: 0, y: 0, width: 80, height: 28))
        /// ```
        ///
        /// - Parameter rect: The rectangle to fill.
        public func path(in rect: CGRect) -> Path {
            let radius = indicator.cornerRadius(fitting: Size(rect.size))
            return Path(
                roundedRect: rect, cornerRadius: CGFloat(radius), style: .continuous)
        }
    }

    /// The indicator a style draws unless it makes its own: the core's shape filled with the
    /// design's indicator colour.
    ///
    /// ```swift
    /// DefaultSegmentedIndicator(configuration: configuration)
    /// ```
    public struct DefaultSegmentedIndicator: View {
        /// The configuration drawn.
        public var configuration: SegmentedIndicatorConfiguration
        @Environment(\.colorScheme) private var colorScheme
        @Environment(\.colorSchemeContrast) private var contrast
        @Environment(\.segmentedColorOverrides) private var overrides

        /// Creates the default indicator.
        ///
        /// ```swift
        /// DefaultSegmentedIndicator(configuration: configuration).opacity(0.8)
        /// ```
        ///
        /// - Parameter configuration: The indicator's geometry.
        public init(configuration: SegmentedIndicatorConfiguration) {
            self.configuration = configuration
        }

        /// The filled shape; a fill indicator gets a faint shadow, as the iOS pill has.
        public var body: some View {
            let roles = SegmentedRoleStyles(
                design: configuration.design, colorScheme: colorScheme, contrast: contrast,
                overrides: overrides)
            let shape = configuration.shape.fill(roles.indicator)
            if configuration.indicator.placement == .fill {
                shape.shadow(color: .black.opacity(0.12), radius: 2, x: 0, y: 1)
            } else {
                shape
            }
        }
    }

    /// The label a style draws unless it makes its own: the caller's content in the design's
    /// font size, coloured (or faded) by the core's `labelColor(emphasis:isEnabled:)` and
    /// bold where the core's `isBold(emphasis:)` says so. Content that sets its own font or
    /// colour keeps it.
    ///
    /// ```swift
    /// DefaultSegmentedLabel(configuration: configuration)
    /// ```
    public struct DefaultSegmentedLabel: View {
        /// The configuration drawn.
        public var configuration: SegmentedLabelConfiguration
        @Environment(\.colorScheme) private var colorScheme
        @Environment(\.colorSchemeContrast) private var contrast
        @Environment(\.segmentedColorOverrides) private var overrides
        @Environment(\.font) private var environmentFont

        /// Creates the default label.
        ///
        /// ```swift
        /// DefaultSegmentedLabel(configuration: configuration).textCase(.uppercase)
        /// ```
        ///
        /// - Parameter configuration: The label and its emphasis.
        public init(configuration: SegmentedLabelConfiguration) {
            self.configuration = configuration
        }

        /// The styled label.
        @ViewBuilder public var body: some View {
            let design = configuration.design
            let roles = SegmentedRoleStyles(
                design: design, colorScheme: colorScheme, contrast: contrast,
                overrides: overrides)
            let emphasis =
                configuration.emphasis.isNaN ? 0 : min(max(configuration.emphasis, 0), 1)
            let title = configuration.label
                .font(font(for: design))
                .fontWeight(weight(for: design))
                .lineLimit(1)
            if !configuration.isEnabled {
                title.foregroundStyle(roles.disabledLabel)
            } else {
                switch design.labelEmphasis {
                case .color:
                    // The selected colour fades in over the other one: the same blend as the
                    // core's colour interpolation, and it works for the tint and any `Color`,
                    // whose components SwiftUI does not expose before iOS 17.
                    title.foregroundStyle(roles.label)
                        .overlay {
                            title.foregroundStyle(roles.selectedLabel).opacity(emphasis)
                                .accessibilityHidden(true)
                        }
                case .opacity(let minimum):
                    let floor = min(max(minimum, 0), 1)
                    title.foregroundStyle(roles.selectedLabel)
                        .opacity(floor + (1 - floor) * emphasis)
                }
            }
        }

        /// The design's font, unless the app set one with `.font(_:)`: a Dynamic Type text
        /// style when the design names one, its named font (scaling relative to body) where
        /// installed, else the system font at the design's size scaled for Dynamic Type.
        private func font(for design: SegmentedDesign) -> Font? {
            if environmentFont != nil { return nil }
            if let style = design.textStyle { return .system(style.swiftUI) }
            if let name = design.fontName {
                return .custom(name, size: CGFloat(design.fontSize), relativeTo: .body)
            }
            return .system(size: configuration.fontSize)
        }

        /// Semibold for a bold selected title; the design's weight when the app set no font.
        private func weight(for design: SegmentedDesign) -> Font.Weight? {
            if design.isBold(emphasis: configuration.emphasis) { return .semibold }
            if environmentFont == nil, design.fontWeight != .regular {
                return design.fontWeight.swiftUI
            }
            return nil
        }
    }

    /// The bar background a style draws unless it makes its own: the design's background
    /// colour, and its track (the pill design's rounded grey bar) with the track's corner
    /// radius.
    ///
    /// ```swift
    /// DefaultSegmentedBackground(configuration: configuration)
    /// ```
    public struct DefaultSegmentedBackground: View {
        /// The configuration drawn.
        public var configuration: SegmentedBackgroundConfiguration
        @Environment(\.colorScheme) private var colorScheme
        @Environment(\.colorSchemeContrast) private var contrast
        @Environment(\.segmentedColorOverrides) private var overrides

        /// Creates the default background.
        ///
        /// ```swift
        /// DefaultSegmentedBackground(configuration: configuration).opacity(0.9)
        /// ```
        ///
        /// - Parameter configuration: The design.
        public init(configuration: SegmentedBackgroundConfiguration) {
            self.configuration = configuration
        }

        /// The background and track.
        public var body: some View {
            let design = configuration.design
            // The core clamps the track's radius for the bar's size, as it does the pill's.
            let track = SegmentedIndicatorShape(
                indicator: .fill(cornerRadius: design.trackCornerRadius))
            let roles = SegmentedRoleStyles(
                design: design, colorScheme: colorScheme, contrast: contrast,
                overrides: overrides)
            Rectangle().fill(roles.background)
                .overlay(track.fill(roles.track))
        }
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

    extension SegmentedControlStyle where LabelBody == DefaultSegmentedLabel {
        /// Draws the label in the design's colours and weight for its emphasis.
        ///
        /// ```swift
        /// style.makeLabel(configuration: configuration)
        /// ```
        ///
        /// - Parameter configuration: The label and its emphasis.
        @MainActor
        public func makeLabel(configuration: SegmentedLabelConfiguration) -> DefaultSegmentedLabel {
            DefaultSegmentedLabel(configuration: configuration)
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

    // MARK: - Environment

    /// A style with its associated types erased, as the environment carries it.
    struct AnySegmentedControlStyle: Sendable {
        let design: SegmentedDesign
        let makeIndicator: @MainActor @Sendable (SegmentedIndicatorConfiguration) -> AnyView
        let makeLabel: @MainActor @Sendable (SegmentedLabelConfiguration) -> AnyView
        let makeBackground: @MainActor @Sendable (SegmentedBackgroundConfiguration) -> AnyView

        init<Style: SegmentedControlStyle>(_ style: Style) {
            design = style.design
            makeIndicator = { AnyView(style.makeIndicator(configuration: $0)) }
            makeLabel = { AnyView(style.makeLabel(configuration: $0)) }
            makeBackground = { AnyView(style.makeBackground(configuration: $0)) }
        }
    }

    private struct SegmentedControlStyleKey: EnvironmentKey {
        static let defaultValue = AnySegmentedControlStyle(UnderlineSegmentedControlStyle())
    }

    /// A custom indicator set with `segmentedControlIndicator(_:)`.
    typealias CustomIndicator = @MainActor @Sendable (SegmentedIndicatorConfiguration) -> AnyView

    private struct SegmentedControlIndicatorKey: EnvironmentKey {
        static let defaultValue: CustomIndicator? = nil
    }

    extension EnvironmentValues {
        var segmentedControlStyle: AnySegmentedControlStyle {
            get { self[SegmentedControlStyleKey.self] }
            set { self[SegmentedControlStyleKey.self] = newValue }
        }

        var segmentedControlIndicator: CustomIndicator? {
            get { self[SegmentedControlIndicatorKey.self] }
            set { self[SegmentedControlIndicatorKey.self] = newValue }
        }
    }

    extension View {
        /// Sets the style of the segmented controls in this view.
        ///
        /// ```swift
        /// SegmentedControl(["Featured", "New", "Top"], selection: $index)
        ///     .segmentedControlStyle(.slidingPill)
        /// ```
        ///
        /// - Parameter style: A built-in style such as `.underline`, `.slidingPill`,
        ///   `.pagedHeader`, `.plain` or `.uikitUnderline`, or your own.
        public func segmentedControlStyle<Style: SegmentedControlStyle>(_ style: Style)
            -> some View
        {
            environment(\.segmentedControlStyle, AnySegmentedControlStyle(style))
                .environment(\.segmentedColorOverrides, style.colorOverrides)
        }

        /// Replaces the indicator of the segmented controls in this view with your own view,
        /// keeping the style's geometry: the control still places it where the core says.
        ///
        /// ```swift
        /// SegmentedControl(["Songs", "Albums"], selection: $index)
        ///     .segmentedControlIndicator { configuration in
        ///         Capsule().fill(.linearGradient(
        ///             colors: [.pink, .orange], startPoint: .leading, endPoint: .trailing))
        ///     }
        /// ```
        ///
        /// - Parameter indicator: Builds the indicator from its configuration, on every frame
        ///   of the animation.
        public func segmentedControlIndicator<Content: View>(
            @ViewBuilder _ indicator:
                @escaping @MainActor @Sendable (
                    SegmentedIndicatorConfiguration
                ) -> Content
        ) -> some View {
            environment(\.segmentedControlIndicator) { AnyView(indicator($0)) }
        }
    }
#endif

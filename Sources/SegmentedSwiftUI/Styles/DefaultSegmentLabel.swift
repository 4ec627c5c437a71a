#if canImport(SwiftUI)
    import SegmentedCore
    import SwiftUI

    /// The label a style draws unless it makes its own: the caller's content in the design's
    /// font size (or the app's `font(_:)`), coloured (or faded) by the core's
    /// `labelColor(emphasis:isEnabled:)` and bold where the core's `isBold(emphasis:)` says
    /// so. A design that is regular and never bold sets no weight, so the app's
    /// `fontWeight(_:)` applies; one with a weight or a bold selected title sets one in every
    /// state. Content that sets its own font or colour keeps it — except the content form's
    /// subviews (``SegmentedControl/init(selection:disabled:content:)``), which SwiftUI
    /// resolves in their container's environment: there the control sets the design's font,
    /// weight and line limit around the container, and this label has each subview's shape
    /// filled with the state's colour (the selected colour blended over the other by
    /// emphasis, in one fill), so the state's colour replaces a subview's own and the
    /// subview is placed once. In the other forms the selected colour is a second copy of
    /// the content over the first, at the emphasis's opacity.
    ///
    /// ```swift
    /// DefaultSegmentLabel(configuration: configuration)
    /// ```
    public struct DefaultSegmentLabel: View {
        /// The configuration drawn.
        public var configuration: SegmentLabelConfiguration
        @Environment(\.colorScheme) private var colorScheme
        @Environment(\.colorSchemeContrast) private var contrast
        @Environment(\.segmentedColorOverrides) private var overrides
        @Environment(\.font) private var environmentFont

        /// Creates the default label.
        ///
        /// ```swift
        /// DefaultSegmentLabel(configuration: configuration).textCase(.uppercase)
        /// ```
        ///
        /// - Parameter configuration: The label and its emphasis.
        public init(configuration: SegmentLabelConfiguration) {
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
            // The content itself rather than the `Label` view around it: one view less to
            // draw again on each frame of a pager. The weight goes on only where the design
            // has one: `fontWeight(nil)` "removes the effect of any font weight modifier
            // applied higher in the view hierarchy" (`fontWeight(_:)` reference). The font is
            // the design's, or the app's passed on where the app set one (`font(nil)` would
            // take it away).
            let title = weighted(
                configuration.label.content.font(font(for: design) ?? environmentFont),
                design: design
            )
            .lineLimit(1)
            if configuration.label.resolvesInContainer {
                containerResolvedTitle(title, roles: roles, design: design, emphasis: emphasis)
            } else if !configuration.isEnabled {
                title.foregroundStyle(roles.disabledLabel)
            } else {
                enabledTitle(title, roles: roles, design: design, emphasis: emphasis)
                    // The pressed state, as the system control dims a segment under a finger
                    // (pressed, the selected segment holds the indicator instead).
                    .opacity(
                        configuration.isPressed && !configuration.isSelected
                            ? SegmentedDesign.pressedLabelOpacity : 1)
            }
        }

        /// A content-form subview's label, in one modifier chain whatever its state: the two
        /// branches of an `if` are two views to SwiftUI, so a subview behind one branch when
        /// enabled and another when disabled would be made again (its state reset, its
        /// `onAppear` and `task` run again) each time its segment is disabled or enabled. The
        /// disabled look is the fill's colours instead: the disabled colour under and over,
        /// the top at no opacity, and no pressed dimming.
        @ViewBuilder
        private func containerResolvedTitle(
            _ title: some View, roles: SegmentedRoleStyles, design: SegmentedDesign,
            emphasis: Double
        ) -> some View {
            let isEnabled = configuration.isEnabled
            let pressed =
                isEnabled && configuration.isPressed && !configuration.isSelected
                ? SegmentedDesign.pressedLabelOpacity : 1
            switch design.labelEmphasis {
            case .color:
                // The subview is placed once: its recolouring fills its shape with the
                // selected colour faded in over the other one (``SegmentLabelFill``), so the
                // app's view is not made a second time.
                title.foregroundStyle(isEnabled ? roles.label : roles.disabledLabel)
                    .environment(
                        \.segmentLabelFill,
                        isEnabled
                            ? SegmentLabelFill(
                                base: roles.label, top: roles.selectedLabel, topOpacity: emphasis)
                            : SegmentLabelFill(
                                base: roles.disabledLabel, top: roles.disabledLabel,
                                topOpacity: 0)
                    )
                    .opacity(pressed)
            case .opacity(let minimum):
                let floor = min(max(minimum, 0), 1)
                title.foregroundStyle(isEnabled ? roles.selectedLabel : roles.disabledLabel)
                    .opacity(isEnabled ? (floor + (1 - floor) * emphasis) * pressed : 1)
            }
        }

        @ViewBuilder
        private func enabledTitle(
            _ title: some View, roles: SegmentedRoleStyles, design: SegmentedDesign,
            emphasis: Double
        ) -> some View {
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

        /// The design's font, unless the app set one with `.font(_:)` (see
        /// ``designFont(_:fontSize:environmentFont:)``).
        private func font(for design: SegmentedDesign) -> Font? {
            Self.designFont(
                design, fontSize: configuration.fontSize, environmentFont: environmentFont)
        }

        /// The title with the design's weight, when the design has one in any state: semibold
        /// for a bold selected title, else the design's weight when the app set no font, else
        /// regular. A design with none (regular, never bold) sets no weight, so the app's
        /// `fontWeight(_:)` reaches the title. Whether the weight is set depends on the design
        /// and the app's font only, never on the state, so a selection does not make the
        /// app's view again (the two branches are different views to SwiftUI).
        @ViewBuilder
        private func weighted(_ title: some View, design: SegmentedDesign) -> some View {
            let own = Self.designWeight(design, environmentFont: environmentFont)
            if design.boldSelectedLabel || own != nil {
                title.fontWeight(
                    design.isBold(emphasis: configuration.emphasis) ? .semibold : own ?? .regular)
            } else {
                title
            }
        }

        /// The design's font, unless the app set one with `.font(_:)`: a Dynamic Type text
        /// style when the design names one, its named font (scaling relative to body) where
        /// installed, else the system font at `fontSize` (the design's, scaled for Dynamic
        /// Type).
        static func designFont(
            _ design: SegmentedDesign, fontSize: CGFloat, environmentFont: Font?
        ) -> Font? {
            if environmentFont != nil { return nil }
            if let style = design.textStyle { return .system(style.swiftUI) }
            if let name = design.fontName {
                return .custom(name, size: CGFloat(design.fontSize), relativeTo: .body)
            }
            return .system(size: fontSize)
        }

        /// The design's weight when it is not regular and the app set no font.
        static func designWeight(_ design: SegmentedDesign, environmentFont: Font?)
            -> Font.Weight?
        {
            if environmentFont == nil, design.fontWeight != .regular {
                return design.fontWeight.swiftUI
            }
            return nil
        }
    }

    /// What a content-form label fills its subview's shape with (``SubviewSegmentLabel``): the
    /// unselected colour with the selected one over it at the segment's emphasis, the blend
    /// ``DefaultSegmentLabel`` otherwise draws as a second copy of the title over the first.
    struct SegmentLabelFill {
        /// The colour under: the unselected label's.
        var base: AnyShapeStyle
        /// The colour over it: the selected label's.
        var top: AnyShapeStyle
        /// The top colour's opacity: the segment's emphasis.
        var topOpacity: Double
    }

    private struct SegmentLabelFillKey: EnvironmentKey {
        static var defaultValue: SegmentLabelFill? { nil }
    }

    extension EnvironmentValues {
        /// The fill ``DefaultSegmentLabel`` asks a content-form label to draw, or `nil` for the
        /// foreground style.
        var segmentLabelFill: SegmentLabelFill? {
            get { self[SegmentLabelFillKey.self] }
            set { self[SegmentLabelFillKey.self] = newValue }
        }
    }

#endif

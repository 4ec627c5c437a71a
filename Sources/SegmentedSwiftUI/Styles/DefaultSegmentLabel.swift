#if canImport(SwiftUI)
    import SegmentedCore
    import SwiftUI

    /// The label a style draws unless it makes its own: the caller's content in the design's
    /// font size, coloured (or faded) by the core's `labelColor(emphasis:isEnabled:)` and
    /// bold where the core's `isBold(emphasis:)` says so. Content that sets its own font or
    /// colour keeps it — except the content form's subviews
    /// (``SegmentedControl/init(selection:disabled:content:)``), which SwiftUI resolves in
    /// their container's environment: there the control sets the design's font, weight and
    /// line limit around the container, and draws this label's foreground style through
    /// each subview's shape, so the state's colour replaces a subview's own.
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
            // draw again on each frame of a pager.
            let title = configuration.label.content
                .font(font(for: design))
                .fontWeight(weight(for: design))
                .lineLimit(1)
            if !configuration.isEnabled {
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

        /// Semibold for a bold selected title; the design's weight when the app set no font.
        private func weight(for design: SegmentedDesign) -> Font.Weight? {
            if design.isBold(emphasis: configuration.emphasis) { return .semibold }
            return Self.designWeight(design, environmentFont: environmentFont)
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

#endif

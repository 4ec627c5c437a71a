// Colours that adapt: the core's adaptive palettes resolved from SwiftUI's environment
// (colour scheme, contrast), accent roles drawn in the tint, and `Color` overrides.
#if canImport(SwiftUI)
    import SegmentedCore
    import SwiftUI

    /// SwiftUI colours that replace a style's own, role by role; `nil` keeps the design's
    /// adaptive colour. A `Color` adapts by itself (`.primary`, asset colours, `.pink`), so an
    /// override is drawn as given in every appearance.
    ///
    /// ```swift
    /// UnderlineSegmentedControlStyle(color: .pink, labelColor: .secondary)
    /// ```
    ///
    /// `@unchecked Sendable`: `Color` is an immutable value, but SDKs before iOS 17 and
    /// macOS 14 do not declare it `Sendable`.
    public struct SegmentedColorOverrides: @unchecked Sendable, Hashable {
        /// The indicator.
        public var indicator: Color?
        /// Titles that are not selected.
        public var label: Color?
        /// The selected title.
        public var selectedLabel: Color?
        /// The track behind the segments.
        public var track: Color?
        /// Behind the whole bar.
        public var background: Color?
        /// The hairline under the bar.
        public var divider: Color?

        /// Creates overrides; every role defaults to the design's colour.
        ///
        /// ```swift
        /// let overrides = SegmentedColorOverrides(indicator: .orange)
        /// ```
        ///
        /// - Parameters:
        ///   - indicator: The indicator.
        ///   - label: Titles that are not selected.
        ///   - selectedLabel: The selected title.
        ///   - track: The track.
        ///   - background: Behind the bar.
        ///   - divider: The hairline.
        public init(
            indicator: Color? = nil, label: Color? = nil, selectedLabel: Color? = nil,
            track: Color? = nil, background: Color? = nil, divider: Color? = nil
        ) {
            self.indicator = indicator
            self.label = label
            self.selectedLabel = selectedLabel
            self.track = track
            self.background = background
            self.divider = divider
        }
    }

    extension Color {
        /// A fixed sRGB colour from the core's `RGBAColor`.
        ///
        /// ```swift
        /// UnderlineSegmentedControlStyle(color: Color(RGBAColor(hex: "#E91E63")!))
        /// ```
        ///
        /// - Parameter color: The colour.
        public init(_ color: RGBAColor) {
            self.init(
                .sRGB, red: color.red, green: color.green, blue: color.blue, opacity: color.alpha)
        }
    }

    private struct SegmentedColorOverridesKey: EnvironmentKey {
        static let defaultValue = SegmentedColorOverrides()
    }

    extension EnvironmentValues {
        /// The current style's colour overrides.
        var segmentedColorOverrides: SegmentedColorOverrides {
            get { self[SegmentedColorOverridesKey.self] }
            set { self[SegmentedColorOverridesKey.self] = newValue }
        }
    }

    extension AppearanceContext {
        /// The core's appearance for SwiftUI's colour scheme and contrast. The tint is left
        /// out: accent roles draw with the `.tint` shape style instead.
        init(colorScheme: ColorScheme, contrast: ColorSchemeContrast) {
            self.init(
                appearance: colorScheme == .dark ? .dark : .light,
                contrast: contrast == .increased ? .increased : .standard)
        }
    }

    /// The shape style of each colour role for one environment.
    ///
    /// The rule, role by role: a `Color` override wins; else an accent role (one the design
    /// marks ``AdaptiveColor/followsTint``, such as the Material underline's system-blue
    /// title) draws with the `.tint` shape style, which SwiftUI resolves to the app's
    /// `.tint(_:)`, else the app's accent colour, else the system accent (system blue on
    /// iOS: the colour the built-in designs specify, adapted to dark and increased contrast by
    /// the system); else the design's adaptive colour resolved for the colour scheme and contrast.
    struct SegmentedRoleStyles {
        let palette: SegmentedDesign.Palette
        let colors: SegmentedDesign.AdaptivePalette
        let overrides: SegmentedColorOverrides

        init(
            design: SegmentedDesign, colorScheme: ColorScheme, contrast: ColorSchemeContrast,
            overrides: SegmentedColorOverrides
        ) {
            palette = design.palette(
                in: AppearanceContext(colorScheme: colorScheme, contrast: contrast))
            colors = design.colors
            self.overrides = overrides
        }

        private func style(_ override: Color?, _ role: AdaptiveColor, _ resolved: RGBAColor)
            -> AnyShapeStyle
        {
            if let override { return AnyShapeStyle(override) }
            if role.followsTint { return AnyShapeStyle(.tint) }
            return AnyShapeStyle(Color(resolved))
        }

        var indicator: AnyShapeStyle {
            style(overrides.indicator, colors.indicator, palette.indicator)
        }
        var label: AnyShapeStyle { style(overrides.label, colors.label, palette.label) }
        var selectedLabel: AnyShapeStyle {
            style(overrides.selectedLabel, colors.selectedLabel, palette.selectedLabel)
        }
        var disabledLabel: AnyShapeStyle {
            style(nil, colors.disabledLabel, palette.disabledLabel)
        }
        var track: AnyShapeStyle { style(overrides.track, colors.track, palette.track) }
        var background: AnyShapeStyle {
            style(overrides.background, colors.background, palette.background)
        }
        var divider: AnyShapeStyle { style(overrides.divider, colors.divider, palette.divider) }
    }

    /// The hairline under the bar, in the design's adaptive divider colour.
    struct SegmentedDividerView: View {
        let design: SegmentedDesign
        @Environment(\.colorScheme) private var colorScheme
        @Environment(\.colorSchemeContrast) private var contrast
        @Environment(\.segmentedColorOverrides) private var overrides

        var body: some View {
            Rectangle().fill(
                SegmentedRoleStyles(
                    design: design, colorScheme: colorScheme, contrast: contrast,
                    overrides: overrides
                ).divider)
        }
    }

    extension Font.Weight: PlatformFontWeight {}

    extension SegmentedDesign.FontWeight {
        /// SwiftUI's weight.
        var swiftUI: Font.Weight { platformWeight() }
    }

    extension SegmentedDesign.TextStyle {
        /// SwiftUI's text style.
        var swiftUI: Font.TextStyle {
            switch self {
            case .caption: .caption
            case .footnote: .footnote
            case .subheadline: .subheadline
            case .callout: .callout
            case .body: .body
            case .headline: .headline
            }
        }
    }
#endif

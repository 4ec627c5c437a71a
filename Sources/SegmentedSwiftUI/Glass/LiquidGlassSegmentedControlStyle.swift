#if canImport(SwiftUI)
    import SegmentedCore
    import SwiftUI

    /// The Liquid Glass segmented control of iOS 26: a capsule track without dividers and an
    /// indicator that lifts into a glass lens when pressed, follows the finger with a rubber
    /// band past the ends, stretches while it travels and settles with the finger's velocity.
    ///
    /// On iOS 26, macOS 26, tvOS 26 and watchOS 26 (built with their SDKs) the indicator is the
    /// system's glass in the core's capsule, as the system's segmented control shows it: flat
    /// at rest, clear glass (`glassEffect(_:in:)`) while it is lifted into the lens. Earlier (iOS 16–25, macOS
    /// 13–15, or an older SDK) the indicator is drawn: the design's glass colour, a material
    /// while it is lifted, a top highlight and a shadow that grows with the lift. The lift,
    /// scale and stretched frame come from the core's lens on every frame, whichever is drawn.
    /// While it is lifted, the lens magnifies the titles under it (a copy of the labels scaled
    /// about its centre and masked to it, the labels masked out there), on both paths.
    ///
    /// ```swift
    /// SegmentedControl(["Day", "Week", "Month"], selection: $index)
    ///     .segmentedControlStyle(.liquidGlass)
    /// ```
    ///
    /// The drawn indicator is an approximation: it has no refraction of the titles beneath, no
    /// light that follows the device or the finger, and no glass blending between shapes;
    /// docs/designs.md lists the differences.
    public struct LiquidGlassSegmentedControlStyle: Sendable, Hashable {
        /// The design drawn; starts as `SegmentedDesign.liquidGlass`.
        public var design: SegmentedDesign
        /// SwiftUI colours that replace the design's, role by role; an indicator colour
        /// tints the lens's glass (`Glass.tint(_:)`) on iOS 26, and lies over the flat
        /// indicator and the drawn one at the design's tint opacity.
        public var colorOverrides = SegmentedColorOverrides()

        /// Creates the style from the Liquid Glass design, tinting the indicator if you pass a
        /// colour.
        ///
        /// ```swift
        /// LiquidGlassSegmentedControlStyle(tint: .blue)
        /// ```
        ///
        /// - Parameters:
        ///   - tint: Tints the indicator's glass (and fills the drawn indicator); `nil` keeps the
        ///     design's clear glass and white indicator.
        ///   - design: The design to draw; the Liquid Glass design unless you changed one.
        public init(tint: Color? = nil, design: SegmentedDesign = .liquidGlass) {
            self.design = design
            colorOverrides = SegmentedColorOverrides(indicator: tint)
        }

        /// Makes the indicator: the system's glass on iOS 26 and later, drawn before.
        ///
        /// ```swift
        /// style.makeIndicator(configuration: configuration)
        /// ```
        ///
        /// - Parameter configuration: The indicator's geometry.
        @MainActor
        public func makeIndicator(configuration: SegmentedIndicatorConfiguration)
            -> LiquidGlassIndicator
        {
            LiquidGlassIndicator(configuration: configuration)
        }

        /// Makes the capsule track: the core's track colour (opaque under Reduce
        /// Transparency), on the design's background.
        ///
        /// ```swift
        /// style.makeBackground(configuration: configuration)
        /// ```
        ///
        /// - Parameter configuration: The design.
        @MainActor
        public func makeBackground(configuration: SegmentedBackgroundConfiguration)
            -> LiquidGlassTrack
        {
            LiquidGlassTrack(configuration: configuration)
        }
    }

    /// The track of ``LiquidGlassSegmentedControlStyle``: the design's background and its
    /// capsule track in the core's track colour, which is opaque under Reduce Transparency.
    ///
    /// ```swift
    /// LiquidGlassTrack(configuration: configuration)
    /// ```
    public struct LiquidGlassTrack: View {
        /// The configuration drawn.
        public var configuration: SegmentedBackgroundConfiguration
        @Environment(\.colorScheme) private var colorScheme
        @Environment(\.colorSchemeContrast) private var contrast
        @Environment(\.accessibilityReduceTransparency) private var reduceTransparency
        @Environment(\.segmentedColorOverrides) private var overrides

        /// Creates the track.
        ///
        /// ```swift
        /// LiquidGlassTrack(configuration: configuration).opacity(0.9)
        /// ```
        ///
        /// - Parameter configuration: The design.
        public init(configuration: SegmentedBackgroundConfiguration) {
            self.configuration = configuration
        }

        /// The background and the track.
        public var body: some View {
            let design = configuration.design
            let context = AppearanceContext(
                colorScheme: colorScheme, contrast: contrast,
                reduceTransparency: reduceTransparency)
            let roles = SegmentedRoleStyles(
                design: design, colorScheme: colorScheme, contrast: contrast,
                overrides: overrides)
            let track =
                overrides.track.map { AnyShapeStyle($0) }
                ?? AnyShapeStyle(Color(design.trackColor(in: context)))
            Rectangle().fill(roles.background)
                .overlay(SegmentedTrackShape(design: design).fill(track))
        }
    }

    extension LiquidGlassSegmentedControlStyle: SegmentedControlStyle {}

    extension SegmentedControlStyle where Self == LiquidGlassSegmentedControlStyle {
        /// The iOS 26 Liquid Glass look: a capsule track and a glass lens indicator.
        ///
        /// ```swift
        /// control.segmentedControlStyle(.liquidGlass)
        /// ```
        public static var liquidGlass: Self { Self() }
    }

#endif

extension SegmentedDesign {
    /// A design's colours by role, each with light, dark and increased-contrast values
    /// (``AdaptiveColor``); ``resolved(in:)`` turns them into the ``Palette`` one appearance
    /// draws with.
    ///
    /// ```swift
    /// var colors = SegmentedDesign.materialUnderline.colors
    /// colors.indicator = .systemBlue                    // the bar follows the tint
    /// let dark = colors.resolved(in: .dark)
    /// ```
    public struct AdaptivePalette: Sendable, Hashable {
        /// Behind the whole bar.
        public var background: AdaptiveColor
        /// The rounded track behind the segments, or clear.
        public var track: AdaptiveColor
        /// The indicator.
        public var indicator: AdaptiveColor
        /// A title that is not selected.
        public var label: AdaptiveColor
        /// The selected title.
        public var selectedLabel: AdaptiveColor
        /// The hairline under the bar, or clear.
        public var divider: AdaptiveColor
        /// A badge's fill.
        public var badge: AdaptiveColor
        /// A badge's text.
        public var badgeText: AdaptiveColor
        /// A disabled title.
        public var disabledLabel: AdaptiveColor

        /// Creates a palette of adaptive colours.
        ///
        /// ```swift
        /// let colors = SegmentedDesign.AdaptivePalette(
        ///     background: .systemBackground, track: .clear, indicator: .label,
        ///     label: .systemGray, selectedLabel: .systemBlue, divider: .separator)
        /// ```
        ///
        /// - Parameters:
        ///   - background: Behind the whole bar.
        ///   - track: The track behind the segments.
        ///   - indicator: The indicator.
        ///   - label: A title that is not selected.
        ///   - selectedLabel: The selected title.
        ///   - divider: The hairline under the bar.
        ///   - badge: A badge's fill; red (#E53835, #FF453A dark) by default.
        ///   - badgeText: A badge's text; white by default.
        ///   - disabledLabel: A disabled title; #BDBDBD light, #5A5A5E dark by default.
        public init(
            background: AdaptiveColor, track: AdaptiveColor, indicator: AdaptiveColor,
            label: AdaptiveColor, selectedLabel: AdaptiveColor, divider: AdaptiveColor,
            badge: AdaptiveColor = AdaptivePalette.defaultBadge,
            badgeText: AdaptiveColor = .fixed(.white),
            disabledLabel: AdaptiveColor = AdaptivePalette.defaultDisabledLabel
        ) {
            self.background = background
            self.track = track
            self.indicator = indicator
            self.label = label
            self.selectedLabel = selectedLabel
            self.divider = divider
            self.badge = badge
            self.badgeText = badgeText
            self.disabledLabel = disabledLabel
        }

        /// A palette that is the same in every appearance and follows no tint.
        ///
        /// ```swift
        /// let fixed = SegmentedDesign.AdaptivePalette(fixed: myPalette)
        /// ```
        ///
        /// - Parameter palette: The colours.
        public init(fixed palette: Palette) {
            self.init(
                background: .fixed(palette.background), track: .fixed(palette.track),
                indicator: .fixed(palette.indicator), label: .fixed(palette.label),
                selectedLabel: .fixed(palette.selectedLabel), divider: .fixed(palette.divider),
                badge: .fixed(palette.badge), badgeText: .fixed(palette.badgeText),
                disabledLabel: .fixed(palette.disabledLabel))
        }

        /// The red of a badge: #E53835 in light (our choice, kept from earlier releases) and
        /// `systemRed`'s dark value #FF453A in dark.
        public static let defaultBadge = AdaptiveColor(
            light: AdaptiveColor.rgb(229, 56, 53), dark: AdaptiveColor.rgb(255, 69, 58))

        /// A disabled title: #BDBDBD in light, #5A5A5E in dark. Disabled titles are exempt
        /// from the 3:1 rule, as WCAG exempts inactive components.
        public static let defaultDisabledLabel = AdaptiveColor(
            light: AdaptiveColor.rgb(189, 189, 189), dark: AdaptiveColor.rgb(90, 90, 94))

        /// The colours one appearance draws with.
        ///
        /// ```swift
        /// let palette = design.colors.resolved(in: AppearanceContext(appearance: .dark))
        /// ```
        ///
        /// - Parameter context: The appearance, contrast and tint.
        public func resolved(in context: AppearanceContext) -> Palette {
            Palette(
                background: background.resolved(in: context), track: track.resolved(in: context),
                indicator: indicator.resolved(in: context), label: label.resolved(in: context),
                selectedLabel: selectedLabel.resolved(in: context),
                divider: divider.resolved(in: context), badge: badge.resolved(in: context),
                badgeText: badgeText.resolved(in: context),
                disabledLabel: disabledLabel.resolved(in: context))
        }

        /// Replaces every role whose light colour differs from `palette`'s with that colour,
        /// fixed in every appearance; roles that did not change keep adapting.
        mutating func assign(_ palette: Palette) {
            func update(_ role: inout AdaptiveColor, _ color: RGBAColor) {
                if role.light != color { role = .fixed(color) }
            }
            update(&background, palette.background)
            update(&track, palette.track)
            update(&indicator, palette.indicator)
            update(&label, palette.label)
            update(&selectedLabel, palette.selectedLabel)
            update(&divider, palette.divider)
            update(&badge, palette.badge)
            update(&badgeText, palette.badgeText)
            update(&disabledLabel, palette.disabledLabel)
        }
    }

    /// The colours the design draws with in one appearance: ``colors`` resolved.
    ///
    /// ```swift
    /// let dark = SegmentedDesign.materialUnderline.palette(in: .dark)
    /// dark.indicator  // white: the design's black bar, adapted to dark
    /// ```
    ///
    /// - Parameter context: The appearance, contrast and tint.
    public func palette(in context: AppearanceContext) -> Palette {
        colors.resolved(in: context)
    }

    /// The design with every colour fixed to its value in one appearance, for front-ends that
    /// draw one appearance at a time (SVG, terminal).
    ///
    /// ```swift
    /// let dark = SegmentedDesign.pagedHeader.resolved(in: .dark)
    /// dark.palette.background  // black
    /// ```
    ///
    /// - Parameter context: The appearance, contrast and tint.
    public func resolved(in context: AppearanceContext) -> SegmentedDesign {
        var copy = self
        copy.colors = AdaptivePalette(fixed: palette(in: context))
        if let glass {
            var fixed = glass
            let roles = [
                \GlassStyle.lens, \.highlight, \.shading, \.opaqueIndicator, \.opaqueTrack,
            ]
            for role in roles {
                fixed[keyPath: role] = .fixed(glass[keyPath: role].resolved(in: context))
            }
            copy.glass = fixed
        }
        return copy
    }
}

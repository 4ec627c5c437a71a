extension SegmentedDesign {
    /// How well one title stands out from what it is drawn on.
    ///
    /// ```swift
    /// for check in SegmentedDesign.materialUnderline.titleContrasts(in: .dark) {
    ///     print(check.isSelected, check.ratio)
    /// }
    /// ```
    public struct TitleContrast: Sendable, Hashable {
        /// Whether this is the selected title (emphasis 1) or one that is not (emphasis 0).
        public var isSelected: Bool
        /// The title's colour, opacity included.
        public var title: RGBAColor
        /// The opaque colour under the title: the indicator under a selected title when the
        /// indicator fills the segment, else the track (when there is one) over the
        /// background, over the appearance's page colour (white or black).
        public var surface: RGBAColor
        /// The WCAG contrast ratio of the title over the surface.
        public var ratio: Double
    }

    /// The contrast of the selected title and of a title that is not selected against what
    /// each is drawn on, in one appearance. Disabled titles are left out (WCAG exempts
    /// inactive components).
    ///
    /// ```swift
    /// let weakest = SegmentedDesign.all.flatMap { $0.titleContrasts(in: .dark) }.map(\.ratio).min()
    /// ```
    ///
    /// - Parameter context: The appearance, contrast and tint.
    /// - Returns: Two checks: not selected, then selected.
    public func titleContrasts(in context: AppearanceContext) -> [TitleContrast] {
        let palette = palette(in: context)
        let page: RGBAColor = context.appearance == .dark ? .black : .white
        let background = palette.background.composited(over: page)
        let behindTitles = palette.track.composited(over: background)
        let appearance = LabelAppearance(
            normal: palette.label, selected: palette.selectedLabel,
            disabled: palette.disabledLabel, emphasis: labelEmphasis)
        return [false, true].map { isSelected in
            let title = appearance.color(emphasis: isSelected ? 1 : 0)
            var surface = behindTitles
            if isSelected, layout.indicator.placement == .fill {
                surface = palette.indicator.composited(over: behindTitles)
            }
            return TitleContrast(
                isSelected: isSelected, title: title, surface: surface,
                ratio: title.contrastRatio(over: surface))
        }
    }
}

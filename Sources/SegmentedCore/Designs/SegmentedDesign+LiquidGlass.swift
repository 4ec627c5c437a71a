extension SegmentedDesign {
    /// The segmented control as iOS 26 draws it: equal segments on a capsule track with no
    /// dividers, a capsule indicator that lifts into a glass lens when pressed and can be
    /// scrubbed (``LensMachine``), titles drawn above the glass so they stay sharp.
    ///
    /// Apple documents no number of this control (`UISegmentedControl.h` is unchanged in the
    /// iOS 26.2 SDK), so the geometry is our estimate of the system control, to be measured
    /// on a device: 36 pt tall, the indicator inset 2 pt in the track, titles 13 pt (the commonly
    /// measured `UISegmentedControl` default) with the selected one bold. The track is
    /// `UIColor.tertiarySystemFill` (#767680 at 12 % light, 24 % dark, as UIKit resolves it),
    /// the resting indicator white in light and #636366 in dark (as the sliding pill). Glass
    /// colours, lens constants and their sources: ``GlassStyle``, ``LensParameters`` and
    /// docs/designs.md.
    ///
    /// ```swift
    /// let design = SegmentedDesign.liquidGlass
    /// var lens = LensMachine(context: context, parameters: design.glass!.lensParameters)
    /// ```
    public static let liquidGlass: SegmentedDesign = {
        var design = SegmentedDesign(
            id: "liquid-glass", name: "Liquid Glass",
            summary: "A capsule track; the indicator lifts into a glass lens to scrub.",
            layout: SegmentedLayout(
                distribution: .fillEqually(spacing: 0),
                indicator: .fill(insets: .zero, cornerRadius: .infinity),
                insets: EdgeInsets(all: glassIndicatorInset),
                contentPadding: EdgeInsets(horizontal: 10)),
            motion: LensParameters.liquidGlass.trailingEdge,
            colors: AdaptivePalette(
                background: .clear,
                track: AdaptiveColor(
                    light: AdaptiveColor.rgb(118, 118, 128, alpha: 0.12),
                    dark: AdaptiveColor.rgb(118, 118, 128, alpha: 0.24),
                    lightIncreasedContrast: AdaptiveColor.rgb(118, 118, 128, alpha: 0.2),
                    darkIncreasedContrast: AdaptiveColor.rgb(118, 118, 128, alpha: 0.34)),
                // The resting indicator and the titles as the sliding pill has them.
                indicator: slidingPill.colors.indicator, label: slidingPill.colors.label,
                selectedLabel: .label, divider: .clear),
            height: 36, fontSize: 13, fontWeight: .medium, boldSelectedLabel: true,
            trackCornerRadius: .infinity)
        design.glass = GlassStyle(
            lens: AdaptiveColor(
                light: RGBAColor.white.withOpacity(0.3), dark: RGBAColor.white.withOpacity(0.1),
                lightIncreasedContrast: RGBAColor.white.withOpacity(0.55),
                darkIncreasedContrast: RGBAColor.white.withOpacity(0.2)),
            highlight: AdaptiveColor(
                light: RGBAColor.white.withOpacity(0.9), dark: RGBAColor.white.withOpacity(0.4),
                lightIncreasedContrast: .white,
                darkIncreasedContrast: RGBAColor.white.withOpacity(0.7)),
            shading: AdaptiveColor(
                light: RGBAColor.black.withOpacity(0.12), dark: RGBAColor.black.withOpacity(0.45),
                lightIncreasedContrast: RGBAColor.black.withOpacity(0.3),
                darkIncreasedContrast: RGBAColor.black.withOpacity(0.6)),
            opaqueIndicator: AdaptiveColor(
                light: .white, dark: hex("#636366"), darkIncreasedContrast: hex("#7C7C80")),
            opaqueTrack: AdaptiveColor(
                light: hex("#EEEEF0"), dark: hex("#2C2C2E"),
                lightIncreasedContrast: hex("#DCDCE0"), darkIncreasedContrast: hex("#3A3A3C")))
        return design
    }()

    /// The Liquid Glass indicator's inset in its track, in points (our estimate of iOS 26).
    public static let glassIndicatorInset = 2.0
}

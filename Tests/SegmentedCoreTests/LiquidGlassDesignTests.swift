import SegmentedCore
import Testing

/// The sixth design's values and its glass colours in every appearance.
@Suite("Liquid Glass design")
struct LiquidGlassDesignTests {
    let design = SegmentedDesign.liquidGlass
    private func hex(_ value: String) -> RGBAColor { RGBAColor(hex: value)! }

    @Test("capsule track, no dividers, equal segments, a capsule indicator inset 2 pt")
    func geometry() {
        #expect(design.id == "liquid-glass")
        #expect(SegmentedDesign.named("liquid-glass") == design)
        #expect(design.layout.distribution == .fillEqually(spacing: 0))
        #expect(design.layout.indicator.placement == .fill)
        #expect(design.trackCornerRadius == .infinity)
        #expect(design.dividerThickness == 0)
        #expect(design.palette.divider == .clear)
        #expect(design.height == 36)
        let bar = design.layout.arrange(
            contentSizes: Array(repeating: Size(width: 30, height: 16), count: 3),
            in: Size(width: 304, height: design.height))
        // (304 − 2 · 2) / 3 = 100 a segment; the indicator fills it, a capsule 32 tall.
        #expect(approx(bar.indicatorFrame(at: 1), Rect(x: 102, y: 2, width: 100, height: 32)))
        #expect(bar.indicatorCornerRadius(at: 1) == 16)
        #expect(design.glass?.lensParameters == .liquidGlass)
        #expect(design.motion == LensParameters.liquidGlass.trailingEdge)
    }

    @Test("the indicator is white at rest in light, clears into glass as it lifts")
    func indicatorLight() throws {
        let glass = try #require(design.glass)
        #expect(design.indicatorColor(lift: 0, in: .light) == .white)
        let lens = glass.lens.resolved(in: .light)
        #expect(lens.alpha < 1)
        #expect(design.indicatorColor(lift: 1, in: .light) == lens)
        let half = design.indicatorColor(lift: 0.5, in: .light)
        #expect(approx(half.alpha, (1 + lens.alpha) / 2))
        #expect(design.indicatorColor(lift: .nan, in: .light) == .white)
        #expect(design.indicatorColor(lift: 7, in: .light) == lens)
    }

    @Test("dark: a grey indicator, a dark glass; Increase Contrast strengthens the lens")
    func indicatorDark() throws {
        let glass = try #require(design.glass)
        #expect(design.indicatorColor(lift: 0, in: .dark) == hex("#636366"))
        let standard = glass.lens.resolved(in: .dark).alpha
        let increased = glass.lens.resolved(
            in: AppearanceContext(appearance: .dark, contrast: .increased)
        ).alpha
        #expect(increased > standard)
        #expect(design.trackColor(in: .dark).alpha > design.trackColor(in: .light).alpha)
    }

    @Test("Reduce Transparency: an opaque indicator at every lift and an opaque track")
    func reduceTransparency() {
        for appearance in [Appearance.light, .dark] {
            let context = AppearanceContext(appearance: appearance, reduceTransparency: true)
            for lift in [0.0, 0.5, 1] {
                #expect(design.indicatorColor(lift: lift, in: context).alpha == 1)
            }
            #expect(design.trackColor(in: context).alpha == 1)
        }
        // Designs without glass ignore it.
        let pill = SegmentedDesign.slidingPill
        #expect(
            pill.trackColor(in: AppearanceContext(reduceTransparency: true)) == pill.palette.track)
    }

    @Test("a tint colours the glass at 35 %")
    func tint() {
        let pink = hex("#FF2D55")
        let tinted = design.indicatorColor(lift: 0, in: AppearanceContext(tint: pink))
        #expect(tinted == pink.withOpacity(0.35).composited(over: .white))
        #expect(design.glass?.tintOpacity == 0.35)
    }

    @Test(
        "the tint over the indicator fades as the clear lens lifts, and stays with Reduce Transparency"
    )
    func tintFade() {
        #expect(design.glassTintOpacity(lift: 0, in: .light) == 0.35)
        #expect(approx(design.glassTintOpacity(lift: 0.5, in: .light), 0.175))
        #expect(approx(design.glassTintOpacity(lift: 0.8, in: .dark), 0.07))
        #expect(design.glassTintOpacity(lift: 1, in: .light) == 0)
        // Out of range and NaN lifts: clamped, NaN as resting.
        #expect(design.glassTintOpacity(lift: 7, in: .light) == 0)
        #expect(design.glassTintOpacity(lift: -1, in: .light) == 0.35)
        #expect(design.glassTintOpacity(lift: .nan, in: .light) == 0.35)
        let reduced = AppearanceContext(reduceTransparency: true)
        for lift in [0.0, 0.5, 1] {
            #expect(design.glassTintOpacity(lift: lift, in: reduced) == 0.35)
        }
        // The style's opacity is clamped; designs without glass lay no tint over the indicator.
        var strong = design
        strong.glass?.tintOpacity = 3
        #expect(strong.glassTintOpacity(lift: 0, in: .light) == 1)
        strong.glass?.tintOpacity = .nan
        #expect(strong.glassTintOpacity(lift: 0, in: .light) == 0)
        #expect(SegmentedDesign.slidingPill.glassTintOpacity(lift: 0, in: .light) == 0)
    }

    @Test("resolving for an appearance fixes the glass roles too")
    func resolved() {
        let dark = design.resolved(in: .dark)
        #expect(dark.glass?.lens.light == design.glass?.lens.dark)
        #expect(
            dark.indicatorColor(lift: 1, in: .light) == design.indicatorColor(lift: 1, in: .dark))
    }

    @Test("titles keep 4.5:1 on the resting indicator and the track in light and dark")
    func contrast() {
        for context in [AppearanceContext.light, .dark] {
            for check in design.titleContrasts(in: context) {
                #expect(check.ratio >= 4.5, "\(context.appearance) selected \(check.isSelected)")
            }
        }
    }
}

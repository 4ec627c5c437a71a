import SegmentedCore
import Testing

@Suite("Colour")
struct RGBAColorTests {
    @Test("hex forms parse; anything else is nil")
    func hex() {
        #expect(RGBAColor(hex: "#1E88E5")?.hexString == "#1E88E5")
        #expect(RGBAColor(hex: "fff") == .white)
        #expect(RGBAColor(hex: "#00000080")?.bytes.alpha == 128)
        #expect(RGBAColor(hex: "#00000080")?.hexString == "#00000080")
        for bad in ["", "#", "blue", "#12345", "#GGGGGG", "#1234567", "١٢٣"] {
            #expect(RGBAColor(hex: bad) == nil)
        }
    }

    @Test("interpolation blends each component and clamps the fraction")
    func interpolation() {
        let grey = RGBAColor.black.interpolated(to: .white, fraction: 0.5)
        #expect(grey.hexString == "#808080")
        #expect(RGBAColor.black.interpolated(to: .white, fraction: 2) == .white)
        #expect(RGBAColor.black.interpolated(to: .white, fraction: .nan) == .black)
        #expect(RGBAColor.white.withOpacity(0.25).alpha == 0.25)
    }

    @Test("components are clamped; NaN counts as 0")
    func clamping() {
        let color = RGBAColor(red: 2, green: -1, blue: .nan, alpha: .infinity)
        #expect(color == RGBAColor(red: 1, green: 0, blue: 0, alpha: 1))
    }

    @Test(
        "xterm 256-colour indices for cube colours and greys",
        arguments: [
            ("#FF0000", 196), ("#000000", 16), ("#FFFFFF", 231), ("#808080", 244), ("#5F87AF", 67),
        ])
    func xterm(hex: String, index: Int) {
        #expect(RGBAColor(hex: hex)?.xterm256Index == index)
    }
}

@Suite("Designs")
struct SegmentedDesignTests {
    @Test("the six designs have the geometry the design document gives them")
    func geometry() {
        #expect(SegmentedDesign.all.count == 6)
        #expect(Set(SegmentedDesign.all.map(\.id)).count == 6)
        #expect(SegmentedDesign.materialUnderline.layout.distribution == .spaceEvenly)
        #expect(SegmentedDesign.materialUnderline.layout.indicator.width == .content)
        // The sliding pill: segments `padding / 2` apart (our padding is 8).
        #expect(SegmentedDesign.slidingPill.layout.distribution == .fillEqually(spacing: 4))
        #expect(SegmentedDesign.slidingPill.layout.indicator.placement == .fill)
        #expect(SegmentedDesign.pagedHeader.layout.distribution == .spaceBetween)
        #expect(SegmentedDesign.pagedHeader.layout.indicator.width == .fraction(0.5))
        #expect(SegmentedDesign.plainButtons.layout.indicator.placement == .none)
        #expect(
            SegmentedDesign.uikitUnderline.layout.indicator
                == .underline(
                    width: .segment, thickness: 2, offset: 10, offsetReference: .segment))
        #expect(SegmentedDesign.uikitUnderline.motion == .easeInOut(duration: 0.2))
        #expect(SegmentedDesign.named("sliding-pill") == .slidingPill)
        #expect(SegmentedDesign.named("nope") == nil)
    }

    @Test("label colours follow emphasis; disabled labels use the disabled colour")
    func labelColours() {
        let material = SegmentedDesign.materialUnderline
        #expect(material.labelColor(emphasis: 1) == material.palette.selectedLabel)
        #expect(material.labelColor(emphasis: 0) == material.palette.label)
        #expect(material.labelColor(emphasis: .nan) == material.palette.label)
        #expect(
            material.labelColor(emphasis: 1, isEnabled: false) == material.palette.disabledLabel)
        #expect(SegmentedDesign.pagedHeader.labelColor(emphasis: 0).alpha == 0.5)
        #expect(SegmentedDesign.slidingPill.isBold(emphasis: 0.6))
        #expect(!SegmentedDesign.materialUnderline.isBold(emphasis: 1))
        #expect(material.withLayoutDirection(.rightToLeft).layout.layoutDirection == .rightToLeft)
    }
}

@Suite("Colour: interpolating translucent colours")
struct TranslucentInterpolationTests {
    // The documented rule is straight (not premultiplied) interpolation: each of red, green,
    // blue and alpha moves linearly and independently, so a colour's channels do not depend
    // on its alpha. Each expectation below is that rule worked out by hand.

    @Test("transparent red to opaque blue, a quarter of the way")
    func transparentToOpaque() {
        let from = RGBAColor(red: 1, green: 0, blue: 0, alpha: 0)
        let to = RGBAColor(red: 0, green: 0, blue: 1, alpha: 1)
        let color = from.interpolated(to: to, fraction: 0.25)
        // red 1 → 0: 0.75; blue 0 → 1: 0.25; alpha 0 → 1: 0.25.
        #expect(approx(color.red, 0.75) && approx(color.green, 0))
        #expect(approx(color.blue, 0.25) && approx(color.alpha, 0.25))
    }

    @Test("two half-transparent colours halfway")
    func bothTranslucent() {
        let from = RGBAColor(hex: "#FF000080")!  // red, alpha 128/255
        let to = RGBAColor(hex: "#0000FF40")!  // blue, alpha 64/255
        let color = from.interpolated(to: to, fraction: 0.5)
        // red and blue 0.5 each; alpha (128 + 64) / 2 / 255 = 96 / 255.
        #expect(approx(color.red, 0.5) && approx(color.blue, 0.5) && approx(color.green, 0))
        #expect(approx(color.alpha, 96.0 / 255))
        #expect(color.hexString == "#80008060")
    }

    @Test("a label fading from a translucent grey to opaque blue keeps the rule")
    func labelAppearanceWithTranslucentNormal() {
        let appearance = LabelAppearance(
            normal: RGBAColor(red: 0.5, green: 0.5, blue: 0.5, alpha: 0.2),
            selected: RGBAColor(red: 0, green: 0, blue: 1, alpha: 1),
            disabled: .clear)
        let color = appearance.color(emphasis: 0.5)
        // Halfway: red and green 0.25, blue 0.75, alpha (0.2 + 1) / 2 = 0.6.
        #expect(approx(color.red, 0.25) && approx(color.green, 0.25))
        #expect(approx(color.blue, 0.75) && approx(color.alpha, 0.6))
    }
}

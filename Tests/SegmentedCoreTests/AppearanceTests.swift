import Testing

@testable import SegmentedCore

@Suite("Adaptive colours and contrast")
struct AppearanceTests {
    private func hex(_ value: String) -> RGBAColor { RGBAColor(hex: value)! }

    @Test("system colours resolve to Apple's published light, dark and increased-contrast values")
    func systemColors() {
        let blue = AdaptiveColor.systemBlue
        #expect(blue.resolved(in: .light) == hex("#007AFF"))
        #expect(blue.resolved(in: .dark) == hex("#0A84FF"))
        #expect(blue.resolved(in: AppearanceContext(contrast: .increased)) == hex("#0040DD"))
        #expect(
            blue.resolved(in: AppearanceContext(appearance: .dark, contrast: .increased))
                == hex("#409CFF"))
        #expect(AdaptiveColor.systemGray.resolved(in: .light) == hex("#8E8E93"))
        #expect(AdaptiveColor.systemGray.resolved(in: .dark) == hex("#8E8E93"))
        #expect(AdaptiveColor.label.resolved(in: .light) == .black)
        #expect(AdaptiveColor.label.resolved(in: .dark) == .white)
    }

    @Test("a tint replaces accent roles only, in every appearance")
    func tint() {
        let pink = hex("#E91E63")
        for appearance in Appearance.allCases {
            let context = AppearanceContext(appearance: appearance, tint: pink)
            let material = SegmentedDesign.materialUnderline.palette(in: context)
            #expect(material.selectedLabel == pink)
            #expect(material.label != pink)
            #expect(material.indicator != pink)  // the design's bar is black, not an accent
            #expect(SegmentedDesign.pagedHeader.palette(in: context).indicator == pink)
        }
        #expect(
            SegmentedDesign.materialUnderline.palette(in: .dark).selectedLabel == hex("#0A84FF"))
    }

    @Test("black resolves to the label colour: the Material bar is white in dark")
    func blackAdapts() {
        let dark = SegmentedDesign.materialUnderline.palette(in: .dark)
        #expect(dark.indicator == .white)
        #expect(dark.background == .black)
        #expect(SegmentedDesign.slidingPill.palette(in: .dark).indicator == hex("#636366"))
    }

    @Test("setting a palette role fixes that role and leaves the others adapting")
    func paletteSetter() {
        var design = SegmentedDesign.materialUnderline
        design.palette.indicator = hex("#E91E63")
        #expect(design.palette(in: .dark).indicator == hex("#E91E63"))
        #expect(design.palette(in: .dark).background == .black)
        #expect(design.palette(in: .dark).selectedLabel == hex("#0A84FF"))
    }

    @Test("resolving a design fixes every colour to one appearance")
    func resolvedDesign() {
        let dark = SegmentedDesign.plainButtons.resolved(in: .dark)
        #expect(dark.palette.selectedLabel == .white)
        #expect(dark.palette(in: .light).selectedLabel == .white)
    }

    @Test("contrast ratios follow WCAG: 21 for black on white, 4.54 for #767676, 1 for equal")
    func contrastFormula() {
        #expect(approx(RGBAColor.black.contrastRatio(over: .white), 21))
        #expect(approx(RGBAColor.white.contrastRatio(over: .black), 21))
        #expect(approx(hex("#767676").contrastRatio(over: .white), 4.54, 0.005))
        #expect(approx(hex("#123456").contrastRatio(over: hex("#123456")), 1))
        // Half-transparent black over white is a 50 % grey: L = 0.214, (1.05 / 0.264) = 3.98.
        #expect(approx(RGBAColor.black.withOpacity(0.5).contrastRatio(over: .white), 3.98, 0.01))
    }

    @Test(
        "every title keeps at least 3:1 against what it is drawn on, light and dark",
        arguments: SegmentedDesign.all + SegmentedDesign.variants)
    func titleContrast(design: SegmentedDesign) {
        for appearance in Appearance.allCases {
            for contrast in ColorContrast.allCases {
                let context = AppearanceContext(appearance: appearance, contrast: contrast)
                for check in design.titleContrasts(in: context) {
                    #expect(
                        check.ratio >= 3,
                        "\(design.id) \(appearance) \(contrast) selected=\(check.isSelected): \(check.ratio)"
                    )
                }
            }
        }
    }

    @Test("the weakest stated title, system gray on white, is 3.26:1")
    func weakestTitle() {
        let check = SegmentedDesign.materialUnderline.titleContrasts(in: .light)[0]
        #expect(check.isSelected == false)
        #expect(approx(check.ratio, 3.26, 0.01))
    }
}

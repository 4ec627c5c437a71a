import SegmentedCore
import Testing

@Suite("LabelAppearance: label colours and fonts per state")
struct LabelAppearanceTests {
    let grey = RGBAColor(hex: "#808080")!
    let blue = RGBAColor(hex: "#0000FF")!
    let light = RGBAColor(hex: "#C0C0C0")!
    let pressed = RGBAColor(hex: "#FF0000")!

    /// A component a fraction of the way from one value to another, worked out as
    /// `from + (to − from) · fraction`.
    static func mix(_ from: Double, _ to: Double, _ fraction: Double) -> Double {
        from + (to - from) * fraction
    }

    @Test(
        "every design's label colour runs from its palette's label colour to its selected one",
        arguments: SegmentedDesign.all)
    func followsPalette(design: SegmentedDesign) {
        let palette = design.palette
        // Ends: exact palette colours (a colour blend) or the selected colour at its floor
        // opacity (a fade); NaN and out-of-range emphasis count as the nearer end.
        let atRest: RGBAColor
        switch design.labelEmphasis {
        case .color:
            atRest = palette.label
        case .opacity(let minimum):
            atRest = RGBAColor(
                red: palette.selectedLabel.red, green: palette.selectedLabel.green,
                blue: palette.selectedLabel.blue, alpha: palette.selectedLabel.alpha * minimum)
        }
        for emphasis in [-1, 0, .nan] {
            #expect(approxColor(design.labelColor(emphasis: emphasis), atRest))
        }
        for emphasis in [1.0, 2] {
            #expect(design.labelColor(emphasis: emphasis) == palette.selectedLabel)
        }
        // Disabled wins at every emphasis.
        for emphasis in [-1, 0, 0.3, 1, .nan] {
            #expect(
                design.labelColor(emphasis: emphasis, isEnabled: false) == palette.disabledLabel)
        }
        // In between, every component is the same fraction of the way from rest to selected.
        for emphasis in [0.25, 0.5, 0.7] {
            let expected = RGBAColor(
                red: Self.mix(atRest.red, palette.selectedLabel.red, emphasis),
                green: Self.mix(atRest.green, palette.selectedLabel.green, emphasis),
                blue: Self.mix(atRest.blue, palette.selectedLabel.blue, emphasis),
                alpha: Self.mix(atRest.alpha, palette.selectedLabel.alpha, emphasis))
            #expect(approxColor(design.labelColor(emphasis: emphasis), expected))
            #expect(approxColor(design.labelAppearance.color(emphasis: emphasis), expected))
        }
    }

    @Test("the paged header fades the title: 0.85 at emphasis 0.7")
    func pagedHeaderOpacity() {
        let appearance = SegmentedDesign.pagedHeader.labelAppearance
        #expect(approx(appearance.color(emphasis: 0.7).alpha, 0.85))
        #expect(approx(appearance.color(emphasis: 0).alpha, 0.5))
    }

    @Test("disabled wins over highlighted and selected; highlighted over emphasis")
    func precedence() {
        let appearance = LabelAppearance(
            normal: grey, selected: blue, disabled: light, highlighted: pressed)
        #expect(appearance.color(emphasis: 1, isEnabled: false, isHighlighted: true) == light)
        #expect(appearance.color(emphasis: 1, isHighlighted: true) == pressed)
        #expect(appearance.color(emphasis: 0) == grey)
        #expect(appearance.color(emphasis: 1) == blue)
    }

    @Test("without a highlighted colour a pressed label keeps its emphasis colour")
    func noHighlightedColour() {
        let appearance = LabelAppearance(normal: grey, selected: blue, disabled: light)
        #expect(
            appearance.color(emphasis: 0.4, isHighlighted: true) == appearance.color(emphasis: 0.4))
    }

    @Test("the font state swaps half-way, NaN counts as not selected")
    func states() {
        #expect(
            LabelAppearance.state(emphasis: 0.49, isEnabled: true, isHighlighted: false) == .normal)
        #expect(
            LabelAppearance.state(emphasis: 0.5, isEnabled: true, isHighlighted: false) == .selected
        )
        #expect(
            LabelAppearance.state(emphasis: .nan, isEnabled: true, isHighlighted: false) == .normal)
        #expect(
            LabelAppearance.state(emphasis: 1, isEnabled: true, isHighlighted: true) == .highlighted
        )
        #expect(
            LabelAppearance.state(emphasis: 1, isEnabled: false, isHighlighted: true) == .disabled)
    }

    @Test("a design that bolds its selected label does so from emphasis one half, others never")
    func boldFromOneHalf() {
        // The rule as documented on `boldSelectedLabel`: bold from emphasis 0.5 up; NaN is
        // not selected. Steps of 1/16 are exact, so 0.5 itself is tested.
        for step in 0...16 {
            let emphasis = Double(step) / 16
            #expect(SegmentedDesign.slidingPill.isBold(emphasis: emphasis) == (step >= 8))
            #expect(!SegmentedDesign.materialUnderline.isBold(emphasis: emphasis))
        }
        #expect(!SegmentedDesign.slidingPill.isBold(emphasis: .nan))
        #expect(SegmentedDesign.slidingPill.isBold(emphasis: 0.5))
        #expect(!SegmentedDesign.slidingPill.isBold(emphasis: 0.499_999))
    }
}

/// Whether two colours agree component by component within 1e-9.
private func approxColor(_ a: RGBAColor, _ b: RGBAColor) -> Bool {
    approx(a.red, b.red) && approx(a.green, b.green) && approx(a.blue, b.blue)
        && approx(a.alpha, b.alpha)
}

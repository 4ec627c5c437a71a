import SegmentedCore
import Testing

@Suite("LabelAppearance: label colours and fonts per state")
struct LabelAppearanceTests {
    let grey = RGBAColor(hex: "#808080")!
    let blue = RGBAColor(hex: "#0000FF")!
    let light = RGBAColor(hex: "#C0C0C0")!
    let pressed = RGBAColor(hex: "#FF0000")!

    @Test(
        "every design's appearance gives the same colours as the design",
        arguments: SegmentedDesign.all)
    func matchesDesign(design: SegmentedDesign) {
        let appearance = design.labelAppearance
        for emphasis in [-1, 0, 0.3, 0.5, 0.7, 1, 2, .nan] {
            #expect(appearance.color(emphasis: emphasis) == design.labelColor(emphasis: emphasis))
            #expect(
                appearance.color(emphasis: emphasis, isEnabled: false)
                    == design.labelColor(emphasis: emphasis, isEnabled: false))
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

    @Test("the font state agrees with the design's bold rule")
    func agreesWithBold() {
        let pill = SegmentedDesign.slidingPill
        for emphasis in stride(from: 0.0, through: 1, by: 0.05) {
            let state = LabelAppearance.state(
                emphasis: emphasis, isEnabled: true, isHighlighted: false)
            #expect(pill.isBold(emphasis: emphasis) == (state == .selected))
        }
    }
}

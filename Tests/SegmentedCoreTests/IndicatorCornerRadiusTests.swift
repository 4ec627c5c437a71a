import SegmentedCore
import Testing

@Suite("Indicator corner radius from a size")
struct IndicatorCornerRadiusTests {
    @Test("the radius is at most half the shorter side; infinity makes a capsule")
    func clamped() {
        #expect(
            Indicator.fill(cornerRadius: 7).cornerRadius(fitting: Size(width: 80, height: 28)) == 7)
        #expect(
            Indicator.fill(cornerRadius: .infinity).cornerRadius(
                fitting: Size(width: 80, height: 28))
                == 14)
        #expect(
            Indicator.underline(thickness: 3, cornerRadius: 1.5)
                .cornerRadius(fitting: Size(width: 14, height: 3)) == 1.5)
    }

    @Test("NaN and negative radii or sizes give 0")
    func hostile() {
        #expect(
            Indicator.fill(cornerRadius: .nan).cornerRadius(fitting: Size(width: 8, height: 8)) == 0
        )
        #expect(
            Indicator.fill(cornerRadius: -3).cornerRadius(fitting: Size(width: 8, height: 8)) == 0)
        #expect(
            Indicator.fill(cornerRadius: 3).cornerRadius(fitting: Size(width: -8, height: 8)) == 0)
        #expect(
            Indicator.fill(cornerRadius: 3).cornerRadius(fitting: Size(width: .nan, height: 8)) == 0
        )
    }

    @Test("agrees with the arrangement's radius at every position")
    func matchesArrangement() {
        let layout = SegmentedLayout(
            distribution: .spaceEvenly, indicator: .fill(width: .content, cornerRadius: .infinity))
        let arrangement = layout.arrange(
            contentSizes: sizes([10, 60, 16]), in: Size(width: 320, height: 44))
        for position in stride(from: 0.0, through: 2.0, by: 0.25) {
            let frame = arrangement.indicatorFrame(at: position)
            #expect(
                layout.indicator.cornerRadius(fitting: frame.size)
                    == arrangement.indicatorCornerRadius(at: position))
        }
    }
}

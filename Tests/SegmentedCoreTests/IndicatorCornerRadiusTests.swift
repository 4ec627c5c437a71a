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

    @Test("a capsule indicator's radius is half its shorter side at every position")
    func capsuleAlongTheWay() {
        // Test vector 1 with a fill: the content widths are 10, 60, 16 and the indicator
        // takes the content's width, interpolated between segments (38 at 1.5, as the design
        // document gives), and the bar's full 44-pt height. A capsule's radius is half the
        // shorter side: width / 2 while the indicator is narrower than 44, else 22.
        let layout = SegmentedLayout(
            distribution: .spaceEvenly, indicator: .fill(width: .content, cornerRadius: .infinity))
        let arrangement = layout.arrange(
            contentSizes: sizes([10, 60, 16]), in: Size(width: 320, height: 44))
        let expected: [(position: Double, radius: Double)] = [
            (0, 5),  // width 10
            (0.5, 17.5),  // width 35
            (1, 22),  // width 60, height 44
            (1.5, 19),  // width 38
            (2, 8),  // width 16
        ]
        for (position, radius) in expected {
            #expect(approx(arrangement.indicatorCornerRadius(at: position), radius))
            let size = arrangement.indicatorFrame(at: position).size
            #expect(approx(layout.indicator.cornerRadius(fitting: size), radius))
        }
    }
}

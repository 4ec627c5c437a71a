import SegmentedCore
import Testing

@Suite("BadgeMetrics: capsules around counts, round dots")
struct BadgeMetricsTests {
    @Test("one digit makes a circle, longer text a capsule")
    func capsules() {
        #expect(
            BadgeMetrics.capsuleSize(fittingText: Size(width: 3, height: 13))
                == Size(width: 15, height: 15))
        #expect(
            BadgeMetrics.capsuleSize(fittingText: Size(width: 20, height: 13))
                == Size(width: 30, height: 15))
        #expect(
            BadgeMetrics.capsuleSize(
                fittingText: Size(width: 20, height: 13), horizontalPadding: 2, verticalPadding: 0)
                == Size(width: 24, height: 13))
    }

    @Test("empty and bad text sizes give the padding alone")
    func badInput() {
        #expect(BadgeMetrics.capsuleSize(fittingText: .zero) == Size(width: 10, height: 2))
        #expect(
            BadgeMetrics.capsuleSize(fittingText: Size(width: .nan, height: -4))
                == Size(width: 10, height: 2))
        #expect(
            BadgeMetrics.capsuleSize(
                fittingText: Size(width: 4, height: 4), horizontalPadding: .nan,
                verticalPadding: -3) == Size(width: 4, height: 4))
    }

    @Test("the corner radius is half the shorter side")
    func radius() {
        #expect(BadgeMetrics.cornerRadius(for: Size(width: 8, height: 8)) == 4)
        #expect(BadgeMetrics.cornerRadius(for: Size(width: 30, height: 15)) == 7.5)
        #expect(BadgeMetrics.cornerRadius(for: Size(width: .nan, height: 15)) == 0)
    }
}

@Suite("Badge text and dots")
struct BadgeTextTests {
    @Test("count badges read up to 99, then 99+; zero and negative counts show none")
    func countText() {
        #expect(BadgeMetrics.countText(1) == "1")
        #expect(BadgeMetrics.countText(99) == "99")
        #expect(BadgeMetrics.countText(100) == "99+")
        #expect(BadgeMetrics.countText(Int.max) == "99+")
        #expect(BadgeMetrics.countText(0) == nil)
        #expect(BadgeMetrics.countText(Int.min) == nil)
    }

    @Test("badge text is 70 % of the label size, at least 8 pt; bad sizes give 8")
    func textSize() {
        #expect(BadgeMetrics.textPointSize(forLabelPointSize: 15) == 11)
        #expect(BadgeMetrics.textPointSize(forLabelPointSize: 20) == 14)
        #expect(BadgeMetrics.textPointSize(forLabelPointSize: 5) == 8)
        #expect(BadgeMetrics.textPointSize(forLabelPointSize: .nan) == 8)
        #expect(BadgeMetrics.textPointSize(forLabelPointSize: -4) == 8)
        #expect(BadgeMetrics.dotDiameter == 8)
    }
}

import Testing

@testable import SegmentedCore

@Suite("Badges count in the spacing")
struct BadgeLayoutTests {
    let layout = SegmentedLayout(distribution: .spaceEvenly)
    let badge = Size(width: 26, height: 15)

    @Test("a badge widens its segment, so it stays inside the trailing gap")
    func badgeInsideMargin() {
        let arrangement = layout.arrange(
            contentSizes: sizes([40, 40]), badgeSizes: [nil, badge],
            in: Size(width: 200, height: 44))
        // Widths 40 and 40 + 2 + 26 = 68: gaps (200 − 108) / 3.
        let gap = 92.0 / 3
        #expect(approx(arrangement.contentFrames[0].minX, gap))
        #expect(approx(arrangement.contentFrames[1].minX, gap + 40 + gap))
        #expect(arrangement.contentFrames[1].width == 40)
        let frame = arrangement.badgeFrame(forSegment: 1, size: badge)!
        #expect(approx(frame.minX, gap + 40 + gap + 40 + 2))
        #expect(approx(frame.maxX, 200 - gap))
        // The underline keeps the title's width.
        #expect(arrangement.indicatorFrame(at: 1).width == 40)
    }

    @Test("right to left: the title sits at the box's right, its badge to its left")
    func rightToLeft() {
        var rtl = layout
        rtl.layoutDirection = .rightToLeft
        let arrangement = rtl.arrange(
            contentSizes: sizes([40, 40]), badgeSizes: [nil, badge],
            in: Size(width: 200, height: 44))
        let gap = 92.0 / 3
        #expect(approx(arrangement.contentFrames[1].maxX, gap + 68))
        let frame = arrangement.badgeFrame(forSegment: 1, size: badge)!
        #expect(approx(frame.minX, gap))
    }

    @Test("no badges, missing or extra entries arrange as without badges")
    func noBadges() {
        let plain = layout.arrange(contentSizes: sizes([40, 40]), in: Size(width: 200, height: 44))
        let none = layout.arrange(
            contentSizes: sizes([40, 40]), badgeSizes: [], in: Size(width: 200, height: 44))
        #expect(none == plain)
        let extra = layout.arrange(
            contentSizes: sizes([40, 40]), badgeSizes: [nil, nil, badge],
            in: Size(width: 200, height: 44))
        #expect(extra == plain)
        let bad = layout.arrange(
            contentSizes: sizes([40, 40]), badgeSizes: [Size(width: .nan, height: 1), nil],
            in: Size(width: 200, height: 44))
        #expect(bad.invariantViolations().isEmpty)
    }
}

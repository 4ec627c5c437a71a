import Foundation
import SegmentedCore
import Testing

@Suite("Indicator geometry")
struct IndicatorTests {
    let container = Size(width: 200, height: 40)
    let widths: [Double] = [20, 60]

    func arrange(_ indicator: Indicator, direction: LayoutDirection = .leftToRight) -> Arrangement {
        SegmentedLayout(
            distribution: .fillEqually(), indicator: indicator, layoutDirection: direction
        ).arrange(contentSizes: sizes(widths), in: container)
    }

    @Test("underline widths: segment, content, fixed and fraction, centred under the content")
    func indicatorWidths() {
        #expect(
            arrange(.underline(width: .segment)).indicatorFrame(at: 1)
                == Rect(x: 100, y: 38, width: 100, height: 2))
        #expect(
            arrange(.underline(width: .content)).indicatorFrame(at: 1)
                == Rect(x: 120, y: 38, width: 60, height: 2))
        #expect(
            arrange(.underline(width: .fixed(24))).indicatorFrame(at: 1)
                == Rect(x: 138, y: 38, width: 24, height: 2))
        #expect(
            arrange(.underline(width: .fraction(0.5))).indicatorFrame(at: 0)
                == Rect(x: 45, y: 38, width: 10, height: 2))
    }

    @Test("an underline with an offset hangs below the content; an overline sits on top")
    func offsets() {
        // Content is 20 high, centred in 40: y 10...30.
        #expect(arrange(.underline(thickness: 3, offset: 4)).indicatorFrame(at: 0).minY == 34)
        #expect(arrange(.overline(thickness: 3)).indicatorFrame(at: 0).minY == 0)
        #expect(arrange(.overline(thickness: 3, offset: 2)).indicatorFrame(at: 0).minY == 5)
    }

    @Test("an offset bar below the bar grows the content height instead of being cut off")
    func tallOffset() {
        let arrangement = arrange(.underline(thickness: 2, offset: 15))
        #expect(arrangement.indicatorFrame(at: 0).maxY == 47)
        #expect(arrangement.contentSize.height == 47)
    }

    @Test("fill insets shrink the pill; negative insets grow it but it stays inside the bar")
    func fill() {
        let pill = arrange(.fill(insets: EdgeInsets(all: 2), cornerRadius: 7))
        #expect(pill.indicatorFrame(at: 0) == Rect(x: 2, y: 2, width: 96, height: 36))
        #expect(pill.indicatorCornerRadius(at: 0) == 7)
        let grown = arrange(.fill(insets: EdgeInsets(all: -5)))
        #expect(grown.indicatorFrame(at: 0) == Rect(x: 0, y: 0, width: 105, height: 40))
        let capsule = arrange(.fill(insets: EdgeInsets(all: 2), cornerRadius: .infinity))
        #expect(capsule.indicatorCornerRadius(at: 0.5) == 18)
        #expect(arrange(.fill(cornerRadius: .nan)).indicatorCornerRadius(at: 0) == 0)
    }

    @Test("fill insets follow the layout direction")
    func fillInsetsRightToLeft() {
        let rtl = arrange(
            .fill(insets: EdgeInsets(top: 0, leading: 10, bottom: 0, trailing: 0)),
            direction: .rightToLeft)
        // Segment 0 is at the right (100...200); its leading edge is the right edge.
        #expect(rtl.indicatorFrame(at: 0) == Rect(x: 100, y: 0, width: 90, height: 40))
    }

    @Test("no indicator gives the zero rectangle")
    func none() {
        #expect(arrange(.none).indicatorFrame(at: 1) == .zero)
        #expect(arrange(.none).indicatorCornerRadius(at: 1) == 0)
    }

    @Test("positions outside the segments are clamped; NaN counts as 0")
    func clamping() {
        let arrangement = arrange(.underline())
        #expect(arrangement.indicatorFrame(at: -3) == arrangement.indicatorFrame(at: 0))
        #expect(arrangement.indicatorFrame(at: 9) == arrangement.indicatorFrame(at: 1))
        #expect(arrangement.indicatorFrame(at: .nan) == arrangement.indicatorFrame(at: 0))
        #expect(arrangement.indicatorFrame(at: .infinity) == arrangement.indicatorFrame(at: 1))
        #expect(arrangement.indicatorFrame(at: -.infinity) == arrangement.indicatorFrame(at: 0))
    }

    @Test(
        "elastic travel: the leading edge leads, the trailing edge follows, and the bar stretches")
    func elastic() {
        let linear = arrange(.underline(width: .content, travel: .linear))
        let elastic = arrange(.underline(width: .content, travel: .elastic))
        // Whole positions agree.
        #expect(elastic.indicatorFrame(at: 0) == linear.indicatorFrame(at: 0))
        #expect(elastic.indicatorFrame(at: 1) == linear.indicatorFrame(at: 1))
        // Moving right from 0 to 1: the right edge is ahead of linear, the left edge behind.
        let t = 0.3
        #expect(elastic.indicatorFrame(at: t).maxX > linear.indicatorFrame(at: t).maxX)
        #expect(elastic.indicatorFrame(at: t).minX < linear.indicatorFrame(at: t).minX)
        // Mid-way it is wider than either end point's bar.
        #expect(elastic.indicatorFrame(at: 0.5).width > 60)
        // The right edge follows sin(t·π/2): 40 → 180 (right edges of content 0 and 1).
        let leads: Double = sin(t * Double.pi / 2)
        let follows: Double = 1 - cos(t * Double.pi / 2)
        let right: Double = 60 + 120 * leads
        let left: Double = 40 + 80 * follows
        // The curves are polynomials within 4 × 10⁻⁹ of libm's (ElasticCurveTests), so the
        // edges may be that fraction of their 120-pt and 80-pt travel away.
        #expect(approx(elastic.indicatorFrame(at: t).maxX, right, 1e-6))
        #expect(approx(elastic.indicatorFrame(at: t).minX, left, 1e-6))
    }

    @Test("elastic travel right to left leads with the left edge")
    func elasticRightToLeft() {
        let linear = arrange(.underline(width: .content, travel: .linear), direction: .rightToLeft)
        let elastic = arrange(
            .underline(width: .content, travel: .elastic), direction: .rightToLeft)
        #expect(elastic.indicatorFrame(at: 0.3).minX < linear.indicatorFrame(at: 0.3).minX)
        #expect(elastic.indicatorFrame(at: 0.3).maxX > linear.indicatorFrame(at: 0.3).maxX)
    }

    @Test("emphasis is 1 on the selection and falls to 0 a segment away")
    func emphasis() {
        let arrangement = arrange(.underline())
        #expect(arrangement.emphasis(of: 0, at: 0) == 1)
        #expect(arrangement.emphasis(of: 1, at: 0) == 0)
        #expect(approx(arrangement.emphasis(of: 0, at: 0.25), 0.75))
        #expect(approx(arrangement.emphasis(of: 1, at: 0.25), 0.25))
        #expect(arrangement.emphasis(of: 5, at: 0) == 0)
        #expect(arrangement.emphasis(of: -1, at: 0) == 0)
        #expect(arrangement.emphasis(of: 0, at: .nan) == 1)
    }

    @Test("divider spans the bar at its bottom; badges sit just past the label's trailing edge")
    func dividerAndBadges() {
        let arrangement = arrange(.underline())
        #expect(arrangement.dividerFrame(thickness: 1) == Rect(x: 0, y: 39, width: 200, height: 1))
        #expect(arrangement.dividerFrame(thickness: .nan).height == 0)
        #expect(arrangement.dividerFrame(thickness: 1000).height == 40)
        let badge = arrangement.badgeFrame(forSegment: 1, size: Size(width: 10, height: 10))
        // Just past the label's trailing edge (180 + 2), centred on its top edge (10).
        #expect(badge == Rect(x: 182, y: 5, width: 10, height: 10))
        // Near the end of the bar it is moved inside.
        let wide = arrangement.badgeFrame(forSegment: 1, size: Size(width: 30, height: 10))
        #expect(wide?.maxX == 200)
        #expect(arrangement.badgeFrame(forSegment: 2, size: Size(width: 10, height: 10)) == nil)
        let rtl = arrange(.underline(), direction: .rightToLeft)
        #expect(
            rtl.badgeFrame(forSegment: 0, size: Size(width: 10, height: 10))?.maxX
                == rtl.contentFrames[0].minX - Arrangement.badgeGap)
    }
}

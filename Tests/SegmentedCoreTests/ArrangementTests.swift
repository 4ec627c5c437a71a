import SegmentedCore
import Testing

@Suite("Arrangement: the test vectors of the design")
struct DesignVectorTests {
    let material = SegmentedLayout(
        distribution: .spaceEvenly, indicator: .underline(width: .content, thickness: 3))
    let container = Size(width: 320, height: 44)

    @Test("Material underline: even gaps of 58.5 around widths 10, 60, 16")
    func materialGaps() {
        let arrangement = material.arrange(contentSizes: sizes([10, 60, 16]), in: container)
        #expect(arrangement.contentFrames.map(\.minX) == [58.5, 127, 245.5])
        #expect(arrangement.contentSize == container)
        #expect(
            Array(arrangement.segmentFrames)
                == arrangement.contentFrames.map {
                    Rect(x: $0.minX, y: 0, width: $0.width, height: 44)
                })
    }

    @Test("Material underline matches the selected label's width")
    func materialIndicator() {
        let arrangement = material.arrange(contentSizes: sizes([10, 60, 16]), in: container)
        #expect(arrangement.indicatorFrame(at: 1) == Rect(x: 127, y: 41, width: 60, height: 3))
        #expect(arrangement.indicatorFrame(at: 2) == Rect(x: 245.5, y: 41, width: 16, height: 3))
        let halfway = arrangement.indicatorFrame(at: 1.5)
        #expect(approx(halfway.minX, 186.25))
        #expect(approx(halfway.width, 38))
    }

    @Test("Material underline right to left: segment 0 sits at x 251.5")
    func materialRightToLeft() {
        var layout = material
        layout.layoutDirection = .rightToLeft
        let arrangement = layout.arrange(contentSizes: sizes([10, 60, 16]), in: container)
        #expect(arrangement.contentFrames[0].minX == 251.5)
        #expect(arrangement.contentFrames.map(\.minX) == [251.5, 133, 58.5])
        #expect(arrangement.indicatorFrame(at: 0).minX == 251.5)
    }

    @Test("Material hit testing covers the whole bar, splitting gaps at their middle")
    func materialHitTesting() {
        let arrangement = material.arrange(contentSizes: sizes([10, 60, 16]), in: container)
        func hit(_ x: Double) -> Int? { arrangement.segmentIndex(at: Point(x: x, y: 22)) }
        #expect(hit(0) == 0)
        #expect(hit(97.74) == 0)
        #expect(hit(97.75) == 1)
        #expect(hit(216.24) == 1)
        #expect(hit(216.25) == 2)
        #expect(hit(320) == 2)
        #expect(hit(-0.01) == nil)
        #expect(hit(320.01) == nil)
        #expect(arrangement.segmentIndex(at: Point(x: 100, y: -1)) == nil)
        #expect(arrangement.segmentIndex(at: Point(x: 100, y: 45)) == nil)
        #expect(arrangement.segmentIndex(at: Point(x: .nan, y: 10)) == nil)
    }

    @Test("Right-to-left hit testing mirrors left-to-right")
    func mirroredHitTesting() {
        var layout = material
        let ltr = layout.arrange(contentSizes: sizes([10, 60, 16]), in: container)
        layout.layoutDirection = .rightToLeft
        let rtl = layout.arrange(contentSizes: sizes([10, 60, 16]), in: container)
        for x in stride(from: 0.0, through: 320, by: 0.25) {
            #expect(
                ltr.segmentIndex(at: Point(x: x, y: 1))
                    == rtl.segmentIndex(at: Point(x: 320 - x, y: 1)))
        }
    }

    @Test("Paged header: a half-width bar follows the pager; titles fade 0.5 to 1")
    func pagedHeader() {
        let layout = SegmentedLayout(
            distribution: .spaceBetween, indicator: .underline(width: .fraction(0.5)))
        let arrangement = layout.arrange(
            contentSizes: sizes([28, 28]), in: Size(width: 187.5, height: 44))
        #expect(arrangement.indicatorFrame(at: 0).width == 14)
        #expect(arrangement.indicatorFrame(at: 0).minX == 7)
        #expect(arrangement.indicatorFrame(at: 1).minX == 166.5)
        #expect(approx(arrangement.indicatorFrame(at: 0.5).minX, 86.75))
        let opacity = { (index: Int) in 0.5 + 0.5 * arrangement.emphasis(of: index, at: 0.3) }
        #expect(approx(opacity(0), 0.85))
        #expect(approx(opacity(1), 0.65))
        let design = SegmentedDesign.pagedHeader
        #expect(
            approx(design.labelColor(emphasis: arrangement.emphasis(of: 0, at: 0.3)).alpha, 0.85))
        #expect(
            approx(design.labelColor(emphasis: arrangement.emphasis(of: 1, at: 0.3)).alpha, 0.65))
    }

    @Test("UIKit underline: the second of two equal segments puts the bar at x 80, 80 wide")
    func uikitUnderline() {
        let layout = SegmentedLayout(
            distribution: .fillEqually(spacing: 0),
            indicator: .underline(width: .segment, thickness: 2, offset: 10))
        let arrangement = layout.arrange(
            contentSizes: sizes([40, 70]), in: Size(width: 160, height: 44))
        let bar = arrangement.indicatorFrame(at: 1)
        #expect(bar.minX == 80)
        #expect(bar.width == 80)
        // 10 pt below the (vertically centred) 20-pt label, 2 pt thick.
        #expect(bar.minY == arrangement.contentFrames[1].maxY + 10)
        #expect(bar.height == 2)
    }
}

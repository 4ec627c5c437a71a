import SegmentedCore
import Testing

@Suite("Hit regions")
struct ArrangementHitRegionTests {
    let material = SegmentedLayout(
        distribution: .spaceEvenly, indicator: .underline(width: .content, thickness: 3))

    @Test("no segments, out-of-range indices: no region")
    func empty() {
        let none = material.arrange(contentSizes: [], in: Size(width: 320, height: 44))
        #expect(none.hitRegion(ofSegment: 0) == nil)
        let three = material.arrange(
            contentSizes: sizes([10, 60, 16]), in: Size(width: 320, height: 44))
        #expect(three.hitRegion(ofSegment: -1) == nil)
        #expect(three.hitRegion(ofSegment: 3) == nil)
    }

    @Test("one segment owns the whole bar")
    func one() {
        let one = material.arrange(contentSizes: sizes([40]), in: Size(width: 200, height: 44))
        #expect(one.hitRegion(ofSegment: 0) == Rect(x: 0, y: 0, width: 200, height: 44))
    }

    @Test("Material vector: regions split the gaps at their middles, as tapping does")
    func materialVector() {
        let arrangement = material.arrange(
            contentSizes: sizes([10, 60, 16]), in: Size(width: 320, height: 44))
        #expect(arrangement.hitRegion(ofSegment: 0) == Rect(x: 0, y: 0, width: 97.75, height: 44))
        #expect(
            arrangement.hitRegion(ofSegment: 1) == Rect(x: 97.75, y: 0, width: 118.5, height: 44))
        #expect(
            arrangement.hitRegion(ofSegment: 2) == Rect(x: 216.25, y: 0, width: 103.75, height: 44))
    }

    @Test("regions tile the bar and agree with segmentIndex(at:), both directions")
    func agreesWithHitTesting() {
        for direction in LayoutDirection.allCases {
            var layout = material
            layout.layoutDirection = direction
            let arrangement = layout.arrange(
                contentSizes: sizes([10, 60, 16, 33]), in: Size(width: 320, height: 44))
            var total = 0.0
            for index in 0..<arrangement.count {
                let region = try! #require(arrangement.hitRegion(ofSegment: index))
                total += region.width
                #expect(region.height == arrangement.contentSize.height)
                for fraction in [0.01, 0.5, 0.99] {
                    let point = Point(x: region.minX + region.width * fraction, y: region.midY)
                    #expect(arrangement.segmentIndex(at: point) == index)
                }
            }
            #expect(approx(total, arrangement.contentSize.width))
        }
    }

    @Test("right-to-left mirrors the regions: segment 0 owns the right edge")
    func rightToLeft() {
        var layout = material
        layout.layoutDirection = .rightToLeft
        let arrangement = layout.arrange(
            contentSizes: sizes([10, 60, 16]), in: Size(width: 320, height: 44))
        #expect(
            arrangement.hitRegion(ofSegment: 0) == Rect(x: 222.25, y: 0, width: 97.75, height: 44))
        #expect(arrangement.hitRegion(ofSegment: 2) == Rect(x: 0, y: 0, width: 103.75, height: 44))
    }

    @Test("an overflowing bar's regions cover its whole content width")
    func overflow() {
        let packed = SegmentedLayout(distribution: .packed(spacing: 8), indicator: .none)
        let arrangement = packed.arrange(
            contentSizes: sizes([100, 100, 100]), in: Size(width: 120, height: 36))
        #expect(arrangement.contentSize.width == 316)
        #expect(arrangement.hitRegion(ofSegment: 2)?.maxX == 316)
    }
}

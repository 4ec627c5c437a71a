import SegmentedCore
import Testing

@Suite("Nearest segment and clamped corner radii")
struct NearestSegmentTests {
    @Test("the nearest segment rounds halfway up, clamps, and is nil without segments")
    func nearest() {
        let arrangement = SegmentedLayout(distribution: .fillEqually())
            .arrange(contentSizes: sizes([10, 10, 10]), in: Size(width: 90, height: 20))
        #expect(arrangement.nearestSegment(at: 1.4) == 1)
        #expect(arrangement.nearestSegment(at: 1.5) == 2)
        #expect(arrangement.nearestSegment(at: -3) == 0)
        #expect(arrangement.nearestSegment(at: 9) == 2)
        #expect(arrangement.nearestSegment(at: .nan) == 0)
        let empty = SegmentedLayout(distribution: .fillEqually())
            .arrange(contentSizes: [], in: Size(width: 90, height: 20))
        #expect(empty.nearestSegment(at: 0) == nil)
    }

    @Test("a track's corner radius is clamped like an indicator's: infinity is a capsule")
    func trackRadius() {
        var design = SegmentedDesign.slidingPill
        #expect(design.trackCornerRadius(fitting: Size(width: 300, height: 32)) == 9)
        design.trackCornerRadius = .infinity
        #expect(design.trackCornerRadius(fitting: Size(width: 300, height: 32)) == 16)
        design.trackCornerRadius = .nan
        #expect(design.trackCornerRadius(fitting: Size(width: 300, height: 32)) == 0)
        design.trackCornerRadius = 5
        #expect(design.trackCornerRadius(fitting: Size(width: .nan, height: 32)) == 0)
    }
}

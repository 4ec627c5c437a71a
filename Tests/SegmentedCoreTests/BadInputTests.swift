import SegmentedCore
import Testing

/// The bad-input table of the README, row by row: each input, its documented result.
@Suite("Bad input never traps")
struct BadInputTests {
    let layout = SegmentedLayout(distribution: .spaceEvenly, indicator: .underline(width: .content))

    @Test("empty items: no frames, the container's size, a zero indicator, no hit")
    func emptyItems() {
        let arrangement = layout.arrange(contentSizes: [], in: Size(width: 320, height: 44))
        #expect(arrangement.isEmpty)
        #expect(arrangement.contentSize == Size(width: 320, height: 44))
        #expect(arrangement.indicatorFrame(at: 0) == .zero)
        #expect(arrangement.segmentIndex(at: Point(x: 10, y: 10)) == nil)
        #expect(arrangement.emphasis(of: 0, at: 0) == 0)
        #expect(arrangement.visibleSegments(offset: 0, viewportWidth: 320).isEmpty)
    }

    @Test("NaN, infinite and negative content sizes count as zero")
    func badContentSizes() {
        let bad = [
            Size(width: .nan, height: 10), Size(width: -50, height: .infinity),
            Size(width: .infinity, height: -1), Size(width: 20, height: .nan),
        ]
        let arrangement = layout.arrange(contentSizes: bad, in: Size(width: 100, height: 20))
        #expect(arrangement.contentFrames.map(\.width) == [0, 0, 0, 20])
        #expect(arrangement.contentFrames.map(\.height) == [10, 0, 0, 0])
        #expect(arrangement.segmentFrames.allSatisfy { $0.isFinite })
        #expect(arrangement.contentSize == Size(width: 100, height: 20))
    }

    @Test("a zero-width, NaN or negative container lays out as zero wide and scrolls")
    func badContainers() {
        for width in [0.0, .nan, -320] {
            let arrangement = layout.arrange(
                contentSizes: sizes([10, 20]), in: Size(width: width, height: .nan))
            #expect(arrangement.contentSize == Size(width: 30, height: 20))
            #expect(arrangement.segmentFrames.map(\.minX) == [0, 10])
            #expect(arrangement.indicatorFrame(at: 1).isFinite)
        }
    }

    @Test("an infinite container asks for the ideal size")
    func infiniteContainer() {
        let arrangement = layout.arrange(
            contentSizes: sizes([10, 20]), in: Size(width: .infinity, height: .infinity))
        #expect(arrangement.contentSize == layout.idealSize(contentSizes: sizes([10, 20])))
        #expect(arrangement.contentSize == Size(width: 30, height: 20))
    }

    @Test("NaN and out-of-range positions are clamped")
    func badPositions() {
        let arrangement = layout.arrange(
            contentSizes: sizes([10, 20, 30]), in: Size(width: 320, height: 44))
        for position in [Double.nan, -1, -.infinity, 2.5, 1e300, .infinity] {
            let frame = arrangement.indicatorFrame(at: position)
            #expect(frame.isFinite)
            #expect(frame == arrangement.indicatorFrame(at: arrangement.clampedPosition(position)))
        }
        #expect(arrangement.clampedPosition(.nan) == 0)
        #expect(arrangement.clampedPosition(9) == 2)
    }

    @Test("bad layout parameters count as zero (or are raised to the minimum)")
    func badParameters() {
        let hostile = SegmentedLayout(
            distribution: .fillEqually(spacing: .nan),
            indicator: Indicator(
                placement: .underline, width: .fraction(-2), thickness: .infinity, offset: .nan),
            insets: EdgeInsets(top: .nan, leading: -5, bottom: .infinity, trailing: 3),
            contentPadding: EdgeInsets(all: -4), minimumSegmentWidth: .nan,
            maximumSegmentWidth: -10, minimumGap: -.infinity)
        let arrangement = hostile.arrange(
            contentSizes: sizes([10, 20]), in: Size(width: 100, height: 30))
        #expect(
            arrangement.segmentFrames.allSatisfy { $0.isFinite && $0.width >= 0 && $0.minX >= 0 })
        #expect(arrangement.indicatorFrame(at: 0.5).isFinite)
        #expect(arrangement.indicatorFrame(at: 0).width == 0)
        // A maximum below the minimum is raised to it: boxes are 0 wide here.
        #expect(arrangement.contentFrames.allSatisfy { $0.width == 0 })
    }

    @Test("a million segments arrange in linear time with every frame in place")
    func millionSegments() {
        let count = 1_000_000
        let arrangement = SegmentedLayout(distribution: .packed(spacing: 1))
            .arrange(
                contentSizes: Array(repeating: Size(width: 3, height: 1), count: count),
                in: Size(width: 320, height: 10))
        #expect(arrangement.count == count)
        #expect(arrangement.contentSize.width == Double(count) * 4 - 1)
        #expect(arrangement.segmentFrames[count - 1].minX == Double(count - 1) * 4)
        #expect(arrangement.segmentIndex(at: Point(x: 2_000_001, y: 5)) == 500_000)
        #expect(arrangement.indicatorFrame(at: 765_432.5).minX == 765_432.5 * 4)
        #expect(arrangement.visibleSegments(offset: 4000, viewportWidth: 320) == 1000..<1080)
    }
}

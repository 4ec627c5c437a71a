import SegmentedCore
import Testing

@Suite("Arrangement: distributions")
struct DistributionTests {
    let container = Size(width: 100, height: 10)

    @Test("fillEqually gives equal boxes with spacing and centres content")
    func fillEqually() {
        let layout = SegmentedLayout(distribution: .fillEqually(spacing: 5))
        let arrangement = layout.arrange(
            contentSizes: sizes([10, 20, 4], height: 4), in: container)
        #expect(arrangement.segmentFrames.map(\.width) == [30, 30, 30])
        #expect(arrangement.segmentFrames.map(\.minX) == [0, 35, 70])
        #expect(arrangement.contentFrames.map(\.midX) == [15, 50, 85])
        #expect(arrangement.contentFrames[0].minY == 3)
        #expect(
            ascii(arrangement) == "|" + String(repeating: "A", count: 30) + "....."
                + String(repeating: "B", count: 30) + "....." + String(repeating: "C", count: 30)
                + "|")
    }

    @Test("spaceBetween pins the ends; spaceAround halves the edge gaps")
    func spreading() {
        let between = SegmentedLayout(distribution: .spaceBetween)
            .arrange(contentSizes: sizes([10, 20, 10]), in: container)
        #expect(between.segmentFrames.map(\.minX) == [0, 40, 90])
        let around = SegmentedLayout(distribution: .spaceAround)
            .arrange(contentSizes: sizes([10, 20, 10]), in: container)
        // Spare 60 over 3 segments: gaps of 20, edges of 10.
        #expect(around.segmentFrames.map(\.minX) == [10, 40, 80])
        #expect(
            ascii(around)
                == "|..........AAAAAAAAAA....................BBBBBBBBBBBBBBBBBBBB....................CCCCCCCCCC..........|"
        )
    }

    @Test("spaceBetween with one segment puts it at the leading edge")
    func spaceBetweenSingle() {
        let ltr = SegmentedLayout(distribution: .spaceBetween)
            .arrange(contentSizes: sizes([10]), in: container)
        #expect(ltr.segmentFrames[0].minX == 0)
        let rtl = SegmentedLayout(distribution: .spaceBetween, layoutDirection: .rightToLeft)
            .arrange(contentSizes: sizes([10]), in: container)
        #expect(rtl.segmentFrames[0].maxX == 100)
    }

    @Test("packed hugs content from the leading edge with fixed spacing")
    func packed() {
        let layout = SegmentedLayout(distribution: .packed(spacing: 8))
        let arrangement = layout.arrange(contentSizes: sizes([10, 20]), in: container)
        #expect(arrangement.segmentFrames.map(\.minX) == [0, 18])
        #expect(arrangement.contentSize.width == 100)
        #expect(!arrangement.scrolls(in: 100))
    }

    @Test("container insets and content padding shape the segment frames")
    func insetsAndPadding() {
        let layout = SegmentedLayout(
            distribution: .packed(spacing: 0),
            insets: EdgeInsets(top: 1, leading: 5, bottom: 1, trailing: 0),
            contentPadding: EdgeInsets(horizontal: 3, vertical: 0))
        let arrangement = layout.arrange(contentSizes: sizes([10, 20], height: 4), in: container)
        #expect(arrangement.segmentFrames[0] == Rect(x: 5, y: 1, width: 16, height: 8))
        #expect(arrangement.contentFrames[0] == Rect(x: 8, y: 3, width: 10, height: 4))
        #expect(arrangement.segmentFrames[1].minX == 21)
    }

    @Test("minimum and maximum segment widths bound the boxes")
    func minimumAndMaximum() {
        let layout = SegmentedLayout(
            distribution: .packed(spacing: 0), minimumSegmentWidth: 15, maximumSegmentWidth: 25)
        let arrangement = layout.arrange(contentSizes: sizes([10, 20, 40]), in: container)
        #expect(arrangement.segmentFrames.map(\.width) == [15, 20, 25])
        // Content wider than the maximum gets the room there is; the front-end truncates it.
        #expect(arrangement.contentFrames[2].width == 25)
        #expect(arrangement.contentFrames[0].midX == arrangement.segmentFrames[0].midX)
    }

    @Test("a maximum narrower than the equal share centres the equal segments")
    func fillEquallyWithMaximum() {
        let layout = SegmentedLayout(distribution: .fillEqually(), maximumSegmentWidth: 20)
        let arrangement = layout.arrange(contentSizes: sizes([5, 5]), in: container)
        #expect(arrangement.segmentFrames.map(\.minX) == [30, 50])
        #expect(arrangement.contentSize.width == 100)
    }

    @Test(
        "content that does not fit scrolls instead of overlapping or squeezing",
        arguments: Distribution.allDefaults)
    func overflow(distribution: Distribution) {
        let layout = SegmentedLayout(distribution: distribution, minimumGap: 4)
        let widths: [Double] = [40, 50, 60]
        let arrangement = layout.arrange(contentSizes: sizes(widths), in: container)
        #expect(arrangement.scrolls(in: 100))
        #expect(arrangement.contentSize.width > 100)
        for (frame, width) in zip(arrangement.contentFrames, widths) {
            #expect(frame.width == width)
        }
        for index in 1..<3 {
            #expect(
                arrangement.segmentFrames[index].minX >= arrangement.segmentFrames[index - 1].maxX)
        }
        #expect(arrangement.segmentFrames.last!.maxX <= arrangement.contentSize.width)
    }

    @Test("overflowing spaceEvenly falls to the minimum gap, edges included")
    func overflowGaps() {
        let layout = SegmentedLayout(distribution: .spaceEvenly, minimumGap: 4)
        let arrangement = layout.arrange(contentSizes: sizes([40, 50, 60]), in: container)
        #expect(arrangement.segmentFrames.map(\.minX) == [4, 48, 102])
        #expect(arrangement.contentSize.width == 166)
    }

    static let idealCases: [(Distribution, Double)] = [
        (.fillEqually(spacing: 2), 62),
        (.spaceEvenly, 52),
        (.spaceBetween, 44),
        (.spaceAround, 48),
        (.packed(spacing: 6), 46),
    ]

    @Test("the ideal size hugs content with minimum gaps", arguments: idealCases)
    func idealSize(distribution: Distribution, expected: Double) {
        let layout = SegmentedLayout(distribution: distribution, minimumGap: 4)
        let ideal = layout.idealSize(contentSizes: sizes([10, 30], height: 12))
        #expect(ideal == Size(width: expected, height: 12))
    }

    @Test("right to left mirrors every frame", arguments: Distribution.allDefaults)
    func mirroring(distribution: Distribution) {
        var layout = SegmentedLayout(
            distribution: distribution,
            indicator: .fill(insets: EdgeInsets(top: 1, leading: 2, bottom: 1, trailing: 0)),
            insets: EdgeInsets(top: 0, leading: 3, bottom: 0, trailing: 1),
            contentPadding: EdgeInsets(top: 0, leading: 4, bottom: 0, trailing: 1))
        let ltr = layout.arrange(contentSizes: sizes([7, 13, 21]), in: container)
        layout.layoutDirection = .rightToLeft
        let rtl = layout.arrange(contentSizes: sizes([7, 13, 21]), in: container)
        let width = ltr.contentSize.width
        for index in 0..<3 {
            let a = ltr.segmentFrames[index]
            let b = rtl.segmentFrames[index]
            #expect(approx(b.minX, width - a.maxX) && b.width == a.width)
            #expect(approx(rtl.contentFrames[index].minX, width - ltr.contentFrames[index].maxX))
            #expect(
                approx(
                    rtl.indicatorFrame(at: Double(index)).minX,
                    width - ltr.indicatorFrame(at: Double(index)).maxX))
        }
        #expect(approx(rtl.indicatorFrame(at: 0.4).maxX, width - ltr.indicatorFrame(at: 0.4).minX))
    }

    @Test("visible segments are the ones a window overlaps")
    func visibleSegments() {
        let layout = SegmentedLayout(distribution: .packed(spacing: 0))
        let arrangement = layout.arrange(
            contentSizes: sizes(Array(repeating: 10, count: 50)), in: container)
        #expect(arrangement.visibleSegments(offset: 0, viewportWidth: 100) == 0..<10)
        #expect(arrangement.visibleSegments(offset: 15, viewportWidth: 20) == 1..<4)
        #expect(arrangement.visibleSegments(offset: 490, viewportWidth: 100) == 49..<50)
        #expect(arrangement.visibleSegments(offset: 600, viewportWidth: 100).isEmpty)
        #expect(arrangement.visibleSegments(offset: 0, viewportWidth: .nan).isEmpty)
        let rtl = SegmentedLayout(distribution: .packed(spacing: 0), layoutDirection: .rightToLeft)
            .arrange(contentSizes: sizes(Array(repeating: 10, count: 50)), in: container)
        // Segment 0 is at the far right of the 500-wide content.
        #expect(rtl.visibleSegments(offset: 400, viewportWidth: 100) == 0..<10)
        #expect(rtl.visibleSegments(offset: 0, viewportWidth: 20) == 48..<50)
    }
}

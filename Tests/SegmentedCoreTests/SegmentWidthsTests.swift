import SegmentedCore
import Testing

@Suite("Arrangement: fixed segment widths and proportional filling")
struct SegmentWidthsTests {
    let container = Size(width: 320, height: 44)

    func layout(
        _ distribution: Distribution, widths: [Double],
        direction: LayoutDirection = .leftToRight
    ) -> SegmentedLayout {
        SegmentedLayout(
            distribution: distribution, indicator: .fill(), layoutDirection: direction,
            segmentWidths: widths)
    }

    // MARK: Fixed widths

    @Test("a fixed width in fillEqually: the others share what is left equally")
    func fillEquallyShares() {
        let arrangement = layout(.fillEqually(), widths: [0, 100, 0])
            .arrange(contentSizes: sizes([10, 20, 30]), in: container)
        #expect(arrangement.segmentFrames.map(\.width) == [110, 100, 110])
        #expect(arrangement.segmentFrames.map(\.minX) == [0, 110, 210])
        #expect(arrangement.contentFrames[1].midX == 160)
        #expect(arrangement.indicatorFrame(at: 1) == arrangement.segmentFrames[1])
        // Hit testing follows the frames: the boundaries are the segments' edges.
        #expect(arrangement.segmentIndex(at: Point(x: 109, y: 10)) == 0)
        #expect(arrangement.segmentIndex(at: Point(x: 111, y: 10)) == 1)
        #expect(arrangement.segmentIndex(at: Point(x: 209, y: 10)) == 1)
        #expect(arrangement.segmentIndex(at: Point(x: 211, y: 10)) == 2)
    }

    @Test("right to left mirrors fixed widths: segment 0 at the right")
    func rightToLeft() {
        let arrangement = layout(.fillEqually(), widths: [50, 0, 0], direction: .rightToLeft)
            .arrange(contentSizes: sizes([10, 20, 30]), in: container)
        #expect(arrangement.segmentFrames.map(\.width) == [50, 135, 135])
        #expect(arrangement.segmentFrames.map(\.minX) == [270, 135, 0])
        #expect(arrangement.segmentIndex(at: Point(x: 300, y: 10)) == 0)
        #expect(arrangement.segmentIndex(at: Point(x: 269, y: 10)) == 1)
        #expect(arrangement.segmentIndex(at: Point(x: 10, y: 10)) == 2)
    }

    @Test("0 sizes a segment automatically: all zeros arrange as no fixed widths")
    func zeroIsAutomatic() {
        for distribution in Distribution.allDefaults + [.fillProportionally(spacing: 4)] {
            let automatic = layout(distribution, widths: [])
                .arrange(contentSizes: sizes([10, 60, 16]), in: container)
            let zeros = layout(distribution, widths: [0, 0, 0])
                .arrange(contentSizes: sizes([10, 60, 16]), in: container)
            #expect(zeros == automatic, "\(distribution)")
        }
    }

    @Test("a hugging distribution places a fixed segment as if its content were that wide")
    func hugging() {
        let packed = layout(.packed(spacing: 8), widths: [50])
            .arrange(contentSizes: sizes([10, 20]), in: container)
        #expect(packed.segmentFrames.map(\.width) == [50, 20])
        #expect(packed.segmentFrames.map(\.minX) == [0, 58])
        #expect(packed.contentFrames[0] == Rect(x: 20, y: 12, width: 10, height: 20))
        let even = layout(.spaceEvenly, widths: [0, 100])
            .arrange(contentSizes: sizes([20, 20]), in: Size(width: 180, height: 44))
        // Spare 180 − 120 over three gaps.
        #expect(even.segmentFrames.map(\.minX) == [20, 60])
    }

    @Test("a fixed width wins over the minimum and maximum; wider content is cut to it")
    func fixedWinsOverLimits() {
        var narrow = layout(.packed(), widths: [100, 30])
        narrow.minimumSegmentWidth = 50
        narrow.maximumSegmentWidth = 60
        narrow.contentPadding = EdgeInsets(top: 0, leading: 5, bottom: 0, trailing: 5)
        let arrangement = narrow.arrange(contentSizes: sizes([10, 80]), in: container)
        #expect(arrangement.segmentFrames.map(\.width) == [100, 30])
        #expect(arrangement.contentFrames[1].width == 20)
        #expect(arrangement.contentFrames[1].minX == 105)
    }

    @Test("fixed widths that do not fit make the bar scroll, never overlap")
    func overflow() {
        let arrangement = layout(.fillEqually(), widths: [200, 200])
            .arrange(contentSizes: sizes([10, 10, 10]), in: container)
        #expect(arrangement.segmentFrames.map(\.width) == [200, 200, 10])
        #expect(arrangement.contentSize.width == 410)
        #expect(arrangement.scrolls(in: 320))
    }

    @Test("every segment fixed in fillEqually: the row is centred")
    func allFixedCentred() {
        let arrangement = layout(.fillEqually(), widths: [100, 60])
            .arrange(contentSizes: sizes([10, 10]), in: container)
        #expect(arrangement.segmentFrames.map(\.minX) == [80, 180])
        #expect(arrangement.contentSize.width == 320)
    }

    @Test(
        "NaN, negative, zero and infinite widths are automatic; huge ones are the maximum length",
        arguments: [-5.0, -.infinity, .nan, .infinity, 0, -0.0, -.leastNonzeroMagnitude])
    func badWidths(width: Double) {
        for distribution in Distribution.allDefaults + [.fillProportionally()] {
            let automatic = layout(distribution, widths: [])
                .arrange(contentSizes: sizes([10, 60]), in: container)
            let bad = layout(distribution, widths: [width, width])
                .arrange(contentSizes: sizes([10, 60]), in: container)
            #expect(bad == automatic, "\(distribution) \(width)")
        }
        let huge = layout(.packed(), widths: [1e300])
            .arrange(contentSizes: sizes([10]), in: container)
        #expect(huge.segmentFrames[0].width == SegmentedLayout.maximumLength)
        #expect(huge.contentSize.width.isFinite)
    }

    @Test("fewer widths than segments leave the rest automatic; extra ones are ignored")
    func countMismatch() {
        let short = layout(.fillEqually(), widths: [100])
            .arrange(contentSizes: sizes([10, 10, 10]), in: container)
        #expect(short.segmentFrames.map(\.width) == [100, 110, 110])
        let long = layout(.fillEqually(), widths: [0, 0, 0, 500, 7])
            .arrange(contentSizes: sizes([10, 10, 10]), in: container)
        #expect(
            long
                == layout(.fillEqually(), widths: []).arrange(
                    contentSizes: sizes([10, 10, 10]), in: container))
    }

    @Test("the ideal size counts a fixed width instead of the content")
    func idealSize() {
        let ideal = layout(.fillEqually(spacing: 2), widths: [0, 80])
            .idealSize(contentSizes: sizes([30, 10, 20]))
        #expect(ideal.width == 30 + 80 + 30 + 4)
    }

    // MARK: Proportional filling

    @Test("fillProportionally scales every segment by one factor to fill the width")
    func proportional() {
        let arrangement = SegmentedLayout(distribution: .fillProportionally())
            .arrange(contentSizes: sizes([10, 30]), in: Size(width: 80, height: 10))
        #expect(arrangement.segmentFrames.map(\.width) == [20, 60])
        #expect(arrangement.segmentFrames.map(\.minX) == [0, 20])
        #expect(arrangement.contentFrames.map(\.midX) == [10, 50])
        #expect(arrangement.segmentIndex(at: Point(x: 21, y: 5)) == 1)
    }

    @Test("fillProportionally with spacing, padding, a fixed segment and right to left")
    func proportionalMixed() {
        var layout = SegmentedLayout(
            distribution: .fillProportionally(spacing: 10), layoutDirection: .rightToLeft,
            contentPadding: EdgeInsets(top: 0, leading: 5, bottom: 0, trailing: 5))
        layout.segmentWidths = [0, 40, 0]
        let arrangement = layout.arrange(
            contentSizes: sizes([10, 10, 40]), in: Size(width: 200, height: 10))
        // Room 200 − 40 − 20 = 140 over boxes 20 and 50: × 2.
        #expect(arrangement.segmentFrames.map(\.width) == [40, 40, 100])
        #expect(arrangement.segmentFrames.map(\.minX) == [160, 110, 0])
    }

    @Test("fillProportionally never squeezes: content that does not fit scrolls")
    func proportionalOverflow() {
        let arrangement = SegmentedLayout(distribution: .fillProportionally())
            .arrange(contentSizes: sizes([60, 60]), in: Size(width: 80, height: 10))
        #expect(arrangement.segmentFrames.map(\.width) == [60, 60])
        #expect(arrangement.contentSize.width == 120)
        let ideal = SegmentedLayout(distribution: .fillProportionally(spacing: 3))
            .idealSize(contentSizes: sizes([10, 30]))
        #expect(ideal.width == 43)
    }

    @Test("fillProportionally: empty content shares equally; capped segments are centred")
    func proportionalEdges() {
        let empty = SegmentedLayout(distribution: .fillProportionally())
            .arrange(contentSizes: sizes([0, 0]), in: Size(width: 80, height: 10))
        #expect(empty.segmentFrames.map(\.width) == [40, 40])
        var capped = SegmentedLayout(distribution: .fillProportionally())
        capped.maximumSegmentWidth = 30
        let arrangement = capped.arrange(
            contentSizes: sizes([10, 20]), in: Size(width: 100, height: 10))
        #expect(arrangement.segmentFrames.map(\.width) == [30, 30])
        #expect(arrangement.segmentFrames.map(\.minX) == [20, 50])
        #expect(Distribution.fillProportionally().name == "fillProportionally")
    }
}

@Suite("Distribution: sizing segments by content or equally")
struct SizingByContentTests {
    @Test("only fillEqually makes equal segments")
    func reads() {
        #expect(!Distribution.fillEqually(spacing: 3).sizesSegmentsByContent)
        for distribution in [
            Distribution.fillProportionally(), .spaceEvenly, .spaceBetween, .spaceAround,
            .packed(spacing: 2),
        ] {
            #expect(distribution.sizesSegmentsByContent, "\(distribution)")
        }
    }

    @Test("switching keeps the spacing; each result reads back as asked")
    func switches() {
        #expect(
            Distribution.fillEqually(spacing: 2).sizingSegmentsByContent(true)
                == .fillProportionally(spacing: 2))
        #expect(
            Distribution.fillProportionally(spacing: 2).sizingSegmentsByContent(false)
                == .fillEqually(spacing: 2))
        #expect(
            Distribution.packed(spacing: 8).sizingSegmentsByContent(false)
                == .fillEqually(spacing: 8))
        #expect(Distribution.spaceEvenly.sizingSegmentsByContent(false) == .fillEqually(spacing: 0))
        #expect(Distribution.spaceAround.sizingSegmentsByContent(true) == .spaceAround)
        for distribution in Distribution.allDefaults + [.fillProportionally(spacing: 1)] {
            for byContent in [false, true] {
                let switched = distribution.sizingSegmentsByContent(byContent)
                #expect(switched.sizesSegmentsByContent == byContent, "\(distribution)")
                #expect(switched.sizingSegmentsByContent(byContent) == switched)
            }
        }
    }
}

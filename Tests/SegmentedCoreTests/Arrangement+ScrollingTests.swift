import SegmentedCore
import Testing

@Suite("Arrangement: scrolling to reveal a segment")
struct ScrollOffsetTests {
    let arrangement = SegmentedLayout(distribution: .packed(spacing: 0))
        .arrange(
            contentSizes: sizes(Array(repeating: 50, count: 10)), in: Size(width: 100, height: 20))

    @Test("centre alignment centres the segment, clamped to the content")
    func centre() {
        #expect(arrangement.scrollOffset(revealing: 5, viewportWidth: 100) == 225)
        #expect(arrangement.scrollOffset(revealing: 0, viewportWidth: 100) == 0)
        #expect(arrangement.scrollOffset(revealing: 9, viewportWidth: 100) == 400)
        #expect(arrangement.scrollOffset(revealing: 4.5, viewportWidth: 100) == 200)
    }

    @Test("minimal alignment scrolls only as far as needed")
    func minimal() {
        #expect(
            arrangement.scrollOffset(
                revealing: 2, viewportWidth: 100, alignment: .minimal(currentOffset: 80)) == 80)
        #expect(
            arrangement.scrollOffset(
                revealing: 5, viewportWidth: 100, alignment: .minimal(currentOffset: 80)) == 200)
        #expect(
            arrangement.scrollOffset(
                revealing: 1, viewportWidth: 100, alignment: .minimal(currentOffset: 80)) == 50)
        #expect(
            arrangement.scrollOffset(
                revealing: 1, viewportWidth: 20, alignment: .minimal(currentOffset: 0)) == 50)
    }

    @Test("a bar that fits, an empty bar and bad viewports give offset 0")
    func degenerate() {
        let fits = SegmentedLayout(distribution: .fillEqually()).arrange(
            contentSizes: sizes([10, 10]), in: Size(width: 100, height: 20))
        #expect(fits.scrollOffset(revealing: 1, viewportWidth: 100) == 0)
        let empty = SegmentedLayout(distribution: .fillEqually()).arrange(
            contentSizes: [], in: Size(width: 100, height: 20))
        #expect(empty.scrollOffset(revealing: 1, viewportWidth: 100) == 0)
        #expect(arrangement.scrollOffset(revealing: 3, viewportWidth: -5) == 0)
        #expect(arrangement.scrollOffset(revealing: .nan, viewportWidth: 100) == 0)
        #expect(
            arrangement.scrollOffset(
                revealing: 3, viewportWidth: 100, alignment: .minimal(currentOffset: .infinity))
                == 100)
    }
}

@Suite("Scrolling: a right-to-left segment wider than the viewport")
struct RightToLeftWideSegmentScrollTests {
    // Packed with no spacing, right to left, widths [100, 300, 100] in a 250-wide container:
    // the content is 500 wide and segment 0 sits at the right, so the frames are
    //   segment 2: 0...100, segment 1: 100...400, segment 0: 400...500.
    let arrangement = SegmentedLayout(
        distribution: .packed(spacing: 0), layoutDirection: .rightToLeft
    )
    .arrange(contentSizes: sizes([100, 300, 100]), in: Size(width: 250, height: 20))

    @Test("the frames are the hand-drawn ones")
    func frames() {
        #expect(arrangement.segmentFrames.map(\.minX) == [400, 100, 0])
        #expect(arrangement.segmentFrames.map(\.maxX) == [500, 400, 100])
    }

    @Test(
        "minimal scrolling shows the wide segment's leading (right) edge at the viewport's right",
        arguments: [0.0, 100, 250])
    func leadingEdgeInView(currentOffset: Double) {
        // Segment 1 (300) is wider than the 250 viewport, so only its leading edge can be
        // shown whole. In right-to-left the leading edge is the right one, x = 400; the
        // viewport ends there when its left edge is 400 − 250 = 150, wherever it was before.
        #expect(
            arrangement.scrollOffset(
                revealing: 1, viewportWidth: 250,
                alignment: .minimal(currentOffset: currentOffset)) == 150)
    }

    @Test("left to right, the same wide segment shows its left edge")
    func leftToRightCounterpart() {
        // Mirrored: segment 1 spans 100...400 and its leading edge is x = 100.
        let ltr = SegmentedLayout(distribution: .packed(spacing: 0))
            .arrange(contentSizes: sizes([100, 300, 100]), in: Size(width: 250, height: 20))
        #expect(
            ltr.scrollOffset(
                revealing: 1, viewportWidth: 250, alignment: .minimal(currentOffset: 250)) == 100)
    }
}

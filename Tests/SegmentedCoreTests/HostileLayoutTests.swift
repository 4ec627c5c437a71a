import Testing

@testable import SegmentedCore

/// Layout under hostile numbers: each test names the input and the documented result, and
/// the regressions found by property tests and fuzzing keep their exact inputs.
@Suite("Layout under hostile input")
struct HostileLayoutTests {
    static let three = [
        Size(width: 10, height: 20), Size(width: 60, height: 20), Size(width: 16, height: 20),
    ]

    @Test("right-to-left equal segments filling the container start at x = 0, not just below it")
    func mirroredEqualSegments() {
        // 3 × 106.67 = 320 mirrors to x = −1.4e−14 without the clamp (the sliding pill preset).
        for design in [SegmentedDesign.slidingPill, .uikitUnderline] {
            let arrangement = design.withLayoutDirection(.rightToLeft).layout.arrange(
                contentSizes: Self.three, in: Size(width: 320, height: 32))
            for frame in Array(arrangement.segmentFrames) + arrangement.contentFrames {
                #expect(frame.minX >= 0, "\(design.id): \(frame)")
            }
            #expect(arrangement.invariantViolations() == [], "\(design.id)")
        }
    }

    @Test("lengths beyond 10¹² count as 10¹², so sums stay finite and frames ordered")
    func hugeLengths() {
        let huge = Array(repeating: Size(width: .greatestFiniteMagnitude, height: 20), count: 3)
        for distribution in Distribution.allDefaults {
            let arrangement = SegmentedLayout(distribution: distribution).arrange(
                contentSizes: huge, in: Size(width: 320, height: 44))
            #expect(arrangement.contentSize.width.isFinite, "\(distribution)")
            #expect(arrangement.contentSize.width >= 3e12, "\(distribution)")
            #expect(arrangement.invariantViolations() == [], "\(distribution)")
        }
        let one = SegmentedLayout(distribution: .packed()).arrange(
            contentSizes: [Size(width: 1e300, height: 20)], in: Size(width: 320, height: 44))
        #expect(one.contentSize.width == SegmentedLayout.maximumLength)
        #expect(one.contentFrames[0].width == SegmentedLayout.maximumLength)
    }

    @Test("a 10²⁷⁰ inset next to 10²³¹ padding keeps right-to-left frames non-negative")
    func mixedMagnitudes() {
        // Found by the property tests: without the cap the padding vanished next to the inset
        // and mirroring put every segment at x = −2.1e231.
        let layout = SegmentedLayout(
            distribution: .fillEqually(spacing: 11.9), layoutDirection: .rightToLeft,
            insets: EdgeInsets(top: 23.1, leading: 1.37e270, bottom: 3.05, trailing: 2.2),
            contentPadding: EdgeInsets(top: 17.7, leading: 2.14e231, bottom: 7.9, trailing: .nan),
            minimumSegmentWidth: 283_388.7, minimumGap: -380_432.6)
        let sizes = [
            Size(width: 79.97, height: 21.98), Size(width: 85.96, height: 19.33),
            Size(width: 35.17, height: 20.77), Size(width: 7.94, height: 16.96),
        ]
        let arrangement = layout.arrange(contentSizes: sizes, in: Size(width: 320, height: 44))
        #expect(arrangement.invariantViolations() == [])
    }

    @Test("content stays inside its segment when the padding is wider than the maximum width")
    func paddingWiderThanMaximum() {
        for direction in LayoutDirection.allCases {
            let layout = SegmentedLayout(
                distribution: .packed(spacing: 4), layoutDirection: direction,
                contentPadding: EdgeInsets(horizontal: 20), maximumSegmentWidth: 10)
            let arrangement = layout.arrange(
                contentSizes: Self.three, in: Size(width: 320, height: 44))
            for (segment, content) in zip(arrangement.segmentFrames, arrangement.contentFrames) {
                #expect(segment.width == 10)
                #expect(content.width == 0)
                #expect(
                    content.minX >= segment.minX && content.maxX <= segment.maxX, "\(direction)")
            }
            #expect(arrangement.invariantViolations() == [], "\(direction)")
        }
    }

    @Test("rounding never lifts content above the top of its segment")
    func contentHeightRounding() {
        // 22.91 + 5.1 − 5.1 − 22.91 = −3.6e−15: centring put the content at y = −1.8e−15.
        let layout = SegmentedLayout(
            distribution: .packed(), contentPadding: EdgeInsets(top: 0, bottom: 5.1))
        let arrangement = layout.arrange(
            contentSizes: [Size(width: 10, height: 22.91)],
            in: Size(width: 100, height: .infinity))
        #expect(arrangement.contentFrames[0].minY >= arrangement.segmentFrames[0].minY)
        #expect(arrangement.invariantViolations() == [])
    }

    @Test("content wider than the container by more than rounding widens contentSize")
    func overflowBeyondRounding() {
        // Found by fuzzing: 200 units over a 10¹² container passed as rounding (10⁻⁹ of the
        // width), so contentSize stayed at the container and right-to-left mirroring piled
        // the last segments up at x = 0, where visibleSegments could no longer find them.
        let sizes = [
            Size(width: 1e12, height: 20), Size(width: 100, height: 20),
            Size(width: 100, height: 20),
        ]
        for direction in LayoutDirection.allCases {
            let arrangement = SegmentedLayout(distribution: .packed(), layoutDirection: direction)
                .arrange(contentSizes: sizes, in: Size(width: 1e12, height: 44))
            #expect(arrangement.contentSize.width == 1e12 + 200)
            #expect(arrangement.invariantViolations() == [])
            #expect(arrangement.scrolls(in: 1e12))
            let first = direction == .leftToRight ? 0..<1 : 2..<3
            #expect(arrangement.visibleSegments(offset: 0, viewportWidth: 50) == first)
        }
        // Equal segments whose sum overshoots by an ulp still count as fitting.
        let equal = SegmentedLayout(distribution: .fillEqually()).arrange(
            contentSizes: Self.three, in: Size(width: 320, height: 44))
        #expect(equal.contentSize.width == 320)
        #expect(!equal.scrolls(in: 320))
    }

    // MARK: - Documented results

    @Test("no items give an empty arrangement as large as the container")
    func emptyItems() {
        let arrangement = SegmentedLayout(distribution: .spaceEvenly).arrange(
            contentSizes: [], in: Size(width: 320, height: 44))
        #expect(arrangement.isEmpty)
        #expect(arrangement.contentSize == Size(width: 320, height: 44))
        #expect(arrangement.indicatorFrame(at: 0) == .zero)
        #expect(arrangement.indicatorFrame(at: .nan) == .zero)
        #expect(arrangement.segmentIndex(at: Point(x: 10, y: 10)) == nil)
        #expect(arrangement.visibleSegments(offset: 0, viewportWidth: 320).isEmpty)
        #expect(arrangement.scrollOffset(revealing: 3, viewportWidth: 100) == 0)
        #expect(arrangement.emphasis(of: 0, at: 0) == 0)
        #expect(arrangement.badgeFrame(forSegment: 0, size: Size(width: 8, height: 8)) == nil)
        #expect(arrangement.invariantViolations() == [])
    }

    @Test("NaN, infinite and negative content sizes count as zero")
    func hostileContentSizes() {
        let sizes = [
            Size(width: .nan, height: .nan), Size(width: .infinity, height: 20),
            Size(width: -.infinity, height: -5), Size(width: -30, height: .infinity),
        ]
        for distribution in Distribution.allDefaults {
            let arrangement = SegmentedLayout(distribution: distribution).arrange(
                contentSizes: sizes, in: Size(width: 320, height: 44))
            #expect(arrangement.contentFrames.allSatisfy { $0.width == 0 }, "\(distribution)")
            #expect(arrangement.contentFrames[1].height == 20)
            #expect(arrangement.contentFrames[3].height == 0)
            #expect(arrangement.invariantViolations() == [], "\(distribution)")
        }
    }

    @Test(
        "a zero, NaN or negative container counts as zero; an infinite one asks for the ideal size")
    func hostileContainers() {
        let layout = SegmentedLayout(distribution: .spaceEvenly, minimumGap: 8)
        let ideal = layout.idealSize(contentSizes: Self.three)
        #expect(ideal == Size(width: 10 + 60 + 16 + 4 * 8, height: 20))
        for width: Double in [0, -320, .nan, -.infinity] {
            let arrangement = layout.arrange(
                contentSizes: Self.three, in: Size(width: width, height: .nan))
            // Nothing fits in zero width: the content keeps its size and the bar scrolls.
            #expect(arrangement.contentSize == ideal, "\(width)")
            #expect(arrangement.invariantViolations() == [], "\(width)")
        }
        let infinite = layout.arrange(
            contentSizes: Self.three, in: Size(width: .infinity, height: .infinity))
        #expect(infinite.contentSize == ideal)
    }

    @Test("NaN and out-of-range positions are clamped to the segments; NaN counts as 0")
    func hostilePositions() {
        let arrangement = SegmentedLayout(distribution: .spaceEvenly).arrange(
            contentSizes: Self.three, in: Size(width: 320, height: 44))
        let first = arrangement.indicatorFrame(at: 0)
        let last = arrangement.indicatorFrame(at: 2)
        #expect(arrangement.indicatorFrame(at: .nan) == first)
        #expect(arrangement.indicatorFrame(at: -.infinity) == first)
        #expect(arrangement.indicatorFrame(at: -7) == first)
        #expect(arrangement.indicatorFrame(at: .infinity) == last)
        #expect(arrangement.indicatorFrame(at: 1e300) == last)
        #expect(arrangement.emphasis(of: 0, at: .nan) == 1)
        #expect(arrangement.emphasis(of: 2, at: .infinity) == 1)
        #expect(arrangement.emphasis(of: Int.min, at: 0) == 0)
        #expect(arrangement.segmentIndex(at: Point(x: .nan, y: 10)) == nil)
        #expect(arrangement.segmentIndex(at: Point(x: -.infinity, y: 10)) == nil)
        #expect(arrangement.visibleSegments(offset: .nan, viewportWidth: 100).isEmpty)
        #expect(arrangement.visibleSegments(offset: 0, viewportWidth: .infinity).isEmpty)
        #expect(arrangement.scrollOffset(revealing: .nan, viewportWidth: .nan) == 0)
        #expect(arrangement.dividerFrame(thickness: .infinity).height == 0)
        #expect(arrangement.badgeFrame(forSegment: Int.max, size: .zero) == nil)
    }

    @Test("a million segments arrange in order and answer per-frame questions")
    func millionSegments() {
        let sizes = Array(repeating: Size(width: 40, height: 20), count: 1_000_000)
        let layout = SegmentedLayout(
            distribution: .packed(spacing: 8), indicator: .underline(travel: .elastic),
            layoutDirection: .rightToLeft)
        let arrangement = layout.arrange(contentSizes: sizes, in: Size(width: 320, height: 44))
        #expect(arrangement.count == 1_000_000)
        #expect(arrangement.contentSize.width == 1_000_000 * 48 - 8)
        // Right to left: segment 0 at the right edge, the last one at x = 0.
        #expect(arrangement.segmentFrames[0].maxX == arrangement.contentSize.width)
        #expect(arrangement.segmentFrames[999_999].minX == 0)
        let frame = arrangement.indicatorFrame(at: 999_998.5)
        #expect(frame.isFinite && frame.minX >= 0)
        let middle = arrangement.segmentFrames[500_000]
        #expect(arrangement.segmentIndex(at: Point(x: middle.midX, y: 10)) == 500_000)
        #expect(
            arrangement.visibleSegments(offset: middle.minX, viewportWidth: middle.width)
                == 500_000..<500_001)
    }
}

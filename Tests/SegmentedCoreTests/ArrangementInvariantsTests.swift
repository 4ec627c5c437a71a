import Testing

@testable import SegmentedCore

@Suite("Arrangement invariants")
struct ArrangementInvariantsTests {
    static let sizes = [
        Size(width: 10, height: 20), Size(width: 60, height: 20), Size(width: 16, height: 20),
    ]

    /// A hand-made arrangement of three 20-wide segments, 10 apart, in a 100 × 44 bar, with
    /// one thing broken by `change`.
    static func broken(
        segments: [Rect] = [
            Rect(x: 10, y: 0, width: 20, height: 44), Rect(x: 40, y: 0, width: 20, height: 44),
            Rect(x: 70, y: 0, width: 20, height: 44),
        ],
        contents: [Rect]? = nil, contentSize: Size = Size(width: 100, height: 44),
        direction: LayoutDirection = .leftToRight, indicator: Indicator = .underline(),
        indicators: [Rect]? = nil, boundaries: [Double] = [35, 65]
    ) -> Arrangement {
        Arrangement(
            segmentFrames: segments,
            contentFrames: contents ?? segments.map { $0.inset(by: EdgeInsets(all: 2)) },
            contentSize: contentSize, layoutDirection: direction, indicator: indicator,
            indicatorFrames: indicators
                ?? segments.map { Rect(x: $0.minX, y: 42, width: $0.width, height: 2) },
            boundaries: boundaries)
    }

    @Test("an empty arrangement, one segment and many segments report nothing")
    func emptyOneMany() {
        let layout = SegmentedLayout(distribution: .spaceEvenly)
        let container = Size(width: 320, height: 44)
        #expect(layout.arrange(contentSizes: [], in: container).invariantViolations() == [])
        #expect(
            layout.arrange(contentSizes: [Self.sizes[0]], in: container).invariantViolations()
                == [])
        let many = Array(repeating: Size(width: 40, height: 20), count: 500)
        #expect(layout.arrange(contentSizes: many, in: container).invariantViolations() == [])
    }

    @Test("every distribution, indicator and direction of the design vectors reports nothing")
    func designVectors() {
        for distribution in Distribution.allDefaults {
            for placement in Indicator.Placement.allCases {
                for direction in LayoutDirection.allCases {
                    let layout = SegmentedLayout(
                        distribution: distribution,
                        indicator: Indicator(placement: placement, width: .content, thickness: 3),
                        layoutDirection: direction, insets: EdgeInsets(all: 2),
                        contentPadding: EdgeInsets(horizontal: 12, vertical: 4))
                    for width in [0.0, 50, 187.5, 320, .infinity] {
                        let arrangement = layout.arrange(
                            contentSizes: Self.sizes, in: Size(width: width, height: 44))
                        #expect(
                            arrangement.invariantViolations() == [],
                            "\(distribution) \(placement) \(direction) in \(width)")
                    }
                }
            }
        }
    }

    @Test("the five preset designs report nothing")
    func presets() {
        for design in SegmentedDesign.all {
            for direction in LayoutDirection.allCases {
                let arrangement = design.withLayoutDirection(direction).layout.arrange(
                    contentSizes: Self.sizes, in: Size(width: 320, height: design.height))
                #expect(arrangement.invariantViolations() == [], "\(design.id) \(direction)")
            }
        }
    }

    @Test("the hand-made reference arrangement is sound, so each broken copy fails for one reason")
    func reference() {
        #expect(Self.broken().invariantViolations() == [])
        let mirrored = Self.broken(
            segments: [
                Rect(x: 70, y: 0, width: 20, height: 44), Rect(x: 40, y: 0, width: 20, height: 44),
                Rect(x: 10, y: 0, width: 20, height: 44),
            ], direction: .rightToLeft)
        #expect(mirrored.invariantViolations() == [])
    }

    @Test("a NaN, infinite or negative content size is caught")
    func contentSize() {
        for size in [
            Size(width: .nan, height: 44), Size(width: 100, height: .infinity),
            Size(width: -1, height: 44),
        ] {
            let problems = Self.broken(contentSize: size).invariantViolations()
            #expect(problems.contains { $0.hasPrefix("contentSize") }, "\(size)")
        }
    }

    @Test("a NaN, infinite or negative frame is caught")
    func badFrames() {
        let bad = [
            Rect(x: .nan, y: 0, width: 20, height: 44),
            Rect(x: 10, y: 0, width: .infinity, height: 44),
            Rect(x: -5, y: 0, width: 20, height: 44), Rect(x: 10, y: 0, width: 20, height: -1),
        ]
        for frame in bad {
            let segments = [frame] + Self.broken().segmentFrames.dropFirst()
            let problems = Self.broken(segments: segments).invariantViolations()
            #expect(problems.contains { $0.hasPrefix("segment 0") }, "\(frame): \(problems)")
        }
    }

    @Test("overlapping or out-of-order segments are caught in both directions")
    func order() {
        let overlapping = Self.broken(
            segments: [
                Rect(x: 10, y: 0, width: 40, height: 44), Rect(x: 40, y: 0, width: 20, height: 44),
                Rect(x: 70, y: 0, width: 20, height: 44),
            ])
        #expect(
            overlapping.invariantViolations().contains { $0.contains("overlaps or precedes") })
        // Left-to-right frames claimed as right-to-left are out of order.
        let reversed = Self.broken(direction: .rightToLeft)
        #expect(reversed.invariantViolations().count == 2)
        // Touching segments (no gap) are fine, and so is an overlap within the tolerance.
        let touching = Self.broken(
            segments: [
                Rect(x: 10, y: 0, width: 30.000_000_000_01, height: 44),
                Rect(x: 40, y: 0, width: 30, height: 44), Rect(x: 70, y: 0, width: 20, height: 44),
            ])
        #expect(touching.invariantViolations() == [])
    }

    @Test("content outside its segment, or anything outside the content size, is caught")
    func containment() {
        var contents = Array(Self.broken().contentFrames)
        contents[1] = Rect(x: 38, y: 2, width: 10, height: 10)
        #expect(
            Self.broken(contents: contents).invariantViolations()
                == ["content 1 (38, 2, 10×10) is outside segment (40, 0, 20×44)"])
        let outside = Self.broken(contentSize: Size(width: 80, height: 44)).invariantViolations()
        #expect(outside.contains { $0.hasPrefix("segment 2") && $0.contains("sticks out") })
        #expect(outside.contains { $0.hasPrefix("indicator at 2") })
    }

    @Test(
        "a drawn stop for no indicator, a misplaced indicator frame, or missing or disordered boundaries are caught"
    )
    func indicatorsAndBoundaries() {
        let extra = Self.broken(indicator: .none)
        #expect(
            extra.invariantViolations() == [
                "indicator at 0 (10, 42, 20×2) is not zero for placement none",
                "indicator at 1 (40, 42, 20×2) is not zero for placement none",
                "indicator at 2 (70, 42, 20×2) is not zero for placement none",
            ])
        let none = Self.broken(indicator: .none, indicators: [])
        #expect(none.invariantViolations() == [])
        let below = Self.broken(
            indicators: Self.broken().segmentFrames.map {
                Rect(x: $0.minX, y: 44, width: $0.width, height: 2)
            })
        #expect(below.invariantViolations().count == 3)
        #expect(
            Self.broken(boundaries: [65, 35]).invariantViolations()
                == ["hit-test boundary 1 (35.0) precedes boundary 0 (65.0)"])
        #expect(
            Self.broken(boundaries: [35]).invariantViolations()
                == ["hit-test boundary 1 (inf) is not finite"])
    }
}

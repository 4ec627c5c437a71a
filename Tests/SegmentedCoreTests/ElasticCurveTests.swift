import Foundation
import Testing

@testable import SegmentedCore

/// Elastic travel's edge curves are polynomials, not libm calls. These tests measure how far
/// they are from libm's `sin(t·π/2)` and `1 − cos(t·π/2)` over a dense grid, and check the
/// shape the indicator relies on: 0 at the start, 1 at the end, never outside `0...1`, never
/// going back.
@Suite("Elastic travel curves")
struct ElasticCurveTests {
    /// A million and one evenly spaced points of `0...1`.
    static let grid = (0...1_000_000).map { Double($0) / 1_000_000 }

    @Test("both curves are within 4 × 10⁻⁹ of libm over a million points")
    func errorAgainstLibm() {
        var leadsError = 0.0
        var followsError = 0.0
        for t in Self.grid {
            let (leads, follows) = IndicatorGeometry.elasticFractions(t)
            leadsError = max(leadsError, abs(leads - sin(t * .pi / 2)))
            followsError = max(followsError, abs(follows - (1 - cos(t * .pi / 2))))
        }
        // Measured: 3.69e-9 for the leading edge, 2.62e-10 for the following one (five
        // coefficients each; a 1,000-pt jump between neighbours is off by 4 × 10⁻⁶ pt).
        #expect(leadsError <= 4e-9, "leads: \(leadsError)")
        #expect(followsError <= 3e-10, "follows: \(followsError)")
    }

    @Test("the curves start at 0, end at 1, stay in 0...1 and never go back")
    func shape() {
        #expect(IndicatorGeometry.elasticFractions(0) == (0, 0))
        let end = IndicatorGeometry.elasticFractions(1)
        #expect(abs(end.leads - 1) <= 4e-16 && end.leads <= 1)
        #expect(abs(end.follows - 1) <= 4e-16 && end.follows <= 1)
        var previous = (leads: 0.0, follows: 0.0)
        var problems = [String]()
        for t in Self.grid {
            let current = IndicatorGeometry.elasticFractions(t)
            if current.leads < previous.leads || current.follows < previous.follows {
                problems.append("goes back at \(t)")
            }
            if !(current.leads >= 0 && current.leads <= 1 && current.follows >= 0
                && current.follows <= 1)
            {
                problems.append("outside 0...1 at \(t): \(current)")
            }
            // The leading edge is at least as far along as the following one (they meet at
            // 1, where either may round a unit in the last place below the other).
            if current.leads < current.follows - 5e-16 {
                problems.append("follows overtakes leads at \(t): \(current)")
            }
            previous = current
        }
        #expect(problems.isEmpty, "\(problems.prefix(5))")
    }

    @Test("the elastic indicator is where libm's curves put it, to 10⁻⁶ of a point")
    func picturesUnchanged() {
        // The design's Material vector, both directions, every hundredth of a position.
        for direction in LayoutDirection.allCases {
            let layout = SegmentedLayout(
                distribution: .spaceEvenly,
                indicator: .underline(width: .content, thickness: 3, travel: .elastic),
                layoutDirection: direction)
            let sizes = sizes([10, 60, 16])
            let container = Size(width: 320, height: 44)
            let ours = layout.arrange(contentSizes: sizes, in: container)
            let reference = ReferenceArrangement.arrange(layout, contentSizes: sizes, in: container)
            for step in 0...200 {
                let position = Double(step) / 100
                let frame = ours.indicatorFrame(at: position)
                let expected = reference.indicatorFrame(at: position, travel: .elastic)
                #expect(approx(frame, expected, 1e-6), "\(direction) at \(position)")
            }
        }
    }
}

/// The direction elastic travel reads is worked out once per arrangement
/// (`Arrangement.ElasticDirection`); these tests hold every frame to the rule applied to its
/// own pair, whichever way the arrangement was classified.
@Suite("Elastic travel direction")
struct ElasticDirectionTests {
    /// The frame the per-pair rule gives at `position` (fraction above 0).
    static func perPairFrame(_ arrangement: Arrangement, at position: Double) -> Rect {
        let lower = Int(position.rounded(.down))
        let from = arrangement._entries[lower].indicator
        let to = arrangement._entries[lower + 1].indicator
        return IndicatorGeometry.elasticTween(
            from, to, fraction: position - Double(lower),
            towardGreaterX: IndicatorGeometry.towardGreaterX(from, to))
    }

    /// A Material-like bar with a content-wide elastic underline.
    static func layout(_ direction: LayoutDirection) -> SegmentedLayout {
        SegmentedLayout(
            distribution: .spaceEvenly,
            indicator: .underline(width: .content, thickness: 3, travel: .elastic),
            layoutDirection: direction)
    }

    /// Every frame between the stops, from both queries, against the per-pair rule.
    static func check(_ arrangement: Arrangement) -> [String] {
        var problems = [String]()
        for step in 1..<(100 * (arrangement.count - 1)) where step % 100 != 0 {
            let position = Double(step) / 100
            let expected = perPairFrame(arrangement, at: position)
            let frame = arrangement.indicatorFrame(at: position)
            let state = arrangement.frameState(at: position)?.indicatorFrame
            if frame != expected || state != expected {
                problems.append(
                    "at \(position): \(frame), \(String(describing: state)) ≠ \(expected)")
            }
        }
        return problems
    }

    @Test("a left-to-right bar travels toward greater x, a right-to-left one toward smaller x")
    func uniform() {
        for direction in LayoutDirection.allCases {
            let arrangement = Self.layout(direction).arrange(
                contentSizes: [30, 80, 12, 50].map { Size(width: $0, height: 17) },
                in: Size(width: 320, height: 44))
            #expect(
                arrangement._elasticDirection
                    == (direction == .leftToRight ? .towardGreaterX : .towardSmallerX))
            let problems = Self.check(arrangement)
            #expect(problems.isEmpty, "\(direction): \(problems.prefix(3))")
        }
    }

    @Test("stops whose middles go back and forth are read pair by pair")
    func mixed() {
        // The middle moves right (50 → 65), then left (65 → 60), then right again.
        let frames = [
            Rect(x: 40, y: 40, width: 20, height: 3), Rect(x: 30, y: 40, width: 70, height: 3),
            Rect(x: 55, y: 40, width: 10, height: 3), Rect(x: 90, y: 40, width: 30, height: 3),
        ]
        let arrangement = Arrangement(
            segmentFrames: frames.map { Rect(x: $0.x, y: 0, width: $0.width, height: 44) },
            contentFrames: frames, contentSize: Size(width: 200, height: 44),
            layoutDirection: .leftToRight,
            indicator: .underline(width: .content, thickness: 3, travel: .elastic),
            indicatorFrames: frames, boundaries: [])
        #expect(arrangement._elasticDirection == .mixed)
        let problems = Self.check(arrangement)
        #expect(problems.isEmpty, "\(problems.prefix(3))")
        // The pair 1 → 2 travels left: its left edge leads, so at a quarter of the way it
        // has gone further than its linear share (25 · 0.25 = 6.25) and the right edge less.
        let quarter = arrangement.indicatorFrame(at: 1.25)
        #expect(quarter.minX - 30 > 6.25 * 1.5)
        #expect(100 - quarter.maxX < 35 * 0.25)
    }

    @Test("the badge layout works the direction out again after moving the indicators")
    func badges() {
        for direction in LayoutDirection.allCases {
            let arrangement = Self.layout(direction).arrange(
                contentSizes: [30, 80, 12].map { Size(width: $0, height: 17) },
                badgeSizes: [nil, Size(width: 18, height: 18), Size(width: 40, height: 18)],
                in: Size(width: 320, height: 44))
            #expect(
                arrangement.invariantViolations().isEmpty, "\(arrangement.invariantViolations())")
            #expect(
                arrangement._elasticDirection
                    == Arrangement._ElasticDirection(
                        travel: .elastic, entries: arrangement._entries))
            #expect(Self.check(arrangement).isEmpty)
        }
    }
}

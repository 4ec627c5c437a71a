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

    @Test("both curves are within 5 × 10⁻¹⁶ of libm over a million points")
    func errorAgainstLibm() {
        var leadsError = 0.0
        var followsError = 0.0
        for t in Self.grid {
            let (leads, follows) = IndicatorGeometry.elasticFractions(t)
            leadsError = max(leadsError, abs(leads - sin(t * .pi / 2)))
            followsError = max(followsError, abs(follows - (1 - cos(t * .pi / 2))))
        }
        // Measured: 3.3e-16 for the leading edge, 4.4e-16 for the following one (two units
        // in the last place of 1).
        #expect(leadsError <= 5e-16, "leads: \(leadsError)")
        #expect(followsError <= 5e-16, "follows: \(followsError)")
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

    @Test("the elastic indicator is where libm's curves put it, to 10⁻¹² of a point")
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
                #expect(approx(frame, expected, 1e-12), "\(direction) at \(position)")
            }
        }
    }
}

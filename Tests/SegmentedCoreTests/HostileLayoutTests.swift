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
            for frame in arrangement.segmentFrames + arrangement.contentFrames {
                #expect(frame.minX >= 0, "\(design.id): \(frame)")
            }
            #expect(arrangement.invariantViolations() == [], "\(design.id)")
        }
    }
}

import SegmentedTestSupport
import Testing

@testable import SegmentedCore

/// `frameState(at:)` answers in one call what `indicatorFrame(at:)` and `emphasisSpan(at:)`
/// answer in two; it must give the same bits for every layout and position.
@Suite("Frame state")
struct FrameStateTests {
    static func bits(_ rect: Rect) -> [UInt64] {
        [rect.x.bitPattern, rect.y.bitPattern, rect.width.bitPattern, rect.height.bitPattern]
    }

    @Test(
        "the same numbers as indicatorFrame(at:) and emphasisSpan(at:)",
        arguments: PropertyTests.seeds)
    func agreesWithTheTwoQueries(seed: UInt64) {
        var random = SeededRandom(seed: seed)
        var problems = [String]()
        for trial in 0..<200 {
            let layout = PropertyTests.layout(&random)
            let arrangement = layout.arrange(
                contentSizes: PropertyTests.contentSizes(&random),
                in: PropertyTests.container(&random))
            let last = Double(Swift.max(0, arrangement.count - 1))
            for _ in 0..<20 {
                let position =
                    random.chance(0.2)
                    ? random.hostileDouble() : Double.random(in: -1...(last + 1), using: &random)
                let state = arrangement.frameState(at: position)
                guard let span = arrangement.emphasisSpan(at: position) else {
                    if state != nil { problems.append("trial \(trial): a state with no segments") }
                    continue
                }
                guard let state else {
                    problems.append("trial \(trial): no state at \(position)")
                    continue
                }
                if Self.bits(state.indicatorFrame)
                    != Self.bits(arrangement.indicatorFrame(at: position))
                {
                    problems.append("trial \(trial): indicator at \(position)")
                }
                if state.emphasis.lower != span.lower || state.emphasis.upper != span.upper
                    || state.emphasis.lowerEmphasis.bitPattern != span.lowerEmphasis.bitPattern
                    || state.emphasis.upperEmphasis.bitPattern != span.upperEmphasis.bitPattern
                {
                    problems.append("trial \(trial): emphasis at \(position)")
                }
            }
        }
        #expect(problems.isEmpty, "seed \(seed): \(problems.prefix(3))")
    }

    @Test("the design's Material vector at 1.5: x 186.25, width 38, segments 1 and 2 at half")
    func materialVector() {
        let layout = SegmentedLayout(
            distribution: .spaceEvenly, indicator: .underline(width: .content, thickness: 3))
        let arrangement = layout.arrange(
            contentSizes: sizes([10, 60, 16]), in: Size(width: 320, height: 44))
        let state = arrangement.frameState(at: 1.5)
        #expect(state?.indicatorFrame.x == 186.25)
        #expect(state?.indicatorFrame.width == 38)
        #expect(
            state?.emphasis
                == EmphasisSpan(lower: 1, lowerEmphasis: 0.5, upper: 2, upperEmphasis: 0.5))
        #expect(layout.arrange(contentSizes: [], in: .zero).frameState(at: 0) == nil)
    }

    @Test(
        "the segment under a position is the floor of the clamped position, next to every whole one and for hostile input",
        arguments: [1, 2, 10, 1_000])
    func splitIsTheFloor(count: Int) {
        let arrangement = SegmentedLayout(distribution: .packed(spacing: 0)).arrange(
            contentSizes: Array(repeating: Size(width: 10, height: 10), count: count),
            in: Size(width: 320, height: 44))
        var positions: [Double] = [
            .nan, -.nan, .infinity, -.infinity, .greatestFiniteMagnitude,
            -.greatestFiniteMagnitude, 0x1p52, 0x1p53 + 1, -0.0, .leastNonzeroMagnitude,
            -.leastNonzeroMagnitude, 0.5, 0.5.nextDown, 0.5.nextUp,
        ]
        for whole in 0...count {
            let k = Double(whole)
            positions += [k.nextDown, k, k.nextUp, k + 0.25, k - 0.25]
        }
        var problems = [String]()
        for position in positions {
            let (lower, clamped) = arrangement._split(position)
            // Expected independently: the clamp spelled out, then libm's floor.
            let expectedClamped =
                position.isNaN ? 0 : Swift.min(Swift.max(position, 0), Double(count - 1))
            let expected = Int(expectedClamped.rounded(.down))
            if lower != expected || clamped != expectedClamped || !(0..<count).contains(lower) {
                problems.append("\(position): \(lower), \(clamped)")
            }
        }
        #expect(problems.isEmpty, "\(problems.prefix(5))")
    }
}

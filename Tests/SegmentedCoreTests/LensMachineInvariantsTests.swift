import SegmentedTestSupport
import Testing

@testable import SegmentedCore

@Suite("Lens machine invariants")
struct LensMachineInvariantsTests {
    static func lens(reduceMotion: Bool = false, parameters: LensParameters = .liquidGlass)
        -> LensHost
    {
        LensMachineTests.lens(reduceMotion: reduceMotion, parameters: parameters)
    }

    static func at(_ x: Double) -> Point { Point(x: x, y: 22) }

    @Test("real timelines keep every promise, with and without Reduce Motion")
    func realTimelines() {
        var random = SeededRandom(seed: 33)
        for reduceMotion in [false, true] {
            for _ in 0..<60 {
                var lens = Self.lens(reduceMotion: reduceMotion)
                var time = 0.0
                for _ in 0..<25 {
                    time += Double.random(in: 0...0.2, using: &random)
                    let point = Self.at(Double.random(in: -150...450, using: &random))
                    switch Int.random(in: 0...5, using: &random) {
                    case 0: lens.handle(.began(point, time: time))
                    case 1, 2: lens.handle(.moved(point, time: time))
                    case 3: lens.handle(.ended(point, time: time))
                    case 4: lens.select(Int.random(in: -1...3, using: &random), at: time)
                    default: lens.handle(.cancelled(time: time))
                    }
                    #expect(lens.lens.invariantViolations() == [], "at \(time)")
                    for earlier in [time - 0.3, time - 0.05, time + 0.1, .nan, -.infinity] {
                        if let state = lens.state(at: earlier) {
                            #expect(LensMachine.stateViolations(state, count: 3) == [])
                        }
                    }
                }
            }
        }
    }

    @Test(
        "an instant lift (Reduce Motion, an unusable lift duration) before its event is the lift it started from, not NaN"
    )
    func instantLiftBeforeItsEvent() throws {
        // Found by fuzzing: an instant lift's rate was 1 / 0, and 0 · ∞ made the lift, the
        // scale and the magnification NaN at frame times before the event that set it while
        // the edges were still moving.
        var instant = Self.lens(parameters: LensParameters(liftDuration: 0))
        instant.handle(.began(Self.at(150), time: 0))
        instant.handle(.ended(Self.at(150), time: 0.05))  // Trending: the edges travel
        instant.handle(.began(Self.at(150), time: 0.1))  // a press on it lifts at once
        #expect(try #require(instant.state(at: 0.1)).lift == 1)
        let early = try #require(instant.state(at: 0.07))
        #expect(early.lift == 0 && early.scale == 1 && early.magnification == 1)
        #expect(instant.lens.invariantViolations() == [])
        // An event with Reduce Motion on leaves an instant lift behind; with it off again, a
        // tap sends the edges travelling.
        var toggled = Self.lens(reduceMotion: true)
        toggled.handle(.cancelled(time: 1))
        toggled.setReduceMotion(false)
        toggled.handle(.began(Self.at(250), time: 2))
        toggled.handle(.ended(Self.at(250), time: 2.05))
        let before = try #require(toggled.state(at: 0.5))
        #expect(before.lift == 0 && before.scale == 1 && before.magnification == 1)
    }

    @Test(
        "a rubber band limit beyond 10¹² segments counts as 10¹², so a drag past the end draws a finite indicator"
    )
    func hugeRubberBandLimit() throws {
        // Found by fuzzing: a finite limit of 1.8·10³⁰⁸ segments pulled the target to
        // 10³⁰⁷ past the end, and the frame moved by that many segment pitches was infinite.
        let huge = LensParameters(
            rubberBandCoefficient: .greatestFiniteMagnitude,
            rubberBandLimit: .greatestFiniteMagnitude)
        #expect(huge.rubberBand(1) == PositionAnimator.maximumPosition)
        var lens = Self.lens(parameters: huge)
        lens.handle(.began(Self.at(50), time: 0))  // the selected segment: the indicator is held
        lens.handle(.moved(Self.at(369), time: 0.1))  // 69 points past the end, on the bar
        #expect(lens.target > 2 && lens.target <= 2 + PositionAnimator.maximumPosition)
        #expect(lens.lens.invariantViolations() == [])
        for time in [0.1, 0.2, 1, 100, .infinity] {
            let state = try #require(lens.state(at: time))
            #expect(LensMachine.stateViolations(state, count: 3) == [], "at \(time)")
        }
    }

    @Test(
        "a segment pitch too small to divide by caps extended positions at ±10¹², so dragging along the bar keeps a finite target"
    )
    func subnormalPitch() throws {
        // Found by fuzzing: one segment 10⁻³¹⁴ wide made every point off its centre an
        // infinite extended position; the grab offset was −∞ and a move on the same side gave
        // ∞ − ∞, a NaN target and a NaN frame.
        let arrangement = SegmentedLayout(distribution: .packed(spacing: 0), indicator: .fill())
            .arrange(
                contentSizes: [Size(width: 1e-314, height: 20)], in: Size(width: 100, height: 44))
        let context = LensMachine.Context(
            arrangement: arrangement, selection: SelectionModel(count: 1, selectedIndex: 0))
        var lens = LensHost(context: context)
        lens.handle(.began(Self.at(50), time: 0))
        #expect(lens.lens.isHoldingIndicator)
        lens.handle(.moved(Self.at(61), time: 0.1))
        #expect(lens.target.isFinite)
        #expect(lens.lens.invariantViolations() == [])
        for time in [0.1, 0.2, 1, .nan] {
            let state = try #require(lens.state(at: time))
            #expect(LensMachine.stateViolations(state, count: 1) == [], "at \(time)")
        }
    }

    @Test("each broken part of a lens is reported")
    func brokenLens() {
        let fresh = Self.lens().lens
        #expect(fresh.invariantViolations() == [])
        var lens = fresh
        lens.time = .nan
        #expect(lens.invariantViolations() == ["event time nan"])
        lens = fresh
        lens.trailing.target = 1
        #expect(lens.invariantViolations().first == "edges head for 0.0 and 1.0")
        lens = fresh
        lens.leading.target = 2.5
        lens.trailing.target = 2.5
        #expect(lens.invariantViolations().contains("resting target 2.5 outside 0...2.0"))
        lens.leading.target = .infinity
        lens.trailing.target = .infinity
        #expect(lens.invariantViolations().contains("target inf"))
        lens = fresh
        lens.lift = .init(from: 0, to: 0.5, start: 0, duration: 1)
        #expect(lens.invariantViolations().contains("lift heads for 0.5"))
        lens.lift = .init(from: 0, to: 1, start: 0, duration: 1)
        #expect(lens.invariantViolations().contains("lifted with no indicator held"))
        lens = fresh
        lens.rest = nil
        #expect(
            lens.invariantViolations().contains("resting state nil for 3 segments"))
        lens = fresh
        lens.rest?.position = 1
        #expect(lens.invariantViolations().contains { $0.hasSuffix("is not where motion ends") })
    }

    @Test("each broken part of a drawn state is reported")
    func brokenState() throws {
        let good = try #require(Self.lens().state(at: 0))
        #expect(LensMachine.stateViolations(good, count: 3) == [])
        var state = good
        state.indicatorFrame.width = -1
        #expect(LensMachine.stateViolations(state, count: 3).count == 1)
        state = good
        state.lift = .nan
        state.scale = 0.5
        state.magnification = .infinity
        #expect(
            LensMachine.stateViolations(state, count: 3) == [
                "lift nan", "scale 0.5", "magnification inf",
            ])
        state = good
        state.position = 3
        #expect(LensMachine.stateViolations(state, count: 3) == ["position 3.0 outside 0...2.0"])
        state = good
        state.emphasis.upper = 2
        #expect(LensMachine.stateViolations(state, count: 3).count == 1)
        state = good
        state.emphasis.lowerEmphasis = 1.5
        #expect(LensMachine.stateViolations(state, count: 3).count == 1)
    }
}

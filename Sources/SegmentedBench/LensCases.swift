import SegmentedCore

/// `LensMachine.state(at:)`: the Liquid Glass indicator's per-frame query (two edge springs, the
/// stretched frame, the lift and the emphasis), against the linear `frameState(at:)` it must
/// stay within twice of.
enum LensCases {
    /// How far in time the in-flight case glides per frame: a 120-Hz display.
    static let frameStep = 1.0 / 120

    static var all: [BenchCase] {
        segmentCounts.flatMap { count in
            [
                BenchCase(
                    name: "lens/scrub/\(count)", group: "lens state, scrub in flight", count: count,
                    baseline: "state/linear-glide/\(count)", countingIterations: 10_000,
                    prepare: { runner(count: count, inFlight: true) }),
                BenchCase(
                    name: "lens/rest/\(count)", group: "lens state, at rest", count: count,
                    baseline: "state/linear-glide/\(count)", countingIterations: 10_000,
                    prepare: { runner(count: count, inFlight: false) }),
            ]
        }
    }

    /// The Liquid Glass layout over the frame cases' content sizes, an indicator grabbed on
    /// segment 0 and scrubbed to the middle segment at time 0. In flight, the times glide
    /// over the first 0.6 s, where both edges are moving (and the lift for its first
    /// 0.15 s); at rest, over the times after everything has settled.
    private static func runner(count: Int, inFlight: Bool) -> Runner {
        let arrangement = SegmentedDesign.liquidGlass.layout.arrange(
            contentSizes: ArrangeCases.contentSizes(count: count),
            in: Size(width: FrameCases.viewportWidth, height: 36))
        let context = LensMachine.Context(
            arrangement: arrangement, selection: SelectionModel(count: count))
        var control = ControlMachine<Int>(lens: .liquidGlass)
        let origin = arrangement.segmentFrames[0].midX
        let far = arrangement.segmentFrames[count / 2].midX
        control.handle(.pointer(.began(Point(x: origin, y: 18), time: 0)), in: context)
        control.handle(.pointer(.moved(Point(x: far, y: 18), time: 0)), in: context)
        let scrubbed = control.lens ?? LensMachine(context: context)
        let start = inFlight ? 0.0 : 10.0
        let span = 0.6
        var time = 0.0
        // The loop is written out, not run through `sweep(_:by:limit:iterations:into:_:)`:
        // the same work, but registers allocated otherwise move these counts by 2 Ir a frame
        // (in flight 110 → 108, at rest 43 → 45), and they are the lens's measured history.
        return { iterations in
            var checksum = 0.0
            var t = time
            for _ in 0..<iterations {
                advance(&t, by: frameStep, limit: span)
                if let state = scrubbed.state(at: start + t) {
                    let span = state.emphasis
                    checksum +=
                        Double(span.lower) * span.lowerEmphasis
                        + Double(span.upper) * span.upperEmphasis
                        + state.indicatorFrame.x + state.indicatorFrame.width + state.scale
                }
            }
            time = t
            return checksum
        }
    }
}

import SegmentedCore

/// The CI check: every case runs a few iterations, and the hand-made baseline must compute
/// the same indicator as the core (so the comparison is fair). Nothing here is timed.
enum Smoke {
    static func run(_ cases: [BenchCase]) -> Bool {
        let start = Platform.monotonicNanoseconds()
        var isPassing = true
        func fail(_ message: String) {
            Platform.printError("smoke: FAIL \(message)")
            isPassing = false
        }
        var names = Set<String>()
        var skipped = 0
        for benchCase in cases {
            if !names.insert(benchCase.name).inserted { fail("duplicate case \(benchCase.name)") }
            guard let runner = benchCase.prepare() else {
                skipped += 1
                Platform.printError("smoke: \(benchCase.name) not available here, skipped")
                continue
            }
            let checksum = runner(3)
            consume(checksum)
            if !checksum.isFinite { fail("\(benchCase.name) computed \(checksum)") }
        }
        for baseline in cases.compactMap(\.baseline) where !names.contains(baseline) {
            fail("missing baseline \(baseline)")
        }
        checkBaselineAgreesWithCore(fail)
        let seconds = Double(Platform.monotonicNanoseconds() - start) / 1e9
        print(
            "smoke: \(cases.count - skipped) cases ran, \(skipped) skipped, "
                + (isPassing ? "all checks passed" : "FAILED") + " in \(seconds) s")
        return isPassing
    }

    /// The Material underline example (widths 10, 60, 16 in 320 pt): both compute the
    /// same indicator at fractional positions, linear and elastic.
    private static func checkBaselineAgreesWithCore(_ fail: (String) -> Void) {
        let widths = [10.0, 60, 16]
        for travel in [IndicatorTravel.linear, .elastic] {
            let layout = SegmentedLayout(
                distribution: .spaceEvenly,
                indicator: .underline(width: .content, thickness: 3, travel: travel))
            let arrangement = layout.arrange(
                contentSizes: widths.map { Size(width: $0, height: 20) },
                in: Size(width: 320, height: 44))
            let bar = HandMadeTabBar(
                tabs: widths.enumerated().map { .init(title: "\($0.offset)", width: $0.element) },
                containerWidth: 320, isElastic: travel == .elastic)
            // The core's elastic curves are polynomials within 4 × 10⁻⁹ of the `sin` and
            // `cos` the hand-made bar calls, so over these moves of up to 100 pt the two may
            // differ by a millionth of a point; linear travel agrees to rounding.
            let tolerance = travel == .linear ? 1e-9 : 1e-6
            for position in [0, 0.3, 1, 1.5, 1.8, 2] {
                let ours = arrangement.indicatorFrame(at: position)
                let theirs = bar.indicatorFrame(progress: position)
                if abs(ours.x - theirs.x) > tolerance || abs(ours.width - theirs.width) > tolerance
                {
                    fail(
                        "\(travel) at \(position): core x \(ours.x) w \(ours.width), "
                            + "hand-made x \(theirs.x) w \(theirs.width)")
                }
            }
        }
    }
}

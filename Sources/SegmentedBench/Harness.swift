/// Where results go so that the optimiser cannot delete the work that made them: a store to
/// a global is a side effect it must keep.
nonisolated(unsafe) private var sinkBits: UInt64 = 0

/// Keeps a case's checksum alive. Never inlined, and it writes a global.
@inline(never)
func consume(_ checksum: Double) {
    sinkBits &+= checksum.bitPattern
}

/// Runs a case for a number of iterations and returns a checksum of everything it computed.
/// State that must change from one call to the next (a sweeping position) lives in the
/// closure's context, so repeated calls keep varying the input.
typealias Runner = (_ iterations: Int) -> Double

/// Median and spread of one case's samples, in nanoseconds per operation.
struct Statistics {
    /// The samples, sorted ascending.
    let sorted: [Double]
    /// Iterations per sample, as calibrated.
    let iterationsPerSample: Int

    init(samples: [Double], iterationsPerSample: Int) {
        sorted = samples.sorted()
        self.iterationsPerSample = iterationsPerSample
    }

    /// The value at a quantile (0...1), by nearest rank.
    func quantile(_ q: Double) -> Double {
        guard !sorted.isEmpty else { return .nan }
        let rank = (q * Double(sorted.count - 1)).rounded()
        return sorted[Int(rank)]
    }

    var median: Double { quantile(0.5) }
    var p10: Double { quantile(0.1) }
    var p90: Double { quantile(0.9) }
}

/// A case and its baseline timed in alternating samples (`Harness.measure(_:against:)`).
struct PairedStatistics {
    let ours: Statistics
    let baseline: Statistics
    /// Each pair's baseline time divided by ours: how many times faster ours was in that
    /// pair. Its median is the ratio the report gives.
    let ratios: Statistics
}

/// The timing loop: calibrates the iterations per sample so one sample lasts about
/// `sampleNanoseconds`, then takes `samples` samples on the monotonic clock.
struct Harness {
    var samples = 21
    var sampleNanoseconds: UInt64 = 15_000_000

    /// Times `runner`, returning nanoseconds per iteration.
    func measure(_ runner: Runner) -> Statistics {
        let iterations = prepare(runner)
        let results = (0..<samples).map { _ in sample(runner, iterations: iterations) }
        return Statistics(samples: results, iterationsPerSample: iterations)
    }

    /// Times `runner` and `baseline` in alternating samples, so that both see the same
    /// machine: a slower spell (a frequency step, a busy neighbour) lasting longer than a pair
    /// of samples slows both sides of the pairs it covers, and where it slows them alike their
    /// ratio keeps. Which side goes first alternates too, so a steady drift favours neither.
    func measure(_ runner: Runner, against baseline: Runner) -> PairedStatistics {
        let iterations = prepare(runner)
        let baselineIterations = prepare(baseline)
        var ours = [Double]()
        var theirs = [Double]()
        var ratios = [Double]()
        for index in 0..<samples {
            let (time, baselineTime): (Double, Double)
            if index.isMultiple(of: 2) {
                time = sample(runner, iterations: iterations)
                baselineTime = sample(baseline, iterations: baselineIterations)
            } else {
                baselineTime = sample(baseline, iterations: baselineIterations)
                time = sample(runner, iterations: iterations)
            }
            ours.append(time)
            theirs.append(baselineTime)
            ratios.append(baselineTime / time)
        }
        return PairedStatistics(
            ours: Statistics(samples: ours, iterationsPerSample: iterations),
            baseline: Statistics(samples: theirs, iterationsPerSample: baselineIterations),
            ratios: Statistics(samples: ratios, iterationsPerSample: 1))
    }

    /// Pages in, calibrates and warms up `runner`; returns its iterations per sample.
    private func prepare(_ runner: Runner) -> Int {
        consume(runner(1))  // first touch: page in code and data
        let iterations = calibrate(runner)
        consume(runner(iterations))  // warm-up at full length
        return iterations
    }

    /// One sample: nanoseconds per iteration over `iterations` iterations.
    private func sample(_ runner: Runner, iterations: Int) -> Double {
        let start = Platform.monotonicNanoseconds()
        let checksum = runner(iterations)
        let end = Platform.monotonicNanoseconds()
        consume(checksum)
        return Double(end - start) / Double(iterations)
    }

    /// Grows the iteration count tenfold until a run takes at least a millisecond, then
    /// scales it to the sample length.
    private func calibrate(_ runner: Runner) -> Int {
        var iterations = 1
        while true {
            let start = Platform.monotonicNanoseconds()
            consume(runner(iterations))
            let elapsed = Platform.monotonicNanoseconds() - start
            if elapsed >= 1_000_000 || iterations >= 1 << 40 {
                let scaled =
                    Double(iterations) * Double(sampleNanoseconds) / Double(max(elapsed, 1))
                return max(1, Int(scaled.rounded()))
            }
            iterations *= 10
        }
    }
}

/// The golden-ratio step: adding it and wrapping visits a range evenly without repeating,
/// so consecutive iterations land on different segments and fractions.
let goldenStep = 0.618_033_988_749_895

/// Advances a sweeping value by `step`, wrapping into `0...limit`.
@inline(__always)
func advance(_ value: inout Double, by step: Double, limit: Double) {
    value += step
    if value > limit { value -= limit }
}

/// The loop of a sweeping case: `iterations` times, advances `value` (`advance(_:by:limit:)`)
/// and lets `body` compute there and add into the checksum, which starts as `checksum`;
/// `value` keeps where the sweep stopped, for the runner's next call. Inlined with its
/// closure, so it costs exactly what the loop written out does.
@inline(__always)
func sweep<Checksum>(
    _ value: inout Double, by step: Double, limit: Double, iterations: Int,
    into checksum: Checksum, _ body: (_ value: Double, _ checksum: inout Checksum) -> Void
) -> Checksum {
    var checksum = checksum
    var current = value
    for _ in 0..<iterations {
        advance(&current, by: step, limit: limit)
        body(current, &checksum)
    }
    value = current
    return checksum
}

/// One thing to measure: a name, the segment count it runs at, and a closure that sets the
/// case up (outside any timing) and hands back the loop to time.
struct BenchCase {
    /// A unique name such as `frame/linear/1000`, as `--case` takes it.
    var name: String
    /// The table row group, such as `indicator frame, linear`.
    var group: String
    /// The number of segments, or `nil` where it does not apply.
    var count: Int?
    /// The hand-made case this one is compared with, if any.
    var baseline: String?
    /// Iterations for one counting run under Valgrind: enough to dwarf noise, few enough to
    /// finish in a second or two. The scripts run this many and twice as many.
    var countingIterations: Int
    /// Sets the case up; `nil` when it cannot run here (say, no font installed).
    var prepare: () -> Runner?
}

/// The segment counts every size-dependent case runs at.
let segmentCounts = [2, 5, 10, 100, 1_000, 10_000]

/// Counting iterations for a case whose cost grows with `count`: about two million
/// segment-steps, at least 2.
func countingIterations(linearIn count: Int) -> Int {
    max(2, 2_000_000 / max(count, 1) / 10)
}

/// Every case, in table order.
func allCases() -> [BenchCase] {
    ArrangeCases.all + FrameCases.all + SwiftUIFrameCases.all + HitTestCases.all
        + AnimatorCases.all + LensCases.all
        + MeasurerCases.all + RendererCases.all
}

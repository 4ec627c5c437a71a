import Foundation
import SegmentedCore
import Testing

@Suite("Motion: timing curves")
struct TimingCurveTests {
    // Reference values from an independent bisection solve of CSS cubic-bezier().
    static let ease: [(Double, Double)] = [
        (0.1, 0.0947963057), (0.25, 0.4085105914), (0.5, 0.8024033876),
        (0.75, 0.9604589783), (0.9, 0.9943164775),
    ]
    static let easeInOut: [(Double, Double)] = [
        (0.1, 0.0197224535), (0.25, 0.129161931), (0.5, 0.5), (0.75, 0.870838069),
        (0.9, 0.9802775465),
    ]

    @Test("ease matches CSS `ease` at known points", arguments: ease)
    func cssEase(time: Double, expected: Double) {
        let curve = TimingCurve(x1: 0.25, y1: 0.1, x2: 0.25, y2: 1)
        #expect(approx(curve.value(at: time), expected, 1e-7))
    }

    @Test("easeInOut matches CSS `ease-in-out` at known points", arguments: easeInOut)
    func cssEaseInOut(time: Double, expected: Double) {
        let curve = TimingCurve(x1: 0.42, y1: 0, x2: 0.58, y2: 1)
        #expect(approx(curve.value(at: time), expected, 1e-7))
    }

    @Test("ends are exact; outside times clamp; NaN counts as 0; linear is the identity")
    func ends() {
        let curve = TimingCurve(x1: 0.25, y1: 0.1, x2: 0.25, y2: 1)
        #expect(curve.value(at: 0) == 0 && curve.value(at: 1) == 1)
        #expect(curve.value(at: -1) == 0 && curve.value(at: 7) == 1 && curve.value(at: .nan) == 0)
        let linear = TimingCurve(x1: 0, y1: 0, x2: 1, y2: 1)
        for time in stride(from: 0.0, through: 1, by: 0.05) {
            #expect(approx(linear.value(at: time), time, 1e-9))
        }
    }

    @Test("the slope matches a finite difference")
    func slope() {
        let curve = TimingCurve(x1: 0.25, y1: 0.1, x2: 0.25, y2: 1)
        for time in [0.1, 0.3, 0.6, 0.9] {
            let h = 1e-6
            let numeric = (curve.value(at: time + h) - curve.value(at: time - h)) / (2 * h)
            #expect(approx(curve.slope(at: time), numeric, 1e-4))
        }
        #expect(approx(TimingCurve(x1: 0.42, y1: 0, x2: 0.58, y2: 1).slope(at: 0), 0))
    }
}

@Suite("Timing curves: the bisection fallback")
struct TimingCurveBisectionTests {
    /// x and y of the CSS curve `cubic-bezier(1, 0, 0, 1)` in Bernstein form, written from
    /// the definition B(t) = 3(1−t)²t·P1 + 3(1−t)t²·P2 + t³ with P1 = (1, 0), P2 = (0, 1).
    static func x(_ t: Double) -> Double { 3 * (1 - t) * (1 - t) * t + t * t * t }
    static func y(_ t: Double) -> Double { 3 * (1 - t) * t * t + t * t * t }

    /// An independent solve: plain bisection on x(t) = time over 0...1 (x is increasing
    /// there), 200 halvings.
    static func reference(at time: Double) -> Double {
        var low = 0.0
        var high = 1.0
        for _ in 0..<200 {
            let middle = (low + high) / 2
            if x(middle) < time { low = middle } else { high = middle }
        }
        return y((low + high) / 2)
    }

    @Test(
        "cubic-bezier(1,0,0,1), whose flat middle defeats Newton's method, matches a bisection",
        arguments: [0.05, 0.2, 0.393, 0.45, 0.55, 0.607, 0.8, 0.95])
    func matchesBisection(time: Double) {
        let curve = TimingCurve(x1: 1, y1: 0, x2: 0, y2: 1)
        #expect(abs(curve.value(at: time) - Self.reference(at: time)) < 1e-6)
    }

    @Test("at the vertical tangent, time 0.5, the value is within the solver's tolerance of 0.5")
    func verticalTangent() {
        // By symmetry y = 0.5 at x = 0.5 (t = 0.5). There dx/dt = 0: x − 0.5 = 4u³ and
        // y − 0.5 ≈ 1.5u for t = 0.5 + u, so a solve to 1e-9 in x allows |u| ≤ (2.5e-10)^(1/3)
        // ≈ 6.3e-4 and |y − 0.5| up to about 1e-3.
        let value = TimingCurve(x1: 1, y1: 0, x2: 0, y2: 1).value(at: 0.5)
        #expect(abs(value - 0.5) < 1e-3)
    }

    @Test("at 0.393 the value is about 0.1049, far from 1")
    func theReportedPoint() {
        // By the bisection above: t ≈ 0.200929, y(t) ≈ 0.104893.
        let value = TimingCurve(x1: 1, y1: 0, x2: 0, y2: 1).value(at: 0.393)
        #expect(abs(value - 0.104893) < 1e-5)
    }
}

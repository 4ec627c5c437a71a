import Foundation
import SegmentedCore
import Testing

@Suite("Motion: springs")
struct SpringTests {
    @Test("a spring starts where it is told and solves its equation")
    func equation() {
        for damping in [0.3, 0.825, 1.0, 2.5] {
            let spring = Spring(response: 0.5, dampingFraction: damping)
            #expect(spring.displacement(at: 0, from: 1, velocity: 2) == 1)
            #expect(approx(spring.velocity(at: 0, from: 1, velocity: 2), 2, 1e-9))
            // x'' = −ω²x − 2ζωx' at a few times, by finite differences.
            for t in [0.05, 0.2, 0.4] {
                let h = 1e-4
                let x = spring.displacement(at: t, from: 1, velocity: 2)
                let v = spring.velocity(at: t, from: 1, velocity: 2)
                let a =
                    (spring.velocity(at: t + h, from: 1, velocity: 2)
                        - spring.velocity(at: t - h, from: 1, velocity: 2)) / (2 * h)
                let w = spring.omega
                #expect(approx(a, -w * w * x - 2 * spring.zeta * w * v, 1e-3 * (1 + abs(a))))
            }
        }
    }

    @Test("an underdamped spring overshoots; a critically damped one does not")
    func overshoot() {
        let bouncy = Spring(response: 0.5, dampingFraction: 0.5)
        let times = stride(from: 0.0, through: 2, by: 0.01)
        #expect(times.contains { bouncy.displacement(at: $0, from: 1, velocity: 0) < -0.05 })
        let critical = Spring(response: 0.5, dampingFraction: 1)
        #expect(!times.contains { critical.displacement(at: $0, from: 1, velocity: 0) < 0 })
    }

    @Test(
        "a spring settles within its documented time", arguments: [0.3, 0.6, 0.825, 1.0, 1.5, 4.0])
    func settles(damping: Double) {
        let spring = Spring(response: 0.55, dampingFraction: damping)
        let duration = spring.settlingDuration(from: 1, velocity: 0)
        #expect(duration.isFinite && duration > 0)
        // From the documented time on, it stays within the tolerances.
        for step in 0...2000 {
            let t = duration + Double(step) * 0.005
            #expect(
                abs(spring.displacement(at: t, from: 1, velocity: 0)) <= Spring.positionTolerance)
            #expect(abs(spring.velocity(at: t, from: 1, velocity: 0)) <= Spring.velocityTolerance)
        }
        // And the bound is not wildly loose: for ζ < 1 it equals ln(A/ε)/(ζω), with A ≥ 1.
        if damping < 1 {
            let lowerBound = log(1 / Spring.positionTolerance) / (damping * spring.omega)
            #expect(duration >= lowerBound)
            #expect(duration <= lowerBound * 2)
        }
    }

    @Test("SwiftUI's default spring settles a one-segment move in under a second")
    func defaultSpring() {
        let spring = Spring(response: 0.55, dampingFraction: 0.825)
        #expect(spring.settlingDuration(from: 1, velocity: 0) < 1.0)
    }
}

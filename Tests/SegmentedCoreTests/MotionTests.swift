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

@Suite("Motion: the retargetable animator")
struct PositionAnimatorTests {
    @Test("a curve runs from the start to the target over its duration")
    func curve() {
        var animator = PositionAnimator(position: 0)
        animator.animate(to: 2, motion: .easeInOut(duration: 0.5), at: 10)
        #expect(animator.position(at: 10) == 0)
        #expect(approx(animator.position(at: 10.25), 1))
        #expect(animator.position(at: 10.5) == 2)
        #expect(!animator.isSettled(at: 10.49) && animator.isSettled(at: 10.5))
        #expect(animator.velocity(at: 11) == 0)
        #expect(approx(animator.settledTime, 10.5))
    }

    @Test("a spring settles exactly on the target")
    func spring() {
        var animator = PositionAnimator(position: 0)
        animator.animate(to: 3, motion: .defaultSpring, at: 0)
        let settle = animator.settledTime
        #expect(settle > 0.3 && settle < 2)
        #expect(animator.position(at: settle) == 3)
        #expect(abs(animator.position(at: settle - 0.001) - 3) < 0.01)
        #expect(animator.isSettled(at: settle))
    }

    static let motions: [Motion] = [
        .spring(response: 0.4, dampingFraction: 0.7), .easeInOut(duration: 0.3),
        .timingCurve(0.2, 0, 0, 1, duration: 0.4),
    ]

    @Test("retargeting mid-flight keeps position and velocity continuous", arguments: motions)
    func retargetContinuity(motion: Motion) {
        var animator = PositionAnimator(position: 0)
        animator.animate(to: 4, motion: motion, at: 0)
        let tap = 0.12
        let before = (animator.position(at: tap), animator.velocity(at: tap))
        animator.animate(to: 1, motion: motion, at: tap)
        let after = (animator.position(at: tap), animator.velocity(at: tap))
        #expect(approx(before.0, after.0, 1e-9))
        #expect(approx(before.1, after.1, 1e-6 * max(1, abs(before.1))))
        // No jump an instant later either.
        #expect(abs(animator.position(at: tap + 1e-4) - after.0) < 0.01)
        // And it still arrives.
        #expect(animator.position(at: animator.settledTime) == 1)
    }

    @Test("rapid taps never jump: positions move by small steps at 120 fps")
    func rapidTaps() {
        var animator = PositionAnimator(position: 0)
        var time = 0.0
        var last = animator.position(at: time)
        let targets = [3.0, 0, 4, 1, 2, 4, 0]
        for target in targets {
            animator.animate(to: target, motion: .defaultSpring, at: time)
            for _ in 0..<6 {
                time += 1.0 / 120
                let now = animator.position(at: time)
                #expect(abs(now - last) < 0.5)
                last = now
            }
        }
        #expect(animator.position(at: animator.settledTime) == 0)
    }

    @Test("Reduce Motion and .none jump straight to the target")
    func reduceMotion() {
        var animator = PositionAnimator(position: 0)
        animator.animate(to: 2, motion: .defaultSpring, at: 0, reduceMotion: true)
        #expect(animator.position(at: 0) == 2 && animator.isSettled(at: 0))
        animator.animate(to: 1, motion: .none, at: 1)
        #expect(animator.position(at: 1) == 1)
        #expect(Motion.defaultSpring.resolved(reduceMotion: true) == Motion.none)
        #expect(Motion.ease.resolved(reduceMotion: false) == Motion.ease)
    }

    @Test("a pager's jump overrides a running animation")
    func jump() {
        var animator = PositionAnimator(position: 0)
        animator.animate(to: 3, motion: .easeInOut(duration: 1), at: 0)
        animator.jump(to: 1.25)
        #expect(animator.position(at: 0.5) == 1.25)
        #expect(animator.isSettled(at: 0.5))
        animator.jump(to: .nan)
        #expect(animator.target == 1.25)
    }

    @Test(
        "bad motion parameters resolve to defined motions",
        arguments: [
            Motion.linear(duration: .nan), .easeInOut(duration: -1), .linear(duration: .infinity),
            .timingCurve(.nan, .nan, .nan, .nan, duration: 0),
            .spring(response: 0, dampingFraction: 1),
            .spring(response: .nan, dampingFraction: 0.5),
        ])
    func badMotions(motion: Motion) {
        var animator = PositionAnimator(position: 0)
        animator.animate(to: 2, motion: motion, at: 0)
        #expect(animator.position(at: 0) == 2)
    }

    @Test("an undamped spring is clamped so it still settles")
    func undamped() {
        var animator = PositionAnimator(position: 0)
        animator.animate(to: 1, motion: .spring(response: 0.3, dampingFraction: 0), at: 0)
        #expect(animator.settledTime.isFinite)
        #expect(animator.position(at: animator.settledTime) == 1)
        animator.animate(to: 0, motion: .spring(response: 0.3, dampingFraction: .nan), at: 100)
        #expect(animator.settledTime.isFinite)
    }

    @Test("NaN targets are ignored; NaN times sample the target")
    func nanInput() {
        var animator = PositionAnimator(position: 1)
        animator.animate(to: .nan, motion: .ease, at: 0)
        #expect(animator.target == 1)
        animator.animate(to: 2, motion: .ease, at: 0)
        #expect(animator.position(at: .nan) == 2)
        #expect(animator.velocity(at: .nan) == 0)
        animator.animate(to: 3, motion: .ease, at: .nan)
        #expect(animator.position(at: animator.settledTime) == 3)
        #expect(PositionAnimator(position: .infinity).target == 0)
    }

    @Test("many overlapping curve retargets are merged but still arrive")
    func manyRetargets() {
        var animator = PositionAnimator(position: 0)
        for index in 0..<100 {
            animator.animate(
                to: Double(index % 7), motion: .easeInOut(duration: 10), at: Double(index) * 0.001)
        }
        #expect(animator.position(at: animator.settledTime) == Double(99 % 7))
        #expect(animator.settledTime < 11)
    }
}

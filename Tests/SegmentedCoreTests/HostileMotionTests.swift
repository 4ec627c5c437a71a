import Foundation
import Testing

@testable import SegmentedCore

/// Motion under hostile numbers: bad parameters resolve to a defined motion, positions stay
/// finite, and the regressions found by property tests and fuzzing keep their inputs.
@Suite("Motion under hostile input")
struct HostileMotionTests {
    /// Samples from `start` for `seconds`, every 10 ms, and reports any non-finite value.
    static func allFinite(_ animator: PositionAnimator, from start: Double, for seconds: Double)
        -> Bool
    {
        stride(from: start, through: start + seconds, by: 0.01).allSatisfy {
            animator.position(at: $0).isFinite && animator.velocity(at: $0).isFinite
        }
    }

    @Test("a Bézier control y of ±greatestFiniteMagnitude is clamped and positions stay finite")
    func hugeControlY() {
        // Found by the property tests: 3·y1 overflowed and every sample was NaN.
        var animator = PositionAnimator(position: 3.66)
        animator.animate(to: 0.66, motion: .easeInOut(duration: 0.64), at: 0.07)
        animator.animate(
            to: 2,
            motion: .timingCurve(.nan, .greatestFiniteMagnitude, 990_395, 0.1, duration: 0.98),
            at: 0.175)
        #expect(Self.allFinite(animator, from: 0.175, for: 1.2))
        #expect(animator.position(at: animator.settledTime) == 2)
        let curve = TimingCurve(x1: 0.5, y1: -.greatestFiniteMagnitude, x2: 0.5, y2: 1e300)
        #expect(curve.value(at: 0.5).isFinite && curve.slope(at: 0.5).isFinite)
        #expect(
            Motion.timingCurve(0, .infinity, 1, .nan, duration: 1).normalized
                == .timingCurve(0, 0, 1, 1, duration: 1))
    }

    @Test(
        "durations and responses under a microsecond are instant, over a million seconds shortened")
    func durationLimits() {
        for motion in [
            Motion.linear(duration: 1e-300), .easeInOut(duration: .leastNonzeroMagnitude),
            .spring(response: .leastNonzeroMagnitude, dampingFraction: 0.5), .linear(duration: -1),
            .spring(response: .nan, dampingFraction: 1),
            .timingCurve(0, 0, 1, 1, duration: .infinity),
        ] {
            var animator = PositionAnimator(position: 0)
            animator.animate(to: 4, motion: motion, at: 10)
            #expect(animator.isSettled(at: 10), "\(motion)")
            #expect(animator.position(at: 10) == 4, "\(motion)")
        }
        var long = PositionAnimator(position: 0)
        long.animate(to: 4, motion: .linear(duration: 1e300), at: 10)
        #expect(long.settledTime == 10 + Motion.maximumDuration)
        #expect(abs(long.position(at: 10 + Motion.maximumDuration / 2) - 2) < 1e-6)
        var slowSpring = PositionAnimator(position: 0)
        slowSpring.animate(
            to: 4, motion: .spring(response: .greatestFiniteMagnitude, dampingFraction: 0.05),
            at: 0)
        #expect(slowSpring.settledTime.isFinite)
        #expect(Self.allFinite(slowSpring, from: 0, for: 1))
        #expect(
            Motion.spring(response: 0.5, dampingFraction: .nan).normalized
                == .spring(response: 0.5, dampingFraction: 1))
    }

    @Test("positions and targets beyond ±10¹² are clamped, so distances and speeds stay finite")
    func hugeTargets() {
        var animator = PositionAnimator(position: -.greatestFiniteMagnitude)
        #expect(animator.target == -PositionAnimator.maximumPosition)
        animator.animate(to: .greatestFiniteMagnitude, motion: .easeInOut(duration: 0.3), at: 0)
        #expect(animator.target == PositionAnimator.maximumPosition)
        animator.animate(to: -1e300, motion: .defaultSpring, at: 0.1)
        #expect(Self.allFinite(animator, from: 0, for: 2))
        animator.jump(to: 1e300)
        #expect(animator.position(at: 5) == PositionAnimator.maximumPosition)
        #expect(PositionAnimator(position: 1e300).target == 1e12)
    }

    @Test("NaN and infinite targets are ignored; NaN times give the target")
    func nanTargetsAndTimes() {
        var animator = PositionAnimator(position: 1)
        animator.animate(to: 3, motion: .easeInOut(duration: 0.3), at: 0)
        let before = animator
        animator.animate(to: .nan, motion: .defaultSpring, at: 0.1)
        animator.animate(to: -.infinity, motion: .defaultSpring, at: 0.1)
        animator.jump(to: .nan)
        #expect(animator == before)
        #expect(animator.position(at: .nan) == 3)
        #expect(animator.velocity(at: .nan) == 0)
        #expect(animator.isSettled(at: .nan))
        // A NaN time starts the motion from the settled old target.
        animator.animate(to: 0, motion: .linear(duration: 1), at: .nan)
        #expect(animator.position(at: 0.3) == 3)
        #expect(abs(animator.position(at: 0.8) - 1.5) < 1e-6)
    }

    @Test("at a time so large that the duration vanishes, a retarget is instant, not a jump aside")
    func hugeTimes() {
        // Found by the property tests at t = −1.6e19: a 0.2 s curve added at a time where
        // now + 0.2 == now ended as it began, so its distance was dropped and the motion still
        // running landed off target.
        var animator = PositionAnimator(position: 0)
        animator.animate(to: 5, motion: .linear(duration: 1e6), at: 1e19)
        #expect(!animator.isSettled(at: 1e19 + 4096))
        animator.animate(to: 1, motion: .linear(duration: 0.2), at: 1e19 + 4096)
        #expect(animator.isSettled(at: 1e19 + 4096))
        #expect(animator.position(at: 1e19 + 4096) == 1)
        #expect(animator.position(at: 1e19 + 8192) == 1)
        animator.animate(to: 2, motion: .defaultSpring, at: -1.6e19)
        #expect(animator.position(at: -1.6e19) == 2)
    }

    @Test(
        "an overdamped spring that inherits a huge velocity starts exactly where the position was")
    func overdampedHugeVelocity() {
        // Found by fuzzing: the two modes' coefficients reached 10²⁴ and cancelled, so a
        // retarget with a slow, stiff spring jumped from 0.5 to 1.
        let spring = Spring(response: 1e6, dampingFraction: 10)
        #expect(spring.displacement(at: 0, from: -4.5, velocity: 1e20) == -4.5)
        #expect(spring.velocity(at: 0, from: -4.5, velocity: 1e20) == 1e20)
        // The stable form agrees with the textbook one where that one is accurate.
        let stiff = Spring(response: 0.5, dampingFraction: 2)
        let w = 2 * Double.pi / 0.5
        let root = (4.0 - 1).squareRoot()
        let (r1, r2) = (-w * (2 - root), -w * (2 + root))
        let c2 = (3 - r1 * 1) / (r2 - r1)
        let c1 = 1 - c2
        for t in [0.0, 0.05, 0.2, 1] {
            let expected = c1 * Foundation.exp(r1 * t) + c2 * Foundation.exp(r2 * t)
            #expect(abs(stiff.displacement(at: t, from: 1, velocity: 3) - expected) < 1e-12)
        }
    }
}

@Suite("Motion: retargets over cancelling huge motions")
struct CancellingMotionTests {
    @Test("a retarget starts exactly where the indicator is, even over ±10¹² motions that cancel")
    func noRoundingJump() {
        // The fuzzing input: two curves to −10¹² and back, started later than the retarget.
        var animator = PositionAnimator(position: 7)
        animator.animate(to: -9.854e129, motion: .linear(duration: 64), at: 586.25)
        animator.animate(to: -5.081172551450162e-05, motion: .linear(duration: 26), at: 600.75)
        let before = animator.position(at: 77)
        animator.animate(to: 55.5, motion: .easeInOut(duration: 1.5e158), at: 77)
        #expect(abs(animator.position(at: 77) - before) <= 1e-12)
        #expect(animator.position(at: animator.settledTime) == 55.5)
    }
}

import Foundation
import SegmentedCore
import Testing

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

@Suite("Animator: the whole path stays continuous after overlapping retargets are merged")
struct MergedRetargetContinuityTests {
    @Test("twenty overlapping easeInOut retargets: no jump at any retarget or in between")
    func continuousPath() {
        var animator = PositionAnimator(position: 0)
        let duration = 10.0
        var time = 0.0
        var previous = animator.position(at: 0)
        // 20 retargets 1 ms apart, alternating 2 and 0: more than the 16 motions the
        // animator keeps, so it has to merge them.
        for index in 0..<20 {
            let before = animator.position(at: time)
            animator.animate(
                to: index.isMultiple(of: 2) ? 2 : 0, motion: .easeInOut(duration: duration),
                at: time)
            // A retarget never moves the shown position at its own instant.
            #expect(abs(animator.position(at: time) - before) < 1e-9, "retarget \(index)")
            time += 0.001
        }
        // Between samples 1 ms apart the position can move at most speed · 0.001. Bound on
        // the speed: at most 16 motions run at once, each of distance at most 2 over 10 s
        // with an easeInOut slope at most 2 (CSS ease-in-out peaks near 1.6), so
        // 16 · 2 · 2 / 10 = 6.4 segments per second, 0.0064 per step. A jump of even a
        // hundredth of a segment breaks that.
        var sample = 0.0
        while sample <= animator.settledTime + 0.01 {
            let position = animator.position(at: sample)
            #expect(abs(position - previous) <= 0.0064, "at \(sample)")
            if abs(position - previous) > 0.0064 { break }
            previous = position
            sample += 0.001
        }
        #expect(animator.position(at: animator.settledTime) == 0)
    }
}

import SegmentedCore

/// `PositionAnimator.position(at:)`: sampling a running animation once per display frame.
enum AnimatorCases {
    static var all: [BenchCase] {
        [
            ("spring", Motion.spring(response: 0.35, dampingFraction: 0.86)),
            ("easeInOut", Motion.easeInOut(duration: 0.3)),
        ].map { name, motion in
            BenchCase(
                name: "animator/\(name)", group: "animator position(at:), \(name)", count: nil,
                countingIterations: 10_000, prepare: { runner(motion: motion) })
        }
    }

    /// Samples times spread over the whole animation, from 0 to its settling time.
    private static func runner(motion: Motion) -> Runner {
        var animator = PositionAnimator(position: 0)
        animator.animate(to: 3, motion: motion, at: 0)
        let animation = animator
        let duration = animation.settledTime
        let step = goldenStep * duration
        var time = 0.0
        return { iterations in
            sweep(&time, by: step, limit: duration, iterations: iterations, into: 0.0) {
                t, checksum in
                checksum += animation.position(at: t)
            }
        }
    }
}

/// Animates the indicator's position toward a target with a ``Motion``, and can be
/// retargeted mid-flight without a jump: a new target starts from the current position and
/// velocity, never from the old target, so rapid taps glide.
///
/// The animator holds no clock: the caller passes the time (seconds on any monotonic clock)
/// to every call. Sampling (`position(at:)`, `velocity(at:)`, `isSettled(at:)`) never
/// allocates.
///
/// ```swift
/// var animator = PositionAnimator(position: 0)
/// animator.animate(to: 2, motion: .defaultSpring, at: now)
/// // on each frame:
/// let position = animator.position(at: frameTime)
/// let frame = arrangement.indicatorFrame(at: position)
/// if animator.isSettled(at: frameTime) { stopDisplayLink() }
/// ```
///
/// How a retarget keeps continuity: a spring restarts from the current position and
/// velocity (both continuous); a timing curve is added on top of whatever is still running
/// (additive animation), so the position is continuous, and the velocity too when the
/// curve starts with zero slope (`easeInOut` and most custom curves; `linear` and `ease`
/// start moving at once, as they do from rest).
public struct PositionAnimator: Sendable, Hashable {
    /// One running motion, expressed as a displacement from the target that falls to zero.
    struct Component: Sendable, Hashable {
        enum Kind: Sendable, Hashable {
            case curve(TimingCurve, duration: Double, delta: Double)
            case spring(Spring, x0: Double, v0: Double)
        }
        var start: Double
        var end: Double
        var kind: Kind

        @inline(__always)
        func state(at time: Double) -> (displacement: Double, velocity: Double) {
            guard time < end else { return (0, 0) }
            let elapsed = time > start ? time - start : 0
            switch kind {
            case .curve(let curve, let duration, let delta):
                let fraction = elapsed / duration
                return (
                    delta * (1 - curve.value(at: fraction)),
                    -delta * curve.slope(at: fraction) / duration
                )
            case .spring(let spring, let x0, let v0):
                return spring.state(at: elapsed, from: x0, velocity: v0)
            }
        }
    }

    /// The most motions kept running on top of each other; beyond it they are merged.
    static let maximumComponents = 16

    /// The largest position magnitude the animator holds: finite positions and targets
    /// beyond `±maximumPosition` (10¹² segments) are clamped to it, so the distance between
    /// any two of them, and every speed, stays finite.
    ///
    /// ```swift
    /// PositionAnimator(position: 1e300).target  // 1e12
    /// ```
    public static let maximumPosition: Double = 1e12

    /// Where the position is heading.
    public private(set) var target: Double
    private var components: [Component]
    /// The time from which the position stays at ``target``: the end of the last motion (for
    /// a spring, when it stays within a thousandth of a segment); `-infinity` when at rest.
    public private(set) var settledTime: Double

    /// Creates an animator at rest.
    ///
    /// ```swift
    /// var animator = PositionAnimator(position: Double(selectedIndex))
    /// ```
    ///
    /// - Parameter position: The starting position; a non-finite value counts as 0, and one
    ///   beyond ``maximumPosition`` is clamped to it.
    public init(position: Double = 0) {
        target = Self.limited(position.finiteOrZero)
        components = []
        components.reserveCapacity(4)
        settledTime = -.infinity
    }

    /// The position at a time. At or after ``settledTime`` it is exactly ``target``; a NaN
    /// time gives the target too.
    ///
    /// ```swift
    /// let position = animator.position(at: frameTime)
    /// ```
    ///
    /// - Parameter time: Seconds on the caller's clock.
    /// - Complexity: O(k) in the number of overlapping motions (usually 1, at most 16).
    public func position(at time: Double) -> Double {
        guard !(time >= settledTime), !time.isNaN else { return target }
        return target + displacement(at: time)
    }

    /// The running motions' displacement from the target, summed in one fixed order so a
    /// retarget can size its new motion against exactly this number.
    @inline(__always)
    private func displacement(at time: Double) -> Double {
        var sum = 0.0
        for component in components {
            sum += component.state(at: time).displacement
        }
        return sum
    }

    /// The velocity, in segments per second, at a time; 0 once settled.
    ///
    /// ```swift
    /// let speed = animator.velocity(at: frameTime)
    /// ```
    ///
    /// - Parameter time: Seconds on the caller's clock.
    /// - Complexity: O(k) in the number of overlapping motions.
    public func velocity(at time: Double) -> Double {
        guard !(time >= settledTime), !time.isNaN else { return 0 }
        var velocity = 0.0
        for component in components {
            velocity += component.state(at: time).velocity
        }
        return velocity
    }

    /// Whether the position has reached ``target`` and stays there.
    ///
    /// ```swift
    /// if animator.isSettled(at: frameTime) { stopDisplayLink() }
    /// ```
    ///
    /// - Parameter time: Seconds on the caller's clock; NaN counts as settled.
    public func isSettled(at time: Double) -> Bool {
        time >= settledTime || time.isNaN
    }

    /// Whether any motion is still running at some time; `false` once settled for good.
    public var isAnimating: Bool { !components.isEmpty }

    /// Starts travelling to a new target from wherever the position is at `time`, keeping
    /// the current velocity (see the type's discussion). With `.none`, or with
    /// `reduceMotion`, the position jumps to the target.
    ///
    /// ```swift
    /// animator.animate(to: 3, motion: .easeInOut(duration: 0.25), at: now)
    /// // tapped again 0.1 s later: glides on from the current position and speed
    /// animator.animate(to: 1, motion: .easeInOut(duration: 0.25), at: now + 0.1)
    /// ```
    ///
    /// - Parameters:
    ///   - newTarget: The position to reach; a NaN or infinite target is ignored, and one
    ///     beyond ``maximumPosition`` is clamped to it.
    ///   - motion: How to travel; bad parameters resolve as documented on ``Motion``.
    ///   - time: Seconds on the caller's clock; a non-finite time counts as the moment
    ///     everything running has settled, so the motion starts from the old target. At a
    ///     time so large that adding the duration does not change it (beyond about 10¹⁵ s for
    ///     a 0.25 s motion), the change is instant.
    ///   - reduceMotion: The platform's Reduce Motion setting; `true` makes the change instant.
    public mutating func animate(
        to newTarget: Double, motion: Motion, at time: Double, reduceMotion: Bool = false
    ) {
        guard newTarget.isFinite else { return }
        let newTarget = Self.limited(newTarget)
        let now = time.isFinite ? time : Swift.max(settledTime, 0)
        let current = position(at: now)
        let velocity = velocity(at: now)
        components.removeAll { $0.end <= now }
        let oldTarget = target
        target = newTarget
        switch motion.resolved(reduceMotion: reduceMotion).normalized {
        case .none, .linear, .easeInOut:
            // `normalized` rewrites `.linear` and `.easeInOut` as curves: only `.none` lands here.
            components.removeAll()
        case .timingCurve(let x1, let y1, let x2, let y2, let duration):
            guard now + duration > now else {
                // Shorter than the clock's resolution at `now` (a huge time): instant, as a
                // zero-length curve would drop its distance and shift the running motion.
                components.removeAll()
                break
            }
            let curve = TimingCurve(x1: x1, y1: y1, x2: x2, y2: y2)
            // Mathematically oldTarget − newTarget; sized against the running displacement as
            // summed, so the new position equals the shown one even when earlier motions
            // carry huge displacements that cancel (rounding at their scale would show as a
            // jump). Every motion ends at 0, so the target is reached either way.
            let delta = (current - newTarget) - displacement(at: now)
            if oldTarget != newTarget {
                components.append(
                    Component(
                        start: now, end: now + duration,
                        kind: .curve(curve, duration: duration, delta: delta)))
            }
            if components.count > Self.maximumComponents {
                // Merge everything into one curve from the current position.
                components = [
                    Component(
                        start: now, end: now + duration,
                        kind: .curve(curve, duration: duration, delta: current - newTarget))
                ]
            }
        case .spring(let response, let damping):
            let spring = Spring(response: response, dampingFraction: damping)
            let x0 = current - newTarget
            components.removeAll()
            let settle = spring.settlingDuration(from: x0, velocity: velocity)
            if settle > 0, now + settle > now {
                components.append(
                    Component(
                        start: now, end: now + settle, kind: .spring(spring, x0: x0, v0: velocity)))
            }
        }
        settledTime = -.infinity
        for component in components {
            settledTime = Swift.max(settledTime, component.end)
        }
    }

    /// Puts the position at a value at once, stopping any motion: what a pager does when it
    /// drives the position continuously.
    ///
    /// ```swift
    /// animator.jump(to: scrollView.contentOffset.x / pageWidth)
    /// ```
    ///
    /// - Parameter position: The new position; a NaN or infinite value is ignored, and one
    ///   beyond ``maximumPosition`` is clamped to it.
    public mutating func jump(to position: Double) {
        guard position.isFinite else { return }
        target = Self.limited(position)
        components.removeAll()
        settledTime = -.infinity
    }

    /// A finite position clamped to `±maximumPosition`.
    private static func limited(_ position: Double) -> Double {
        position.clamped(to: -maximumPosition...maximumPosition)
    }
}

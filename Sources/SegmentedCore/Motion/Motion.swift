/// How the indicator's position travels to a new selection.
///
/// ```swift
/// var animator = PositionAnimator(position: 0)
/// animator.animate(to: 2, motion: .spring(response: 0.35, dampingFraction: 0.85), at: now)
/// let ease = Motion.timingCurve(0.25, 0.1, 0.25, 1, duration: 0.3)  // CSS `ease`
/// ```
///
/// Bad parameters resolve to a defined motion: a duration or response that is NaN,
/// infinite, zero, negative or shorter than ``minimumDuration`` (a microsecond) gives `.none`
/// (an instant jump), and one longer than ``maximumDuration`` (a million seconds) is
/// shortened to it; a damping fraction is clamped to `0.05...10` (NaN gives 1) so every
/// spring settles; Bézier control x values are clamped to `0...1` and y values to
/// `-1000...1000` (NaN or infinite y1 gives 0, y2 gives 1).
public enum Motion: Sendable, Hashable {
    /// No animation: the position jumps to the target.
    case none
    /// Constant speed for `duration` seconds.
    case linear(duration: Double)
    /// Slow start and end: the cubic Bézier `(0.42, 0, 0.58, 1)` (CSS `ease-in-out`).
    case easeInOut(duration: Double)
    /// A cubic Bézier timing curve through `(0, 0)`, `(x1, y1)`, `(x2, y2)`, `(1, 1)`, solved for
    /// x as browsers do.
    case timingCurve(Double, Double, Double, Double, duration: Double)
    /// A spring with SwiftUI's meaning of the numbers: `response` is the period of the
    /// undamped oscillation in seconds, `dampingFraction` the damping ratio (1 = critically
    /// damped, below 1 overshoots).
    case spring(response: Double, dampingFraction: Double)

    /// The shortest duration or response that animates: anything shorter is instant.
    public static let minimumDuration: Double = 1e-6

    /// The longest duration or response: anything longer is shortened to it, so a motion
    /// always ends at a finite time with finite speeds.
    public static let maximumDuration: Double = 1e6

    /// CSS `ease`: `cubic-bezier(0.25, 0.1, 0.25, 1)`, 0.25 s.
    public static let ease = Motion.timingCurve(0.25, 0.1, 0.25, 1, duration: 0.25)

    /// A spring like SwiftUI's default: response 0.55 s, damping fraction 0.825.
    public static let defaultSpring = Motion.spring(response: 0.55, dampingFraction: 0.825)

    /// The UIKit underline design's motion: ease-in-out over 0.2 s.
    public static let quick = Motion.easeInOut(duration: 0.2)

    /// The cross-fade that replaces the indicator's travel under Reduce Motion
    /// (``IndicatorTransition/crossFade``): ease-in-out over 0.2 s, the indicator fading out
    /// where it was and in at the new selection.
    ///
    /// The fade is what the system does: SwiftUI's `TransitionProperties.hasMotion` says a
    /// transition with motion "will be replaced by opacity when Reduce Motion is enabled". The
    /// duration is an **estimate**, to tune on a device against the system's own controls:
    /// Apple publishes no duration for that replacement, and
    /// `UIView.transition(with:duration:options:animations:completion:)` with
    /// `.transitionCrossDissolve` takes its duration from the caller. 0.2 s is as long as the
    /// UIKit underline's travel (``quick``) and shorter than every other design's, so the fade
    /// never outlasts the motion it replaces.
    ///
    /// ```swift
    /// var fade = IndicatorCrossFade(from: 0, to: 2, at: now)  // uses this motion
    /// ```
    public static let reducedMotionCrossFade = Motion.easeInOut(duration: 0.2)

    /// The motion to use when the user may have asked for reduced motion: `.none` when
    /// `reduceMotion` is true, otherwise the motion itself.
    ///
    /// ```swift
    /// let motion = style.motion.resolved(reduceMotion: accessibilityReduceMotion)
    /// ```
    ///
    /// - Parameter reduceMotion: The platform's Reduce Motion setting.
    public func resolved(reduceMotion: Bool) -> Motion {
        reduceMotion ? .none : self
    }

    /// The motion as a front-end hands it to a platform animation: bad parameters replaced
    /// as documented on ``Motion`` (a NaN, infinite, zero or negative duration or response
    /// gives `.none`; the damping fraction is clamped to `0.05...10`; Bézier control x values
    /// to `0...1`), and `.linear` and `.easeInOut` rewritten as the `.timingCurve` they are,
    /// so only `.none`, `.timingCurve` and `.spring` remain.
    ///
    /// ```swift
    /// switch motion.normalized {
    /// case .none: animation = nil
    /// case .timingCurve(let x1, let y1, let x2, let y2, let duration): …
    /// case .spring(let response, let dampingFraction): …
    /// default: animation = nil  // not produced
    /// }
    /// ```
    public var normalized: Motion {
        switch self {
        case .none:
            return .none
        case .linear(let duration):
            guard let duration = Self.usable(duration) else { return .none }
            return .timingCurve(0, 0, 1, 1, duration: duration)
        case .easeInOut(let duration):
            guard let duration = Self.usable(duration) else { return .none }
            return .timingCurve(0.42, 0, 0.58, 1, duration: duration)
        case .timingCurve(let x1, let y1, let x2, let y2, let duration):
            guard let duration = Self.usable(duration) else { return .none }
            return .timingCurve(
                x1.clamped(to: 0...1), TimingCurve.controlY(y1, default: 0), x2.clamped(to: 0...1),
                TimingCurve.controlY(y2, default: 1), duration: duration)
        case .spring(let response, let damping):
            guard let response = Self.usable(response) else { return .none }
            return .spring(
                response: response,
                dampingFraction: damping.isNaN ? 1 : damping.clamped(to: 0.05...10))
        }
    }

    /// A duration or response within `minimumDuration...maximumDuration`, or `nil` when it
    /// asks for an instant change.
    private static func usable(_ duration: Double) -> Double? {
        guard duration.isFinite, duration >= minimumDuration else { return nil }
        return Swift.min(duration, maximumDuration)
    }
}

extension Double {
    var isPositiveFinite: Bool { isFinite && self > 0 }
}

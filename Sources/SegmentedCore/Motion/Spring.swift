import Foundation

/// A damped spring pulling a displacement back to zero, solved in closed form:
/// `x″ + 2ζω·x′ + ω²·x = 0` with `ω = 2π / response` and `ζ` the damping fraction.
///
/// ```swift
/// let spring = Spring(response: 0.5, dampingFraction: 0.8)
/// spring.displacement(at: 0.1, from: 1, velocity: 0)  // how far from rest after 0.1 s
/// spring.settlingDuration(from: 1, velocity: 0)       // when it stays within the tolerance
/// ```
public struct Spring: Sendable, Hashable {
    /// The natural angular frequency, `2π / response`.
    public let omega: Double
    /// The damping ratio.
    public let zeta: Double

    /// The displacement below which, together with ``velocityTolerance``, a spring counts
    /// as settled: a thousandth of a segment.
    public static let positionTolerance = 1e-3
    /// The speed, in segments per second, below which a spring may count as settled.
    public static let velocityTolerance = 1e-2

    /// Creates a spring. A response that is not positive and finite is treated as 1 s; the
    /// damping fraction is clamped to `0.05...10` (NaN gives 1).
    ///
    /// ```swift
    /// let bouncy = Spring(response: 0.4, dampingFraction: 0.6)
    /// ```
    ///
    /// - Parameters:
    ///   - response: The period of the undamped oscillation, in seconds.
    ///   - dampingFraction: The damping ratio.
    public init(response: Double, dampingFraction: Double) {
        let response = response.isPositiveFinite ? response : 1
        omega = 2 * .pi / response
        zeta = dampingFraction.isNaN ? 1 : dampingFraction.clamped(to: 0.05...10)
    }

    /// The displacement after `time` seconds from an initial displacement and velocity.
    ///
    /// ```swift
    /// Spring(response: 0.5, dampingFraction: 1).displacement(at: 0, from: 2, velocity: 0)  // 2
    /// ```
    ///
    /// - Parameters:
    ///   - time: Seconds since the start; negative counts as 0.
    ///   - x0: The initial displacement.
    ///   - v0: The initial velocity.
    public func displacement(at time: Double, from x0: Double, velocity v0: Double) -> Double {
        state(at: time, from: x0, velocity: v0).displacement
    }

    /// The velocity after `time` seconds from an initial displacement and velocity.
    ///
    /// ```swift
    /// Spring(response: 0.5, dampingFraction: 1).velocity(at: 0, from: 2, velocity: 3)  // 3
    /// ```
    ///
    /// - Parameters:
    ///   - time: Seconds since the start; negative counts as 0.
    ///   - x0: The initial displacement.
    ///   - v0: The initial velocity.
    public func velocity(at time: Double, from x0: Double, velocity v0: Double) -> Double {
        state(at: time, from: x0, velocity: v0).velocity
    }

    /// Displacement and velocity together.
    @inline(__always)
    func state(
        at time: Double, from x0: Double, velocity v0: Double
    ) -> (displacement: Double, velocity: Double) {
        let t = time > 0 ? time : 0
        let w = omega
        if abs(zeta - 1) < 1e-6 {
            // Critically damped: x = (x0 + B·t)·e^(−ωt), B = v0 + ω·x0.
            let b = v0 + w * x0
            let decay = exp(-w * t)
            return ((x0 + b * t) * decay, (b - w * (x0 + b * t)) * decay)
        }
        if zeta < 1 {
            let wd = w * (1 - zeta * zeta).squareRoot()
            let b = (v0 + zeta * w * x0) / wd
            let decay = exp(-zeta * w * t)
            let cosine = cos(wd * t)
            let sine = sin(wd * t)
            let x = decay * (x0 * cosine + b * sine)
            let v = decay * ((b * wd - zeta * w * x0) * cosine - (x0 * wd + zeta * w * b) * sine)
            return (x, v)
        }
        // Overdamped: two real decay rates r1 > r2 (both negative). Written in terms of x0
        // and v0 rather than the two modes' coefficients, which grow huge and cancel when the
        // velocity is large against slow rates: at t = 0 this gives x0 and v0 exactly.
        let root = (zeta * zeta - 1).squareRoot()
        let r1 = -w * (zeta - root)
        let r2 = -w * (zeta + root)
        let e1 = exp(r1 * t)
        let e2 = exp(r2 * t)
        let difference = expm1(r1 * t) - expm1(r2 * t)  // e1 − e2, precise for small t
        let span = r1 - r2
        return (
            (x0 * (r1 * e2 - r2 * e1) + v0 * difference) / span,
            (-x0 * r1 * r2 * difference + v0 * (r1 * e1 - r2 * e2)) / span
        )
    }

    /// A time after which the displacement stays within ``positionTolerance`` and the
    /// velocity within ``velocityTolerance`` for good: an upper bound from the solution's
    /// decaying envelope. For a spring from rest with damping fraction `ζ < 1` and
    /// displacement `d`, it is `ln(d·k / 0.001) / (ζ·ω)` with a small constant `k ≥ 1`.
    ///
    /// ```swift
    /// let spring = Spring(response: 0.55, dampingFraction: 0.825)
    /// spring.settlingDuration(from: 1, velocity: 0)  // about 0.9 s
    /// ```
    ///
    /// - Parameters:
    ///   - x0: The initial displacement.
    ///   - v0: The initial velocity.
    public func settlingDuration(from x0: Double, velocity v0: Double) -> Double {
        let w = omega
        let epsilonX = Spring.positionTolerance
        let epsilonV = Spring.velocityTolerance
        // Envelope amplitude A·e^(−rate·t) bounds |x|; A·(ω + rate)·… bounds |v|.
        let amplitude: Double
        let rate: Double
        let velocityScale: Double
        if abs(zeta - 1) < 1e-6 {
            // (|x0| + |B|·t)·e^(−ωt) ≤ (|x0| + 2|B| / (e·ω))·e^(−ωt/2).
            let b = abs(v0 + w * x0)
            amplitude = abs(x0) + 2 * b / (M_E * w)
            rate = w / 2
            velocityScale = 2 * w
        } else if zeta < 1 {
            let wd = w * (1 - zeta * zeta).squareRoot()
            let b = (v0 + zeta * w * x0) / wd
            amplitude = (x0 * x0 + b * b).squareRoot()
            rate = zeta * w
            velocityScale = zeta * w + wd
        } else {
            let root = (zeta * zeta - 1).squareRoot()
            let r1 = -w * (zeta - root)
            let r2 = -w * (zeta + root)
            let c2 = (v0 - r1 * x0) / (r2 - r1)
            let c1 = x0 - c2
            amplitude = abs(c1) + abs(c2)
            rate = -r1
            velocityScale = -r2
        }
        guard amplitude.isFinite, amplitude > 0 else { return 0 }
        let forPosition = log(amplitude / epsilonX) / rate
        let forVelocity = log(amplitude * velocityScale / epsilonV) / rate
        return Swift.max(0, forPosition, forVelocity)
    }
}

/// The numbers that make a ``LensMachine`` move: how far the pressed indicator lifts, how its two
/// edges follow the target, and how it resists being pulled past either end.
///
/// Apple documents none of these for the iOS 26 segmented control (`UISegmentedControl.h` is
/// the same in the iOS 18.6 and 26.2 SDKs and names no lens), so each default says where it
/// comes from: a published fact, or our estimate to be measured against the system control
/// on a device. docs/designs.md lists them in one table.
///
/// ```swift
/// var parameters = LensParameters.liquidGlass
/// parameters.liftScale = 1.2
/// let lens = LensMachine(context: context, parameters: parameters)
/// ```
public struct LensParameters: Sendable, Hashable {
    /// How much larger the lifted indicator is drawn, about its centre: 1.15 (our estimate of
    /// the iOS 26 lens; not documented by Apple; to be measured on a device). Values below 1
    /// or not finite count as 1.
    public var liftScale: Double
    /// How much the lifted lens magnifies the titles under it: 1.15 (our estimate, as
    /// ``liftScale``). Values below 1 or not finite count as 1.
    public var lensMagnification: Double
    /// How long the lift (and the drop back) takes, in seconds, eased out with
    /// `1 − (1 − u)³`: 0.15 s (our estimate). Not finite or not positive makes the lift
    /// instant.
    public var liftDuration: Double
    /// The spring of the edge that leads in the direction of travel (the faster one), with
    /// SwiftUI's meaning of response and damping fraction: response 0.2 s, damping fraction
    /// 1 (our estimate; critically damped, so the leading edge never passes the target).
    /// Half the trailing edge's response, which lets one exponential serve both edges on
    /// every frame (``LensMachine/state(at:)``); other values cost a second one.
    public var leadingEdge: Motion
    /// The spring of the trailing edge (the slower one): response 0.4 s, damping fraction 1
    /// (our estimate). The difference between the two responses is what stretches the indicator
    /// in the direction of travel; equal springs give a rigid indicator.
    public var trailingEdge: Motion
    /// The rubber band's coefficient `c` in `f(x) = (1 − 1 / (x·c/d + 1))·d`: 0.55, the
    /// constant of `UIScrollView`'s rubber band as it is widely published (Apple documents the
    /// behaviour, "bounces", but not the formula). Not finite or not positive counts as 0:
    /// a hard stop at the end.
    public var rubberBandCoefficient: Double
    /// The rubber band's dimension `d`, in segments: the most the indicator can be pulled past
    /// either end, approached but never reached. 0.25 of a segment (our choice, so the lens
    /// stays on the track). Not finite or not positive counts as 0: a hard stop; beyond 10¹²
    /// segments (``PositionAnimator/maximumPosition``) it counts as 10¹².
    public var rubberBandLimit: Double

    /// Creates lens parameters.
    ///
    /// ```swift
    /// let stiff = LensParameters(
    ///     leadingEdge: .spring(response: 0.2, dampingFraction: 1),
    ///     trailingEdge: .spring(response: 0.2, dampingFraction: 1))  // no stretch
    /// ```
    ///
    /// - Parameters:
    ///   - liftScale: The lifted indicator's scale.
    ///   - lensMagnification: The titles' magnification under the lifted lens.
    ///   - liftDuration: The lift's duration in seconds.
    ///   - leadingEdge: The leading edge's motion; a spring, or any ``Motion`` (curves are
    ///     followed as a critically damped spring of the same duration, `.none` jumps).
    ///   - trailingEdge: The trailing edge's motion, as `leadingEdge`.
    ///   - rubberBandCoefficient: `c` of the rubber band.
    ///   - rubberBandLimit: `d` of the rubber band, in segments.
    public init(
        liftScale: Double = 1.15, lensMagnification: Double = 1.15, liftDuration: Double = 0.15,
        leadingEdge: Motion = .spring(response: 0.2, dampingFraction: 1),
        trailingEdge: Motion = .spring(response: 0.4, dampingFraction: 1),
        rubberBandCoefficient: Double = 0.55, rubberBandLimit: Double = 0.25
    ) {
        self.liftScale = liftScale
        self.lensMagnification = lensMagnification
        self.liftDuration = liftDuration
        self.leadingEdge = leadingEdge
        self.trailingEdge = trailingEdge
        self.rubberBandCoefficient = rubberBandCoefficient
        self.rubberBandLimit = rubberBandLimit
    }

    /// The Liquid Glass design's lens: every default above.
    public static let liquidGlass = LensParameters()

    /// `UIScrollView`'s rubber band, `f(x) = (1 − 1 / (x·c/d + 1))·d`, for an overshoot `x ≥ 0`
    /// in segments: about `c·x` for small pulls, never reaching ``rubberBandLimit``.
    ///
    /// ```swift
    /// LensParameters.liquidGlass.rubberBand(1)  // ≈ 0.171 of a segment
    /// ```
    ///
    /// - Parameter overshoot: How far past the end the finger would put the indicator, in
    ///   segments; negative or NaN gives 0, +∞ gives the limit.
    public func rubberBand(_ overshoot: Double) -> Double {
        let c = resolvedRubberBandCoefficient
        let d = resolvedRubberBandLimit
        guard overshoot > 0, c > 0, d > 0 else { return 0 }
        guard overshoot.isFinite else { return d }
        return (1 - 1 / (overshoot * c / d + 1)) * d
    }

    /// ``liftScale`` as used: at least 1, 1 when not finite.
    var resolvedLiftScale: Double { liftScale.isFinite ? Swift.max(1, liftScale) : 1 }
    /// ``lensMagnification`` as used.
    var resolvedMagnification: Double {
        lensMagnification.isFinite ? Swift.max(1, lensMagnification) : 1
    }
    /// The scale a front-end draws the magnifier's copy of the titles at, so a copy scaled by
    /// the lens's full magnification still has a texel per device pixel: the screen's scale
    /// times the magnification as used, which counts as at most 3 here (a copy's backing
    /// store grows with the square of it). A screen scale that is not finite and above 0
    /// counts as 1.
    ///
    /// ```swift
    /// copy.contentScaleFactor = parameters.magnifiedContentsScale(screenScale: 3)  // 3.45
    /// ```
    ///
    /// - Parameter screenScale: The screen's scale (points to pixels).
    public func magnifiedContentsScale(screenScale: Double) -> Double {
        let screen = screenScale.isFinite && screenScale > 0 ? screenScale : 1
        return screen * Swift.min(resolvedMagnification, 3)
    }

    /// ``liftDuration`` as used: 0 for instant (a value that is not finite or too short),
    /// at most `Motion`'s longest duration. A front-end animates what goes with the lift
    /// (a glass that forms as the lens lifts) over it.
    ///
    /// ```swift
    /// UIView.animate(withDuration: parameters.resolvedLiftDuration) { glass.effect = lens }
    /// ```
    public var resolvedLiftDuration: Double {
        liftDuration.isFinite && liftDuration >= Motion.minimumDuration
            ? Swift.min(liftDuration, Motion.maximumDuration) : 0
    }

    /// Whether the two move a lens the same way: every number compares as used (a value
    /// that is not finite, or out of range, as what it counts as), so parameters with a NaN
    /// equal themselves and a host comparing the parameters it holds with the machine's sees
    /// no change where there is none.
    ///
    /// ```swift
    /// LensParameters(liftScale: .nan) == LensParameters(liftScale: 1)  // true: both lift to 1
    /// ```
    public static func == (lhs: LensParameters, rhs: LensParameters) -> Bool {
        lhs.resolved == rhs.resolved
    }

    /// Hashes the numbers as used, so equal parameters (``==(_:_:)``) hash alike.
    ///
    /// ```swift
    /// let seen: Set<LensParameters> = [.liquidGlass, LensParameters(liftScale: .nan)]
    /// ```
    public func hash(into hasher: inout Hasher) {
        hasher.combine(resolved)
    }

    /// Every number as the lens uses it.
    private var resolved: Resolved {
        Resolved(
            liftScale: resolvedLiftScale, magnification: resolvedMagnification,
            liftDuration: resolvedLiftDuration, leadingEdge: leadingEdge.normalized,
            trailingEdge: trailingEdge.normalized,
            rubberBandCoefficient: resolvedRubberBandCoefficient,
            rubberBandLimit: resolvedRubberBandLimit)
    }

    /// ``rubberBandCoefficient`` as used: 0 (a hard stop) when not finite or not positive.
    private var resolvedRubberBandCoefficient: Double {
        rubberBandCoefficient.isPositiveFinite ? rubberBandCoefficient : 0
    }

    /// ``rubberBandLimit`` as used: 0 when not finite or not positive, and capped like every
    /// position, so the pulled indicator's frame stays finite.
    private var resolvedRubberBandLimit: Double {
        rubberBandLimit.isPositiveFinite
            ? Swift.min(rubberBandLimit, PositionAnimator.maximumPosition) : 0
    }

    private struct Resolved: Hashable {
        var liftScale: Double
        var magnification: Double
        var liftDuration: Double
        var leadingEdge: Motion
        var trailingEdge: Motion
        var rubberBandCoefficient: Double
        var rubberBandLimit: Double
    }

    /// An edge's motion as a spring, or `nil` for an instant move.
    static func edgeSpring(_ motion: Motion) -> Spring? {
        switch motion.normalized {
        case .spring(let response, let damping):
            return Spring(response: response, dampingFraction: damping)
        case .timingCurve(_, _, _, _, let duration):
            return Spring(response: duration, dampingFraction: 1)
        default:
            return nil
        }
    }
}

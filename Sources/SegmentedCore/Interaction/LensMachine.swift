import Foundation

/// The Liquid Glass indicator: a layer over the control's press whose indicator lifts into a
/// lens when pressed, scrubs with the finger with a rubber band past either end, stretches
/// because its two edges follow on separate springs, and settles with its velocity. It decides
/// no selection: ``ControlMachine`` runs the control's one ``InteractionMachine`` (highlight,
/// selection, haptic) and hands the lens the press after every pointer event; front-ends draw
/// ``state(at:)`` on every display frame instead of moving the indicator themselves.
///
/// The rules, on top of the interaction's (which decide highlight, selection and haptic):
///
/// - **Lift.** A press that grabs the indicator (a press on the selected segment;
///   ``InteractionMachine/isHoldingIndicator``) lifts it at once: ``LensState/lift`` eases
///   from where it is to 1 over ``LensParameters/liftDuration``, and back to 0 when the press
///   ends or is cancelled.
/// - **Scrub.** Once the pointer has left the tap slop, the indicator's target is the
///   position under the pointer plus the offset at which it was grabbed, unclamped; past
///   either end it is pulled back by `UIScrollView`'s rubber band
///   (``LensParameters/rubberBand(_:)``). Beyond the interaction's release margin the target
///   is the selection again.
/// - **Stretch.** The indicator has two edges, each a spring towards the target: the leading
///   one (``LensParameters/leadingEdge``) is the faster, so whichever way the target moves
///   the indicator is drawn from the slower edge to the faster one: stretched in the
///   direction of travel, settling back to its width.
/// - **Release.** The interaction selects the enabled segment nearest the indicator; both
///   edges retarget there from their current positions and velocities, so the speed at
///   release carries into the settling springs.
/// - **Interruption.** Every retarget (a move, a release, a new press, a
///   ``Event/selectionChanged(time:)``) starts from where the edges are at that moment with
///   their velocities: nothing jumps.
/// - **Tap elsewhere.** A selection by tap moves both edges there the same way, stretching,
///   without a lift.
/// - **Placed.** An ``Event/indicatorPlaced(time:)`` (the host put its indicator on the
///   selection without motion) and the first arrangement with segments (nothing was drawn
///   before) put both edges on the target at once.
/// - **Reduce Motion.** With ``reduceMotion`` on there is no lift, no stretch and no rubber
///   band: the indicator is placed directly at its target (clamped to the bar), as a
///   `.none` motion does.
///
/// The lens takes the control's ``Context`` with every event and rests on its selection (the
/// one the event leaves, once the host has stored what the interaction decided). It keeps a
/// copy of the arrangement only to draw between events, taken from the context whenever it
/// differs.
///
/// Hostile input has a defined result: event times are kept monotonic (a NaN, infinite or
/// earlier time counts as the latest finite time seen). ``state(at:)`` at a NaN time gives the
/// final resting state; at a time before the latest event it gives the state as of that
/// event; with no segments it is `nil`. With every segment disabled nothing is selected and
/// the indicator stays on the selection.
///
/// ```swift
/// var control = ControlMachine<Int>(lens: .liquidGlass)
/// control.handle(.pointer(.began(point, time: now)), in: context)
/// // on every display frame:
/// if let state = control.lens?.state(at: frameTime) { draw(state) }
/// if control.lens?.isSettled(at: frameTime) ?? true { stopDisplayLink() }
/// ```
public struct LensMachine: Sendable, Hashable {
    /// One edge of the indicator: a segment position following a target on a spring. A
    /// critically damped spring (the defaults) is evaluated inline from three numbers fixed
    /// at the retarget, `(x0 + B·t)·2^(rate·t)` with `B = v0 + ω·x0` and `rate = −ω·log₂e`
    /// (``Spring/decay(log2:)``), as ``Spring`` computes it; other springs go through
    /// ``Spring`` out of line.
    @usableFromInline
    struct Edge: Sendable, Hashable {
        /// The spring the next retarget uses.
        var spring: Spring
        /// The spring of the motion in progress (parameters changed mid-flight take effect
        /// at the next retarget).
        @usableFromInline var running: Spring
        @usableFromInline var target: Double
        @usableFromInline var start: Double = 0
        /// When the spring counts as settled; `-infinity` at rest.
        @usableFromInline var end: Double = -.infinity
        @usableFromInline var x0: Double = 0
        var v0: Double = 0
        /// `−ω·log₂e` of a critically damped spring (the decay's binary logarithm per
        /// second), or 0 for any other.
        @usableFromInline var rate: Double = 0
        /// `B = v0 + ω·x0` of a critically damped spring.
        @usableFromInline var slope: Double = 0

        init(spring: Spring, target: Double) {
            self.spring = spring
            self.running = spring
            self.target = target
        }

        @inlinable @inline(__always)
        func position(at time: Double) -> Double {
            // False for NaN and for every time at or after the end.
            guard time < end else { return target }
            let sinceStart = time - start
            let elapsed = sinceStart > 0 ? sinceStart : 0  // time is not NaN here
            guard rate < 0 else { return target + displacement(after: elapsed) }
            return target + (x0 + slope * elapsed) * Spring.decay(log2: rate * elapsed)
        }

        /// The displacement of a spring that is not critically damped, out of line.
        @usableFromInline
        func displacement(after elapsed: Double) -> Double {
            running.state(at: elapsed, from: x0, velocity: v0).displacement
        }

        func state(at time: Double) -> (position: Double, velocity: Double) {
            guard time < end else { return (target, 0) }
            let s = running.state(at: time - start, from: x0, velocity: v0)
            return (target + s.displacement, s.velocity)
        }

        /// Heads for a new target from the current position and velocity at `now`, or jumps
        /// there when `animated` is false.
        mutating func retarget(to newTarget: Double, at now: Double, animated: Bool) {
            let (position, velocity) = state(at: now)
            target = newTarget
            start = now
            x0 = position - newTarget
            v0 = velocity
            end = -.infinity
            rate = 0
            slope = 0
            running = spring
            guard animated else { return }
            let settle = spring.settlingDuration(from: x0, velocity: v0)
            if settle > 0, now + settle > now { end = now + settle }
            if abs(spring.zeta - 1) < 1e-6 {
                rate = -spring.omega * 1.4426950408889634
                slope = v0 + spring.omega * x0
            }
        }
    }

    /// The lift: eased out from one value to another. The end, the rate (1 / duration) and
    /// the change are worked out once here rather than on every frame.
    @usableFromInline
    struct Lift: Sendable, Hashable {
        @usableFromInline var from: Double = 0
        @usableFromInline var to: Double = 0
        @usableFromInline var start: Double = 0
        @usableFromInline var duration: Double = 0
        /// `start + duration`: from then on the lift is `to`.
        @usableFromInline var finish: Double = 0
        /// `1 / duration`; 0 for an instant lift.
        @usableFromInline var rate: Double = 0
        /// `to − from`.
        @usableFromInline var change: Double = 0

        init() {}

        init(from: Double, to: Double, start: Double, duration: Double) {
            self.from = from
            self.to = to
            self.start = start
            self.duration = duration
            finish = start + duration
            // An instant lift (Reduce Motion, an unusable duration) has no rate: before its
            // start it is `from`, not 0·∞.
            rate = duration > 0 ? 1 / duration : 0
            change = to - from
        }

        var end: Double { duration > 0 ? start + duration : -.infinity }

        @inlinable @inline(__always)
        func value(at time: Double) -> Double {
            guard time < finish else { return to }  // NaN and after the end
            let sinceStart = time - start
            let u = (sinceStart > 0 ? sinceStart : 0) * rate  // time is not NaN here
            let rest = 1 - u
            return from + change * (1 - rest * rest * rest)
        }
    }

    /// Both edges while they run critically damped springs from the same start, the leading
    /// ω exactly twice the trailing one (the defaults: 0.2 s and 0.4 s), until the leading
    /// one settles: e^(−2ω·t) is (e^(−ω·t))², so one decay serves both. Each number is the
    /// edge's own (leading edge in the first lane, trailing in the second), side by side so
    /// that both positions take one vector multiply-add each.
    @usableFromInline
    struct SharedMotion: Sendable, Hashable {
        @usableFromInline var targets = SIMD2<Double>()
        /// `x0`, the displacements at the start.
        @usableFromInline var offsets = SIMD2<Double>()
        /// `B = v0 + ω·x0`.
        @usableFromInline var slopes = SIMD2<Double>()
        @usableFromInline var start = 0.0
        /// The trailing edge's `−ω·log₂e`.
        @usableFromInline var rate = 0.0
        /// The leading edge's end; `-infinity` when the edges do not share a decay.
        @usableFromInline var end = -Double.infinity

        init() {}

        /// The two edges' motion if they share a decay, or none (an `end` of `-infinity`).
        init(leading: Edge, trailing: Edge) {
            guard
                leading.rate < 0, trailing.rate < 0, leading.rate == 2 * trailing.rate,
                leading.start == trailing.start, leading.end <= trailing.end
            else { return }
            targets = SIMD2(leading.target, trailing.target)
            offsets = SIMD2(leading.x0, trailing.x0)
            slopes = SIMD2(leading.slope, trailing.slope)
            start = trailing.start
            rate = trailing.rate
            end = leading.end
        }

        /// Both positions at a time before ``end``, as `(x0 + B·t)·e^(−ω·t)` per edge.
        @inlinable @inline(__always)
        func positions(at time: Double) -> SIMD2<Double> {
            let sinceStart = time - start
            let elapsed = sinceStart > 0 ? sinceStart : 0  // time is not NaN here
            let decay = Spring.decay(log2: rate * elapsed)
            return targets + (offsets + slopes * elapsed) * SIMD2(decay * decay, decay)
        }
    }

    /// The control's press as the lens last followed it (``Event/pressChanged(_:isNewPress:time:)``):
    /// where the pointer is and whether it holds the indicator. `nil` when no pointer is down.
    public private(set) var press: InteractionMachine.Press?
    /// Whether the press holds the indicator, so the lens lifts and scrubs.
    public var isHoldingIndicator: Bool { press?.indicatorOffset != nil }
    /// The lens's constants.
    public var parameters: LensParameters {
        didSet {
            resolveSprings()
            refreshCaches()
        }
    }
    /// The platform's Reduce Motion setting: no lift, no stretch, no rubber band. Changing it
    /// takes effect at the next event.
    public var reduceMotion: Bool

    /// The arrangement the lens draws over: the context's at the latest event, kept so the
    /// per-frame query needs no context.
    @usableFromInline var geometry: Arrangement
    @usableFromInline var leading: Edge
    @usableFromInline var trailing: Edge
    @usableFromInline var lift = Lift()
    /// When the edges and the lift have all come to rest; `-infinity` when they are.
    @usableFromInline var settledTime = -Double.infinity
    /// The state from ``settledTime`` on; `nil` with no segments.
    @usableFromInline var rest: LensState?
    /// Both edges' motion while they move on one decay, fixed at each change.
    @usableFromInline var shared = SharedMotion()
    /// Until when a frame takes the common path: ``SharedMotion/end`` on a ``uniform`` bar,
    /// `-infinity` otherwise. One comparison instead of four, fixed at each change.
    @usableFromInline var fastUntil = -Double.infinity
    /// `liftScale − 1` and `lensMagnification − 1` as used, fixed when the parameters change.
    @usableFromInline var scaleGain = 0.0
    @usableFromInline var magnificationGain = 0.0
    /// The pointer's grab offset in extended segment positions, while the indicator is held.
    var grabOffset: Double?
    /// The latest finite event time.
    public internal(set) var time: Double = 0
    /// Segment-centre spacing at the start and the end of the bar, for positions past them.
    var startPitch = 1.0
    var endPitch = 1.0
    /// How far the indicator moves in x for each segment past the start and the end: the
    /// pitches, negated right to left.
    @usableFromInline var startShift = 1.0
    @usableFromInline var endShift = 1.0
    /// Whether the indicator's stops are evenly spaced and alike (linear travel, two or more
    /// segments, every stop the first moved by a whole number of ``uniformStride``s, and the
    /// ends' shifts that stride), each number within ``uniformTolerance`` of that: then a
    /// moving frame is worked out from ``uniformOrigin`` and the stride alone.
    @usableFromInline var uniform = false
    /// The indicator's frame at segment 0, its x in both lanes, and how far it moves in x
    /// from one segment to the next in both lanes, when ``uniform``.
    @usableFromInline var uniformOrigin = Rect.zero
    @usableFromInline var uniformX = SIMD2<Double>()
    @usableFromInline var uniformStride = SIMD2<Double>()
    /// The last segment's index and position.
    @usableFromInline var lastIndex = 0
    @usableFromInline var lastPosition = 0.0
    /// How far a stop's number (x, y, width, height) may lie from where ``uniformOrigin``
    /// and ``uniformStride`` put it for the stops to count as ``uniform``, per point of its
    /// size (plus one): a thousand-millionth (arranging leaves the last bits of equal widths
    /// different). A moving indicator is drawn within that of the stops, a resting one exactly
    /// on them.
    static let uniformTolerance = 1e-9

    /// Creates a lens at rest on the context's selection (segment 0 when none).
    ///
    /// ```swift
    /// let lens = LensMachine(
    ///     context: InteractionMachine.Context(arrangement: arrangement, selection: selection),
    ///     parameters: .liquidGlass, reduceMotion: false)
    /// ```
    ///
    /// - Parameters:
    ///   - context: The arrangement and the selection the lens starts on.
    ///   - parameters: The lens's constants; the Liquid Glass design's by default.
    ///   - reduceMotion: The platform's Reduce Motion setting.
    public init(
        context: Context, parameters: LensParameters = .liquidGlass, reduceMotion: Bool = false
    ) {
        self.geometry = context.arrangement
        self.parameters = parameters
        self.reduceMotion = reduceMotion
        let rest = Double(context.selection.selectedIndex ?? 0)
        let spring = Spring(response: 1, dampingFraction: 1)
        leading = Edge(spring: spring, target: rest)
        trailing = Edge(spring: spring, target: rest)
        resolveSprings()
        measurePitches()
        let clamped = context.arrangement.clampedPosition(rest)
        leading.target = clamped
        trailing.target = clamped
        refreshCaches()
    }

    /// The geometry the lens moves over: the context's at the latest event.
    public var arrangement: Arrangement { geometry }

    /// Where the indicator is heading, as an extended segment position (past the ends while the
    /// rubber band holds it there).
    public var target: Double { leading.target }

    /// Feeds one event and moves the lens by its rules. The lens decides nothing the host
    /// carries out: it only moves, and ``state(at:)`` shows where.
    ///
    /// ```swift
    /// lens.handle(.pressChanged(interaction.press, isNewPress: true, time: now), in: context)
    /// lens.handle(.selectionChanged(time: now), in: context)  // a key selected
    /// ```
    ///
    /// - Parameters:
    ///   - event: What happened.
    ///   - context: What the host owns now, with the selection the event leaves.
    /// - Complexity: O(log n + d) in the number of segments and disabled segments; O(n) more
    ///   when the context's arrangement differs from the one the lens drew last.
    public mutating func handle(_ event: Event, in context: Context) {
        // Over no segments nothing was drawn, so the first segments place the lens at once.
        var moves = geometry.count > 0
        if context.arrangement != geometry {
            geometry = context.arrangement
            measurePitches()
        }
        let selected = context.selection.selectedIndex
        switch event {
        case .pressChanged(let newPress, let isNewPress, let time):
            note(time)
            press = newPress
            if isHoldingIndicator, let newPress {
                if grabOffset == nil || isNewPress {
                    grabOffset = Double(selected ?? 0) - extendedPosition(atX: newPress.origin.x)
                }
            } else {
                grabOffset = nil
            }
        case .selectionChanged(let time), .arrangementChanged(let time):
            note(time)
        case .indicatorPlaced(let time):
            note(time)
            moves = false
        }
        update(selected: selected, moving: moves)
    }

    /// The lens at a time: the stretched indicator, the lift and the emphasis. `nil` when there
    /// are no segments. Never allocates.
    ///
    /// ```swift
    /// let state = lens.state(at: frameTime)
    /// ```
    ///
    /// - Parameter time: Seconds on the event clock. NaN gives the final resting state; a time
    ///   before the latest event gives the state as of that event.
    @inlinable @inline(__always)
    public func state(at time: Double) -> LensState? {
        // Both edges moving on one decay over evenly spaced stops (a scrub, a release or a
        // tap on an equal-width bar, until the leading edge settles): the common frame, with
        // one comparison (false for NaN, at rest and on other bars).
        if time < fastUntil { return uniformState(edges: shared.positions(at: time), at: time) }
        // At rest (false for NaN too): the state worked out when the last motion began.
        guard time < settledTime else { return rest }
        let edges = edgePositions(inFlightAt: time)
        guard uniform else { return computedState(edges: edges, at: time) }
        return uniformState(edges: edges, at: time)
    }

    /// The state on a ``uniform`` bar with the edges at the given positions (leading,
    /// trailing): the indicator's frame at any extended position p is the first stop moved by
    /// p strides, so both edges' frames (side by side) and their hull come without splitting
    /// either position; only the centre is split, for the emphasis.
    @inlinable @inline(__always)
    func uniformState(edges: SIMD2<Double>, at time: Double) -> LensState {
        let x = uniformX + uniformStride * edges
        let indicator = Rect(
            x: Swift.min(x.x, x.y), y: uniformOrigin.y,
            width: uniformOrigin.width + abs(x.x - x.y), height: uniformOrigin.height)
        // Clamped as Arrangement._split(_:) clamps (NaN gives 0), and floored as it does.
        let centre = (edges.x + edges.y) / 2
        let nonNegative = centre > 0 ? centre : 0
        let clamped = nonNegative < lastPosition ? nonNegative : lastPosition
        let biased = clamped + 0x1p52
        let nearest = Int(truncatingIfNeeded: biased.bitPattern & 0x000F_FFFF_FFFF_FFFF)
        let lower = biased - 0x1p52 > clamped ? nearest - 1 : nearest
        let upper = Swift.min(lower + 1, lastIndex)
        return liftedState(
            indicator: indicator, position: clamped, lower: lower, upper: upper, at: time)
    }

    /// Both edges' positions (leading, trailing) at a time before ``settledTime``.
    @inlinable @inline(__always)
    func edgePositions(inFlightAt time: Double) -> SIMD2<Double> {
        guard time < shared.end else {
            return SIMD2(leading.position(at: time), trailing.position(at: time))
        }
        return shared.positions(at: time)
    }

    /// The state at a time from the arrangement's stops: each edge's frame from its split
    /// position, their hull, the emphasis at the centre. Ignores ``settledTime`` (the resting
    /// state is worked out with it).
    @inlinable @inline(__always)
    func computedState(at time: Double) -> LensState? {
        computedState(edges: edgePositions(inFlightAt: time), at: time)
    }

    /// The state from the arrangement's stops with the edges at the given positions
    /// (leading, trailing).
    @inlinable @inline(__always)
    func computedState(edges: SIMD2<Double>, at time: Double) -> LensState? {
        let (a, b) = (edges.x, edges.y)
        let arrangement = geometry
        let count = arrangement.count
        guard count > 0 else { return nil }
        var (lower, clamped) = arrangement._split(a)
        var indicator = frame(atExtended: a, lower: lower, clamped: clamped, in: arrangement)
        if b != a {
            // Stretched: the hull of the indicator at both edges, the emphasis at the centre.
            let (otherLower, otherClamped) = arrangement._split(b)
            let other = frame(
                atExtended: b, lower: otherLower, clamped: otherClamped, in: arrangement)
            let minX = Swift.min(indicator.x, other.x)
            let minY = Swift.min(indicator.y, other.y)
            let maxX = Swift.max(indicator.x + indicator.width, other.x + other.width)
            let maxY = Swift.max(indicator.y + indicator.height, other.y + other.height)
            indicator = Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
            (lower, clamped) = arrangement._split((a + b) / 2)
        }
        let upper = Swift.min(lower + 1, count - 1)
        return liftedState(
            indicator: indicator, position: clamped, lower: lower, upper: upper, at: time)
    }

    /// The state with the indicator's frame and the centre's clamped position between
    /// segments `lower` and `upper` given, lifted as far as the lift is at `time`: what both
    /// ways of drawing (``uniformState(edges:at:)``, ``computedState(edges:at:)``) end in.
    @inlinable @inline(__always)
    func liftedState(
        indicator: Rect, position: Double, lower: Int, upper: Int, at time: Double
    ) -> LensState {
        let level = lift.value(at: time)
        return LensState(
            indicatorFrame: indicator, lift: level, scale: 1 + scaleGain * level,
            magnification: 1 + magnificationGain * level, position: position,
            emphasis: EmphasisSpan(
                lower: lower, lowerEmphasis: 1 - (position - Double(lower)), upper: upper,
                upperEmphasis: 1 - (Double(upper) - position)))
    }

    /// The indicator centre's velocity in segments per second: the mean of the two edges'.
    ///
    /// ```swift
    /// lens.velocity(at: now)  // > 0 while it travels towards later segments
    /// ```
    ///
    /// - Parameter time: Seconds on the event clock; NaN gives 0.
    public func velocity(at time: Double) -> Double {
        (leading.state(at: time).velocity + trailing.state(at: time).velocity) / 2
    }

    /// The two edges' positions at a time (leading, the faster spring, first), as extended
    /// segment positions.
    ///
    /// ```swift
    /// let (fast, slow) = lens.edgePositions(at: now)
    /// ```
    ///
    /// - Parameter time: Seconds on the event clock.
    public func edgePositions(at time: Double) -> (leading: Double, trailing: Double) {
        (leading.position(at: time), trailing.position(at: time))
    }

    /// Whether nothing moves any more from this time on: both edges and the lift at rest.
    ///
    /// ```swift
    /// if lens.isSettled(at: frameTime) { stopDisplayLink() }
    /// ```
    ///
    /// - Parameter time: Seconds on the event clock; NaN counts as settled.
    public func isSettled(at time: Double) -> Bool {
        time.isNaN || time >= Swift.max(leading.end, trailing.end, lift.end)
    }

    /// Whether the lens is at rest at `time`: settled and not lifted. A front-end draws the
    /// lens (``state(at:)``) only while it is not at rest; at rest it draws the indicator
    /// where it placed it, so a selection made without the lens (a key, the app) shows at
    /// once. A lens held lifted and still is settled but not at rest.
    ///
    /// ```swift
    /// let frame = lens.isAtRest(at: now) ? placedFrame : lens.state(at: now)?.scaledIndicatorFrame
    /// ```
    ///
    /// - Parameter time: Seconds on the event clock; NaN counts as at rest.
    public func isAtRest(at time: Double) -> Bool {
        guard isSettled(at: time) else { return false }
        return (state(at: time)?.lift ?? 0) == 0
    }

    // MARK: Rules

    /// Retargets the edges and the lift for the interaction's state after an event, resting
    /// on `selected`; without `moving`, the edges are placed on their target at once.
    private mutating func update(selected: Int?, moving: Bool) {
        let now = time
        let newTarget: Double
        if let offset = grabOffset, let press, press.indicatorPosition != nil {
            newTarget = scrubTarget(press: press, offset: offset, selected: selected)
        } else if let selected {
            newTarget = arrangement.clampedPosition(Double(selected))
        } else {
            newTarget = arrangement.clampedPosition(leading.target)
        }
        let animated = moving && !reduceMotion
        if newTarget != leading.target || newTarget != trailing.target || !animated {
            leading.retarget(to: newTarget, at: now, animated: animated)
            trailing.retarget(to: newTarget, at: now, animated: animated)
        }
        let wanted: Double = isHoldingIndicator && !reduceMotion ? 1 : 0
        if wanted != lift.to {
            let current = lift.value(at: now)
            lift = Lift(
                from: current, to: wanted, start: now, duration: parameters.resolvedLiftDuration)
        } else if reduceMotion {
            lift = Lift(from: 0, to: 0, start: now, duration: 0)
        }
        refreshCaches()
    }

    /// Works out ``settledTime``, ``rest``, ``shared`` and ``fastUntil`` after a change.
    private mutating func refreshCaches() {
        settledTime = Swift.max(leading.end, trailing.end, lift.end)
        shared = SharedMotion(leading: leading, trailing: trailing)
        fastUntil = uniform ? shared.end : -.infinity
        // From the stops themselves, so an indicator at rest sits exactly on them.
        rest = computedState(at: .greatestFiniteMagnitude)
    }

    /// The scrubbed indicator's target: the pointer's extended position plus the grab
    /// offset, rubber-banded past the ends (clamped with Reduce Motion); the selection when
    /// the pointer is off the bar or no segment can take the indicator.
    private func scrubTarget(
        press: InteractionMachine.Press, offset: Double, selected: Int?
    ) -> Double {
        guard press.highlightedIndex != nil else {
            return arrangement.clampedPosition(Double(selected ?? 0))
        }
        let wanted = extendedPosition(atX: press.location.x) + offset
        let last = Double(Swift.max(0, arrangement.count - 1))
        if wanted > last {
            return reduceMotion ? last : last + parameters.rubberBand(wanted - last)
        }
        if wanted < 0 {
            return reduceMotion ? 0 : -parameters.rubberBand(-wanted)
        }
        return wanted
    }

    // MARK: Geometry

    /// The segment position under a coordinate, extended past the end centres at the end
    /// segments' spacing (so 1 past the last centre is one segment's pitch beyond it), at most
    /// 10¹² segments past either end.
    func extendedPosition(atX x: Double) -> Double {
        let arrangement = arrangement
        let count = arrangement.count
        guard count > 0, x.isFinite else { return 0 }
        let frames = arrangement.segmentFrames
        let sign = arrangement.layoutDirection == .leftToRight ? 1.0 : -1.0
        // Capped at ±10¹² segments past the ends, as positions are: a pitch too small to
        // divide by would give ±∞, and a drag's ∞ − ∞ a NaN target.
        let limit = PositionAnimator.maximumPosition
        let beforeFirst = (x - frames[0].midX) * sign
        if beforeFirst < 0 { return Swift.max(beforeFirst / startPitch, -limit) }
        let pastLast = (x - frames[count - 1].midX) * sign
        if pastLast > 0 { return Double(count - 1) + Swift.min(pastLast / endPitch, limit) }
        return arrangement.position(atX: x)
    }

    /// The indicator's frame at an extended position, given its split (``Arrangement``'s
    /// segment at or before the clamped position, and the clamped position): at the clamped
    /// position, shifted by the end segment's pitch for every segment past it.
    @inlinable @inline(__always)
    func frame(
        atExtended position: Double, lower: Int, clamped: Double, in arrangement: Arrangement
    ) -> Rect {
        let upper = Swift.min(lower + 1, arrangement.count - 1)
        var frame = arrangement._indicatorFrameInliningElastic(
            lower: lower, upper: upper, fraction: clamped - Double(lower))
        let beyond = position - clamped
        frame.x += beyond * (beyond > 0 ? endShift : startShift)
        return frame
    }

    private mutating func measurePitches() {
        defer { measureStops() }
        let frames = arrangement.segmentFrames
        let count = frames.count
        func usable(_ value: Double) -> Double { value.isPositiveFinite ? value : 1 }
        guard count > 0 else {
            (startPitch, endPitch, startShift, endShift) = (1, 1, 1, 1)
            return
        }
        guard count > 1 else {
            startPitch = usable(frames[0].width)
            endPitch = startPitch
            let sign = arrangement.layoutDirection == .leftToRight ? 1.0 : -1.0
            startShift = startPitch * sign
            endShift = endPitch * sign
            return
        }
        startPitch = usable(abs(frames[1].midX - frames[0].midX))
        endPitch = usable(abs(frames[count - 1].midX - frames[count - 2].midX))
        let sign = arrangement.layoutDirection == .leftToRight ? 1.0 : -1.0
        startShift = startPitch * sign
        endShift = endPitch * sign
    }

    /// Works out ``uniform`` and its origin and stride from the indicator's stops.
    private mutating func measureStops() {
        let arrangement = arrangement
        let count = arrangement.count
        lastIndex = Swift.max(0, count - 1)
        lastPosition = Double(lastIndex)
        uniform = false
        guard count > 1, arrangement.indicator.travel == .linear else { return }
        let first = arrangement.indicatorFrame(at: 0)
        let stride = (arrangement.indicatorFrame(at: lastPosition).x - first.x) / lastPosition
        func near(_ value: Double, _ expected: Double) -> Bool {
            abs(value - expected) <= Self.uniformTolerance * (1 + abs(expected))
        }
        guard stride.isFinite, near(startShift, stride), near(endShift, stride) else { return }
        for index in 0..<count {
            let stop = arrangement.indicatorFrame(at: Double(index))
            guard near(stop.x, first.x + stride * Double(index)), near(stop.y, first.y),
                near(stop.width, first.width), near(stop.height, first.height)
            else { return }
        }
        uniformOrigin = first
        uniformX = SIMD2(repeating: first.x)
        uniformStride = SIMD2(repeating: stride)
        uniform = true
    }

    private mutating func resolveSprings() {
        let instant = Spring(response: Motion.minimumDuration, dampingFraction: 1)
        leading.spring = LensParameters.edgeSpring(parameters.leadingEdge) ?? instant
        trailing.spring = LensParameters.edgeSpring(parameters.trailingEdge) ?? instant
        scaleGain = parameters.resolvedLiftScale - 1
        magnificationGain = parameters.resolvedMagnification - 1
    }

    private mutating func note(_ time: Double) {
        if time.isFinite, time > self.time { self.time = time }
    }
}

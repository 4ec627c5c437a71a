import Foundation

/// The Liquid Glass thumb: a ``SegmentInteraction`` whose thumb lifts into a lens when
/// pressed, scrubs with the finger with a rubber band past either end, stretches because its
/// two edges follow on separate springs, and settles with its velocity. Front-ends feed it the
/// same pointer events as the interaction, carry out the same effects (selection, haptic,
/// highlight), and draw ``state(at:)`` on every display frame instead of moving the thumb
/// themselves.
///
/// The rules, on top of the interaction's (which decide highlight, selection and haptic):
///
/// - **Lift.** A press that grabs the thumb (a press on the selected segment;
///   ``SegmentInteraction/isHoldingThumb``) lifts it at once: ``LensState/lift`` eases from
///   where it is to 1 over ``LensParameters/liftDuration``, and back to 0 when the press ends
///   or is cancelled.
/// - **Scrub.** Once the pointer has left the tap slop, the thumb's target is the position
///   under the pointer plus the offset at which it was grabbed, unclamped; past either end
///   it is pulled back by `UIScrollView`'s rubber band (``LensParameters/rubberBand(_:)``).
///   Beyond the interaction's release margin the target is the selection again.
/// - **Stretch.** The thumb has two edges, each a spring towards the target: the leading
///   one (``LensParameters/leadingEdge``) is the faster, so whichever way the target moves
///   the thumb is drawn from the slower edge to the faster one: stretched in the direction of
///   travel, settling back to its width.
/// - **Release.** The interaction selects the enabled segment nearest the thumb; both edges
///   retarget there from their current positions and velocities, so the speed at release
///   carries into the settling springs.
/// - **Interruption.** Every retarget (a move, a release, a new press, ``select(_:at:)``)
///   starts from where the edges are at that moment with their velocities: nothing jumps.
/// - **Tap elsewhere.** A selection by tap moves both edges there the same way, stretching,
///   without a lift.
/// - **Reduce Motion.** With ``reduceMotion`` on there is no lift, no stretch and no rubber
///   band: the thumb is placed directly at its target (clamped to the bar), as a
///   `.none` motion does.
///
/// Hostile input has a defined result: events are handled as by ``SegmentInteraction`` (a
/// non-finite point is ignored, and so on), and event times are kept monotonic (a NaN,
/// infinite or earlier time counts as the latest finite time seen). ``state(at:)`` at a NaN
/// time gives the final resting state; at a time before the latest event it gives the state
/// as of that event; with no segments it is `nil`. With every segment disabled nothing is
/// selected and the thumb stays on the selection.
///
/// ```swift
/// var lens = ThumbLens(interaction: SegmentInteraction(arrangement: arrangement, selection: selection))
/// let effects = lens.handle(.began(point, time: now))   // carry out as the interaction's
/// // on every display frame:
/// if let state = lens.state(at: frameTime) { draw(state) }
/// if lens.isSettled(at: frameTime) { stopDisplayLink() }
/// ```
public struct ThumbLens: Sendable, Hashable {
    /// One edge of the thumb: a segment position following a target on a spring.
    struct Edge: Sendable, Hashable {
        var spring: Spring
        var target: Double
        var start: Double = 0
        /// When the spring counts as settled; `-infinity` at rest.
        var end: Double = -.infinity
        var x0: Double = 0
        var v0: Double = 0

        @inline(__always)
        func state(at time: Double) -> (position: Double, velocity: Double) {
            // False for NaN and for every time at or after the end.
            guard time < end else { return (target, 0) }
            let s = spring.state(at: time - start, from: x0, velocity: v0)
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
            guard animated else { return }
            let settle = spring.settlingDuration(from: x0, velocity: v0)
            if settle > 0, now + settle > now { end = now + settle }
        }
    }

    /// The lift: eased out from one value to another.
    struct Lift: Sendable, Hashable {
        var from: Double = 0
        var to: Double = 0
        var start: Double = 0
        var duration: Double = 0

        var end: Double { duration > 0 ? start + duration : -.infinity }

        @inline(__always)
        func value(at time: Double) -> Double {
            guard time < start + duration else { return to }  // NaN and after the end
            let u = time > start ? (time - start) / duration : 0
            let rest = 1 - u
            return from + (to - from) * (1 - rest * rest * rest)
        }
    }

    /// The pointer machine whose rules decide highlight, selection and haptic.
    public private(set) var interaction: SegmentInteraction
    /// The lens's constants.
    public var parameters: LensParameters {
        didSet { resolveSprings() }
    }
    /// The platform's Reduce Motion setting: no lift, no stretch, no rubber band. Changing it
    /// takes effect at the next event.
    public var reduceMotion: Bool

    var leading: Edge
    var trailing: Edge
    var lift = Lift()
    /// The pointer's grab offset in extended segment positions, while the thumb is held.
    var grabOffset: Double?
    /// The latest finite event time.
    public private(set) var time: Double = 0
    /// Segment-centre spacing at the start and the end of the bar, for positions past them.
    var startPitch = 1.0
    var endPitch = 1.0

    /// Creates a lens at rest on the interaction's selection (segment 0 when none).
    ///
    /// ```swift
    /// let lens = ThumbLens(
    ///     interaction: SegmentInteraction(arrangement: arrangement, selection: selection),
    ///     parameters: .liquidGlass, reduceMotion: false)
    /// ```
    ///
    /// - Parameters:
    ///   - interaction: The pointer machine, with its arrangement and selection.
    ///   - parameters: The lens's constants; the Liquid Glass design's by default.
    ///   - reduceMotion: The platform's Reduce Motion setting.
    public init(
        interaction: SegmentInteraction, parameters: LensParameters = .liquidGlass,
        reduceMotion: Bool = false
    ) {
        self.interaction = interaction
        self.parameters = parameters
        self.reduceMotion = reduceMotion
        let rest = Double(interaction.selection.selectedIndex ?? 0)
        let spring = Spring(response: 1, dampingFraction: 1)
        leading = Edge(spring: spring, target: rest)
        trailing = Edge(spring: spring, target: rest)
        resolveSprings()
        measurePitches()
        let clamped = interaction.arrangement.clampedPosition(rest)
        leading.target = clamped
        trailing.target = clamped
    }

    /// The geometry the lens moves over.
    public var arrangement: Arrangement { interaction.arrangement }

    /// The selection and the disabled segments.
    public var selection: SelectionModel { interaction.selection }

    /// Where the thumb is heading, as an extended segment position (past the ends while the
    /// rubber band holds it there).
    public var target: Double { leading.target }

    /// Feeds one pointer event to the interaction and moves the lens by its rules; returns
    /// the interaction's effects, for the front-end to carry out as it would without the lens
    /// (``SegmentInteraction/Effect/moveThumb(to:)`` and ``SegmentInteraction/Effect/cancel``
    /// need no drawing of their own: ``state(at:)`` already shows them).
    ///
    /// ```swift
    /// for effect in lens.handle(.ended(point, time: now)) {
    ///     if case .select(let index) = effect { commit(index) }
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - event: The pointer event.
    ///   - shouldSelect: Asked at a release that would select a segment, as by
    ///     ``SegmentInteraction/handle(_:shouldSelect:)``.
    /// - Returns: The interaction's effects.
    /// - Complexity: O(log n + d) in the number of segments and disabled segments.
    @discardableResult
    public mutating func handle(
        _ event: SegmentInteraction.Event, shouldSelect: (Int) -> Bool = { _ in true }
    ) -> [SegmentInteraction.Effect] {
        let effects = interaction.handle(event, shouldSelect: shouldSelect)
        note(interaction.time)
        if interaction.isHoldingThumb, let press = interaction.press {
            var isPress = false
            if case .began = event { isPress = true }
            if grabOffset == nil || isPress {
                let selected = Double(interaction.selection.selectedIndex ?? 0)
                grabOffset = selected - extendedPosition(atX: press.origin.x)
            }
        } else {
            grabOffset = nil
        }
        update()
        return effects
    }

    /// Changes the selection from outside the pointer (a binding, a key, a pager's end) and
    /// moves the thumb there as a tap would: stretching, without a lift.
    ///
    /// ```swift
    /// lens.select(2, at: now)
    /// ```
    ///
    /// - Parameters:
    ///   - index: The segment, or `nil` for none; out-of-range or disabled indices are
    ///     refused as by ``SelectionModel/select(_:)``.
    ///   - time: Seconds on the event clock; kept monotonic as event times are.
    /// - Returns: Whether the selection changed.
    @discardableResult
    public mutating func select(_ index: Int?, at time: Double) -> Bool {
        note(time)
        var selection = interaction.selection
        let changed = selection.select(index)
        interaction.selection = selection
        update()
        return changed
    }

    /// Replaces the arrangement after a layout (the thumb keeps its segment position) and
    /// the selection model when the items change.
    ///
    /// ```swift
    /// lens.update(arrangement: newArrangement, selection: newSelection, at: now)
    /// ```
    ///
    /// - Parameters:
    ///   - arrangement: The new layout.
    ///   - selection: The new selection, or `nil` to keep the current one.
    ///   - time: Seconds on the event clock.
    public mutating func update(
        arrangement: Arrangement, selection: SelectionModel? = nil, at time: Double
    ) {
        note(time)
        interaction.arrangement = arrangement
        if let selection { interaction.selection = selection }
        measurePitches()
        update()
    }

    /// The lens at a time: the stretched thumb, the lift and the emphasis. `nil` when there
    /// are no segments. Never allocates.
    ///
    /// ```swift
    /// let state = lens.state(at: frameTime)
    /// ```
    ///
    /// - Parameter time: Seconds on the event clock. NaN gives the final resting state; a time
    ///   before the latest event gives the state as of that event.
    public func state(at time: Double) -> LensState? {
        let arrangement = interaction.arrangement
        let count = arrangement.count
        guard count > 0 else { return nil }
        let a = leading.state(at: time).position
        let b = trailing.state(at: time).position
        let fa = frame(atExtended: a, in: arrangement)
        let fb = frame(atExtended: b, in: arrangement)
        let minX = Swift.min(fa.x, fb.x)
        let minY = Swift.min(fa.y, fb.y)
        let maxX = Swift.max(fa.x + fa.width, fb.x + fb.width)
        let maxY = Swift.max(fa.y + fa.height, fb.y + fb.height)
        let (lower, clamped) = arrangement.split((a + b) / 2)
        let upper = Swift.min(lower + 1, count - 1)
        let level = lift.value(at: time)
        return LensState(
            thumbFrame: Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY),
            lift: level, scale: 1 + (parameters.resolvedLiftScale - 1) * level,
            magnification: 1 + (parameters.resolvedMagnification - 1) * level,
            position: clamped,
            emphasis: EmphasisSpan(
                lower: lower, lowerEmphasis: 1 - (clamped - Double(lower)), upper: upper,
                upperEmphasis: 1 - (Double(upper) - clamped)))
    }

    /// The thumb centre's velocity in segments per second: the mean of the two edges'.
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
        (leading.state(at: time).position, trailing.state(at: time).position)
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

    // MARK: Rules

    /// Retargets the edges and the lift for the interaction's state after an event.
    private mutating func update() {
        let now = time
        let newTarget: Double
        if let offset = grabOffset, let press = interaction.press, press.thumbPosition != nil {
            newTarget = scrubTarget(press: press, offset: offset)
        } else if let selected = interaction.selection.selectedIndex {
            newTarget = arrangement.clampedPosition(Double(selected))
        } else {
            newTarget = arrangement.clampedPosition(leading.target)
        }
        let animated = !reduceMotion
        if newTarget != leading.target || newTarget != trailing.target || !animated {
            leading.retarget(to: newTarget, at: now, animated: animated)
            trailing.retarget(to: newTarget, at: now, animated: animated)
        }
        let wanted: Double = interaction.isHoldingThumb && !reduceMotion ? 1 : 0
        if wanted != lift.to {
            let current = lift.value(at: now)
            lift = Lift(
                from: current, to: wanted, start: now, duration: parameters.resolvedLiftDuration)
        } else if reduceMotion {
            lift = Lift(from: 0, to: 0, start: now, duration: 0)
        }
    }

    /// The scrubbed thumb's target: the pointer's extended position plus the grab offset,
    /// rubber-banded past the ends (clamped with Reduce Motion); the selection when the
    /// pointer is off the bar or no segment can take the thumb.
    private func scrubTarget(press: SegmentInteraction.Press, offset: Double) -> Double {
        guard press.highlightedIndex != nil else {
            return arrangement.clampedPosition(Double(interaction.selection.selectedIndex ?? 0))
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
    /// segments' spacing (so 1 past the last centre is one segment's pitch beyond it).
    func extendedPosition(atX x: Double) -> Double {
        let arrangement = arrangement
        let count = arrangement.count
        guard count > 0, x.isFinite else { return 0 }
        let frames = arrangement.segmentFrames
        let sign = arrangement.layoutDirection == .leftToRight ? 1.0 : -1.0
        let beforeFirst = (x - frames[0].midX) * sign
        if beforeFirst < 0 { return beforeFirst / startPitch }
        let pastLast = (x - frames[count - 1].midX) * sign
        if pastLast > 0 { return Double(count - 1) + pastLast / endPitch }
        return arrangement.position(atX: x)
    }

    /// The indicator's frame at an extended position: at the clamped position, shifted by
    /// the end segment's pitch for every segment past it.
    @inline(__always)
    func frame(atExtended position: Double, in arrangement: Arrangement) -> Rect {
        let (lower, clamped) = arrangement.split(position)
        let upper = Swift.min(lower + 1, arrangement.count - 1)
        var frame = arrangement.indicatorFrameInliningElastic(
            lower: lower, upper: upper, fraction: clamped - Double(lower))
        let beyond = position - clamped
        let pitch = beyond > 0 ? endPitch : startPitch
        let sign = arrangement.layoutDirection == .leftToRight ? 1.0 : -1.0
        frame.x += beyond * pitch * sign
        return frame
    }

    private mutating func measurePitches() {
        let frames = arrangement.segmentFrames
        let count = frames.count
        func usable(_ value: Double) -> Double { value.isPositiveFinite ? value : 1 }
        guard count > 0 else {
            startPitch = 1
            endPitch = 1
            return
        }
        guard count > 1 else {
            startPitch = usable(frames[0].width)
            endPitch = startPitch
            return
        }
        startPitch = usable(abs(frames[1].midX - frames[0].midX))
        endPitch = usable(abs(frames[count - 1].midX - frames[count - 2].midX))
    }

    private mutating func resolveSprings() {
        let instant = Spring(response: Motion.minimumDuration, dampingFraction: 1)
        leading.spring = LensParameters.edgeSpring(parameters.leadingEdge) ?? instant
        trailing.spring = LensParameters.edgeSpring(parameters.trailingEdge) ?? instant
    }

    private mutating func note(_ time: Double) {
        if time.isFinite, time > self.time { self.time = time }
    }
}

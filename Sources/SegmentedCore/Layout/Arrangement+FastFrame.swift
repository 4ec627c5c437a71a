// The per-frame path: how the public per-frame queries (`indicatorFrame(at:)`,
// `emphasisSpan(at:)`, `frameState(at:)` and the Liquid Glass lens) split a position and
// blend two stops without a checked conversion, a second bounds check or a spilled register.
// docs/performance.md measures what each choice here buys; `FrameStateTests` and
// `PerFrameQueryTests` hold the results to the readable formulas.

extension Arrangement {
    /// The segment at or before a position and the position clamped as in
    /// ``clampedPosition(_:)``, for an arrangement with segments. Every per-frame query splits
    /// the position this one way, so when a front-end asks several of them for one position
    /// the optimiser computes it once.
    @inlinable @inline(__always)
    func _split(_ position: Double) -> (lower: Int, clamped: Double) {
        let clamped = clampedPosition(position)
        // The floor of clamped without Swift's checked `Int(_:)` (which tests for NaN, ±∞
        // and overflow on every frame): clamped lies in 0...count − 1, finite and below 2⁵²
        // (an array cannot hold 2⁵² stops), so adding 2⁵² moves it into the binade where
        // one unit in the last place is 1 — the sum is clamped rounded to the nearest whole
        // number, exactly, and its low bits are that number. One less when it rounded up.
        let biased = clamped + 0x1p52
        let nearest = Int(truncatingIfNeeded: biased.bitPattern & 0x000F_FFFF_FFFF_FFFF)
        return (biased - 0x1p52 > clamped ? nearest - 1 : nearest, clamped)
    }

    /// The indicator between segment `lower` and the next, `fraction` of the way: two loads
    /// and a blend. `lower` must be in 0..<count and, when `fraction` is above 0, below
    /// count − 1 — as ``_split(_:)`` gives them (clamped lies in 0...count − 1) — so the
    /// stops are read without a second bounds check. The `.none` indicator's stops hold
    /// Rect.zero, so it needs no test of its own.
    ///
    /// The elastic path is a call here: inlined, it makes the optimiser stop inlining
    /// ``indicatorFrame(at:)`` into its callers, which slows the linear path by a third.
    /// ``frameState(at:)`` inlines it instead
    /// (``_indicatorFrameInliningElastic(lower:upper:fraction:)``).
    @inlinable @inline(__always)
    func _indicatorFrame(lower: Int, fraction: Double) -> Rect {
        let isLinear = indicator.travel == .linear
        return _entries.withUnsafeElements { stops in
            let from = stops[lower].indicator
            guard fraction > 0 else { return from }
            guard isLinear else {
                return _elasticIndicatorFrame(lower: lower, upper: lower + 1, fraction: fraction)
            }
            return from.interpolated(to: stops[lower + 1].indicator, fraction: fraction)
        }
    }

    /// The elastic frame between stop `lower` and stop `upper` (the next, or `lower` itself
    /// at the last segment, where the fraction is 0), out of line: see
    /// ``_indicatorFrame(lower:fraction:)``.
    @usableFromInline
    func _elasticIndicatorFrame(lower: Int, upper: Int, fraction: Double) -> Rect {
        let direction = _elasticDirection
        return _entries.withUnsafeElements { stops in
            Self._elasticFrame(
                from: stops[lower].indicator, to: stops[upper].indicator, fraction: fraction,
                direction: direction)
        }
    }

    /// The elastic blend in a direction, written out once for each way so that its lanes are
    /// fixed and no frame chooses them.
    @inlinable @inline(__always)
    static func _elasticFrame(
        from: Rect, to: Rect, fraction: Double, direction: _ElasticDirection
    ) -> Rect {
        if direction == .mixed
            ? IndicatorGeometry.towardGreaterX(from, to) : direction == .towardGreaterX
        {
            return IndicatorGeometry.elasticTween(
                from, to, fraction: fraction, towardGreaterX: true)
        } else {
            return IndicatorGeometry.elasticTween(
                from, to, fraction: fraction, towardGreaterX: false)
        }
    }

    /// ``_indicatorFrame(lower:fraction:)`` with the elastic blend inlined too: the same
    /// numbers, to the last bit, for ``frameState(at:)``, whose one call per frame leaves
    /// room for it (no spilled registers around a call on the elastic path).
    ///
    /// `upper` is `min(lower + 1, count − 1)`, which the caller has already: the linear blend
    /// reads its stop without testing the fraction, because at the last segment the fraction
    /// is 0 and `from + (from − from) · 0` is `from` (stops hold no −0; layout clamps every
    /// frame to ≥ 0 with `max(_, 0)`, which gives +0). The elastic blend is `from` at 0 too
    /// (``IndicatorGeometry/elasticTween(_:_:fraction:towardGreaterX:)``).
    @inlinable @inline(__always)
    func _indicatorFrameInliningElastic(lower: Int, upper: Int, fraction: Double) -> Rect {
        let isLinear = indicator.travel == .linear
        let direction = _elasticDirection
        return _entries.withUnsafeElements { stops in
            let from = stops[lower].indicator
            guard !isLinear else {
                return from.interpolated(to: stops[upper].indicator, fraction: fraction)
            }
            return Self._elasticFrame(
                from: from, to: stops[upper].indicator, fraction: fraction, direction: direction)
        }
    }

    /// Works ``_elasticDirection`` out again after the entries' indicator frames changed.
    mutating func _indicatorsChanged() {
        _elasticDirection = _ElasticDirection(travel: indicator.travel, entries: _entries)
    }

    /// Which way the indicator travels from each stop to the next, by the rule of
    /// ``IndicatorGeometry/towardGreaterX(_:_:)``: the same for every pair in a usual bar,
    /// so elastic frames need not work it out each time.
    @usableFromInline enum _ElasticDirection: Sendable, Hashable {
        /// Every next stop's middle is at or past the one before: the right edge leads (the
        /// usual left-to-right bar; also any bar of one segment or none).
        case towardGreaterX
        /// Every next stop's middle is left of the one before: the left edge leads (the
        /// usual right-to-left bar).
        case towardSmallerX
        /// Both directions among the pairs (an indicator clamped at an end can move its
        /// middle backwards): each frame works its pair's direction out.
        case mixed

        /// The direction of every pair of neighbouring indicator frames, `.towardGreaterX`
        /// for linear travel (whose frames never ask).
        ///
        /// - Complexity: O(n) for `.elastic` travel, O(1) for `.linear`.
        init(travel: IndicatorTravel, entries: _Entries) {
            guard travel == .elastic else {
                self = .towardGreaterX
                return
            }
            self = entries.withUnsafeBufferPointer { entries in
                guard entries.count > 1 else { return .towardGreaterX }
                var towardGreater = false
                var towardSmaller = false
                var previous = entries[0].indicator.midX
                for index in 1..<entries.count {
                    // IndicatorGeometry.towardGreaterX(_:_:), with each middle computed once.
                    let middle = entries[index].indicator.midX
                    if middle >= previous { towardGreater = true } else { towardSmaller = true }
                    previous = middle
                }
                return towardGreater && towardSmaller
                    ? .mixed : towardSmaller ? .towardSmallerX : .towardGreaterX
            }
        }
    }
}

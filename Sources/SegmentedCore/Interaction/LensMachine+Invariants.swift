// Runs only when called, as PagerMachine+Invariants.swift explains: tests, Scripts/fuzz.sh
// and a front-end's own debug `assert` call it; no shipping code does.

extension LensMachine {
    /// The promises a lens keeps after every event, checked one by one: a description of each
    /// that does not hold, or an empty array when all of them do.
    ///
    /// - the event clock is finite;
    /// - both edges head for one target, a finite extended position; unless the pointer drags
    ///   the indicator it is a segment position within `0...max(0, count − 1)`;
    /// - the lift heads for 0 or 1, and for 1 only while the interaction holds the indicator;
    /// - there is a resting state exactly when there are segments, it is the state the
    ///   motion ends in, and it is lifted as far as the lift heads;
    /// - the state at rest and at the latest event keeps ``LensState``'s ranges (see
    ///   ``stateViolations(_:count:)``), and the velocity then is finite.
    ///
    /// ```swift
    /// lens.handle(event, in: context)
    /// assert(lens.invariantViolations().isEmpty, "\(lens.invariantViolations())")
    /// ```
    ///
    /// - Returns: One sentence per broken promise; empty when all hold.
    /// - Complexity: O(1), plus O(n) in the number of segments for a non-uniform bar.
    package func invariantViolations() -> [String] {
        var problems = [String]()
        let count = geometry.count
        let last = Double(Swift.max(0, count - 1))
        if !time.isFinite { problems.append("event time \(time)") }
        if leading.target != trailing.target {
            problems.append("edges head for \(leading.target) and \(trailing.target)")
        }
        if !target.isFinite {
            problems.append("target \(target)")
        } else if press?.indicatorPosition == nil, !(0...last).contains(target) {
            problems.append("resting target \(target) outside 0...\(last)")
        }
        if lift.to != 0 && lift.to != 1 {
            problems.append("lift heads for \(lift.to)")
        } else if lift.to == 1, !isHoldingIndicator {
            problems.append("lifted with no indicator held")
        }
        if (rest == nil) != (count == 0) {
            problems.append("resting state \(String(describing: rest)) for \(count) segments")
        }
        if rest != computedState(at: .greatestFiniteMagnitude) {
            problems.append("resting state \(String(describing: rest)) is not where motion ends")
        }
        if let rest {
            if rest.lift != lift.to { problems.append("rests lifted \(rest.lift), not \(lift.to)") }
            problems += Self.stateViolations(rest, count: count).map { "at rest: " + $0 }
        }
        if let now = state(at: time) {
            problems += Self.stateViolations(now, count: count).map { "at \(time): " + $0 }
        }
        let velocity = velocity(at: time)
        if !velocity.isFinite { problems.append("velocity \(velocity) at \(time)") }
        return problems
    }

    /// The ranges every drawn state keeps: a finite frame of non-negative size, a lift within
    /// `0...1`, a finite scale and magnification of at least 1, a position within
    /// `0...max(0, count − 1)`, and an emphasis on neighbouring segments within `0...1`.
    ///
    /// ```swift
    /// if let state = lens.state(at: frameTime) {
    ///     assert(LensMachine.stateViolations(state, count: arrangement.count).isEmpty)
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - state: A state from ``state(at:)``.
    ///   - count: The number of segments it was drawn over.
    /// - Returns: One sentence per broken promise; empty when all hold.
    package static func stateViolations(_ state: LensState, count: Int) -> [String] {
        var problems = [String]()
        let frame = state.indicatorFrame
        if !(frame.x.isFinite && frame.y.isFinite && frame.width.isFinite
            && frame.height.isFinite && frame.width >= 0 && frame.height >= 0)
        {
            problems.append("indicator frame \(frame)")
        }
        if !(0...1).contains(state.lift) { problems.append("lift \(state.lift)") }
        if !(state.scale.isFinite && state.scale >= 1) { problems.append("scale \(state.scale)") }
        if !(state.magnification.isFinite && state.magnification >= 1) {
            problems.append("magnification \(state.magnification)")
        }
        let last = Double(Swift.max(0, count - 1))
        if !(0...last).contains(state.position) {
            problems.append("position \(state.position) outside 0...\(last)")
        }
        let emphasis = state.emphasis
        if !(0 <= emphasis.lower && emphasis.lower <= emphasis.upper
            && emphasis.upper <= emphasis.lower + 1 && emphasis.upper < Swift.max(1, count))
            || !(0...1).contains(emphasis.lowerEmphasis)
            || !(0...1).contains(emphasis.upperEmphasis)
        {
            problems.append("emphasis \(emphasis) on \(count) segments")
        }
        return problems
    }
}

/// How the indicator moves between two segments as the position changes.
///
/// ```swift
/// let stretchy = Indicator.underline(travel: .elastic)
/// ```
public enum IndicatorTravel: Sendable, Hashable {
    /// Every edge interpolates linearly between the two segments' indicator frames.
    case linear
    /// The edge in the direction of travel leads and the other follows, so the indicator
    /// stretches mid-way and settles to the target's width. The leading edge follows
    /// `sin(t·π/2)` and the trailing edge `1 − cos(t·π/2)` (the curves of Material's
    /// elastic tab indicator).
    case elastic
}

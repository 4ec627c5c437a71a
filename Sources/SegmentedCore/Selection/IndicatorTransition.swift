/// How the indicator gets to a new selection: not at all, by jumping, or by travelling with
/// the design's motion. One rule for every front-end, so appearing from "nothing selected"
/// never slides the indicator in from segment 0.
///
/// ```swift
/// IndicatorTransition(from: nil, to: 2, animated: true)  // .jump: appears in place
/// IndicatorTransition(from: 0, to: 2, animated: true)    // .travel
/// IndicatorTransition(from: 2, to: 2, animated: true)    // .travel: back from a drag
/// IndicatorTransition(from: 2, to: nil, animated: true)  // .stay: hidden where it was
/// ```
public enum IndicatorTransition: Sendable, Hashable {
    /// The indicator stays where it is: the selection was cleared (the indicator is hidden,
    /// and a later selection jumps).
    case stay
    /// The indicator is placed at the new selection at once.
    case jump
    /// The indicator travels from where it is shown with the design's motion. This includes
    /// an unchanged selection: the indicator may be shown elsewhere (a drag of the indicator that
    /// was cancelled) and goes back; when it is already there the travel is empty.
    case travel

    /// Decides the transition.
    ///
    /// ```swift
    /// switch IndicatorTransition(from: old, to: new, animated: animated && window != nil) {
    /// case .stay: break
    /// case .jump: animator.jump(to: Double(new!))
    /// case .travel: animator.animate(to: Double(new!), motion: motion, at: now)
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - old: The selection shown before, or `nil` when nothing was selected.
    ///   - new: The selection now, or `nil` for none.
    ///   - animated: Whether the change may animate (the caller's wish, and whether anything
    ///     is on screen to animate). Reduce Motion is the animator's business, not this.
    public init(from old: Int?, to new: Int?, animated: Bool) {
        guard new != nil else {
            self = .stay
            return
        }
        self = old != nil && animated ? .travel : .jump
    }
}

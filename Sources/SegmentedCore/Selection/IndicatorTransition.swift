/// How the indicator gets to a new selection: not at all, by jumping, by travelling with
/// the design's motion, or, under Reduce Motion, by cross-fading. One rule for every
/// front-end, so appearing from "nothing selected" never slides the indicator in from
/// segment 0, and Reduce Motion never moves it.
///
/// ```swift
/// IndicatorTransition(from: nil, to: 2, animated: true)  // .jump: appears in place
/// IndicatorTransition(from: 0, to: 2, animated: true)    // .travel
/// IndicatorTransition(from: 2, to: 2, animated: true)    // .travel: back from a drag
/// IndicatorTransition(from: 2, to: nil, animated: true)  // .stay: hidden where it was
/// IndicatorTransition(from: 0, to: 2, animated: true, reduceMotion: true)  // .crossFade
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
    /// Reduce Motion: the indicator fades out where it is shown and in at the new selection
    /// over ``Motion/reducedMotionCrossFade``, with the titles' selected look; nothing travels,
    /// lifts or stretches (``IndicatorCrossFade`` has the numbers for each frame). This is what
    /// the system does under Reduce Motion: it replaces movement with a dissolve.
    case crossFade

    /// Decides the transition.
    ///
    /// ```swift
    /// switch IndicatorTransition(
    ///     from: old, to: new, animated: animated && window != nil, reduceMotion: reduceMotion)
    /// {
    /// case .stay: break
    /// case .jump: animator.jump(to: Double(new!))
    /// case .travel: animator.animate(to: Double(new!), motion: motion, at: now)
    /// case .crossFade:
    ///     fade = IndicatorCrossFade(from: animator.position(at: now), to: new!, at: now)
    ///     animator.jump(to: Double(new!))
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - old: The selection shown before, or `nil` when nothing was selected.
    ///   - new: The selection now, or `nil` for none.
    ///   - animated: Whether the change may animate (the caller's wish, and whether anything
    ///     is on screen to animate).
    ///   - reduceMotion: The platform's Reduce Motion setting: a change that would travel
    ///     cross-fades instead, and an unchanged selection (which would travel back) jumps.
    ///     `false` by default, which gives the answers without it.
    public init(from old: Int?, to new: Int?, animated: Bool, reduceMotion: Bool = false) {
        guard new != nil else {
            self = .stay
            return
        }
        guard old != nil, animated else {
            self = .jump
            return
        }
        guard reduceMotion else {
            self = .travel
            return
        }
        self = old == new ? .jump : .crossFade
    }
}

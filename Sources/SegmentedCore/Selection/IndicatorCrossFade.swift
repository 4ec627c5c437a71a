/// A change of selection under Reduce Motion (``IndicatorTransition/crossFade``), frame by
/// frame: the indicator fades out where it was shown and in at the new selection, and the
/// titles' selected look fades from the old segment to the new one with it. Nothing travels:
/// the indicator is only ever drawn at the two places, never between them.
///
/// A front-end places its indicator at ``to`` at once, draws it with ``incomingOpacity(at:)``,
/// draws a second copy at ``from`` with ``outgoingOpacity(at:)``, and colours each title with
/// ``emphasis(of:count:at:)``, on every frame until ``isFinished(at:)``.
///
/// ```swift
/// var fade = IndicatorCrossFade(from: animator.position(at: now), to: 2, at: now)
/// // on every display frame:
/// indicator.alpha = fade.incomingOpacity(at: frameTime)
/// ghost.frame = arrangement.indicatorFrame(at: fade.from)
/// ghost.alpha = fade.outgoingOpacity(at: frameTime)
/// if fade.isFinished(at: frameTime) { stop() }
/// ```
public struct IndicatorCrossFade: Sendable, Hashable {
    /// The position the indicator was shown at when the fade began (fractional when it was
    /// moving then), where it fades out.
    public let from: Double
    /// The selected segment, where the indicator fades in.
    public let to: Int
    /// The outgoing indicator's opacity when the fade began: 1, or less when it was itself
    /// fading in.
    public let fromOpacity: Double
    /// The fade's progress, 0 to 1, on the fade's motion.
    private var progress: PositionAnimator

    /// Starts a cross-fade.
    ///
    /// ```swift
    /// let fade = IndicatorCrossFade(from: 0, to: 2, at: now)
    /// ```
    ///
    /// - Parameters:
    ///   - from: The position the indicator is shown at now.
    ///   - to: The new selection.
    ///   - time: Now, on the clock later calls use.
    ///   - fromOpacity: The shown indicator's opacity now, clamped to `0...1` (NaN gives 1):
    ///     a fade that interrupts another starts the outgoing indicator from what is shown.
    ///   - motion: The fade's timing; ``Motion/reducedMotionCrossFade`` by default. `.none`
    ///     (or any motion that resolves to it) ends the fade at once.
    public init(
        from: Double, to: Int, at time: Double, fromOpacity: Double = 1,
        motion: Motion = .reducedMotionCrossFade
    ) {
        self.from = from.isFinite ? from : Double(to)
        self.to = to
        self.fromOpacity = fromOpacity.isNaN ? 1 : fromOpacity.clamped(to: 0...1)
        progress = PositionAnimator(position: 0)
        progress.animate(to: 1, motion: motion, at: time)
    }

    /// How far the fade has gone at a time, from 0 (the old look) to 1 (the new one), eased by
    /// the fade's motion and clamped to `0...1`.
    ///
    /// - Parameter time: Seconds on the clock the fade began on.
    public func progress(at time: Double) -> Double {
        progress.position(at: time).clamped(to: 0...1)
    }

    /// The opacity of the indicator at the new selection.
    ///
    /// - Parameter time: Seconds on the clock the fade began on.
    public func incomingOpacity(at time: Double) -> Double { progress(at: time) }

    /// The opacity of the indicator fading out at ``from``.
    ///
    /// - Parameter time: Seconds on the clock the fade began on.
    public func outgoingOpacity(at time: Double) -> Double {
        fromOpacity * (1 - progress(at: time))
    }

    /// How strongly a title is emphasised at a time: its emphasis at ``from`` fading into its
    /// emphasis at ``to`` (``Arrangement/emphasis(of:at:count:)`` at each end), so the old
    /// title loses the selected look as the new one takes it, in place.
    ///
    /// - Parameters:
    ///   - index: A segment index; indices outside `0..<count` give 0.
    ///   - count: The number of segments.
    ///   - time: Seconds on the clock the fade began on.
    public func emphasis(of index: Int, count: Int, at time: Double) -> Double {
        let progress = progress(at: time)
        let old = Arrangement.emphasis(of: index, at: from, count: count)
        let new = Arrangement.emphasis(of: index, at: Double(to), count: count)
        return old + (new - old) * progress
    }

    /// Whether the fade is over from this time on: the new look alone shows.
    ///
    /// - Parameter time: Seconds on the clock the fade began on.
    public func isFinished(at time: Double) -> Bool { progress.isSettled(at: time) }
}

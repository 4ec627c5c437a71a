/// How the segments move when one is inserted or removed with animation: every segment that
/// stays slides from the frame it was shown in to its new one, an inserted segment grows
/// from nothing at the middle of its new place while it fades in, and a removed one shrinks
/// to the middle of its old place while it fades out. The indicator slides from where it was
/// shown to where the new arrangement puts it.
///
/// A pure tween, like ``Arrangement/indicatorFrame(at:)``: it keeps only what was on screen
/// when the change happened, and each frame asks it for a progress (0 at the change, 1 when
/// settled; a front-end drives it with a ``PositionAnimator`` from 0 to 1 and the design's
/// ``Motion``) and the frame the new arrangement gives. So a layout pass mid-way (a rotation)
/// only changes where the segments are heading.
///
/// ```swift
/// // Segment 1 is inserted into a bar of two; the old bar showed these content frames:
/// let transition = SegmentChangeTransition(
///     change: .inserted(index: 1),
///     startFrames: [Rect(x: 0, y: 0, width: 40, height: 20),
///                   Rect(x: 60, y: 0, width: 40, height: 20)])
/// let new = layout.arrange(contentSizes: sizes, in: container)
/// transition.frame(ofSegment: 2, target: new.contentFrames[2], progress: 0.5)
/// transition.opacity(ofSegment: 1, progress: 0.5)  // 0.5: fading in
/// ```
public struct SegmentChangeTransition: Sendable, Hashable {
    /// What changed, by the index it happened at.
    public enum Change: Sendable, Hashable {
        /// A segment was inserted; `index` is its index in the new segments.
        case inserted(index: Int)
        /// A segment was removed; `index` is the index it had.
        case removed(index: Int)
    }

    /// What changed.
    public var change: Change
    /// The content frames shown just before the change, one per segment as they were then.
    public var startFrames: [Rect]
    /// The indicator's frame shown just before the change, or `nil` when none was shown (the
    /// indicator then appears in place).
    public var startIndicatorFrame: Rect?

    /// Creates a transition from what was on screen when the change happened.
    ///
    /// ```swift
    /// let transition = SegmentChangeTransition(
    ///     change: .removed(index: 0), startFrames: shownContentFrames,
    ///     startIndicatorFrame: shownIndicatorFrame)
    /// ```
    ///
    /// - Parameters:
    ///   - change: What changed. An index that does not fit `startFrames` (an insertion past
    ///     the end, a removal of a segment that was not there, a negative index) leaves the
    ///     segments where they would be without it, each travelling from the frame its old
    ///     index had when there was one.
    ///   - startFrames: The content frames shown just before the change, in old order.
    ///   - startIndicatorFrame: The indicator's frame shown just before, or `nil`.
    public init(change: Change, startFrames: [Rect], startIndicatorFrame: Rect? = nil) {
        self.change = change
        self.startFrames = startFrames
        self.startIndicatorFrame = startIndicatorFrame
    }

    /// The frame of a segment (numbered as after the change) at a progress.
    ///
    /// ```swift
    /// view.frame = CGRect(transition.frame(
    ///     ofSegment: index, target: arrangement.contentFrames[index], progress: p))
    /// ```
    ///
    /// - Parameters:
    ///   - index: The segment's index after the change.
    ///   - target: Where the new arrangement puts it.
    ///   - progress: 0 at the change, 1 when settled; clamped into `0...1` (a spring's
    ///     overshoot does not stretch frames), NaN counts as 1.
    /// - Returns: From the frame shown before (an inserted segment: zero wide at the middle
    ///   of `target`) to `target`. A segment with no frame before is at `target`.
    public func frame(ofSegment index: Int, target: Rect, progress: Double) -> Rect {
        let fraction = Self.fraction(progress)
        if case .inserted(let inserted) = change, index == inserted {
            return Self.collapsed(target).interpolated(to: target, fraction: fraction)
        }
        guard let old = oldIndex(of: index), startFrames.indices.contains(old) else {
            return target
        }
        return startFrames[old].interpolated(to: target, fraction: fraction)
    }

    /// A segment's opacity (numbered as after the change) at a progress: the inserted one
    /// fades in, every other is opaque.
    ///
    /// ```swift
    /// view.alpha = CGFloat(transition.opacity(ofSegment: index, progress: p))
    /// ```
    ///
    /// - Parameters:
    ///   - index: The segment's index after the change.
    ///   - progress: As for ``frame(ofSegment:target:progress:)``.
    /// - Returns: A value in `0...1`.
    public func opacity(ofSegment index: Int, progress: Double) -> Double {
        guard case .inserted(let inserted) = change, index == inserted else { return 1 }
        return Self.fraction(progress)
    }

    /// The removed segment's frame at a progress: it shrinks to the middle of the frame it
    /// was shown in; `nil` for an insertion, or a removal of a segment that had no frame.
    ///
    /// ```swift
    /// if let frame = transition.departingFrame(progress: p) { leavingView.frame = CGRect(frame) }
    /// ```
    ///
    /// - Parameter progress: As for ``frame(ofSegment:target:progress:)``.
    public func departingFrame(progress: Double) -> Rect? {
        guard case .removed(let removed) = change, startFrames.indices.contains(removed) else {
            return nil
        }
        let start = startFrames[removed]
        return start.interpolated(to: Self.collapsed(start), fraction: Self.fraction(progress))
    }

    /// The removed segment's opacity at a progress: 1 at the change, 0 when settled.
    ///
    /// ```swift
    /// leavingView.alpha = CGFloat(transition.departingOpacity(progress: p))
    /// ```
    ///
    /// - Parameter progress: As for ``frame(ofSegment:target:progress:)``.
    /// - Returns: A value in `0...1`.
    public func departingOpacity(progress: Double) -> Double {
        1 - Self.fraction(progress)
    }

    /// The indicator's frame at a progress: from where it was shown to `target`, or `target`
    /// when no indicator was shown.
    ///
    /// ```swift
    /// indicatorView.frame = CGRect(transition.indicatorFrame(
    ///     target: arrangement.indicatorFrame(at: position), progress: p))
    /// ```
    ///
    /// - Parameters:
    ///   - target: Where the new arrangement puts it.
    ///   - progress: As for ``frame(ofSegment:target:progress:)``.
    public func indicatorFrame(target: Rect, progress: Double) -> Rect {
        guard let start = startIndicatorFrame else { return target }
        return start.interpolated(to: target, fraction: Self.fraction(progress))
    }

    /// The index a segment had before the change, or `nil` for the inserted one.
    private func oldIndex(of index: Int) -> Int? {
        switch change {
        case .inserted(let inserted):
            if index == inserted { return nil }
            return index > inserted && inserted >= 0 ? index - 1 : index
        case .removed(let removed):
            // `&+`: the last index there is has no segment after it (and must not trap).
            return index >= removed && removed >= 0 ? index &+ 1 : index
        }
    }

    /// A rectangle with no width at the middle of `rect`, as high as it.
    private static func collapsed(_ rect: Rect) -> Rect {
        Rect(x: rect.midX, y: rect.y, width: 0, height: rect.height)
    }

    /// The progress as a fraction in `0...1`; NaN counts as settled.
    private static func fraction(_ progress: Double) -> Double {
        progress.isNaN ? 1 : Swift.min(Swift.max(progress, 0), 1)
    }
}

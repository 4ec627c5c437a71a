/// Everything one display frame draws of a ``LensMachine``: the thumb's stretched frame, how far
/// it is lifted, and the titles' emphasis, as ``LensMachine/state(at:)`` gives them.
///
/// ```swift
/// if let state = lens.state(at: frameTime) {
///     thumb.frame = state.thumbFrame                       // stretched, not yet scaled
///     thumb.transform = scale(state.scale)                 // about the frame's centre
///     thumb.shadowOpacity = 0.2 * state.lift               // lifted: a glass lens
///     recolour(state.emphasis)
/// }
/// ```
public struct LensState: Sendable, Hashable {
    /// The thumb's frame before the lift's scale: the indicator's frame at rest, stretched
    /// between its two edges while it travels, and pulled past an end by the rubber band.
    public var thumbFrame: Rect
    /// How far the thumb is lifted, from 0 (resting in the track) to 1 (a lens above it).
    /// Front-ends draw elevation (a shadow, the glass's clear look) in proportion.
    public var lift: Double
    /// The thumb's scale about its centre: `1 + (liftScale − 1)·lift`.
    public var scale: Double
    /// How much the lens magnifies the titles under it: `1 + (lensMagnification − 1)·lift`.
    public var magnification: Double
    /// The thumb's centre as a segment position, clamped to `0...count − 1`.
    public var position: Double
    /// The titles' emphasis at ``position``.
    public var emphasis: EmphasisSpan

    /// Creates a frame's lens state.
    ///
    /// ```swift
    /// let state = LensState(
    ///     thumbFrame: frame, lift: 0, scale: 1, magnification: 1, position: 1,
    ///     emphasis: EmphasisSpan(lower: 1, lowerEmphasis: 1, upper: 2, upperEmphasis: 0))
    /// ```
    ///
    /// - Parameters:
    ///   - thumbFrame: The stretched, unscaled thumb.
    ///   - lift: 0 (resting) to 1 (lifted).
    ///   - scale: The thumb's scale.
    ///   - magnification: The titles' magnification under the lens.
    ///   - position: The thumb's centre as a segment position.
    ///   - emphasis: The titles' emphasis.
    @inlinable
    public init(
        thumbFrame: Rect, lift: Double, scale: Double, magnification: Double, position: Double,
        emphasis: EmphasisSpan
    ) {
        self.thumbFrame = thumbFrame
        self.lift = lift
        self.scale = scale
        self.magnification = magnification
        self.position = position
        self.emphasis = emphasis
    }

    /// The thumb as drawn: ``thumbFrame`` scaled by ``scale`` about its centre.
    ///
    /// ```swift
    /// glassView.frame = state.scaledThumbFrame
    /// ```
    public var scaledThumbFrame: Rect {
        let width = thumbFrame.width * scale
        let height = thumbFrame.height * scale
        return Rect(
            x: thumbFrame.midX - width / 2, y: thumbFrame.midY - height / 2, width: width,
            height: height)
    }

    /// Whether the thumb is drawn wider than it rests: its frame is stretched between its
    /// two edges by more than a hundredth of a point.
    ///
    /// ```swift
    /// if state.isStretched(restWidth: arrangement.indicatorFrame(at: 1).width) { … }
    /// ```
    ///
    /// - Parameter restWidth: The indicator's width at rest.
    public func isStretched(restWidth: Double) -> Bool {
        thumbFrame.width > restWidth + 0.01
    }
}

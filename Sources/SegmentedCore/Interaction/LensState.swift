/// Everything one display frame draws of a ``LensMachine``: the indicator's stretched frame, how
/// far it is lifted, and the titles' emphasis, as ``LensMachine/state(at:)`` gives them.
///
/// ```swift
/// if let state = lens.state(at: frameTime) {
///     indicator.frame = state.indicatorFrame       // stretched, not yet scaled
///     indicator.transform = scale(state.scale)     // about the frame's centre
///     indicator.shadowOpacity = 0.2 * state.lift   // lifted: a glass lens
///     recolour(state.emphasis)
/// }
/// ```
public struct LensState: Sendable, Hashable {
    /// The indicator's frame before the lift's scale: the indicator's frame at rest, stretched
    /// between its two edges while it travels, and pulled past an end by the rubber band.
    public var indicatorFrame: Rect
    /// How far the indicator is lifted, from 0 (resting in the track) to 1 (a lens above it).
    /// Front-ends draw elevation (a shadow, the glass's clear look) in proportion.
    public var lift: Double
    /// The indicator's scale about its centre: `1 + (liftScale − 1)·lift`.
    public var scale: Double
    /// How much the lens magnifies the titles under it: `1 + (lensMagnification − 1)·lift`.
    public var magnification: Double
    /// The indicator's centre as a segment position, clamped to `0...count − 1`.
    public var position: Double
    /// The titles' emphasis at ``position``.
    public var emphasis: EmphasisSpan

    /// Creates a frame's lens state.
    ///
    /// ```swift
    /// let state = LensState(
    ///     indicatorFrame: frame, lift: 0, scale: 1, magnification: 1, position: 1,
    ///     emphasis: EmphasisSpan(lower: 1, lowerEmphasis: 1, upper: 2, upperEmphasis: 0))
    /// ```
    ///
    /// - Parameters:
    ///   - indicatorFrame: The stretched, unscaled indicator.
    ///   - lift: 0 (resting) to 1 (lifted).
    ///   - scale: The indicator's scale.
    ///   - magnification: The titles' magnification under the lens.
    ///   - position: The indicator's centre as a segment position.
    ///   - emphasis: The titles' emphasis.
    @inlinable
    public init(
        indicatorFrame: Rect, lift: Double, scale: Double, magnification: Double, position: Double,
        emphasis: EmphasisSpan
    ) {
        self.indicatorFrame = indicatorFrame
        self.lift = lift
        self.scale = scale
        self.magnification = magnification
        self.position = position
        self.emphasis = emphasis
    }

    /// The indicator as drawn: ``indicatorFrame`` scaled by ``scale`` about its centre.
    ///
    /// ```swift
    /// glassView.frame = state.scaledIndicatorFrame
    /// ```
    public var scaledIndicatorFrame: Rect {
        let width = indicatorFrame.width * scale
        let height = indicatorFrame.height * scale
        return Rect(
            x: indicatorFrame.midX - width / 2, y: indicatorFrame.midY - height / 2, width: width,
            height: height)
    }

    /// Whether the indicator is drawn wider than it rests: its frame is stretched between its
    /// two edges by more than a hundredth of a point.
    ///
    /// ```swift
    /// if state.isStretched(restWidth: arrangement.indicatorFrame(at: 1).width) { … }
    /// ```
    ///
    /// - Parameter restWidth: The indicator's width at rest.
    public func isStretched(restWidth: Double) -> Bool {
        indicatorFrame.width > restWidth + 0.01
    }
}

/// How one display frame draws the lens's magnifier: the titles under the lifted lens drawn
/// again, scaled by ``scale`` about ``center`` and clipped to the lens (``clip``, with
/// ``cornerRadius``), as opaque as ``opacity``. SwiftUI and UIKit draw it from
/// ``LensState/magnifier(for:)``; the SVG pictures draw the same rule (an opaque copy, the
/// titles cut out) into their animations.
///
/// ```swift
/// let magnifier = state.magnifier(for: arrangement.indicator)
/// if magnifier.isVisible {
///     titlesCopy.transform = scale(magnifier.scale, about: magnifier.center)
///     titlesCopy.mask = roundedRect(magnifier.clip, radius: magnifier.cornerRadius)
///     titlesCopy.alpha = magnifier.opacity
/// }
/// ```
public struct LensMagnifier: Sendable, Hashable {
    /// The point the titles are scaled about: the lens's centre.
    public var center: Point
    /// How much the titles are scaled: the state's ``LensState/magnification``, at least 1.
    public var scale: Double
    /// The lens as drawn (``LensState/scaledIndicatorFrame``): the magnified titles show only
    /// inside it, and the titles drawn at their own size are hidden there.
    public var clip: Rect
    /// The corner radius of the lens's outline: the indicator's, fitted to ``clip``.
    public var cornerRadius: Double
    /// How opaque the magnified titles are: 1 while the lens is lifted at all, 0 at rest. The
    /// titles at their own size are hidden under the lens by as much. The copy replaces them
    /// outright rather than cross-fading with the lift: a cross-fade would show each title
    /// under the lens twice, at two sizes, through the whole lift and landing, and at a small
    /// lift the magnification is near 1, so the copy is where the title is.
    public var opacity: Double

    /// Creates a magnifier.
    ///
    /// ```swift
    /// let magnifier = LensMagnifier(
    ///     center: Point(x: 150, y: 22), scale: 1.15,
    ///     clip: Rect(x: 100, y: 0, width: 100, height: 44), cornerRadius: 22, opacity: 1)
    /// ```
    ///
    /// - Parameters:
    ///   - center: The point the titles are scaled about.
    ///   - scale: The titles' scale.
    ///   - clip: The lens's rectangle.
    ///   - cornerRadius: The lens's corner radius.
    ///   - opacity: How opaque the magnified titles are.
    public init(center: Point, scale: Double, clip: Rect, cornerRadius: Double, opacity: Double) {
        self.center = center
        self.scale = scale
        self.clip = clip
        self.cornerRadius = cornerRadius
        self.opacity = opacity
    }

    /// Whether there is anything to draw: the lens is lifted at all and magnifies. A lens
    /// whose magnification is 1 draws no copy and cuts nothing out: the titles under it are
    /// already what the copy would be.
    ///
    /// ```swift
    /// if magnifier.isVisible { drawTitlesCopy() }
    /// ```
    public var isVisible: Bool { opacity > 0 && scale > 1 }

    /// Where the magnifier draws a point of the titles: `center + scale·(point − center)`.
    ///
    /// ```swift
    /// magnifier.magnified(Point(x: 160, y: 22))  // (161.5, 22) at scale 1.15 about (150, 22)
    /// ```
    ///
    /// - Parameter point: A point of the titles, in the arrangement's coordinates.
    public func magnified(_ point: Point) -> Point {
        Point(
            x: center.x + scale * (point.x - center.x), y: center.y + scale * (point.y - center.y))
    }

    /// Where the magnifier draws a rectangle of the titles (a label's frame): its origin
    /// ``magnified(_:)-(Point)`` and its size times ``scale``. A front-end that scales each
    /// label about its own centre puts that centre at this rectangle's centre, which draws
    /// the same as scaling all titles about ``center``.
    ///
    /// ```swift
    /// let drawn = magnifier.magnified(labelFrame)
    /// label.center = CGPoint(x: drawn.midX, y: drawn.midY)
    /// label.transform = CGAffineTransform(scaleX: magnifier.scale, y: magnifier.scale)
    /// ```
    ///
    /// - Parameter rect: A rectangle of the titles, in the arrangement's coordinates.
    public func magnified(_ rect: Rect) -> Rect {
        let origin = magnified(rect.origin)
        return Rect(
            x: origin.x, y: origin.y, width: rect.width * scale, height: rect.height * scale)
    }
}

extension LensState {
    /// The magnifier this frame draws: the titles scaled by ``magnification`` about the lens's
    /// centre, clipped to ``scaledIndicatorFrame`` with the indicator's corner radius, opaque
    /// while the lens is lifted at all (``LensMagnifier/opacity``). A lift that is not finite
    /// or not above 0 draws nothing (opacity 0) and a scale below 1 or not finite draws at 1,
    /// so no frame is drawn from a number that is not one.
    ///
    /// ```swift
    /// if let state = lens.state(at: frameTime) {
    ///     let magnifier = state.magnifier(for: lens.arrangement.indicator)
    ///     draw(titles, scaledBy: magnifier.scale, about: magnifier.center, in: magnifier.clip)
    /// }
    /// ```
    ///
    /// - Parameter indicator: The arrangement's indicator, whose corner radius the lens keeps.
    public func magnifier(for indicator: Indicator) -> LensMagnifier {
        let clip = scaledIndicatorFrame
        let opacity: Double = lift.isFinite && lift > 0 ? 1 : 0
        let scale = magnification.isFinite && magnification > 1 ? magnification : 1
        return LensMagnifier(
            center: Point(x: clip.midX, y: clip.midY), scale: scale, clip: clip,
            cornerRadius: indicator.cornerRadius(fitting: clip.size), opacity: opacity)
    }
}

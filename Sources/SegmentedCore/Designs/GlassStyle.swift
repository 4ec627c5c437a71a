/// The colours and lens of a glass design (``SegmentedDesign/liquidGlass``): what the indicator
/// looks like resting in the track, lifted into a lens, and opaque when the user asks for
/// less transparency. Designs that are not glass have none (``SegmentedDesign/glass`` is
/// `nil`).
///
/// Colour roles, each adaptive (light, dark, Increase Contrast):
///
/// | role | drawn as |
/// |---|---|
/// | ``SegmentedDesign/Palette/indicator`` | the resting indicator's fill |
/// | ``lens`` | the lifted indicator's fill: clear glass, blended in by ``LensState/lift`` |
/// | ``highlight`` | the glass's specular rim and top highlight |
/// | ``shading`` | the inner shade at the indicator's lower edge and its drop shadow |
/// | ``opaqueIndicator``, ``opaqueTrack`` | indicator and track with Reduce Transparency |
///
/// An app's tint colours the glass at ``tintOpacity``, as SwiftUI's `Glass.tint(_:)` and
/// `UIGlassEffect.tintColor` tint it.
///
/// ```swift
/// let glass = SegmentedDesign.liquidGlass.glass!
/// let fill = SegmentedDesign.liquidGlass.indicatorColor(lift: state.lift, in: context)
/// ```
public struct GlassStyle: Sendable, Hashable {
    /// The lifted indicator's fill: translucent, so the track and titles show through.
    public var lens: AdaptiveColor
    /// The specular highlight along the glass's rim and top.
    public var highlight: AdaptiveColor
    /// The shade at the glass's lower edge and the lifted indicator's shadow.
    public var shading: AdaptiveColor
    /// The indicator with Reduce Transparency: opaque.
    public var opaqueIndicator: AdaptiveColor
    /// The track with Reduce Transparency: opaque.
    public var opaqueTrack: AdaptiveColor
    /// How strongly an app's tint colours the glass, 0 to 1.
    public var tintOpacity: Double
    /// The lifted indicator's shadow blur radius in points at full lift.
    public var shadowRadius: Double
    /// How the indicator lifts, stretches and settles.
    public var lensParameters: LensParameters

    /// Creates a glass style.
    ///
    /// ```swift
    /// var glass = SegmentedDesign.liquidGlass.glass!
    /// glass.tintOpacity = 0.5
    /// ```
    ///
    /// - Parameters:
    ///   - lens: The lifted indicator's fill.
    ///   - highlight: The specular rim.
    ///   - shading: The lower shade and shadow.
    ///   - opaqueIndicator: The indicator with Reduce Transparency.
    ///   - opaqueTrack: The track with Reduce Transparency.
    ///   - tintOpacity: How strongly a tint colours the glass; clamped to `0...1` when used.
    ///   - shadowRadius: The shadow's blur radius at full lift.
    ///   - lensParameters: How the indicator moves.
    public init(
        lens: AdaptiveColor, highlight: AdaptiveColor, shading: AdaptiveColor,
        opaqueIndicator: AdaptiveColor, opaqueTrack: AdaptiveColor, tintOpacity: Double = 0.35,
        shadowRadius: Double = 6, lensParameters: LensParameters = .liquidGlass
    ) {
        self.lens = lens
        self.highlight = highlight
        self.shading = shading
        self.opaqueIndicator = opaqueIndicator
        self.opaqueTrack = opaqueTrack
        self.tintOpacity = tintOpacity
        self.shadowRadius = shadowRadius
        self.lensParameters = lensParameters
    }
}

extension SegmentedDesign {
    /// The indicator's fill at a lift: the resting indicator colour blended into the clear
    /// ``GlassStyle/lens`` as the indicator lifts; with Reduce Transparency the opaque indicator at
    /// every lift; with a tint, the tint laid over it at ``GlassStyle/tintOpacity``. For a
    /// design without glass, the indicator colour.
    ///
    /// ```swift
    /// SegmentedDesign.liquidGlass.indicatorColor(lift: 0, in: .light)  // white
    /// ```
    ///
    /// - Parameters:
    ///   - lift: 0 (resting) to 1 (lifted); clamped, NaN counts as 0.
    ///   - context: The appearance, contrast, tint and Reduce Transparency.
    public func indicatorColor(lift: Double, in context: AppearanceContext) -> RGBAColor {
        let indicator = colors.indicator.resolved(in: context)
        guard let glass else { return indicator }
        let base: RGBAColor
        if context.reduceTransparency {
            base = glass.opaqueIndicator.resolved(in: context)
        } else {
            base = indicator.interpolated(
                to: glass.lens.resolved(in: context), fraction: lift.clamped(to: 0...1))
        }
        guard let tint = context.tint else { return base }
        let strength = glass.tintOpacity.clamped(to: 0...1)
        return tint.withOpacity(tint.alpha * strength).composited(over: base)
    }

    /// How strongly an app's tint colours the glass indicator at a lift, as iOS 26 draws it:
    /// the indicator is flat at rest, with the tint laid over its fill at
    /// ``GlassStyle/tintOpacity``; lifted, it is the clear glass lens, whose glass carries the
    /// tint itself, and the tint laid over the fill fades as `tintOpacity × (1 − lift)`, gone at
    /// full lift. With Reduce Transparency the indicator never becomes glass and the tint stays
    /// at `tintOpacity`. A design without glass lays no tint over its indicator: 0.
    ///
    /// The tint's colour is the caller's (a front-end's tint, or ``AppearanceContext/tint``):
    /// only the context's Reduce Transparency is read, and the opacity multiplies the tint's
    /// own alpha.
    ///
    /// ```swift
    /// let design = SegmentedDesign.liquidGlass
    /// design.glassTintOpacity(lift: 0, in: .light)    // 0.35: over the flat indicator
    /// design.glassTintOpacity(lift: 0.5, in: .light)  // 0.175: fading into the lens
    /// design.glassTintOpacity(lift: 1, in: .light)    // 0: the lens's glass is tinted instead
    /// ```
    ///
    /// - Parameters:
    ///   - lift: 0 (resting) to 1 (lifted); clamped, NaN counts as 0.
    ///   - context: The appearance; only its Reduce Transparency is read.
    /// - Returns: The tint's opacity over the indicator's fill, `0...1`.
    public func glassTintOpacity(lift: Double, in context: AppearanceContext) -> Double {
        guard let glass else { return 0 }
        let strength = glass.tintOpacity.clamped(to: 0...1)
        guard !context.reduceTransparency else { return strength }
        return strength * (1 - lift.clamped(to: 0...1))
    }

    /// The track's fill: ``Palette/track``, or the opaque track with Reduce Transparency in a
    /// glass design.
    ///
    /// ```swift
    /// let track = design.trackColor(in: AppearanceContext(reduceTransparency: true))
    /// ```
    ///
    /// - Parameter context: The appearance, contrast, tint and Reduce Transparency.
    public func trackColor(in context: AppearanceContext) -> RGBAColor {
        if let glass, context.reduceTransparency { return glass.opaqueTrack.resolved(in: context) }
        return colors.track.resolved(in: context)
    }
}

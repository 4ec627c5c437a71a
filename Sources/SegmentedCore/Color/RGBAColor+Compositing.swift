extension RGBAColor {
    /// The opaque colour seen when this colour is drawn over `background` (source-over
    /// compositing): what a front-end that cannot draw transparency, such as a terminal,
    /// shows for a faded label.
    ///
    /// ```swift
    /// let title = RGBAColor.black.withOpacity(0.5)
    /// title.composited(over: .white).hexString  // "#808080"
    /// ```
    ///
    /// - Parameter background: The colour underneath. Over an opaque background the result
    ///   is opaque; over a translucent one it has the two opacities combined.
    public func composited(over background: RGBAColor) -> RGBAColor {
        let outAlpha = alpha + background.alpha * (1 - alpha)
        guard outAlpha > 0 else { return .clear }
        func blend(_ top: Double, _ bottom: Double) -> Double {
            (top * alpha + bottom * background.alpha * (1 - alpha)) / outAlpha
        }
        return RGBAColor(
            red: blend(red, background.red), green: blend(green, background.green),
            blue: blend(blue, background.blue), alpha: outAlpha)
    }
}

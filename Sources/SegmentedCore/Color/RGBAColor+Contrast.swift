import Foundation

extension RGBAColor {
    /// The relative luminance of the colour's opaque part, as WCAG 2.x defines it: each sRGB
    /// component linearised (`c / 12.92` up to 0.04045, else `((c + 0.055) / 1.055)^2.4`) and
    /// weighted 0.2126 R + 0.7152 G + 0.0722 B. 0 for black, 1 for white. Alpha is ignored:
    /// composite a translucent colour over its background first.
    ///
    /// ```swift
    /// RGBAColor.white.relativeLuminance  // 1
    /// ```
    public var relativeLuminance: Double {
        func linear(_ component: Double) -> Double {
            component <= 0.04045
                ? component / 12.92 : pow((component + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
    }

    /// The WCAG 2.x contrast ratio of this colour drawn over `background`:
    /// `(L_lighter + 0.05) / (L_darker + 0.05)`, from 1 (none) to 21 (black on white). A
    /// translucent colour is first composited over the background, and a translucent
    /// background over opaque `backdrop` (white by default).
    ///
    /// ```swift
    /// RGBAColor.black.contrastRatio(over: .white)                   // 21
    /// RGBAColor.black.withOpacity(0.5).contrastRatio(over: .white)  // ≈ 3.95
    /// ```
    ///
    /// - Parameters:
    ///   - background: What the colour is drawn on.
    ///   - backdrop: What shows through a translucent background; white by default.
    public func contrastRatio(over background: RGBAColor, backdrop: RGBAColor = .white)
        -> Double
    {
        let base = background.composited(over: backdrop.withOpacity(1))
        let top = composited(over: base)
        let first = top.relativeLuminance
        let second = base.relativeLuminance
        return (Swift.max(first, second) + 0.05) / (Swift.min(first, second) + 0.05)
    }
}

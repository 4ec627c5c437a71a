/// A colour with a value for each appearance and contrast, like a dynamic `UIColor` or an
/// asset-catalogue colour set, and a flag that makes it an accent that follows the app's tint.
///
/// ```swift
/// let accent = AdaptiveColor.systemBlue                        // follows the tint
/// accent.resolved(in: .dark).hexString                         // "#0A84FF"
/// accent.resolved(in: AppearanceContext(tint: pink)) == pink   // true
/// ```
public struct AdaptiveColor: Sendable, Hashable {
    /// The colour in the light appearance.
    public var light: RGBAColor
    /// The colour in the dark appearance.
    public var dark: RGBAColor
    /// The colour in the light appearance with Increase Contrast on.
    public var lightIncreasedContrast: RGBAColor
    /// The colour in the dark appearance with Increase Contrast on.
    public var darkIncreasedContrast: RGBAColor
    /// Whether the colour is an accent: when the app sets a tint, the tint replaces it in
    /// every appearance.
    public var followsTint: Bool

    /// Creates an adaptive colour.
    ///
    /// ```swift
    /// let pill = AdaptiveColor(light: .white, dark: RGBAColor(hex: "#636366")!)
    /// ```
    ///
    /// - Parameters:
    ///   - light: The light colour.
    ///   - dark: The dark colour; the light one when omitted.
    ///   - lightIncreasedContrast: Light with Increase Contrast; `light` when omitted.
    ///   - darkIncreasedContrast: Dark with Increase Contrast; `dark` when omitted.
    ///   - followsTint: Whether the app's tint replaces the colour; `false` by default.
    public init(
        light: RGBAColor, dark: RGBAColor? = nil, lightIncreasedContrast: RGBAColor? = nil,
        darkIncreasedContrast: RGBAColor? = nil, followsTint: Bool = false
    ) {
        self.light = light
        self.dark = dark ?? light
        self.lightIncreasedContrast = lightIncreasedContrast ?? light
        self.darkIncreasedContrast = darkIncreasedContrast ?? dark ?? light
        self.followsTint = followsTint
    }

    /// A colour that is the same everywhere and ignores the tint.
    ///
    /// ```swift
    /// let pink = AdaptiveColor.fixed(RGBAColor(hex: "#E91E63")!)
    /// ```
    ///
    /// - Parameter color: The colour.
    public static func fixed(_ color: RGBAColor) -> AdaptiveColor {
        AdaptiveColor(light: color)
    }

    /// The colour for a context: the tint when this is an accent and the context has one,
    /// otherwise the value for the context's appearance and contrast.
    ///
    /// ```swift
    /// AdaptiveColor.label.resolved(in: .dark)  // white
    /// ```
    ///
    /// - Parameter context: The appearance, contrast and tint.
    public func resolved(in context: AppearanceContext) -> RGBAColor {
        if followsTint, let tint = context.tint { return tint }
        switch (context.appearance, context.contrast) {
        case (.light, .standard): return light
        case (.dark, .standard): return dark
        case (.light, .increased): return lightIncreasedContrast
        case (.dark, .increased): return darkIncreasedContrast
        }
    }

    /// The same colour as an accent that follows the tint (or not).
    ///
    /// ```swift
    /// let bar = AdaptiveColor.label.followingTint()
    /// ```
    ///
    /// - Parameter follows: Whether the tint replaces the colour; `true` by default.
    public func followingTint(_ follows: Bool = true) -> AdaptiveColor {
        var copy = self
        copy.followsTint = follows
        return copy
    }
}

// MARK: - Apple's system colours

// The values below are the iOS 13–18 system colours as Apple's Human Interface Guidelines
// publish them ("Color", https://developer.apple.com/design/human-interface-guidelines/color:
// the system-colour table gives Default (light), Default (dark), Increased contrast (light)
// and Increased contrast (dark) as sRGB 0–255 triples) and as UIKit's dynamic `UIColor`s
// resolve them (`systemBlue`, `systemGray`, `label`, `systemBackground`, `separator`). The
// June 2025 guidelines list new values for iOS 26; the built-in designs are drawn in the
// classic ones (#007AFF, #8E8E93), so those are the defaults here.
extension AdaptiveColor {
    /// `UIColor.systemBlue` / SwiftUI `.blue`: #007AFF light, #0A84FF dark, #0040DD and
    /// #409CFF with Increase Contrast. An accent: it follows the app's tint.
    public static let systemBlue = AdaptiveColor(
        light: rgb(0, 122, 255), dark: rgb(10, 132, 255),
        lightIncreasedContrast: rgb(0, 64, 221), darkIncreasedContrast: rgb(64, 156, 255),
        followsTint: true)

    /// `UIColor.systemGray` / SwiftUI `.gray`: #8E8E93 in light and dark, #6C6C70 and
    /// #AEAEB2 with Increase Contrast.
    public static let systemGray = AdaptiveColor(
        light: rgb(142, 142, 147), dark: rgb(142, 142, 147),
        lightIncreasedContrast: rgb(108, 108, 112), darkIncreasedContrast: rgb(174, 174, 178))

    /// `UIColor.label` / the default text colour: black in light, white in dark. What a
    /// design's "black" resolves to.
    public static let label = AdaptiveColor(light: .black, dark: .white)

    /// `UIColor.systemBackground`: white in light, black in dark.
    public static let systemBackground = AdaptiveColor(light: .white, dark: .black)

    /// `UIColor.separator` (SwiftUI `Divider()`): #3C3C43 at 29 % in light, #545458 at 60 %
    /// in dark.
    public static let separator = AdaptiveColor(
        light: rgb(60, 60, 67, alpha: 0.29), dark: rgb(84, 84, 88, alpha: 0.6))

    /// `UIColor.gray`: a fixed 50 % grey (#808080), the same in both appearances (it is not
    /// the dynamic `systemGray`). With Increase Contrast, #666666 in light and #999999 in dark.
    public static let gray = AdaptiveColor(
        light: rgb(128, 128, 128), dark: rgb(128, 128, 128),
        lightIncreasedContrast: rgb(102, 102, 102), darkIncreasedContrast: rgb(153, 153, 153))

    /// Clear in every appearance.
    public static let clear = AdaptiveColor.fixed(.clear)

    static func rgb(_ red: Double, _ green: Double, _ blue: Double, alpha: Double = 1)
        -> RGBAColor
    {
        RGBAColor(red: red / 255, green: green / 255, blue: blue / 255, alpha: alpha)
    }
}

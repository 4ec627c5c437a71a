/// Whether the user asked for more contrast (Increase Contrast on Apple platforms,
/// `colorSchemeContrast` in SwiftUI, `accessibilityContrast` in UIKit).
///
/// ```swift
/// let strong = AppearanceContext(appearance: .light, contrast: .increased)
/// ```
public enum ColorContrast: String, Sendable, Hashable, CaseIterable {
    /// The standard colours.
    case standard
    /// The increased-contrast colours.
    case increased
}

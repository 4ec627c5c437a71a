/// Light or dark, as the platform reports it (`colorScheme` in SwiftUI,
/// `userInterfaceStyle` in UIKit, `--appearance` on the command line).
///
/// ```swift
/// let dark = AppearanceContext(appearance: .dark)
/// ```
public enum Appearance: String, Sendable, Hashable, CaseIterable {
    /// Dark text on a light background; the default.
    case light
    /// Light text on a dark background (Dark Mode).
    case dark
}

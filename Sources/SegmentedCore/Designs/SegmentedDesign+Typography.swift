extension SegmentedDesign {
    /// The weight of a title's font.
    ///
    /// ```swift
    /// SegmentedDesign.plainButtons.fontWeight  // .medium
    /// ```
    public enum FontWeight: String, Sendable, Hashable, CaseIterable {
        /// Ultra light (100).
        case ultraLight
        /// Thin (200).
        case thin
        /// Light (300).
        case light
        /// Regular (400).
        case regular
        /// Medium (500).
        case medium
        /// Semibold (600).
        case semibold
        /// Bold (700).
        case bold
        /// Heavy (800).
        case heavy
        /// Black (900).
        case black

        /// The CSS / OpenType weight number: 100 (ultra light) to 900 (black) in steps of 100.
        ///
        /// ```swift
        /// SegmentedDesign.FontWeight.medium.numericWeight  // 500
        /// ```
        public var numericWeight: Int {
            switch self {
            case .ultraLight: 100
            case .thin: 200
            case .light: 300
            case .regular: 400
            case .medium: 500
            case .semibold: 600
            case .bold: 700
            case .heavy: 800
            case .black: 900
            }
        }

        /// The named weight nearest to a weight on the 1–1000 scale of OpenType and CSS, for
        /// fonts that come only in the nine standard weights: a tie rounds up (550 → semibold),
        /// values below 100 give ultra light, above 900 black, and NaN ultra light (as
        /// ``TitleTransform/standardWeight`` always has).
        ///
        /// ```swift
        /// SegmentedDesign.FontWeight(nearest: 625)  // .semibold
        /// ```
        ///
        /// - Parameter weight: The weight, 400 regular and 700 bold.
        public init(nearest weight: Double) {
            guard !weight.isNaN else {
                self = .ultraLight
                return
            }
            let steps = (Swift.min(Swift.max(weight, 100), 900) / 100).rounded(
                .toNearestOrAwayFromZero)
            self = Self.allCases[Int(steps) - 1]
        }

        /// The platform's weight of the same name, for a front-end whose font weight type
        /// names the nine standard weights.
        ///
        /// ```swift
        /// let weight: Font.Weight = design.fontWeight.platformWeight()
        /// ```
        package func platformWeight<Weight: PlatformFontWeight>() -> Weight {
            switch self {
            case .ultraLight: .ultraLight
            case .thin: .thin
            case .light: .light
            case .regular: .regular
            case .medium: .medium
            case .semibold: .semibold
            case .bold: .bold
            case .heavy: .heavy
            case .black: .black
            }
        }
    }

    /// One of Apple's Dynamic Type text styles. A design that names one scales with the
    /// user's text size on Apple platforms; ``SegmentedDesign/fontSize`` is its size at the
    /// default (Large) content size.
    ///
    /// ```swift
    /// SegmentedDesign.materialUnderline.textStyle  // .caption (12 pt)
    /// ```
    public enum TextStyle: String, Sendable, Hashable, CaseIterable {
        /// `.caption` / `UIFont.TextStyle.caption1`: 12 pt.
        case caption
        /// `.footnote`: 13 pt.
        case footnote
        /// `.subheadline`: 15 pt.
        case subheadline
        /// `.callout`: 16 pt.
        case callout
        /// `.body`: 17 pt.
        case body
        /// `.headline`: 17 pt semibold.
        case headline

        /// The point size at the default (Large) content size on iOS, from Apple's Human
        /// Interface Guidelines ("Typography", Dynamic Type sizes).
        ///
        /// ```swift
        /// SegmentedDesign.TextStyle.caption.defaultPointSize  // 12
        /// ```
        public var defaultPointSize: Double {
            switch self {
            case .caption: 12
            case .footnote: 13
            case .subheadline: 15
            case .callout: 16
            case .body, .headline: 17
            }
        }
    }
}

/// A platform's font weight type with the nine standard weights by name, as SwiftUI's
/// `Font.Weight` and UIKit's `UIFont.Weight` have them: each front-end conforms its type, so
/// the one mapping from ``SegmentedDesign/FontWeight`` serves both
/// (``SegmentedDesign/FontWeight/platformWeight()``).
package protocol PlatformFontWeight {
    /// Ultra light (100).
    static var ultraLight: Self { get }
    /// Thin (200).
    static var thin: Self { get }
    /// Light (300).
    static var light: Self { get }
    /// Regular (400).
    static var regular: Self { get }
    /// Medium (500).
    static var medium: Self { get }
    /// Semibold (600).
    static var semibold: Self { get }
    /// Bold (700).
    static var bold: Self { get }
    /// Heavy (800).
    static var heavy: Self { get }
    /// Black (900).
    static var black: Self { get }
}

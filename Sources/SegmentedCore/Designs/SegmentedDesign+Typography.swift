extension SegmentedDesign {
    /// The weight of a title's font.
    ///
    /// ```swift
    /// SegmentedDesign.plainButtons.fontWeight  // .medium
    /// ```
    public enum FontWeight: String, Sendable, Hashable, CaseIterable {
        /// Regular (400).
        case regular
        /// Medium (500).
        case medium
        /// Semibold (600).
        case semibold
        /// Bold (700).
        case bold

        /// The CSS / OpenType weight number: 400, 500, 600 or 700.
        ///
        /// ```swift
        /// SegmentedDesign.FontWeight.medium.numericWeight  // 500
        /// ```
        public var numericWeight: Int {
            switch self {
            case .regular: 400
            case .medium: 500
            case .semibold: 600
            case .bold: 700
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

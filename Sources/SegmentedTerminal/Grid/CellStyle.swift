import SegmentedCore

/// How one cell looks: colours (opaque, already blended over what is beneath) and weight.
///
/// ```swift
/// let heading = CellStyle(isBold: true)
/// let selected = CellStyle(foreground: RGBAColor(hex: "#1E88E5"), background: .white)
/// ```
public struct CellStyle: Sendable, Hashable {
    /// The text colour, or `nil` for the terminal's own.
    public var foreground: RGBAColor?
    /// The background colour, or `nil` for the terminal's own.
    public var background: RGBAColor?
    /// Whether the text is bold.
    public var isBold: Bool
    /// Whether the text is faint, as secondary text is.
    public var isDim: Bool

    /// Creates a style; everything defaults to the terminal's own look.
    ///
    /// ```swift
    /// let hint = CellStyle(isDim: true)
    /// ```
    ///
    /// - Parameters:
    ///   - foreground: The text colour, or `nil`.
    ///   - background: The background colour, or `nil`.
    ///   - isBold: Whether the text is bold.
    ///   - isDim: Whether the text is faint.
    public init(
        foreground: RGBAColor? = nil, background: RGBAColor? = nil, isBold: Bool = false,
        isDim: Bool = false
    ) {
        self.foreground = foreground
        self.background = background
        self.isBold = isBold
        self.isDim = isDim
    }

    /// The terminal's own look: no colours, normal weight.
    public static let plain = CellStyle()
}

import SegmentedFontMetrics

/// Anything that can measure a label on one line: the SVG renderer only needs advance
/// widths and the font's vertical metrics, so tests and other font sources can stand in for
/// a real font file.
///
/// ```swift
/// let measurer: any TextMeasuring = try TextMeasurer(family: "DejaVu Sans")
/// let width = measurer.width(of: "Trending", pointSize: 15)
/// let lineHeight = measurer.ascent(pointSize: 15) + measurer.descent(pointSize: 15)
/// ```
public protocol TextMeasuring: Sendable {
    /// The advance width of `text` set at `pointSize`, in points.
    ///
    /// ```swift
    /// measurer.width(of: "Home", pointSize: 17)
    /// ```
    ///
    /// - Parameters:
    ///   - text: One line of text.
    ///   - pointSize: The font size in points.
    func width(of text: String, pointSize: Double) -> Double

    /// The distance from the baseline up to the top of a line, in points.
    ///
    /// ```swift
    /// let baseline = frame.minY + measurer.ascent(pointSize: 15)
    /// ```
    ///
    /// - Parameter pointSize: The font size in points.
    func ascent(pointSize: Double) -> Double

    /// The distance from the baseline down to the bottom of a line, in points (positive).
    ///
    /// ```swift
    /// let height = measurer.ascent(pointSize: 15) + measurer.descent(pointSize: 15)
    /// ```
    ///
    /// - Parameter pointSize: The font size in points.
    func descent(pointSize: Double) -> Double

    /// Whether the font has a glyph for every visible scalar of a grapheme cluster; a
    /// ``FallbackTextMeasurer`` uses it to pick a font per cluster.
    ///
    /// ```swift
    /// dejaVu.covers("A")   // true
    /// dejaVu.covers("推")  // false
    /// ```
    ///
    /// - Parameter character: One grapheme cluster.
    func covers(_ character: Character) -> Bool
}

extension TextMeasuring {
    /// Claims every character, for measurers that cannot tell.
    ///
    /// ```swift
    /// struct Fixed: TextMeasuring { … }  // covers everything unless it says otherwise
    /// ```
    ///
    /// - Parameter character: One grapheme cluster.
    public func covers(_ character: Character) -> Bool { true }
}

extension TextMeasurer: TextMeasuring {
    /// Whether the font maps every visible scalar of `character` to a real glyph (not
    /// `.notdef`); default-ignorable scalars such as joiners count as covered.
    ///
    /// ```swift
    /// try TextMeasurer(family: "DejaVu Sans").covers("é")  // true
    /// ```
    ///
    /// - Parameter character: One grapheme cluster.
    public func covers(_ character: Character) -> Bool {
        character.unicodeScalars.allSatisfy { scalar in
            scalar.properties.isDefaultIgnorableCodePoint || font.glyph(for: scalar) != 0
        }
    }
}

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

/// A chain of fonts measured as a browser falls back between them: each grapheme cluster
/// is measured with the first font that covers it (the first font, with its `.notdef` box,
/// when none does), and runs of clusters in the same font are measured together so kerning
/// inside a run is kept. Vertical metrics are the tallest of the chain, so a line holds
/// glyphs from any of them.
///
/// ```swift
/// let latin = try TextMeasurer(family: "DejaVu Sans")
/// let cjk = TextMeasurer(font: try FontFile(contentsOf: "/usr/share/fonts/truetype/wqy/wqy-microhei.ttc"))
/// let measurer = FallbackTextMeasurer([latin, cjk])
/// measurer.width(of: "推薦 News", pointSize: 15)
/// ```
public struct FallbackTextMeasurer: TextMeasuring {
    /// The fonts, most preferred first.
    ///
    /// ```swift
    /// FallbackTextMeasurer([dejaVu, cjk]).measurers.count  // 2
    /// ```
    public let measurers: [any TextMeasuring]

    /// Creates a chain; an empty chain measures everything as zero.
    ///
    /// ```swift
    /// let measurer = FallbackTextMeasurer([dejaVu, cjk])
    /// ```
    ///
    /// - Parameter measurers: The fonts, most preferred first.
    public init(_ measurers: [any TextMeasuring]) {
        self.measurers = measurers
    }

    /// The width of `text`, each cluster in the first font that covers it.
    ///
    /// ```swift
    /// measurer.width(of: "Home 推薦", pointSize: 15)
    /// ```
    ///
    /// - Parameters:
    ///   - text: One line of text.
    ///   - pointSize: The font size in points.
    /// - Complexity: O(n · k) for n clusters and k fonts.
    public func width(of text: String, pointSize: Double) -> Double {
        guard let first = measurers.first else { return 0 }
        guard measurers.count > 1 else { return first.width(of: text, pointSize: pointSize) }
        var total = 0.0
        var run = ""
        var runFont = 0
        for character in text {
            let font = measurers.firstIndex { $0.covers(character) } ?? 0
            if font != runFont, !run.isEmpty {
                total += measurers[runFont].width(of: run, pointSize: pointSize)
                run = ""
            }
            runFont = font
            run.append(character)
        }
        if !run.isEmpty {
            total += measurers[runFont].width(of: run, pointSize: pointSize)
        }
        return total
    }

    /// The tallest ascent of the chain.
    ///
    /// ```swift
    /// measurer.ascent(pointSize: 15)
    /// ```
    ///
    /// - Parameter pointSize: The font size in points.
    public func ascent(pointSize: Double) -> Double {
        measurers.map { $0.ascent(pointSize: pointSize) }.max() ?? 0
    }

    /// The deepest descent of the chain.
    ///
    /// ```swift
    /// measurer.descent(pointSize: 15)
    /// ```
    ///
    /// - Parameter pointSize: The font size in points.
    public func descent(pointSize: Double) -> Double {
        measurers.map { $0.descent(pointSize: pointSize) }.max() ?? 0
    }

    /// Whether any font of the chain covers the cluster.
    ///
    /// ```swift
    /// FallbackTextMeasurer([dejaVu, cjk]).covers("推")  // true
    /// ```
    ///
    /// - Parameter character: One grapheme cluster.
    public func covers(_ character: Character) -> Bool {
        measurers.contains { $0.covers(character) }
    }
}

import SegmentedFontMetrics

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

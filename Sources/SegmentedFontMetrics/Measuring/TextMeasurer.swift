/// Measures the advance width of text set in one font, with kerning, and caches the results.
///
/// Text is measured grapheme cluster by grapheme cluster (`Character`): each Unicode scalar
/// contributes the advance of its glyph (the `.notdef` glyph 0 when the font lacks it),
/// and pair kerning is added between every two consecutive glyphs, within and across
/// clusters. Default-ignorable scalars (zero width joiner, variation selectors, soft hyphen,
/// tag characters, …) are invisible: they add no advance and do not break kerning pairs,
/// as in shaping engines. No shaping happens otherwise (no ligatures, no contextual forms,
/// no mark positioning), which is exact for fonts like DejaVu Sans with Latin text.
///
/// Widths are computed in integer font units and scaled once by `pointSize / unitsPerEm`.
/// A point size that is NaN, infinite, zero or negative yields 0 for every metric, and
/// results too large for a `Double` saturate at `±Double.greatestFiniteMagnitude`, so no
/// metric is ever NaN or infinite.
///
/// The measurer is `Sendable`: its caches are guarded by a lock, so one instance can be
/// shared by renderers on any number of threads or tasks.
///
/// ```swift
/// let measurer = try TextMeasurer(family: "DejaVu Sans")
/// let width = measurer.width(of: "Trending", pointSize: 17)
/// let height = measurer.lineHeight(pointSize: 17)
/// ```
public final class TextMeasurer: Sendable {
    /// The font whose metrics are used.
    public let font: FontFile
    private let cache = MeasurementCache()

    /// Creates a measurer for `font`.
    ///
    /// ```swift
    /// let measurer = TextMeasurer(font: try FontFile(contentsOf: path))
    /// ```
    /// - Parameter font: The parsed font.
    public init(font: FontFile) {
        self.font = font
    }

    /// Creates a measurer for the font fontconfig picks for `family`.
    ///
    /// ```swift
    /// let measurer = try TextMeasurer(family: "DejaVu Sans:bold")
    /// ```
    /// - Parameter family: A family name or fontconfig pattern; see
    ///   ``FontLocator/file(forFamily:)``.
    /// - Throws: ``FontError/familyNotFound(_:)`` if no readable file is found, or any error
    ///   of ``FontFile/init(contentsOf:fontIndex:)`` for the file found.
    /// - Complexity: O(*n*) in the font file's size, plus running `fc-match`.
    public convenience init(family: String = FontLocator.defaultFamily) throws(FontError) {
        self.init(font: try FontFile(contentsOf: FontLocator.file(forFamily: family)))
    }

    /// The factor from font units to points at `pointSize`, or 0 for an unusable size.
    private func scale(_ pointSize: Double) -> Double {
        guard pointSize.isFinite, pointSize > 0 else { return 0 }
        return pointSize / Double(font.unitsPerEm)
    }

    /// `units × scale(pointSize)`, saturated to a finite value.
    private func points(_ units: Int64, _ pointSize: Double) -> Double {
        let value = Double(units) * scale(pointSize)
        return value.isFinite
            ? value : (value > 0 ? .greatestFiniteMagnitude : -.greatestFiniteMagnitude)
    }

    /// The advance width of `text` in font units, kerning included.
    ///
    /// ```swift
    /// measurer.widthInUnits(of: "AV")  // 2671 in DejaVu Sans: 1401 + 1401 - 131
    /// ```
    /// - Parameter text: The text to measure, on one line.
    /// - Returns: The width in font units (clamped to `Int`'s range); may be negative only for
    ///   fonts with extreme kerning.
    /// - Complexity: O(*n*) in the number of scalars (each kerning pair costs a lookup);
    ///   O(*n*) hashing for a string measured before.
    public func widthInUnits(of text: String) -> Int {
        Int(clamping: exactWidthInUnits(of: text))
    }

    /// The width in font units as a 64-bit sum, which cannot overflow.
    private func exactWidthInUnits(of text: String) -> Int64 {
        cache.withLock { clusters, strings in
            let memoise = text.utf8.count <= MeasurementCache.longestCachedString
            if memoise, let width = strings[text] {
                return width
            }
            var width: Int64 = 0
            var previous: UInt16?
            for character in text {
                let metrics: ClusterMetrics
                if let cached = clusters[character] {
                    metrics = cached
                } else {
                    metrics = measure(character)
                    if clusters.count >= MeasurementCache.capacity { clusters.removeAll() }
                    clusters[character] = metrics
                }
                width += metrics.advance
                if let first = metrics.firstGlyph {
                    if let previous { width += Int64(font.kerning(previous, first)) }
                    previous = metrics.lastGlyph
                }
            }
            if memoise {
                if strings.count >= MeasurementCache.capacity { strings.removeAll() }
                strings[text] = width
            }
            return width
        }
    }

    /// The glyph run of one grapheme cluster.
    private func measure(_ character: Character) -> ClusterMetrics {
        var metrics = ClusterMetrics(advance: 0, firstGlyph: nil, lastGlyph: nil)
        for scalar in character.unicodeScalars where !scalar.properties.isDefaultIgnorableCodePoint
        {
            let glyph = font.glyph(for: scalar)
            metrics.advance += Int64(font.advance(ofGlyph: glyph))
            if let last = metrics.lastGlyph {
                metrics.advance += Int64(font.kerning(last, glyph))
            } else {
                metrics.firstGlyph = glyph
            }
            metrics.lastGlyph = glyph
        }
        return metrics
    }

    /// The advance width of `text` set at `pointSize`, in points.
    ///
    /// ```swift
    /// measurer.width(of: "Home", pointSize: 17)  // 6048 × 17 / 2048 ≈ 50.2 in DejaVu Sans
    /// measurer.width(of: "Home", pointSize: .nan)  // 0
    /// ```
    /// - Parameters:
    ///   - text: The text to measure, on one line.
    ///   - pointSize: The font size in points (one em). NaN, infinite, zero or negative
    ///     sizes give 0.
    /// - Returns: ``widthInUnits(of:)`` × `pointSize / unitsPerEm`.
    /// - Complexity: O(*n*) in the number of scalars of `text`.
    public func width(of text: String, pointSize: Double) -> Double {
        guard scale(pointSize) > 0 else { return 0 }
        return points(exactWidthInUnits(of: text), pointSize)
    }

    /// The distance from the baseline up to the top of a line, in points.
    ///
    /// ```swift
    /// measurer.ascent(pointSize: 17)  // 1901 × 17 / 2048 ≈ 15.78 for DejaVu Sans
    /// ```
    /// - Parameter pointSize: The font size in points; unusable sizes give 0.
    public func ascent(pointSize: Double) -> Double {
        points(Int64(font.ascender), pointSize)
    }

    /// The distance from the baseline down to the bottom of a line, in points, as a positive
    /// number for fonts whose descender lies below the baseline.
    ///
    /// ```swift
    /// measurer.descent(pointSize: 17)  // 483 × 17 / 2048 ≈ 4.01 for DejaVu Sans
    /// ```
    /// - Parameter pointSize: The font size in points; unusable sizes give 0.
    public func descent(pointSize: Double) -> Double {
        points(Int64(-font.descender), pointSize)
    }

    /// The recommended distance between baselines: ascent + descent + line gap, in points.
    ///
    /// ```swift
    /// measurer.lineHeight(pointSize: 17)  // 2384 × 17 / 2048 ≈ 19.79 for DejaVu Sans
    /// ```
    /// - Parameter pointSize: The font size in points; unusable sizes give 0.
    public func lineHeight(pointSize: Double) -> Double {
        points(Int64(font.ascender - font.descender + font.lineGap), pointSize)
    }
}

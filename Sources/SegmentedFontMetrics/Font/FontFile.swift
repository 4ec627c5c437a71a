import Foundation

/// The metrics of one TrueType/OpenType font: vertical metrics, glyph advances, the
/// Unicode-to-glyph map and pair kerning, parsed from the font's bytes.
///
/// Parsing reads `head`, `hhea`, `maxp`, `hmtx`, `cmap`, and for kerning either the `kern`
/// feature of `GPOS` (pair adjustment lookups) or, when that is absent, the legacy `kern`
/// table — the same precedence shaping engines use, so kerning is never applied twice.
/// Every read is bounds-checked: a truncated, corrupt or hostile file throws a ``FontError``.
///
/// ```swift
/// let font = try FontFile(contentsOf: "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf")
/// let glyph = font.glyph(for: "A")
/// print(font.unitsPerEm, font.advance(ofGlyph: glyph))  // 2048 1401
/// ```
public struct FontFile: Sendable {
    /// The size of the em square in font units; all other metrics are in these units.
    public let unitsPerEm: Int
    /// The typographic ascent above the baseline (`hhea.ascender`), in font units.
    public let ascender: Int
    /// The typographic descent (`hhea.descender`), in font units; usually negative.
    public let descender: Int
    /// The extra gap between lines (`hhea.lineGap`), in font units.
    public let lineGap: Int
    /// The number of glyphs in the font (`maxp.numGlyphs`); glyph ids are below this.
    public let glyphCount: Int

    /// Advance widths from `hmtx`; glyphs past the end use the last entry.
    private let advances: [UInt16]
    private let characterMap: CharacterMap
    private let positioning: GlyphPositioning?
    private let kerningTable: KerningTable?

    /// Reads and parses the font file at `path`.
    ///
    /// ```swift
    /// let font = try FontFile(contentsOf: "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf")
    /// ```
    /// - Parameters:
    ///   - path: The path of a `.ttf`, `.otf` or `.ttc` file.
    ///   - fontIndex: Which font of a collection (`.ttc`) to use; 0 for a single font.
    /// - Throws: ``FontError/fileNotFound(_:)`` if nothing exists at `path`,
    ///   ``FontError/unreadable(_:)`` if it cannot be read, and
    ///   ``FontError/malformed(table:reason:)`` if its bytes are not a usable font.
    /// - Complexity: O(*n*) in the file size.
    public init(contentsOf path: String, fontIndex: Int = 0) throws(FontError) {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw .fileNotFound(path)
        }
        guard !isDirectory.boolValue, let data = FileManager.default.contents(atPath: path) else {
            throw .unreadable(path)
        }
        try self.init(bytes: [UInt8](data), fontIndex: fontIndex)
    }

    /// Parses a font from its bytes.
    ///
    /// ```swift
    /// let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
    /// let font = try FontFile(bytes: bytes)
    /// ```
    /// - Parameters:
    ///   - bytes: The complete contents of a TrueType/OpenType font or font collection.
    ///   - fontIndex: Which font of a collection to use; 0 for a single font.
    /// - Throws: ``FontError/malformed(table:reason:)`` naming the first table found to be
    ///   missing, truncated or inconsistent.
    /// - Complexity: O(*n*) in the size of the parsed tables (plus O(*k* log *k*) to order
    ///   *k* cmap segments).
    public init(bytes: [UInt8], fontIndex: Int = 0) throws(FontError) {
        let directory = try TableDirectory(bytes: bytes, fontIndex: fontIndex)

        let head = try directory.table("head")
        guard try head.readUInt32(12, "magicNumber") == 0x5F0F_3CF5 else {
            throw .malformed(table: "head", reason: "wrong magic number")
        }
        let unitsPerEm = Int(try head.readUInt16(18, "unitsPerEm"))
        guard (16...16_384).contains(unitsPerEm) else {
            throw .malformed(table: "head", reason: "unitsPerEm \(unitsPerEm) outside 16...16384")
        }

        let hhea = try directory.table("hhea")
        let ascender = Int(try hhea.readInt16(4, "ascender"))
        let descender = Int(try hhea.readInt16(6, "descender"))
        let lineGap = Int(try hhea.readInt16(8, "lineGap"))
        let metricCount = Int(try hhea.readUInt16(34, "numberOfHMetrics"))

        let maxp = try directory.table("maxp")
        let glyphCount = Int(try maxp.readUInt16(4, "numGlyphs"))
        guard glyphCount > 0 else {
            throw .malformed(table: "maxp", reason: "font has no glyphs")
        }
        guard metricCount > 0 else {
            throw .malformed(table: "hhea", reason: "numberOfHMetrics is 0")
        }

        let hmtx = try directory.table("hmtx")
        let usedMetrics = min(metricCount, glyphCount)
        let metrics = try hmtx.subview(at: 0, length: usedMetrics * 4, "advance widths")
        var advances: [UInt16] = []
        advances.reserveCapacity(usedMetrics)
        for index in 0..<usedMetrics {
            advances.append(try metrics.readUInt16(index * 4, "advanceWidth"))
        }

        let characterMap = try CharacterMap(directory.table("cmap"))

        var positioning: GlyphPositioning?
        if let gpos = try directory.optionalTable("GPOS") {
            let parsed = try GlyphPositioning(gpos)
            positioning = parsed.isEmpty ? nil : parsed
        }
        var kerningTable: KerningTable?
        if positioning == nil, let kern = try directory.optionalTable("kern") {
            let parsed = try KerningTable(kern)
            kerningTable = parsed.pairs.isEmpty ? nil : parsed
        }

        self.unitsPerEm = unitsPerEm
        self.ascender = ascender
        self.descender = descender
        self.lineGap = lineGap
        self.glyphCount = glyphCount
        self.advances = advances
        self.characterMap = characterMap
        self.positioning = positioning
        self.kerningTable = kerningTable
    }

    /// The glyph id the font maps `scalar` to, or 0 (`.notdef`) if it has no glyph for it.
    ///
    /// ```swift
    /// font.glyph(for: "A")      // 36 in DejaVu Sans
    /// font.glyph(for: "\u{63A8}")  // 0: DejaVu Sans has no CJK glyphs
    /// ```
    /// - Parameter scalar: The Unicode scalar to look up.
    /// - Returns: A glyph id below ``glyphCount``; ids the `cmap` gives beyond it become 0.
    /// - Complexity: O(log *s*) in the number of `cmap` segments.
    public func glyph(for scalar: Unicode.Scalar) -> UInt16 {
        let glyph = characterMap.glyph(for: scalar)
        return glyph < UInt32(glyphCount) ? UInt16(glyph) : 0
    }

    /// The horizontal advance width of a glyph, in font units.
    ///
    /// ```swift
    /// font.advance(ofGlyph: font.glyph(for: "A"))  // 1401 in DejaVu Sans
    /// ```
    /// - Parameter glyph: A glyph id; ids at or beyond ``glyphCount`` have advance 0.
    public func advance(ofGlyph glyph: UInt16) -> Int {
        guard Int(glyph) < glyphCount, let last = advances.last else { return 0 }
        return Int(Int(glyph) < advances.count ? advances[Int(glyph)] : last)
    }

    /// The pair kerning between two consecutive glyphs, in font units (usually ≤ 0).
    ///
    /// Comes from the `GPOS` `kern` feature when the font has one, else from the `kern` table.
    ///
    /// ```swift
    /// font.kerning(font.glyph(for: "A"), font.glyph(for: "V"))  // -131 in DejaVu Sans
    /// ```
    /// - Parameters:
    ///   - left: The glyph id of the first glyph.
    ///   - right: The glyph id of the glyph that follows it.
    /// - Returns: The adjustment to the first glyph's advance; 0 for unkerned pairs.
    /// - Complexity: O(*l* log *n*) for *l* `GPOS` pair subtables of at most *n* entries;
    ///   O(1) on average for the `kern` table.
    public func kerning(_ left: UInt16, _ right: UInt16) -> Int {
        if let positioning {
            return positioning.value(left, right)
        }
        return kerningTable?.value(left, right) ?? 0
    }

    /// Whether the font has any pair kerning (from `GPOS` or from the `kern` table).
    public var hasKerning: Bool { positioning != nil || kerningTable != nil }
}

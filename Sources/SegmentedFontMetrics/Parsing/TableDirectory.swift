/// The sfnt table directory: where each table of one font lives in the file.
struct TableDirectory: Sendable {
    /// Bounds-checked views of the tables, keyed by their four-character tag.
    private var tables: [String: ByteView] = [:]
    /// Tags of tables whose record points outside the file.
    private var brokenTables: Set<String> = []

    /// Reads the directory of font `fontIndex` in `bytes` (a single font or a collection).
    ///
    /// Table records whose range leaves the file are rejected only when the table is used.
    /// - Throws: ``FontError/malformed(table:reason:)`` with table `"sfnt"` if the header or
    ///   directory is truncated, the signature is unknown, or the font index is out of range.
    /// - Complexity: O(*t*) for *t* table records, which are bounded by the file size.
    init(bytes: [UInt8], fontIndex: Int) throws(FontError) {
        let file = ByteView(bytes: bytes, table: "sfnt")
        var offset = 0
        let signature = try file.readUInt32(0, "signature")
        if signature == 0x7474_6366 {  // "ttcf": a font collection
            let fontCount = try file.readInt(8, "collection font count")
            guard fontIndex >= 0, fontIndex < fontCount else {
                throw .malformed(
                    table: "sfnt",
                    reason: "font index \(fontIndex) outside collection of \(fontCount) fonts")
            }
            offset = try file.readInt(12 + 4 * fontIndex, "collection offset")
        } else if fontIndex != 0 {
            throw .malformed(table: "sfnt", reason: "font index \(fontIndex) in a single font")
        }
        let version = try file.readUInt32(offset, "sfnt version")
        // 0x00010000 (TrueType), "OTTO" (CFF), "true" and "typ1" (Apple).
        guard [0x0001_0000, 0x4F54_544F, 0x7472_7565, 0x7479_7031].contains(version) else {
            throw .malformed(
                table: "sfnt",
                reason:
                    "unknown signature 0x\(String(version, radix: 16)); not a TrueType/OpenType font"
            )
        }
        let tableCount = Int(try file.readUInt16(offset + 4, "table count"))
        let records = try file.subview(at: offset + 12, length: tableCount * 16, "table directory")
        for index in 0..<tableCount {
            let record = index * 16
            guard let tag = records.uint32(at: record),
                let start = records.uint32(at: record + 8).flatMap({ Int(exactly: $0) }),
                let length = records.uint32(at: record + 12).flatMap({ Int(exactly: $0) })
            else { continue }
            let name = TableDirectory.tagString(tag)
            guard tables[name] == nil, !brokenTables.contains(name) else { continue }
            if let view = try? file.subview(at: start, length: length, "\(name) table", table: name)
            {
                tables[name] = view
            } else {
                brokenTables.insert(name)
            }
        }
    }

    /// The table with `tag`, or `nil` if the font has none.
    /// - Throws: ``FontError/malformed(table:reason:)`` if its record points outside the file.
    func optionalTable(_ tag: String) throws(FontError) -> ByteView? {
        if brokenTables.contains(tag) {
            throw .malformed(table: tag, reason: "table record points outside the file")
        }
        return tables[tag]
    }

    /// The table with `tag`.
    /// - Throws: ``FontError/malformed(table:reason:)`` if it is absent or outside the file.
    func table(_ tag: String) throws(FontError) -> ByteView {
        guard let view = try optionalTable(tag) else {
            throw .malformed(table: tag, reason: "required table is missing")
        }
        return view
    }

    /// The printable form of a four-byte tag (non-ASCII bytes become `?`).
    static func tagString(_ tag: UInt32) -> String {
        let scalars = [24, 16, 8, 0].map { shift -> Character in
            let byte = UInt8(truncatingIfNeeded: tag >> UInt32(shift))
            return (0x20...0x7E).contains(byte) ? Character(Unicode.Scalar(byte)) : "?"
        }
        return String(scalars)
    }
}

// Builders for tiny hand-made fonts that exercise the parser paths DejaVu Sans does not use
// (cmap format 4 range offsets, GPOS pair sets and extension lookups, the legacy kern table)
// and hostile headers.

/// Big-endian byte writing.
extension Array where Element == UInt8 {
    mutating func u16(_ value: Int) {
        append(UInt8(truncatingIfNeeded: value >> 8))
        append(UInt8(truncatingIfNeeded: value))
    }

    mutating func u32(_ value: Int) {
        u16(value >> 16)
        u16(value & 0xFFFF)
    }

    mutating func tag(_ tag: String) {
        append(contentsOf: Array(tag.utf8))
    }

    /// Overwrites a big-endian 16-bit value at `offset`.
    mutating func set16(_ offset: Int, _ value: Int) {
        self[offset] = UInt8(truncatingIfNeeded: value >> 8)
        self[offset + 1] = UInt8(truncatingIfNeeded: value)
    }

    /// Overwrites a big-endian 32-bit value at `offset`.
    mutating func set32(_ offset: Int, _ value: Int) {
        set16(offset, value >> 16)
        set16(offset + 2, value & 0xFFFF)
    }
}

/// Concatenates `parts`, returning each part's offset from the start of the result.
func layout(_ header: Int, _ parts: [[UInt8]]) -> (bytes: [UInt8], offsets: [Int]) {
    var offsets: [Int] = []
    var bytes: [UInt8] = []
    for part in parts {
        offsets.append(header + bytes.count)
        bytes += part
    }
    return (bytes, offsets)
}

/// A synthetic font: glyph 0 .notdef (500 units), 1 "A" (600), 2 "B" (700), 3 "C" (uses the
/// last hmtx entry, 700), 4 "a" (also the last entry, 700). 1000 units per em.
enum SyntheticFont {
    /// Assembles an sfnt file from `tables`, in the given order, 4-byte aligned.
    static func sfnt(_ tables: [(String, [UInt8])], version: Int = 0x0001_0000) -> [UInt8] {
        var header: [UInt8] = []
        header.u32(version)
        header.u16(tables.count)
        header.u16(0)
        header.u16(0)
        header.u16(0)
        var body: [UInt8] = []
        let bodyStart = 12 + 16 * tables.count
        for (tag, data) in tables {
            header.tag(tag)
            header.u32(0)
            header.u32(bodyStart + body.count)
            header.u32(data.count)
            body += data
            while body.count % 4 != 0 { body.append(0) }
        }
        return header + body
    }

    static var head: [UInt8] {
        var table = [UInt8](repeating: 0, count: 54)
        table.set32(0, 0x0001_0000)
        table.set32(12, 0x5F0F_3CF5)
        table.set16(18, 1000)
        return table
    }

    static func hhea(metrics: Int = 3) -> [UInt8] {
        var table = [UInt8](repeating: 0, count: 36)
        table.set32(0, 0x0001_0000)
        table.set16(4, 800)
        table.set16(6, -200)
        table.set16(8, 100)
        table.set16(34, metrics)
        return table
    }

    static func maxp(glyphs: Int = 5) -> [UInt8] {
        var table: [UInt8] = []
        table.u32(0x0000_5000)
        table.u16(glyphs)
        return table
    }

    static var hmtx: [UInt8] {
        var table: [UInt8] = []
        for advance in [500, 600, 700] {
            table.u16(advance)
            table.u16(0)
        }
        return table
    }

    /// cmap format 4: "A"–"C" → 1–3 by delta; "a"–"b" through glyphIdArray → 4 and 0.
    static var cmapFormat4: [UInt8] {
        let segments: [(start: Int, end: Int, delta: Int, usesArray: Bool)] = [
            (0x41, 0x43, 1 - 0x41, false), (0x61, 0x62, 0, true), (0xFFFF, 0xFFFF, 1, false),
        ]
        var subtable: [UInt8] = []
        subtable.u16(4)
        subtable.u16(0)  // length, patched below
        subtable.u16(0)
        subtable.u16(segments.count * 2)
        subtable.u16(4)
        subtable.u16(1)
        subtable.u16(2)
        for segment in segments { subtable.u16(segment.end) }
        subtable.u16(0)
        for segment in segments { subtable.u16(segment.start) }
        for segment in segments { subtable.u16(segment.delta) }
        for (index, segment) in segments.enumerated() {
            // Distance from this idRangeOffset entry to glyphIdArray[0].
            subtable.u16(segment.usesArray ? 2 * (segments.count - index) : 0)
        }
        subtable.u16(4)  // glyphIdArray: "a" → 4
        subtable.u16(0)  // "b" → missing
        subtable.set16(2, subtable.count)
        return cmap([(3, 1, subtable)])
    }

    /// cmap format 12 mapping "A"–"C" → 1–3 and U+1F600 → 3.
    static var format12Subtable: [UInt8] {
        var subtable: [UInt8] = []
        subtable.u16(12)
        subtable.u16(0)
        subtable.u32(16 + 2 * 12)
        subtable.u32(0)
        subtable.u32(2)
        for (start, end, glyph) in [(0x41, 0x43, 1), (0x1F600, 0x1F600, 3)] {
            subtable.u32(start)
            subtable.u32(end)
            subtable.u32(glyph)
        }
        return subtable
    }

    /// A cmap table with the given (platform, encoding, subtable) records.
    static func cmap(_ records: [(Int, Int, [UInt8])]) -> [UInt8] {
        var table: [UInt8] = []
        table.u16(0)
        table.u16(records.count)
        let placed = layout(4 + 8 * records.count, records.map(\.2))
        for (index, record) in records.enumerated() {
            table.u16(record.0)
            table.u16(record.1)
            table.u32(placed.offsets[index])
        }
        return table + placed.bytes
    }

    /// A legacy kern table (Microsoft version 0, or Apple version 1) with format 0 pairs.
    static func kern(_ pairs: [(Int, Int, Int)], apple: Bool = false) -> [UInt8] {
        var body: [UInt8] = []
        body.u16(pairs.count)
        body.u16(6)
        body.u16(0)
        body.u16(0)
        for (left, right, value) in pairs {
            body.u16(left)
            body.u16(right)
            body.u16(value)
        }
        var table: [UInt8] = []
        if apple {
            table.u32(0x0001_0000)
            table.u32(1)
            table.u32(8 + body.count)
            table.u16(0x0000)  // horizontal, format 0
            table.u16(0)
        } else {
            table.u16(0)
            table.u16(1)
            table.u16(0)
            table.u16(6 + body.count)
            table.u16(0x0001)  // horizontal, format 0
        }
        return table + body
    }

    /// A GPOS table whose `kern` feature uses lookup 0 (an extension lookup wrapping a
    /// format 1 pair set: A B → -50, with an XPlacement before the XAdvance) and lookup 1
    /// (format 2 class pairs: B C → -30); a `mark` feature uses lookup 2 (A B → -999),
    /// which kerning must ignore.
    static var gpos: [UInt8] {
        func coverage(_ glyphs: [Int]) -> [UInt8] {
            var table: [UInt8] = []
            table.u16(1)
            table.u16(glyphs.count)
            for glyph in glyphs { table.u16(glyph) }
            return table
        }
        func pairSet(first: Int, second: Int, placement: Int?, advance: Int) -> [UInt8] {
            var subtable: [UInt8] = []
            subtable.u16(1)
            subtable.u16(12)  // coverage follows the 12-byte header
            subtable.u16(placement == nil ? 0x0004 : 0x0005)
            subtable.u16(0)
            subtable.u16(1)
            subtable.u16(12 + 6)  // pair set after the coverage
            subtable += coverage([first])
            subtable.u16(1)
            subtable.u16(second)
            if let placement { subtable.u16(placement) }
            subtable.u16(advance)
            return subtable
        }
        func lookup(type: Int, _ subtable: [UInt8]) -> [UInt8] {
            var table: [UInt8] = []
            table.u16(type)
            table.u16(0)
            table.u16(1)
            table.u16(8)
            return table + subtable
        }
        var extensionTable: [UInt8] = []
        extensionTable.u16(1)
        extensionTable.u16(2)
        extensionTable.u32(8)
        extensionTable += pairSet(first: 1, second: 2, placement: 7, advance: -50)

        var classPairs: [UInt8] = []
        classPairs.u16(2)
        classPairs.u16(0)  // coverage offset, patched
        classPairs.u16(0x0004)
        classPairs.u16(0)
        classPairs.u16(0)  // classDef1, patched
        classPairs.u16(0)  // classDef2, patched
        classPairs.u16(2)
        classPairs.u16(2)
        for value in [0, 0, 0, -30] { classPairs.u16(value) }
        classPairs.set16(2, classPairs.count)
        classPairs += [0, 2, 0, 1, 0, 2, 0, 2, 0, 0]  // coverage format 2: B..B
        classPairs.set16(8, classPairs.count)
        classPairs += [0, 1, 0, 2, 0, 1, 0, 1]  // classDef format 1: B → 1
        classPairs.set16(10, classPairs.count)
        classPairs += [0, 2, 0, 1, 0, 3, 0, 3, 0, 1]  // classDef format 2: C..C → 1

        let lookups = [
            lookup(type: 9, extensionTable),
            lookup(type: 2, classPairs),
            lookup(type: 2, pairSet(first: 1, second: 2, placement: nil, advance: -999)),
        ]
        var lookupList: [UInt8] = []
        lookupList.u16(lookups.count)
        let placedLookups = layout(2 + 2 * lookups.count, lookups)
        for offset in placedLookups.offsets { lookupList.u16(offset) }
        lookupList += placedLookups.bytes

        var featureList: [UInt8] = []
        featureList.u16(2)
        let features: [(String, [Int])] = [("kern", [0, 1]), ("mark", [2])]
        let featureTables = features.map { feature -> [UInt8] in
            var table: [UInt8] = []
            table.u16(0)
            table.u16(feature.1.count)
            for index in feature.1 { table.u16(index) }
            return table
        }
        let placedFeatures = layout(2 + 6 * features.count, featureTables)
        for (index, feature) in features.enumerated() {
            featureList.tag(feature.0)
            featureList.u16(placedFeatures.offsets[index])
        }
        featureList += placedFeatures.bytes

        let scriptList: [UInt8] = [0, 0]
        let placed = layout(10, [scriptList, featureList, lookupList])
        var table: [UInt8] = []
        table.u32(0x0001_0000)
        for offset in placed.offsets { table.u16(offset) }
        return table + placed.bytes
    }

    /// The base tables with the given cmap, plus `extra` tables.
    static func font(cmap: [UInt8] = cmapFormat4, extra: [(String, [UInt8])] = []) -> [UInt8] {
        sfnt(
            [
                ("cmap", cmap), ("head", head), ("hhea", hhea()), ("hmtx", hmtx),
                ("maxp", maxp()),
            ] + extra)
    }
}

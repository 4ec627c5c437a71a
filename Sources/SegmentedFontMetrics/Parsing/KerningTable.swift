/// Horizontal pair kerning from the legacy `kern` table (format 0 subtables).
///
/// Both the Microsoft layout (version 0) and the Apple layout (version 1) are read.
/// Values of several horizontal subtables add up; an "override" subtable replaces the sum.
/// Cross-stream, minimum-value, vertical and variation subtables are skipped, as are
/// subtables of formats other than 0.
struct KerningTable: Sendable {
    /// Kerning values in font units keyed by `left << 16 | right`.
    private(set) var pairs: [UInt32: Int] = [:]

    /// Parses every format 0 subtable of `kern`.
    /// - Throws: ``FontError/malformed(table:reason:)`` if a header or pair array is truncated.
    /// - Complexity: O(*p*) for *p* pairs, bounded by the table's size.
    init(_ kern: ByteView) throws(FontError) {
        let isApple = try kern.readUInt16(0, "version") == 1
        let subtableCount: Int
        var offset: Int
        if isApple {
            subtableCount = try kern.readInt(4, "subtable count")
            offset = 8
        } else {
            subtableCount = Int(try kern.readUInt16(2, "subtable count"))
            offset = 4
        }
        var index = 0
        // Pair arrays of real subtables do not overlap; more pairs than fit in the table means
        // hostile overlapping subtables, so the work stays bounded by the table's size.
        var pairBudget = kern.count / 6
        // Every subtable takes at least 6 bytes, so the loop ends at the end of the table.
        while index < subtableCount, kern.contains(offset, length: 6) {
            index += 1
            let format: UInt16
            let isHorizontal: Bool
            let isOverride: Bool
            let length: Int
            let headerSize: Int
            if isApple {
                length = try kern.readInt(offset, "subtable length")
                let coverage = try kern.readUInt16(offset + 4, "coverage")
                format = coverage & 0xFF
                isHorizontal = coverage & 0xE000 == 0  // not vertical, cross-stream, variation
                isOverride = false
                headerSize = 8
            } else {
                length = Int(try kern.readUInt16(offset + 2, "subtable length"))
                let coverage = try kern.readUInt16(offset + 4, "coverage")
                format = coverage >> 8
                // Horizontal, not minimum values, not cross-stream.
                isHorizontal = coverage & 0x7 == 0x1
                isOverride = coverage & 0x8 != 0
                headerSize = 6
            }
            if format == 0, isHorizontal {
                let pairCount = Int(try kern.readUInt16(offset + headerSize, "nPairs"))
                // The 16-bit length of large subtables overflows; trust nPairs, bounded by
                // the table itself.
                let pairBytes = try kern.subview(
                    at: offset + headerSize + 8, length: pairCount * 6, "format 0 pairs")
                pairBudget -= pairCount
                guard pairBudget >= 0 else {
                    throw .malformed(table: "kern", reason: "more pairs than the table can hold")
                }
                pairs.reserveCapacity(pairs.count + pairCount)
                for pair in 0..<pairCount {
                    let key = try pairBytes.readUInt32(pair * 6, "pair")
                    let value = Int(try pairBytes.readInt16(pair * 6 + 4, "pair value"))
                    if isOverride {
                        pairs[key] = value
                    } else {
                        pairs[key, default: 0] += value
                    }
                }
            }
            guard length >= headerSize, length <= kern.count - offset else { break }
            offset += length
        }
    }

    /// The kerning between `left` and `right` in font units (0 if the pair is not listed).
    /// - Complexity: O(1) on average.
    func value(_ left: UInt16, _ right: UInt16) -> Int {
        pairs[UInt32(left) << 16 | UInt32(right)] ?? 0
    }
}

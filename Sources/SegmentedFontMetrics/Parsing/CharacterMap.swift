/// The chosen Unicode subtable of a font's `cmap` table: maps scalars to glyph ids.
///
/// Formats 4 (BMP segments) and 12 (segmented coverage) are supported. Subtables are
/// preferred in the order 3/10, 0/4 (full repertoire), then 3/1, 0/3 (BMP); the first of
/// those with a supported format is used.
struct CharacterMap: Sendable {
    /// One format 4 segment.
    private struct Segment: Sendable {
        var start: UInt32
        var end: UInt32
        var delta: UInt16
        var rangeOffset: UInt16
        /// Offset in the cmap view of this segment's `idRangeOffset` entry.
        var rangeOffsetPosition: Int
    }

    /// One format 12 group.
    private struct Group: Sendable {
        var start: UInt32
        var end: UInt32
        var startGlyph: UInt32
    }

    private enum Storage: Sendable {
        case segments([Segment], ByteView)
        case groups([Group])
    }

    private let storage: Storage

    /// Preference order of (platform, encoding) pairs.
    private static let preferredEncodings: [(UInt16, UInt16)] = [(3, 10), (0, 4), (3, 1), (0, 3)]

    /// Parses the `cmap` table and selects its best Unicode subtable.
    /// - Throws: ``FontError/malformed(table:reason:)`` if the table is truncated, has no
    ///   Unicode subtable of format 4 or 12, or the chosen subtable is truncated.
    /// - Complexity: O(*n* log *n*) in the number of segments or groups, which is bounded by
    ///   the table's size.
    init(_ cmap: ByteView) throws(FontError) {
        let recordCount = Int(try cmap.readUInt16(2, "encoding record count"))
        let records = try cmap.subview(at: 4, length: recordCount * 8, "encoding records")
        var candidates: [(rank: Int, offset: Int)] = []
        for index in 0..<recordCount {
            let record = index * 8
            guard let platform = records.uint16(at: record),
                let encoding = records.uint16(at: record + 2),
                let offset = records.uint32(at: record + 4).flatMap({ Int(exactly: $0) }),
                let rank = CharacterMap.preferredEncodings.firstIndex(where: {
                    $0 == (platform, encoding)
                }),
                let format = cmap.uint16(at: offset), format == 4 || format == 12
            else { continue }
            candidates.append((rank, offset))
        }
        guard let best = candidates.min(by: { $0.rank < $1.rank }) else {
            throw .malformed(
                table: "cmap", reason: "no Unicode subtable (3/10, 0/4, 3/1, 0/3) in format 4 or 12"
            )
        }
        let subtable = try cmap.subview(at: best.offset, "subtable")
        if try subtable.readUInt16(0, "subtable format") == 4 {
            storage = try CharacterMap.parseFormat4(subtable)
        } else {
            storage = .groups(try CharacterMap.parseFormat12(subtable))
        }
    }

    private static func parseFormat4(_ table: ByteView) throws(FontError) -> Storage {
        let segmentCount = Int(try table.readUInt16(6, "format 4 segCountX2")) / 2
        // endCode, reservedPad, startCode, idDelta, idRangeOffset.
        _ = try table.subview(at: 14, length: 8 * segmentCount + 2, "format 4 segment arrays")
        var segments: [Segment] = []
        segments.reserveCapacity(segmentCount)
        for index in 0..<segmentCount {
            let end = try table.readUInt16(14 + 2 * index, "endCode")
            let start = try table.readUInt16(16 + 2 * segmentCount + 2 * index, "startCode")
            let delta = try table.readUInt16(16 + 4 * segmentCount + 2 * index, "idDelta")
            let position = 16 + 6 * segmentCount + 2 * index
            let rangeOffset = try table.readUInt16(position, "idRangeOffset")
            guard start <= end else { continue }
            segments.append(
                Segment(
                    start: UInt32(start), end: UInt32(end), delta: delta,
                    rangeOffset: rangeOffset, rangeOffsetPosition: position))
        }
        segments.sort { $0.end < $1.end }
        return .segments(segments, table)
    }

    private static func parseFormat12(_ table: ByteView) throws(FontError) -> [Group] {
        let groupCount = try table.readInt(12, "format 12 numGroups")
        let groupBytes = try table.subview(
            at: 16, length: ByteView.size(groupCount, 12), "format 12 groups")
        var groups: [Group] = []
        groups.reserveCapacity(groupCount)
        for index in 0..<groupCount {
            let start = try groupBytes.readUInt32(12 * index, "startCharCode")
            let end = try groupBytes.readUInt32(12 * index + 4, "endCharCode")
            let glyph = try groupBytes.readUInt32(12 * index + 8, "startGlyphID")
            guard start <= end else { continue }
            groups.append(Group(start: start, end: end, startGlyph: glyph))
        }
        groups.sort { $0.end < $1.end }
        return groups
    }

    /// The glyph id for `scalar`, or 0 (`.notdef`) if the font does not map it.
    /// - Complexity: O(log *n*) in the number of segments or groups.
    func glyph(for scalar: Unicode.Scalar) -> UInt32 {
        let code = scalar.value
        switch storage {
        case .segments(let segments, let table):
            guard let index = CharacterMap.firstIndex(in: segments, endingAtOrAfter: code),
                segments[index].start <= code
            else { return 0 }
            let segment = segments[index]
            if segment.rangeOffset == 0 {
                return UInt32(UInt16(truncatingIfNeeded: code) &+ segment.delta)
            }
            let position =
                segment.rangeOffsetPosition + Int(segment.rangeOffset)
                + 2 * Int(code - segment.start)
            guard let glyph = table.uint16(at: position), glyph != 0 else { return 0 }
            return UInt32(glyph &+ segment.delta)
        case .groups(let groups):
            guard let index = CharacterMap.firstIndex(in: groups, endingAtOrAfter: code),
                groups[index].start <= code
            else { return 0 }
            let group = groups[index]
            return group.startGlyph &+ (code - group.start)
        }
    }

    /// Binary search: the first segment whose end is at least `code`.
    private static func firstIndex(in segments: [Segment], endingAtOrAfter code: UInt32) -> Int? {
        var low = 0
        var high = segments.count
        while low < high {
            let middle = (low + high) / 2
            if segments[middle].end < code { low = middle + 1 } else { high = middle }
        }
        return low < segments.count ? low : nil
    }

    /// Binary search: the first group whose end is at least `code`.
    private static func firstIndex(in groups: [Group], endingAtOrAfter code: UInt32) -> Int? {
        var low = 0
        var high = groups.count
        while low < high {
            let middle = (low + high) / 2
            if groups[middle].end < code { low = middle + 1 } else { high = middle }
        }
        return low < groups.count ? low : nil
    }
}

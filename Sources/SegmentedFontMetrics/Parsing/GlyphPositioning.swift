/// Pair kerning from the `GPOS` table: the pair adjustment lookups (type 2, also when
/// wrapped in extension lookups, type 9) referenced by any `kern` feature.
///
/// Only the X advance of the first glyph is used. For a given pair, each lookup contributes
/// the value of its first subtable that applies, and the lookups' contributions add up.
/// Lookups are taken from every `kern` feature of every script, so no script itemisation is
/// needed. Coverage, class definitions and pair sets are read lazily with bounds-checked reads.
struct GlyphPositioning: Sendable {
    /// A validated pair adjustment subtable.
    private struct PairSubtable: Sendable {
        /// The subtable's bytes.
        var view: ByteView
        /// 1 (pair sets) or 2 (class pairs).
        var format: UInt16
        /// The coverage table of first glyphs.
        var coverage: ByteView
        /// Byte offset of XAdvance inside the first value record, or `nil` if absent.
        var advanceOffset: Int?
        /// Size in bytes of a whole pair value record (both value records, plus the second
        /// glyph id for format 1).
        var recordSize: Int
        /// Format 2 only: class definitions and the class counts.
        var firstClasses: ByteView?
        var secondClasses: ByteView?
        var firstClassCount: Int
        var secondClassCount: Int
    }

    /// Subtables grouped by lookup, in lookup-list order.
    private let lookups: [[PairSubtable]]

    /// Whether the font has at least one `kern` pair adjustment subtable.
    var isEmpty: Bool { lookups.allSatisfy(\.isEmpty) }

    /// Parses the feature and lookup lists of `GPOS` and validates the headers of its `kern`
    /// pair adjustment subtables.
    /// - Throws: ``FontError/malformed(table:reason:)`` if a list or subtable header is truncated.
    /// - Complexity: O(*s*) in the number of referenced lookups and subtables; repeated
    ///   references are visited once, so the work is bounded by the table's size.
    init(_ gpos: ByteView) throws(FontError) {
        let featureList = try gpos.subview(
            at: Int(try gpos.readUInt16(6, "featureListOffset")), "feature list")
        let lookupList = try gpos.subview(
            at: Int(try gpos.readUInt16(8, "lookupListOffset")), "lookup list")

        // Real tables store each reference once, so more references than the table has
        // 16-bit words means overlapping, hostile data; this bounds the work by the size.
        var budget = gpos.count / 2
        func spend(_ count: Int) throws(FontError) {
            budget -= count
            guard budget >= 0 else {
                throw .malformed(table: "GPOS", reason: "more references than the table can hold")
            }
        }
        var lookupIndices = Set<Int>()
        let featureCount = Int(try featureList.readUInt16(0, "feature count"))
        _ = try featureList.subview(at: 2, length: featureCount * 6, "feature records")
        var seenFeatures = Set<Int>()
        for index in 0..<featureCount {
            let record = 2 + index * 6
            guard try featureList.readUInt32(record, "feature tag") == 0x6B65_726E else {
                continue  // not "kern"
            }
            let offset = Int(try featureList.readUInt16(record + 4, "feature offset"))
            guard seenFeatures.insert(offset).inserted else { continue }
            let count = Int(try featureList.readUInt16(offset + 2, "lookup index count"))
            let indices = try featureList.subview(
                at: offset + 4, length: count * 2, "lookup indices")
            try spend(count)
            for entry in 0..<count {
                lookupIndices.insert(Int(try indices.readUInt16(entry * 2, "lookup index")))
            }
        }

        let lookupCount = Int(try lookupList.readUInt16(0, "lookup count"))
        var seenSubtables = Set<Int>()
        var lookups: [[PairSubtable]] = []
        for lookupIndex in lookupIndices.sorted() where lookupIndex < lookupCount {
            let lookupOffset = Int(try lookupList.readUInt16(2 + 2 * lookupIndex, "lookup offset"))
            let lookup = try lookupList.subview(at: lookupOffset, "lookup")
            let type = try lookup.readUInt16(0, "lookup type")
            guard type == 2 || type == 9 else { continue }
            let subtableCount = Int(try lookup.readUInt16(4, "subtable count"))
            _ = try lookup.subview(at: 6, length: subtableCount * 2, "subtable offsets")
            try spend(subtableCount)
            var subtables: [PairSubtable] = []
            for index in 0..<subtableCount {
                var subtable = try lookup.subview(
                    at: Int(try lookup.readUInt16(6 + 2 * index, "subtable offset")), "subtable")
                if type == 9 {
                    guard try subtable.readUInt16(0, "extension format") == 1,
                        try subtable.readUInt16(2, "extension lookup type") == 2
                    else { continue }
                    subtable = try subtable.subview(
                        at: try subtable.readInt(4, "extension offset"), "extension")
                }
                guard seenSubtables.insert(subtable.start).inserted else { continue }
                if let parsed = try GlyphPositioning.pairSubtable(subtable) {
                    subtables.append(parsed)
                }
            }
            lookups.append(subtables)
        }
        self.lookups = lookups
    }

    /// Validates the header of a pair adjustment subtable; `nil` for unknown formats.
    private static func pairSubtable(_ view: ByteView) throws(FontError) -> PairSubtable? {
        let format = try view.readUInt16(0, "pair adjustment format")
        guard format == 1 || format == 2 else { return nil }
        let coverage = try view.subview(
            at: Int(try view.readUInt16(2, "coverage offset")), "coverage")
        let firstFormat = try view.readUInt16(4, "valueFormat1")
        let secondFormat = try view.readUInt16(6, "valueFormat2")
        let firstSize = 2 * (firstFormat & 0xFF).nonzeroBitCount
        let secondSize = 2 * (secondFormat & 0xFF).nonzeroBitCount
        let advanceOffset =
            firstFormat & 0x4 != 0 ? 2 * (firstFormat & 0x3).nonzeroBitCount : nil
        if format == 1 {
            let setCount = Int(try view.readUInt16(8, "pair set count"))
            _ = try view.subview(at: 10, length: setCount * 2, "pair set offsets")
            return PairSubtable(
                view: view, format: 1, coverage: coverage, advanceOffset: advanceOffset,
                recordSize: 2 + firstSize + secondSize, firstClasses: nil, secondClasses: nil,
                firstClassCount: setCount, secondClassCount: 0)
        }
        let firstClasses = try view.subview(
            at: Int(try view.readUInt16(8, "classDef1 offset")), "class definition 1")
        let secondClasses = try view.subview(
            at: Int(try view.readUInt16(10, "classDef2 offset")), "class definition 2")
        let firstCount = Int(try view.readUInt16(12, "class1 count"))
        let secondCount = Int(try view.readUInt16(14, "class2 count"))
        let recordSize = firstSize + secondSize
        _ = try view.subview(
            at: 16, length: ByteView.size(ByteView.size(firstCount, secondCount), recordSize),
            "class records")
        return PairSubtable(
            view: view, format: 2, coverage: coverage, advanceOffset: advanceOffset,
            recordSize: recordSize, firstClasses: firstClasses, secondClasses: secondClasses,
            firstClassCount: firstCount, secondClassCount: secondCount)
    }

    /// The summed X advance adjustment of the first glyph for the pair, in font units.
    /// Unreadable data (out of range offsets found lazily) counts as "no adjustment".
    /// - Complexity: O(*l* log *n*) for *l* subtables of at most *n* entries.
    func value(_ left: UInt16, _ right: UInt16) -> Int {
        var total = 0
        for lookup in lookups {
            for subtable in lookup {
                if let value = GlyphPositioning.value(left, right, in: subtable) {
                    total += value
                    break
                }
            }
        }
        return total
    }

    /// The adjustment from one subtable, or `nil` if the subtable does not apply to the pair.
    private static func value(_ left: UInt16, _ right: UInt16, in subtable: PairSubtable) -> Int? {
        guard let coverageIndex = coverageIndex(of: left, in: subtable.coverage) else {
            return nil
        }
        let view = subtable.view
        if subtable.format == 1 {
            guard coverageIndex < subtable.firstClassCount,
                let setOffset = view.uint16(at: 10 + 2 * coverageIndex),
                let pairCount = view.uint16(at: Int(setOffset))
            else { return nil }
            let recordsStart = Int(setOffset) + 2
            var low = 0
            var high = Int(pairCount)
            while low < high {
                let middle = (low + high) / 2
                let record = recordsStart + middle * subtable.recordSize
                guard let second = view.uint16(at: record) else { return nil }
                if second == right {
                    guard let advance = subtable.advanceOffset else { return 0 }
                    return view.int16(at: record + 2 + advance).map(Int.init)
                }
                if second < right { low = middle + 1 } else { high = middle }
            }
            return nil
        }
        guard let firstClasses = subtable.firstClasses,
            let secondClasses = subtable.secondClasses
        else { return nil }
        let firstClass = classValue(of: left, in: firstClasses)
        let secondClass = classValue(of: right, in: secondClasses)
        guard firstClass < subtable.firstClassCount, secondClass < subtable.secondClassCount
        else { return nil }
        guard let advance = subtable.advanceOffset else { return 0 }
        let record =
            16 + (firstClass * subtable.secondClassCount + secondClass) * subtable.recordSize
        return view.int16(at: record + advance).map(Int.init)
    }

    /// The coverage index of `glyph`, or `nil` if it is not covered (or the table is unreadable).
    private static func coverageIndex(of glyph: UInt16, in coverage: ByteView) -> Int? {
        guard let format = coverage.uint16(at: 0), let count = coverage.uint16(at: 2) else {
            return nil
        }
        var low = 0
        var high = Int(count)
        switch format {
        case 1:
            while low < high {
                let middle = (low + high) / 2
                guard let value = coverage.uint16(at: 4 + 2 * middle) else { return nil }
                if value == glyph { return middle }
                if value < glyph { low = middle + 1 } else { high = middle }
            }
        case 2:
            while low < high {
                let middle = (low + high) / 2
                let record = 4 + 6 * middle
                guard let start = coverage.uint16(at: record),
                    let end = coverage.uint16(at: record + 2),
                    let startIndex = coverage.uint16(at: record + 4)
                else { return nil }
                if glyph < start {
                    high = middle
                } else if glyph > end {
                    low = middle + 1
                } else {
                    return Int(startIndex) + Int(glyph - start)
                }
            }
        default:
            break
        }
        return nil
    }

    /// The class of `glyph` in a class definition table (0 when not listed or unreadable).
    private static func classValue(of glyph: UInt16, in classes: ByteView) -> Int {
        guard let format = classes.uint16(at: 0) else { return 0 }
        switch format {
        case 1:
            guard let first = classes.uint16(at: 2), let count = classes.uint16(at: 4),
                glyph >= first, Int(glyph - first) < Int(count)
            else { return 0 }
            return Int(classes.uint16(at: 6 + 2 * Int(glyph - first)) ?? 0)
        case 2:
            guard let count = classes.uint16(at: 2) else { return 0 }
            var low = 0
            var high = Int(count)
            while low < high {
                let middle = (low + high) / 2
                let record = 4 + 6 * middle
                guard let start = classes.uint16(at: record),
                    let end = classes.uint16(at: record + 2),
                    let value = classes.uint16(at: record + 4)
                else { return 0 }
                if glyph < start {
                    high = middle
                } else if glyph > end {
                    low = middle + 1
                } else {
                    return Int(value)
                }
            }
            return 0
        default:
            return 0
        }
    }
}

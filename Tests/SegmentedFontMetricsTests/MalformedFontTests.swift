import Foundation
import SegmentedTestSupport
import Testing

@testable import SegmentedFontMetrics

/// Parses `bytes`; when that succeeds, uses every query so out-of-range reads would show.
/// Returns whether the bytes parsed.
@discardableResult
private func parseAndMeasure(_ bytes: [UInt8]) -> Bool {
    do {
        let font = try FontFile(bytes: bytes)
        let measurer = TextMeasurer(font: font)
        _ = measurer.widthInUnits(of: "AVATAR Wolf To 1,234 \u{DC}n\u{EF} \u{63A8} \u{1F600}")
        for glyph in [0, 1, 36, 57, UInt16.max] {
            _ = font.advance(ofGlyph: glyph)
            _ = font.kerning(glyph, 57)
        }
        return true
    } catch {
        return false
    }
}

@Suite("Malformed and hostile font files")
struct MalformedFontTests {
    @Test("a missing file throws fileNotFound with its path")
    func missingFile() {
        let path = "/nonexistent/font-\(UInt64.random(in: 0...UInt64.max)).ttf"
        #expect(throws: FontError.fileNotFound(path)) { try FontFile(contentsOf: path) }
    }

    @Test("a directory throws unreadable")
    func directory() {
        #expect(throws: FontError.unreadable("/tmp")) { try FontFile(contentsOf: "/tmp") }
    }

    @Test("an empty file throws a malformed sfnt error")
    func emptyFile() throws {
        let path = FileManager.default.temporaryDirectory
            .appendingPathComponent("empty-\(UUID().uuidString).ttf").path
        #expect(FileManager.default.createFile(atPath: path, contents: Data()))
        defer { try? FileManager.default.removeItem(atPath: path) }
        let error = #expect(throws: FontError.self) { try FontFile(contentsOf: path) }
        guard case .malformed(let table, _) = error else {
            Issue.record("expected malformed, got \(String(describing: error))")
            return
        }
        #expect(table == "sfnt")
        #expect(error?.description.contains("signature") == true)
    }

    @Test("errors describe themselves")
    func descriptions() {
        #expect(FontError.fileNotFound("/x.ttf").description == "font file not found: /x.ttf")
        #expect(
            FontError.malformed(table: "cmap", reason: "truncated").description
                == "malformed cmap table: truncated")
        #expect(FontError.unreadable("/x").description.contains("/x"))
        #expect(FontError.familyNotFound("Nope").description.contains("Nope"))
    }

    @Test("every prefix cut every 97 bytes through the first 16 KB throws")
    func truncatedPrefixes() {
        for length in stride(from: 0, to: 16_384, by: 97) {
            #expect(throws: FontError.self) {
                try FontFile(bytes: Array(DejaVu.regularBytes.prefix(length)))
            }
        }
    }

    @Test("cuts at and around every table boundary throw or parse safely")
    func truncatedAtTableBoundaries() {
        let required = ["head", "hhea", "maxp", "hmtx", "cmap", "GPOS"]
        let tables = DejaVu.regularTables
        let neededEnd = tables.filter { required.contains($0.tag) }
            .map { $0.offset + $0.length }.max()!
        for table in tables {
            for cut in [
                table.offset - 1, table.offset, table.offset + 1, table.offset + table.length - 1,
                table.offset + table.length, table.offset + table.length / 2,
            ]
            where cut >= 0 && cut < DejaVu.regularBytes.count {
                let parsed = parseAndMeasure(Array(DejaVu.regularBytes.prefix(cut)))
                if cut < neededEnd {
                    #expect(!parsed, "cut at \(cut) inside \(table.tag) should throw")
                }
            }
        }
    }

    @Test("seeded random garbage, with and without a valid signature, never traps")
    func randomGarbage() {
        var generator = SeededRandom(seed: 0x5EED)
        for round in 0..<300 {
            let count = Int.random(in: 0...4_096, using: &generator)
            var bytes = (0..<count).map { _ in UInt8.random(in: 0...255, using: &generator) }
            if round % 2 == 0, bytes.count >= 6 {
                bytes.replaceSubrange(0..<4, with: [0, 1, 0, 0])
                bytes[4] = 0
                bytes[5] = UInt8.random(in: 0...20, using: &generator)
            }
            #expect(!parseAndMeasure(bytes))
        }
    }

    @Test("seeded byte flips in DejaVu Sans' tables never trap")
    func mutatedRealFont() {
        var generator = SeededRandom(seed: 42)
        let tables = DejaVu.regularTables.filter {
            ["head", "hhea", "maxp", "cmap", "kern", "GPOS"].contains($0.tag)
        }
        var bytes = DejaVu.regularBytes
        for _ in 0..<120 {
            let table = tables.randomElement(using: &generator)!
            // Mostly headers and offsets, which sit near the start of each table.
            let span = min(table.length, 512)
            var changed: [(Int, UInt8)] = []
            for _ in 0..<Int.random(in: 1...8, using: &generator) {
                let offset = table.offset + Int.random(in: 0..<span, using: &generator)
                changed.append((offset, bytes[offset]))
                bytes[offset] = UInt8.random(in: 0...255, using: &generator)
            }
            parseAndMeasure(bytes)
            for (offset, value) in changed.reversed() { bytes[offset] = value }
        }
        #expect(bytes == DejaVu.regularBytes)
    }

    @Test("a directory claiming 65535 tables in a tiny file throws")
    func hugeTableCount() {
        var bytes: [UInt8] = []
        bytes.u32(0x0001_0000)
        bytes.u16(0xFFFF)
        bytes += [UInt8](repeating: 0, count: 58)
        let error = #expect(throws: FontError.self) { try FontFile(bytes: bytes) }
        #expect(error?.description.contains("table directory") == true)
    }

    @Test("a collection claiming billions of fonts, or a bad index, throws")
    func hostileCollection() {
        var bytes: [UInt8] = []
        bytes.tag("ttcf")
        bytes.u32(0x0001_0000)
        bytes.u32(0xFFFF_FFFF)
        bytes.u32(0x7FFF_FFF0)
        #expect(throws: FontError.self) { try FontFile(bytes: bytes) }
        #expect(throws: FontError.self) { try FontFile(bytes: bytes, fontIndex: -1) }
        #expect(throws: FontError.self) {
            try FontFile(bytes: DejaVu.regularBytes, fontIndex: 1)
        }
    }

    @Test("huge counts in cmap, hmtx, kern and GPOS headers throw without huge work")
    func hugeCounts() {
        var format12 = SyntheticFont.format12Subtable
        format12.set32(12, 0xFFFF_FFFF)
        var format4 = SyntheticFont.cmapFormat4
        format4.set16(12 + 6, 0xFFFE)  // segCountX2
        var kern = SyntheticFont.kern([(1, 2, -40)])
        kern.set16(10, 0xFFFF)  // nPairs
        var appleKern = SyntheticFont.kern([(1, 2, -40)], apple: true)
        appleKern.set32(4, 0xFFFF_FFFF)  // subtable count: ends at the table's end
        var gpos = SyntheticFont.gpos
        gpos.set16(10 + 2, 0xFFFF)  // feature count
        let fonts: [[UInt8]] = [
            SyntheticFont.font(cmap: SyntheticFont.cmap([(3, 10, format12)])),
            SyntheticFont.font(cmap: format4),
            SyntheticFont.sfnt([
                ("cmap", SyntheticFont.cmapFormat4), ("head", SyntheticFont.head),
                ("hhea", SyntheticFont.hhea(metrics: 0xFFFF)), ("hmtx", SyntheticFont.hmtx),
                ("maxp", SyntheticFont.maxp(glyphs: 0xFFFF)),
            ]),
            SyntheticFont.font(extra: [("kern", kern)]),
            SyntheticFont.font(extra: [("GPOS", gpos)]),
        ]
        for bytes in fonts {
            #expect(throws: FontError.self) { try FontFile(bytes: bytes) }
        }
        #expect(parseAndMeasure(SyntheticFont.font(extra: [("kern", appleKern)])))
    }

    @Test("overlapping GPOS lookups that multiply references throw")
    func overlappingLookups() {
        // 4096 lookup-list entries all pointing at one lookup with 4096 subtable offsets.
        var lookupList: [UInt8] = []
        lookupList.u16(4_096)
        for _ in 0..<4_096 { lookupList.u16(2 + 2 * 4_096) }
        lookupList.u16(2)
        lookupList.u16(0)
        lookupList.u16(4_096)
        for _ in 0..<4_096 { lookupList.u16(0) }
        var featureList: [UInt8] = []
        featureList.u16(1)
        featureList.tag("kern")
        featureList.u16(8)
        featureList.u16(0)
        featureList.u16(4_096)
        for index in 0..<4_096 { featureList.u16(index) }
        var gpos: [UInt8] = []
        gpos.u32(0x0001_0000)
        gpos.u16(10)
        gpos.u16(12)
        gpos.u16(12 + featureList.count)
        gpos += [0, 0] + featureList + lookupList
        #expect(throws: FontError.self) {
            try FontFile(bytes: SyntheticFont.font(extra: [("GPOS", gpos)]))
        }
    }

    @Test("size arithmetic saturates instead of overflowing")
    func saturatingSizes() {
        #expect(ByteView.size(.max, 2) == .max)
        #expect(ByteView.size(65_535, 12) == 786_420)
        let view = ByteView(bytes: [1, 2, 3], table: "test")
        #expect(!view.contains(.max, length: 2))
        #expect(!view.contains(1, length: .max))
        #expect(view.uint16(at: -1) == nil)
        #expect(view.uint16(at: 1) == 0x0203)
        #expect(view.uint16(at: 2) == nil)
    }

    @Test("a table record pointing past the end of the file throws naming the table")
    func tableOutsideFile() {
        var bytes = SyntheticFont.font()
        bytes.set32(12 + 8, 0x00FF_FFFF)  // first record: cmap
        #expect(
            throws: FontError.malformed(
                table: "cmap", reason: "table record points outside the file")
        ) {
            try FontFile(bytes: bytes)
        }
    }

    @Test("missing required tables and bad head values throw")
    func missingTables() {
        let withoutCmap = SyntheticFont.sfnt([
            ("head", SyntheticFont.head), ("hhea", SyntheticFont.hhea()),
            ("hmtx", SyntheticFont.hmtx), ("maxp", SyntheticFont.maxp()),
        ])
        #expect(throws: FontError.malformed(table: "cmap", reason: "required table is missing")) {
            try FontFile(bytes: withoutCmap)
        }
        var zeroEm = SyntheticFont.head
        zeroEm.set16(18, 0)
        var badMagic = SyntheticFont.head
        badMagic.set32(12, 0)
        for head in [zeroEm, badMagic] {
            #expect(throws: FontError.self) {
                try FontFile(
                    bytes: SyntheticFont.sfnt([
                        ("cmap", SyntheticFont.cmapFormat4), ("head", head),
                        ("hhea", SyntheticFont.hhea()), ("hmtx", SyntheticFont.hmtx),
                        ("maxp", SyntheticFont.maxp()),
                    ]))
            }
        }
        let symbolOnly = SyntheticFont.cmap([(3, 0, SyntheticFont.format12Subtable)])
        #expect(throws: FontError.self) {
            try FontFile(bytes: SyntheticFont.font(cmap: symbolOnly))
        }
    }
}

import Foundation

@testable import SegmentedFontMetrics

/// The DejaVu Sans files the reference widths were computed from, loaded once.
enum DejaVu {
    static let regularPath = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"
    static let boldPath = "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf"

    static let regularBytes: [UInt8] = [UInt8](FileManager.default.contents(atPath: regularPath)!)
    static let regular: FontFile = try! FontFile(bytes: regularBytes)
    static let bold: FontFile = try! FontFile(contentsOf: boldPath)

    /// (tag, offset, length) of every table in the regular font's directory.
    static var regularTables: [(tag: String, offset: Int, length: Int)] {
        let bytes = regularBytes
        func u16(_ at: Int) -> Int { Int(bytes[at]) << 8 | Int(bytes[at + 1]) }
        func u32(_ at: Int) -> Int { u16(at) << 16 | u16(at + 2) }
        return (0..<u16(4)).map { index in
            let record = 12 + 16 * index
            let tag = String(decoding: bytes[record..<record + 4], as: UTF8.self)
            return (tag, u32(record + 8), u32(record + 12))
        }
    }

    /// The regular font's bytes with tables renamed (tag → replacement), hiding them.
    static func regularBytes(renaming renames: [String: String]) -> [UInt8] {
        var bytes = regularBytes
        for index in 0..<(Int(bytes[4]) << 8 | Int(bytes[5])) {
            let record = 12 + 16 * index
            let tag = String(decoding: bytes[record..<record + 4], as: UTF8.self)
            if let replacement = renames[tag] {
                bytes.replaceSubrange(record..<record + 4, with: Array(replacement.utf8))
            }
        }
        return bytes
    }
}

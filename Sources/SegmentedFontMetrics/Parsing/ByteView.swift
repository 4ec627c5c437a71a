/// A bounds-checked, big-endian view of a range of a font's bytes.
///
/// Offsets are relative to `start`. The optional readers return `nil` for any read that
/// would leave the view; the throwing readers turn that into ``FontError/malformed(table:reason:)``
/// naming `table`. No read ever touches a byte outside `start..<start + count`.
struct ByteView: Sendable {
    /// The whole file.
    let bytes: [UInt8]
    /// Absolute offset of the first byte of the view.
    let start: Int
    /// Number of bytes in the view.
    let count: Int
    /// Table tag used in error messages.
    let table: String

    /// A view of all of `bytes`.
    init(bytes: [UInt8], table: String) {
        self.bytes = bytes
        self.start = 0
        self.count = bytes.count
        self.table = table
    }

    private init(bytes: [UInt8], start: Int, count: Int, table: String) {
        self.bytes = bytes
        self.start = start
        self.count = count
        self.table = table
    }

    /// Whether `length` bytes starting at `offset` lie inside the view.
    func contains(_ offset: Int, length: Int) -> Bool {
        offset >= 0 && length >= 0 && offset <= count && length <= count - offset
    }

    /// The big-endian unsigned 16-bit value at `offset`, or `nil` if out of range.
    func uint16(at offset: Int) -> UInt16? {
        guard contains(offset, length: 2) else { return nil }
        let index = start + offset
        return UInt16(bytes[index]) << 8 | UInt16(bytes[index + 1])
    }

    /// The big-endian signed 16-bit value at `offset`, or `nil` if out of range.
    func int16(at offset: Int) -> Int16? {
        uint16(at: offset).map { Int16(bitPattern: $0) }
    }

    /// The big-endian unsigned 32-bit value at `offset`, or `nil` if out of range.
    func uint32(at offset: Int) -> UInt32? {
        guard let high = uint16(at: offset), let low = uint16(at: offset + 2) else { return nil }
        return UInt32(high) << 16 | UInt32(low)
    }

    /// The error thrown for a read or sub-view outside this view.
    func outOfBounds(_ what: String, at offset: Int, length: Int) -> FontError {
        .malformed(
            table: table,
            reason: "\(what) needs \(length) bytes at offset \(offset), but the table has \(count)"
        )
    }

    /// The big-endian unsigned 16-bit value at `offset`.
    /// - Throws: ``FontError/malformed(table:reason:)`` if the read leaves the view.
    func readUInt16(_ offset: Int, _ what: String) throws(FontError) -> UInt16 {
        guard let value = uint16(at: offset) else { throw outOfBounds(what, at: offset, length: 2) }
        return value
    }

    /// The big-endian signed 16-bit value at `offset`.
    /// - Throws: ``FontError/malformed(table:reason:)`` if the read leaves the view.
    func readInt16(_ offset: Int, _ what: String) throws(FontError) -> Int16 {
        guard let value = int16(at: offset) else { throw outOfBounds(what, at: offset, length: 2) }
        return value
    }

    /// The big-endian unsigned 32-bit value at `offset`.
    /// - Throws: ``FontError/malformed(table:reason:)`` if the read leaves the view.
    func readUInt32(_ offset: Int, _ what: String) throws(FontError) -> UInt32 {
        guard let value = uint32(at: offset) else { throw outOfBounds(what, at: offset, length: 4) }
        return value
    }

    /// The big-endian unsigned 32-bit value at `offset` as an `Int` (an offset or a count).
    /// - Throws: ``FontError/malformed(table:reason:)`` if the read leaves the view or the
    ///   value does not fit in `Int` (on 32-bit platforms).
    func readInt(_ offset: Int, _ what: String) throws(FontError) -> Int {
        guard let value = Int(exactly: try readUInt32(offset, what)) else {
            throw .malformed(table: table, reason: "\(what) at offset \(offset) is too large")
        }
        return value
    }

    /// `count × size`, or `Int.max` when that overflows (so a bounds check then fails).
    static func size(_ count: Int, _ size: Int) -> Int {
        let (product, overflow) = count.multipliedReportingOverflow(by: size)
        return overflow ? .max : product
    }

    /// A view of `length` bytes at `offset` (to the end of this view when `length` is `nil`).
    /// - Throws: ``FontError/malformed(table:reason:)`` if the range leaves this view.
    func subview(
        at offset: Int, length: Int? = nil, _ what: String, table: String? = nil
    ) throws(FontError) -> ByteView {
        let length = length ?? max(count - offset, 0)
        guard contains(offset, length: length) else {
            throw outOfBounds(what, at: offset, length: length)
        }
        return ByteView(
            bytes: bytes, start: start + offset, count: length, table: table ?? self.table)
    }
}

/// An error raised while locating, reading or parsing a font file.
///
/// Every failure of ``FontFile`` and ``FontLocator`` is reported with one of these cases;
/// a truncated, corrupt or hostile file never traps.
///
/// ```swift
/// do {
///     _ = try FontFile(bytes: [0, 1, 0, 0])
/// } catch let error as FontError {
///     print(error)  // "malformed sfnt table: ..."
/// }
/// ```
public enum FontError: Error, CustomStringConvertible, Equatable, Sendable {
    /// No file exists at the given path.
    case fileNotFound(String)
    /// A file exists at the given path but could not be read (a directory, no permission, …).
    case unreadable(String)
    /// The bytes are not a usable font: `table` names the sfnt table (or `"sfnt"` for the
    /// file header and table directory) and `reason` says what is wrong.
    case malformed(table: String, reason: String)
    /// A font family resolved to no readable font file.
    case familyNotFound(String)

    /// A one-line, human-readable explanation of the error.
    public var description: String {
        switch self {
        case .fileNotFound(let path):
            return "font file not found: \(path)"
        case .unreadable(let path):
            return "font file is not readable: \(path)"
        case .malformed(let table, let reason):
            return "malformed \(table) table: \(reason)"
        case .familyNotFound(let family):
            return "no readable font file for family \"\(family)\""
        }
    }
}

import SegmentedCore

/// One terminal cell: a character and its style. A wide (2-cell) character sits in its
/// first cell; the cell to its right is a continuation that prints nothing.
///
/// ```swift
/// grid[row: 0, column: 0].character  // "推"
/// grid[row: 0, column: 1].isContinuation  // true
/// ```
public struct Cell: Sendable, Hashable {
    /// The grapheme cluster shown, a space when blank.
    public var character: Character
    /// How it looks.
    public var style: CellStyle
    /// Whether this is the right half of a wide character to its left.
    public var isContinuation: Bool

    /// Creates a cell.
    ///
    /// ```swift
    /// let blank = Cell(character: " ", style: .plain)
    /// ```
    ///
    /// - Parameters:
    ///   - character: The grapheme cluster shown.
    ///   - style: How it looks.
    ///   - isContinuation: Whether it is the right half of a wide character.
    public init(character: Character, style: CellStyle, isContinuation: Bool = false) {
        self.character = character
        self.style = style
        self.isContinuation = isContinuation
    }

    /// A space in the terminal's own style.
    public static let blank = Cell(character: " ", style: .plain)

    /// Whether the cell shows nothing but its background.
    public var isBlank: Bool { character == " " && !isContinuation }
}

import SegmentedCore

/// The size of a terminal in cells.
///
/// ```swift
/// let size = TerminalSize(columns: 100, rows: 40)
/// ```
package struct TerminalSize: Sendable, Hashable {
    /// The width in columns.
    package var columns: Int
    /// The height in rows.
    package var rows: Int

    /// Creates a size; negative values count as zero.
    ///
    /// ```swift
    /// let classic = TerminalSize(columns: 80, rows: 24)
    /// ```
    ///
    /// - Parameters:
    ///   - columns: The width in columns.
    ///   - rows: The height in rows.
    package init(columns: Int, rows: Int) {
        self.columns = Swift.max(0, columns)
        self.rows = Swift.max(0, rows)
    }
}

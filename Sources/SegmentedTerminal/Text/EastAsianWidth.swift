/// Lookup of the East Asian Width property.
///
/// The data, `wideRanges`, is generated into `EastAsianWidth+Table.swift` by
/// `Scripts/generate-east-asian-width.py`; this file holds only the search.
enum EastAsianWidth {
    /// Whether the code point `value` is East Asian Wide (W) or Fullwidth (F).
    ///
    /// Ambiguous (A) code points are not wide here.
    ///
    /// - Complexity: O(log r), where r is the number of ranges in the table.
    static func isWide(_ value: UInt32) -> Bool {
        let table = wideRanges
        guard let first = table.first, let last = table.last, value >= first, value <= last
        else { return false }
        var low = 0
        var high = table.count / 2 - 1
        while low <= high {
            let middle = (low + high) / 2
            if value < table[2 * middle] {
                high = middle - 1
            } else if value > table[2 * middle + 1] {
                low = middle + 1
            } else {
                return true
            }
        }
        return false
    }
}

import SegmentedCore

/// Whether two numbers agree within an absolute tolerance.
func approx(_ a: Double, _ b: Double, _ tolerance: Double = 1e-9) -> Bool {
    abs(a - b) <= tolerance
}

/// Whether two rectangles agree number by number within a tolerance.
func approx(_ a: Rect, _ b: Rect, _ tolerance: Double = 1e-9) -> Bool {
    approx(a.x, b.x, tolerance) && approx(a.y, b.y, tolerance)
        && approx(a.width, b.width, tolerance) && approx(a.height, b.height, tolerance)
}

/// Content sizes from widths, all 20 high.
func sizes(_ widths: [Double], height: Double = 20) -> [Size] {
    widths.map { Size(width: $0, height: height) }
}

/// Draws segment frames as text, one character per unit, for readable layout assertions:
/// `|` at segment edges, letters inside, dots in gaps.
func ascii(_ arrangement: Arrangement) -> String {
    let width = Int(arrangement.contentSize.width.rounded())
    var row = Array(repeating: Character("."), count: width)
    let letters = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZ")
    for (index, frame) in arrangement.segmentFrames.enumerated() {
        let start = Int(frame.minX.rounded())
        let end = Int(frame.maxX.rounded())
        for column in start..<max(start, end) where column < width {
            row[column] = letters[index % letters.count]
        }
    }
    return "|" + String(row) + "|"
}

/// An axis-aligned rectangle, stored as its origin and size.
///
/// Reads like its CoreGraphics cousin:
///
/// ```swift
/// let frame = Rect(x: 127, y: 41, width: 60, height: 3)
/// frame.minX  // 127
/// frame.midX  // 157
/// frame.maxY  // 44
/// ```
public struct Rect: Sendable, Hashable, CustomStringConvertible {
    /// The left edge.
    public var x: Double
    /// The top edge.
    public var y: Double
    /// The horizontal extent.
    public var width: Double
    /// The vertical extent.
    public var height: Double

    /// Creates a rectangle from its origin and size.
    ///
    /// ```swift
    /// let frame = Rect(x: 0, y: 0, width: 320, height: 44)
    /// ```
    ///
    /// - Parameters:
    ///   - x: The left edge.
    ///   - y: The top edge.
    ///   - width: The horizontal extent.
    ///   - height: The vertical extent.
    @inlinable public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// Creates a rectangle from an origin point and a size.
    ///
    /// ```swift
    /// let frame = Rect(origin: .zero, size: Size(width: 320, height: 44))
    /// ```
    ///
    /// - Parameters:
    ///   - origin: The top-left corner.
    ///   - size: The extent.
    public init(origin: Point, size: Size) {
        self.init(x: origin.x, y: origin.y, width: size.width, height: size.height)
    }

    /// The empty rectangle at the origin.
    public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

    /// The top-left corner.
    public var origin: Point { Point(x: x, y: y) }
    /// The extent.
    public var size: Size { Size(width: width, height: height) }
    /// The left edge.
    @inlinable public var minX: Double { x }
    /// The horizontal centre.
    @inlinable public var midX: Double { x + width / 2 }
    /// The right edge.
    @inlinable public var maxX: Double { x + width }
    /// The top edge.
    public var minY: Double { y }
    /// The vertical centre.
    public var midY: Double { y + height / 2 }
    /// The bottom edge.
    public var maxY: Double { y + height }
    /// The centre point.
    public var center: Point { Point(x: midX, y: midY) }

    /// Whether all four numbers are finite.
    public var isFinite: Bool { x.isFinite && y.isFinite && width.isFinite && height.isFinite }

    /// Whether the rectangle has no area.
    public var isEmpty: Bool { !(width > 0 && height > 0) }

    /// Whether the point lies inside the rectangle; the left and top edges are inside,
    /// the right and bottom edges outside.
    ///
    /// ```swift
    /// Rect(x: 0, y: 0, width: 10, height: 10).contains(Point(x: 0, y: 9.5))  // true
    /// ```
    ///
    /// - Parameter point: The point to test.
    /// - Returns: `true` when `minX ≤ x < maxX` and `minY ≤ y < maxY`.
    public func contains(_ point: Point) -> Bool {
        point.x >= minX && point.x < maxX && point.y >= minY && point.y < maxY
    }

    /// The rectangle shrunk by the insets (grown where they are negative). The result never
    /// has a negative width or height: an inset larger than the rectangle collapses it to
    /// its centre line.
    ///
    /// ```swift
    /// Rect(x: 0, y: 0, width: 100, height: 40).inset(by: EdgeInsets(all: 4))
    /// // Rect(x: 4, y: 4, width: 92, height: 32)
    /// ```
    ///
    /// - Parameter insets: The insets to apply; leading and trailing are taken as left and
    ///   right.
    public func inset(by insets: EdgeInsets) -> Rect {
        var result = Rect(
            x: x + insets.leading, y: y + insets.top,
            width: width - insets.leading - insets.trailing,
            height: height - insets.top - insets.bottom)
        if !(result.width >= 0) {
            result.x = x + width / 2
            result.width = 0
        }
        if !(result.height >= 0) {
            result.y = y + height / 2
            result.height = 0
        }
        return result
    }

    /// The rectangle with its left and right edges rounded to whole units independently,
    /// so that rectangles that touch or are ordered before rounding still touch or are
    /// ordered after it. Front-ends that draw on a grid (terminal cells, device pixels)
    /// use it.
    ///
    /// ```swift
    /// Rect(x: 0.4, y: 0, width: 2.3, height: 1).rounded()  // Rect(x: 0, y: 0, width: 3, height: 1)
    /// ```
    ///
    /// - Parameter scale: Units per whole step, such as 2 for a 2× display; 1 by default.
    public func rounded(scale: Double = 1) -> Rect {
        let s = scale.isFinite && scale > 0 ? scale : 1
        let left = (minX * s).rounded() / s
        let right = (maxX * s).rounded() / s
        let top = (minY * s).rounded() / s
        let bottom = (maxY * s).rounded() / s
        return Rect(x: left, y: top, width: right - left, height: bottom - top)
    }

    /// The rectangle a fraction of the way to another, each number interpolated linearly.
    ///
    /// ```swift
    /// let a = Rect(x: 0, y: 0, width: 10, height: 2)
    /// let b = Rect(x: 100, y: 0, width: 30, height: 2)
    /// a.interpolated(to: b, fraction: 0.5)  // Rect(x: 50, y: 0, width: 20, height: 2)
    /// ```
    ///
    /// - Parameters:
    ///   - other: The rectangle at fraction 1.
    ///   - fraction: 0 gives `self`, 1 gives `other`; values outside extrapolate.
    @inlinable public func interpolated(to other: Rect, fraction: Double) -> Rect {
        Rect(
            x: x + (other.x - x) * fraction,
            y: y + (other.y - y) * fraction,
            width: width + (other.width - width) * fraction,
            height: height + (other.height - height) * fraction)
    }

    /// A readable form, such as `(127, 41, 60×3)`.
    public var description: String {
        "(\(Rect.format(x)), \(Rect.format(y)), \(Rect.format(width))×\(Rect.format(height)))"
    }

    static func format(_ value: Double) -> String {
        if value.isFinite, value == value.rounded(), abs(value) < 1e15 {
            return String(Int64(value))
        }
        return String(value)
    }
}

/// A point in a two-dimensional coordinate space, in the units of the front-end
/// (points for Apple front-ends and SVG, cells for the terminal).
///
/// ```swift
/// let tap = Point(x: 120, y: 22)
/// let index = arrangement.segmentIndex(at: tap)
/// ```
public struct Point: Sendable, Hashable, CustomStringConvertible {
    /// The horizontal coordinate.
    public var x: Double
    /// The vertical coordinate.
    public var y: Double

    /// Creates a point.
    ///
    /// ```swift
    /// let origin = Point(x: 0, y: 0)
    /// ```
    ///
    /// - Parameters:
    ///   - x: The horizontal coordinate.
    ///   - y: The vertical coordinate.
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// The point at the origin, `(0, 0)`.
    public static let zero = Point(x: 0, y: 0)

    /// Whether both coordinates are finite (neither NaN nor infinite).
    public var isFinite: Bool { x.isFinite && y.isFinite }

    /// A readable form, such as `(12.5, 3)`.
    public var description: String { "(\(Rect.format(x)), \(Rect.format(y)))" }
}

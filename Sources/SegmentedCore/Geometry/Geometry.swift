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

/// A width and a height.
///
/// ```swift
/// let container = Size(width: 320, height: 44)
/// ```
public struct Size: Sendable, Hashable, CustomStringConvertible {
    /// The horizontal extent.
    public var width: Double
    /// The vertical extent.
    public var height: Double

    /// Creates a size.
    ///
    /// ```swift
    /// let label = Size(width: 60, height: 20)
    /// ```
    ///
    /// - Parameters:
    ///   - width: The horizontal extent.
    ///   - height: The vertical extent.
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    /// The empty size, `0 × 0`.
    public static let zero = Size(width: 0, height: 0)

    /// Whether both dimensions are finite (neither NaN nor infinite).
    public var isFinite: Bool { width.isFinite && height.isFinite }

    /// A readable form, such as `320×44`.
    public var description: String { "\(Rect.format(width))×\(Rect.format(height))" }
}

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
    public init(x: Double, y: Double, width: Double, height: Double) {
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
    public var minX: Double { x }
    /// The horizontal centre.
    public var midX: Double { x + width / 2 }
    /// The right edge.
    public var maxX: Double { x + width }
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
    public func interpolated(to other: Rect, fraction: Double) -> Rect {
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

/// Distances inset from each edge of a rectangle, in the direction-relative terms of
/// SwiftUI: `leading` is the left edge in left-to-right layouts and the right edge in
/// right-to-left ones.
///
/// ```swift
/// let padding = EdgeInsets(top: 0, leading: 12, bottom: 0, trailing: 12)
/// let track = EdgeInsets(all: 2)
/// ```
public struct EdgeInsets: Sendable, Hashable {
    /// The inset from the top edge.
    public var top: Double
    /// The inset from the leading edge.
    public var leading: Double
    /// The inset from the bottom edge.
    public var bottom: Double
    /// The inset from the trailing edge.
    public var trailing: Double

    /// Creates insets for each edge.
    ///
    /// ```swift
    /// let insets = EdgeInsets(top: 4, leading: 8, bottom: 4, trailing: 8)
    /// ```
    ///
    /// - Parameters:
    ///   - top: The inset from the top edge.
    ///   - leading: The inset from the leading edge.
    ///   - bottom: The inset from the bottom edge.
    ///   - trailing: The inset from the trailing edge.
    public init(top: Double = 0, leading: Double = 0, bottom: Double = 0, trailing: Double = 0) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// Creates insets equal on every edge.
    ///
    /// ```swift
    /// let insets = EdgeInsets(all: 2)
    /// ```
    ///
    /// - Parameter value: The inset from each edge.
    public init(all value: Double) {
        self.init(top: value, leading: value, bottom: value, trailing: value)
    }

    /// Creates insets from a horizontal and a vertical amount.
    ///
    /// ```swift
    /// let padding = EdgeInsets(horizontal: 12, vertical: 6)
    /// ```
    ///
    /// - Parameters:
    ///   - horizontal: The inset from the leading and trailing edges.
    ///   - vertical: The inset from the top and bottom edges.
    public init(horizontal: Double = 0, vertical: Double = 0) {
        self.init(top: vertical, leading: horizontal, bottom: vertical, trailing: horizontal)
    }

    /// No inset on any edge.
    public static let zero = EdgeInsets()

    /// The sum of the leading and trailing insets.
    public var horizontal: Double { leading + trailing }
    /// The sum of the top and bottom insets.
    public var vertical: Double { top + bottom }

    /// The insets with every NaN, infinite or negative value replaced by zero. Layout uses
    /// this form, so bad insets never reach a frame.
    ///
    /// ```swift
    /// EdgeInsets(top: .nan, leading: -3, bottom: 2, trailing: 4).sanitized
    /// // EdgeInsets(top: 0, leading: 0, bottom: 2, trailing: 4)
    /// ```
    public var sanitized: EdgeInsets {
        EdgeInsets(
            top: top.nonNegativeFinite, leading: leading.nonNegativeFinite,
            bottom: bottom.nonNegativeFinite, trailing: trailing.nonNegativeFinite)
    }

    /// The insets with leading and trailing swapped, as seen in the other layout direction.
    var flippedHorizontally: EdgeInsets {
        EdgeInsets(top: top, leading: trailing, bottom: bottom, trailing: leading)
    }
}

/// The direction in which segments are laid out.
///
/// ```swift
/// let layout = SegmentedLayout(distribution: .fillEqually(), layoutDirection: .rightToLeft)
/// ```
public enum LayoutDirection: Sendable, Hashable, CaseIterable {
    /// Segment 0 sits at the left.
    case leftToRight
    /// Segment 0 sits at the right; every x is mirrored.
    case rightToLeft
}

extension Double {
    /// The value if finite and non-negative, otherwise zero.
    var nonNegativeFinite: Double { isFinite && self > 0 ? self : 0 }

    /// The value clamped to `range`, with NaN mapped to `range.lowerBound`.
    func clamped(to range: ClosedRange<Double>) -> Double {
        guard !isNaN else { return range.lowerBound }
        return Swift.min(Swift.max(self, range.lowerBound), range.upperBound)
    }
}

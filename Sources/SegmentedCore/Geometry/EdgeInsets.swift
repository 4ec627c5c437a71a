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

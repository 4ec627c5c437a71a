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

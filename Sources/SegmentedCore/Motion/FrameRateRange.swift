/// The frame rates a front-end asks the display for while the indicator moves.
///
/// The display's full rate is preferred, so a ProMotion screen draws the motion at 120 Hz; the
/// minimum is two thirds of it (80 of 120, 40 of 60), the shape of Apple's example range for
/// animations on variable-refresh displays (minimum 80, maximum and preferred 120; see
/// docs/platform.md), never below 30 unless the display itself is slower.
///
/// ```swift
/// FrameRateRange.duringMotion(maximumFramesPerSecond: 120)  // 80…120, preferred 120
/// FrameRateRange.duringMotion(maximumFramesPerSecond: 0)    // nil: keep the system default
/// ```
public struct FrameRateRange: Sendable, Hashable {
    /// The lowest acceptable rate, in frames per second.
    public var minimum: Double
    /// The highest rate.
    public var maximum: Double
    /// The rate asked for.
    public var preferred: Double

    /// Creates a range.
    ///
    /// ```swift
    /// let range = FrameRateRange(minimum: 40, maximum: 60, preferred: 60)
    /// ```
    ///
    /// - Parameters:
    ///   - minimum: The lowest acceptable rate.
    ///   - maximum: The highest rate.
    ///   - preferred: The rate asked for.
    public init(minimum: Double, maximum: Double, preferred: Double) {
        self.minimum = minimum
        self.maximum = maximum
        self.preferred = preferred
    }

    /// The range for motion on a display of the given maximum rate.
    ///
    /// ```swift
    /// if let range = FrameRateRange.duringMotion(maximumFramesPerSecond: screen.maximumFramesPerSecond) {
    ///     link.preferredFrameRateRange = CAFrameRateRange(
    ///         minimum: Float(range.minimum), maximum: Float(range.maximum), preferred: Float(range.preferred))
    /// }
    /// ```
    ///
    /// - Parameter maximumFramesPerSecond: The display's maximum rate (UIKit's
    ///   `UIScreen.maximumFramesPerSecond`).
    /// - Returns: `maximum` and `preferred` at the display's rate, `minimum` two thirds of it
    ///   rounded down but at least 30 (or the whole rate when that is lower); `nil` for 0 or a
    ///   negative rate, where the caller keeps the system's default.
    public static func duringMotion(maximumFramesPerSecond: Int) -> FrameRateRange? {
        guard maximumFramesPerSecond > 0 else { return nil }
        let maximum = Double(maximumFramesPerSecond)
        let minimum = Swift.min(maximum, Swift.max(30, (maximum * 2 / 3).rounded(.down)))
        return FrameRateRange(minimum: minimum, maximum: maximum, preferred: maximum)
    }
}

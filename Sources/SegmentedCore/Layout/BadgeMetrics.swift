/// The size and rounding of a badge, so every front-end draws the same capsule around a
/// count and the same dot; ``Arrangement/badgeFrame(forSegment:size:)`` then places it.
///
/// ```swift
/// let size = BadgeMetrics.capsuleSize(fittingText: Size(width: 7, height: 13))  // 17×15
/// let frame = arrangement.badgeFrame(forSegment: 2, size: size)
/// let radius = BadgeMetrics.cornerRadius(for: size)                             // 7.5
/// ```
public enum BadgeMetrics {
    /// The capsule that holds a badge's text: the text plus padding, and never narrower than
    /// it is high, so one digit makes a circle.
    ///
    /// ```swift
    /// BadgeMetrics.capsuleSize(fittingText: Size(width: 20, height: 13))  // 30×15
    /// ```
    ///
    /// - Parameters:
    ///   - text: The measured text; NaN, infinite or negative dimensions count as zero.
    ///   - horizontalPadding: Room on each side of the text; 5 by default.
    ///   - verticalPadding: Room above and below the text; 1 by default.
    public static func capsuleSize(
        fittingText text: Size, horizontalPadding: Double = 5, verticalPadding: Double = 1
    ) -> Size {
        let height = text.height.nonNegativeFinite + 2 * verticalPadding.nonNegativeFinite
        let width = text.width.nonNegativeFinite + 2 * horizontalPadding.nonNegativeFinite
        return Size(width: Swift.max(width, height), height: height)
    }

    /// The corner radius that rounds a badge into a capsule or circle: half its shorter
    /// side (0 for bad sizes).
    ///
    /// ```swift
    /// BadgeMetrics.cornerRadius(for: Size(width: 8, height: 8))  // 4
    /// ```
    ///
    /// - Parameter size: The badge's size.
    public static func cornerRadius(for size: Size) -> Double {
        Swift.min(size.width.nonNegativeFinite, size.height.nonNegativeFinite) / 2
    }

    /// The diameter of a dot badge ("something new"), in points.
    public static let dotDiameter = 8.0

    /// The point size of a badge's text for labels of a given size: 70 % of it, rounded, and
    /// never below 8 pt; NaN or negative sizes give 8.
    ///
    /// ```swift
    /// BadgeMetrics.textPointSize(forLabelPointSize: 15)  // 11
    /// ```
    ///
    /// - Parameter labelPointSize: The segment label's point size.
    public static func textPointSize(forLabelPointSize labelPointSize: Double) -> Double {
        Swift.max(8, (labelPointSize.nonNegativeFinite * 0.7).rounded())
    }

    /// The text of a count badge: the count up to 99, "99+" above, and `nil` (no badge) for
    /// zero or negative counts.
    ///
    /// ```swift
    /// BadgeMetrics.countText(3)    // "3"
    /// BadgeMetrics.countText(120)  // "99+"
    /// BadgeMetrics.countText(0)    // nil
    /// ```
    ///
    /// - Parameter count: The number to show.
    public static func countText(_ count: Int) -> String? {
        guard count > 0 else { return nil }
        return count > 99 ? "99+" : String(count)
    }
}

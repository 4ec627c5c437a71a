/// The geometry of an underline under a system segmented control (`UISegmentedControl`) restyled as
/// the UIKit underline design does: a bar as wide as the selected segment, `offset` below the
/// control. The control keeps its own layout; this mirrors it from what the control reports (its
/// bounds, each segment's explicit width, its layout direction), so the bar follows explicit
/// `setWidth(_:forSegmentAt:)` widths, inserted and removed segments, size changes and
/// right-to-left layouts.
///
/// The rule mirrored: segments with an explicit width (greater than 0) keep it; the
/// others share what is left of the control's width equally (never below 0). Segment 0 is
/// at the leading edge: the left, or the right in right-to-left layouts.
///
/// ```swift
/// let underline = SegmentedControlUnderline()          // 2 pt, 10 pt below
/// let bar = underline.frame(
///     controlBounds: Rect(x: 0, y: 0, width: 160, height: 20),
///     segmentWidths: [0, 0], selectedIndex: 1, layoutDirection: .leftToRight)
/// // x 80, y 30, width 80, height 2
/// ```
public struct SegmentedControlUnderline: Sendable, Hashable {
    /// The bar's thickness in points; 2 in the UIKit underline design.
    public var thickness: Double
    /// The gap between the control's bottom edge and the bar; 10 in the UIKit underline design.
    public var offset: Double

    /// Creates the geometry.
    ///
    /// ```swift
    /// let thick = SegmentedControlUnderline(thickness: 3, offset: 4)
    /// ```
    ///
    /// - Parameters:
    ///   - thickness: The bar's thickness; NaN, infinite or negative counts as 0.
    ///   - offset: The gap below the control; NaN or infinite counts as 0 (negative moves
    ///     the bar up into the control).
    public init(thickness: Double = 2, offset: Double = 10) {
        self.thickness = thickness
        self.offset = offset
    }

    /// Each segment's horizontal span in the control, in segment order.
    ///
    /// ```swift
    /// SegmentedControlUnderline.segmentSpans(
    ///     controlWidth: 300, segmentWidths: [0, 100, 0], layoutDirection: .leftToRight)
    /// // (0, 100), (100, 100), (200, 100)
    /// ```
    ///
    /// - Parameters:
    ///   - controlWidth: The control's width; NaN or negative counts as 0.
    ///   - segmentWidths: Each segment's explicit width, 0 (or NaN, negative) for automatic.
    ///   - layoutDirection: Which way segments run.
    /// - Returns: `(x, width)` per segment.
    /// - Complexity: O(n) in the number of segments.
    public static func segmentSpans(
        controlWidth: Double, segmentWidths: [Double], layoutDirection: LayoutDirection
    ) -> [(x: Double, width: Double)] {
        let total = controlWidth.layoutLength
        let explicit = segmentWidths.map(\.layoutLength)
        let automatic = explicit.filter { $0 == 0 }.count
        let fixedSum = explicit.reduce(0, +)
        let share = automatic > 0 ? Swift.max(0, total - fixedSum) / Double(automatic) : 0
        var spans = [(x: Double, width: Double)]()
        spans.reserveCapacity(explicit.count)
        var x = 0.0
        for width in explicit {
            let used = width > 0 ? width : share
            spans.append((x, used))
            x += used
        }
        guard layoutDirection == .rightToLeft else { return spans }
        let extent = Swift.max(total, x)
        return spans.map { (Swift.max(0, extent - $0.x - $0.width), $0.width) }
    }

    /// The underline's frame in the control's coordinates, or `nil` when nothing is
    /// selected (`selectedIndex` out of range, such as `UISegmentedControl.noSegment`).
    ///
    /// ```swift
    /// underline.frame(
    ///     controlBounds: control.bounds.core, segmentWidths: widths,
    ///     selectedIndex: control.selectedSegmentIndex, layoutDirection: .rightToLeft)
    /// ```
    ///
    /// - Parameters:
    ///   - controlBounds: The control's bounds.
    ///   - segmentWidths: Each segment's explicit width (`widthForSegment(at:)`), 0 for
    ///     automatic.
    ///   - selectedIndex: The selected segment.
    ///   - layoutDirection: Which way segments run.
    /// - Complexity: O(n) in the number of segments.
    public func frame(
        controlBounds: Rect, segmentWidths: [Double], selectedIndex: Int,
        layoutDirection: LayoutDirection
    ) -> Rect? {
        guard segmentWidths.indices.contains(selectedIndex) else { return nil }
        let spans = Self.segmentSpans(
            controlWidth: controlBounds.width, segmentWidths: segmentWidths,
            layoutDirection: layoutDirection)
        let span = spans[selectedIndex]
        let originX = controlBounds.x.layoutOffset
        let bottom = controlBounds.y.layoutOffset + controlBounds.height.layoutLength
        return Rect(
            x: originX + span.x, y: bottom + offset.layoutOffset, width: span.width,
            height: thickness.layoutLength)
    }
}

/// Where the selection indicator sits and how it is shaped.
///
/// ```swift
/// let underline = Indicator.underline(width: .content, thickness: 3)
/// let pill = Indicator.fill(insets: EdgeInsets(all: 2), cornerRadius: 8)
/// let plain = Indicator.none
/// ```
///
/// Bad numbers never trap: a NaN, infinite or negative thickness, fixed width or fraction
/// counts as zero, a NaN or infinite offset or fill inset as zero, and every length is
/// limited to ``SegmentedLayout/maximumLength`` (offsets and insets to plus or minus it).
public struct Indicator: Sendable, Hashable {
    /// The kind of indicator.
    public enum Placement: Sendable, Hashable, CaseIterable {
        /// No indicator; only label emphasis marks the selection.
        case none
        /// A bar under the content (at the segment's bottom edge unless an offset is given).
        case underline
        /// A bar over the content (at the segment's top edge unless an offset is given).
        case overline
        /// A shape behind the segment, such as a sliding pill.
        case fill
    }

    /// The kind of indicator.
    public var placement: Placement
    /// How wide the indicator is for each segment.
    public var width: IndicatorWidth
    /// The bar's thickness for `.underline` and `.overline`; ignored by `.fill`.
    public var thickness: Double
    /// For bars: the distance between the content's edge and the bar, or `nil` to pin the
    /// bar to the segment's bottom (underline) or top (overline) edge.
    public var offset: Double?
    /// What ``offset`` is measured from: the content's edge (the default) or the segment's.
    public var offsetReference: OffsetReference
    /// For `.fill`: insets from the segment's frame (negative values grow the shape);
    /// leading and trailing follow the layout direction.
    public var insets: EdgeInsets
    /// The corner radius; front-ends clamp it with
    /// ``Arrangement/indicatorCornerRadius(at:)``. `.infinity` gives a capsule.
    public var cornerRadius: Double
    /// How the indicator travels between segments.
    public var travel: IndicatorTravel

    /// Creates an indicator from all of its parameters; the static factories read better.
    ///
    /// ```swift
    /// let custom = Indicator(placement: .underline, width: .fixed(24), thickness: 4)
    /// ```
    ///
    /// - Parameters:
    ///   - placement: The kind of indicator.
    ///   - width: How wide it is for each segment.
    ///   - thickness: The bar thickness for underline and overline.
    ///   - offset: The distance from the content, or `nil` to pin to the segment's edge.
    ///   - insets: Insets from the segment frame, for fills.
    ///   - cornerRadius: The corner radius.
    ///   - travel: How it moves between segments.
    public init(
        placement: Placement, width: IndicatorWidth = .segment, thickness: Double = 2,
        offset: Double? = nil, insets: EdgeInsets = .zero, cornerRadius: Double = 0,
        travel: IndicatorTravel = .linear
    ) {
        self.placement = placement
        self.width = width
        self.thickness = thickness
        self.offset = offset
        self.offsetReference = .content
        self.insets = insets
        self.cornerRadius = cornerRadius
        self.travel = travel
    }

    /// No indicator: only label emphasis marks the selection.
    public static let none = Indicator(placement: .none, thickness: 0)

    /// A bar under the content.
    ///
    /// ```swift
    /// // Material: a 3-pt bar as wide as the label, at the bottom of the bar.
    /// let material = Indicator.underline(width: .content, thickness: 3)
    /// // UIKit underline: a 2-pt bar 10 pt below the label, as wide as the segment.
    /// let uikit = Indicator.underline(width: .segment, thickness: 2, offset: 10)
    /// ```
    ///
    /// - Parameters:
    ///   - width: How wide the bar is for each segment; `.content` by default.
    ///   - thickness: The bar's height.
    ///   - offset: The gap between the content's bottom and the bar, or `nil` to pin the bar
    ///     to the segment's bottom edge.
    ///   - cornerRadius: The bar's corner radius.
    ///   - travel: How the bar moves between segments.
    public static func underline(
        width: IndicatorWidth = .content, thickness: Double = 2, offset: Double? = nil,
        cornerRadius: Double = 0, travel: IndicatorTravel = .linear
    ) -> Indicator {
        Indicator(
            placement: .underline, width: width, thickness: thickness, offset: offset,
            cornerRadius: cornerRadius, travel: travel)
    }

    /// A bar under the segment itself, `offset` below its bottom edge: the restyled
    /// `UISegmentedControl`'s underline, hung 10 pt below the control.
    ///
    /// ```swift
    /// let uikit = Indicator.underline(
    ///     width: .segment, thickness: 2, offset: 10, offsetReference: .segment)
    /// ```
    ///
    /// - Parameters:
    ///   - width: How wide the bar is for each segment.
    ///   - thickness: The bar's height.
    ///   - offset: The gap between the reference edge and the bar.
    ///   - offsetReference: The edge the offset is measured from.
    ///   - cornerRadius: The bar's corner radius.
    ///   - travel: How the bar moves between segments.
    public static func underline(
        width: IndicatorWidth = .content, thickness: Double = 2, offset: Double,
        offsetReference: OffsetReference, cornerRadius: Double = 0,
        travel: IndicatorTravel = .linear
    ) -> Indicator {
        var indicator = Indicator(
            placement: .underline, width: width, thickness: thickness, offset: offset,
            cornerRadius: cornerRadius, travel: travel)
        indicator.offsetReference = offsetReference
        return indicator
    }

    /// The edge a bar's ``offset`` is measured from.
    public enum OffsetReference: Sendable, Hashable, CaseIterable {
        /// The content's bottom (underline) or top (overline) edge.
        case content
        /// The segment's bottom (underline) or top (overline) edge.
        case segment
    }

    /// A bar over the content.
    ///
    /// ```swift
    /// let top = Indicator.overline(width: .segment, thickness: 2)
    /// ```
    ///
    /// - Parameters:
    ///   - width: How wide the bar is for each segment; `.content` by default.
    ///   - thickness: The bar's height.
    ///   - offset: The gap between the bar and the content's top, or `nil` to pin the bar to
    ///     the segment's top edge.
    ///   - cornerRadius: The bar's corner radius.
    ///   - travel: How the bar moves between segments.
    public static func overline(
        width: IndicatorWidth = .content, thickness: Double = 2, offset: Double? = nil,
        cornerRadius: Double = 0, travel: IndicatorTravel = .linear
    ) -> Indicator {
        Indicator(
            placement: .overline, width: width, thickness: thickness, offset: offset,
            cornerRadius: cornerRadius, travel: travel)
    }

    /// A shape behind the segment, such as the sliding pill of an iOS-style control.
    ///
    /// ```swift
    /// let pill = Indicator.fill(insets: EdgeInsets(all: 2), cornerRadius: 7)
    /// let capsule = Indicator.fill(insets: EdgeInsets(all: 2), cornerRadius: .infinity)
    /// ```
    ///
    /// - Parameters:
    ///   - width: How wide the shape is for each segment; `.segment` by default.
    ///   - insets: Insets from the segment frame (negative values grow the shape).
    ///   - cornerRadius: The corner radius; `.infinity` makes a capsule.
    ///   - travel: How the shape moves between segments.
    public static func fill(
        width: IndicatorWidth = .segment, insets: EdgeInsets = .zero, cornerRadius: Double = 0,
        travel: IndicatorTravel = .linear
    ) -> Indicator {
        Indicator(
            placement: .fill, width: width, thickness: 0, insets: insets,
            cornerRadius: cornerRadius, travel: travel)
    }
}

/// What a subview of a bar is, for a front-end that lays the bar out as one view per piece
/// and places each in a frame the core computed: the SwiftUI control's `Layout`
/// (`SegmentedBarLayout`) does, and the benchmark replays it with these same functions, so
/// the two cannot drift apart. ``roles(count:hasDivider:hasIndicator:scrolls:)`` lists the
/// subviews such a bar declares, ``arrangement(ofSubviews:role:size:layout:in:cache:)`` measures
/// them and arranges, and ``frame(in:position:dividerThickness:labelSize:)`` gives each one's
/// frame.
///
/// Package access: only the package's own front-ends and benchmark use it.
package enum BarRole: Hashable, Sendable {
    /// Behind everything, as large as the bar.
    case background
    /// The hairline at the bar's bottom.
    case divider
    /// The selection indicator.
    case indicator
    /// A copy of the indicator fading out where it was shown, at a fractional position,
    /// while a Reduce Motion cross-fade runs (``IndicatorCrossFade``'s `from`): declared just
    /// before ``indicator``, so it is drawn below it, and only during the fade, so
    /// ``roles(count:hasDivider:hasIndicator:scrolls:)``, the bar at rest, leaves it out.
    case outgoingIndicator(at: Double)
    /// The tappable area of a segment: the core's hit region, gaps included.
    case hitRegion(Int)
    /// A segment's label (a button), placed in its content frame and measured.
    case segment(Int)
    /// An empty view in a segment's frame that a scroll view scrolls to.
    case scrollAnchor(Int)
    /// A hidden copy of a segment's label in another state (selected or not), measured so
    /// the segment is as wide as its widest state.
    case widestLabel(Int)
    /// The glass lens's magnifier (``LensMagnifier``): as large as the bar, declared right
    /// after the labels so the magnified copy of the titles is drawn above them.
    case magnifier

    /// The subviews a bar of `count` segments declares, in order: the background, the
    /// divider (when it has one), a hit region per segment, the indicator (when it has one),
    /// the labels, the lens's magnifier (when the bar has a glass lens), a hidden selected
    /// copy of each label, a hidden unselected copy of each when there is more than one
    /// segment (a single segment is always selected), and a scroll anchor per segment when
    /// the bar scrolls. So 3 + 4n subviews for a usual bar of n > 1 segments that fits, 3 + 5n
    /// when it scrolls, one more with a magnifier.
    ///
    /// - Parameters:
    ///   - count: The number of segments; zero or negative gives none.
    ///   - hasDivider: Whether the bar draws a hairline (its thickness is above 0).
    ///   - hasIndicator: Whether the bar draws an indicator (its placement is not `.none`).
    ///   - hasMagnifier: Whether the bar draws the glass lens's magnifier.
    ///   - scrolls: Whether the bar scrolls, so each segment needs a scroll anchor.
    /// - Complexity: O(n) in the number of segments.
    package static func roles(
        count: Int, hasDivider: Bool, hasIndicator: Bool, hasMagnifier: Bool = false,
        scrolls: Bool
    ) -> [BarRole] {
        let segments = 0..<Swift.max(0, count)
        var roles: [BarRole] = [.background]
        if hasDivider { roles.append(.divider) }
        roles += segments.map(BarRole.hitRegion)
        if hasIndicator { roles.append(.indicator) }
        roles += segments.map(BarRole.segment)
        if hasMagnifier { roles.append(.magnifier) }
        roles += segments.map(BarRole.widestLabel)
        if segments.count > 1 { roles += segments.map(BarRole.widestLabel) }
        if scrolls { roles += segments.map(BarRole.scrollAnchor) }
        return roles
    }

    /// The segment whose width this subview's measured size counts towards: a label or a
    /// hidden copy of one; `nil` for every other role.
    package var measuredSegment: Int? {
        switch self {
        case .segment(let index), .widestLabel(let index): index
        default: nil
        }
    }

    /// The arrangement of a bar's subviews in a container: one segment per `.segment` role,
    /// each as large as the widest and tallest of its measured subviews (its label and the
    /// hidden copies), arranged by `layout` through `cache`, which arranges again only when
    /// a size, the layout or the container changed.
    ///
    /// Subviews are named by their index, not handed over as a generic collection: `package`
    /// declarations are not inlined into other modules (the `@inlinable` attribute is
    /// ignored across modules for them), and an unspecialised generic walk over the
    /// subviews costs more than the rest of the frame.
    ///
    /// - Parameters:
    ///   - count: The number of subviews.
    ///   - role: The role of subview `i`.
    ///   - size: The ideal size of subview `i`; asked only of measured subviews.
    ///   - layout: The core layout.
    ///   - container: The size to arrange in.
    ///   - cache: The kept arrangement and its inputs.
    /// - Complexity: O(n) in the number of subviews, and `arrange`'s O(n) when an input
    ///   changed.
    package static func arrangement(
        ofSubviews count: Int, role: (Int) -> BarRole, size: (Int) -> Size,
        layout: SegmentedLayout, in container: Size, cache: inout ArrangementCache
    ) -> Arrangement {
        var segments = 0
        for index in 0..<Swift.max(0, count) {
            if case .segment = role(index) { segments += 1 }
        }
        return cache.arrangement(of: layout, count: segments, in: container) { sizes in
            for index in 0..<Swift.max(0, count) {
                guard let segment = role(index).measuredSegment, sizes.indices.contains(segment)
                else { continue }
                // The widest (and tallest) of the label's states; `sizes` starts at zero.
                let measured = size(index)
                sizes[segment] = Size(
                    width: Swift.max(sizes[segment].width, measured.width),
                    height: Swift.max(sizes[segment].height, measured.height))
            }
        }
    }

    /// Where this subview goes, in the arrangement's coordinates: the background and the
    /// magnifier fill the content size, the divider, the indicator (at `position`), the
    /// outgoing indicator (at its own position) and the hit regions take the arrangement's
    /// frames, a label or its hidden copy is centred in the segment's content frame at its own
    /// size (at most the frame's), and a scroll anchor fills the segment frame. A segment
    /// index outside the arrangement gives ``Rect/zero``.
    ///
    /// - Parameters:
    ///   - arrangement: The bar's arrangement.
    ///   - position: The indicator's fractional position.
    ///   - dividerThickness: The hairline's thickness.
    ///   - labelSize: The subview's ideal size; asked only of measured subviews.
    package func frame(
        in arrangement: Arrangement, position: Double, dividerThickness: Double,
        labelSize: () -> Size
    ) -> Rect {
        switch self {
        case .background, .magnifier:
            return Rect(origin: .zero, size: arrangement.contentSize)
        case .divider:
            return arrangement.dividerFrame(thickness: dividerThickness)
        case .indicator:
            return arrangement.indicatorFrame(at: position)
        case .outgoingIndicator(let shown):
            return arrangement.indicatorFrame(at: shown)
        case .hitRegion(let index):
            return arrangement.hitRegion(ofSegment: index) ?? .zero
        case .segment(let index), .widestLabel(let index):
            guard arrangement.contentFrames.indices.contains(index) else { return .zero }
            // Centred in the content frame, which is as wide as the widest state.
            let content = arrangement.contentFrames[index]
            let size = labelSize()
            let width = Swift.min(size.width, content.width)
            let height = Swift.min(size.height, content.height)
            return Rect(
                x: content.minX + (content.width - width) / 2,
                y: content.minY + (content.height - height) / 2, width: width, height: height)
        case .scrollAnchor(let index):
            return arrangement.segmentFrames.indices.contains(index)
                ? arrangement.segmentFrames[index] : .zero
        }
    }
}

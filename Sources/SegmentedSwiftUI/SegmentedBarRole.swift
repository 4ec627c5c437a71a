#if canImport(SwiftUI)
    import SegmentedCore
    import SwiftUI

    /// What a subview of the bar is, so the layout knows which of the core's frames it goes in.
    enum SegmentedBarRole: Hashable, Sendable {
        /// Behind everything, as large as the bar.
        case background
        /// The hairline at the bar's bottom.
        case divider
        /// The selection indicator.
        case indicator
        /// The tappable area of a segment: the core's hit region, gaps included.
        case hitRegion(Int)
        /// A segment's label (a button), placed in its content frame and measured.
        case segment(Int)
        /// An empty view in a segment's frame that a scroll view reader scrolls to.
        case scrollAnchor(Int)
        /// A hidden copy of a segment's label in another state (selected or not), measured
        /// so the segment is as wide as its widest state.
        case widestLabel(Int)
    }

#endif

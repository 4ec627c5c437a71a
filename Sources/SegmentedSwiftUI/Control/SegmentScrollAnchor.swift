#if canImport(SwiftUI)
    import SegmentedCore
    import SwiftUI

    /// The id of the empty view in a segment's frame that the scroll view scrolls to.
    struct SegmentScrollAnchor: Hashable {
        let index: Int
    }

#endif

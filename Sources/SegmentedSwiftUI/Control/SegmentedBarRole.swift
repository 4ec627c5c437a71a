#if canImport(SwiftUI)
    import SegmentedCore
    import SwiftUI

    /// What a subview of the bar is, so the layout knows which of the core's frames it goes
    /// in: the core's `BarRole`, which lists the subviews the control declares
    /// (`BarRole.roles(count:hasDivider:hasIndicator:scrolls:)`) and places each.
    typealias SegmentedBarRole = BarRole

#endif

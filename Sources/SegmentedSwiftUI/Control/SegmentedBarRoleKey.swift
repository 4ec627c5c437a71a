#if canImport(SwiftUI)
    import SegmentedCore
    import SwiftUI

    /// Tags each subview of ``SegmentedBarLayout`` with its role.
    struct SegmentedBarRoleKey: LayoutValueKey {
        static let defaultValue = SegmentedBarRole.background
    }

#endif

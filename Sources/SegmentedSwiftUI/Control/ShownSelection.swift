#if canImport(SwiftUI)
    import SegmentedCore
    import SwiftUI

    /// The selection a control showed last; `index` is `nil` when nothing was selected.
    struct ShownSelection: Equatable {
        var index: Int?
    }

#endif

#if canImport(UIKit) && !os(watchOS)
    import SegmentedCore
    import UIKit

    extension SegmentedPagerController {
        /// How the header's titles grow or get bolder as the pages reach them: the header's
        /// ``SegmentedTabControl/titleProgress``, which follows the swipe frame by frame.
        /// Layout reserves every title's largest state, so the header never shifts.
        ///
        /// ```swift
        /// let pager = SegmentedPagerController(configuration: .pagedHeader, titleProgress: .zoom)
        /// pager.titleProgress = .bolder  // later: regular to semibold instead
        /// ```
        public var titleProgress: TitleProgressStyle {
            get { header.titleProgress }
            set { header.titleProgress = newValue }
        }
    }
#endif

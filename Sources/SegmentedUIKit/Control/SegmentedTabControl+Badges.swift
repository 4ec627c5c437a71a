// Badges count in the spacing: the core widens a segment by its badge, so a "99+" badge takes
// room from the gaps rather than hanging into the margin.
#if canImport(UIKit) && !os(watchOS)
    import SegmentedCore
    import UIKit

    extension SegmentedTabControl {
        /// The core's arrangement of the measured titles and their badges in a container.
        func arrangeWithBadges(in container: Size) -> Arrangement {
            let sizes = contentSizes()  // measures the badges too
            let badges = badgeSizes.map { $0 == .zero ? nil : Size($0) }
            return currentLayout.arrange(contentSizes: sizes, badgeSizes: badges, in: container)
        }
    }
#endif

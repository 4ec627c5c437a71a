#if canImport(UIKit) && !os(watchOS)
    import SegmentedCore
    import UIKit

    /// Hears what the user does with a ``SegmentedPagerController``. Both methods have empty
    /// default implementations.
    ///
    /// ```swift
    /// func pager(_ pager: SegmentedPagerController, didSelectPageAt index: Int) {
    ///     analytics.log("feed", index)
    /// }
    /// ```
    @MainActor
    public protocol SegmentedPagerControllerDelegate: AnyObject {
        /// The user chose a page: a swipe settled on it or its title was tapped. Called once
        /// per choice; programmatic selection does not call it. Also called when a reload
        /// removed the selected page and another one took its place.
        ///
        /// - Parameters:
        ///   - pager: The pager.
        ///   - index: The selected page.
        func pager(_ pager: SegmentedPagerController, didSelectPageAt index: Int)

        /// The user tapped the selected page's title while the pages rest (scroll to top,
        /// refresh…).
        ///
        /// - Parameters:
        ///   - pager: The pager.
        ///   - index: The selected page.
        func pager(_ pager: SegmentedPagerController, didReselectPageAt index: Int)
    }

    extension SegmentedPagerControllerDelegate {
        /// Does nothing.
        public func pager(_ pager: SegmentedPagerController, didSelectPageAt index: Int) {}
        /// Does nothing.
        public func pager(_ pager: SegmentedPagerController, didReselectPageAt index: Int) {}
    }

#endif

#if canImport(UIKit) && !os(watchOS)
    import SegmentedCore
    import UIKit

    /// Supplies a ``SegmentedPagerController``'s pages.
    ///
    /// ```swift
    /// extension FeedsViewController: SegmentedPagerControllerDataSource {
    ///     func numberOfPages(in pager: SegmentedPagerController) -> Int { feeds.count }
    ///     func pager(_ pager: SegmentedPagerController, itemAt index: Int)
    ///         -> SegmentedTabControl.Item { .init(title: feeds[index].title, id: feeds[index].id) }
    ///     func pager(_ pager: SegmentedPagerController, viewControllerAt index: Int)
    ///         -> UIViewController { FeedViewController(feed: feeds[index]) }
    /// }
    /// ```
    @MainActor
    public protocol SegmentedPagerControllerDataSource: AnyObject {
        /// The number of pages.
        ///
        /// - Parameter pager: The pager asking.
        func numberOfPages(in pager: SegmentedPagerController) -> Int

        /// The header segment for a page; its `id` is the page's identity across
        /// ``SegmentedPagerController/reloadData()``. Items sharing an `id` (two pages with
        /// the same title and no `id` of their own) are still separate pages, told apart by
        /// order (`"<id>#2"` for the second); distinct `id`s keep the right page selected
        /// when a reload reorders them.
        ///
        /// - Parameters:
        ///   - pager: The pager asking.
        ///   - index: The page.
        func pager(_ pager: SegmentedPagerController, itemAt index: Int)
            -> SegmentedTabControl.Item

        /// A new view controller for a page, asked for only when the page is loaded; the
        /// pager releases it when the page unloads and asks again if it comes back.
        ///
        /// - Parameters:
        ///   - pager: The pager asking.
        ///   - index: The page.
        func pager(_ pager: SegmentedPagerController, viewControllerAt index: Int)
            -> UIViewController
    }

#endif

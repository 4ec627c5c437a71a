#if canImport(UIKit) && !os(watchOS)
    import SegmentedCore
    import UIKit

    extension SegmentedTabControl {
        /// Puts the indicator at a continuous position, such as a pager's, at once: 1.5 is
        /// half-way between segments 1 and 2. Titles take their emphasis from it and a
        /// scrolling bar follows it. It overrides a running animation, leaves
        /// ``selectedIndex`` alone and sends no event: set the selection when the pager
        /// settles.
        ///
        /// ```swift
        /// control.setPosition(1.5)
        /// ```
        ///
        /// - Parameter position: A fractional segment position; the core clamps it to the
        ///   segments, and NaN or infinite values are ignored.
        public func setPosition(_ position: Double) {
            guard position.isFinite else { return }
            animator.jump(to: position)
            stopDisplayLink()
            showPosition(position, revealing: true, changedTitlesOnly: true)
        }

        /// Follows a paging scroll view: call it from `scrollViewDidScroll(_:)`. The position
        /// is the scroll view's offset in pages (by the core's `PagingGeometry`), so the
        /// indicator moves with the finger; right to left, page 0 is the rightmost.
        ///
        /// ```swift
        /// func scrollViewDidScroll(_ scrollView: UIScrollView) {
        ///     tabs.syncPosition(with: scrollView)
        /// }
        /// func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
        ///     tabs.selectedIndex = Int(tabs.position.rounded())
        /// }
        /// ```
        ///
        /// - Parameters:
        ///   - scrollView: A horizontally paging scroll view whose pages are as wide as its
        ///     bounds, one page per segment.
        ///   - layoutDirection: Which way the pages run; the scroll view's effective layout
        ///     direction when `nil` (a collection view with a flow layout mirrors its pages
        ///     right to left; a scroll view laid out by hand may not).
        public func syncPosition(
            with scrollView: UIScrollView,
            layoutDirection: UIUserInterfaceLayoutDirection? = nil
        ) {
            let direction = layoutDirection ?? scrollView.effectiveUserInterfaceLayoutDirection
            let paging = PagingGeometry(
                pageWidth: Double(scrollView.bounds.width),
                contentWidth: Double(scrollView.contentSize.width),
                layoutDirection: LayoutDirection(direction))
            let offset = scrollView.contentOffset.x + scrollView.adjustedContentInset.left
            setPosition(paging.position(forOffset: Double(offset)))
        }

        /// Follows the scroll view inside a `UIPageViewController` (`.scroll` transition),
        /// which keeps the current page in the middle: call it from that scroll view's
        /// `scrollViewDidScroll(_:)`.
        ///
        /// ```swift
        /// // In a UIScrollViewDelegate set on the page view controller's inner scroll view:
        /// tabs.syncPosition(withCarousel: scrollView, currentPage: currentIndex)
        /// ```
        ///
        /// - Parameters:
        ///   - scrollView: The page view controller's scroll view.
        ///   - currentPage: The index of the page shown when at rest.
        ///   - layoutDirection: Which way the pages run; the scroll view's effective layout
        ///     direction when `nil`.
        public func syncPosition(
            withCarousel scrollView: UIScrollView, currentPage: Int,
            layoutDirection: UIUserInterfaceLayoutDirection? = nil
        ) {
            let direction = layoutDirection ?? scrollView.effectiveUserInterfaceLayoutDirection
            let paging = PagingGeometry(
                pageWidth: Double(scrollView.bounds.width), pageCount: items.count,
                layoutDirection: LayoutDirection(direction))
            setPosition(
                paging.position(
                    forCarouselOffset: Double(scrollView.contentOffset.x),
                    currentPage: currentPage))
        }
    }
#endif

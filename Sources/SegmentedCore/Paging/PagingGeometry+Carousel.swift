extension PagingGeometry {
    /// The control's position while a carousel-style pager scrolls: one whose scroll view
    /// holds the current page in the middle of three, at offset `pageWidth` when at rest, as
    /// `UIPageViewController`'s `.scroll` transition does. Dragging towards the next page
    /// moves the position from `currentPage` towards `currentPage + 1` (the next page comes
    /// from the right, or from the left in right-to-left layouts).
    ///
    /// ```swift
    /// let paging = PagingGeometry(pageWidth: 390, pageCount: 5)
    /// paging.position(forCarouselOffset: 585, currentPage: 2)   // 2.5
    /// paging.position(forCarouselOffset: 195, currentPage: 2)   // 1.5
    /// ```
    ///
    /// - Parameters:
    ///   - offset: The pager's horizontal content offset; NaN counts as at rest.
    ///   - currentPage: The page shown when at rest.
    /// - Returns: A position clamped to `0...pageCount − 1`; 0 when there are no pages or the
    ///   page width is unusable.
    public func position(forCarouselOffset offset: Double, currentPage: Int) -> Double {
        guard pageCount > 0, pageWidth.isPositiveFinite else { return 0 }
        let last = Double(pageCount - 1)
        let resting = offset.isNaN ? pageWidth : offset
        // At most one page either way: the carousel holds only its neighbours.
        let travel = ((resting - pageWidth) / pageWidth).clamped(to: -1...1)
        let current = Double(Swift.min(Swift.max(currentPage, 0), pageCount - 1))
        let position = layoutDirection == .leftToRight ? current + travel : current - travel
        return position.clamped(to: 0...last)
    }
}

extension PagingGeometry {
    /// The scroll offset implied by where one page sits: `pageMinX` is that page's left edge
    /// relative to the pager's visible area, as a view inside the page reads its own frame in
    /// the pager's coordinate space. With the pages side by side, page `i` starts
    /// `i · pageWidth` into the content (counted from the right in right-to-left layouts), so
    /// the offset is that start minus `pageMinX`.
    ///
    /// ```swift
    /// let paging = PagingGeometry(pageWidth: 390, pageCount: 3)
    /// paging.offset(page: 1, atMinX: -195)  // 585: halfway from page 1 to page 2
    /// ```
    ///
    /// - Parameters:
    ///   - page: The page whose frame was read; clamped to the pages.
    ///   - pageMinX: The page's left edge relative to the pager; NaN counts as 0.
    /// - Returns: The offset of the pager's left edge in its content; 0 when there are no
    ///   pages or the page width is unusable.
    public func offset(page: Int, atMinX pageMinX: Double) -> Double {
        guard pageCount > 0, pageWidth.isPositiveFinite else { return 0 }
        let clamped = Swift.min(Swift.max(page, 0), pageCount - 1)
        let slot = layoutDirection == .leftToRight ? clamped : pageCount - 1 - clamped
        return Double(slot) * pageWidth - pageMinX.finiteOrZero
    }

    /// The control's position when one page's left edge sits at `pageMinX` in the pager:
    /// ``position(forOffset:allowsOverscroll:)`` of ``offset(page:atMinX:)``.
    ///
    /// ```swift
    /// // Page 0 has moved 97.5 pt to the left in a 390-wide pager:
    /// PagingGeometry(pageWidth: 390, pageCount: 2).position(page: 0, atMinX: -97.5)  // 0.25
    /// ```
    ///
    /// - Parameters:
    ///   - page: The page whose frame was read.
    ///   - pageMinX: The page's left edge relative to the pager.
    ///   - allowsOverscroll: Whether a rubber-band pull may go beyond the first or last page.
    public func position(page: Int, atMinX pageMinX: Double, allowsOverscroll: Bool = false)
        -> Double
    {
        position(
            forOffset: offset(page: page, atMinX: pageMinX), allowsOverscroll: allowsOverscroll)
    }
}

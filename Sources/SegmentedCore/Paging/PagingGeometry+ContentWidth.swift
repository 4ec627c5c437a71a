extension PagingGeometry {
    /// Creates the conversion for a pager from its page width and the width of all its
    /// content, as a paging scroll view reports them (`bounds.width`, `contentSize.width`):
    /// the page count is the content width in pages, rounded to the nearest whole page.
    ///
    /// A NaN, infinite or non-positive page width, or a NaN, infinite or negative content
    /// width, gives no pages (every position is then 0). Counts too large for `Int` are
    /// capped rather than trapping.
    ///
    /// ```swift
    /// let paging = PagingGeometry(pageWidth: 390, contentWidth: 1170, layoutDirection: .rightToLeft)
    /// paging.pageCount                   // 3
    /// paging.position(forOffset: 0)      // 2: page 0 sits at the right
    /// ```
    ///
    /// - Parameters:
    ///   - pageWidth: The width of one page.
    ///   - contentWidth: The width of all pages together.
    ///   - layoutDirection: Which way the pages run.
    public init(
        pageWidth: Double, contentWidth: Double, layoutDirection: LayoutDirection = .leftToRight
    ) {
        var count = 0
        if pageWidth.isPositiveFinite, contentWidth.isFinite, contentWidth > 0 {
            let pages = (contentWidth / pageWidth).rounded()
            // Int(_:) traps beyond Int's range; no pager has 2^52 pages.
            count = pages < 4_503_599_627_370_496 ? Int(pages) : 4_503_599_627_370_496
        }
        self.init(pageWidth: pageWidth, pageCount: count, layoutDirection: layoutDirection)
    }
}

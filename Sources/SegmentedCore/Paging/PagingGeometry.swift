/// Converts between a paging scroll view's offset and the control's position, so a pager
/// can drive the indicator continuously and a tap can scroll the pager.
///
/// The offset is measured from the left edge of the pager's content, as `contentOffset.x`
/// is. In right-to-left layouts page 0 sits at the right, so offset 0 shows the last page.
///
/// ```swift
/// let paging = PagingGeometry(pageWidth: 390, pageCount: 3)
/// paging.position(forOffset: 585)   // 1.5: halfway from page 1 to page 2
/// paging.offset(forPosition: 2)     // 780
/// ```
public struct PagingGeometry: Sendable, Hashable {
    /// The width of one page; NaN, infinite or non-positive widths make every position 0, and
    /// a width above ``SegmentedLayout/maximumLength`` counts as that much (so offsets of
    /// even `Int.max` pages stay finite).
    public var pageWidth: Double
    /// The number of pages; negative counts count as 0.
    public var pageCount: Int
    /// Which way the pages run.
    public var layoutDirection: LayoutDirection

    /// Creates the conversion for a pager.
    ///
    /// ```swift
    /// let paging = PagingGeometry(pageWidth: 390, pageCount: 2, layoutDirection: .rightToLeft)
    /// ```
    ///
    /// - Parameters:
    ///   - pageWidth: The width of one page.
    ///   - pageCount: The number of pages.
    ///   - layoutDirection: Which way the pages run.
    public init(pageWidth: Double, pageCount: Int, layoutDirection: LayoutDirection = .leftToRight)
    {
        self.pageWidth = pageWidth
        self.pageCount = pageCount
        self.layoutDirection = layoutDirection
    }

    /// The control's position for a scroll offset.
    ///
    /// ```swift
    /// paging.position(forOffset: scrollView.contentOffset.x)
    /// paging.position(forOffset: -40, allowsOverscroll: true)  // −0.1 for 400-wide pages
    /// ```
    ///
    /// - Parameters:
    ///   - offset: The pager's horizontal content offset; NaN counts as 0.
    ///   - allowsOverscroll: `false` (the default) clamps to `0...pageCount − 1`; `true` lets a
    ///     rubber-band pull go beyond, as some designs stretch the indicator, by at most one
    ///     page (`−1...pageCount`): a pull never reaches further than the viewport, and a
    ///     tiny page width cannot turn an offset into an infinite position.
    /// - Returns: A fractional page position; 0 when there are no pages or the page width is
    ///   unusable.
    public func position(forOffset offset: Double, allowsOverscroll: Bool = false) -> Double {
        guard pageCount > 0, pageWidth.isPositiveFinite else { return 0 }
        let pages = offset.finiteOrZero / pageWidth.layoutLength
        let last = Double(pageCount - 1)
        let position = layoutDirection == .leftToRight ? pages : last - pages
        return position.clamped(to: allowsOverscroll ? -1...(last + 1) : 0...last)
    }

    /// The scroll offset that shows a position, the inverse of ``position(forOffset:allowsOverscroll:)``.
    ///
    /// ```swift
    /// scrollView.setContentOffset(CGPoint(x: paging.offset(forPosition: 2), y: 0), animated: true)
    /// ```
    ///
    /// - Parameter position: A page position, clamped to the pages; NaN counts as 0.
    public func offset(forPosition position: Double) -> Double {
        guard pageCount > 0, pageWidth.isPositiveFinite else { return 0 }
        let last = Double(pageCount - 1)
        let clamped = position.clamped(to: 0...last)
        let pages = layoutDirection == .leftToRight ? clamped : last - clamped
        return pages * pageWidth.layoutLength
    }
}

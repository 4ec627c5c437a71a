extension PagingGeometry {
    /// Where an animated turn between two offsets should start so that it crosses one page
    /// at most, as `UIPageViewController` turns to a page that is not adjacent: the offset
    /// one page short of the target, on the side the turn comes from. The front-end puts the
    /// page on screen there, jumps to it without animation and animates the last page, so no
    /// page in between is built or shown.
    ///
    /// ```swift
    /// let paging = PagingGeometry(pageWidth: 390, pageCount: 5)
    /// paging.turnStart(from: 0, to: 1560)    // 1170: jump next to page 4, animate one page
    /// paging.turnStart(from: 0, to: 390)     // nil: adjacent, animate all the way
    /// paging.turnStart(from: 1560, to: 0)    // 390
    /// ```
    ///
    /// - Parameters:
    ///   - offset: The offset shown now; NaN counts as 0.
    ///   - target: The offset the turn ends at; NaN counts as 0.
    /// - Returns: The offset to start the animation from, a whole number of pages; `nil` when
    ///   the turn crosses one page or less (animate from where the pages are), or when the
    ///   page width is unusable.
    public func turnStart(from offset: Double, to target: Double) -> Double? {
        guard pageWidth.isPositiveFinite else { return nil }
        let width = pageWidth.layoutLength
        let fromSlot = (offset.finiteOrZero / width).rounded()
        let toSlot = (target.finiteOrZero / width).rounded()
        guard abs(toSlot - fromSlot) > 1 else { return nil }
        return (toSlot + (toSlot > fromSlot ? -1 : 1)) * width
    }
}

// Rules for platforms that report where the pages are but not when a finger takes or leaves
// them: SwiftUI before iOS 18, where a `GeometryReader` in each page gives the offset frame by
// frame and no drag or scroll phase is documented. A front-end there reports each offset
// (`scrolled`), a drag when `isAnimationInterrupted(byOffset:)` says a finger took the pages
// (`dragBegan`), and `stoppedMoving` when no new offset came for `restDelay`; the machine
// decides what the stop means.

extension PagerMachine {
    /// How long, in seconds, the pages must stay on a page with no new offset before a
    /// platform that reports no scroll phases counts them at rest.
    ///
    /// A finger moving the pages reports a new offset every frame, so one that passes exactly
    /// over a page boundary has moved on long before this; the pages at rest report nothing
    /// more. Only a finger holding the pages still, exactly on a page, for this long counts
    /// as rest too: nothing such a platform documents tells the two apart.
    ///
    /// ```swift
    /// try await Task.sleep(nanoseconds: UInt64(PagerMachine<String>.restDelay * 1e9))
    /// effects = pager.handle(.stoppedMoving(offset: lastOffset))
    /// ```
    public static var restDelay: Double { 0.15 }

    /// Whether the pages, at `position` as a front-end reads it from the pages' frames
    /// (beyond the ends while they are pulled past them), sit on a page where they may come
    /// to rest: within a point of a whole page among the pages (or ``restingTolerance``,
    /// if that is more), so pages that land a pixel off on a fractional width still rest.
    ///
    /// ```swift
    /// pager.mayRest(atPosition: 2.0004)  // true with three pages or more
    /// pager.mayRest(atPosition: 1.5)     // false
    /// pager.mayRest(atPosition: -1)      // false: pulled a page past the first
    /// ```
    ///
    /// - Parameter position: The pages' position; NaN or infinite never rests.
    public func mayRest(atPosition position: Double) -> Bool {
        guard position.isFinite, !ids.isEmpty else { return false }
        let page = position.rounded()
        let onePoint = geometry.pageWidth.isPositiveFinite ? 1 / geometry.pageWidth : 0
        return abs(position - page) <= Swift.max(Self.restingTolerance, onePoint) && page >= 0
            && page < Double(ids.count)
    }

    /// Whether pages a front-end last read at `position` are held by a finger, or still
    /// carried by its swipe, as far as a platform without scroll phases can tell: the pager
    /// runs no scroll of its own and they are not on a page. Report ``Event/dragBegan``
    /// before a width change then: the pager leaves pages under a finger where they are.
    ///
    /// ```swift
    /// if pager.isHeld(atPosition: lastPosition) { pager.handle(.dragBegan) }
    /// pager.handle(.pageWidthChanged(newWidth))
    /// ```
    ///
    /// - Parameter position: The pages' last position; NaN or infinite is never held.
    public func isHeld(atPosition position: Double) -> Bool {
        guard position.isFinite, !ids.isEmpty, phase == .idle else { return false }
        return !mayRest(atPosition: position)
    }

    /// Whether the pages reaching `offset` mean that the user took them from a scroll
    /// animation the pager asked for: a finger caught the pages, which stops the animation,
    /// and moves them. Report ``Event/dragBegan`` before the offset, and the drag's end when
    /// the pages rest.
    ///
    /// An animation moves the pages towards its page, so an offset that moves them away from
    /// it by more than ``restingTolerance`` is taken for a finger's. Outside an animation
    /// this is always `false`. A bouncy spring that carries the pages past its page, frame
    /// after frame, also counts as taken: the drag then ends when the pages stop, back on
    /// that page, where the animation would have left them.
    ///
    /// ```swift
    /// pager.handle(.tapped(index: 1))             // animates from page 0 to page 1
    /// pager.handle(.scrolled(offset: 200))        // position 0.5, on the way
    /// pager.isAnimationInterrupted(byOffset: 100) // true: back towards page 0
    /// pager.isAnimationInterrupted(byOffset: 300) // false: still towards page 1
    /// ```
    ///
    /// - Parameter offset: The pages' content offset, as ``Event/scrolled(offset:)`` takes
    ///   it; NaN or infinite interrupts nothing.
    public func isAnimationInterrupted(byOffset offset: Double) -> Bool {
        guard case .animating(let target) = phase, offset.isFinite,
            geometry.pageWidth.isPositiveFinite, !ids.isEmpty
        else { return false }
        let moved = geometry.position(forOffset: offset) - position
        guard abs(moved) > Self.restingTolerance else { return false }
        let toward = Double(target) - position
        return toward == 0 || (moved > 0) != (toward > 0)
    }
}

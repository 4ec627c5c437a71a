import SegmentedCore
import Testing

/// Timelines of VoiceOver's scroll by page (three-finger swipes) through a four-page pager,
/// 400 pt per page, one page preloaded either side: it turns one page as a swipe would, but
/// jumps, so the header never rests between titles.
@Suite("Pager state: scroll by page")
struct PagerMachineAccessibilityScrollTests {
    typealias Pager = PagerMachine<String>

    func makePager(selected: Int = 0, direction: LayoutDirection = .leftToRight) -> Pager {
        var pager = Pager(
            ids: ["A", "B", "C", "D"], selectedIndex: selected, layoutDirection: direction)
        pager.handle(.pageWidthChanged(400))
        return pager
    }

    @Test("a scroll to the left selects the next page once and jumps there")
    func left() {
        var pager = makePager()
        #expect(
            pager.handle(.accessibilityScrolled(.left)) == [
                .select(index: 1, id: "B"), .moveIndicator(to: 1),
                .scroll(toOffset: 400, animated: false), .load([2]),
            ])
        #expect(pager.selectedIndex == 1 && pager.position == 1 && pager.phase == .idle)
        // The scroll view reports arriving where it jumped: nothing more is committed.
        #expect(pager.handle(.scrolled(offset: 400)) == [])
        #expect(pager.handle(.settled) == [])
    }

    @Test("scrolls right and to the previous page go back; next goes on")
    func otherDirections() {
        var pager = makePager(selected: 2)
        #expect(pager.handle(.accessibilityScrolled(.right)).first == .select(index: 1, id: "B"))
        #expect(pager.handle(.accessibilityScrolled(.previous)).first == .select(index: 0, id: "A"))
        #expect(pager.handle(.accessibilityScrolled(.next)).first == .select(index: 1, id: "B"))
        #expect(pager.position == 1)
    }

    @Test("right to left, a scroll to the left goes back a page")
    func rightToLeft() {
        var pager = makePager(selected: 2, direction: .rightToLeft)
        // Page 1 sits at offset 400·(3 − 1) = 800.
        #expect(
            pager.handle(.accessibilityScrolled(.left)) == [
                .select(index: 1, id: "B"), .moveIndicator(to: 1),
                .scroll(toOffset: 800, animated: false), .unload(["D"]), .load([0]),
            ])
        #expect(pager.handle(.accessibilityScrolled(.next)).first == .select(index: 2, id: "C"))
    }

    @Test("past the first or last page nothing happens")
    func ends() {
        var first = makePager()
        #expect(first.handle(.accessibilityScrolled(.right)) == [])
        #expect(first.handle(.accessibilityScrolled(.previous)) == [])
        var last = makePager(selected: 3)
        #expect(last.handle(.accessibilityScrolled(.left)) == [])
        #expect(last.selectedIndex == 3)
        var empty = Pager(ids: [])
        #expect(empty.handle(.accessibilityScrolled(.next)) == [])
    }

    @Test("mid-swipe, the scroll turns from the selected page and ends the drag")
    func midSwipe() {
        var pager = makePager(selected: 1)
        _ = pager.handle(.dragBegan)
        _ = pager.handle(.scrolled(offset: 560))
        let effects = pager.handle(.accessibilityScrolled(.next))
        #expect(effects.first == .select(index: 2, id: "C"))
        #expect(effects.contains(.scroll(toOffset: 800, animated: false)))
        #expect(pager.phase == .idle && pager.position == 2)
        #expect(pager.invariantViolations() == [])
    }
}

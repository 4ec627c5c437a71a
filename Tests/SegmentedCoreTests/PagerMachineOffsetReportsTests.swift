import SegmentedCore
import Testing

/// Timelines of a four-page pager, 400 pt per page, one page preloaded either side, as a
/// front-end without scroll phases drives it (SwiftUI before iOS 18): it hears only offsets,
/// asks `isAnimationInterrupted(byOffset:)` whether a finger took the pages from an
/// animation (then reports `dragBegan`), and reports the drag's end and `settled` once the
/// pages rest on a page (`mayRest(atPosition:)`, then `restDelay` with no new offset).
@Suite("Pager state: offsets without scroll phases")
struct PagerMachineOffsetReportsTests {
    typealias Pager = PagerMachine<String>

    func makePager(selected: Int = 0) -> Pager {
        var pager = Pager(ids: ["A", "B", "C", "D"], selectedIndex: selected)
        pager.handle(.pageWidthChanged(400))
        return pager
    }

    /// Handles events in order and checks the invariants after each.
    func run(_ pager: inout Pager, _ events: [Pager.Event]) -> [[Pager.Effect]] {
        events.map { event in
            let effects = pager.handle(event)
            #expect(pager.invariantViolations() == [], "after \(event)")
            return effects
        }
    }

    @Test("the pages may rest on a whole page among the pages, within the tolerance")
    func mayRest() {
        let pager = makePager()
        #expect(pager.mayRest(atPosition: 0))
        #expect(pager.mayRest(atPosition: 2.0009))
        #expect(pager.mayRest(atPosition: 3 - 0.0009))
        #expect(!pager.mayRest(atPosition: 2.0011), "just past the tolerance")
        #expect(!pager.mayRest(atPosition: 1.5))
        #expect(!pager.mayRest(atPosition: -1), "pulled a page past the first")
        #expect(!pager.mayRest(atPosition: 4), "pulled a page past the last")
        for hostile in [Double.nan, .infinity, -.infinity] {
            #expect(!pager.mayRest(atPosition: hostile))
        }
        #expect(!Pager(ids: []).mayRest(atPosition: 0), "no pages, no rest")
        // A finger moving across a boundary reports its next offset within a frame or two.
        #expect(Pager.restDelay > 2.0 / 60 && Pager.restDelay < 0.5)
    }

    @Test("an animation only approaches its page: an offset moving away from it is a finger's")
    func interruption() {
        var pager = makePager()
        #expect(!pager.isAnimationInterrupted(byOffset: 100), "at rest: no animation")
        _ = run(&pager, [.tapped(index: 1), .scrolled(offset: 100)])
        #expect(pager.phase == .animating(to: 1) && pager.position == 0.25)
        #expect(!pager.isAnimationInterrupted(byOffset: 200), "on towards page 1")
        #expect(!pager.isAnimationInterrupted(byOffset: 100), "not moved")
        #expect(!pager.isAnimationInterrupted(byOffset: 99.8), "back by less than the tolerance")
        #expect(pager.isAnimationInterrupted(byOffset: 60), "back towards page 0")
        #expect(pager.isAnimationInterrupted(byOffset: 0))
        for hostile in [Double.nan, .infinity, -.infinity] {
            #expect(!pager.isAnimationInterrupted(byOffset: hostile))
        }
        // A spring passes its page and comes back: both moves are towards the page.
        _ = run(&pager, [.scrolled(offset: 380)])
        #expect(!pager.isAnimationInterrupted(byOffset: 420), "overshooting page 1")
        _ = run(&pager, [.scrolled(offset: 420)])
        #expect(pager.phase == .animating(to: 1))
        #expect(!pager.isAnimationInterrupted(byOffset: 410), "coming back to page 1")
        #expect(pager.isAnimationInterrupted(byOffset: 500), "pushed on past page 1")
    }

    @Test("a tap, then a finger takes the pages back and they rest on another page: it commits")
    func takenAndLandedElsewhere() {
        var pager = makePager(selected: 1)
        var effects = run(&pager, [.tapped(index: 2), .scrolled(offset: 500)])
        #expect(effects.first?.first == .select(index: 2, id: "C"))
        #expect(pager.isAnimationInterrupted(byOffset: 300))
        effects = run(
            &pager,
            [
                .dragBegan, .scrolled(offset: 300), .scrolled(offset: 0),
                .dragEnded(velocity: .nan, proposedOffset: .nan), .settled,
            ])
        #expect(
            effects == [
                [], [.moveIndicator(to: 0.75)], [.moveIndicator(to: 0)],
                [.decelerate(toOffset: 0)], [.select(index: 0, id: "A"), .unload(["C", "D"])],
            ])
        #expect(pager.selectedIndex == 0 && pager.phase == .idle && pager.position == 0)
        // The next swipe commits as any swipe does.
        effects = run(&pager, [.scrolled(offset: 400), .settled])
        #expect(effects.last == [.select(index: 1, id: "B")])
    }

    @Test("without the drag, a taken animation never ends: the next rest commits nothing")
    func untakenAnimationStays() {
        var pager = makePager(selected: 1)
        _ = run(&pager, [.tapped(index: 2), .scrolled(offset: 500), .scrolled(offset: 0)])
        #expect(pager.phase == .animating(to: 2), "the machine still waits for page 2")
        // Settling there finishes the animation instead: back to page 2.
        #expect(pager.handle(.settled) == [.scroll(toOffset: 800, animated: true)])
    }
}

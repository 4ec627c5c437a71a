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
        // Within a point: 1/400 of a page here.
        #expect(pager.mayRest(atPosition: 2.0024))
        #expect(pager.mayRest(atPosition: 3 - 0.0024))
        #expect(!pager.mayRest(atPosition: 2.0026), "just past a point")
        // On pages wider than 1000 pt, the tolerance is the larger.
        var wide = pager
        wide.handle(.pageWidthChanged(2000))
        #expect(wide.mayRest(atPosition: 2.0009))
        #expect(!wide.mayRest(atPosition: 2.0011), "just past the tolerance")
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

    @Test("a stop on a page after a reported drag ends the drag and commits the page once")
    func stopEndsDrag() {
        var pager = makePager(selected: 1)
        _ = run(&pager, [.tapped(index: 2), .scrolled(offset: 500), .dragBegan])
        let effects = run(
            &pager, [.scrolled(offset: 0), .stoppedMoving(offset: 0), .stoppedMoving(offset: 0)])
        #expect(
            effects[1] == [
                .decelerate(toOffset: 0), .select(index: 0, id: "A"), .unload(["C", "D"]),
            ]
        )
        #expect(effects[2] == [], "a second stop commits nothing more")
        #expect(pager.phase == .idle && pager.selectedIndex == 0)
    }

    @Test("a stop between pages is a finger holding them: nothing happens")
    func stopBetweenPages() {
        var pager = makePager()
        let effects = run(&pager, [.scrolled(offset: 150), .stoppedMoving(offset: 150)])
        #expect(effects[1] == [])
        #expect(pager.selectedIndex == 0 && pager.position == 0.375)
        // A stop in a swipe's path on a page does commit: nothing tells the two apart.
        #expect(
            run(&pager, [.scrolled(offset: 400), .stoppedMoving(offset: 400)])[1].first
                == .select(index: 1, id: "B"))
        for hostile in [Double.nan, .infinity, -.infinity] {
            #expect(pager.handle(.stoppedMoving(offset: hostile)) == [])
        }
    }

    @Test(
        "pages that stop off the kept page after a resize get the scroll again, then are believed")
    func resizeStopsElsewhere() {
        var pager = makePager(selected: 2)
        // 400 → 500 pt: the scroll view keeps 800 pt, position 1.6, and the scroll asked
        // for at the resize is lost.
        var effects = run(
            &pager, [.pageWidthChanged(500), .scrolled(offset: 800), .stoppedMoving(offset: 800)])
        #expect(effects[0] == [.scroll(toOffset: 1000, animated: false)])
        #expect(effects[1] == [], "a stale offset moves nothing")
        #expect(effects[2] == [.scroll(toOffset: 1000, animated: false)], "asked again")
        #expect(pager.reanchorPage == 2 && pager.position == 2, "still waiting")
        // Lost again: the pages are believed. The header moves to them and they settle
        // on the nearest page, which commits.
        effects = run(&pager, [.stoppedMoving(offset: 800)])
        // 1.6 is nearest page 2, the selection: nothing commits, the pages snap to it.
        #expect(
            effects[0] == [
                .moveIndicator(to: 1.6), .scroll(toOffset: 1000, animated: true), .load([0]),
            ])
        #expect(pager.reanchorPage == nil && pager.phase == .animating(to: 2))
        // Believed on a whole page elsewhere: that page commits.
        pager = makePager(selected: 2)
        effects = run(
            &pager,
            [
                .pageWidthChanged(800), .stoppedMoving(offset: 800), .stoppedMoving(offset: 800),
            ])
        #expect(effects[1] == [.scroll(toOffset: 1600, animated: false)])
        #expect(effects[2].contains(.select(index: 1, id: "B")))
        #expect(pager.selectedIndex == 1 && pager.position == 1 && pager.phase == .idle)
    }

    @Test("pages that come back onto the kept page end the wait without a retry")
    func resizeLandsAfterStop() {
        var pager = makePager(selected: 2)
        let effects = run(
            &pager,
            [.pageWidthChanged(500), .stoppedMoving(offset: 1000), .stoppedMoving(offset: 1000)])
        #expect(effects[1] == [], "on the kept page: at rest, nothing to commit")
        #expect(pager.reanchorPage == nil && pager.selectedIndex == 2)
        #expect(effects[2] == [])
    }

    @Test("a width of 0 and back is a resize: offsets in the old width wait for the page")
    func widthZeroAndBack() {
        var pager = makePager(selected: 2)
        _ = run(&pager, [.pageWidthChanged(0)])
        #expect(pager.reanchorPage == nil, "no width: nothing to wait for")
        _ = run(&pager, [.pageWidthChanged(500)])
        #expect(pager.reanchorPage == 2)
        #expect(pager.handle(.scrolled(offset: 800)) == [], "800 pt was page 2 at 400 pt")
        #expect(pager.handle(.scrolled(offset: 1000)) == [])
        #expect(pager.reanchorPage == nil && pager.position == 2)
    }

    @Test("pages that stop a pixel off a page rest on it, and settle without a scroll")
    func pixelOffStop() {
        var pager = makePager()
        let effects = run(&pager, [.scrolled(offset: 399.3), .stoppedMoving(offset: 399.3)])
        #expect(effects[1] == [.moveIndicator(to: 1), .select(index: 1, id: "B")])
        #expect(pager.phase == .idle && pager.position == 1)
    }

    @Test("a tap on the title of the page already shown selects it and waits for no animation")
    func tapOnShownPage() {
        var pager = makePager()
        // The pages reached page 1 but their stop was never heard (the pager left the screen).
        _ = run(&pager, [.scrolled(offset: 400)])
        let effects = run(&pager, [.tapped(index: 1)])
        #expect(effects[0] == [.select(index: 1, id: "B"), .scroll(toOffset: 400, animated: true)])
        #expect(pager.phase == .idle, "nothing will move: no animation to wait for")
        #expect(run(&pager, [.tapped(index: 1)])[0] == [.reselect(index: 1)])
    }

    @Test("pages between pages while the pager is idle are held; a resize then leaves them be")
    func heldThroughResize() {
        var pager = makePager()
        #expect(!pager.isHeld(atPosition: 0) && !pager.isHeld(atPosition: 1.0001))
        #expect(pager.isHeld(atPosition: 0.5) && pager.isHeld(atPosition: -0.2))
        for hostile in [Double.nan, .infinity, -.infinity] {
            #expect(!pager.isHeld(atPosition: hostile))
        }
        _ = run(&pager, [.scrolled(offset: 200)])
        #expect(pager.isHeld(atPosition: pager.position))
        // The front-end reports the drag, then the width: nothing scrolls, nothing waits.
        let effects = run(&pager, [.dragBegan, .pageWidthChanged(800), .scrolled(offset: 600)])
        // The offset stays 200 pt: a quarter of a page now.
        #expect(effects[1] == [.moveIndicator(to: 0.25)] && pager.reanchorPage == nil)
        #expect(effects[2] == [.moveIndicator(to: 0.75)])
        // The finger takes them on to page 1 and lets go: that page commits.
        let landed = run(&pager, [.scrolled(offset: 800), .stoppedMoving(offset: 800)])
        #expect(landed[1].contains(.select(index: 1, id: "B")))
        #expect(pager.phase == .idle && pager.selectedIndex == 1)
        // Animating, the pages are the pager's own, not held.
        _ = run(&pager, [.tapped(index: 3), .scrolled(offset: 1200)])
        #expect(!pager.isHeld(atPosition: 1.5))
    }

    @Test("pages resized while held that stop between pages of the new width snap to the nearest")
    func resizedHoldStopsBetween() {
        var pager = makePager()
        // A flick towards page 1, taken for a hold, and the width changes under it.
        _ = run(&pager, [.scrolled(offset: 150), .dragBegan, .pageWidthChanged(500)])
        #expect(pager.position == 0.3, "150 pt of 500")
        // The old width's page boundary, 400 pt, is 0.8 of a page now: the pages snap.
        let effects = run(&pager, [.scrolled(offset: 400), .stoppedMoving(offset: 400)])
        #expect(
            effects[1] == [
                .decelerate(toOffset: 500), .select(index: 1, id: "B"),
                .scroll(toOffset: 500, animated: true),
            ])
        #expect(pager.phase == .animating(to: 1) && pager.selectedIndex == 1)
        // Without a resize, a hold between pages stays a hold.
        var held = makePager()
        _ = run(&held, [.scrolled(offset: 150), .dragBegan])
        #expect(held.handle(.stoppedMoving(offset: 150)) == [])
        #expect(held.phase == .dragging)
    }
}

import SegmentedCore
import SegmentedTestSupport
import Testing

/// Timelines of a four-page pager, 400 pt per page, one page preloaded either side unless a
/// test says otherwise. Expected effects are worked out by hand from the rules documented on
/// `PagerMachine`: offset 400·i shows page i (left to right), and in right to left page i sits
/// at offset 400·(count − 1 − i).
@Suite("Pager state")
struct PagerMachineTests {
    typealias Pager = PagerMachine<String>

    /// A pager after its first layout, resting on `selected`.
    func makePager(
        _ ids: [String] = ["A", "B", "C", "D"], selected: Int = 0,
        direction: LayoutDirection = .leftToRight, preload: Int = 1
    ) -> Pager {
        var pager = Pager(
            ids: ids, selectedIndex: selected, layoutDirection: direction,
            preloadDistance: preload)
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

    @Test("the first layout scrolls to the selection and loads it with its neighbours")
    func firstLayout() {
        var pager = Pager(ids: ["A", "B", "C", "D"], selectedIndex: 2)
        #expect(pager.loadedIndices == [])
        #expect(
            pager.handle(.pageWidthChanged(400)) == [
                .scroll(toOffset: 800, animated: false), .load([1, 2, 3]),
            ])
        #expect(pager.position == 2)
        // The same width again (another layout pass) changes nothing.
        #expect(pager.handle(.pageWidthChanged(400)) == [])
    }

    @Test("a swipe follows the finger and commits once, when it settles")
    func swipe() {
        var pager = makePager()
        let effects = run(
            &pager,
            [
                .dragBegan, .scrolled(offset: 100), .scrolled(offset: 300),
                .dragEnded(velocity: 500, proposedOffset: 400), .scrolled(offset: 400), .settled,
            ])
        #expect(
            effects == [
                [], [.moveIndicator(to: 0.25), .load([2])], [.moveIndicator(to: 0.75)],
                [.decelerate(toOffset: 400)],
                [.moveIndicator(to: 1)], [.select(index: 1, id: "B")],
            ])
        #expect(pager.selectedIndex == 1 && pager.phase == .idle)
        // Settling again reports nothing new.
        #expect(pager.handle(.settled) == [])
    }

    @Test("a swipe released before half-way returns and commits nothing")
    func swipeBack() {
        var pager = makePager()
        let effects = run(
            &pager,
            [
                .dragBegan, .scrolled(offset: 120), .dragEnded(velocity: 0, proposedOffset: 0),
                .scrolled(offset: 0), .settled,
            ])
        #expect(
            effects == [
                [], [.moveIndicator(to: 0.3), .load([2])], [.decelerate(toOffset: 0)],
                [.moveIndicator(to: 0), .unload(["C"])], [],
            ])
        #expect(pager.selectedIndex == 0)
    }

    @Test("dragging again before the first swipe settles commits only the last page")
    func interruptedSwipe() {
        var pager = makePager()
        let effects = run(
            &pager,
            [
                .dragBegan, .scrolled(offset: 300), .dragEnded(velocity: 900, proposedOffset: 400),
                .scrolled(offset: 350), .dragBegan, .settled, .scrolled(offset: 500),
                .dragEnded(velocity: 600, proposedOffset: 800), .scrolled(offset: 800), .settled,
            ])
        #expect(
            effects == [
                [], [.moveIndicator(to: 0.75), .load([2])], [.decelerate(toOffset: 400)],
                [.moveIndicator(to: 0.875)],
                [], [],  // the finger is down again: settling then commits nothing
                [.moveIndicator(to: 1.25), .load([3])], [.decelerate(toOffset: 800)],
                [.moveIndicator(to: 2)],
                [.select(index: 2, id: "C"), .unload(["A"])],
            ])
        let commits = effects.joined().filter {
            if case .select = $0 { return true } else { return false }
        }
        #expect(commits.count == 1)
    }

    @Test("a proposal more than a page away is held to the neighbouring page")
    func proposalClamped() {
        var pager = makePager()
        let effects = run(
            &pager,
            [.dragBegan, .scrolled(offset: 200), .dragEnded(velocity: 9000, proposedOffset: 1200)])
        #expect(effects.last == [.decelerate(toOffset: 400)])
    }

    @Test("without a proposal a flick goes the way it moves, a slow release to the nearest page")
    func velocityRule() {
        func target(_ velocity: Double, direction: LayoutDirection = .leftToRight) -> Pager.Phase {
            var pager = makePager(direction: direction)
            // Position 1.2: offset 480 left to right, 400·(3 − 1.2) = 720 right to left.
            pager.handle(.dragBegan)
            pager.handle(.scrolled(offset: direction == .leftToRight ? 480 : 720))
            pager.handle(.dragEnded(velocity: velocity, proposedOffset: .nan))
            return pager.phase
        }
        // A quarter page per second (100 pt/s) is the flick threshold.
        #expect(target(200) == .decelerating(toward: 2))
        #expect(target(50) == .decelerating(toward: 1))
        #expect(target(-200) == .decelerating(toward: 1))
        #expect(target(.nan) == .decelerating(toward: 1))
        #expect(target(.infinity) == .decelerating(toward: 1))
        // Right to left, a growing offset moves back towards page 0.
        #expect(target(-200, direction: .rightToLeft) == .decelerating(toward: 2))
        #expect(target(200, direction: .rightToLeft) == .decelerating(toward: 1))
    }

    @Test("a tap commits at once, scrolls with animation, and settling adds nothing")
    func tap() {
        var pager = makePager()
        let effects = run(
            &pager,
            [.tapped(index: 2), .scrolled(offset: 400), .scrolled(offset: 800), .settled])
        #expect(
            effects == [
                [
                    .select(index: 2, id: "C"), .scroll(toOffset: 800, animated: true),
                    .load([2, 3]),
                ],
                [.moveIndicator(to: 1)], [.moveIndicator(to: 2), .unload(["A"])], [],
            ])
    }

    @Test("tapping the selected segment at rest asks for a reselect, nothing else")
    func reselect() {
        var pager = makePager(selected: 1)
        #expect(pager.handle(.tapped(index: 1)) == [.reselect(index: 1)])
        #expect(pager.selectedIndex == 1 && pager.phase == .idle)
    }

    @Test("an animation that arrives rests even without a settle, so the next tap reselects")
    func arrivalEndsAnimation() {
        var pager = makePager()
        _ = run(&pager, [.tapped(index: 1), .scrolled(offset: 200)])
        #expect(pager.phase == .animating(to: 1))
        _ = run(&pager, [.scrolled(offset: 400)])
        #expect(pager.phase == .idle)
        #expect(pager.handle(.tapped(index: 1)) == [.reselect(index: 1)])
    }

    @Test("a second tap on the title being scrolled to changes nothing")
    func secondTapWhileAnimating() {
        var pager = makePager()
        _ = run(&pager, [.tapped(index: 2), .scrolled(offset: 300)])
        #expect(pager.handle(.tapped(index: 2)) == [])
        #expect(pager.phase == .animating(to: 2))
    }

    @Test("visible pages: one at rest, two in between, none without pages")
    func visiblePages() {
        var pager = makePager()
        #expect(pager.visibleIndices == [0])
        _ = run(&pager, [.scrolled(offset: 560)])
        #expect(pager.visibleIndices == [1, 2])
        _ = run(&pager, [.itemsChanged([])])
        #expect(pager.visibleIndices == [])
    }

    @Test("tapping the selected segment mid-swipe scrolls back to it instead")
    func tapSelectedMidSwipe() {
        var pager = makePager()
        let effects = run(&pager, [.dragBegan, .scrolled(offset: 200), .tapped(index: 0)])
        #expect(effects.last == [.scroll(toOffset: 0, animated: true)])
        #expect(pager.phase == .animating(to: 0))
    }

    @Test("a tap during a swipe wins: the released drag lands on the tapped page")
    func tapDuringSwipe() {
        var pager = makePager()
        let effects = run(
            &pager,
            [
                .dragBegan, .scrolled(offset: 200), .tapped(index: 3),
                .dragEnded(velocity: 0, proposedOffset: 400), .scrolled(offset: 1200), .settled,
            ])
        #expect(
            effects == [
                [], [.moveIndicator(to: 0.5), .load([2])],
                [
                    .select(index: 3, id: "D"), .scroll(toOffset: 1200, animated: true),
                    .load([3]),
                ],
                [.scroll(toOffset: 1200, animated: true)],
                [.moveIndicator(to: 3), .unload(["A", "B"])], [],
            ])
        #expect(pager.selectedIndex == 3)
    }

    @Test("a tap while decelerating redirects and the deceleration's page is never committed")
    func tapWhileDecelerating() {
        var pager = makePager()
        let effects = run(
            &pager,
            [
                .dragBegan, .scrolled(offset: 300), .dragEnded(velocity: 800, proposedOffset: 400),
                .tapped(index: 3), .scrolled(offset: 1200), .settled,
            ])
        let commits = effects.joined().filter {
            if case .select = $0 { return true } else { return false }
        }
        #expect(commits == [.select(index: 3, id: "D")])
        #expect(pager.selectedIndex == 3 && pager.position == 3)
    }

    @Test("an animation that stops short is finished on settle")
    func animationCutShort() {
        var pager = makePager()
        let effects = run(&pager, [.tapped(index: 2), .scrolled(offset: 500), .settled])
        #expect(effects.last == [.scroll(toOffset: 800, animated: true)])
        #expect(pager.phase == .animating(to: 2))
    }

    @Test("a scroll view that stops between pages is snapped to the nearest, which commits")
    func settleBetweenPages() {
        var pager = makePager()
        let effects = run(&pager, [.scrolled(offset: 500), .settled])
        #expect(
            effects == [
                [.moveIndicator(to: 1.25), .load([2, 3])],
                [.select(index: 1, id: "B"), .scroll(toOffset: 400, animated: true)],
            ])
    }

    @Test("programmatic selection without animation jumps and reports nothing")
    func selectUnanimated() {
        var pager = makePager()
        #expect(
            pager.handle(.selectionRequested(index: 2, animated: false)) == [
                .moveIndicator(to: 2), .scroll(toOffset: 800, animated: false), .unload(["A"]),
                .load([2, 3]),
            ])
        #expect(pager.selectedIndex == 2 && pager.phase == .idle)
        #expect(pager.handle(.selectionRequested(index: 2, animated: false)) == [])
        // Selecting the page already being scrolled to changes nothing either.
        _ = run(&pager, [.selectionRequested(index: 0, animated: true), .scrolled(offset: 500)])
        #expect(pager.handle(.selectionRequested(index: 0, animated: true)) == [])
        #expect(pager.phase == .animating(to: 0))
    }

    @Test("programmatic selection with animation scrolls and reports nothing")
    func selectAnimated() {
        var pager = makePager()
        let effects = run(
            &pager,
            [.selectionRequested(index: 2, animated: true), .scrolled(offset: 800), .settled])
        #expect(
            effects == [
                [.scroll(toOffset: 800, animated: true), .load([2, 3])],
                [.moveIndicator(to: 2), .unload(["A"])], [],
            ])
        #expect(pager.selectedIndex == 2)
    }

    @Test("a page-width change keeps the page, also mid-animation")
    func rotation() {
        var pager = makePager(selected: 2)
        #expect(pager.handle(.pageWidthChanged(300)) == [.scroll(toOffset: 600, animated: false)])
        #expect(pager.position == 2)
        // Mid-way through a tap's animation the target page is kept.
        var moving = makePager()
        _ = run(&moving, [.tapped(index: 3), .scrolled(offset: 400)])
        #expect(
            moving.handle(.pageWidthChanged(300)) == [
                .moveIndicator(to: 3), .scroll(toOffset: 900, animated: false),
                .unload(["A", "B"]),
            ])
        #expect(moving.phase == .idle)
    }

    @Test("after a resize, offsets in the old width are ignored until the pages are back")
    func resizeWaitsForTheAnchor() {
        var pager = makePager(selected: 2)
        #expect(pager.handle(.pageWidthChanged(800)) == [.scroll(toOffset: 1600, animated: false)])
        #expect(pager.reanchorPage == 2)
        // The scroll view still at 800 pt: page 1 in the new width, which it never showed.
        var effects = run(&pager, [.scrolled(offset: 800), .settled, .scrolled(offset: 1000)])
        #expect(effects == [[], [], []])
        #expect(pager.position == 2 && pager.selectedIndex == 2)
        // Back on page 2: offsets count again.
        effects = run(&pager, [.scrolled(offset: 1600), .scrolled(offset: 1200)])
        #expect(effects == [[], [.moveIndicator(to: 1.5), .load([0])]])
        #expect(pager.reanchorPage == nil)
    }

    @Test("a drag or a scroll the pager asks for ends the wait for the pages to come back")
    func resizeWaitEnds() {
        var dragged = makePager(selected: 2)
        _ = run(&dragged, [.pageWidthChanged(800), .dragBegan])
        #expect(dragged.reanchorPage == nil)
        #expect(
            dragged.handle(.scrolled(offset: 1400)) == [.moveIndicator(to: 1.75), .load([0])])
        var tapped = makePager(selected: 2)
        _ = run(&tapped, [.pageWidthChanged(800), .tapped(index: 3)])
        #expect(tapped.reanchorPage == nil && tapped.phase == .animating(to: 3))
        #expect(tapped.handle(.scrolled(offset: 2000)) == [.moveIndicator(to: 2.5)])
        // The first layout waits for nothing: the scroll view had no offset in a width to
        // speak of. A usable width after a width of 0 does: the scroll view kept an offset
        // from the width before (or was clamped to 0), neither of which shows the page.
        var first = Pager(ids: ["A", "B", "C", "D"], selectedIndex: 2)
        _ = run(&first, [.pageWidthChanged(0), .pageWidthChanged(400)])
        #expect(first.reanchorPage == nil)
        _ = run(&first, [.pageWidthChanged(0), .pageWidthChanged(400)])
        #expect(first.reanchorPage == 2)
        // Items that change, or vanish, forget the wait.
        var emptied = makePager(selected: 3)
        _ = run(&emptied, [.pageWidthChanged(800), .itemsChanged([])])
        #expect(emptied.reanchorPage == nil)
    }

    @Test("unusable widths keep the position and ignore offsets until a real width arrives")
    func unusableWidths() {
        var pager = makePager(selected: 2)
        for width in [Double.nan, 0, -5, .infinity, -.infinity] {
            #expect(pager.handle(.pageWidthChanged(width)) == [])
            #expect(pager.handle(.scrolled(offset: 123)) == [])
            #expect(pager.handle(.dragEnded(velocity: 10, proposedOffset: 50)) == [])
            #expect(pager.position == 2 && pager.invariantViolations() == [])
        }
        _ = pager.handle(.settled)
        #expect(pager.handle(.pageWidthChanged(300)) == [.scroll(toOffset: 600, animated: false)])
    }

    @Test("inserting pages keeps the selected page by id")
    func insertKeepsSelection() {
        var pager = makePager(selected: 2)
        #expect(
            pager.handle(.itemsChanged(["X", "C", "D"])) == [
                .moveIndicator(to: 1), .scroll(toOffset: 400, animated: false), .unload(["B"]),
                .load([0]),
            ])
        #expect(pager.selectedID == "C")
        var grown = makePager(selected: 1)
        #expect(
            grown.handle(.itemsChanged(["Z", "A", "B", "C", "D"])) == [
                .moveIndicator(to: 2), .scroll(toOffset: 800, animated: false),
            ])
        #expect(grown.loadedIDs == ["A", "B", "C"])
    }

    @Test("removing the selected page selects the page now at its index, clamped, and reports it")
    func removeSelected() {
        var pager = makePager(selected: 2)
        #expect(
            pager.handle(.itemsChanged(["A", "B", "D"])) == [
                .select(index: 2, id: "D"), .scroll(toOffset: 800, animated: false),
                .unload(["C"]),
            ])
        var last = makePager(selected: 3)
        #expect(
            last.handle(.itemsChanged(["A", "B", "C"])) == [
                .select(index: 2, id: "C"), .moveIndicator(to: 2),
                .scroll(toOffset: 800, animated: false), .unload(["D"]), .load([1]),
            ])
    }

    @Test("all pages removed, then pages again")
    func emptyAndBack() {
        var pager = makePager(selected: 2)
        #expect(
            pager.handle(.itemsChanged([])) == [.moveIndicator(to: 0), .unload(["B", "C", "D"])])
        #expect(pager.selectedIndex == nil && pager.loadedIndices == [])
        for event: Pager.Event in [
            .tapped(index: 0), .selectionRequested(index: 0, animated: true),
            .scrolled(offset: 400),
            .dragBegan,
            .dragEnded(velocity: 100, proposedOffset: 400), .settled, .pageWidthChanged(320),
        ] {
            #expect(pager.handle(event) == [], "\(event)")
        }
        #expect(
            pager.handle(.itemsChanged(["N", "M"])) == [
                .select(index: 0, id: "N"), .scroll(toOffset: 0, animated: false),
                .load([0, 1]),
            ])
    }

    @Test("right to left: page 0 sits at the largest offset and a swipe mirrors")
    func rightToLeft() {
        var pager = Pager(ids: ["A", "B", "C"], layoutDirection: .rightToLeft)
        let effects = run(
            &pager,
            [
                .pageWidthChanged(400), .dragBegan, .scrolled(offset: 600),
                .dragEnded(velocity: -500, proposedOffset: .nan), .scrolled(offset: 400), .settled,
                .tapped(index: 2),
            ])
        #expect(
            effects == [
                [.scroll(toOffset: 800, animated: false), .load([0, 1])], [],
                [.moveIndicator(to: 0.5), .load([2])], [.decelerate(toOffset: 400)],
                [.moveIndicator(to: 1)],
                [.select(index: 1, id: "B")],
                [.select(index: 2, id: "C"), .scroll(toOffset: 0, animated: true)],
            ])
    }

    @Test("a direction change keeps the page")
    func directionChange() {
        var pager = makePager(["A", "B", "C"])
        #expect(
            pager.handle(.layoutDirectionChanged(.rightToLeft)) == [
                .scroll(toOffset: 800, animated: false)
            ])
        #expect(pager.handle(.layoutDirectionChanged(.rightToLeft)) == [])
        #expect(pager.position == 0)
    }

    @Test("preload distance: none keeps only what is shown, a large one keeps everything")
    func preloadDistance() {
        var none = makePager(preload: 0)
        #expect(none.loadedIndices == [0])
        #expect(none.handle(.scrolled(offset: 200)) == [.moveIndicator(to: 0.5), .load([1])])
        var negative = makePager(preload: -3)
        #expect(negative.loadedIndices == [0] && negative.preloadDistance == 0)
        #expect(negative.handle(.scrolled(offset: 0)) == [])
        let all = makePager(preload: .max)
        #expect(all.loadedIndices == [0, 1, 2, 3])
    }

    @Test("a far jump loads the shown pages and the target's, not the pages between")
    func farJumpLoads() {
        var pager = makePager(Array("ABCDEFGHIJ").map(String.init), preload: 1)
        #expect(
            pager.handle(.tapped(index: 8)) == [
                .select(index: 8, id: "I"), .scroll(toOffset: 3200, animated: true),
                .load([7, 8, 9]),
            ])
        #expect(pager.loadedIndices == [0, 1, 7, 8, 9])
    }

    @Test("hostile events change nothing and break no promise")
    func hostile() {
        var pager = makePager(selected: 1)
        for event: Pager.Event in [
            .scrolled(offset: .nan), .scrolled(offset: .infinity), .scrolled(offset: -.infinity),
            .tapped(index: -1), .tapped(index: 4), .tapped(index: .min), .tapped(index: .max),
            .selectionRequested(index: -1, animated: true),
            .selectionRequested(index: .max, animated: false),
        ] {
            #expect(pager.handle(event) == [], "\(event)")
            #expect(pager.invariantViolations() == [])
        }
        // Huge offsets clamp to the last page; a negative one to the first.
        // The selected page 1 keeps its neighbours loaded while page 3 shows.
        #expect(pager.handle(.scrolled(offset: 1e300)) == [.moveIndicator(to: 3), .load([3])])
        #expect(pager.handle(.scrolled(offset: -1e300)).first == .moveIndicator(to: 0))
        #expect(pager.invariantViolations() == [])
    }

    @Test("random event streams keep every promise")
    func randomStreams() {
        var random = SeededRandom(seed: 15)
        for _ in 0..<200 {
            let count = Int.random(in: 0...6, using: &random)
            var pager = PagerMachine<Int>(
                ids: Array(0..<count), selectedIndex: Int.random(in: -1...7, using: &random),
                preloadDistance: Int.random(in: -1...3, using: &random))
            var nextID = count
            for _ in 0..<40 {
                let width = [0, 320, 400, .nan, -1][Int.random(in: 0...4, using: &random)]
                let offset = [Double.random(in: -500...3000, using: &random), .nan, .infinity][
                    Int.random(in: 0...2, using: &random)]
                let event: PagerMachine<Int>.Event
                switch Int.random(in: 0...8, using: &random) {
                case 0: event = .scrolled(offset: offset)
                case 1: event = .dragBegan
                case 2:
                    event = .dragEnded(
                        velocity: Double.random(in: -2000...2000, using: &random),
                        proposedOffset: offset)
                case 3: event = .settled
                case 4: event = .tapped(index: Int.random(in: -1...7, using: &random))
                case 5:
                    event = .selectionRequested(
                        index: Int.random(in: -1...7, using: &random),
                        animated: Bool.random(using: &random))
                case 6: event = .pageWidthChanged(width)
                case 7:
                    event = .layoutDirectionChanged(
                        Bool.random(using: &random) ? .leftToRight : .rightToLeft)
                default:
                    var ids = pager.ids.filter { _ in Int.random(in: 0...3, using: &random) > 0 }
                    if Bool.random(using: &random) {
                        ids.insert(nextID, at: Int.random(in: 0...ids.count, using: &random))
                        nextID += 1
                    }
                    event = .itemsChanged(ids)
                }
                let before = pager.loadedIDs
                let effects = pager.handle(event)
                #expect(pager.invariantViolations() == [], "after \(event)")
                // The loads and unloads turn the old loaded set into the new one.
                var loaded = Set(before)
                for effect in effects {
                    if case .unload(let ids) = effect { loaded.subtract(ids) }
                    if case .load(let indices) = effect {
                        loaded.formUnion(indices.map { pager.ids[$0] })
                    }
                }
                #expect(loaded == Set(pager.loadedIDs), "after \(event)")
            }
        }
    }
}

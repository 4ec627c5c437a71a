import SegmentedCore
import Testing

/// Timelines of pointer events on a bar of equal segments, each 100 points wide and 44 tall:
/// Home (x 0..<100, centre 50), Trending (100..<200, centre 150), Subscriptions (200...300,
/// centre 250), unless a test says otherwise. Every event's effects are asserted in full.
@Suite("Segment interaction")
struct InteractionMachineTests {
    typealias Effect = InteractionMachine.Effect
    static let home = 0
    static let trending = 1
    static let subscriptions = 2

    static func bar(
        count: Int = 3, direction: LayoutDirection = .leftToRight,
        indicator: Indicator = .fill()
    ) -> Arrangement {
        SegmentedLayout(
            distribution: .fillEqually(), indicator: indicator, layoutDirection: direction
        )
        .arrange(
            contentSizes: Array(repeating: Size(width: 40, height: 20), count: count),
            in: Size(width: 100 * Double(count), height: 44))
    }

    static func machine(
        count: Int = 3, selected: Int? = 0, disabled: Set<Int> = [],
        direction: LayoutDirection = .leftToRight, isMomentary: Bool = false,
        yieldsVerticalDrags: Bool = false
    ) -> InteractionHost {
        InteractionHost(
            machine: InteractionMachine(),
            context: InteractionMachine.Context(
                arrangement: bar(count: count, direction: direction),
                selection: SelectionModel(
                    count: count, selectedIndex: selected, disabledIndices: disabled),
                isMomentary: isMomentary, yieldsVerticalDrags: yieldsVerticalDrags))
    }

    static func at(_ x: Double, _ y: Double = 22) -> Point { Point(x: x, y: y) }

    // MARK: Pointer position

    @Test("the position under the pointer interpolates between segment centres, clamped to the bar")
    func pointerPosition() {
        let bar = Self.bar()
        #expect(bar.position(atX: 50) == 0)
        #expect(bar.position(atX: 100) == 0.5)
        #expect(bar.position(atX: 175) == 1.25)
        #expect(bar.position(atX: 250) == 2)
        #expect(bar.position(atX: 10) == 0)  // before the first centre
        #expect(bar.position(atX: 300) == 2)  // past the last centre
        #expect(bar.position(atX: .nan) == 0)
        #expect(bar.position(atX: -.infinity) == 0)
        #expect(bar.position(atX: .infinity) == 2)
        #expect(bar.position(atX: 1e308) == 2)
        // Right to left: segment 0 is at the right (centre 250), segment 2 at the left.
        let mirrored = Self.bar(direction: .rightToLeft)
        #expect(mirrored.position(atX: 250) == 0)
        #expect(mirrored.position(atX: 100) == 1.5)
        #expect(mirrored.position(atX: 0) == 2)
        #expect(mirrored.position(atX: .infinity) == 0)
        // Design test vector 1 (.spaceEvenly, widths 10, 60, 16 in 320): centres 63.5, 157, 253.5.
        let material = SegmentedLayout(distribution: .spaceEvenly).arrange(
            contentSizes: [10, 60, 16].map { Size(width: $0, height: 20) },
            in: Size(width: 320, height: 48))
        #expect(material.position(atX: 157) == 1)
        #expect(material.position(atX: 205.25) == 1.5)
        // One segment and none.
        #expect(Self.bar(count: 1).position(atX: 80) == 0)
        #expect(Self.bar(count: 0).position(atX: 80) == 0)
    }

    // MARK: Taps

    @Test("tap Trending: highlighted on press, selected on release, one haptic")
    func tap() {
        var machine = Self.machine()
        #expect(machine.handle(.began(Self.at(150), time: 0)) == [.highlight(index: Self.trending)])
        #expect(machine.selection.selectedIndex == Self.home)  // nothing selected on press
        #expect(
            machine.handle(.ended(Self.at(152), time: 0.1))
                == [.highlight(index: nil), .select(index: Self.trending), .playSelectionHaptic])
        #expect(machine.selection.selectedIndex == Self.trending)
        #expect(!machine.isTracking)
    }

    @Test("tap the selected Home: a reselect, no selection, no haptic, no veto asked")
    func reselect() {
        var machine = Self.machine()
        var asked: [Int] = []
        #expect(machine.handle(.began(Self.at(50), time: 0)) == [.highlight(index: Self.home)])
        let effects = machine.handle(.ended(Self.at(55, 25), time: 0.1)) { index in
            asked.append(index)
            return true
        }
        #expect(effects == [.highlight(index: nil), .reselect(index: Self.home)])
        #expect(asked.isEmpty)
        #expect(machine.selection.selectedIndex == Self.home)
    }

    @Test("a press on a disabled segment highlights nothing and its release selects nothing")
    func disabledPress() {
        var machine = Self.machine(disabled: [Self.trending])
        #expect(machine.handle(.began(Self.at(150), time: 0)) == [])
        #expect(machine.isTracking)
        #expect(machine.handle(.ended(Self.at(150), time: 0.1)) == [.restoreIndicator])
        #expect(machine.selection.selectedIndex == Self.home)
    }

    @Test("the machine keeps no selection: a select not yet stored by the host is asked for again")
    func selectionIsTheHosts() {
        var machine = InteractionMachine()
        let context = InteractionMachine.Context(
            arrangement: Self.bar(), selection: SelectionModel(count: 3, selectedIndex: 0))
        let selectTrending: [Effect] = [
            .highlight(index: nil), .select(index: Self.trending), .playSelectionHaptic,
        ]
        machine.handle(.began(Self.at(150), time: 0), in: context)
        #expect(machine.handle(.ended(Self.at(150), time: 0.1), in: context) == selectTrending)
        // The host refused it (a binding that did not change): the same tap selects again.
        machine.handle(.began(Self.at(150), time: 1), in: context)
        #expect(machine.handle(.ended(Self.at(150), time: 1.1), in: context) == selectTrending)
        // Stored: the same tap is now a reselect.
        var stored = context
        stored.selection.select(Self.trending)
        machine.handle(.began(Self.at(150), time: 2), in: stored)
        #expect(
            machine.handle(.ended(Self.at(150), time: 2.1), in: stored)
                == [.highlight(index: nil), .reselect(index: Self.trending)])
    }

    // MARK: Pressing another segment and moving

    @Test(
        "press Trending, slide to Subscriptions: the highlight follows and the release selects Subscriptions"
    )
    func highlightFollows() {
        var machine = Self.machine()
        #expect(machine.handle(.began(Self.at(150), time: 0)) == [.highlight(index: Self.trending)])
        #expect(machine.handle(.moved(Self.at(190), time: 0.05)) == [])
        #expect(
            machine.handle(.moved(Self.at(250), time: 0.1)) == [
                .highlight(index: Self.subscriptions)
            ])
        // No indicator moves: the press did not start on the selection.
        #expect(
            machine.handle(.ended(Self.at(250), time: 0.2))
                == [
                    .highlight(index: nil), .select(index: Self.subscriptions),
                    .playSelectionHaptic,
                ])
        #expect(machine.selection.selectedIndex == Self.subscriptions)
    }

    @Test(
        "press Trending, slide over disabled Subscriptions: no highlight there, release selects nothing"
    )
    func slideOntoDisabled() {
        var machine = Self.machine(disabled: [Self.subscriptions])
        #expect(machine.handle(.began(Self.at(150), time: 0)) == [.highlight(index: Self.trending)])
        #expect(machine.handle(.moved(Self.at(250), time: 0.1)) == [.highlight(index: nil)])
        #expect(machine.handle(.ended(Self.at(250), time: 0.2)) == [.restoreIndicator])
        #expect(machine.selection.selectedIndex == Self.home)
    }

    @Test(
        "press Trending, slide onto the selected Home and release: no reselect (not a tap), no change"
    )
    func slideOntoSelected() {
        var machine = Self.machine()
        #expect(machine.handle(.began(Self.at(150), time: 0)) == [.highlight(index: Self.trending)])
        #expect(machine.handle(.moved(Self.at(50), time: 0.1)) == [.highlight(index: Self.home)])
        #expect(
            machine.handle(.ended(Self.at(50), time: 0.2)) == [
                .highlight(index: nil), .restoreIndicator,
            ])
    }

    // MARK: Indicator drags

    @Test(
        "press Home at t=0, move to Trending at t=0.1, release at t=0.2: indicator follows, selects Trending once, one haptic"
    )
    func indicatorDrag() {
        var machine = Self.machine()
        #expect(machine.handle(.began(Self.at(50), time: 0)) == [.highlight(index: Self.home)])
        #expect(machine.isHoldingIndicator)
        // Within the 10-point slop the indicator stays put.
        #expect(machine.handle(.moved(Self.at(58), time: 0.02)) == [])
        #expect(
            machine.handle(.moved(Self.at(100), time: 0.05)) == [
                .highlight(index: Self.trending), .moveIndicator(to: 0.5),
            ])
        #expect(machine.handle(.moved(Self.at(150), time: 0.1)) == [.moveIndicator(to: 1)])
        #expect(
            machine.handle(.ended(Self.at(150), time: 0.2))
                == [.highlight(index: nil), .select(index: Self.trending), .playSelectionHaptic])
        #expect(machine.selection.selectedIndex == Self.trending)
    }

    @Test("the indicator keeps the offset it was grabbed at and stays on the bar")
    func indicatorGrabOffset() {
        var machine = Self.machine()
        // Grabbed a quarter segment right of Home's centre: offset −0.25.
        #expect(machine.handle(.began(Self.at(75), time: 0)) == [.highlight(index: Self.home)])
        #expect(
            machine.handle(.moved(Self.at(175), time: 0.1)) == [
                .highlight(index: Self.trending), .moveIndicator(to: 1),
            ])
        // Past the last centre the pointer's position stays 2, so the indicator stops at 1.75.
        #expect(
            machine.handle(.moved(Self.at(360), time: 0.2)) == [
                .highlight(index: Self.subscriptions), .moveIndicator(to: 1.75),
            ])
        #expect(
            machine.handle(.moved(Self.at(-60), time: 0.3)) == [
                .highlight(index: Self.home), .moveIndicator(to: 0),
            ])
    }

    @Test("an indicator dragged onto disabled segments lands on the nearest enabled one")
    func indicatorSkipsDisabled() {
        // Five segments, centres 50, 150, 250, 350, 450; 1 and 2 disabled.
        var machine = Self.machine(count: 5, disabled: [1, 2])
        #expect(machine.handle(.began(Self.at(50), time: 0)) == [.highlight(index: 0)])
        // Position 2 (disabled): 3 is one away, 0 two away.
        #expect(
            machine.handle(.moved(Self.at(250), time: 0.1)) == [
                .highlight(index: 3), .moveIndicator(to: 2),
            ])
        // Position 1.2: 0 is 1.2 away, 3 is 1.8 away.
        #expect(
            machine.handle(.moved(Self.at(170), time: 0.2)) == [
                .highlight(index: 0), .moveIndicator(to: 1.2),
            ])
        // Position 1.5: 0 and 3 are both 1.5 away; the later one wins, as nearestSegment rounds.
        #expect(
            machine.handle(.ended(Self.at(200), time: 0.3)) == [
                .highlight(index: 3), .moveIndicator(to: 1.5), .highlight(index: nil),
                .select(index: 3), .playSelectionHaptic,
            ])
        #expect(machine.selection.selectedIndex == 3)
    }

    @Test(
        "an indicator dragged away and back to its own segment springs back: no reselect, no haptic"
    )
    func indicatorDragBack() {
        var machine = Self.machine()
        #expect(machine.handle(.began(Self.at(50), time: 0)) == [.highlight(index: Self.home)])
        #expect(
            machine.handle(.moved(Self.at(150), time: 0.1)) == [
                .highlight(index: Self.trending), .moveIndicator(to: 1),
            ])
        #expect(
            machine.handle(.moved(Self.at(50), time: 0.2)) == [
                .highlight(index: Self.home), .moveIndicator(to: 0),
            ])
        #expect(
            machine.handle(.ended(Self.at(50), time: 0.3)) == [
                .highlight(index: nil), .restoreIndicator,
            ])
        #expect(machine.selection.selectedIndex == Self.home)
    }

    @Test("with no indicator drawn, a press on the selection does not drag an indicator")
    func noIndicatorNoDrag() {
        var machine = Self.machine()
        machine.arrangement = Self.bar(indicator: .none)
        #expect(machine.handle(.began(Self.at(50), time: 0)) == [.highlight(index: Self.home)])
        #expect(!machine.isHoldingIndicator)
        #expect(
            machine.handle(.moved(Self.at(150), time: 0.1)) == [.highlight(index: Self.trending)])
    }

    @Test("right to left: dragging the indicator leftwards moves it to later segments")
    func rightToLeftIndicator() {
        // Mirrored: Home at x 200...300 (centre 250), Trending centre 150, Subscriptions centre 50.
        var machine = Self.machine(direction: .rightToLeft)
        #expect(machine.handle(.began(Self.at(250), time: 0)) == [.highlight(index: Self.home)])
        #expect(
            machine.handle(.moved(Self.at(150), time: 0.1)) == [
                .highlight(index: Self.trending), .moveIndicator(to: 1),
            ])
        #expect(
            machine.handle(.moved(Self.at(100), time: 0.2)) == [
                .highlight(index: Self.subscriptions), .moveIndicator(to: 1.5),
            ])
        // Right of Home, within the margin: back at Home.
        #expect(
            machine.handle(.moved(Self.at(340), time: 0.3)) == [
                .highlight(index: Self.home), .moveIndicator(to: 0),
            ])
        #expect(
            machine.handle(.ended(Self.at(50), time: 0.4)) == [
                .highlight(index: Self.subscriptions), .moveIndicator(to: 2),
                .highlight(index: nil),
                .select(index: Self.subscriptions), .playSelectionHaptic,
            ])
    }

    // MARK: Leaving the bar

    @Test(
        "press Trending, drag 56 points below the bar: still on; 71 below: off; released there: nothing"
    )
    func releaseOutside() {
        var machine = Self.machine()
        #expect(machine.handle(.began(Self.at(150), time: 0)) == [.highlight(index: Self.trending)])
        // 44 + 56, then 44 + 71.
        #expect(machine.handle(.moved(Self.at(150, 100), time: 0.1)) == [])
        #expect(machine.handle(.moved(Self.at(150, 115), time: 0.2)) == [.highlight(index: nil)])
        #expect(
            machine.handle(.moved(Self.at(150, 100), time: 0.3)) == [
                .highlight(index: Self.trending)
            ])
        #expect(machine.handle(.moved(Self.at(150, 400), time: 0.4)) == [.highlight(index: nil)])
        #expect(machine.handle(.ended(Self.at(150, 400), time: 0.5)) == [.restoreIndicator])
        #expect(machine.selection.selectedIndex == Self.home)
    }

    @Test("a release within the margin selects the segment in whose column it is")
    func releaseWithinMargin() {
        var machine = Self.machine()
        #expect(machine.handle(.began(Self.at(150), time: 0)) == [.highlight(index: Self.trending)])
        #expect(
            machine.handle(.ended(Self.at(260, -60), time: 0.1)) == [
                .highlight(index: Self.subscriptions), .highlight(index: nil),
                .select(index: Self.subscriptions),
                .playSelectionHaptic,
            ])
    }

    @Test("an indicator dragged off the bar goes back to the selection; released there: nothing")
    func indicatorOutside() {
        var machine = Self.machine()
        #expect(machine.handle(.began(Self.at(50), time: 0)) == [.highlight(index: Self.home)])
        #expect(
            machine.handle(.moved(Self.at(150), time: 0.1)) == [
                .highlight(index: Self.trending), .moveIndicator(to: 1),
            ])
        #expect(
            machine.handle(.moved(Self.at(150, 200), time: 0.2)) == [
                .highlight(index: nil), .moveIndicator(to: 0),
            ])
        #expect(machine.handle(.ended(Self.at(150, 200), time: 0.3)) == [.restoreIndicator])
        #expect(machine.selection.selectedIndex == Self.home)
    }

    // MARK: Cancel

    @Test("an enclosing scroll view takes the touch: nothing is selected, later events do nothing")
    func cancelled() {
        var machine = Self.machine()
        #expect(machine.handle(.began(Self.at(150), time: 0)) == [.highlight(index: Self.trending)])
        #expect(machine.handle(.moved(Self.at(152, 30), time: 0.05)) == [])
        #expect(
            machine.handle(.cancelled(time: 0.1)) == [.highlight(index: nil), .restoreIndicator])
        #expect(machine.handle(.moved(Self.at(150), time: 0.15)) == [])
        #expect(machine.handle(.ended(Self.at(150), time: 0.2)) == [])
        #expect(machine.handle(.cancelled(time: 0.3)) == [])
        #expect(machine.selection.selectedIndex == Self.home)
    }

    @Test("yielding vertical drags: a press that first moves mostly down cancels itself")
    func yieldsVertical() {
        var machine = Self.machine(yieldsVerticalDrags: true)
        #expect(machine.handle(.began(Self.at(150), time: 0)) == [.highlight(index: Self.trending)])
        #expect(machine.handle(.moved(Self.at(152, 28), time: 0.02)) == [])  // within the slop
        #expect(
            machine.handle(.moved(Self.at(153, 40), time: 0.05)) == [
                .highlight(index: nil), .restoreIndicator,
            ])
        #expect(machine.handle(.ended(Self.at(153, 40), time: 0.1)) == [])
        #expect(machine.selection.selectedIndex == Self.home)
        // Mostly sideways first: later vertical movement no longer cancels.
        #expect(machine.handle(.began(Self.at(150), time: 1)) == [.highlight(index: Self.trending)])
        #expect(machine.handle(.moved(Self.at(170, 25), time: 1.05)) == [])
        #expect(machine.handle(.moved(Self.at(170, 60), time: 1.1)) == [])
        #expect(
            machine.handle(.ended(Self.at(170, 60), time: 1.2))
                == [.highlight(index: nil), .select(index: Self.trending), .playSelectionHaptic])
    }

    @Test("without yielding, a vertical drag released on the bar is still a selection, as in UIKit")
    func verticalWithoutYielding() {
        var machine = Self.machine()
        #expect(machine.handle(.began(Self.at(150), time: 0)) == [.highlight(index: Self.trending)])
        #expect(machine.handle(.moved(Self.at(150, 40), time: 0.1)) == [])
        #expect(
            machine.handle(.ended(Self.at(150, 40), time: 0.2))
                == [.highlight(index: nil), .select(index: Self.trending), .playSelectionHaptic])
    }

    @Test("a scroll may take the pointer, except a horizontal one while the indicator is held")
    func scrollYielding() {
        var machine = Self.machine()
        #expect(machine.yieldsScroll(dx: 30, dy: 0))  // no press
        _ = machine.handle(.began(Self.at(150), time: 0))  // Trending: not the indicator
        #expect(machine.yieldsScroll(dx: 30, dy: 0))
        _ = machine.handle(.began(Self.at(50), time: 1))  // Home: the indicator
        #expect(!machine.yieldsScroll(dx: 30, dy: 5))
        #expect(!machine.yieldsScroll(dx: .nan, dy: 5))
        #expect(machine.yieldsScroll(dx: 5, dy: 30))
        _ = machine.handle(.cancelled(time: 2))
        #expect(machine.yieldsScroll(dx: 30, dy: 0))
    }

    @Test("an indicator drag begins along the bar; on a scrolling bar only once the press holds it")
    func indicatorDragStart() {
        var machine = Self.machine()
        #expect(machine.mayBeginIndicatorDrag(dx: 12, dy: 3, requiresHold: false))
        #expect(!machine.mayBeginIndicatorDrag(dx: 3, dy: 12, requiresHold: false))
        #expect(!machine.mayBeginIndicatorDrag(dx: .nan, dy: 0, requiresHold: false))
        #expect(!machine.mayBeginIndicatorDrag(dx: 12, dy: 3, requiresHold: true))  // no press
        _ = machine.handle(.began(Self.at(50), time: 0))  // Home: the indicator
        #expect(machine.mayBeginIndicatorDrag(dx: -12, dy: 3, requiresHold: true))
        #expect(!machine.mayBeginIndicatorDrag(dx: 3, dy: -12, requiresHold: true))
    }

    // MARK: A press that stops a scroll

    @Test("a tap that stops a scrolling bar selects nothing; the next tap selects")
    func pressStopsScroll() {
        var machine = Self.machine()
        #expect(!machine.context.isContentScrolling)  // the default
        machine.context.isContentScrolling = true
        #expect(machine.handle(.began(Self.at(150), time: 0)) == [])
        #expect(!machine.isTracking)
        #expect(machine.handle(.moved(Self.at(152), time: 0.05)) == [])
        #expect(machine.handle(.ended(Self.at(152), time: 0.1)) == [])
        #expect(machine.selection.selectedIndex == Self.home)
        // The scroll has stopped: the next tap is a tap.
        machine.context.isContentScrolling = false
        #expect(machine.handle(.began(Self.at(150), time: 1)) == [.highlight(index: Self.trending)])
        #expect(
            machine.handle(.ended(Self.at(150), time: 1.1))
                == [.highlight(index: nil), .select(index: Self.trending), .playSelectionHaptic])
    }

    @Test(
        "a press that stops a scrolling bar grabs no indicator, reselects nothing and reports no momentary tap"
    )
    func pressStopsScrollOnSelection() {
        var machine = Self.machine()
        machine.context.isContentScrolling = true
        #expect(machine.handle(.began(Self.at(50), time: 0)) == [])  // Home, the selection
        #expect(!machine.isHoldingIndicator)
        #expect(machine.yieldsScroll(dx: 30, dy: 0))
        #expect(machine.handle(.moved(Self.at(150), time: 0.05)) == [])
        #expect(machine.handle(.ended(Self.at(150), time: 0.1)) == [])
        #expect(machine.handle(.began(Self.at(50), time: 1)) == [])
        #expect(machine.handle(.ended(Self.at(50), time: 1.1)) == [])  // no reselect
        var momentary = Self.machine(selected: nil, isMomentary: true)
        momentary.context.isContentScrolling = true
        #expect(momentary.handle(.began(Self.at(150), time: 0)) == [])
        #expect(momentary.handle(.ended(Self.at(150), time: 0.1)) == [])
    }

    @Test("the scrolling flag is read when a press begins: a press already tracked is kept")
    func pressStopsScrollReadAtBegin() {
        var machine = Self.machine()
        #expect(machine.handle(.began(Self.at(150), time: 0)) == [.highlight(index: Self.trending)])
        machine.context.isContentScrolling = true
        #expect(
            machine.handle(.moved(Self.at(250), time: 0.05))
                == [.highlight(index: Self.subscriptions)])
        #expect(
            machine.handle(.ended(Self.at(250), time: 0.1))
                == [
                    .highlight(index: nil), .select(index: Self.subscriptions),
                    .playSelectionHaptic,
                ])
        // A second press while one is tracked cancels the first, and starts nothing itself.
        machine.context.isContentScrolling = false
        #expect(machine.handle(.began(Self.at(150), time: 1)) == [.highlight(index: Self.trending)])
        machine.context.isContentScrolling = true
        #expect(
            machine.handle(.began(Self.at(50), time: 1.1))
                == [.highlight(index: nil), .restoreIndicator])
        #expect(!machine.isTracking)
        #expect(machine.handle(.ended(Self.at(50), time: 1.2)) == [])
        #expect(machine.selection.selectedIndex == Self.subscriptions)
    }

    typealias ScrollingAtHitTest = InteractionMachine.ScrollingAtHitTest

    @Test(
        "a scroll noted at hit test counts for a touch-down up to 0.25 s away, either way, and no further"
    )
    func scrollingAtHitTestWindow() {
        #expect(ScrollingAtHitTest.maximumTouchDelay == 0.25)
        let note = ScrollingAtHitTest(time: 10, isScrolling: true)
        #expect(note.isScrolling(forTouchAt: 10))  // delivered with the hit test's event
        #expect(note.isScrolling(forTouchAt: 10.05))  // a quick tap, delivered at the lift
        #expect(note.isScrolling(forTouchAt: 10.15))  // delivered when the timer fired
        #expect(note.isScrolling(forTouchAt: 10.25))
        #expect(note.isScrolling(forTouchAt: 9.75))  // a touch time before the event's
        #expect(!note.isScrolling(forTouchAt: 10.5))  // another touch's hit test
        #expect(!note.isScrolling(forTouchAt: 9.5))
        #expect(!note.isScrolling(forTouchAt: .nan))
        #expect(!note.isScrolling(forTouchAt: .infinity))
        #expect(!ScrollingAtHitTest(time: .nan, isScrolling: true).isScrolling(forTouchAt: 10))
        let resting = ScrollingAtHitTest(time: 10, isScrolling: false)
        #expect(!resting.isScrolling(forTouchAt: 10))
        #expect(!resting.isScrolling(forTouchAt: 10.15))
    }

    @Test(
        "a quick tap on a flung bar, delivered at the lift, stops it and selects nothing; a tap long after selects"
    )
    func scrollingAtHitTestTimeline() {
        var machine = Self.machine()
        // The bar decelerates when the touch is hit-tested at 10; the scroll view around it
        // holds the touch-down back until the finger lifts at 10.05.
        let note = ScrollingAtHitTest(time: 10, isScrolling: true)
        machine.context.isContentScrolling = note.isScrolling(forTouchAt: 10.05)
        #expect(machine.handle(.began(Self.at(150), time: 10.05)) == [])
        #expect(machine.handle(.ended(Self.at(150), time: 10.05)) == [])
        #expect(machine.selection.selectedIndex == Self.home)
        // The same note, left by a touch that never reached the control, half a second
        // before a touch that did: it counts for nothing.
        machine.context.isContentScrolling = note.isScrolling(forTouchAt: 10.5)
        #expect(
            machine.handle(.began(Self.at(150), time: 10.5)) == [.highlight(index: Self.trending)])
        #expect(
            machine.handle(.ended(Self.at(150), time: 10.55))
                == [.highlight(index: nil), .select(index: Self.trending), .playSelectionHaptic])
    }

    // MARK: Scrolled

    static func origin(_ x: Double, _ y: Double) -> Point { Point(x: x, y: y) }

    @Test(
        "a sideways swipe on a scrolling bar: the content moves with the finger, nothing selected")
    func scrolledSideways() {
        // The bar scrolls: the finger goes down on Trending, the bar's content follows it, so
        // in the bar's own coordinates the finger stays on Trending.
        var machine = Self.machine()
        #expect(machine.handle(.contentMoved(to: Self.origin(0, 100), time: 0)) == [])
        #expect(
            machine.handle(.began(Self.at(150), time: 0.1)) == [.highlight(index: Self.trending)])
        #expect(machine.handle(.moved(Self.at(138), time: 0.15)) == [])
        #expect(
            machine.handle(.contentMoved(to: Self.origin(-3, 100), time: 0.16))
                == [.highlight(index: nil), .restoreIndicator])
        #expect(!machine.isTracking)
        #expect(machine.handle(.moved(Self.at(138), time: 0.2)) == [])
        #expect(machine.handle(.ended(Self.at(140), time: 0.3)) == [])
        #expect(machine.selection.selectedIndex == Self.home)
        #expect(machine.contentOrigin == Self.origin(-3, 100))
    }

    @Test("sideways then down in a vertical scroll: the list moves the bar, the press is cancelled")
    func scrolledSidewaysThenDown() {
        var machine = Self.machine(yieldsVerticalDrags: true)
        #expect(machine.handle(.contentMoved(to: Self.origin(0, 300), time: 0)) == [])
        #expect(
            machine.handle(.began(Self.at(150), time: 0.1)) == [.highlight(index: Self.trending)])
        // Sideways first: past the slop, onto Subscriptions; the vertical rule no longer applies.
        #expect(
            machine.handle(.moved(Self.at(230, 24), time: 0.15)) == [
                .highlight(index: Self.subscriptions)
            ]
        )
        // Then down: the list scrolls, and the bar with it.
        #expect(
            machine.handle(.contentMoved(to: Self.origin(0, 304), time: 0.2))
                == [.highlight(index: nil), .restoreIndicator])
        #expect(machine.handle(.ended(Self.at(230, 26), time: 0.3)) == [])
        #expect(machine.selection.selectedIndex == Self.home)
    }

    @Test("a held indicator keeps a horizontal move of the content, not a vertical one")
    func scrolledWithIndicator() {
        var machine = Self.machine()
        _ = machine.handle(.contentMoved(to: Self.origin(0, 0), time: 0))
        #expect(machine.handle(.began(Self.at(50), time: 0.1)) == [.highlight(index: Self.home)])
        #expect(machine.isHoldingIndicator)
        #expect(machine.handle(.contentMoved(to: Self.origin(-8, 1), time: 0.15)) == [])
        #expect(
            machine.handle(.moved(Self.at(150), time: 0.2))
                == [.highlight(index: Self.trending), .moveIndicator(to: 1)])
        #expect(
            machine.handle(.ended(Self.at(150), time: 0.3))
                == [.highlight(index: nil), .select(index: Self.trending), .playSelectionHaptic])
        // Held again, and the content goes mostly down: the enclosing scroll takes it.
        #expect(machine.handle(.began(Self.at(150), time: 1)) == [.highlight(index: Self.trending)])
        #expect(
            machine.handle(.contentMoved(to: Self.origin(-8, 20), time: 1.1))
                == [.highlight(index: nil), .restoreIndicator])
        #expect(machine.selection.selectedIndex == Self.trending)
    }

    @Test("content that stays put, a press before any report, and non-finite origins are defined")
    func scrolledEdges() {
        var machine = Self.machine()
        // No origin reported yet: the first report during the press is where it began.
        #expect(machine.handle(.began(Self.at(150), time: 0)) == [.highlight(index: Self.trending)])
        #expect(machine.press?.contentOrigin == nil)
        #expect(machine.handle(.contentMoved(to: Self.origin(5, 5), time: 0.1)) == [])
        #expect(machine.press?.contentOrigin == Self.origin(5, 5))
        // The same origin again is no movement.
        #expect(machine.handle(.contentMoved(to: Self.origin(5, 5), time: 0.2)) == [])
        // Non-finite origins are ignored and not kept.
        #expect(machine.handle(.contentMoved(to: Self.origin(.nan, 5), time: 0.3)) == [])
        #expect(machine.handle(.contentMoved(to: Self.origin(5, .infinity), time: 0.4)) == [])
        #expect(machine.contentOrigin == Self.origin(5, 5))
        #expect(
            machine.handle(.ended(Self.at(150), time: 0.5))
                == [.highlight(index: nil), .select(index: Self.trending), .playSelectionHaptic])
        // Without a press, a report only moves the origin.
        #expect(machine.handle(.contentMoved(to: Self.origin(40, 5), time: 0.6)) == [])
        #expect(machine.contentOrigin == Self.origin(40, 5))
    }

    // MARK: Veto

    @Test("shouldSelect refuses Trending: no selection, no haptic; it is asked with the segment")
    func veto() {
        var machine = Self.machine()
        var asked: [Int] = []
        #expect(machine.handle(.began(Self.at(150), time: 0)) == [.highlight(index: Self.trending)])
        let refused = machine.handle(.ended(Self.at(150), time: 0.1)) { index in
            asked.append(index)
            return index != Self.trending
        }
        #expect(refused == [.highlight(index: nil), .restoreIndicator])
        #expect(asked == [Self.trending])
        #expect(machine.selection.selectedIndex == Self.home)
        // The same predicate lets Subscriptions through.
        #expect(
            machine.handle(.began(Self.at(250), time: 1)) == [.highlight(index: Self.subscriptions)]
        )
        let allowed = machine.handle(.ended(Self.at(250), time: 1.1)) { $0 != Self.trending }
        #expect(
            allowed == [
                .highlight(index: nil), .select(index: Self.subscriptions), .playSelectionHaptic,
            ])
    }

    @Test("shouldSelect refusing an indicator drag: the indicator goes back")
    func vetoIndicatorDrag() {
        var machine = Self.machine()
        _ = machine.handle(.began(Self.at(50), time: 0))
        _ = machine.handle(.moved(Self.at(150), time: 0.1))
        let effects = machine.handle(.ended(Self.at(150), time: 0.2)) { _ in false }
        #expect(effects == [.highlight(index: nil), .restoreIndicator])
        #expect(machine.selection.selectedIndex == Self.home)
    }

    // MARK: Momentary

    @Test("momentary: every tap selects, reports and clears; no reselect, no indicator")
    func momentary() {
        var machine = Self.machine(selected: nil, isMomentary: true)
        #expect(machine.handle(.began(Self.at(150), time: 0)) == [.highlight(index: Self.trending)])
        #expect(
            machine.handle(.ended(Self.at(150), time: 0.1)) == [
                .highlight(index: nil), .select(index: Self.trending), .playSelectionHaptic,
                .clearSelection,
            ])
        #expect(machine.selection.selectedIndex == nil)
        // The same segment again is reported again, not a reselect.
        #expect(machine.handle(.began(Self.at(150), time: 1)) == [.highlight(index: Self.trending)])
        #expect(
            machine.handle(.ended(Self.at(150), time: 1.1)) == [
                .highlight(index: nil), .select(index: Self.trending), .playSelectionHaptic,
                .clearSelection,
            ])
        // Even given a selection, momentary presses grab no indicator.
        machine.selection.select(Self.home)
        #expect(machine.handle(.began(Self.at(50), time: 2)) == [.highlight(index: Self.home)])
        #expect(!machine.isHoldingIndicator)
        #expect(
            machine.handle(.moved(Self.at(150), time: 2.1)) == [.highlight(index: Self.trending)])
        #expect(
            machine.handle(.cancelled(time: 2.2)) == [.highlight(index: nil), .restoreIndicator])
    }

    // MARK: Haptics

    @Test(
        "one haptic per committed change, none for reselects, cancels, vetoes or drags in progress")
    func hapticOnce() {
        var machine = Self.machine()
        var all: [Effect] = []
        let script: [InteractionMachine.Event] = [
            .began(Self.at(150), time: 0), .ended(Self.at(150), time: 0.1),  // select 1
            .began(Self.at(150), time: 1), .ended(Self.at(150), time: 1.1),  // reselect 1
            .began(Self.at(150), time: 2), .moved(Self.at(250), time: 2.1),
            .moved(Self.at(50), time: 2.2), .moved(Self.at(250), time: 2.3),
            .ended(Self.at(250), time: 2.4),  // indicator 1 → 2, crossing three segments
            .began(Self.at(50), time: 3), .cancelled(time: 3.1),  // cancel
            .began(Self.at(50), time: 4), .ended(Self.at(50, 500), time: 4.1),  // outside
        ]
        for event in script { all += machine.handle(event) }
        #expect(all.filter { $0 == .playSelectionHaptic }.count == 2)
        #expect(
            all.filter { if case .select = $0 { true } else { false } } == [
                .select(index: 1), .select(index: 2),
            ])
        #expect(
            all.filter { if case .reselect = $0 { true } else { false } } == [.reselect(index: 1)])
    }

    // MARK: Hostile input

    @Test(
        "non-finite and huge positions: ignored presses and moves, a NaN release counts where it last was"
    )
    func hostilePositions() {
        var machine = Self.machine()
        #expect(machine.handle(.began(Point(x: .nan, y: 22), time: 0)) == [])
        #expect(!machine.isTracking)
        #expect(machine.handle(.began(Point(x: .infinity, y: 22), time: 0)) == [])
        #expect(machine.handle(.began(Self.at(-5), time: 0)) == [])  // outside the bar
        #expect(machine.handle(.began(Self.at(150, 1e308), time: 0)) == [])
        #expect(!machine.isTracking)
        #expect(machine.handle(.began(Self.at(150), time: 1)) == [.highlight(index: Self.trending)])
        #expect(machine.handle(.moved(Point(x: .nan, y: .nan), time: 1.1)) == [])
        #expect(machine.handle(.moved(Point(x: -.infinity, y: 22), time: 1.1)) == [])
        #expect(
            machine.handle(.moved(Self.at(250), time: 1.2)) == [
                .highlight(index: Self.subscriptions)
            ])
        #expect(
            machine.handle(.moved(Self.at(1e308, -1e308), time: 1.3)) == [.highlight(index: nil)])
        #expect(machine.handle(.moved(Self.at(-1e308), time: 1.3)) == [])
        #expect(
            machine.handle(.moved(Self.at(250), time: 1.4)) == [
                .highlight(index: Self.subscriptions)
            ])
        #expect(
            machine.handle(.ended(Point(x: .nan, y: 0), time: 1.5))
                == [
                    .highlight(index: nil), .select(index: Self.subscriptions),
                    .playSelectionHaptic,
                ])
        // A huge indicator drag stays clamped to the bar.
        #expect(
            machine.handle(.began(Self.at(250), time: 2)) == [.highlight(index: Self.subscriptions)]
        )
        #expect(
            machine.handle(.moved(Self.at(-1e300, 22), time: 2.1)) == [
                .highlight(index: nil), .moveIndicator(to: 2),
            ])
        #expect(
            machine.handle(.moved(Self.at(-60), time: 2.2)) == [
                .highlight(index: Self.home), .moveIndicator(to: 0),
            ])
    }

    @Test("NaN, infinite and out-of-order times change nothing about the outcome")
    func hostileTimes() {
        let points = [Self.at(50), Self.at(120), Self.at(190), Self.at(260)]
        func run(_ times: [Double]) -> [[Effect]] {
            var machine = Self.machine()
            var result = [machine.handle(.began(points[0], time: times[0]))]
            result.append(machine.handle(.moved(points[1], time: times[1])))
            result.append(machine.handle(.moved(points[2], time: times[2])))
            result.append(machine.handle(.ended(points[3], time: times[3])))
            return result
        }
        let ordered = run([0, 0.1, 0.2, 0.3])
        #expect(
            ordered.last == [
                .highlight(index: Self.subscriptions), .moveIndicator(to: 2),
                .highlight(index: nil),
                .select(index: Self.subscriptions), .playSelectionHaptic,
            ])
        #expect(run([5, 1, -3, .nan]) == ordered)
        #expect(run([.nan, .infinity, -.infinity, 1e308]) == ordered)
        var machine = Self.machine()
        _ = machine.handle(.began(Self.at(150), time: 2))
        _ = machine.handle(.moved(Self.at(150), time: .nan))
        _ = machine.handle(.moved(Self.at(150), time: 1))
        _ = machine.handle(.moved(Self.at(150), time: .infinity))
        #expect(machine.time == 2)  // the latest finite time seen
    }

    @Test("events without a press, a second press, an empty bar and a disabled control are defined")
    func hostileSequences() {
        var machine = Self.machine()
        #expect(machine.handle(.moved(Self.at(150), time: 0)) == [])
        #expect(machine.handle(.ended(Self.at(150), time: 0)) == [])
        #expect(machine.handle(.cancelled(time: 0)) == [])
        // A second press cancels the first and starts again.
        #expect(machine.handle(.began(Self.at(150), time: 1)) == [.highlight(index: Self.trending)])
        #expect(
            machine.handle(.began(Self.at(250), time: 1.1)) == [
                .highlight(index: nil), .restoreIndicator, .highlight(index: Self.subscriptions),
            ])
        #expect(
            machine.handle(.ended(Self.at(250), time: 1.2))
                == [
                    .highlight(index: nil), .select(index: Self.subscriptions),
                    .playSelectionHaptic,
                ])

        var empty = Self.machine(count: 0, selected: nil)
        #expect(empty.handle(.began(Self.at(0, 0), time: 0)) == [])
        #expect(empty.handle(.ended(Self.at(0, 0), time: 0.1)) == [])

        var disabled = Self.machine()
        disabled.context.isEnabled = false
        #expect(disabled.handle(.began(Self.at(150), time: 0)) == [])
        #expect(disabled.handle(.ended(Self.at(150), time: 0.1)) == [])

        var allDisabled = Self.machine(selected: nil, disabled: [0, 1, 2])
        #expect(allDisabled.handle(.began(Self.at(150), time: 0)) == [])
        #expect(allDisabled.handle(.moved(Self.at(250), time: 0.1)) == [])
        #expect(allDisabled.handle(.ended(Self.at(250), time: 0.2)) == [.restoreIndicator])

        // NaN and negative slop and margin count as 0.
        var strict = Self.machine()
        strict.machine.tapSlop = .nan
        strict.machine.releaseMargin = -5
        #expect(strict.handle(.began(Self.at(50), time: 0)) == [.highlight(index: Self.home)])
        #expect(strict.handle(.moved(Self.at(51), time: 0.1)) == [.moveIndicator(to: 0.01)])
        #expect(
            strict.handle(.ended(Self.at(51, 45), time: 0.2)) == [
                .highlight(index: nil), .moveIndicator(to: 0), .restoreIndicator,
            ])
    }

    @Test("an event's time, and the same event replayed later keeps its kind and point")
    func eventTimeAndDelay() {
        let point = Self.at(51, 20)
        let events: [InteractionMachine.Event] = [
            .began(point, time: 1), .moved(point, time: 2), .ended(point, time: 3),
            .cancelled(time: 4), .contentMoved(to: point, time: 5),
        ]
        #expect(events.map(\.time) == [1, 2, 3, 4, 5])
        #expect(
            events.map { $0.delayed(by: 0.5) } == [
                .began(point, time: 1.5), .moved(point, time: 2.5), .ended(point, time: 3.5),
                .cancelled(time: 4.5), .contentMoved(to: point, time: 5.5),
            ])
        #expect(events[0].delayed(by: .nan).time.isNaN)
    }
}

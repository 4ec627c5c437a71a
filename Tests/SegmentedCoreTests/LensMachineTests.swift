import Foundation
import SegmentedCore
import Testing

/// Timelines of pointer events on the lens over a bar of three equal segments, each 100
/// points wide and 44 tall, with a fill indicator exactly as wide as the segment: Home
/// (x 0..<100, centre 50), Trending (100..<200, centre 150), Subscriptions (200...300,
/// centre 250), unless a test says otherwise. Expected numbers are worked out from the
/// documented rules and closed forms here, not read back from the lens.
@Suite("Indicator lens")
struct LensMachineTests {
    typealias Effect = InteractionMachine.Effect
    static let home = 0
    static let trending = 1
    static let subscriptions = 2

    static func lens(
        count: Int = 3, selected: Int? = 0, disabled: Set<Int> = [],
        direction: LayoutDirection = .leftToRight, reduceMotion: Bool = false,
        parameters: LensParameters = .liquidGlass
    ) -> LensHost {
        let arrangement = SegmentedLayout(
            distribution: .fillEqually(), indicator: .fill(), layoutDirection: direction
        )
        .arrange(
            contentSizes: Array(repeating: Size(width: 40, height: 20), count: count),
            in: Size(width: 100 * Double(count), height: 44))
        let context = LensMachine.Context(
            arrangement: arrangement,
            selection: SelectionModel(
                count: count, selectedIndex: selected, disabledIndices: disabled))
        return LensHost(context: context, parameters: parameters, reduceMotion: reduceMotion)
    }

    static func at(_ x: Double, _ y: Double = 22) -> Point { Point(x: x, y: y) }

    /// The indicator resting on a segment of the test bar.
    static func rest(_ index: Double) -> Rect { Rect(x: 100 * index, y: 0, width: 100, height: 44) }

    /// A critically damped spring's displacement: `(x0 + (v0 + ω·x0)·t)·e^(−ω·t)`, ω = 2π / response.
    static func critical(_ x0: Double, _ v0: Double, response: Double, _ t: Double) -> Double {
        let omega = 2 * Double.pi / response
        return (x0 + (v0 + omega * x0) * t) * exp(-omega * t)
    }

    /// The lift's ease-out, `1 − (1 − u)³`.
    static func easeOut(_ u: Double) -> Double { 1 - (1 - u) * (1 - u) * (1 - u) }

    // MARK: Lift

    @Test(
        "press on the selected segment: the indicator lifts to 1.15 over 0.15 s, eased out, in place"
    )
    func pressLifts() throws {
        var lens = Self.lens()
        #expect(lens.handle(.began(Self.at(50), time: 0)) == [.highlight(index: Self.home)])
        let start = try #require(lens.state(at: 0))
        #expect(start.lift == 0)
        #expect(start.scale == 1)
        let half = try #require(lens.state(at: 0.075))
        #expect(approx(half.lift, Self.easeOut(0.5)))  // 0.875
        #expect(approx(half.scale, 1 + 0.15 * 0.875))
        #expect(approx(half.magnification, 1 + 0.15 * 0.875))
        let lifted = try #require(lens.state(at: 0.15))
        #expect(lifted.lift == 1)
        #expect(approx(lifted.scale, 1.15))
        #expect(lifted.indicatorFrame == Self.rest(0))  // lifted where it rests, not moved
        #expect(
            approx(lifted.scaledIndicatorFrame, Rect(x: -7.5, y: -3.3, width: 115, height: 50.6)))
        #expect(lens.isSettled(at: 0.15))
        #expect(!lens.isSettled(at: 0.1))
    }

    @Test("release without moving: the indicator drops back over 0.15 s, and the tap is a reselect")
    func releaseDrops() throws {
        var lens = Self.lens()
        lens.handle(.began(Self.at(50), time: 0))
        #expect(
            lens.handle(.ended(Self.at(52), time: 0.2)) == [
                .highlight(index: nil), .reselect(index: Self.home),
            ])
        #expect(try #require(lens.state(at: 0.2)).lift == 1)
        #expect(approx(try #require(lens.state(at: 0.275)).lift, 1 - Self.easeOut(0.5)))
        #expect(try #require(lens.state(at: 0.35)).lift == 0)
    }

    @Test(
        "at rest means settled and not lifted: a lens held lifted and still is settled but not at rest"
    )
    func atRest() {
        var lens = Self.lens()
        #expect(lens.lens.isAtRest(at: 0))
        lens.handle(.began(Self.at(50), time: 0))
        #expect(!lens.lens.isAtRest(at: 0.1), "lifting")
        #expect(lens.isSettled(at: 0.5) && !lens.lens.isAtRest(at: 0.5), "held lifted, still")
        lens.handle(.ended(Self.at(50), time: 1))
        #expect(!lens.lens.isAtRest(at: 1.05), "dropping back")
        #expect(lens.lens.isAtRest(at: 2))
        #expect(lens.lens.isAtRest(at: .nan))
    }

    @Test(
        "press on another segment: no lift; the release selects it and the indicator stretches over"
    )
    func tapElsewhere() throws {
        var lens = Self.lens()
        #expect(
            lens.handle(.began(Self.at(250), time: 0)) == [.highlight(index: Self.subscriptions)])
        #expect(try #require(lens.state(at: 0.1)).lift == 0)
        #expect(
            lens.handle(.ended(Self.at(250), time: 0.1))
                == [
                    .highlight(index: nil), .select(index: Self.subscriptions),
                    .playSelectionHaptic,
                ])
        // 0.1 s after the release: each edge from rest at 0 towards 2 on its own spring.
        let state = try #require(lens.state(at: 0.2))
        let leading = 2 + Self.critical(-2, 0, response: 0.2, 0.1)
        let trailing = 2 + Self.critical(-2, 0, response: 0.4, 0.1)
        #expect(leading > trailing)
        #expect(
            approx(
                state.indicatorFrame,
                Rect(x: 100 * trailing, y: 0, width: 100 * (leading - trailing) + 100, height: 44)))
        #expect(state.isStretched(restWidth: 100))
        #expect(state.lift == 0)
        #expect(approx(state.position, (leading + trailing) / 2))
        #expect(!lens.isSettled(at: 0.2))
    }

    // MARK: Scrub

    @Test(
        "scrub: the indicator follows the finger, the leading edge ahead, stretched the way it goes"
    )
    func scrubStretches() throws {
        var lens = Self.lens()
        lens.handle(.began(Self.at(50), time: 0))
        // Within the slop (10 pt) nothing moves.
        #expect(lens.handle(.moved(Self.at(58), time: 0.05)) == [])
        #expect(try #require(lens.state(at: 0.05)).indicatorFrame == Self.rest(0))
        #expect(
            lens.handle(.moved(Self.at(150), time: 0.1))
                == [.highlight(index: Self.trending), .moveIndicator(to: 1)])
        #expect(lens.target == 1)
        let state = try #require(lens.state(at: 0.2))
        let leading = 1 + Self.critical(-1, 0, response: 0.2, 0.1)
        let trailing = 1 + Self.critical(-1, 0, response: 0.4, 0.1)
        #expect(approx(state.indicatorFrame.minX, 100 * trailing))
        #expect(approx(state.indicatorFrame.maxX, 100 * leading + 100))
        #expect(state.indicatorFrame.width > 100)  // stretched towards Trending
        #expect(state.lift == 1)
        // The emphasis follows the indicator's centre.
        let centre = (leading + trailing) / 2
        #expect(state.emphasis.lower == 0)
        #expect(approx(state.emphasis.upperEmphasis, centre))
        // Held still, it settles back to its width on Trending.
        let settled = try #require(lens.state(at: 3))
        #expect(settled.indicatorFrame == Self.rest(1))
        #expect(lens.isSettled(at: 3))
    }

    @Test("scrub back the other way: the faster edge now leads to the left")
    func scrubReverses() throws {
        var lens = Self.lens(selected: 2)
        lens.handle(.began(Self.at(250), time: 0))
        lens.handle(.moved(Self.at(50), time: 0.1))
        #expect(lens.target == 0)
        let (leading, trailing) = lens.edgePositions(at: 0.2)
        #expect(leading < trailing)  // the fast edge is ahead, to the left
        let state = try #require(lens.state(at: 0.2))
        #expect(approx(state.indicatorFrame.minX, 100 * leading))
        #expect(approx(state.indicatorFrame.maxX, 100 * trailing + 100))
    }

    @Test(
        "the grab offset is kept: grabbed at its left quarter, the indicator stays under the finger there"
    )
    func grabOffset() {
        var lens = Self.lens()
        lens.handle(.began(Self.at(25), time: 0))
        lens.handle(.moved(Self.at(125), time: 0.1))
        #expect(approx(lens.target, 1))
    }

    @Test(
        "past the last segment the indicator is pulled back by the rubber band, never a hard stop")
    func rubberBandEnd() throws {
        var lens = Self.lens(selected: 2)
        lens.handle(.began(Self.at(250), time: 0))
        // 100 pt past the last centre (within the 70-pt margin beyond the bar) wants 1 segment
        // more; (1 − 1 / (1 · 0.55 / 0.25 + 1)) · 0.25 = 0.171875.
        #expect(
            lens.handle(.moved(Self.at(350), time: 0.1)) == [.moveIndicator(to: 2)])
        #expect(approx(lens.target, 2.171875))
        let held = try #require(lens.state(at: 3))
        #expect(approx(held.indicatorFrame, Rect(x: 217.1875, y: 0, width: 100, height: 44)))
        #expect(held.position == 2)  // emphasis stays on the end
        // The release lands on the last segment: no change, the indicator springs back.
        #expect(
            lens.handle(.ended(Self.at(350), time: 3)) == [
                .highlight(index: nil), .restoreIndicator,
            ])
        #expect(lens.target == 2)
        #expect(try #require(lens.state(at: 6)).indicatorFrame == Self.rest(2))
    }

    @Test("before the first segment the rubber band pulls the other way")
    func rubberBandStart() {
        var lens = Self.lens()
        lens.handle(.began(Self.at(50), time: 0))
        lens.handle(.moved(Self.at(-50), time: 0.1))
        #expect(approx(lens.target, -0.171875))
        #expect(approx(lens.state(at: 3)?.indicatorFrame.minX ?? .nan, -17.1875))
    }

    @Test("beyond the release margin the indicator goes back to the selection")
    func offTheBar() {
        var lens = Self.lens()
        lens.handle(.began(Self.at(50), time: 0))
        lens.handle(.moved(Self.at(150), time: 0.1))
        lens.handle(.moved(Self.at(150, 200), time: 0.2))  // 156 pt below the bar
        #expect(lens.target == 0)
    }

    // MARK: Release and interruption

    @Test("release lands on the nearest enabled segment and carries its velocity into the settle")
    func releaseCarriesVelocity() throws {
        var lens = Self.lens()
        lens.handle(.began(Self.at(50), time: 0))
        lens.handle(.moved(Self.at(160), time: 0.05))
        let before = lens.velocity(at: 0.1)
        let edgesBefore = lens.edgePositions(at: 0.1)
        #expect(before > 0)
        #expect(
            lens.handle(.ended(Self.at(160), time: 0.1))
                == [.highlight(index: nil), .select(index: Self.trending), .playSelectionHaptic])
        #expect(lens.target == 1)
        // The same positions and speed the instant after: nothing jumps, the speed carries on.
        #expect(approx(lens.velocity(at: 0.1), before))
        let edgesAfter = lens.edgePositions(at: 0.1)
        #expect(approx(edgesAfter.leading, edgesBefore.leading))
        #expect(approx(edgesAfter.trailing, edgesBefore.trailing))
        // The leading edge's settle is its spring from that state. Before the release it ran
        // from rest at 0 towards 1.1 (the finger at 160) for 0.05 s: x = x0·(1 + ωt)·e^(−ωt),
        // v = −ω²·x0·t·e^(−ωt) with x0 = −1.1; after it, towards 1 from there.
        let omega = 2 * Double.pi / 0.2
        let x = Self.critical(-1.1, 0, response: 0.2, 0.05)
        let v = -omega * omega * -1.1 * 0.05 * exp(-omega * 0.05)
        #expect(approx(edgesBefore.leading, 1.1 + x))
        let leading = lens.edgePositions(at: 0.15).leading
        #expect(approx(leading, 1 + Self.critical(1.1 + x - 1, v, response: 0.2, 0.05)))
        #expect(try #require(lens.state(at: 3)).indicatorFrame == Self.rest(1))
    }

    @Test("release near a disabled segment lands on the nearest enabled one")
    func releaseSkipsDisabled() {
        var lens = Self.lens(disabled: [1])
        lens.handle(.began(Self.at(50), time: 0))
        lens.handle(.moved(Self.at(160), time: 0.05))  // indicator at 1.1: Trending is disabled
        #expect(
            lens.handle(.ended(Self.at(160), time: 0.1))
                == [
                    .highlight(index: nil), .select(index: Self.subscriptions),
                    .playSelectionHaptic,
                ])
        #expect(lens.target == 2)
    }

    @Test("a new press interrupts the settle from the current position and velocity")
    func pressInterrupts() throws {
        var lens = Self.lens()
        lens.handle(.began(Self.at(250), time: 0))
        lens.handle(.ended(Self.at(250), time: 0.05))  // selects Subscriptions; indicator travels
        let before = try #require(lens.state(at: 0.15))
        let speed = lens.velocity(at: 0.15)
        #expect(speed > 0)
        // Pressed on Subscriptions (the selection) mid-flight: it lifts from where it is.
        #expect(
            lens.handle(.began(Self.at(250), time: 0.15)) == [.highlight(index: Self.subscriptions)]
        )
        let after = try #require(lens.state(at: 0.15))
        #expect(approx(after.indicatorFrame, before.indicatorFrame))
        #expect(approx(lens.velocity(at: 0.15), speed))
        #expect(after.lift == 0)
        #expect(try #require(lens.state(at: 0.3)).lift == 1)
        // A scrub from there retargets from the current state too.
        lens.handle(.moved(Self.at(50), time: 0.2))
        #expect(lens.target == 0)
        #expect(lens.velocity(at: 0.25) < 0)  // turned round towards Home
    }

    @Test("a programmatic selection moves the indicator like a tap: stretched, not lifted")
    func programmaticSelect() throws {
        var lens = Self.lens()
        let selected = lens.select(2, at: 1)
        #expect(selected)
        #expect(lens.selection.selectedIndex == 2)
        let state = try #require(lens.state(at: 1.1))
        #expect(state.lift == 0)
        #expect(state.isStretched(restWidth: 100))
        let refused = !lens.select(7, at: 1.2)
        #expect(refused)  // out of range: refused, indicator keeps going to 2
        #expect(lens.target == 2)
    }

    @Test(
        "a selection placed without motion: the lens rests on it at once, and keeps its lift"
    )
    func placed() throws {
        var context = Self.lens().context
        var lens = LensMachine(context: context)
        // Home is pressed: the indicator is held and lifting.
        var interaction = InteractionMachine()
        interaction.handle(.began(Self.at(50), time: 0), in: context)
        lens.handle(.pressChanged(interaction.press, isNewPress: true, time: 0), in: context)
        context.selection.select(Self.subscriptions)
        lens.handle(.indicatorPlaced(time: 0.05), in: context)
        #expect(lens.target == 2)
        #expect(try #require(lens.state(at: 0.05)).indicatorFrame == Self.rest(2))
        #expect(try #require(lens.state(at: 0.15)).lift == 1, "still held, still lifted")
        // A selection reported as changed travels instead.
        context.selection.select(Self.home)
        lens.handle(.selectionChanged(time: 0.2), in: context)
        #expect(try #require(lens.state(at: 0.2)).indicatorFrame == Self.rest(2))
        #expect(try #require(lens.state(at: 9)).indicatorFrame == Self.rest(0))
    }

    @Test(
        "a lens made over no segments (a control before its first layout) rests on the selection the first segments bring, without travel"
    )
    func firstSegmentsPlace() throws {
        let selection = SelectionModel(count: 3, selectedIndex: Self.subscriptions)
        var lens = LensMachine(
            context: LensMachine.Context(arrangement: .empty, selection: selection))
        #expect(lens.state(at: 0) == nil)
        let laidOut = LensMachine.Context(
            arrangement: Self.lens().arrangement, selection: selection)
        lens.handle(.arrangementChanged(time: 1), in: laidOut)
        #expect(lens.isSettled(at: 1))
        #expect(try #require(lens.state(at: 1)).indicatorFrame == Self.rest(2))
        // Once segments were drawn, a new arrangement moves the lens as before.
        var moved = laidOut
        moved.selection.select(Self.home)
        lens.handle(.arrangementChanged(time: 2), in: moved)
        #expect(!lens.isSettled(at: 2))
    }

    @Test(
        "other springs: a leading edge not twice as fast, and underdamped edges, follow their closed forms"
    )
    func otherSprings() throws {
        // 0.25 s and 0.4 s: no shared exponential.
        var lens = Self.lens(
            parameters: LensParameters(leadingEdge: .spring(response: 0.25, dampingFraction: 1)))
        lens.handle(.began(Self.at(250), time: 0))
        lens.handle(.ended(Self.at(250), time: 0))
        let state = try #require(lens.state(at: 0.1))
        let leading = 2 + Self.critical(-2, 0, response: 0.25, 0.1)
        let trailing = 2 + Self.critical(-2, 0, response: 0.4, 0.1)
        #expect(approx(state.indicatorFrame.minX, 100 * trailing))
        #expect(approx(state.indicatorFrame.maxX, 100 * leading + 100))
        // Underdamped: x(t) = e^(−ζωt)·(x0·cos ω_d t + (ζω·x0 / ω_d)·sin ω_d t) from rest.
        var bouncy = Self.lens(
            parameters: LensParameters(
                leadingEdge: .spring(response: 0.3, dampingFraction: 0.6),
                trailingEdge: .spring(response: 0.5, dampingFraction: 0.6)))
        bouncy.handle(.began(Self.at(250), time: 0))
        bouncy.handle(.ended(Self.at(250), time: 0))
        func underdamped(response: Double, _ t: Double) -> Double {
            let omega = 2 * Double.pi / response
            let zeta = 0.6
            let damped = omega * (1 - zeta * zeta).squareRoot()
            let x0 = -2.0
            return exp(-zeta * omega * t)
                * (x0 * cos(damped * t) + zeta * omega * x0 / damped * sin(damped * t))
        }
        let edges = bouncy.edgePositions(at: 0.2)
        #expect(approx(edges.leading, 2 + underdamped(response: 0.3, 0.2)))
        #expect(approx(edges.trailing, 2 + underdamped(response: 0.5, 0.2)))
        let drawn = try #require(bouncy.state(at: 0.2))
        #expect(
            approx(drawn.indicatorFrame.maxX, 100 * Swift.max(edges.leading, edges.trailing) + 100))
    }

    @Test(
        "the lens rests on the selection a release commits before the host stores it, and draws over the context's arrangement"
    )
    func contextOnly() throws {
        let bar = SegmentedLayout(distribution: .fillEqually(), indicator: .fill())
            .arrange(
                contentSizes: Array(repeating: Size(width: 40, height: 20), count: 3),
                in: Size(width: 300, height: 44))
        let context = LensMachine.Context(
            arrangement: bar, selection: SelectionModel(count: 3, selectedIndex: 0))
        var control = ControlMachine<Int>(lens: .liquidGlass)
        control.handle(.pointer(.began(Self.at(250), time: 0)), in: context)
        #expect(
            control.handle(.pointer(.ended(Self.at(250), time: 0.1)), in: context)
                == [
                    .highlight(index: nil), .select(index: Self.subscriptions),
                    .playSelectionHaptic,
                ])
        #expect(control.lens?.target == 2)
        // The next event's context has the stored selection and a wider bar: drawn there.
        var wider = context
        wider.arrangement = SegmentedLayout(distribution: .fillEqually(), indicator: .fill())
            .arrange(
                contentSizes: Array(repeating: Size(width: 40, height: 20), count: 3),
                in: Size(width: 600, height: 44))
        wider.selection.select(Self.subscriptions)
        #expect(control.handle(.selectionChanged, in: wider, at: 0.2) == [])
        #expect(control.lens?.arrangement == wider.arrangement)
        #expect(
            try #require(control.lens?.state(at: 9)).indicatorFrame
                == Rect(x: 400, y: 0, width: 200, height: 44))
    }

    // MARK: Right to left

    @Test("right to left: the scrub and the rubber band are mirrored")
    func rightToLeft() throws {
        // Segment 0 is at the right (x 200...300), segment 2 at the left.
        var lens = Self.lens(direction: .rightToLeft)
        lens.handle(.began(Self.at(250), time: 0))
        lens.handle(.moved(Self.at(150), time: 0.1))
        #expect(lens.target == 1)
        let state = try #require(lens.state(at: 0.2))
        #expect(state.indicatorFrame.width > 100)
        // Leading edge (towards segment 1, leftwards) defines the left side.
        let leading = 1 + Self.critical(-1, 0, response: 0.2, 0.1)
        #expect(approx(state.indicatorFrame.minX, 200 - 100 * leading))
        lens.handle(.moved(Self.at(-50), time: 0.3))  // 100 pt past segment 2's centre (50)
        #expect(approx(lens.target, 2.171875))
        #expect(approx(lens.state(at: 5)?.indicatorFrame.minX ?? .nan, -17.1875))
    }

    // MARK: Reduce Motion

    @Test("Reduce Motion: no lift, no stretch, no rubber band; the indicator moves directly")
    func reduceMotion() throws {
        var lens = Self.lens(reduceMotion: true)
        lens.handle(.began(Self.at(50), time: 0))
        #expect(try #require(lens.state(at: 0.1)).lift == 0)
        #expect(try #require(lens.state(at: 0.1)).scale == 1)
        lens.handle(.moved(Self.at(150), time: 0.1))
        #expect(try #require(lens.state(at: 0.1)).indicatorFrame == Self.rest(1))
        lens.handle(.moved(Self.at(350), time: 0.2))
        #expect(lens.target == 2)  // clamped: no rubber band
        #expect(try #require(lens.state(at: 0.2)).indicatorFrame == Self.rest(2))
        lens.handle(.ended(Self.at(350), time: 0.3))
        #expect(lens.selection.selectedIndex == 2)
        #expect(lens.isSettled(at: 0.3))
        // A tap elsewhere: placed at once, never stretched.
        lens.handle(.began(Self.at(50), time: 1))
        lens.handle(.ended(Self.at(50), time: 1.1))
        #expect(try #require(lens.state(at: 1.1)).indicatorFrame == Self.rest(0))
    }

    @Test("Reduce Motion: a selection in code places the lens at once, without lift or stretch")
    func reduceMotionSelection() throws {
        var lens = Self.lens(reduceMotion: true)
        lens.select(2, at: 1)
        #expect(lens.isSettled(at: 1))
        let state = try #require(lens.state(at: 1))
        #expect(state.indicatorFrame == Self.rest(2))
        #expect(state.lift == 0)
        #expect(state.scale == 1)
        // Reduce Motion turned on between events: the next selection is placed too.
        var toggled = Self.lens()
        toggled.setReduceMotion(true)
        toggled.select(1, at: 2)
        #expect(toggled.isSettled(at: 2))
        #expect(try #require(toggled.state(at: 2)).indicatorFrame == Self.rest(1))
    }

    // MARK: Hostile input

    @Test(
        "hostile times: NaN and backwards times are kept monotonic; NaN query gives the resting state"
    )
    func hostileTimes() throws {
        var lens = Self.lens()
        lens.handle(.began(Self.at(250), time: 1))
        lens.handle(.ended(Self.at(250), time: .nan))  // counts as 1
        #expect(lens.time == 1)
        #expect(try #require(lens.state(at: .nan)).indicatorFrame == Self.rest(2))
        // Before the latest event: as of that event (the indicator still on Home).
        #expect(try #require(lens.state(at: -5)).indicatorFrame == Self.rest(0))
        #expect(try #require(lens.state(at: -.infinity)).indicatorFrame == Self.rest(0))
        #expect(try #require(lens.state(at: .infinity)).indicatorFrame == Self.rest(2))
        lens.select(1, at: 0.5)  // earlier than 1: counts as 1
        #expect(lens.time == 1)
        #expect(lens.isSettled(at: .nan))
    }

    @Test(
        "hostile points: NaN and infinite points are ignored, a NaN release ends at the last point")
    func hostilePoints() {
        var lens = Self.lens()
        #expect(lens.handle(.began(Point(x: .nan, y: 22), time: 0)) == [])
        lens.handle(.began(Self.at(50), time: 0))
        #expect(lens.handle(.moved(Point(x: .infinity, y: 22), time: 0.1)) == [])
        lens.handle(.moved(Self.at(150), time: 0.2))
        lens.handle(.ended(Point(x: .nan, y: .nan), time: 0.3))
        #expect(lens.selection.selectedIndex == 1)
        #expect(lens.target == 1)
    }

    @Test("no segments: no state, events do nothing")
    func empty() {
        var lens = Self.lens(count: 0, selected: nil)
        #expect(lens.state(at: 0) == nil)
        #expect(lens.handle(.began(Self.at(10), time: 0)) == [])
        #expect(lens.isSettled(at: 0))
        let selected = lens.select(0, at: 0)
        #expect(!selected)
    }

    @Test("every segment disabled: a press neither lifts nor selects; the indicator stays")
    func allDisabled() throws {
        var lens = Self.lens(selected: nil, disabled: [0, 1, 2])
        lens.handle(.began(Self.at(150), time: 0))
        lens.handle(.moved(Self.at(250), time: 0.1))
        #expect(lens.handle(.ended(Self.at(250), time: 0.2)) == [.restoreIndicator])
        #expect(try #require(lens.state(at: 0.2)) == (try #require(lens.state(at: 5))))
        #expect(try #require(lens.state(at: 0.2)).lift == 0)
    }

    @Test("a new arrangement keeps the indicator's segment")
    func relayout() throws {
        var lens = Self.lens(selected: 1)
        let wider = SegmentedLayout(distribution: .fillEqually(), indicator: .fill())
            .arrange(
                contentSizes: Array(repeating: Size(width: 40, height: 20), count: 3),
                in: Size(width: 600, height: 44))
        lens.update(arrangement: wider, at: 0)
        #expect(
            try #require(lens.state(at: 0)).indicatorFrame
                == Rect(x: 200, y: 0, width: 200, height: 44)
        )
        // Fewer segments than the selection: the selection model decides, the indicator follows.
        let one = SegmentedLayout(distribution: .fillEqually(), indicator: .fill())
            .arrange(contentSizes: [Size(width: 40, height: 20)], in: Size(width: 100, height: 44))
        lens.update(arrangement: one, selection: SelectionModel(count: 1), at: 1)
        #expect(
            try #require(lens.state(at: 9)).indicatorFrame
                == Rect(x: 0, y: 0, width: 100, height: 44))
    }

    // MARK: Parameters

    @Test("parameters: the rubber band's formula and bad values")
    func parameters() {
        let p = LensParameters.liquidGlass
        #expect(p.liftScale == 1.15)
        #expect(p.rubberBandCoefficient == 0.55)
        #expect(p.leadingEdge == .spring(response: 0.2, dampingFraction: 1))
        #expect(p.trailingEdge == .spring(response: 0.4, dampingFraction: 1))
        #expect(approx(p.rubberBand(1), 0.171875))
        let expected: Double = (1 - 1 / (0.1 * 0.55 / 0.25 + 1)) * 0.25
        #expect(approx(p.rubberBand(0.1), expected))
        #expect(p.rubberBand(0) == 0)
        #expect(p.rubberBand(-3) == 0)
        #expect(p.rubberBand(.nan) == 0)
        #expect(p.rubberBand(.infinity) == 0.25)
        #expect(LensParameters(rubberBandCoefficient: .nan).rubberBand(1) == 0)
        #expect(LensParameters(rubberBandLimit: -1).rubberBand(1) == 0)
    }

    @Test(
        "parameters compare as used: a NaN equals itself and what it counts as, a real change differs"
    )
    func parametersCompareAsUsed() {
        let nan = LensParameters(liftScale: .nan, rubberBandLimit: .nan)
        #expect(nan == nan)
        #expect(nan.hashValue == nan.hashValue)
        #expect(nan == LensParameters(liftScale: 1, rubberBandLimit: 0))
        #expect(LensParameters(lensMagnification: 0.5) == LensParameters(lensMagnification: 1))
        #expect(
            LensParameters(leadingEdge: .linear(duration: .nan))
                == LensParameters(leadingEdge: .none))
        #expect(Set([nan, LensParameters(liftScale: 1, rubberBandLimit: -2)]).count == 1)
        #expect(LensParameters(liftScale: 1.2) != .liquidGlass)
        #expect(LensParameters(rubberBandCoefficient: 0.5) != .liquidGlass)
        #expect(
            LensParameters(trailingEdge: .spring(response: 0.3, dampingFraction: 1)) != .liquidGlass
        )
    }

    @Test("bad lens parameters: NaN scale counts as 1, a .none edge jumps, a zero lift is instant")
    func badParameters() throws {
        let bad = LensParameters(
            liftScale: .nan, lensMagnification: 0.5, liftDuration: -1, leadingEdge: .none,
            trailingEdge: .none)
        var lens = Self.lens(parameters: bad)
        lens.handle(.began(Self.at(50), time: 0))
        let lifted = try #require(lens.state(at: 0))
        #expect(lifted.lift == 1)  // instant
        #expect(lifted.scale == 1)
        #expect(lifted.magnification == 1)
        lens.handle(.moved(Self.at(150), time: 0.1))
        #expect(approx(try #require(lens.state(at: 0.1001)).indicatorFrame, Self.rest(1), 1e-6))
    }
}

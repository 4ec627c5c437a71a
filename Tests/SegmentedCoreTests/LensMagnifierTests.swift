import SegmentedCore
import Testing

/// The magnifier each front-end draws from a lens state, on the bar of ``LensMachineTests``
/// (three segments 100 points wide and 44 tall, a capsule-free fill indicator as wide as the
/// segment), its numbers worked out here from the rule: scale the titles by the
/// magnification about the lens's centre, clip them to the scaled indicator, as opaque as the
/// lift.
@Suite("Lens magnifier")
struct LensMagnifierTests {
    static let capsule = Indicator.fill(cornerRadius: .infinity)

    @Test("at rest the magnifier draws nothing: opacity 0, scale 1, the clip the resting indicator")
    func rest() {
        let state = LensState(
            indicatorFrame: Rect(x: 100, y: 0, width: 100, height: 44), lift: 0, scale: 1,
            magnification: 1, position: 1,
            emphasis: EmphasisSpan(lower: 1, lowerEmphasis: 1, upper: 2, upperEmphasis: 0))
        let magnifier = state.magnifier(for: Self.capsule)
        #expect(!magnifier.isVisible)
        #expect(magnifier.opacity == 0 && magnifier.scale == 1)
        #expect(magnifier.clip == Rect(x: 100, y: 0, width: 100, height: 44))
        #expect(magnifier.center == Point(x: 150, y: 22))
        #expect(magnifier.cornerRadius == 22)
    }

    @Test(
        "a pressed lens: the titles scaled 1.15 about the lens's centre, inside the lifted capsule")
    func pressed() throws {
        var lens = LensMachineTests.lens(selected: 1)
        lens.handle(.began(LensMachineTests.at(150), time: 0))
        let state = try #require(lens.state(at: 0.15))
        let magnifier = state.magnifier(for: Self.capsule)
        #expect(magnifier.isVisible && magnifier.opacity == 1)
        #expect(approx(magnifier.scale, 1.15))
        // The indicator 100 × 44 at x 100, scaled 1.15 about (150, 22): 115 × 50.6.
        #expect(approx(magnifier.clip, Rect(x: 92.5, y: -3.3, width: 115, height: 50.6)))
        #expect(approx(magnifier.center.x, 150) && approx(magnifier.center.y, 22))
        #expect(approx(magnifier.cornerRadius, 25.3))  // a capsule: half the lifted height
        // A title 40 × 20 centred in Trending (x 130, y 12) is drawn 46 × 23 about the centre.
        let title = magnifier.magnified(Rect(x: 130, y: 12, width: 40, height: 20))
        #expect(approx(title, Rect(x: 127, y: 10.5, width: 46, height: 23)))
        // A point right of the centre moves further right.
        let point = magnifier.magnified(Point(x: 160, y: 22))
        #expect(approx(point.x, 161.5) && approx(point.y, 22))
    }

    @Test("half lifted: the magnification follows the lift; the copy is already opaque")
    func halfLifted() throws {
        var lens = LensMachineTests.lens(selected: 1)
        lens.handle(.began(LensMachineTests.at(150), time: 0))
        let state = try #require(lens.state(at: 0.075))
        let magnifier = state.magnifier(for: .fill(cornerRadius: 8))
        // Not a cross-fade: half of each title and half of its larger copy would show both.
        #expect(magnifier.opacity == 1 && state.lift > 0 && state.lift < 1)
        #expect(approx(magnifier.scale, 1 + 0.15 * state.lift))
        #expect(magnifier.clip == state.scaledIndicatorFrame)
        #expect(magnifier.cornerRadius == 8)  // the indicator's own radius, not a capsule
    }

    @Test("stretched mid-scrub, right to left: the clip is the stretched lens, centred on it")
    func stretchedRightToLeft() throws {
        var lens = LensMachineTests.lens(selected: 0, direction: .rightToLeft)
        // Home sits at the right (x 200...300) in right to left; the finger drags it left.
        lens.handle(.began(LensMachineTests.at(250), time: 0))
        lens.handle(.moved(LensMachineTests.at(150), time: 0.05))
        let state = try #require(lens.state(at: 0.1))
        let magnifier = state.magnifier(for: Self.capsule)
        let frame = state.scaledIndicatorFrame
        #expect(frame.width > 115, "stretched while it travels")
        #expect(magnifier.clip == frame)
        #expect(magnifier.center == Point(x: frame.midX, y: frame.midY))
        #expect(approx(magnifier.cornerRadius, frame.height / 2))
    }

    @Test("a lifted lens that does not magnify draws nothing: the titles are the copy already")
    func liftedWithoutMagnification() {
        let frame = Rect(x: 0, y: 0, width: 100, height: 44)
        let span = EmphasisSpan(lower: 0, lowerEmphasis: 1, upper: 1, upperEmphasis: 0)
        let state = LensState(
            indicatorFrame: frame, lift: 1, scale: 1.15, magnification: 1, position: 0,
            emphasis: span)
        let magnifier = state.magnifier(for: Self.capsule)
        #expect(magnifier.opacity == 1 && magnifier.scale == 1 && !magnifier.isVisible)
    }

    @Test("numbers that are not numbers draw nothing, at scale 1")
    func notNumbers() {
        let frame = Rect(x: 0, y: 0, width: 100, height: 44)
        let span = EmphasisSpan(lower: 0, lowerEmphasis: 1, upper: 1, upperEmphasis: 0)
        for (lift, magnification) in [(Double.nan, Double.nan), (-1, 0.5), (.infinity, .infinity)] {
            let state = LensState(
                indicatorFrame: frame, lift: lift, scale: 1, magnification: magnification,
                position: 0, emphasis: span)
            let magnifier = state.magnifier(for: Self.capsule)
            #expect(magnifier.opacity == 0 && magnifier.scale == 1)
        }
    }

    @Test("the copy draws at the screen's scale times the magnification, at most three times")
    func contentsScale() {
        #expect(approx(LensParameters.liquidGlass.magnifiedContentsScale(screenScale: 3), 3.45))
        #expect(LensParameters(lensMagnification: 10).magnifiedContentsScale(screenScale: 2) == 6)
        #expect(LensParameters(lensMagnification: .nan).magnifiedContentsScale(screenScale: 2) == 2)
        #expect(LensParameters(lensMagnification: 0.5).magnifiedContentsScale(screenScale: 2) == 2)
        for screen in [0, -2, Double.nan, .infinity] {
            #expect(
                approx(LensParameters.liquidGlass.magnifiedContentsScale(screenScale: screen), 1.15)
            )
        }
    }
}

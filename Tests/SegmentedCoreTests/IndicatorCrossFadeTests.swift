import SegmentedCore
import Testing

@Suite("Indicator cross-fade")
struct IndicatorCrossFadeTests {
    /// CSS `ease-in-out` halfway through: the curve is symmetric, so 0.5.
    @Test("the fade runs over the core's Reduce Motion cross-fade: 0.2 s, eased in and out")
    func timing() {
        #expect(Motion.reducedMotionCrossFade == .easeInOut(duration: 0.2))
        let fade = IndicatorCrossFade(from: 0, to: 2, at: 10)
        #expect(fade.incomingOpacity(at: 10) == 0)
        #expect(fade.outgoingOpacity(at: 10) == 1)
        #expect(approx(fade.incomingOpacity(at: 10.1), 0.5))
        #expect(approx(fade.outgoingOpacity(at: 10.1), 0.5))
        // Eased: slow at the start.
        #expect(fade.incomingOpacity(at: 10.02) < 0.1)
        #expect(!fade.isFinished(at: 10.19))
        #expect(fade.isFinished(at: 10.2))
        #expect(fade.incomingOpacity(at: 10.2) == 1)
        #expect(fade.outgoingOpacity(at: 10.2) == 0)
        #expect(fade.incomingOpacity(at: 99) == 1)
        #expect(fade.incomingOpacity(at: 0) == 0)
    }

    @Test("the titles' selected look fades from the old segment to the new one, in place")
    func emphasis() {
        let fade = IndicatorCrossFade(from: 0, to: 2, at: 0)
        #expect(fade.emphasis(of: 0, count: 3, at: 0) == 1)
        #expect(fade.emphasis(of: 2, count: 3, at: 0) == 0)
        #expect(approx(fade.emphasis(of: 0, count: 3, at: 0.1), 0.5))
        #expect(approx(fade.emphasis(of: 2, count: 3, at: 0.1), 0.5))
        // The segment between is never emphasised: nothing passes over it.
        for step in 0...20 {
            #expect(fade.emphasis(of: 1, count: 3, at: Double(step) / 100) == 0)
        }
        #expect(fade.emphasis(of: 2, count: 3, at: 1) == 1)
        #expect(fade.emphasis(of: 0, count: 3, at: 1) == 0)
        #expect(fade.emphasis(of: 5, count: 3, at: 0.1) == 0)
    }

    @Test("interrupting a fade starts the outgoing indicator from the opacity shown")
    func interrupted() {
        let fade = IndicatorCrossFade(from: 1, to: 0, at: 0, fromOpacity: 0.4)
        #expect(approx(fade.outgoingOpacity(at: 0), 0.4))
        #expect(approx(fade.outgoingOpacity(at: 0.1), 0.2))
        #expect(IndicatorCrossFade(from: 1, to: 0, at: 0, fromOpacity: .nan).fromOpacity == 1)
        #expect(IndicatorCrossFade(from: 1, to: 0, at: 0, fromOpacity: 7).fromOpacity == 1)
        #expect(IndicatorCrossFade(from: 1, to: 0, at: 0, fromOpacity: -1).fromOpacity == 0)
    }

    @Test("hostile input: a NaN start position fades out at the target; no motion ends at once")
    func hostile() {
        #expect(IndicatorCrossFade(from: .nan, to: 1, at: 0).from == 1)
        let instant = IndicatorCrossFade(from: 0, to: 1, at: 0, motion: .none)
        #expect(instant.isFinished(at: 0))
        #expect(instant.incomingOpacity(at: 0) == 1)
        #expect(!IndicatorCrossFade(from: 0, to: 1, at: .nan).incomingOpacity(at: 0.1).isNaN)
    }
}

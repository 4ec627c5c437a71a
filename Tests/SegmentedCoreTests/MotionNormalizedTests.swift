import SegmentedCore
import Testing

@Suite("Motion handed to a platform animation")
struct MotionNormalizedTests {
    @Test("named curves become the timing curves they are")
    func namedCurves() {
        #expect(Motion.linear(duration: 0.2).normalized == .timingCurve(0, 0, 1, 1, duration: 0.2))
        #expect(
            Motion.easeInOut(duration: 0.3).normalized
                == .timingCurve(0.42, 0, 0.58, 1, duration: 0.3))
        #expect(Motion.ease.normalized == Motion.ease)
        #expect(Motion.none.normalized == .none)
    }

    @Test("springs keep their numbers; damping is clamped so every spring settles")
    func springs() {
        #expect(
            Motion.spring(response: 0.35, dampingFraction: 0.86).normalized
                == .spring(response: 0.35, dampingFraction: 0.86))
        #expect(
            Motion.spring(response: 0.3, dampingFraction: 0).normalized
                == .spring(response: 0.3, dampingFraction: 0.05))
    }

    @Test("bad durations and responses give no animation")
    func hostile() {
        for bad in [0, -1, Double.nan, .infinity] {
            #expect(Motion.linear(duration: bad).normalized == .none)
            #expect(Motion.easeInOut(duration: bad).normalized == .none)
            #expect(Motion.timingCurve(0.2, 0, 0.2, 1, duration: bad).normalized == .none)
            #expect(Motion.spring(response: bad, dampingFraction: 1).normalized == .none)
        }
    }

    @Test("Reduce Motion resolves every design's motion to none")
    func reduceMotion() {
        for design in SegmentedDesign.all {
            #expect(design.motion.resolved(reduceMotion: true).normalized == .none)
            #expect(design.motion.resolved(reduceMotion: false).normalized != .none)
        }
    }
}

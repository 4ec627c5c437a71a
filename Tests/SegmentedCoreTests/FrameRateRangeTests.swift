import SegmentedCore
import Testing

@Suite("Frame rate range")
struct FrameRateRangeTests {
    @Test("a ProMotion display is asked for 120 Hz, accepting down to 80")
    func proMotion() {
        #expect(
            FrameRateRange.duringMotion(maximumFramesPerSecond: 120)
                == FrameRateRange(minimum: 80, maximum: 120, preferred: 120))
    }

    @Test("a 60 Hz display keeps 60, accepting 40; slow displays are not asked for more")
    func ordinary() {
        #expect(
            FrameRateRange.duringMotion(maximumFramesPerSecond: 60)
                == FrameRateRange(minimum: 40, maximum: 60, preferred: 60))
        #expect(
            FrameRateRange.duringMotion(maximumFramesPerSecond: 30)
                == FrameRateRange(minimum: 30, maximum: 30, preferred: 30))
        #expect(
            FrameRateRange.duringMotion(maximumFramesPerSecond: 24)
                == FrameRateRange(minimum: 24, maximum: 24, preferred: 24))
    }

    @Test("an unknown rate keeps the system default")
    func unknown() {
        #expect(FrameRateRange.duringMotion(maximumFramesPerSecond: 0) == nil)
        #expect(FrameRateRange.duringMotion(maximumFramesPerSecond: -60) == nil)
        #expect(FrameRateRange.duringMotion(maximumFramesPerSecond: Int.min) == nil)
        let huge = FrameRateRange.duringMotion(maximumFramesPerSecond: Int.max)
        #expect(huge.map { $0.minimum <= $0.preferred && $0.preferred == $0.maximum } == true)
    }
}

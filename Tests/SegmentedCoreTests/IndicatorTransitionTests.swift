import SegmentedCore
import Testing

@Suite("Indicator transition")
struct IndicatorTransitionTests {
    @Test("appearing from no selection places the indicator without travel")
    func appearing() {
        #expect(IndicatorTransition(from: nil, to: 2, animated: true) == .jump)
        #expect(IndicatorTransition(from: nil, to: 0, animated: false) == .jump)
    }

    @Test("a change between two segments travels only when animated")
    func between() {
        #expect(IndicatorTransition(from: 0, to: 2, animated: true) == .travel)
        #expect(IndicatorTransition(from: 0, to: 2, animated: false) == .jump)
    }

    @Test("clearing the selection leaves the indicator where it is")
    func staying() {
        #expect(IndicatorTransition(from: 1, to: nil, animated: true) == .stay)
        #expect(IndicatorTransition(from: nil, to: nil, animated: true) == .stay)
    }

    @Test("an unchanged selection still travels back, as after a cancelled indicator drag")
    func unchanged() {
        #expect(IndicatorTransition(from: 1, to: 1, animated: true) == .travel)
        #expect(IndicatorTransition(from: 1, to: 1, animated: false) == .jump)
    }

    @Test("hostile indices are compared, never used as numbers")
    func hostile() {
        #expect(IndicatorTransition(from: Int.min, to: Int.max, animated: true) == .travel)
        #expect(IndicatorTransition(from: -1, to: -1, animated: true) == .travel)
    }

    // MARK: Reduce Motion

    @Test("Reduce Motion: a change between two segments cross-fades instead of travelling")
    func reduceMotionCrossFades() {
        #expect(
            IndicatorTransition(from: 0, to: 2, animated: true, reduceMotion: true) == .crossFade)
        #expect(
            IndicatorTransition(from: 2, to: 0, animated: true, reduceMotion: true) == .crossFade)
        #expect(IndicatorTransition(from: 0, to: 2, animated: false, reduceMotion: true) == .jump)
    }

    @Test("Reduce Motion: an unchanged selection jumps back, it neither travels nor fades")
    func reduceMotionUnchanged() {
        #expect(IndicatorTransition(from: 1, to: 1, animated: true, reduceMotion: true) == .jump)
        #expect(IndicatorTransition(from: 1, to: 1, animated: false, reduceMotion: true) == .jump)
    }

    @Test("Reduce Motion: from no selection the indicator appears in place; to none it stays")
    func reduceMotionEnds() {
        #expect(IndicatorTransition(from: nil, to: 2, animated: true, reduceMotion: true) == .jump)
        #expect(IndicatorTransition(from: 1, to: nil, animated: true, reduceMotion: true) == .stay)
        #expect(
            IndicatorTransition(from: nil, to: nil, animated: true, reduceMotion: true) == .stay)
    }

    @Test("without Reduce Motion (the default) every answer is as before")
    func reduceMotionOff() {
        for old in [nil, 0, 1, 2] as [Int?] {
            for new in [nil, 0, 1, 2] as [Int?] {
                for animated in [false, true] {
                    #expect(
                        IndicatorTransition(
                            from: old, to: new, animated: animated, reduceMotion: false)
                            == IndicatorTransition(from: old, to: new, animated: animated))
                    #expect(
                        IndicatorTransition(from: old, to: new, animated: animated) != .crossFade)
                }
            }
        }
    }
}

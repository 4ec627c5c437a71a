import SegmentedCore
import Testing

@Suite("Segment change transition")
struct SegmentChangeTransitionTests {
    /// Two segments shown before the change, 40 wide, 60 apart.
    let shown = [
        Rect(x: 0, y: 10, width: 40, height: 20), Rect(x: 60, y: 10, width: 40, height: 20),
    ]

    @Test("an inserted segment grows from the middle of its place and fades in")
    func insertedGrows() {
        let transition = SegmentChangeTransition(change: .inserted(index: 1), startFrames: shown)
        let target = Rect(x: 50, y: 10, width: 30, height: 20)
        #expect(
            transition.frame(ofSegment: 1, target: target, progress: 0)
                == Rect(x: 65, y: 10, width: 0, height: 20))
        #expect(
            transition.frame(ofSegment: 1, target: target, progress: 0.5)
                == Rect(x: 57.5, y: 10, width: 15, height: 20))
        #expect(transition.frame(ofSegment: 1, target: target, progress: 1) == target)
        #expect(transition.opacity(ofSegment: 1, progress: 0) == 0)
        #expect(transition.opacity(ofSegment: 1, progress: 0.25) == 0.25)
        #expect(transition.opacity(ofSegment: 1, progress: 1) == 1)
        #expect(transition.departingFrame(progress: 0.5) == nil)
    }

    @Test("segments after an insertion slide from the frame their old index was shown in")
    func othersSlide() {
        let transition = SegmentChangeTransition(change: .inserted(index: 1), startFrames: shown)
        let target = Rect(x: 100, y: 10, width: 40, height: 20)
        // New segment 2 was segment 1.
        #expect(
            transition.frame(ofSegment: 2, target: target, progress: 0.5)
                == Rect(x: 80, y: 10, width: 40, height: 20))
        // New segment 0 was segment 0.
        #expect(
            transition.frame(
                ofSegment: 0, target: Rect(x: 10, y: 10, width: 40, height: 20),
                progress: 0.5) == Rect(x: 5, y: 10, width: 40, height: 20))
        #expect(transition.opacity(ofSegment: 0, progress: 0) == 1)
        #expect(transition.opacity(ofSegment: 2, progress: 0) == 1)
    }

    @Test("a removed segment shrinks to its middle and fades out; later ones close the gap")
    func removedShrinks() {
        let transition = SegmentChangeTransition(change: .removed(index: 0), startFrames: shown)
        #expect(transition.departingFrame(progress: 0) == shown[0])
        #expect(
            transition.departingFrame(progress: 0.5) == Rect(x: 10, y: 10, width: 20, height: 20))
        #expect(transition.departingFrame(progress: 1) == Rect(x: 20, y: 10, width: 0, height: 20))
        #expect(transition.departingOpacity(progress: 0) == 1)
        #expect(transition.departingOpacity(progress: 1) == 0)
        // New segment 0 was segment 1, and is opaque throughout.
        let target = Rect(x: 0, y: 10, width: 40, height: 20)
        #expect(
            transition.frame(ofSegment: 0, target: target, progress: 0.5)
                == Rect(x: 30, y: 10, width: 40, height: 20))
        #expect(transition.opacity(ofSegment: 0, progress: 0) == 1)
    }

    @Test("the indicator slides from where it was shown, or appears in place")
    func indicator() {
        let target = Rect(x: 100, y: 40, width: 40, height: 2)
        let moving = SegmentChangeTransition(
            change: .inserted(index: 0), startFrames: shown,
            startIndicatorFrame: Rect(x: 60, y: 40, width: 40, height: 2))
        #expect(
            moving.indicatorFrame(target: target, progress: 0.5)
                == Rect(x: 80, y: 40, width: 40, height: 2))
        let appearing = SegmentChangeTransition(change: .inserted(index: 0), startFrames: shown)
        #expect(appearing.indicatorFrame(target: target, progress: 0) == target)
    }

    @Test("progress is clamped into 0...1 and NaN counts as settled")
    func progressClamped() {
        let transition = SegmentChangeTransition(change: .inserted(index: 2), startFrames: shown)
        let target = Rect(x: 120, y: 10, width: 40, height: 20)
        #expect(transition.frame(ofSegment: 2, target: target, progress: 1.3) == target)
        #expect(
            transition.frame(ofSegment: 2, target: target, progress: -0.5)
                == Rect(x: 140, y: 10, width: 0, height: 20))
        #expect(transition.frame(ofSegment: 2, target: target, progress: .nan) == target)
        #expect(transition.opacity(ofSegment: 2, progress: .nan) == 1)
        #expect(transition.departingOpacity(progress: .infinity) == 0)
    }

    @Test("indices that do not fit the frames shown put segments at their targets, never trap")
    func hostileIndices() {
        let target = Rect(x: 1, y: 2, width: 3, height: 4)
        for change in [
            SegmentChangeTransition.Change.inserted(index: -3), .inserted(index: .max),
            .removed(index: 9), .removed(index: .min),
        ] {
            let transition = SegmentChangeTransition(change: change, startFrames: shown)
            for index in [Int.min, -1, 5] {
                #expect(transition.frame(ofSegment: index, target: target, progress: 0) == target)
            }
            #expect(transition.departingFrame(progress: 0) == nil)
        }
        let empty = SegmentChangeTransition(change: .removed(index: 0), startFrames: [])
        #expect(empty.departingFrame(progress: 0.5) == nil)
        #expect(empty.frame(ofSegment: 0, target: target, progress: 0) == target)
    }
}

// Display-link frames, driven by hand, move the indicator along the core's PositionAnimator.

import SegmentedCore
import UIKit

@testable import SegmentedUIKit

@MainActor
func animationChecks() {
    check("after a tap, each display frame shows the animator's position at the frame's time") {
        let fixture = Fixture(titles: ["Day", "Week", "Month"])
        let control = fixture.control
        fixture.tap(segment: 2)
        let start = _harnessMediaTime  // the selection happened as the finger lifted
        var expected = PositionAnimator(position: 0)
        expected.animate(
            to: 2, motion: control.configuration.motion, at: start, reduceMotion: false)
        expectEqual(CADisplayLink._harnessActiveLinks.count, 1, "one display link runs")
        let arrangement = fixture.expectedArrangement()
        var sawMidway = false
        for frame in 1...6 {
            let time = start + Double(frame) / 60
            CADisplayLink._harnessFrame(at: time)
            let position = expected.position(at: time)
            if position > 0.1, position < 1.9 { sawMidway = true }
            expectClose(control.position, position, tolerance: 1e-9, "frame \(frame)")
            expectClose(
                control.indicatorView.frame, cgRect(arrangement.indicatorFrame(at: position)),
                tolerance: 1e-9, "indicator at frame \(frame)")
        }
        expect(sawMidway, "some frame shows the indicator between segments")
        CADisplayLink._harnessFrame(at: start + 5)
        expectEqual(control.position, 2)
        expect(CADisplayLink._harnessActiveLinks.isEmpty, "the link stops once settled")
        expectClose(control.indicatorView.frame, cgRect(arrangement.indicatorFrame(at: 2)))
    }

    check("a new selection mid-flight retargets from the position on screen") {
        let fixture = Fixture(titles: ["A", "B", "C", "D"])
        let control = fixture.control
        fixture.tap(segment: 3)
        let first = _harnessMediaTime
        var expected = PositionAnimator(position: 0)
        let motion = control.configuration.motion
        expected.animate(to: 3, motion: motion, at: first, reduceMotion: false)
        CADisplayLink._harnessFrame(at: first + 2.0 / 60)
        fixture.tap(segment: 1)
        // The retarget happens at the lift, on the media clock.
        let second = max(_harnessMediaTime, first + 2.0 / 60)
        expected.animate(to: 1, motion: motion, at: second, reduceMotion: false)
        for frame in 1...4 {
            let time = second + Double(frame) / 60
            CADisplayLink._harnessFrame(at: time)
            expectClose(control.position, expected.position(at: time), tolerance: 1e-9)
        }
        expectEqual(fixture.recorder.selections, [3, 1])
    }

    // Reduce Motion: ReduceMotionChecks.swift (the position is the new segment at once, and
    // the indicator cross-fades).

    check("a programmatic change is instant unless animated, and sends nothing") {
        let fixture = Fixture(titles: ["Day", "Week", "Month"])
        fixture.control.selectedIndex = 2
        expectEqual(fixture.control.position, 2)
        expect(CADisplayLink._harnessActiveLinks.isEmpty)
        fixture.control.setSelectedIndex(0, animated: true)
        expectEqual(CADisplayLink._harnessActiveLinks.count, 1)
        CADisplayLink._harnessFrame(at: _harnessMediaTime + 10)
        expectEqual(fixture.control.position, 0)
        expectEqual(fixture.recorder.count, 0)
    }

    check("leaving the window mid-animation stops the link and settles at the target") {
        let fixture = Fixture(titles: ["Day", "Week", "Month"])
        fixture.tap(segment: 2)
        CADisplayLink._harnessFrame(at: _harnessMediaTime + 1.0 / 60)
        fixture.control.removeFromSuperview()
        expect(CADisplayLink._harnessActiveLinks.isEmpty, "no link off screen")
        expectEqual(fixture.control.position, 2)
    }

    check("a display link whose control is gone invalidates itself") {
        var fixture: Fixture? = Fixture(titles: ["Day", "Week", "Month"])
        fixture?.tap(segment: 1)
        expectEqual(CADisplayLink._harnessActiveLinks.count, 1)
        fixture = nil
        // The link retains its target (the proxy), not the control.
        CADisplayLink._harnessFrame(at: _harnessMediaTime + 1.0 / 60)
        expect(CADisplayLink._harnessActiveLinks.isEmpty)
    }
}

// Reduce Motion as the system does it (SegmentedTabControl+CrossFade.swift): a selection that
// would travel cross-fades over the core's Motion.reducedMotionCrossFade, frame by frame on the
// control's display link; without Reduce Motion the indicator travels as before. The checks
// find the indicator views by what is drawn (every shown view of the indicator's colour in the
// bar, every glass indicator in the lens host), not by the control's names for them.

import SegmentedCore
import UIKit

@testable import SegmentedUIKit

/// Every indicator-coloured view the bar shows: visible, not transparent, with the
/// indicator's colour, that is not a segment, a badge or the track.
@MainActor
private func shownIndicators(of control: SegmentedTabControl) -> [UIView] {
    let colour = control.indicatorView.backgroundColor
    return control.contentView.subviews.filter { view in
        !view.isHidden && view.alpha > 0 && view.backgroundColor == colour
            && !(view is SegmentView) && view !== control.trackView
    }
}

/// Expects a title's colour within a tolerance of a colour, in every component.
@MainActor
private func expectTitle(
    _ control: SegmentedTabControl, _ index: Int, emphasis: Double, _ message: String,
    file: StaticString = #filePath, line: UInt = #line
) {
    let traits = control.traitCollection
    let expected = control.labelAppearance.color(
        emphasis: emphasis, isEnabled: true, isHighlighted: false)
    guard let colour = control.segmentViews[index].titleLabel.textColor else {
        return fail("title \(index) has no colour (\(message))", file: file, line: line)
    }
    let actual = RGBAColor(colour, traits: traits)
    let close = [
        (actual.red, expected.red), (actual.green, expected.green), (actual.blue, expected.blue),
        (actual.alpha, expected.alpha),
    ].allSatisfy { abs($0 - $1) <= 1e-6 }
    expect(
        close,
        "title \(index): expected \(expected) (emphasis \(emphasis)), got \(actual) (\(message))",
        file: file, line: line)
}

@MainActor
func reduceMotionChecks() {
    check(
        "under Reduce Motion a tap cross-fades: the indicator never stands between the two segments, the old one fades out and the new one in over the core's cross-fade duration"
    ) {
        UIAccessibility._harnessReduceMotion = true
        defer { UIAccessibility._harnessReduceMotion = false }
        let fixture = Fixture(titles: ["Day", "Week", "Month"])
        let control = fixture.control
        let arrangement = fixture.expectedArrangement()
        let old = cgRect(arrangement.indicatorFrame(at: 0))
        let new = cgRect(arrangement.indicatorFrame(at: 2))
        fixture.tap(segment: 2)
        let start = _harnessMediaTime  // the selection happened as the finger lifted
        let fade = IndicatorCrossFade(from: 0, to: 2, at: start)
        expectEqual(fixture.recorder.selections, [2])
        expectEqual(control.position, 2, "the position is the new segment at once: no travel")
        expectEqual(CADisplayLink._harnessActiveLinks.count, 1, "the fade runs on the display link")
        var sawBoth = false
        let frames = Int((0.2 * 60).rounded())  // Motion.reducedMotionCrossFade: 0.2 s
        for frame in 1...(frames - 1) {
            let time = start + Double(frame) / 60
            CADisplayLink._harnessFrame(at: time)
            let shown = shownIndicators(of: control)
            for view in shown {
                let atOld = abs(view.frame.minX - old.minX) < 1e-6 && view.frame.size == old.size
                let atNew = abs(view.frame.minX - new.minX) < 1e-6 && view.frame.size == new.size
                expect(atOld || atNew, "frame \(frame): an indicator at \(view.frame), between")
            }
            let outgoing = shown.filter { abs($0.frame.minX - old.minX) < 1e-6 }
            let incoming = shown.filter { abs($0.frame.minX - new.minX) < 1e-6 }
            expectEqual(outgoing.count, 1, "frame \(frame): one indicator fading out at the old")
            expectEqual(incoming.count, 1, "frame \(frame): one indicator fading in at the new")
            if let outgoing = outgoing.first, let incoming = incoming.first {
                sawBoth = true
                expectClose(
                    Double(outgoing.alpha), fade.outgoingOpacity(at: time), tolerance: 1e-9,
                    "frame \(frame): the old indicator's opacity")
                expectClose(
                    Double(incoming.alpha), fade.incomingOpacity(at: time), tolerance: 1e-9,
                    "frame \(frame): the new indicator's opacity")
            }
            // The titles' selected look fades in place: the title between never takes it.
            expectTitle(control, 0, emphasis: fade.emphasis(of: 0, count: 3, at: time), "\(frame)")
            expectTitle(control, 1, emphasis: 0, "frame \(frame), the title between")
            expectTitle(control, 2, emphasis: fade.emphasis(of: 2, count: 3, at: time), "\(frame)")
        }
        expect(sawBoth, "some frame shows both indicators, fading")
        // Half-way (the ease-in-out is symmetric): both at one half.
        expectClose(fade.incomingOpacity(at: start + 0.1), 0.5, tolerance: 1e-9)
        CADisplayLink._harnessFrame(at: start + 0.2)
        let settled = shownIndicators(of: control)
        expectEqual(settled.count, 1, "after 0.2 s one indicator shows")
        expectClose(settled.first?.frame ?? .zero, new)
        expectEqual(settled.first?.alpha, 1)
        expectTitle(control, 0, emphasis: 0, "after the fade")
        expectTitle(control, 2, emphasis: 1, "after the fade")
        expect(CADisplayLink._harnessActiveLinks.isEmpty, "the link stops once the fade is over")
    }

    check("without Reduce Motion a tap travels as before: one indicator, passing between") {
        UIAccessibility._harnessReduceMotion = false
        let fixture = Fixture(titles: ["Day", "Week", "Month"])
        let control = fixture.control
        fixture.tap(segment: 2)
        let start = _harnessMediaTime
        var expected = PositionAnimator(position: 0)
        expected.animate(
            to: 2, motion: control.configuration.motion, at: start, reduceMotion: false)
        let arrangement = fixture.expectedArrangement()
        var sawBetween = false
        for frame in 1...6 {
            let time = start + Double(frame) / 60
            CADisplayLink._harnessFrame(at: time)
            let position = expected.position(at: time)
            if position > 0.1, position < 1.9 { sawBetween = true }
            let shown = shownIndicators(of: control)
            expectEqual(shown.count, 1, "frame \(frame): one indicator, nothing fading")
            expectEqual(shown.first?.alpha, 1, "frame \(frame): opaque")
            expectClose(
                shown.first?.frame ?? .zero, cgRect(arrangement.indicatorFrame(at: position)),
                tolerance: 1e-9, "frame \(frame)")
        }
        expect(sawBetween, "some frame shows the indicator between segments")
    }

    check(
        "under Reduce Motion an unchanged selection and a selection in code without animation jump"
    ) {
        UIAccessibility._harnessReduceMotion = true
        defer { UIAccessibility._harnessReduceMotion = false }
        let fixture = Fixture(titles: ["Day", "Week", "Month"])
        fixture.control.selectedIndex = 2
        expectEqual(fixture.control.position, 2)
        expect(CADisplayLink._harnessActiveLinks.isEmpty, "placed at once: nothing runs")
        expectEqual(shownIndicators(of: fixture.control).count, 1)
        fixture.tap(segment: 2)  // a reselect
        expect(CADisplayLink._harnessActiveLinks.isEmpty, "a reselect neither travels nor fades")
        expectEqual(shownIndicators(of: fixture.control).first?.alpha, 1)
    }

    check(
        "under Reduce Motion the glass lens neither lifts nor stretches: a tap cross-fades it at rest at both ends"
    ) {
        UIAccessibility._harnessReduceMotion = true
        defer { UIAccessibility._harnessReduceMotion = false }
        let fixture = Fixture(
            titles: ["Day", "Week", "Month"], selectedIndex: 0, configuration: .liquidGlass,
            frame: CGRect(x: 0, y: 100, width: 300, height: 36))
        let control = fixture.control
        let arrangement = fixture.expectedArrangement()
        let old = cgRect(arrangement.indicatorFrame(at: 0))
        let new = cgRect(arrangement.indicatorFrame(at: 2))
        // A press on the selected segment: no lift.
        let point = fixture.windowPoint(ofSegment: 0)
        fixture.finger.down(at: point)
        CADisplayLink._harnessFrame(at: _harnessMediaTime + 0.1)
        for glass in control.lensHostView.subviews.compactMap({ $0 as? SegmentedGlassIndicatorView }
        ) {
            expectEqual(glass.lift, 0, "a press under Reduce Motion does not lift")
            expectClose(glass.frame, old, tolerance: 1e-9, "nor scale")
        }
        fixture.finger.up()
        fixture.tap(segment: 2)
        let start = _harnessMediaTime
        let fade = IndicatorCrossFade(from: 0, to: 2, at: start)
        var sawFade = false
        for frame in 1...11 {
            let time = start + Double(frame) / 60
            CADisplayLink._harnessFrame(at: time)
            let lenses = control.lensHostView.subviews
                .compactMap { $0 as? SegmentedGlassIndicatorView }
                .filter { !$0.isHidden && $0.alpha > 0 }
            for lens in lenses {
                expectEqual(lens.lift, 0, "frame \(frame): no lift")
                let atOld =
                    (lens.frame.minX - old.minX).magnitude < 1e-6 && lens.frame.size == old.size
                let atNew =
                    (lens.frame.minX - new.minX).magnitude < 1e-6 && lens.frame.size == new.size
                expect(
                    atOld || atNew, "frame \(frame): a lens at \(lens.frame): moved or stretched")
                let opacity =
                    atNew ? fade.incomingOpacity(at: time) : fade.outgoingOpacity(at: time)
                expectClose(Double(lens.alpha), opacity, tolerance: 1e-9, "frame \(frame)")
            }
            if lenses.count == 2 { sawFade = true }
        }
        expect(sawFade, "the lens fades out at the old segment and in at the new one")
        CADisplayLink._harnessFrame(at: start + 0.2)
        let lenses = control.lensHostView.subviews
            .compactMap { $0 as? SegmentedGlassIndicatorView }.filter {
                !$0.isHidden && $0.alpha > 0
            }
        expectEqual(lenses.count, 1, "one lens after the fade")
        expectClose(lenses.first?.frame ?? .zero, new, tolerance: 1e-9)
        expect(CADisplayLink._harnessActiveLinks.isEmpty)
    }
}

// The glass lens of SegmentedTabControl as a device draws it (issue 35): one display link per
// control moves the indicator, the titles and the lens on the same frame; nothing of the bar
// clips the lens; the drawn fallback's shadow and the iOS 26 glass's change of style; Reduce
// Transparency followed at once. Each check here failed on the control before that change.

import SegmentedCore
import UIKit

@testable import SegmentedUIKit

/// Presses the selected segment (the lens lifts), scrubs 60 % of the way to the next one and
/// lets go there: the indicator, which followed the finger, and the lens travel on to it.
@MainActor
private func scrubAndRelease(_ fixture: Fixture, from start: Int, to end: Int) {
    let from = fixture.windowPoint(ofSegment: start)
    let to = fixture.windowPoint(ofSegment: end)
    fixture.finger.down(at: from)
    CADisplayLink._harnessFrame(at: _harnessMediaTime + 0.1)
    fixture.finger.move(
        to: CGPoint(x: from.x + 0.6 * (to.x - from.x), y: from.y), after: 0.05)
    CADisplayLink._harnessFrame(at: _harnessMediaTime + 1.0 / 60)
    fixture.finger.up()
}

@MainActor
func glassLensChecks() {
    let design = SegmentedDesign.liquidGlass

    check(
        "after one frame of the one display link, the indicator and the lens are in the same place"
    ) {
        let fixture = glassFixture()
        let control = fixture.control
        scrubAndRelease(fixture, from: 1, to: 2)
        expectEqual(control.selectedIndex, 2, "the release selects the nearer segment")
        // Three frames of the release's travel; each is compared with the core for its time.
        var time = _harnessMediaTime
        for _ in 0..<3 {
            time += 1.0 / 60
            CADisplayLink._harnessFrame(at: time)
            guard let thumb = control.glassIndicator, let lens = control.machine.lens,
                let state = lens.state(at: time)
            else { return fail("no lens") }
            expect(!lens.isSettled(at: time), "mid-travel")
            // The lens where the core's lens is at the frame's time, in the control's space.
            let drawn = thumb.convert(thumb.bounds, to: control)
            let lensFrame = control.contentView.convert(
                cgRect(state.scaledIndicatorFrame), to: control)
            expectClose(drawn, lensFrame, tolerance: 1e-6, "the lens at \(time)")
            // The indicator where the core's frame state is for the same time.
            let position = control.animator.position(at: time)
            guard let frameState = control.arrangement.frameState(at: position) else {
                return fail("no frame state")
            }
            let indicator = control.indicatorView.convert(control.indicatorView.bounds, to: control)
            let indicatorFrame = control.contentView.convert(
                cgRect(frameState.indicatorFrame), to: control)
            expectClose(indicator, indicatorFrame, tolerance: 1e-6, "the indicator at \(time)")
            expect(position < 2, "the indicator still travels at \(time)")
        }
        CADisplayLink._harnessFrame(at: _harnessMediaTime + 10)
    }

    check("one display link per control runs during a glass release") {
        let fixture = glassFixture()
        let control = fixture.control
        scrubAndRelease(fixture, from: 1, to: 2)
        CADisplayLink._harnessFrame(at: _harnessMediaTime + 1.0 / 60)
        expectEqual(CADisplayLink._harnessActiveLinks.count, 1, "one clock while it travels")
        expect(
            CADisplayLink._harnessActiveLinks.first === control.displayLink,
            "the control's own")
        CADisplayLink._harnessFrame(at: _harnessMediaTime + 10)
        expectEqual(CADisplayLink._harnessActiveLinks.count, 0, "none once everything settled")
    }

    check(
        "a lens scaled past the bar's edge is not clipped; at rest it is clipped to the bar (its segment may be scrolled out of view)"
    ) {
        let fixture = glassFixture(selectedIndex: 0)
        let control = fixture.control
        let start = fixture.windowPoint(ofSegment: 0)
        fixture.finger.down(at: start)
        CADisplayLink._harnessFrame(at: _harnessMediaTime + 0.1)
        // Dragged past the leading edge: the lifted lens is pulled past the bar (rubber band).
        fixture.finger.move(to: CGPoint(x: start.x - 60, y: start.y), after: 0.05)
        CADisplayLink._harnessFrame(at: _harnessMediaTime + 0.3)
        guard let thumb = control.glassIndicator else { return fail("no glass indicator") }
        let drawn = thumb.convert(thumb.bounds, to: control)
        let bar = control.scrollView.frame
        expect(drawn.minX < bar.minX, "the lens reaches past the bar's edge: \(drawn), bar \(bar)")
        var view: UIView? = thumb
        while let current = view, current !== control {
            expect(
                !current.clipsToBounds && !current.layer.masksToBounds,
                "\(type(of: current)) between the lens and the control clips it")
            view = current.superview
        }
        expect(view === control, "the lens is inside the control")
        fixture.finger.up()
        CADisplayLink._harnessFrame(at: _harnessMediaTime + 10)
        expect(
            control.lensHostView.clipsToBounds,
            "at rest the lens's host clips it to the bar, as the scroll view clips the titles")
        expectEqual(control.lensHostView.frame, control.scrollView.frame)
    }

    check("the drawn fallback casts its shadow from a shadowPath, on no view holding a blur") {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 800))
        let host = UIView(frame: CGRect(x: 2, y: 2, width: 96, height: 32))
        window.addSubview(host)
        let thumb = SegmentedGlassIndicatorView(design: design, usesSystemGlass: false)
        host.addSubview(thumb)
        let arrangement = design.layout.arrange(
            contentSizes: [Size(width: 30, height: 16), Size(width: 30, height: 16)],
            in: Size(width: 200, height: 36))
        let frame = arrangement.segmentFrames[0]
        let context = ControlMachine<Int>.Context(
            arrangement: arrangement, selection: SelectionModel(count: 2, selectedIndex: 0))
        var machine = ControlMachine<Int>(lens: design.glass?.lensParameters)
        machine.handle(.pointer(.began(Point(x: frame.midX, y: frame.midY), time: 0)), in: context)
        thumb.show(lens: machine.lens, at: 0.2, restingFrame: host.bounds)
        guard let material = thumb.materialView else { return fail("no material") }
        var views: [UIView] = [thumb]
        var casters: [UIView] = []
        while let view = views.popLast() {
            if view.layer.shadowOpacity > 0 { casters.append(view) }
            views += view.subviews
        }
        expect(!casters.isEmpty, "a lifted drawn lens casts a shadow")
        for caster in casters {
            expect(caster.layer.shadowPath != nil, "\(type(of: caster)) has no shadowPath")
            expectEqual(
                caster.layer.shadowPath?.boundingBox, caster.bounds, "the path is the indicator")
            var ancestor = material.superview
            while let current = ancestor {
                expect(current !== caster, "the shadow is on a superview of the blur")
                ancestor = current.superview
            }
        }
    }

    check(
        "the glass change as the lens lifts and lands is animated; flat at rest", minimumIOS: 26
    ) {
        let fixture = glassFixture()
        guard let glass = fixture.control.glassIndicator?.glassView else {
            return fail("no glass view")
        }
        fixture.finger.down(at: fixture.windowPoint(ofSegment: 1))
        CADisplayLink._harnessFrame(at: _harnessMediaTime + 0.1)
        expectEqual((glass.effect as? UIGlassEffect)?._harnessStyle, .clear)
        expect(glass._harnessEffectChangeWasAnimated, "the glass forms inside an animation")
        fixture.finger.up()
        CADisplayLink._harnessFrame(at: _harnessMediaTime + 10)
        expect(glass.effect == nil, "flat at rest")
        expect(glass._harnessEffectChangeWasAnimated, "and goes inside an animation")
    }

    check("toggling Reduce Transparency updates the track and indicator at once") {
        let fixture = glassFixture()
        let control = fixture.control
        defer { UIAccessibility._harnessSetReduceTransparency(false) }
        let traits = control.traitCollection
        var glass = AppearanceContext(traits)
        var opaque = glass
        opaque.reduceTransparency = true
        glass.reduceTransparency = false
        @MainActor func shown() -> (track: UIColor?, indicator: UIColor?) {
            (
                control.trackView.backgroundColor?.resolvedColor(with: traits),
                control.glassIndicator?.fillView.backgroundColor
            )
        }
        UIAccessibility._harnessSetReduceTransparency(true)
        // No layout pass between: the notification alone.
        expectEqual(shown().track, UIColor(design.trackColor(in: opaque)), "the opaque track")
        expectEqual(
            shown().indicator, UIColor(design.indicatorColor(lift: 0, in: opaque)),
            "the opaque indicator")
        UIAccessibility._harnessSetReduceTransparency(false)
        expectEqual(shown().track, UIColor(design.trackColor(in: glass)), "the glass track")
        expectEqual(
            shown().indicator, UIColor(design.indicatorColor(lift: 0, in: glass)),
            "the glass indicator")
    }
}

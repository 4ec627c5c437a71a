// The lifted glass lens magnifies the titles under it (issue 35, item 1), as the SVG renderer
// draws it: a copy of the titles scaled by the core's `LensState.magnification` about the lens's
// centre, clipped to the lens, on the same display-link frame as the lens; the titles themselves
// masked out under the lens; nothing of it at rest. The checks find what is drawn by walking the
// control's views (a label showing a title, the views that clip it, the masks above it), not
// by the control's names for its parts, and place a point on screen through every view's
// centre, bounds and transform, which the stand-in's `convert` leaves out.

import SegmentedCore
import UIKit

@testable import SegmentedUIKit

/// Where a point of `view` is drawn in `root`'s coordinates: each view up to `root` maps it into
/// its superview's coordinates through its centre, bounds and transform ("Specifies the
/// transform applied to the view, relative to the center of its bounds").
@MainActor
private func drawnPoint(_ point: CGPoint, of view: UIView, in root: UIView) -> CGPoint {
    var p = point
    var current: UIView? = view
    while let view = current, view !== root {
        let bounds = view.bounds
        let dx = p.x - bounds.midX
        let dy = p.y - bounds.midY
        let t = view.transform
        p = CGPoint(
            x: view.center.x + t.a * dx + t.c * dy + t.tx,
            y: view.center.y + t.b * dx + t.d * dy + t.ty)
        current = view.superview
    }
    return p
}

/// The views from `view` up to `root`, `root` left out.
@MainActor
private func ancestors(of view: UIView, below root: UIView) -> [UIView] {
    var chain: [UIView] = []
    var current: UIView? = view
    while let view = current, view !== root {
        chain.append(view)
        current = view.superview
    }
    return chain
}

/// How opaque `view` is drawn: the product of its and its ancestors' alpha, 0 when any of them
/// is hidden.
@MainActor
private func drawnOpacity(of view: UIView, in root: UIView) -> CGFloat {
    ancestors(of: view, below: root).reduce(1) { $1.isHidden ? 0 : $0 * $1.alpha }
}

/// Every label in `root` showing `title` and drawn at all.
@MainActor
private func shownLabels(_ title: String, in root: UIView) -> [UILabel] {
    var found: [UILabel] = []
    var views: [UIView] = [root]
    while let view = views.popLast() {
        if let label = view as? UILabel, label.text == title, drawnOpacity(of: label, in: root) > 0
        {
            found.append(label)
        }
        views += view.subviews
    }
    return found
}

/// How much of the content at a point of the control a mask above `view` lets through: the
/// product over its ancestors' masks (each a shape layer, read at the point in its own
/// coordinates).
@MainActor
private func maskOpacity(over view: UIView, at point: CGPoint, in control: UIView) -> CGFloat {
    ancestors(of: view, below: control).reduce(1) { opacity, ancestor in
        guard let mask = ancestor.layer.mask else { return opacity }
        guard let shape = mask as? CAShapeLayer else {
            fail("a mask that is not a shape layer")
            return opacity
        }
        let local = ancestor.convert(point, from: control)
        let inMask = CGPoint(x: local.x - mask.frame.minX, y: local.y - mask.frame.minY)
        return opacity * shape._harnessAlpha(at: inMask)
    }
}

/// What a check sees of the magnifier at one frame.
@MainActor
private struct Magnified {
    let control: SegmentedTabControl
    /// The lens as drawn (the core's scaled indicator frame), in the control's coordinates.
    let lens: CGRect
    let state: LensState

    init?(_ control: SegmentedTabControl, at time: Double) {
        guard let state = control.machine.lens?.state(at: time) else { return nil }
        self.control = control
        self.state = state
        lens = control.contentView.convert(cgRect(state.scaledIndicatorFrame), to: control)
    }

    /// Expects the title of `segment` to show once under the lens: unmagnified but masked out
    /// there entirely, and as a copy magnified about the lens's centre by the lens's
    /// magnification, clipped to the lens's shape and opaque from the first frame of the lift
    /// (a cross-fade with the lift would show the title twice, at two sizes).
    func expectMagnified(segment: Int, outside other: Int, _ note: String) {
        let title = control.items[segment].title ?? ""
        let original = control.segmentViews[segment].titleLabel
        let copies = shownLabels(title, in: control).filter { $0 !== original }
        expectEqual(copies.count, 1, "\(note): one magnified copy of \(title)")
        guard let copy = copies.first else { return }
        let centre = CGPoint(x: lens.midX, y: lens.midY)
        let m = CGFloat(state.magnification)
        expect(m > 1, "\(note): the lens magnifies (\(m))")
        for point in [CGPoint(x: 0, y: 0), CGPoint(x: 12, y: 5)] {
            let plain = drawnPoint(point, of: original, in: control)
            let magnified = drawnPoint(point, of: copy, in: control)
            let expected = CGPoint(
                x: centre.x + m * (plain.x - centre.x), y: centre.y + m * (plain.y - centre.y))
            expectClose(
                Double(magnified.x), Double(expected.x), tolerance: 1e-6,
                "\(note): x of \(point), scaled about the lens's centre")
            expectClose(
                Double(magnified.y), Double(expected.y), tolerance: 1e-6,
                "\(note): y of \(point), scaled about the lens's centre")
        }
        expectClose(
            Double(drawnOpacity(of: copy, in: control)), 1, tolerance: 1e-6,
            "\(note): the copy is opaque while the lens is lifted (lift \(state.lift))")
        // Clipped to the lens: a view above the copy clips to its bounds, drawn where the lens
        // is, with the lens's corners.
        let radius = CGFloat(
            control.configuration.layout.indicator.cornerRadius(
                fitting: state.scaledIndicatorFrame.size))
        let clips = ancestors(of: copy, below: control).dropFirst().filter {
            $0.clipsToBounds || $0.layer.masksToBounds
        }
        let lensClip = clips.first { clip in
            let bounds = clip.bounds
            let topLeft = drawnPoint(CGPoint(x: bounds.minX, y: bounds.minY), of: clip, in: control)
            let bottomRight = drawnPoint(
                CGPoint(x: bounds.maxX, y: bounds.maxY), of: clip, in: control)
            let drawn = CGRect(
                x: topLeft.x, y: topLeft.y, width: bottomRight.x - topLeft.x,
                height: bottomRight.y - topLeft.y)
            return [
                (drawn.minX, lens.minX), (drawn.minY, lens.minY), (drawn.maxX, lens.maxX),
                (drawn.maxY, lens.maxY),
            ].allSatisfy { abs($0 - $1) <= 1e-6 }
        }
        expect(lensClip != nil, "\(note): the copy is clipped to the lens at \(lens)")
        expectEqual(lensClip?.layer.cornerRadius, radius, "\(note): with the lens's corners")
        expectEqual(lensClip?.layer.cornerCurve, .continuous, "\(note): as the lens is drawn")
        // The title itself: masked out under the lens, not elsewhere.
        expectClose(
            Double(maskOpacity(over: original, at: centre, in: control)), 0,
            tolerance: 1e-6, "\(note): the title under the lens is cut out (lift \(state.lift))")
        let away = control.segmentViews[other].titleLabel
        let awayPoint = control.contentView.convert(
            CGPoint(
                x: control.arrangement.contentFrames[other].midX,
                y: control.arrangement.contentFrames[other].midY), to: control)
        expect(!lens.contains(awayPoint), "\(note): segment \(other) is outside the lens")
        expectEqual(
            maskOpacity(over: away, at: awayPoint, in: control), 1,
            "\(note): a title outside the lens is not masked")
        for view in ancestors(of: original, below: control) {
            expectEqual(
                view.layer.mask?._harnessImplicitAnimations ?? [], [],
                "\(note): the mask moves on this frame, not in an implicit animation")
        }
    }
}

/// Expects nothing of the magnifier: each title shown once, nothing masked over it.
@MainActor
private func expectNoMagnifier(_ control: SegmentedTabControl, _ note: String) {
    for (index, item) in control.items.enumerated() {
        guard let title = item.title else { continue }
        expectEqual(shownLabels(title, in: control).count, 1, "\(note): \(title) shown once")
        for view in ancestors(of: control.segmentViews[index], below: control) {
            expect(view.layer.mask == nil, "\(note): nothing masks \(title)")
        }
    }
}

@MainActor
func glassMagnifierChecks() {
    check(
        "after one frame of the display link mid-lift, the magnified copy is at the lens's centre with its magnification, clipped to it, and the titles are masked under the lens (both directions)"
    ) {
        for rightToLeft in [false, true] {
            let fixture = glassFixture(selectedIndex: 0)
            let control = fixture.control
            let direction: LayoutDirection = rightToLeft ? .rightToLeft : .leftToRight
            if rightToLeft {
                control.semanticContentAttribute = .forceRightToLeft
                control.layoutIfNeeded()
            }
            let note = rightToLeft ? "right to left" : "left to right"
            expectNoMagnifier(control, "\(note), before the press")
            fixture.finger.down(at: fixture.windowPoint(ofSegment: 0, direction: direction))
            // A third of the lift's 0.15 s: lifting, not yet lifted.
            let time = _harnessMediaTime + 0.05
            CADisplayLink._harnessFrame(at: time)
            guard let shown = Magnified(control, at: time) else { return fail("no lens") }
            expect(shown.state.lift > 0.1 && shown.state.lift < 0.9, "mid-lift: \(shown.state)")
            shown.expectMagnified(segment: 0, outside: 2, "\(note), mid-lift")
            let lifted = _harnessMediaTime + 0.3
            CADisplayLink._harnessFrame(at: lifted)
            guard let held = Magnified(control, at: lifted) else { return fail("no lens") }
            expectEqual(held.state.lift, 1, "fully lifted")
            held.expectMagnified(segment: 0, outside: 2, "\(note), lifted")
            fixture.finger.up()
            CADisplayLink._harnessFrame(at: _harnessMediaTime + 10)
        }
    }

    check("the magnified titles follow the lens on each frame of its travel after a release") {
        let fixture = glassFixture()
        let control = fixture.control
        let from = fixture.windowPoint(ofSegment: 1)
        let to = fixture.windowPoint(ofSegment: 2)
        fixture.finger.down(at: from)
        CADisplayLink._harnessFrame(at: _harnessMediaTime + 0.2)
        fixture.finger.move(
            to: CGPoint(x: from.x + 0.6 * (to.x - from.x), y: from.y), after: 0.05)
        CADisplayLink._harnessFrame(at: _harnessMediaTime + 1.0 / 60)
        fixture.finger.up()
        var time = _harnessMediaTime
        var framesSeen = 0
        for _ in 0..<4 {
            time += 1.0 / 60
            CADisplayLink._harnessFrame(at: time)
            guard let shown = Magnified(control, at: time) else { return fail("no lens") }
            guard shown.state.lift > 0 else { break }
            // The lens travels between Week and Month: Week's title is under it.
            shown.expectMagnified(segment: 1, outside: 0, "frame at \(time)")
            framesSeen += 1
        }
        expect(framesSeen >= 2, "the lens stayed lifted for \(framesSeen) frames of its travel")
        CADisplayLink._harnessFrame(at: _harnessMediaTime + 10)
        expectNoMagnifier(control, "landed")
    }

    check("at rest nothing of the magnifier is shown or masked, and no frame runs") {
        let fixture = glassFixture()
        let control = fixture.control
        expectNoMagnifier(control, "before any press")
        fixture.finger.down(at: fixture.windowPoint(ofSegment: 1))
        CADisplayLink._harnessFrame(at: _harnessMediaTime + 0.3)
        fixture.finger.up()
        CADisplayLink._harnessFrame(at: _harnessMediaTime + 10)
        expectNoMagnifier(control, "after the lens landed")
        expectEqual(CADisplayLink._harnessActiveLinks.count, 0, "no frame clock at rest")
        // A tap elsewhere moves the lens without lifting it: nothing to magnify.
        fixture.tap(segment: 2)
        CADisplayLink._harnessFrame(at: _harnessMediaTime + 1.0 / 60)
        expectNoMagnifier(control, "a tap's travel, not lifted")
        CADisplayLink._harnessFrame(at: _harnessMediaTime + 10)
    }

    check("the magnified copy's text draws at the screen's scale times the magnification") {
        let fixture = glassFixture()
        let control = fixture.control
        fixture.finger.down(at: fixture.windowPoint(ofSegment: 1))
        for step in 1...3 {
            let time = _harnessMediaTime + 0.05 * Double(step)
            CADisplayLink._harnessFrame(at: time)
            guard let state = control.machine.lens?.state(at: time) else { return fail("no lens") }
            let copies = shownLabels("Week", in: control).filter {
                $0 !== control.segmentViews[1].titleLabel
            }
            guard let copy = copies.first else { return fail("no copy at \(time)") }
            let screen = control.traitCollection.displayScale
            let full = control.machine.lens?.parameters.lensMagnification ?? 0
            expectClose(
                Double(copy.contentScaleFactor), Double(screen) * full, tolerance: 1e-9,
                "the screen's scale times the full magnification")
            // At least one texel of the copy per device pixel at this frame's magnification.
            expect(
                copy.contentScaleFactor >= screen * CGFloat(state.magnification) - 1e-9,
                "sharp at \(state.magnification)")
        }
        fixture.finger.up()
        CADisplayLink._harnessFrame(at: _harnessMediaTime + 10)
    }

    check(
        "Dynamic Type, images and custom views under the lens: copies in the title's font and image; a custom view is neither copied nor masked"
    ) {
        let swatch = UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 16))
        let custom = SegmentedTabControl.Item(view: swatch, accessibilityLabel: "Red")
        let sun = UIImage(systemName: "sun.max")
        let fixture = Fixture(
            items: [SegmentedTabControl.Item(title: "Day", image: sun), custom, "Month"],
            selectedIndex: 0, configuration: .liquidGlass,
            frame: CGRect(x: 0, y: 100, width: 330, height: 44),
            traits: UITraitCollection(preferredContentSizeCategory: .accessibilityLarge))
        let control = fixture.control
        let original = control.segmentViews[0]
        expect(
            original.titleLabel.font.pointSize > control.configuration.titleFont.pointSize,
            "Dynamic Type scaled the title")
        fixture.finger.down(at: fixture.windowPoint(ofSegment: 0))
        let time = _harnessMediaTime + 0.3
        CADisplayLink._harnessFrame(at: time)
        guard let shown = Magnified(control, at: time) else { return fail("no lens") }
        shown.expectMagnified(segment: 0, outside: 2, "Dynamic Type and an image")
        let copies = shownLabels("Day", in: control).filter { $0 !== original.titleLabel }
        guard let copy = copies.first, let copySegment = copy.superview?.superview as? SegmentView
        else { return fail("no copy of Day in a segment's content") }
        expectEqual(copy.font, original.titleLabel.font, "the scaled font")
        expectEqual(copy.textColor, original.titleLabel.textColor, "the title's colour")
        expect(copySegment.imageView.image === sun, "the image")
        // The custom view: shown once, as it is, and masked by nothing.
        expect(swatch.isDescendant(of: control), "the custom view is in the bar")
        for view in ancestors(of: swatch, below: control) {
            expect(view.layer.mask == nil, "nothing masks the custom view")
        }
        expectEqual(drawnOpacity(of: swatch, in: control), 1, "shown as it is")
        fixture.finger.up()
        CADisplayLink._harnessFrame(at: _harnessMediaTime + 10)
    }

    check("a frame of the held lens makes no view: the same views, the same copies") {
        let fixture = glassFixture()
        let control = fixture.control
        @MainActor func views() -> Set<ObjectIdentifier> {
            var found: Set<ObjectIdentifier> = []
            var pending: [UIView] = [control]
            while let view = pending.popLast() {
                found.insert(ObjectIdentifier(view))
                pending += view.subviews
            }
            return found
        }
        let start = fixture.windowPoint(ofSegment: 1)
        fixture.finger.down(at: start)
        CADisplayLink._harnessFrame(at: _harnessMediaTime + 1.0 / 60)
        let first = views()
        for step in 1...6 {
            fixture.finger.move(
                to: CGPoint(x: start.x + CGFloat(step) * 4, y: start.y), after: 1.0 / 60)
            CADisplayLink._harnessFrame(at: _harnessMediaTime + 1.0 / 60)
            expectEqual(views(), first, "frame \(step): no view made or removed")
        }
        fixture.finger.up()
        CADisplayLink._harnessFrame(at: _harnessMediaTime + 10)
    }
}

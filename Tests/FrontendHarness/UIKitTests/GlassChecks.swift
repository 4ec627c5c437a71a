// The Liquid Glass thumb (SegmentedTabControl+Glass.swift) and the system control
// (SegmentedSystemControl.swift). The stand-in SwiftUI carries the iPhoneOS 26.2 SDK's module
// version and `#available` holds on Linux, so the control builds the iOS 26 glass; the drawn
// thumb of iOS 16–25 is checked on a thumb view made without the system glass.

import SegmentedCore
import UIKit

@testable import SegmentedUIKit

@MainActor
func glassChecks() {
    let design = SegmentedDesign.liquidGlass

    check("before iOS 26 the control's glass indicator is drawn: no glass effect views") {
        let fixture = glassFixture()
        guard let thumb = fixture.control.glassIndicator else { return fail("no glass indicator") }
        expectEqual(thumb.usesSystemGlass, harnessRunsAtLeastIOS(26))
        expectEqual(thumb.glassView == nil, !harnessRunsAtLeastIOS(26))
        expectEqual(thumb.materialView == nil, harnessRunsAtLeastIOS(26))
    }

    check(
        "liquidGlass: the indicator is one glass effect view (no container: nothing to merge with), flat at rest",
        minimumIOS: 26
    ) {
        let fixture = glassFixture()
        guard let thumb = fixture.control.glassIndicator else { return fail("no glass indicator") }
        expect(thumb.usesSystemGlass)
        expect(thumb.superview === fixture.control.lensHostView, "in the lens host")
        expect(thumb.glassView?.superview === thumb, "the glass view, in no container")
        expect(thumb.fillView.superview === thumb.glassView?.contentView, "colour above glass")
        expect(thumb.glassView?.effect == nil, "flat at rest: no glass pass under the colour")
        expect(
            thumb.glassView?._harnessCornerConfiguration?._harnessIsCapsule == true,
            "the glass is shaped by a capsule corner configuration")
        expect(
            thumb.glassView?.layer.masksToBounds == false,
            "no mask clips the glass's edge")
        expectEqual(fixture.control.indicatorView.backgroundColor, UIColor.clear)
    }

    check("liquidGlass at rest: the indicator fills the indicator, a capsule, the resting colour") {
        let fixture = glassFixture()
        guard let thumb = fixture.control.glassIndicator else { return fail("no glass indicator") }
        let indicator = fixture.control.indicatorView
        expectEqual(thumb.frame, indicator.frame, "on the indicator, in content coordinates")
        expectClose(indicator.frame, cgRect(fixture.expectedArrangement().indicatorFrame(at: 1)))
        expectEqual(thumb.fillView.layer.cornerRadius, indicator.bounds.height / 2)
        expectEqual(
            thumb.fillView.backgroundColor,
            UIColor(design.indicatorColor(lift: 0, in: AppearanceContext(UITraitCollection()))))
        // A selection made in code without animation puts the lens there at rest too.
        fixture.control.selectedIndex = 2
        expect(fixture.control.machine.lens?.isSettled(at: _harnessMediaTime) == true, "placed")
        expectEqual(thumb.frame, indicator.frame)
        expectClose(indicator.frame, cgRect(fixture.expectedArrangement().indicatorFrame(at: 2)))
    }

    check("a glass tint is the UIGlassEffect's tintColor", minimumIOS: 26) {
        var configuration = SegmentedTabControl.Configuration.liquidGlass
        configuration.glassTintColor = .systemBlue
        let fixture = Fixture(
            titles: ["Day", "Week"], configuration: configuration,
            frame: CGRect(x: 0, y: 100, width: 300, height: 36))
        guard let thumb = fixture.control.glassIndicator else { return fail("no glass indicator") }
        expectEqual(thumb.tintView.backgroundColor, .systemBlue, "over the flat indicator")
        expectEqual(thumb.tintView.alpha, CGFloat(design.glass?.tintOpacity ?? -1))
        fixture.finger.down(at: fixture.windowPoint(ofSegment: 0))
        CADisplayLink._harnessFrame(at: _harnessMediaTime + 0.1)
        let effect = thumb.glassView?.effect as? UIGlassEffect
        expectEqual(effect?.tintColor, .systemBlue, "the lens's glass")
        expect(thumb.tintView.alpha < CGFloat(design.glass?.tintOpacity ?? 0), "fading")
        fixture.finger.up()
        CADisplayLink._harnessFrame(at: _harnessMediaTime + 10)
    }

    check("pressing the indicator lifts it into the clear lens, at the core lens's frame") {
        let fixture = glassFixture()
        let start = fixture.windowPoint(ofSegment: 1)
        fixture.finger.down(at: start)
        let pressedAt = _harnessMediaTime
        CADisplayLink._harnessFrame(at: pressedAt + 0.1)
        guard let thumb = fixture.control.glassIndicator, let lens = fixture.control.machine.lens
        else { return fail("no lens") }
        expect(lens.isHoldingIndicator, "the lens holds the grabbed indicator")
        guard let state = lens.state(at: pressedAt + 0.1) else { return fail("no state") }
        expect(state.lift > 0 && state.scale > 1)
        if harnessRunsAtLeastIOS(26) {
            let effect = thumb.glassView?.effect as? UIGlassEffect
            expectEqual(effect?._harnessStyle, .clear)
            // The glass views take no touches (the control tracks them), so interactive
            // glass could never respond: it is not asked for.
            expectEqual(effect?.isInteractive, false)
            expect(effect?.tintColor == nil, "no tint unless configured")
        } else {
            expectEqual(thumb.materialView?.isHidden, false, "the drawn lens shows its material")
        }
        // The lens host scrolls with the bar's content: its coordinates are the core's.
        expectClose(thumb.frame, cgRect(state.scaledIndicatorFrame))
        fixture.finger.up()
    }

    check("scrubbing stretches the indicator; after the release it settles and the clock stops") {
        let fixture = glassFixture()
        fixture.finger.down(at: fixture.windowPoint(ofSegment: 1))
        fixture.finger.move(to: fixture.windowPoint(ofSegment: 2), after: 0.05)
        let time = _harnessMediaTime + 0.03
        CADisplayLink._harnessFrame(at: time)
        guard let thumb = fixture.control.glassIndicator,
            let lens = fixture.control.machine.lens, let state = lens.state(at: time)
        else { return fail("no lens") }
        let rest = fixture.expectedArrangement().indicatorFrame(at: 1)
        expect(state.isStretched(restWidth: rest.width), "the core stretches a scrub")
        expectClose(thumb.frame.width, CGFloat(state.scaledIndicatorFrame.width))
        fixture.finger.up()
        expectEqual(fixture.control.selectedIndex, 2)
        CADisplayLink._harnessFrame(at: _harnessMediaTime + 10)
        expect(fixture.control.displayLink == nil, "the control's clock stops once settled")
        expectEqual(thumb.frame, fixture.control.indicatorView.frame)
        if harnessRunsAtLeastIOS(26) {
            expect(thumb.glassView?.effect == nil, "flat again at rest")
        } else {
            expectEqual(thumb.materialView?.isHidden, true)
        }
    }

    check("a disabled glass control lifts nothing") {
        let fixture = glassFixture()
        fixture.control.isEnabled = false
        fixture.finger.down(at: fixture.windowPoint(ofSegment: 1))
        let pressedAt = _harnessMediaTime
        CADisplayLink._harnessFrame(at: pressedAt + 0.1)
        expect(fixture.control.machine.lens?.press == nil, "no press for the lens")
        expectEqual(fixture.control.machine.lens?.state(at: pressedAt + 0.1)?.lift ?? 0, 0)
        expectEqual(fixture.control.glassIndicator?.lift, 0, "nothing lifted")
        fixture.finger.up()
    }

    check("designs without glass have no glass indicator") {
        let fixture = Fixture(titles: ["Day", "Week"], configuration: .slidingPill)
        expect(fixture.control.glassIndicator == nil)
        fixture.control.configuration = .liquidGlass
        fixture.control.layoutIfNeeded()
        expect(fixture.control.glassIndicator != nil, "installed when the configuration changes")
        fixture.control.configuration = .slidingPill
        fixture.control.layoutIfNeeded()
        expect(fixture.control.glassIndicator == nil, "removed again")
    }

    // The iOS 16–25 path: a thumb made without the system glass.
    func drawnThumb(lift: Bool, reduceTransparency: Bool = false) -> SegmentedGlassIndicatorView {
        UIAccessibility._harnessReduceTransparency = reduceTransparency
        defer { UIAccessibility._harnessReduceTransparency = false }
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 800))
        let host = UIView(frame: CGRect(x: 2, y: 2, width: 96, height: 32))
        window.addSubview(host)
        let thumb = SegmentedGlassIndicatorView(design: design, usesSystemGlass: false)
        host.addSubview(thumb)
        let arrangement = design.layout.arrange(
            contentSizes: [Size(width: 30, height: 16), Size(width: 30, height: 16)],
            in: Size(width: 200, height: 36))
        thumb.show(lens: nil, at: 0, restingFrame: host.bounds)
        if lift {
            // A control's machine, pressed on its selected segment: the lens it holds lifts.
            let frame = arrangement.segmentFrames[0]
            let context = ControlMachine<Int>.Context(
                arrangement: arrangement, selection: SelectionModel(count: 2, selectedIndex: 0))
            var control = ControlMachine<Int>(lens: design.glass?.lensParameters)
            control.handle(
                .pointer(.began(Point(x: frame.midX, y: frame.midY), time: 0)), in: context)
            UIAccessibility._harnessReduceTransparency = reduceTransparency
            thumb.show(lens: control.lens, at: 0.2, restingFrame: host.bounds)
        }
        return thumb
    }

    check("drawn indicator at rest: no glass views, the resting colour, the rim, no shadow") {
        let thumb = drawnThumb(lift: false)
        expect(thumb.glassView == nil, "no glass API")
        expectEqual(thumb.materialView?.isHidden, true)
        expectEqual(
            thumb.fillView.backgroundColor,
            UIColor(design.indicatorColor(lift: 0, in: AppearanceContext(UITraitCollection()))))
        expectEqual(thumb.fillView.layer.borderWidth, 1)
        expectEqual(thumb.shadowView.layer.shadowOpacity, 0)
        expectEqual(thumb.frame, CGRect(x: 0, y: 0, width: 96, height: 32))
    }

    check("drawn indicator lifted: the material shows, the core's shadow at the lift") {
        let thumb = drawnThumb(lift: true)
        expectEqual(thumb.materialView?.isHidden, false)
        expect(thumb.lift > 0, "lifted")
        let shadow = thumb.shadowView.layer
        expectClose(shadow.shadowRadius, CGFloat((design.glass?.shadowRadius ?? 0) * thumb.lift))
        expectEqual(shadow.shadowOpacity, Float(thumb.lift))
        let blur = thumb.materialView?.effect as? UIBlurEffect
        expectEqual(blur?._harnessStyle, .systemUltraThinMaterial)
    }

    check("drawn indicator under Reduce Transparency: no material, the opaque indicator colour") {
        let thumb = drawnThumb(lift: true, reduceTransparency: true)
        expectEqual(thumb.materialView?.isHidden, true)
        var opaque = AppearanceContext(UITraitCollection())
        opaque.reduceTransparency = true
        expectEqual(
            thumb.fillView.backgroundColor,
            UIColor(design.indicatorColor(lift: thumb.lift, in: opaque)))
    }

    // The system control.
    check("SegmentedSystemControl: one system segment per item, title or image, enabled") {
        let image = UIImage()
        let control = SegmentedSystemControl(
            items: [
                .init(title: "Day"), .init(title: "Week", isEnabled: false),
                .init(image: image, accessibilityLabel: "Month"),
            ], selectedIndex: 0)
        expectEqual(control.numberOfSegments, 3)
        expectEqual(control.titleForSegment(at: 0), "Day")
        expectEqual(control.titleForSegment(at: 2), nil)
        expect(control.imageForSegment(at: 2) === image, "an image-only item shows its image")
        expectEqual((0..<3).map(control.isEnabledForSegment(at:)), [true, false, true])
        expectEqual(control.selectedIndex, 0)
    }

    check(
        "SegmentedSystemControl: UISegmentedControl's initializers carry over (frame, frame and actions, strings and images, none)"
    ) {
        let empty = SegmentedSystemControl(frame: CGRect(x: 0, y: 0, width: 200, height: 32))
        expectEqual(empty.items.count, 0)
        expectEqual(empty.selectedSegmentIndex, UISegmentedControl.noSegment)
        empty.insertSegment(withTitle: "Day", at: 0, animated: false)
        expectEqual(empty.items.map(\.title), ["Day"], "items follow an inserted segment")
        var fired: [String] = []
        let actions = SegmentedSystemControl(
            frame: .zero,
            actions: [
                UIAction(title: "Day") { _ in fired.append("Day") },
                UIAction(title: "Week") { _ in fired.append("Week") },
            ])
        expectEqual(actions.numberOfSegments, 2)
        expectEqual(actions.items.map(\.title), ["Day", "Week"], "one item per action")
        expect(actions.items.allSatisfy { $0.action != nil }, "each keeps its action")
        expectEqual(actions.selectedSegmentIndex, UISegmentedControl.noSegment, "none selected")
        let image = UIImage()
        let go = UIAction(title: "Go") { _ in }
        let mixed = SegmentedSystemControl(items: [image, "Night", 3, go] as [Any])
        expectEqual(mixed.numberOfSegments, 4)
        expect(mixed.imageForSegment(at: 0) === image, "an image")
        expectEqual(mixed.titleForSegment(at: 1), "Night")
        expectEqual(mixed.titleForSegment(at: 2), nil, "another value: an empty segment")
        expect(mixed.items[3].action === go, "an action: an action segment")
        expectEqual(mixed.selectedSegmentIndex, UISegmentedControl.noSegment, "none selected")
        expectEqual(SegmentedSystemControl(items: nil).numberOfSegments, 0)
        expectEqual(SegmentedSystemControl().numberOfSegments, 0)
    }

    check("SegmentedSystemControl: selection follows SegmentedTabControl's rules") {
        let control = SegmentedSystemControl(
            items: [.init(title: "A", isEnabled: false), .init(title: "B"), .init(title: "C")],
            selectedIndex: 0)
        expectEqual(control.selectedIndex, 1, "the first enabled item")
        control.setSelectedIndex(0, animated: true)
        expectEqual(control.selectedIndex, 1, "a disabled index is ignored")
        control.selectedIndex = 7
        expectEqual(control.selectedIndex, 1, "an out-of-range index is ignored")
        control.selectedIndex = 2
        expectEqual(control.selectedSegmentIndex, 2)
        control.selectedIndex = nil
        expectEqual(control.selectedSegmentIndex, UISegmentedControl.noSegment)
    }

    check("SegmentedSystemControl: new items keep the selected id, or the nearest enabled") {
        let control = SegmentedSystemControl(titles: ["A", "B", "C"])
        control.selectedIndex = 1
        control.items.insert(.init(title: "Z"), at: 0)
        expectEqual(control.selectedIndex, 2, "B moved to 2")
        expectEqual(control.titleForSegment(at: 0), "Z")
        control.items.remove(at: 2)
        expectEqual(
            control.selectedIndex,
            SelectionModel(count: 3, selectedIndex: 2, disabledIndices: []).selectedIndex)
        control.items = []
        expectEqual(control.selectedIndex, nil)
        expectEqual(control.numberOfSegments, 0)
    }

    check("SegmentedSystemControl: a user's tap selects and sends .valueChanged") {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 800))
        let control = SegmentedSystemControl(titles: ["A", "B"])
        control.frame = CGRect(x: 0, y: 100, width: 200, height: 32)
        window.addSubview(control)
        var seen: [Int?] = []
        control.addAction(UIAction { _ in seen.append(control.selectedIndex) }, for: .valueChanged)
        _HarnessFinger(window: window).tap(at: CGPoint(x: 150, y: 116))
        expectEqual(seen, [1])
    }
}

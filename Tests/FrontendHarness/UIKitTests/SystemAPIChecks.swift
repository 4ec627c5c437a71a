// UISegmentedControl's spelling on SegmentedTabControl: code written for the system control
// compiles after changing the type name and behaves as it did: the selection as
// `selectedSegmentIndex`, segments inserted and removed (animated as the core's
// SegmentChangeTransition says), one UIAction per segment, `.primaryActionTriggered` with
// `.valueChanged`, and text attributes mapped onto the configuration.

import SegmentedCore
import UIKit

@testable import SegmentedUIKit

/// Records which segment actions ran, and with which sender.
@MainActor
final class SegmentActionRecorder {
    private(set) var runs: [String] = []
    private(set) var senders: [AnyObject?] = []

    func action(_ title: String) -> UIAction {
        UIAction(title: title) { [unowned self] action in
            runs.append(title)
            senders.append(action.sender as AnyObject?)
        }
    }
}

/// The content frames the control's segment views are placed in, in the control's content
/// coordinates.
@MainActor
func shownContentFrames(_ control: SegmentedTabControl) -> [CGRect] {
    control.segmentViews.map(\.shownFrame)
}

@MainActor
func systemAPIChecks() {
    check("system spelling: string literals make items; selectedSegmentIndex is selectedIndex") {
        let control = SegmentedTabControl(items: ["Day", "Week", "Month"])
        expectEqual(control.items.map(\.title), ["Day", "Week", "Month"])
        expectEqual(control.items.map(\.id), ["Day", "Week", "Month"])
        expectEqual(control.numberOfSegments, 3)
        control.selectedSegmentIndex = 2
        expectEqual(control.selectedIndex, 2)
        control.selectedSegmentIndex = SegmentedTabControl.noSegment
        expectEqual(control.selectedIndex, nil)
        expectEqual(control.selectedSegmentIndex, -1)
        control.selectedSegmentIndex = 1
        control.selectedSegmentIndex = 7
        expectEqual(control.selectedSegmentIndex, 1, "past the last segment: ignored")
        control.selectedSegmentIndex = -5
        expectEqual(control.selectedSegmentIndex, SegmentedTabControl.noSegment)
    }

    check(
        "system spelling: init(items:) selects nothing, as UISegmentedControl(items:); a tap does"
    ) {
        // `selectedSegmentIndex`: "The default value is noSegment (no segment selected) until
        // the user touches a segment" (UISegmentedControl reference); the stand-in's
        // `UISegmentedControl(items:)` starts so too.
        expectEqual(
            UISegmentedControl(items: ["Day", "Week"]).selectedSegmentIndex,
            UISegmentedControl.noSegment)
        let fixture = Fixture(control: SegmentedTabControl(items: ["Day", "Week", "Month"]))
        let control = fixture.control
        expectEqual(control.selectedSegmentIndex, SegmentedTabControl.noSegment)
        expectEqual(control.selectedIndex, nil)
        expect(control.indicatorView.isHidden, "no indicator without a selection")
        expectEqual(fixture.recorder.selections, [], "starting with none sends nothing")
        fixture.tap(segment: 1)
        expectEqual(control.selectedSegmentIndex, 1)
        expectEqual(fixture.recorder.selections, [1])
        expectEqual(fixture.recorder.primaryActions, [1])
        // With a configuration, and with images, the same; `selectedIndex:` picks one.
        let configured = SegmentedTabControl(
            items: [.init(image: UIImage(systemName: "star"), accessibilityLabel: "Star"), "B"],
            configuration: .slidingPill)
        expectEqual(configured.selectedSegmentIndex, SegmentedTabControl.noSegment)
        expectEqual(SegmentedTabControl(items: ["A", "B"], selectedIndex: 1).selectedIndex, 1)
        // `init(frame:actions:)` starts with none too (checked with its actions below);
        // `init(titles:)`, the tab bar's spelling, selects the first segment.
        expectEqual(
            SegmentedTabControl(frame: .zero, actions: [UIAction(title: "A") { _ in }])
                .selectedSegmentIndex, SegmentedTabControl.noSegment)
        expectEqual(SegmentedTabControl(titles: ["A", "B"]).selectedIndex, 0)
    }

    check("system spelling: init(items:) takes titles held in a variable, selecting nothing") {
        // As `UISegmentedControl(items: titles)` does with a `[String]` (`[Any]?` there).
        let titles = ["Day", "Week", "Month"]
        expectEqual(
            UISegmentedControl(items: titles).selectedSegmentIndex, UISegmentedControl.noSegment)
        let control = SegmentedTabControl(items: titles)
        expectEqual(control.items.map(\.title), ["Day", "Week", "Month"])
        expectEqual(control.selectedSegmentIndex, SegmentedTabControl.noSegment)
        let words = "Day Week".split(separator: " ")
        let picked = SegmentedTabControl(
            items: words, selectedIndex: 1, configuration: .slidingPill)
        expectEqual(picked.items.map(\.title), ["Day", "Week"])
        expectEqual(picked.selectedIndex, 1)
    }

    check("system spelling: SegmentedSystemControl(items:) starts with no selection, any strings") {
        // As `UISegmentedControl(items:)`: "The default value is noSegment … until the user
        // touches a segment".
        let titles = ["Day", "Week", "Month"]
        let control = SegmentedSystemControl(items: titles)
        expectEqual(control.numberOfSegments, 3)
        expectEqual((0..<3).map { control.titleForSegment(at: $0) }, ["Day", "Week", "Month"])
        expectEqual(control.selectedSegmentIndex, UISegmentedControl.noSegment)
        expectEqual(control.selectedIndex, nil)
        let literal = SegmentedSystemControl(items: ["A", "B"])
        expectEqual(literal.selectedSegmentIndex, UISegmentedControl.noSegment, "a literal")
        let words = SegmentedSystemControl(items: "Day Week".split(separator: " "))
        expectEqual(words.items.map(\.title), ["Day", "Week"], "substrings")
        let items = SegmentedSystemControl(items: [.init(title: "A"), .init(title: "B")])
        expectEqual(items.selectedIndex, nil, "items")
        // `selectedIndex:` picks one (a disabled one: the nearest enabled); `init(titles:)`,
        // the tab bar's spelling, selects the first.
        expectEqual(SegmentedSystemControl(items: titles, selectedIndex: 2).selectedIndex, 2)
        let skipping = SegmentedSystemControl(
            items: [.init(title: "A", isEnabled: false), .init(title: "B")], selectedIndex: 0)
        expectEqual(skipping.selectedIndex, 1)
        expectEqual(SegmentedSystemControl(titles: titles).selectedIndex, 0)
    }

    check("system spelling: init(frame:) is empty with no selection; inserted segments lay out") {
        let control = SegmentedTabControl(frame: CGRect(x: 0, y: 0, width: 390, height: 44))
        expectEqual(control.frame, CGRect(x: 0, y: 0, width: 390, height: 44))
        expectEqual(control.numberOfSegments, 0)
        expectEqual(control.selectedSegmentIndex, SegmentedTabControl.noSegment)
        let fixture = Fixture(control: control)
        control.insertSegment(withTitle: "Day", at: 0, animated: false)
        control.insertSegment(withTitle: "Month", at: 9, animated: false)  // clamped: the end
        control.insertSegment(withTitle: "Week", at: 1, animated: false)
        expectEqual(control.items.map(\.title), ["Day", "Week", "Month"])
        expectEqual(control.selectedSegmentIndex, SegmentedTabControl.noSegment)
        expect(control.indicatorView.isHidden, "no indicator without a selection")
        control.selectedSegmentIndex = 1
        control.layoutIfNeeded()
        let arrangement = fixture.expectedArrangement()
        for index in 0..<3 {
            expectClose(
                control.segmentViews[index].shownFrame,
                cgRect(arrangement.contentFrames[index]), "segment \(index)")
        }
        expectClose(control.indicatorView.frame, cgRect(arrangement.indicatorFrame(at: 1)))
    }

    check("system spelling: each segment's UIAction runs once when the user selects it") {
        let actions = SegmentActionRecorder()
        let control = SegmentedTabControl(
            frame: .zero, actions: ["List", "Grid", "Map"].map(actions.action))
        expectEqual(control.items.map(\.title), ["List", "Grid", "Map"])
        expectEqual(control.selectedSegmentIndex, SegmentedTabControl.noSegment)
        let fixture = Fixture(control: control)
        fixture.tap(segment: 1)
        expectEqual(actions.runs, ["Grid"])
        expect(actions.senders.first.flatMap { $0 } === control, "the control is the sender")
        expectEqual(fixture.recorder.selections, [1])
        fixture.tap(segment: 1)  // a reselect changes nothing
        expectEqual(actions.runs, ["Grid"])
        control.selectedSegmentIndex = 2  // code runs no action
        control.setSelectedIndex(0, animated: true)
        expectEqual(actions.runs, ["Grid"])
        fixture.tap(segment: 2)
        expectEqual(actions.runs, ["Grid", "Map"])
        expectEqual(control.actionForSegment(at: 2)?.title, "Map")
        expectEqual(control.actionForSegment(at: 99)?.title, "Map", "pinned to the last")
        expect(control.actionForSegment(at: -1) == nil)
    }

    check("system spelling: setAction and insertSegment(action:) give a segment its action") {
        let actions = SegmentActionRecorder()
        let fixture = Fixture(titles: ["Day", "Week"])
        let control = fixture.control
        control.setAction(actions.action("Fortnight"), forSegmentAt: 1)
        expectEqual(control.titleForSegment(at: 1), "Fortnight")
        expectEqual(control.items[1].id, "Week", "the item keeps its identity")
        control.insertSegment(action: actions.action("Year"), at: 2, animated: false)
        control.layoutIfNeeded()
        fixture.tap(segment: 2)
        fixture.tap(segment: 1)
        expectEqual(actions.runs, ["Year", "Fortnight"])
    }

    check("system spelling: .primaryActionTriggered is sent once with each user change only") {
        let fixture = Fixture(titles: ["Day", "Week", "Month"])
        let control = fixture.control
        fixture.tap(segment: 2)
        expectEqual(fixture.recorder.primaryActions, [2])
        expectEqual(
            control._harnessSentEvents.filter { $0 == .primaryActionTriggered }.count, 1)
        expectEqual(control._harnessSentEvents.filter { $0 == .valueChanged }.count, 1)
        fixture.tap(segment: 2)  // reselect: no change
        control.selectedSegmentIndex = 0
        control.setSelectedIndex(1, animated: true)
        control.insertSegment(withTitle: "Year", at: 0, animated: false)
        control.removeSegment(at: 0, animated: false)
        expectEqual(fixture.recorder.primaryActions, [2], "nothing for code or a reselect")
        control.shouldSelectSegment = { $0 != 0 }
        control.layoutIfNeeded()
        fixture.tap(segment: 0)  // refused
        expectEqual(fixture.recorder.primaryActions, [2])
        fixture.tap(segment: 2)
        expectEqual(fixture.recorder.primaryActions, [2, 2])
        expectEqual(fixture.recorder.count, 2, "as many .valueChanged")
    }

    check("system spelling: a momentary tap sends .primaryActionTriggered once") {
        let fixture = Fixture(titles: ["Undo", "Redo"])
        fixture.control.isMomentary = true
        fixture.tap(segment: 1)
        expectEqual(fixture.recorder.primaryActions, [1])
        fixture.tap(segment: 1)
        expectEqual(fixture.recorder.primaryActions, [1, 1])
    }

    check("glass: the lens rests on the indicator as each frame of an inserted segment places it") {
        let fixture = glassFixture(selectedIndex: 2)
        let control = fixture.control
        guard let glass = control.glassIndicator else { return fail("no glass indicator") }
        let before = glass.frame
        control.insertSegment(withTitle: "Fortnight", at: 1, animated: true)
        let start = _harnessMediaTime
        let target = cgRect(fixture.expectedArrangement().indicatorFrame(at: 3))
        CADisplayLink._harnessFrame(at: start + 3.0 / 60)
        let shown = control.indicatorView.frame
        expect(shown.minX > before.minX && shown.minX < target.minX, "mid-way: \(shown)")
        expectClose(glass.frame, shown, tolerance: 1e-9, "the glass is where the indicator is")
        CADisplayLink._harnessFrame(at: start + 5)
        expectClose(glass.frame, target, tolerance: 1e-9, "and where it lands")
    }

    check("glass: the lens rests on the indicator as each frame of a removed segment places it") {
        let fixture = glassFixture(selectedIndex: 2)
        let control = fixture.control
        guard let glass = control.glassIndicator else { return fail("no glass indicator") }
        let before = glass.frame
        control.removeSegment(at: 0, animated: true)
        let start = _harnessMediaTime
        let target = cgRect(fixture.expectedArrangement().indicatorFrame(at: 1))
        CADisplayLink._harnessFrame(at: start + 3.0 / 60)
        let shown = control.indicatorView.frame
        expect(shown.minX < before.minX && shown.minX > target.minX, "mid-way: \(shown)")
        expectClose(glass.frame, shown, tolerance: 1e-9, "the glass is where the indicator is")
        CADisplayLink._harnessFrame(at: start + 5)
        expectClose(glass.frame, target, tolerance: 1e-9, "and where it lands")
    }

    check("system spelling: an inserted segment grows in from its middle on display frames") {
        let fixture = Fixture(titles: ["Day", "Week"], selectedIndex: 1)
        let control = fixture.control
        let before = shownContentFrames(control)
        let indicatorBefore = control.indicatorView.frame
        control.insertSegment(withTitle: "Fortnight", at: 1, animated: true)
        let start = _harnessMediaTime
        expectEqual(control.items.map(\.title), ["Day", "Fortnight", "Week"])
        expectEqual(control.selectedSegmentIndex, 2, "Week stays selected")
        expectEqual(fixture.recorder.count, 0, "no event")
        expectEqual(CADisplayLink._harnessActiveLinks.count, 1, "a display link runs")
        let arrangement = fixture.expectedArrangement()
        var progress = PositionAnimator(position: 0)
        progress.animate(to: 1, motion: control.configuration.motion, at: start)
        let time = start + 3.0 / 60
        CADisplayLink._harnessFrame(at: time)
        let p = progress.position(at: time)
        expect(p > 0 && p < 1, "mid-way at the third frame (\(p))")
        let inserted = control.segmentViews[1]
        let target = cgRect(arrangement.contentFrames[1])
        expectClose(Double(inserted.alpha), p, tolerance: 1e-9, "fading in")
        expect(
            inserted.shownFrame.width > 0 && inserted.shownFrame.width < target.width,
            "narrower than its place")
        expectClose(Double(inserted.shownFrame.midX), Double(target.midX), "grows from its middle")
        expectClose(inserted.shownFrame.width, target.width * p, tolerance: 1e-9)
        // Week slides from where it was shown toward its new place; Day was segment 0 before.
        let week = control.segmentViews[2].shownFrame
        let weekTarget = cgRect(arrangement.contentFrames[2])
        expectClose(
            Double(week.minX), Double(before[1].minX + (weekTarget.minX - before[1].minX) * p),
            tolerance: 1e-9)
        expectClose(Double(control.segmentViews[2].alpha), 1)
        let indicatorTarget = cgRect(arrangement.indicatorFrame(at: 2))
        expectClose(
            Double(control.indicatorView.frame.minX),
            Double(indicatorBefore.minX + (indicatorTarget.minX - indicatorBefore.minX) * p),
            tolerance: 1e-9, "the indicator slides with Week")
        CADisplayLink._harnessFrame(at: start + 5)
        expect(CADisplayLink._harnessActiveLinks.isEmpty, "the link stops once settled")
        expect(control.segmentChange == nil)
        for index in 0..<3 {
            expectClose(
                control.segmentViews[index].shownFrame, cgRect(arrangement.contentFrames[index]))
            expectClose(Double(control.segmentViews[index].alpha), 1)
        }
        expectClose(control.indicatorView.frame, indicatorTarget)
    }

    check("system spelling: an insertion not animated, or under Reduce Motion, is placed at once") {
        for reduceMotion in [false, true] {
            UIAccessibility._harnessReduceMotion = reduceMotion
            defer { UIAccessibility._harnessReduceMotion = false }
            let fixture = Fixture(titles: ["Day", "Week"])
            fixture.control.insertSegment(withTitle: "Month", at: 2, animated: reduceMotion)
            CADisplayLink._harnessFrame(at: _harnessMediaTime + 1.0 / 60)
            fixture.control.layoutIfNeeded()
            let arrangement = fixture.expectedArrangement()
            expectClose(
                fixture.control.segmentViews[2].shownFrame, cgRect(arrangement.contentFrames[2]),
                "Reduce Motion: \(reduceMotion)")
            expectClose(Double(fixture.control.segmentViews[2].alpha), 1)
            expect(fixture.control.segmentChange == nil)
        }
    }

    check("system spelling: a removed segment fades out where it was; its view then goes") {
        let fixture = Fixture(titles: ["Day", "Week", "Month"], selectedIndex: 2)
        let control = fixture.control
        let before = shownContentFrames(control)
        let leaving = control.segmentViews[0]
        control.removeSegment(at: 0, animated: true)
        let start = _harnessMediaTime
        expectEqual(control.items.map(\.title), ["Week", "Month"])
        expectEqual(control.selectedSegmentIndex, 1, "Month stays selected")
        expect(leaving.superview === control.contentView, "the removed view stays while it fades")
        var progress = PositionAnimator(position: 0)
        progress.animate(to: 1, motion: control.configuration.motion, at: start)
        let time = start + 3.0 / 60
        CADisplayLink._harnessFrame(at: time)
        let p = progress.position(at: time)
        expectClose(Double(leaving.alpha), 1 - p, tolerance: 1e-9)
        expectClose(Double(leaving.shownFrame.midX), Double(before[0].midX))
        expectClose(leaving.shownFrame.width, before[0].width * (1 - p), tolerance: 1e-9)
        CADisplayLink._harnessFrame(at: start + 5)
        expect(leaving.superview == nil, "gone once settled")
        let arrangement = fixture.expectedArrangement()
        expectClose(control.segmentViews[0].shownFrame, cgRect(arrangement.contentFrames[0]))
    }

    check("system spelling: a change of items mid-animation ends it; the next one starts anew") {
        let fixture = Fixture(titles: ["Day", "Week", "Month"])
        let control = fixture.control
        control.removeSegment(at: 1, animated: true)
        let leaving = control.departingSegmentView
        expect(leaving != nil, "the removed segment fades out")
        CADisplayLink._harnessFrame(at: _harnessMediaTime + 2.0 / 60)
        control.items = ["Mon", "Tue"]
        expect(control.segmentChange == nil, "setting items ends the change")
        expect(leaving?.superview == nil, "and the removed segment's view goes")
        control.layoutIfNeeded()
        let arrangement = fixture.expectedArrangement()
        for index in 0..<2 {
            expectClose(
                control.segmentViews[index].shownFrame, cgRect(arrangement.contentFrames[index]))
            expectClose(Double(control.segmentViews[index].alpha), 1)
        }
        control.insertSegment(withTitle: "Wed", at: 2, animated: true)
        expect(control.segmentChange != nil, "a new insertion animates")
        expectClose(Double(control.segmentViews[2].alpha), 0, "from transparent")
    }

    check("system spelling: removing the selected segment leaves no selection, as the system's") {
        let fixture = Fixture(titles: ["Day", "Week", "Month"], selectedIndex: 1)
        let control = fixture.control
        control.removeSegment(at: 1, animated: false)
        expectEqual(control.selectedSegmentIndex, SegmentedTabControl.noSegment)
        expect(control.indicatorView.isHidden)
        control.removeSegment(at: 40, animated: false)  // pinned: the last
        expectEqual(control.items.map(\.title), ["Day"])
        control.removeSegment(at: -1, animated: true)  // ignored
        expectEqual(control.numberOfSegments, 1)
        control.removeAllSegments()
        expectEqual(control.numberOfSegments, 0)
        control.removeSegment(at: 0, animated: true)  // nothing to remove
        expectEqual(fixture.recorder.count, 0)
    }

    check("system spelling: titles, images and enabled state per segment, indices pinned") {
        let star = UIImage(systemName: "star")
        let fixture = Fixture(titles: ["Day", "Week", "Month"])
        let control = fixture.control
        control.setTitle("Year", forSegmentAt: 10)
        expectEqual(control.titleForSegment(at: 2), "Year", "pinned to the last")
        expectEqual(control.titleForSegment(at: 10), "Year")
        control.setTitle("Never", forSegmentAt: -1)
        expectEqual(control.items.map(\.title), ["Day", "Week", "Year"])
        expect(control.titleForSegment(at: -1) == nil)
        control.setImage(star, forSegmentAt: 0)
        expect(control.imageForSegment(at: 0) === star)
        expect(control.titleForSegment(at: 0) == nil, "an image replaces the title")
        expectEqual(control.items[0].accessibilityLabel, "Day", "kept for VoiceOver")
        control.setTitle("Today", forSegmentAt: 0)
        expect(control.imageForSegment(at: 0) == nil, "a title replaces the image")
        expectEqual(control.segmentViews[0].titleLabel.text, "Today")
        control.setEnabled(false, forSegmentAt: 1)
        expect(!control.isEnabledForSegment(at: 1))
        expect(control.isEnabledForSegment(at: 9), "pinned: the last, enabled")
        expect(!control.isEnabledForSegment(at: -2))
        control.layoutIfNeeded()
        fixture.tap(segment: 1)
        expectEqual(control.selectedSegmentIndex, 0, "a disabled segment refuses a tap")
        control.setEnabled(false, forSegmentAt: 0)
        expectEqual(control.selectedSegmentIndex, 2, "the selection leaves a disabled segment")
        expectEqual(fixture.recorder.count, 0)
        let empty = SegmentedTabControl(frame: .zero)
        empty.setTitle("A", forSegmentAt: 0)
        expectEqual(empty.numberOfSegments, 0)
        expect(empty.titleForSegment(at: 0) == nil)
        expect(!empty.isEnabledForSegment(at: 0))
    }

    check("system spelling: title text attributes and the selected tint go to the configuration") {
        let fixture = Fixture(titles: ["Day", "Week"])
        let control = fixture.control
        let bold = UIFont.systemFont(ofSize: 20, weight: .bold)
        let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        let gray = UIColor(white: 0.5, alpha: 1)
        let blue = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
        let orange = UIColor(red: 1, green: 0.6, blue: 0, alpha: 1)
        control.setTitleTextAttributes(
            [.foregroundColor: red, .font: bold], for: .selected)
        control.setTitleTextAttributes([.foregroundColor: gray], for: .normal)
        control.setTitleTextAttributes([.kern: 2], for: .normal)  // not read: no change
        control.setTitleTextAttributes(
            [.foregroundColor: blue],
            for: [
                .selected, .highlighted,
            ])
        expect(control.configuration.selectedTitleColor === red)
        expect(control.configuration.selectedTitleFont === bold)
        expect(control.configuration.titleColor === gray)
        expect(control.titleTextAttributes(for: .selected)?[.font] as? UIFont === bold)
        expect(control.titleTextAttributes(for: [.selected, .highlighted]) == nil)
        control.layoutIfNeeded()
        let traits = control.traitCollection
        expectEqual(
            control.segmentViews[0].titleLabel.textColor.map { RGBAColor($0, traits: traits) },
            RGBAColor(red, traits: traits), "the selected title is red")
        expectEqual(
            control.segmentViews[1].titleLabel.textColor.map { RGBAColor($0, traits: traits) },
            RGBAColor(gray, traits: traits))
        // The bold font, scaled for the text size (Large: the same size).
        expectEqual(control.segmentViews[0].titleLabel.font.pointSize, 20)
        expectEqual(control.segmentViews[0].titleLabel.font._harnessWeight, .bold)
        control.selectedSegmentTintColor = orange
        expect(control.selectedSegmentTintColor === orange)
        expect(control.indicatorView.backgroundColor === orange)
        control.selectedSegmentTintColor = nil
        expect(control.configuration.indicatorFollowsTint, "nil follows the tint")
        expect(control.selectedSegmentTintColor == nil)
    }
}

// Storyboards and nibs: every public view and controller can be made by `init(coder:)`, as a
// storyboard does when its class is set in Interface Builder, and then works.

import SegmentedCore
import UIKit

@testable import SegmentedUIKit

@MainActor
func storyboardChecks() {
    check("storyboard: a decoded SegmentedTabControl keeps its frame, takes items and taps") {
        let frame = CGRect(x: 0, y: 100, width: 390, height: 44)
        guard
            let control = _harnessLoadFromNib(
                SegmentedTabControl.self, decoder: _HarnessNibDecoder(frame: frame))
        else { return fail("init(coder:) returned nil: the outlet would be nil") }
        expectEqual(control.frame, frame)
        expectEqual(control.numberOfSegments, 0)
        control.items = ["Day", "Week", "Month"]
        control.selectedSegmentIndex = 0
        let fixture = Fixture(control: control, frame: frame)
        fixture.tap(segment: 2)
        expectEqual(control.selectedSegmentIndex, 2)
        expectEqual(fixture.recorder.selections, [2])
        expectEqual(fixture.recorder.primaryActions, [2])
        expectClose(
            control.indicatorView.frame.minX,
            cgRect(fixture.expectedArrangement().indicatorFrame(at: control.position)).minX)
    }

    check("storyboard: inspectable attributes set in Interface Builder take effect") {
        let orange = UIColor(red: 1, green: 0.6, blue: 0, alpha: 1)
        let frame = CGRect(x: 0, y: 100, width: 390, height: 44)
        guard
            let control = _harnessLoadFromNib(
                SegmentedTabControl.self, decoder: _HarnessNibDecoder(frame: frame),
                attributes: { control in
                    control.isMomentary = true
                    control.selectedSegmentTintColor = orange
                })
        else { return fail("init(coder:) returned nil") }
        control.items = ["Undo", "Redo"]
        let fixture = Fixture(control: control, frame: frame)
        expect(control.indicatorView.backgroundColor === orange)
        fixture.tap(segment: 1)
        expectEqual(fixture.recorder.selections, [1], "selected while the action runs")
        expectEqual(control.selectedSegmentIndex, SegmentedTabControl.noSegment, "momentary")
    }

    check("storyboard: Segment Titles and Selected Segment Index set in Interface Builder apply") {
        let frame = CGRect(x: 0, y: 100, width: 390, height: 44)
        // UIKit sets the nib's attributes in the nib's order, which the app does not choose:
        // the selection may come before the segments it names.
        for titlesFirst in [true, false] {
            guard
                let control = _harnessLoadFromNib(
                    SegmentedTabControl.self, decoder: _HarnessNibDecoder(frame: frame),
                    attributes: { control in
                        if titlesFirst { control.segmentTitles = " Day, Week ,,Month" }
                        control.selectedSegmentIndex = 1
                        if !titlesFirst { control.segmentTitles = " Day, Week ,,Month" }
                    })
            else { return fail("init(coder:) returned nil") }
            expectEqual(control.items.map(\.title), ["Day", "Week", "Month"], "\(titlesFirst)")
            expectEqual(control.selectedSegmentIndex, 1, "titles first: \(titlesFirst)")
            expectEqual(control.segmentTitles, "Day, Week, Month")
            let fixture = Fixture(control: control, frame: frame)
            expectClose(
                control.indicatorView.frame.minX,
                cgRect(fixture.expectedArrangement().indicatorFrame(at: 1)).minX)
            fixture.tap(segment: 2)
            expectEqual(fixture.recorder.selections, [2])
        }
        // Titles alone: nothing selected, as UISegmentedControl(items:) starts.
        let titlesOnly = _harnessLoadFromNib(
            SegmentedTabControl.self, decoder: _HarnessNibDecoder(frame: frame),
            attributes: { $0.segmentTitles = "A, B" })
        expectEqual(titlesOnly?.numberOfSegments, 2)
        expectEqual(titlesOnly?.selectedSegmentIndex, SegmentedTabControl.noSegment)
        // After loading, a selection set in code past the last segment is ignored as ever.
        titlesOnly?.selectedSegmentIndex = 5
        titlesOnly?.segmentTitles = "A, B, C, D, E, F"
        expectEqual(titlesOnly?.selectedSegmentIndex, SegmentedTabControl.noSegment)
    }

    check("storyboard: a decoded SegmentedSystemControl keeps Interface Builder's segments") {
        let decoder = _HarnessNibDecoder(
            frame: CGRect(x: 0, y: 100, width: 300, height: 32),
            segmentTitles: ["First", "Second", "Third"], selectedSegmentIndex: 1)
        guard let control = _harnessLoadFromNib(SegmentedSystemControl.self, decoder: decoder)
        else { return fail("init(coder:) returned nil: the outlet would be nil") }
        expectEqual(control.items.map(\.title), ["First", "Second", "Third"])
        expectEqual(control.selectedIndex, 1)
        expectEqual(control.numberOfSegments, 3)
        control.items[2].isEnabled = false
        expect(!control.isEnabledForSegment(at: 2))
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 800))
        window.addSubview(control)
        let finger = _HarnessFinger(window: window)
        finger.tap(at: control.convert(CGPoint(x: 50, y: 16), to: nil))
        expectEqual(control.selectedIndex, 0, "a tap on the first segment selects it")
    }

    check("storyboard: a decoded SegmentedPagerController shows its pages once it has data") {
        guard let pager = _harnessLoadFromStoryboard(SegmentedPagerController.self)
        else { return fail("init(coder:) returned nil: instantiating the scene would fail") }
        let recorder = ControllerPagerRecorder(titles: ["A", "B", "C"])
        pager.dataSource = recorder
        pager.delegate = recorder
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        pager.view.frame = window.bounds
        window.addSubview(pager.view)
        pager.beginAppearanceTransition(true, animated: false)
        pager.view.layoutIfNeeded()
        pager.endAppearanceTransition()
        expectEqual(pager.header.items.map(\.title), ["A", "B", "C"])
        expectEqual(pager.selectedIndex, 0)
        expectEqual(recorder.built, [0, 1], "the shown page and its neighbour load")
        expect(pager.header.superview === pager.view, "the header sits on top")
    }
}

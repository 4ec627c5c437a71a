// UISegmentedControl's segment widths on SegmentedTabControl: `setWidth(_:forSegmentAt:)`
// fixes a segment's width ("The default value is {0.0}, which tells UISegmentedControl to
// automatically size the segment", setWidth(_:forSegmentAt:) reference), and
// `apportionsSegmentWidthsByContent` switches between equal and content widths. The
// expected frames are worked out here by hand from the design's numbers (the UIKit underline:
// `.fillEqually(spacing: 0)`, no insets, an underline a segment wide), not from the control.

import SegmentedCore
import UIKit

@testable import SegmentedUIKit

@MainActor
func segmentWidthChecks() {
    check("setWidth: a fixed width is honoured by the layout, the indicator and hit testing") {
        let fixture = Fixture(
            titles: ["Day", "Week", "Month"], selectedIndex: 1, configuration: .uikitUnderline)
        let control = fixture.control
        // 390 points: 130 each before.
        expectClose(control.indicatorView.frame.minX, 130)
        control.setWidth(100, forSegmentAt: 1)
        control.layoutIfNeeded()
        expectEqual(control.widthForSegment(at: 1), 100)
        expectEqual(control.widthForSegment(at: 0), 0, "the others stay automatic")
        expectEqual(control.items[1].width, 100)
        // The other two share 390 − 100: 145 each.
        expectClose(control.indicatorView.frame.minX, 145)
        expectClose(control.indicatorView.frame.width, 100)
        let midXs = control.segmentViews.map { Double($0.frame.midX) }
        expectClose(midXs[0], 72.5)
        expectClose(midXs[1], 195)
        expectClose(midXs[2], 317.5)
        // x 140 is in segment 0 now (in segment 1 with equal widths); x 250 in segment 2.
        fixture.finger.tap(at: control.convert(CGPoint(x: 140, y: 22), to: nil))
        expectEqual(control.selectedIndex, 0)
        fixture.finger.tap(at: control.convert(CGPoint(x: 250, y: 22), to: nil))
        expectEqual(control.selectedIndex, 2)
        expectEqual(fixture.recorder.selections, [0, 2])
    }

    check("setWidth: an insertion and the indicator's travel run on through a width change") {
        let fixture = Fixture(
            titles: ["Day", "Week", "Month"], selectedIndex: 0, configuration: .uikitUnderline)
        let control = fixture.control
        control.insertSegment(withTitle: "Fortnight", at: 1, animated: true)
        control.setSelectedIndex(3, animated: true)
        let start = _harnessMediaTime
        control.setWidth(60, forSegmentAt: 0)
        control.layoutIfNeeded()
        expect(control.segmentChange != nil, "the insertion still animates")
        expect(!control.animator.isSettled(at: start), "the indicator still travels")
        CADisplayLink._harnessFrame(at: start + 3.0 / 60)
        let inserted = control.segmentViews[1]
        expect(inserted.alpha > 0 && inserted.alpha < 1, "fading in: \(inserted.alpha)")
        CADisplayLink._harnessFrame(at: start + 5)
        expectClose(control.arrangement.segmentFrames[0].width, 60, "the width is laid out")
        expect(control.segmentChange == nil, "the insertion ended")
        expectEqual(control.selectedIndex, 3)
        expectClose(
            Double(control.indicatorView.frame.midX), Double(control.segmentViews[3].frame.midX),
            tolerance: 1e-6, "the indicator arrived under Month")
    }

    check("setWidth: right to left, the fixed segment is mirrored with the rest") {
        let fixture = Fixture(
            titles: ["Day", "Week", "Month"], selectedIndex: 0, configuration: .uikitUnderline)
        let control = fixture.control
        control.semanticContentAttribute = .forceRightToLeft
        control.setWidth(90, forSegmentAt: 0)
        control.layoutIfNeeded()
        // Segment 0 at the right: x 300 ..< 390; the others 150 each.
        expectClose(control.indicatorView.frame.minX, 300)
        expectClose(control.indicatorView.frame.width, 90)
        fixture.finger.tap(at: control.convert(CGPoint(x: 295, y: 22), to: nil))
        expectEqual(control.selectedIndex, 1)
    }

    check("setWidth: 0 goes back to automatic; bad widths count as 0; indices are pinned") {
        let fixture = Fixture(
            titles: ["Day", "Week", "Month"], selectedIndex: 1, configuration: .uikitUnderline)
        let control = fixture.control
        control.setWidth(100, forSegmentAt: 1)
        control.layoutIfNeeded()
        expectClose(control.indicatorView.frame.width, 100)
        control.setWidth(0, forSegmentAt: 1)
        control.layoutIfNeeded()
        expectEqual(control.widthForSegment(at: 1), 0)
        expectClose(control.indicatorView.frame.minX, 130)
        expectClose(control.indicatorView.frame.width, 130)
        for bad in [-20, CGFloat.nan, .infinity] {
            control.setWidth(bad, forSegmentAt: 1)
            expectEqual(control.widthForSegment(at: 1), 0, "\(bad)")
        }
        control.layoutIfNeeded()
        expectClose(control.indicatorView.frame.width, 130)
        // Past the last pins to the last, as UISegmentedControl documents; negative: none.
        control.setWidth(60, forSegmentAt: 9)
        expectEqual(control.widthForSegment(at: 2), 60)
        expectEqual(control.widthForSegment(at: 9), 60)
        control.setWidth(60, forSegmentAt: -1)
        expectEqual(control.widthForSegment(at: 0), 0)
        expectEqual(control.widthForSegment(at: -1), 0)
        // The width travels with its segment when one is inserted before it.
        control.insertSegment(withTitle: "Year", at: 0, animated: false)
        expectEqual(control.widthForSegment(at: 3), 60)
    }

    check("apportionsSegmentWidthsByContent toggles between equal and content widths") {
        let fixture = Fixture(
            titles: ["A", "Fortnight"], selectedIndex: 0, configuration: .uikitUnderline)
        let control = fixture.control
        expect(!control.apportionsSegmentWidthsByContent, "equal segments read false")
        expectClose(control.indicatorView.frame.width, 195)
        control.apportionsSegmentWidthsByContent = true
        control.layoutIfNeeded()
        expect(control.apportionsSegmentWidthsByContent)
        // Widths in proportion to the measured titles, filling the 390 points.
        let widths = control.items.map {
            expectedContentSize(of: $0, configuration: control.configuration).width
        }
        let first = 390 * widths[0] / (widths[0] + widths[1])
        expectClose(Double(control.indicatorView.frame.width), first, tolerance: 1e-3)
        expect(first < 100, "the short title's segment is the narrower")
        control.selectedIndex = 1
        control.layoutIfNeeded()
        expectClose(Double(control.indicatorView.frame.minX), first, tolerance: 1e-3)
        expectClose(Double(control.indicatorView.frame.width), 390 - first, tolerance: 1e-3)
        control.apportionsSegmentWidthsByContent = false
        control.layoutIfNeeded()
        expect(!control.apportionsSegmentWidthsByContent)
        expectClose(control.indicatorView.frame.minX, 195)
        expectClose(control.indicatorView.frame.width, 195)
        // A design whose segments hug their content reads true; false makes them equal.
        let material = SegmentedTabControl(items: ["A", "B"], configuration: .materialUnderline)
        expect(material.apportionsSegmentWidthsByContent)
        material.apportionsSegmentWidthsByContent = false
        expectEqual(material.configuration.layout.distribution, .fillEqually(spacing: 0))
    }
}

// VoiceOver elements, their frames and actions; keyboard commands; the Large Content Viewer.

import SegmentedCore
import UIKit

@testable import SegmentedUIKit

@MainActor
func accessibilityChecks() {
    check("one button element per segment: label, place, selected and dimmed traits") {
        let items = [
            SegmentedTabControl.Item(title: "Day"),
            SegmentedTabControl.Item(title: "Week", isEnabled: false),
            SegmentedTabControl.Item(
                image: UIImage(_harnessSize: CGSize(width: 20, height: 20)),
                accessibilityLabel: "Month"),
        ]
        let fixture = Fixture(items: items)
        expect(!fixture.control.isAccessibilityElement, "the control is a container")
        expectEqual(fixture.control.accessibilityContainerType, .semanticGroup)
        let all = segmentElements(of: fixture.control)
        expectEqual(all.count, 3)
        expectEqual(all.map(\.accessibilityLabel), ["Day", "Week", "Month"])
        expectEqual(all.map(\.accessibilityValue), ["1 of 3", "2 of 3", "3 of 3"])
        for element in all {
            expect(element.accessibilityTraits.contains(.button))
            expect(
                !element.accessibilityTraits.contains(.adjustable),
                "not adjustable by default, as UISegmentedControl's segments")
        }
        expectEqual(all.map { $0.accessibilityTraits.contains(.selected) }, [true, false, false])
        expectEqual(all.map { $0.accessibilityTraits.contains(.notEnabled) }, [false, true, false])
    }

    check("element frames are the segments' frames on screen, following the bar's scroll") {
        let fixture = Fixture(titles: ["Day", "Week", "Month"])
        fixture.window.frame.origin = CGPoint(x: 0, y: 20)
        let arrangement = fixture.expectedArrangement()
        for (index, element) in segmentElements(of: fixture.control).enumerated() {
            let segment = arrangement.segmentFrames[index]
            let expected = CGRect(
                x: segment.x, y: 20 + 100 + segment.y, width: segment.width, height: segment.height)
            expectClose(element.accessibilityFrame, expected, "element \(index)")
        }
        let scrolling = Fixture(
            titles: (1...12).map { "Category \($0)" }, configuration: .materialUnderline)
        scrolling.control.scrollView.contentOffset.x = 50
        let frames = scrolling.expectedArrangement().segmentFrames
        let first = segmentElements(of: scrolling.control)[1].accessibilityFrame
        expectClose(Double(first.minX), frames[1].x - 50, "scrolled 50 pt")
    }

    check("activating an element selects it and sends .valueChanged") {
        let fixture = Fixture(titles: ["Day", "Week", "Month"])
        let all = segmentElements(of: fixture.control)
        expect(all[2].accessibilityActivate())
        expectEqual(fixture.control.selectedIndex, 2)
        expectEqual(fixture.recorder.count, 1)
        // A double tap leaves VoiceOver on the element it activated: the core asks for no
        // focus move, so nothing is posted (VoiceOver reads the changed traits itself).
        expectEqual(
            UIAccessibility._harnessPosts.filter { $0.notification == .layoutChanged }.count, 0,
            "no focus move after an activation")
        expect(all[2].accessibilityTraits.contains(.selected), "traits follow the selection")
        expect(!all[0].accessibilityTraits.contains(.selected))
        fixture.control.isEnabled = false
        expect(!all[1].accessibilityActivate(), "a disabled control refuses")
        expect(all[1].accessibilityTraits.contains(.notEnabled))
    }

    check("swiping up and down on a segment moves the selection, skipping disabled ones") {
        let items = [
            SegmentedTabControl.Item(title: "Day"),
            SegmentedTabControl.Item(title: "Week", isEnabled: false),
            SegmentedTabControl.Item(title: "Month"),
        ]
        let fixture = Fixture(items: items)
        let element = segmentElements(of: fixture.control)[0]
        element.accessibilityIncrement()
        expectEqual(fixture.control.selectedIndex, 2)
        element.accessibilityIncrement()
        expectEqual(fixture.control.selectedIndex, 2, "no segment after the last")
        element.accessibilityDecrement()
        expectEqual(fixture.control.selectedIndex, 0)
        expectEqual(fixture.recorder.selections, [2, 0])
    }

    check("keyboard: arrows move as they point, Home and End go to the ends") {
        let fixture = Fixture(titles: ["A", "B", "C", "D"], selectedIndex: 1)
        expect(fixture.control.canBecomeFocused)
        expect(fixture.control.becomeFirstResponder())
        expect(UIResponder._harnessPressKey(UIKeyCommand.inputRightArrow))
        expectEqual(fixture.control.selectedIndex, 2)
        UIResponder._harnessPressKey(UIKeyCommand.inputEnd)
        expectEqual(fixture.control.selectedIndex, 3)
        UIResponder._harnessPressKey(UIKeyCommand.inputHome)
        expectEqual(fixture.control.selectedIndex, 0)
        UIResponder._harnessPressKey(UIKeyCommand.inputLeftArrow)
        expectEqual(fixture.control.selectedIndex, 0, "nothing before the first")
        expectEqual(fixture.recorder.selections, [2, 3, 0])
        expect(fixture.control.keyCommands?.allSatisfy(\.wantsPriorityOverSystemBehavior) == true)
    }

    check("keyboard, right to left: the right arrow goes to the previous segment") {
        let fixture = Fixture(titles: ["A", "B", "C"], selectedIndex: 1)
        fixture.control.semanticContentAttribute = .forceRightToLeft
        fixture.control.becomeFirstResponder()
        UIResponder._harnessPressKey(UIKeyCommand.inputRightArrow)
        expectEqual(fixture.control.selectedIndex, 0)
    }

    check("an empty or disabled control takes no focus") {
        let fixture = Fixture(titles: [])
        expect(!fixture.control.canBecomeFocused)
        expect(!fixture.control.becomeFirstResponder())
        let disabled = Fixture(titles: ["A"])
        disabled.control.isEnabled = false
        expect(!disabled.control.canBecomeFirstResponder)
    }

    check("the Large Content Viewer shows the segment under the finger and selects on lift") {
        let fixture = Fixture(titles: ["Day", "Week", "Month"])
        let control = fixture.control
        guard
            let interaction = control.interactions.compactMap({
                $0 as? UILargeContentViewerInteraction
            }).first,
            let delegate = interaction.delegate
        else {
            fail("no Large Content Viewer interaction")
            return
        }
        expect(control.showsLargeContentViewer)
        let point = control.convert(fixture.windowPoint(ofSegment: 1), from: nil)
        let item = delegate.largeContentViewerInteraction(interaction, itemAt: point)
        expect(item === control.segmentViews[1], "the segment's view")
        expectEqual(item?.largeContentTitle, "Week")
        expect(
            delegate.largeContentViewerInteraction(interaction, itemAt: CGPoint(x: -5, y: 5)) == nil
        )
        delegate.largeContentViewerInteraction(interaction, didEndOn: item, at: point)
        expectEqual(control.selectedIndex, 1)
        expectEqual(fixture.recorder.count, 1)
    }
}

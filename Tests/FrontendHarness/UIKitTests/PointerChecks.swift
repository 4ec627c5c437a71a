// The iPad pointer over the control: a UIPointerInteraction whose delegate gives the region
// of the segment under the pointer (the core's hit region, in the control's coordinates, as
// `UIPointerRegion.rect` must be) and a highlight style over that segment; none over a
// disabled segment. The stand-in interaction asks its delegate as UIKit documents
// (StandIns/UIKit/Pointer.swift); the expected regions come from the core's arrangement.

import SegmentedCore
import UIKit

@testable import SegmentedUIKit

@MainActor
func pointerInteraction(of control: SegmentedTabControl) -> UIPointerInteraction? {
    control.interactions.lazy.compactMap { $0 as? UIPointerInteraction }.first
}

@MainActor
func pointerChecks() {
    check("pointer: over segment i the region is segment i's, with a highlight over it") {
        let fixture = Fixture(titles: ["Day", "Week", "Month"], configuration: .uikitUnderline)
        let control = fixture.control
        guard let interaction = pointerInteraction(of: control) else {
            return expect(false, "the control has a pointer interaction")
        }
        let bar = control.scrollView.frame
        var identifiers: [AnyHashable] = []
        for index in 0..<3 {
            let location = CGPoint(x: 130 * CGFloat(index) + 65, y: 22)
            guard let hover = interaction._harnessHover(at: location) else {
                expect(false, "a region over segment \(index)")
                continue
            }
            expectClose(
                hover.region.rect,
                CGRect(x: 130 * CGFloat(index), y: bar.minY, width: 130, height: bar.height),
                "segment \(index)")
            hover.region.identifier.map { identifiers.append($0) }
            guard let style = hover.style, case .highlight(let preview)? = style._harnessEffect,
                case .roundedRect(let shape, _)? = style._harnessShape
            else {
                expect(false, "a highlight style with a rounded rect over segment \(index)")
                continue
            }
            expect(preview.view === control.segmentViews[index], "the preview is segment \(index)")
            let frame = fixture.expectedArrangement().segmentFrames[index]
            expectClose(
                preview.view.superview!.convert(shape, to: control.contentView), cgRect(frame))
        }
        expectEqual(Set(identifiers).count, 3, "one region per segment")
    }

    check("pointer: a gap belongs to the nearer segment, as a tap there would select it") {
        let fixture = Fixture(
            titles: ["Home", "Trending", "Subscriptions"], configuration: .materialUnderline)
        let control = fixture.control
        let arrangement = fixture.expectedArrangement()
        guard let interaction = pointerInteraction(of: control) else {
            return expect(false, "the control has a pointer interaction")
        }
        // Just past the end of segment 0, in the gap.
        let gapX = arrangement.segmentFrames[0].maxX + 2
        let location = control.contentView.convert(CGPoint(x: gapX, y: 10), to: control)
        let hover = interaction._harnessHover(at: location)
        let region = cgRect(arrangement.hitRegion(ofSegment: 0)!)
        expectClose(Double(hover?.region.rect.minX ?? -1), Double(region.minX))
        expectClose(Double(hover?.region.rect.width ?? -1), Double(region.width))
        expect((hover?.region.rect.width ?? 0) > CGFloat(arrangement.segmentFrames[0].width))
    }

    check("pointer: no region over a disabled segment or a disabled control") {
        let fixture = Fixture(titles: ["Day", "Week", "Month"], configuration: .uikitUnderline)
        let control = fixture.control
        guard let interaction = pointerInteraction(of: control) else {
            return expect(false, "the control has a pointer interaction")
        }
        let before = interaction._harnessInvalidations
        control.setEnabled(false, forSegmentAt: 1)
        expect(interaction._harnessInvalidations > before, "a disabled segment asks again")
        control.layoutIfNeeded()
        expect(interaction._harnessHover(at: CGPoint(x: 195, y: 22)) == nil, "segment 1")
        expect(interaction._harnessHover(at: CGPoint(x: 65, y: 22)) != nil, "segment 0")
        control.isEnabled = false
        expect(interaction._harnessHover(at: CGPoint(x: 65, y: 22)) == nil, "disabled control")
    }

    check("pointer: right to left, the leftmost region is the last segment's") {
        let fixture = Fixture(titles: ["Day", "Week", "Month"], configuration: .uikitUnderline)
        let control = fixture.control
        control.semanticContentAttribute = .forceRightToLeft
        control.setNeedsLayout()
        control.layoutIfNeeded()
        guard let interaction = pointerInteraction(of: control),
            let hover = interaction._harnessHover(at: CGPoint(x: 20, y: 22))
        else { return expect(false, "a region at the left edge") }
        expectClose(hover.region.rect.minX, 0)
        if case .highlight(let preview)? = hover.style?._harnessEffect {
            expect(preview.view === control.segmentViews[2], "the last segment")
        } else {
            expect(false, "a highlight")
        }
    }

    check("pointer: regions are asked for again when the layout or the scroll offset changes") {
        let fixture = Fixture(
            titles: ["One", "Two", "Three", "Four", "Five", "Six", "Seven", "Eight", "Nine"],
            configuration: .plainButtons)
        let control = fixture.control
        guard let interaction = pointerInteraction(of: control) else {
            return expect(false, "the control has a pointer interaction")
        }
        var count = interaction._harnessInvalidations
        control.setWidth(200, forSegmentAt: 0)
        control.layoutIfNeeded()
        expect(interaction._harnessInvalidations > count, "after a layout change")
        count = interaction._harnessInvalidations
        let arrangement = control.arrangement
        expect(arrangement.scrolls(in: Double(control.scrollView.frame.width)), "the bar scrolls")
        // The user scrolls the bar: UIKit tells the delegate (the stand-in makes no call for
        // an offset set in code, which UIKit does not document).
        control.scrollView.contentOffset.x = 150
        control.scrollView.delegate?.scrollViewDidScroll(control.scrollView)
        expect(interaction._harnessInvalidations > count, "after a scroll")
        // Scrolled by 150: the point 10 is the content's 160, in segment 0 (0 ..< 200).
        let hover = interaction._harnessHover(at: CGPoint(x: 10, y: 22))
        expectEqual(
            hover?.style.flatMap { style -> Bool? in
                if case .highlight(let preview)? = style._harnessEffect {
                    return preview.view === control.segmentViews[0]
                }
                return nil
            }, true)
    }
}

// Styles (SegmentedControlStyle.swift, BuiltInStyles.swift): each built-in style's makers
// drawing the indicator, labels and background from its design.

import SegmentedCore
import SwiftUI

@testable import SegmentedSwiftUI

@MainActor
private func render<Style: SegmentedControlStyle>(
    _ style: Style, selection: Int = 1, frame: CGRect = cg(0, 0, 300, 48)
) -> RenderedView {
    let store = Store(selection)
    return Renderer().render(
        SegmentedControl(["One", "Two", "Three"], selection: store.binding)
            .segmentedControlStyle(style), in: frame)
}

/// Expects a label drawn at this emphasis: the core's label colour for it.
@MainActor
func expectLabelEmphasis(
    _ label: RenderedView?, _ emphasis: Double, design: SegmentedDesign,
    file: StaticString = #filePath, line: UInt = #line
) {
    expectEqual(
        label?.foregroundColors.first, design.labelColor(emphasis: emphasis, isEnabled: true).color,
        file: file, line: line)
}

@MainActor
private func checkIndicator(_ root: RenderedView, design: SegmentedDesign, _ name: String) {
    guard let indicator = root.role(.indicator), let (shape, frame) = indicator.filledShape
    else {
        fail("\(name): no filled indicator shape")
        return
    }
    // The style fills the core's shape with the design's indicator colour…
    expect(shape._harnessShape is SegmentedIndicatorShape, "\(name): indicator shape")
    expectEqual(shape._harnessStyle as? Color, design.palette.indicator.color, name)
    // …in the frame the layout placed the indicator in (the geometry reader's size).
    expectEqual(frame, indicator.frame, "\(name): drawn where placed")
    let path = shape._harnessShape.path(in: CGRect(origin: .zero, size: frame.size))
    expectEqual(path.boundingRect, CGRect(origin: .zero, size: frame.size), name)
    expectEqual(
        Double(path._harnessCornerRadius),
        design.layout.indicator.cornerRadius(fitting: Size(frame.size)), "\(name): radius")
}

@MainActor
func styleTests() {
    let styles: [(String, SegmentedDesign, RenderedView)] = [
        ("underline", UnderlineSegmentedControlStyle().design, render(.underline)),
        ("materialUnderline", SegmentedDesign.materialUnderline, render(.materialUnderline)),
        ("slidingPill", SegmentedDesign.slidingPill, render(.slidingPill)),
        ("pagedHeader", SegmentedDesign.pagedHeader, render(.pagedHeader)),
        ("uikitUnderline", SegmentedDesign.uikitUnderline, render(.uikitUnderline)),
        ("design(.slidingPill)", SegmentedDesign.slidingPill, render(.design(.slidingPill))),
    ]

    check("each built-in style with an indicator draws it: the core's shape in the design's colour")
    {
        for (name, design, root) in styles {
            checkIndicator(root, design: design, name)
        }
    }

    check("the sliding pill's indicator sits behind the selected segment") {
        let root = render(.slidingPill, frame: cg(0, 0, 300, 32))
        let pill = PillGeometry(barWidth: 300, count: 3)
        expectClose(root.role(.indicator)?.frame ?? .zero, pill.indicator(at: 1))
    }

    check("plain buttons: no indicator; the selected label's colour marks the selection") {
        let root = render(.plain)
        expect(root.role(.indicator) == nil, "no indicator subview")
        let design = SegmentedDesign.plainButtons
        expectEqual(
            root.segments[1].foregroundColors.first,
            design.labelColor(emphasis: 1, isEnabled: true).color)
        expectEqual(
            root.segments[0].foregroundColors.first,
            design.labelColor(emphasis: 0, isEnabled: true).color)
    }

    check("default labels: emphasis 1 for the selection, 0 elsewhere; bold where the design says") {
        for (name, design, root) in styles {
            let segments = root.segments
            for (index, segment) in segments.enumerated() {
                let emphasis = index == 1 ? 1.0 : 0.0
                expectEqual(
                    segment.foregroundColors.first,
                    design.labelColor(emphasis: emphasis, isEnabled: true).color,
                    "\(name) label \(index) colour")
                let weight = segment.modifiers.compactMap {
                    if case .fontWeight(let w) = $0 { w } else { nil }
                }.first
                expectEqual(
                    weight, design.isBold(emphasis: emphasis) ? .semibold : .regular,
                    "\(name) label \(index) weight")
                let size = segment.modifiers.compactMap {
                    if case .font(let f) = $0 { f?._harnessSize } else { nil }
                }.first
                expectEqual(size, CGFloat(design.fontSize), "\(name) font size")
                expect(
                    segment.modifiers.contains {
                        if case .lineLimit(1) = $0 { true } else { false }
                    })
            }
        }
    }

    check("a disabled segment's label is drawn disabled") {
        let store = Store(0)
        let root = Renderer().render(
            SegmentedControl(["A", "B"], selection: store.binding, disabled: [1]))
        let design = SegmentedDesign.materialUnderline
        expectEqual(
            root.segments[1].foregroundColors.first,
            design.labelColor(emphasis: 0, isEnabled: false).color)
    }

    check("default background: the design's background colour with its track over it") {
        for (name, design, root) in styles {
            guard let background = root.role(.background) else {
                fail("\(name): no background")
                continue
            }
            let fills = background.all.compactMap { $0.value as? any _HarnessFilledShape }
            expectEqual(
                fills.map { $0._harnessStyle as? Color },
                [design.palette.background.color, design.palette.track.color], name)
            expect(fills.last?._harnessShape is SegmentedIndicatorShape, "\(name): track shape")
        }
    }

    check("a fill indicator casts a faint shadow; an underline does not") {
        let shadows = { (root: RenderedView) in
            root.role(.indicator)?.modifiers.filter {
                if case .shadow = $0 { true } else { false }
            }.count
        }
        expectEqual(shadows(render(.slidingPill)), 1)
        expectEqual(shadows(render(.underline)), 0)
    }

    check("a divider is drawn when the design has one, in the divider colour") {
        let root = render(.underline)
        let divider = root.role(.divider)
        expectEqual(
            divider?.filledShape.map { $0.0._harnessStyle as? Color },
            SegmentedDesign.materialUnderline.palette.divider.color)
        expect(render(.slidingPill).role(.divider) == nil, "pill: no divider")
    }

    check("segmentedControlIndicator replaces the indicator's view, keeping its frame") {
        let store = Store(0)
        let root = Renderer().render(
            SegmentedControl(["A", "B"], selection: store.binding)
                .segmentedControlIndicator { configuration in
                    configuration.shape.fill(
                        LinearGradient(
                            colors: [.pink, .orange], startPoint: .leading, endPoint: .trailing))
                })
        let indicator = root.role(.indicator)
        let fill = indicator?.filledShape
        expectEqual((fill?.0._harnessStyle as? LinearGradient)?._harnessColors, [.pink, .orange])
        expectEqual(fill?.1, indicator?.frame)
    }

    check("style initialisers change only what they are given") {
        let red = RGBAColor(red: 1, green: 0, blue: 0)
        let underline = UnderlineSegmentedControlStyle(color: red, thickness: 5).design
        expectEqual(underline.palette.indicator, red)
        expectEqual(underline.palette.selectedLabel, red, "follows the bar colour")
        expectEqual(underline.layout.indicator.thickness, 5)
        expectEqual(underline.palette.label, SegmentedDesign.materialUnderline.palette.label)
        let pill = SlidingPillSegmentedControlStyle(pillColor: red, spacing: 4).design
        expectEqual(pill.palette.indicator, red)
        expectEqual(pill.layout.distribution, .fillEqually(spacing: 4))
        let uikit = UIKitUnderlineSegmentedControlStyle(color: red, offset: nil).design
        expectEqual(uikit.palette.indicator, red)
        expectEqual(uikit.layout.indicator.offset, nil)
        expectEqual(UnderlineSegmentedControlStyle(design: .pagedHeader).design, .pagedHeader)
        expectEqual(SlidingPillSegmentedControlStyle(design: .plainButtons).design, .plainButtons)
        expectEqual(UIKitUnderlineSegmentedControlStyle(design: .slidingPill).design, .slidingPill)
        let paged = PagedHeaderSegmentedControlStyle(color: red, minimumOpacity: 0.3).design
        expectEqual(paged.palette.indicator, red)
        expectEqual(paged.labelEmphasis, .opacity(minimum: 0.3))
        expectEqual(PagedHeaderSegmentedControlStyle(design: .slidingPill).design, .slidingPill)
        let plain = PlainSegmentedControlStyle(spacing: 6, selectedLabelColor: red).design
        expectEqual(plain.layout.distribution, .packed(spacing: 6))
        expectEqual(plain.palette.selectedLabel, red)
        expectEqual(PlainSegmentedControlStyle(design: .slidingPill).design, .slidingPill)
    }
}

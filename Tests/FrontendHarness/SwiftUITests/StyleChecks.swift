// Styles (SegmentedControlStyle.swift, the built-in style files such as
// UnderlineSegmentedControlStyle.swift, SegmentedColors.swift): each
// built-in style's makers drawing the indicator, labels and background from its design, in
// the colours the core resolves for the environment's appearance (or the tint, or a colour
// the style was given).

import SegmentedCore
import SwiftUI

@testable import SegmentedSwiftUI

/// What a shape style paints with, as far as a test can tell.
enum Paint: Equatable, CustomStringConvertible {
    case color(Color)
    case tint
    case other(String)

    init(_ style: any ShapeStyle) {
        if let erased = style as? AnyShapeStyle {
            self.init(erased._harnessBase)
        } else if let color = style as? Color {
            self = .color(color)
        } else if style is TintShapeStyle {
            self = .tint
        } else {
            self = .other(String(describing: type(of: style)))
        }
    }

    var description: String {
        switch self {
        case .color(let color): "\(color)"
        case .tint: "tint"
        case .other(let name): name
        }
    }
}

/// The paint the control uses for a colour role: the tint for roles that follow it, else the
/// core's colour for the context.
func paint(_ role: AdaptiveColor, _ resolved: RGBAColor) -> Paint {
    role.followsTint ? .tint : .color(Color(resolved))
}

@MainActor
private func render<Style: SegmentedControlStyle>(
    _ style: Style, selection: Int = 1, frame: CGRect = cg(0, 0, 300, 48),
    environment: (inout EnvironmentValues) -> Void = { _ in }
) -> RenderedView {
    let store = Store(selection)
    let renderer = Renderer()
    environment(&renderer.environment)
    return renderer.render(
        SegmentedControl(["One", "Two", "Three"], selection: store.binding)
            .segmentedControlStyle(style), in: frame)
}

@MainActor
private func checkIndicator(
    _ root: RenderedView, design: SegmentedDesign, context: AppearanceContext, _ name: String
) {
    guard let indicator = root.role(.indicator), let (shape, frame) = indicator.filledShape
    else {
        fail("\(name): no filled indicator shape")
        return
    }
    expect(shape._harnessShape is SegmentedIndicatorShape, "\(name): indicator shape")
    expectEqual(
        Paint(shape._harnessStyle),
        paint(design.colors.indicator, design.palette(in: context).indicator), name)
    expectEqual(frame, indicator.frame, "\(name): drawn where placed")
    let path = shape._harnessShape.path(in: CGRect(origin: .zero, size: frame.size))
    expectEqual(path.boundingRect, CGRect(origin: .zero, size: frame.size), name)
    expectEqual(
        Double(path._harnessCornerRadius),
        design.layout.indicator.cornerRadius(fitting: Size(frame.size)), "\(name): radius")
}

@MainActor
func styleChecks() {
    let styles: [(String, SegmentedDesign, RenderedView)] = [
        ("underline", SegmentedDesign.materialUnderline, render(.underline)),
        ("slidingPill", SegmentedDesign.slidingPill, render(.slidingPill)),
        ("pagedHeader", SegmentedDesign.pagedHeader, render(.pagedHeader)),
        ("uikitUnderline", SegmentedDesign.uikitUnderline, render(.uikitUnderline)),
        ("design(.slidingPill)", SegmentedDesign.slidingPill, render(.design(.slidingPill))),
    ]

    check("each built-in style with an indicator draws it: the core's shape in its colour") {
        for (name, design, root) in styles {
            checkIndicator(root, design: design, context: .light, name)
        }
    }

    check("dark mode and increased contrast draw the core's colours for that appearance") {
        let dark = render(.slidingPill) { $0.colorScheme = .dark }
        checkIndicator(dark, design: .slidingPill, context: .dark, "dark")
        let contrast = render(.underline) {
            $0.colorScheme = .dark
            $0._harnessSetColorSchemeContrast(.increased)
        }
        checkIndicator(
            contrast, design: .materialUnderline,
            context: AppearanceContext(appearance: .dark, contrast: .increased), "contrast")
        let background = dark.role(.background)?.all.compactMap {
            ($0.value as? any _HarnessFilledShape).map { Paint($0._harnessStyle) }
        }
        let palette = SegmentedDesign.slidingPill.palette(in: .dark)
        let colors = SegmentedDesign.slidingPill.colors
        expectEqual(
            background,
            [paint(colors.background, palette.background), paint(colors.track, palette.track)])
    }

    check("the sliding pill's indicator sits behind the selected segment") {
        let root = render(.slidingPill, frame: cg(0, 0, 300, 32))
        let pill = PillGeometry(barWidth: 300, count: 3)
        expectClose(root.role(.indicator)?.frame ?? .zero, pill.indicator(at: 1))
    }

    check("plain buttons: no indicator; the selected colour shows only on the selection") {
        let root = render(.plain)
        expect(root.role(.indicator) == nil, "no indicator subview")
        expectEqual(root.segments[1].selectedLayer?.opacities.first, 1)
        expectEqual(root.segments[0].selectedLayer?.opacities.first, 0)
    }

    check("default labels: the selected colour fades in with the emphasis; the label's weight") {
        for (name, design, root) in styles {
            let palette = design.palette(in: .light)
            let colors = design.colors
            for (index, segment) in root.segments.enumerated() {
                let emphasis = index == 1 ? 1.0 : 0.0
                switch design.labelEmphasis {
                case .color:
                    expectEqual(
                        segment.foregroundPaints.first, paint(colors.label, palette.label),
                        "\(name) label \(index)")
                    expectEqual(
                        segment.selectedLayer?.foregroundPaints.first,
                        paint(colors.selectedLabel, palette.selectedLabel), "\(name) selected")
                    expectEqual(segment.selectedLayer?.opacities.first, emphasis, name)
                case .opacity(let minimum):
                    expectEqual(
                        segment.foregroundPaints.first,
                        paint(colors.selectedLabel, palette.selectedLabel), name)
                    expectEqual(segment.opacities.last, minimum + (1 - minimum) * emphasis, name)
                }
                let weight = segment.modifiers.compactMap {
                    if case .fontWeight(let w) = $0 { w } else { nil }
                }.first
                if design.isBold(emphasis: emphasis) {
                    expectEqual(weight, .semibold, "\(name) label \(index) bold")
                }
            }
        }
    }

    check("a disabled segment's label is drawn in the disabled colour") {
        let store = Store(0)
        let root = Renderer().render(
            SegmentedControl(["A", "B"], selection: store.binding, disabled: [1]))
        let design = SegmentedDesign.materialUnderline
        expectEqual(
            root.segments[1].foregroundPaints.first,
            paint(design.colors.disabledLabel, design.palette(in: .light).disabledLabel))
    }

    check("a font set around the control replaces the design's font") {
        let store = Store(0)
        let own = Renderer().render(SegmentedControl(["A", "B"], selection: store.binding))
        let fonts = { (root: RenderedView) in
            root.segments[0].modifiers.compactMap { if case .font(let f) = $0 { f } else { nil } }
        }
        expect(!fonts(own).isEmpty, "the design's font by default")
        let themed = Renderer().render(
            SegmentedControl(["A", "B"], selection: store.binding).font(.system(size: 21)))
        let texts = themed.segments.flatMap { $0.all.filter { $0.value is Text } }
        expect(!texts.isEmpty)
        for text in texts {
            // `font(nil)` inside the label would take the app's font away.
            expectEqual(text.environment.font, .system(size: 21), "the app's font is kept")
        }
    }

    check("an app's fontWeight reaches the default label; a bold-selected design sets its own") {
        // `fontWeight(nil)` "removes the effect of any font weight modifier applied higher in
        // the view hierarchy" (`fontWeight(_:)` reference): the label sets none where the
        // design has none to set.
        let store = Store(1)
        @MainActor func weights(_ root: RenderedView) -> [[Font.Weight?]] {
            root.segments.map { segment in
                segment.all.filter { $0.value is Text }.map(\.environment._harnessFontWeight)
            }
        }
        let underline = Renderer().render(
            SegmentedControl(["Day", "Week", "Month"], selection: store.binding)
                .fontWeight(.heavy))
        let shown = weights(underline)
        expect(
            shown.count == 3 && shown.allSatisfy { !$0.isEmpty && $0.allSatisfy { $0 == .heavy } },
            "the app's weight on every title of a design without one: \(shown)")
        let values = Renderer().render(
            SegmentedControl(selection: store.binding, values: [0, 1]) { Text("#\($0)") }
                .fontWeight(.heavy)
                .segmentedControlStyle(.underline))
        expect(
            weights(values).joined().allSatisfy { $0 == .heavy } && !values.segments.isEmpty,
            "the value form too: \(weights(values))")
        // The sliding pill draws the selected title semibold and the others regular, in every
        // state, so a selection never changes which views the label is made of.
        let pill = weights(
            Renderer().render(
                SegmentedControl(["Day", "Week", "Month"], selection: store.binding)
                    .fontWeight(.heavy)
                    .segmentedControlStyle(.slidingPill)))
        expectEqual(pill.map { Set($0) }, [[.regular], [.semibold], [.regular]])
    }

    check("colours given to a style override the design's") {
        let root = render(UnderlineSegmentedControlStyle(color: .pink))
        let indicator = root.role(.indicator)?.filledShape.map { Paint($0.0._harnessStyle) }
        expectEqual(indicator, .color(.pink))
        expectEqual(root.segments[1].selectedLayer?.foregroundPaints.first, .color(.pink))
        let pill = render(SlidingPillSegmentedControlStyle(pillColor: .orange, trackColor: .black))
        let fills = pill.role(.background)?.all.compactMap {
            ($0.value as? any _HarnessFilledShape).map { Paint($0._harnessStyle) }
        }
        expectEqual(fills?.last, .color(.black), "track")
        expectEqual(
            pill.role(.indicator)?.filledShape.map { Paint($0.0._harnessStyle) }, .color(.orange))
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
        let design = SegmentedDesign.materialUnderline
        expectEqual(
            root.role(.divider)?.filledShape.map { Paint($0.0._harnessStyle) },
            paint(design.colors.divider, design.palette(in: .light).divider))
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
        let underline = UnderlineSegmentedControlStyle(color: .pink, thickness: 5)
        expectEqual(underline.colorOverrides.indicator, .pink)
        expectEqual(underline.colorOverrides.selectedLabel, .pink, "follows the bar colour")
        expectEqual(underline.colorOverrides.label, nil)
        expectEqual(underline.design.layout.indicator.thickness, 5)
        let pill = SlidingPillSegmentedControlStyle(pillColor: .orange, spacing: 4)
        expectEqual(pill.colorOverrides.indicator, .orange)
        expectEqual(pill.design.layout.distribution, .fillEqually(spacing: 4))
        let uikit = UIKitUnderlineSegmentedControlStyle(color: .pink, offset: nil)
        expectEqual(uikit.colorOverrides.indicator, .pink)
        expectEqual(uikit.design.layout.indicator.offset, nil)
        let paged = PagedHeaderSegmentedControlStyle(titleColor: .black, minimumOpacity: 0.3)
        expectEqual(paged.colorOverrides.label, .black)
        expectEqual(paged.design.labelEmphasis, .opacity(minimum: 0.3))
        let plain = PlainSegmentedControlStyle(spacing: 6, selectedLabelColor: .pink)
        expectEqual(plain.design.layout.distribution, .packed(spacing: 6))
        expectEqual(plain.colorOverrides.selectedLabel, .pink)
        expectEqual(UnderlineSegmentedControlStyle(design: .pagedHeader).design, .pagedHeader)
        expectEqual(SlidingPillSegmentedControlStyle(design: .plainButtons).design, .plainButtons)
        expectEqual(UIKitUnderlineSegmentedControlStyle(design: .slidingPill).design, .slidingPill)
        expectEqual(PagedHeaderSegmentedControlStyle(design: .slidingPill).design, .slidingPill)
        expectEqual(PlainSegmentedControlStyle(design: .slidingPill).design, .slidingPill)
    }

    check("a style may hold a value that is not Sendable, as a ButtonStyle may") {
        let log = LabelLog()
        let store = Store(0)
        let root = Renderer().render(
            SegmentedControl(["A", "B"], selection: store.binding)
                .segmentedControlStyle(LoggingStyle(log: log)))
        // The control drew every label through the style: the two shown, and each one's
        // hidden widest-state copies (selected and unselected).
        expectEqual(root.segments.map(\.titles), [["A"], ["B"]])
        expectEqual(log.emphases.count, 6)
        expectEqual(
            log.emphases.filter { $0 == 1 }.count, 3, "A shown selected, A and B measured so")
    }
}

/// A class, so not `Sendable`: what a style's labels were asked to draw.
private final class LabelLog {
    var emphases: [Double] = []
}

/// A style that keeps a reference to a class and records each label it makes.
private struct LoggingStyle: SegmentedControlStyle {
    let log: LabelLog
    var design = SegmentedDesign.slidingPill

    func makeLabel(configuration: SegmentLabelConfiguration) -> some View {
        log.emphases.append(configuration.emphasis)
        return configuration.label
    }
}

/// A view whose value never changes, so its parent's updates leave it alone
/// (`equatable()`): only its own state and environment redraw it.
private struct KeptOutControl: View, Equatable {
    @State private var index = 0

    var body: some View {
        SegmentedControl(["Day", "Week"], selection: $index)
    }

    nonisolated static func == (lhs: Self, rhs: Self) -> Bool { true }
}

/// A parent that shows a count and styles the control inside.
private struct RestyledParent: View {
    let count: Int

    var body: some View {
        VStack {
            Text("\(count)")
            KeptOutControl().equatable()
        }
        .segmentedControlStyle(.slidingPill)
    }
}

@MainActor
func styleEnvironmentChecks() {
    // Issue 34: a style erased with closures in the environment re-ran every control inside
    // on each update of the view that set it.
    check("an update of the view that sets the style, with the same style, redraws no control") {
        let renderer = Renderer()
        let frame = cg(0, 0, 320, 48)
        renderer.render(RestyledParent(count: 0), in: frame)
        renderer.render(RestyledParent(count: 0), in: frame)
        renderer.bodyEvaluations = []
        let root = renderer.render(RestyledParent(count: 1), in: frame)
        expect(root.texts.contains("1"), "the parent drew its new count")
        let controls = root.all.filter {
            String(describing: type(of: $0.value)).hasPrefix("SegmentedControl<")
        }.map(\.path)
        expectEqual(controls.count, 1)
        let redrawn = renderer.bodyEvaluations.filter { evaluated in
            controls.contains { evaluated == $0 || evaluated.hasPrefix($0 + ".") }
        }
        expectEqual(redrawn.count, 0, "bodies of the control evaluated: \(redrawn.prefix(3))…")
    }
}

// The control written the way `Picker` is (SegmentedControl+Content.swift, iOS 18 and later):
// its segments are the content's subviews with a tag of the selection's type, read through
// the stand-in's `Group(subviews:)` and `ContainerValues.tag(for:)` (StandIns/SwiftUI/
// Subviews.swift). Each check runs as iOS 18 and later only: the initialisers do not exist
// before (`@available(iOS 18, …)`), so the iOS 17 and 16 runs skip them.

import SegmentedCore
import SwiftUI

@testable import SegmentedSwiftUI

private enum Period: String, CaseIterable, Hashable {
    case day, week, month
}

/// The place of each segment VoiceOver says is selected.
@MainActor
private func selectedSegments(_ root: RenderedView) -> [Int] {
    root.segments.indices.filter { root.segments[$0].accessibilityTraits.contains(.isSelected) }
}

/// Taps segment `index` of `control` where the renderer drew it.
@MainActor
private func tapSegment(_ index: Int, of control: some View, with renderer: Renderer) {
    let frame = renderer.render(control).segments[index].frame
    renderer.tap(control, at: CGPoint(x: frame.midX, y: frame.midY))
}

/// A style that makes its own label (padded), so its labels could change size with state.
private struct PaddedLabelStyle: SegmentedControlStyle {
    var design = SegmentedDesign.materialUnderline
    func makeLabel(configuration: SegmentLabelConfiguration) -> some View {
        DefaultSegmentLabel(configuration: configuration).padding(.horizontal, 4)
    }
}

/// An object a view keeps in its state, to tell one storage from another.
private final class StateToken {}

/// A segment's view with state of its own: each evaluation of its body reports the object its
/// state holds, which stays the same object as long as SwiftUI keeps the view's identity.
private struct StatefulSegment: View {
    let name: String
    let onBody: (String, StateToken) -> Void
    @State private var token = StateToken()

    var body: some View {
        let _ = onBody(name, token)
        Text(name)
    }
}

/// A shape's fill, whatever the shape and style types.
@MainActor private protocol ShapeFill {
    var fill: any ShapeStyle { get }
}

extension _ShapeView: ShapeFill {
    fileprivate var fill: any ShapeStyle { style }
}

/// What shows where one text is drawn: the paints that add up there, in premultiplied
/// colour (each paint's colour times its own alpha times `opacity`), and the alpha there.
struct DrawnRegion {
    var paints: [(paint: Paint?, opacity: Double)]
    var alpha: Double

    func faded(_ opacity: Double) -> DrawnRegion {
        DrawnRegion(paints: paints.map { ($0.paint, $0.opacity * opacity) }, alpha: alpha * opacity)
    }
}

/// The alpha of a paint: a colour's opacity; 1 for any other style.
private func alpha(of paint: Paint?) -> Double {
    if case .color(let color) = paint { color._harnessOpacity } else { 1 }
}

extension RenderedView {
    /// How the texts under this view are drawn: for each visible drawing, the paints that
    /// show there and the opacity applied to each (see `drawnRegions`).
    fileprivate var drawnTextPaints: [(paint: Paint?, opacity: Double)] {
        drawnRegions.flatMap(\.paints)
    }

    /// What shows where each text under this view is drawn. A text is drawn in the foreground
    /// style of its own environment (`nil` when none is set there), unless it only shapes a
    /// mask: then what shows is the masked content's shapes, each in its fill
    /// (`ForegroundStyle` resolved in the shape's environment). Inside a compositing group a
    /// blend mode composites with the group's content alone, by Apple's formulas (see the
    /// stand-in's `BlendMode`): a shape drawn with `.sourceAtop` in an overlay of the texts
    /// gives `S*Da + D*(1 - Sa)`; texts drawn with `.destinationOut` over shapes in their
    /// background (each shape over the ones before it) give those shapes times `1 - Sa`. Outside a group a blend would act on what
    /// is behind the group too, so the texts keep their own paint here.
    fileprivate var drawnRegions: [DrawnRegion] {
        switch kind {
        case .modifier(.hidden): return []
        case .modifier(.opacity(let own)):
            return children.flatMap(\.drawnRegions).map { $0.faded(own) }
        case .modifier(.compositingGroup):
            guard let content = children.first else { return [] }
            return content.blendedRegions ?? content.drawnRegions
        case .modifier(.mask) where children.count == 2 && !children[1].texts.isEmpty:
            return children[0].all.compactMap { node in
                guard let fill = node.ownShapeFill else { return nil }
                let opacity = node.opacityBelow(self)
                return DrawnRegion(paints: [(fill, opacity)], alpha: opacity * alpha(of: fill))
            }
        default:
            if value is Text {
                let paint = environment._harnessForegroundStyle.map(Paint.init)
                return [DrawnRegion(paints: [(paint, 1)], alpha: alpha(of: paint))]
            }
            return children.flatMap(\.drawnRegions)
        }
    }

    /// What this view, the content of a compositing group, draws when it blends a shape
    /// with the texts under it; `nil` when it does not.
    private var blendedRegions: [DrawnRegion]? {
        guard children.count == 2 else { return nil }
        switch kind {
        case .modifier(.overlay):
            // `.sourceAtop`: R = S*Da + D*(1 - Sa), alpha Da.
            guard let (fill, opacity) = children[1].blendedShapeFill(.sourceAtop) else {
                return nil
            }
            let sourceAlpha = opacity * alpha(of: fill)
            return children[0].drawnRegions.map { texts in
                DrawnRegion(
                    paints: [(fill, opacity * texts.alpha)]
                        + texts.paints.map { ($0.paint, $0.opacity * (1 - sourceAlpha)) },
                    alpha: texts.alpha)
            }
        case .modifier(.background):
            // `.destinationOut` on the content: R = D*(1 - Sa), alpha Da*(1 - Sa).
            guard case .modifier(.blendMode(.destinationOut)) = children[1].kind,
                let shapes = children[0].composedShapes
            else { return nil }
            return children[1].drawnRegions.map { texts in
                shapes.faded(1 - texts.alpha)
            }
        default: return nil
        }
    }

    /// The fill of a shape drawn with `mode` in this view, and the opacity around it.
    private func blendedShapeFill(_ mode: BlendMode) -> (paint: Paint?, opacity: Double)? {
        for node in all {
            guard case .modifier(.blendMode(let own)) = node.kind, own == mode,
                let (fill, opacity) = node.shapeFill
            else { continue }
            return (fill, opacity * node.opacityBelow(self))
        }
        return nil
    }

    /// What the shapes in this view draw, each over the ones before it (source over:
    /// `R = S + D*(1 - Sa)`, alpha `Sa + Da*(1 - Sa)`), in premultiplied colour; `nil` when
    /// there is no shape.
    private var composedShapes: DrawnRegion? {
        var composed: DrawnRegion?
        for node in all {
            guard let fill = node.ownShapeFill else { continue }
            let opacity = node.opacityBelow(self)
            let sourceAlpha = opacity * alpha(of: fill)
            let below = composed?.faded(1 - sourceAlpha)
            composed = DrawnRegion(
                paints: (below?.paints ?? []) + [(fill, opacity)],
                alpha: sourceAlpha + (below?.alpha ?? 0))
        }
        return composed
    }

    /// The fill of the first shape in this view, and the opacity around it.
    private var shapeFill: (paint: Paint?, opacity: Double)? {
        for node in all {
            if let fill = node.ownShapeFill { return (fill, node.opacityBelow(self)) }
        }
        return nil
    }

    /// This view's fill, if it is a shape: `ForegroundStyle` resolved in its environment.
    private var ownShapeFill: Paint?? {
        guard let shape = value as? any ShapeFill else { return nil }
        let fill = shape.fill is ForegroundStyle ? environment._harnessForegroundStyle : shape.fill
        return .some(fill.map(Paint.init))
    }

    /// The accessibility attachments VoiceOver reaches under this view: none under
    /// `hidden()`, `accessibilityHidden(true)`, `opacity(0)` or in a mask's view (see
    /// `RenderedView.spokenLabel`).
    fileprivate var reachableAccessibility: [AccessibilityAttachmentModifier._Attachment] {
        switch kind {
        case .modifier(.hidden), .accessibility(.hidden(true)): return []
        case .modifier(.opacity(let opacity)) where opacity == 0: return []
        case .modifier(.mask): return children.first?.reachableAccessibility ?? []
        case .accessibility(let attachment):
            return [attachment] + children.flatMap(\.reachableAccessibility)
        default: return children.flatMap(\.reachableAccessibility)
        }
    }

    /// The opacity applied from `ancestor` down to this view (1 when none).
    private func opacityBelow(_ ancestor: RenderedView) -> Double {
        func walk(_ node: RenderedView, _ opacity: Double) -> Double? {
            if node === self { return opacity }
            var own = opacity
            if case .modifier(.opacity(let o)) = node.kind { own *= o }
            for child in node.children {
                if let found = walk(child, own) { return found }
            }
            return nil
        }
        return walk(ancestor, 1) ?? 1
    }

    /// The text nodes under this view, shown or hidden.
    fileprivate var textNodes: [RenderedView] { allIncludingHidden.filter { $0.value is Text } }
}

@MainActor
func pickerFormChecks() {
    check(
        "stand-in: a subview keeps its container's environment, not its placement's",
        minimumIOS: 18
    ) {
        // `Subview`: a subview "is resolved using the environment of its container, not the
        // environment of its subview proxy"; a rendering effect on the proxy still applies.
        let root = Renderer().render(
            Group(subviews: Text("A")) { (subviews: SubviewsCollection) in
                subviews[0]
                    .font(.system(size: 30)).fontWeight(.bold).lineLimit(2)
                    .foregroundStyle(Color.pink)
                    .opacity(0.5)
            }
            .font(.system(size: 12))
            .foregroundStyle(Color.orange))
        let text = root.textNodes.first
        expectEqual(text?.environment.font, .system(size: 12), "the container's font")
        expectEqual(text?.environment._harnessFontWeight, nil, "no weight from the placement")
        expectEqual(text?.environment._harnessLineLimit, nil, "no line limit from the placement")
        let drawn = root.drawnTextPaints
        expectEqual(drawn.map(\.paint), [.color(.orange)], "the container's colour")
        expectEqual(drawn.map(\.opacity), [0.5], "the proxy's opacity")
    }

    check("stand-in: hidden views and a mask's view say nothing; accessibilityLabel(content:) does")
    {
        // A button's element takes its label from its content; a hidden copy, a mask's view
        // and a shape give none; `accessibilityLabel(content:)` sets its view's text, its
        // placeholder standing for the label the content already had.
        let plain = Renderer().render(
            Button {
            } label: {
                Text("Day")
            })
        expectEqual(plain.spokenLabel, "Day")
        let masked = Renderer().render(
            Button {
            } label: {
                Text("Day").hidden()
                    .overlay { Rectangle().fill(Color.orange).mask { Text("Day") } }
            })
        expectEqual(masked.spokenLabel, nil, "a hidden view, a shape and a mask")
        let labelled = Renderer().render(
            Button {
            } label: {
                Text("Day").hidden().accessibilityLabel { _ in Text("Today") }
            })
        expectEqual(labelled.spokenLabel, "Today")
        let appended = Renderer().render(
            Button {
            } label: {
                Text("Day").accessibilityLabel { label in
                    Text("New")
                    label
                }
            })
        expectEqual(appended.spokenLabel, "New, Day", "the placeholder is the view's own label")
        let faded = Renderer().render(
            Button {
            } label: {
                Text("Day").opacity(0)
            })
        expectEqual(faded.spokenLabel, nil, "opacity 0 hides the element")
    }

    check(
        "picker form: VoiceOver speaks each segment as its subview: its text, or the app's label",
        minimumIOS: 18
    ) {
        let store = Store(Period.week)
        let root = Renderer().render(
            SegmentedControl(selection: store.binding, disabled: [.month]) {
                Text("Day").tag(Period.day)
                Text("Week").tag(Period.week)
                Label("Month", systemImage: "calendar").tag(Period.month)
            })
        // The selected segment's second layer (its selected colour) is not spoken twice.
        expectEqual(root.segments.map(\.spokenLabel), ["Day", "Week", "Month"])
        expectEqual(root.segments.map(\.accessibilityValue), ["1 of 3", "2 of 3", "3 of 3"])
        // As the value form's segments, which show the same views, are spoken.
        let values = Renderer().render(
            SegmentedControl(selection: store.binding, values: [Period.day, .week]) { period in
                Text(period.rawValue.capitalized)
            })
        expectEqual(values.segments.map(\.spokenLabel), ["Day", "Week"])
        // A label the app gives a subview is the segment's, as for any view it labels.
        let labelled = Renderer().render(
            SegmentedControl(selection: store.binding) {
                Image(systemName: "sun.max").accessibilityLabel("Day").tag(Period.day)
                Text("Wk").accessibilityLabel(Text("Week")).tag(Period.week)
            })
        expectEqual(labelled.segments.map(\.spokenLabel), ["Day", "Week"])
    }

    check(
        "picker form: a segment's view keeps its own accessibility, once",
        minimumIOS: 18
    ) {
        let root = Renderer().render(
            SegmentedControl(selection: Store(Period.day).binding) {
                Text("Inbox").accessibilityValue(Text("3 unread")).tag(Period.day)
                Text("Sent").tag(Period.week)
            })
        let values = root.segments.first?.reachableAccessibility.compactMap {
            if case .value(let text) = $0 { text._harnessString } else { nil }
        }
        expectEqual(
            values?.filter { $0 == "3 unread" }.count, 1,
            "the app's value reaches VoiceOver once: \(values ?? [])")
    }

    check(
        "picker form: a view marked segmentKeepsOwnColors keeps its colours; others are recoloured",
        minimumIOS: 18
    ) {
        let root = Renderer().render(
            SegmentedControl(selection: Store(Period.day).binding) {
                Text("🎉").foregroundStyle(Color.orange).segmentKeepsOwnColors()
                    .tag(Period.day)
                Text("Week").foregroundStyle(Color.orange).tag(Period.week)
            })
        let kept = root.segments[0].drawnTextPaints.filter { $0.opacity > 0 }
        expect(
            !kept.isEmpty && kept.allSatisfy { $0.paint == .color(.orange) },
            "the marked view in its own colour: \(kept)")
        let recoloured = root.segments[1].drawnTextPaints.filter { $0.opacity > 0 }
        expect(
            !recoloured.isEmpty && !recoloured.contains { $0.paint == .color(.orange) },
            "an unmarked view in the state's colour: \(recoloured)")
        // The container value as the stand-in reads it: the default, and the last written;
        // set on a view inside another container, it stays there ("container values … don't
        // escape their closest container", `containerValue(_:_:)` reference).
        var read: [Bool] = []
        _ = Renderer().render(
            Group(
                subviews: Group {
                    Text("A")
                    Text("B").segmentKeepsOwnColors(false).padding().segmentKeepsOwnColors()
                    HStack { Text("C").segmentKeepsOwnColors() }
                }
            ) { (subviews: SubviewsCollection) -> SubviewsCollection in
                read = subviews.map(\.containerValues.segmentKeepsOwnColors)
                return subviews
            })
        expectEqual(read, [false, true, false])
    }

    check(
        "picker form: the selected segment shows the selected colour; a disabled one is dimmed",
        minimumIOS: 18
    ) {
        let store = Store(Period.week)
        let root = Renderer().render(
            SegmentedControl(selection: store.binding, disabled: [.month]) {
                Text("Day").tag(Period.day)
                Text("Week").tag(Period.week)
                Text("Month").tag(Period.month)
            })
        let design = SegmentedDesign.materialUnderline
        let colors = design.colors
        let palette = design.palette(in: .light)
        let selected = paint(colors.selectedLabel, palette.selectedLabel)
        let disabled = paint(colors.disabledLabel, palette.disabledLabel)
        // Drawn last (on top) and opaque: what the selected title shows.
        let top = root.segments[1].drawnTextPaints.last { $0.opacity > 0 }
        expectEqual(top?.paint, selected, "the selected title")
        expectEqual(top?.opacity, 1)
        let unselected = root.segments[0].drawnTextPaints.filter { $0.opacity > 0 }
        expect(
            !unselected.isEmpty && !unselected.contains { $0.paint == selected },
            "an unselected title does not show the selected colour: \(unselected)")
        let dimmed = root.segments[2].drawnTextPaints.filter { $0.opacity > 0 }
        expect(
            !dimmed.isEmpty && dimmed.allSatisfy { $0.paint == disabled },
            "the disabled title is drawn in the disabled colour: \(dimmed)")
    }

    check(
        "picker form: a translucent unselected colour shows with its alpha, not the view's own",
        minimumIOS: 18
    ) {
        // Like `.secondary`: the label colour at 60 %. The subview's own colour must not show
        // through (`.sourceAtop` would give `S*Da + D*(1 - Sa)`, 40 % of it).
        let secondary = Color(white: 0.235, opacity: 0.6)
        let root = Renderer().render(
            SegmentedControl(selection: Store(Period.week).binding) {
                Text("Day").foregroundStyle(Color.pink).tag(Period.day)
                Text("Week").tag(Period.week)
            }
            .segmentedControlStyle(
                UnderlineSegmentedControlStyle(color: .orange, labelColor: secondary)))
        // A layer drawn at opacity 0 (the selected colour's, faded out) shows nothing.
        let regions = root.segments[0].drawnRegions.filter { $0.alpha > 0 }
        let shown = regions.map { $0.paints.filter { $0.opacity > 0 } }
        expect(
            shown.count == 1 && shown[0].count == 1 && shown[0][0].paint == .color(secondary)
                && abs(shown[0][0].opacity - 1) < 1e-9,
            "the unselected title in the translucent colour alone: \(shown)")
        expect(
            regions.count == 1 && abs(regions[0].alpha - 0.6) < 1e-9,
            "its alpha is the colour's: \(regions.map(\.alpha))")
    }

    check(
        "picker form: a translucent disabled colour shows with its alpha, not the view's own",
        minimumIOS: 18
    ) {
        var design = SegmentedDesign.materialUnderline
        let dimmed = RGBAColor(red: 0.2, green: 0.2, blue: 0.2, alpha: 0.3)
        design.colors.disabledLabel = .fixed(dimmed)
        let root = Renderer().render(
            SegmentedControl(selection: Store(Period.day).binding, disabled: [.week]) {
                Text("Day").tag(Period.day)
                Text("Week").foregroundStyle(Color.orange).tag(Period.week)
            }
            .segmentedControlStyle(UnderlineSegmentedControlStyle(design: design)))
        let regions = root.segments[1].drawnRegions.filter { $0.alpha > 0 }
        let shown = regions.flatMap { $0.paints.filter { $0.opacity > 0 } }
        expect(
            !shown.isEmpty && shown.allSatisfy { $0.paint == .color(Color(dimmed)) },
            "the disabled title in the disabled colour alone: \(shown)")
        expect(
            !regions.isEmpty && regions.allSatisfy { abs($0.alpha - 0.3) < 1e-9 },
            "its alpha is the colour's: \(regions.map(\.alpha))")
    }

    check(
        "picker form: the subviews get the design's font, weight and line limit",
        minimumIOS: 18
    ) {
        let store = Store(Period.day)
        let content = Renderer().render(
            SegmentedControl(selection: store.binding) {
                Text("Day").tag(Period.day)
                Text("Week").tag(Period.week)
            })
        let titles = Renderer().render(
            SegmentedControl(["Day", "Week"], selection: Store(0).binding))
        // The unselected segment: its look does not depend on a bold selected state.
        let expected = titles.segments[1].textNodes.first?.environment
        expect(expected?.font != nil, "the title form's labels have the design's font")
        for text in content.segments[1].textNodes {
            expectEqual(text.environment.font, expected?.font, "the design's font")
            expectEqual(
                text.environment._harnessFontWeight, expected?._harnessFontWeight,
                "the design's weight")
            expectEqual(text.environment._harnessLineLimit, 1, "one line")
        }
        expect(!content.segments[1].textNodes.isEmpty)
        // No hidden widest-state copies, and no second layer: the default label places the
        // subview once.
        let week = content.textNodes.filter { ($0.value as? Text)?._harnessString == "Week" }
        expectEqual(week.count, 1, "places of one subview")
    }

    check(
        "picker form: the default label makes each segment's view once; a style's own label once per place",
        minimumIOS: 18
    ) {
        // Each place a view is put is a view of its own to SwiftUI (its state, its `onAppear`,
        // its `task`): the default label's selected colour must not be a second copy.
        var appeared: [String: Int] = [:]
        let content = {
            SegmentedControl(selection: Store(Period.week).binding, disabled: [.month]) {
                ForEach(Period.allCases, id: \.self) { period in
                    Text(period.rawValue).onAppear { appeared[period.rawValue, default: 0] += 1 }
                }
            }
        }
        // Every built-in design: those that emphasise by colour (the blend that was a second
        // layer) and the paged header, which fades by opacity.
        for (index, design) in SegmentedDesign.all.enumerated() {
            appeared = [:]
            _ = Renderer().render(
                content().segmentedControlStyle(UnderlineSegmentedControlStyle(design: design)))
            expectEqual(
                appeared, ["day": 1, "week": 1, "month": 1],
                "views made for the default label (design \(index), \(design.labelEmphasis))")
        }
        // A style that places `configuration.label` once: the shown label and the two hidden
        // copies that measure its selected and unselected looks.
        appeared = [:]
        _ = Renderer().render(content().segmentedControlStyle(PaddedLabelStyle()))
        expectEqual(appeared, ["day": 3, "week": 3, "month": 3], "a style's own label")
    }

    check(
        "picker form: disabling or enabling a segment keeps its view (its state and onAppear)",
        minimumIOS: 18
    ) {
        // A view that moves to another branch of an `if` is a new view to SwiftUI: its state
        // resets and its `onAppear` runs again. Disabling a segment must change its colours,
        // not the view.
        var appeared: [String: Int] = [:]
        // Every state object a segment's view showed (kept alive, so no two share an address).
        var tokens: [String: [StateToken]] = [:]
        let control = { (disabled: Set<Period>) in
            SegmentedControl(selection: Store(Period.day).binding, disabled: disabled) {
                ForEach(Period.allCases, id: \.self) { period in
                    StatefulSegment(name: period.rawValue) { tokens[$0, default: []].append($1) }
                        .onAppear { appeared[period.rawValue, default: 0] += 1 }
                }
            }
        }
        for (index, design) in SegmentedDesign.all.enumerated() {
            appeared = [:]
            tokens = [:]
            let renderer = Renderer()
            let style = UnderlineSegmentedControlStyle(design: design)
            for disabled: Set<Period> in [[], [.week], [], [.week, .month], [.month], []] {
                _ = renderer.render(control(disabled).segmentedControlStyle(style))
            }
            let once = ["day": 1, "week": 1, "month": 1]
            expectEqual(appeared, once, "onAppear (design \(index), \(design.labelEmphasis))")
            expectEqual(
                tokens.mapValues { Set($0.map(ObjectIdentifier.init)).count }, once,
                "state objects (design \(index), \(design.labelEmphasis))")
        }
    }

    check(
        "picker form: between two segments the default label blends the two colours in one fill",
        minimumIOS: 18
    ) {
        let design = SegmentedDesign.materialUnderline
        let palette = design.palette(in: .light)
        let unselected = paint(design.colors.label, palette.label)
        let selected = paint(design.colors.selectedLabel, palette.selectedLabel)
        let root = Renderer().render(
            SegmentedControl(selection: Store(Period.day).binding) {
                Text("Day").tag(Period.day)
                Text("Week").tag(Period.week)
            }
            .segmentedControlPosition(0.25))
        // Emphasis 0.75 on the first segment: the selected colour at 0.75 over the other.
        let regions = root.segments[0].drawnRegions.filter { $0.alpha > 0 }
        guard regions.count == 1 else { return fail("one drawn region: \(regions.count)") }
        let paints = regions[0].paints
        let top = paints.last
        expectEqual(top?.paint, selected)
        expect(abs((top?.opacity ?? 0) - 0.75) < 1e-9, "the selected colour at 0.75: \(paints)")
        let under = paints.dropLast().filter { $0.opacity > 0 }
        expect(
            under.count == 1 && under[0].paint == unselected
                && abs(under[0].opacity - 0.25) < 1e-9,
            "the unselected colour under it, at 1 - 0.75: \(paints)")
    }

    check(
        "picker form: the app's weight is kept when the design has none to set",
        minimumIOS: 18
    ) {
        // With the app's font the design sets no weight; `fontWeight(nil)` would erase the
        // app's ("removes the effect of any font weight modifier applied higher").
        let root = Renderer().render(
            SegmentedControl(selection: Store(Period.day).binding) {
                Text("Day").tag(Period.day)
                Text("Week").tag(Period.week)
            }
            .font(.system(size: 20)).fontWeight(.heavy))
        let texts = root.segments.flatMap(\.textNodes)
        expect(!texts.isEmpty)
        for text in texts {
            expectEqual(text.environment._harnessFontWeight, .heavy, "the app's weight")
            expectEqual(text.environment.font, .system(size: 20), "the app's font")
        }
    }

    check(
        "picker form: under .system the subviews get no font, weight or line limit of ours",
        minimumIOS: 18
    ) {
        let root = Renderer().render(
            SegmentedControl(selection: Store(Period.day).binding) {
                Text("Day").tag(Period.day)
                Text("Week").tag(Period.week)
            }
            .segmentedControlStyle(.system))
        let texts = root.textNodes
        expect(!texts.isEmpty)
        for text in texts {
            expectEqual(text.environment.font, nil, "no font")
            expectEqual(text.environment._harnessFontWeight, nil, "no weight")
            expectEqual(text.environment._harnessLineLimit, nil, "no line limit")
        }
    }

    check(
        "picker form: a style's own label gets widest-state copies; the default label none",
        minimumIOS: 18
    ) {
        @MainActor func places(_ root: RenderedView) -> Int {
            root.textNodes.filter { ($0.value as? Text)?._harnessString == "Week" }.count
        }
        let content = {
            SegmentedControl(selection: Store(Period.day).binding) {
                Text("Day").tag(Period.day)
                Text("Week").tag(Period.week)
            }
        }
        let plain = places(Renderer().render(content()))
        let own = places(Renderer().render(content().segmentedControlStyle(PaddedLabelStyle())))
        // For the style that makes its own: the shown label and its two hidden copies (its
        // selected and unselected look), each a whole label.
        expectEqual(own, plain * 3, "copies for a style's own label (default: \(plain))")
    }

    check(
        "picker form: the tag form builds a segment per tagged view, in order; a tap writes its tag",
        minimumIOS: 18
    ) {
        let store = Store(Period.week)
        let renderer = Renderer()
        let control = SegmentedControl(selection: store.binding) {
            Text("Day").tag(Period.day)
            Text("Week").tag(Period.week)
            Text("Month").tag(Period.month)
        }
        let root = renderer.render(control)
        expectEqual(root.segments.map(\.titles), [["Day"], ["Week"], ["Month"]])
        expectEqual(root.segments.map(\.accessibilityValue), ["1 of 3", "2 of 3", "3 of 3"])
        expectEqual(selectedSegments(root), [1], "the bound tag's segment")
        tapSegment(2, of: control, with: renderer)
        expectEqual(store.writes, [.month])
        expectEqual(selectedSegments(renderer.render(control)), [2])
    }

    check(
        "picker form: a ForEach with tags builds a segment per element; a tap writes its tag",
        minimumIOS: 18
    ) {
        let names = ["Ann", "Bo", "Cy"]
        let store = Store("Bo")
        let renderer = Renderer()
        let control = SegmentedControl(selection: store.binding) {
            ForEach(names, id: \.self) { Text($0).tag($0) }
        }
        let root = renderer.render(control)
        expectEqual(root.segments.map(\.titles), [["Ann"], ["Bo"], ["Cy"]])
        expectEqual(selectedSegments(root), [1])
        tapSegment(0, of: control, with: renderer)
        expectEqual(store.writes, ["Ann"])
    }

    check(
        "picker form: the title first is the control's accessibility label, not a segment",
        minimumIOS: 18
    ) {
        let store = Store(Period.day)
        let renderer = Renderer()
        let control = SegmentedControl("Period", selection: store.binding) {
            Text("Day").tag(Period.day)
            Text("Week").tag(Period.week)
        }
        let root = renderer.render(control)
        expectEqual(root.accessibilityLabel, "Period")
        expectEqual(root.segments.map(\.titles), [["Day"], ["Week"]])
        expect(!root.segments.contains { $0.titles.contains("Period") }, "the title is not drawn")
        tapSegment(1, of: control, with: renderer)
        expectEqual(store.writes, [.week])
        // A title held in a string (not a localized key), as `Picker(title, …)` takes it.
        let title = "Unit"
        let named = SegmentedControl(title, selection: store.binding) {
            Text("Day").tag(Period.day)
        }
        expectEqual(Renderer().render(named).accessibilityLabel, "Unit")
        // Without a title the control has no label of its own.
        let untitled = SegmentedControl(selection: store.binding) { Text("Day").tag(Period.day) }
        expectEqual(Renderer().render(untitled).accessibilityLabel, nil)
    }

    check(
        "picker form: a bound value no subview is tagged with selects no segment, without a write",
        minimumIOS: 18
    ) {
        let store = Store(Period.month)
        let root = Renderer().render(
            SegmentedControl(selection: store.binding) {
                Text("Day").tag(Period.day)
                Text("Week").tag(Period.week)
            })
        expectEqual(root.segments.count, 2)
        expectEqual(selectedSegments(root), [])
        expectEqual(root.role(.indicator)?.opacities.first, 0, "no indicator")
        expectEqual(store.writes, [])
    }

    check(
        "picker form: a view without a tag of the selection's type is left out",
        minimumIOS: 18
    ) {
        let store = Store(Period.day)
        let renderer = Renderer()
        let control = SegmentedControl(selection: store.binding) {
            Text("Day").tag(Period.day)
            Text("Note")
            Text("Other").tag("week")
            Text("Week").tag(Period.week)
        }
        let root = renderer.render(control)
        expectEqual(root.segments.map(\.titles), [["Day"], ["Week"]])
        expectEqual(root.segments.map(\.accessibilityValue), ["1 of 2", "2 of 2"])
        tapSegment(1, of: control, with: renderer)
        expectEqual(store.writes, [.week])
    }

    check(
        "picker form: tags under other modifiers, in groups and conditionals; EmptyView is none",
        minimumIOS: 18
    ) {
        let store = Store(Period.day)
        let showsMonth = true
        let root = Renderer().render(
            SegmentedControl(selection: store.binding) {
                Text("Day").tag(Period.day).padding()
                EmptyView()
                Group {
                    Text("Week").tag(Period.week)
                    if showsMonth { Text("Month").tag(Period.month) }
                }
                .lineLimit(3)
                if !showsMonth { Text("Never").tag(Period.month) }
            })
        expectEqual(root.segments.map(\.titles), [["Day"], ["Week"], ["Month"]])
        // The group's modifier is on each of its views.
        let limited = root.segments.map { segment in
            segment.modifiers.contains { if case .lineLimit(.some(3)) = $0 { true } else { false } }
        }
        expectEqual(limited, [false, true, true])
    }

    check(
        "picker form: a tag that repeats is one segment, at its first place",
        minimumIOS: 18
    ) {
        let store = Store(Period.day)
        let root = Renderer().render(
            SegmentedControl(selection: store.binding) {
                Text("Day").tag(Period.day)
                Text("Again").tag(Period.day)
                Text("Week").tag(Period.week)
            })
        expectEqual(root.segments.map(\.titles), [["Day"], ["Week"]])
    }

    check(
        "picker form: an optional selection takes plain tags; nil selects none",
        minimumIOS: 18
    ) {
        let store = Store<Period?>(nil)
        let renderer = Renderer()
        let control = SegmentedControl(selection: store.binding) {
            Text("Day").tag(Period.day)
            Text("Week").tag(Period.week)
        }
        let root = renderer.render(control)
        expectEqual(root.segments.map(\.titles), [["Day"], ["Week"]])
        expectEqual(selectedSegments(root), [])
        tapSegment(1, of: control, with: renderer)
        expectEqual(store.writes, [.week])
        expectEqual(selectedSegments(renderer.render(control)), [1])
        // `includeOptional: false` writes the tag for `Period` only, as a `ForEach` does: the
        // control reads it for `Period?` as it reads the `ForEach`'s (SwiftUI shows it no
        // difference), so it is a segment for `.some(.day)`.
        let plainOnly = Renderer().render(
            SegmentedControl(selection: store.binding) {
                Text("Day").tag(Period.day, includeOptional: false)
                Text("Week").tag(Period.week)
            })
        expectEqual(plainOnly.segments.map(\.titles), [["Day"], ["Week"]])
    }

    check(
        "picker form: an untagged ForEach serves an optional selection, as it does for Picker",
        minimumIOS: 18
    ) {
        // Stand-in: a `ForEach`'s own tag is of its `id`'s type, not the optional's.
        var found: [(Period?, Period??)] = []
        let content = ForEach(Period.allCases, id: \.self) { Text($0.rawValue) }
        _ = Renderer().render(
            Group(subviews: content) { (subviews: SubviewsCollection) -> SubviewsCollection in
                found = subviews.map {
                    (
                        $0.containerValues.tag(for: Period.self),
                        $0.containerValues.tag(for: Period?.self)
                    )
                }
                return subviews
            })
        expectEqual(found.map(\.0), [.day, .week, .month], "the id's type")
        expect(found.allSatisfy { $0.1 == nil }, "no tag of the optional type: \(found)")
        // `Picker` takes those tags for "the same type but optional"; so does the control.
        let store = Store<Period?>(.week)
        let renderer = Renderer()
        let control = SegmentedControl(selection: store.binding) {
            ForEach(Period.allCases, id: \.self) { Text($0.rawValue.capitalized) }
        }
        let root = renderer.render(control)
        expectEqual(root.segments.map(\.titles), [["Day"], ["Week"], ["Month"]])
        guard root.segments.count == 3 else { return fail("no segment to tap") }
        expectEqual(selectedSegments(root), [1], "the bound value's segment")
        tapSegment(2, of: control, with: renderer)
        expectEqual(store.writes, [.month])
        expectEqual(selectedSegments(renderer.render(control)), [2])
        // An explicit tag of the optional type still wins over the `id`.
        let tagged = Renderer().render(
            SegmentedControl(selection: Store<Period?>(.day).binding) {
                ForEach(Period.allCases, id: \.self) { period in
                    Text(period.rawValue).tag(period == .day ? Period.month : period)
                }
            })
        expectEqual(tagged.segments.map(\.titles), [["day"], ["week"]], "month's tag repeats")
        expectEqual(selectedSegments(tagged), [], "no view is tagged .day")
    }

    check(
        "picker form: a ForEach tags each view with its id where the view has no tag",
        minimumIOS: 18
    ) {
        let store = Store(Period.month)
        let root = Renderer().render(
            SegmentedControl(selection: store.binding) {
                ForEach(Period.allCases, id: \.self) { Text($0.rawValue) }
            })
        expectEqual(root.segments.map(\.titles), [["day"], ["week"], ["month"]])
        expectEqual(selectedSegments(root), [2])
        // An explicit tag wins over the id.
        let names = ["Ann", "Bo"]
        let tagged = Renderer().render(
            SegmentedControl(selection: Store("b").binding) {
                ForEach(names, id: \.self) { Text($0).tag($0.lowercased().prefix(1).description) }
            })
        expectEqual(selectedSegments(tagged), [1])
    }

    check(
        "picker form: disabled values and the reselect action reach the segments",
        minimumIOS: 18
    ) {
        let store = Store(Period.day)
        var reselected: [Period] = []
        let renderer = Renderer()
        let control = SegmentedControl(selection: store.binding, disabled: [.week]) {
            Text("Day").tag(Period.day)
            Text("Week").tag(Period.week)
            Text("Month").tag(Period.month)
        }
        .onSegmentReselect { reselected.append($0) }
        renderer.render(control).segments[0].activate()
        expectEqual(reselected, [.day], "the selected segment, pressed again")
        expect(!renderer.render(control).segments[1].activate(), "a disabled segment")
        expectEqual(store.writes, [])
        renderer.render(control).segments[2].activate()
        expectEqual(store.writes, [.month])
    }

    check(
        "picker form: the segments show the tagged views under the .system style too",
        minimumIOS: 18
    ) {
        let store = Store(Period.week)
        let root = Renderer().render(
            SegmentedControl("Period", selection: store.binding) {
                Text("Day").tag(Period.day)
                Text("Week").tag(Period.week)
            }
            .segmentedControlStyle(.system))
        let picker = root.first((any _HarnessPicker).self)
        expectEqual(picker?._harnessOptionTags.count, 2)
        expectEqual(picker?._harnessSelectedTag, AnyHashable(1), "the bound tag's segment")
        expectEqual(root.accessibilityLabel, "Period")
        expect(root.texts.contains("Day") && root.texts.contains("Week"))
    }
}

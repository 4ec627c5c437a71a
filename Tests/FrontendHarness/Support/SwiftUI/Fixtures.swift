// Helpers shared by the SwiftUI suite.

import SegmentedCore
import SwiftUI

@testable import SegmentedSwiftUI

/// A source of truth for a binding, standing in for the app's `@State`.
@MainActor
final class Store<Value> {
    var value: Value
    /// Every value written through the binding, in order.
    var writes: [Value] = []
    init(_ value: Value) { self.value = value }
    var binding: Binding<Value> {
        Binding(
            get: { self.value },
            set: {
                self.value = $0
                self.writes.append($0)
            })
    }
}

/// Subviews for a `Layout`, built by hand: each with a role and the size it answers, and a
/// log of where the layout placed it.
@MainActor
final class HandMadeSubviews {
    var placements: [Int: (position: CGPoint, anchor: UnitPoint, proposal: ProposedViewSize)] = [:]
    /// Sizes that replace a subview's own answer from now on (a label grown by Dynamic Type).
    var resized: [Int: CGSize] = [:]
    private(set) var subviews: LayoutSubviews

    init(
        _ roles: [(SegmentedBarRole, CGSize)],
        layoutDirection: SwiftUI.LayoutDirection = .leftToRight
    ) {
        subviews = LayoutSubviews(_harnessSubviews: [], layoutDirection: layoutDirection)
        var proxies: [LayoutSubview] = []
        for (index, (role, size)) in roles.enumerated() {
            proxies.append(
                LayoutSubview(
                    _harnessID: index,
                    layoutValues: [ObjectIdentifier(SegmentedBarRoleKey.self): role],
                    sizeThatFits: { [weak self] _ in self?.resized[index] ?? size },
                    place: { [unowned self] in placements[index] = ($0, $1, $2) }))
        }
        subviews = LayoutSubviews(_harnessSubviews: proxies, layoutDirection: layoutDirection)
    }

    /// The frame the layout gave subview `index`: its top-leading position and proposed size.
    func frame(_ index: Int) -> CGRect? {
        guard let placed = placements[index], let width = placed.proposal.width,
            let height = placed.proposal.height
        else { return nil }
        return CGRect(
            x: placed.position.x - placed.anchor.x * width,
            y: placed.position.y - placed.anchor.y * height, width: width, height: height)
    }
}

extension RenderedView {
    /// The segments of a rendered control (the subviews the bar layout placed as
    /// `.segment(i)`), in index order.
    var segments: [RenderedView] {
        subviews(SegmentedBarRoleKey.self).compactMap { role, node in
            if case .segment(let index) = role { (index, node) } else { nil }
        }.sorted { $0.0 < $1.0 }.map(\.1)
    }

    /// The hit regions of a rendered control, in index order.
    var hitRegions: [RenderedView] {
        subviews(SegmentedBarRoleKey.self).compactMap { role, node in
            if case .hitRegion(let index) = role { (index, node) } else { nil }
        }.sorted { $0.0 < $1.0 }.map(\.1)
    }

    /// The subview the bar layout placed in a role.
    func role(_ wanted: SegmentedBarRole) -> RenderedView? {
        subviews(SegmentedBarRoleKey.self).first { $0.0 == wanted }?.1
    }

    /// The frame of the first filled shape under this view.
    var filledShape: (any _HarnessFilledShape, CGRect)? {
        all.lazy.compactMap { node in
            (node.value as? any _HarnessFilledShape).map { ($0, node.frame) }
        }.first
    }

    /// The animation set by the outermost `animation(_:value:)` under this view.
    var animationModifier: Animation?? {
        modifiers.lazy.compactMap { if case .animation(let a) = $0 { .some(a) } else { nil } }
            .first
    }

    /// The foreground colours set under this view, outermost first.
    var foregroundColors: [Color] {
        modifiers.compactMap { if case .foregroundColor(let c) = $0 { c } else { nil } }
    }

    /// The opacity modifiers under this view, outermost first.
    var opacities: [Double] {
        modifiers.compactMap { if case .opacity(let o) = $0 { o } else { nil } }
    }
}

/// A rectangle from the core's `Rect`.
func cg(_ x: Double, _ y: Double, _ width: Double, _ height: Double) -> CGRect {
    CGRect(x: x, y: y, width: width, height: height)
}

/// The sliding pill's geometry worked out from the design's numbers and the
/// `.fillEqually(spacing:)` rule of the core's `Distribution` ("every segment is
/// (W − s·(n−1)) / n wide; content centred"), inside the design's insets: segment `i` starts
/// at `insets.leading + i·(width + spacing)`; a `.fill` indicator with no insets covers the
/// segment frame and moves linearly between them.
struct PillGeometry {
    let design = SegmentedDesign.slidingPill
    let barWidth: Double
    let count: Int

    var insets: SegmentedCore.EdgeInsets { design.layout.insets }
    var spacing: Double {
        if case .fillEqually(let spacing) = design.layout.distribution { return spacing }
        return .nan
    }
    var height: Double { design.height }
    var segmentWidth: Double {
        (barWidth - insets.horizontal - spacing * Double(count - 1)) / Double(count)
    }

    /// Segment `index`'s frame.
    func segment(_ index: Int) -> CGRect {
        cg(
            insets.leading + Double(index) * (segmentWidth + spacing), insets.top, segmentWidth,
            height - insets.vertical)
    }

    /// The indicator's frame at a fractional position.
    func indicator(at position: Double) -> CGRect {
        var frame = segment(0)
        frame.origin.x += position * (segmentWidth + spacing)
        return frame
    }

    /// A label of `size` centred in segment `index`.
    func label(_ index: Int, size: CGSize) -> CGRect {
        let segment = segment(index)
        return CGRect(
            x: segment.midX - size.width / 2, y: segment.midY - size.height / 2,
            width: size.width, height: size.height)
    }

    /// The centre of segment `index`.
    func centre(_ index: Int) -> CGPoint { CGPoint(x: segment(index).midX, y: segment(index).midY) }
}

/// The animation SwiftUI gets for a core motion, by the core's normal form
/// (`Motion.normalized`: none, a timing curve or a spring).
func expectedAnimation(_ motion: Motion) -> Animation? {
    switch motion.normalized {
    case .timingCurve(let x1, let y1, let x2, let y2, let duration):
        return .timingCurve(x1, y1, x2, y2, duration: duration)
    case .spring(let response, let dampingFraction):
        return .spring(response: response, dampingFraction: dampingFraction)
    default:
        return nil
    }
}

extension RenderedView {
    /// The strings shown under this view, each once, in order (a style may draw a title
    /// twice, as layers).
    var titles: [String] {
        texts.reduce(into: []) { if !$0.contains($1) { $0.append($1) } }
    }
}

extension RenderedView {
    /// The paints of the `foregroundStyle`s under this view, outermost first.
    var foregroundPaints: [Paint] {
        modifiers.compactMap { if case .foregroundStyle(let s) = $0 { Paint(s) } else { nil } }
    }

    /// A label's selected layer (the overlay the selected colour fades in with), if any.
    var selectedLayer: RenderedView? {
        all.lazy.compactMap { node -> RenderedView? in
            if case .modifier(.overlay) = node.kind, node.children.count == 2 {
                return node.children[1]
            }
            return nil
        }.first
    }
}

/// Expects a label drawn at this emphasis: its selected layer's opacity (for designs whose
/// emphasis is colour).
@MainActor
func expectLabelEmphasis(
    _ label: RenderedView?, _ emphasis: Double, design: SegmentedDesign,
    file: StaticString = #filePath, line: UInt = #line
) {
    expectEqual(label?.selectedLayer?.opacities.first, emphasis, file: file, line: line)
}

extension RenderedView {
    /// The segmented picker under this view and its rendered node.
    var picker: (any _HarnessPicker, RenderedView)? {
        all.lazy.compactMap { node in (node.value as? any _HarnessPicker).map { ($0, node) } }
            .first
    }

    /// The option buttons of the picker under this view, in order.
    var pickerOptions: [RenderedView] {
        guard let (_, node) = picker else { return [] }
        return node.all.filter { if case .button = $0.kind { true } else { false } }
    }
}

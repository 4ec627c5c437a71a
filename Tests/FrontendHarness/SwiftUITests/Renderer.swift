// A small renderer for the stand-in SwiftUI: it evaluates a view tree the way SwiftUI
// describes doing it (bodies evaluated with the environment installed in their
// `@Environment` properties, modifiers applied, `Layout` containers asked to size and place
// their subviews, `ViewThatFits` choosing a child), and records the result as a tree of
// `RenderedView`s that tests search: segments, accessibility values, actions, frames.
//
// Where SwiftUI needs something the harness cannot know — how big a text is — the renderer
// takes it as an input (`textSize`), stated in the test. Frames are the ones layouts assign;
// views that no layout places take their parent's frame.

import SwiftUI

/// One evaluated view, modifier or primitive, with what the renderer knows about it.
@MainActor
final class RenderedView {
    enum Kind {
        /// A view whose body was evaluated (the value is the view).
        case body
        /// A primitive view (text, shape, group, scroll view…).
        case primitive
        /// A modifier the stand-in implements.
        case modifier(_HarnessModifier.Kind)
        /// An accessibility attachment.
        case accessibility(AccessibilityAttachmentModifier._Attachment)
        /// A `ViewModifier` whose body was evaluated.
        case customModifier(any ViewModifier)
        /// A button and its action.
        case button(() -> Void)
        /// A `Layout` container.
        case layout(any Layout)
        /// A tab view and what its selection binding does.
        case tabs(setSelection: ((AnyHashable) -> Void)?)
        /// A scroll view and the axes it scrolls along.
        case scroll(Axis.Set)
    }

    let value: Any
    let kind: Kind
    let path: String
    let frame: CGRect
    let environment: EnvironmentValues
    /// The layout values of this view when it is a subview of a `Layout`.
    var layoutValues: [ObjectIdentifier: Any] = [:]
    /// The `place(at:anchor:proposal:)` call a layout made for this subview.
    var placement: (position: CGPoint, anchor: UnitPoint, proposal: ProposedViewSize)?
    /// The UIKit view or view controller a representable hosts (see the stand-in's
    /// Representable.swift), kept for its place in the tree between renders.
    var platformObject: AnyObject?
    var children: [RenderedView] = []

    init(value: Any, kind: Kind, path: String, frame: CGRect, environment: EnvironmentValues) {
        self.value = value
        self.kind = kind
        self.path = path
        self.frame = frame
        self.environment = environment
    }

    /// This view and everything shown under it, depth first: a subtree under `hidden()` is
    /// left out ("Hidden views are invisible and can't receive or respond to
    /// interactions").
    var all: [RenderedView] {
        if case .modifier(.hidden) = kind { return [] }
        return [self] + children.flatMap(\.all)
    }

    /// This view and everything under it, hidden views included (they "remain in the view
    /// hierarchy and affect layout").
    var allIncludingHidden: [RenderedView] { [self] + children.flatMap(\.allIncludingHidden) }

    /// The layout value for a key, if a layout gave this subview one.
    subscript<K: LayoutValueKey>(key: K.Type) -> K.Value? {
        layoutValues[ObjectIdentifier(key)] as? K.Value
    }

    /// Every string shown by a `Text` under this view.
    var texts: [String] { all.compactMap { ($0.value as? Text)?._harnessString } }

    /// The first view under this one (itself included) whose value has the type.
    func first<T>(_ type: T.Type) -> T? { all.lazy.compactMap { $0.value as? T }.first }

    /// The modifiers under this view, outermost first.
    var modifiers: [_HarnessModifier.Kind] {
        all.compactMap { if case .modifier(let kind) = $0.kind { kind } else { nil } }
    }

    /// The accessibility attachments under this view, outermost first.
    var accessibility: [AccessibilityAttachmentModifier._Attachment] {
        all.compactMap { if case .accessibility(let a) = $0.kind { a } else { nil } }
    }

    /// The accessibility label attached under this view.
    var accessibilityLabel: String? {
        accessibility.lazy.compactMap {
            if case .label(let t) = $0 { t._harnessString } else { nil }
        }
        .first
    }

    /// The accessibility value attached under this view.
    var accessibilityValue: String? {
        accessibility.lazy.compactMap {
            if case .value(let t) = $0 { t._harnessString } else { nil }
        }
        .first
    }

    /// The traits added under this view.
    var accessibilityTraits: AccessibilityTraits {
        accessibility.reduce(into: AccessibilityTraits()) {
            if case .addTraits(let traits) = $1 { $0.formUnion(traits) }
        }
    }

    /// The views wrapping this view's content: itself and, while there is exactly one
    /// child, the modifiers, bodies and single-view groups under it, down to the first
    /// control, layout, drawn view or fork.
    var wrappers: [RenderedView] {
        var chain = [self]
        var node = self
        while node.children.count == 1 {
            switch node.kind {
            case .button, .layout: return chain
            default: break
            }
            node = node.children[0]
            chain.append(node)
        }
        return chain
    }

    /// Whether `accessibilityHidden(true)` is attached to this view itself (among its
    /// wrappers), hiding it and its children from VoiceOver.
    var isAccessibilityHidden: Bool {
        wrappers.contains {
            if case .accessibility(.hidden(true)) = $0.kind { true } else { false }
        }
    }

    /// Performs VoiceOver's adjustable action ("swipe up" is increment).
    func adjust(_ direction: AccessibilityAdjustmentDirection) {
        for attachment in accessibility {
            if case .adjustableAction(let handler) = attachment { handler(direction) }
        }
    }

    /// Activates the first button under this view, as VoiceOver's double tap or a keyboard
    /// does. SwiftUI documents that a disabled control does not respond (`isEnabled` is
    /// false inside `disabled(true)`), so a disabled button does nothing. Returns whether
    /// the action ran.
    @discardableResult
    func activate() -> Bool {
        for node in all {
            if case .button(let action) = node.kind {
                guard node.environment.isEnabled else { return false }
                action()
                return true
            }
        }
        return false
    }

    /// Performs the first tap gesture under this view. Returns whether one ran.
    @discardableResult
    func tapGesture() -> Bool {
        for kind in modifiers {
            if case .tapGesture(_, let action) = kind {
                action()
                return true
            }
        }
        return false
    }

    /// Switches the first tab view under this view to the page with this tag, as a swipe
    /// does (it writes the tab view's selection binding).
    func showPage(_ tag: AnyHashable) {
        for node in all {
            if case .tabs(let set?) = node.kind {
                set(tag)
                return
            }
        }
    }

    /// Whether VoiceOver's focus is on this view (its `accessibilityFocused` binding holds
    /// its value).
    var hasAccessibilityFocus: Bool {
        accessibility.contains {
            if case .focused(let isFocused, _) = $0 { isFocused() } else { false }
        }
    }

    /// Moves VoiceOver's focus to this view, as a swipe to it does (SwiftUI sets the bound
    /// focus state).
    func focusAccessibility() {
        for attachment in accessibility {
            if case .focused(_, let focus) = attachment { focus() }
        }
    }

    /// The subviews a layout placed under this view with a layout value for the key.
    func subviews<K: LayoutValueKey>(_ key: K.Type) -> [(K.Value, RenderedView)] {
        all.compactMap { node in node[key].map { ($0, node) } }
    }
}

/// Evaluates view trees. Keep one renderer per scenario: it remembers which views have
/// appeared and the values `onChange` observed, as SwiftUI does between updates.
@MainActor
final class Renderer {
    /// The size of a text, which the harness cannot measure: a test input.
    var textSize: (String) -> CGSize = { CGSize(width: 8 * Double($0.count), height: 20) }
    /// The size of a text in a weight set by `fontWeight(_:)` around it, when the test gives
    /// one (a bold label is wider); otherwise `textSize` measures every weight alike.
    var weightedTextSize: ((String, Font.Weight?) -> CGSize)?
    /// Each scroll view's content offset, by the scroll view's path: its content is drawn
    /// moved by minus this (a `Finger` scrolls them).
    var scrollOffsets: [String: CGPoint] = [:]
    /// The environment at the root.
    var environment = EnvironmentValues()
    /// Origins of named coordinate spaces, in the root's space (for `GeometryProxy`).
    var namedOrigins: [AnyHashable: CGPoint] = [:]
    /// Every `ScrollViewProxy.scrollTo` request, in order.
    var scrollRequests: [(id: AnyHashable, anchor: UnitPoint?, animation: Animation?)] = []
    /// Every sensory feedback played (`sensoryFeedback(_:trigger:)`), in order.
    var feedback: [SensoryFeedback] = []
    /// How far a finger has dragged paged tab views' pages, in points (positive: right): a
    /// page sits at its place in the row plus this.
    var pageDragOffset: CGFloat = 0

    /// The path of the view with keyboard focus, if any (`focusKeyboard(in:)`).
    private(set) var keyboardFocus: String?

    private var appeared = Set<String>()
    private var layoutCaches: [String: Any] = [:]
    private var states: [String: AnyObject] = [:]
    /// What each representable hosts, by its place in the tree.
    private var representables: [String: AnyObject] = [:]
    private var observed: [String: Any] = [:]
    private var pending: [() -> Void] = []
    private var measuring = 0

    /// Evaluates `view` in `frame`, then runs the `onAppear` and `onChange` actions the
    /// update triggered (SwiftUI runs them after the update, not during body evaluation).
    @discardableResult
    func render(_ view: any View, in frame: CGRect = CGRect(x: 0, y: 0, width: 320, height: 48))
        -> RenderedView
    {
        let root = node(view, path: "root", frame: frame, environment: environment)
        let actions = pending
        pending = []
        for action in actions { action() }
        return root
    }

    // MARK: - Keyboard focus

    /// Moves keyboard focus to the first focusable view in `root` (one under
    /// `focusable(true)`: "Specifies if the view is focusable"), as Tab or a click moves it
    /// there. Returns whether one took it.
    @discardableResult
    func focusKeyboard(in root: RenderedView) -> Bool {
        let focusable = root.all.first {
            if case .modifier(.focusable(true)) = $0.kind { true } else { false }
        }
        keyboardFocus = focusable?.path
        return focusable != nil
    }

    /// Sends a key press to the `onKeyPress` handlers that take its key and phase on the
    /// focused view and the views around it, innermost first, until one handles it:
    /// `onKeyPress` "performs an action if the user presses one or more keys while the view
    /// has focus", and "returning .ignored lets the press propagate". Without keyboard focus
    /// in `root` nothing gets it.
    func press(
        _ key: KeyEquivalent, in root: RenderedView, modifiers keyModifiers: EventModifiers = [],
        phase: KeyPress.Phases = .down
    ) -> KeyPress.Result {
        guard let focus = keyboardFocus else { return .ignored }
        var chain: [RenderedView] = []
        func find(_ node: RenderedView, _ path: [RenderedView]) -> Bool {
            let path = path + [node]
            if node.path == focus {
                chain = path
                return true
            }
            return node.children.contains { find($0, path) }
        }
        guard find(root, []) else { return .ignored }
        let handlers = chain.reversed().compactMap { node in
            if case .modifier(.keyPress(let keys, let phases, let action)) = node.kind,
                keys.contains(key), phases.contains(phase)
            {
                return action
            }
            return nil
        }
        for action in handlers {
            let press = KeyPress(_harnessKey: key, modifiers: keyModifiers, phase: phase)
            if action(press) == .handled { return .handled }
        }
        return .ignored
    }

    // MARK: - Evaluation

    private func node(_ view: any View, path: String, frame: CGRect, environment: EnvironmentValues)
        -> RenderedView
    {
        guard let primitive = view as? any _HarnessPrimitiveView else {
            // A view with a body: install its environment, then evaluate the body.
            install(environment, into: view, path: path)
            let result = RenderedView(
                value: view, kind: .body, path: path, frame: frame, environment: environment)
            result.children = [
                node(body(of: view), path: path + ".body", frame: frame, environment: environment)
            ]
            return result
        }
        func make(_ kind: RenderedView.Kind) -> RenderedView {
            RenderedView(
                value: view, kind: kind, path: path, frame: frame, environment: environment)
        }
        func child(_ view: any View, _ name: String = "0", env: EnvironmentValues? = nil)
            -> RenderedView
        {
            node(view, path: path + "." + name, frame: frame, environment: env ?? environment)
        }
        switch primitive._harnessNode {
        case .leaf:
            let result = make(.primitive)
            // A representable hosting UIKit: made at its first render, updated at later ones.
            if let representable = view as? any _HarnessRepresentable, measuring == 0 {
                let rendered = representable._harnessRender(
                    representables[path], environment: environment)
                representables[path] = rendered.storage
                result.platformObject = rendered.platformObject
            }
            return result
        case .group(let views):
            let result = make(.primitive)
            result.children = views.enumerated().map { child($1, String($0)) }
            return result
        case .modified(let content, let modifier):
            return modified(content, modifier, make: make, child: child)
        case .custom(let content, let modifier):
            install(environment, into: modifier, path: path)
            let result = make(.customModifier(modifier))
            result.children = [child(body(of: modifier, content: content), "body")]
            return result
        case .geometry(let content):
            let proxy = GeometryProxy(_harnessFrame: frame, namedOrigins: namedOrigins)
            let result = make(.primitive)
            result.children = [child(content(proxy))]
            return result
        case .scrollReader(let content):
            let proxy = ScrollViewProxy(_harnessRecord: { [weak self] id, anchor, animation in
                self?.scrollRequests.append((id, anchor, animation))
            })
            let result = make(.primitive)
            result.children = [child(content(proxy))]
            return result
        case .layout(let layout, let content):
            return place(layout, content: content, make: make, frame: frame, path: path)
        case .fitting(let axes, let content):
            // ViewThatFits: the first child whose ideal size fits on the constrained axes,
            // else the last.
            let options = flatten(content)
            let chosen =
                options.indices.first { index in
                    let ideal = idealSize(
                        of: options[index], path: path + ".\(index)", environment: environment)
                    return (!axes.contains(.horizontal) || ideal.width <= frame.width)
                        && (!axes.contains(.vertical) || ideal.height <= frame.height)
                } ?? max(0, options.count - 1)
            let result = make(.primitive)
            if options.indices.contains(chosen) {
                result.children = [child(options[chosen], String(chosen))]
            }
            return result
        case .scroll(let axes, let content):
            // The content may be larger than the scroll view along its axes: it gets its
            // ideal size there.
            // A finger may have scrolled it: the content moves by minus the offset.
            let ideal = idealSize(of: content, path: path + ".0", environment: environment)
            var contentFrame = frame
            if axes.contains(.horizontal) { contentFrame.size.width = ideal.width }
            if axes.contains(.vertical) { contentFrame.size.height = ideal.height }
            let offset = scrollOffsets[path] ?? .zero
            contentFrame.origin.x -= offset.x
            contentFrame.origin.y -= offset.y
            let result = make(.scroll(axes))
            result.children = [
                node(content, path: path + ".0", frame: contentFrame, environment: environment)
            ]
            return result
        case .button(let action, let label):
            let result = make(.button(action))
            result.children = [child(label)]
            return result
        case .tabs(let selection, let content):
            return tabs(
                selection: selection, content: content, make: make, frame: frame, path: path)
        }
    }

    /// A tab view. With the page style the pages lie side by side, each the tab view's size,
    /// the selected one (the page whose `tag` equals the selection) filling the view, and
    /// in right-to-left layouts the row runs from the right (`PageTabViewStyle`: "a paged
    /// scrolling TabView"); `pageDragOffset` moves them all as a finger does. Otherwise
    /// every page gets the tab view's frame.
    private func tabs(
        selection: (get: () -> AnyHashable, set: (AnyHashable) -> Void)?, content: any View,
        make: (RenderedView.Kind) -> RenderedView, frame: CGRect, path: String
    ) -> RenderedView {
        let result = make(.tabs(setSelection: selection?.set))
        let environment = result.environment
        let pages = flatten(content)
        let tags = pages.map { page -> AnyHashable? in
            var current: any View = page
            while let primitive = current as? any _HarnessPrimitiveView,
                case .modified(let content, let modifier) = primitive._harnessNode
            {
                if let modifier = modifier as? _HarnessModifier, case .tag(let tag) = modifier.kind
                {
                    return tag
                }
                current = content
            }
            return nil
        }
        let selected =
            selection.flatMap { selection in tags.firstIndex { $0 == selection.get() } } ?? 0
        let direction: CGFloat = environment.layoutDirection == .rightToLeft ? -1 : 1
        result.children = pages.enumerated().map { index, page in
            var pageFrame = frame
            if environment._harnessTabViewIsPaged {
                pageFrame.origin.x +=
                    direction * CGFloat(index - selected) * frame.width + pageDragOffset
            }
            return node(page, path: path + ".\(index)", frame: pageFrame, environment: environment)
        }
        return result
    }

    private func modified(
        _ content: any View, _ modifier: any _HarnessPrimitiveModifier,
        make: (RenderedView.Kind) -> RenderedView,
        child: (any View, String, EnvironmentValues?) -> RenderedView
    ) -> RenderedView {
        if let attachment = modifier as? AccessibilityAttachmentModifier {
            let result = make(.accessibility(attachment._attachment))
            result.children = [child(content, "0", nil)]
            return result
        }
        guard let modifier = modifier as? _HarnessModifier else {
            fatalError("unknown primitive modifier \(modifier)")
        }
        let result = make(.modifier(modifier.kind))
        let path = result.path
        switch modifier.kind {
        case .environment(let transform):
            var environment = result.environment
            transform(&environment)
            result.children = [child(content, "0", environment)]
        case .font(let font):
            // font(_:) sets the environment's default font for the content.
            var environment = result.environment
            environment.font = font
            result.children = [child(content, "0", environment)]
        case .overlay(let overlay):
            result.children = [child(content, "0", nil), child(overlay, "overlay", nil)]
        case .background(let background):
            result.children = [child(background, "background", nil), child(content, "0", nil)]
        case .coordinateSpace(let name):
            if namedOrigins[name] == nil { namedOrigins[name] = result.frame.origin }
            result.children = [child(content, "0", nil)]
        case .onAppear(let action):
            if measuring == 0, !appeared.contains(path) {
                appeared.insert(path)
                pending.append(action)
            }
            result.children = [child(content, "0", nil)]
        case .valueChange(let observer):
            if measuring == 0 {
                let new = observer.value
                if let old = observed[path] {
                    if observer.differs(from: old) {
                        pending.append { observer.fire(old: old, new: new) }
                    }
                } else if observer.initial {
                    pending.append { observer.fire(old: new, new: new) }
                }
                observed[path] = observer.value
            }
            result.children = [child(content, "0", nil)]
        case .sensoryFeedback(let feedback, let observer):
            if measuring == 0 {
                if let old = observed[path], observer.differs(from: old),
                    let feedback = feedback as? SensoryFeedback
                {
                    pending.append { [weak self] in self?.feedback.append(feedback) }
                }
                observed[path] = observer.value
            }
            result.children = [child(content, "0", nil)]
        case .toolbar(let items):
            result.children =
                [child(content, "0", nil)]
                + items.enumerated().map { child($1, "toolbar\($0)", nil) }
        case .onPreferenceChange(let observer):
            result.children = [child(content, "0", nil)]
            if measuring == 0 {
                let values = result.children[0].allIncludingHidden.compactMap { node -> Any? in
                    if case .modifier(.preference(let key, let value)) = node.kind,
                        key == observer.key
                    {
                        return value
                    }
                    return nil
                }
                let value = observer.combine(values)
                let old = observed[path] ?? observer.defaultValue
                if observer.differs(old, value) {
                    pending.append { observer.fire(value) }
                }
                observed[path] = value
            }
        default:
            result.children = [child(content, "0", nil)]
        }
        return result
    }

    /// Lays out a `Layout`'s subviews: asks the layout for its size in the frame it is
    /// offered, calls `placeSubviews` with bounds of that size (SwiftUI documentation:
    /// "The size of this region matches a size that your container previously returned
    /// from a call to the sizeThatFits method"), and gives each subview the frame it was
    /// placed in: its position, less the anchor's share of its size, with its size the
    /// proposal (a `nil` dimension is the subview's own answer). In right-to-left layouts
    /// "SwiftUI horizontally flips the x position of each view within its parent"
    /// (`LayoutSubviews.layoutDirection`). A subview that is not placed is centred in the
    /// bounds (`placeSubviews`: "any subviews that you don't place … in the center").
    private func place(
        _ layout: any Layout, content: any View, make: (RenderedView.Kind) -> RenderedView,
        frame: CGRect, path: String
    ) -> RenderedView {
        let result = make(.layout(layout))
        let environment = result.environment
        let views = flatten(content)
        var placements = [(CGPoint, UnitPoint, ProposedViewSize)?](
            repeating: nil, count: views.count)
        let values = views.map(layoutValues)
        let subviews = views.enumerated().map { index, view in
            LayoutSubview(
                _harnessID: index, layoutValues: values[index],
                sizeThatFits: { [unowned self] in
                    measure(view, proposal: $0, path: path + ".\(index)", environment: environment)
                },
                place: { placements[index] = ($0, $1, $2) })
        }
        let proxies = LayoutSubviews(
            _harnessSubviews: subviews, layoutDirection: environment.layoutDirection)
        let proposal = ProposedViewSize(frame.size)
        let size = run(
            layout, proposal: proposal, subviews: proxies, placeIn: frame.origin, path: path)
        let bounds = CGRect(origin: frame.origin, size: size)
        result.children = views.enumerated().map { index, view in
            let measured = subviews[index].sizeThatFits(placements[index]?.2 ?? .unspecified)
            var subframe: CGRect
            if let (position, anchor, proposal) = placements[index] {
                let width = proposal.width ?? measured.width
                let height = proposal.height ?? measured.height
                subframe = CGRect(
                    x: position.x - anchor.x * width, y: position.y - anchor.y * height,
                    width: width, height: height)
            } else {
                subframe = CGRect(
                    x: bounds.midX - measured.width / 2, y: bounds.midY - measured.height / 2,
                    width: measured.width, height: measured.height)
            }
            if environment.layoutDirection == .rightToLeft {
                subframe.origin.x = bounds.minX + bounds.maxX - subframe.maxX
            }
            let node = self.node(
                view, path: path + ".\(index)", frame: subframe, environment: environment)
            node.layoutValues = values[index]
            node.placement = placements[index].map { ($0.0, $0.1, $0.2) }
            return node
        }
        return result
    }

    private func run<L: Layout>(
        _ layout: L, proposal: ProposedViewSize, subviews: LayoutSubviews, placeIn origin: CGPoint,
        path: String
    ) -> CGSize {
        var cache = cache(for: layout, subviews: subviews, path: path)
        let size = layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
        layout.placeSubviews(
            in: CGRect(origin: origin, size: size), proposal: proposal, subviews: subviews,
            cache: &cache)
        layoutCaches[path] = cache
        return size
    }

    private func idealLayoutSize<L: Layout>(_ layout: L, subviews: LayoutSubviews, path: String)
        -> CGSize
    {
        var cache = cache(for: layout, subviews: subviews, path: path)
        let size = layout.sizeThatFits(proposal: .unspecified, subviews: subviews, cache: &cache)
        layoutCaches[path] = cache
        return size
    }

    /// The cache of the layout container at `path`, kept across passes as SwiftUI documents:
    /// `makeCache(subviews:)` "Creates and initializes a cache for a layout instance" the
    /// first time, and `updateCache(_:subviews:)` "Updates the layout's cache when something
    /// changes" — the subviews or the layout itself — before the layout's other methods
    /// run. The harness cannot tell whether an arbitrary layout changed, so it calls
    /// `updateCache` before every later pass (the default implementation makes a new cache).
    private func cache<L: Layout>(for layout: L, subviews: LayoutSubviews, path: String)
        -> L.Cache
    {
        guard var cache = layoutCaches[path] as? L.Cache else {
            return layout.makeCache(subviews: subviews)
        }
        layout.updateCache(&cache, subviews: subviews)
        return cache
    }

    /// The cache the layout container at `path` keeps (for checks of what it kept).
    func layoutCache(at path: String) -> Any? { layoutCaches[path] }

    // MARK: - Measuring

    /// A subview's answer to `sizeThatFits`: the size of its text (the test's
    /// `textSize`); a view without text takes what it is offered, or nothing. The subview
    /// is evaluated where it sits in the tree (`path`), so it keeps its state.
    private func measure(
        _ view: any View, proposal: ProposedViewSize, path: String, environment: EnvironmentValues
    ) -> CGSize {
        measuring += 1
        defer { measuring -= 1 }
        let tree = node(
            view, path: path,
            frame: CGRect(origin: .zero, size: proposal.replacingUnspecifiedDimensions(by: .zero)),
            environment: environment)
        var sizes: [CGSize] = []
        func collect(_ node: RenderedView, weight: Font.Weight?) {
            var weight = weight
            if case .modifier(.fontWeight(let set)) = node.kind { weight = set ?? weight }
            if let text = node.value as? Text {
                let string = text._harnessString
                sizes.append(weightedTextSize?(string, weight) ?? textSize(string))
            }
            for child in node.children { collect(child, weight: weight) }
        }
        collect(tree, weight: nil)
        if sizes.isEmpty { return proposal.replacingUnspecifiedDimensions(by: .zero) }
        return CGSize(
            width: sizes.map(\.width).max() ?? 0, height: sizes.map(\.height).max() ?? 0)
    }

    /// The ideal size of a view: a layout's size for an unspecified proposal, a text's size,
    /// or the largest of a group's; through modifiers and bodies.
    private func idealSize(of view: any View, path: String, environment: EnvironmentValues)
        -> CGSize
    {
        measuring += 1
        defer { measuring -= 1 }
        func ideal(_ view: any View, _ name: String, _ env: EnvironmentValues? = nil) -> CGSize {
            idealSize(of: view, path: path + "." + name, environment: env ?? environment)
        }
        guard let primitive = view as? any _HarnessPrimitiveView else {
            install(environment, into: view, path: path)
            return ideal(body(of: view), "body")
        }
        switch primitive._harnessNode {
        case .leaf:
            if let text = view as? Text { return textSize(text._harnessString) }
            return .zero
        case .group(let views):
            return views.enumerated().map { ideal($1, String($0)) }.reduce(.zero) {
                CGSize(width: max($0.width, $1.width), height: max($0.height, $1.height))
            }
        case .modified(let content, let modifier):
            var inner = environment
            if let modifier = modifier as? _HarnessModifier,
                case .environment(let transform) = modifier.kind
            {
                transform(&inner)
            }
            return ideal(content, "0", inner)
        case .scroll(_, let content), .fitting(_, let content), .button(_, let content),
            .tabs(_, let content):
            return ideal(content, "0")
        case .custom(let content, let modifier):
            install(environment, into: modifier, path: path)
            return ideal(body(of: modifier, content: content), "body")
        case .geometry, .scrollReader:
            return .zero
        case .layout(let layout, let content):
            let views = flatten(content)
            let subviews = views.enumerated().map { index, view in
                LayoutSubview(
                    _harnessID: index, layoutValues: layoutValues(of: view),
                    sizeThatFits: { [unowned self] in
                        measure(
                            view, proposal: $0, path: path + ".\(index)", environment: environment)
                    },
                    place: { _, _, _ in })
            }
            return idealLayoutSize(
                layout,
                subviews: LayoutSubviews(
                    _harnessSubviews: subviews, layoutDirection: environment.layoutDirection),
                path: path)
        }
    }

    // MARK: - Helpers

    /// The subviews a layout sees in its content: groups (tuples, `ForEach`, conditionals,
    /// optionals) are flattened, as SwiftUI's `LayoutSubviews` documents ("each child view
    /// … the views in a ForEach … become separate subviews").
    private func flatten(_ view: any View) -> [any View] {
        if let primitive = view as? any _HarnessPrimitiveView,
            case .group(let views) = primitive._harnessNode, !(view is AnyView)
        {
            return views.flatMap(flatten)
        }
        return [view]
    }

    /// The layout values set on a subview by `layoutValue(key:value:)` among its outer
    /// modifiers.
    private func layoutValues(of view: any View) -> [ObjectIdentifier: Any] {
        var values: [ObjectIdentifier: Any] = [:]
        var current: any View = view
        while let primitive = current as? any _HarnessPrimitiveView,
            case .modified(let content, let modifier) = primitive._harnessNode
        {
            if let modifier = modifier as? _HarnessModifier,
                case .layoutValue(let key, let value) = modifier.kind, values[key] == nil
            {
                values[key] = value
            }
            current = content
        }
        return values
    }

    /// Updates a view's dynamic properties before its body is evaluated, as SwiftUI does:
    /// hands the environment to its `@Environment` properties, and gives its state
    /// properties the storage the view at the same place in the tree had at the previous
    /// render (SwiftUI keeps state for a view's identity; a view's place in the tree is its
    /// structural identity).
    private func install(_ environment: EnvironmentValues, into value: Any, path: String) {
        for (offset, child) in Mirror(reflecting: value).children.enumerated() {
            (child.value as? any _HarnessEnvironmentReader)?._harnessInstall(environment)
            if let state = child.value as? any _HarnessStateStorage {
                let key = path + "#" + (child.label ?? String(offset))
                if let previous = states[key] {
                    state._harnessAdopt(previous)
                } else {
                    states[key] = state._harnessStorage
                }
            }
        }
    }

    private func body<V: View>(of view: V) -> any View { view.body }

    private func body<M: ViewModifier>(of modifier: M, content: any View) -> any View {
        modifier.body(content: _ViewModifier_Content<M>(_harnessContent: content))
    }
}

// MARK: - A finger

/// One finger on a view the renderer draws: it goes down, moves and lifts, and between steps
/// the renderer draws the view again, so every gesture sees the tree as it is at that event
/// (frames moved by a scroll included) and `onChange` actions run as after an update.
///
/// What it models, each as SwiftUI documents it:
/// - The gestures that see the touch are those attached to the touched view and its
///   ancestors, where the touched view is the front-most (deepest, then last drawn) view
///   under the finger that takes part in hit testing (not under `allowsHitTesting(false)`:
///   "the view and its children don't take part in hit testing"; not hidden) and takes
///   touches (see `takesTouches`).
/// - Composition (see `_HarnessGestureComposition`): simultaneous gestures get every event;
///   among exclusive ones the highest precedence that recognises an event wins the touch
///   (`highPriorityGesture` above the view's own, the view's own above `gesture` attached
///   outside it) and the others get nothing more.
/// - Locations in each gesture's coordinate space: `.local` from the view's own frame,
///   `.global` from the root, `.named` from that space's origin (`CoordinateSpace`).
/// - A `DragGesture` succeeds once the finger has moved its `minimumDistance` and stays a
///   drag until the finger lifts; a `SpatialTapGesture` ends at the lift of a finger that
///   never moved (Apple documents no movement a tap allows, so a moved finger is no tap).
/// - A `ScrollView` under the finger scrolls its content along its axes with the finger
///   ("As the user performs platform-appropriate scroll gestures, the scroll view adjusts
///   what portion of the underlying content is visible"), unless `isScrollEnabled` is false
///   where it sits (`scrollDisabled(_:)`) when it would start. Apple documents neither the
///   distance a finger moves before a scroll starts nor what happens at the ends of the
///   content, so the slop is `scrollSlop`, stated by each check, and the content follows the
///   whole movement beyond it; checks keep their swipes within the content.
/// - Nor does Apple document whether a scroll view's scrolling cancels a content gesture
///   (attached either way), so the finger does not cancel one by itself; `cancel()` does
///   it where a check asks for that case.
@MainActor
final class Finger {
    private struct Target {
        let path: String
        let gesture: any _HarnessGesture
        let composition: _HarnessGestureComposition
        let depth: Int
        var startLocation: CGPoint = .zero
        var hasSucceeded = false
    }

    private struct Scroll {
        let path: String
        let axes: Axis.Set
        let startOffset: CGPoint
        var scrolling: Axis.Set = []
    }

    private let renderer: Renderer
    private let view: any View
    private let frame: CGRect
    /// How far the finger moves along a scroll view's axis before it scrolls (see above).
    let scrollSlop: CGFloat
    /// The tree as last drawn.
    private(set) var root: RenderedView
    /// Where the finger went down and where it is, in the root's space.
    private(set) var start: CGPoint
    private(set) var location: CGPoint
    private var targets: [Target] = []
    private var scrolls: [Scroll] = []
    private var winner: Int?
    private var hasMoved = false

    /// Puts a finger down at `point` (in the root's space) on `view`, drawn in `frame`.
    init(
        on view: any View, in frame: CGRect, renderer: Renderer, at point: CGPoint,
        scrollSlop: CGFloat = 10
    ) {
        self.renderer = renderer
        self.view = view
        self.frame = frame
        self.scrollSlop = scrollSlop
        start = point
        location = point
        root = renderer.render(view, in: frame)
        hitTest()
        deliver(ended: false)
        root = renderer.render(view, in: frame)
    }

    /// The gestures the finger reaches, outermost first (for checks that ask which).
    var compositions: [_HarnessGestureComposition] { targets.map(\.composition) }

    /// Moves the finger to `point` in steps of at most `step` points, as a real finger
    /// reports many small moves.
    func move(to point: CGPoint, step: CGFloat = 4) {
        let dx = point.x - location.x
        let dy = point.y - location.y
        let count = max(1, Int((max(abs(dx), abs(dy)) / step).rounded(.up)))
        let from = location
        for index in 1...count {
            let t = CGFloat(index) / CGFloat(count)
            moveOnce(to: CGPoint(x: from.x + dx * t, y: from.y + dy * t))
        }
    }

    /// Lifts the finger where it is.
    func lift() {
        deliver(ended: true)
        root = renderer.render(view, in: frame)
    }

    /// The platform takes the touch away: every gesture that succeeded is cancelled.
    func cancel() {
        for target in targets where target.hasSucceeded {
            target.gesture._harnessSend(.cancelled)
        }
        root = renderer.render(view, in: frame)
        root = renderer.render(view, in: frame)
    }

    /// How far the scroll views under the finger have scrolled since it went down.
    var scrolled: CGPoint {
        scrolls.reduce(.zero) { sum, scroll in
            let offset = renderer.scrollOffsets[scroll.path] ?? .zero
            return CGPoint(
                x: sum.x + offset.x - scroll.startOffset.x,
                y: sum.y + offset.y - scroll.startOffset.y)
        }
    }

    private func moveOnce(to point: CGPoint) {
        location = point
        hasMoved = true
        let dx = point.x - start.x
        let dy = point.y - start.y
        for index in scrolls.indices {
            var scroll = scrolls[index]
            let enabled = node(at: scroll.path)?.environment.isScrollEnabled ?? false
            for (axis, delta) in [(Axis.Set.horizontal, dx), (Axis.Set.vertical, dy)]
            where scroll.axes.contains(axis) && !scroll.scrolling.contains(axis)
                && abs(delta) > scrollSlop && enabled
            {
                scroll.scrolling.insert(axis)
            }
            var offset = scroll.startOffset
            if scroll.scrolling.contains(.horizontal) {
                offset.x -= dx - (dx < 0 ? -scrollSlop : scrollSlop)
            }
            if scroll.scrolling.contains(.vertical) {
                offset.y -= dy - (dy < 0 ? -scrollSlop : scrollSlop)
            }
            scrolls[index] = scroll
            renderer.scrollOffsets[scroll.path] = offset
        }
        root = renderer.render(view, in: frame)
        deliver(ended: false)
        root = renderer.render(view, in: frame)
    }

    private func node(at path: String) -> RenderedView? {
        root.allIncludingHidden.first { $0.path == path }
    }

    /// Whether a view can be the one touched: one with a gesture, a button or a content
    /// shape. (A simplification: the stand-in stacks do not separate their children's
    /// frames, so a plain drawn view that SwiftUI would put beside the control would cover it
    /// here; such views do not take touches in the harness.)
    private func takesTouches(_ node: RenderedView) -> Bool {
        switch node.kind {
        case .button, .modifier(.gesture), .modifier(.contentShape), .modifier(.tapGesture):
            return true
        default:
            return false
        }
    }

    /// Finds the touched view and the gestures and scroll views on its chain.
    private func hitTest() {
        var chain: [RenderedView] = []
        var best: [RenderedView] = []
        func visit(_ node: RenderedView) {
            if case .modifier(.allowsHitTesting(false)) = node.kind { return }
            if case .modifier(.hidden) = node.kind { return }
            chain.append(node)
            if node.frame.contains(start), takesTouches(node) { best = chain }
            node.children.forEach(visit)
            chain.removeLast()
        }
        visit(root)
        var found: [Target] = []
        for (depth, node) in best.enumerated() {
            if case .modifier(.gesture(let gesture?, let composition)) = node.kind {
                found.append(
                    Target(
                        path: node.path, gesture: gesture, composition: composition, depth: depth))
            }
            if case .scroll(let axes) = node.kind {
                scrolls.append(
                    Scroll(
                        path: node.path, axes: axes,
                        startOffset: renderer.scrollOffsets[node.path] ?? .zero))
            }
        }
        // Precedence: high-priority gestures (outermost first), then the rest, deepest first.
        let high = found.filter { $0.composition == .highPriority }.sorted { $0.depth < $1.depth }
        let rest = found.filter { $0.composition != .highPriority }.sorted { $0.depth > $1.depth }
        targets = high + rest
        for index in targets.indices {
            targets[index].startLocation = self.location(for: targets[index])
        }
    }

    /// The finger's location in a target gesture's coordinate space, from the current tree.
    private func location(for target: Target) -> CGPoint {
        let space =
            (target.gesture._harnessPrimitive as? any _HarnessSpatialGesture)?
            ._harnessCoordinateSpace ?? .local
        switch space {
        case .global:
            return location
        case .local:
            let origin = node(at: target.path)?.frame.origin ?? .zero
            return CGPoint(x: location.x - origin.x, y: location.y - origin.y)
        case .named(let name):
            let origin = renderer.namedOrigins[name] ?? .zero
            return CGPoint(x: location.x - origin.x, y: location.y - origin.y)
        }
    }

    private func deliver(ended: Bool) {
        for index in targets.indices {
            let target = targets[index]
            if target.composition != .simultaneous, let winner, winner != index { continue }
            let here = location(for: target)
            let event: _HarnessGestureEvent
            switch target.gesture._harnessPrimitive {
            case is DragGesture:
                let value = DragGesture.Value(
                    location: here, startLocation: target.startLocation,
                    hasSucceeded: target.hasSucceeded)
                event = ended ? .ended(value) : .changed(value)
                if ended && !target.hasSucceeded { continue }
            case is SpatialTapGesture:
                guard ended, !hasMoved else { continue }
                event = .ended(SpatialTapGesture.Value(_harnessLocation: here))
            default:
                continue
            }
            let recognised = target.gesture._harnessSend(event)
            if recognised {
                targets[index].hasSucceeded = true
                if target.composition != .simultaneous, winner == nil { winner = index }
            }
        }
    }
}

extension Renderer {
    /// A finger that goes down at `point` (root space) on `view` drawn in `frame` and lifts
    /// there, then a render, so the view shows what the tap did.
    func tap(
        _ view: any View, at point: CGPoint,
        in frame: CGRect = CGRect(x: 0, y: 0, width: 320, height: 48)
    ) {
        finger(on: view, in: frame, at: point).lift()
        render(view, in: frame)
    }

    /// Puts a finger down on `view` drawn in `frame` at `point` (root space).
    func finger(
        on view: any View, in frame: CGRect = CGRect(x: 0, y: 0, width: 320, height: 48),
        at point: CGPoint, scrollSlop: CGFloat = 10
    ) -> Finger {
        Finger(on: view, in: frame, renderer: self, at: point, scrollSlop: scrollSlop)
    }
}

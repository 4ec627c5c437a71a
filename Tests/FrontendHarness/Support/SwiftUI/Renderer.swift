// A small renderer for the stand-in SwiftUI: it evaluates a view tree the way SwiftUI
// describes doing it (bodies evaluated with the environment installed in their
// `@Environment` properties, modifiers applied, `Layout` containers asked to size and place
// their subviews, `ViewThatFits` choosing a child), and records the result as a tree of
// `RenderedView`s that tests search: segments, accessibility values, actions, frames.
//
// Where SwiftUI needs something the harness cannot know — how big a text is — the renderer
// takes it as an input (`textSize`), stated in the test. Frames are the ones layouts assign;
// views that no layout places take their parent's frame.
//
// Identity and updates, as SwiftUI documents them:
// - A view's identity is its place in the tree (structural identity; the two branches of an
//   `if`/`else` are different places), refined by explicit identity: a `ForEach` child is
//   known by its element's id, and `id(_:)` "binds a view's identity to the given proxy
//   value" ("When the proxy value … changes, the identity of the view — for example, its
//   state — is reset"). State lives as long as its view's identity: a view that leaves the
//   tree loses it, and `onAppear` runs again if it comes back.
// - `render(_:in:)` hands the renderer a new root value, so every body below it is
//   evaluated again (SwiftUI documents `EquatableView` as the way to skip a child whose new
//   value equals the old; without it, a re-evaluated parent means re-evaluated children).
// - `update()` is SwiftUI's next update of the same root: a body is evaluated again only if
//   its parent gave it a new value or something it depends on changed — a `State` it read
//   ("When the value changes, SwiftUI updates the parts of the view hierarchy that depend on
//   the value"), a `Binding` reading such a state, or one of its `Environment` values ("If
//   the value changes, SwiftUI updates any parts of your view that depend on the value"):
//   compared with `==` when it is `Equatable`, field by field otherwise, and a value holding a
//   closure, which nothing can compare, counts as changed whenever a modifier evaluated anew
//   set it (see `harnessSame`). An `EquatableView` whose new content equals the old one gives
//   its content no new value.
//   `GeometryReader` and `ScrollViewReader` contents run again when their parent is new, their
//   frame changed or a state they read changed. Every evaluated body's path is recorded in
//   `bodyEvaluations`.

import QuartzCore
import SwiftUI
import UIKit

/// A view that stands for a modified view's own label (`PlaceholderContentView`).
private protocol SpokenLabelPlaceholder {}

extension PlaceholderContentView: SpokenLabelPlaceholder {}

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
    /// The explicit identity of this view (its `ForEach` element's id, or `id(_:)`).
    var identity: AnyHashable?
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
    /// The view an `accessibilityLabel(content:)` here made for its label: made for
    /// accessibility only, so it is none of the children (not drawn, laid out or touched).
    var accessibilityLabelContent: RenderedView?

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

    /// The label VoiceOver speaks for this view's element, as SwiftUI derives it; `nil` when
    /// it has none. The parts, joined with ", ":
    /// - a `Text` is its string, and a control's element (a `Button`) takes its label from
    ///   its content ("the comments label is used to create the element's label"; combined,
    ///   "The label of the element will be the combined labels of all of the views": WWDC24
    ///   session 10073, "Catch up on accessibility in SwiftUI");
    /// - `accessibilityLabel(_:)` replaces its content's label ("Adds a label to the view
    ///   that describes its contents"); `accessibilityLabel(content:)` sets the text of the
    ///   view it was given, its placeholder standing for the content's own label ("will
    ///   extract the text from the view and set it on the … element's label. It even
    ///   provides a placeholder to the view's existing label", WWDC24 10073);
    /// - nothing comes from a subtree under `accessibilityHidden(true)` ("Specifies whether
    ///   to hide this view from system accessibility features"), under `opacity(0)` ("When a
    ///   comment is read the indicator's opacity becomes zero … SwiftUI will also
    ///   automatically hide the element from accessibility technologies", WWDC24 10073),
    ///   under `hidden()`, or from a mask's view. Apple's `hidden()` reference says only
    ///   that hidden views "are invisible and can't receive or respond to interactions";
    ///   for these two the stand-in follows OpenSwiftUI's reimplementation of SwiftUI
    ///   (OpenSwiftUIProject/OpenSwiftUI, audited against SwiftUI 6.5.4): `_HiddenModifier`
    ///   drops its content's accessibility nodes (`makeHiddenView(allowedKeys:
    ///   [.hostPreferences])`, `removeHiddenKeys` removes `AccessibilityNodesKey`; it has
    ///   a separate `hiddenAllowingAccessibility()` for hidden views that must keep
    ///   them), and `mask` keeps only the mask's display list (`makeMaskView` gives the
    ///   mask fresh preference inputs); Apple's `mask` reference: "The view whose alpha the
    ///   rendering system applies to the specified view";
    /// - a shape says nothing ("there's not an accessibility element for the unread
    ///   indicator by default because it's represented as a shape view", WWDC24 10073), and
    ///   the stand-in gives an `Image` no label (SwiftUI gives a symbol a default label or
    ///   its name; no check relies on either).
    var spokenLabel: String? {
        let parts = spokenLabelParts(placeholder: [])
        return parts.isEmpty ? nil : parts.joined(separator: ", ")
    }

    /// The parts of ``spokenLabel`` under this view; `placeholder` is what a
    /// `PlaceholderContentView` here stands for.
    private func spokenLabelParts(placeholder: [String]) -> [String] {
        switch kind {
        case .modifier(.hidden), .accessibility(.hidden(true)):
            return []
        case .modifier(.opacity(let opacity)) where opacity == 0:
            return []
        case .modifier(.mask):
            return children.first?.spokenLabelParts(placeholder: placeholder) ?? []
        case .accessibility(.label(let label)):
            return [label._harnessString]
        case .accessibility(.labelContent):
            let own = children.flatMap { $0.spokenLabelParts(placeholder: placeholder) }
            return accessibilityLabelContent?.spokenLabelParts(placeholder: own) ?? own
        default:
            if let text = value as? Text { return [text._harnessString] }
            if value is any SpokenLabelPlaceholder { return placeholder }
            return children.flatMap { $0.spokenLabelParts(placeholder: placeholder) }
        }
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
    /// does (it writes the tab view's selection binding). Without such a tab view, the
    /// check fails (a paging scroll view is swiped with the renderer's `dragPages(by:)`).
    func showPage(_ tag: AnyHashable, file: StaticString = #filePath, line: UInt = #line) {
        for node in all {
            if case .tabs(let set?) = node.kind {
                set(tag)
                return
            }
        }
        fail("no tab view with a selection to show \(tag) in", file: file, line: line)
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
    /// Each vertical scroll view's content offset, by the scroll view's path (the horizontal
    /// one lives in its `ScrollState`).
    private var verticalScrollOffsets: [String: CGFloat] = [:]

    /// A scroll view's content offset as a finger sees it: the content is drawn moved by minus
    /// this, in both directions (in right-to-left layouts the horizontal offset the scroll
    /// view keeps counts from the leading, right edge, so it is mirrored here).
    func scrollOffset(at path: String) -> CGPoint {
        let state = scrollStates[path]
        let leading = state?.offset ?? 0
        return CGPoint(
            x: state?.isRightToLeft == true ? -leading : leading,
            y: verticalScrollOffsets[path] ?? 0)
    }

    /// Moves a scroll view's content as a finger does (see `scrollOffset(at:)`); the scroll
    /// view keeps the horizontal offset within its content at the next update.
    func setScrollOffset(_ offset: CGPoint, at path: String) {
        var state = scrollStates[path] ?? ScrollState()
        state.offset = state.isRightToLeft ? -offset.x : offset.x
        state.isSetByFinger = true
        scrollStates[path] = state
        verticalScrollOffsets[path] = offset.y
    }
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

    /// The paths of the bodies evaluated, in order, since the renderer was made or the list
    /// was last emptied.
    var bodyEvaluations: [String] = []

    private var appeared = Set<String>()
    /// The `onDisappear` actions of the views the last update reached, by path.
    private var disappearActions: [String: () -> Void] = [:]
    private var layoutCaches: [String: Any] = [:]
    private var states: [String: AnyObject] = [:]
    /// What each representable hosts, by its place in the tree.
    private var representables: [String: AnyObject] = [:]
    /// The recognizers hosted with `gesture(_:)` (`UIGestureRecognizerRepresentable`), by
    /// the path of the modifier that attached them.
    private(set) var hostedGestures: [String: _HarnessHostedGestureBox] = [:]
    /// The buttons a finger holds pressed, by path (a `ButtonStyle` draws them pressed).
    var pressedButtons: Set<String> = []
    /// Whether each button was drawn pressed at its last render, by path.
    private var drawnPressed: [String: Bool] = [:]
    private var observed: [String: Any] = [:]
    /// The content each `EquatableView` had at its last evaluation, by path, with the pass
    /// and what the comparison found then (measuring and placing in one pass agree).
    private var previousEquatables: [String: (content: Any, pass: Int, same: Bool)] = [:]
    private var pending: [() -> Void] = []
    private var measuring = 0

    /// A body (or modifier body, or reader content) evaluated at a path, with what it read.
    private struct Evaluation {
        var output: any View
        var reads: [(any _HarnessVersioned, Int)]
        var environment: [(value: Any, generation: Int?)]
        var frame: CGRect?
        var pass: Int
        var isNew: Bool
        /// The display frame it was evaluated on (see `showFrame()`).
        var displayFrame = 0
    }
    private var evaluations: [String: Evaluation] = [:]
    /// Whether the views being evaluated are new values from a re-evaluated parent.
    private var isFresh = true
    private var pass = 0
    private var visitedPaths = Set<String>()
    private var visitedStates = Set<String>()
    private var lastRoot: (view: any View, frame: CGRect)?

    /// Evaluates `view` in `frame`, then runs the `onAppear` and `onChange` actions the
    /// update triggered (SwiftUI runs them after the update, not during body evaluation).
    /// An animated programmatic scroll that the update started runs to its end first, one
    /// update per frame (see `advanceScrollAnimations`).
    @discardableResult
    func render(_ view: any View, in frame: CGRect = CGRect(x: 0, y: 0, width: 320, height: 48))
        -> RenderedView
    {
        lastRoot = (view, frame)
        return finishingScrollAnimations(traverse(fresh: true))
    }

    /// SwiftUI's next update of the last root: only bodies whose inputs changed are
    /// evaluated (see the header). The actions an update triggers run after it, and while
    /// they change state the update repeats (at most eight times), as SwiftUI updates again
    /// after state changes. An animated programmatic scroll runs to its end, as in `render`.
    @discardableResult
    func update() -> RenderedView {
        finishingScrollAnimations(updatingWhileStale())
    }

    private func updatingWhileStale() -> RenderedView {
        var root = traverse(fresh: false)
        for _ in 0..<8 {
            let stale = evaluations.values.contains { evaluation in
                evaluation.reads.contains { $0.0._harnessVersion != $0.1 }
            }
            guard stale else { break }
            root = traverse(fresh: false)
        }
        return root
    }

    /// Runs the animated scrolls under way frame by frame (at most 400 frames), each frame an
    /// update; the tree of the last one.
    private func finishingScrollAnimations(_ root: RenderedView) -> RenderedView {
        var root = root
        for _ in 0..<400 {
            guard advanceScrollAnimations() else { break }
            root = updatingWhileStale()
        }
        return root
    }

    private func traverse(fresh: Bool) -> RenderedView {
        guard let (view, frame) = lastRoot else { fatalError("nothing rendered yet") }
        pass += 1
        isFresh = fresh
        pagingScrollPath = nil
        visitedPaths = []
        visitedStates = []
        let root = node(view, path: "root", frame: frame, environment: environment)
        // A view that left the tree loses its state, its appearance and what its `onChange`
        // saw.
        states = states.filter { visitedStates.contains($0.key) }
        evaluations = evaluations.filter { visitedPaths.contains($0.key) }
        scrollStates = scrollStates.filter { visitedPaths.contains($0.key) }
        pagedTabs = pagedTabs.filter { visitedPaths.contains($0.key + "#pagedTabs") }
        if let last = lastPagedTabs, pagedTabs[last.path] == nil { lastPagedTabs = nil }
        // A view that left the tree takes its recognizer with it (UIKit removes a gesture
        // recognizer with the view that holds it).
        hostedGestures = hostedGestures.filter { visitedPaths.contains($0.key + "#hostedGesture") }
        appeared = appeared.filter { visitedPaths.contains($0) }
        // "An action to perform after this view disappears": after the update without it.
        for (path, action) in disappearActions.sorted(by: { $0.key < $1.key })
        where !visitedPaths.contains(path) {
            pending.append(action)
        }
        disappearActions = disappearActions.filter { visitedPaths.contains($0.key) }
        observed = observed.filter { visitedPaths.contains($0.key) }
        previousEquatables = previousEquatables.filter { visitedPaths.contains($0.key) }
        environmentGenerations = environmentGenerations.filter {
            visitedPaths.contains($0.key + "#environment")
        }
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

    /// Evaluates a body at `path` (`make`), or reuses the last evaluation when its parent gave
    /// no new value and nothing it read changed. Returns the output and whether it is new.
    private func evaluate(
        _ value: Any, path: String, environment: EnvironmentValues, frame: CGRect? = nil,
        countsAsBody: Bool = true, _ make: () -> any View
    ) -> (output: any View, isNew: Bool) {
        visitedPaths.insert(path)
        install(environment, into: value, path: path)
        let environmentRead = Mirror(reflecting: value).children.compactMap {
            child -> (value: Any, generation: Int?)? in
            guard let reader = child.value as? any _HarnessEnvironmentReader else { return nil }
            return (
                reader._harnessValue(in: environment), reader._harnessGeneration(in: environment)
            )
        }
        if let last = evaluations[path] {
            if last.pass == pass { return (last.output, last.isNew) }
            // A running animation timeline redraws its content on every display frame.
            let redrawnOnFrame = last.displayFrame != displayFrame && Self.isRunningTimeline(value)
            let unchanged =
                !isFresh && !redrawnOnFrame && last.frame == frame
                && last.reads.allSatisfy { $0.0._harnessVersion == $0.1 }
                && last.environment.count == environmentRead.count
                && zip(last.environment, environmentRead).allSatisfy(harnessSame)
            if unchanged {
                evaluations[path]?.pass = pass
                evaluations[path]?.isNew = false
                return (last.output, false)
            }
        }
        var reads: [ObjectIdentifier: (any _HarnessVersioned, Int)] = [:]
        let outer = _harnessStateReads
        _harnessStateReads = { reads[ObjectIdentifier($0)] = ($0, $0._harnessVersion) }
        let output = make()
        _harnessStateReads = outer
        if countsAsBody { bodyEvaluations.append(path) }
        evaluations[path] = Evaluation(
            output: output, reads: Array(reads.values), environment: environmentRead,
            frame: frame, pass: pass, isNew: true, displayFrame: displayFrame)
        return (output, true)
    }

    /// The display frames shown so far (`showFrame()`).
    private var displayFrame = 0

    /// Whether the view each `ViewModifier` (by its path) modifies was given a new value in
    /// this pass: what its content proxy passes on to that view.
    private var modifiedViewIsNew: [String: Bool] = [:]

    /// Whether a view is a `TimelineView` on an animation schedule that is not paused: one
    /// that "redraws the content it contains at scheduled points in time", here every frame.
    private static func isRunningTimeline(_ value: Any) -> Bool {
        guard let timeline = value as? any _HarnessTimeline,
            let schedule = timeline._harnessScheduleValue as? AnimationTimelineSchedule
        else { return false }
        return !schedule._harnessPaused
    }

    /// One display frame with no other change: SwiftUI's update in which every running
    /// animation timeline (`TimelineView(.animation)`, not paused) evaluates its content again,
    /// and only what that content changed follows (`bodyEvaluations` records them). A check
    /// moves its clock first, as the display's time moves between frames.
    @discardableResult
    func showFrame() -> RenderedView {
        displayFrame += 1
        return update()
    }

    /// The generations of what each environment modifier wrote, by path, with the pass.
    private var environmentGenerations:
        [String: (pass: Int, generations: [ObjectIdentifier: Int])] =
            [:]
    private var nextEnvironmentGeneration = 0

    /// Gives the keys an environment modifier at `path` wrote their generation: a new one
    /// when the modifier is a new value (its parent was evaluated again), the one it gave
    /// before when it is the same value set again.
    private func stampGenerations(_ environment: inout EnvironmentValues, at path: String) {
        let written = environment._harnessWrittenKeys
        guard !written.isEmpty else { return }
        var generations: [ObjectIdentifier: Int]
        if let kept = environmentGenerations[path],
            kept.pass == pass || !isFresh, Set(kept.generations.keys) == written
        {
            generations = kept.generations
        } else {
            generations = [:]
            for key in written {
                nextEnvironmentGeneration += 1
                generations[key] = nextEnvironmentGeneration
            }
        }
        environmentGenerations[path] = (pass, generations)
        if measuring == 0 { visitedPaths.insert(path + "#environment") }
        environment._harnessGenerations.merge(generations) { $1 }
    }

    /// Whether an `EquatableView`'s content at `path` equals the one of the previous pass
    /// (decided once a pass).
    private func equalsPreviousEquatable(
        at path: String, _ content: any View, _ equalsPrevious: (Any) -> Bool
    ) -> Bool {
        visitedPaths.insert(path)
        if let previous = previousEquatables[path] {
            if previous.pass == pass { return previous.same }
            let same = equalsPrevious(previous.content)
            previousEquatables[path] = (content, pass, same)
            return same
        }
        previousEquatables[path] = (content, pass, false)
        return false
    }

    /// Runs `body` with the freshness of the views it evaluates.
    private func withFreshness<T>(_ fresh: Bool, _ body: () -> T) -> T {
        let outer = isFresh
        isFresh = fresh
        defer { isFresh = outer }
        return body()
    }

    // MARK: - Evaluation

    private func node(_ view: any View, path: String, frame: CGRect, environment: EnvironmentValues)
        -> RenderedView
    {
        guard let primitive = view as? any _HarnessPrimitiveView else {
            // A view with a body: install its environment, then evaluate the body (or keep
            // the last one, see `evaluate`).
            let (output, isNew) = evaluate(view, path: path, environment: environment) {
                body(of: view)
            }
            let result = RenderedView(
                value: view, kind: .body, path: path, frame: frame, environment: environment)
            result.children = [
                withFreshness(isNew) {
                    node(output, path: path + ".body", frame: frame, environment: environment)
                }
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
        switch harnessNode(of: primitive, in: environment) {
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
            let names = childNames(primitive, count: views.count)
            // A modifier's content proxy stands for the view the modifier was applied to: it
            // is new only when that view was, whether or not the modifier's body ran again.
            let fresh =
                (primitive as? any _HarnessModifierContent)?._harnessOwner
                .flatMap { modifiedViewIsNew[$0] } ?? isFresh
            result.children = withFreshness(fresh) {
                views.enumerated().map { index, view in
                    let rendered = child(view, names[index].name)
                    rendered.identity = names[index].identity
                    return rendered
                }
            }
            return result
        case .modified(let content, let modifier):
            return modified(content, modifier, make: make, child: child)
        case .custom(let content, let modifier):
            modifiedViewIsNew[path] = isFresh
            let (output, isNew) = evaluate(modifier, path: path, environment: environment) {
                body(of: modifier, content: content, owner: path)
            }
            let result = make(.customModifier(modifier))
            result.children = [withFreshness(isNew) { child(output, "body") }]
            return result
        case .geometry(let content):
            // A geometry reader takes the size it is offered, whatever its content ("A
            // container view that defines its content as a function of its own size"): its
            // content runs once it has its frame, not to measure it.
            guard measuring == 0 else { return make(.primitive) }
            let proxy = GeometryProxy(_harnessFrame: frame, namedOrigins: namedOrigins)
            let (output, isNew) = evaluate(
                (), path: path, environment: environment, frame: frame, countsAsBody: false
            ) { content(proxy) }
            let result = make(.primitive)
            result.children = [withFreshness(isNew) { child(output) }]
            return result
        case .scrollReader(let content):
            let proxy = ScrollViewProxy(_harnessRecord: { [weak self] id, anchor, animation in
                self?.scrollRequests.append((id, anchor, animation))
                self?.pendingScrolls.append((path, id, anchor, animation))
            })
            let (output, isNew) = evaluate(
                (), path: path, environment: environment, countsAsBody: false
            ) { content(proxy) }
            let result = make(.primitive)
            result.children = [withFreshness(isNew) { child(output) }]
            return result
        case .layout(let layout, let content):
            return place(layout, content: content, make: make, frame: frame, path: path)
        case .fitting(let axes, let content):
            // ViewThatFits: the first child whose ideal size fits on the constrained axes,
            // else the last.
            let options = flattenNamed(content)
            let chosen =
                options.indices.first { index in
                    let ideal = idealSize(
                        of: options[index].view, path: path + "." + options[index].name,
                        environment: environment)
                    return (!axes.contains(.horizontal) || ideal.width <= frame.width)
                        && (!axes.contains(.vertical) || ideal.height <= frame.height)
                } ?? max(0, options.count - 1)
            let result = make(.primitive)
            if options.indices.contains(chosen) {
                result.children = [child(options[chosen].view, options[chosen].name)]
            }
            return result
        case .scroll(let axes, let content):
            return scroll(axes: axes, content: content, make: make, frame: frame, path: path)
        case .button(let action, let label):
            let result = make(.button(action))
            // `buttonStyle(_:)` with a `ButtonStyle`: the style draws the label, pressed as
            // the finger holds it; a change of the pressed state draws the style again.
            if let style = environment._harnessButtonStyle {
                let isPressed = pressedButtons.contains(path)
                let changed = drawnPressed[path] != isPressed
                if measuring == 0 { drawnPressed[path] = isPressed }
                let body = style._harnessBody(label: label, isPressed: isPressed)
                result.children = [withFreshness(isFresh || changed) { child(body) }]
            } else {
                result.children = [child(label)]
            }
            return result
        case .tabs(let selection, let content):
            return tabs(
                selection: selection, content: content, make: make, frame: frame, path: path)
        case .equatable(let content, let equalsPrevious):
            // A new value equal to the previous one is no new value for the content.
            let same = equalsPreviousEquatable(at: path, content, equalsPrevious)
            let result = make(.primitive)
            result.children = [withFreshness(isFresh && !same) { child(content) }]
            return result
        }
    }

    // MARK: - Scroll views

    /// What the renderer keeps for a scroll view between updates.
    private struct ScrollState {
        /// The horizontal content offset, from the leading edge.
        var offset: CGFloat = 0
        var phase = ScrollPhase.idle
        /// The phase changes not yet reported.
        var phaseChanges: [(ScrollPhase, ScrollPhase)] = []
        /// The id the `scrollPosition(id:)` binding last held, as far as the scroll view
        /// knows.
        var positionID: AnyHashable?
        /// Where each identified view starts (leading edge, from the content's leading
        /// edge) and how wide it is, at the last update; the targets first.
        var targets: [(id: AnyHashable, offset: CGFloat, width: CGFloat)] = []
        var anchors: [AnyHashable: (offset: CGFloat, width: CGFloat)] = [:]
        var contentWidth: CGFloat = 0
        var containerWidth: CGFloat = 0
        var start: CGFloat = 0
        /// Whether the scroll view was laid out right to left at the last update.
        var isRightToLeft = false
        /// Whether a `Finger` set the offset last. Apple documents no limit on how far a
        /// finger drags content past its ends (scroll views bounce there, see
        /// `ScrollBounceBehavior`), so such an offset is kept as the finger left it (see
        /// `Finger`); every other change is kept within the content.
        var isSetByFinger = false
        /// An animated programmatic scroll under way: the offset it ends at.
        var animationTarget: CGFloat?
    }
    private var scrollStates: [String: ScrollState] = [:]
    /// `ScrollViewProxy.scrollTo` requests not yet carried out: the reader's path, the id
    /// and the anchor.
    private var pendingScrolls:
        [(reader: String, id: AnyHashable, anchor: UnitPoint?, animation: Animation?)] = []
    /// The last paged tab view's path, tags, selected page and selection setter.
    private var lastPagedTabs:
        (path: String, tags: [AnyHashable?], selected: Int, set: ((AnyHashable) -> Void)?)?
    /// What a paged tab view keeps between updates: its pages are a paging scroll view
    /// (`PageTabViewStyle`: "a paged scrolling TabView").
    private struct PagedTabsState {
        /// The index of the page its selection named at the last update.
        var selected: Int
        /// Where the pages are, in pages from the first: the selected page at rest, between
        /// pages while a turn animates.
        var shown: CGFloat
        /// An animated turn under way: the page it ends on.
        var animationTarget: Int?
        /// Where the pages were when the finger now on them came down, if one is.
        var dragStart: CGFloat?
        /// The width of a page at the last update.
        var width: CGFloat = 0
    }
    /// Each paged tab view's pages, by the tab view's path.
    private var pagedTabs: [String: PagedTabsState] = [:]
    /// How long the pages stay where a finger left them before a check goes on: the main
    /// queue runs what it was given to do meanwhile (timers, tasks that slept), as on a
    /// device, where the next touch comes at least this long after the pages come to rest.
    private static let restingTime: TimeInterval = 0.3
    /// The paging scroll view found at the last update.
    private var pagingScrollPath: String?

    /// A scroll view. Its content gets its ideal size along the scrolling axes and moves by
    /// the content offset (counted from the leading edge; in right-to-left layouts SwiftUI
    /// mirrors the content, so the leading edge is the right one). The offset changes when
    /// a finger moves the content (`dragPages(by:)`, `releasePages(settlingOn:)`), when a
    /// `ScrollViewProxy.scrollTo(_:anchor:)` from a reader around it names a view inside
    /// ("scrolls to that view"; a nil anchor scrolls the least that shows it), or when its
    /// `scrollPosition(id:)` binding is given an id it does not rest on. Then, outside
    /// measuring, `onScrollPhaseChange` actions hear the phase changes, and
    /// `onScrollGeometryChange` actions hear a transformed geometry that changed.
    private func scroll(
        axes: Axis.Set, content: any View, make: (RenderedView.Kind) -> RenderedView,
        frame: CGRect, path: String
    ) -> RenderedView {
        let result = make(.scroll(axes))
        let environment = result.environment
        let configuration = environment._harnessScrollConfiguration
        var inner = result.environment
        inner._harnessScrollConfiguration = _HarnessScrollConfiguration()
        let ideal = idealSize(of: content, path: path + ".0", environment: inner)
        var state = scrollStates[path] ?? ScrollState()
        let horizontal = axes.contains(.horizontal)
        let contentWidth = horizontal ? ideal.width : frame.width
        let maxOffset = max(0, contentWidth - frame.width)
        if measuring == 0 {
            visitedPaths.insert(path)
            if configuration.isPaging, horizontal, pagingScrollPath == nil {
                pagingScrollPath = path
            }
            // Programmatic scrolls, by where the views were at the last update. Each request
            // goes to the first scroll view (in the order they are drawn) under the reader
            // that holds a view with its id (`scrollTo`: "Scans all scroll views contained by
            // the proxy for the first with a child view with identifier id").
            var remaining = pendingScrolls.prefix(0)
            for request in pendingScrolls {
                guard path.hasPrefix(request.reader), let target = state.anchors[request.id]
                else {
                    remaining.append(request)
                    continue
                }
                var offset: CGFloat?
                if let anchor = request.anchor {
                    offset = target.offset - anchor.x * (frame.width - target.width)
                } else if target.offset < state.offset {
                    offset = target.offset
                } else if target.offset + target.width > state.offset + frame.width {
                    offset = target.offset + target.width - frame.width
                }
                guard let offset else { continue }
                state.isSetByFinger = false
                if request.animation != nil {
                    // Inside `withAnimation` the scroll animates ("Animation — The way a view
                    // changes over time"): every offset between is shown, frame by frame
                    // (`advanceScrollAnimations`), in the phase `ScrollPhase.animating`
                    // ("animating towards a new scroll position").
                    if state.animationTarget == nil, state.phase == .idle {
                        state.phaseChanges.append((.idle, .animating))
                        state.phase = .animating
                    }
                    state.animationTarget = min(max(offset, 0), maxOffset)
                } else {
                    state.animationTarget = nil
                    state.offset = offset
                }
            }
            pendingScrolls = Array(remaining)
            // A `scrollPosition(id:)` binding given an id the scroll view does not rest on
            // scrolls there; written inside `withAnimation`, the scroll animates
            // (`ScrollPhase.animating`: "the result of a programmatic scroll when using a
            // ScrollViewReader or scrollPosition(id:anchor:) modifier").
            if let position = configuration.position {
                let (bound, animation) = readingWriteAnimation(position.get)
                if let id = bound, id != state.positionID,
                    let target = state.targets.first(where: { $0.id == id })
                {
                    state.positionID = id
                    state.isSetByFinger = false
                    if animation != nil {
                        if state.animationTarget == nil, state.phase == .idle {
                            state.phaseChanges.append((.idle, .animating))
                            state.phase = .animating
                        }
                        state.animationTarget = min(max(target.offset, 0), maxOffset)
                    } else {
                        state.animationTarget = nil
                        state.offset = target.offset
                    }
                }
            }
        }
        if !state.isSetByFinger { state.offset = min(max(state.offset, 0), maxOffset) }
        state.isRightToLeft = environment.layoutDirection == .rightToLeft
        var contentFrame = frame
        if horizontal {
            contentFrame.size.width = contentWidth
            contentFrame.origin.x =
                state.isRightToLeft
                ? frame.maxX - contentWidth + state.offset : frame.minX - state.offset
        }
        if axes.contains(.vertical) {
            contentFrame.size.height = ideal.height
            contentFrame.origin.y -= verticalScrollOffsets[path] ?? 0
        }
        let contentNode = node(content, path: path + ".0", frame: contentFrame, environment: inner)
        result.children = [contentNode]
        guard measuring == 0 else { return result }
        // Where the views are now, for the next programmatic scroll.
        func leading(_ node: RenderedView) -> CGFloat {
            environment.layoutDirection == .rightToLeft
                ? contentFrame.maxX - node.frame.maxX : node.frame.minX - contentFrame.minX
        }
        state.anchors = [:]
        for node in contentNode.all {
            if let id = node.identity, state.anchors[id] == nil {
                state.anchors[id] = (leading(node), node.frame.width)
            }
        }
        state.targets = []
        if let layout = contentNode.all.first(where: { node in
            if case .layout = node.kind { return node.environment._harnessIsScrollTargetLayout }
            return false
        }) {
            state.targets = layout.children.compactMap { child in
                child.identity.map { ($0, leading(child), child.frame.width) }
            }
        }
        state.contentWidth = contentWidth
        state.containerWidth = frame.width
        // "As the scroll view scrolls, the binding will be updated with the identity of the
        // leading-most / top-most view" (`scrollPosition(id:anchor:)`): whatever moved the
        // content — a finger, a deceleration, an animation — the binding hears the first
        // target view that shows in the visible region, while the scroll goes on.
        // At the first layout the scroll view goes to the bound view instead ("The scroll
        // view initially lays out it content defaulting to the top most view, but the binding
        // has a different view's identity": see the programmatic scrolls above).
        if let position = configuration.position,
            let leadingMost = state.targets.first(where: {
                $0.offset + $0.width > state.offset + 0.5
                    && $0.offset < state.offset + frame.width - 0.5
            }), leadingMost.id != state.positionID
        {
            let bound = position.get()
            let isFirstLayout =
                state.positionID == nil && state.targets.contains { $0.id == bound }
            if !isFirstLayout {
                state.positionID = leadingMost.id
                pending.append { position.set(leadingMost.id) }
            }
        }
        for (old, new) in state.phaseChanges {
            for action in configuration.phaseObservers {
                pending.append { action(old, new) }
            }
        }
        state.phaseChanges = []
        let geometry = ScrollGeometry(
            _harnessOffset: CGPoint(x: state.offset, y: 0),
            contentSize: CGSize(width: contentWidth, height: contentFrame.height),
            containerSize: frame.size)
        for (index, observer) in configuration.geometryObservers.enumerated() {
            let key = path + "#geometry\(index)"
            visitedPaths.insert(key)
            let value = observer.transform(geometry)
            if let old = observed[key] as? AnyHashable, old != value {
                pending.append { observer.action(old.base, value.base) }
            }
            observed[key] = value
        }
        scrollStates[path] = state
        return result
    }

    /// SwiftUI's next update, as `update()`, but showing only the first `frames` frames of
    /// each animated programmatic scroll and paged tab view's animated turn: they are still
    /// under way when it returns, for a finger to catch (`dragPages(by:)`). The next
    /// `update()` or `render` runs them to their end.
    @discardableResult
    func update(showingFrames frames: Int) -> RenderedView {
        var root = updatingWhileStale()
        for _ in 0..<max(0, frames) {
            guard advanceScrollAnimations() else { break }
            root = updatingWhileStale()
        }
        return root
    }

    /// A finger on the paging scroll view moves its content by `distance` from where the
    /// drag began (negative: towards the next page in left-to-right layouts); the phase goes
    /// from idle to tracking to interacting. With a paged `TabView` instead, the pages move
    /// by `distance` (`pageDragOffset`). Then the next update runs. Each move comes in a
    /// later turn of the main queue than the last, as touches do.
    ///
    /// A finger that comes down on pages moving in an animated programmatic scroll (or a
    /// paged tab view's animated turn) catches them: the animation stops where the pages
    /// are and the finger moves them from there, the phase going from animating to
    /// tracking to interacting. `ScrollPhase` lists `animating` ("a programmatic animated
    /// scroll") and `interacting` ("an active scroll being driven by the user") as phases of
    /// one scroll gesture; a touch stopping a moving `UIScrollView` at once is the
    /// platform's long-standing behaviour (reports: "How to detect when a UIScrollView has
    /// finished scrolling", https://stackoverflow.com/questions/993280, the finger that
    /// stops a scroll "like an emergency brake"; super-ultra/ScrollMechanics#7, which
    /// reproduces UIScrollView and cancels its animations "when the user starts to interact
    /// with the scroll view").
    @discardableResult
    func dragPages(by distance: CGFloat) -> RenderedView {
        RunLoop.main.run(until: Date())
        guard let path = pagingScrollPath, var state = scrollStates[path] else {
            for (path, var tabs) in pagedTabs where tabs.dragStart == nil {
                tabs.animationTarget = nil
                tabs.dragStart = tabs.shown
                pagedTabs[path] = tabs
            }
            pageDragOffset = distance
            return update()
        }
        if state.phase == .idle || state.phase == .animating {
            state.phaseChanges += [(state.phase, .tracking), (.tracking, .interacting)]
            state.phase = .interacting
            state.animationTarget = nil
            state.start = state.offset
        }
        let sign: CGFloat = environment.layoutDirection == .rightToLeft ? 1 : -1
        state.offset = state.start + sign * distance
        state.isSetByFinger = false
        scrollStates[path] = state
        return update()
    }

    /// The finger lifts and the paging scroll view decelerates to the page `pages` away
    /// from the one the drag began on (0: back where it was; the nearest page when the
    /// finger caught the pages between two): phase decelerating, the offset there, then idle
    /// (the `scrollPosition(id:)` binding hears the leading-most view at every offset, see
    /// `scroll`). With a paged `TabView`, the pages come to rest and a swipe to another page
    /// writes its selection, as a swipe does. Then the pages stay at rest a while (see
    /// `restingTime`) and the next update runs.
    @discardableResult
    func releasePages(settlingOn pages: Int) -> RenderedView {
        guard let path = pagingScrollPath, var state = scrollStates[path] else {
            pageDragOffset = 0
            if let (path, tags, selected, set) = lastPagedTabs, var tabs = pagedTabs[path],
                !tags.isEmpty
            {
                let start = Int((tabs.dragStart ?? CGFloat(selected)).rounded())
                let landing = min(max(start + pages, 0), tags.count - 1)
                tabs.dragStart = nil
                tabs.shown = CGFloat(landing)
                pagedTabs[path] = tabs
                if landing != selected, let tag = tags[landing] {
                    set?(tag)
                }
            }
            update()
            return restPages()
        }
        let width = state.containerWidth
        let start = width > 0 ? (state.start / width).rounded() * width : state.start
        state.phaseChanges.append((state.phase, .decelerating))
        state.phase = .decelerating
        state.offset = start + CGFloat(pages) * width
        state.isSetByFinger = false
        scrollStates[path] = state
        update()
        state = scrollStates[path] ?? state
        state.phaseChanges.append((.decelerating, .idle))
        state.phase = .idle
        scrollStates[path] = state
        update()
        return restPages()
    }

    /// The finger on the pages (`dragPages(by:)`) holds them still for `restingTime`, the
    /// main queue running meanwhile; then the next update. The pages report no movement
    /// while it holds them: nothing moved.
    @discardableResult
    func holdPages() -> RenderedView { restPages() }

    /// Nothing touches the screen for `restingTime` (a device at rest): as `holdPages()`,
    /// without a finger.
    @discardableResult
    func idle() -> RenderedView { restPages() }

    /// The pages stay where they are for `restingTime`, the main queue running meanwhile;
    /// then the next update. State written meanwhile (by a timer, a task that slept) updates
    /// the views that read it at the next frame, as SwiftUI "updates the parts of the view
    /// hierarchy that depend on the value" (`State`), once per frame of 1/60 s.
    private func restPages() -> RenderedView {
        let end = Date(timeIntervalSinceNow: Self.restingTime)
        var writes = _harnessStateWrites
        while Date() < end {
            RunLoop.main.run(until: min(end, Date(timeIntervalSinceNow: 1.0 / 60)))
            if _harnessStateWrites != writes { _ = update() }
            writes = _harnessStateWrites
        }
        return update()
    }

    /// A value read through `get`, and the animation of the transaction the state it read
    /// was last written in.
    private func readingWriteAnimation<T>(_ get: () -> T) -> (T, Animation?) {
        var read: [any _HarnessVersioned] = []
        let outer = _harnessStateReads
        _harnessStateReads = { read.append($0) }
        let value = get()
        _harnessStateReads = outer
        return (value, read.lazy.compactMap(\._harnessLastWriteAnimation).first)
    }

    /// Moves every animated programmatic scroll on by one frame (a quarter of its
    /// container's width; the last frame lands on the target and the phase goes back to
    /// idle), and every paged tab view's animated turn by a quarter page. Returns whether
    /// one moved.
    private func advanceScrollAnimations() -> Bool {
        var moved = false
        for (path, var tabs) in pagedTabs {
            guard let target = tabs.animationTarget else { continue }
            let distance = CGFloat(target) - tabs.shown
            if abs(distance) <= 0.25 {
                tabs.shown = CGFloat(target)
                tabs.animationTarget = nil
            } else {
                tabs.shown += distance < 0 ? -0.25 : 0.25
            }
            pagedTabs[path] = tabs
            moved = true
        }
        for (path, var state) in scrollStates {
            guard let target = state.animationTarget else { continue }
            let step = max(1, state.containerWidth / 4)
            let distance = target - state.offset
            if abs(distance) <= step {
                state.offset = target
                state.animationTarget = nil
                state.phaseChanges.append((state.phase, .idle))
                state.phase = .idle
            } else {
                state.offset += distance < 0 ? -step : step
            }
            scrollStates[path] = state
            moved = true
        }
        return moved
    }

    /// A tab view. With the page style the pages lie side by side, each the tab view's size,
    /// the selected one (the page whose `tag` equals the selection) filling the view, and
    /// in right-to-left layouts the row runs from the right (`PageTabViewStyle`: "a paged
    /// scrolling TabView"); `pageDragOffset` moves them all as a finger does. A selection
    /// written inside `withAnimation` turns the pages frame by frame, as state changed in an
    /// animated transaction animates what depends on it ("withAnimation: Returns the result
    /// of recomputing the view's body with the provided animation"); otherwise, or while a
    /// finger holds the pages, they jump. Otherwise every page gets the tab view's frame.
    private func tabs(
        selection: (get: () -> AnyHashable, set: (AnyHashable) -> Void)?, content: any View,
        make: (RenderedView.Kind) -> RenderedView, frame: CGRect, path: String
    ) -> RenderedView {
        let result = make(.tabs(setSelection: selection?.set))
        let environment = result.environment
        let named = flattenNamed(content)
        let pages = named.map(\.view)
        let tags = pages.map { page -> AnyHashable? in
            var current: any View = page
            while let primitive = current as? any _HarnessPrimitiveView,
                case .modified(let content, let modifier) = primitive._harnessNode
            {
                if let modifier = modifier as? _HarnessModifier, case .tag(let tag) = modifier.kind
                {
                    return tag.value
                }
                current = content
            }
            return nil
        }
        let selected =
            selection.flatMap { selection in tags.firstIndex { $0 == selection.get() } } ?? 0
        var shown = CGFloat(selected)
        if environment._harnessTabViewIsPaged {
            var state =
                pagedTabs[path] ?? PagedTabsState(selected: selected, shown: CGFloat(selected))
            if measuring == 0 {
                visitedPaths.insert(path + "#pagedTabs")
                // After a size change the pages keep their offset in points, showing another
                // place than the selected page, until the selection changes: reported for a
                // paged `TabView` after rotation ("wrong tab displayed after rotation when
                // using `.page` style", iOS 15; workaround: "changing selection after
                // rotation with delay": VAndrJ/awesome-apple-bugs,
                // Bugs/TabViewIssuePageTabAfterRotation). Not confirmed on iOS 16, whose
                // pager alone uses a `TabView`; the stand-in takes the reported case, which
                // the pager must survive either way. A finger on the pages keeps them.
                if state.width > 0, frame.width > 0, state.width != frame.width,
                    state.dragStart == nil, state.animationTarget == nil
                {
                    let last = CGFloat(max(0, tags.count - 1))
                    state.shown = min(max(state.shown * state.width / frame.width, 0), last)
                }
                state.width = frame.width
                if state.selected != selected {
                    let animation = selection.flatMap { readingWriteAnimation($0.get).1 }
                    if animation != nil, state.dragStart == nil {
                        state.animationTarget = selected
                    } else {
                        state.shown = CGFloat(selected)
                        state.animationTarget = nil
                    }
                    state.selected = selected
                }
                pagedTabs[path] = state
                lastPagedTabs = (path, tags, selected, selection?.set)
            }
            shown = state.shown
        }
        // Right to left, a paged `TabView` mirrors: page 0 at the right. Except on iOS 16,
        // where it is reported to run left to right still, its selection too ("a TabBar
        // connected to the TabView will highlight selections in reverse order", only iOS 16;
        // `flipsForRightToLeftLayoutDirection` "is enabled by default. However, doesn't seem
        // to be the case when using a TabView in iOS 16": CruGlobal/godtools-swift #1704,
        // #1722, #1724, which ended by forcing the TabView left to right).
        let mirrors = environment._harnessTabViewIsPaged && harnessIOSMajor == 16 ? false : true
        let direction: CGFloat = environment.layoutDirection == .rightToLeft && mirrors ? -1 : 1
        result.children = pages.enumerated().map { index, page in
            var pageFrame = frame
            if environment._harnessTabViewIsPaged {
                pageFrame.origin.x +=
                    direction * (CGFloat(index) - shown) * frame.width + pageDragOffset
            }
            let rendered = node(
                page, path: path + "." + named[index].name, frame: pageFrame,
                environment: environment)
            rendered.identity = named[index].identity
            return rendered
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
            if case .labelContent(let label) = attachment._attachment {
                result.accessibilityLabelContent = child(label, "accessibilityLabel", nil)
            }
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
            environment._harnessWrittenKeys = []
            transform(&environment)
            stampGenerations(&environment, at: path)
            result.children = [child(content, "0", environment)]
        case .font(let font):
            // font(_:) sets the environment's default font for the content.
            var environment = result.environment
            environment.font = font
            result.children = [child(content, "0", environment)]
        case .fontWeight(let weight):
            // Text styling is environment in SwiftUI: it reaches the text under it, but not
            // a `Subview` proxy (resolved in its container's environment, Subviews.swift).
            var environment = result.environment
            environment._harnessFontWeight = weight
            result.children = [child(content, "0", environment)]
        case .lineLimit(let limit):
            var environment = result.environment
            environment._harnessLineLimit = limit
            result.children = [child(content, "0", environment)]
        case .foregroundStyle(let style):
            var environment = result.environment
            environment._harnessForegroundStyle = style
            result.children = [child(content, "0", environment)]
        case .foregroundColor(let color):
            var environment = result.environment
            environment._harnessForegroundStyle = color
            result.children = [child(content, "0", environment)]
        case .mask(let mask):
            result.children = [child(content, "0", nil), child(mask, "mask", nil)]
        case .overlay(let overlay):
            result.children = [child(content, "0", nil), child(overlay, "overlay", nil)]
        case .background(let background):
            result.children = [child(background, "background", nil), child(content, "0", nil)]
        case .coordinateSpace(let name):
            if namedOrigins[name] == nil { namedOrigins[name] = result.frame.origin }
            result.children = [child(content, "0", nil)]
        case .buttonStyle(let style):
            // "Sets the style for buttons within this view": the nearest style wins.
            var environment = result.environment
            environment._harnessButtonStyle = style as? any ButtonStyle
            result.children = [child(content, "0", environment)]
        case .hostedGesture(let hosted):
            if measuring == 0 {
                visitedPaths.insert(path + "#hostedGesture")
                hostedGestures[path] = hosted._harnessRender(hostedGestures[path])
            }
            result.children = [child(content, "0", nil)]
        case .id(let id):
            // The content's identity is the id: a new id is a new view.
            let content = child(content, "id(\(id))", nil)
            content.identity = id
            result.children = [content]
        case .onDisappear(let action):
            if measuring == 0 {
                visitedPaths.insert(path)
                disappearActions[path] = action
            }
            result.children = [child(content, "0", nil)]
        case .onAppear(let action):
            if measuring == 0 { visitedPaths.insert(path) }
            if measuring == 0, !appeared.contains(path) {
                appeared.insert(path)
                pending.append(action)
            }
            result.children = [child(content, "0", nil)]
        case .valueChange(let observer):
            if measuring == 0 {
                visitedPaths.insert(path)
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
                visitedPaths.insert(path)
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
                visitedPaths.insert(path)
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
        let named = flattenNamed(content)
        let views = named.map(\.view)
        var placements = [(CGPoint, UnitPoint, ProposedViewSize)?](
            repeating: nil, count: views.count)
        let values = views.map(layoutValues)
        let subviews = views.enumerated().map { index, view in
            LayoutSubview(
                _harnessID: index, layoutValues: values[index],
                sizeThatFits: { [unowned self] in
                    measure(
                        view, proposal: $0, path: path + "." + named[index].name,
                        environment: environment)
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
                view, path: path + "." + named[index].name, frame: subframe,
                environment: environment)
            node.identity = named[index].identity
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
            let (output, isNew) = evaluate(view, path: path, environment: environment) {
                body(of: view)
            }
            return withFreshness(isNew) { ideal(output, "body") }
        }
        switch harnessNode(of: primitive, in: environment) {
        case .leaf:
            if let text = view as? Text { return textSize(text._harnessString) }
            return .zero
        case .group(let views):
            let names = childNames(primitive, count: views.count)
            return views.enumerated().map { ideal($1, names[$0].name) }.reduce(.zero) {
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
        case .equatable(let content, let equalsPrevious):
            let same = equalsPreviousEquatable(at: path, content, equalsPrevious)
            return withFreshness(isFresh && !same) { ideal(content, "0") }
        case .custom(let content, let modifier):
            modifiedViewIsNew[path] = isFresh
            let (output, isNew) = evaluate(modifier, path: path, environment: environment) {
                body(of: modifier, content: content, owner: path)
            }
            return withFreshness(isNew) { ideal(output, "body") }
        case .geometry, .scrollReader:
            return .zero
        case .layout(let layout, let content):
            let named = flattenNamed(content)
            let subviews = named.enumerated().map { index, entry in
                LayoutSubview(
                    _harnessID: index, layoutValues: layoutValues(of: entry.view),
                    sizeThatFits: { [unowned self] in
                        measure(
                            entry.view, proposal: $0, path: path + "." + entry.name,
                            environment: environment)
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

    /// A primitive view's node, for a view resolved in the environment it is evaluated in
    /// (`Group(subviews:)`, whose subviews keep their container's environment).
    private func harnessNode(
        of primitive: any _HarnessPrimitiveView, in environment: EnvironmentValues
    )
        -> _HarnessNode
    {
        if let resolving = primitive as? any _HarnessEnvironmentResolving {
            return resolving._harnessNode(in: environment)
        }
        return primitive._harnessNode
    }

    /// The names of a group's children in paths, and their explicit identities: a
    /// `ForEach` child by its id, a conditional's child by its branch, others by position.
    private func childNames(_ group: any _HarnessPrimitiveView, count: Int)
        -> [(name: String, identity: AnyHashable?)]
    {
        if let identified = group as? any _HarnessIdentifiedGroup {
            let ids = identified._harnessIDs
            if ids.count == count { return ids.map { ("id(\($0))", $0) } }
        }
        if let branching = group as? any _HarnessBranching {
            return (0..<count).map { _ in (branching._harnessBranch, nil) }
        }
        return (0..<count).map { (String($0), nil) }
    }

    /// The subviews a layout sees in its content: groups (tuples, `ForEach`, conditionals,
    /// optionals) are flattened, as SwiftUI's `LayoutSubviews` documents ("each child view
    /// … the views in a ForEach … become separate subviews"); each with its name in paths
    /// (the names of the groups it came through, joined) and its explicit identity.
    private func flattenNamed(_ view: any View, name: String = "")
        -> [(name: String, view: any View, identity: AnyHashable?)]
    {
        if let primitive = view as? any _HarnessPrimitiveView,
            case .group(let views) = primitive._harnessNode, !(view is AnyView)
        {
            let names = childNames(primitive, count: views.count)
            return views.enumerated().flatMap {
                index, child -> [(name: String, view: any View, identity: AnyHashable?)] in
                let childName = name.isEmpty ? names[index].name : name + "." + names[index].name
                let flattened = flattenNamed(child, name: childName)
                if let identity = names[index].identity, flattened.count == 1 {
                    return [(flattened[0].name, flattened[0].view, identity)]
                }
                return flattened
            }
        }
        return [(name.isEmpty ? "0" : name, view, nil)]
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
                visitedStates.insert(key)
                if let previous = states[key] {
                    state._harnessAdopt(previous)
                } else {
                    states[key] = state._harnessStorage
                }
            }
        }
    }

    private func body<V: View>(of view: V) -> any View { view.body }

    private func body<M: ViewModifier>(of modifier: M, content: any View, owner: String)
        -> any View
    {
        modifier.body(content: _ViewModifier_Content<M>(_harnessContent: content, owner: owner))
    }
}

// MARK: - A finger

/// One finger on a view the renderer draws: it goes down, moves and lifts, and between steps
/// the renderer draws the view again, so every gesture sees the tree as it is at that event
/// (frames moved by a scroll included) and `onChange` actions run as after an update.
///
/// What it models, per OS version (the run's `HARNESS_IOS_VERSION`; unset is the newest),
/// each from the source named (docs/platform.md keeps the ledger):
/// - The touched view is the front-most (deepest, then last drawn) view under the finger
///   that takes part in hit testing (not under `allowsHitTesting(false)`: "the view and its
///   children don't take part in hit testing"; not hidden) and takes touches (see
///   `takesTouches`). The gestures, buttons, hosted recognizers and scroll views that see
///   the touch are those on it and its ancestors.
/// - Composition (see `_HarnessGestureComposition`): simultaneous gestures get every event;
///   among exclusive ones the highest precedence that recognises an event wins the touch
///   (`highPriorityGesture` above the view's own, the view's own above `gesture` attached
///   outside it) and the others get nothing more. Locations in each gesture's coordinate
///   space: `.local` from the view's own frame, `.global` from the root, `.named` from that
///   space's origin (`CoordinateSpace`).
/// - A `DragGesture` succeeds once the finger has moved its `minimumDistance` and stays a
///   drag until the finger lifts; a `SpatialTapGesture` ends at the lift of a finger that
///   never moved.
/// - A `ScrollView` (or `List`) under the finger scrolls its content along its axes once the
///   finger has moved `scrollSlop` along one, unless `isScrollEnabled` is false where it
///   sits (`scrollDisabled(_:)`). Apple documents no slop, so each check states one.
/// - **A `DragGesture` on content inside a scroll view, iOS 18 and later:** the scroll view
///   does not scroll when the touch starts on that content; the drag takes the touch.
///   Apple closed FB14688465 ("ScrollView gesture ignored when DragGesture used by
///   subview", feedback-assistant/reports #542) as behaving as intended; the zero-distance
///   `simultaneousGesture` form "claims the touch before the surrounding ScrollView can
///   begin its pan" (NativePHP/mobile-air #374, #394). **iOS 16 and 17:** the scroll view
///   scrolls (the same report: "on iOS 17.5 the same code scrolled"), and the content's
///   gestures are cancelled when it starts, as a `UIScrollView`'s pan with
///   `cancelsTouchesInView` cancels the touches of the views under it.
/// - **A `Button`** runs its action when the finger lifts on it or within `buttonMargin` of
///   it, and shows pressed (`ButtonStyleConfiguration.isPressed`) while the finger is there.
///   Inside a scroll view the press shows only once the finger has stayed (`hold()`: the
///   scroll view's `delaysContentTouches` timer); a quick tap presses and releases in one
///   update, so the style never sees it pressed, but the action runs. A scroll that starts
///   cancels the press: no action, no longer pressed (pans win, taps land; NativePHP/mobile-air
///   #374 moved to `Button` for exactly this). The action runs before the pressed state is
///   cleared; a disabled button neither presses nor acts. A new touch comes in a later turn
///   of the main queue than the last one ended in.
/// - **A recognizer hosted with `UIGestureRecognizerRepresentable` (iOS 18)** takes part in
///   UIKit's arbitration: it sees the touch first ("A window delivers touch events to a
///   gesture recognizer before it delivers them to the hit-tested view"), it begins only if
///   its delegate's `gestureRecognizerShouldBegin(_:)` allows it; it competes with the
///   button's own recognizer (`_HarnessButtonRecognizer`): it cannot begin while a pressed
///   button's recognizer is not simultaneous with it, and beginning first it makes that one
///   fail. Once it has begun the scroll views around do not scroll; one that has not begun
///   when a scroll starts is cancelled. Failure requirements its delegate sets up
///   (`gestureRecognizer(_:shouldRequireFailureOf:)`, `…shouldBeRequiredToFailBy:`) hold:
///   UIKit asks them "once per attempt to recognize, so failure requirements can be
///   determined lazily and may be set up between recognizers across view hierarchies"
///   (UIGestureRecognizer.h).
/// - **In a navigation stack** (`inNavigation`): the navigation controller's back swipes see
///   the touch too, as UIKit recognizers on its view (the UIKit stand-in's
///   `UINavigationController`: the edge pop on every version, the content pop from iOS 26).
///   One that begins takes the touch: the hosting view's touches are cancelled
///   (`cancelsTouchesInView`), so a pressed button lets go without acting, SwiftUI gestures
///   are cancelled, and no scroll starts; it competes with the hosted recognizers as UIKit
///   arbitrates them. Apple documents no order in which recognizers see an event: the back
///   swipes see each move first unless `hostedFirst`.
/// - **Times** are the media clock (`CACurrentMediaTime()`, the QuartzCore stand-in's
///   `_harnessMediaTime`): each move and lift advances it a frame (1/60 s), `hold()` half a
///   second, and a new finger comes 0.5 s after the last one's last event (a finger's pace
///   on one spot; Apple documents none).
/// - **When a button's action comes** relative to the other callbacks of the same lift is
///   not documented (`ActionTiming`): by default in the lift's own turn of the main queue,
///   after the recognizers ended; or before them; or a turn later, after a stall.
/// - `cancel()`: the platform takes the touch away from everything.
@MainActor
final class Finger {
    private struct Target {
        let path: String
        let gesture: any _HarnessGesture
        let composition: _HarnessGestureComposition
        let depth: Int
        var startLocation: CGPoint = .zero
        var hasSucceeded = false
        var isCancelled = false
    }

    private struct Scroll {
        let path: String
        let axes: Axis.Set
        let depth: Int
        let startOffset: CGPoint
        var scrolling: Axis.Set = []
    }

    private struct Press {
        let path: String
        let action: () -> Void
        /// Whether a scroll view around delays the press (`delaysContentTouches`).
        let isDelayed: Bool
        var isCancelled = false
    }

    private struct Hosted {
        let path: String
        let depth: Int
        let box: _HarnessHostedGestureBox
        let touch: _HarnessHostedTouch
        var isCancelled = false
    }

    private let renderer: Renderer
    private let view: any View
    private let frame: CGRect
    /// How far the finger moves along a scroll view's axis before it scrolls (see above).
    let scrollSlop: CGFloat
    /// The iOS version whose behaviour the finger models.
    let iOSMajor: Int
    /// The tree as last drawn.
    private(set) var root: RenderedView
    /// Where the finger went down and where it is, in the root's space.
    private(set) var start: CGPoint
    private(set) var location: CGPoint
    private var targets: [Target] = []
    private var scrolls: [Scroll] = []
    private var press: Press?
    private var hosted: [Hosted] = []
    /// The navigation controller's back swipes that still see the touch (`inNavigation`).
    private var backSwipes: [_HarnessHostedTouch] = []
    /// The window and navigation controller the back swipes live in.
    private var navigation: (window: UIWindow, controller: UINavigationController)?
    /// Whether a navigation back swipe took the touch.
    private(set) var backSwipeTookTouch = false
    /// When a button's action comes at a lift (see above).
    enum ActionTiming {
        /// In the lift's turn, after the recognizers and gestures ended.
        case afterRecognizers
        /// In the lift's turn, before the recognizers and gestures hear the lift.
        case beforeRecognizers
        /// In a later turn of the main queue, `seconds` later on the clock (a stall).
        case later(seconds: TimeInterval)
    }

    /// When a button's action comes at a lift.
    let actionTiming: ActionTiming
    /// Whether the hosted recognizers see each move before the back swipes (see above).
    let hostedFirst: Bool
    private var winner: Int?
    private var hasMoved = false
    private var isHeld = false
    /// The media clock (see above).
    private var time: TimeInterval {
        get { _harnessMediaTime }
        set { _harnessMediaTime = newValue }
    }
    /// The recognizer the touched button tracks its press with, as UIKit sees it.
    private let buttonRecognizer = _HarnessButtonRecognizer()
    /// How far outside a button a finger may lift and still activate it: UIKit keeps a
    /// control's touch inside for about 70 points beyond its bounds (observed, not
    /// documented; the core's `InteractionMachine.defaultReleaseMargin` cites it), and
    /// SwiftUI's buttons are seen to do the same.
    static let buttonMargin: CGFloat = 70

    /// Puts a finger down at `point` (in the root's space) on `view`, drawn in `frame`.
    init(
        on view: any View, in frame: CGRect, renderer: Renderer, at point: CGPoint,
        scrollSlop: CGFloat = 10, iOSMajor: Int? = nil, inNavigation: Bool = false,
        actionTiming: ActionTiming = .afterRecognizers, hostedFirst: Bool = false
    ) {
        self.renderer = renderer
        self.view = view
        self.frame = frame
        self.scrollSlop = scrollSlop
        self.iOSMajor = iOSMajor ?? harnessIOSMajor ?? 26
        self.actionTiming = actionTiming
        self.hostedFirst = hostedFirst
        start = point
        location = point
        // A new touch comes in a later turn of the main queue than the last one ended in,
        // and a little later on the clock.
        RunLoop.main.run(until: Date())
        _harnessMediaTime += 0.5
        if inNavigation {
            let window = UIWindow(frame: frame)
            let controller = UINavigationController(rootViewController: UIViewController())
            window.rootViewController = controller
            navigation = (window, controller)
        }
        root = renderer.render(view, in: frame)
        hitTest()
        updatePress()
        deliver(ended: false)
        root = renderer.render(view, in: frame)
    }

    /// The gestures the finger reaches, outermost first (for checks that ask which).
    var compositions: [_HarnessGestureComposition] { targets.map(\.composition) }

    /// Whether a button under the finger is drawn pressed now.
    var isPressingButton: Bool { press.map { renderer.pressedButtons.contains($0.path) } ?? false }

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

    /// Moves the finger to `point` in one step and draws what it changed as SwiftUI's next
    /// update of the same root does (`Renderer.update()`): a finger move gives no view a new
    /// value, so only the bodies that read what the move wrote are evaluated. For checks
    /// that count them (`move(to:step:)` renders the root anew, evaluating every body).
    func moveInUpdate(to point: CGPoint) {
        moveOnce(to: point) { $0.update() }
    }

    /// The finger stays where it is long enough for a scroll view's touch delay to pass: a
    /// button inside a scroll view shows pressed now.
    func hold() {
        isHeld = true
        time += 0.5
        updatePress()
        root = renderer.render(view, in: frame)
        root = renderer.render(view, in: frame)
    }

    /// Lifts the finger where it is.
    func lift() {
        time += 1.0 / 60
        // A quick tap in a scroll view presses and releases in one update: the style never
        // sees it pressed, and the action runs.
        var action: (() -> Void)?
        if var current = press, !current.isCancelled {
            // The action of the button as last drawn (SwiftUI calls the closure of the
            // latest body), not the one drawn at touch-down.
            if isOnButton(current) {
                if case .button(let latest) = node(at: current.path)?.kind {
                    action = latest
                } else {
                    action = current.action
                }
            }
            current.isCancelled = true
            press = current
        }
        if case .beforeRecognizers = actionTiming { action?() }
        for touch in backSwipes { touch.lift(time: time) }
        backSwipes = []
        for index in hosted.indices where !hosted[index].isCancelled {
            hosted[index].box.origin = origin(of: hosted[index].path)
            hosted[index].touch.lift(time: time)
        }
        deliver(ended: true)
        switch actionTiming {
        case .afterRecognizers:
            action?()
        case .beforeRecognizers:
            break
        case .later(let seconds):
            if let action {
                nonisolated(unsafe) let action = action
                DispatchQueue.main.async {
                    MainActor.assumeIsolated {
                        _harnessMediaTime += seconds
                        action()
                    }
                }
            }
            RunLoop.main.run(until: Date())
        }
        if let path = press?.path { renderer.pressedButtons.remove(path) }
        root = renderer.render(view, in: frame)
    }

    /// The platform takes the touch away: every gesture that succeeded is cancelled, and a
    /// pressed button lets go without acting.
    func cancel() {
        for target in targets where target.hasSucceeded && !target.isCancelled {
            target.gesture._harnessSend(.cancelled)
        }
        cancelPress()
        for touch in backSwipes { touch.cancel() }
        backSwipes = []
        for index in hosted.indices { cancelHosted(index) }
        root = renderer.render(view, in: frame)
        root = renderer.render(view, in: frame)
    }

    /// The app scrolls the outermost scroll view under the finger by `dy` points (a
    /// `scrollTo`, a pager moving) while the finger stays down: nothing cancels the touch.
    func appScrolls(dy: CGFloat) {
        guard let scroll = scrolls.first else { return }
        var offset = renderer.scrollOffset(at: scroll.path)
        offset.y += dy
        renderer.setScrollOffset(offset, at: scroll.path)
        root = renderer.render(view, in: frame)
        root = renderer.render(view, in: frame)
    }

    /// How far the scroll views under the finger have scrolled since it went down.
    var scrolled: CGPoint {
        scrolls.reduce(.zero) { sum, scroll in
            let offset = renderer.scrollOffset(at: scroll.path)
            return CGPoint(
                x: sum.x + offset.x - scroll.startOffset.x,
                y: sum.y + offset.y - scroll.startOffset.y)
        }
    }

    private func moveOnce(
        to point: CGPoint,
        draw: ((Renderer) -> RenderedView)? = nil
    ) {
        let draw = draw ?? { [view, frame] in $0.render(view, in: frame) }
        location = point
        hasMoved = true
        time += 1.0 / 60
        // Recognizers see the touch first: the navigation's back swipes (on its view, outside
        // the hosting view), then the hosted ones. One that begins and is not simultaneous
        // with the button's makes it fail, as UIKit's arbitration does.
        if !hostedFirst {
            for touch in backSwipes { touch.move(to: point, time: time) }
        }
        var hostedHoldsTouch = false
        for index in hosted.indices where !hosted[index].isCancelled {
            hosted[index].box.origin = origin(of: hosted[index].path)
            hosted[index].touch.move(to: point, time: time)
            if hosted[index].touch.hasBegun { hostedHoldsTouch = true }
        }
        if hostedFirst {
            for touch in backSwipes { touch.move(to: point, time: time) }
        }
        if !backSwipeTookTouch, backSwipes.contains(where: \.hasBegun) {
            backSwipeTookTouch = true
            cancelTouchesInView()
        }
        if buttonRecognizer.hasFailed { cancelPress() }
        let dx = point.x - start.x
        let dy = point.y - start.y
        for index in scrolls.indices {
            var scroll = scrolls[index]
            let enabled = node(at: scroll.path)?.environment.isScrollEnabled ?? false
            for (axis, delta) in [(Axis.Set.horizontal, dx), (Axis.Set.vertical, dy)]
            where scroll.axes.contains(axis) && !scroll.scrolling.contains(axis)
                && abs(delta) > scrollSlop && enabled && !hostedHoldsTouch
                && !backSwipeTookTouch && !dragOnContentHoldsTouch(below: scroll)
            {
                if scroll.scrolling.isEmpty { scrollStarted(below: scroll) }
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
            renderer.setScrollOffset(offset, at: scroll.path)
        }
        root = draw(renderer)
        updatePress()
        deliver(ended: false)
        root = draw(renderer)
    }

    /// iOS 18 and later: a `DragGesture` on the touched content inside this scroll view keeps
    /// it from scrolling (FB14688465).
    private func dragOnContentHoldsTouch(below scroll: Scroll) -> Bool {
        guard iOSMajor >= 18 else { return false }
        return targets.contains {
            $0.depth > scroll.depth && !$0.isCancelled
                && $0.gesture._harnessPrimitive is DragGesture
        }
    }

    /// A scroll view's pan took the touch: what it covers lets go.
    private func scrollStarted(below scroll: Scroll) {
        cancelPress()
        // The scroll's pan is not simultaneous with the back swipes: they fail.
        for touch in backSwipes { touch.cancel() }
        backSwipes = []
        for index in hosted.indices where hosted[index].depth > scroll.depth {
            cancelHosted(index)
        }
        // iOS 16 and 17: the content's gestures are cancelled.
        guard iOSMajor < 18 else { return }
        for index in targets.indices
        where targets[index].depth > scroll.depth && !targets[index].isCancelled {
            if targets[index].hasSucceeded { targets[index].gesture._harnessSend(.cancelled) }
            targets[index].isCancelled = true
        }
    }

    /// A navigation back swipe took the touch: the hosting view's touches are cancelled
    /// (`cancelsTouchesInView`): the press lets go without acting, SwiftUI gestures end.
    private func cancelTouchesInView() {
        cancelPress()
        for index in targets.indices where !targets[index].isCancelled {
            if targets[index].hasSucceeded { targets[index].gesture._harnessSend(.cancelled) }
            targets[index].isCancelled = true
        }
    }

    private func cancelPress() {
        guard var current = press, !current.isCancelled else { return }
        current.isCancelled = true
        press = current
        renderer.pressedButtons.remove(current.path)
        buttonRecognizer.isPressing = false
    }

    private func cancelHosted(_ index: Int) {
        guard !hosted[index].isCancelled else { return }
        hosted[index].isCancelled = true
        hosted[index].touch.cancel()
    }

    /// Shows the button pressed while the finger is on it (once any delay has passed).
    private func updatePress() {
        guard let current = press, !current.isCancelled else { return }
        if (!current.isDelayed || isHeld) && isOnButton(current) {
            renderer.pressedButtons.insert(current.path)
            buttonRecognizer.isPressing = true
        } else {
            renderer.pressedButtons.remove(current.path)
        }
    }

    private func isOnButton(_ press: Press) -> Bool {
        guard let button = node(at: press.path), button.environment.isEnabled else { return false }
        let margin = Self.buttonMargin
        return button.frame.insetBy(dx: -margin, dy: -margin).contains(location)
    }

    private func origin(of path: String) -> CGPoint { node(at: path)?.frame.origin ?? .zero }

    private func node(at path: String) -> RenderedView? {
        root.allIncludingHidden.first { $0.path == path }
    }

    /// Whether a view can be the one touched: one with a gesture, a button or a content
    /// shape. (A simplification: the stand-in stacks do not separate their children's
    /// frames, so a plain drawn view that SwiftUI would put beside the control would cover it
    /// here; such views do not take touches in the harness.)
    private func takesTouches(_ node: RenderedView) -> Bool {
        switch node.kind {
        case .button, .modifier(.gesture), .modifier(.hostedGesture), .modifier(.contentShape),
            .modifier(.tapGesture):
            return true
        default:
            return false
        }
    }

    /// Finds the touched view and the gestures, buttons, recognizers and scroll views on its
    /// chain.
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
        var hostedNodes: [(node: RenderedView, depth: Int)] = []
        for (depth, node) in best.enumerated() {
            switch node.kind {
            case .modifier(.gesture(let gesture?, let composition)):
                found.append(
                    Target(
                        path: node.path, gesture: gesture, composition: composition, depth: depth))
            case .modifier(.hostedGesture):
                hostedNodes.append((node, depth))
            case .scroll(let axes):
                scrolls.append(
                    Scroll(
                        path: node.path, axes: axes, depth: depth,
                        startOffset: renderer.scrollOffset(at: node.path)))
            case .button(let action):
                // The innermost button takes the press.
                press = Press(path: node.path, action: action, isDelayed: !scrolls.isEmpty)
            default:
                break
            }
        }
        let backSwipeRecognizers: [UIGestureRecognizer] =
            navigation.map { navigation in
                navigation.controller.view.gestureRecognizers ?? []
            } ?? []
        for (node, depth) in hostedNodes {
            guard let box = renderer.hostedGestures[node.path], let recognizer = box.recognizer
            else { continue }
            box.origin = node.frame.origin
            hosted.append(
                Hosted(
                    path: node.path, depth: depth, box: box,
                    touch: _HarnessHostedTouch(
                        recognizer: recognizer, at: start, time: time,
                        competitors: (press == nil ? [] : [buttonRecognizer])
                            + backSwipeRecognizers)))
        }
        if let window = navigation?.window {
            backSwipes = backSwipeRecognizers.map { recognizer in
                _HarnessHostedTouch(
                    recognizer: recognizer, at: start, time: time,
                    competitors: hosted.map(\.touch.recognizer), window: window)
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
            if target.isCancelled { continue }
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

    /// Puts a finger down on `view` drawn in `frame` at `point` (root space), behaving as
    /// `iOSMajor` does (the run's version when `nil`).
    func finger(
        on view: any View, in frame: CGRect = CGRect(x: 0, y: 0, width: 320, height: 48),
        at point: CGPoint, scrollSlop: CGFloat = 10, iOSMajor: Int? = nil,
        inNavigation: Bool = false, actionTiming: Finger.ActionTiming = .afterRecognizers,
        hostedFirst: Bool = false
    ) -> Finger {
        Finger(
            on: view, in: frame, renderer: self, at: point, scrollSlop: scrollSlop,
            iOSMajor: iOSMajor, inNavigation: inNavigation, actionTiming: actionTiming,
            hostedFirst: hostedFirst)
    }
}

/// Whether two environment values are the same: equal when they are `Equatable`, the same
/// object when they are objects, else the same in every stored property (as `dump` shows
/// them). A value holding a closure is the same only as itself: Apple documents no way to
/// compare closures, so the stand-in does not invent one, and counts it the same only while
/// no modifier evaluated anew has set it again (its generation).
private func harnessSame(
    _ old: (value: Any, generation: Int?), _ new: (value: Any, generation: Int?)
) -> Bool {
    func equal<T: Equatable>(_ lhs: T, _ rhs: Any) -> Bool { (rhs as? T) == lhs }
    if let lhs = old.value as? any Equatable { return equal(lhs, new.value) }
    if type(of: old.value) is AnyClass, type(of: new.value) is AnyClass {
        return (old.value as AnyObject) === (new.value as AnyObject)
    }
    var lhs = ""
    var rhs = ""
    dump(old.value, to: &lhs)
    dump(new.value, to: &rhs)
    guard lhs == rhs else { return false }
    return !lhs.contains("(Function)") || old.generation == new.generation
}

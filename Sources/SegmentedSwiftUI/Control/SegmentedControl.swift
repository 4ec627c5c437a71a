#if canImport(SwiftUI)
    import SegmentedCore
    import SwiftUI

    /// A row of segments with a selection indicator that slides between them, drawn in one of
    /// SegmentedKit's designs. Geometry, motion, emphasis, accessibility text and keyboard
    /// navigation all come from `SegmentedCore`; this view measures, asks the core and
    /// places.
    ///
    /// ```swift
    /// struct Tab: Identifiable { let id: String; let title: String; let icon: String }
    /// @State private var tab = "home"
    ///
    /// SegmentedControl(selection: $tab, items: tabs) { tab in
    ///     Label(tab.title, systemImage: tab.icon)
    /// }
    /// .segmentedControlStyle(.underline)
    /// .accessibilityLabel("Sections")
    /// ```
    ///
    /// Plain values (an enum's cases, strings, numbers) need no wrapper: the value
    /// initialisers select the value itself, as `Picker` does with tags
    /// (``init(selection:values:disabled:label:)``, ``init(selection:disabled:label:)`` for a
    /// `CaseIterable` type, ``init(_:selection:values:disabled:)`` with titles).
    ///
    /// ```swift
    /// enum Period: String, CaseIterable { case day, week, month }
    /// @State private var period = Period.week
    ///
    /// SegmentedControl(selection: $period) { Text($0.rawValue.capitalized) }
    /// ```
    ///
    /// - Selection is a binding to the selected item's `id`. A tap, a key press or a
    ///   VoiceOver adjustment writes it; any other change (your own code, a pager) moves the
    ///   indicator with the style's motion. Under Reduce Motion nothing travels: a change
    ///   cross-fades, the indicator fading out where it was and in at the new segment, the
    ///   titles' selected look with it (a pager's position is followed as it is). An `id` that
    ///   is not among the items selects nothing; an `id` that is disabled shows the nearest
    ///   enabled segment selected, as the core's `SelectionModel` decides, without writing
    ///   the binding, so the control shows a selection the app does not hold (`Picker`, and
    ///   the `.system` style, show the disabled segment itself). Move the selection when you
    ///   disable the selected id.
    /// - Disabled segments are passed as `disabled:` (a set of ids): they are dimmed, cannot
    ///   be tapped, and keyboard and VoiceOver navigation skip them. `.disabled(true)` on one
    ///   segment's label does not disable the segment (SwiftUI passes `isEnabled` down the
    ///   environment only); on the whole control it disables every segment.
    /// - Labels that do not fit scroll horizontally, keeping the selection in view.
    /// - In right-to-left layouts the first segment is at the right.
    /// - Each segment is a button with the `.isSelected` trait when selected and the value
    ///   "2 of 5"; the control is a container (label it with `.accessibilityLabel(_:)`).
    ///   As with `Picker(.segmented)`, segments are not adjustable and Tab moves keyboard
    ///   focus on; ``SegmentedControlNavigation`` turns either on. With a keyboard (iOS 17,
    ///   macOS 14) the control is one focus stop: arrows, Home and End move the selection.
    /// - Scrolling never selects: a press whose content moves with a scroll (the bar's own,
    ///   or an enclosing `ScrollView` or `List`) selects nothing, unless it holds the indicator,
    ///   which keeps the bar from scrolling while it is held.
    /// - Labels are measured in their widest state (unselected and selected), so selecting
    ///   never changes the layout.
    public struct SegmentedControl<Item: Identifiable, SegmentLabel: View>: View {
        private let items: [Item]
        @Binding private var selection: Item.ID
        private let disabled: Set<Item.ID>
        /// The view of the segment at an index of `items`.
        private let makeSegmentLabel: (Int) -> SegmentLabel
        private let accessibilityTitle: ((Item) -> String)?
        /// The content form's control, made where SwiftUI hands out the content's subviews
        /// (``init(selection:disabled:content:)``); `nil` for every other form.
        private let subviewControl: SubviewControlSource<Item.ID>?

        @Environment(\.segmentedControlStyle) private var style
        @Environment(\.segmentedControlIndicator) private var customIndicator
        @Environment(\.segmentedControlPosition) private var externalPosition
        /// A pager's position, read only by the views that draw it (see
        /// ``SegmentLivePosition``).
        @Environment(\.segmentedPositionSource) private var positionSource
        @Environment(\.accessibilityReduceMotion) private var reduceMotion
        /// The clock a Reduce Motion cross-fade is drawn on (the glass lens's).
        @Environment(\.segmentedLensClock) private var clock
        @Environment(\.layoutDirection) private var layoutDirection
        @Environment(\.isEnabled) private var isEnabled
        @Environment(\.segmentedControlNavigation) private var navigation
        /// What holds the control's machine in its place (a pager's header), if anything.
        @Environment(\.segmentedControlMachineHost) private var machineHost
        /// The segment VoiceOver's focus is on; set to move it after an adjustment.
        @AccessibilityFocusState private var focusedSegment: Int?
        /// The selection last shown (`nil` until the control appears), so appearing from no
        /// selection does not animate.
        @State private var shownSelection: ShownSelection?
        /// What a tap on the selected segment runs (``onSegmentReselect(perform:)``).
        var reselectAction: (@MainActor (Item.ID) -> Void)?
        /// The control's one machine, with the arrangement its bar placed and the notes of the
        /// touch under way: a reference never replaced, so SwiftUI never observes it. Every
        /// input is an event for it (`send(_:revealingWith:)`), every effect is carried out
        /// by `perform(_:animated:revealingWith:)`; the binding keeps the selection.
        @State private var model = SegmentedControlModel()
        /// The segment shown pressed and the dragged indicator, published after each event
        /// and read only by the bar (`SegmentedBarHost`): a finger move redraws the bar, not
        /// the control.
        @State private var pointerShown = SegmentPointerShown()
        /// The machine's glass lens, published after each event that moved it and read only
        /// by the glass indicator (`LiquidGlassIndicator`, through `SegmentLensSource`).
        @State private var lens: LensMachine?
        /// Whether a press holds the indicator, so the bar's own scroll view stands still;
        /// it changes when a press begins or stops holding it.
        @State private var isHoldingIndicator = false
        /// Counts the selections the machine asked a haptic for (the haptic's trigger).
        @State private var selectionHaptics = 0
        /// Counts the changes to VoiceOver's elements that a machine host's own events made
        /// (a pager's new items, a swipe's page placed on its header): the body reads it, so
        /// such a change evaluates it again and the segments speak the host's elements.
        @State private var hostedElementChanges = 0

        /// Creates a control over identifiable items, with a view for each segment.
        ///
        /// ```swift
        /// SegmentedControl(selection: $tab, items: tabs, disabled: [Tab.archived.id]) { tab in
        ///     Label(tab.title, systemImage: tab.icon)
        /// }
        /// ```
        ///
        /// - Parameters:
        ///   - selection: The selected item's `id`.
        ///   - items: The items, one segment each, in order.
        ///   - disabled: The ids of items that cannot be selected; the only way to disable a segment:
        ///     `.disabled(true)` inside a segment's label does not disable it (SwiftUI passes
        ///     `isEnabled` down only, so the control cannot read it). A bound id that is
        ///     disabled shows the nearest enabled segment selected without writing the binding
        ///     (under `.system`, that segment itself, as `Picker` does).
        ///   - label: Builds a segment's content; the style colours and sizes it unless it
        ///     sets its own font or colour. Give image-only content an `accessibilityLabel`.
        /// - Complexity: Layout is O(n) in the number of items per pass.
        public init<Items: RandomAccessCollection>(
            selection: Binding<Item.ID>, items: Items, disabled: Set<Item.ID> = [],
            @ViewBuilder label: @escaping (Item) -> SegmentLabel
        ) where Items.Element == Item {
            self.init(
                items: Array(items), selection: selection, disabled: disabled, label: label,
                accessibilityTitle: nil)
        }

        /// Every initialiser ends here: the items, the selection, the disabled ids, a segment's
        /// view and, for text segments, its VoiceOver label.
        init(
            items: [Item], selection: Binding<Item.ID>, disabled: Set<Item.ID>,
            label: @escaping (Item) -> SegmentLabel, accessibilityTitle: ((Item) -> String)?
        ) {
            self.items = items
            self._selection = selection
            self.disabled = disabled
            self.makeSegmentLabel = { label(items[$0]) }
            self.accessibilityTitle = accessibilityTitle
            self.subviewControl = nil
        }

        /// A control whose segments' views are given, one for each item in the same order
        /// (the content form's subviews); or, with `source`, a control that shows the one
        /// `source` makes (the content form's outer control: its segments are known only
        /// inside the content's `Group(subviews:)`), handing it the reselect action.
        init(
            items: [Item], labels: [SegmentLabel], selection: Binding<Item.ID>,
            disabled: Set<Item.ID>, source: SubviewControlSource<Item.ID>? = nil
        ) {
            self.items = items
            self._selection = selection
            self.disabled = disabled
            self.makeSegmentLabel = { labels[$0] }
            self.accessibilityTitle = nil
            self.subviewControl = source
        }

        /// The view: the bar, or the bar in a horizontal scroll view when it does not fit;
        /// the system's segmented picker under ``SystemSegmentedControlStyle``.
        public var body: some View {
            if let subviewControl {
                subviewControl.make(reselectAction)
            } else {
                control
            }
        }

        /// The control itself: the bar, or the system picker.
        @MainActor @ViewBuilder
        private var control: some View {
            let context = followHost()
            let hostChanges = model.hostChanges
            let _ = hostedElementChanges
            Group {
                if style.drawsSystemControl {
                    SystemSegmentedPicker(
                        selection: context.selection,
                        boundIndex: items.firstIndex { $0.id == selection },
                        labels: items.indices.map { AnyView(makeSegmentLabel($0)) },
                        accessibilityLabels: accessibilityTitle.map { items.map($0) },
                        select: { index in
                            send(.tapped(index: index)).contains(.select(index: index))
                        })
                } else {
                    drawnControl(context)
                }
            }
            // What the host's changes asked of views outside the body, once it is drawn.
            .onAppear {
                attachMachineHost()
                performDeferred()
            }
            .onValueChange(of: hostChanges) { _ in performDeferred() }
        }

        /// The control SegmentedKit draws: the bar, or the bar in a horizontal scroll view.
        @MainActor @ViewBuilder
        private func drawnControl(_ context: ControlMachine<Int>.Context) -> some View {
            let selected = context.selection.selectedIndex
            let position = externalPosition ?? Double(selected ?? 0)
            // A pager's own position, unless the app passes one (a finger dragging the
            // indicator comes first: the bar reads it, see SegmentedBarHost).
            let live =
                externalPosition == nil
                ? positionSource.map { SegmentLivePosition(binding: $0.position, isLive: true) }
                : nil
            let animation = indicatorAnimation
            // The core decides: from no selection the indicator appears in place.
            let transition = IndicatorTransition(
                from: shownSelection.map(\.index) ?? selected, to: selected,
                animated: animation != nil)
            // Under Reduce Motion a change that would travel cross-fades instead
            // (SegmentCrossFade.swift); the position itself jumps (no animation above).
            let fade = model.crossFade(
                selected: selected, travels: travelAnimation != nil, reduceMotion: reduceMotion,
                at: clock.now())
            let elements = model.elements
            ViewThatFits(in: .horizontal) {
                let fitting = pointer(barScrolls: false)
                bar(
                    context, position: position, live: live, pointer: fitting, elements: elements,
                    fade: fade
                )
                .modifier(SegmentPointerTracking(pointer: fitting))
                .onValueChange(of: focusedSegment) { newValue in
                    accessibilityFocusMoved(to: newValue, revealingWith: nil)
                }
                ScrollViewReader { proxy in
                    ScrollView(.horizontal, showsIndicators: false) {
                        let scrolling = pointer(barScrolls: true)
                        bar(
                            context, position: position, live: live, pointer: scrolling,
                            elements: elements, fade: fade
                        )
                        .modifier(SegmentPointerTracking(pointer: scrolling))
                    }
                    // A press that holds the indicator keeps sideways swipes (see
                    // SegmentedControl+Pointer).
                    .scrollDisabled(isHoldingIndicator)
                    .onAppear { reveal(selected, with: proxy, animation: nil) }
                    .onValueChange(of: selected) { newValue in
                        reveal(newValue, with: proxy, animation: animation)
                    }
                    .onValueChange(of: focusedSegment) { newValue in
                        accessibilityFocusMoved(to: newValue, revealingWith: proxy)
                    }
                }
            }
            .animation(transition == .jump ? nil : animation, value: selected)
            .onAppear { shownSelection = ShownSelection(index: selected) }
            .onValueChange(of: selected) { shownSelection = ShownSelection(index: $0) }
            .accessibilityElement(children: .contain)
            .modifier(SelectionHaptic(trigger: selectionHaptics))
            .modifier(
                SegmentedKeyboardNavigation(capturesTab: navigation.contains(.tabKey)) { event in
                    send(event).contains { effect in
                        switch effect {
                        case .select, .reselect: true
                        default: false
                        }
                    }
                })
        }

        /// The core's view of the selection: count, selected index and disabled segments.
        private var selectionModel: SelectionModel {
            var disabledIndices = Set<Int>()
            for (index, item) in items.enumerated() where disabled.contains(item.id) {
                disabledIndices.insert(index)
            }
            let index = items.firstIndex { $0.id == selection }
            return SelectionModel(
                count: items.count, selectedIndex: index, disabledIndices: disabledIndices)
        }

        /// How the indicator travels to a selection and back from a finger: the design's
        /// motion, none under Reduce Motion (a selection cross-fades instead, see
        /// SegmentCrossFade.swift), and none when a pager drives the position frame by frame.
        private var indicatorAnimation: Animation? {
            reduceMotion ? nil : travelAnimation
        }

        /// The design's motion as it travels without Reduce Motion, or `nil` when a pager
        /// drives the position frame by frame (the indicator then follows the pages: no
        /// travel, no fade).
        private var travelAnimation: Animation? {
            let isDriven = externalPosition != nil || positionSource != nil
            return isDriven ? nil : style.design.motion.animation
        }

        // MARK: The machine

        /// What the control owns, as every event's context: the arrangement its bar placed,
        /// the binding's selection with the disabled segments, and whether it is enabled. A
        /// press that first moves vertically is an enclosing scroll's (a platform that sends
        /// no cancel of its own is the rule's reason; SwiftUI's `DragGesture` is one).
        @MainActor
        private var machineContext: ControlMachine<Int>.Context {
            ControlMachine<Int>.Context(
                arrangement: model.placed.arrangement ?? .empty, selection: selectionModel,
                isEnabled: isEnabled, yieldsVerticalDrags: true)
        }

        /// Brings the machine in line with what the host changed since it last looked (new
        /// items, a selection the app or a pager made, the control disabled, the style's
        /// lens, Reduce Motion), while the body is evaluated, so the elements it reads are
        /// the host's. Returns the context.
        ///
        /// The bar is always a group of buttons, each saying its place (the machine's
        /// container stays `.segmentedControl`): SwiftUI's tab-bar trait
        /// (`AccessibilityTraits.isTabBar`, documented for iOS 17) is not in the iOS 17.4
        /// SDK, so a control that drives pages cannot be a tab bar here without raising the
        /// Xcode requirement; without the trait VoiceOver would not say the place, so the
        /// value keeps it.
        @MainActor
        private func followHost() -> ControlMachine<Int>.Context {
            let context = machineContext
            attachMachineHost()
            let host = ControlMachine<Int>.Host(
                segments: items.indices.map { index in
                    .init(id: index, label: accessibilityTitle?(items[index]) ?? "")
                }, isAdjustable: navigation.contains(.adjustable),
                lens: style.design.glass?.lensParameters, reduceMotion: reduceMotion,
                placesIndicator: indicatorAnimation == nil)
            model.follow(host, in: context)
            return context
        }

        /// Hands the control to what holds its machine, if anything (a pager's header):
        /// effects the host's own events make (a swipe's page placed on the header) are
        /// carried out by this copy of the control, as the control's own are.
        @MainActor
        private func attachMachineHost() {
            model.host = machineHost
            machineHost?.attach { effects in
                for effect in effects { perform(effect, animated: false, revealingWith: nil) }
                publish()
                let changesElements = effects.contains { effect in
                    switch effect {
                    case .updateElements, .updateContainer: true
                    default: false
                    }
                }
                if changesElements { hostedElementChanges &+= 1 }
            }
        }

        /// Hands the machine one event with the control's context, carries out its effects
        /// and publishes what the views draw from it. Every input ends here: touches, VoiceOver,
        /// keys, the system picker's taps.
        ///
        /// - Parameters:
        ///   - event: What happened.
        ///   - proxy: The bar's scroll view, when the event came from inside it (a segment
        ///     it should reveal).
        /// - Returns: The effects, for the platform's answer (whether a key was handled, a
        ///   picker's write taken).
        @MainActor @discardableResult
        private func send(
            _ event: ControlMachine<Int>.Event, revealingWith proxy: ScrollViewProxy? = nil
        ) -> [ControlMachine<Int>.Effect] {
            let effects = model.handle(event, in: machineContext)
            // A finger's selection takes the indicator from where the finger left it.
            var isPointer = false
            if case .pointer = event { isPointer = true }
            for effect in effects { perform(effect, animated: isPointer, revealingWith: proxy) }
            publish()
            return effects
        }

        /// Carries out what the host's changes asked of views outside the body, and
        /// publishes the lens they moved.
        @MainActor
        private func performDeferred() {
            for effect in model.takeDeferred() {
                perform(effect, animated: false, revealingWith: nil)
            }
            publish()
        }

        /// Publishes what the views draw from the machine's state (its queries), writing
        /// only what changed: the bar's origin moves on every scroll frame, and the lens
        /// changes with it only while a press is tracked (the machine leaves it alone
        /// otherwise).
        @MainActor
        private func publish() {
            let shownLens = model.lens
            if lens != shownLens { lens = shownLens }
            let holds = model.interaction.isHoldingIndicator
            if isHoldingIndicator != holds { isHoldingIndicator = holds }
        }

        /// The control's one place where effects happen: the binding's write, the haptic, the
        /// reselect action, the pressed look, the dragged indicator, VoiceOver's focus. It
        /// decides nothing: the machine did.
        ///
        /// - Parameters:
        ///   - effect: What the machine asked for.
        ///   - animated: Whether a selection moves the indicator with the style's motion from
        ///     where it is (a finger's release); other inputs leave it to the `animation`
        ///     the body gives the selection.
        ///   - proxy: The bar's scroll view, for `.reveal`.
        @MainActor
        private func perform(
            _ effect: ControlMachine<Int>.Effect, animated: Bool,
            revealingWith proxy: ScrollViewProxy?
        ) {
            switch effect {
            case .highlight(let index):
                if pointerShown.pressedIndex != index { pointerShown.pressedIndex = index }
            case .moveIndicator(let position):
                pointerShown.indicatorPosition = position
            case .restoreIndicator:
                if pointerShown.indicatorPosition != nil {
                    withAnimation(indicatorAnimation) { pointerShown.indicatorPosition = nil }
                }
            case .select(let index):
                guard items.indices.contains(index) else { return }
                if animated {
                    // A Reduce Motion cross-fade starts where the finger let go.
                    model.releasedIndicatorPosition = pointerShown.indicatorPosition
                    withAnimation(indicatorAnimation) {
                        pointerShown.indicatorPosition = nil
                        selection = items[index].id
                    }
                } else {
                    selection = items[index].id
                }
            case .playSelectionHaptic:
                selectionHaptics &+= 1
            case .clearSelection:
                break  // The context is never momentary, so the machine never asks.
            case .reselect(let index):
                if items.indices.contains(index) { reselectAction?(items[index].id) }
            case .updateElements, .updateContainer:
                break  // The body reads the elements; what changed them evaluates it again.
            case .moveAccessibilityFocus(let index, let announcement):
                focusedSegment = index
                if let announcement { announceForAccessibility(announcement) }
            case .reveal(let index):
                // Scrolls the segment VoiceOver focused into view by the least amount (the
                // anchor `nil` of `scrollTo`, the core's `.minimal` alignment).
                proxy?.scrollTo(SegmentScrollAnchor(index: index), anchor: nil)
            }
        }

        /// VoiceOver's focus moved (SwiftUI set the focus state): the machine hears where it
        /// went, or where it left.
        @MainActor
        private func accessibilityFocusMoved(to index: Int?, revealingWith proxy: ScrollViewProxy?)
        {
            if let index {
                send(.accessibilityFocused(index: index), revealingWith: proxy)
            } else if let left = model.focusedIndex {
                send(.accessibilityUnfocused(index: left), revealingWith: proxy)
            }
        }

        /// One bar's touches, for the control's machine.
        @MainActor
        private func pointer(barScrolls: Bool) -> SegmentPointer {
            SegmentPointer(
                model: model, barScrolls: barScrolls, layoutDirection: layoutDirection,
                send: { event in send(.pointer(event)) })
        }

        /// Scrolls so the segment is centred as far as the content allows. The scroll view
        /// centres the anchor placed in the core's segment frame, which is the offset the
        /// core's `scrollOffset(revealing:viewportWidth:alignment: .center)` defines
        /// (midX − width / 2, clamped to the content).
        private func reveal(_ index: Int?, with proxy: ScrollViewProxy, animation: Animation?) {
            guard let index else { return }
            withAnimation(animation) {
                proxy.scrollTo(SegmentScrollAnchor(index: index), anchor: .center)
            }
        }

        // MARK: The bar

        // SDK caveat: the iOS 17.4 SDK isolates only `body` to the main actor, not the whole
        // `View`; this helper calls the style's main-actor makers, so it says so itself.
        @MainActor
        private func bar(
            _ context: ControlMachine<Int>.Context, position: Double, live: SegmentLivePosition?,
            pointer: SegmentPointer, elements: [SegmentAccessibilityElement<Int>],
            fade: IndicatorCrossFade?
        ) -> some View {
            let lensSource = model.lensSource {
                SegmentLensSource(lens: $lens, placed: model.placed)
            }
            // A frame of a cross-fade makes the bar again with the same token: only what fades
            // is drawn again.
            let token = SegmentedBarToken()
            return SegmentCrossFadeTimeline(fade: fade) { fadeFrame in
                barLayout(
                    context.selection, position: position, live: live ?? .passed,
                    pointer: pointer, elements: elements, token: token, fade: fadeFrame)
            }
            .environment(\.segmentedLensSource, lensSource)
        }

        /// The bar's subviews, made for the position the bar draws, the segment shown
        /// pressed and the frame of a Reduce Motion cross-fade (``SegmentedBarHost``, in
        /// ``SegmentCrossFadeTimeline``): under a pager, a finger or a fade, a frame redraws
        /// the bar, the indicators and the labels whose look changed; every other subview is a
        /// piece of the bar (``SegmentedBarPiece``) that stays as the evaluation of `token`
        /// made it.
        // SDK caveat: as for `bar`.
        @MainActor
        private func barLayout(
            _ shown: SelectionModel, position: Double, live: SegmentLivePosition,
            pointer: SegmentPointer, elements: [SegmentAccessibilityElement<Int>],
            token: SegmentedBarToken, fade: SegmentCrossFadeFrame?
        ) -> some View {
            let design = style.design
            let count = items.count
            let scrolls = pointer.barScrolls
            let holdsIndicator = design.layout.indicator.placement != .none
            let hidesIndicator =
                shown.selectedIndex == nil && externalPosition == nil && positionSource == nil
            return SegmentedBarHost(
                layout: design.layout, height: design.height,
                dividerThickness: design.dividerThickness, position: position, live: live,
                pointer: $pointerShown, placed: model.placed, fade: fade
            ) { position, pressedIndex, fade in
                style.makeBackground(SegmentedBackgroundConfiguration(design: design))
                    .accessibilityHidden(true)
                    .segmentedBarPiece(token)
                    .layoutValue(key: SegmentedBarRoleKey.self, value: .background)
                if design.dividerThickness > 0 {
                    SegmentedDividerView(design: design)
                        .accessibilityHidden(true)
                        .segmentedBarPiece(token)
                        .layoutValue(key: SegmentedBarRoleKey.self, value: .divider)
                }
                ForEach(0..<count, id: \.self) { index in
                    // Each segment's hit region, gaps and padding included, is the button the
                    // system presses (SegmentedControl+Pointer), so no tap on the bar is lost.
                    SegmentHitRegion(
                        index: index, pointer: pointer,
                        holdsIndicator: holdsIndicator && index == shown.selectedIndex
                    )
                    .accessibilityHidden(true)
                    .segmentedBarPiece(token)
                    .layoutValue(key: SegmentedBarRoleKey.self, value: .hitRegion(index))
                }
                if design.layout.indicator.placement != .none {
                    if let fade {
                        // Under Reduce Motion, the indicator fading out where it was shown,
                        // below the one fading in, at rest (no lens: the lens is at the
                        // selection).
                        SegmentIndicatorHost(
                            position: fade.from, selectedIndex: shown.selectedIndex,
                            count: count, design: design,
                            makeIndicator: customIndicator ?? style.makeIndicator
                        )
                        .environment(\.segmentedLensSource, nil)
                        .opacity(hidesIndicator ? 0 : fade.outgoingOpacity)
                        .allowsHitTesting(false)
                        .accessibilityHidden(true)
                        .layoutValue(
                            key: SegmentedBarRoleKey.self, value: .outgoingIndicator(at: fade.from))
                    }
                    SegmentIndicatorHost(
                        position: position, selectedIndex: shown.selectedIndex, count: count,
                        design: design, makeIndicator: customIndicator ?? style.makeIndicator
                    )
                    .opacity(hidesIndicator ? 0 : fade?.incomingOpacity ?? 1)
                    .allowsHitTesting(false)
                    .accessibilityHidden(true)
                    .layoutValue(key: SegmentedBarRoleKey.self, value: .indicator)
                }
                ForEach(Array(items.enumerated()), id: \.element.id) { index, item in
                    segment(
                        item, index: index, count: count, position: position, token: token,
                        element: elements[index], isPressed: pressedIndex == index,
                        fadeEmphasis: fade?.emphasis(of: index, count: count))
                }
                if magnifiesLens {
                    // Above the labels: the titles under the lifted lens, magnified
                    // (SegmentLensMagnifier.swift); nothing at rest.
                    SegmentLensMagnifier(
                        token: token, position: position, pressedIndex: pressedIndex,
                        count: count
                    ) { index in
                        shownLabel(
                            index: index, count: count, position: position, token: token,
                            element: elements[index], isPressed: pressedIndex == index,
                            fadeEmphasis: fade?.emphasis(of: index, count: count), cutsLens: false)
                    }
                    .equatable()
                    .allowsHitTesting(false)
                    .accessibilityHidden(true)
                    .layoutValue(key: SegmentedBarRoleKey.self, value: .magnifier)
                }
                // Hidden copies of every label in its selected and unselected look: the
                // layout sizes each segment by its widest state, so selecting never moves
                // a segment. None where the label cannot change size with state: a content-
                // form subview (it takes no state's weight) in the built-in default label
                // (a style's own label may change it any way).
                let measuresStates =
                    !(Self.labelsResolveInContainer && style.usesDefaultLabel)
                if measuresStates {
                    ForEach(Array(items.enumerated()), id: \.element.id) { index, item in
                        widestStateLabel(
                            item, index: index, count: count, selected: true, token: token,
                            element: elements[index])
                    }
                }
                if count > 1, measuresStates {
                    ForEach(Array(items.enumerated()), id: \.element.id) { index, item in
                        widestStateLabel(
                            item, index: index, count: count, selected: false, token: token,
                            element: elements[index])
                    }
                }
                if scrolls {
                    ForEach(0..<count, id: \.self) { index in
                        Color.clear
                            .allowsHitTesting(false)
                            .accessibilityHidden(true)
                            .id(SegmentScrollAnchor(index: index))
                            .layoutValue(key: SegmentedBarRoleKey.self, value: .scrollAnchor(index))
                    }
                }
            }
        }

        /// Whether the labels are content-form subviews, which SwiftUI resolves in their
        /// container's environment (so a state's weight set around one does not reach it).
        private static var labelsResolveInContainer: Bool {
            SegmentLabel.self is any ContainerResolvedSegmentLabel.Type
        }

        /// A segment's label drawn, hidden, in its selected look (emphasis 1) or its
        /// unselected look (emphasis 0: a position at least one segment away), for the layout
        /// to measure. It is the same `SegmentLabelHost` as the shown label, so it measures
        /// with the same fonts.
        @MainActor
        private func widestStateLabel(
            _ item: Item, index: Int, count: Int, selected: Bool, token: SegmentedBarToken,
            element: SegmentAccessibilityElement<Int>
        ) -> some View {
            let position = selected ? Double(index) : (index == 0 ? Double(count - 1) : 0)
            return SegmentLabelHost(
                position: position, token: token, index: index, count: count,
                isSelected: selected, isEnabled: element.isEnabled && isEnabled, isPressed: false,
                design: style.design, makeLabel: style.makeLabel,
                content: AnyView(makeSegmentLabel(index)),
                contentResolvesInContainer: Self.labelsResolveInContainer
            )
            .hidden()
            .allowsHitTesting(false)
            .accessibilityHidden(true)
            .segmentedBarPiece(token)
            .layoutValue(key: SegmentedBarRoleKey.self, value: .widestLabel(index))
        }

        // SDK caveat: the iOS 17.4 SDK isolates only `body` to the main actor, not the whole
        // `View`; this helper calls the style's main-actor makers, so it says so itself.
        @MainActor
        private func segment(
            _ item: Item, index: Int, count: Int, position: Double, token: SegmentedBarToken,
            element: SegmentAccessibilityElement<Int>, isPressed: Bool, fadeEmphasis: Double?
        ) -> some View {
            Button {
                // The segment's own button is what VoiceOver (and Full Keyboard Access)
                // activates; touches land on the hit regions above it.
                send(.accessibilityActivated(index: index))
            } label: {
                shownLabel(
                    index: index, count: count, position: position, token: token,
                    element: element, isPressed: isPressed, fadeEmphasis: fadeEmphasis,
                    cutsLens: magnifiesLens
                )
                .equatable()
            }
            .buttonStyle(.plain)
            .segmentPointerTarget()
            .disabled(!element.isEnabled)
            .segmentAccessibility(
                element: element, hasTitle: accessibilityTitle != nil, focus: $focusedSegment,
                adjust: { send(.accessibilityAdjusted($0)) }
            )
            .layoutValue(key: SegmentedBarRoleKey.self, value: .segment(index))
        }

        /// Segment `index`'s label as the bar shows it: the style's label around the app's
        /// view at the position's emphasis, pressed or not. The segment's button shows it
        /// (hidden under a lifted glass lens with `cutsLens`), and the lens's magnifier shows
        /// a copy.
        @MainActor
        private func shownLabel(
            index: Int, count: Int, position: Double, token: SegmentedBarToken,
            element: SegmentAccessibilityElement<Int>, isPressed: Bool, fadeEmphasis: Double?,
            cutsLens: Bool
        ) -> SegmentLabelHost {
            SegmentLabelHost(
                position: position, token: token, index: index, count: count,
                isSelected: element.isSelected, isEnabled: element.isEnabled && isEnabled,
                isPressed: isPressed, design: style.design, makeLabel: style.makeLabel,
                content: AnyView(makeSegmentLabel(index)),
                contentResolvesInContainer: Self.labelsResolveInContainer,
                fadeEmphasis: fadeEmphasis, cutsLens: cutsLens)
        }

        /// Whether the bar draws the glass lens's magnifier: the design has a lens and the
        /// indicator draws it (the style's indicator is the glass one, not replaced by a
        /// custom indicator, which draws no lens to magnify under).
        private var magnifiesLens: Bool {
            style.design.glass != nil && style.drawsLens && customIndicator == nil
                && style.design.layout.indicator.placement != .none
        }
    }

    extension SegmentedControl where Item == SegmentTitle, SegmentLabel == Text {
        /// Creates a control with a text segment for each title, selected by index.
        ///
        /// ```swift
        /// @State private var index = 0
        /// SegmentedControl(["A", "Long name", "sn"], selection: $index, disabled: [2])
        /// ```
        ///
        /// - Parameters:
        ///   - titles: The segment titles, in order; also their VoiceOver labels.
        ///   - selection: The selected index.
        ///   - disabled: Indices that cannot be selected; the only way to disable a segment:
        ///     `.disabled(true)` inside a segment's label does not disable it (SwiftUI passes
        ///     `isEnabled` down only, so the control cannot read it). A bound index that is
        ///     disabled shows the nearest enabled segment selected without writing the binding
        ///     (under `.system`, that segment itself, as `Picker` does).
        public init<Title: StringProtocol>(
            _ titles: [Title], selection: Binding<Int>, disabled: Set<Int> = []
        ) {
            self.init(
                items: titles.enumerated().map {
                    SegmentTitle(id: $0.offset, title: String($0.element))
                }, selection: selection, disabled: disabled, label: { Text($0.title) },
                accessibilityTitle: { $0.title })
        }
    }

#endif

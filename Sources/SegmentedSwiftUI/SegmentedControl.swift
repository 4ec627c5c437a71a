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
    ///   indicator with the style's motion, or instantly under Reduce Motion. An `id` that
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
        private let makeSegmentLabel: (Item) -> SegmentLabel
        private let accessibilityTitle: ((Item) -> String)?

        @Environment(\.segmentedControlStyle) private var style
        @Environment(\.segmentedControlIndicator) private var customIndicator
        @Environment(\.segmentedControlPosition) private var externalPosition
        /// A pager's position, read only by the views that draw it (see
        /// ``SegmentLivePosition``).
        @Environment(\.segmentedPositionSource) private var positionSource
        @Environment(\.accessibilityReduceMotion) private var reduceMotion
        @Environment(\.layoutDirection) private var layoutDirection
        @Environment(\.isEnabled) private var isEnabled
        @Environment(\.segmentedControlNavigation) private var navigation
        /// The segment VoiceOver's focus is on; set to move it after an adjustment.
        @AccessibilityFocusState private var focusedSegment: Int?
        /// The selection last shown (`nil` until the control appears), so appearing from no
        /// selection does not animate.
        @State private var shownSelection: ShownSelection?
        /// What a tap on the selected segment runs (``onSegmentReselect(perform:)``).
        var reselectAction: (@MainActor (Item.ID) -> Void)?
        /// Taps and drags, through the core's InteractionMachine (SegmentedControl+Pointer).
        @State private var pointer = SegmentPointerState()
        /// What each bar's layout placed, and its machine: the bar that fits, and the one
        /// that scrolls.
        @State private var fittingBar = SegmentPlacedArrangement()
        @State private var scrollingBar = SegmentPlacedArrangement()

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
            self.makeSegmentLabel = label
            self.accessibilityTitle = accessibilityTitle
        }

        /// The view: the bar, or the bar in a horizontal scroll view when it does not fit;
        /// the system's segmented picker under ``SystemSegmentedControlStyle``.
        public var body: some View {
            if style.drawsSystemControl {
                SystemSegmentedPicker(
                    selection: selectionModel,
                    boundIndex: items.firstIndex { $0.id == selection },
                    labels: items.map { AnyView(makeSegmentLabel($0)) },
                    accessibilityLabels: accessibilityTitle.map { items.map($0) },
                    select: { request($0, by: .pointer) })
            } else {
                drawnControl
            }
        }

        /// The control SegmentedKit draws: the bar, or the bar in a horizontal scroll view.
        @MainActor @ViewBuilder
        private var drawnControl: some View {
            let model = selectionModel
            let selected = model.selectedIndex
            let position =
                pointer.indicatorPosition ?? externalPosition ?? Double(selected ?? 0)
            // A pager's own position, unless the finger holds the indicator.
            let live =
                pointer.indicatorPosition == nil && externalPosition == nil
                ? positionSource.map { SegmentLivePosition(binding: $0.position, isLive: true) }
                : nil
            // A pager drives the position frame by frame, so it is never animated here.
            let isDriven = externalPosition != nil || positionSource != nil
            let animation =
                isDriven ? nil : style.design.motion.resolved(reduceMotion: reduceMotion).animation
            // The core decides: from no selection the indicator appears in place.
            let transition = IndicatorTransition(
                from: shownSelection.map(\.index) ?? selected, to: selected,
                animated: animation != nil)
            ViewThatFits(in: .horizontal) {
                let fitting = pointer(fittingBar, model: model, animation: animation)
                bar(model: model, position: position, live: live, pointer: fitting)
                    .modifier(SegmentPointerTracking(pointer: fitting))
                ScrollViewReader { proxy in
                    ScrollView(.horizontal, showsIndicators: false) {
                        let scrolling = pointer(scrollingBar, model: model, animation: animation)
                        bar(model: model, position: position, live: live, pointer: scrolling)
                            .modifier(SegmentPointerTracking(pointer: scrolling))
                    }
                    // A press that holds the indicator keeps sideways swipes (see
                    // SegmentedControl+Pointer).
                    .scrollDisabled(pointer.isHoldingIndicator)
                    .onAppear { reveal(selected, with: proxy, animation: nil) }
                    .onValueChange(of: selected) { newValue in
                        reveal(newValue, with: proxy, animation: animation)
                    }
                    .onValueChange(of: focusedSegment) { newValue in
                        revealFocused(newValue, with: proxy, model: model)
                    }
                }
            }
            .animation(transition == .jump ? nil : animation, value: selected)
            .onAppear { shownSelection = ShownSelection(index: selected) }
            .onValueChange(of: selected) { shownSelection = ShownSelection(index: $0) }
            .accessibilityElement(children: .contain)
            .modifier(
                SegmentedKeyboardNavigation(capturesTab: navigation.contains(.tabKey)) { key in
                    model.target(
                        for: key, layoutDirection: SegmentedCore.LayoutDirection(layoutDirection))
                } request: { index, input in
                    request(index, by: input)
                } selectedIndex: {
                    model.selectedIndex
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

        /// Always a group of buttons, each saying its place. SwiftUI's tab-bar trait
        /// (`AccessibilityTraits.isTabBar`, documented for iOS 17) is not in the iOS 17.4 SDK,
        /// so a control that drives pages cannot be a tab bar here without raising the Xcode
        /// requirement; without the trait VoiceOver would not say the place, so the value
        /// keeps it.
        private var accessibilityContainer: AccessibilityMachine.Container { .segmentedControl }

        /// The core's accessibility machine for the current items and selection.
        private func accessibilityModel(_ model: SelectionModel) -> AccessibilityMachine<Int> {
            AccessibilityMachine(
                segments: items.indices.map { index in
                    .init(id: index, label: accessibilityTitle?(items[index]) ?? "")
                }, selection: model, container: accessibilityContainer, isEnabled: isEnabled,
                isAdjustable: navigation.contains(.adjustable))
        }

        /// A VoiceOver swipe up or down: the core picks the segment, the focus move and the
        /// announcement; SwiftUI redraws the elements from the new selection.
        @MainActor
        private func adjust(
            _ adjustment: AccessibilityMachine<Int>.Adjustment, model: SelectionModel
        ) {
            var accessibility = accessibilityModel(model)
            for effect in accessibility.handle(.adjusted(adjustment)) {
                switch effect {
                case .select(let index):
                    request(index, by: .accessibilityAdjustment)
                case .moveFocus(let index, let announcement):
                    focusedSegment = index
                    if let announcement { announceForAccessibility(announcement) }
                case .updateElements, .reveal, .updateContainer:
                    break
                }
            }
        }

        /// Scrolls a segment VoiceOver focused into view by the least amount (the anchor `nil`
        /// of `scrollTo`, the core's `.minimal` alignment).
        private func revealFocused(
            _ index: Int?, with proxy: ScrollViewProxy, model: SelectionModel
        ) {
            guard let index else { return }
            var accessibility = accessibilityModel(model)
            for case .reveal(let target) in accessibility.handle(.focused(index: index)) {
                proxy.scrollTo(SegmentScrollAnchor(index: target), anchor: nil)
            }
        }

        /// Every input but the bar's touches (a VoiceOver activation or adjustment, a key, the
        /// system picker's tap) asks the core's `SelectionRequestMachine`, the rule every
        /// input shares: a press on the selected segment is a reselect, a move onto it
        /// nothing, otherwise the segment is selected with the selection haptic. The touches
        /// get the same rules from the interaction machine. Returns whether it selected.
        @MainActor @discardableResult
        private func request(_ index: Int, by input: SelectionRequestMachine.Input) -> Bool {
            let context = SelectionRequestMachine.Context(
                selection: selectionModel, isEnabled: isEnabled)
            var selected = false
            for effect in SelectionRequestMachine().handle(
                .requested(index: index, input: input), in: context)
            {
                switch effect {
                case .select(let index):
                    selected = select(index)
                case .reselect(let index):
                    reselectAction?(items[index].id)
                case .playSelectionHaptic:
                    pointer.hapticTrigger &+= 1
                case .clearSelection:
                    break  // This control is never momentary.
                }
            }
            return selected
        }

        /// Writes the binding when the core takes the segment (what an input's rule decided,
        /// or the interaction machine's commit). Returns whether it wrote.
        @discardableResult
        private func select(_ index: Int) -> Bool {
            var model = selectionModel
            guard isEnabled, items.indices.contains(index), model.select(index) else {
                return false
            }
            selection = items[index].id
            return true
        }

        /// One bar's touches, fed to the core's interaction machine.
        @MainActor
        private func pointer(
            _ placed: SegmentPlacedArrangement, model: SelectionModel, animation: Animation?
        )
            -> SegmentPointer
        {
            SegmentPointer(
                state: $pointer, placed: placed, selection: model,
                isEnabled: isEnabled, barScrolls: placed === scrollingBar, animation: animation,
                layoutDirection: layoutDirection,
                reduceMotion: reduceMotion, glass: style.design.glass,
                commit: { index in select(index) },
                reselect: { index in
                    if items.indices.contains(index) {
                        reselectAction?(items[index].id)
                    }
                })
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

        // SDK caveat: the iOS 17.4 SDK isolates only `body` to the main actor, not the whole
        // `View`; this helper calls the style's main-actor makers, so it says so itself.
        @MainActor
        private func bar(
            model: SelectionModel, position: Double, live: SegmentLivePosition?,
            pointer: SegmentPointer
        ) -> some View {
            let design = style.design
            let count = items.count
            let elements = accessibilityModel(model).elements
            // The style may wrap the whole bar (a container the style draws around it).
            return style.makeBar(
                AnyView(
                    barLayout(
                        model: model, position: position, live: live ?? .passed,
                        pointer: pointer, design: design, count: count, elements: elements
                    )
                    .environment(\.segmentedLens, self.pointer.lens.lens)))
        }

        /// The bar's subviews, made for the position the bar draws (``SegmentedBarHost``):
        /// under a pager, a frame redraws the bar, the indicator and the labels whose emphasis
        /// changed; every other subview is a piece of the bar (``SegmentedBarPiece``) that
        /// stays as this evaluation made it.
        // SDK caveat: as for `bar`.
        @MainActor
        private func barLayout(
            model: SelectionModel, position: Double, live: SegmentLivePosition,
            pointer: SegmentPointer, design: SegmentedDesign, count: Int,
            elements: [SegmentAccessibilityElement<Int>]
        ) -> some View {
            let scrolls = pointer.placed === scrollingBar
            let holdsIndicator = design.layout.indicator.placement != .none
            let token = SegmentedBarToken()
            return SegmentedBarHost(
                layout: design.layout, height: design.height,
                dividerThickness: design.dividerThickness, position: position, live: live,
                placed: pointer.placed
            ) { position in
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
                        holdsIndicator: holdsIndicator && index == model.selectedIndex
                    )
                    .accessibilityHidden(true)
                    .segmentedBarPiece(token)
                    .layoutValue(key: SegmentedBarRoleKey.self, value: .hitRegion(index))
                }
                if design.layout.indicator.placement != .none {
                    SegmentIndicatorHost(
                        position: position, selectedIndex: model.selectedIndex, count: count,
                        design: design, makeIndicator: customIndicator ?? style.makeIndicator
                    )
                    .opacity(
                        model.selectedIndex == nil && externalPosition == nil
                            && positionSource == nil ? 0 : 1
                    )
                    .allowsHitTesting(false)
                    .accessibilityHidden(true)
                    .layoutValue(key: SegmentedBarRoleKey.self, value: .indicator)
                }
                ForEach(Array(items.enumerated()), id: \.element.id) { index, item in
                    segment(
                        item, index: index, count: count, position: position, token: token,
                        model: model, element: elements[index],
                        isPressed: self.pointer.pressedIndex == index)
                }
                // Hidden copies of every label in its selected and unselected look: the
                // layout sizes each segment by its widest state, so selecting never moves
                // a segment.
                ForEach(Array(items.enumerated()), id: \.element.id) { index, item in
                    widestStateLabel(
                        item, index: index, count: count, selected: true, token: token,
                        element: elements[index])
                }
                if count > 1 {
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
                content: AnyView(makeSegmentLabel(item))
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
            model: SelectionModel, element: SegmentAccessibilityElement<Int>, isPressed: Bool
        ) -> some View {
            Button {
                // The segment's own button is what VoiceOver (and Full Keyboard Access)
                // activates; touches land on the hit regions above it.
                request(index, by: .accessibilityActivation)
            } label: {
                SegmentLabelHost(
                    position: position, token: token, index: index, count: count,
                    isSelected: element.isSelected, isEnabled: element.isEnabled && isEnabled,
                    isPressed: isPressed, design: style.design, makeLabel: style.makeLabel,
                    content: AnyView(makeSegmentLabel(item))
                )
                .equatable()
            }
            .buttonStyle(.plain)
            .segmentPointerTarget()
            .disabled(!element.isEnabled)
            .segmentAccessibility(
                element: element, hasTitle: accessibilityTitle != nil, focus: $focusedSegment,
                adjust: { adjust($0, model: model) }
            )
            .layoutValue(key: SegmentedBarRoleKey.self, value: .segment(index))
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

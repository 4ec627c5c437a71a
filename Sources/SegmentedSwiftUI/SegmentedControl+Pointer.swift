#if canImport(SwiftUI)
    import SegmentedCore
    import SwiftUI

    // Taps and drags on the bar reach the core's SegmentInteraction, the same machine the
    // UIKit control and the terminal demo feed; its effects come back as a binding write, a
    // live thumb position, the reselect action and the selection haptic.
    //
    // Gestures, chosen so an enclosing vertical ScrollView or List keeps scrolling:
    // - A `SpatialTapGesture` feeds a press and a release at the tap's location. A tap gesture
    //   never claims a scroll: it fails as soon as the finger moves.
    // - A `DragGesture(minimumDistance: 10)` attached with `simultaneousGesture` feeds drags:
    //   it starts only after 10 points of movement (the core's tap slop), and being
    //   simultaneous it does not stop the scroll view from recognising its own pan. A
    //   `DragGesture(minimumDistance: 0)` would start on touch-down and, attached exclusively,
    //   keep a scroll that starts on the bar from scrolling.
    // - SwiftUI sends no cancel when the scroll view takes over, so the machine runs with
    //   `yieldsVerticalDrags`: a drag whose first movement is more vertical than horizontal
    //   cancels itself and never selects.
    // The segment labels stay buttons for VoiceOver, keyboard and focus, but do not take
    // touches (`allowsHitTesting(false)`), so a touch reaches the bar's gestures exactly once.
    // tvOS has neither gesture; there the buttons take the focus engine's presses as before.

    /// The pointer state of one control: the core's machine, the measurements it needs and
    /// what it asks to show.
    struct SegmentPointerState: Equatable {
        /// The core's machine; `nil` until the first event.
        var interaction: SegmentInteraction?
        /// The bar's size, as laid out.
        var barSize = CGSize.zero
        /// Each segment label's size, as laid out, by index.
        var contentSizes: [Int: CGSize] = [:]
        /// The dragged thumb's position, or `nil` when the indicator shows the selection.
        var thumbPosition: Double?
        /// Counts committed selections, to trigger the selection haptic.
        var hapticTrigger = 0
        /// Whether a drag has fed its press and not yet ended.
        var isInDrag = false
        /// The glass thumb's lens, fed the same events (SegmentedControl+Lens.swift).
        var lens = SegmentLensDriver()
    }

    /// Collects each segment label's laid-out size.
    struct SegmentSizesKey: PreferenceKey {
        static let defaultValue: [Int: CGSize] = [:]
        static func reduce(value: inout [Int: CGSize], nextValue: () -> [Int: CGSize]) {
            value.merge(nextValue()) { $1 }
        }
    }

    /// The bar's laid-out size.
    struct SegmentBarSizeKey: PreferenceKey {
        static let defaultValue = CGSize.zero
        static func reduce(value: inout CGSize, nextValue: () -> CGSize) {
            value = nextValue()
        }
    }

    /// Feeds the bar's taps and drags to the core's machine and carries out its effects.
    struct SegmentPointerGestures: ViewModifier {
        @Binding var state: SegmentPointerState
        /// The design's core layout.
        let layout: SegmentedLayout
        /// The selection as the control sees it now.
        let selection: SelectionModel
        /// Whether the control accepts touches.
        let isEnabled: Bool
        /// How the indicator travels back or on to a segment after a drag.
        let animation: Animation?
        /// Writes the binding for a committed selection.
        let commit: @MainActor (Int) -> Void
        /// Reports a tap on the selected segment.
        let reselect: @MainActor (Int) -> Void

        @Environment(\.layoutDirection) private var layoutDirection
        @Environment(\.accessibilityReduceMotion) private var reduceMotion
        @Environment(\.segmentedControlStyle) private var style
        @GestureState private var isDragging = false

        func body(content: Content) -> some View {
            #if os(tvOS)
                content
            #else
                content
                    .background(
                        GeometryReader { proxy in
                            Color.clear.preference(key: SegmentBarSizeKey.self, value: proxy.size)
                        }
                    )
                    .onPreferenceChange(SegmentBarSizeKey.self) { state.barSize = $0 }
                    .onPreferenceChange(SegmentSizesKey.self) { state.contentSizes = $0 }
                    .gesture(
                        SpatialTapGesture().onEnded { value in
                            let point = corePoint(value.location)
                            feed(.began(point, time: now))
                            feed(.ended(point, time: now))
                        }
                    )
                    .simultaneousGesture(
                        DragGesture(minimumDistance: SegmentInteraction.defaultTapSlop)
                            .updating($isDragging) { _, isDragging, _ in isDragging = true }
                            .onChanged { value in
                                if !state.isInDrag {
                                    state.isInDrag = true
                                    feed(.began(corePoint(value.startLocation), time: now))
                                }
                                feed(.moved(corePoint(value.location), time: now))
                            }
                            .onEnded { value in
                                feed(.ended(corePoint(value.location), time: now))
                            }
                    )
                    // The gesture state resets when the drag ends or is cancelled (by the
                    // scroll view, say); a press still tracked then was taken away.
                    .onValueChange(of: isDragging) { isDragging in
                        guard !isDragging else { return }
                        state.isInDrag = false
                        feed(.cancelled(time: now))
                    }
                    .modifier(SelectionHaptic(trigger: state.hapticTrigger))
            #endif
        }

        private func corePoint(_ point: CGPoint) -> Point {
            Point(x: Double(point.x), y: Double(point.y))
        }

        /// Seconds on a monotonic clock; the machine only keeps times ordered.
        private var now: Double { ProcessInfo.processInfo.systemUptime }

        /// The arrangement the bar shows, rebuilt from the laid-out sizes. Gesture locations
        /// are not mirrored, so the core mirrors right-to-left bars itself here.
        private var arrangement: Arrangement {
            var directed = layout
            directed.layoutDirection = SegmentedCore.LayoutDirection(layoutDirection)
            let sizes = (0..<selection.count).map { Size(state.contentSizes[$0] ?? .zero) }
            return directed.arrange(contentSizes: sizes, in: Size(state.barSize))
        }

        @MainActor
        private func feed(_ event: SegmentInteraction.Event) {
            var machine =
                state.interaction
                ?? SegmentInteraction(
                    arrangement: arrangement, selection: selection, yieldsVerticalDrags: true)
            machine.arrangement = arrangement
            machine.selection = selection
            machine.isEnabled = isEnabled
            let effects = machine.handle(event)
            state.interaction = machine
            // Only glass designs keep a lens; others write no state for it.
            if style.design.glass != nil || state.lens.lens != nil {
                state.lens.feed(
                    event, arrangement: machine.arrangement, selection: selection,
                    glass: style.design.glass, reduceMotion: reduceMotion)
            }
            for effect in effects { perform(effect) }
        }

        @MainActor
        private func perform(_ effect: SegmentInteraction.Effect) {
            switch effect {
            case .highlight, .clearSelection:
                // Labels show no pressed state (their configuration has none), and this
                // control is never momentary.
                break
            case .moveThumb(let position):
                state.thumbPosition = position
            case .select(let index):
                withAnimation(animation) {
                    state.thumbPosition = nil
                    commit(index)
                }
            case .reselect(let index):
                reselect(index)
            case .cancel:
                withAnimation(animation) { state.thumbPosition = nil }
            case .selectionHaptic:
                state.hapticTrigger &+= 1
            }
        }
    }

    /// `sensoryFeedback(.selection, trigger:)` where the OS has it (iOS 17, macOS 14,
    /// watchOS 10, visionOS 1); nothing elsewhere.
    private struct SelectionHaptic: ViewModifier {
        let trigger: Int

        func body(content: Content) -> some View {
            if #available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *) {
                content.sensoryFeedback(.selection, trigger: trigger)
            } else {
                content
            }
        }
    }

    extension View {
        /// Reports the segment label's laid-out size for the pointer machine, and leaves
        /// touches to the bar's gestures (tvOS keeps the button's own presses).
        func segmentPointerTarget(_ index: Int) -> some View {
            #if os(tvOS)
                self
            #else
                self
                    .allowsHitTesting(false)
                    .background(
                        GeometryReader { proxy in
                            Color.clear.preference(
                                key: SegmentSizesKey.self, value: [index: proxy.size])
                        }
                    )
            #endif
        }
    }

    // MARK: Reselect action

    /// What a control does when the user taps the segment that is already selected.
    struct SegmentReselectAction: Sendable {
        let perform: @MainActor (AnyHashable) -> Void
    }

    private struct SegmentReselectActionKey: EnvironmentKey {
        static let defaultValue: SegmentReselectAction? = nil
    }

    extension EnvironmentValues {
        /// The reselect action of the segmented controls inside, if any.
        var segmentReselectAction: SegmentReselectAction? {
            get { self[SegmentReselectActionKey.self] }
            set { self[SegmentReselectActionKey.self] = newValue }
        }
    }

    extension View {
        /// Runs an action when the user taps the segment that is already selected in a
        /// ``SegmentedControl`` inside this view, as apps do to scroll a page to the top. The
        /// action receives the item's `id` (the index for the titles initialiser); ids of
        /// another type are not reported.
        ///
        /// ```swift
        /// SegmentedControl(selection: $tab, items: tabs) { Text($0.title) }
        ///     .onSegmentReselect { (id: Tab.ID) in scrollToTop(id) }
        /// ```
        ///
        /// - Parameter action: Called with the reselected item's `id`.
        public func onSegmentReselect<ID: Hashable>(
            perform action: @escaping @MainActor (ID) -> Void
        )
            -> some View
        {
            environment(
                \.segmentReselectAction,
                SegmentReselectAction { id in
                    if let typed = id.base as? ID { action(typed) }
                })
        }
    }
#endif

#if canImport(SwiftUI)
    import SegmentedCore
    import SwiftUI

    // Taps and drags on the bar reach the core's InteractionMachine, the same machine the
    // UIKit control and the terminal demo feed; its effects come back as a binding write
    // (through the control's one select function), a live indicator position, the reselect
    // action and the selection haptic. What the control owns (the arrangement placed last, the
    // selection, whether it is enabled) reaches the machine as a context with every event.
    //
    // Scrolling never selects. A press becomes a scroll's the moment the content under the
    // finger moves with a scroll, and then selects nothing; the core decides
    // (`InteractionMachine.Event.contentMoved`), the bar reports where it is. The mechanism,
    // the same on iOS 16 and later and macOS 13 and later, uses only what Apple documents:
    // - One `DragGesture(minimumDistance: 0)` in the bar's `.local` coordinate space feeds the
    //   press at touch-down, every move and the release ("minimumDistance: The minimum
    //   dragging distance before the gesture succeeds": 0 succeeds at once, so a tap is a
    //   drag that never moved and the core's 10-point slop tells the two apart). It is
    //   attached with `simultaneousGesture(_:including:)` ("to process simultaneously with
    //   gestures defined by the view"), so no gesture of the app's own content is excluded by
    //   it. Apple documents nothing about how a content gesture and a scroll view's scrolling
    //   compose (whether the scroll cancels the drag, or the drag keeps running), so the
    //   product depends on neither: a cancel resets the `@GestureState` ("resets the property
    //   back to its initial state when the gesture ends" or is cancelled) and is fed as
    //   `.cancelled`; a drag that keeps running is cancelled by the next rule.
    // - A `GeometryReader` behind the bar reads the bar's frame in the `.global` coordinate
    //   space (`GeometryProxy.frame(in:)`, "the container view's bounds rectangle, converted
    //   to a defined coordinate space"), and `onChange(of:)` reports each new origin as
    //   `.contentMoved`. The bar's own horizontal scroll and any enclosing scroll view or
    //   `List` move that origin; the core then cancels the press.
    // - While the press holds the indicator, the bar's own scroll view is turned off with
    //   `scrollDisabled(_:)` ("Disables or enables scrolling in scrollable views"), so the
    //   indicator keeps sideways swipes as a slider keeps them for its thumb; a mostly
    //   vertical move of the content (an enclosing scroll) still cancels it.
    // Locations are in the bar's own space, which is not mirrored in right-to-left layouts
    // (the layout works in leading space and SwiftUI mirrors what it places), so the x of a
    // touch is mirrored into leading space here.
    // The segment labels stay buttons for VoiceOver, keyboard and focus, but do not take
    // touches (`allowsHitTesting(false)`), so a touch reaches the bar's gesture exactly once.
    // tvOS has no drag gesture; there the buttons take the focus engine's presses as before.

    /// The arrangement the bar's layout placed last, in leading space, recorded by
    /// `SegmentedBarLayout.placeSubviews` and read by the bar's gesture: one arrangement per
    /// bar, the one drawn. A reference that SwiftUI does not observe, so recording it during
    /// layout invalidates nothing, and the gesture reads it after the bar was placed.
    ///
    /// Sendable because the layout that holds it is (`Layout` is `Sendable` in the iOS 26
    /// SDK) and Apple does not document on which thread a layout runs: every access takes the
    /// lock.
    final class SegmentPlacedArrangement: @unchecked Sendable {
        private let lock = NSLock()
        private var storedArrangement: Arrangement?
        private var storedWidth = 0.0
        private var storedInteraction: InteractionMachine?
        private var storedIsInDrag = false

        /// The arrangement, or `nil` before the bar was first placed.
        var arrangement: Arrangement? { locked { storedArrangement } }
        /// The bar's width when placed, to mirror right-to-left touches into leading space.
        var width: Double { locked { storedWidth } }
        /// The core's machine for this bar, kept here so feeding it (every scroll frame
        /// reports the bar's origin) does not write view state.
        var interaction: InteractionMachine? {
            get { locked { storedInteraction } }
            set { locked { storedInteraction = newValue } }
        }
        /// Whether the current drag gesture has fed its press.
        var isInDrag: Bool {
            get { locked { storedIsInDrag } }
            set { locked { storedIsInDrag = newValue } }
        }

        /// Records what `placeSubviews` placed.
        func record(_ arrangement: Arrangement, width: Double) {
            locked {
                storedArrangement = arrangement
                storedWidth = width
            }
        }

        private func locked<Result>(_ body: () -> Result) -> Result {
            lock.lock()
            defer { lock.unlock() }
            return body()
        }
    }

    /// What the pointer asks the control to show.
    struct SegmentPointerState: Equatable {
        /// The dragged indicator's position, or `nil` when the indicator shows the selection.
        var indicatorPosition: Double?
        /// Counts committed selections, to trigger the selection haptic.
        var hapticTrigger = 0
        /// Whether a press holds the indicator: the bar's own scroll view does not scroll then.
        var isHoldingIndicator = false
        /// The glass indicator's lens, fed the same events (SegmentedControl+Lens.swift).
        var lens = SegmentLensDriver()
    }

    /// Feeds the bar's touches and its movement to the core's machine and carries out its
    /// effects.
    struct SegmentPointerGestures: ViewModifier {
        @Binding var state: SegmentPointerState
        /// This bar's placed arrangement and machine.
        let placed: SegmentPlacedArrangement
        /// The selection as the control sees it now.
        let selection: SelectionModel
        /// Whether the control accepts touches.
        let isEnabled: Bool
        /// How the indicator travels back or on to a segment after a drag.
        let animation: Animation?
        /// The control's one select function: writes the binding for a committed selection.
        let commit: @MainActor (Int) -> Void
        /// Reports a tap on the selected segment.
        let reselect: @MainActor (Int) -> Void

        @Environment(\.layoutDirection) private var layoutDirection
        @Environment(\.accessibilityReduceMotion) private var reduceMotion
        @Environment(\.segmentedControlStyle) private var style
        @GestureState private var isTouching = false

        func body(content: Content) -> some View {
            #if os(tvOS)
                content
            #else
                content
                    .background(
                        GeometryReader { proxy in
                            let origin = proxy.frame(in: CoordinateSpace.global).origin
                            Color.clear
                                .onAppear { feed(.contentMoved(to: Point(origin), time: now)) }
                                .onValueChange(of: origin) { origin in
                                    feed(.contentMoved(to: Point(origin), time: now))
                                }
                        }
                    )
                    .simultaneousGesture(
                        DragGesture(minimumDistance: 0, coordinateSpace: CoordinateSpace.local)
                            .updating($isTouching) { _, isTouching, _ in isTouching = true }
                            .onChanged { value in
                                if !placed.isInDrag {
                                    placed.isInDrag = true
                                    feed(.began(leading(value.startLocation), time: now))
                                }
                                feed(.moved(leading(value.location), time: now))
                            }
                            .onEnded { value in
                                // Here too, not only at the gesture state's reset: a reset
                                // within the same update as the touch-down is no change.
                                placed.isInDrag = false
                                feed(.ended(leading(value.location), time: now))
                            }
                    )
                    // The gesture state resets when the drag ends or is cancelled; a press
                    // still tracked then was taken away.
                    .onValueChange(of: isTouching) { isTouching in
                        guard !isTouching else { return }
                        placed.isInDrag = false
                        feed(.cancelled(time: now))
                    }
                    .modifier(SelectionHaptic(trigger: state.hapticTrigger))
            #endif
        }

        /// A location in the bar's space, in the leading space the layout arranged in.
        private func leading(_ point: CGPoint) -> Point {
            let x = Double(point.x)
            return Point(
                x: layoutDirection == .rightToLeft ? placed.width - x : x, y: Double(point.y))
        }

        /// Seconds on a monotonic clock; the machine only keeps times ordered.
        private var now: Double { ProcessInfo.processInfo.systemUptime }

        @MainActor
        private func feed(_ event: InteractionMachine.Event) {
            let arrangement = placed.arrangement ?? .empty
            var machine = placed.interaction ?? InteractionMachine()
            let context = InteractionMachine.Context(
                arrangement: arrangement, selection: selection, isEnabled: isEnabled,
                yieldsVerticalDrags: true)
            let effects = machine.handle(event, in: context)
            placed.interaction = machine
            // Only glass designs keep a lens; others write no state for it. The bar's origin
            // moves on every scroll frame, so it reaches the lens only while a press is tracked
            // there (then it may cancel it).
            let lensTracks = state.lens.lens?.interaction.isTracking ?? false
            if style.design.glass != nil || state.lens.lens != nil,
                !event.isContentMove || lensTracks
            {
                state.lens.feed(
                    event, in: context, glass: style.design.glass, reduceMotion: reduceMotion)
            }
            if state.isHoldingIndicator != machine.isHoldingIndicator {
                state.isHoldingIndicator = machine.isHoldingIndicator
            }
            for effect in effects { perform(effect) }
        }

        @MainActor
        private func perform(_ effect: InteractionMachine.Effect) {
            switch effect {
            case .highlight, .clearSelection:
                // Labels show no pressed state (their configuration has none), and this
                // control is never momentary.
                break
            case .moveIndicator(let position):
                state.indicatorPosition = position
            case .select(let index):
                withAnimation(animation) {
                    state.indicatorPosition = nil
                    commit(index)
                }
            case .reselect(let index):
                reselect(index)
            case .restoreIndicator:
                if state.indicatorPosition != nil {
                    withAnimation(animation) { state.indicatorPosition = nil }
                }
            case .playSelectionHaptic:
                state.hapticTrigger &+= 1
            }
        }
    }

    extension InteractionMachine.Event {
        /// Whether this is a report of the bar's origin rather than of the pointer.
        fileprivate var isContentMove: Bool {
            if case .contentMoved = self { true } else { false }
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
        /// Leaves touches to the bar's gesture (tvOS keeps the button's own presses).
        func segmentPointerTarget() -> some View {
            #if os(tvOS)
                self
            #else
                self.allowsHitTesting(false)
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

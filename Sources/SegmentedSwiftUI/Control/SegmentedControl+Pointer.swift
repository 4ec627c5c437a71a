#if canImport(SwiftUI)
    import SegmentedCore
    import SwiftUI
    // `UIGestureRecognizerRepresentable` is in SDKs whose SwiftUI is 6.0 or later (iOS 18,
    // Mac Catalyst 18); built with an older SDK the indicator uses the `DragGesture`, as apps
    // built with it get the iOS 17 gesture behaviour on iOS 18 too.
    #if canImport(SwiftUI, _version: 6.0) && canImport(UIKit) && !os(tvOS) && !os(visionOS)
        import UIKit
    #endif

    // Touches on the bar reach the control's one machine (the core's ControlMachine, whose
    // pointer rules are its InteractionMachine's, as in the UIKit control and the terminal
    // demo) as `.pointer` events; the control carries out its effects in its one `perform`:
    // a pressed segment, a binding write, a live indicator position, the reselect action and
    // the selection haptic. What the control owns (the arrangement placed last, the
    // selection, whether it is enabled) reaches the machine as a context with every event.
    //
    // The system arbitrates every touch, so scroll views, lists, navigation and sheets treat
    // the bar as they treat the system's own controls (docs/platform.md has the ledger, with
    // sources, per OS version):
    // - Each segment's hit region (the core's `hitRegion(ofSegment:)`, gaps included) is a
    //   `Button` whose `ButtonStyle` reports `configuration.isPressed`: pressed is the
    //   machine's press at the segment's centre, the action its release there, a press that
    //   ends without the action its cancel. A scroll view shares touches with buttons: pans
    //   win (the press ends, no action), taps land, and the press shows once the touch is a
    //   press. No gesture is attached over the bar.
    // - Dragging the indicator is a recognizer on the selected segment's region only. iOS 18
    //   and later: a `UIGestureRecognizerRepresentable` pan that UIKit arbitrates with every
    //   recognizer around it. It begins only when the pan runs along the bar and, on a bar in
    //   its own scroll view, the press holds the indicator (the core's
    //   `mayBeginIndicatorDrag(dx:dy:requiresHold:)`), so a vertical scroll of a `List` or a
    //   quick swipe of a scrolling bar that starts there still scrolls; the back swipe from
    //   the screen's edge comes first, and on iOS 26 the back swipe from the content waits
    //   for it. iOS 16 and 17, macOS: a `DragGesture` with the machine's tap slop as its
    //   minimum distance and the same start rule, which a scroll view's pan takes over on
    //   those versions; while the indicator is held the bar's own scroll view is turned off
    //   (`scrollDisabled(_:)`), so a held indicator keeps sideways swipes as a slider keeps
    //   them for its thumb.
    // - One touch can end twice: the indicator's recognizer ends (or the machine cancels the
    //   press) and the segment's button then runs its action for the same lift, in the same
    //   turn of the main queue or a later one. `SegmentTouchNotes.finishTouch(at:button:followsContent:)`
    //   notes the first, with the segment pressed; that segment's action within
    //   `sameTouchWindow` uses the note up and selects nothing.
    // - A `GeometryReader` behind the bar reports its origin in the `.global` space as the
    //   machine's `.contentMoved`: a press whose content a scroll carries selects nothing,
    //   whatever the platform told the button.
    // Locations are in leading space: a region's own x is mirrored in right-to-left layouts
    // (SwiftUI mirrors what the layout places, not a gesture's locations).
    // The segment labels stay buttons for VoiceOver, keyboard and focus but take no touches.
    // tvOS has no touches: there the label buttons take the focus engine's presses.

    /// One bar's touches: translates what the segment buttons, the indicator's recognizer and
    /// the bar's movement report into the control machine's pointer events, with the notes
    /// that tie the platform's pieces of one touch together. The control hands each event to
    /// its machine and carries out the effects (SegmentedControl.swift).
    struct SegmentPointer {
        /// The control's machine, the arrangement its bar placed and the touch's notes.
        let model: SegmentedControlModel
        /// Whether the bar sits in its own horizontal scroll view (it does not fit).
        let barScrolls: Bool
        let layoutDirection: SwiftUI.LayoutDirection
        /// Hands the control's machine one pointer event and carries out its effects.
        let send: @MainActor (InteractionMachine.Event) -> Void

        /// The notes of the touch under way.
        private var touch: SegmentTouchNotes { model.touch }
        /// What the bar's layout placed last.
        private var placed: SegmentPlacedArrangement { model.placed }

        /// A segment button's pressed state changed.
        @MainActor
        func pressChanged(_ index: Int, isPressed: Bool) {
            if isPressed {
                touch.forgetFinishedTouch()
                touch.isDragDeclined = false
                touch.pressedButton = index
                guard let centre = centre(of: index) else { return }
                feed(.began(centre, time: now))
            } else if !touch.isInDrag {
                // A press that ends without its action was taken away (a scroll, the finger
                // leaving the segment); after the action there is no press left to cancel.
                feed(.cancelled(time: now))
            }
        }

        /// A segment button's action: the release of a tap on it.
        @MainActor
        func activated(_ index: Int) {
            touch.isDragDeclined = false
            guard !touch.isInDrag, !touch.takeFinishedTouch(at: now, button: index),
                let centre = centre(of: index)
            else { return }
            // The press may already have ended (the order of the action and the pressed
            // state's change is not documented): a release needs a press.
            if !model.interaction.isTracking {
                touch.pressedButton = index
                feed(.began(centre, time: now))
            }
            feed(.ended(centre, time: now))
        }

        /// Whether the indicator's recognizer may begin with this movement: it must run along
        /// the bar (a mostly vertical one is an enclosing scroll's, as the core's
        /// `yieldsScroll(dx:dy:)` says of a held indicator); on a bar in its own scroll view
        /// the indicator must be held too (the press showed), so a quick swipe scrolls the bar.
        @MainActor
        func indicatorDragMayBegin(dx: Double, dy: Double) -> Bool {
            model.interaction.mayBeginIndicatorDrag(
                dx: dx, dy: dy, requiresHold: barScrolls)
        }

        /// Whether the machine's press holds the indicator now.
        @MainActor
        var isHoldingIndicator: Bool { model.interaction.isHoldingIndicator }

        /// The indicator's recognizer began: the press starts again where the finger went
        /// down (the segment's centre was a stand-in for it), then follows the finger.
        /// Points are in the region's own space.
        @MainActor
        func indicatorDragChanged(_ index: Int, start: CGPoint, location: CGPoint) {
            guard let current = leading(location, in: index) else { return }
            if !touch.isInDrag {
                // The `DragGesture` has no delegate to ask: the same rule decides here, once.
                guard !touch.isDragDeclined else { return }
                guard
                    indicatorDragMayBegin(
                        dx: Double(location.x - start.x), dy: Double(location.y - start.y)),
                    let origin = leading(start, in: index)
                else {
                    touch.isDragDeclined = true
                    return
                }
                touch.isInDrag = true
                touch.pressedButton = index
                feed(.began(origin, time: now))
            }
            feed(.moved(current, time: now))
        }

        /// The indicator's recognizer ended with the finger at `location` (region space).
        @MainActor
        func indicatorDragEnded(_ index: Int, location: CGPoint) {
            touch.isDragDeclined = false
            guard touch.isInDrag else { return }
            touch.isInDrag = false
            feed(.ended(leading(location, in: index) ?? Point(x: .nan, y: .nan), time: now))
            touch.finishTouch(at: now, button: index, followsContent: false)
        }

        /// The indicator's recognizer was cancelled.
        @MainActor
        func indicatorDragCancelled() {
            touch.isDragDeclined = false
            guard touch.isInDrag else { return }
            touch.isInDrag = false
            feed(.cancelled(time: now), cancelsTheTouch: true)
        }

        /// The bar's origin in the global space moved (or was first read).
        @MainActor
        func contentMoved(to origin: CGPoint) {
            let time = now
            touch.contentMoved(at: time)
            feed(.contentMoved(to: Point(origin), time: time))
        }

        /// The centre of a segment's hit region, in leading space.
        private func centre(of index: Int) -> Point? {
            guard let region = placed.arrangement?.hitRegion(ofSegment: index) else {
                return nil
            }
            return Point(x: region.midX, y: region.midY)
        }

        /// A point in a segment region's own space, in the bar's leading space: the region is
        /// placed at its leading-space frame, mirrored right to left.
        private func leading(_ point: CGPoint, in index: Int) -> Point? {
            guard let region = placed.arrangement?.hitRegion(ofSegment: index) else {
                return nil
            }
            let x = Double(point.x)
            return Point(
                x: layoutDirection == .rightToLeft ? region.maxX - x : region.minX + x,
                y: region.minY + Double(point.y))
        }

        /// Seconds on the media clock (`SegmentedControlModel.now`).
        private var now: Double { SegmentedControlModel.now }

        /// Feeds one event; `cancelsTheTouch` marks a cancel the platform sent for the whole
        /// touch (not a segment button's own end of its press). A press the machine ended
        /// without a release or a cancel of the platform's (the content moved, the drag
        /// turned vertical) is over for the platform's late callbacks of this touch too.
        @MainActor
        private func feed(_ event: InteractionMachine.Event, cancelsTheTouch: Bool = false) {
            let wasTracking = model.interaction.isTracking
            send(event)
            if wasTracking, !model.interaction.isTracking,
                cancelsTheTouch || !event.isCancelOrRelease
            {
                touch.finishTouch(at: now, button: touch.pressedButton, followsContent: true)
            }
        }
    }

    extension InteractionMachine.Event {
        /// Whether this is a release or a cancel (rather than a move of the pointer or of
        /// the content, after which a press that ends was cancelled by the machine's rules).
        fileprivate var isCancelOrRelease: Bool {
            switch self {
            case .ended, .cancelled: true
            default: false
            }
        }
    }

    /// The bar's movement: a `GeometryReader` behind it reports its origin in the global
    /// space (a scroll of the bar or of anything around it moves it).
    struct SegmentPointerTracking: ViewModifier {
        let pointer: SegmentPointer

        func body(content: Content) -> some View {
            #if os(tvOS)
                content
            #else
                content
                    .background(
                        GeometryReader { proxy in
                            let origin = proxy.frame(in: CoordinateSpace.global).origin
                            Color.clear
                                .onAppear { pointer.contentMoved(to: origin) }
                                .onValueChange(of: origin) { origin in
                                    pointer.contentMoved(to: origin)
                                }
                        }
                    )
            #endif
        }
    }

    /// A segment's hit region: a button the system presses and releases, with the
    /// indicator's recognizer on the selected segment's region.
    struct SegmentHitRegion: View {
        let index: Int
        let pointer: SegmentPointer
        /// Whether this region holds the indicator (the selected segment's).
        let holdsIndicator: Bool

        var body: some View {
            #if os(tvOS)
                Color.clear
            #else
                Button {
                    pointer.activated(index)
                } label: {
                    Color.clear.contentShape(Rectangle())
                }
                .buttonStyle(
                    SegmentPressStyle { isPressed in
                        pointer.pressChanged(index, isPressed: isPressed)
                    }
                )
                #if os(macOS)
                    // Not a keyboard focus stop: the labels are the control's buttons there.
                    .focusable(false)
                #endif
                .modifier(
                    SegmentIndicatorDrag(index: index, pointer: pointer, isActive: holdsIndicator))
            #endif
        }
    }

    /// Reports a segment button's pressed state; draws nothing (the label shows it).
    struct SegmentPressStyle: ButtonStyle {
        let pressChanged: @MainActor (Bool) -> Void

        // Only builds a view: `makeBody` is not main-actor isolated in every supported SDK
        // (the iOS 17.4 SDK's is not), the view's `body` is.
        func makeBody(configuration: Configuration) -> some View {
            SegmentPressReporter(
                label: configuration.label, isPressed: configuration.isPressed,
                pressChanged: pressChanged)
        }
    }

    /// The label of a segment button, reporting each change of its pressed state.
    private struct SegmentPressReporter<Label: View>: View {
        let label: Label
        let isPressed: Bool
        let pressChanged: @MainActor (Bool) -> Void

        var body: some View {
            label.onValueChange(of: isPressed) { isPressed in pressChanged(isPressed) }
        }
    }

    /// The indicator's recognizer on the selected segment's region (see the top of this file).
    struct SegmentIndicatorDrag: ViewModifier {
        let index: Int
        let pointer: SegmentPointer
        let isActive: Bool
        @GestureState private var isDragging = false

        func body(content: Content) -> some View {
            #if os(tvOS)
                content
            #else
                if !isActive {
                    content
                } else {
                    #if canImport(SwiftUI, _version: 6.0) && canImport(UIKit) && !os(tvOS) && !os(visionOS)
                        if #available(iOS 18, *), OSAvailability.iOS18 {
                            content.gesture(SegmentIndicatorPan(index: index, pointer: pointer))
                        } else {
                            dragGesture(content)
                        }
                    #else
                        dragGesture(content)
                    #endif
                }
            #endif
        }

        #if !os(tvOS)
            /// iOS 16 and 17, macOS: a drag that succeeds past the machine's tap slop.
            @MainActor
            private func dragGesture(_ content: Content) -> some View {
                content
                    .simultaneousGesture(
                        DragGesture(
                            minimumDistance: InteractionMachine.defaultTapSlop,
                            coordinateSpace: CoordinateSpace.local
                        )
                        .updating($isDragging) { _, isDragging, _ in isDragging = true }
                        .onChanged { value in
                            pointer.indicatorDragChanged(
                                index, start: value.startLocation, location: value.location)
                        }
                        .onEnded { value in
                            pointer.indicatorDragEnded(index, location: value.location)
                        }
                    )
                    // The gesture state resets when the drag ends or is cancelled; a drag
                    // still tracked then was taken away.
                    .onValueChange(of: isDragging) { isDragging in
                        if !isDragging { pointer.indicatorDragCancelled() }
                    }
            }
        #endif
    }

    #if canImport(SwiftUI, _version: 6.0) && canImport(UIKit) && !os(tvOS) && !os(visionOS)
        /// iOS 18 and later: the indicator's pan, arbitrated by UIKit with the recognizers
        /// around the control (an enclosing `List`'s or `ScrollView`'s pan, the navigation
        /// controller's back swipes). It begins only when `gestureRecognizerShouldBegin(_:)`
        /// finds the pan along the bar (and, on a bar that scrolls, the indicator held).
        @available(iOS 18, *)
        struct SegmentIndicatorPan: UIGestureRecognizerRepresentable {
            let index: Int
            let pointer: SegmentPointer

            /// Answers the pan's delegate questions (where Apple prescribes deciding; see
            /// docs/platform.md):
            /// - whether it begins, from its translation (which unlike the velocity is not
            ///   noisy on a slow start);
            /// - it runs alongside every recognizer but a scroll view's pan and the
            ///   navigation's back swipes (the segment's button keeps its press);
            /// - it waits for the back swipe from the screen's edge to fail: that swipe is the
            ///   system's, also on the selected segment (as the UIKit control lets it begin);
            /// - on iOS 26, the back swipe from the content waits for it to fail while the
            ///   press holds the indicator (a drag that starts on the held indicator moves it,
            ///   as `UISlider` keeps swipes that start on its thumb), and it waits for that
            ///   swipe to fail otherwise (a quick swipe in a `List`, before the press showed,
            ///   goes back): the UIKit control's rule.
            /// UIKit asks these "once per attempt to recognize, so failure requirements can be
            /// determined lazily and may be set up between recognizers across view
            /// hierarchies" (UIGestureRecognizer.h). Were the back swipes simultaneous, the
            /// indicator would follow a back swipe, and a swipe the user takes back would
            /// select where it was let go.
            final class Coordinator: NSObject, UIGestureRecognizerDelegate {
                var mayBegin: @MainActor (CGPoint) -> Bool = { _ in false }
                var isHoldingIndicator: @MainActor () -> Bool = { false }

                func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer)
                    -> Bool
                {
                    guard let pan = gestureRecognizer as? UIPanGestureRecognizer else {
                        return false
                    }
                    return mayBegin(pan.translation(in: nil))
                }

                func gestureRecognizer(
                    _ gestureRecognizer: UIGestureRecognizer,
                    shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
                ) -> Bool {
                    !(otherGestureRecognizer.view is UIScrollView)
                        && !Self.isEdgeBackSwipe(otherGestureRecognizer)
                        && !Self.isContentBackSwipe(otherGestureRecognizer)
                }

                func gestureRecognizer(
                    _ gestureRecognizer: UIGestureRecognizer,
                    shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer
                ) -> Bool {
                    Self.isEdgeBackSwipe(otherGestureRecognizer)
                        || (Self.isContentBackSwipe(otherGestureRecognizer)
                            && !isHoldingIndicator())
                }

                func gestureRecognizer(
                    _ gestureRecognizer: UIGestureRecognizer,
                    shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer
                ) -> Bool {
                    Self.isContentBackSwipe(otherGestureRecognizer) && isHoldingIndicator()
                }

                /// A back swipe from the screen's edge: any screen-edge pan (the class UIKit
                /// documents for the system's edge swipes that start transitions), or the
                /// navigation controller's `interactivePopGestureRecognizer` whatever its
                /// class.
                private static func isEdgeBackSwipe(_ recognizer: UIGestureRecognizer) -> Bool {
                    recognizer is UIScreenEdgePanGestureRecognizer
                        || recognizer
                            === navigationController(around: recognizer)?
                            .interactivePopGestureRecognizer
                }

                /// The navigation controller's back swipe from its content (iOS 26 and later;
                /// the iOS 26 SDK declares it, and ships SwiftUI 7), compared by identity:
                /// Apple declares it only as a `UIGestureRecognizer`.
                private static func isContentBackSwipe(_ recognizer: UIGestureRecognizer)
                    -> Bool
                {
                    #if canImport(SwiftUI, _version: 7.0)
                        if #available(iOS 26.0, *), OSAvailability.iOS26 {
                            return recognizer
                                === navigationController(around: recognizer)?
                                .interactiveContentPopGestureRecognizer
                        }
                    #endif
                    return false
                }

                /// The navigation controller of the view a recognizer is attached to: the
                /// nearest view controller up its responder chain, or that controller's.
                /// The back swipes are on the navigation controller's view, whose next
                /// responder is the navigation controller.
                private static func navigationController(
                    around recognizer: UIGestureRecognizer
                ) -> UINavigationController? {
                    var responder: UIResponder? = recognizer.view
                    while let current = responder {
                        if let controller = current as? UIViewController {
                            return controller as? UINavigationController
                                ?? controller.navigationController
                        }
                        responder = current.next
                    }
                    return nil
                }
            }

            func makeCoordinator(converter: CoordinateSpaceConverter) -> Coordinator {
                Coordinator()
            }

            func makeUIGestureRecognizer(context: Context) -> UIPanGestureRecognizer {
                let pan = UIPanGestureRecognizer(target: nil, action: nil)
                pan.delegate = context.coordinator
                updateUIGestureRecognizer(pan, context: context)
                return pan
            }

            func updateUIGestureRecognizer(
                _ recognizer: UIPanGestureRecognizer, context: Context
            ) {
                let pointer = pointer
                context.coordinator.mayBegin = { translation in
                    pointer.indicatorDragMayBegin(
                        dx: Double(translation.x), dy: Double(translation.y))
                }
                context.coordinator.isHoldingIndicator = { pointer.isHoldingIndicator }
            }

            func handleUIGestureRecognizerAction(
                _ recognizer: UIPanGestureRecognizer, context: Context
            ) {
                let location = context.converter.localLocation
                switch recognizer.state {
                case .began, .changed:
                    let translation = context.converter.localTranslation ?? .zero
                    let start = CGPoint(
                        x: location.x - translation.x, y: location.y - translation.y)
                    pointer.indicatorDragChanged(index, start: start, location: location)
                case .ended:
                    pointer.indicatorDragEnded(index, location: location)
                case .cancelled, .failed:
                    pointer.indicatorDragCancelled()
                default:
                    break
                }
            }
        }
    #endif

    /// `sensoryFeedback(.selection, trigger:)` where the OS has it (iOS 17, macOS 14,
    /// watchOS 10, visionOS 1); nothing elsewhere, and nothing on tvOS (no touches).
    struct SelectionHaptic: ViewModifier {
        let trigger: Int

        func body(content: Content) -> some View {
            #if os(tvOS)
                content
            #else
                if #available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *),
                    OSAvailability.iOS17
                {
                    content.sensoryFeedback(.selection, trigger: trigger)
                } else {
                    content
                }
            #endif
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

    extension SegmentedControl {
        /// Runs an action when the user taps the segment that is already selected, as apps do
        /// to scroll a page to the top. The action receives the item's `id`, typed as the
        /// control's own selection (`Item.ID`: the index for the titles initialiser, the
        /// value for the value initialisers), so an action for another type does not compile.
        ///
        /// ```swift
        /// SegmentedControl(selection: $tab, items: tabs) { Text($0.title) }
        ///     .onSegmentReselect { id in scrollToTop(id) }  // id: Tab.ID
        ///     .segmentedControlStyle(.underline)
        /// ```
        ///
        /// Apply it to the control itself, before other modifiers (it returns the control).
        /// A second call replaces the first action. Under ``SystemSegmentedControlStyle`` it
        /// never runs: the system picker reports no reselection.
        ///
        /// - Parameter action: Called with the reselected item's `id`.
        /// - Returns: The same control, with the action.
        public func onSegmentReselect(
            perform action: @escaping @MainActor (Item.ID) -> Void
        ) -> SegmentedControl {
            var control = self
            control.reselectAction = action
            return control
        }
    }

    extension View {
        /// The reselect action is a method of ``SegmentedControl``, typed by the control's
        /// own selection; applied to any other view (a container, or the control after
        /// another modifier), it would receive ids it cannot check, so it does not compile.
        ///
        /// ```swift
        /// SegmentedControl(selection: $tab, items: tabs) { Text($0.title) }
        ///     .onSegmentReselect { (id: Tab.ID) in scrollToTop(id) }
        /// ```
        @available(
            *, unavailable,
            message:
                "apply onSegmentReselect to the SegmentedControl itself, before other modifiers; its action takes the control's id type"
        )
        public func onSegmentReselect<ID: Hashable>(
            perform action: @escaping @MainActor (ID) -> Void
        ) -> Never {
            fatalError("unavailable")
        }
    }
#endif

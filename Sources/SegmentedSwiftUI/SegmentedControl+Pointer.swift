#if canImport(SwiftUI)
    import SegmentedCore
    import SwiftUI
    #if canImport(QuartzCore)
        import QuartzCore
    #endif
    // `UIGestureRecognizerRepresentable` is in SDKs whose SwiftUI is 6.0 or later (iOS 18,
    // Mac Catalyst 18); built with an older SDK the indicator uses the `DragGesture`, as apps
    // built with it get the iOS 17 gesture behaviour on iOS 18 too.
    #if canImport(SwiftUI, _version: 6.0) && canImport(UIKit) && !os(tvOS) && !os(visionOS)
        import UIKit
    #endif

    // Touches on the bar reach the core's InteractionMachine, the same machine the UIKit
    // control and the terminal demo feed; its effects come back as a pressed segment, a
    // binding write (through the control's one select function), a live indicator position,
    // the reselect action and the selection haptic. What the control owns (the arrangement
    // placed last, the selection, whether it is enabled) reaches the machine as a context
    // with every event.
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
    //   turn of the main queue or a later one. `SegmentPlacedArrangement.finishTouch(at:button:followsContent:)`
    //   notes the first, with the segment pressed; that segment's action within
    //   `sameTouchWindow` uses the note up and selects nothing.
    // - A `GeometryReader` behind the bar reports its origin in the `.global` space as the
    //   machine's `.contentMoved`: a press whose content a scroll carries selects nothing,
    //   whatever the platform told the button.
    // Locations are in leading space: a region's own x is mirrored in right-to-left layouts
    // (SwiftUI mirrors what the layout places, not a gesture's locations).
    // The segment labels stay buttons for VoiceOver, keyboard and focus but take no touches.
    // tvOS has no touches: there the label buttons take the focus engine's presses.

    /// The arrangement the bar's layout placed last, in leading space, recorded by
    /// `SegmentedBarLayout.placeSubviews` and read by the bar's touches: one arrangement per
    /// bar, the one drawn. A reference that SwiftUI does not observe, so recording it during
    /// layout invalidates nothing, and the touches read it after the bar was placed.
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
        private var storedDragDeclined = false
        private var storedFinished: FinishedTouch?
        private var storedPressedButton: Int?

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
        /// Whether the indicator's recognizer holds the touch: the segment button's own end
        /// of the press then says nothing.
        var isInDrag: Bool {
            get { locked { storedIsInDrag } }
            set { locked { storedIsInDrag = newValue } }
        }
        /// Whether the indicator's drag was declined for this touch (its first movement did
        /// not run along the bar): decided once, as UIKit asks a recognizer once whether it
        /// may begin, so a vertical start that turns sideways stays the scroll's.
        var isDragDeclined: Bool {
            get { locked { storedDragDeclined } }
            set { locked { storedDragDeclined = newValue } }
        }

        /// The segment whose button this touch pressed (or whose region the indicator's
        /// recognizer began on), or `nil` before one did.
        var pressedButton: Int? {
            get { locked { storedPressedButton } }
            set { locked { storedPressedButton = newValue } }
        }

        /// Notes that this touch is over for the bar at `time`: the indicator's recognizer
        /// ended it (the release was the drag's), or the machine cancelled its press (the
        /// bar's content moved with a scroll, the recognizer was taken away, the drag turned
        /// vertical). The action of `button` for the same lift, which may come before or
        /// after this in the same turn of the main queue or in a later one (Apple documents
        /// no order), then selects nothing (`takeFinishedTouch(at:button:)`). A cancel's note
        /// `followsContent`: the scroll that took the touch may go on moving the bar.
        func finishTouch(at time: Double, button: Int?, followsContent: Bool) {
            locked {
                storedFinished = FinishedTouch(
                    time: time, button: button, followsContent: followsContent)
            }
        }

        /// The bar's content moved at `time`: a cancelled touch whose scroll goes on moving
        /// the content stays this touch's, so its late action (iOS 18.0–18.2 reports one
        /// after the scroll in a sheet) still selects nothing. A drag's note does not follow
        /// the content: the bar scrolling to show the new selection is not the finger's.
        func contentMoved(at time: Double) {
            locked {
                if let finished = storedFinished, finished.followsContent,
                    time - finished.time <= Self.sameTouchWindow
                {
                    storedFinished?.time = time
                }
            }
        }

        /// The action of `button` at `time`: whether it belongs to a touch that is already
        /// over (noted within `sameTouchWindow` before, for that button), and so selects
        /// nothing. The note is used up by an action of its button: one touch has at most
        /// one action, and a later touch's action must not inherit it (a quick tap in a
        /// scroll view presses and releases in one update, so its press may never be
        /// reported to clear it). Another button's action (another finger) leaves it.
        func takeFinishedTouch(at time: Double, button: Int) -> Bool {
            locked {
                guard let finished = storedFinished,
                    finished.button == nil || finished.button == button
                else { return false }
                storedFinished = nil
                return time - finished.time <= Self.sameTouchWindow
            }
        }

        /// A new press showed: a new touch, so what the last one did is forgotten.
        func forgetFinishedTouch() {
            locked { storedFinished = nil }
        }

        /// How long after a touch is over its button's action still belongs to it, in
        /// seconds: the recognizer's end and the button's action come from one lift, within
        /// a frame or two unless the main thread stalls (the selection it committed may
        /// redraw the app's content in between); tapping the same segment again takes a
        /// finger longer than this. Our estimate (Apple documents neither).
        static let sameTouchWindow = 0.3

        /// A touch that is over, whose button action may still come.
        private struct FinishedTouch {
            var time: Double
            let button: Int?
            let followsContent: Bool
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
        /// The segment shown pressed (the machine's highlight), or `nil`.
        var pressedIndex: Int?
        /// Counts committed selections, to trigger the selection haptic.
        var hapticTrigger = 0
        /// Whether a press holds the indicator: the bar's own scroll view does not scroll then.
        var isHoldingIndicator = false
        /// The glass indicator's lens, fed the same events (SegmentedControl+Lens.swift).
        var lens = SegmentLensDriver()
    }

    /// One bar's touches: translates what the segment buttons, the indicator's recognizer and
    /// the bar's movement report into the core's machine, and carries out its effects.
    struct SegmentPointer {
        @Binding var state: SegmentPointerState
        /// This bar's placed arrangement and machine.
        let placed: SegmentPlacedArrangement
        /// The selection as the control sees it now.
        let selection: SelectionModel
        /// Whether the control accepts touches.
        let isEnabled: Bool
        /// Whether the bar sits in its own horizontal scroll view (it does not fit).
        let barScrolls: Bool
        /// How the indicator travels back or on to a segment after a drag.
        let animation: Animation?
        let layoutDirection: SwiftUI.LayoutDirection
        let reduceMotion: Bool
        /// The glass of the style's design, if any (the lens is fed only then).
        let glass: GlassStyle?
        /// The control's one select function: writes the binding for a committed selection.
        let commit: @MainActor (Int) -> Void
        /// Reports a tap on the selected segment.
        let reselect: @MainActor (Int) -> Void

        /// A segment button's pressed state changed.
        @MainActor
        func pressChanged(_ index: Int, isPressed: Bool) {
            if isPressed {
                placed.forgetFinishedTouch()
                placed.isDragDeclined = false
                placed.pressedButton = index
                guard let centre = centre(of: index) else { return }
                feed(.began(centre, time: now))
            } else if !placed.isInDrag {
                // A press that ends without its action was taken away (a scroll, the finger
                // leaving the segment); after the action there is no press left to cancel.
                feed(.cancelled(time: now))
            }
        }

        /// A segment button's action: the release of a tap on it.
        @MainActor
        func activated(_ index: Int) {
            placed.isDragDeclined = false
            guard !placed.isInDrag, !placed.takeFinishedTouch(at: now, button: index),
                let centre = centre(of: index)
            else { return }
            // The press may already have ended (the order of the action and the pressed
            // state's change is not documented): a release needs a press.
            if !(placed.interaction?.isTracking ?? false) {
                placed.pressedButton = index
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
            (placed.interaction ?? InteractionMachine()).mayBeginIndicatorDrag(
                dx: dx, dy: dy, requiresHold: barScrolls)
        }

        /// The indicator's recognizer began: the press starts again where the finger went
        /// down (the segment's centre was a stand-in for it), then follows the finger.
        /// Points are in the region's own space.
        @MainActor
        func indicatorDragChanged(_ index: Int, start: CGPoint, location: CGPoint) {
            guard let current = leading(location, in: index) else { return }
            if !placed.isInDrag {
                // The `DragGesture` has no delegate to ask: the same rule decides here, once.
                guard !placed.isDragDeclined else { return }
                guard
                    indicatorDragMayBegin(
                        dx: Double(location.x - start.x), dy: Double(location.y - start.y)),
                    let origin = leading(start, in: index)
                else {
                    placed.isDragDeclined = true
                    return
                }
                placed.isInDrag = true
                placed.pressedButton = index
                feed(.began(origin, time: now))
            }
            feed(.moved(current, time: now))
        }

        /// The indicator's recognizer ended with the finger at `location` (region space).
        @MainActor
        func indicatorDragEnded(_ index: Int, location: CGPoint) {
            placed.isDragDeclined = false
            guard placed.isInDrag else { return }
            placed.isInDrag = false
            feed(.ended(leading(location, in: index) ?? Point(x: .nan, y: .nan), time: now))
            placed.finishTouch(at: now, button: index, followsContent: false)
        }

        /// The indicator's recognizer was cancelled.
        @MainActor
        func indicatorDragCancelled() {
            placed.isDragDeclined = false
            guard placed.isInDrag else { return }
            placed.isInDrag = false
            feed(.cancelled(time: now), cancelsTheTouch: true)
        }

        /// The bar's origin in the global space moved (or was first read).
        @MainActor
        func contentMoved(to origin: CGPoint) {
            let time = now
            placed.contentMoved(at: time)
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

        /// Seconds on the media clock (Core Animation's, which the system's touches are
        /// stamped with); the machine only keeps times ordered, the placed arrangement
        /// measures `SegmentPlacedArrangement.sameTouchWindow` with them.
        private var now: Double {
            #if canImport(QuartzCore)
                CACurrentMediaTime()
            #else
                ProcessInfo.processInfo.systemUptime
            #endif
        }

        /// Feeds one event; `cancelsTheTouch` marks a cancel the platform sent for the whole
        /// touch (not a segment button's own end of its press).
        @MainActor
        private func feed(_ event: InteractionMachine.Event, cancelsTheTouch: Bool = false) {
            let arrangement = placed.arrangement ?? .empty
            var machine = placed.interaction ?? InteractionMachine()
            let context = InteractionMachine.Context(
                arrangement: arrangement, selection: selection, isEnabled: isEnabled,
                yieldsVerticalDrags: true)
            let wasTracking = machine.isTracking
            let effects = machine.handle(event, in: context)
            placed.interaction = machine
            if wasTracking, !machine.isTracking, cancelsTheTouch || !event.isCancelOrRelease {
                placed.finishTouch(at: now, button: placed.pressedButton, followsContent: true)
            }
            // Only glass designs keep a lens; others write no state for it. The bar's origin
            // moves on every scroll frame, so it reaches the lens only while a press is tracked
            // there (then it may cancel it).
            let lensTracks = state.lens.lens?.interaction.isTracking ?? false
            if glass != nil || state.lens.lens != nil, !event.isContentMove || lensTracks {
                state.lens.feed(event, in: context, glass: glass, reduceMotion: reduceMotion)
            }
            if state.isHoldingIndicator != machine.isHoldingIndicator {
                state.isHoldingIndicator = machine.isHoldingIndicator
            }
            for effect in effects { perform(effect) }
        }

        @MainActor
        private func perform(_ effect: InteractionMachine.Effect) {
            switch effect {
            case .highlight(let index):
                if state.pressedIndex != index { state.pressedIndex = index }
            case .clearSelection:
                // This control is never momentary.
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

        /// Whether this is a release or a cancel (rather than a move of the pointer or of
        /// the content, after which a press that ends was cancelled by the machine's rules).
        fileprivate var isCancelOrRelease: Bool {
            switch self {
            case .ended, .cancelled: true
            default: false
            }
        }
    }

    /// The bar's movement and its haptic: a `GeometryReader` behind it reports its origin in
    /// the global space (a scroll of the bar or of anything around it moves it).
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
                    .modifier(SelectionHaptic(trigger: pointer.state.hapticTrigger))
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

            /// Answers the pan's delegate questions (Apple's reply on FB14688465 prescribes
            /// deciding here):
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
                context.coordinator.isHoldingIndicator = {
                    pointer.placed.interaction?.isHoldingIndicator ?? false
                }
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
    /// watchOS 10, visionOS 1); nothing elsewhere.
    private struct SelectionHaptic: ViewModifier {
        let trigger: Int

        func body(content: Content) -> some View {
            if #available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *),
                OSAvailability.iOS17
            {
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

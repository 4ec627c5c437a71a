#if canImport(SwiftUI)
    import SegmentedCore
    import SwiftUI
    #if canImport(QuartzCore)
        import QuartzCore
    #endif

    /// What a ``SegmentedControl`` keeps for its identity: its one core machine
    /// (`ControlMachine`), the arrangement its bar placed last, and what the platform told
    /// it about the touch under way. A reference held in `@State` and never replaced, so
    /// SwiftUI does not observe it: feeding the machine (every scroll frame reports the bar's
    /// origin) redraws nothing. What the views draw from the machine the control publishes
    /// itself, each piece read only by the view that draws it (SegmentedControl.swift, `publish`).
    @MainActor
    final class SegmentedControlModel {
        /// Every decision the control makes, for every input: touches, VoiceOver, keys, the
        /// system picker's taps, and the host's changes; unused while a ``host`` holds the
        /// control's machine.
        private var machine = ControlMachine<Int>()
        /// What holds the control's machine instead of the control (a pager holds its
        /// header's), from the environment (`segmentedControlMachineHost`); `nil` for a
        /// control on its own. Weak: the host keeps how the control carries out effects,
        /// which holds this model.
        weak var host: (any SegmentedControlMachineHost)?
        /// What the bar's layout placed last: the arrangement touches are hit-tested against
        /// and every event's context carries.
        let placed = SegmentPlacedArrangement()
        /// The touch under way, as the platform reported it in pieces.
        let touch = SegmentTouchNotes()
        /// What the host's changes asked of views outside the body (VoiceOver's focus, the
        /// lens), handled while the body was evaluated and carried out after the update.
        private(set) var deferred: [ControlMachine<Int>.Effect] = []
        /// Counts the evaluations that brought the machine in line with a change of the
        /// host's, so the update after one carries out ``deferred``.
        private(set) var hostChanges = 0
        /// The lens the glass indicator reads, made once (see ``lensSource(_:)``).
        private var madeLensSource: SegmentLensSource?
        /// The Reduce Motion cross-fade under way, if any (SegmentCrossFade.swift,
        /// ``crossFade(selected:travels:reduceMotion:at:)``).
        var crossFadeShown: IndicatorCrossFade?
        /// The selection the cross-fade last saw; `nil` before the control's first body.
        var fadeFollowedSelection: ShownSelection?
        /// Where a finger let go of the indicator it dragged, for the cross-fade that its
        /// selection starts; used up by the next body.
        var releasedIndicatorPosition: Double?

        nonisolated init() {}

        /// Hands the machine one event with the control's context.
        ///
        /// - Returns: The effects, in order.
        func handle(_ event: ControlMachine<Int>.Event, in context: ControlMachine<Int>.Context)
            -> [ControlMachine<Int>.Effect]
        {
            if let host { return host.handle(event, in: context, at: Self.now) }
            return machine.handle(event, in: context, at: Self.now)
        }

        /// The press and drag under way, as the machine tracks them.
        var interaction: InteractionMachine {
            if let host { return host.interaction }
            return machine.interaction
        }
        /// The glass lens, or `nil` for a style without one.
        var lens: LensMachine? {
            if let host { return host.lens }
            return machine.lens
        }
        /// VoiceOver's elements, one per segment, named by index.
        var elements: [SegmentAccessibilityElement<Int>] {
            if let host { return host.elements }
            return machine.accessibility.elements
        }
        /// The segment VoiceOver's focus is on, as the machine last heard.
        var focusedIndex: Int? {
            if let host { return host.focusedIndex }
            return machine.accessibility.focusedIndex
        }

        /// Brings the machine in line with what the host holds now (the core's
        /// `ControlMachine.follow(_:in:at:)`). Called while the control's body is evaluated,
        /// so what the body reads (the accessibility elements) is the host's; the effects that
        /// need views outside the body wait in ``deferred``.
        ///
        /// - Complexity: O(n) in the number of segments.
        func follow(_ host: ControlMachine<Int>.Host, in context: ControlMachine<Int>.Context) {
            let followed: [ControlMachine<Int>.Effect]?
            if let machineHost = self.host {
                followed = machineHost.follow(host, in: context, at: Self.now)
            } else {
                followed = machine.follow(host, in: context, at: Self.now)
            }
            guard let effects = followed else { return }
            deferred += effects
            hostChanges &+= 1
        }

        /// The effects ``follow(_:in:)`` left for after the update, handed over once.
        func takeDeferred() -> [ControlMachine<Int>.Effect] {
            defer { deferred = [] }
            return deferred
        }

        /// The source the glass indicator reads the published lens from, made by `make` the
        /// first time: the same object in the environment whenever the control is evaluated
        /// again, so the indicator is not.
        func lensSource(_ make: () -> SegmentLensSource) -> SegmentLensSource {
            if let madeLensSource { return madeLensSource }
            let made = make()
            madeLensSource = made
            return made
        }

        /// Seconds on the media clock (Core Animation's, which the system's touches are
        /// stamped with, and the lens is drawn on); the machine only keeps times ordered, the
        /// touch notes measure `SegmentTouchNotes.sameTouchWindow` with them.
        nonisolated static var now: Double {
            #if canImport(QuartzCore)
                CACurrentMediaTime()
            #else
                ProcessInfo.processInfo.systemUptime
            #endif
        }
    }

    /// What holds a ``SegmentedControl``'s machine in its place: a pager holds its header's
    /// (the core's `PagerMachine` composes the header's `ControlMachine`, with the committed
    /// page as the one selection). The control speaks to it as to its own machine, naming
    /// segments by index; the host names them its own way and decides what a selection
    /// means. Handed to the control in the environment (`segmentedControlMachineHost`).
    @MainActor
    protocol SegmentedControlMachineHost: AnyObject {
        /// The press and drag under way.
        var interaction: InteractionMachine { get }
        /// The glass lens.
        var lens: LensMachine? { get }
        /// VoiceOver's elements, named by index.
        var elements: [SegmentAccessibilityElement<Int>] { get }
        /// The segment VoiceOver's focus is on.
        var focusedIndex: Int? { get }
        /// Handles one of the control's events; returns the effects the control carries out.
        func handle(
            _ event: ControlMachine<Int>.Event, in context: ControlMachine<Int>.Context,
            at time: Double
        ) -> [ControlMachine<Int>.Effect]
        /// Takes how the control carries out effects the host's own events make (the
        /// control as it was last evaluated).
        func attach(_ perform: @escaping ([ControlMachine<Int>.Effect]) -> Void)
        /// Brings the machine in line with what the control holds now (the core's
        /// `ControlMachine.follow(_:in:at:)`); `nil` when it already followed everything.
        func follow(
            _ host: ControlMachine<Int>.Host, in context: ControlMachine<Int>.Context,
            at time: Double
        ) -> [ControlMachine<Int>.Effect]?
    }

    private struct SegmentedControlMachineHostKey: EnvironmentKey {
        static var defaultValue: (any SegmentedControlMachineHost)? { nil }
    }

    extension EnvironmentValues {
        /// What holds the machine of a ``SegmentedControl`` below (a pager's header).
        var segmentedControlMachineHost: (any SegmentedControlMachineHost)? {
            get { self[SegmentedControlMachineHostKey.self] }
            set { self[SegmentedControlMachineHostKey.self] = newValue }
        }
    }

    /// The arrangement the bar's layout placed last, in leading space, recorded by
    /// `SegmentedBarLayout.placeSubviews` and read by the bar's touches and the machine's
    /// context: the bar drawn (of the `ViewThatFits`'s two bars, SwiftUI places only the one
    /// it shows). A reference that SwiftUI does not observe, so recording it during layout
    /// invalidates nothing.
    ///
    /// Sendable because the layout that holds it is (`Layout` is `Sendable` in the iOS 26
    /// SDK) and Apple does not document on which thread a layout runs: every access takes the
    /// lock.
    final class SegmentPlacedArrangement: @unchecked Sendable {
        private let lock = NSLock()
        private var storedArrangement: Arrangement?
        private var storedWidth = 0.0

        /// The arrangement, or `nil` before the bar was first placed.
        var arrangement: Arrangement? { locked { storedArrangement } }
        /// The bar's width when placed, to mirror right-to-left touches into leading space.
        var width: Double { locked { storedWidth } }

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

    /// What the platform told the control about the touch under way, which reaches it in
    /// pieces: a segment button's press and action, the indicator's recognizer, the bar's
    /// movement. They say how the platform's callbacks map onto one touch of the machine's;
    /// what the touch does is the machine's.
    @MainActor
    final class SegmentTouchNotes {
        /// Whether the indicator's recognizer holds the touch: the segment button's own end
        /// of the press then says nothing.
        var isInDrag = false
        /// Whether the indicator's drag was declined for this touch (its first movement did
        /// not run along the bar): asked once, as UIKit asks a recognizer once whether it
        /// may begin, so a vertical start that turns sideways stays the scroll's.
        var isDragDeclined = false
        /// The segment whose button this touch pressed (or whose region the indicator's
        /// recognizer began on), or `nil` before one did.
        var pressedButton: Int?
        private var finished: FinishedTouch?

        nonisolated init() {}

        /// Notes that this touch is over for the bar at `time`: the indicator's recognizer
        /// ended it (the release was the drag's), or the machine cancelled its press (the
        /// bar's content moved with a scroll, the recognizer was taken away, the drag turned
        /// vertical). The action of `button` for the same lift, which may come before or
        /// after this in the same turn of the main queue or in a later one (Apple documents
        /// no order), then selects nothing (`takeFinishedTouch(at:button:)`). A cancel's note
        /// `followsContent`: the scroll that took the touch may go on moving the bar.
        func finishTouch(at time: Double, button: Int?, followsContent: Bool) {
            finished = FinishedTouch(time: time, button: button, followsContent: followsContent)
        }

        /// The bar's content moved at `time`: a cancelled touch whose scroll goes on moving
        /// the content stays this touch's, so its late action (iOS 18.0–18.2 reports one
        /// after the scroll in a sheet) still selects nothing. A drag's note does not follow
        /// the content: the bar scrolling to show the new selection is not the finger's.
        func contentMoved(at time: Double) {
            if let note = finished, note.followsContent,
                time - note.time <= Self.sameTouchWindow
            {
                finished?.time = time
            }
        }

        /// The action of `button` at `time`: whether it belongs to a touch that is already
        /// over (noted within `sameTouchWindow` before, for that button), and so selects
        /// nothing. The note is used up by an action of its button: one touch has at most
        /// one action, and a later touch's action must not inherit it (a quick tap in a
        /// scroll view presses and releases in one update, so its press may never be
        /// reported to clear it). Another button's action (another finger) leaves it.
        func takeFinishedTouch(at time: Double, button: Int) -> Bool {
            guard let finished, finished.button == nil || finished.button == button else {
                return false
            }
            self.finished = nil
            return time - finished.time <= Self.sameTouchWindow
        }

        /// A new press showed: a new touch, so what the last one did is forgotten.
        func forgetFinishedTouch() {
            finished = nil
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
    }

#endif

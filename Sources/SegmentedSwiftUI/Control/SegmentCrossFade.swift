#if canImport(SwiftUI)
    import SegmentedCore
    import SwiftUI

    // Reduce Motion as the system does it: a change of selection that would travel
    // cross-fades (the core's IndicatorTransition.crossFade). The indicator is placed at the new
    // selection at once and fades in there while a second indicator, placed by the bar's layout
    // at the position the indicator was shown at (its own role, `.outgoingIndicator(at:)`),
    // fades out; the titles' selected look fades between the two segments in place. Every
    // number is the core's IndicatorCrossFade over Motion.reducedMotionCrossFade, sampled on
    // each frame of a `TimelineView` that runs only while a fade does, on the clock the glass
    // lens is drawn on, so nothing is ever drawn between the two segments and the lens (placed
    // at once by the core's LensMachine under Reduce Motion) neither lifts nor stretches.
    //
    // Not a `.transition(.opacity)` on an indicator whose `id` changes: SwiftUI keeps a removed
    // view among a `Layout`'s subviews while its removal transition runs, with the layout
    // values it had, and this bar places the indicator by role at the position, so the
    // departing indicator would be drawn at the new segment, or travel with the position; and
    // a transition's timing is SwiftUI's, not the core's, so the titles could not follow it on
    // the same frame. The departing indicator here is an ordinary subview with its own role
    // and position, inserted and removed outside any animation (the control's
    // `.animation(nil, value:)` for the selection, the timeline's own frames).

    /// A running cross-fade on one frame: what the bar draws.
    struct SegmentCrossFadeFrame: Equatable {
        /// The fade, as the control started it.
        let fade: IndicatorCrossFade
        /// The frame's time on the fade's clock.
        let time: Double

        /// The frame of `fade` at `time`, or `nil` once it is over (the new look alone shows).
        init?(_ fade: IndicatorCrossFade, at time: Double) {
            guard !fade.isFinished(at: time) else { return nil }
            self.fade = fade
            self.time = time
        }

        /// Where the outgoing indicator is placed: the position the indicator was shown at.
        var from: Double { fade.from }
        /// The opacity of the indicator at the selection.
        var incomingOpacity: Double { fade.incomingOpacity(at: time) }
        /// The opacity of the indicator fading out at ``from``.
        var outgoingOpacity: Double { fade.outgoingOpacity(at: time) }

        /// The emphasis of segment `index`'s title on this frame.
        func emphasis(of index: Int, count: Int) -> Double {
            fade.emphasis(of: index, count: count, at: time)
        }
    }

    /// Redraws its content on every display frame while a cross-fade runs, with the fade's
    /// frame, and not at all otherwise: a `TimelineView` on the animation schedule, paused when
    /// there is no fade or it is over. SwiftUI fixes a timeline's schedule when the view is
    /// made, so the frame that sees the fade end writes a state of this view, whose body then
    /// makes the timeline again, paused.
    struct SegmentCrossFadeTimeline<Content: View>: View {
        /// The fade the control started, if any (finished or not).
        let fade: IndicatorCrossFade?
        /// The content for a frame of the fade, or for no fade.
        let content: @MainActor (SegmentCrossFadeFrame?) -> Content
        /// The clock the fade was started on (the glass lens's).
        @Environment(\.segmentedLensClock) private var clock
        /// Counts the frames that saw a fade end.
        @State private var fadesEnded = 0

        init(
            fade: IndicatorCrossFade?,
            @ViewBuilder content: @escaping @MainActor (SegmentCrossFadeFrame?) -> Content
        ) {
            self.fade = fade
            self.content = content
        }

        var body: some View {
            let isRunning = fade.map { !$0.isFinished(at: clock.now()) } ?? false
            TimelineView(.animation(minimumInterval: nil, paused: !isRunning)) { _ in
                let frame = fade.flatMap { SegmentCrossFadeFrame($0, at: clock.now()) }
                content(frame)
                    .onValueChange(of: frame != nil) { running in
                        if !running { fadesEnded &+= 1 }
                    }
            }
        }
    }

    extension SegmentedControlModel {
        /// The cross-fade to draw now, started when the selection changed since the last call
        /// and the core's `IndicatorTransition` says it cross-fades: from where the indicator
        /// was shown (the previous selection, the position a finger let go of it at, or a fade
        /// under way, at its opacity) to the selection. `nil` at rest, after the fade, and for
        /// a change that travels or jumps. Called while the control's body is evaluated, like
        /// `follow(_:in:)`: the model is not observed, so this invalidates nothing.
        ///
        /// - Parameters:
        ///   - selected: The selection shown now.
        ///   - travels: Whether the change would travel without Reduce Motion (the design
        ///     moves and no pager drives the position).
        ///   - reduceMotion: The environment's Reduce Motion.
        ///   - now: The time on the clock the fade is drawn on.
        func crossFade(selected: Int?, travels: Bool, reduceMotion: Bool, at now: Double)
            -> IndicatorCrossFade?
        {
            defer {
                fadeFollowedSelection = ShownSelection(index: selected)
                releasedIndicatorPosition = nil
            }
            if let followed = fadeFollowedSelection, followed.index != selected {
                let transition = IndicatorTransition(
                    from: followed.index, to: selected, animated: travels,
                    reduceMotion: reduceMotion)
                if transition == .crossFade, let old = followed.index, let selected {
                    let shownOpacity = crossFadeShown.flatMap {
                        SegmentCrossFadeFrame($0, at: now)?.incomingOpacity
                    }
                    crossFadeShown = IndicatorCrossFade(
                        from: releasedIndicatorPosition ?? Double(old), to: selected, at: now,
                        fromOpacity: shownOpacity ?? 1)
                } else {
                    crossFadeShown = nil
                }
            }
            if let fade = crossFadeShown, fade.isFinished(at: now) { crossFadeShown = nil }
            return crossFadeShown
        }
    }

#endif

#if canImport(UIKit) && !os(watchOS)
    import QuartzCore
    import SegmentedCore
    import UIKit

    // Reduce Motion as the system does it: a change of selection that would travel
    // cross-fades (the core's IndicatorTransition.crossFade). The indicator is placed at the new
    // selection at once and fades in there, while a second indicator view, at the frame where
    // the indicator was shown, fades out; the two titles' selected look fades between them. The
    // core's IndicatorCrossFade gives every number (the opacities, each title's emphasis) over
    // Motion.reducedMotionCrossFade, sampled on the control's one display link like every other
    // motion, so the indicator is never drawn between the two segments, nothing lifts and
    // nothing stretches (the glass lens is placed at once under Reduce Motion by the core's
    // LensMachine).
    //
    // Not `UIView.transition(with:duration:options:animations:)` with
    // `.transitionCrossDissolve`: it dissolves a container's *content* between two states, so
    // the indicator (one view whose frame changes) would need a container covering the whole
    // bar, with the titles and the glass inside it; it runs on Core Animation's clock, not the
    // control's display link, so the lens and the titles' emphasis could not follow it on the
    // same frame; and the harness could not see it happen.
    extension SegmentedTabControl {
        /// Starts a cross-fade to `target` from where the indicator is shown now (mid-travel
        /// or mid-fade included, at the opacity shown), places the indicator there at once,
        /// and runs the frame clock until the fade ends.
        ///
        /// - Parameter target: The new selection.
        func beginCrossFade(to target: Int) {
            let now = presentationTime
            let shownOpacity: Double
            if indicatorView.isHidden {
                shownOpacity = 0
            } else {
                shownOpacity = crossFade?.incomingOpacity(at: now) ?? 1
            }
            crossFade = IndicatorCrossFade(
                from: animator.position(at: now), to: target, at: now, fromOpacity: shownOpacity)
            animator.jump(to: Double(target))
            startDisplayLinkIfNeeded()
        }

        /// Whether the cross-fade, if any, still shows at `time` for the position shown: it
        /// ends when it is over, and when anything else has moved the indicator since it began
        /// (a pager's position, a drag, a selection placed at once, the segments changing).
        func isCrossFadeRunning(showing position: Double, at time: Double) -> Bool {
            guard let fade = crossFade else { return false }
            return !fade.isFinished(at: time) && position == Double(fade.to)
                && selection.selectedIndex == fade.to && !arrangement.isEmpty
        }

        /// Draws the running cross-fade for `time`, after the position was shown: the indicator
        /// (and the glass lens) at the selection with the incoming opacity, the outgoing copy
        /// where the indicator was with the outgoing one, and the titles of both ends with the
        /// fade's emphasis.
        ///
        /// - Parameter time: The frame's time.
        func showCrossFade(at time: Double) {
            guard let fade = crossFade else { return }
            let incoming = CGFloat(fade.incomingOpacity(at: time))
            let outgoing = CGFloat(fade.outgoingOpacity(at: time))
            indicatorView.alpha = incoming
            let frame = arrangement.indicatorFrame(at: fade.from)
            outgoingIndicatorView.isHidden = indicatorView.isHidden
            outgoingIndicatorView.frame = CGRect(frame)
            outgoingIndicatorView.alpha = outgoing
            outgoingIndicatorView.backgroundColor = indicatorView.backgroundColor
            outgoingIndicatorView.layer.cornerRadius = arrangement.indicator.cornerRadius(
                fitting: frame.size)
            if let glass = glassIndicator {
                glass.alpha = incoming
                let ghost = outgoingGlass(like: glass)
                ghost.isHidden = glass.isHidden
                ghost.show(lens: nil, at: time, restingFrame: CGRect(frame))
                ghost.alpha = outgoing
            }
            // The titles: the old one's selected look fades as the new one's comes, in place.
            let count = segmentViews.count
            var indices: Set<Int> = [fade.to]
            if let span = arrangement.emphasisSpan(at: fade.from) {
                indices.formUnion([span.lower, span.upper])
            }
            for index in indices {
                colourTitle(index, emphasis: fade.emphasis(of: index, count: count, at: time))
            }
        }

        /// Ends the cross-fade at once: the outgoing copies go, the indicator and the lens are
        /// opaque. The caller shows the position again, every title included.
        func finishCrossFade() {
            guard crossFade != nil else { return }
            crossFade = nil
            outgoingIndicatorView.isHidden = true
            outgoingIndicatorView.alpha = 1
            outgoingGlassIndicator?.removeFromSuperview()
            outgoingGlassIndicator = nil
            indicatorView.alpha = 1
            glassIndicator?.alpha = 1
            appliedSpan = nil
        }

        /// The glass design's outgoing lens, made like the lens for the fade and kept until it
        /// ends, above the lens in the lens host.
        private func outgoingGlass(
            like glass: SegmentedGlassIndicatorView
        ) -> SegmentedGlassIndicatorView {
            if let ghost = outgoingGlassIndicator, ghost.design == glass.design {
                ghost.tint = glass.tint
                return ghost
            }
            outgoingGlassIndicator?.removeFromSuperview()
            let ghost = SegmentedGlassIndicatorView(
                design: glass.design, usesSystemGlass: glass.usesSystemGlass)
            ghost.tint = glass.tint
            lensHostView.addSubview(ghost)
            outgoingGlassIndicator = ghost
            return ghost
        }
    }
#endif

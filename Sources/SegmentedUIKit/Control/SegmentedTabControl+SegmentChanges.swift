#if canImport(UIKit) && !os(watchOS)
    import QuartzCore
    import SegmentedCore
    import UIKit

    // An inserted or removed segment animates as the core's SegmentChangeTransition says,
    // sampled on the same display frames as the indicator: the control keeps what was on
    // screen at the change and the transition's progress (a PositionAnimator from 0 to 1 with
    // the configuration's motion), and each frame places the views where the transition puts
    // them for the arrangement laid out now.
    extension SegmentedTabControl {
        /// What is on screen now, to start a change from: every segment's content frame, and
        /// the indicator's frame when it shows. Lays out first, so segments added since the
        /// last layout pass start from their places, not from a zero frame.
        func shownSegmentFrames() -> (content: [Rect], indicator: Rect?) {
            layoutIfNeeded()
            return (
                segmentViews.map { Rect($0.shownFrame) },
                indicatorView.isHidden ? nil : Rect(indicatorView.frame)
            )
        }

        /// Starts animating a change of the segments from what was shown, when `animated`
        /// and on screen (the same rule as the indicator's `IndicatorTransition`); otherwise,
        /// and under Reduce Motion (the core's animator is then settled at once), the
        /// segments are simply placed at their new frames.
        ///
        /// - Parameters:
        ///   - change: What changed.
        ///   - shown: What ``shownSegmentFrames()`` returned before the change.
        ///   - departing: The removed segment's view, kept while it fades out.
        ///   - animated: Whether the app asked for animation.
        func beginSegmentChange(
            _ change: SegmentChangeTransition.Change,
            from shown: (content: [Rect], indicator: Rect?),
            departing: SegmentView?, animated: Bool
        ) {
            finishSegmentChange()
            guard animated, window != nil else { return }
            segmentChange = SegmentChangeTransition(
                change: change, startFrames: shown.content, startIndicatorFrame: shown.indicator)
            segmentChangeProgress = PositionAnimator(position: 0)
            segmentChangeProgress.animate(
                to: 1, motion: configuration.motion, at: presentationTime,
                reduceMotion: UIAccessibility.isReduceMotionEnabled)
            if let departing {
                contentView.addSubview(departing)
                departingSegmentView = departing
            }
            // Lays the new segments out now, so the change starts from what was shown, on
            // its way to the new arrangement.
            layoutIfNeeded()
            startDisplayLinkIfNeeded()
        }

        /// Places the segments (and the indicator, and a removed segment) where the running
        /// change puts them at a time, after the arrangement and the position have been shown;
        /// ends the change once it has settled.
        ///
        /// - Parameter time: The frame's time; now by default.
        func showSegmentChange(at time: CFTimeInterval? = nil) {
            guard let change = segmentChange else { return }
            let time = time ?? presentationTime
            if segmentChangeProgress.isSettled(at: time) {
                finishSegmentChange()
                return
            }
            let progress = segmentChangeProgress.position(at: time)
            for (index, view) in segmentViews.enumerated() where index < arrangement.count {
                let frame = change.frame(
                    ofSegment: index, target: arrangement.contentFrames[index], progress: progress)
                view.place(in: CGRect(frame))
                view.alpha = CGFloat(change.opacity(ofSegment: index, progress: progress))
            }
            if let departing = departingSegmentView,
                let frame = change.departingFrame(progress: progress)
            {
                departing.place(in: CGRect(frame))
                departing.alpha = CGFloat(change.departingOpacity(progress: progress))
            }
            if !indicatorView.isHidden {
                indicatorView.frame = CGRect(
                    change.indicatorFrame(target: Rect(indicatorView.frame), progress: progress))
            }
            refreshMagnifier()
            // The glass lens rests on the indicator as this frame placed it, not as the
            // arrangement will (SegmentedTabControl+Glass.swift).
            if glassIndicator != nil { showLens(at: time) }
        }

        /// Ends a running change at once: the removed segment's view goes, every segment is
        /// opaque at its frame in the arrangement.
        func finishSegmentChange() {
            departingSegmentView?.removeFromSuperview()
            departingSegmentView = nil
            guard segmentChange != nil else { return }
            segmentChange = nil
            for view in segmentViews { view.alpha = 1 }
            placeSegmentViews()
            showPosition(position, revealing: false)
        }

        /// Puts every segment's content where the arrangement says.
        func placeSegmentViews() {
            for (index, view) in segmentViews.enumerated() where index < arrangement.count {
                view.place(in: CGRect(arrangement.contentFrames[index]))
            }
            refreshMagnifier()
        }
    }

    extension SegmentView {
        /// The content frame the view was placed in (``place(in:)``), read back through
        /// `center` and `bounds`, which a title progress's scale leaves valid.
        var shownFrame: CGRect {
            CGRect(
                x: center.x - bounds.width / 2, y: center.y - bounds.height / 2,
                width: bounds.width, height: bounds.height)
        }
    }
#endif

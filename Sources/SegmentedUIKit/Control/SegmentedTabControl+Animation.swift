#if canImport(UIKit) && !os(watchOS)
    import QuartzCore
    import SegmentedCore
    import UIKit

    // The indicator moves by the core's PositionAnimator, sampled once per display frame. No
    // UIView animation is involved, so a new selection mid-flight simply retargets the
    // animator from the position on screen. The control has one display link, the one clock of
    // everything that moves: on each of its frames the indicator and the titles' emphasis are
    // shown for the frame's time (the core's frame state), then the glass lens for the same
    // time (the core's lens state), so none of them can lag a frame behind another; under
    // Reduce Motion the cross-fade runs on the same frames (SegmentedTabControl+CrossFade.swift).
    // Apple documents no order between two display links' callbacks in one frame.
    extension SegmentedTabControl {
        /// The time of the position on screen: the last frame's, or now when at rest.
        var presentationTime: CFTimeInterval {
            displayLink == nil ? CACurrentMediaTime() : max(CACurrentMediaTime(), lastFrameTime)
        }

        func startDisplayLinkIfNeeded() {
            guard displayLink == nil, let window else { return }
            let link = makeDisplayLink(for: window)
            link.add(to: .main, forMode: .common)
            lastFrameTime = CACurrentMediaTime()
            displayLink = link
        }

        /// The indicator no longer needs the frame clock: it stops, unless the glass lens still
        /// moves on it or a Reduce Motion cross-fade still runs on it.
        func stopDisplayLink() {
            guard isLensSettled(at: presentationTime), crossFade == nil else { return }
            invalidateDisplayLink()
        }

        /// Stops the frame clock, whatever still moves.
        private func invalidateDisplayLink() {
            displayLink?.invalidate()
            displayLink = nil
        }

        /// One display frame: show the position, then the lens, at the frame's time; stop once
        /// both are settled.
        func step(_ link: CADisplayLink) {
            let time = link.targetTimestamp
            lastFrameTime = time
            showPosition(
                animator.position(at: time), revealing: true, changedTitlesOnly: true, at: time)
            showSegmentChange(at: time)
            if animator.isSettled(at: time), segmentChange == nil, crossFade == nil,
                isLensSettled(at: time)
            {
                invalidateDisplayLink()
            }
        }

        /// The work of `didMoveToWindow()`: off screen the frame clock stops and the indicator
        /// settles; in a window the traits are read again.
        func handleDidMoveToWindow() {
            super.didMoveToWindow()
            if window != nil { traitsDidChange() }
            if window == nil, displayLink != nil {
                invalidateDisplayLink()
                animator.jump(to: animator.target)
                finishCrossFade()
                showPosition(position, revealing: true)
                finishSegmentChange()
            }
        }
    }

    /// Receives the Large Content Viewer's callbacks (SegmentedTabControl+Accessibility.swift)
    /// without making the control's API public or letting the interaction retain the control.
    @MainActor final class InteractionProxy: NSObject {
        weak var control: SegmentedTabControl?

        init(control: SegmentedTabControl) {
            self.control = control
        }
    }

#endif

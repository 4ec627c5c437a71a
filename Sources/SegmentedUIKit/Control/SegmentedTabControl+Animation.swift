#if canImport(UIKit) && !os(watchOS)
    import QuartzCore
    import SegmentedCore
    import UIKit

    // The indicator moves by the core's PositionAnimator, sampled once per display frame. No
    // UIView animation is involved, so a new selection mid-flight simply retargets the
    // animator from the position on screen, and every frame places the indicator and colours
    // the titles from the same position.
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

        func stopDisplayLink() {
            displayLink?.invalidate()
            displayLink = nil
        }

        /// One display frame: show the position at the frame's time; stop when settled.
        func step(_ link: CADisplayLink) {
            let time = link.targetTimestamp
            lastFrameTime = time
            showPosition(animator.position(at: time), revealing: true, changedTitlesOnly: true)
            showSegmentChange(at: time)
            if animator.isSettled(at: time), segmentChange == nil {
                stopDisplayLink()
            }
        }

        /// The work of `didMoveToWindow()`: off screen the frame clock stops and the indicator
        /// settles; in a window the traits are read again.
        func handleDidMoveToWindow() {
            super.didMoveToWindow()
            if window != nil { traitsDidChange() }
            if window == nil, displayLink != nil {
                stopDisplayLink()
                animator.jump(to: animator.target)
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

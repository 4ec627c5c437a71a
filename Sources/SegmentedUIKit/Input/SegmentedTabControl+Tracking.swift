#if canImport(UIKit) && !os(watchOS)
    import QuartzCore
    import SegmentedCore
    import UIKit

    // Touches reach the control's machine (the core's ControlMachine) through UIControl
    // tracking as pointer events, with the control's arrangement, selection and settings as
    // its context, and its effects come back as highlights and indicator frames; what a release
    // asks for is the same decision every input's request gets, and its outcome (the
    // selection, which sends `.valueChanged`, the reselect callback, the haptic, a momentary
    // control's cleared selection) is carried out by the same `perform` as every other input's.
    // What should happen is decided by the machine; this file only says how to show it.
    //
    // The control is the hit-test view for every point inside it, so UIKit delivers the touch
    // to `beginTracking`; the bar's own scroll view keeps scrolling because its pan recogniser
    // is moved onto the control (a technique Apple showed in WWDC 2014 session 235, "Advanced
    // Scrollviews and Touch Handling Techniques"). When that pan recognises, UIKit cancels
    // the control's touch (`cancelsTouchesInView`): `cancelTracking` feeds `.cancelled` and
    // nothing is selected.
    //
    // Inside an app's scroll view, UIScrollView's documented touch contract decides: with
    // `delaysContentTouches` (the default) a quick swipe never reaches the control; a finger
    // held until the scroll view's timer fires does, and from then on the scroll view may
    // take it only when `canCancelContentTouches` is on and `touchesShouldCancel(in:)`
    // returns true, which by default it does not for a `UIControl`. So the control cannot
    // count on a cancel: when an enclosing scroll view can scroll vertically, the context's
    // `yieldsVerticalDrags` makes a press whose first movement is mostly vertical cancel
    // itself. Scrolling never selects, whether the scroll view takes the finger or not; and a
    // touch on the bar while it still decelerates only stops it (the core's
    // `isContentScrolling`), as a touch on a moving table view selects no row.
    //
    // Recognisers of the views around the control compete for its touch too, and
    // `gestureRecognizerShouldBegin(_:)`, which UIKit asks of the touched view, answers for
    // the control as UIKit's own controls answer: a parent's single tap is the control's,
    // the back swipe from the screen's edge is the system's, and a held indicator keeps
    // pans along the bar.
    extension SegmentedTabControl {
        func setUpTracking() {
            addGestureRecognizer(scrollView.panGestureRecognizer)
        }

        /// The work of `hitTest(_:with:)`: the control itself for every point inside it, noting
        /// whether the bar was scrolling.
        func handleHitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
            guard isUserInteractionEnabled, !isHidden, alpha > 0.01,
                self.point(inside: point, with: event)
            else { return nil }
            // Recognizers see the touch before `beginTracking`, and the bar's pan (moved onto
            // the control) may stop a fling first: remember whether the bar was moving when
            // the touch arrived. Each hit test replaces the last note.
            if let event {
                scrollingAtHitTest = InteractionMachine.ScrollingAtHitTest(
                    time: event.timestamp,
                    isScrolling: scrollView.isDecelerating || scrollView.isDragging)
            }
            return self
        }

        /// The answer of `gestureRecognizerShouldBegin(_:)`: which recognisers around the control
        /// may take its touch, as UIKit's own controls answer.
        func handleGestureRecognizerShouldBegin(
            _ gestureRecognizer: UIGestureRecognizer
        ) -> Bool {
            #if !os(tvOS)
                // tvOS has no touches on the control: a tap there is the remote's press. A
                // recognizer that leaves the touch to the control (`cancelsTouchesInView`
                // off) takes nothing from it, so it may recognize alongside.
                if let tap = gestureRecognizer as? UITapGestureRecognizer, tap.view !== self,
                    tap.numberOfTapsRequired == 1, tap.numberOfTouchesRequired == 1,
                    tap.cancelsTouchesInView
                {
                    return false
                }
            #endif
            if isScreenEdgeBackSwipe(gestureRecognizer) {
                return super.gestureRecognizerShouldBegin(gestureRecognizer)
            }
            if isContentBackSwipe(gestureRecognizer) {
                return !machine.interaction.isHoldingIndicator && !barCanScrollWithBackSwipe
                    && super.gestureRecognizerShouldBegin(gestureRecognizer)
            }
            guard let pan = gestureRecognizer as? UIPanGestureRecognizer else {
                return super.gestureRecognizerShouldBegin(gestureRecognizer)
            }
            let velocity = pan.velocity(in: self)
            return machine.interaction.yieldsScroll(
                dx: Double(velocity.x), dy: Double(velocity.y))
                && super.gestureRecognizerShouldBegin(gestureRecognizer)
        }

        /// Whether a recogniser is a back swipe from the screen's edge: a screen-edge pan, or
        /// the enclosing navigation controller's edge pop.
        private func isScreenEdgeBackSwipe(_ recognizer: UIGestureRecognizer) -> Bool {
            #if !os(tvOS) && !os(visionOS)
                return recognizer is UIScreenEdgePanGestureRecognizer
                    || recognizer === enclosingNavigationController?.interactivePopGestureRecognizer
            #else
                return false
            #endif
        }

        /// Whether the bar's own scroll view can still move the way a back swipe drags it
        /// (toward its leading edge): then the swipe scrolls the bar, as a horizontal scroll
        /// view keeps the content back swipe from starting on it.
        private var barCanScrollWithBackSwipe: Bool {
            let range = barOffsetRange
            let offset = scrollView.contentOffset.x
            return effectiveUserInterfaceLayoutDirection == .rightToLeft
                ? offset < range.upperBound - 0.5 : offset > range.lowerBound + 0.5
        }

        /// The horizontal offsets the bar's scroll view rests within (its content, with the
        /// adjusted insets).
        private var barOffsetRange: ClosedRange<CGFloat> {
            let insets = scrollView.adjustedContentInset
            let minimum = -insets.left
            return
                minimum...max(
                    minimum, scrollView.contentSize.width - scrollView.bounds.width + insets.right)
        }

        /// Whether a recogniser is the enclosing navigation controller's back swipe from its
        /// content (iOS 26 and later; the iOS 26 SDK declares it, and ships SwiftUI 7).
        private func isContentBackSwipe(_ recognizer: UIGestureRecognizer) -> Bool {
            #if !os(tvOS) && canImport(SwiftUI, _version: 7.0)
                if #available(iOS 26.0, visionOS 26.0, *), OSAvailability.iOS26 {
                    return recognizer
                        === enclosingNavigationController?.interactiveContentPopGestureRecognizer
                }
            #endif
            return false
        }

        /// The navigation controller the control is shown in: that of the nearest view
        /// controller up the responder chain (or that controller itself).
        private var enclosingNavigationController: UINavigationController? {
            var responder = next
            while let current = responder {
                if let controller = current as? UIViewController {
                    return controller as? UINavigationController ?? controller.navigationController
                }
                responder = current.next
            }
            return nil
        }

        /// The work of `beginTracking(_:with:)`: a touch-down for the control's machine (stopping
        /// a bar that still scrolls).
        func handleBeginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
            #if !os(tvOS)
                if selectionFeedback == nil { selectionFeedback = UISelectionFeedbackGenerator() }
                selectionFeedback?.prepare()
            #endif
            // A touch on the bar while it still scrolls (decelerating after a fling) stops it
            // where it is, as a touch on any scroll view does; an unanimated offset is what
            // stops a deceleration. Such a touch selects nothing: the core starts no press.
            // The touch-down may come later than its hit test, with another event (an
            // enclosing scroll view's `delaysContentTouches`), after the touch stopped the
            // bar: the core says whether the note taken then is this touch's.
            let scrolledAtHitTest =
                scrollingAtHitTest?.isScrolling(forTouchAt: touch.timestamp) ?? false
            scrollingAtHitTest = nil
            let isBarScrolling =
                scrolledAtHitTest || scrollView.isDecelerating || scrollView.isDragging
            if isBarScrolling {
                // Stopped within the content: a bar caught bouncing past an end would stay
                // there (a tap starts no pan to spring it back).
                let range = barOffsetRange
                let offset = CGPoint(
                    x: min(max(scrollView.contentOffset.x, range.lowerBound), range.upperBound),
                    y: scrollView.contentOffset.y)
                scrollView.setContentOffset(offset, animated: false)
            }
            feed(
                .pointer(.began(pointerLocation(of: touch), time: touch.timestamp)),
                isContentScrolling: isBarScrolling)
            return machine.interaction.isTracking
        }

        /// Whether an enclosing scroll view can scroll vertically (its content, with the
        /// adjusted insets, is taller than its bounds, or it bounces vertically), so that a
        /// vertical drag on the control is the user scrolling, not choosing a segment.
        var isInVerticallyScrollingContent: Bool {
            var ancestor = superview
            while let view = ancestor {
                if let scrollView = view as? UIScrollView, scrollView.isScrollEnabled {
                    let insets = scrollView.adjustedContentInset
                    let height = scrollView.contentSize.height + insets.top + insets.bottom
                    if height > scrollView.bounds.height
                        || (scrollView.bounces && scrollView.alwaysBounceVertical)
                    {
                        return true
                    }
                }
                ancestor = view.superview
            }
            return false
        }

        /// The work of `continueTracking(_:with:)`: a move for the control's machine.
        func handleContinueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
            feed(.pointer(.moved(pointerLocation(of: touch), time: touch.timestamp)))
            return machine.interaction.isTracking
        }

        /// The work of `endTracking(_:with:)`: a release for the control's machine.
        func handleEndTracking(_ touch: UITouch?, with event: UIEvent?) {
            // Without a touch the core counts the release where the pointer last was.
            let location = touch.map(pointerLocation(of:)) ?? Point(x: .nan, y: .nan)
            feed(.pointer(.ended(location, time: touch?.timestamp ?? CACurrentMediaTime())))
        }

        /// The work of `cancelTracking(with:)`: a cancel for the control's machine.
        func handleCancelTracking(with event: UIEvent?) {
            feed(.pointer(.cancelled(time: CACurrentMediaTime())))
        }

        /// A touch in the arrangement's coordinates (the scrolling content's).
        private func pointerLocation(of touch: UITouch) -> Point {
            Point(touch.location(in: contentView))
        }
    }
#endif

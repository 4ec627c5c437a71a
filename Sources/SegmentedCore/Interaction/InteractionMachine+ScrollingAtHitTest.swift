extension InteractionMachine {
    /// Whether the content was scrolling when the platform hit-tested a touch, noted at that
    /// moment for the touch-down that reaches the control later, and the rule that says
    /// whether a touch-down is the one it was noted for.
    ///
    /// A front-end whose platform stops a scroll as soon as a touch lands (UIKit: the bar's
    /// own pan recogniser sees the touch before the control does) cannot ask at touch-down
    /// whether the content was still moving; it notes it when the touch is hit-tested, and
    /// at touch-down passes ``isScrolling(forTouchAt:)`` as
    /// ``InteractionMachine/Context/isContentScrolling``.
    ///
    /// The touch-down may come well after the hit test: inside a `UIScrollView` with
    /// `delaysContentTouches` (the default), UIKit holds it back "until it can determine if
    /// scrolling is the intent" (Apple's `delaysContentTouches` reference), then delivers it
    /// when the scroll view's timer fires or, for a quick tap, when the finger lifts
    /// (`UIGestureRecognizer.delaysTouchesBegan`: "the window delivers these objects to the
    /// view in a touchesBegan(_:with:) message"). That delivery is a later event, with a
    /// later timestamp than the hit test's, and the touch's own timestamp is "the time …
    /// that the touch originated or was last changed" (`UITouch.timestamp`): the touch-down
    /// or any later change up to the delivery. So a note counts for a touch-down whose time
    /// is within ``maximumTouchDelay`` of it, either way, and no exact equality of times is
    /// asked for. A note further away is from a hit test that did not become this touch (a
    /// touch another view or recogniser took, or the system hit-testing for something that
    /// is not a touch on the control), and counts for nothing.
    ///
    /// ```swift
    /// // hitTest(_:with:)
    /// scrollingAtHitTest = InteractionMachine.ScrollingAtHitTest(
    ///     time: event.timestamp, isScrolling: scrollView.isDecelerating)
    /// // beginTracking(_:with:)
    /// let scrolled = scrollingAtHitTest?.isScrolling(forTouchAt: touch.timestamp) ?? false
    /// scrollingAtHitTest = nil
    /// ```
    public struct ScrollingAtHitTest: Sendable, Hashable {
        /// When the touch was hit-tested, in seconds (the platform's event time).
        public var time: Double
        /// Whether the content was scrolling (decelerating after a fling, or dragged) then.
        public var isScrolling: Bool

        /// How far apart, in seconds, a hit test and the touch-down it was for may be: 0.25.
        ///
        /// It is UIScrollView's touch-down delay, 0.15 s, plus a margin of 0.1 s. Apple
        /// documents the delay's timer (the `UIScrollView` overview: the scroll view
        /// "temporarily intercepts a touch-down event by starting a timer") but not its
        /// length; 150 ms is what developers measure and report (see docs/platform.md). The
        /// margin (six frames at 60 Hz) covers a timer that fires late on a busy main thread
        /// and a touch time taken from a change just before the delivery. A touch-down that
        /// arrives later than this after its hit test selects as usual (the content may
        /// have come to rest meanwhile); a note older than this counts for no touch-down.
        public static let maximumTouchDelay = 0.25

        /// Notes whether the content was scrolling when a touch was hit-tested.
        ///
        /// ```swift
        /// let note = InteractionMachine.ScrollingAtHitTest(time: 12.5, isScrolling: true)
        /// ```
        ///
        /// - Parameters:
        ///   - time: When the touch was hit-tested, in seconds.
        ///   - isScrolling: Whether the content was scrolling then.
        public init(time: Double, isScrolling: Bool) {
            self.time = time
            self.isScrolling = isScrolling
        }

        /// Whether a touch-down at `touchTime` began on scrolling content by this note: the
        /// note says the content was scrolling and was taken within ``maximumTouchDelay`` of
        /// the touch's time (either way). A non-finite time in either counts as no match.
        ///
        /// ```swift
        /// let note = InteractionMachine.ScrollingAtHitTest(time: 12.5, isScrolling: true)
        /// note.isScrolling(forTouchAt: 12.5)   // true: delivered at once
        /// note.isScrolling(forTouchAt: 12.65)  // true: delivered when the timer fired
        /// note.isScrolling(forTouchAt: 13.5)   // false: another touch's hit test
        /// ```
        ///
        /// - Parameter touchTime: The touch's time at touch-down, in seconds, on the same
        ///   clock as ``time``.
        /// - Returns: Whether the touch only stops the scroll (for
        ///   ``InteractionMachine/Context/isContentScrolling``).
        public func isScrolling(forTouchAt touchTime: Double) -> Bool {
            isScrolling && abs(touchTime - time) <= Self.maximumTouchDelay
        }
    }
}

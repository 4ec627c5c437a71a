// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation
// A touch on a gesture recognizer that SwiftUI hosts (`UIGestureRecognizerRepresentable`,
// iOS 18). Such a recognizer "integrate[s] that gesture recognizer into your SwiftUI
// hierarchy" (Apple's reference), so it takes part in UIKit's arbitration like any other:
// it sees the touch's events, and it begins only if its delegate's
// `gestureRecognizerShouldBegin(_:)` allows it (the same `_harnessRecognize` as the UIKit
// finger's recognizers). The SwiftUI renderer's finger drives it; which of it and an
// enclosing scroll view takes the touch is the finger's decision (see Renderer.swift).

/// Harness: one finger on a recognizer that SwiftUI hosts, in the SwiftUI root's space.
@MainActor public final class _HarnessHostedTouch {
    public let recognizer: UIGestureRecognizer
    private let touch = UITouch()
    private let event = UIEvent()

    /// Puts the finger down at `point` at `time`: the recognizer's `touchesBegan(_:with:)`.
    /// It competes with `competitors` as UIKit's recognizers compete: it cannot begin while
    /// one that is not simultaneous with it recognizes, and when it begins, those still
    /// possible fail.
    /// `window` is the window the touch is in, when the recognizer asks (a screen-edge pan
    /// measures its edges from it).
    public init(
        recognizer: UIGestureRecognizer, at point: CGPoint, time: TimeInterval,
        competitors: [UIGestureRecognizer] = [], window: UIWindow? = nil
    ) {
        self.recognizer = recognizer
        recognizer._harnessHostedCompetitors = competitors
        touch.window = window
        touch.windowLocation = point
        touch.previousWindowLocation = point
        touch.phase = .began
        touch.timestamp = time
        event.touches = [touch]
        event.timestamp = time
        recognizer.touches = [touch]
        recognizer.touchesBegan([touch], with: event)
    }

    /// The recognizer's state.
    public var state: UIGestureRecognizer.State { recognizer.state }

    /// Whether the recognizer has begun (and so holds the touch).
    public var hasBegun: Bool { [.began, .changed, .ended].contains(recognizer.state) }

    /// Sets the recognizers this one competes with (those of the same touch found later).
    public func compete(with competitors: [UIGestureRecognizer]) {
        recognizer._harnessHostedCompetitors = competitors
    }

    /// Moves the finger: `touchesMoved(_:with:)`.
    public func move(to point: CGPoint, time: TimeInterval) {
        touch.previousWindowLocation = touch.windowLocation
        touch.windowLocation = point
        touch.phase = .moved
        touch.timestamp = time
        event.timestamp = time
        recognizer.touchesMoved([touch], with: event)
    }

    /// Lifts the finger: `touchesEnded(_:with:)`, then the recognizer is reset, as UIKit
    /// does after the sequence ends.
    public func lift(time: TimeInterval) {
        touch.phase = .ended
        touch.timestamp = time
        event.timestamp = time
        recognizer.touchesEnded([touch], with: event)
        finish()
    }

    /// UIKit takes the touch away (another recognizer won it): `touchesCancelled(_:with:)`.
    public func cancel() {
        touch.phase = .cancelled
        recognizer.touchesCancelled([touch], with: event)
        finish()
    }

    private func finish() {
        recognizer._harnessHostedCompetitors = []
        recognizer.touches = []
        recognizer.reset()
        recognizer.state = .possible
    }
}

/// Harness: the recognizer a SwiftUI `Button` tracks its press with, as the UIKit recognizers
/// around it see it (SwiftUI's gestures are recognizers in UIKit's arbitration): it
/// recognizes while the button shows pressed, and fails when a recognizer that is not
/// simultaneous with it begins first.
@MainActor public final class _HarnessButtonRecognizer: UIGestureRecognizer {
    public init() { super.init(target: nil, action: nil) }

    /// Whether the button shows pressed (the recognizer has begun).
    public var isPressing: Bool {
        get { state == .began || state == .changed }
        set { state = newValue ? .began : .possible }
    }

    /// Whether another recognizer's beginning made it fail.
    public var hasFailed: Bool { state == .failed }
}

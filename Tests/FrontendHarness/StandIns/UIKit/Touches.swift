// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation, AlwaysUseLowerCamelCase
// (Stand-in declarations copy the SDK's names; their comments quote the SDK's spelling.)
// Touches, events, gesture recognizers and the harness's finger.
//
// Delivery follows "Handling touches in your view" / "Using responders and the responder
// chain to handle events" and the UIGestureRecognizer documentation:
// - the window hit-tests the touch's first location; that view is the touch's view;
// - "A window delivers touch events to a gesture recognizer before it delivers them to the
//   hit-tested view attached to the gesture recognizer"; the recognizers are those of the
//   hit-tested view and of its ancestors;
// - "By default, no two gesture recognizers can recognize their gestures simultaneously";
//   the delegates' `gestureRecognizer(_:shouldRecognizeSimultaneouslyWith:)` returning
//   true on either side allows it; a recognizer that cannot recognize fails;
// - `cancelsTouchesInView`: "When this property is true (the default) and the gesture
//   recognizer recognizes its gesture, the touches of that gesture that are pending aren't
//   delivered to the view and previously delivered touches are canceled through a
//   touchesCancelled(_:with:) message sent to the view";
// - recognizers keep receiving the touch after recognizing; `reset()` runs after the
//   sequence ends;
// - a touched view inside a scroll view's content follows UIScrollView's touch contract
//   (`delaysContentTouches`, `canCancelContentTouches`, `touchesShouldBegin(_:with:in:)`,
//   `touchesShouldCancel(in:)`; see those declarations in Controls.swift): the touch-down
//   is held back until the scroll view's timer fires or the finger lifts (then it comes in
//   that later moment's event, whose timestamp is not that of the event the window
//   hit-tested the touch with), and discarded if the scroll view's pan takes the touch
//   first; once the view tracks, the pan begins only if the scroll view may cancel the
//   view's touches.

/// `class UITouch: NSObject`
@MainActor open class UITouch: NSObject {
    /// `enum UITouch.Phase: Int`
    public enum Phase: Int, Sendable {
        case began = 0
        case moved = 1
        case stationary = 2
        case ended = 3
        case cancelled = 4
    }

    /// `var phase: UITouch.Phase { get }`
    public internal(set) var phase = Phase.began
    /// `var timestamp: TimeInterval { get }`
    public internal(set) var timestamp: TimeInterval = 0
    /// `var view: UIView? { get }`: the hit-tested view.
    public internal(set) weak var view: UIView?
    /// `var window: UIWindow? { get }`
    public internal(set) weak var window: UIWindow?
    /// `var tapCount: Int { get }`
    public internal(set) var tapCount = 1
    /// `var gestureRecognizers: [UIGestureRecognizer]? { get }`
    public internal(set) var gestureRecognizers: [UIGestureRecognizer]?

    var windowLocation = CGPoint.zero
    var previousWindowLocation = CGPoint.zero

    /// `func location(in view: UIView?) -> CGPoint`
    open func location(in view: UIView?) -> CGPoint {
        view.map { $0.convert(windowLocation, from: nil) } ?? windowLocation
    }

    /// `func previousLocation(in view: UIView?) -> CGPoint`
    open func previousLocation(in view: UIView?) -> CGPoint {
        view.map { $0.convert(previousWindowLocation, from: nil) } ?? previousWindowLocation
    }
}

/// `class UIEvent: NSObject`
@MainActor open class UIEvent: NSObject {
    /// `var timestamp: TimeInterval { get }`
    public internal(set) var timestamp: TimeInterval = 0
    var touches: Set<UITouch> = []

    /// `var allTouches: Set<UITouch>? { get }`
    open var allTouches: Set<UITouch>? { touches }
}

/// `protocol UIGestureRecognizerDelegate: NSObjectProtocol` (optional methods; the
/// defaults are UIKit's documented defaults).
@MainActor public protocol UIGestureRecognizerDelegate: AnyObject {
    /// `func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) ->
    /// Bool`; default true.
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool
    /// `func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
    /// shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) ->
    /// Bool`; default false.
    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool
    /// `func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive
    /// touch: UITouch) -> Bool`; default true.
    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch
    ) -> Bool
    /// `func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
    /// shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer) -> Bool`; default
    /// false. "called once per attempt to recognize, so failure requirements can be
    /// determined lazily and may be set up between recognizers across view hierarchies";
    /// "returning YES is guaranteed to set up the failure requirement" (UIGestureRecognizer.h).
    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool
    /// `func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
    /// shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer) -> Bool`;
    /// default false: true makes the other wait for this one to fail.
    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool
}

extension UIGestureRecognizerDelegate {
    public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        true
    }
    public func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool { false }
    public func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch
    ) -> Bool { true }
    public func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool { false }
    public func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool { false }
}

/// `class UIGestureRecognizer: NSObject`
@MainActor open class UIGestureRecognizer: NSObject {
    /// `enum UIGestureRecognizer.State: Int`
    public enum State: Int, Sendable {
        case possible = 0
        case began = 1
        case changed = 2
        case ended = 3
        case cancelled = 4
        case failed = 5
        public static var recognized: State { .ended }
    }

    private var targets: [(target: AnyObject?, action: Selector)] = []
    var touches: [UITouch] = []
    weak var _harnessFinger: _HarnessFinger?
    /// The other recognizers a hosted recognizer competes with (see HostedTouch.swift).
    var _harnessHostedCompetitors: [UIGestureRecognizer] = []

    /// `init(target: Any?, action: Selector?)`
    public init(target: Any?, action: Selector?) {
        super.init()
        if let action { targets.append((target as AnyObject?, action)) }
    }

    /// `func addTarget(_ target: Any, action: Selector)`
    open func addTarget(_ target: Any, action: Selector) {
        targets.append((target as AnyObject, action))
    }

    /// `var state: UIGestureRecognizer.State { get }`; actions are sent on every change to
    /// began, changed, ended (recognized) and cancelled.
    public internal(set) var state = State.possible {
        didSet {
            guard state != oldValue || state == .changed else { return }
            if state == .possible || state == .failed { _harnessWaitingState = nil }
            if [.began, .changed, .ended, .cancelled].contains(state) {
                for entry in targets { entry.action.perform(on: entry.target, with: self) }
            }
            // A recognizer waiting for this one to fail may recognize now.
            if state == .failed {
                for other in _harnessOthers {
                    if let waiting = other._harnessWaitingState, other.state == .possible {
                        other._harnessRecognize(waiting)
                    }
                }
            }
        }
    }

    /// The state a recognizer would have entered but for a failure requirement: it stays
    /// possible until the one it waits for fails (then recognizes) or recognizes (then fails).
    var _harnessWaitingState: State?

    /// `weak var delegate: (any UIGestureRecognizerDelegate)?`
    open weak var delegate: (any UIGestureRecognizerDelegate)?
    /// `var view: UIView? { get }`
    public internal(set) weak var view: UIView?
    /// `var cancelsTouchesInView: Bool`; default true.
    open var cancelsTouchesInView = true
    /// `var delaysTouchesBegan: Bool`; default false.
    open var delaysTouchesBegan = false
    /// `var delaysTouchesEnded: Bool`; default true.
    open var delaysTouchesEnded = true
    /// `var isEnabled: Bool`: "Disabled gesture recognizers don't receive touches. If you
    /// change the value of this property to false while the gesture recognizer is currently
    /// recognizing a gesture, the gesture recognizer transitions to a cancelled state."
    open var isEnabled = true {
        didSet {
            guard !isEnabled else { return }
            if state == .began || state == .changed { state = .cancelled }
            _harnessFinger?.detach(self)
        }
    }

    /// `var numberOfTouches: Int { get }`
    open var numberOfTouches: Int { touches.count }

    /// `func location(in view: UIView?) -> CGPoint`: the centroid of its touches.
    open func location(in view: UIView?) -> CGPoint {
        guard !touches.isEmpty else { return .zero }
        let points = touches.map { $0.location(in: view) }
        return CGPoint(
            x: points.map(\.x).reduce(0, +) / CGFloat(points.count),
            y: points.map(\.y).reduce(0, +) / CGFloat(points.count))
    }

    /// `func reset()`: "The runtime calls this method after the gesture-recognizer state has
    /// been set to ended or recognized."
    open func reset() {}

    // UIGestureRecognizerSubclass: the touch methods a recognizer sees first.
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {}
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {}
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {}
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .began || state == .changed {
            state = .cancelled
        } else if state == .possible {
            state = .failed
        }
    }

    /// Moves from possible to began or recognized if the delegate and the recognizers
    /// already recognizing allow it, else fails; returns whether it recognized.
    @discardableResult
    func _harnessRecognize(_ newState: State = .began) -> Bool {
        guard state == .possible else { return false }
        // "Returning false causes the gesture recognizer to transition to the failed state"
        // (UIView.gestureRecognizerShouldBegin(_:) and the delegate's method).
        var asked: [UIView] = view.map { [$0] } ?? []
        if let touched = _harnessFinger?.hitView, !asked.contains(where: { $0 === touched }) {
            asked.append(touched)
        }
        if asked.contains(where: { !$0.gestureRecognizerShouldBegin(self) })
            || delegate?.gestureRecognizerShouldBegin(self) == false
        {
            state = .failed
            return false
        }
        let others = _harnessOthers
        // Failure requirements: wait while one this recognizer requires to fail is possible.
        if others.contains(where: { $0.state == .possible && Self.requiresFailure(self, of: $0) }) {
            _harnessWaitingState = newState
            return false
        }
        _harnessWaitingState = nil
        let blocked = others.contains { other in
            (other.state == .began || other.state == .changed)
                && !Self.simultaneous(self, other)
        }
        if blocked {
            state = .failed
            return false
        }
        state = newState
        // Those not simultaneous with it fail, and so do those waiting for it to fail.
        for other in others
        where other.state == .possible
            && (!Self.simultaneous(self, other) || Self.requiresFailure(other, of: self))
        {
            other.state = .failed
        }
        if cancelsTouchesInView { _harnessFinger?.cancelTouchesInView() }
        return true
    }

    /// The other recognizers that see this one's touch.
    var _harnessOthers: [UIGestureRecognizer] {
        _harnessFinger?.recognizers.filter { $0 !== self } ?? _harnessHostedCompetitors
    }

    /// Whether `a` must wait for `b` to fail: either delegate sets the requirement up.
    static func requiresFailure(_ a: UIGestureRecognizer, of b: UIGestureRecognizer) -> Bool {
        a.delegate?.gestureRecognizer(a, shouldRequireFailureOf: b) == true
            || b.delegate?.gestureRecognizer(b, shouldBeRequiredToFailBy: a) == true
    }

    static func simultaneous(_ a: UIGestureRecognizer, _ b: UIGestureRecognizer) -> Bool {
        a.delegate?.gestureRecognizer(a, shouldRecognizeSimultaneouslyWith: b) == true
            || b.delegate?.gestureRecognizer(b, shouldRecognizeSimultaneouslyWith: a) == true
    }
}

/// `class UILongPressGestureRecognizer: UIGestureRecognizer`: "The gesture begins (began)
/// when the number of allowable fingers have been pressed for the specified period
/// (minimumPressDuration) and the touches do not move beyond the allowable range of
/// movement (allowableMovement). The gesture recognizer transitions to the Change state
/// whenever a finger moves, and it ends (ended) when any of the fingers are lifted."
@MainActor open class UILongPressGestureRecognizer: UIGestureRecognizer {
    /// `var minimumPressDuration: TimeInterval`; default 0.5.
    open var minimumPressDuration: TimeInterval = 0.5
    /// `var allowableMovement: CGFloat`; default 10.
    open var allowableMovement: CGFloat = 10
    /// `var numberOfTouchesRequired: Int`; default 1.
    open var numberOfTouchesRequired = 1
    /// `var numberOfTapsRequired: Int`; default 0.
    open var numberOfTapsRequired = 0

    private var start = CGPoint.zero
    private var startTime: TimeInterval = 0

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let touch = touches.first else { return }
        start = touch.location(in: nil)
        startTime = touch.timestamp
        _harnessCheckTime(touch.timestamp)
    }

    /// Begins once the finger has been down for `minimumPressDuration`.
    func _harnessCheckTime(_ time: TimeInterval) {
        if state == .possible, time - startTime >= minimumPressDuration {
            _harnessRecognize()
        }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let touch = touches.first else { return }
        let point = touch.location(in: nil)
        if state == .possible {
            if hypot(point.x - start.x, point.y - start.y) > allowableMovement {
                state = .failed
            } else {
                _harnessCheckTime(touch.timestamp)
            }
        } else if state == .began || state == .changed {
            state = .changed
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .began || state == .changed {
            state = .ended
        } else if state == .possible {
            state = .failed
        }
    }
}

/// `class UIPanGestureRecognizer: UIGestureRecognizer`: "A panning gesture is continuous.
/// It begins (began) when the minimum number of fingers allowed (minimumNumberOfTouches)
/// has moved enough to be considered a pan. It changes (changed) when a finger moves while
/// at least the minimum number of fingers are pressed down. It ends (ended) when all
/// fingers are lifted." How far is "enough" is not documented: the stand-in uses 10 pt,
/// and tests drag much further.
@MainActor open class UIPanGestureRecognizer: UIGestureRecognizer {
    /// `var minimumNumberOfTouches: Int`
    open var minimumNumberOfTouches = 1
    /// `var maximumNumberOfTouches: Int`
    open var maximumNumberOfTouches = Int.max

    private var start = CGPoint.zero
    private var translationBase = CGPoint.zero
    private var lastPoint = CGPoint.zero
    private var lastTime: TimeInterval = 0
    private var lastVelocity = CGPoint.zero

    /// Harness: the distance a finger moves before a pan begins (not documented).
    public static let _harnessPanDistance: CGFloat = 10

    /// `func translation(in view: UIView?) -> CGPoint`
    open func translation(in view: UIView?) -> CGPoint {
        CGPoint(x: lastPoint.x - translationBase.x, y: lastPoint.y - translationBase.y)
    }

    /// `func setTranslation(_ translation: CGPoint, in view: UIView?)`
    open func setTranslation(_ translation: CGPoint, in view: UIView?) {
        translationBase = CGPoint(x: lastPoint.x - translation.x, y: lastPoint.y - translation.y)
    }

    /// `func velocity(in view: UIView?) -> CGPoint`: points per second of the last move.
    open func velocity(in view: UIView?) -> CGPoint { lastVelocity }

    /// Whether a movement may begin this pan (scroll views: only along an axis they scroll).
    func _harnessCanBegin(translation: CGPoint) -> Bool { true }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let touch = touches.first else { return }
        start = touch.location(in: nil)
        translationBase = start
        lastPoint = start
        lastTime = touch.timestamp
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let touch = touches.first else { return }
        let point = touch.location(in: nil)
        let dt = touch.timestamp - lastTime
        if dt > 0 {
            lastVelocity = CGPoint(x: (point.x - lastPoint.x) / dt, y: (point.y - lastPoint.y) / dt)
        }
        lastPoint = point
        lastTime = touch.timestamp
        let moved = CGPoint(x: point.x - start.x, y: point.y - start.y)
        switch state {
        case .possible:
            if hypot(moved.x, moved.y) >= Self._harnessPanDistance {
                if _harnessCanBegin(translation: moved) {
                    _harnessRecognize()
                } else {
                    state = .failed
                }
            }
        case .began, .changed:
            state = .changed
        default:
            break
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .began || state == .changed {
            state = .ended
        } else if state == .possible {
            state = .failed
        }
    }

    open override func reset() {
        lastVelocity = .zero
    }
}

/// `class UIScreenEdgePanGestureRecognizer: UIPanGestureRecognizer` (unavailable on tvOS and
/// visionOS): "A continuous gesture recognizer that interprets panning gestures that start
/// near an edge of the screen. ... The system uses screen edge gestures in some cases to
/// initiate view controller transitions"; the header: it "only recognizes if the user slides
/// their finger in from the bezel on the specified edge". How near the edge a touch must
/// start is not documented: the stand-in takes 20 pt from the window's edge (the harness's
/// screen), and a first movement inward, mostly across that edge; checks start 4 pt from the
/// edge or far from it.
@available(tvOS, unavailable)
@available(visionOS, unavailable)
@MainActor open class UIScreenEdgePanGestureRecognizer: UIPanGestureRecognizer {
    /// `var edges: UIRectEdge`: "The acceptable starting edges for the gesture."
    open var edges: UIRectEdge = []

    /// Harness: how near a screen edge a touch must start (not documented).
    public static let _harnessEdgeWidth: CGFloat = 20

    private var startEdges: UIRectEdge = []

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        startEdges = []
        guard let touch = touches.first, let screen = touch.window?.bounds else { return }
        let point = touch.location(in: nil)
        let width = Self._harnessEdgeWidth
        if point.x - screen.minX <= width { startEdges.insert(.left) }
        if screen.maxX - point.x <= width { startEdges.insert(.right) }
        if point.y - screen.minY <= width { startEdges.insert(.top) }
        if screen.maxY - point.y <= width { startEdges.insert(.bottom) }
    }

    override func _harnessCanBegin(translation: CGPoint) -> Bool {
        let horizontal = abs(translation.x) >= abs(translation.y)
        let inward: UIRectEdge =
            horizontal
            ? (translation.x > 0 ? .left : .right) : (translation.y > 0 ? .top : .bottom)
        return edges.intersection(startEdges).contains(inward)
    }
}

/// Harness: the navigation controller's iOS 26 back swipe from its content
/// (`interactiveContentPopGestureRecognizer`): "The gesture recognizer that handles
/// interactively popping the top view controller off the navigation stack when a person pans
/// horizontally in the view. ... when a person initially pans horizontally in a leading to
/// trailing direction in the view. It recognizes a gesture on the entire content area of the
/// navigation controller in cases that are not covered by interactivePopGestureRecognizer".
/// Apple declares it only as a `UIGestureRecognizer`, so the stand-in's is not a
/// `UIPanGestureRecognizer`: nothing may rely on its class. It begins once the finger has
/// moved the stand-in's pan distance, mostly horizontally and left to right (the harness's
/// navigation is left to right); the edge recognizer, installed first, wins where both could.
@MainActor final class _HarnessContentPopGestureRecognizer: UIGestureRecognizer {
    private var start = CGPoint.zero

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        start = touches.first?.location(in: nil) ?? .zero
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let point = touches.first?.location(in: nil) else { return }
        switch state {
        case .possible:
            let dx = point.x - start.x
            let dy = point.y - start.y
            guard hypot(dx, dy) >= UIPanGestureRecognizer._harnessPanDistance else { return }
            if dx > 0, abs(dx) >= abs(dy) {
                _harnessRecognize()
            } else {
                state = .failed
            }
        case .began, .changed:
            state = .changed
        default:
            break
        }
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .began || state == .changed {
            state = .ended
        } else if state == .possible {
            state = .failed
        }
    }
}

/// `class UITapGestureRecognizer: UIGestureRecognizer`: "Tap gestures are discrete. ... The
/// gesture is recognized when the specified number of fingers tap the view the specified
/// number of times" — recognized as the finger lifts. How far a tap may move is not
/// documented; the stand-in fails it beyond 10 pt, and tests stay well inside or outside.
///
/// A tap recognizer on a view around a control ("Attaching gesture recognizers to UIKit
/// controls", UIKit's event-handling documentation):
/// - the system controls named there handle a one-finger single tap first: "Events
///   occurring within the bounds of a control are handled by the control first ...
///   Specifically, UIKit controls call their action method in the following situations: A
///   single finger single tap occurs on a UIButton, UISwitch, UIStepper, UISegmentedControl,
///   or UIPageControl object." "To handle any of the preceding gestures before the control
///   calls its action method, install your gesture recognizer on the control itself." So
///   such a recognizer fails when the touched view is one of those five and the recognizer
///   is not the control's own;
/// - every other control, a custom `UIControl` subclass included, has no such priority: the
///   recognizer recognizes as the finger lifts and, with `cancelsTouchesInView`, the control's
///   touch is cancelled, so it never sees the touch end (reported for custom controls in
///   loregr/LGButton#37 and leboncoin/spark-ios#821), unless a view asked
///   `gestureRecognizerShouldBegin(_:)` (the recognizer's and the touched view, see
///   `_harnessRecognize`) returns false.
@MainActor open class UITapGestureRecognizer: UIGestureRecognizer {
    /// `var numberOfTapsRequired: Int`; default 1.
    open var numberOfTapsRequired = 1
    /// `var numberOfTouchesRequired: Int` (unavailable on tvOS); default 1.
    @available(tvOS, unavailable)
    open var numberOfTouchesRequired = 1

    private var start = CGPoint.zero

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        start = touches.first?.location(in: nil) ?? .zero
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard state == .possible, let point = touches.first?.location(in: nil) else { return }
        if hypot(point.x - start.x, point.y - start.y) > 10 { state = .failed }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        guard state == .possible else { return }
        if numberOfTapsRequired == 1, !_harnessSystemControlHandlesTapFirst {
            _harnessRecognize(.ended)
        } else {
            state = .failed
        }
    }

    /// Whether the touched view is one of the five system controls that handle a
    /// one-finger single tap before this recognizer (see the type's comment).
    var _harnessSystemControlHandlesTapFirst: Bool {
        guard numberOfTapsRequired == 1, numberOfTouchesRequired == 1,
            let touched = _harnessFinger?.hitView, touched !== view
        else { return false }
        return touched is UIButton || touched is UISwitch || touched is UIStepper
            || touched is UISegmentedControl || touched is UIPageControl
    }
}

/// The scroll view's own pan: begins only along an axis the scroll view can scroll (the
/// `alwaysBounce...` documentation) and moves its content.
@MainActor final class _HarnessScrollPanGestureRecognizer: UIPanGestureRecognizer {
    weak var scrollView: UIScrollView?

    override func _harnessCanBegin(translation: CGPoint) -> Bool {
        guard let scrollView else { return false }
        let horizontal = abs(translation.x) >= abs(translation.y)
        guard scrollView._harnessCanScroll(horizontally: horizontal) else { return false }
        // A view in the content already tracking the finger (UIScrollView's
        // canCancelContentTouches and touchesShouldCancel(in:)): without permission to cancel
        // it, the scroll view "does not scroll regardless of finger movement" / "stops
        // dragging and forwards the touch events to the content subview".
        if let finger = _harnessFinger, let view = finger.hitView,
            finger.viewIsTracking(inContentOf: scrollView)
        {
            return scrollView.canCancelContentTouches && scrollView.touchesShouldCancel(in: view)
        }
        return true
    }

    override var state: UIGestureRecognizer.State {
        didSet {
            if state != oldValue || state == .changed { scrollView?._harnessPan(self) }
        }
    }
}

/// Harness: one finger on a window, delivering touches the way UIKit documents (see the top
/// of this file). Times are seconds on the media clock; each step advances it.
///
///     let finger = _HarnessFinger(window: window)
///     finger.down(at: CGPoint(x: 30, y: 20))
///     finger.move(to: CGPoint(x: 30, y: 120), after: 0.1)
///     finger.up(after: 0.05)
@MainActor public final class _HarnessFinger {
    public let window: UIWindow
    public let touch = UITouch()
    let event = UIEvent()
    public private(set) var recognizers: [UIGestureRecognizer] = []
    /// Whether the hit-tested view has had its touches cancelled by a recognizer (or, not
    /// delivered yet, discarded).
    public private(set) var viewTouchesCancelled = false
    /// Whether the hit-tested view has been sent `touchesBegan(_:with:)` for this touch;
    /// false while an enclosing scroll view delays it (`delaysContentTouches`).
    public private(set) var viewTouchesDelivered = false
    /// The enclosing scroll views whose content the touched view is in, innermost first.
    private var contentScrollViews: [UIScrollView] = []
    private var downTime: TimeInterval = 0
    private var isDown = false

    public init(window: UIWindow) { self.window = window }

    /// The hit-tested view of the current touch.
    public var hitView: UIView? { touch.view }

    /// Puts the finger down at a point in the window's coordinates.
    public func down(at point: CGPoint) {
        precondition(!isDown, "the finger is already down")
        isDown = true
        viewTouchesCancelled = false
        touch.windowLocation = point
        touch.previousWindowLocation = point
        touch.phase = .began
        touch.timestamp = _harnessMediaTime
        touch.window = window
        // The event carries the touch's time when the window hit-tests it.
        event.timestamp = touch.timestamp
        touch.view = window.hitTest(point, with: event)
        event.touches = [touch]
        var found: [UIGestureRecognizer] = []
        var view = touch.view
        while let current = view {
            for recognizer in current.gestureRecognizers ?? [] where recognizer.isEnabled {
                if recognizer.delegate?.gestureRecognizer(recognizer, shouldReceive: touch) != false
                {
                    found.append(recognizer)
                }
            }
            view = current.superview
        }
        recognizers = found
        touch.gestureRecognizers = found
        for recognizer in found {
            recognizer._harnessFinger = self
            recognizer.touches = [touch]
        }
        viewTouchesDelivered = false
        downTime = _harnessMediaTime
        contentScrollViews = []
        var ancestor = touch.view?.superview
        while let current = ancestor {
            if let scrollView = current as? UIScrollView { contentScrollViews.append(scrollView) }
            ancestor = current.superview
        }
        stopDeceleratingScrollViews()
        for recognizer in active() { recognizer.touchesBegan([touch], with: event) }
        // "If the value is false, the scroll view immediately calls
        // touchesShouldBegin(_:with:in:)"; true delays the touch-down.
        if !contentScrollViews.contains(where: \.delaysContentTouches) { deliverTouchDown() }
    }

    /// A touch that lands on a decelerating scroll view, or on a view in its content, stops
    /// it where it is, and the scroll view keeps that touch: the view in its content gets
    /// none of it (a tap that stops a fling selects no table row). Apple does not document
    /// this; it is observed: flowkey/UIKit-cross-platform#307 logs it on iOS (the stopping
    /// touch ends as a drag of the scroll view), and nicklockwood/iCarousel#602 reports a
    /// carousel that selected on such a tap, unlike the table and collection views. The
    /// stand-in applies it only to the scroll views around the touched view (and the touched
    /// view itself), the ones the touch lands on.
    private func stopDeceleratingScrollViews() {
        var touched = contentScrollViews
        if let scrollView = touch.view as? UIScrollView { touched.insert(scrollView, at: 0) }
        var stoppedAround = false
        for scrollView in touched where scrollView.isDecelerating {
            scrollView._harnessStopDecelerating()
            if scrollView !== touch.view { stoppedAround = true }
        }
        // Not delivered yet: the touched view never hears of this touch.
        if stoppedAround { viewTouchesCancelled = true }
        // A scroll view's pan recognizer moved onto another view (as the control moves its
        // bar's) sees the touch before that view's `touchesBegan`: which of the two stops the
        // fling is not documented, so the stand-in takes the order a view that reads
        // `isDecelerating` in its own tracking can get wrong: the pan stops it first.
        for case let pan as _HarnessScrollPanGestureRecognizer in recognizers {
            if let scrollView = pan.scrollView, !touched.contains(where: { $0 === scrollView }),
                scrollView.isDecelerating
            {
                scrollView._harnessStopDecelerating()
            }
        }
    }

    /// Whether the touched view inside a scroll view's content has begun tracking the touch.
    func viewIsTracking(inContentOf scrollView: UIScrollView) -> Bool {
        viewTouchesDelivered && !viewTouchesCancelled
            && contentScrollViews.contains { $0 === scrollView }
    }

    /// Sends the touched view its delayed `touchesBegan(_:with:)` once the scroll views'
    /// timer has fired (see `UIScrollView._harnessContentTouchDelay`), unless a recognizer
    /// took the touch first or a scroll view's `touchesShouldBegin(_:with:in:)` refuses.
    private func deliverTouchDownIfDue(lifting: Bool = false) {
        guard !viewTouchesDelivered, !viewTouchesCancelled else { return }
        if lifting || _harnessMediaTime - downTime >= UIScrollView._harnessContentTouchDelay {
            deliverTouchDown()
        }
    }

    private func deliverTouchDown() {
        guard !viewTouchesDelivered, !viewTouchesCancelled, let view = touch.view else { return }
        if contentScrollViews.contains(where: {
            !$0.touchesShouldBegin([touch], with: event, in: view)
        }) {
            viewTouchesCancelled = true
            return
        }
        viewTouchesDelivered = true
        let phase = touch.phase
        touch.phase = .began
        view.touchesBegan([touch], with: event)
        touch.phase = phase
    }

    private var viewGetsTouches: Bool { viewTouchesDelivered && !viewTouchesCancelled }

    /// Moves the finger to a point in the window's coordinates, `seconds` later.
    public func move(to point: CGPoint, after seconds: TimeInterval = 0.016) {
        precondition(isDown, "the finger is not down")
        _harnessMediaTime += seconds
        touch.previousWindowLocation = touch.windowLocation
        touch.windowLocation = point
        touch.phase = .moved
        touch.timestamp = _harnessMediaTime
        event.timestamp = touch.timestamp
        for recognizer in active() { recognizer.touchesMoved([touch], with: event) }
        let wasDelivered = viewTouchesDelivered
        deliverTouchDownIfDue()
        if wasDelivered, viewGetsTouches { touch.view?.touchesMoved([touch], with: event) }
    }

    /// Moves in `steps` equal steps to a point, `seconds` apart.
    public func drag(to point: CGPoint, steps: Int = 10, every seconds: TimeInterval = 0.016) {
        let from = touch.windowLocation
        for step in 1...max(steps, 1) {
            let t = CGFloat(step) / CGFloat(max(steps, 1))
            move(
                to: CGPoint(x: from.x + (point.x - from.x) * t, y: from.y + (point.y - from.y) * t),
                after: seconds)
        }
    }

    /// Keeps the finger still for a while (long-press timers may fire). A touch-down an
    /// enclosing scroll view holds back reaches the view at the moment the scroll view's
    /// timer fires during the hold (`UIScrollView._harnessContentTouchDelay` after the
    /// touch-down), not at the hold's end.
    public func hold(for seconds: TimeInterval) {
        let end = _harnessMediaTime + seconds
        let timer = downTime + UIScrollView._harnessContentTouchDelay
        if !viewTouchesDelivered, !viewTouchesCancelled, timer > _harnessMediaTime, timer < end {
            stayStill(until: timer)
        }
        stayStill(until: end)
    }

    /// The still finger at a later moment: its time, the long-press timers, and a delayed
    /// touch-down that is due. A delayed touch-down comes in an event of the moment it is
    /// delivered, later than the one the window hit-tested: Apple documents that the scroll
    /// view "delays handling the touch-down gesture until it can determine if scrolling is
    /// the intent" (`UIScrollView.delaysContentTouches`), and no event at the moment of the
    /// touch-down can carry what is decided later. The touch's time is taken as that moment
    /// too ("the time … that the touch originated or was last changed", `UITouch.timestamp`:
    /// a finger at rest may have been reported again), the latest it can be.
    private func stayStill(until time: TimeInterval) {
        _harnessMediaTime = time
        touch.timestamp = time
        event.timestamp = time
        for case let press as UILongPressGestureRecognizer in active() {
            press._harnessCheckTime(time)
        }
        deliverTouchDownIfDue()
    }

    /// Lifts the finger, `seconds` after the last event.
    public func up(after seconds: TimeInterval = 0.016) {
        precondition(isDown, "the finger is not down")
        _harnessMediaTime += seconds
        touch.phase = .ended
        touch.timestamp = _harnessMediaTime
        // The lift is an event of its own, with its own time.
        event.timestamp = touch.timestamp
        for recognizer in active() { recognizer.touchesEnded([touch], with: event) }
        // A delayed touch-down still reaches the view when the finger lifts before any
        // recognizer took it: "If the gesture recognizer, however, does not recognize its
        // gesture, the window delivers these objects to the view in a touchesBegan(_:with:)
        // message" (UIGestureRecognizer.delaysTouchesBegan; a quick tap on a button in a
        // scroll view still works). It comes with the lift's event, not the touch-down's:
        // the window hit-tested the touch with an event whose time was the touch-down's.
        deliverTouchDownIfDue(lifting: true)
        if viewGetsTouches { touch.view?.touchesEnded([touch], with: event) }
        finish()
    }

    /// The system cancels the touch (a call comes in, ...).
    public func cancel() {
        precondition(isDown, "the finger is not down")
        touch.phase = .cancelled
        for recognizer in active() { recognizer.touchesCancelled([touch], with: event) }
        if viewGetsTouches { touch.view?.touchesCancelled([touch], with: event) }
        finish()
    }

    /// A tap: down and up at a point.
    public func tap(at point: CGPoint) {
        down(at: point)
        up(after: 0.05)
    }

    private func active() -> [UIGestureRecognizer] {
        recognizers.filter {
            $0.isEnabled && $0.state != .failed && $0.state != .cancelled && $0.state != .ended
        }
    }

    func detach(_ recognizer: UIGestureRecognizer) {
        recognizers.removeAll { $0 === recognizer }
        recognizer.touches = []
        if recognizer.state != .possible { recognizer.state = .possible }
        recognizer.reset()
    }

    /// A recognizer with `cancelsTouchesInView` recognized: the view gets
    /// `touchesCancelled(_:with:)` and no more touches of this sequence.
    func cancelTouchesInView() {
        guard !viewTouchesCancelled else { return }
        viewTouchesCancelled = true
        // Not delivered yet: "these touch objects are discarded" (delaysTouchesBegan).
        guard viewTouchesDelivered else { return }
        let phase = touch.phase
        touch.phase = .cancelled
        touch.view?.touchesCancelled([touch], with: event)
        touch.phase = phase
    }

    private func finish() {
        isDown = false
        for recognizer in recognizers {
            recognizer.touches = []
            recognizer._harnessFinger = nil
            recognizer.state = .possible
            recognizer.reset()
        }
        recognizers = []
    }
}

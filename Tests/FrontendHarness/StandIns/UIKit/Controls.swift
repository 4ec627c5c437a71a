// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation, AlwaysUseLowerCamelCase
// (Stand-in declarations copy the SDK's names; their comments quote the SDK's spelling.)
// Controls, scroll views, labels, image views, stack views and layout anchors.

/// `typealias UIActionHandler = (UIAction) -> Void`
public typealias UIActionHandler = @MainActor (UIAction) -> Void

/// `class UIAction: UIMenuElement` (here an NSObject): "A menu element that performs its
/// action in a closure."
@MainActor open class UIAction: NSObject {
    /// `struct UIAction.Identifier: RawRepresentable`
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    let handler: UIActionHandler
    /// `var title: String`
    open var title: String
    /// `var image: UIImage?`
    open var image: UIImage?
    /// `var identifier: UIAction.Identifier { get }`
    public let identifier: Identifier
    /// `var sender: Any? { get }`: the control that sent the action.
    public internal(set) var sender: Any?

    /// `convenience init(title: String = "", image: UIImage? = nil, identifier:
    /// UIAction.Identifier? = nil, discoverabilityTitle: String? = nil, handler: @escaping
    /// UIActionHandler)` (the attributes and state parameters are left out).
    public init(
        title: String = "", image: UIImage? = nil, identifier: UIAction.Identifier? = nil,
        discoverabilityTitle: String? = nil, handler: @escaping UIActionHandler
    ) {
        self.title = title
        self.image = image
        self.identifier = identifier ?? Identifier(UUID().uuidString)
        self.handler = handler
        super.init()
    }
}

/// `class UIControl: UIView`: "The base class for controls, which are visual elements that
/// convey a specific action or intention in response to user interactions."
@MainActor open class UIControl: UIView {
    /// `struct UIControl.Event: OptionSet` with the SDK's raw values.
    public struct Event: OptionSet, Hashable, Sendable {
        public var rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let touchDown = Event(rawValue: 1 << 0)
        public static let touchDownRepeat = Event(rawValue: 1 << 1)
        public static let touchDragInside = Event(rawValue: 1 << 2)
        public static let touchDragOutside = Event(rawValue: 1 << 3)
        public static let touchDragEnter = Event(rawValue: 1 << 4)
        public static let touchDragExit = Event(rawValue: 1 << 5)
        public static let touchUpInside = Event(rawValue: 1 << 6)
        public static let touchUpOutside = Event(rawValue: 1 << 7)
        public static let touchCancel = Event(rawValue: 1 << 8)
        public static let valueChanged = Event(rawValue: 1 << 12)
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
        public static let menuActionTriggered = Event(rawValue: 1 << 14)
        public static let allTouchEvents = Event(rawValue: 0x0000_0FFF)
        public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
    }

    /// `struct UIControl.State: OptionSet`
    public struct State: OptionSet, Hashable, Sendable {
        public var rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let normal = State([])
        public static let highlighted = State(rawValue: 1 << 0)
        public static let disabled = State(rawValue: 1 << 1)
        public static let selected = State(rawValue: 1 << 2)
        public static let focused = State(rawValue: 1 << 3)
    }

    /// A target, held weakly: "The control does not retain the object in the target
    /// parameter. It is your responsibility to maintain a strong reference to the target
    /// object while it is attached to a control." (`addTarget(_:action:for:)`)
    private struct WeakTarget {
        weak var object: AnyObject?
        /// Whether a target was given; nil means the responder chain.
        let isResponderChain: Bool
    }
    private var targetActions: [(target: WeakTarget, action: Selector, events: Event)] = []
    private var actions: [(action: UIAction, events: Event)] = []
    private weak var trackedTouch: UITouch?

    /// Harness: every `sendActions(for:)` call, in order.
    public private(set) var _harnessSentEvents: [Event] = []

    /// `var isEnabled: Bool`: "If the enabled state is false, the control ignores touch
    /// events and subclasses may draw differently."
    open var isEnabled = true
    /// `var isSelected: Bool`
    open var isSelected = false
    /// `var isHighlighted: Bool`: "A control automatically sets and clears this state in
    /// response to appropriate touch events."
    open var isHighlighted = false
    /// `var state: UIControl.State { get }`
    open var state: State {
        var state = State.normal
        if isHighlighted { state.insert(.highlighted) }
        if !isEnabled { state.insert(.disabled) }
        if isSelected { state.insert(.selected) }
        return state
    }
    /// `var isTracking: Bool { get }`: "A Boolean value that indicates whether the control
    /// is currently tracking touch events."
    public private(set) var isTracking = false
    /// `var isTouchInside: Bool { get }`: "A Boolean value that indicates whether a tracked
    /// touch event is currently inside the control's bounds."
    public private(set) var isTouchInside = false

    /// `func addTarget(_ target: Any?, action: Selector, for controlEvents:
    /// UIControl.Event)`: the target is not retained; "If you specify nil for the target,
    /// the control searches the responder chain for an object that defines the specified
    /// action method."
    open func addTarget(_ target: Any?, action: Selector, for controlEvents: Event) {
        let object = target as AnyObject?
        targetActions.append(
            (WeakTarget(object: object, isResponderChain: object == nil), action, controlEvents))
    }

    /// `func addAction(_ action: UIAction, for controlEvents: UIControl.Event)`
    open func addAction(_ action: UIAction, for controlEvents: Event) {
        actions.append((action, controlEvents))
    }

    /// `func removeAction(_ action: UIAction, for controlEvents: UIControl.Event)`
    open func removeAction(_ action: UIAction, for controlEvents: Event) {
        actions.removeAll { $0.action === action && $0.events == controlEvents }
    }

    /// `func sendActions(for controlEvents: UIControl.Event)`: "UIControl implements this
    /// method to dispatch all associated action methods"; the actions registered for any of
    /// the events run, target-actions first.
    open func sendActions(for controlEvents: Event) {
        _harnessSentEvents.append(controlEvents)
        for entry in targetActions where !entry.events.isDisjoint(with: controlEvents) {
            if entry.target.isResponderChain {
                var responder: UIResponder? = self
                while let current = responder, !entry.action.isAccepted(by: current) {
                    responder = current.next
                }
                if let responder { entry.action.perform(on: responder, with: self) }
            } else if let target = entry.target.object {
                // A target that is gone gets nothing (the harness does not model the
                // dangling pointer a device may follow).
                entry.action.perform(on: target, with: self)
            }
        }
        for entry in actions where !entry.events.isDisjoint(with: controlEvents) {
            entry.action.sender = self
            entry.action.handler(entry.action)
        }
    }

    /// Harness: every action `sendAction(_:)` ran, in order.
    public private(set) var _harnessSentActions: [UIAction] = []

    /// `func sendAction(_ action: UIAction)` (iOS 14): "Calls the specified action"; the
    /// action's `sender` is the control while its handler runs.
    open func sendAction(_ action: UIAction) {
        _harnessSentActions.append(action)
        action.sender = self
        action.handler(action)
    }

    /// `func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool`: "Called when a
    /// touch event enters the control's bounds. ... Return true if the control should
    /// continue tracking touch events or false if it should stop." Default true.
    open func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }

    /// `func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool`: "Called when
    /// a touch event for the control updates. ... Return true if touch tracking should
    /// continue or false if it should end." Default true.
    open func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }

    /// `func endTracking(_ touch: UITouch?, with event: UIEvent?)`: "Called when a touch
    /// event associated with the control ends."
    open func endTracking(_ touch: UITouch?, with event: UIEvent?) {}

    /// `func cancelTracking(with event: UIEvent?)`: "Tells the control to cancel tracking
    /// related to the given event." (UIKit calls it when the touches are cancelled.)
    open func cancelTracking(with event: UIEvent?) {}

    // The touch methods turn the responder's touches into the tracking calls and control
    // events, as the UIControl documentation describes ("Responding to touch events").

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isEnabled, trackedTouch == nil, let touch = touches.first else { return }
        trackedTouch = touch
        isTouchInside = true
        isHighlighted = true
        isTracking = beginTracking(touch, with: event)
        sendActions(for: .touchDown)
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = trackedTouch, touches.contains(touch) else { return }
        let wasInside = isTouchInside
        isTouchInside = bounds.contains(touch.location(in: self))
        isHighlighted = isTouchInside
        if isTracking { isTracking = continueTracking(touch, with: event) }
        if wasInside != isTouchInside {
            sendActions(for: isTouchInside ? .touchDragEnter : .touchDragExit)
        }
        sendActions(for: isTouchInside ? .touchDragInside : .touchDragOutside)
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = trackedTouch, touches.contains(touch) else { return }
        isTouchInside = bounds.contains(touch.location(in: self))
        if isTracking { endTracking(touch, with: event) }
        isTracking = false
        isHighlighted = false
        trackedTouch = nil
        sendActions(for: isTouchInside ? .touchUpInside : .touchUpOutside)
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = trackedTouch, touches.contains(touch) else { return }
        if isTracking { cancelTracking(with: event) }
        isTracking = false
        isHighlighted = false
        trackedTouch = nil
        sendActions(for: .touchCancel)
    }
}

// The system controls that handle a one-finger single tap before a tap recognizer of a view
// around them ("Attaching gesture recognizers to UIKit controls"; see
// UITapGestureRecognizer in Touches.swift). Only the classes are declared: the checks use
// them as the touched view, nothing more.

/// `class UIButton: UIControl`
@MainActor open class UIButton: UIControl {}

/// `class UISwitch: UIControl` (unavailable on tvOS)
@available(tvOS, unavailable)
@MainActor open class UISwitch: UIControl {}

/// `class UIStepper: UIControl` (unavailable on tvOS)
@available(tvOS, unavailable)
@MainActor open class UIStepper: UIControl {}

/// `class UIPageControl: UIControl`
@MainActor open class UIPageControl: UIControl {}

/// `protocol UIScrollViewDelegate` (optional methods; defaults do nothing).
@MainActor public protocol UIScrollViewDelegate: AnyObject {
    /// `func scrollViewDidScroll(_ scrollView: UIScrollView)`
    func scrollViewDidScroll(_ scrollView: UIScrollView)
    /// `func scrollViewWillBeginDragging(_ scrollView: UIScrollView)`
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView)
    /// `func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity:
    /// CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>)`: "velocity: The velocity
    /// of the scroll view (in points per millisecond) at the moment the touch was released.
    /// targetContentOffset: The expected offset when the scrolling action decelerates to a
    /// stop." The delegate may change the target.
    func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
        targetContentOffset: UnsafeMutablePointer<CGPoint>)
    /// `func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate:
    /// Bool)`
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool)
    /// `func scrollViewDidEndDecelerating(_ scrollView: UIScrollView)`
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView)
    /// `func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView)`
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView)
}

extension UIScrollViewDelegate {
    public func scrollViewDidScroll(_ scrollView: UIScrollView) {}
    public func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
    public func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
        targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {}
    public func scrollViewDidEndDragging(
        _ scrollView: UIScrollView, willDecelerate decelerate: Bool
    ) {}
    public func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
    public func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
}

/// Harness: one animated `setContentOffset(_:animated:)`: where it began and ended, the
/// visible size, and the content's subviews with their frames as it began (front-most last).
public struct _HarnessScrollAnimation {
    public let from: CGPoint
    public let to: CGPoint
    public let size: CGSize
    public let content: [(view: UIView, frame: CGRect)]

    /// The area of content the animation shows on its way: every visible rectangle between
    /// the start and the end.
    public var sweep: CGRect {
        CGRect(origin: from, size: size).union(CGRect(origin: to, size: size))
    }
}

/// `class UIScrollView: UIView`: "A view that allows the scrolling and zooming of its
/// contained views."
/// `class UITextView: UIScrollView`: "A scrollable, multiline text region" (a scroll view
/// subclass, as the declaration says; the stand-in models nothing of its text).
@MainActor open class UITextView: UIScrollView {}

@MainActor open class UIScrollView: UIView {
    /// `enum UIScrollView.ContentInsetAdjustmentBehavior: Int`
    public enum ContentInsetAdjustmentBehavior: Int, Sendable {
        case automatic = 0
        case scrollableAxes = 1
        case never = 2
        case always = 3
    }

    /// `var contentSize: CGSize`
    open var contentSize = CGSize.zero
    /// `var contentInset: UIEdgeInsets`
    open var contentInset = UIEdgeInsets.zero
    /// `var adjustedContentInset: UIEdgeInsets { get }`: the content inset plus the safe
    /// area insets the behaviour adds; the harness has no safe area, so the content inset.
    open var adjustedContentInset: UIEdgeInsets { contentInset }
    /// `var contentInsetAdjustmentBehavior: UIScrollView.ContentInsetAdjustmentBehavior`
    open var contentInsetAdjustmentBehavior = ContentInsetAdjustmentBehavior.automatic
    /// `weak var delegate: (any UIScrollViewDelegate)?`
    open weak var delegate: (any UIScrollViewDelegate)?
    /// `var isScrollEnabled: Bool`
    open var isScrollEnabled = true
    /// `var isPagingEnabled: Bool`: "If the value of this property is true, the scroll view
    /// stops on multiples of the scroll view's bounds when the user scrolls."
    open var isPagingEnabled = false
    /// `var bounces: Bool`
    open var bounces = true
    /// `var alwaysBounceVertical: Bool`: "If this property is true and bounces is true,
    /// vertical dragging is allowed even if the content is smaller than the bounds of the
    /// scroll view."
    open var alwaysBounceVertical = false
    /// `var alwaysBounceHorizontal: Bool` (the same, horizontally).
    open var alwaysBounceHorizontal = false
    /// `var showsHorizontalScrollIndicator: Bool`
    open var showsHorizontalScrollIndicator = true
    /// `var showsVerticalScrollIndicator: Bool`
    open var showsVerticalScrollIndicator = true
    /// `var scrollsToTop: Bool`
    open var scrollsToTop = true
    /// `var delaysContentTouches: Bool`: "If the value of this property is true, the scroll
    /// view delays handling the touch-down gesture until it can determine if scrolling is
    /// the intent. If the value is false, the scroll view immediately calls
    /// touchesShouldBegin(_:with:in:). The default value is true." How long the delay is,
    /// Apple does not document; see `_harnessContentTouchDelay`.
    open var delaysContentTouches = true
    /// `var canCancelContentTouches: Bool`: "If the value of this property is true and a view
    /// in the content has begun tracking a finger touching it, and if the user drags the
    /// finger enough to initiate a scroll, the view receives a touchesCancelled(_:with:)
    /// message and the scroll view handles the touch as a scroll. If the value of this
    /// property is false, the scroll view does not scroll regardless of finger movement once
    /// the content view starts tracking." Default true.
    open var canCancelContentTouches = true

    /// Harness: the touch-down delay of `delaysContentTouches`. The class overview says the
    /// scroll view "temporarily intercepts a touch-down event by starting a timer and, before
    /// the timer fires, seeing if the touching finger makes any movement. If the timer fires
    /// without a significant change in position, the scroll view sends tracking events to the
    /// touched subview of the content view. If the user then drags their finger far enough
    /// before the timer elapses, the scroll view cancels any tracking in the subview and
    /// performs the scrolling itself." The timer's length is not documented: checks hold a
    /// finger well beyond this value (0.5 s) or move it well before it, never near it.
    public static let _harnessContentTouchDelay: TimeInterval = 0.15

    /// `func touchesShouldBegin(_ touches: Set<UITouch>, with event: UIEvent?, in view:
    /// UIView) -> Bool`: "Return false if you don't want the scroll view to send event
    /// messages to view. The default returned value is true."
    open func touchesShouldBegin(_ touches: Set<UITouch>, with event: UIEvent?, in view: UIView)
        -> Bool
    { true }

    /// `func touchesShouldCancel(in view: UIView) -> Bool`: "The scroll view calls this
    /// method just after it starts sending tracking messages to the content view. If it
    /// receives false from this method, it stops dragging and forwards the touch events to
    /// the content subview. The scroll view does not call this method if the value of the
    /// canCancelContentTouches property is false. ... The default returned value is true if
    /// view is not a UIControl object; otherwise, it returns false."
    open func touchesShouldCancel(in view: UIView) -> Bool { !(view is UIControl) }
    /// `var isDragging: Bool { get }`: "A Boolean value that indicates whether the user has
    /// begun scrolling the content."
    public internal(set) var isDragging = false
    /// `var isDecelerating: Bool { get }`: "A Boolean value that indicates whether the content
    /// is moving in the scroll view after the user lifted their finger." The harness
    /// decelerates only when a check asks (`_harnessBeginDecelerating(toward:)`).
    public internal(set) var isDecelerating = false
    /// `var isTracking: Bool { get }`
    public internal(set) var isTracking = false

    /// `var contentOffset: CGPoint`: "The point at which the origin of the content view is
    /// offset from the origin of the scroll view" — the bounds origin. The delegate hears
    /// `scrollViewDidScroll(_:)` ("Tells the delegate when the user scrolls the content view
    /// within the scroll view") while the user drags or the content decelerates; UIKit does
    /// not document the call for changes made in code, so the stand-in makes none.
    open var contentOffset: CGPoint {
        get { bounds.origin }
        set {
            guard newValue != bounds.origin else { return }
            bounds.origin = newValue
            if isDragging || isDecelerating || _harnessAnimationTarget != nil {
                delegate?.scrollViewDidScroll(self)
            }
        }
    }

    /// Harness: whether an animated `setContentOffset(_:animated:)` runs until the check
    /// steps it (`_harnessStepAnimation(to:)`, `_harnessFinishAnimation()`), as on a device,
    /// where the animation takes frames; off, it ends at once (the default).
    public var _harnessHoldsAnimations = false
    /// Harness: where a held animation goes, and where it started, while it runs.
    private var _harnessAnimationTarget: CGPoint?
    private var _harnessAnimationStart = CGPoint.zero

    /// Harness: a held animation reaches `fraction` of its way; the delegate hears
    /// `scrollViewDidScroll(_:)`, as for each frame of an animated offset change.
    public func _harnessStepAnimation(to fraction: CGFloat) {
        guard let target = _harnessAnimationTarget else { return }
        contentOffset = CGPoint(
            x: _harnessAnimationStart.x + (target.x - _harnessAnimationStart.x) * fraction,
            y: _harnessAnimationStart.y + (target.y - _harnessAnimationStart.y) * fraction)
    }

    /// Harness: a held animation reaches its offset and ends
    /// (`scrollViewDidEndScrollingAnimation(_:)`).
    public func _harnessFinishAnimation() {
        guard let target = _harnessAnimationTarget else { return }
        contentOffset = target
        _harnessAnimationTarget = nil
        delegate?.scrollViewDidEndScrollingAnimation(self)
    }

    /// `func setContentOffset(_ contentOffset: CGPoint, animated: Bool)`. The harness does not
    /// animate: the offset changes at once. When animated, the delegate then hears
    /// `scrollViewDidEndScrollingAnimation(_:)`: "The scroll view calls this method at the
    /// end of its implementations of the setContentOffset(_:animated:) and
    /// scrollRectToVisible(_:animated:) methods, but only if animations are requested." An
    /// offset that does not change runs no animation and calls nothing.
    ///
    /// "animated: true to animate the transition at a constant velocity to the new offset":
    /// every offset between the two is shown on the way. The harness records each animated
    /// change with the frames of the content's subviews as it starts
    /// (`_harnessScrollAnimations`), so a check can tell which content the animation
    /// passes.
    ///
    /// An unanimated call stops a deceleration in progress, even to the offset the content is
    /// at; the `contentOffset` setter and an animated call do not. Apple does not document
    /// this; it is observed and reported (rdar://16724593, mirrored as
    /// lionheart/openradar-mirror#3680), and apps stop a scroll view with
    /// `setContentOffset(contentOffset, animated: false)`.
    open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
        if !animated { _harnessStopDecelerating() }
        guard contentOffset != self.contentOffset else { return }
        if animated {
            _harnessScrollAnimations.append(
                _HarnessScrollAnimation(
                    from: self.contentOffset, to: contentOffset, size: bounds.size,
                    content: subviews.map { ($0, $0.frame) }))
        }
        if animated, _harnessHoldsAnimations {
            _harnessAnimationStart = self.contentOffset
            _harnessAnimationTarget = contentOffset
            return
        }
        _harnessAnimationTarget = nil
        self.contentOffset = contentOffset
        if animated { delegate?.scrollViewDidEndScrollingAnimation(self) }
    }

    /// Harness: where a deceleration is heading, while the content decelerates.
    private var _harnessDecelerationTarget: CGPoint?

    /// Harness: the content goes on moving toward `target` after the finger lifted, as after
    /// a fling (`isDecelerating` is true). How a deceleration slows is not documented: the
    /// content moves only when a check calls `_harnessDecelerate(to:)` or
    /// `_harnessFinishDecelerating()`.
    public func _harnessBeginDecelerating(toward target: CGPoint) {
        _harnessDecelerationTarget = target
        isDecelerating = true
    }

    /// Harness: a decelerating scroll view's content moves on to `offset` (the delegate hears
    /// `scrollViewDidScroll(_:)`). Does nothing once the deceleration has stopped.
    public func _harnessDecelerate(to offset: CGPoint) {
        guard isDecelerating else { return }
        contentOffset = offset
    }

    /// Harness: a deceleration that was not stopped reaches its target and ends
    /// (`scrollViewDidEndDecelerating(_:)`: "The scroll view calls this method when the
    /// scrolling movement comes to a halt").
    public func _harnessFinishDecelerating() {
        guard isDecelerating, let target = _harnessDecelerationTarget else { return }
        contentOffset = target
        _harnessDecelerationTarget = nil
        isDecelerating = false
        delegate?.scrollViewDidEndDecelerating(self)
    }

    /// Harness: stops a deceleration where the content is now. Whether the delegate hears
    /// `scrollViewDidEndDecelerating(_:)` then is not documented, so the stand-in calls nothing.
    func _harnessStopDecelerating() {
        guard _harnessDecelerationTarget != nil else { return }
        _harnessDecelerationTarget = nil
        isDecelerating = false
    }

    /// Harness: the animated offset changes made, oldest first.
    public private(set) var _harnessScrollAnimations: [_HarnessScrollAnimation] = []

    /// `var panGestureRecognizer: UIPanGestureRecognizer { get }`: "The underlying gesture
    /// recognizer for pan gestures." It moves the content with the finger; its
    /// `cancelsTouchesInView` is true (the UIGestureRecognizer default).
    public private(set) lazy var panGestureRecognizer: UIPanGestureRecognizer = {
        let recognizer = _HarnessScrollPanGestureRecognizer(target: nil, action: nil)
        recognizer.scrollView = self
        addGestureRecognizer(recognizer)
        return recognizer
    }()

    public override init(frame: CGRect) {
        super.init(frame: frame)
        _ = panGestureRecognizer
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        _ = panGestureRecognizer
    }

    /// Whether a drag along an axis can scroll: content larger than the bounds, or
    /// `alwaysBounce...` with `bounces` (UIScrollView documentation of those properties).
    func _harnessCanScroll(horizontally: Bool) -> Bool {
        guard isScrollEnabled else { return false }
        if horizontally {
            return contentSize.width + contentInset.left + contentInset.right > bounds.width
                || (bounces && alwaysBounceHorizontal)
        }
        return contentSize.height + contentInset.top + contentInset.bottom > bounds.height
            || (bounces && alwaysBounceVertical)
    }

    var _harnessDragStartOffset = CGPoint.zero

    func _harnessPan(_ recognizer: UIPanGestureRecognizer) {
        switch recognizer.state {
        case .began:
            isTracking = true
            isDragging = true
            _harnessDragStartOffset = contentOffset
            delegate?.scrollViewWillBeginDragging(self)
            fallthrough
        case .changed:
            let translation = recognizer.translation(in: self)
            let maxX = max(contentSize.width - bounds.width, 0)
            let maxY = max(contentSize.height - bounds.height, 0)
            let horizontal = _harnessCanScroll(horizontally: true)
            let vertical = _harnessCanScroll(horizontally: false)
            contentOffset = CGPoint(
                x: horizontal
                    ? min(max(_harnessDragStartOffset.x - translation.x, 0), maxX)
                    : contentOffset.x,
                y: vertical
                    ? min(max(_harnessDragStartOffset.y - translation.y, 0), maxY) : contentOffset.y
            )
        case .ended, .cancelled:
            isTracking = false
            isDragging = false
            // The harness does not decelerate: a scroll view stops where the finger left it,
            // a paging one on the nearest page (how UIKit picks the page is not documented),
            // unless the delegate changes the target; the content jumps there at once.
            let finger = recognizer.velocity(in: self)
            let velocity = CGPoint(x: -finger.x / 1000, y: -finger.y / 1000)
            var target = contentOffset
            if isPagingEnabled, bounds.width > 0 {
                target.x = (contentOffset.x / bounds.width).rounded() * bounds.width
            }
            delegate?.scrollViewWillEndDragging(
                self, withVelocity: velocity, targetContentOffset: &target)
            if target != contentOffset {
                delegate?.scrollViewDidEndDragging(self, willDecelerate: true)
                isDecelerating = true
                contentOffset = target
                isDecelerating = false
                delegate?.scrollViewDidEndDecelerating(self)
            } else {
                delegate?.scrollViewDidEndDragging(self, willDecelerate: false)
            }
        default:
            break
        }
    }
}

/// `class UILabel: UIView`
@MainActor open class UILabel: UIView {
    /// `var text: String?`
    open var text: String?
    /// `var font: UIFont!`
    open var font: UIFont! = .systemFont(ofSize: 17)
    /// `var textColor: UIColor!`
    open var textColor: UIColor! = .label
    /// `var textAlignment: NSTextAlignment`
    open var textAlignment = NSTextAlignment.natural
    /// `var lineBreakMode: NSLineBreakMode`
    open var lineBreakMode = NSLineBreakMode.byTruncatingTail
    /// `var numberOfLines: Int`
    open var numberOfLines = 1
    /// `var adjustsFontForContentSizeCategory: Bool`
    open var adjustsFontForContentSizeCategory = false

    /// The size of its one line of text in its font (stand-in metrics, see
    /// `UIFont._harnessTextSize(_:)`); zero without text.
    open override var intrinsicContentSize: CGSize {
        guard let text, !text.isEmpty else { return .zero }
        return font._harnessTextSize(text)
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }
}

/// `class UIImageView: UIView`
@MainActor open class UIImageView: UIView {
    /// `var image: UIImage?`
    open var image: UIImage?

    /// `init(image: UIImage?)`
    public init(image: UIImage?) {
        self.image = image
        super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
    }

    public override init(frame: CGRect) { super.init(frame: frame) }

    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// "the image view's intrinsic content size is the size of the image" (UIImageView
    /// documentation); no metric without one.
    open override var intrinsicContentSize: CGSize {
        image?.size ?? CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }
}

/// `class UIStackView: UIView`
@MainActor open class UIStackView: UIView {
    /// `enum UIStackView.Alignment: Int`
    public enum Alignment: Int, Sendable {
        case fill = 0
        case leading = 1
        case firstBaseline = 2
        case center = 3
        case trailing = 4
        case lastBaseline = 5
        public static var top: Alignment { .leading }
        public static var bottom: Alignment { .trailing }
    }

    /// `enum UIStackView.Distribution: Int`
    public enum Distribution: Int, Sendable {
        case fill = 0
        case fillEqually = 1
        case fillProportionally = 2
        case equalSpacing = 3
        case equalCentering = 4
    }

    /// `var axis: NSLayoutConstraint.Axis`
    open var axis = NSLayoutConstraint.Axis.horizontal
    /// `var alignment: UIStackView.Alignment`
    open var alignment = Alignment.fill
    /// `var distribution: UIStackView.Distribution`
    open var distribution = Distribution.fill
    /// `var spacing: CGFloat`: "The distance in points between the adjacent edges of the
    /// stack view's arranged views."
    open var spacing: CGFloat = 0
    /// `var arrangedSubviews: [UIView] { get }`
    public private(set) var arrangedSubviews: [UIView] = []

    /// `func addArrangedSubview(_ view: UIView)`
    open func addArrangedSubview(_ view: UIView) {
        arrangedSubviews.append(view)
        addSubview(view)
    }

    /// The arranged views' intrinsic sizes laid end to end along the axis with `spacing`
    /// between them; hidden views take no room ("The stack view automatically updates its
    /// layout whenever ... one of the arranged subviews's isHidden property changes").
    open override func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
        let sizes = arrangedSubviews.filter { !$0.isHidden }.map {
            let size = $0.intrinsicContentSize
            return CGSize(width: max(size.width, 0), height: max(size.height, 0))
        }
        guard !sizes.isEmpty else { return .zero }
        let gaps = spacing * CGFloat(sizes.count - 1)
        if axis == .horizontal {
            return CGSize(
                width: sizes.map(\.width).reduce(0, +) + gaps,
                height: sizes.map(\.height).max() ?? 0)
        }
        return CGSize(
            width: sizes.map(\.width).max() ?? 0, height: sizes.map(\.height).reduce(0, +) + gaps)
    }

    open override var intrinsicContentSize: CGSize { systemLayoutSizeFitting(.zero) }
}

/// `class NSLayoutConstraint: NSObject`. The stand-in keeps constraints but solves none.
@MainActor open class NSLayoutConstraint: NSObject {
    /// `enum NSLayoutConstraint.Axis: Int`
    public enum Axis: Int, Hashable, Sendable {
        case horizontal = 0
        case vertical = 1
    }

    /// `var isActive: Bool`
    open var isActive = false
    /// `var constant: CGFloat`
    open var constant: CGFloat = 0
    /// `var priority: UILayoutPriority`
    open var priority = UILayoutPriority.required

    /// `class func activate(_ constraints: [NSLayoutConstraint])`
    open class func activate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.isActive = true }
    }

    /// `class func deactivate(_ constraints: [NSLayoutConstraint])`
    open class func deactivate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.isActive = false }
    }
}

/// `class NSLayoutAnchor<AnchorType>: NSObject`
@MainActor open class NSLayoutAnchor<AnchorType: AnyObject>: NSObject {
    weak var view: UIView?
    init(view: UIView) {
        self.view = view
        super.init()
    }

    /// `func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint`
    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        NSLayoutConstraint()
    }
    /// `func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) ->
    /// NSLayoutConstraint`
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>)
        -> NSLayoutConstraint
    { NSLayoutConstraint() }
    /// `func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) ->
    /// NSLayoutConstraint`
    open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>)
        -> NSLayoutConstraint
    { NSLayoutConstraint() }
    /// `func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) ->
    /// NSLayoutConstraint`
    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat)
        -> NSLayoutConstraint
    {
        let constraint = NSLayoutConstraint()
        constraint.constant = c
        return constraint
    }
}

/// `class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor>`
@MainActor open class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {}
/// `class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor>`
@MainActor open class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {}
/// `class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension>`
@MainActor open class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {
    /// `func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint`
    open func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint {
        let constraint = NSLayoutConstraint()
        constraint.constant = c
        return constraint
    }
}

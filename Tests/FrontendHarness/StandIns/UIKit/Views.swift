// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation, AlwaysUseLowerCamelCase
// (Stand-in declarations copy the SDK's names; their comments quote the SDK's spelling.)
// The responder and view hierarchy.

/// `class UIResponder: NSObject`
@MainActor open class UIResponder: NSObject {
    public override init() { super.init() }

    /// `var next: UIResponder? { get }`: "The next responder in the responder chain, or nil
    /// if there is no next responder." UIView returns its superview (or its view
    /// controller); others nil.
    open var next: UIResponder? { nil }

    /// `func awakeFromNib()` (`NSObject`'s, UINibLoading): "The nib-loading infrastructure
    /// sends an awakeFromNib message to each object recreated from a nib archive, but only
    /// after all the objects in the archive have been loaded and initialized." The default
    /// does nothing. Nonisolated: UINibLoading.h declares it in a category on `NSObject`
    /// with no main-actor attribute (iOS 17.4, 18.6 and 26.2 SDKs), so an override that
    /// calls the view's main-actor methods must assume the main actor, as UIKit sends it on
    /// the main thread.
    nonisolated open func awakeFromNib() {}

    /// `var canBecomeFirstResponder: Bool { get }`; default false.
    open var canBecomeFirstResponder: Bool { false }

    /// Harness: the first responder of the whole app.
    public internal(set) static weak var _harnessFirstResponder: UIResponder?

    /// `func becomeFirstResponder() -> Bool`: "true if this object is now the
    /// first-responder; otherwise, false." Only when `canBecomeFirstResponder`.
    @discardableResult
    open func becomeFirstResponder() -> Bool {
        guard canBecomeFirstResponder else { return false }
        UIResponder._harnessFirstResponder = self
        return true
    }

    /// `func resignFirstResponder() -> Bool`
    @discardableResult
    open func resignFirstResponder() -> Bool {
        if UIResponder._harnessFirstResponder === self { UIResponder._harnessFirstResponder = nil }
        return true
    }

    /// `var isFirstResponder: Bool { get }`
    open var isFirstResponder: Bool { UIResponder._harnessFirstResponder === self }

    /// `var keyCommands: [UIKeyCommand]? { get }`; default nil.
    open var keyCommands: [UIKeyCommand]? { nil }

    /// `func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?)`: "The default
    /// implementation of this method forwards the message up the responder chain."
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesBegan(touches, with: event)
    }

    /// `func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?)`: forwards up the
    /// responder chain by default.
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesMoved(touches, with: event)
    }

    /// `func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?)`: forwards up the
    /// responder chain by default.
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesEnded(touches, with: event)
    }

    /// `func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?)`: forwards up
    /// the responder chain by default.
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesCancelled(touches, with: event)
    }

    /// `func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?)`: "The
    /// default implementation of this method forwards the message up the responder chain."
    open func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        next?.pressesBegan(presses, with: event)
    }

    /// `func pressesChanged(_ presses: Set<UIPress>, with event: UIPressesEvent?)`: "Tells this
    /// object when a value associated with a press has changed"; UIResponder.h: "will be
    /// invoked for presses that provide an analog value (like thumbsticks or analog push
    /// buttons)". Forwards up the responder chain by default.
    open func pressesChanged(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        next?.pressesChanged(presses, with: event)
    }

    /// `func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?)`: forwards up
    /// the responder chain by default.
    open func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        next?.pressesEnded(presses, with: event)
    }

    /// `func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent?)`:
    /// forwards up the responder chain by default.
    open func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        next?.pressesCancelled(presses, with: event)
    }

    /// Harness: a hardware key press. "The system searches the responder chain for an
    /// object that implements the action": the first responder's (and then its next
    /// responders') `keyCommands` are searched for the input, and the action is sent to the
    /// responder that listed it. Returns whether a command handled it. Only key commands: a
    /// key as the whole system delivers it, focus system first, is
    /// `UIWindow._harnessPressHardwareKey(_:modifierFlags:)`.
    @discardableResult
    public static func _harnessPressKey(_ input: String, modifierFlags: UIKeyModifierFlags = [])
        -> Bool
    {
        _harnessPerformKeyCommand(
            input, modifierFlags: modifierFlags, from: _harnessFirstResponder, priority: nil)
    }

    /// Harness: sends a key to the first command for it in the responder chain from
    /// `first`, among the commands that want priority over the system's behaviour (`true`),
    /// those that do not (`false`) or all (`nil`). Returns whether one took it.
    static func _harnessPerformKeyCommand(
        _ input: String, modifierFlags: UIKeyModifierFlags, from first: UIResponder?,
        priority: Bool?
    ) -> Bool {
        var responder = first
        while let current = responder {
            if let command = current.keyCommands?.first(where: {
                $0.input == input && $0.modifierFlags == modifierFlags
                    && (priority == nil || $0.wantsPriorityOverSystemBehavior == priority)
            }), let action = command.action {
                action.perform(on: current, with: command)
                return true
            }
            responder = current.next
        }
        return false
    }
}

/// `enum UIView.ContentMode: Int`
extension UIView {
    public enum ContentMode: Int, Sendable {
        case scaleToFill = 0
        case scaleAspectFit = 1
        case scaleAspectFill = 2
        case redraw = 3
        case center = 4
    }
}

/// `class UIView: UIResponder`
@MainActor open class UIView: UIResponder, UITraitEnvironment {
    private var storedFrame = CGRect.zero
    private var boundsOrigin = CGPoint.zero
    private var needsLayout = true
    public private(set) weak var superview: UIView?
    public private(set) var subviews: [UIView] = []
    private var traitHandlers: [(traits: [UITrait], handler: (UITraitCollection) -> Void)] = []
    private var lastTraits: UITraitCollection?

    /// `init(frame: CGRect)`
    public init(frame: CGRect) {
        storedFrame = frame
        super.init()
    }

    /// `convenience init()`: a zero frame.
    public convenience override init() { self.init(frame: .zero) }

    /// `init?(coder: NSCoder)`: a view in a nib or storyboard is made with this
    /// initializer, which decodes the view's own properties; the harness decodes the frame
    /// that `_HarnessNibDecoder` carries (the archive's other keys are private to UIKit).
    public required init?(coder: NSCoder) {
        storedFrame = (coder as? _HarnessNibDecoder)?.frame ?? .zero
        super.init()
    }

    // MARK: Geometry

    /// `var frame: CGRect`: "Changing the frame rectangle automatically redisplays the view";
    /// a size change asks for layout (`layoutSubviews`: "when ... the bounds change").
    open var frame: CGRect {
        get { storedFrame }
        set {
            let old = storedFrame.size
            storedFrame = newValue
            guard newValue.size != old else { return }
            setNeedsLayout()
            // autoresizingMask: flexible width and height take the size change.
            let dw = newValue.width - old.width
            let dh = newValue.height - old.height
            for view in subviews where view.translatesAutoresizingMaskIntoConstraints {
                var frame = view.frame
                if view.autoresizingMask.contains(.flexibleWidth) { frame.size.width += dw }
                if view.autoresizingMask.contains(.flexibleHeight) { frame.size.height += dh }
                if frame != view.frame { view.frame = frame }
            }
        }
    }

    /// `var bounds: CGRect`: the view's own coordinate system; its size is the frame's.
    open var bounds: CGRect {
        get { CGRect(origin: boundsOrigin, size: storedFrame.size) }
        set {
            boundsOrigin = newValue.origin
            frame.size = newValue.size
        }
    }

    /// `var center: CGPoint`
    open var center: CGPoint {
        get { CGPoint(x: storedFrame.midX, y: storedFrame.midY) }
        set {
            storedFrame.origin = CGPoint(
                x: newValue.x - storedFrame.width / 2, y: newValue.y - storedFrame.height / 2)
        }
    }

    /// `var transform: CGAffineTransform`: "Specifies the transform applied to the view,
    /// relative to the center of its bounds" (UIView documentation); stored only. Apple
    /// documents `frame` as undefined under a non-identity transform, so code that
    /// transforms a view places it with `bounds` and `center`, which the stand-in keeps.
    open var transform = CGAffineTransform.identity

    /// `func convert(_ point: CGPoint, to view: UIView?) -> CGPoint`: "Converts a point
    /// from the receiver's coordinate system to that of the specified view"; `nil` is the
    /// window.
    open func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
        let inWindow = pointInRoot(point)
        guard let view else { return inWindow }
        return view.pointFromRoot(inWindow)
    }

    /// `func convert(_ point: CGPoint, from view: UIView?) -> CGPoint`
    open func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
        let inWindow = view.map { $0.pointInRoot(point) } ?? point
        return pointFromRoot(inWindow)
    }

    /// `func convert(_ rect: CGRect, to view: UIView?) -> CGRect`
    open func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
        CGRect(origin: convert(rect.origin, to: view), size: rect.size)
    }

    /// `func convert(_ rect: CGRect, from view: UIView?) -> CGRect`
    open func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
        CGRect(origin: convert(rect.origin, from: view), size: rect.size)
    }

    private func pointInRoot(_ point: CGPoint) -> CGPoint {
        var p = point
        var view: UIView? = self
        while let current = view, !(current is UIWindow) {
            p.x += current.storedFrame.minX - current.boundsOrigin.x
            p.y += current.storedFrame.minY - current.boundsOrigin.y
            view = current.superview
        }
        return p
    }

    private func pointFromRoot(_ point: CGPoint) -> CGPoint {
        let origin = pointInRoot(.zero)
        return CGPoint(x: point.x - origin.x, y: point.y - origin.y)
    }

    // MARK: Hierarchy

    /// `var window: UIWindow? { get }`: "The receiver's window object, or nil if it has
    /// none."
    open var window: UIWindow? {
        var view = superview
        while let current = view {
            if let window = current as? UIWindow { return window }
            view = current.superview
        }
        return nil
    }

    open override var next: UIResponder? { _harnessViewController ?? superview }

    /// Harness: the view controller whose view this is (set by UIViewController).
    weak var _harnessViewController: UIViewController?

    /// `func addSubview(_ view: UIView)`: "Views can have only one superview. If view
    /// already has a superview and that view is not the receiver, this method removes the
    /// previous superview before making the receiver its new superview."
    open func addSubview(_ view: UIView) {
        insertSubview(view, at: subviews.count)
    }

    /// `func insertSubview(_ view: UIView, at index: Int)`
    open func insertSubview(_ view: UIView, at index: Int) {
        let oldWindow = view.window
        if let old = view.superview {
            old.subviews.removeAll { $0 === view }
        }
        view.superview = self
        subviews.insert(view, at: min(max(index, 0), subviews.count))
        view.didMoveToSuperview()
        if view.window !== oldWindow { view.notifyWindowChange() }
        setNeedsLayout()
    }

    /// `func removeFromSuperview()`
    open func removeFromSuperview() {
        guard let superview else { return }
        let oldWindow = window
        superview.subviews.removeAll { $0 === self }
        self.superview = nil
        didMoveToSuperview()
        if oldWindow != nil { notifyWindowChange() }
    }

    /// `func bringSubviewToFront(_ view: UIView)`
    open func bringSubviewToFront(_ view: UIView) {
        guard let index = subviews.firstIndex(where: { $0 === view }) else { return }
        subviews.append(subviews.remove(at: index))
    }

    /// `func sendSubviewToBack(_ view: UIView)`
    open func sendSubviewToBack(_ view: UIView) {
        guard let index = subviews.firstIndex(where: { $0 === view }) else { return }
        subviews.insert(subviews.remove(at: index), at: 0)
    }

    /// `func isDescendant(of view: UIView) -> Bool`
    open func isDescendant(of view: UIView) -> Bool {
        var current: UIView? = self
        while let candidate = current {
            if candidate === view { return true }
            current = candidate.superview
        }
        return false
    }

    /// `func didMoveToSuperview()`
    open func didMoveToSuperview() {}

    /// `func didMoveToWindow()`: "Tells the view that its window object changed."
    open func didMoveToWindow() {}

    private func notifyWindowChange() {
        if let window { layer.contentsScale = window.screen.scale }
        didMoveToWindow()
        for view in subviews { view.notifyWindowChange() }
        if window != nil { _harnessNotifyTraitChanges() }
    }

    // MARK: Layout

    /// `func setNeedsLayout()`
    open func setNeedsLayout() { needsLayout = true }

    /// `func layoutIfNeeded()`: "Lays out the subviews immediately, if layout updates are
    /// pending."
    open func layoutIfNeeded() {
        if needsLayout {
            needsLayout = false
            // "viewWillLayoutSubviews: Called to notify the view controller that its view is
            // about to layout its subviews"; viewDidLayoutSubviews: "... has just laid out".
            _harnessViewController?.viewWillLayoutSubviews()
            layoutSubviews()
            _harnessViewController?.viewDidLayoutSubviews()
        }
        for view in subviews { view.layoutIfNeeded() }
    }

    /// `func layoutSubviews()`: "The default implementation of this method does nothing
    /// on iOS 5.1 and earlier" (and Auto Layout, which the stand-in does not solve).
    open func layoutSubviews() {}

    /// `class let noIntrinsicMetric: CGFloat`
    public static let noIntrinsicMetric: CGFloat = -1

    /// `var intrinsicContentSize: CGSize { get }`: "The default ... is
    /// (noIntrinsicMetric, noIntrinsicMetric)."
    open var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }

    /// Harness: how many times `invalidateIntrinsicContentSize()` was called.
    public private(set) var _harnessIntrinsicInvalidations = 0

    /// `func invalidateIntrinsicContentSize()`
    open func invalidateIntrinsicContentSize() { _harnessIntrinsicInvalidations += 1 }

    /// `func sizeThatFits(_ size: CGSize) -> CGSize`: "The default implementation of this
    /// method returns the existing size of the view."
    open func sizeThatFits(_ size: CGSize) -> CGSize { bounds.size }

    /// `func sizeToFit()`
    open func sizeToFit() { frame.size = sizeThatFits(bounds.size) }

    /// `class let layoutFittingCompressedSize: CGSize`
    public static let layoutFittingCompressedSize = CGSize.zero
    /// `class let layoutFittingExpandedSize: CGSize`
    public static let layoutFittingExpandedSize = CGSize(width: 1e6, height: 1e6)

    /// `func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize`: the intrinsic size
    /// here (the stand-in has no Auto Layout solver; UIStackView answers for its
    /// arrangement).
    open func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
        let size = intrinsicContentSize
        return CGSize(width: max(size.width, 0), height: max(size.height, 0))
    }

    /// `var autoresizingMask: UIView.AutoresizingMask`
    open var autoresizingMask: AutoresizingMask = []

    /// `var translatesAutoresizingMaskIntoConstraints: Bool`
    open var translatesAutoresizingMaskIntoConstraints = true

    private var compressionResistance: [NSLayoutConstraint.Axis: UILayoutPriority] = [:]
    private var hugging: [NSLayoutConstraint.Axis: UILayoutPriority] = [:]

    /// `func setContentCompressionResistancePriority(_ priority: UILayoutPriority, for axis:
    /// NSLayoutConstraint.Axis)`
    open func setContentCompressionResistancePriority(
        _ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis
    ) { compressionResistance[axis] = priority }

    /// `func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) ->
    /// UILayoutPriority`; default 750.
    open func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis)
        -> UILayoutPriority
    { compressionResistance[axis] ?? .defaultHigh }

    /// `func setContentHuggingPriority(_ priority: UILayoutPriority, for axis:
    /// NSLayoutConstraint.Axis)`
    open func setContentHuggingPriority(
        _ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis
    ) { hugging[axis] = priority }

    /// `func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority`;
    /// default 250.
    open func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        hugging[axis] ?? .defaultLow
    }

    /// `var leadingAnchor: NSLayoutXAxisAnchor { get }` and the other anchors.
    public var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(view: self) }
    public var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(view: self) }
    public var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(view: self) }
    public var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(view: self) }
    public var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(view: self) }
    public var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(view: self) }
    public var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(view: self) }
    public var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(view: self) }
    public var widthAnchor: NSLayoutDimension { NSLayoutDimension(view: self) }
    public var heightAnchor: NSLayoutDimension { NSLayoutDimension(view: self) }

    // MARK: Appearance

    /// `var backgroundColor: UIColor?`
    open var backgroundColor: UIColor?
    /// `var tintColor: UIColor!`; setting it calls `tintColorDidChange()` ("The system calls
    /// this method on a view when your code changes the value of the tintColor property").
    open var tintColor: UIColor! = .systemBlue {
        didSet { tintColorDidChange() }
    }

    /// `func tintColorDidChange()`
    open func tintColorDidChange() {}
    /// `var isHidden: Bool`
    open var isHidden = false
    /// `var alpha: CGFloat`
    open var alpha: CGFloat = 1
    /// `var clipsToBounds: Bool`
    open var clipsToBounds = false
    /// `var contentMode: UIView.ContentMode`
    open var contentMode = ContentMode.scaleToFill
    /// `var isUserInteractionEnabled: Bool`
    open var isUserInteractionEnabled = true
    /// `var tag: Int`
    open var tag = 0
    /// `var layer: CALayer { get }`
    public let layer = CALayer._harnessViewLayer()

    /// `var contentScaleFactor: CGFloat`: "The scale factor applied to the view … The default
    /// value for this property is the scale factor associated with the screen currently
    /// displaying the view"; the layer's `contentsScale`, which "for layers attached to a view,
    /// the view changes … automatically to a value that is appropriate for the current
    /// screen". The stand-in sets it to the window's screen scale whenever the view moves into
    /// a window (UIKit documents no more of when it does), so a value set before then is lost.
    open var contentScaleFactor: CGFloat {
        get { layer.contentsScale }
        set { layer.contentsScale = newValue }
    }
    /// Harness: storage for the iOS 26 `cornerConfiguration` (VisualEffects.swift).
    public var _harnessStoredCornerConfiguration: Any?

    // MARK: Direction and traits

    /// `var semanticContentAttribute: UISemanticContentAttribute`
    open var semanticContentAttribute = UISemanticContentAttribute.unspecified

    /// `class func userInterfaceLayoutDirection(for attribute: UISemanticContentAttribute)
    /// -> UIUserInterfaceLayoutDirection`: playback and spatial content and
    /// `forceLeftToRight` are left to right, `forceRightToLeft` right to left, unspecified
    /// follows the app's direction (the harness: left to right).
    open class func userInterfaceLayoutDirection(for attribute: UISemanticContentAttribute)
        -> UIUserInterfaceLayoutDirection
    {
        attribute == .forceRightToLeft ? .rightToLeft : .leftToRight
    }

    /// `var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection { get }`:
    /// "The user interface layout direction appropriate for arranging the immediate content
    /// of this view." The semantic content attribute when it forces one, else the trait
    /// collection's direction.
    open var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
        switch semanticContentAttribute {
        case .forceLeftToRight, .playback, .spatial: return .leftToRight
        case .forceRightToLeft: return .rightToLeft
        case .unspecified:
            return traitCollection.layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
        }
    }

    /// `var traitCollection: UITraitCollection { get }`: inherited from the window (set by
    /// the harness), else the current collection.
    open var traitCollection: UITraitCollection {
        window?._harnessTraits ?? (self as? UIWindow)?._harnessTraits ?? ._harnessCurrent
    }

    /// `func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?)`
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    /// `func registerForTraitChanges<Self>(_ traits: [UITrait], handler: @escaping
    /// (Self, UITraitCollection) -> Void) -> any UITraitChangeRegistration where Self:
    /// UITraitEnvironment`: "the system calls the handler when any of the traits change" —
    /// only the listed traits: a change of any other trait does not call it.
    @discardableResult
    public func registerForTraitChanges<Self>(
        _ traits: [UITrait], handler: @escaping (Self, UITraitCollection) -> Void
    ) -> any UITraitChangeRegistration where Self: UITraitEnvironment {
        traitHandlers.append(
            (
                traits,
                { [unowned self] previous in
                    if let environment = self as? Self { handler(environment, previous) }
                }
            ))
        return _HarnessRegistration()
    }

    /// Harness: calls the trait handlers and `traitCollectionDidChange` of this view and
    /// its subviews whose traits differ from the ones they last saw.
    func _harnessNotifyTraitChanges() {
        let current = traitCollection
        let previous = lastTraits
        lastTraits = current
        if let previous, previous.differs(from: current) {
            traitCollectionDidChange(previous)
            let changed = previous._harnessChangedTraits(to: current)
            for entry in traitHandlers
            where entry.traits.contains(where: { listed in
                changed.contains { ObjectIdentifier($0) == ObjectIdentifier(listed) }
            }) {
                entry.handler(previous)
            }
        }
        for view in subviews { view._harnessNotifyTraitChanges() }
    }

    // MARK: Gestures and interactions

    /// `var gestureRecognizers: [UIGestureRecognizer]?`
    open var gestureRecognizers: [UIGestureRecognizer]?

    /// `func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer)`
    open func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        gestureRecognizer.view?.removeGestureRecognizer(gestureRecognizer)
        gestureRecognizers = (gestureRecognizers ?? []) + [gestureRecognizer]
        gestureRecognizer.view = self
    }

    /// `func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer)`
    open func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        gestureRecognizers?.removeAll { $0 === gestureRecognizer }
        if gestureRecognizer.view === self { gestureRecognizer.view = nil }
    }

    /// `var interactions: [any UIInteraction]`
    open var interactions: [any UIInteraction] = []

    /// `func addInteraction(_ interaction: any UIInteraction)`
    open func addInteraction(_ interaction: any UIInteraction) {
        interaction.willMove(to: self)
        interactions.append(interaction)
        interaction.didMove(to: self)
    }

    /// `func removeInteraction(_ interaction: any UIInteraction)`
    open func removeInteraction(_ interaction: any UIInteraction) {
        interaction.willMove(to: nil)
        interactions.removeAll { $0 === interaction }
        interaction.didMove(to: nil)
    }

    /// `func point(inside point: CGPoint, with event: UIEvent?) -> Bool`: "true if point is
    /// inside the receiver's bounds".
    open func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        bounds.contains(point)
    }

    /// `func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView?`: "traverses the
    /// view hierarchy by calling the point(inside:with:) method of each subview ... ignores
    /// view objects that are hidden, that have disabled user interactions, or have an alpha
    /// level less than 0.01"; subviews are searched front to back.
    open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard !isHidden, isUserInteractionEnabled, alpha >= 0.01,
            self.point(inside: point, with: event)
        else { return nil }
        for view in subviews.reversed() {
            let local = view.convert(point, from: self)
            if let hit = view.hitTest(local, with: event) { return hit }
        }
        return self
    }

    /// `func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool`:
    /// "Asks the view if the gesture recognizer should be allowed to continue tracking touch
    /// events. ... Subclasses may override this method and use it to prevent the recognition
    /// of particular gestures. For example, the UISlider class uses this method to prevent
    /// swipes parallel to the slider's travel direction and that start in the thumb." Asked
    /// of the recognizer's view and of the view the touch started in; default true.
    open func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        true
    }

    /// `var focusEffect: UIFocusEffect?`
    open var focusEffect: UIFocusEffect?

    /// `var safeAreaInsets: UIEdgeInsets { get }`: "For the view controller's root view, the
    /// insets account for the status bar, other visible bars, and any additional insets that
    /// you specified ... For other views in the view hierarchy, the insets reflect only the
    /// portion of the view that is covered by those bars and other content. For example, if a
    /// view is entirely within the safe area of its superview, the edge insets in this
    /// property are 0." The harness has no bars: the window's `_harnessSafeAreaInsets` (a
    /// sensor housing, the home indicator) cover the window's edges, and a view's insets are
    /// the part of it they cover; zero outside a window.
    open var safeAreaInsets: UIEdgeInsets {
        let window = (self as? UIWindow) ?? self.window
        guard let window else { return .zero }
        return _harnessSafeAreaInsets(coveredBy: window._harnessSafeAreaInsets, in: window)
    }

    /// The part of this view that insets of the window's edges cover.
    func _harnessSafeAreaInsets(coveredBy unsafe: UIEdgeInsets, in window: UIWindow)
        -> UIEdgeInsets
    {
        let frame = convert(bounds, to: nil)
        func covered(_ length: CGFloat, within limit: CGFloat) -> CGFloat {
            min(max(length, 0), max(limit, 0))
        }
        return UIEdgeInsets(
            top: covered(unsafe.top - frame.minY, within: frame.height),
            left: covered(unsafe.left - frame.minX, within: frame.width),
            bottom: covered(
                frame.maxY - (window.bounds.height - unsafe.bottom), within: frame.height),
            right: covered(frame.maxX - (window.bounds.width - unsafe.right), within: frame.width))
    }

    /// `func safeAreaInsetsDidChange()`: "Called when the safe area of the view changes." The
    /// stand-in calls it when the window's `_harnessSafeAreaInsets` change the view's insets
    /// (not when the view moves: checks set the insets, then lay out).
    open func safeAreaInsetsDidChange() {}

    /// `var canBecomeFocused: Bool { get }`; default false.
    open var canBecomeFocused: Bool { false }

    /// `var focusGroupIdentifier: String?` (iOS 14+, not tvOS): "The identifier of the focus
    /// group that this view belongs to." "If this property is nil, subviews inherit their
    /// superview's focus group."
    open var focusGroupIdentifier: String?

    /// Harness: the focus group the view is in: its own identifier, else its nearest
    /// superview's (the documented inheritance); `nil` is the window's own group.
    public var _harnessFocusGroup: String? {
        var current: UIView? = self
        while let view = current {
            if let group = view.focusGroupIdentifier { return group }
            current = view.superview
        }
        return nil
    }

    /// `var isFocused: Bool { get }`: "A Boolean value that indicates whether the item is
    /// currently focused."
    open var isFocused: Bool { window?._harnessFocusedView === self }

    /// `func shouldUpdateFocus(in context: UIFocusUpdateContext) -> Bool`: "Asks whether the
    /// system should allow a focus update to occur." The focus engine asks every environment
    /// that contains the previously or the next focused view; any false cancels. Default
    /// true.
    open func shouldUpdateFocus(in context: UIFocusUpdateContext) -> Bool { true }

    /// `func didUpdateFocus(in context: UIFocusUpdateContext, with coordinator:
    /// UIFocusAnimationCoordinator)`: "Called immediately after the system updates the
    /// focus to a new view", on every environment that contains the previously or the next
    /// focused view; "use the coordinator to schedule focus-related animations".
    open func didUpdateFocus(
        in context: UIFocusUpdateContext, with coordinator: UIFocusAnimationCoordinator
    ) {}

    // MARK: Large Content Viewer (UILargeContentViewerItem)

    /// `var showsLargeContentViewer: Bool`
    open var showsLargeContentViewer = false
    /// `var largeContentTitle: String?`
    open var largeContentTitle: String?
    /// `var largeContentImage: UIImage?`
    open var largeContentImage: UIImage?
    /// `var scalesLargeContentImage: Bool`
    open var scalesLargeContentImage = false
    /// `var largeContentImageInsets: UIEdgeInsets`
    open var largeContentImageInsets = UIEdgeInsets.zero

    // MARK: Accessibility (NSObject(UIAccessibility): nonisolated in the 17.4 SDK)

    /// `var isAccessibilityElement: Bool`
    nonisolated(unsafe) open var isAccessibilityElement = false
    /// `var accessibilityLabel: String?`
    nonisolated(unsafe) open var accessibilityLabel: String?
    /// `var accessibilityValue: String?`
    nonisolated(unsafe) open var accessibilityValue: String?
    /// `var accessibilityHint: String?`
    nonisolated(unsafe) open var accessibilityHint: String?
    /// `var accessibilityTraits: UIAccessibilityTraits`
    nonisolated(unsafe) open var accessibilityTraits = UIAccessibilityTraits.none
    /// `var accessibilityFrame: CGRect`
    nonisolated(unsafe) open var accessibilityFrame = CGRect.zero
    /// `var accessibilityElements: [Any]?`
    nonisolated(unsafe) open var accessibilityElements: [Any]?
    /// `var accessibilityContainerType: UIAccessibilityContainerType`
    nonisolated(unsafe) open var accessibilityContainerType = UIAccessibilityContainerType.none
    /// `var accessibilityIdentifier: String?`
    open var accessibilityIdentifier: String?
    /// `var accessibilityElementsHidden: Bool`
    nonisolated(unsafe) open var accessibilityElementsHidden = false
    /// `func accessibilityIncrement()`
    nonisolated open func accessibilityIncrement() {}
    /// `func accessibilityDecrement()`
    nonisolated open func accessibilityDecrement() {}
    /// `func accessibilityActivate() -> Bool`: default false.
    nonisolated open func accessibilityActivate() -> Bool { false }
    /// `func accessibilityScroll(_ direction: UIAccessibilityScrollDirection) -> Bool`:
    /// "Scrolls screen content in an application-specific way and returns the success or
    /// failure of the action ... By default, this method returns NO." "Implement this method
    /// if a view in the view hierarchy supports a scroll by page action." What a plain
    /// `UIScrollView` does with it Apple does not document: the stand-in's does nothing, so a
    /// check passes only when our own code turns the page.
    nonisolated open func accessibilityScroll(_ direction: UIAccessibilityScrollDirection) -> Bool {
        false
    }
    /// `func accessibilityElementDidBecomeFocused()`
    nonisolated open func accessibilityElementDidBecomeFocused() {}
    /// `func accessibilityElementDidLoseFocus()`
    nonisolated open func accessibilityElementDidLoseFocus() {}
}

struct _HarnessRegistration: UITraitChangeRegistration {}

/// `class UIWindow: UIView`
@MainActor open class UIWindow: UIView {
    /// Harness: the focused view of the focus system (tvOS remote, keyboards).
    public internal(set) weak var _harnessFocusedView: UIView?

    /// Harness: the focus engine moves focus to a view ("The focus engine controls focus";
    /// App Programming Guide for tvOS). Only a view whose `canBecomeFocused` is true and that
    /// is in this window can take it. Every environment containing the previous or the next
    /// view (each view up to the window) is asked `shouldUpdateFocus(in:)`; if all agree,
    /// focus moves and the same environments hear `didUpdateFocus(in:with:)` with a
    /// coordinator whose animations the harness runs at once. Returns whether focus moved.
    @discardableResult
    public func _harnessFocus(_ view: UIView?, heading: UIFocusHeading = []) -> Bool {
        if let view {
            guard view.window === self, view.canBecomeFocused, !view.isHidden else { return false }
        }
        let previous = _harnessFocusedView
        guard previous !== view else { return false }
        let context = UIFocusUpdateContext(
            previouslyFocusedView: previous, nextFocusedView: view, focusHeading: heading)
        var environments: [UIView] = []
        for start in [previous, view] {
            var current = start
            while let environment = current {
                if !environments.contains(where: { $0 === environment }) {
                    environments.append(environment)
                }
                current = environment.superview
            }
        }
        guard environments.allSatisfy({ $0.shouldUpdateFocus(in: context) }) else { return false }
        _harnessFocusedView = view
        let coordinator = UIFocusAnimationCoordinator()
        for environment in environments {
            environment.didUpdateFocus(in: context, with: coordinator)
        }
        coordinator._harnessRun()
        return true
    }

    /// Harness: a swipe on the Siri Remote's touch surface (or an arrow): "the focus engine
    /// looks for a focusable view in the direction of the swipe" and moves focus there. How
    /// it picks among several is not documented: the stand-in takes the focusable view whose
    /// centre lies that way and is nearest along the heading, among views that overlap the
    /// focused one across it; checks use a single row of segments, where the choice is
    /// unambiguous. Returns whether focus moved.
    /// With `withinGroup`, only views in the focused view's focus group are candidates (the
    /// arrow keys of an iPad's keyboard).
    @discardableResult
    public func _harnessMoveFocus(_ heading: UIFocusHeading, withinGroup: Bool = false) -> Bool {
        guard let focused = _harnessFocusedView else { return false }
        let from = focused.convert(focused.bounds, to: nil)
        var best: (view: UIView, distance: CGFloat)?
        func visit(_ view: UIView) {
            if view !== focused, view.canBecomeFocused, !view.isHidden,
                !withinGroup || view._harnessFocusGroup == focused._harnessFocusGroup
            {
                let frame = view.convert(view.bounds, to: nil)
                let distance: CGFloat?
                switch heading {
                case .right
                where frame.midX > from.midX && frame.maxY > from.minY && frame.minY < from.maxY:
                    distance = frame.midX - from.midX
                case .left
                where frame.midX < from.midX && frame.maxY > from.minY && frame.minY < from.maxY:
                    distance = from.midX - frame.midX
                case .down where frame.midY > from.midY:
                    distance = frame.midY - from.midY
                case .up where frame.midY < from.midY:
                    distance = from.midY - frame.midY
                default:
                    distance = nil
                }
                if let distance, best.map({ distance < $0.distance }) ?? true {
                    best = (view, distance)
                }
            }
            for subview in view.subviews { visit(subview) }
        }
        visit(self)
        guard let target = best?.view else { return false }
        return _harnessFocus(target, heading: heading)
    }

    /// Harness: a button press on the remote, down and up: "press events are delivered to
    /// the focused view first" and go up the responder chain from there (App Programming
    /// Guide for tvOS, "Detecting Gestures and Button Presses": "Button press events are
    /// handled through the responder chain").
    public func _harnessPress(_ type: UIPress.PressType) {
        let press = _harnessPressDown(type)
        _harnessPressUp(press)
    }

    /// Harness: a remote's button going down: `pressesBegan(_:with:)` of the focused view
    /// (else the window), which forwards what it does not handle up the responder chain.
    /// Each later phase of the press goes to the same view, whatever is focused by then: "Your
    /// responder will receive either pressesEnded:withEvent or pressesCancelled:withEvent: for
    /// each press it is handling (those presses it received in pressesBegan:withEvent:)"
    /// (UIResponder.h).
    @discardableResult
    public func _harnessPressDown(_ type: UIPress.PressType) -> UIPress {
        let press = UIPress(_harnessType: type)
        press._harnessResponder = _harnessFocusedView ?? self
        _harnessDeliver(press) { $0.pressesBegan($1, with: $2) }
        return press
    }

    /// Harness: a press changed (`pressesChanged(_:with:)`: "a value associated with a press
    /// has changed", the force of a press, say).
    public func _harnessPressChange(_ press: UIPress) {
        _harnessDeliver(press) { $0.pressesChanged($1, with: $2) }
    }

    /// Harness: the button coming up (`pressesEnded(_:with:)`).
    public func _harnessPressUp(_ press: UIPress) {
        _harnessDeliver(press) { $0.pressesEnded($1, with: $2) }
    }

    /// Harness: the system cancelling a press (`pressesCancelled(_:with:)`: "when it
    /// receives a system interruption requiring cancellation of the press sequence. An
    /// interruption is anything that causes the application to become inactive or causes the
    /// view handling the press events to be removed from its window").
    public func _harnessPressCancel(_ press: UIPress) {
        _harnessDeliver(press) { $0.pressesCancelled($1, with: $2) }
    }

    private func _harnessDeliver(
        _ press: UIPress, _ phase: (UIResponder, Set<UIPress>, UIPressesEvent) -> Void
    ) {
        let event = UIPressesEvent()
        event.allPresses = [press]
        phase(press._harnessResponder ?? _harnessFocusedView ?? self, [press], event)
    }

    /// Harness: a key pressed on an iPad's hardware keyboard, delivered as iPadOS 15 and
    /// later deliver it:
    ///
    /// 1. The key commands that `wantsPriorityOverSystemBehavior`: "In iOS 15 and later, the
    ///    system delivers physical keyboard events to the text input or focus systems first.
    ///    If those systems don't handle the keyboard input, the system delivers the events to
    ///    your app's key commands. … If the value of this property is true, the system reverses
    ///    that order" (`UIKeyCommand.wantsPriorityOverSystemBehavior`).
    /// 2. The focus system, on an iPad (idiom `.pad`; WWDC21 session 10260, "Focus on iPad
    ///    keyboard navigation": "The tab key navigates between significant areas in an app.
    ///    The arrow keys navigate within an area"): Tab and Shift-Tab move focus to the next
    ///    or previous focus group (`focusGroupIdentifier`; views without one share their
    ///    superview's), the arrows to the nearest focusable view that way in the focused
    ///    view's group. Which item of a group Tab lands on and in which order groups come are
    ///    not documented: the stand-in takes the groups in the order of their first focusable
    ///    view in the view tree and lands on that view; checks use layouts where the choice is
    ///    unambiguous. The focus system is not modelled on other idioms (on iPhone it is not
    ///    available: KeyboardKit's `shouldKeyboardKitUseFocusSystem`, "As of iOS 15.0, the
    ///    focus system is not available on iPhone").
    /// 3. The other key commands.
    ///
    /// Key commands are searched from the first responder up the responder chain, and only
    /// a first responder in this window gets keys ("if a hardware keyboard is attached, only
    /// the first responder from the key window receives key events",
    /// `UIResponder.becomeFirstResponder()`). Focus moving to a view does not make it the
    /// first responder here: UIKit documents no such link (KeyboardKit's changelog reports
    /// that first responder management "should no longer be necessary when a focus system is
    /// available", without a source), so a control whose keys work only that way fails its
    /// checks. Press events (`pressesBegan(_:with:)` with a `UIKey`) are not modelled.
    /// Returns whether anything handled the key.
    @discardableResult
    public func _harnessPressHardwareKey(
        _ input: String, modifierFlags: UIKeyModifierFlags = []
    ) -> Bool {
        let responder = UIResponder._harnessFirstResponder
        let first = (responder as? UIView)?.window === self ? responder : nil
        if UIResponder._harnessPerformKeyCommand(
            input, modifierFlags: modifierFlags, from: first, priority: true)
        {
            return true
        }
        if _harnessTraits.userInterfaceIdiom == .pad,
            _harnessFocusSystemHandles(input, modifierFlags: modifierFlags)
        {
            return true
        }
        return UIResponder._harnessPerformKeyCommand(
            input, modifierFlags: modifierFlags, from: first, priority: false)
    }

    /// The focus system's use of a key (see `_harnessPressHardwareKey`): whether it moved
    /// focus.
    private func _harnessFocusSystemHandles(
        _ input: String, modifierFlags: UIKeyModifierFlags
    ) -> Bool {
        switch (input, modifierFlags) {
        case ("\t", []), ("\t", .shift):
            var focusable: [UIView] = []
            func visit(_ view: UIView) {
                if view.canBecomeFocused, !view.isHidden { focusable.append(view) }
                for subview in view.subviews { visit(subview) }
            }
            visit(self)
            var groups: [(id: String?, first: UIView)] = []
            for view in focusable
            where !groups.contains(where: { $0.id == view._harnessFocusGroup }) {
                groups.append((view._harnessFocusGroup, view))
            }
            guard !groups.isEmpty else { return false }
            let current = _harnessFocusedView.flatMap { focused in
                groups.firstIndex { $0.id == focused._harnessFocusGroup }
            }
            let step = modifierFlags == .shift ? groups.count - 1 : 1
            let next = current.map { ($0 + step) % groups.count } ?? 0
            guard current != next else { return false }
            return _harnessFocus(
                groups[next].first, heading: modifierFlags == .shift ? .previous : .next)
        case (UIKeyCommand.inputLeftArrow, []):
            return _harnessMoveFocus(.left, withinGroup: true)
        case (UIKeyCommand.inputRightArrow, []):
            return _harnessMoveFocus(.right, withinGroup: true)
        case (UIKeyCommand.inputUpArrow, []):
            return _harnessMoveFocus(.up, withinGroup: true)
        case (UIKeyCommand.inputDownArrow, []):
            return _harnessMoveFocus(.down, withinGroup: true)
        default:
            return false
        }
    }

    /// Harness: the traits every view in the window inherits. Setting them notifies the
    /// views whose traits change (trait handlers and `traitCollectionDidChange(_:)`).
    public var _harnessTraits = UITraitCollection() {
        didSet { _harnessNotifyTraitChanges() }
    }

    /// Harness: the insets of the window's edges that are not safe, as a device's sensor
    /// housing and home indicator make them (an iPhone in landscape: 47 pt left and right,
    /// 21 pt at the bottom). Every view whose `safeAreaInsets` they change hears
    /// `safeAreaInsetsDidChange()`.
    public var _harnessSafeAreaInsets = UIEdgeInsets.zero {
        didSet {
            func visit(_ view: UIView) {
                if view._harnessSafeAreaInsets(coveredBy: oldValue, in: self)
                    != view._harnessSafeAreaInsets(coveredBy: _harnessSafeAreaInsets, in: self)
                {
                    view.safeAreaInsetsDidChange()
                }
                for subview in view.subviews { visit(subview) }
            }
            visit(self)
        }
    }

    /// `var rootViewController: UIViewController?`
    open var rootViewController: UIViewController? {
        didSet {
            oldValue?.view.removeFromSuperview()
            if let controller = rootViewController {
                controller.view.frame = bounds
                addSubview(controller.view)
            }
        }
    }

    /// `var windowScene: UIWindowScene?`
    open var windowScene: UIWindowScene?

    /// `var screen: UIScreen`
    open var screen = UIScreen.main

    /// `func makeKeyAndVisible()`
    open func makeKeyAndVisible() { isHidden = false }
}

/// `class UIViewController: UIResponder`
@MainActor open class UIViewController: UIResponder {
    private var loadedView: UIView?

    public override init() { super.init() }

    /// `init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?)`
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) { super.init() }

    /// `init?(coder: NSCoder)`
    public required init?(coder: NSCoder) { super.init() }

    /// `var view: UIView!`: "If you access this property when its value is nil, the view
    /// controller automatically calls the loadView() method", then `viewDidLoad()`.
    open var view: UIView! {
        get {
            if loadedView == nil {
                loadView()
                loadedView?._harnessViewController = self
                viewDidLoad()
            }
            return loadedView
        }
        set {
            loadedView = newValue
            newValue?._harnessViewController = self
        }
    }

    /// `var isViewLoaded: Bool { get }`
    open var isViewLoaded: Bool { loadedView != nil }

    /// `var viewIfLoaded: UIView? { get }`
    open var viewIfLoaded: UIView? { loadedView }

    /// `func loadView()`: "creates a plain UIView object".
    open func loadView() { view = UIView() }

    /// `func viewDidLoad()`
    open func viewDidLoad() {}
    /// `func viewWillAppear(_ animated: Bool)`
    open func viewWillAppear(_ animated: Bool) {}
    /// `func viewDidAppear(_ animated: Bool)`
    open func viewDidAppear(_ animated: Bool) {}
    /// `func viewWillDisappear(_ animated: Bool)`
    open func viewWillDisappear(_ animated: Bool) {}
    /// `func viewDidDisappear(_ animated: Bool)`
    open func viewDidDisappear(_ animated: Bool) {}
    /// `func viewIsAppearing(_ animated: Bool)` (iOS 13 and later): "The system calls this
    /// method once each time a view controller's view appears after the viewWillAppear(_:)
    /// call. In contrast to viewWillAppear(_:), the system calls this method after it adds
    /// the view controller's view to the view hierarchy, and the superview lays out the view
    /// controller's view"; "both callbacks occur within the same CATransaction. This means
    /// that changes you make in either method become visible to the user at the same time."
    /// The stand-in's containers call it (`UINavigationController`'s push);
    /// `beginAppearanceTransition(_:animated:)`, whose reference does not mention it, does
    /// not.
    open func viewIsAppearing(_ animated: Bool) {}
    /// `func viewWillLayoutSubviews()`
    open func viewWillLayoutSubviews() {}
    /// `func viewDidLayoutSubviews()`
    open func viewDidLayoutSubviews() {}

    open override var next: UIResponder? { loadedView?.superview }

    /// `var children: [UIViewController] { get }`
    public private(set) var children: [UIViewController] = []
    /// `var parent: UIViewController? { get }`
    public private(set) weak var parent: UIViewController?

    /// `func addChild(_ childController: UIViewController)`: "This method creates a
    /// parent-child relationship ... calls the child's willMove(toParent:) method
    /// automatically." (The caller calls `didMove(toParent:)`.)
    open func addChild(_ childController: UIViewController) {
        childController.removeFromParent()
        childController.willMove(toParent: self)
        children.append(childController)
        childController.parent = self
    }

    /// `func removeFromParent()`: "calls the didMove(toParent:) method of the child
    /// automatically" ... after it is removed (the caller calls `willMove(toParent: nil)`).
    open func removeFromParent() {
        guard let parent else { return }
        parent.children.removeAll { $0 === self }
        self.parent = nil
        didMove(toParent: nil)
    }

    /// `func willMove(toParent parent: UIViewController?)`
    open func willMove(toParent parent: UIViewController?) {}
    /// `func didMove(toParent parent: UIViewController?)`
    open func didMove(toParent parent: UIViewController?) {}

    /// `var title: String?`
    open var title: String?

    /// `var navigationController: UINavigationController? { get }`: "The nearest ancestor in
    /// the view controller hierarchy that is a navigation controller."
    open var navigationController: UINavigationController? {
        var ancestor = parent
        while let current = ancestor {
            if let navigation = current as? UINavigationController { return navigation }
            ancestor = current.parent
        }
        return nil
    }

    /// `var navigationItem: UINavigationItem { get }`
    public private(set) lazy var navigationItem = UINavigationItem()

    private var contentScrollViews: [NSDirectionalRectEdge: _HarnessWeakScrollView] = [:]

    /// `func setContentScrollView(_ scrollView: UIScrollView?, for edge:
    /// NSDirectionalRectEdge)` (iOS 15 and later): "Sets the scroll view that bars observe for
    /// the specified edge." "Pass top or bottom to set the scroll view for a specific edge, or
    /// pass all to set the scroll view for all edges"; `nil`: "the view controller determines
    /// a scroll view automatically" (how, Apple does not say: the stand-in determines none).
    /// Whether UIKit keeps the scroll view strongly is not documented; the stand-in does not.
    open func setContentScrollView(_ scrollView: UIScrollView?, for edge: NSDirectionalRectEdge) {
        for single in [NSDirectionalRectEdge.top, .bottom] where edge.contains(single) {
            contentScrollViews[single] = scrollView.map(_HarnessWeakScrollView.init)
        }
    }

    /// `func contentScrollView(for edge: NSDirectionalRectEdge) -> UIScrollView?`: "Returns
    /// the scroll view the view controller observes for the specified edge", "top or bottom.
    /// Passing any other value raises an exception" (a precondition here). "If you want to
    /// disable this behavior for one or more edges, override this method and return nil for
    /// the appropriate edge. If you don't set a scroll view with setContentScrollView(_:for:)
    /// or setContentScrollView(_:), the default implementation of this method returns nil."
    open func contentScrollView(for edge: NSDirectionalRectEdge) -> UIScrollView? {
        precondition(edge == .top || edge == .bottom, "contentScrollView(for:) takes one edge")
        return contentScrollViews[edge]?.scrollView
    }

    /// Harness: the scroll view last given to `setContentScrollView(_:for:)` for one edge,
    /// whatever an override of `contentScrollView(for:)` answers.
    public func _harnessToldContentScrollView(for edge: NSDirectionalRectEdge) -> UIScrollView? {
        contentScrollViews[edge]?.scrollView
    }

    /// `var shouldAutomaticallyForwardAppearanceMethods: Bool { get }`; default true.
    open var shouldAutomaticallyForwardAppearanceMethods: Bool { true }

    private var appearing: Bool?

    /// Harness: appearance transitions begun and not yet ended (0 when balanced).
    public private(set) var _harnessOpenAppearanceTransitions = 0

    /// `func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool)`: "Tells a child
    /// controller its appearance is about to change. ... Calling this method calls the
    /// child's viewWillAppear(_:) or viewWillDisappear(_:)"; views load first. A second
    /// call before `endAppearanceTransition()` announces a different change (a page whose
    /// appearance is reversed before it finished, as in a cancelled swipe): one transition
    /// stays open, and its end reports the last change announced.
    open func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
        _ = view
        if appearing == nil { _harnessOpenAppearanceTransitions += 1 }
        appearing = isAppearing
        if isAppearing {
            viewWillAppear(animated)
        } else {
            viewWillDisappear(animated)
        }
    }

    /// `func endAppearanceTransition()`: "Tells a child controller its appearance has
    /// changed" (viewDidAppear(_:) or viewDidDisappear(_:)).
    open func endAppearanceTransition() {
        _harnessOpenAppearanceTransitions -= 1
        guard let appearing else { return }
        self.appearing = nil
        if appearing {
            viewDidAppear(false)
        } else {
            viewDidDisappear(false)
        }
    }
}

/// `class UINavigationController: UIViewController`: "A container view controller that
/// defines a stack-based scheme for navigating hierarchical content." The stand-in shows the
/// top view controller's view filling its own (it draws no bars) and installs the back-swipe
/// recognizers on its view, as their documentation says; the transitions they start are not
/// modelled (a check adds its own target to see one begin).
@MainActor open class UINavigationController: UIViewController {
    private let edgePop: UIScreenEdgePanGestureRecognizer
    private let contentPop: UIGestureRecognizer?

    /// `var viewControllers: [UIViewController]` (settable in the SDK; read here).
    public private(set) var viewControllers: [UIViewController] = []

    /// `var topViewController: UIViewController? { get }`
    open var topViewController: UIViewController? { viewControllers.last }

    /// `init(rootViewController: UIViewController)`
    public init(rootViewController: UIViewController) {
        edgePop = UIScreenEdgePanGestureRecognizer(target: nil, action: nil)
        edgePop.edges = .left
        // iOS 26 adds the content back swipe; the iOS 16 run has none.
        contentPop =
            _harnessRunsAtLeastIOS(26)
            ? _HarnessContentPopGestureRecognizer(target: nil, action: nil) : nil
        super.init()
        push(rootViewController)
    }

    /// `init?(coder aDecoder: NSCoder)`
    public required init?(coder: NSCoder) {
        edgePop = UIScreenEdgePanGestureRecognizer(target: nil, action: nil)
        edgePop.edges = .left
        contentPop =
            _harnessRunsAtLeastIOS(26)
            ? _HarnessContentPopGestureRecognizer(target: nil, action: nil) : nil
        super.init(coder: coder)
    }

    /// Harness: called when the first frame of a push's transition is on screen, with the
    /// pushed view controller: what the user first sees of it.
    public var _harnessFirstFrameShown: ((UIViewController) -> Void)?

    /// `func pushViewController(_ viewController: UIViewController, animated: Bool)`: pushes
    /// the view controller and shows it, in this order:
    /// 1. `viewWillAppear(_:)` (through `beginAppearanceTransition(true, animated:)`): "called
    ///    before the view controller's view is about to be added to a view hierarchy and before
    ///    any animations are configured"; the view controller leaving hears
    ///    `viewWillDisappear(_:)`.
    /// 2. The view is added to the hierarchy and sized by its superview; then
    ///    `viewIsAppearing(_:)`: "after it adds the view controller's view to the view
    ///    hierarchy, and the superview lays out the view controller's view"; "both callbacks
    ///    occur within the same CATransaction".
    /// 3. That transaction's layout pass (`layoutIfNeeded()` on the window: Core Animation
    ///    lays out before it renders), then its first frame is on screen
    ///    (`_harnessFirstFrameShown`).
    /// 4. The transition animates (here at once); then, in a later transaction,
    ///    `viewDidAppear(_:)` and the leaving view controller's `viewDidDisappear(_:)`
    ///    (through `endAppearanceTransition()`), and `didMove(toParent:)`.
    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        guard let view = viewIfLoaded else {
            push(viewController)
            return
        }
        let leaving = topViewController
        addChild(viewController)
        leaving?.beginAppearanceTransition(false, animated: animated)
        viewController.beginAppearanceTransition(true, animated: animated)
        viewController.view.frame = view.bounds
        viewController.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(viewController.view)
        viewController.viewIsAppearing(animated)
        if let window = view.window {
            window.layoutIfNeeded()
        } else {
            view.layoutIfNeeded()
        }
        _harnessFirstFrameShown?(viewController)
        leaving?.view.removeFromSuperview()
        leaving?.endAppearanceTransition()
        viewController.endAppearanceTransition()
        viewController.didMove(toParent: self)
        viewControllers.append(viewController)
    }

    private func push(_ controller: UIViewController) {
        addChild(controller)
        viewControllers.append(controller)
        if let view = viewIfLoaded { show(controller, in: view) }
        controller.didMove(toParent: self)
    }

    private func show(_ controller: UIViewController, in view: UIView) {
        for child in viewControllers where child !== controller {
            child.viewIfLoaded?.removeFromSuperview()
        }
        controller.view.frame = view.bounds
        controller.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(controller.view)
    }

    /// The navigation controller's view, with the back-swipe recognizers ("The navigation
    /// controller installs this gesture recognizer on its view"), showing the top view
    /// controller.
    open override func loadView() {
        let view = UIView()
        view.addGestureRecognizer(edgePop)
        if let contentPop { view.addGestureRecognizer(contentPop) }
        self.view = view
        if let top = topViewController { show(top, in: view) }
    }

    /// `var interactivePopGestureRecognizer: UIGestureRecognizer? { get }` (unavailable on
    /// tvOS): "The gesture recognizer that handles interactively popping the top view
    /// controller off the navigation stack when a person swipes from the leading screen edge."
    /// The stand-in's is a `UIScreenEdgePanGestureRecognizer` on the left edge, the class
    /// UIKit documents for the system's edge swipes that start view controller transitions.
    @available(tvOS, unavailable)
    open var interactivePopGestureRecognizer: UIGestureRecognizer? { edgePop }

    /// `var interactiveContentPopGestureRecognizer: UIGestureRecognizer? { get }` (iOS 26,
    /// Mac Catalyst 26, visionOS 26; unavailable on tvOS; see
    /// `_HarnessContentPopGestureRecognizer`). `nil` in the harness's iOS 16 run.
    @available(iOS 26.0, *)
    @available(tvOS, unavailable)
    open var interactiveContentPopGestureRecognizer: UIGestureRecognizer? { contentPop }
}

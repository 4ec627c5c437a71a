// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation, AlwaysUseLowerCamelCase
// (Stand-in declarations copy the SDK's names; their comments quote the SDK's spelling.)
// Stand-in QuartzCore for the front-end harness on Linux (with the CoreGraphics and
// Objective-C pieces the front-ends reach through it). Each declaration carries the iOS 17.4
// SDK's Swift spelling; its behaviour is the minimum Apple documents, named in a comment.
// Declarations named `_harness…` are not SDK API: they let a test drive the clock by hand.

@_exported import Foundation

/// CoreFoundation: `typealias CFTimeInterval = Double` ("A type used to represent a
/// specific point in time relative to the absolute reference date").
public typealias CFTimeInterval = Double

/// Harness: the media clock, set by tests. Starts at 1000 s, as a running device would.
nonisolated(unsafe) public var _harnessMediaTime: CFTimeInterval = 1000

/// `func CACurrentMediaTime() -> CFTimeInterval`: "Returns the current CoreAnimation
/// absolute time." — QuartzCore documentation. Here: the harness clock.
public func CACurrentMediaTime() -> CFTimeInterval { _harnessMediaTime }

/// ObjectiveC `Selector`. Linux has no Objective-C runtime, so where a front-end writes
/// `#selector(E)` on Apple platforms it writes `Selector(E)` without the runtime
/// (SegmentedUIKit's ObjectiveCMessages.swift): the selector keeps the method and calls it on
/// the target, as sending the message does ("A selector is the name used to select a method
/// to execute for an object" — Objective-C Runtime documentation).
///
/// Sending a selector to a target of another type traps, as a device does ("unrecognized
/// selector sent to instance": `NSObject.doesNotRecognize(_:)` "raises an
/// NSInvalidArgumentException"); a nil target does nothing, as a message to nil does.
public struct Selector: @unchecked Sendable {
    let call: @MainActor (AnyObject?, Any?) -> Void
    /// Whether an object implements the method (a responder-chain search asks this).
    let accepts: @MainActor (AnyObject) -> Bool
    /// A textual name, for diagnostics only.
    public let name: String

    /// `#selector(Type.method(_:))`: an unapplied method, sent to the target.
    @MainActor public init<Target: AnyObject, Argument>(
        _ method: @escaping (Target) -> @MainActor (Argument) -> Void
    ) {
        let name = "\(Target.self).\(Argument.self)"
        self.name = name
        accepts = { $0 is Target }
        call = { target, argument in
            guard let target else { return }
            guard let typed = target as? Target else {
                preconditionFailure(
                    "unrecognized selector \(name) sent to instance of \(type(of: target))")
            }
            guard let argument = argument as? Argument else { return }
            method(typed)(argument)
        }
    }

    /// `#selector(method(_:))` inside the type: the method already bound to its object.
    @MainActor public init<Argument>(_ method: @escaping @MainActor (Argument) -> Void) {
        self.name = "bound.\(Argument.self)"
        accepts = { _ in true }
        call = { _, argument in
            guard let argument = argument as? Argument else { return }
            method(argument)
        }
    }

    /// `#selector(Type.method)` for a method without arguments (the sender is not passed).
    @MainActor public init<Target: AnyObject>(_ method: @escaping (Target) -> @MainActor () -> Void)
    {
        let name = "\(Target.self).()"
        self.name = name
        accepts = { $0 is Target }
        call = { target, _ in
            guard let target else { return }
            guard let typed = target as? Target else {
                preconditionFailure(
                    "unrecognized selector \(name) sent to instance of \(type(of: target))")
            }
            method(typed)()
        }
    }

    /// `#selector(method)` inside the type, for a method without arguments.
    @MainActor public init(_ method: @escaping @MainActor () -> Void) {
        self.name = "bound.()"
        accepts = { _ in true }
        call = { _, _ in method() }
    }

    /// Harness: sends the message to a target with an argument.
    @MainActor public func perform(on target: AnyObject?, with argument: Any?) {
        call(target, argument)
    }

    /// Harness: whether the target implements the method.
    @MainActor public func isAccepted(by target: AnyObject) -> Bool { accepts(target) }
}

/// CoreGraphics `CGColor`: "A set of components that define a color, with a color space
/// specifying how to interpret them." Only the components and alpha are kept.
public final class CGColor: @unchecked Sendable {
    /// `var components: [CGFloat]? { get }`
    public let components: [CGFloat]?
    /// `var alpha: CGFloat { get }`: "Returns the value of the alpha component."
    public var alpha: CGFloat { components?.last ?? 1 }

    /// Harness: a colour from RGBA components.
    public init(_harnessComponents: [CGFloat]) { components = _harnessComponents }
}

/// CoreGraphics `enum CGPathFillRule: Int`: "Rules for determining which regions are interior
/// to a path"; `.winding` (nonzero winding number) and `.evenOdd` ("a point is inside the
/// path if a ray from it crosses the path an odd number of times").
public enum CGPathFillRule: Int, Sendable {
    case winding = 0
    case evenOdd = 1
}

/// CoreGraphics `CGPath`: "An immutable graphics path: a mathematical description of shapes
/// or lines to be drawn in a graphics context." The stand-in keeps the path's closed
/// subpaths, each a rectangle with a corner radius (all UIKit's paths here are made of),
/// drawn clockwise as `UIBezierPath(rect:)` and `UIBezierPath(roundedRect:cornerRadius:)`
/// draw them.
public final class CGPath: @unchecked Sendable {
    /// Harness: the closed subpaths, in the order they were added.
    public let _harnessSubpaths: [(rect: CGRect, cornerRadius: CGFloat)]

    /// `var boundingBox: CGRect { get }`: "the bounding box containing all points in a
    /// graphics path" (control points included).
    public var boundingBox: CGRect {
        _harnessSubpaths.map(\.rect).reduce(CGRect.null) { $0.union($1) }
    }

    /// Harness: a path whose points fill `rect`.
    public convenience init(_harnessBounds rect: CGRect) {
        self.init(_harnessSubpaths: [(rect, 0)])
    }

    /// Harness: a path of closed rounded rectangles.
    public init(_harnessSubpaths subpaths: [(rect: CGRect, cornerRadius: CGFloat)]) {
        _harnessSubpaths = subpaths
    }

    /// `func contains(_ point: CGPoint, using rule: CGPathFillRule = .winding, transform:
    /// CGAffineTransform = .identity) -> Bool`: "Returns whether the specified point is
    /// interior to the path." Every subpath here turns the same way, so a point's winding
    /// number is the number of subpaths around it: `.winding` is inside when one is,
    /// `.evenOdd` when an odd number are. A rounded corner is taken as a circular arc (UIKit's
    /// exact corner curve is not documented): checks probe points away from corners. The
    /// transform is the identity here.
    public func contains(
        _ point: CGPoint, using rule: CGPathFillRule = .winding,
        transform: CGAffineTransform = .identity
    ) -> Bool {
        let around = _harnessSubpaths.filter {
            Self.roundedRect($0.rect, $0.cornerRadius, contains: point)
        }
        return rule == .winding ? !around.isEmpty : around.count % 2 == 1
    }

    private static func roundedRect(_ rect: CGRect, _ radius: CGFloat, contains point: CGPoint)
        -> Bool
    {
        guard rect.contains(point) else { return false }
        let r = min(max(radius, 0), rect.width / 2, rect.height / 2)
        let x = min(max(point.x, rect.minX + r), rect.maxX - r)
        let y = min(max(point.y, rect.minY + r), rect.maxY - r)
        let dx = point.x - x
        let dy = point.y - y
        return dx * dx + dy * dy <= r * r
    }
}

/// `struct CALayerCornerCurve`: "the curve used for rendering the rounded corners".
public struct CALayerCornerCurve: Hashable, RawRepresentable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// `static let circular`
    public static let circular = CALayerCornerCurve(rawValue: "circular")
    /// `static let continuous`
    public static let continuous = CALayerCornerCurve(rawValue: "continuous")
}

/// `class CATransaction: NSObject`: "A mechanism for grouping multiple layer-tree operations
/// into atomic updates to the render tree." Only the disabling of actions is modelled:
/// `setDisableActions(_:)`, "Sets whether actions triggered as a result of property changes
/// made within this transaction group are suppressed", for the innermost explicit
/// transaction (`begin()`/`commit()`); outside one, actions run.
open class CATransaction: NSObject, @unchecked Sendable {
    nonisolated(unsafe) private static var disabled: [Bool] = []

    /// `class func begin()`: "Begin a new transaction for the current thread."
    open class func begin() { disabled.append(disabled.last ?? false) }

    /// `class func commit()`: "Commit all changes made during the current transaction."
    open class func commit() {
        if !disabled.isEmpty { disabled.removeLast() }
    }

    /// `class func setDisableActions(_ flag: Bool)`
    open class func setDisableActions(_ flag: Bool) {
        if disabled.isEmpty { return }
        disabled[disabled.count - 1] = flag
    }

    /// `class func disableActions() -> Bool`: "Returns whether actions triggered as a result
    /// of property changes made within this transaction group are suppressed."
    open class func disableActions() -> Bool { disabled.last ?? false }
}

/// `class CALayer: NSObject`. Only stored properties; Core Animation draws nothing here.
///
/// Implicit animations: a change of an animatable property of a layer that no view owns
/// (a sublayer or a mask the app made) runs the property's default action, an animation
/// from the old value over the transaction's duration (0.25 s), unless actions are disabled
/// (Core Animation Programming Guide, "Animating Simple Changes to a Layer's Properties":
/// implicit animations "use the default timing and animation properties"; `CATransaction.
/// animationDuration`: "Defaults to 0.25 seconds"). A view's own layer does not: "The UIView
/// class disables layer animations by default but reenables them inside animation blocks"
/// (Core Animation Programming Guide, "How to Animate Layer-Backed Views"; objc.io
/// issue 12, "View-Layer Synergy": "If you change almost any property of a standalone layer,
/// it will make a brief animation from the old value to the new value"). The stand-in
/// animates nothing: it records the property's name in `_harnessImplicitAnimations`, so a
/// check can tell a change shown on this frame from one that would ease in over the next
/// quarter second.
open class CALayer: NSObject, @unchecked Sendable {
    /// Harness: whether a view owns this layer (its `layer`).
    public private(set) var _harnessIsViewLayer = false
    /// Harness: the animatable properties changed with actions enabled on a layer no view
    /// owns, in order (each one an implicit animation on a device).
    public var _harnessImplicitAnimations: [String] = []

    /// Harness: a view's layer.
    public static func _harnessViewLayer() -> CALayer {
        let layer = CALayer()
        layer._harnessIsViewLayer = true
        return layer
    }

    /// Records an implicit animation of `key` where a device would run one.
    public func _harnessPropertyChanged(_ key: String) {
        guard !_harnessIsViewLayer, !CATransaction.disableActions() else { return }
        _harnessImplicitAnimations.append(key)
    }

    /// `var frame: CGRect`: "The layer's frame rectangle. Animatable." Stored only.
    open var frame = CGRect.zero {
        didSet { _harnessPropertyChanged("frame") }
    }
    /// `var mask: CALayer?`: "An optional layer whose alpha channel is used to mask the
    /// layer's content. … The layer's alpha channel determines how much of the layer's content
    /// and background shows through. Fully or partially opaque pixels allow the underlying
    /// content to show through, but fully transparent pixels block that content." Default nil.
    open var mask: CALayer?
    /// `var contentsScale: CGFloat`: "This value defines the mapping between the logical
    /// coordinate space of the layer (measured in points) and the physical coordinate space
    /// (measured in pixels) … The default value of this property is 1.0. For layers attached
    /// to a view, the view changes the scale factor automatically to a value that is
    /// appropriate for the current screen" (the stand-in's `UIView` sets its layer's when it
    /// moves into a window).
    open var contentsScale: CGFloat = 1
    /// `var cornerRadius: CGFloat`: "The radius to use when drawing rounded corners for the
    /// layer's background. Animatable." Default 0.
    open var cornerRadius: CGFloat = 0
    /// `var cornerCurve: CALayerCornerCurve`; default `.circular`.
    open var cornerCurve: CALayerCornerCurve = .circular
    /// `var masksToBounds: Bool`
    open var masksToBounds = false
    /// `var opacity: Float`: animatable.
    open var opacity: Float = 1 {
        didSet { _harnessPropertyChanged("opacity") }
    }
    /// `var borderWidth: CGFloat`
    open var borderWidth: CGFloat = 0
    /// `var borderColor: CGColor?`
    open var borderColor: CGColor?
    /// `var backgroundColor: CGColor?`: animatable.
    open var backgroundColor: CGColor? {
        didSet { _harnessPropertyChanged("backgroundColor") }
    }
    /// `var shadowColor: CGColor?`: documented default opaque black; the stand-in starts at
    /// `nil` (no check reads the default).
    open var shadowColor: CGColor?
    /// `var shadowOpacity: Float`: "The default value of this property is 0.0."
    open var shadowOpacity: Float = 0
    /// `var shadowRadius: CGFloat`: "The default value of this property is 3.0."
    open var shadowRadius: CGFloat = 3
    /// `var shadowOffset: CGSize`: "The default value of this property is (0.0, -3.0)."
    open var shadowOffset = CGSize(width: 0, height: -3)
    /// `var shadowPath: CGPath?`: "If you specify a value for this property, the layer
    /// creates its shadow using the specified path instead of the layer's composited alpha
    /// channel ... Specifying an explicit path usually improves rendering performance."
    /// Default `nil`. Stored only: the harness draws no shadow (docs/platform.md, "The drawn
    /// glass's shadow").
    open var shadowPath: CGPath?

    public override init() { super.init() }
}

/// `struct CAShapeLayerFillRule: Hashable, RawRepresentable`
public struct CAShapeLayerFillRule: Hashable, RawRepresentable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// `static let nonZero`
    public static let nonZero = CAShapeLayerFillRule(rawValue: "non-zero")
    /// `static let evenOdd`
    public static let evenOdd = CAShapeLayerFillRule(rawValue: "even-odd")
}

/// `class CAShapeLayer: CALayer`: "A layer that draws a cubic Bezier spline in its coordinate
/// space." Stored properties; `path` and `fillColor` are animatable.
open class CAShapeLayer: CALayer, @unchecked Sendable {
    /// `var path: CGPath?`: "The path defining the shape to be rendered. Animatable."
    open var path: CGPath? {
        didSet { _harnessPropertyChanged("path") }
    }
    /// `var fillColor: CGColor?`: "The color used to fill the shape's path. Animatable. …
    /// Default is opaque black."
    open var fillColor: CGColor? = CGColor(_harnessComponents: [0, 0, 0, 1]) {
        didSet { _harnessPropertyChanged("fillColor") }
    }
    /// `var fillRule: CAShapeLayerFillRule`: "The fill rule used when filling the shape's
    /// path. … Defaults to nonZero."
    open var fillRule = CAShapeLayerFillRule.nonZero

    public override init() { super.init() }

    /// Harness: how opaque the mask is at a point of its own coordinates: the fill where the
    /// path holds the point under the fill rule, else the background within the frame's
    /// bounds, else nothing.
    public func _harnessAlpha(at point: CGPoint) -> CGFloat {
        let rule: CGPathFillRule = fillRule == .evenOdd ? .evenOdd : .winding
        if let path, path.contains(point, using: rule), let fill = fillColor {
            // Fill over background: 1 − (1 − a)(1 − b).
            let background =
                CGRect(origin: .zero, size: frame.size).contains(point)
                ? backgroundColor?.alpha ?? 0 : 0
            return 1 - (1 - fill.alpha) * (1 - background)
        }
        let bounds = CGRect(origin: .zero, size: frame.size)
        return bounds.contains(point) ? backgroundColor?.alpha ?? 0 : 0
    }
}

/// `struct CAFrameRateRange`: "A range of frame rates, including a preferred frame rate".
public struct CAFrameRateRange: Sendable, Equatable {
    /// `var minimum: Float`
    public var minimum: Float
    /// `var maximum: Float`
    public var maximum: Float
    /// `var preferred: Float?`
    public var preferred: Float?
    /// `init(minimum: Float, maximum: Float, preferred: Float? = nil)`
    public init(minimum: Float, maximum: Float, preferred: Float? = nil) {
        self.minimum = minimum
        self.maximum = maximum
        self.preferred = preferred
    }
    /// `static var `default`: CAFrameRateRange`: "the default frame rate range".
    public static var `default`: CAFrameRateRange {
        CAFrameRateRange(minimum: 0, maximum: 0, preferred: 0)
    }
}

/// `class CADisplayLink: NSObject`: "A timer object that allows your app to synchronize its
/// drawing to the refresh rate of the display." The harness fires it by hand with
/// `_harnessFire(timestamp:targetTimestamp:)` instead of a display.
open class CADisplayLink: NSObject, @unchecked Sendable {
    private var target: AnyObject?
    private let selector: Selector
    private var isAdded = false
    private var isInvalidated = false

    /// Harness: the display links added to a run loop and not invalidated, oldest first.
    nonisolated(unsafe) public private(set) static var _harnessActiveLinks: [CADisplayLink] = []

    /// `init(target: Any, selector sel: Selector)`: "The newly constructed display link
    /// retains the target."
    public init(target: Any, selector sel: Selector) {
        self.target = target as AnyObject
        self.selector = sel
        super.init()
    }

    /// `func add(to runloop: RunLoop, forMode mode: RunLoop.Mode)`: "Registers the display
    /// link with a run loop."
    open func add(to runloop: RunLoop, forMode mode: RunLoop.Mode) {
        guard !isInvalidated, !isAdded else { return }
        isAdded = true
        Self._harnessActiveLinks.append(self)
    }

    /// `func invalidate()`: "Removes the display link from all run loop modes. Removing the
    /// display link from all run loop modes causes it to be released by the run loop. The
    /// display link also releases the target."
    open func invalidate() {
        isInvalidated = true
        target = nil
        Self._harnessActiveLinks.removeAll { $0 === self }
    }

    /// `var timestamp: CFTimeInterval { get }`: "The time interval that represents when the
    /// last frame displayed."
    open private(set) var timestamp: CFTimeInterval = 0
    /// `var targetTimestamp: CFTimeInterval { get }`: "The time interval that represents
    /// when the next frame displays."
    open private(set) var targetTimestamp: CFTimeInterval = 0
    /// `var duration: CFTimeInterval { get }`: "The time interval between screen refresh
    /// updates."
    open var duration: CFTimeInterval { targetTimestamp - timestamp }
    /// `var isPaused: Bool`: "When true, the system doesn't notify the target."
    open var isPaused = false
    /// `var preferredFramesPerSecond: Int`
    open var preferredFramesPerSecond = 0
    /// `var preferredFrameRateRange: CAFrameRateRange`
    open var preferredFrameRateRange = CAFrameRateRange.default

    /// Harness: one display frame. Sets the timestamps and calls the target's selector with
    /// the link, unless paused or invalidated.
    @MainActor public func _harnessFire(timestamp: CFTimeInterval, targetTimestamp: CFTimeInterval)
    {
        guard isAdded, !isInvalidated, !isPaused else { return }
        self.timestamp = timestamp
        self.targetTimestamp = targetTimestamp
        selector.perform(on: target, with: self)
    }

    /// Harness: invalidates every active link (between tests).
    public static func _harnessInvalidateAll() {
        for link in _harnessActiveLinks { link.invalidate() }
    }

    /// Harness: advances the media clock to `time` and fires every active link for a frame
    /// that displays at `time` (the previous frame at `time - frameDuration`), oldest first:
    /// one order of many, since Apple documents none among several links (docs/platform.md,
    /// "The glass lens, the indicator and the titles move on the same frame").
    @MainActor public static func _harnessFrame(
        at time: CFTimeInterval, frameDuration: CFTimeInterval = 1.0 / 60
    ) {
        _harnessMediaTime = time - frameDuration
        for link in _harnessActiveLinks {
            link._harnessFire(timestamp: time - frameDuration, targetTimestamp: time)
        }
        _harnessMediaTime = time
    }
}

/// CoreGraphics `struct CGAffineTransform`: "An affine transformation matrix for use in
/// drawing 2D graphics", the matrix `[a b c d tx ty]`. Only construction and comparison.
public struct CGAffineTransform: Equatable, Sendable {
    /// `var a: CGFloat`
    public var a: CGFloat
    /// `var b: CGFloat`
    public var b: CGFloat
    /// `var c: CGFloat`
    public var c: CGFloat
    /// `var d: CGFloat`
    public var d: CGFloat
    /// `var tx: CGFloat`
    public var tx: CGFloat
    /// `var ty: CGFloat`
    public var ty: CGFloat

    /// `init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat)`
    public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
        self.a = a
        self.b = b
        self.c = c
        self.d = d
        self.tx = tx
        self.ty = ty
    }

    /// `init(scaleX sx: CGFloat, y sy: CGFloat)`: "Returns an affine transformation matrix
    /// constructed from scaling values you provide", `[sx 0 0 sy 0 0]`
    /// (CGAffineTransformMakeScale, CGAffineTransform.h).
    public init(scaleX sx: CGFloat, y sy: CGFloat) {
        self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
    }

    /// `static var identity: CGAffineTransform { get }`: "The identity transform",
    /// `[1 0 0 1 0 0]`.
    public static var identity: CGAffineTransform {
        CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)
    }

    /// `var isIdentity: Bool { get }`: "Checks whether an affine transform is the identity
    /// transform."
    public var isIdentity: Bool { self == .identity }
}

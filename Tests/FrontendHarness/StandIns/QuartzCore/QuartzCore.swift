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

/// CoreGraphics `CGPath`: "An immutable graphics path: a mathematical description of shapes
/// or lines to be drawn in a graphics context." The stand-in keeps only the path's bounds.
public final class CGPath: @unchecked Sendable {
    /// `var boundingBox: CGRect { get }`: "the bounding box containing all points in a
    /// graphics path" (control points included).
    public let boundingBox: CGRect

    /// Harness: a path whose points fill `rect`.
    public init(_harnessBounds rect: CGRect) { boundingBox = rect }
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

/// `class CALayer: NSObject`. Only stored properties; Core Animation draws nothing here.
open class CALayer: NSObject, @unchecked Sendable {
    /// `var cornerRadius: CGFloat`: "The radius to use when drawing rounded corners for the
    /// layer's background. Animatable." Default 0.
    open var cornerRadius: CGFloat = 0
    /// `var cornerCurve: CALayerCornerCurve`; default `.circular`.
    open var cornerCurve: CALayerCornerCurve = .circular
    /// `var masksToBounds: Bool`
    open var masksToBounds = false
    /// `var opacity: Float`
    open var opacity: Float = 1
    /// `var borderWidth: CGFloat`
    open var borderWidth: CGFloat = 0
    /// `var borderColor: CGColor?`
    open var borderColor: CGColor?
    /// `var backgroundColor: CGColor?`
    open var backgroundColor: CGColor?
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

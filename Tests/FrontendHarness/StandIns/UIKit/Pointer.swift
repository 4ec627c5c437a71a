// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation, AlwaysUseLowerCamelCase
// (Stand-in declarations copy the SDK's names; their comments quote the SDK's spelling.)
// The iPadOS pointer: UIPointerInteraction and its delegate, regions, requests, styles,
// effects, shapes and targeted previews (iOS 13.4 and later, Mac Catalyst 13.4; no tvOS).
// Behaviour modelled is what the reference pages say:
// - `pointerInteraction(_:regionFor:defaultRegion:)`: "Asks the delegate for a region as the
//   pointer moves within the interaction's view"; `defaultRegion` "represents the entire
//   surface of the interaction's view"; returning nil means the interaction does not
//   customize the pointer there.
// - `UIPointerRegionRequest.location`: "The location of the pointer in the interaction's
//   view's coordinate space"; `UIPointerRegion.rect`: "This rectangle must be in the
//   UIPointerInteraction view's coordinate space."
// - `pointerInteraction(_:styleFor:)`: "Asks the delegate for a pointer style after an
//   interaction receives a new region."
// - `UIPointerShape.roundedRect(_:radius:)`: "If used alongside a content effect, this
//   rectangle must be in the view coordinate space of the preview" (its container's).
// - `UIPointerInteraction.invalidate()`: asks the delegate for the region again.

/// `class UIPointerRegionRequest: NSObject`: "An object to describe the pointer's location in
/// the interaction's view."
@MainActor open class UIPointerRegionRequest: NSObject {
    /// `var location: CGPoint { get }`
    public let location: CGPoint
    /// `var modifiers: UIKeyModifierFlags { get }`
    public let modifiers: UIKeyModifierFlags

    /// Harness: UIKit makes requests; apps never do.
    public init(_harnessLocation location: CGPoint, modifiers: UIKeyModifierFlags = []) {
        self.location = location
        self.modifiers = modifiers
        super.init()
    }
}

/// `class UIPointerRegion: NSObject, NSCopying`: "A rectangular region that interacts with
/// pointer movements."
@MainActor open class UIPointerRegion: NSObject {
    /// `var rect: CGRect { get }`
    public let rect: CGRect
    /// `var identifier: AnyHashable? { get }`
    public let identifier: AnyHashable?
    /// `var latchingAxes: UIAxis` (iOS 15)
    public var latchingAxes: UIAxis = []

    /// `convenience init(rect: CGRect, identifier: AnyHashable? = nil)`
    public init(rect: CGRect, identifier: AnyHashable? = nil) {
        self.rect = rect
        self.identifier = identifier
        super.init()
    }
}

/// `struct UIAxis: OptionSet`
public struct UIAxis: OptionSet, Hashable, Sendable {
    public var rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let horizontal = UIAxis(rawValue: 1 << 0)
    public static let vertical = UIAxis(rawValue: 1 << 1)
    public static let both: UIAxis = [.horizontal, .vertical]
}

/// `class UIPreviewParameters: NSObject`
@MainActor open class UIPreviewParameters: NSObject {
    /// `var visiblePath: UIBezierPath?`
    open var visiblePath: UIBezierPath?
    /// `@NSCopying var backgroundColor: UIColor!`
    open var backgroundColor: UIColor?
    public override init() { super.init() }
}

/// `class UIPreviewTarget: NSObject`
@MainActor open class UIPreviewTarget: NSObject {
    /// `var container: UIView { get }`
    public let container: UIView
    /// `var center: CGPoint { get }`
    public let center: CGPoint
    /// `init(container: UIView, center: CGPoint)`
    public init(container: UIView, center: CGPoint) {
        self.container = container
        self.center = center
        super.init()
    }
}

/// `class UITargetedPreview: NSObject`: "A preview and its target, used as the source or
/// destination of an animation."
@MainActor open class UITargetedPreview: NSObject {
    /// `var view: UIView { get }`
    public let view: UIView
    /// `@NSCopying var parameters: UIPreviewParameters { get }`
    public let parameters: UIPreviewParameters
    /// `var target: UIPreviewTarget { get }`: for `init(view:)`, the view's superview,
    /// centred on the view.
    public let target: UIPreviewTarget

    /// `init(view: UIView, parameters: UIPreviewParameters, target: UIPreviewTarget)`
    public init(view: UIView, parameters: UIPreviewParameters, target: UIPreviewTarget) {
        self.view = view
        self.parameters = parameters
        self.target = target
        super.init()
    }

    /// `convenience init(view: UIView, parameters: UIPreviewParameters)`
    public convenience init(view: UIView, parameters: UIPreviewParameters) {
        self.init(
            view: view, parameters: parameters,
            target: UIPreviewTarget(
                container: view.superview ?? view,
                center: CGPoint(x: view.frame.midX, y: view.frame.midY)))
    }

    /// `convenience init(view: UIView)`
    public convenience init(view: UIView) {
        self.init(view: view, parameters: UIPreviewParameters())
    }
}

/// `enum UIPointerEffect`: "An effect that alters a view's appearance when a pointer enters
/// the current region."
public enum UIPointerEffect {
    /// `enum TintMode: Int`
    public enum TintMode: Int, Sendable {
        case none, overlay, underlay
    }
    /// "A pointer content effect with the given preview's view."
    case automatic(UITargetedPreview)
    /// "An effect where the pointer slides under the given view and morphs into the view's
    /// shape."
    case highlight(UITargetedPreview)
    /// `case lift(UITargetedPreview)`
    case lift(UITargetedPreview)
    /// `case hover(UITargetedPreview, preferredTintMode:prefersShadow:prefersScaledContent:)`
    case hover(
        UITargetedPreview, preferredTintMode: TintMode = .overlay, prefersShadow: Bool = false,
        prefersScaledContent: Bool = true)

    /// `var preview: UITargetedPreview { get }`
    @MainActor public var preview: UITargetedPreview {
        switch self {
        case .automatic(let preview), .highlight(let preview), .lift(let preview),
            .hover(let preview, _, _, _):
            preview
        }
    }
}

/// `enum UIPointerShape`: "An object that defines the shape of custom pointers."
public enum UIPointerShape {
    /// `static let defaultCornerRadius: CGFloat`
    public static let defaultCornerRadius: CGFloat = 8
    case path(UIBezierPath)
    case roundedRect(CGRect, radius: CGFloat = UIPointerShape.defaultCornerRadius)
    case verticalBeam(length: CGFloat)
    case horizontalBeam(length: CGFloat)
}

/// `class UIPointerStyle: UIHoverStyle`: "An object that defines the pointer shape and
/// effect."
@MainActor open class UIPointerStyle: NSObject {
    /// Harness: what the style was made from (the SDK keeps them private).
    public let _harnessEffect: UIPointerEffect?
    public let _harnessShape: UIPointerShape?
    public let _harnessIsHidden: Bool

    private init(effect: UIPointerEffect?, shape: UIPointerShape?, hidden: Bool) {
        _harnessEffect = effect
        _harnessShape = shape
        _harnessIsHidden = hidden
        super.init()
    }

    /// `convenience init(effect: UIPointerEffect, shape: UIPointerShape? = nil)`: "Applies the
    /// provided content effect and pointer shape to the current region."
    public convenience init(effect: UIPointerEffect, shape: UIPointerShape? = nil) {
        self.init(effect: effect, shape: shape, hidden: false)
    }

    /// `convenience init(shape: UIPointerShape, constrainedAxes: UIAxis = [])`
    public convenience init(shape: UIPointerShape, constrainedAxes: UIAxis = []) {
        self.init(effect: nil, shape: shape, hidden: false)
    }

    /// `class func hidden() -> Self`
    public static func hidden() -> UIPointerStyle {
        UIPointerStyle(effect: nil, shape: nil, hidden: true)
    }

    /// `class func system() -> Self` (iOS 15)
    public static func system() -> UIPointerStyle {
        UIPointerStyle(effect: nil, shape: nil, hidden: false)
    }
}

/// `protocol UIPointerInteractionAnimating: NSObjectProtocol`
@MainActor public protocol UIPointerInteractionAnimating: AnyObject {
    func addAnimations(_ animations: @escaping () -> Void)
    func addCompletion(_ completion: @escaping (Bool) -> Void)
}

/// `protocol UIPointerInteractionDelegate: NSObjectProtocol` (optional methods).
@MainActor public protocol UIPointerInteractionDelegate: AnyObject {
    /// `optional func pointerInteraction(_ interaction: UIPointerInteraction, regionFor
    /// request: UIPointerRegionRequest, defaultRegion: UIPointerRegion) -> UIPointerRegion?`
    func pointerInteraction(
        _ interaction: UIPointerInteraction, regionFor request: UIPointerRegionRequest,
        defaultRegion: UIPointerRegion
    ) -> UIPointerRegion?
    /// `optional func pointerInteraction(_ interaction: UIPointerInteraction, styleFor region:
    /// UIPointerRegion) -> UIPointerStyle?`
    func pointerInteraction(_ interaction: UIPointerInteraction, styleFor region: UIPointerRegion)
        -> UIPointerStyle?
}

extension UIPointerInteractionDelegate {
    /// Not implemented: the default region, the whole view.
    public func pointerInteraction(
        _ interaction: UIPointerInteraction, regionFor request: UIPointerRegionRequest,
        defaultRegion: UIPointerRegion
    ) -> UIPointerRegion? { defaultRegion }
    /// Not implemented: the system's automatic style.
    public func pointerInteraction(
        _ interaction: UIPointerInteraction, styleFor region: UIPointerRegion
    ) -> UIPointerStyle? { nil }
}

/// `class UIPointerInteraction: NSObject, UIInteraction` (iOS 13.4; not on tvOS).
@MainActor open class UIPointerInteraction: NSObject, UIInteraction {
    /// `weak var delegate: (any UIPointerInteractionDelegate)? { get }`
    public private(set) weak var delegate: (any UIPointerInteractionDelegate)?
    /// `var isEnabled: Bool`
    open var isEnabled = true
    /// `weak var view: UIView? { get }`
    public private(set) weak var view: UIView?
    /// Harness: how many times `invalidate()` was called.
    public private(set) var _harnessInvalidations = 0

    /// `init(delegate: (any UIPointerInteractionDelegate)?)`
    public init(delegate: (any UIPointerInteractionDelegate)?) {
        self.delegate = delegate
        super.init()
    }

    open func willMove(to view: UIView?) {}
    open func didMove(to view: UIView?) { self.view = view }

    /// `func invalidate()`: the interaction asks its delegate for the region again.
    open func invalidate() { _harnessInvalidations += 1 }

    /// Harness: the pointer hovering at `location` (in the view's coordinates): the region
    /// the delegate gives for it, then, for a region, the style it gives. Nothing when the
    /// interaction is disabled, has no view or the location is outside the view.
    public func _harnessHover(at location: CGPoint) -> (
        region: UIPointerRegion, style: UIPointerStyle?
    )? {
        guard isEnabled, let view, view.bounds.contains(location) else { return nil }
        let request = UIPointerRegionRequest(_harnessLocation: location)
        let defaultRegion = UIPointerRegion(rect: view.bounds)
        guard let delegate else { return (defaultRegion, nil) }
        guard
            let region = delegate.pointerInteraction(
                self, regionFor: request, defaultRegion: defaultRegion)
        else { return nil }
        return (region, delegate.pointerInteraction(self, styleFor: region))
    }
}

// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation
// (Stand-in declarations copy the SDK's names; their comments quote the SDK's spelling.)

// UIVisualEffectView and its effects: blur (iOS 8) and the iOS 26 glass (UIGlassEffect.h of
// the iPhoneOS 26.2 SDK, with its availability). The effects are descriptions: UIKit
// documents what each asks for, not how it looks, so the stand-in draws nothing and keeps
// the values set.

/// `class UIVisualEffect: NSObject`: "An initializer for visual effect views and blur and
/// vibrancy effect objects" (an effect describes; a `UIVisualEffectView` renders it).
@MainActor open class UIVisualEffect: NSObject {
    public override init() { super.init() }
}

/// `enum UIBlurEffect.Style: Int`: the iOS 13 material styles, thickest to thinnest.
extension UIBlurEffect {
    public enum Style: Int, Sendable {
        case extraLight = 0
        case light = 1
        case dark = 2
        case regular = 4
        case prominent = 5
        case systemUltraThinMaterial = 6
        case systemThinMaterial = 7
        case systemMaterial = 8
        case systemThickMaterial = 9
        case systemChromeMaterial = 10
    }
}

/// `class UIBlurEffect: UIVisualEffect`: "An object that applies a blurring effect to the
/// content layered behind a view." `init(style: UIBlurEffect.Style)`.
@MainActor open class UIBlurEffect: UIVisualEffect {
    /// Harness: the style asked for.
    public let _harnessStyle: Style
    public init(style: UIBlurEffect.Style) {
        _harnessStyle = style
        super.init()
    }
}

/// `class UIVisualEffectView: UIView`: "An object that implements some complex visual
/// effects." `init(effect: UIVisualEffect?)`, `var effect: UIVisualEffect?`, and
/// `var contentView: UIView { get }`: "Do not add subviews directly to UIVisualEffectView,
/// use this view instead" (UIVisualEffectView.h). The content view fills the effect view.
@MainActor open class UIVisualEffectView: UIView {
    /// `var effect: UIVisualEffect?`. Set inside an animation block (`UIView.animate`), the
    /// view animates from the old effect to the new one (WWDC 2015 session 229, "What's New
    /// in UIKit Dynamics and Visual Effects": the effect property is animatable; see
    /// docs/platform.md, "The glass clears as it lifts, without a snap"); the stand-in records
    /// whether the last change came inside one.
    open var effect: UIVisualEffect? {
        didSet { _harnessEffectChangeWasAnimated = UIView._harnessAnimationDepth > 0 }
    }
    /// Harness: whether the last change of `effect` was made inside an animation block.
    public private(set) var _harnessEffectChangeWasAnimated = false
    /// `var contentView: UIView { get }`
    public let contentView = UIView()

    public init(effect: UIVisualEffect?) {
        super.init(frame: .zero)
        self.effect = effect
        _harnessEffectChangeWasAnimated = false
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(contentView)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        addSubview(contentView)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        contentView.frame = bounds
    }
}

/// `enum UIGlassEffect.Style: Int` (`UIGlassEffectStyle`): "Standard glass effect style"
/// (`regular`) and "Clear glass effect style" (`clear`).
@available(iOS 26.0, *)
@available(visionOS, unavailable)
@available(watchOS, unavailable)
extension UIGlassEffect {
    public enum Style: Int, Sendable {
        case regular = 0
        case clear = 1
    }
}

/// `class UIGlassEffect: UIVisualEffect`: "A visual effect that renders a glass material."
/// `var isInteractive: Bool`: "Enables interactive behavior for the glass effect";
/// `var tintColor: UIColor?`: "A tint color applied to the glass"; `init(style:)`:
/// "Creates a glass effect with the specified style."
@available(iOS 26.0, *)
@available(visionOS, unavailable)
@available(watchOS, unavailable)
@MainActor open class UIGlassEffect: UIVisualEffect {
    /// Harness: the style it was made with.
    public let _harnessStyle: Style
    /// `var isInteractive: Bool`
    open var isInteractive = false
    /// `@NSCopying var tintColor: UIColor?`
    open var tintColor: UIColor?

    public init(style: UIGlassEffect.Style) {
        _harnessStyle = style
        super.init()
    }
}

/// `class UIGlassContainerEffect: UIVisualEffect`: "renders multiple glass elements into a
/// combined effect": glass effect views nested in its effect view's `contentView` render as
/// one, behind that content view. `var spacing: CGFloat`: "the distance between elements at
/// which they begin to merge."
@available(iOS 26.0, *)
@available(visionOS, unavailable)
@available(watchOS, unavailable)
@MainActor open class UIGlassContainerEffect: UIVisualEffect {
    /// `var spacing: CGFloat`
    open var spacing: CGFloat = 0
    public override init() { super.init() }
}

extension UIAccessibility {
    /// Harness: the Reduce Transparency setting.
    @MainActor public static var _harnessReduceTransparency = false

    /// `static var isReduceTransparencyEnabled: Bool { get }`: "A Boolean value that indicates
    /// whether the Reduce Transparency setting is in an enabled state."
    @MainActor public static var isReduceTransparencyEnabled: Bool { _harnessReduceTransparency }

    /// `static let reduceTransparencyStatusDidChangeNotification: NSNotification.Name`: "A
    /// notification that UIKit posts when the system's Reduce Transparency setting changes."
    public static let reduceTransparencyStatusDidChangeNotification = NSNotification.Name(
        "UIAccessibilityReduceTransparencyStatusDidChangeNotification")

    /// Harness: the user turns Reduce Transparency on or off in Settings: the status changes,
    /// then UIKit posts `reduceTransparencyStatusDidChangeNotification` (on the main thread,
    /// as UIKit posts its notifications; docs/platform.md, "Reduce Transparency changes").
    @MainActor public static func _harnessSetReduceTransparency(_ isEnabled: Bool) {
        guard isEnabled != _harnessReduceTransparency else { return }
        _harnessReduceTransparency = isEnabled
        NotificationCenter.default.post(
            name: reduceTransparencyStatusDidChangeNotification, object: nil)
    }
}

/// `struct UICornerConfiguration` (iOS 26): "A configuration that defines the corners of the
/// view"; `static func capsule(maximumRadius: Double? = nil) -> UICornerConfiguration`: "A
/// configuration that rounds the corners into a capsule shape, scaling with the view's size
/// up to the maximum radius you provide." The stand-in keeps what was asked for.
/// `static func corners(radius: UICornerRadius) -> UICornerConfiguration`: every corner at
/// one radius (the iOS 26.2 SDK interface).
@available(iOS 26.0, *)
public struct UICornerConfiguration: Sendable, Equatable {
    /// Harness: whether the configuration is a capsule, and its maximum radius.
    public let _harnessIsCapsule: Bool
    public let _harnessMaximumRadius: Double?
    /// Harness: the one radius of `corners(radius:)`, if that was asked for.
    public var _harnessRadius: UICornerRadius? = nil

    public static func capsule(maximumRadius: Double? = nil) -> UICornerConfiguration {
        UICornerConfiguration(_harnessIsCapsule: true, _harnessMaximumRadius: maximumRadius)
    }

    public static func corners(radius: UICornerRadius) -> UICornerConfiguration {
        UICornerConfiguration(
            _harnessIsCapsule: false, _harnessMaximumRadius: nil, _harnessRadius: radius)
    }
}

/// `struct UICornerRadius` (iOS 26): `static func fixed(_ radius: Double) -> UICornerRadius`,
/// a radius in points (the iOS 26.2 SDK interface).
@available(iOS 26.0, *)
public struct UICornerRadius: Sendable, Equatable {
    /// Harness: the radius in points.
    public let _harnessFixed: Double

    public static func fixed(_ radius: Double) -> UICornerRadius {
        UICornerRadius(_harnessFixed: radius)
    }
}

@available(iOS 26.0, *)
extension UIView {
    /// `var cornerConfiguration: UICornerConfiguration { get set }` (iOS 26): "A
    /// configuration that defines the corners of the view." Stored per view.
    public var cornerConfiguration: UICornerConfiguration {
        get {
            _harnessStoredCornerConfiguration as? UICornerConfiguration
                ?? UICornerConfiguration(_harnessIsCapsule: false, _harnessMaximumRadius: nil)
        }
        set { _harnessStoredCornerConfiguration = newValue }
    }

    /// Harness: the corner configuration set on this view, if one was.
    public var _harnessCornerConfiguration: UICornerConfiguration? {
        _harnessStoredCornerConfiguration as? UICornerConfiguration
    }
}

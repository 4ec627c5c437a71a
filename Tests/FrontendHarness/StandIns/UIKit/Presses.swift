// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation, AlwaysUseLowerCamelCase
// (Stand-in declarations copy the SDK's names; their comments quote the SDK's spelling.)

// Physical button presses (keyboards, the tvOS remote), the focus effect, screens and
// scenes.

/// `class UIPress: NSObject` (main actor)
@MainActor open class UIPress: NSObject {
    /// `enum UIPress.PressType: Int`
    public enum PressType: Int, Sendable {
        case upArrow = 0
        case downArrow = 1
        case leftArrow = 2
        case rightArrow = 3
        case select = 4
        case menu = 5
        case playPause = 6
        case pageUp = 30
        case pageDown = 31
    }

    /// `var type: UIPress.PressType { get }`
    public let type: PressType

    /// Harness: the responder the press's began phase was delivered to, which gets its later
    /// phases too (UIWindow._harnessPressDown).
    weak var _harnessResponder: UIResponder?

    /// Harness: a press of a button.
    public init(_harnessType: PressType) {
        type = _harnessType
        super.init()
    }
}

/// `class UIPressesEvent: UIEvent`
@MainActor open class UIPressesEvent: UIEvent {
    /// `var allPresses: Set<UIPress> { get }`
    public internal(set) var allPresses: Set<UIPress> = []
}

/// `struct UIFocusHeading: OptionSet`: "The direction in which focus is moving."
public struct UIFocusHeading: OptionSet, Hashable, Sendable {
    public var rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let up = UIFocusHeading(rawValue: 1 << 0)
    public static let down = UIFocusHeading(rawValue: 1 << 1)
    public static let left = UIFocusHeading(rawValue: 1 << 2)
    public static let right = UIFocusHeading(rawValue: 1 << 3)
    public static let next = UIFocusHeading(rawValue: 1 << 4)
    public static let previous = UIFocusHeading(rawValue: 1 << 5)
}

/// `class UIFocusUpdateContext: NSObject`: "An object that provides information relevant to a
/// specific focus update from one view to another."
@MainActor open class UIFocusUpdateContext: NSObject {
    /// `weak var previouslyFocusedView: UIView? { get }`
    public private(set) weak var previouslyFocusedView: UIView?
    /// `weak var nextFocusedView: UIView? { get }`
    public private(set) weak var nextFocusedView: UIView?
    /// `var focusHeading: UIFocusHeading { get }`
    public let focusHeading: UIFocusHeading

    init(previouslyFocusedView: UIView?, nextFocusedView: UIView?, focusHeading: UIFocusHeading) {
        self.previouslyFocusedView = previouslyFocusedView
        self.nextFocusedView = nextFocusedView
        self.focusHeading = focusHeading
        super.init()
    }
}

/// `class UIFocusAnimationCoordinator: NSObject`: "A coordinator of focus-related animations
/// during a focus update." `addCoordinatedAnimations(_:completion:)`: "Runs the specified
/// set of animations together with the system animations" — the harness draws no
/// animation, so it runs them (then the completions) once the update's notifications are
/// done, and counts them.
@MainActor open class UIFocusAnimationCoordinator: NSObject {
    private var animations: [() -> Void] = []
    private var completions: [() -> Void] = []
    /// Harness: every coordinated animation block run so far, across coordinators.
    public private(set) static var _harnessRunAnimations = 0

    /// `func addCoordinatedAnimations(_ animations: (() -> Void)?, completion: (() ->
    /// Void)? = nil)`
    open func addCoordinatedAnimations(
        _ animations: (() -> Void)?, completion: (() -> Void)? = nil
    ) {
        if let animations { self.animations.append(animations) }
        if let completion { completions.append(completion) }
    }

    func _harnessRun() {
        for animation in animations { animation() }
        Self._harnessRunAnimations += animations.count
        for completion in completions { completion() }
        animations = []
        completions = []
    }
}

/// `class UIFocusEffect: NSObject` (main actor)
@MainActor open class UIFocusEffect: NSObject {
    public override init() { super.init() }
}

/// `class UIFocusHaloEffect: UIFocusEffect`
@MainActor open class UIFocusHaloEffect: UIFocusEffect {
    /// Harness: the rectangle, corner radius and curve it was made with.
    public let _harnessRect: CGRect
    public let _harnessCornerRadius: CGFloat
    public let _harnessCurve: CALayerCornerCurve

    /// `convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat, curve:
    /// CALayerCornerCurve)`
    public init(roundedRect rect: CGRect, cornerRadius: CGFloat, curve: CALayerCornerCurve) {
        _harnessRect = rect
        _harnessCornerRadius = cornerRadius
        _harnessCurve = curve
        super.init()
    }
}

/// `class UIScreen: NSObject` (main actor)
@MainActor open class UIScreen: NSObject {
    /// Harness: the screen's maximum refresh rate (60 unless a test says otherwise).
    public var _harnessMaximumFramesPerSecond = 60

    /// `class var main: UIScreen { get }`
    public static let main = UIScreen()

    /// `var maximumFramesPerSecond: Int { get }`: "The maximum number of frames per second
    /// a screen can render."
    open var maximumFramesPerSecond: Int { _harnessMaximumFramesPerSecond }

    /// `var bounds: CGRect { get }`
    open var bounds = CGRect(x: 0, y: 0, width: 390, height: 844)

    /// `var scale: CGFloat { get }`
    open var scale: CGFloat = 2

    /// `func displayLink(withTarget target: Any, selector sel: Selector) -> CADisplayLink?`:
    /// "Returns a display link object for the current screen."
    open func displayLink(withTarget target: Any, selector sel: Selector) -> CADisplayLink? {
        CADisplayLink(target: target, selector: sel)
    }
}

/// `class UIScene: UIResponder`
@MainActor open class UIScene: UIResponder {}

/// `class UIWindowScene: UIScene`
@MainActor open class UIWindowScene: UIScene {
    /// `var screen: UIScreen { get }`
    public let screen = UIScreen.main
}

/// `class UINavigationItem: NSObject` (main actor)
@MainActor open class UINavigationItem: NSObject {
    /// `var title: String?`
    open var title: String?
    /// `var titleView: UIView?`
    open var titleView: UIView?

    public override init() { super.init() }

    /// `init(title: String)`
    public init(title: String) {
        self.title = title
        super.init()
    }
}

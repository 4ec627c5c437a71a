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

    /// Harness: a press of a button.
    public init(harnessType: PressType) {
        type = harnessType
        super.init()
    }
}

/// `class UIPressesEvent: UIEvent`
@MainActor open class UIPressesEvent: UIEvent {
    /// `var allPresses: Set<UIPress> { get }`
    public internal(set) var allPresses: Set<UIPress> = []
}

/// `class UIFocusEffect: NSObject` (main actor)
@MainActor open class UIFocusEffect: NSObject {
    public override init() { super.init() }
}

/// `class UIFocusHaloEffect: UIFocusEffect`
@MainActor open class UIFocusHaloEffect: UIFocusEffect {
    /// Harness: the rectangle, corner radius and curve it was made with.
    public let harnessRect: CGRect
    public let harnessCornerRadius: CGFloat
    public let harnessCurve: CALayerCornerCurve

    /// `convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat, curve:
    /// CALayerCornerCurve)`
    public init(roundedRect rect: CGRect, cornerRadius: CGFloat, curve: CALayerCornerCurve) {
        harnessRect = rect
        harnessCornerRadius = cornerRadius
        harnessCurve = curve
        super.init()
    }
}

/// `class UIScreen: NSObject` (main actor)
@MainActor open class UIScreen: NSObject {
    /// Harness: the screen's maximum refresh rate (60 unless a test says otherwise).
    public var harnessMaximumFramesPerSecond = 60

    /// `class var main: UIScreen { get }`
    public static let main = UIScreen()

    /// `var maximumFramesPerSecond: Int { get }`: "The maximum number of frames per second
    /// a screen can render."
    open var maximumFramesPerSecond: Int { harnessMaximumFramesPerSecond }

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

// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation, AlwaysUseLowerCamelCase
// (Stand-in declarations copy the SDK's names; their comments quote the SDK's spelling.)
// Accessibility: traits, elements, notifications, the Large Content Viewer and
// interactions.

/// `struct UIAccessibilityTraits: OptionSet`
public struct UIAccessibilityTraits: OptionSet, Hashable, Sendable {
    public var rawValue: UInt64
    public init(rawValue: UInt64) { self.rawValue = rawValue }
    public static let none = UIAccessibilityTraits([])
    public static let button = UIAccessibilityTraits(rawValue: 1 << 0)
    public static let link = UIAccessibilityTraits(rawValue: 1 << 1)
    public static let image = UIAccessibilityTraits(rawValue: 1 << 2)
    public static let selected = UIAccessibilityTraits(rawValue: 1 << 3)
    public static let playsSound = UIAccessibilityTraits(rawValue: 1 << 4)
    public static let keyboardKey = UIAccessibilityTraits(rawValue: 1 << 5)
    public static let staticText = UIAccessibilityTraits(rawValue: 1 << 6)
    public static let summaryElement = UIAccessibilityTraits(rawValue: 1 << 7)
    public static let notEnabled = UIAccessibilityTraits(rawValue: 1 << 8)
    public static let updatesFrequently = UIAccessibilityTraits(rawValue: 1 << 9)
    public static let searchField = UIAccessibilityTraits(rawValue: 1 << 10)
    public static let startsMediaSession = UIAccessibilityTraits(rawValue: 1 << 11)
    public static let adjustable = UIAccessibilityTraits(rawValue: 1 << 12)
    public static let allowsDirectInteraction = UIAccessibilityTraits(rawValue: 1 << 13)
    public static let causesPageTurn = UIAccessibilityTraits(rawValue: 1 << 14)
    public static let header = UIAccessibilityTraits(rawValue: 1 << 16)
    public static let tabBar = UIAccessibilityTraits(rawValue: 1 << 15)
}

/// `enum UIAccessibilityScrollDirection: Int`: "The direction of a scrolling action."
public enum UIAccessibilityScrollDirection: Int, Sendable {
    /// "The user is scrolling to the right."
    case right = 1
    /// "The user is scrolling to the left."
    case left = 2
    /// "The user is scrolling up."
    case up = 3
    /// "The user is scrolling down."
    case down = 4
    /// "The user is scrolling to the next view in an ordered set of views."
    case next = 5
    /// "The user is scrolling to the previous view in an ordered set of views."
    case previous = 6
}

/// `enum UIAccessibilityContainerType: Int`
public enum UIAccessibilityContainerType: Int, Sendable {
    case none = 0
    case dataTable = 1
    case list = 2
    case landmark = 3
    case semanticGroup = 4
}

/// `enum UIAccessibility` (the namespace of UIKit's accessibility functions).
public enum UIAccessibility {
    /// `struct UIAccessibility.Notification: RawRepresentable`
    public struct Notification: RawRepresentable, Hashable, Sendable {
        public var rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// `static let screenChanged`
        public static let screenChanged = Notification(rawValue: 1000)
        /// `static let layoutChanged`
        public static let layoutChanged = Notification(rawValue: 1001)
        /// `static let announcement`
        public static let announcement = Notification(rawValue: 1008)
        /// `static let pageScrolled`
        public static let pageScrolled = Notification(rawValue: 1009)
    }

    /// Harness: every posted notification with its argument, in order.
    @MainActor public static var _harnessPosts: [(notification: Notification, argument: Any?)] = []

    /// `static func post(notification: UIAccessibility.Notification, argument: Any?)`:
    /// "Posts a notification to assistive apps." Recorded for tests.
    @MainActor public static func post(notification: Notification, argument: Any?) {
        _harnessPosts.append((notification, argument))
    }

    /// Harness: the Reduce Motion setting.
    @MainActor public static var _harnessReduceMotion = false

    /// `static var isReduceMotionEnabled: Bool { get }`
    @MainActor public static var isReduceMotionEnabled: Bool { _harnessReduceMotion }

    /// Harness: the VoiceOver setting.
    @MainActor public static var _harnessVoiceOverRunning = false

    /// `static var isVoiceOverRunning: Bool { get }`
    @MainActor public static var isVoiceOverRunning: Bool { _harnessVoiceOverRunning }

    /// `static func convertToScreenCoordinates(_ rect: CGRect, in view: UIView) -> CGRect`:
    /// "Converts the specified rectangle from view coordinates to screen coordinates." The
    /// harness's screen is the window's coordinate space offset by the window's origin.
    @MainActor public static func convertToScreenCoordinates(_ rect: CGRect, in view: UIView)
        -> CGRect
    {
        let inWindow = view.convert(rect, to: nil)
        let origin = view.window?.frame.origin ?? .zero
        return inWindow.offsetBy(dx: origin.x, dy: origin.y)
    }
}

/// `class UIAccessibilityElement: UIResponder` (main actor): "The accessibility properties
/// of a user interface element ... not automatically accessible". Its accessibility
/// properties come from NSObject(UIAccessibility), nonisolated in the 17.4 SDK.
@MainActor open class UIAccessibilityElement: UIResponder {
    /// `weak var accessibilityContainer: AnyObject?`
    nonisolated(unsafe) public weak var accessibilityContainer: AnyObject?

    /// `init(accessibilityContainer container: Any)`
    public init(accessibilityContainer container: Any) {
        super.init()
        accessibilityContainer = container as AnyObject
    }

    /// `var isAccessibilityElement: Bool`; elements are true by default.
    nonisolated(unsafe) open var isAccessibilityElement = true
    /// `var accessibilityLabel: String?`
    nonisolated(unsafe) open var accessibilityLabel: String?
    /// `var accessibilityValue: String?`
    nonisolated(unsafe) open var accessibilityValue: String?
    /// `var accessibilityHint: String?`
    nonisolated(unsafe) open var accessibilityHint: String?
    /// `var accessibilityTraits: UIAccessibilityTraits`
    nonisolated(unsafe) open var accessibilityTraits = UIAccessibilityTraits.none
    /// `var accessibilityFrame: CGRect`: in screen coordinates.
    nonisolated(unsafe) open var accessibilityFrame = CGRect.zero
    /// `var accessibilityFrameInContainerSpace: CGRect`
    nonisolated(unsafe) open var accessibilityFrameInContainerSpace = CGRect.zero
    /// `var accessibilityIdentifier: String?`
    nonisolated(unsafe) open var accessibilityIdentifier: String?
    /// `func accessibilityActivate() -> Bool`; default false.
    nonisolated open func accessibilityActivate() -> Bool { false }
    /// `func accessibilityIncrement()`
    nonisolated open func accessibilityIncrement() {}
    /// `func accessibilityDecrement()`
    nonisolated open func accessibilityDecrement() {}
    /// `func accessibilityElementDidBecomeFocused()` (UIAccessibilityFocus): "Called when an
    /// assistive technology focuses on the accessibility element."
    nonisolated open func accessibilityElementDidBecomeFocused() {}
    /// `func accessibilityElementDidLoseFocus()`: "Called when an assistive technology
    /// removes focus from the accessibility element."
    nonisolated open func accessibilityElementDidLoseFocus() {}
}

/// `protocol UIInteraction: NSObjectProtocol`
@MainActor public protocol UIInteraction: AnyObject {
    /// `var view: UIView? { get }`
    var view: UIView? { get }
    /// `func willMove(to view: UIView?)`
    func willMove(to view: UIView?)
    /// `func didMove(to view: UIView?)`
    func didMove(to view: UIView?)
}

/// `protocol UILargeContentViewerItem: NSObjectProtocol`
@MainActor public protocol UILargeContentViewerItem: AnyObject {
    var showsLargeContentViewer: Bool { get }
    var largeContentTitle: String? { get }
    var largeContentImage: UIImage? { get }
    var scalesLargeContentImage: Bool { get }
    var largeContentImageInsets: UIEdgeInsets { get }
}

extension UIView: UILargeContentViewerItem {}

/// `protocol UILargeContentViewerInteractionDelegate: NSObjectProtocol` (optional
/// methods).
@MainActor public protocol UILargeContentViewerInteractionDelegate: AnyObject {
    /// `func largeContentViewerInteraction(_ interaction: UILargeContentViewerInteraction,
    /// itemAt point: CGPoint) -> (any UILargeContentViewerItem)?`
    func largeContentViewerInteraction(
        _ interaction: UILargeContentViewerInteraction, itemAt point: CGPoint
    ) -> (any UILargeContentViewerItem)?
    /// `func largeContentViewerInteraction(_ interaction: UILargeContentViewerInteraction,
    /// didEndOn item: (any UILargeContentViewerItem)?, at point: CGPoint)`
    func largeContentViewerInteraction(
        _ interaction: UILargeContentViewerInteraction,
        didEndOn item: (any UILargeContentViewerItem)?, at point: CGPoint)
}

extension UILargeContentViewerInteractionDelegate {
    public func largeContentViewerInteraction(
        _ interaction: UILargeContentViewerInteraction, itemAt point: CGPoint
    ) -> (any UILargeContentViewerItem)? { nil }
    public func largeContentViewerInteraction(
        _ interaction: UILargeContentViewerInteraction,
        didEndOn item: (any UILargeContentViewerItem)?, at point: CGPoint
    ) {}
}

/// `class UILargeContentViewerInteraction: NSObject, UIInteraction`
@MainActor open class UILargeContentViewerInteraction: NSObject, UIInteraction {
    /// `weak var delegate: (any UILargeContentViewerInteractionDelegate)? { get }`
    public private(set) weak var delegate: (any UILargeContentViewerInteractionDelegate)?
    /// `weak var view: UIView? { get }`
    public private(set) weak var view: UIView?

    /// `init(delegate: (any UILargeContentViewerInteractionDelegate)?)`
    public init(delegate: (any UILargeContentViewerInteractionDelegate)?) {
        self.delegate = delegate
        super.init()
    }

    open func willMove(to view: UIView?) {}
    open func didMove(to view: UIView?) { self.view = view }
}

extension UIView {
    /// Harness: what VoiceOver can reach from this view, in order: a view with
    /// `accessibilityElements` offers those (views among them are searched in turn), a view
    /// that `isAccessibilityElement` is one, any other view offers its subviews' elements.
    /// Hidden views are skipped, and so is everything inside a view whose
    /// `accessibilityElementsHidden` is set ("A Boolean value indicating whether the
    /// accessibility elements contained within this accessibility element are hidden").
    public var _harnessVoiceOverElements: [AnyObject] {
        guard !isHidden, alpha >= 0.01 else { return [] }
        if isAccessibilityElement { return [self] }
        guard !accessibilityElementsHidden else { return [] }
        if let elements = accessibilityElements {
            return elements.flatMap { element -> [AnyObject] in
                if let view = element as? UIView { return view._harnessVoiceOverElements }
                return [element as AnyObject]
            }
        }
        return subviews.flatMap(\._harnessVoiceOverElements)
    }

    /// Harness: the labels of `_harnessVoiceOverElements` (empty for an element without one).
    public var _harnessVoiceOverLabels: [String] {
        _harnessVoiceOverElements.map { element in
            (element as? UIView)?.accessibilityLabel
                ?? (element as? UIAccessibilityElement)?.accessibilityLabel ?? ""
        }
    }

    /// Harness: VoiceOver's scroll by page (a three-finger swipe) with focus on this view:
    /// `accessibilityScroll(_:)` is asked of the focused view and then of each view above it
    /// until one returns true ("Implement this method if a view in the view hierarchy
    /// supports a scroll by page action"). Returns whether one did.
    @discardableResult
    public func _harnessAccessibilityScroll(_ direction: UIAccessibilityScrollDirection) -> Bool {
        var view: UIView? = self
        while let current = view {
            if current.accessibilityScroll(direction) { return true }
            view = current.superview
        }
        return false
    }
}

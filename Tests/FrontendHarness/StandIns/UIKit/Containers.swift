// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation, AlwaysUseLowerCamelCase
// (Stand-in declarations copy the SDK's names; their comments quote the SDK's spelling.)
// Container view controllers: the navigation controller's push, with the appearance order
// Apple documents, and the edges bars observe.

/// `struct NSDirectionalRectEdge: OptionSet`
public struct NSDirectionalRectEdge: OptionSet, Hashable, Sendable {
    public var rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let top = NSDirectionalRectEdge(rawValue: 1 << 0)
    public static let leading = NSDirectionalRectEdge(rawValue: 1 << 1)
    public static let bottom = NSDirectionalRectEdge(rawValue: 1 << 2)
    public static let trailing = NSDirectionalRectEdge(rawValue: 1 << 3)
    public static let all: NSDirectionalRectEdge = [.top, .leading, .bottom, .trailing]
}

/// Harness: a scroll view held weakly (`UIViewController.setContentScrollView(_:for:)`).
struct _HarnessWeakScrollView {
    weak var scrollView: UIScrollView?
    init(_ scrollView: UIScrollView) { self.scrollView = scrollView }
}

/// `class UINavigationController: UIViewController`: "A container view controller that
/// defines a stack-based scheme for navigating hierarchical content." Only what the checks
/// use: a root view controller and an animated push whose appearance calls come in the order
/// Apple's reference pages give them.
@MainActor open class UINavigationController: UIViewController {
    /// `var viewControllers: [UIViewController]`
    public private(set) var viewControllers: [UIViewController] = []

    /// `var topViewController: UIViewController? { get }`
    open var topViewController: UIViewController? { viewControllers.last }

    /// Harness: called when the first frame of a push's transition is on screen, with the
    /// pushed view controller: what the user first sees of it.
    public var _harnessFirstFrameShown: ((UIViewController) -> Void)?

    /// `init(rootViewController: UIViewController)`
    public init(rootViewController: UIViewController) {
        super.init(nibName: nil, bundle: nil)
        addChild(rootViewController)
        rootViewController.view.frame = view.bounds
        view.addSubview(rootViewController.view)
        rootViewController.didMove(toParent: self)
        viewControllers = [rootViewController]
    }

    public required init?(coder: NSCoder) { super.init(coder: coder) }

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
        let leaving = topViewController
        addChild(viewController)
        leaving?.beginAppearanceTransition(false, animated: animated)
        viewController.beginAppearanceTransition(true, animated: animated)
        viewController.view.frame = view.bounds
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
}

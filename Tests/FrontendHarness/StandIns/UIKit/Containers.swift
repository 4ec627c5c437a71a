// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation, AlwaysUseLowerCamelCase
// (Stand-in declarations copy the SDK's names; their comments quote the SDK's spelling.)
// The edges bars observe (the navigation controller, with its push's appearance order, is
// in Views.swift).

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

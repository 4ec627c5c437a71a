// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation
// Stand-in SwiftUI: groups, toolbars and tab view styles. Signatures from the iOS 17.4 SDK;
// see View.swift.

/// Group — "A type that collects multiple instances of a content type … into a single
/// unit"; it shows its content as it is.
public struct Group<Content> {
    public typealias Body = Never
    let content: Content
}

extension Group: View where Content: View {
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
    public var body: Never { fatalError("primitive view") }
}

extension Group: _HarnessPrimitiveView where Content: View {
    public var _harnessNode: _HarnessNode { .group([content]) }
}

// MARK: - Toolbars

/// ToolbarContent — "Conforming types represent items that can be placed in various
/// locations in a toolbar."
@preconcurrency @MainActor public protocol ToolbarContent {
    associatedtype Body: ToolbarContent
    @ToolbarContentBuilder var body: Self.Body { get }
}

extension Never: ToolbarContent {}

/// Harness: the views a toolbar item shows.
public protocol _HarnessToolbarItem {
    var _harnessView: any View { get }
}

/// ToolbarContentBuilder — "Constructs a toolbar item set from multi-expression closures."
@resultBuilder public struct ToolbarContentBuilder {
    public static func buildExpression<Content>(_ content: Content) -> Content
    where Content: ToolbarContent {
        content
    }
    public static func buildBlock<Content>(_ content: Content) -> some ToolbarContent
    where Content: ToolbarContent {
        content
    }
}

/// ToolbarItemPlacement — "A structure that defines the placement of a toolbar item."
public struct ToolbarItemPlacement: Sendable {
    let name: String
    public static let automatic = ToolbarItemPlacement(name: "automatic")
    /// "The item is placed in the principal item section", the centre of a navigation bar.
    @available(watchOS, unavailable)
    public static let principal = ToolbarItemPlacement(name: "principal")
}

/// ToolbarItem — "A model that represents an item which can be placed in the toolbar or
/// navigation bar."
public struct ToolbarItem<ID, Content>: ToolbarContent where Content: View {
    let placement: ToolbarItemPlacement
    let content: Content
    public typealias Body = Never
    public var body: Never { return fatalError("primitive toolbar content") }
}

extension ToolbarItem where ID == () {
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
    }
}

extension ToolbarItem: _HarnessToolbarItem {
    public var _harnessView: any View { content }
}

extension View {
    /// View.toolbar(content:) — "Populates the toolbar or navigation bar with the specified
    /// items." The harness shows the items' views beside the content.
    nonisolated public func toolbar<Content>(@ToolbarContentBuilder content: () -> Content)
        -> some View
    where Content: ToolbarContent {
        let items = content()
        return harness(
            .toolbar([(items as? any _HarnessToolbarItem)?._harnessView].compactMap { $0 }))
    }
}

// MARK: - Tab view styles

/// TabViewStyle — "A specification for the appearance and interaction of a tab view."
@preconcurrency @MainActor public protocol TabViewStyle {}

/// PageTabViewStyle — "A TabViewStyle that implements a paged scrolling TabView": the pages
/// lie side by side, each the tab view's size, and the selected page fills the view.
@available(iOS 14.0, tvOS 14.0, watchOS 7.0, *)
@available(macOS, unavailable)
public struct PageTabViewStyle: TabViewStyle {
    public struct IndexDisplayMode: Sendable {
        let name: String
        public static let automatic = IndexDisplayMode(name: "automatic")
        @available(watchOS 8.0, *)
        public static let never = IndexDisplayMode(name: "never")
    }
    public init(indexDisplayMode: PageTabViewStyle.IndexDisplayMode = .automatic) {}
}

@available(iOS 14.0, tvOS 14.0, watchOS 7.0, *)
@available(macOS, unavailable)
extension TabViewStyle where Self == PageTabViewStyle {
    public static func page(indexDisplayMode: PageTabViewStyle.IndexDisplayMode)
        -> PageTabViewStyle
    {
        .init(indexDisplayMode: indexDisplayMode)
    }
}

private struct TabViewIsPagedKey: EnvironmentKey {
    static let defaultValue = false
}

extension EnvironmentValues {
    /// Harness: whether tab views here have the page style (SwiftUI keeps the style
    /// private).
    public var _harnessTabViewIsPaged: Bool {
        get { self[TabViewIsPagedKey.self] }
        set { self[TabViewIsPagedKey.self] = newValue }
    }
}

extension View {
    /// View.tabViewStyle(_:) — "Sets the style for the tab view within the current
    /// environment."
    nonisolated public func tabViewStyle<S>(_ style: S) -> some View where S: TabViewStyle {
        let paged: Bool
        #if os(macOS)
            paged = false
        #else
            paged = style is PageTabViewStyle
        #endif
        return harness(.environment { $0._harnessTabViewIsPaged = paged })
    }

    /// View.scaleEffect(_:anchor:) — "Scales this view's rendered output by the given amount
    /// in both the horizontal and vertical directions, relative to an anchor point." (A
    /// render effect: the view's frame does not change; the renderer records the scale and
    /// the anchor.)
    nonisolated public func scaleEffect(_ s: CGFloat, anchor: UnitPoint = .center) -> some View {
        harness(.scaleEffect(s, anchor: anchor))
    }
}

// MARK: - Scrolling

private struct IsScrollEnabledKey: EnvironmentKey {
    static let defaultValue = true
}

extension EnvironmentValues {
    /// isScrollEnabled — "A Boolean value that indicates whether any scroll views associated
    /// with this environment allow scrolling to occur." Default true.
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    public var isScrollEnabled: Bool {
        get { self[IsScrollEnabledKey.self] }
        set { self[IsScrollEnabledKey.self] = newValue }
    }
}

extension View {
    /// View.scrollDisabled(_:) — "Disables or enables scrolling in scrollable views"; "The
    /// disabled state propagates to scrollable views in the view hierarchy": it sets
    /// `isScrollEnabled` to false for the view and its descendants when `disabled` is true,
    /// and leaves it alone otherwise (a disabled ancestor stays in force).
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    nonisolated public func scrollDisabled(_ disabled: Bool) -> some View {
        harness(.environment { if disabled { $0.isScrollEnabled = false } })
    }
}

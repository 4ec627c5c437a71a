// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation
// Stand-in SwiftUI for the front-end harness: views, the view builder and the structural
// views. Every public declaration copies the iOS 17.4 SDK's signature
// (SwiftUI.swiftinterface) minus the inlining and ABI attributes (@inlinable, @frozen,
// @_alwaysEmitIntoClient), with the isolation the iPhoneOS 26.2 SDK declares (`View`,
// `ViewModifier`, `Gesture`, `ButtonStyle`, `PrimitiveButtonStyle`, `TabViewStyle` and
// `ToolbarContent` isolated to the main actor, `Shape` kept off it, `Layout` `Sendable`, the
// modifiers `nonisolated`; the module is built with `-swift-version 5`, as SwiftUI is);
// behaviour is only what Apple documents, named in a comment.
// Declarations whose names start with `_Harness` or `_harness` are not SwiftUI API: they are how the
// harness's renderer (Tests/FrontendHarness/Support/SwiftUI/Renderer.swift) looks inside a
// view, the part of SwiftUI that is private to Apple.

// The SDK's SwiftUI re-exports CoreGraphics; on Linux CGFloat, CGPoint, CGSize and CGRect
// live in Foundation.
@_exported import Foundation

/// View — SwiftUI documentation: "A type that represents part of your app's user interface";
/// a custom view's `body` describes it, and SwiftUI evaluates `body` to show it. Isolated to the
/// main actor as a whole, as the iPhoneOS 26.2 SDK declares it
/// (`@preconcurrency @MainActor public protocol View` in SwiftUICore.swiftinterface; the iOS 17.4
/// SDK isolates only `body`), so a conforming type's members are main-actor isolated here as
/// there.
@preconcurrency @MainActor
public protocol View {
    associatedtype Body: View
    @ViewBuilder @preconcurrency @MainActor var body: Self.Body { get }
}

/// Never — SwiftUI documentation: the body type of primitive views, which have no body.
extension Never: View {
    public typealias Body = Never
    // Nonisolated: `Never` is also the body of primitive gestures and toolbar items.
    nonisolated public var body: Never { fatalError("primitive view") }
}

// MARK: - Harness window (not SwiftUI API)

/// What a primitive view is made of, as the harness's renderer sees it.
public enum _HarnessNode {
    /// A view that draws itself (text, a shape); the renderer records its value.
    case leaf
    /// Views shown in order, as a group (tuple, `ForEach`, conditional, optional, `AnyView`).
    case group([any View])
    /// Content with a modifier the stand-in implements itself.
    case modified(content: any View, modifier: any _HarnessPrimitiveModifier)
    /// Content with a `ViewModifier` that has a body.
    case custom(content: any View, modifier: any ViewModifier)
    /// A `GeometryReader`'s content, built from a proxy.
    case geometry((GeometryProxy) -> any View)
    /// A `ScrollViewReader`'s content, built from a proxy.
    case scrollReader((ScrollViewProxy) -> any View)
    /// A `Layout` placing the subviews of its content.
    case layout(layout: any Layout, content: any View)
    /// A `ViewThatFits` choosing among its children on the axes.
    case fitting(axes: Axis.Set, content: any View)
    /// A scroll view's content, unconstrained on the axes.
    case scroll(axes: Axis.Set, content: any View)
    /// A button: the action and its label.
    case button(action: () -> Void, label: any View)
    /// A tab view: its selection (the tag shown, as `AnyHashable`) and its pages.
    case tabs(
        selection: (get: () -> AnyHashable, set: (AnyHashable) -> Void)?, content: any View)
    /// An `EquatableView`: its content, and whether a previous content equals it.
    case equatable(content: any View, equalsPrevious: (Any) -> Bool)
}

/// A view the stand-in implements itself (its body is `Never`).
public protocol _HarnessPrimitiveView {
    var _harnessNode: _HarnessNode { get }
}

/// A modifier the stand-in implements itself.
public protocol _HarnessPrimitiveModifier {}

/// A property of a view that SwiftUI updates before it evaluates `body`
/// (`DynamicProperty.update()` — SwiftUI documentation: "SwiftUI calls this function before
/// rendering a view's body to ensure the view has the most recent value"). The renderer
/// hands each such property the view's environment this way.
public protocol _HarnessEnvironmentReader {
    func _harnessInstall(_ environment: EnvironmentValues)
    /// The value this property reads in `environment` (SwiftUI updates a view "when the
    /// value changes": the renderer compares it with the one the last body saw).
    func _harnessValue(in environment: EnvironmentValues) -> Any
    /// Which setting of the value this property reads: a modifier evaluated anew sets a new
    /// one (see `EnvironmentValues._harnessGenerations`); nil for a value never set.
    func _harnessGeneration(in environment: EnvironmentValues) -> Int?
}

/// Harness: a group whose children have explicit identities (`ForEach` — SwiftUI
/// documentation: "ForEach … uses the id to … identify each view"; a child keeps its state
/// for as long as its id stays).
public protocol _HarnessIdentifiedGroup {
    /// One identity per child of the group's node, in order.
    var _harnessIDs: [AnyHashable] { get }
}

/// Harness: a view builder `if`/`else`, whose two branches are different views (WWDC21
/// "Demystify SwiftUI": the branches of a conditional have distinct structural
/// identities, so switching branch ends the old branch's state).
public protocol _HarnessBranching {
    /// The branch shown: "true" or "false".
    var _harnessBranch: String { get }
}

// MARK: - View builder

/// ViewBuilder — SwiftUI documentation: "A custom parameter attribute that constructs views
/// from closures": several views become a `TupleView`, `if` an optional, `if`/`else` a
/// `_ConditionalContent`, an availability check an `AnyView`.
@resultBuilder public struct ViewBuilder {
    public static func buildExpression<Content>(_ content: Content) -> Content
    where Content: View {
        content
    }
    public static func buildBlock() -> EmptyView { EmptyView() }
    public static func buildBlock<Content>(_ content: Content) -> Content where Content: View {
        content
    }
    @_disfavoredOverload
    public static func buildBlock<each Content>(_ content: repeat each Content) -> TupleView<
        (repeat each Content)
    > where repeat each Content: View {
        TupleView((repeat each content))
    }
    public static func buildIf<Content>(_ content: Content?) -> Content? where Content: View {
        content
    }
    public static func buildEither<TrueContent, FalseContent>(first: TrueContent)
        -> _ConditionalContent<TrueContent, FalseContent>
    where TrueContent: View, FalseContent: View {
        _ConditionalContent(storage: .trueContent(first))
    }
    public static func buildEither<TrueContent, FalseContent>(second: FalseContent)
        -> _ConditionalContent<TrueContent, FalseContent>
    where TrueContent: View, FalseContent: View {
        _ConditionalContent(storage: .falseContent(second))
    }
    public static func buildLimitedAvailability<Content>(_ content: Content) -> AnyView
    where Content: View {
        AnyView(content)
    }
}

/// TupleView — SwiftUI documentation: "A View created from a swift tuple of View values."
public struct TupleView<T>: View {
    public var value: T
    public init(_ value: T) { self.value = value }
    public typealias Body = Never
    public var body: Never { fatalError("primitive view") }
}

extension TupleView: _HarnessPrimitiveView {
    public var _harnessNode: _HarnessNode {
        .group(Mirror(reflecting: value).children.compactMap { $0.value as? any View })
    }
}

/// _ConditionalContent — the view builder's `if`/`else`: one of two views.
public struct _ConditionalContent<TrueContent, FalseContent> {
    public enum _Storage {
        case trueContent(TrueContent)
        case falseContent(FalseContent)
    }
    public let _storage: _Storage
    init(storage: _Storage) { _storage = storage }
}

extension _ConditionalContent: View where TrueContent: View, FalseContent: View {
    public typealias Body = Never
    public var body: Never { fatalError("primitive view") }
}

extension _ConditionalContent: _HarnessBranching where TrueContent: View, FalseContent: View {
    public var _harnessBranch: String {
        switch _storage {
        case .trueContent: return "true"
        case .falseContent: return "false"
        }
    }
}

extension _ConditionalContent: _HarnessPrimitiveView where TrueContent: View, FalseContent: View {
    public var _harnessNode: _HarnessNode {
        switch _storage {
        case .trueContent(let view): return .group([view])
        case .falseContent(let view): return .group([view])
        }
    }
}

/// Optional — SwiftUI documentation: an optional view shows its wrapped view, or nothing.
extension Optional: View where Wrapped: View {
    public typealias Body = Never
    public var body: Never { fatalError("primitive view") }
}

extension Optional: _HarnessPrimitiveView where Wrapped: View {
    public var _harnessNode: _HarnessNode {
        switch self {
        case .some(let view): return .group([view])
        case .none: return .group([])
        }
    }
}

/// EmptyView — SwiftUI documentation: "A view that doesn't contain any content."
public struct EmptyView: View {
    public init() {}
    public typealias Body = Never
    public var body: Never { fatalError("primitive view") }
}

extension EmptyView: _HarnessPrimitiveView {
    public var _harnessNode: _HarnessNode { .group([]) }
}

/// AnyView — SwiftUI documentation: "A type-erased view"; it shows the view it wraps.
public struct AnyView: View {
    let view: any View
    public init<V>(_ view: V) where V: View { self.view = view }
    public typealias Body = Never
    public var body: Never { fatalError("primitive view") }
}

extension AnyView: _HarnessPrimitiveView {
    public var _harnessNode: _HarnessNode { .group([view]) }
}

/// ForEach — SwiftUI documentation: "A structure that computes views on demand from an
/// underlying collection of identified data": one view per element, in order.
public struct ForEach<Data, ID, Content> where Data: RandomAccessCollection, ID: Hashable {
    public var data: Data
    public var content: (Data.Element) -> Content
    let id: KeyPath<Data.Element, ID>
}

extension ForEach: View where Content: View {
    public typealias Body = Never
    public var body: Never { fatalError("primitive view") }
}

extension ForEach where Content: View {
    public init(
        _ data: Data, id: KeyPath<Data.Element, ID>,
        @ViewBuilder content: @escaping (Data.Element) -> Content
    ) {
        self.data = data
        self.content = content
        self.id = id
    }
}

extension ForEach: _HarnessPrimitiveView where Content: View {
    public var _harnessNode: _HarnessNode { .group(data.map { content($0) }) }
}

extension ForEach: _HarnessIdentifiedGroup where Content: View {
    public var _harnessIDs: [AnyHashable] { data.map { AnyHashable($0[keyPath: id]) } }
}

/// VStack — SwiftUI documentation: "A view that arranges its subviews in a vertical line."
/// (The harness shows the children in order; it does not stack their frames.)
public struct VStack<Content>: View where Content: View {
    let content: Content
    public init(
        alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
        @ViewBuilder content: () -> Content
    ) {
        self.content = content()
    }
    public typealias Body = Never
    public var body: Never { fatalError("primitive view") }
}

extension VStack: _HarnessPrimitiveView {
    public var _harnessNode: _HarnessNode { .group([content]) }
}

/// ZStack — SwiftUI documentation: "A view that overlays its subviews, aligning them in
/// both axes." (The harness gives every child the stack's frame.)
public struct ZStack<Content>: View where Content: View {
    let content: Content
    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
        self.content = content()
    }
    public typealias Body = Never
    public var body: Never { fatalError("primitive view") }
}

extension ZStack: _HarnessPrimitiveView {
    public var _harnessNode: _HarnessNode { .group([content]) }
}

/// EquatableView — SwiftUI documentation: "A view type that compares itself against its
/// previous value and prevents its child updating if its new value is the same as its old
/// value." The content's own dependencies (its state, bindings and environment) still update
/// it.
public struct EquatableView<Content>: View where Content: Equatable, Content: View {
    public var content: Content
    public init(content: Content) { self.content = content }
    public typealias Body = Never
    public var body: Never { fatalError("primitive view") }
}

extension EquatableView: _HarnessPrimitiveView {
    public var _harnessNode: _HarnessNode {
        .equatable(content: content, equalsPrevious: { ($0 as? Content) == content })
    }
}

extension View where Self: Equatable {
    /// View.equatable() — "Prevents the view from updating its child view when its new value
    /// is the same as its old value."
    nonisolated public func equatable() -> EquatableView<Self> { EquatableView(content: self) }
}

/// TabView — SwiftUI documentation: "A view that switches between multiple child views";
/// the selection binding holds the tag (`tag(_:)`) of the page shown and changes when the
/// user switches pages. The harness shows every page's view (see `PageTabViewStyle`).
public struct TabView<SelectionValue, Content>: View
where SelectionValue: Hashable, Content: View {
    let selection: Binding<SelectionValue>?
    let content: Content
    public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) {
        self.selection = selection
        self.content = content()
    }
    public typealias Body = Never
    public var body: Never { fatalError("primitive view") }
}

extension TabView: _HarnessPrimitiveView {
    public var _harnessNode: _HarnessNode {
        .tabs(
            selection: selection.map { binding in
                (
                    get: { AnyHashable(binding.wrappedValue) },
                    set: {
                        if let value = $0.base as? SelectionValue { binding.wrappedValue = value }
                    }
                )
            }, content: content)
    }
}

/// Button — SwiftUI documentation: "A control that initiates an action"; the action runs
/// when the user activates the button (a tap, or VoiceOver's activate).
public struct Button<Label>: View where Label: View {
    let action: () -> Void
    let label: Label
    public init(action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.action = action
        self.label = label()
    }
    public typealias Body = Never
    public var body: Never { fatalError("primitive view") }
}

extension Button: _HarnessPrimitiveView {
    public var _harnessNode: _HarnessNode { .button(action: action, label: label) }
}

/// ScrollView — SwiftUI documentation: "A scrollable view"; its content can be larger than
/// the scroll view along the scrolling axes.
public struct ScrollView<Content>: View where Content: View {
    public var content: Content
    public var axes: Axis.Set
    public var showsIndicators: Bool
    public init(
        _ axes: Axis.Set = .vertical, showsIndicators: Bool = true,
        @ViewBuilder content: () -> Content
    ) {
        self.axes = axes
        self.showsIndicators = showsIndicators
        self.content = content()
    }
    public typealias Body = Never
    public var body: Never { fatalError("primitive view") }
}

extension ScrollView: _HarnessPrimitiveView {
    public var _harnessNode: _HarnessNode { .scroll(axes: axes, content: content) }
}

/// ViewThatFits — SwiftUI documentation: "A view that adapts to the available space by
/// providing the first child view that fits"; it "evaluates its child views in the order
/// you provide them … selects the first child whose ideal size on the constrained axes fits
/// within the proposed size"; if none fits, it "selects the last child".
public struct ViewThatFits<Content>: View where Content: View {
    let axes: Axis.Set
    let content: Content
    public init(
        in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> Content
    ) {
        self.axes = axes
        self.content = content()
    }
    public typealias Body = Never
    public var body: Never { fatalError("primitive view") }
}

extension ViewThatFits: _HarnessPrimitiveView {
    public var _harnessNode: _HarnessNode { .fitting(axes: axes, content: content) }
}

/// GeometryReader — SwiftUI documentation: "A container view that defines its content as a
/// function of its own size and coordinate space."
public struct GeometryReader<Content>: View where Content: View {
    public var content: (GeometryProxy) -> Content
    public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) {
        self.content = content
    }
    public typealias Body = Never
    public var body: Never { fatalError("primitive view") }
}

extension GeometryReader: _HarnessPrimitiveView {
    public var _harnessNode: _HarnessNode { .geometry { content($0) } }
}

/// GeometryProxy — SwiftUI documentation: "A proxy for access to the size and coordinate
/// space (for anchor resolution) of the container view."
public struct GeometryProxy {
    let frameInGlobal: CGRect
    let namedOrigins: [AnyHashable: CGPoint]

    /// Harness: a proxy for a container at `frame` (in the root's space), with the origins
    /// of the named coordinate spaces in the same space.
    public init(_harnessFrame frame: CGRect, namedOrigins: [AnyHashable: CGPoint]) {
        frameInGlobal = frame
        self.namedOrigins = namedOrigins
    }

    /// GeometryProxy.size — "The size of the container view."
    public var size: CGSize { frameInGlobal.size }

    /// GeometryProxy.frame(in:) — "Returns the container view's bounds rectangle, converted
    /// to a defined coordinate space."
    @_disfavoredOverload public func frame(in coordinateSpace: CoordinateSpace) -> CGRect {
        switch coordinateSpace {
        case .global: return frameInGlobal
        case .local: return CGRect(origin: .zero, size: frameInGlobal.size)
        case .named(let name):
            let origin = namedOrigins[name] ?? .zero
            return frameInGlobal.offsetBy(dx: -origin.x, dy: -origin.y)
        }
    }
}

/// CoordinateSpace — SwiftUI documentation: "A resolved coordinate space created by the
/// coordinate space protocol."
public enum CoordinateSpace {
    case global
    case local
    case named(AnyHashable)
}

/// ScrollViewReader — SwiftUI documentation: "A view that provides programmatic scrolling,
/// by working with a proxy to scroll to known child views."
public struct ScrollViewReader<Content>: View where Content: View {
    public var content: (ScrollViewProxy) -> Content
    public init(@ViewBuilder content: @escaping (ScrollViewProxy) -> Content) {
        self.content = content
    }
    public typealias Body = Never
    public var body: Never { fatalError("primitive view") }
}

extension ScrollViewReader: _HarnessPrimitiveView {
    public var _harnessNode: _HarnessNode { .scrollReader { content($0) } }
}

/// ScrollViewProxy — SwiftUI documentation: scrollTo(_:anchor:) "Scans all scroll views
/// contained by the proxy for the first with a child view with identifier id, and then
/// scrolls to that view." The harness records each request with the animation of the
/// enclosing `withAnimation`.
public struct ScrollViewProxy {
    let record: (AnyHashable, UnitPoint?, Animation?) -> Void

    /// Harness: a proxy that reports each scroll request.
    public init(_harnessRecord record: @escaping (AnyHashable, UnitPoint?, Animation?) -> Void) {
        self.record = record
    }

    public func scrollTo<ID>(_ id: ID, anchor: UnitPoint? = nil) where ID: Hashable {
        record(AnyHashable(id), anchor, _harnessCurrentAnimation)
    }
}

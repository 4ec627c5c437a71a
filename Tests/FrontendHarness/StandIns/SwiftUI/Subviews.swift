// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation
// Stand-in SwiftUI: a content builder's subviews and their tags (iOS 18, macOS 15, tvOS 18,
// watchOS 11, visionOS 2). Signatures from the iOS 18.6 and 26.2 SDKs (SwiftUICore.swiftinterface,
// where both declare them with that availability; the 18.6 SDK in SwiftUI, moved to SwiftUICore
// from 18.2 with @_originallyDefinedIn); see View.swift.
//
// What a subview is — `Subview` reference: "Subviews are proxies to the resolved view they
// represent, meaning that modifiers applied to the original view will be applied before
// modifiers applied to the subview, and the view is resolved using the environment of its
// container"; `SubviewsCollection`: "The collection's elements are the pieces that make up the
// given view". The stand-in resolves a view into subviews as follows (docs/platform.md, "A
// content builder's subviews"):
// - A list of views is its views' subviews, in order: a tuple (several views in a builder), a
//   `ForEach` (one for each element's view), a `Group` ("Use a group to collect multiple views
//   into a single instance, without affecting the layout of those views"), an `if` (the branch
//   taken; none when an `if` without `else` is false), `EmptyView` ("A view that doesn't contain
//   any content": none), and a `SubviewsCollection` (its subviews again).
// - Any other view is one subview: a `Text`, a stack ("a VStack" is a container, `ContainerValues`
//   reference: values "don't escape their closest container"), a `Subview`, a custom view. (The
//   harness does not look into a custom view's body; the checks keep their tags on the
//   content's own views.)
// - A modifier on one subview stays on it; on several it applies to each ("any modifier you
//   apply to the group affects all of that group's members", `Group` reference).
// - Tags: `tag(_:includeOptional:)` sets one on every subview of the view it modifies; an outer
//   tag of the same type replaces an inner one (a trait written later). A tag set under other
//   modifiers is still read (`ContainerValues` reference: "container values are unaffected by
//   views that aren't containers", its example reading a value set before `.padding()`). A
//   `ForEach` tags each of its views with the element's `id` where the view has no tag of that
//   type (`tag(_:includeOptional:)` reference: "A ForEach automatically applies a default tag
//   to each enumerated view using the id parameter of the corresponding element. If the
//   element's id parameter and the picker's selection input have exactly the same type, or the
//   same type but optional, you can omit the explicit tag modifier"). That default tag is of
//   the `id`'s own type only, not its optional: what serves an optional selection is the
//   picker's reading ("or the same type but optional"), and `ContainerValues.tag(for:)` with
//   the optional type finds nothing. Apple documents no more; the stand-in follows OpenSwiftUI's
//   reimplementation of SwiftUI (OpenSwiftUIProject/OpenSwiftUI, `ForEachState.Item.
//   applyTraits(to:)`, audited against SwiftUI 6.5.4): `setTagIfUnset(for: ID.self, value:
//   id)`, where `tag(_:includeOptional:)` writes `TagValueTraitKey<V>` and, with
//   `includeOptional`, `TagValueTraitKey<V?>`.
// - Custom container values: `containerValue(_:_:)` writes one on every subview of the view it
//   modifies ("Sets a particular container value of a view"; `ContainerValues`: "Container
//   values you set on a given view affect only that view"), read under other modifiers as a
//   tag is; a write further out replaces one further in. A subview that never had one reads
//   its key's `defaultValue` (`ContainerValueKey` reference).

/// Harness: a tag a view carries, typed as `tag(_:includeOptional:)` wrote it.
public struct _HarnessTag {
    /// The tag, for `Picker` and `TabView` (which compare tags with the selection).
    public let value: AnyHashable
    private let read: (Any.Type) -> Any?

    init<V: Hashable>(_ tag: V, includeOptional: Bool) {
        value = AnyHashable(tag)
        read = { type in
            if type == V.self { return tag }
            // "as well as `Optional<V>` if `includeOptional`".
            if includeOptional, type == Optional<V>.self { return Optional(tag) }
            return nil
        }
    }

    /// The tag as a value of `type`, if it was written for that type.
    func value<T>(as type: T.Type) -> T? { read(type).flatMap { $0 as? T } }
}

/// Harness: a primitive view whose node depends on the environment it is evaluated in.
public protocol _HarnessEnvironmentResolving {
    func _harnessNode(in environment: EnvironmentValues) -> _HarnessNode
}

/// Harness: a view that is a list of views (its subviews are its children's subviews).
protocol _HarnessViewList {}

extension TupleView: _HarnessViewList {}
extension ForEach: _HarnessViewList where Content: View {}
extension Group: _HarnessViewList where Content: View {}
extension _ConditionalContent: _HarnessViewList where TrueContent: View, FalseContent: View {}
extension Optional: _HarnessViewList where Wrapped: View {}
extension EmptyView: _HarnessViewList {}

/// Harness: a `ForEach`'s default tags, one for each element: its `id`.
protocol _HarnessDefaultTagging {
    var _harnessDefaultTags: [_HarnessTag] { get }
}

extension ForEach: _HarnessDefaultTagging where Content: View {
    var _harnessDefaultTags: [_HarnessTag] {
        // The `id`'s type only (see the top of this file).
        data.map { _HarnessTag($0[keyPath: id], includeOptional: false) }
    }
}

/// Harness: a modified view whose modifier can be put on another view (a modifier on several
/// subviews applies to each).
protocol _HarnessModifying {
    func _harnessModifying(_ view: any View) -> any View
}

extension ModifiedContent: _HarnessModifying where Content: View, Modifier: ViewModifier {
    func _harnessModifying(_ view: any View) -> any View {
        _HarnessAnyView(view: view).modifier(modifier)
    }
}

/// Harness: one subview as the stand-in resolves it: the view, its tags (the last written
/// first in precedence) and its place.
struct _HarnessSubviewEntry {
    var view: any View
    var tags: [_HarnessTag]
    var path: [AnyHashable]
    /// The custom container values written on it, by key.
    var values: [ObjectIdentifier: Any] = [:]
}

/// Harness: the subviews of `view`, as described at the top of this file.
func _harnessSubviews(of view: any View, path: [AnyHashable] = []) -> [_HarnessSubviewEntry] {
    if let subview = view as? Subview {
        return [
            _HarnessSubviewEntry(
                view: subview, tags: subview.containerValues.tags, path: path,
                values: subview.containerValues.values)
        ]
    }
    guard let primitive = view as? any _HarnessPrimitiveView else {
        return [_HarnessSubviewEntry(view: view, tags: [], path: path)]
    }
    switch primitive._harnessNode {
    case .group(let children) where view is any _HarnessViewList:
        let ids = (view as? any _HarnessIdentifiedGroup)?._harnessIDs
        let defaults = (view as? any _HarnessDefaultTagging)?._harnessDefaultTags
        let branch = (view as? any _HarnessBranching)?._harnessBranch
        var result: [_HarnessSubviewEntry] = []
        for (index, child) in children.enumerated() {
            let key: AnyHashable = ids?[index] ?? AnyHashable(branch ?? String(index))
            var entries = _harnessSubviews(of: child, path: path + [key])
            if let defaults {
                // A default tag counts only where no tag of its type is set.
                for entry in entries.indices {
                    entries[entry].tags.insert(defaults[index], at: 0)
                }
            }
            result += entries
        }
        return result
    case .modified(let content, let modifier):
        var entries = _harnessSubviews(of: content, path: path)
        modify(&entries, view)
        if let modifier = modifier as? _HarnessModifier, case .tag(let tag) = modifier.kind {
            for entry in entries.indices { entries[entry].tags.append(tag) }
        }
        if let modifier = modifier as? _HarnessModifier,
            case .containerValue(let write) = modifier.kind
        {
            for entry in entries.indices {
                var values = ContainerValues(tags: [], values: entries[entry].values)
                write(&values)
                entries[entry].values = values.values
            }
        }
        return entries
    case .custom(let content, _):
        var entries = _harnessSubviews(of: content, path: path)
        modify(&entries, view)
        return entries
    default:
        return [_HarnessSubviewEntry(view: view, tags: [], path: path)]
    }
}

/// Puts the modifier of `modified` on its content's subviews: one subview is the modified view
/// itself; several each get the modifier.
private func modify(_ entries: inout [_HarnessSubviewEntry], _ modified: any View) {
    if entries.count == 1 {
        entries[0].view = modified
    } else if let modifying = modified as? any _HarnessModifying {
        for entry in entries.indices {
            entries[entry].view = modifying._harnessModifying(entries[entry].view)
        }
    }
}

/// Group.init(subviews:transform:) — "Constructs a group from the subviews of the given view";
/// `transform`: "A closure that constructs a view from the collection of subviews".
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
extension Group {
    public init<Base, Result>(
        subviews view: Base, @ViewBuilder transform: @escaping (SubviewsCollection) -> Result
    ) where Content == GroupElementsOfContent<Base, Result>, Base: View, Result: View {
        self.content = GroupElementsOfContent(base: view, transform: transform)
    }
}

/// GroupElementsOfContent — "Transforms the subviews of a given view into a resulting content
/// view." The stand-in resolves the subviews each time the renderer asks for its content.
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
public struct GroupElementsOfContent<Subviews, Content>: View
where Subviews: View, Content: View {
    let base: Subviews
    let transform: (SubviewsCollection) -> Content
    public typealias Body = Never
    public var body: Never { fatalError("primitive view") }
}

extension GroupElementsOfContent: _HarnessPrimitiveView, _HarnessViewList,
    _HarnessEnvironmentResolving
{
    /// Without an environment (a layout flattening its content): subviews that take the
    /// environment of the place they are shown, which inside a layout is the layout's.
    public var _harnessNode: _HarnessNode { node(container: nil) }

    /// The subviews resolved with the environment this `Group(subviews:)` is evaluated in:
    /// their container's.
    public func _harnessNode(in environment: EnvironmentValues) -> _HarnessNode {
        node(container: environment)
    }

    private func node(container: EnvironmentValues?) -> _HarnessNode {
        let subviews = _harnessSubviews(of: base).map {
            Subview(_harnessEntry: $0, container: container)
        }
        return .group([transform(SubviewsCollection(subviews: subviews))])
    }
}

/// SubviewsCollection — "An opaque collection representing the subviews of view"; "The
/// collection's elements are the pieces that make up the given view, and the collection as a
/// whole acts as a proxy for the original view."
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
public struct SubviewsCollection: RandomAccessCollection {
    let subviews: [Subview]
    public func index(before i: Int) -> Int { i - 1 }
    public func index(after i: Int) -> Int { i + 1 }
    public subscript(index: Int) -> Subview { subviews[index] }
    public subscript(bounds: Range<Int>) -> SubviewsCollectionSlice {
        SubviewsCollectionSlice(subviews: subviews[bounds])
    }
    public var startIndex: Int { subviews.startIndex }
    public var endIndex: Int { subviews.endIndex }
    public typealias Element = Subview
    public typealias Index = Int
    public typealias Indices = Range<Int>
    public typealias Iterator = IndexingIterator<SubviewsCollection>
    public typealias SubSequence = SubviewsCollectionSlice
}

extension SubviewsCollection: View, _HarnessPrimitiveView, _HarnessViewList {
    public typealias Body = Never
    public var body: Never { fatalError("primitive view") }
    public var _harnessNode: _HarnessNode { .group(subviews) }
}

/// SubviewsCollectionSlice — a slice of a `SubviewsCollection`, itself a view of those
/// subviews.
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
public struct SubviewsCollectionSlice: RandomAccessCollection {
    let subviews: ArraySlice<Subview>
    public subscript(index: Int) -> Subview { subviews[index] }
    public subscript(bounds: Range<Int>) -> SubviewsCollectionSlice {
        SubviewsCollectionSlice(subviews: subviews[bounds])
    }
    public var startIndex: Int { subviews.startIndex }
    public var endIndex: Int { subviews.endIndex }
    public typealias Element = Subview
    public typealias Index = Int
    public typealias Indices = Range<Int>
    public typealias Iterator = IndexingIterator<SubviewsCollectionSlice>
    public typealias SubSequence = SubviewsCollectionSlice
}

extension SubviewsCollectionSlice: View, _HarnessPrimitiveView, _HarnessViewList {
    public typealias Body = Never
    public var body: Never { fatalError("primitive view") }
    public var _harnessNode: _HarnessNode { .group(Array(subviews)) }
}

/// Subview — "An opaque value representing a subview of another view"; "Access to a `Subview`
/// can be obtained by using `ForEach(subviews:)` or `Group(subviews:)`." It shows the view it
/// stands for resolved "using the environment of its container, not the environment of its
/// subview proxy" (`Subview` reference, https://developer.apple.com/documentation/swiftui/subview):
/// the environment where `Group(subviews:)` is evaluated, whatever environment modifiers are
/// set around the proxy where it is shown — `font(_:)`, `fontWeight(_:)`, `lineLimit(_:)`,
/// `foregroundStyle(_:)`, `disabled(_:)` there do not reach it (confirmed on devices:
/// https://developer.apple.com/forums/thread/796865, environment values set on a subview
/// proxy do not reach its view). Rendering effects around the proxy act on what it drew, so
/// they do apply; the stand-in models the ones the control relies on, `opacity(_:)`,
/// `mask(alignment:_:)`, `blendMode(_:)` and `compositingGroup()`, as it models them on any view (modifiers on the rendered tree).
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
public struct Subview: View, Identifiable {
    public struct ID: Hashable {
        let path: [AnyHashable]
    }
    public var id: ID
    /// Subview.containerValues — "The container values associated with the given subview."
    public var containerValues: ContainerValues
    let view: any View
    /// The environment of the `Group(subviews:)` that handed this subview out.
    let container: EnvironmentValues?

    init(_harnessEntry entry: _HarnessSubviewEntry, container: EnvironmentValues?) {
        id = ID(path: entry.path)
        containerValues = ContainerValues(tags: entry.tags, values: entry.values)
        view = entry.view
        self.container = container
    }

    public typealias Body = Never
    public var body: Never { fatalError("primitive view") }
}

extension Subview: _HarnessPrimitiveView {
    /// The view, in its container's environment in place of the one where it is shown.
    public var _harnessNode: _HarnessNode {
        guard let container else { return .group([view]) }
        return .modified(
            content: view,
            modifier: _HarnessModifier(
                kind: .environment { environment in
                    // The container's values, as set there (their generations too): nothing
                    // written here for the renderer to give a new generation.
                    environment = container
                    environment._harnessWrittenKeys = []
                }))
    }
}

/// ContainerValues — "A collection of container values associated with a given view." The
/// stand-in holds a subview's tags and its custom values.
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
public struct ContainerValues {
    /// The subview's tags, the one written last (outermost) last.
    let tags: [_HarnessTag]
    /// The custom values written on the subview, by key.
    var values: [ObjectIdentifier: Any]

    init(tags: [_HarnessTag], values: [ObjectIdentifier: Any] = [:]) {
        self.tags = tags
        self.values = values
    }

    /// ContainerValues.subscript(_:) — "Accesses the particular container value associated
    /// with a custom key": the value written with `containerValue(_:_:)`, else the key's
    /// `defaultValue`.
    public subscript<Key>(key: Key.Type) -> Key.Value where Key: ContainerValueKey {
        get { values[ObjectIdentifier(key)] as? Key.Value ?? Key.defaultValue }
        set { values[ObjectIdentifier(key)] = newValue }
    }

    /// ContainerValues.tag(for:) — "The tag value for the given type if the container values
    /// contains one"; returns "The tag value for the given type if the subview has one,
    /// otherwise `nil`". "Tag values are set using the `View/tag` modifier."
    public func tag<V>(for type: V.Type) -> V? where V: Hashable {
        for tag in tags.reversed() {
            if let value = tag.value(as: type) { return value }
        }
        return nil
    }

    /// ContainerValues.hasTag(_:) — "Returns true if the container values contain a tag
    /// matching a given value."
    public func hasTag<V>(_ tag: V) -> Bool where V: Hashable {
        self.tag(for: V.self) == tag
    }
}

/// ContainerValueKey — "A key for accessing container values"; a key type must "specify a value
/// for the required `defaultValue` property", what a subview that never had one written reads.
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
public protocol ContainerValueKey {
    associatedtype Value
    static var defaultValue: Self.Value { get }
}

@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
extension View {
    /// View.containerValue(_:_:) — "Sets a particular container value of a view"; "Like
    /// preferences, container values are able to be read by views above the view they're set
    /// on" (through `Subview.containerValues`), and they "don't escape their closest
    /// container".
    nonisolated public func containerValue<V>(
        _ keyPath: WritableKeyPath<ContainerValues, V>, _ value: V
    )
        -> some View
    {
        harness(.containerValue { $0[keyPath: keyPath] = value })
    }
}

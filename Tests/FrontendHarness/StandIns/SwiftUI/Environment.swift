// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation
// Stand-in SwiftUI: the environment and the state property wrappers. Signatures from the
// iOS 17.4 SDK; see View.swift.

/// DynamicProperty — "An interface for a stored variable that updates an external property
/// of a view"; SwiftUI calls `update()` "before rendering a view's body".
public protocol DynamicProperty {
    mutating func update()
}

extension DynamicProperty {
    public mutating func update() {}
}

/// EnvironmentKey — "A key for accessing values in the environment"; a key that was never
/// set reads as its `defaultValue`.
public protocol EnvironmentKey {
    associatedtype Value
    static var defaultValue: Self.Value { get }
}

/// EnvironmentValues — "A collection of environment values propagated through a view
/// hierarchy." Values not set read as their key's default.
public struct EnvironmentValues: CustomStringConvertible {
    var values: [ObjectIdentifier: Any] = [:]
    /// Harness: the keys written since the renderer last emptied this set.
    public var _harnessWrittenKeys: Set<ObjectIdentifier> = []
    /// Harness: for each key set by a modifier, which setting of it this is. The renderer
    /// gives a key a new generation when a modifier evaluated anew sets it, and keeps the
    /// generation when the same modifier value sets it again (see Renderer.swift).
    public var _harnessGenerations: [ObjectIdentifier: Int] = [:]

    public init() {}

    public subscript<K>(key: K.Type) -> K.Value where K: EnvironmentKey {
        get {
            _harnessLastReadKey = ObjectIdentifier(key)
            guard let value = values[ObjectIdentifier(key)] else { return K.defaultValue }
            return value as! K.Value
        }
        set {
            values[ObjectIdentifier(key)] = newValue
            _harnessWrittenKeys.insert(ObjectIdentifier(key))
        }
    }

    public var description: String { "EnvironmentValues(\(values.count) set)" }
}

private struct LayoutDirectionKey: EnvironmentKey {
    static let defaultValue = LayoutDirection.leftToRight
}
private struct IsEnabledKey: EnvironmentKey {
    static let defaultValue = true
}
private struct ReduceMotionKey: EnvironmentKey {
    static let defaultValue = false
}
private struct DynamicTypeSizeKey: EnvironmentKey {
    static let defaultValue = DynamicTypeSize.large
}

extension EnvironmentValues {
    /// layoutDirection — "The layout direction associated with the current environment."
    public var layoutDirection: LayoutDirection {
        get { self[LayoutDirectionKey.self] }
        set { self[LayoutDirectionKey.self] = newValue }
    }

    /// isEnabled — "A Boolean value that indicates whether the view associated with this
    /// environment allows user interaction." Default true.
    public var isEnabled: Bool {
        get { self[IsEnabledKey.self] }
        set { self[IsEnabledKey.self] = newValue }
    }

    /// accessibilityReduceMotion — "Whether the system preference for Reduce Motion is
    /// enabled." Read-only in SwiftUI: the system sets it.
    public var accessibilityReduceMotion: Bool { self[ReduceMotionKey.self] }

    /// Harness: the system setting behind `accessibilityReduceMotion`.
    public mutating func _harnessSetAccessibilityReduceMotion(_ value: Bool) {
        self[ReduceMotionKey.self] = value
    }

    /// dynamicTypeSize — "The current Dynamic Type size." Default `.large`.
    public var dynamicTypeSize: DynamicTypeSize {
        get { self[DynamicTypeSizeKey.self] }
        set { self[DynamicTypeSizeKey.self] = newValue }
    }
}

/// Environment — "A property wrapper that reads a value from a view's environment." The
/// value is the one of the environment the view is in when SwiftUI evaluates its body; the
/// renderer installs it (`_HarnessEnvironmentReader`). Read outside a view it is the
/// key's default.
@propertyWrapper public struct Environment<Value>: DynamicProperty {
    let keyPath: KeyPath<EnvironmentValues, Value>
    let box = _HarnessEnvironmentBox()

    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
        self.keyPath = keyPath
    }

    public var wrappedValue: Value {
        (box.values ?? EnvironmentValues())[keyPath: keyPath]
    }
}

/// Harness: where an `Environment` keeps the values the renderer installed.
public final class _HarnessEnvironmentBox: @unchecked Sendable {
    var values: EnvironmentValues?
    init() {}
}

/// Harness: the key the last environment read went to.
nonisolated(unsafe) var _harnessLastReadKey: ObjectIdentifier?

extension Environment: _HarnessEnvironmentReader {
    public func _harnessInstall(_ environment: EnvironmentValues) {
        box.values = environment
    }
    public func _harnessValue(in environment: EnvironmentValues) -> Any {
        environment[keyPath: keyPath]
    }
    public func _harnessGeneration(in environment: EnvironmentValues) -> Int? {
        _harnessLastReadKey = nil
        _ = environment[keyPath: keyPath]
        return _harnessLastReadKey.flatMap { environment._harnessGenerations[$0] }
    }
}

/// State — "A property wrapper type that can read and write a value managed by SwiftUI";
/// writing it through the wrapped value or a binding from `projectedValue` changes what the
/// view reads next.
@propertyWrapper public struct State<Value>: DynamicProperty {
    let box: _HarnessBox<Value>

    public init(wrappedValue value: Value) { box = _HarnessBox(value) }
    public init(initialValue value: Value) { box = _HarnessBox(value) }

    public var wrappedValue: Value {
        get { box.value }
        nonmutating set { box.value = newValue }
    }

    public var projectedValue: Binding<Value> {
        Binding(get: { box.value }, set: { box.value = $0 })
    }
}

/// Harness: the storage of a `State` (and `GestureState`, `AccessibilityFocusState`). A
/// box made for a new copy of a view can be pointed at the box the same view had before,
/// which is how the renderer keeps state for a view's identity as SwiftUI does.
///
/// Each write counts a new version, and each read is reported to `_harnessStateReads`, so
/// the renderer knows which views read a state ("When the value changes, SwiftUI updates
/// the parts of the view hierarchy that depend on the value" — State documentation).
public final class _HarnessBox<Value>: _HarnessVersioned, @unchecked Sendable {
    private var storage: Value
    private var target: _HarnessBox<Value>?
    private var writes = 0
    private var lastWriteAnimation: Animation?
    init(_ value: Value) { storage = value }

    var value: Value {
        get {
            if let target { return target.value }
            _harnessStateReads?(self)
            return storage
        }
        set {
            if let target {
                target.value = newValue
            } else {
                storage = newValue
                writes += 1
                _harnessStateWrites += 1
                lastWriteAnimation = _harnessCurrentAnimation
            }
        }
    }

    public var _harnessVersion: Int { target?._harnessVersion ?? writes }
    public var _harnessLastWriteAnimation: Animation? {
        target?._harnessLastWriteAnimation ?? lastWriteAnimation
    }

    /// The box that finally holds the value.
    var root: _HarnessBox<Value> { target?.root ?? self }

    /// Reads and writes `other`'s value from now on (unless that would make a cycle).
    func adopt(_ other: AnyObject) {
        guard let other = other as? _HarnessBox<Value>, other.root !== root else { return }
        target = other.root
    }
}

/// Harness: storage that counts its writes.
public protocol _HarnessVersioned: AnyObject {
    /// How many times the value was written.
    var _harnessVersion: Int { get }
    /// The animation of the transaction the value was last written in (`withAnimation`,
    /// `withTransaction`), if any.
    var _harnessLastWriteAnimation: Animation? { get }
}

/// Harness: how many times any state storage was written, so the renderer knows when an
/// update is due.
nonisolated(unsafe) public var _harnessStateWrites = 0

/// Harness: called with each state storage read while set (the renderer sets it while it
/// evaluates a body, to learn what the body depends on).
nonisolated(unsafe) public var _harnessStateReads: ((any _HarnessVersioned) -> Void)?

/// Harness: a property whose storage SwiftUI keeps for the view's identity ("SwiftUI
/// manages the property's storage"): the renderer hands a view's new copy the storage its
/// previous copy at the same place in the tree had.
public protocol _HarnessStateStorage {
    var _harnessStorage: AnyObject { get }
    func _harnessAdopt(_ storage: AnyObject)
}

extension State: _HarnessStateStorage {
    public var _harnessStorage: AnyObject { box.root }
    public func _harnessAdopt(_ storage: AnyObject) { box.adopt(storage) }
}

/// Binding — "A property wrapper type that can read and write a value owned by a source of
/// truth."
@propertyWrapper @dynamicMemberLookup public struct Binding<Value> {
    let get: () -> Value
    let set: (Value) -> Void

    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
        self.get = get
        self.set = set
    }

    /// Binding.constant(_:) — "Creates a binding with an immutable value."
    public static func constant(_ value: Value) -> Binding<Value> {
        Binding(get: { value }, set: { _ in })
    }

    public var wrappedValue: Value {
        get { get() }
        nonmutating set { set(newValue) }
    }

    public var projectedValue: Binding<Value> { self }

    public init(projectedValue: Binding<Value>) {
        self = projectedValue
    }

    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>)
        -> Binding<Subject>
    {
        Binding<Subject>(
            get: { get()[keyPath: keyPath] },
            set: {
                var value = get()
                value[keyPath: keyPath] = $0
                set(value)
            })
    }
}

extension Binding: DynamicProperty {}

/// ScaledMetric — "A dynamic property that scales a numeric value" with the Dynamic Type
/// size. At the default size (`.large`) it is the base value. The harness has no font
/// metrics, so it never scales; no test depends on a scaled value.
@propertyWrapper public struct ScaledMetric<Value>: DynamicProperty
where Value: BinaryFloatingPoint {
    let base: Value
    public init(wrappedValue: Value, relativeTo textStyle: Font.TextStyle) {
        base = wrappedValue
    }
    public init(wrappedValue: Value) { base = wrappedValue }
    public var wrappedValue: Value { base }
}

/// PreviewProvider — "A type that produces view previews in Xcode."
@preconcurrency @MainActor public protocol PreviewProvider {
    associatedtype Previews: View
    @ViewBuilder @preconcurrency @MainActor static var previews: Self.Previews { get }
}

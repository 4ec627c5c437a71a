// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation
// Stand-in SwiftUI: gestures, preferences, sensory feedback and transactions. Signatures
// from the iOS 17.4 SDK; see View.swift.

// MARK: - Gestures

/// Gesture — "An instance that matches a sequence of events to a gesture, and returns a
/// stream of values for each of its states." The harness delivers events by hand
/// (`_HarnessGesture`); a primitive gesture decides whether it recognises them.
@preconcurrency @MainActor public protocol Gesture<Value> {
    associatedtype Value
    associatedtype Body: Gesture
    var body: Self.Body { get }
}

extension Never: Gesture {
    public typealias Value = Never
}

extension Gesture where Self.Body == Never {
    /// A primitive gesture has no body.
    public var body: Never { fatalError("primitive gesture") }
}

/// Harness: an event delivered to a gesture by a test.
public enum _HarnessGestureEvent {
    /// The gesture's value changed (a drag moved).
    case changed(Any)
    /// The gesture ended with this value (a tap, a drag lifted).
    case ended(Any)
    /// The gesture was cancelled (another view, such as a scroll view, took the touch).
    case cancelled
}

/// Harness: a gesture chain the renderer can deliver events to.
public protocol _HarnessGesture {
    /// The primitive gesture at the root of the chain (`SpatialTapGesture`, `DragGesture`).
    var _harnessPrimitive: Any { get }
    /// Delivers an event; returns whether the gesture recognised it.
    @discardableResult func _harnessSend(_ event: _HarnessGestureEvent) -> Bool
}

/// GestureMask — "Options that control how adding a gesture to a view affects other
/// gestures recognized by the view and its subviews."
public struct GestureMask: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let none = GestureMask([])
    public static let gesture = GestureMask(rawValue: 1)
    public static let subviews = GestureMask(rawValue: 2)
    public static let all: GestureMask = [.gesture, .subviews]
}

/// SpatialTapGesture — "A gesture that recognizes one or more taps and reports their
/// location."
@available(iOS 16.0, macOS 13.0, watchOS 9.0, *)
@available(tvOS, unavailable)
public struct SpatialTapGesture: Gesture {
    public struct Value: Equatable, @unchecked Sendable {
        /// "The location of the tap gesture's current event."
        public var location: CGPoint
        /// Harness: a tap at a location (the SDK has no public initialiser).
        public init(_harnessLocation location: CGPoint) { self.location = location }
    }
    public var count: Int
    public var coordinateSpace: CoordinateSpace
    @_disfavoredOverload public init(count: Int = 1, coordinateSpace: CoordinateSpace = .local) {
        self.count = count
        self.coordinateSpace = coordinateSpace
    }
    public typealias Body = Never
}

@available(iOS 16.0, macOS 13.0, watchOS 9.0, *)
@available(tvOS, unavailable)
extension SpatialTapGesture: _HarnessGesture {
    public var _harnessPrimitive: Any { self }
    /// A tap ends with its location; it has no changes.
    public func _harnessSend(_ event: _HarnessGestureEvent) -> Bool {
        if case .ended(let value) = event { return value is Value }
        return false
    }
}

/// DragGesture — "A dragging motion that invokes an action as the drag-event sequence
/// changes"; `minimumDistance`: "The minimum dragging distance before the gesture
/// succeeds."
@available(tvOS, unavailable)
public struct DragGesture: Gesture {
    public struct Value: Equatable, Sendable {
        public var time: Date
        public var location: CGPoint
        public var startLocation: CGPoint
        /// "The total translation from the start of the drag gesture to the current event."
        public var translation: CGSize {
            CGSize(width: location.x - startLocation.x, height: location.y - startLocation.y)
        }
        public var predictedEndLocation: CGPoint
        /// Harness: whether the drag already succeeded earlier in this touch.
        public var _harnessHasSucceeded: Bool

        /// Harness: a drag value (the SDK has no public initialiser).
        public init(
            _harnessTime time: Date = Date(timeIntervalSinceReferenceDate: 0),
            location: CGPoint, startLocation: CGPoint, predictedEndLocation: CGPoint? = nil,
            hasSucceeded: Bool = false
        ) {
            self.time = time
            self.location = location
            self.startLocation = startLocation
            self.predictedEndLocation = predictedEndLocation ?? location
            self._harnessHasSucceeded = hasSucceeded
        }
    }
    public var minimumDistance: CGFloat
    public var coordinateSpace: CoordinateSpace
    @_disfavoredOverload public init(
        minimumDistance: CGFloat = 10, coordinateSpace: CoordinateSpace = .local
    ) {
        self.minimumDistance = minimumDistance
        self.coordinateSpace = coordinateSpace
    }
    public typealias Body = Never
}

@available(tvOS, unavailable)
extension DragGesture: _HarnessGesture {
    public var _harnessPrimitive: Any { self }
    /// A drag is recognised once it has moved `minimumDistance` from where it started
    /// ("The minimum dragging distance before the gesture succeeds"); once it has succeeded
    /// it is a drag until the finger lifts, wherever the finger goes, including back near
    /// its start (the harness's finger marks every later value `_harnessHasSucceeded`).
    public func _harnessSend(_ event: _HarnessGestureEvent) -> Bool {
        switch event {
        case .changed(let value), .ended(let value):
            guard let value = value as? Value else { return false }
            let moved = hypot(value.translation.width, value.translation.height)
            return value._harnessHasSucceeded || moved >= minimumDistance
        case .cancelled:
            return true
        }
    }
}

/// _EndedGesture — `Gesture.onEnded(_:)`: "Adds an action to perform when the gesture
/// ends."
public struct _EndedGesture<Content>: Gesture where Content: Gesture {
    public typealias Value = Content.Value
    let content: Content
    let action: (Content.Value) -> Void
    public typealias Body = Never
}

/// _ChangedGesture — `Gesture.onChanged(_:)`: "Adds an action to perform when the
/// gesture's value changes."
public struct _ChangedGesture<Content>: Gesture where Content: Gesture, Content.Value: Equatable {
    public typealias Value = Content.Value
    let content: Content
    let action: (Content.Value) -> Void
    public typealias Body = Never
}

/// GestureStateGesture — `Gesture.updating(_:body:)`: "Updates the provided gesture state
/// property as the gesture's value changes"; the state returns to its initial value when
/// the gesture ends or is cancelled.
public struct GestureStateGesture<Base, State>: Gesture where Base: Gesture {
    public typealias Value = Base.Value
    public var base: Base
    public var state: GestureState<State>
    public var body:
        (GestureStateGesture<Base, State>.Value, inout State, inout Transaction) -> Void
    public typealias Body = Never
}

extension Gesture {
    public func onEnded(_ action: @escaping (Self.Value) -> Void) -> _EndedGesture<Self> {
        _EndedGesture(content: self, action: action)
    }

    public func updating<State>(
        _ state: GestureState<State>,
        body: @escaping (Self.Value, inout State, inout Transaction) -> Void
    ) -> GestureStateGesture<Self, State> {
        GestureStateGesture(base: self, state: state, body: body)
    }
}

extension Gesture where Self.Value: Equatable {
    public func onChanged(_ action: @escaping (Self.Value) -> Void) -> _ChangedGesture<Self> {
        _ChangedGesture(content: self, action: action)
    }
}

extension _EndedGesture: _HarnessGesture {
    public var _harnessPrimitive: Any {
        (content as? any _HarnessGesture)?._harnessPrimitive as Any
    }
    public func _harnessSend(_ event: _HarnessGestureEvent) -> Bool {
        guard let inner = content as? any _HarnessGesture, inner._harnessSend(event) else {
            return false
        }
        if case .ended(let value) = event, let value = value as? Value { action(value) }
        return true
    }
}

extension _ChangedGesture: _HarnessGesture {
    public var _harnessPrimitive: Any {
        (content as? any _HarnessGesture)?._harnessPrimitive as Any
    }
    public func _harnessSend(_ event: _HarnessGestureEvent) -> Bool {
        guard let inner = content as? any _HarnessGesture, inner._harnessSend(event) else {
            return false
        }
        if case .changed(let value) = event, let value = value as? Value { action(value) }
        return true
    }
}

extension GestureStateGesture: _HarnessGesture {
    public var _harnessPrimitive: Any { (base as? any _HarnessGesture)?._harnessPrimitive as Any }
    public func _harnessSend(_ event: _HarnessGestureEvent) -> Bool {
        guard let inner = base as? any _HarnessGesture else { return false }
        let recognised = inner._harnessSend(event)
        switch event {
        case .changed(let value):
            if recognised, let value = value as? Value {
                var transaction = Transaction()
                body(value, &state.box.value, &transaction)
            }
        case .ended, .cancelled:
            state.box.value = state.initial
        }
        return recognised
    }
}

/// GestureState — "A property wrapper type that updates a property while the user
/// performs a gesture and resets the property back to its initial state when the gesture
/// ends."
@propertyWrapper public struct GestureState<Value>: DynamicProperty {
    let box: _HarnessBox<Value>
    let initial: Value
    public init(wrappedValue: Value) {
        box = _HarnessBox(wrappedValue)
        initial = wrappedValue
    }
    public var wrappedValue: Value { box.value }
    public var projectedValue: GestureState<Value> { self }
}

extension GestureState: _HarnessStateStorage {
    public var _harnessStorage: AnyObject { box.root }
    public func _harnessAdopt(_ storage: AnyObject) { box.adopt(storage) }
}

/// Harness: how a gesture was attached, each as SwiftUI documents it (the renderer's
/// `Finger` arbitrates by it):
/// - `gesture(_:including:)`: "Attaches a gesture to the view with a lower precedence than
///   gestures defined by the view" — an exclusive gesture below the view's own;
/// - `highPriorityGesture(_:including:)`: "Attaches a gesture to the view with a higher
///   precedence than gestures defined by the view" — an exclusive gesture above them;
/// - `simultaneousGesture(_:including:)`: "Attaches a gesture to the view to process
///   simultaneously with gestures defined by the view" — never excluded by another.
/// Apple documents nothing about how any of them composes with a scroll view's own
/// scrolling, so the stand-in `ScrollView` neither blocks nor is blocked by them.
public enum _HarnessGestureComposition: Sendable, Equatable {
    case exclusive
    case highPriority
    case simultaneous
}

extension View {
    /// View.gesture(_:including:) — "Attaches a gesture to the view with a lower precedence
    /// than gestures defined by the view."
    nonisolated public func gesture<T>(_ gesture: T, including mask: GestureMask = .all)
        -> some View
    where T: Gesture {
        harness(.gesture(gesture as? any _HarnessGesture, composition: .exclusive))
    }

    /// View.highPriorityGesture(_:including:) — "Attaches a gesture to the view with a higher
    /// precedence than gestures defined by the view."
    nonisolated public func highPriorityGesture<T>(_ gesture: T, including mask: GestureMask = .all)
        -> some View where T: Gesture
    {
        harness(.gesture(gesture as? any _HarnessGesture, composition: .highPriority))
    }

    /// View.simultaneousGesture(_:including:) — "Attaches a gesture to the view to process
    /// simultaneously with gestures defined by the view."
    nonisolated public func simultaneousGesture<T>(_ gesture: T, including mask: GestureMask = .all)
        -> some View where T: Gesture
    {
        harness(.gesture(gesture as? any _HarnessGesture, composition: .simultaneous))
    }
}

/// Harness: a gesture's coordinate space, for the finger to express locations in.
public protocol _HarnessSpatialGesture {
    /// The coordinate space the gesture reports locations in.
    var _harnessCoordinateSpace: CoordinateSpace { get }
}

@available(tvOS, unavailable)
extension DragGesture: _HarnessSpatialGesture {
    public var _harnessCoordinateSpace: CoordinateSpace { coordinateSpace }
}

@available(iOS 16.0, macOS 13.0, watchOS 9.0, *)
@available(tvOS, unavailable)
extension SpatialTapGesture: _HarnessSpatialGesture {
    public var _harnessCoordinateSpace: CoordinateSpace { coordinateSpace }
}

// MARK: - Transactions

/// Transaction — "The context of the current state-processing update"; its animation is
/// the one changes made inside `withTransaction` animate with.
public struct Transaction {
    public var animation: Animation?
    public var disablesAnimations: Bool = false
    public init() { animation = nil }
    public init(animation: Animation?) { self.animation = animation }
}

/// withTransaction(_:_:) — "Executes a closure with the specified transaction and returns
/// the result." The harness records the transaction's animation (none when animations are
/// disabled) like `withAnimation`'s.
public func withTransaction<Result>(_ transaction: Transaction, _ body: () throws -> Result)
    rethrows -> Result
{
    try withAnimation(transaction.disablesAnimations ? nil : transaction.animation, body)
}

// MARK: - Preferences

/// PreferenceKey — "A named value produced by a view"; a view's ancestors see the values
/// of its descendants combined with `reduce(value:nextValue:)`, starting from
/// `defaultValue`.
public protocol PreferenceKey {
    associatedtype Value
    static var defaultValue: Self.Value { get }
    static func reduce(value: inout Self.Value, nextValue: () -> Self.Value)
}

/// Harness: an `onPreferenceChange` registration.
public struct _HarnessPreferenceObserver {
    /// The key observed.
    public let key: ObjectIdentifier
    /// The key's default value.
    public let defaultValue: Any
    let combine: ([Any]) -> Any
    let differs: (Any, Any) -> Bool
    let call: (Any) -> Void

    init<K: PreferenceKey>(_ key: K.Type, action: @escaping (K.Value) -> Void)
    where K.Value: Equatable {
        self.key = ObjectIdentifier(key)
        defaultValue = K.defaultValue
        combine = { values in
            var result = K.defaultValue
            for value in values.compactMap({ $0 as? K.Value }) {
                K.reduce(value: &result) { value }
            }
            return result
        }
        differs = { ($0 as? K.Value) != ($1 as? K.Value) }
        call = { if let value = $0 as? K.Value { action(value) } }
    }

    /// The values set in a subtree, in order, combined as the key says.
    public func combine(_ values: [Any]) -> Any { combine(values) }
    /// Whether two combined values differ.
    public func differs(_ a: Any, _ b: Any) -> Bool { differs(a, b) }
    /// Calls the action with a combined value.
    public func fire(_ value: Any) { call(value) }
}

extension View {
    /// View.preference(key:value:) — "Sets a value for the given preference."
    nonisolated public func preference<K>(key: K.Type = K.self, value: K.Value) -> some View
    where K: PreferenceKey {
        harness(.preference(key: ObjectIdentifier(key), value: value))
    }

    /// View.onPreferenceChange(_:perform:) — "Adds an action to perform when the specified
    /// preference key's value changes." (A first value that differs from the key's default
    /// counts as a change.)
    nonisolated public func onPreferenceChange<K>(
        _ key: K.Type = K.self, perform action: @escaping (K.Value) -> Void
    ) -> some View where K: PreferenceKey, K.Value: Equatable {
        harness(.onPreferenceChange(_HarnessPreferenceObserver(key, action: action)))
    }
}

// MARK: - Sensory feedback

/// SensoryFeedback — "Represents a type of haptic and/or audio feedback that can be played."
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public struct SensoryFeedback: Equatable, Sendable {
    let name: String
    /// "Indicates that a UI element's values are changing."
    public static let selection = SensoryFeedback(name: "selection")
}

extension View {
    /// View.sensoryFeedback(_:trigger:) — "Plays the specified feedback when the provided
    /// trigger value changes."
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    nonisolated public func sensoryFeedback<T>(_ feedback: SensoryFeedback, trigger: T) -> some View
    where T: Equatable {
        harness(.sensoryFeedback(feedback, _HarnessValueObserver(value: trigger) { _, _ in }))
    }
}

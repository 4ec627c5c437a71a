// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation
// Stand-in SwiftUI: the Layout protocol and animation. Signatures from the iOS 17.4 SDK;
// see View.swift.

/// Layout — "A type that defines the geometry of a collection of views." SwiftUI asks
/// `sizeThatFits` for the container's size, then calls `placeSubviews` with bounds of a
/// size it returned: "Assigns positions to each of the layout's subviews."
@preconcurrency public protocol Layout: Sendable, Animatable {
    associatedtype Cache = Void
    typealias Subviews = LayoutSubviews
    func makeCache(subviews: Self.Subviews) -> Self.Cache
    func updateCache(_ cache: inout Self.Cache, subviews: Self.Subviews)
    func sizeThatFits(
        proposal: ProposedViewSize, subviews: Self.Subviews, cache: inout Self.Cache
    ) -> CGSize
    func placeSubviews(
        in bounds: CGRect, proposal: ProposedViewSize, subviews: Self.Subviews,
        cache: inout Self.Cache)
}

extension Layout {
    /// Layout.updateCache(_:subviews:) — the default "recreates the cache by calling
    /// makeCache(subviews:)".
    public func updateCache(_ cache: inout Self.Cache, subviews: Self.Subviews) {
        cache = makeCache(subviews: subviews)
    }

    /// Layout.callAsFunction(_:) — "Combines the specified views into a single composite
    /// view using the layout algorithms of the custom layout container."
    @_disfavoredOverload public func callAsFunction<V>(
        @ViewBuilder _ content: () -> V
    ) -> some View where V: View {
        _HarnessLayoutView(layout: self, content: content())
    }
}

extension Layout where Self.Cache == () {
    public func makeCache(subviews: Self.Subviews) -> Self.Cache { () }
}

/// Harness: a layout container with its content.
public struct _HarnessLayoutView<L: Layout, Content: View>: View, _HarnessPrimitiveView {
    let layout: L
    let content: Content
    public init(layout: L, content: Content) {
        self.layout = layout
        self.content = content
    }
    public typealias Body = Never
    public var body: Never { fatalError("primitive view") }
    public var _harnessNode: _HarnessNode { .layout(layout: layout, content: content) }
}

/// LayoutValueKey — "A key for accessing a layout value of a layout container's
/// subviews"; a subview without a value reads `defaultValue`.
public protocol LayoutValueKey {
    associatedtype Value
    static var defaultValue: Self.Value { get }
}

/// ProposedViewSize — "A proposal for the size of a view"; `nil` in a dimension asks for
/// the view's ideal size.
public struct ProposedViewSize: Equatable, Sendable {
    public var width: CGFloat?
    public var height: CGFloat?
    public static let zero = ProposedViewSize(width: 0, height: 0)
    public static let unspecified = ProposedViewSize(width: nil, height: nil)
    public static let infinity = ProposedViewSize(width: .infinity, height: .infinity)
    public init(width: CGFloat?, height: CGFloat?) {
        (self.width, self.height) = (width, height)
    }
    public init(_ size: CGSize) {
        self.init(width: size.width, height: size.height)
    }
    public func replacingUnspecifiedDimensions(
        by size: CGSize = CGSize(width: 10, height: 10)
    ) -> CGSize {
        CGSize(width: width ?? size.width, height: height ?? size.height)
    }
}

/// LayoutSubviews — "A collection of proxy values that represent the subviews of a layout
/// view." `layoutDirection`: "SwiftUI horizontally flips the x position of each view within
/// its parent when the mode switches."
public struct LayoutSubviews: Equatable, RandomAccessCollection, Sendable {
    public typealias SubSequence = LayoutSubviews
    public typealias Element = LayoutSubview
    public typealias Index = Int
    public typealias Indices = Range<Int>
    public typealias Iterator = IndexingIterator<LayoutSubviews>

    let elements: [LayoutSubview]
    public let startIndex: Int
    public let endIndex: Int
    public var layoutDirection: LayoutDirection

    /// Harness: subviews as the renderer (or a test) provides them.
    public init(_harnessSubviews subviews: [LayoutSubview], layoutDirection: LayoutDirection) {
        elements = subviews
        startIndex = 0
        endIndex = subviews.count
        self.layoutDirection = layoutDirection
    }

    public subscript(index: Int) -> LayoutSubview { elements[index] }
    public subscript(bounds: Range<Int>) -> LayoutSubviews {
        LayoutSubviews(
            elements: elements, startIndex: bounds.lowerBound, endIndex: bounds.upperBound,
            layoutDirection: layoutDirection)
    }

    private init(
        elements: [LayoutSubview], startIndex: Int, endIndex: Int, layoutDirection: LayoutDirection
    ) {
        self.elements = elements
        self.startIndex = startIndex
        self.endIndex = endIndex
        self.layoutDirection = layoutDirection
    }

    public static func == (lhs: LayoutSubviews, rhs: LayoutSubviews) -> Bool {
        Array(lhs) == Array(rhs)
    }
}

/// LayoutSubview — "A proxy that represents one subview of a layout": it answers
/// `sizeThatFits(_:)` ("Asks the subview for its size") and `place(at:anchor:proposal:)`
/// ("Assigns a position and proposed size to the subview"), and reads layout values.
public struct LayoutSubview: Equatable, @unchecked Sendable {
    let id: Int
    let values: [ObjectIdentifier: Any]
    let measure: (ProposedViewSize) -> CGSize
    let placeHandler: (CGPoint, UnitPoint, ProposedViewSize) -> Void

    /// Harness: a subview with its layout values (keyed by key type), its answer to
    /// `sizeThatFits(_:)` and a handler that receives `place(at:anchor:proposal:)` calls.
    public init(
        _harnessID id: Int, layoutValues values: [ObjectIdentifier: Any],
        sizeThatFits measure: @escaping (ProposedViewSize) -> CGSize,
        place placeHandler: @escaping (CGPoint, UnitPoint, ProposedViewSize) -> Void
    ) {
        self.id = id
        self.values = values
        self.measure = measure
        self.placeHandler = placeHandler
    }

    public subscript<K>(key: K.Type) -> K.Value where K: LayoutValueKey {
        guard let value = values[ObjectIdentifier(key)] else { return K.defaultValue }
        return value as! K.Value
    }

    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { measure(proposal) }

    public func place(
        at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize
    ) {
        placeHandler(position, anchor, proposal)
    }

    public static func == (a: LayoutSubview, b: LayoutSubview) -> Bool { a.id == b.id }
}

// MARK: - Animation

/// VectorArithmetic — "A type that can serve as the animatable data of an animatable type."
public protocol VectorArithmetic: AdditiveArithmetic {
    mutating func scale(by rhs: Double)
    var magnitudeSquared: Double { get }
}

extension Double: VectorArithmetic {
    public mutating func scale(by rhs: Double) { self *= rhs }
    public var magnitudeSquared: Double { self * self }
}

/// EmptyAnimatableData — "An empty type for animatable data."
public struct EmptyAnimatableData: VectorArithmetic {
    public init() {}
    public static var zero: EmptyAnimatableData { .init() }
    public static func += (lhs: inout EmptyAnimatableData, rhs: EmptyAnimatableData) {}
    public static func -= (lhs: inout EmptyAnimatableData, rhs: EmptyAnimatableData) {}
    public static func + (lhs: EmptyAnimatableData, rhs: EmptyAnimatableData) -> EmptyAnimatableData
    { .zero }
    public static func - (lhs: EmptyAnimatableData, rhs: EmptyAnimatableData) -> EmptyAnimatableData
    { .zero }
    public mutating func scale(by rhs: Double) {}
    public var magnitudeSquared: Double { 0 }
    public static func == (a: EmptyAnimatableData, b: EmptyAnimatableData) -> Bool { true }
}

/// Animatable — "A type that describes how to animate a property of a view": during an
/// animation SwiftUI sets `animatableData` to interpolated values frame by frame.
public protocol Animatable {
    associatedtype AnimatableData: VectorArithmetic
    var animatableData: Self.AnimatableData { get set }
}

extension Animatable where Self.AnimatableData == EmptyAnimatableData {
    public var animatableData: EmptyAnimatableData {
        get { EmptyAnimatableData() }
        set {}
    }
}

/// Animation — "The way a view changes over time to create a smooth visual transition
/// from one state to another." The harness compares animations, it does not run them.
public struct Animation: Equatable, Sendable {
    enum Kind: Equatable, Sendable {
        case `default`
        case timingCurve(Double, Double, Double, Double, duration: Double)
        case spring(response: Double, dampingFraction: Double, blendDuration: Double)
    }
    let kind: Kind

    public static let `default` = Animation(kind: .default)

    /// Animation.timingCurve(_:_:_:_:duration:) — "Creates a new animation with speed
    /// controlled by the given curve."
    public static func timingCurve(
        _ p1x: Double, _ p1y: Double, _ p2x: Double, _ p2y: Double,
        duration: TimeInterval = 0.35
    ) -> Animation {
        Animation(kind: .timingCurve(p1x, p1y, p2x, p2y, duration: duration))
    }

    /// Animation.spring(response:dampingFraction:blendDuration:) — "A persistent spring
    /// animation."
    @_disfavoredOverload public static func spring(
        response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: TimeInterval = 0
    ) -> Animation {
        Animation(
            kind: .spring(
                response: response, dampingFraction: dampingFraction,
                blendDuration: blendDuration))
    }
}

/// Harness: the animation of the innermost running `withAnimation`, if any.
nonisolated(unsafe) public var _harnessCurrentAnimation: Animation?

/// withAnimation(_:_:) — "Returns the result of recomputing the view's body with the
/// provided animation": the body runs now, with the animation as the transaction's.
public func withAnimation<Result>(
    _ animation: Animation? = .default, _ body: () throws -> Result
) rethrows -> Result {
    let outer = _harnessCurrentAnimation
    _harnessCurrentAnimation = animation
    defer { _harnessCurrentAnimation = outer }
    return try body()
}

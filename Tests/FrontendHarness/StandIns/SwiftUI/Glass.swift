// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation
// Stand-in SwiftUI: the Liquid Glass API of iOS 26 / macOS 26. Signatures from the
// iPhoneOS 26.2 SDK (SwiftUICore.swiftinterface, re-exported by SwiftUI), with the same
// availability; see View.swift for the conventions. Apple documents what each call asks for,
// not how the glass looks, so the stand-in draws nothing: each modifier records its
// arguments and shows its content unchanged. That is all a check may rely on: which glass
// our code asked for, on which view, in which container.

/// Namespace — SwiftUI documentation: "A dynamic property type that allows access to a
/// namespace defined by the persistent identity of the object containing the property (e.g.
/// a view)." The stand-in gives each property value its own identifier (the renderer keeps
/// no identity for it; checks compare identifiers within one render).
@propertyWrapper public struct Namespace: DynamicProperty, Sendable {
    /// Namespace.ID — "A namespace's identifier."
    public struct ID: Hashable, Sendable {
        let value: Int
    }
    nonisolated(unsafe) private static var next = 0
    private let id: ID
    public init() {
        Namespace.next += 1
        id = ID(value: Namespace.next)
    }
    public var wrappedValue: Namespace.ID { id }
}

/// Glass — SwiftUI documentation ("Glass"): "A structure that defines the configuration of
/// the Liquid Glass material." `regular` is "The regular variant of the Liquid Glass
/// material", `clear` "The clear variant", `identity` "The identity variant of glass. When
/// applied, your content remains unaffected as if no glass effect was applied." `tint(_:)`
/// "Returns a copy of the structure with a configured tint color"; `interactive(_:)`
/// "Returns a copy of the structure configured to be interactive" (the glass reacts to
/// touches and pointer interactions).
@available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, *)
@available(visionOS, unavailable)
public struct Glass: Equatable, Sendable {
    /// Harness: which variant (`regular`, `clear`, `identity`).
    public enum _HarnessVariant: Sendable { case regular, clear, identity }
    /// Harness: the variant.
    public let _harnessVariant: _HarnessVariant
    /// Harness: the tint colour, if any.
    public private(set) var _harnessTint: Color?
    /// Harness: whether the glass is interactive.
    public private(set) var _harnessIsInteractive = false

    init(variant: _HarnessVariant) { _harnessVariant = variant }

    public static var regular: Glass { Glass(variant: .regular) }
    public static var clear: Glass { Glass(variant: .clear) }
    public static var identity: Glass { Glass(variant: .identity) }
    public func tint(_ color: Color?) -> Glass {
        var copy = self
        copy._harnessTint = color
        return copy
    }
    public func interactive(_ isEnabled: Bool = true) -> Glass {
        var copy = self
        copy._harnessIsInteractive = isEnabled
        return copy
    }
}

/// DefaultGlassEffectShape — the shape `glassEffect(_:in:)` uses by default. SwiftUI
/// documentation ("Applying Liquid Glass to custom views"): "By default, the modifier uses
/// the regular variant of Glass and applies the given material within a Capsule shape", so
/// the path is a capsule.
@available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, *)
@available(visionOS, unavailable)
public struct DefaultGlassEffectShape: Shape {
    public init() {}
    nonisolated public func path(in rect: CGRect) -> Path {
        Path(roundedRect: rect, cornerRadius: min(rect.width, rect.height) / 2)
    }
}

/// GlassEffectTransition — SwiftUI documentation: "A structure that describes changes to
/// apply when a glass effect is added or removed from the view hierarchy": `matchedGeometry`
/// (the default within a container), `materialize`, `identity`.
@available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, *)
@available(visionOS, unavailable)
public struct GlassEffectTransition: Sendable, Equatable {
    /// Harness: which transition.
    public let _harnessName: String
    public static var matchedGeometry: GlassEffectTransition {
        .init(_harnessName: "matchedGeometry")
    }
    public static var materialize: GlassEffectTransition { .init(_harnessName: "materialize") }
    public static var identity: GlassEffectTransition { .init(_harnessName: "identity") }
}

/// GlassEffectContainer — SwiftUI documentation: "A view that combines multiple Liquid Glass
/// shapes into a single shape that can morph individual shapes into one another"; `spacing`
/// is the distance at which shapes begin to blend. The stand-in shows its content.
@available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, *)
@available(visionOS, unavailable)
@MainActor @preconcurrency public struct GlassEffectContainer<Content>: View where Content: View {
    /// Harness: the spacing asked for.
    public let _harnessSpacing: CGFloat?
    let content: Content
    @MainActor @preconcurrency public init(
        spacing: CGFloat? = nil, @ViewBuilder content: () -> Content
    ) {
        _harnessSpacing = spacing
        self.content = content()
    }
    @MainActor @preconcurrency public var body: some View { content }
}

/// Harness: a glass container, seen without its generic parameter.
public protocol _HarnessGlassContainer {
    var _harnessSpacing: CGFloat? { get }
}

@available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, *)
extension GlassEffectContainer: _HarnessGlassContainer {}

/// Harness: the glass call a view received, with its arguments; the modifier's body is the
/// content unchanged (the stand-in draws no glass).
public struct _HarnessGlassModifier: ViewModifier {
    public enum Call {
        /// `glassEffect(_:in:)`: the glass and the shape.
        case effect(glass: Any, shape: any Shape)
        /// `glassEffectID(_:in:)`: the identifier and the namespace.
        case id(AnyHashable?, namespace: Namespace.ID)
        /// `glassEffectUnion(id:namespace:)`.
        case union(AnyHashable?, namespace: Namespace.ID)
        /// `glassEffectTransition(_:)`: the transition.
        case transition(Any)
    }
    public let call: Call
    public func body(content: Content) -> some View { content }
}

extension View {
    /// View.glassEffect(_:in:) — "Applies the Liquid Glass effect to a view", rendered
    /// "behind the view's content", in the given shape.
    @available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, *)
    @available(visionOS, unavailable)
    nonisolated public func glassEffect(
        _ glass: Glass = .regular, in shape: some Shape = DefaultGlassEffectShape()
    ) -> some View {
        modifier(_HarnessGlassModifier(call: .effect(glass: glass, shape: shape)))
    }

    /// View.glassEffectID(_:in:) — "Associates an identity value to Liquid Glass effects
    /// defined within this view", used with a container's morphing transitions.
    @available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, *)
    @available(visionOS, unavailable)
    nonisolated public func glassEffectID(
        _ id: (some Hashable & Sendable)?, in namespace: Namespace.ID
    ) -> some View {
        modifier(_HarnessGlassModifier(call: .id(id.map { AnyHashable($0) }, namespace: namespace)))
    }

    /// View.glassEffectUnion(id:namespace:) — "Associates any Liquid Glass effects defined
    /// within this view to a union with the provided identifier."
    @available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, *)
    @available(visionOS, unavailable)
    @MainActor @preconcurrency public func glassEffectUnion(
        id: (some Hashable & Sendable)?, namespace: Namespace.ID
    ) -> some View {
        modifier(
            _HarnessGlassModifier(call: .union(id.map { AnyHashable($0) }, namespace: namespace)))
    }

    /// View.glassEffectTransition(_:) — "Associates a glass effect transition with any glass
    /// effects defined within this view."
    @available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, *)
    @available(visionOS, unavailable)
    @MainActor @preconcurrency public func glassEffectTransition(
        _ transition: GlassEffectTransition
    ) -> some View {
        modifier(_HarnessGlassModifier(call: .transition(transition)))
    }
}

/// Material — SwiftUI documentation: "A background material type": "a translucent layer
/// between the background and foreground"; from thickest to thinnest, `regularMaterial`,
/// `thinMaterial`, `ultraThinMaterial`. (iOS 17.4 SDK signature; the stand-in keeps the name.)
public struct Material: ShapeStyle, Sendable, Equatable {
    /// Harness: the material's name.
    public let _harnessName: String
    public static var regularMaterial: Material { Material(_harnessName: "regular") }
    public static var thinMaterial: Material { Material(_harnessName: "thin") }
    public static var ultraThinMaterial: Material { Material(_harnessName: "ultraThin") }
}

extension ShapeStyle where Self == Material {
    public static var regularMaterial: Material { Material.regularMaterial }
    public static var thinMaterial: Material { Material.thinMaterial }
    public static var ultraThinMaterial: Material { Material.ultraThinMaterial }
}

private struct ReduceTransparencyKey: EnvironmentKey {
    static let defaultValue = false
}

extension EnvironmentValues {
    /// accessibilityReduceTransparency — "Whether the system preference for Reduce
    /// Transparency is enabled." Read-only in SwiftUI: the system sets it.
    public var accessibilityReduceTransparency: Bool { self[ReduceTransparencyKey.self] }

    /// Harness: the system setting behind `accessibilityReduceTransparency`.
    public mutating func _harnessSetAccessibilityReduceTransparency(_ value: Bool) {
        self[ReduceTransparencyKey.self] = value
    }
}

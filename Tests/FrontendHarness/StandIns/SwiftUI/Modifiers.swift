// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation
// Stand-in SwiftUI: view modifiers. Signatures from the iOS 17.4 SDK; see View.swift.

/// ViewModifier — SwiftUI documentation: "A modifier that you apply to a view or another
/// view modifier, producing a different version of the original value"; `body(content:)`
/// wraps the content.
@preconcurrency @MainActor public protocol ViewModifier {
    associatedtype Body: View
    @ViewBuilder @preconcurrency @MainActor func body(content: Self.Content) -> Self.Body
    typealias Content = _ViewModifier_Content<Self>
}

extension ViewModifier where Self.Body == Never {
    public func body(content: Self.Content) -> Self.Body { fatalError("primitive modifier") }
}

/// _ViewModifier_Content — the content a `ViewModifier`'s body wraps: `body(content:)` gets
/// "a proxy for the view that will have the modifier represented by Self applied to it". The
/// view behind the proxy is the one the modifier was applied to, so it is updated as that
/// view is (a new value from its parent, a state or environment value it reads), never
/// because the modifier's body ran again; the renderer keeps, for each modifier, whether the
/// view it modifies is new (`_harnessOwner`).
public struct _ViewModifier_Content<Modifier>: View where Modifier: ViewModifier {
    let content: any View
    /// Harness: the path of the modifier whose body got this proxy.
    public let _harnessOwner: String?
    /// Harness: the content the renderer hands to `body(content:)`, for the modifier at
    /// `owner`.
    public init(_harnessContent content: any View, owner: String? = nil) {
        self.content = content
        _harnessOwner = owner
    }
    public typealias Body = Never
    public var body: Never { fatalError("primitive view") }
}

/// Harness: a `ViewModifier`'s content proxy, seen without its generic parameter.
public protocol _HarnessModifierContent {
    var _harnessOwner: String? { get }
}

extension _ViewModifier_Content: _HarnessModifierContent {}

extension _ViewModifier_Content: _HarnessPrimitiveView {
    public var _harnessNode: _HarnessNode { .group([content]) }
}

/// ModifiedContent — SwiftUI documentation: "A value with a modifier applied to it."
public struct ModifiedContent<Content, Modifier> {
    public typealias Body = Never
    public var content: Content
    public var modifier: Modifier
    public init(content: Content, modifier: Modifier) {
        self.content = content
        self.modifier = modifier
    }
}

extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
    public var body: Never { fatalError("primitive view") }
}

extension ModifiedContent: _HarnessPrimitiveView where Content: View, Modifier: ViewModifier {
    public var _harnessNode: _HarnessNode {
        if let primitive = modifier as? any _HarnessPrimitiveModifier {
            return .modified(content: content, modifier: primitive)
        }
        return .custom(content: content, modifier: modifier)
    }
}

extension View {
    /// View.modifier(_:) — "Applies a modifier to a view and returns a new view."
    nonisolated public func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T> {
        ModifiedContent(content: self, modifier: modifier)
    }
}

// MARK: - The stand-in's own modifiers

/// Harness: the modifiers the stand-in implements, each recording its arguments for the
/// renderer. The comment on each modifier function names the behaviour modelled.
public struct _HarnessModifier: ViewModifier, _HarnessPrimitiveModifier {
    public enum Kind {
        case environment((inout EnvironmentValues) -> Void)
        case layoutValue(key: ObjectIdentifier, value: Any)
        case tapGesture(count: Int, action: () -> Void)
        case keyPress(
            keys: Set<KeyEquivalent>, phases: KeyPress.Phases,
            action: (KeyPress) -> KeyPress.Result)
        case onAppear(() -> Void)
        case onDisappear(() -> Void)
        case valueChange(_HarnessValueObserver)
        case animation(Animation?)
        case id(AnyHashable)
        case tag(_HarnessTag)
        case coordinateSpace(AnyHashable)
        case opacity(Double)
        case allowsHitTesting(Bool)
        case contentShape(Any)
        case font(Font?)
        case fontWeight(Font.Weight?)
        case foregroundColor(Color?)
        case lineLimit(Int?)
        case shadow(color: Color, radius: CGFloat, x: CGFloat, y: CGFloat)
        case overlay(any View)
        case background(any View)
        case padding(Edge.Set, CGFloat?)
        case frame(maxWidth: CGFloat?, maxHeight: CGFloat?)
        case buttonStyle(Any)
        case previewDisplayName(String?)
        case focusable(Bool)
        case hidden
        case gesture((any _HarnessGesture)?, composition: _HarnessGestureComposition)
        /// A UIKit recognizer SwiftUI hosts (`UIGestureRecognizerRepresentable`).
        case hostedGesture(_HarnessHostedGesture)
        case preference(key: ObjectIdentifier, value: Any)
        case onPreferenceChange(_HarnessPreferenceObserver)
        case sensoryFeedback(Any, _HarnessValueObserver)
        case toolbar([any View])
        /// `scaleEffect(_:anchor:)`: the scale and the anchor it is about.
        case scaleEffect(CGFloat, anchor: UnitPoint)
        case foregroundStyle(any ShapeStyle)
        /// `mask(alignment:_:)`: the content drawn only where the mask is; a rendering
        /// effect on the drawn result, so it acts on a `Subview` proxy too.
        case mask(any View)
        /// `blendMode(_:)`: how this view composites with what is drawn under it.
        case blendMode(BlendMode)
        /// `compositingGroup()`: the content composited on its own first.
        case compositingGroup
        /// `containerValue(_:_:)`: a write to the view's subview's container values.
        case containerValue((inout ContainerValues) -> Void)
    }
    public let kind: Kind
    public typealias Body = Never
}

/// Harness: an `onChange` registration — the value seen at this render and the action.
public struct _HarnessValueObserver {
    /// The value at this render.
    public let value: Any
    /// Whether the action also runs when the view first appears (`initial:`).
    public let initial: Bool
    let differs: (Any) -> Bool
    let call: (Any, Any) -> Void

    init<V: Equatable>(value: V, initial: Bool = false, action: @escaping (V, V) -> Void) {
        self.value = value
        self.initial = initial
        differs = { ($0 as? V) != value }
        call = { old, new in
            if let old = old as? V, let new = new as? V { action(old, new) }
        }
    }

    /// Whether `other` (the value at the previous render) differs from this one.
    public func differs(from other: Any) -> Bool { differs(other) }
    /// Calls the action with the old and new values.
    public func fire(old: Any, new: Any) { call(old, new) }
}

extension View {
    nonisolated func harness(_ kind: _HarnessModifier.Kind) -> ModifiedContent<
        Self, _HarnessModifier
    > {
        modifier(_HarnessModifier(kind: kind))
    }

    /// View.environment(_:_:) — "Sets the environment value of the specified key path to
    /// the given value" for this view and its descendants.
    nonisolated public func environment<V>(
        _ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V
    )
        -> some View
    {
        harness(.environment { $0[keyPath: keyPath] = value })
    }

    /// View.disabled(_:) — "Adds a condition that controls whether users can interact with
    /// this view"; EnvironmentValues.isEnabled is false in a view "if a disabled modifier
    /// … is applied to the view or any ancestor".
    nonisolated public func disabled(_ disabled: Bool) -> some View {
        harness(.environment { if disabled { $0.isEnabled = false } })
    }

    /// View.dynamicTypeSize(_:) — "Sets the Dynamic Type size within the view to the given
    /// value."
    nonisolated public func dynamicTypeSize(_ size: DynamicTypeSize) -> some View {
        harness(.environment { $0.dynamicTypeSize = size })
    }

    /// View.layoutValue(key:value:) — "Associates a value with a custom layout property",
    /// read by a `Layout` through `LayoutSubview`'s subscript.
    nonisolated public func layoutValue<K>(key: K.Type, value: K.Value) -> some View
    where K: LayoutValueKey {
        harness(.layoutValue(key: ObjectIdentifier(key), value: value))
    }

    /// View.onTapGesture(count:perform:) — "Adds an action to perform when this view
    /// recognizes a tap gesture."
    nonisolated public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void)
        -> some View
    {
        harness(.tapGesture(count: count, action: action))
    }

    /// View.onKeyPress(keys:phases:action:) — "Performs an action if the user presses one or
    /// more keys while the view has focus"; returning `.ignored` lets the press propagate.
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, visionOS 1.0, *)
    @available(watchOS, unavailable)
    nonisolated public func onKeyPress(
        keys: Set<KeyEquivalent>, phases: KeyPress.Phases = [.down, .repeat],
        action: @escaping (KeyPress) -> KeyPress.Result
    ) -> some View {
        harness(.keyPress(keys: keys, phases: phases, action: action))
    }

    /// View.onAppear(perform:) — "Adds an action to perform before this view appears."
    nonisolated public func onAppear(perform action: (() -> Void)? = nil) -> some View {
        harness(.onAppear(action ?? {}))
    }

    /// View.onDisappear(perform:) — "Adds an action to perform after this view
    /// disappears": the renderer runs it after the first update that no longer reaches the
    /// view (its appearance is forgotten then, so `onAppear` runs again if it comes back).
    nonisolated public func onDisappear(perform action: (() -> Void)? = nil) -> some View {
        harness(.onDisappear(action ?? {}))
    }

    /// View.onChange(of:initial:_:) — "Adds a modifier for this view that fires an action
    /// when a specific value changes", called with the old and the new value; `initial`:
    /// "Whether the action should be run when this view initially appears".
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    nonisolated public func onChange<V>(
        of value: V, initial: Bool = false,
        _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void
    ) -> some View where V: Equatable {
        harness(.valueChange(_HarnessValueObserver(value: value, initial: initial, action: action)))
    }

    /// View.onChange(of:perform:) — "Adds a modifier for this view that fires an action when
    /// a specific value changes", called with the new value.
    @available(iOS, introduced: 14.0, deprecated: 17.0)
    @available(macOS, introduced: 11.0, deprecated: 14.0)
    @available(tvOS, introduced: 14.0, deprecated: 17.0)
    @available(watchOS, introduced: 7.0, deprecated: 10.0)
    nonisolated public func onChange<V>(
        of value: V, perform action: @escaping (_ newValue: V) -> Void
    ) -> some View where V: Equatable {
        harness(.valueChange(_HarnessValueObserver(value: value) { _, new in action(new) }))
    }

    /// View.animation(_:value:) — "Applies the given animation to this view when the
    /// specified value changes." The harness records the animation.
    nonisolated public func animation<V>(_ animation: Animation?, value: V) -> some View
    where V: Equatable {
        harness(.animation(animation))
    }

    /// View.id(_:) — "Binds a view's identity to the given proxy value", which
    /// `ScrollViewProxy.scrollTo(_:anchor:)` looks for.
    nonisolated public func id<ID>(_ id: ID) -> some View where ID: Hashable {
        harness(.id(AnyHashable(id)))
    }

    /// View.tag(_:includeOptional:) — "Sets the unique tag value of this view." "This
    /// modifier will write the tag value for the type `V`, as well as `Optional<V>` if
    /// `includeOptional`" (`includeOptional`: "If the tag value for `Optional<V>` should also
    /// be set"). The iOS 18.6 and 26.2 SDKs declare it public, with `includeOptional: Bool =
    /// true`, in place of the iOS 17.4 SDK's `tag(_:)`, so `.tag(x)` calls it. The tag is a
    /// trait of the view's subview (`ContainerValues.tag(for:)` reads it, see Subviews.swift),
    /// and `Picker` and `TabView` read it.
    nonisolated public func tag<V>(_ tag: V, includeOptional: Bool = true) -> some View
    where V: Hashable {
        harness(.tag(_HarnessTag(tag, includeOptional: includeOptional)))
    }

    /// View.coordinateSpace(name:) — "Assigns a name to the view's coordinate space, so
    /// other code can operate on dimensions like points and sizes relative to the named
    /// space."
    nonisolated public func coordinateSpace<T>(name: T) -> some View where T: Hashable {
        harness(.coordinateSpace(AnyHashable(name)))
    }

    /// View.hidden() — "Hides this view unconditionally. Hidden views are invisible and
    /// can't receive or respond to interactions. However, they do remain in the view
    /// hierarchy and affect layout."
    nonisolated public func hidden() -> some View {
        harness(.hidden)
    }

    /// View.mask(alignment:_:) — "Masks this view using the alpha channel of the given
    /// view." A rendering effect: the mask's content does not affect layout.
    nonisolated public func mask<Mask>(
        alignment: Alignment = .center, @ViewBuilder _ mask: () -> Mask
    ) -> some View where Mask: View {
        harness(.mask(mask()))
    }

    /// View.blendMode(_:) — "Sets the blend mode for compositing this view with overlapping
    /// views." A rendering effect on what the view drew, so it acts on a `Subview` proxy
    /// too. What `.sourceAtop` and `.destinationOut` draw, see `BlendMode` (Graphics.swift).
    nonisolated public func blendMode(_ blendMode: BlendMode) -> some View {
        harness(.blendMode(blendMode))
    }

    /// View.compositingGroup() — "Wraps this view in a compositing group." "A compositing
    /// group makes compositing effects in this view's ancestor views, such as opacity and the
    /// blend mode, take effect before this view is rendered": a blend mode inside composites
    /// with the group's own content only, not with what is drawn behind the group.
    nonisolated public func compositingGroup() -> some View {
        harness(.compositingGroup)
    }

    /// View.opacity(_:) — "Sets the transparency of this view."
    nonisolated public func opacity(_ opacity: Double) -> some View {
        harness(.opacity(opacity))
    }

    /// View.allowsHitTesting(_:) — "Configures whether this view participates in hit test
    /// operations."
    nonisolated public func allowsHitTesting(_ enabled: Bool) -> some View {
        harness(.allowsHitTesting(enabled))
    }

    /// View.contentShape(_:eoFill:) — "Defines the content shape for hit testing."
    nonisolated public func contentShape<S>(_ shape: S, eoFill: Bool = false) -> some View
    where S: Shape {
        harness(.contentShape(shape))
    }

    /// View.font(_:) — "Sets the default font for text in this view" (the environment's
    /// `font` for the content).
    nonisolated public func font(_ font: Font?) -> some View {
        harness(.font(font))
    }

    /// View.fontWeight(_:) — "Sets the font weight of the text in this view."
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    nonisolated public func fontWeight(_ weight: Font.Weight?) -> some View {
        harness(.fontWeight(weight))
    }

    /// View.foregroundColor(_:) — "Sets the color of the foreground elements displayed by
    /// this view."
    nonisolated public func foregroundColor(_ color: Color?) -> some View {
        harness(.foregroundColor(color))
    }

    /// View.lineLimit(_:) — "Sets the maximum number of lines that text can occupy in this
    /// view."
    nonisolated public func lineLimit(_ number: Int?) -> some View {
        harness(.lineLimit(number))
    }

    /// View.shadow(color:radius:x:y:) — "Adds a shadow to this view."
    nonisolated public func shadow(
        color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat,
        x: CGFloat = 0, y: CGFloat = 0
    ) -> some View {
        harness(.shadow(color: color, radius: radius, x: x, y: y))
    }

    /// View.overlay(_:alignment:) — "Layers a secondary view in front of this view", the
    /// same size as this view.
    @_disfavoredOverload nonisolated public func overlay<Overlay>(
        _ overlay: Overlay, alignment: Alignment = .center
    ) -> some View where Overlay: View {
        harness(.overlay(overlay))
    }

    /// View.background(_:alignment:) — "Layers the given view behind this view", the same
    /// size as this view.
    @_disfavoredOverload nonisolated public func background<Background>(
        _ background: Background, alignment: Alignment = .center
    ) -> some View where Background: View {
        harness(.background(background))
    }

    /// View.padding(_:_:) — "Adds an equal padding amount to specific edges of this view."
    nonisolated public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil)
        -> some View
    {
        harness(.padding(edges, length))
    }

    /// View.frame(minWidth:…:alignment:) — "Positions this view within an invisible frame
    /// having the specified size constraints."
    nonisolated public func frame(
        minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
        minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
        alignment: Alignment = .center
    ) -> some View {
        harness(.frame(maxWidth: maxWidth, maxHeight: maxHeight))
    }

    /// View.buttonStyle(_:) — "Sets the style for buttons within this view to a button style
    /// with a custom appearance and custom interaction behavior."
    nonisolated public func buttonStyle<S>(_ style: S) -> some View where S: PrimitiveButtonStyle {
        harness(.buttonStyle(style))
    }

    /// View.buttonStyle(_:) — "Sets the style for buttons within this view to a button style
    /// with a custom appearance and standard interaction behavior": the buttons inside draw
    /// `makeBody(configuration:)`, with `isPressed` as the renderer's `Finger` presses them.
    nonisolated public func buttonStyle<S>(_ style: S) -> some View where S: ButtonStyle {
        harness(.buttonStyle(style))
    }

    /// View.previewDisplayName(_:) — "Sets a user visible name to show in the canvas for a
    /// preview."
    nonisolated public func previewDisplayName(_ value: String?) -> some View {
        harness(.previewDisplayName(value))
    }
}

// MARK: - Accessibility

/// AccessibilityAttachmentModifier — the modifier SwiftUI's accessibility modifiers return;
/// the stand-in records what each attaches.
public struct AccessibilityAttachmentModifier: ViewModifier, _HarnessPrimitiveModifier {
    public typealias Body = Never
    /// Harness: what this modifier attaches.
    public enum _Attachment {
        case label(Text)
        /// `accessibilityLabel(content:)`: the view whose text becomes the label, made with
        /// a placeholder for the modified view's own label.
        case labelContent(any View)
        case value(Text)
        case addTraits(AccessibilityTraits)
        case hidden(Bool)
        case adjustableAction((AccessibilityAdjustmentDirection) -> Void)
        case focused(isFocused: () -> Bool, focus: () -> Void)
        case element(children: AccessibilityChildBehavior)
    }
    public let _attachment: _Attachment
}

extension View {
    nonisolated func accessibility(_ attachment: AccessibilityAttachmentModifier._Attachment)
        -> ModifiedContent<Self, AccessibilityAttachmentModifier>
    {
        modifier(AccessibilityAttachmentModifier(_attachment: attachment))
    }

    /// View.accessibilityHidden(_:) — "Specifies whether to hide this view from system
    /// accessibility features."
    nonisolated public func accessibilityHidden(_ hidden: Bool) -> ModifiedContent<
        Self, AccessibilityAttachmentModifier
    > {
        accessibility(.hidden(hidden))
    }

    /// View.accessibilityLabel(_:) — "Adds a label to the view that describes its contents."
    nonisolated public func accessibilityLabel(_ label: Text) -> ModifiedContent<
        Self, AccessibilityAttachmentModifier
    > {
        accessibility(.label(label))
    }

    /// View.accessibilityLabel(_:) with a string — "Adds a label to the view that describes
    /// its contents."
    @_disfavoredOverload nonisolated public func accessibilityLabel<S>(_ label: S)
        -> ModifiedContent<
            Self, AccessibilityAttachmentModifier
        > where S: StringProtocol
    {
        accessibility(.label(Text(label)))
    }

    /// View.accessibilityLabel(content:) (iOS 18, macOS 15, tvOS 18, watchOS 11, visionOS 2) —
    /// "Adds a label to the view that describes its contents"; `content`: "A view builder
    /// closure that takes a proxy value representing the modified view. You can combine the
    /// modified view with other content to create a new accessibility label for the original
    /// view." The label is the text SwiftUI extracts from `content`: "The accessibility label
    /// modifier now also accepts a view and will extract the text from the view and set it on
    /// the … element's label. It even provides a placeholder to the view's existing label"
    /// (WWDC24 session 10073, "Catch up on accessibility in SwiftUI",
    /// https://developer.apple.com/videos/play/wwdc2024/10073). The renderer derives that text
    /// as it derives any element's label (`RenderedView.spokenLabel`), the placeholder
    /// standing for the modified view's own; the content is made for accessibility only: it
    /// is not drawn, laid out or touched.
    @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
    nonisolated public func accessibilityLabel<V>(
        @ViewBuilder content: (PlaceholderContentView<Self>) -> V
    ) -> some View where V: View {
        accessibility(.labelContent(content(PlaceholderContentView())))
    }

    /// View.accessibilityValue(_:) — "Adds a textual description of the value that the
    /// view contains."
    nonisolated public func accessibilityValue(_ valueDescription: Text) -> ModifiedContent<
        Self, AccessibilityAttachmentModifier
    > {
        accessibility(.value(valueDescription))
    }

    /// View.accessibilityAddTraits(_:) — "Adds the given traits to the view."
    nonisolated public func accessibilityAddTraits(_ traits: AccessibilityTraits)
        -> ModifiedContent<
            Self, AccessibilityAttachmentModifier
        >
    {
        accessibility(.addTraits(traits))
    }

    /// View.accessibilityAdjustableAction(_:) — "Adds an accessibility adjustable action to
    /// the view", called with the direction of the user's swipe.
    nonisolated public func accessibilityAdjustableAction(
        _ handler: @escaping (AccessibilityAdjustmentDirection) -> Void
    ) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibility(.adjustableAction(handler))
    }

    /// View.accessibilityElement(children:) — "Creates a new accessibility element, or
    /// modifies the AccessibilityChildBehavior of the existing accessibility element."
    nonisolated public func accessibilityElement(children: AccessibilityChildBehavior = .ignore)
        -> some View
    {
        accessibility(.element(children: children))
    }
}

/// AccessibilityTraits — "A set of accessibility traits that describe how an element
/// behaves."
public struct AccessibilityTraits: SetAlgebra, Sendable {
    var members: Set<Int>
    init(_ members: Set<Int>) { self.members = members }
    public static let isSelected = AccessibilityTraits([2])

    public init() { members = [] }
    public func union(_ other: Self) -> Self { Self(members.union(other.members)) }
    public func intersection(_ other: Self) -> Self { Self(members.intersection(other.members)) }
    public func symmetricDifference(_ other: Self) -> Self {
        Self(members.symmetricDifference(other.members))
    }
    public func contains(_ member: Self) -> Bool { member.members.isSubset(of: members) }
    @discardableResult public mutating func insert(_ newMember: Self) -> (
        inserted: Bool, memberAfterInsert: Self
    ) {
        let inserted = !contains(newMember)
        members.formUnion(newMember.members)
        return (inserted, newMember)
    }
    @discardableResult public mutating func remove(_ member: Self) -> Self? {
        guard contains(member) else { return nil }
        members.subtract(member.members)
        return member
    }
    @discardableResult public mutating func update(with newMember: Self) -> Self? {
        let had = contains(newMember)
        members.formUnion(newMember.members)
        return had ? newMember : nil
    }
    public mutating func formUnion(_ other: Self) { members.formUnion(other.members) }
    public mutating func formIntersection(_ other: Self) { members.formIntersection(other.members) }
    public mutating func formSymmetricDifference(_ other: Self) {
        members.formSymmetricDifference(other.members)
    }
    public static func == (a: Self, b: Self) -> Bool { a.members == b.members }
    public typealias Element = AccessibilityTraits
    public typealias ArrayLiteralElement = AccessibilityTraits
}

/// AccessibilityChildBehavior — "Defines the behavior for the child elements of the new
/// parent element."
public struct AccessibilityChildBehavior: Hashable, Sendable {
    let name: String
    public static let ignore = AccessibilityChildBehavior(name: "ignore")
    public static let contain = AccessibilityChildBehavior(name: "contain")
    public static let combine = AccessibilityChildBehavior(name: "combine")
}

/// PlaceholderContentView — "A placeholder used to construct an inline modifier, transition,
/// or other helper type" (iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1; a `View`, whose
/// values "SwiftUI creates … on your behalf"). In `accessibilityLabel(content:)` it stands for
/// the modified view's own label; it draws nothing.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
public struct PlaceholderContentView<Value>: View {
    public typealias Body = Never
    public var body: Never { fatalError("primitive view") }
}

extension PlaceholderContentView: _HarnessPrimitiveView {
    public var _harnessNode: _HarnessNode { .leaf }
}

/// AccessibilityAdjustmentDirection — "A directional indicator you use when making an
/// accessibility element adjustable."
public enum AccessibilityAdjustmentDirection: Sendable {
    case increment
    case decrement
}

// MARK: - Buttons

/// PrimitiveButtonStyle — "A type that applies custom interaction behavior and a custom
/// appearance to all buttons within a view hierarchy."
@preconcurrency @MainActor public protocol PrimitiveButtonStyle {
    associatedtype Body: View
    @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body
    typealias Configuration = PrimitiveButtonStyleConfiguration
}

/// PrimitiveButtonStyleConfiguration — "A configuration of a button style."
public struct PrimitiveButtonStyleConfiguration {
    public struct Label: View {
        let content: any View
        public typealias Body = Never
        public var body: Never { fatalError("primitive view") }
    }
    public let label: PrimitiveButtonStyleConfiguration.Label
}

extension PrimitiveButtonStyleConfiguration.Label: _HarnessPrimitiveView {
    public var _harnessNode: _HarnessNode { .group([content]) }
}

/// PlainButtonStyle — "A button style that doesn't style or decorate its content while
/// idle."
public struct PlainButtonStyle: PrimitiveButtonStyle {
    public init() {}
    public func makeBody(configuration: PlainButtonStyle.Configuration) -> some View {
        configuration.label
    }
}

extension PrimitiveButtonStyle where Self == PlainButtonStyle {
    public static var plain: PlainButtonStyle { PlainButtonStyle() }
}

private struct _HarnessButtonStyleKey: EnvironmentKey {
    static var defaultValue: (any ButtonStyle)? { nil }
}

extension EnvironmentValues {
    /// Harness: the `ButtonStyle` set by the nearest `buttonStyle(_:)` (`nil` under a
    /// `PrimitiveButtonStyle` or none).
    public var _harnessButtonStyle: (any ButtonStyle)? {
        get { self[_HarnessButtonStyleKey.self] }
        set { self[_HarnessButtonStyleKey.self] = newValue }
    }
}

/// ButtonRole — "A value that describes the purpose of a button."
public struct ButtonRole: Equatable, Sendable {
    let name: String
    /// "A role that indicates a destructive button."
    public static let destructive = ButtonRole(name: "destructive")
    /// "A role that indicates a button that cancels an operation."
    public static let cancel = ButtonRole(name: "cancel")
}

/// ButtonStyle — "A type that applies standard interaction behavior and a custom appearance
/// to all buttons within a view hierarchy." The system keeps the interaction (when the
/// button is pressed, when its action runs); the style only draws, reading
/// `configuration.isPressed` ("A Boolean that indicates whether the user is currently
/// pressing the button").
@MainActor @preconcurrency
public protocol ButtonStyle {
    associatedtype Body: View
    @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body
    typealias Configuration = ButtonStyleConfiguration
}

/// ButtonStyleConfiguration — "The properties of a button."
public struct ButtonStyleConfiguration {
    /// "A type-erased label of a button."
    public struct Label: View {
        let content: any View
        public typealias Body = Never
        public var body: Never { fatalError("primitive view") }
    }
    /// "An optional semantic role that describes the button's purpose."
    public let role: ButtonRole?
    /// "A view that describes the effect of pressing the button."
    public let label: ButtonStyleConfiguration.Label
    /// "A Boolean that indicates whether the user is currently pressing the button."
    public let isPressed: Bool

    /// Harness: the configuration the renderer hands a style (the SDK has no public
    /// initialiser).
    public init(_harnessLabel label: any View, isPressed: Bool) {
        role = nil
        self.label = Label(content: label)
        self.isPressed = isPressed
    }
}

extension ButtonStyleConfiguration.Label: _HarnessPrimitiveView {
    public var _harnessNode: _HarnessNode { .group([content]) }
}

extension ButtonStyle {
    /// Harness: the style's body for a button's label and pressed state.
    @MainActor public func _harnessBody(label: any View, isPressed: Bool) -> any View {
        makeBody(
            configuration: ButtonStyleConfiguration(_harnessLabel: label, isPressed: isPressed))
    }
}

// MARK: - Keys

/// KeyEquivalent — "Key equivalents consist of a letter, punctuation, or function key that
/// can be combined with an optional set of modifier keys."
public struct KeyEquivalent: Sendable, Hashable {
    public var character: Character
    public init(_ character: Character) { self.character = character }
    public static let upArrow = KeyEquivalent("\u{F700}")
    public static let leftArrow = KeyEquivalent("\u{F702}")
    public static let rightArrow = KeyEquivalent("\u{F703}")
    public static let tab = KeyEquivalent("\t")
    public static let home = KeyEquivalent("\u{F729}")
    public static let end = KeyEquivalent("\u{F72B}")
    public static let `return` = KeyEquivalent("\r")
    public static let space = KeyEquivalent(" ")
}

/// EventModifiers — "A set of key modifiers that you can add to a gesture."
public struct EventModifiers: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let shift = EventModifiers(rawValue: 2)
}

/// KeyPress — "The key press that the view received": the key, the characters, the
/// modifiers and the phase.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, *)
@available(watchOS, unavailable)
public struct KeyPress: Sendable {
    public let phase: KeyPress.Phases
    public let key: KeyEquivalent
    public let characters: String
    public let modifiers: EventModifiers

    /// Harness: a key press as the system would deliver it.
    public init(
        _harnessKey key: KeyEquivalent, characters: String = "", modifiers: EventModifiers = [],
        phase: KeyPress.Phases = .down
    ) {
        self.key = key
        self.characters = characters
        self.modifiers = modifiers
        self.phase = phase
    }

    public struct Phases: OptionSet, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        public static let down = Phases(rawValue: 1)
        public static let `repeat` = Phases(rawValue: 2)
        public static let up = Phases(rawValue: 4)
        public static let all: Phases = [.down, .repeat, .up]
    }

    public enum Result: Sendable {
        case handled
        case ignored
    }
}

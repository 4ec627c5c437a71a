// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation
// Stand-in SwiftUI: scroll targets, scroll position and scroll geometry and phase callbacks.
// Signatures from the iOS 17.4 SDK (scroll targets, `scrollPosition(id:anchor:)`) and the
// iOS 18 SDK (`ScrollGeometry`, `ScrollPhase` and their callbacks); see View.swift. The
// modifiers hand their configuration to the scroll view inside them through the
// environment; the renderer (Tests/FrontendHarness/Support/SwiftUI/Renderer.swift) keeps each
// scroll view's offset and phase and calls the callbacks as the documentation says.
//
// Apple documents no re-anchoring of a scroll view's offset when its container changes
// size, so the renderer keeps the offset in points (clamped to the content) and does not
// guess more.

/// ScrollTargetBehavior — "A type that defines the scroll behavior of a scrollable view."
/// (The `updateTarget(_:context:)` requirement is left out: the renderer settles where the
/// test says.)
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public protocol ScrollTargetBehavior {}

/// PagingScrollTargetBehavior — "The scroll behavior that aligns scroll targets to
/// container-based geometry": a swipe stops on a multiple of the container's size.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public struct PagingScrollTargetBehavior: ScrollTargetBehavior {
    public init() {}
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension ScrollTargetBehavior where Self == PagingScrollTargetBehavior {
    public static var paging: PagingScrollTargetBehavior { PagingScrollTargetBehavior() }
}

/// ScrollGeometry — "A type that defines the geometry of a scroll view": its content
/// offset, content size and container size. (`contentInsets` is left out: the harness has
/// no insets.)
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
public struct ScrollGeometry: Equatable, Sendable {
    public var contentOffset: CGPoint
    public var contentSize: CGSize
    public var containerSize: CGSize
    /// "The visible rect of the scroll view": the container at the content offset.
    public var visibleRect: CGRect { CGRect(origin: contentOffset, size: containerSize) }

    /// Harness: a geometry.
    public init(_harnessOffset offset: CGPoint, contentSize: CGSize, containerSize: CGSize) {
        contentOffset = offset
        self.contentSize = contentSize
        self.containerSize = containerSize
    }
}

/// ScrollPhase — "A type that describes the state of a scroll gesture of a scrollable
/// view": idle ("The scroll view isn't currently scrolling"), tracking ("the user is
/// touching the scroll view but hasn't yet started scrolling"), interacting ("the user is
/// actively interacting with the scroll view"), decelerating ("the user has stopped
/// interacting … and the scroll view is decelerating towards its final target"), animating
/// ("the scroll view is animating towards a new scroll position").
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
public enum ScrollPhase: Equatable, Sendable {
    case idle
    case tracking
    case interacting
    case decelerating
    case animating

    /// "Whether the scroll view is actively scrolling": every phase but idle.
    public var isScrolling: Bool { self != .idle }
}

/// Harness: the scroll configuration the modifiers below hand to the scroll view inside.
public struct _HarnessScrollConfiguration {
    /// `scrollTargetBehavior(.paging)` applies.
    public var isPaging = false
    /// The `scrollPosition(id:)` binding, as `AnyHashable`.
    public var position: (get: () -> AnyHashable?, set: (AnyHashable?) -> Void)?
    /// `onScrollGeometryChange` registrations: the transform and the action.
    public var geometryObservers: [(transform: (Any) -> AnyHashable, action: (Any, Any) -> Void)] =
        []
    /// `onScrollPhaseChange` actions, with phases as `Any`.
    public var phaseObservers: [(Any, Any) -> Void] = []
    public init() {}
}

private struct ScrollConfigurationKey: EnvironmentKey {
    static var defaultValue: _HarnessScrollConfiguration { _HarnessScrollConfiguration() }
}
private struct ScrollTargetLayoutKey: EnvironmentKey {
    static let defaultValue = false
}

extension EnvironmentValues {
    /// Harness: the configuration for the next scroll view inside.
    public var _harnessScrollConfiguration: _HarnessScrollConfiguration {
        get { self[ScrollConfigurationKey.self] }
        set { self[ScrollConfigurationKey.self] = newValue }
    }
    /// Harness: whether `scrollTargetLayout()` applies here.
    public var _harnessIsScrollTargetLayout: Bool {
        get { self[ScrollTargetLayoutKey.self] }
        set { self[ScrollTargetLayoutKey.self] = newValue }
    }
}

extension View {
    /// View.scrollTargetBehavior(_:) — "Sets the scroll behavior of views scrollable in the
    /// provided axes."
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    nonisolated public func scrollTargetBehavior(_ behavior: some ScrollTargetBehavior) -> some View
    {
        let paging = behavior is PagingScrollTargetBehavior
        return harness(.environment { $0._harnessScrollConfiguration.isPaging = paging })
    }

    /// View.scrollTargetLayout(isEnabled:) — "Configures the outermost layout as a scroll
    /// target layout": its children are the views `scrollPosition(id:)` reports and
    /// scrolls to.
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    nonisolated public func scrollTargetLayout(isEnabled: Bool = true) -> some View {
        harness(.environment { $0._harnessIsScrollTargetLayout = isEnabled })
    }

    /// View.scrollPosition(id:anchor:) — "Associates a binding to be updated when a scroll
    /// view within this view scrolls": it holds the id of the scroll target layout's view
    /// the scroll view rests on; writing another id scrolls to that view.
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    /// (The SDK spells the parameter `Binding<(some Hashable)?>`, the same generic.)
    nonisolated public func scrollPosition<ID: Hashable>(id: Binding<ID?>, anchor: UnitPoint? = nil)
        -> some View
    {
        harness(
            .environment {
                $0._harnessScrollConfiguration.position = (
                    get: { id.wrappedValue.map { AnyHashable($0) } },
                    set: { value in id.wrappedValue = value.flatMap { $0.base as? ID } }
                )
            })
    }

    /// View.onScrollGeometryChange(for:of:action:) — "Adds an action to be performed when a
    /// value, created from a scroll geometry, changes": the action gets the old and new
    /// values whenever the transformed value changes (not when the view first appears).
    @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
    nonisolated public func onScrollGeometryChange<T>(
        for type: T.Type, of transform: @escaping (ScrollGeometry) -> T,
        action: @escaping (_ oldValue: T, _ newValue: T) -> Void
    ) -> some View where T: Equatable {
        harness(
            .environment {
                $0._harnessScrollConfiguration.geometryObservers.append(
                    (
                        transform: {
                            AnyHashable(_HarnessEquatableBox(transform($0 as! ScrollGeometry)))
                        },
                        action: { old, new in
                            if let old = old as? _HarnessEquatableBox<T>,
                                let new = new as? _HarnessEquatableBox<T>
                            {
                                action(old.value, new.value)
                            }
                        }
                    ))
            })
    }

    /// View.onScrollPhaseChange(_:) — "Adds an action to perform when the scroll phase of
    /// the first scroll view in the hierarchy changes."
    @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
    nonisolated public func onScrollPhaseChange(
        _ action: @escaping (_ oldPhase: ScrollPhase, _ newPhase: ScrollPhase) -> Void
    ) -> some View {
        harness(
            .environment {
                $0._harnessScrollConfiguration.phaseObservers.append { old, new in
                    if let old = old as? ScrollPhase, let new = new as? ScrollPhase {
                        action(old, new)
                    }
                }
            })
    }
}

/// Harness: an `Equatable` value as a `Hashable` one (equal values, equal boxes).
public struct _HarnessEquatableBox<T: Equatable>: Hashable {
    public let value: T
    public init(_ value: T) { self.value = value }
    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.value == rhs.value }
    public func hash(into hasher: inout Hasher) {}
}

// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation
// Stand-in SwiftUI: UIViewRepresentable and UIViewControllerRepresentable, which host UIKit
// views and view controllers in SwiftUI (the showcase app's UIKit screens use them).
// Signatures from the iOS 17.4 SDK; see View.swift. Behaviour, from their documentation:
//   - makeCoordinator(): "SwiftUI calls this method before calling the makeUIView(context:)
//     method" (likewise before makeUIViewController(context:));
//   - makeUIView(context:) / makeUIViewController(context:): "The system calls this method
//     only once, when it creates your view for the first time";
//   - updateUIView(_:context:) / updateUIViewController(_:context:): "When the state of your
//     app changes, SwiftUI updates the portions of your interface affected by those changes.
//     SwiftUI calls this method for any changes affecting the corresponding UIKit view."
//     The renderer treats every render after the first as such a change; whether SwiftUI
//     also calls it right after making the view is not documented, so the first render
//     does not.
//   - the context's `coordinator` is the object makeCoordinator() returned.

import UIKit

/// Harness: a view that hosts a UIKit object, made on the first render and updated on the
/// later ones. `storage` is what the previous render returned for the same place in the tree.
public protocol _HarnessRepresentable {
    @MainActor func _harnessRender(_ storage: AnyObject?, environment: EnvironmentValues)
        -> (storage: AnyObject, platformObject: AnyObject)
}

/// Harness: the UIKit object and the coordinator kept for a representable.
public final class _HarnessRepresentableStorage<Object: AnyObject, Coordinator> {
    public let object: Object
    public let coordinator: Coordinator
    init(object: Object, coordinator: Coordinator) {
        self.object = object
        self.coordinator = coordinator
    }
}

/// UIViewRepresentableContext — "Contextual information about the state of the system that
/// you use to create and update your UIKit view."
@MainActor public struct UIViewRepresentableContext<Representable>
where Representable: UIViewRepresentable {
    /// "The view's associated coordinator."
    public let coordinator: Representable.Coordinator
    /// "The environment data that describes the current state of the system."
    public var environment: EnvironmentValues
}

/// UIViewRepresentable — "A wrapper for a UIKit view that you use to integrate that view
/// into your SwiftUI view hierarchy."
@MainActor @preconcurrency
public protocol UIViewRepresentable: View, _HarnessPrimitiveView,
    _HarnessRepresentable
where Self.Body == Never {
    associatedtype UIViewType: UIView
    associatedtype Coordinator = Void
    typealias Context = UIViewRepresentableContext<Self>
    func makeUIView(context: Self.Context) -> Self.UIViewType
    func updateUIView(_ uiView: Self.UIViewType, context: Self.Context)
    func makeCoordinator() -> Self.Coordinator
}

extension UIViewRepresentable where Self.Coordinator == Void {
    public func makeCoordinator() -> Self.Coordinator { () }
}

extension UIViewRepresentable {
    public var body: Never { fatalError("primitive view") }
    nonisolated public var _harnessNode: _HarnessNode { .leaf }

    public func _harnessRender(_ storage: AnyObject?, environment: EnvironmentValues)
        -> (storage: AnyObject, platformObject: AnyObject)
    {
        if let kept = storage as? _HarnessRepresentableStorage<UIViewType, Coordinator> {
            updateUIView(
                kept.object,
                context: Context(coordinator: kept.coordinator, environment: environment))
            return (kept, kept.object)
        }
        let coordinator = makeCoordinator()
        let view = makeUIView(context: Context(coordinator: coordinator, environment: environment))
        return (_HarnessRepresentableStorage(object: view, coordinator: coordinator), view)
    }
}

/// UIViewControllerRepresentableContext — "Contextual information about the state of the
/// system that you use to create and update your UIKit view controller."
@MainActor public struct UIViewControllerRepresentableContext<Representable>
where Representable: UIViewControllerRepresentable {
    /// "The view's associated coordinator."
    public let coordinator: Representable.Coordinator
    /// "The environment data that describes the current state of the system."
    public var environment: EnvironmentValues
}

/// UIViewControllerRepresentable — "A view that represents a UIKit view controller."
@MainActor @preconcurrency
public protocol UIViewControllerRepresentable: View,
    _HarnessPrimitiveView, _HarnessRepresentable
where Self.Body == Never {
    associatedtype UIViewControllerType: UIViewController
    associatedtype Coordinator = Void
    typealias Context = UIViewControllerRepresentableContext<Self>
    func makeUIViewController(context: Self.Context) -> Self.UIViewControllerType
    func updateUIViewController(
        _ uiViewController: Self.UIViewControllerType, context: Self.Context)
    func makeCoordinator() -> Self.Coordinator
}

extension UIViewControllerRepresentable where Self.Coordinator == Void {
    public func makeCoordinator() -> Self.Coordinator { () }
}

extension UIViewControllerRepresentable {
    public var body: Never { fatalError("primitive view") }
    nonisolated public var _harnessNode: _HarnessNode { .leaf }

    public func _harnessRender(_ storage: AnyObject?, environment: EnvironmentValues)
        -> (storage: AnyObject, platformObject: AnyObject)
    {
        if let kept = storage as? _HarnessRepresentableStorage<UIViewControllerType, Coordinator> {
            updateUIViewController(
                kept.object,
                context: Context(coordinator: kept.coordinator, environment: environment))
            return (kept, kept.object)
        }
        let coordinator = makeCoordinator()
        let controller = makeUIViewController(
            context: Context(coordinator: coordinator, environment: environment))
        return (
            _HarnessRepresentableStorage(object: controller, coordinator: coordinator), controller
        )
    }
}

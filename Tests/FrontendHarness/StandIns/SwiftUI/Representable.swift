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

// MARK: - UIGestureRecognizerRepresentable (iOS 18)

// Signatures from the iOS 18.6 SDK. Behaviour, from the reference: "The system calls the
// methods of your representable instance at appropriate times to create and update the
// gesture recognizer"; "SwiftUI automatically installs a target to handle the gesture
// recognizer's actions" (`handleUIGestureRecognizerAction(_:context:)`); the converter
// gives locations "in the hierarchy of the associated SwiftUI view". The recognizer takes
// part in UIKit's arbitration (see the UIKit stand-in's HostedTouch.swift); the renderer's
// finger (Renderer.swift) drives it.

/// UIGestureRecognizerRepresentableCoordinateSpaceConverter — "A proxy structure used to
/// convert locations to/from coordinate spaces in the hierarchy of the SwiftUI view
/// associated with a UIGestureRecognizerRepresentable." The stand-in has the `local…`
/// forms only.
@available(iOS 18.0, *)
@available(macOS, unavailable)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
@available(visionOS, unavailable)
public struct UIGestureRecognizerRepresentableCoordinateSpaceConverter {
    nonisolated(unsafe) let box: _HarnessHostedGestureBox
    // The SDK declares these nonisolated; the recognizer they read is the main actor's, and
    // SwiftUI calls them from its (main-actor) callbacks.
    /// The recognizer's location in the view it is attached to.
    public var localLocation: CGPoint {
        let box = box
        return MainActor.assumeIsolated {
            let location = box.recognizer?.location(in: nil) ?? .zero
            return CGPoint(x: location.x - box.origin.x, y: location.y - box.origin.y)
        }
    }
    /// The recognizer's translation, for a pan.
    public var localTranslation: CGPoint? {
        let box = box
        return MainActor.assumeIsolated {
            (box.recognizer as? UIPanGestureRecognizer)?.translation(in: nil)
        }
    }
    /// The recognizer's velocity, for a pan.
    public var localVelocity: CGPoint? {
        let box = box
        return MainActor.assumeIsolated {
            (box.recognizer as? UIPanGestureRecognizer)?.velocity(in: nil)
        }
    }
}

/// UIGestureRecognizerRepresentableContext — "Contextual information about the state of
/// the system that you use to create and update a represented gesture recognizer."
@available(iOS 18.0, *)
@available(macOS, unavailable)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
@available(visionOS, unavailable)
public struct UIGestureRecognizerRepresentableContext<Representable>
where Representable: UIGestureRecognizerRepresentable {
    public let coordinator: Representable.Coordinator
    public let converter: UIGestureRecognizerRepresentableCoordinateSpaceConverter
}

/// UIGestureRecognizerRepresentable — "A wrapper for a UIGestureRecognizer that you use to
/// integrate that gesture recognizer into your SwiftUI hierarchy."
@available(iOS 18.0, *)
@available(macOS, unavailable)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
@available(visionOS, unavailable)
@preconcurrency @MainActor
public protocol UIGestureRecognizerRepresentable {
    associatedtype UIGestureRecognizerType: UIGestureRecognizer
    associatedtype Coordinator = Void
    typealias Context = UIGestureRecognizerRepresentableContext<Self>
    typealias CoordinateSpaceConverter = UIGestureRecognizerRepresentableCoordinateSpaceConverter
    func makeCoordinator(converter: Self.CoordinateSpaceConverter) -> Self.Coordinator
    func makeUIGestureRecognizer(context: Self.Context) -> Self.UIGestureRecognizerType
    func updateUIGestureRecognizer(
        _ recognizer: Self.UIGestureRecognizerType, context: Self.Context)
    func handleUIGestureRecognizerAction(
        _ recognizer: Self.UIGestureRecognizerType, context: Self.Context)
}

@available(iOS 18.0, *)
extension UIGestureRecognizerRepresentable {
    public func updateUIGestureRecognizer(
        _ recognizer: Self.UIGestureRecognizerType, context: Self.Context
    ) {}
    public func handleUIGestureRecognizerAction(
        _ recognizer: Self.UIGestureRecognizerType, context: Self.Context
    ) {}
}

@available(iOS 18.0, *)
extension UIGestureRecognizerRepresentable where Self.Coordinator == Void {
    public func makeCoordinator(converter: Self.CoordinateSpaceConverter) -> Self.Coordinator {
        ()
    }
}

/// Harness: what the renderer keeps for a hosted recognizer at one place in the tree: the
/// recognizer, and the origin (root space) of the view it is attached to, which the finger
/// sets before each event.
@MainActor public final class _HarnessHostedGestureBox: @unchecked Sendable {
    public internal(set) var recognizer: UIGestureRecognizer?
    public var origin = CGPoint.zero
    var coordinator: Any?
    var handle: ((UIGestureRecognizer) -> Void)?
    init() {}
    func fire(_ recognizer: UIGestureRecognizer) { handle?(recognizer) }
}

/// Harness: a hosted recognizer attached with `gesture(_:)`: made at its place's first
/// render, updated at the later ones.
public struct _HarnessHostedGesture {
    let render: @MainActor (_HarnessHostedGestureBox?) -> _HarnessHostedGestureBox
    /// Makes or updates the recognizer for the box kept at this place (`nil` the first time).
    @MainActor public func _harnessRender(_ kept: _HarnessHostedGestureBox?)
        -> _HarnessHostedGestureBox
    {
        render(kept)
    }
}

@available(iOS 18.0, *)
extension View {
    /// View.gesture(_:) — attaches a `UIGestureRecognizerRepresentable`.
    nonisolated public func gesture(_ representable: some UIGestureRecognizerRepresentable)
        -> some View
    {
        // Rendered on the main actor only.
        nonisolated(unsafe) let representable = representable
        return harness(
            .hostedGesture(
                _HarnessHostedGesture(render: { kept in
                    _harnessHost(representable, kept)
                })))
    }
}

@available(iOS 18.0, *)
@MainActor private func _harnessHost<R: UIGestureRecognizerRepresentable>(
    _ representable: R, _ kept: _HarnessHostedGestureBox?
) -> _HarnessHostedGestureBox {
    let box = kept ?? _HarnessHostedGestureBox()
    let converter = UIGestureRecognizerRepresentableCoordinateSpaceConverter(box: box)
    if box.recognizer == nil {
        let coordinator = representable.makeCoordinator(converter: converter)
        box.coordinator = coordinator
        let recognizer = representable.makeUIGestureRecognizer(
            context: R.Context(coordinator: coordinator, converter: converter))
        box.recognizer = recognizer
        recognizer.addTarget(box, action: Selector(_HarnessHostedGestureBox.fire))
    } else if let recognizer = box.recognizer as? R.UIGestureRecognizerType,
        let coordinator = box.coordinator as? R.Coordinator
    {
        representable.updateUIGestureRecognizer(
            recognizer, context: R.Context(coordinator: coordinator, converter: converter))
    }
    // The action goes to the representable as it is now (SwiftUI's installed target).
    box.handle = { recognizer in
        guard let recognizer = recognizer as? R.UIGestureRecognizerType,
            let coordinator = box.coordinator as? R.Coordinator
        else { return }
        representable.handleUIGestureRecognizerAction(
            recognizer, context: R.Context(coordinator: coordinator, converter: converter))
    }
    return box
}

// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation
// Stand-in SwiftUI: focus — keyboard focus and accessibility focus. Signatures from the iOS
// 17.4 SDK; see View.swift.

/// AccessibilityFocusState — "A property wrapper type that can read and write a value that
/// SwiftUI updates as the focus of any active accessibility technology, such as VoiceOver,
/// changes"; writing it moves that focus to the view bound with `accessibilityFocused`.
/// The harness keeps the value in a box shared by copies of the view, like `State`.
@propertyWrapper public struct AccessibilityFocusState<Value>: DynamicProperty
where Value: Hashable {
    /// AccessibilityFocusState.Binding — the projected value, bound to views with
    /// `accessibilityFocused(_:equals:)`.
    @propertyWrapper public struct Binding {
        let box: _HarnessBox<Value>
        public var wrappedValue: Value {
            get { box.value }
            nonmutating set { box.value = newValue }
        }
        public var projectedValue: AccessibilityFocusState<Value>.Binding { self }
    }

    let box: _HarnessBox<Value>

    public var wrappedValue: Value {
        get { box.value }
        nonmutating set { box.value = newValue }
    }
    public var projectedValue: AccessibilityFocusState<Value>.Binding { Binding(box: box) }

    public init() where Value == Bool { box = _HarnessBox(false) }
    public init<T>() where Value == T?, T: Hashable { box = _HarnessBox(nil) }
}

extension AccessibilityFocusState: _HarnessStateStorage {
    public var _harnessStorage: AnyObject { box.root }
    public func _harnessAdopt(_ storage: AnyObject) { box.adopt(storage) }
}

extension View {
    /// View.accessibilityFocused(_:equals:) — "Modifies this view by binding its
    /// accessibility element's focus state to the given state value": the element has
    /// accessibility focus when the state equals `value`, and focusing it sets the state.
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    nonisolated public func accessibilityFocused<Value>(
        _ binding: AccessibilityFocusState<Value>.Binding, equals value: Value
    ) -> some View where Value: Hashable {
        accessibility(
            .focused(
                isFocused: { binding.wrappedValue == value },
                focus: { binding.wrappedValue = value }))
    }

    /// View.focusable(_:) — "Specifies if the view is focusable", so it can take keyboard
    /// focus and receive `onKeyPress` events.
    @available(iOS 17.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    nonisolated public func focusable(_ isFocusable: Bool = true) -> some View {
        harness(.focusable(isFocusable))
    }
}

#if canImport(SwiftUI)
    import SegmentedCore
    import SwiftUI

    extension View {
        /// `onChange(of:)` in the form each OS version offers, so neither form's deprecation
        /// or availability gets in the way.
        @ViewBuilder
        func onValueChange<Value: Equatable>(
            of value: Value, perform action: @escaping (Value) -> Void
        ) -> some View {
            if #available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *),
                OSAvailability.iOS17
            {
                onChange(of: value) { _, newValue in action(newValue) }
            } else {
                modifier(ValueChangeBeforeIOS17(value: value, action: action))
            }
        }
    }

    /// The one-argument `onChange(of:perform:)` of iOS 16, macOS 13, tvOS 16 and watchOS 9,
    /// deprecated after them. The `else` of `#available(…), OSAvailability.iOS17` is not known
    /// to run on older systems only (the availability seam, OSAvailability.swift, is a second
    /// condition), so a direct call there would warn when building for the newer ones; SwiftUI
    /// reaches `body(content:)`, deprecated as the call is, through `ViewModifier` instead.
    private struct ValueChangeBeforeIOS17<Value: Equatable>: ViewModifier {
        let value: Value
        let action: (Value) -> Void

        @available(iOS, deprecated: 17.0)
        @available(macOS, deprecated: 14.0)
        @available(tvOS, deprecated: 17.0)
        @available(watchOS, deprecated: 10.0)
        @available(visionOS, deprecated: 1.0)
        func body(content: Content) -> some View {
            content.onChange(of: value, perform: action)
        }
    }

#endif

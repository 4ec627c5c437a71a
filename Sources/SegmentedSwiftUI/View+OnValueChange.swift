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
                onChange(of: value, perform: action)
            }
        }
    }

#endif

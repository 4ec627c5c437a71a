// swift-format-ignore-file
// (These declarations mirror the SDK's own, explicit initialiser and retroactive conformances
// included, not this package's style.)
// Declarations of the macOS 14 SwiftUI API that SegmentedSwiftUI uses behind
// `if #available(…, macOS 14, …)`, for type-checking against the macOS 13.3 SDK, which predates
// them. Only `Scripts/typecheck-apple.sh --shim Tests/AppleShims/MacOSX13` compiles this file, and
// only with `-typecheck`: nothing here is ever built into a product or run.
//
// Each declaration copies the iOS 17.4 SDK's SwiftUI.swiftinterface signature and its real
// availability (iOS 17, macOS 14, tvOS 17; unavailable in watchOS), so a use outside an
// `#available` check is still rejected, exactly as the macOS 14 SDK would reject it. The bodies
// are never type-checked against behaviour; they only satisfy the compiler.
#if canImport(SwiftUI) && os(macOS)
    import SwiftUI

    @available(iOS 17.0, macOS 14.0, tvOS 17.0, *)
    @available(watchOS, unavailable)
    struct KeyPress: Sendable {
        let phase: KeyPress.Phases
        let key: KeyEquivalent
        let characters: String
        let modifiers: EventModifiers

        struct Phases: OptionSet, Sendable {
            static let down = Phases(rawValue: 1 << 0)
            static let `repeat` = Phases(rawValue: 1 << 1)
            static let up = Phases(rawValue: 1 << 2)
            static let all: Phases = [.down, .repeat, .up]
            let rawValue: Int
            init(rawValue: Int) { self.rawValue = rawValue }
        }

        enum Result: Sendable {
            case handled
            case ignored
        }
    }

    @available(iOS 17.0, macOS 14.0, tvOS 17.0, *)
    @available(watchOS, unavailable)
    extension KeyEquivalent: @retroactive Hashable {
        public static func == (a: KeyEquivalent, b: KeyEquivalent) -> Bool {
            a.character == b.character
        }
        public func hash(into hasher: inout Hasher) { hasher.combine(character) }
    }

    // Later SDKs declare KeyEquivalent Sendable (from macOS 11 on); the 13.3 interface, built
    // with Swift 5.8, does not yet.
    extension KeyEquivalent: @retroactive @unchecked Sendable {}

    @available(iOS 17.0, macOS 14.0, tvOS 17.0, *)
    @available(watchOS, unavailable)
    extension View {
        func onKeyPress(
            keys: Set<KeyEquivalent>, phases: KeyPress.Phases = [.down, .repeat],
            action: @escaping (KeyPress) -> KeyPress.Result
        ) -> some View { self }

        func onKeyPress(
            phases: KeyPress.Phases = [.down, .repeat],
            action: @escaping (KeyPress) -> KeyPress.Result
        ) -> some View { self }
    }

    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    extension View {
        func onChange<V>(
            of value: V, initial: Bool = false,
            _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void
        ) -> some View where V: Equatable { self }
    }

    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    struct SensoryFeedback: Equatable, Sendable {
        static let selection = SensoryFeedback()
    }

    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    extension View {
        func sensoryFeedback<T>(_ feedback: SensoryFeedback, trigger: T) -> some View
        where T: Equatable { self }
    }

    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    extension View {
        func selectionDisabled(_ isDisabled: Bool = true) -> some View { self }
    }

    // From the Accessibility framework (which SwiftUI re-exports), as its iOS 17.4
    // Accessibility.swiftinterface declares it; the macOS 13.3 SDK predates it.
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    enum AccessibilityNotification {
        struct Announcement {
            init(_ announcement: String) {}
            func post() {}
        }
    }
#endif

// The seam between this module's availability checks and the OS version that the Linux
// harness runs as (docs/development.md, "Sources the harness compiles as they ship"). Each
// `#available` in the module is paired with the predicate of its iOS version:
//
//     if #available(iOS 17.0, tvOS 17.0, *), OSAvailability.iOS17 { … } else { … }
//
// On Apple platforms the `#available` decides (and gives the compiler its availability
// refinement) and every predicate is true. On Linux every `#available` holds, so
// Scripts/frontend-harness.sh compiles Tests/FrontendHarness/Seams/OSAvailability.swift in
// this file's place: its predicates answer as the iOS version of the harness's run, so the
// iOS 16 and 17 paths run there too.
#if canImport(SwiftUI)
    /// Predicates paired with `#available`: true on Apple platforms, where the `#available`
    /// beside each one answers alone.
    enum OSAvailability {
        /// Paired with `#available(iOS 17, …)`.
        static var iOS17: Bool { true }
        /// Paired with `#available(iOS 18, …)`.
        static var iOS18: Bool { true }
        /// Paired with `#available(iOS 26, …)`.
        static var iOS26: Bool { true }
    }
#endif

// The harness's side of the availability seam: Scripts/frontend-harness.sh compiles this file
// into each front-end in place of Sources/SegmentedSwiftUI/Platform/OSAvailability.swift and
// Sources/SegmentedUIKit/Platform/OSAvailability.swift (it declares the predicates of both). On Linux
// every `#available` holds, so these predicates alone decide which path runs: each answers as
// the iOS version in HARNESS_IOS_VERSION (17.0 and 16.0 in the harness's older runs); unset
// or empty, as the newest OS.
import Foundation

enum OSAvailability {
    /// iOS 15 or later.
    static var iOS15: Bool { runs(atLeast: [15]) }
    /// iOS 17 or later.
    static var iOS17: Bool { runs(atLeast: [17]) }
    /// iOS 18 or later.
    static var iOS18: Bool { runs(atLeast: [18]) }
    /// iOS 26 or later.
    static var iOS26: Bool { runs(atLeast: [26]) }

    /// The run's iOS version (`[17, 0]` for HARNESS_IOS_VERSION=17.0), `nil` for the newest.
    private static let running: [Int]? = {
        guard let text = ProcessInfo.processInfo.environment["HARNESS_IOS_VERSION"],
            !text.isEmpty
        else { return nil }
        return text.split(separator: ".").map { Int($0) ?? 0 }
    }()

    /// Whether the run's iOS version is at least `version`, compared part by part.
    private static func runs(atLeast version: [Int]) -> Bool {
        guard let running else { return true }
        for index in 0..<max(running.count, version.count) {
            let have = index < running.count ? running[index] : 0
            let need = index < version.count ? version[index] : 0
            if have != need { return have > need }
        }
        return true
    }
}

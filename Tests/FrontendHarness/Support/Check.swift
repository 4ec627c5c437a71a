// A tiny test runner shared by the front-end harness suites (compiled into each one).
//
//     check("a tap selects") {
//         expectEqual(control.selectedIndex, 1)
//     }
//     finish("UIKit")  // prints "harness UIKit: N passed, M failed" and exits
//
// A check passes when none of its expectations fail. Failures print the check's name, the
// message and the file and line of the expectation.

import Foundation

@MainActor private var passedChecks = 0
@MainActor private var failedChecks = 0
@MainActor private var currentFailures: [String] = []
@MainActor private var currentName: String?

/// The major iOS version this run answers the front-ends' availability checks as (their seam,
/// Tests/FrontendHarness/Seams/OSAvailability.swift): HARNESS_IOS_VERSION, which
/// Scripts/frontend-harness.sh sets to 16.0 for its iOS 16 run; `nil` (the newest OS) when
/// unset.
let harnessIOSMajor: Int? = ProcessInfo.processInfo.environment["HARNESS_IOS_VERSION"]
    .flatMap { $0.split(separator: ".").first.flatMap { Int($0) } }

/// Whether this run answers `#available(iOS major, *)` with true.
func harnessRunsAtLeastIOS(_ major: Int) -> Bool { harnessIOSMajor.map { $0 >= major } ?? true }

/// Runs one named check. With `minimumIOS`, a check of behaviour that exists only from that
/// iOS version on (an API with no iOS 16 counterpart) is skipped in a run that answers as an
/// older version, and says so (`SKIP ...`); it is neither passed nor failed. With
/// `maximumIOS`, a check of an older version's fallback is skipped, the same way, in a run
/// that answers as a newer version (the newest OS included).
@MainActor
func check(
    _ name: String, minimumIOS: Int? = nil, maximumIOS: Int? = nil, _ body: () throws -> Void
) {
    if let minimumIOS, !harnessRunsAtLeastIOS(minimumIOS) {
        print(
            "SKIP \(name) (iOS \(minimumIOS) API; this run answers as iOS \(harnessIOSMajor ?? 0))")
        return
    }
    if let maximumIOS, harnessRunsAtLeastIOS(maximumIOS + 1) {
        let running = harnessIOSMajor.map { "iOS \($0)" } ?? "the newest iOS"
        print("SKIP \(name) (iOS \(maximumIOS) and earlier; this run answers as \(running))")
        return
    }
    currentName = name
    currentFailures = []
    do {
        try body()
    } catch {
        currentFailures.append("threw \(error)")
    }
    if currentFailures.isEmpty {
        passedChecks += 1
        print("PASS \(name)")
    } else {
        failedChecks += 1
        print("FAIL \(name)")
        for failure in currentFailures { print("     \(failure)") }
    }
    currentName = nil
}

/// Records a failure in the running check.
@MainActor
func fail(_ message: String, file: StaticString = #filePath, line: UInt = #line) {
    let location = "\(String(describing: file).split(separator: "/").last ?? ""):\(line)"
    currentFailures.append("\(location): \(message)")
    if currentName == nil { print("FAIL (outside a check) \(location): \(message)") }
}

/// Expects a condition to hold.
@MainActor
func expect(
    _ condition: Bool, _ message: @autoclosure () -> String = "expectation failed",
    file: StaticString = #filePath, line: UInt = #line
) {
    if !condition { fail(message(), file: file, line: line) }
}

/// Expects two values to be equal.
@MainActor
func expectEqual<T: Equatable>(
    _ actual: T, _ expected: T, _ message: @autoclosure () -> String = "",
    file: StaticString = #filePath, line: UInt = #line
) {
    if actual != expected {
        let note = message()
        fail(
            "expected \(expected), got \(actual)\(note.isEmpty ? "" : " (\(note))")",
            file: file, line: line)
    }
}

/// Expects two numbers to be within a tolerance of each other.
@MainActor
func expectClose(
    _ actual: Double, _ expected: Double, tolerance: Double = 1e-6,
    _ message: @autoclosure () -> String = "", file: StaticString = #filePath, line: UInt = #line
) {
    if !(abs(actual - expected) <= tolerance) {
        let note = message()
        fail(
            "expected \(expected) ± \(tolerance), got \(actual)\(note.isEmpty ? "" : " (\(note))")",
            file: file, line: line)
    }
}

/// Expects two rectangles to be equal within a tolerance on every edge.
@MainActor
func expectClose(
    _ actual: CGRect, _ expected: CGRect, tolerance: Double = 1e-6,
    _ message: @autoclosure () -> String = "", file: StaticString = #filePath, line: UInt = #line
) {
    let pairs: [(CGFloat, CGFloat)] = [
        (actual.origin.x, expected.origin.x), (actual.origin.y, expected.origin.y),
        (actual.size.width, expected.size.width), (actual.size.height, expected.size.height),
    ]
    if !pairs.allSatisfy({ abs(Double($0 - $1)) <= tolerance }) {
        let note = message()
        fail(
            "expected \(expected) ± \(tolerance), got \(actual)\(note.isEmpty ? "" : " (\(note))")",
            file: file, line: line)
    }
}

/// Prints the summary line, `harness <suite>: N passed, M failed`, and exits with 1 when a
/// check failed.
@MainActor
func finish(_ suite: String) -> Never {
    print("harness \(suite): \(passedChecks) passed, \(failedChecks) failed")
    exit(failedChecks == 0 ? 0 : 1)
}

import Foundation
import Testing

/// Compares text with a reference file in `__Snapshots__` next to the calling test file.
/// With `SNAPSHOT_RECORD=1` in the environment (refused, failing the test, under `CI=true`),
/// or when the reference does not exist yet,
/// the reference is (re)written and the test fails so the new file gets reviewed.
public func assertSnapshot(
    _ actual: String, named name: String, extension fileExtension: String = "svg",
    filePath: StaticString = #filePath, sourceLocation: SourceLocation = #_sourceLocation
) {
    let testFile = URL(fileURLWithPath: "\(filePath)")
    let directory = testFile.deletingLastPathComponent().appendingPathComponent("__Snapshots__")
    let reference = directory.appendingPathComponent("\(name).\(fileExtension)")
    let mode = snapshotRecordingMode(environment: ProcessInfo.processInfo.environment)
    if let refusal = mode.refusal { Issue.record("\(refusal)", sourceLocation: sourceLocation) }
    let recording = mode.isRecording
    let expected = try? String(contentsOf: reference, encoding: .utf8)
    if recording || expected == nil {
        do {
            try FileManager.default.createDirectory(
                at: directory, withIntermediateDirectories: true)
            try actual.write(to: reference, atomically: true, encoding: .utf8)
        } catch {
            Issue.record(
                "could not record \(reference.path): \(error)", sourceLocation: sourceLocation)
            return
        }
        if !recording {
            Issue.record(
                "recorded a new snapshot at \(reference.path); review it and run again",
                sourceLocation: sourceLocation)
        }
        return
    }
    guard let expected, expected != actual else { return }
    let diff = lineDiff(expected: expected, actual: actual)
    Issue.record(
        "snapshot \(name) differs (run with SNAPSHOT_RECORD=1 to accept):\n\(diff)",
        sourceLocation: sourceLocation)
}

/// Whether snapshot references are to be re-recorded, from the environment: `SNAPSHOT_RECORD=1`
/// records, except under `CI=true` (or `CI=1`), where any `SNAPSHOT_RECORD` is refused — the
/// second value is then the reason, for the test to fail with — so CI can never accept a
/// snapshot by re-recording it.
public func snapshotRecordingMode(environment: [String: String]) -> (
    isRecording: Bool, refusal: String?
) {
    let request = environment["SNAPSHOT_RECORD"] ?? ""
    let ci = (environment["CI"] ?? "").lowercased()
    if !request.isEmpty, ci == "true" || ci == "1" {
        return (
            false,
            "SNAPSHOT_RECORD=\(request) is refused because CI=\(environment["CI"] ?? ""): "
                + "record snapshots locally and commit them for review"
        )
    }
    return (request == "1", nil)
}

/// A short, readable diff: the differing lines with their numbers, `-` expected, `+` actual.
public func lineDiff(expected: String, actual: String, limit: Int = 12) -> String {
    let old = expected.split(separator: "\n", omittingEmptySubsequences: false)
    let new = actual.split(separator: "\n", omittingEmptySubsequences: false)
    var lines: [String] = []
    var shown = 0
    for index in 0..<max(old.count, new.count) where shown < limit {
        let left = index < old.count ? String(old[index]) : nil
        let right = index < new.count ? String(new[index]) : nil
        guard left != right else { continue }
        shown += 1
        if let left { lines.append("\(index + 1) - \(left)") }
        if let right { lines.append("\(index + 1) + \(right)") }
    }
    if shown == limit { lines.append("…") }
    return lines.joined(separator: "\n")
}

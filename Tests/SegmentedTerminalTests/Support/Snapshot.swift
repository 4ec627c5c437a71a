import Foundation
import SegmentedTerminal
import Testing

/// Compares text with a reference file in `__Snapshots__` next to the calling test file.
/// A missing reference is written and the test fails once, so new snapshots get reviewed;
/// `SNAPSHOT_RECORD=1` rewrites every reference, except under `CI=true`, where it fails the test.
func assertSnapshot(
    _ text: String, named name: String, filePath: String = #filePath,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    let directory = URL(fileURLWithPath: filePath).deletingLastPathComponent()
        .appendingPathComponent("__Snapshots__")
    let file = directory.appendingPathComponent(name + ".txt")
    let mode = snapshotRecordingMode(environment: ProcessInfo.processInfo.environment)
    if let refusal = mode.refusal { Issue.record("\(refusal)", sourceLocation: sourceLocation) }
    let recording = mode.isRecording
    guard !recording, let reference = try? String(contentsOf: file, encoding: .utf8) else {
        do {
            try FileManager.default.createDirectory(
                at: directory, withIntermediateDirectories: true)
            try text.write(to: file, atomically: true, encoding: .utf8)
        } catch {
            Issue.record("could not write \(file.path): \(error)", sourceLocation: sourceLocation)
        }
        if !recording {
            Issue.record(
                "recorded a new snapshot at \(file.path); review it and run again",
                sourceLocation: sourceLocation)
        }
        return
    }
    guard reference != text else { return }
    let expected = reference.split(separator: "\n", omittingEmptySubsequences: false)
    let actual = text.split(separator: "\n", omittingEmptySubsequences: false)
    var diff = ""
    for index in 0..<max(expected.count, actual.count) {
        let old = index < expected.count ? String(expected[index]) : "∅"
        let new = index < actual.count ? String(actual[index]) : "∅"
        if old != new { diff += "line \(index + 1):\n  - \(old)\n  + \(new)\n" }
    }
    Issue.record(
        "snapshot \(name) differs (SNAPSHOT_RECORD=1 re-records):\n\(diff)",
        sourceLocation: sourceLocation)
}

/// Whether snapshot references are to be re-recorded, from the environment: `SNAPSHOT_RECORD=1`
/// records, except under `CI=true` (or `CI=1`), where any `SNAPSHOT_RECORD` is refused — the
/// second value is then the reason, for the test to fail with — so CI can never accept a
/// snapshot by re-recording it.
func snapshotRecordingMode(environment: [String: String]) -> (isRecording: Bool, refusal: String?) {
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

extension CellGrid {
    /// Every row at full width between bars, so widths and trailing blanks show:
    /// `|  Home  Trending |`. A wide character shows once, across its two columns.
    var framedText: String {
        var text = ""
        for row in 0..<rows {
            var line = "|"
            for column in 0..<columns {
                let cell = self[row: row, column: column]
                if !cell.isContinuation { line.append(cell.character) }
            }
            text += line + "|\n"
        }
        return text
    }
}

/// Terminal output made readable: ESC shown as `␛`, and a line break before each cursor move.
func readableEscapes(_ output: String) -> String {
    var result = ""
    for (index, part) in output.components(separatedBy: "\u{1B}[").enumerated() {
        guard index > 0 else {
            result += part
            continue
        }
        let parameters = part.prefix { $0.isNumber || $0 == ";" }
        let isCursorMove = !parameters.isEmpty && part.dropFirst(parameters.count).first == "H"
        if isCursorMove, !result.isEmpty { result += "\n" }
        result += "␛[" + part
    }
    return result + "\n"
}

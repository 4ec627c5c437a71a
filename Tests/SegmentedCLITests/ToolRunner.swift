import Foundation

/// Runs the built `segmented` executable and captures what it printed.
struct ToolResult {
    var status: Int32
    var standardOutput: String
    var standardError: String

    /// The lines printed on standard error.
    var errorLines: [Substring] {
        standardError.split(separator: "\n", omittingEmptySubsequences: true)
    }
}

enum Tool {
    /// The `segmented` binary next to the test bundle (where `swift build` puts both), or in
    /// the package's `.build/debug`; `SEGMENTED_TOOL=/path` runs another build instead (to
    /// check that a test fails on an older tool).
    static let executable: URL? = {
        if let override = ProcessInfo.processInfo.environment["SEGMENTED_TOOL"] {
            return URL(fileURLWithPath: override)
        }
        var candidates: [URL] = []
        if let first = CommandLine.arguments.first {
            var directory = URL(fileURLWithPath: first).deletingLastPathComponent()
            for _ in 0..<4 {
                candidates.append(directory.appendingPathComponent("segmented"))
                directory = directory.deletingLastPathComponent()
            }
        }
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        candidates.append(root.appendingPathComponent(".build/debug/segmented"))
        candidates.append(root.appendingPathComponent(".build/release/segmented"))
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }()

    static func run(_ arguments: [String]) throws -> ToolResult {
        guard let executable else { throw CocoaError(.fileNoSuchFile) }
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        process.standardInput = FileHandle.nullDevice
        try process.run()
        // Read both pipes while the tool runs so a large picture cannot block it.
        let group = DispatchGroup()
        nonisolated(unsafe) var outputData = Data()
        group.enter()
        DispatchQueue.global().async {
            outputData = output.fileHandleForReading.readDataToEndOfFile()
            group.leave()
        }
        let errorData = errors.fileHandleForReading.readDataToEndOfFile()
        group.wait()
        process.waitUntilExit()
        return ToolResult(
            status: process.terminationStatus,
            standardOutput: String(decoding: outputData, as: UTF8.self),
            standardError: String(decoding: errorData, as: UTF8.self))
    }
}

/// A fresh empty directory under the system's temporary directory.
func makeTemporaryDirectory() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
        "segmented-cli-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}

func contents(of directory: URL) -> [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []).sorted()
}

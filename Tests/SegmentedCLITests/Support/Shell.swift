import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// How a process ended and what it printed.
struct ShellResult {
    /// The exit status, or 128 + the signal that ended the process (as a shell reports it).
    var status: Int32
    var standardOutput: [UInt8]
    var standardError: String

    var output: String { String(decoding: standardOutput, as: UTF8.self) }
    var errorLines: [Substring] {
        standardError.split(separator: "\n", omittingEmptySubsequences: true)
    }
}

/// Runs `sh -c SCRIPT` (or any program) as a shell would start it: default signal handlers,
/// nothing blocked (the test runner blocks some signals, and a child inherits that), with
/// `$SEGMENTED` naming the tool and `$DIR` the directory a script starts in.
enum Shell {
    /// Runs a shell script; `$SEGMENTED` is the tool, `$1`… are `arguments`.
    static func run(
        _ script: String, in directory: URL, environment: [String: String] = [:]
    ) throws -> ShellResult {
        let process = try start(
            ["/bin/sh", "-c", "cd \"$DIR\" || exit 99\n" + script, "sh"], in: directory,
            environment: environment)
        return process.wait()
    }

    /// A started process whose output goes to files until ``Started/wait()``.
    struct Started {
        var pid: pid_t
        var outputFile: String
        var errorFile: String

        func wait() -> ShellResult {
            var status: Int32 = 0
            while waitpid(pid, &status, 0) < 0, errno == EINTR {}
            let code = status & 0x7F == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
            let output = FileManager.default.contents(atPath: outputFile) ?? Data()
            let errors = FileManager.default.contents(atPath: errorFile) ?? Data()
            try? FileManager.default.removeItem(atPath: outputFile)
            try? FileManager.default.removeItem(atPath: errorFile)
            return ShellResult(
                status: code, standardOutput: [UInt8](output),
                standardError: String(decoding: errors, as: UTF8.self))
        }
    }

    /// Starts a program in `directory`, standard input from /dev/null.
    static func start(
        _ arguments: [String], in directory: URL, environment: [String: String] = [:]
    ) throws -> Started {
        let tool = try #require(Tool.executable, "the segmented tool is not built").path
        let stamp = UUID().uuidString
        let outputFile = NSTemporaryDirectory() + "/shell-\(stamp).out"
        let errorFile = NSTemporaryDirectory() + "/shell-\(stamp).err"
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(
            &actions, 1, outputFile, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_addopen(
            &actions, 2, errorFile, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var empty = sigset_t()
        sigemptyset(&empty)
        var defaults = sigset_t()
        sigfillset(&defaults)
        posix_spawnattr_setsigmask(&attributes, &empty)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setflags(
            &attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        var variables = ProcessInfo.processInfo.environment
        variables["SEGMENTED"] = tool
        variables["DIR"] = directory.path
        for (key, value) in environment { variables[key] = value }
        let argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        let envp: [UnsafeMutablePointer<CChar>?] =
            variables.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { for pointer in argv + envp { free(pointer) } }
        var pid: pid_t = 0
        let result = posix_spawn(&pid, arguments[0], &actions, &attributes, argv, envp)
        guard result == 0 else { throw POSIXError(POSIXErrorCode(rawValue: result) ?? .EIO) }
        return Started(pid: pid, outputFile: outputFile, errorFile: errorFile)
    }
}

/// Shell quoting for one word.
func quoted(_ text: String) -> String {
    "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
}

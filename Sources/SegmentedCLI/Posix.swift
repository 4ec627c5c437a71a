import SegmentedTerminal

// What differs between the C libraries, written once for the tool: the module, and the name
// of `struct sigaction`'s handler field (a union member in both).
#if canImport(Glibc)
    import Glibc

    extension sigaction {
        fileprivate var handler: Posix.SignalHandler? {
            get { __sigaction_handler.sa_handler }
            set { __sigaction_handler.sa_handler = newValue }
        }
    }
#elseif canImport(Darwin)
    import Darwin

    extension sigaction {
        fileprivate var handler: Posix.SignalHandler? {
            get { __sigaction_u.__sa_handler }
            set { __sigaction_u.__sa_handler = newValue }
        }
    }
#endif

/// The tool's system calls that differ between systems (signal handlers, the atomic directory
/// exchange) and the path and signal helpers its file code shares, in one place. Paths are
/// byte arrays (what `argv` held), never re-encoded.
enum Posix {
    /// Writes all of `bytes`, retrying after interruptions; the `errno` of a failure, or nil.
    static func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> Int32? {
        bytes.withUnsafeBytes { TerminalPlatform.writeAll($0, to: descriptor) }
    }

    /// The system's lowercased description of an `errno` value.
    static func describe(_ code: Int32) -> String {
        guard let message = strerror(code) else { return "error \(code)" }
        return String(cString: message).lowercased()
    }

    /// Ends the process as the signal's default action would (SIGPIPE: quietly).
    static func endBySignal(_ signalNumber: Int32) -> Never {
        TemporaryFiles.removeAll()
        signal(signalNumber, SIG_DFL)
        var set = sigset_t()
        sigemptyset(&set)
        sigaddset(&set, signalNumber)
        pthread_sigmask(SIG_UNBLOCK, &set, nil)
        raise(signalNumber)
        exit(128 + signalNumber)
    }

    /// A path as text for people (bytes that are not UTF-8 shown as U+FFFD).
    static func display(_ path: [UInt8]) -> String {
        String(decoding: path, as: UTF8.self)
    }

    /// Calls `body` with the path as a NUL-terminated C string.
    static func withPath<Result>(
        _ path: [UInt8], _ body: (UnsafePointer<CChar>) -> Result
    ) -> Result {
        (path + [0]).withUnsafeBytes { buffer in
            body(buffer.baseAddress!.assumingMemoryBound(to: CChar.self))
        }
    }

    /// `lstat` or `stat`; the `errno` on failure.
    static func status(of path: [UInt8], followingLinks: Bool) -> Result<stat, Errno> {
        var info = stat()
        let result = withPath(path) { followingLinks ? stat($0, &info) : lstat($0, &info) }
        return result == 0 ? .success(info) : .failure(Errno(errno))
    }

    /// The absolute path without symbolic links, `.` or `..` of something that exists.
    static func canonicalPath(_ path: [UInt8]) -> [UInt8]? {
        guard let resolved = withPath(path, { realpath($0, nil) }) else { return nil }
        defer { free(resolved) }
        return Array(UnsafeRawBufferPointer(start: resolved, count: strlen(resolved)))
    }

    /// The file type bits of a mode.
    static func type(_ info: stat) -> mode_t { info.st_mode & mode_t(S_IFMT) }

    /// The directory part of a path (`.` when there is none), as `dirname` gives it.
    static func directory(of path: [UInt8]) -> [UInt8] {
        var end = path.count
        while end > 1, path[end - 1] == UInt8(ascii: "/") { end -= 1 }
        guard let slash = path[..<end].lastIndex(of: UInt8(ascii: "/")) else {
            return Array(".".utf8)
        }
        var cut = slash
        while cut > 0, path[cut - 1] == UInt8(ascii: "/") { cut -= 1 }
        return cut == 0 ? [UInt8(ascii: "/")] : Array(path[..<cut])
    }

    /// The last component of a path, without trailing slashes.
    static func lastComponent(of path: [UInt8]) -> [UInt8] {
        var end = path.count
        while end > 1, path[end - 1] == UInt8(ascii: "/") { end -= 1 }
        let start = path[..<end].lastIndex(of: UInt8(ascii: "/")).map { $0 + 1 } ?? 0
        return Array(path[start..<end])
    }

    /// `directory/name`.
    static func join(_ directory: [UInt8], _ name: [UInt8]) -> [UInt8] {
        directory.last == UInt8(ascii: "/")
            ? directory + name : directory + [UInt8(ascii: "/")] + name
    }

    /// A name for a temporary sibling of `name`: hidden, marked with the process id and a
    /// serial number, short enough for any file system (255 bytes).
    static func temporaryName(for name: [UInt8], suffix: String) -> [UInt8] {
        serial += 1
        let tail = Array(".segmented-\(getpid())-\(serial).\(suffix)".utf8)
        return [UInt8(ascii: ".")] + name.prefix(200) + tail
    }

    nonisolated(unsafe) private static var serial = 0

    /// Runs `body` with SIGINT, SIGTERM, SIGHUP and SIGXFSZ held back, so that bookkeeping
    /// and the file system change it describes happen together.
    static func withSignalsBlocked<Result>(_ body: () throws -> Result) rethrows -> Result {
        var set = sigset_t()
        var previous = sigset_t()
        sigemptyset(&set)
        for signalNumber in TemporaryFiles.signals { sigaddset(&set, signalNumber) }
        pthread_sigmask(SIG_BLOCK, &set, &previous)
        defer { pthread_sigmask(SIG_SETMASK, &previous, nil) }
        return try body()
    }

    /// Exchanges two directories atomically where the system can (`renameat2` with
    /// `RENAME_EXCHANGE`, Linux 3.15 and later); `false` where it cannot, changing nothing.
    static func exchange(_ first: [UInt8], _ second: [UInt8]) -> Bool {
        #if os(Linux)
            typealias RenameAt2 =
                @convention(c) (
                    Int32, UnsafePointer<CChar>, Int32, UnsafePointer<CChar>, UInt32
                ) -> Int32
            guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "renameat2") else {
                return false
            }
            let renameat2 = unsafeBitCast(symbol, to: RenameAt2.self)
            let exchangeFlag: UInt32 = 1 << 1  // RENAME_EXCHANGE in <linux/fs.h>
            return withPath(first) { from in
                withPath(second) { renameat2(AT_FDCWD, from, AT_FDCWD, $0, exchangeFlag) }
            } == 0
        #else
            return false
        #endif
    }
}

// MARK: - Signal handlers

extension Posix {
    /// A signal handler as `sigaction` takes it.
    typealias SignalHandler = @convention(c) (Int32) -> Void

    /// Whether a signal is ignored (as `nohup` leaves SIGHUP for the command it starts).
    static func isIgnored(_ signalNumber: Int32) -> Bool {
        var current = sigaction()
        sigaction(signalNumber, nil, &current)
        return unsafeBitCast(current.handler, to: Int.self) == unsafeBitCast(SIG_IGN, to: Int.self)
    }

    /// Installs `handler` for a signal, with `blocked` held back while it runs; no flags, so
    /// a call the signal interrupts fails with `EINTR` rather than restarting.
    static func installHandler(
        _ handler: SignalHandler, for signalNumber: Int32, blocking blocked: [Int32]
    ) {
        var action = sigaction()
        action.handler = handler
        sigemptyset(&action.sa_mask)
        for other in blocked { sigaddset(&action.sa_mask, other) }
        action.sa_flags = 0
        sigaction(signalNumber, &action, nil)
    }

    /// Puts back the signal's default action. Async-signal-safe (`sigaction` only), for a
    /// handler that then raises the signal again.
    static func restoreDefaultHandler(for signalNumber: Int32) {
        var action = sigaction()
        action.handler = SIG_DFL
        sigemptyset(&action.sa_mask)
        sigaction(signalNumber, &action, nil)
    }
}

/// An `errno` value as an error.
struct Errno: Error, Equatable {
    var code: Int32
    init(_ code: Int32) { self.code = code }
    var description: String { Posix.describe(code) }
}

/// Temporary files and directories the tool has created and not yet renamed into place.
///
/// A signal that ends the process (SIGINT, SIGTERM, SIGHUP, SIGXFSZ) removes them before the
/// process ends by that signal: the handler only calls `unlink`, `rmdir`, `sigaction` and
/// `raise`, which are async-signal-safe, on C strings prepared before registration. Every
/// change to the list happens with those signals blocked, so the handler never sees it half
/// made. Signals ignored when the tool started (as `nohup` does) stay ignored.
enum TemporaryFiles {
    static let signals: [Int32] = [SIGINT, SIGTERM, SIGHUP, SIGXFSZ]

    /// The most entries at a time (a gallery needs its files, its directory and the
    /// directories created above it).
    static let capacity = 4_096

    nonisolated(unsafe) fileprivate static var paths = UnsafeMutablePointer<
        UnsafeMutablePointer<CChar>?
    >.allocate(capacity: capacity)
    nonisolated(unsafe) fileprivate static var isDirectory = UnsafeMutablePointer<Bool>.allocate(
        capacity: capacity)
    nonisolated(unsafe) fileprivate static var count = 0
    nonisolated(unsafe) private static var handlersInstalled = false

    /// Records a path to remove if the process is interrupted; returns its slot. Call inside
    /// ``Posix/withSignalsBlocked(_:)`` together with the call that creates it.
    @discardableResult
    static func register(_ path: [UInt8], isDirectory directory: Bool) -> Bool {
        installHandlers()
        guard count < capacity else { return false }
        let copy = UnsafeMutablePointer<CChar>.allocate(capacity: path.count + 1)
        for (index, byte) in path.enumerated() { copy[index] = CChar(bitPattern: byte) }
        copy[path.count] = 0
        paths[count] = copy
        isDirectory[count] = directory
        count += 1
        return true
    }

    /// Forgets a path (it was renamed into place or removed).
    static func forget(_ path: [UInt8]) {
        Posix.withSignalsBlocked {
            let target = path + [0]
            for slot in stride(from: count - 1, through: 0, by: -1) {
                guard let stored = paths[slot] else { continue }
                if strlen(stored) == path.count,
                    target.withUnsafeBytes({ memcmp(stored, $0.baseAddress!, path.count) }) == 0
                {
                    stored.deallocate()
                    for next in slot..<(count - 1) {
                        paths[next] = paths[next + 1]
                        isDirectory[next] = isDirectory[next + 1]
                    }
                    count -= 1
                    return
                }
            }
        }
    }

    /// Forgets every recorded path (all were renamed into place). Call with signals blocked.
    static func forgetAll() {
        for slot in 0..<count { paths[slot]?.deallocate() }
        count = 0
    }

    /// Removes every recorded path, newest first, and forgets them.
    static func removeAll() {
        Posix.withSignalsBlocked {
            removeRecorded()
            for slot in 0..<count { paths[slot]?.deallocate() }
            count = 0
        }
    }

    private static func installHandlers() {
        guard !handlersInstalled else { return }
        handlersInstalled = true
        for signalNumber in signals where !Posix.isIgnored(signalNumber) {
            Posix.installHandler(removeAndResignal, for: signalNumber, blocking: signals)
        }
    }

    /// Unlinks files and removes directories, newest first; safe in a signal handler.
    fileprivate static func removeRecorded() {
        var slot = count - 1
        while slot >= 0 {
            if let path = paths[slot] {
                if isDirectory[slot] { rmdir(path) } else { unlink(path) }
            }
            slot -= 1
        }
    }
}

/// Removes the temporary paths, then lets the signal do what it would have done.
private func removeAndResignal(_ signalNumber: Int32) {
    TemporaryFiles.removeRecorded()
    Posix.restoreDefaultHandler(for: signalNumber)
    raise(signalNumber)
}

/// Switches for the tool's own tests, read from the environment.
enum TestHooks {
    /// `SEGMENTED_TEST_STOP_AFTER_TEMPORARY=1`: `render --output` stops itself (SIGSTOP) right
    /// after creating its temporary file, so a test can send a signal at exactly that point.
    static let stopsAfterCreatingTemporaryFile =
        getenv("SEGMENTED_TEST_STOP_AFTER_TEMPORARY").map { String(cString: $0) == "1" } ?? false
}

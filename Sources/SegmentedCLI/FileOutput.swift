#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// How `--output FILE` writes, by what FILE is:
///
/// | FILE | what happens |
/// |---|---|
/// | missing | created through a temporary sibling and a rename (complete or absent) |
/// | a regular file with one link | replaced atomically through a temporary sibling, keeping its mode and, where permitted, its owner and group |
/// | a regular file with more than one hard link | written in place (truncated, then written), so every link sees the new picture; not atomic |
/// | a device, FIFO or socket | opened and written into, never replaced |
/// | `/dev/stdout`, `/dev/fd/N`, `/proc/self/fd/N` | written to that open descriptor of this process (a pipe stays a pipe, `>>` keeps appending) |
/// | a regular file in a directory this user cannot write | written in place, if the file itself is writable |
/// | a symbolic link | followed to its target, which is then treated as above |
/// | a directory | refused |
///
/// A temporary file is removed on any failure and when SIGINT, SIGTERM, SIGHUP or SIGXFSZ ends
/// the process (``TemporaryFiles``).
enum FileOutput {
    /// The most symbolic links followed, as the system's own limit (40 on Linux).
    static let maximumLinks = 40

    /// Writes `bytes` to `path` as the table above says.
    static func write(_ bytes: [UInt8], to path: [UInt8]) throws(CLIError) {
        let shown = Posix.display(path)
        let (target, throughProc) = try resolve(path)
        if let descriptor = openDescriptor(named: target) {
            // This process's own descriptor (`/dev/stdout` → `/proc/self/fd/1`): write to it as
            // it is, so a pipe stays a pipe and `>>` keeps appending.
            if let failure = Posix.writeAll(bytes, to: descriptor) {
                if failure == EPIPE { Posix.endBySignal(SIGPIPE) }
                throw CLIError("cannot write '\(shown)': \(Posix.describe(failure))")
            }
            return
        }
        switch Posix.status(of: target, followingLinks: true) {
        case .failure(let error) where error.code == ENOENT:
            try replace(target, with: bytes, keeping: nil, shown: shown)
        case .failure(let error):
            throw CLIError("cannot write '\(shown)': \(error.description)")
        case .success(let info):
            let type = Posix.type(info)
            if type == mode_t(S_IFDIR) {
                throw CLIError("cannot write '\(shown)': it is a directory")
            }
            if type != mode_t(S_IFREG) || throughProc || info.st_nlink > 1 {
                let truncating = type == mode_t(S_IFREG) && !throughProc
                try writeInto(target, bytes, truncating: truncating, shown: shown)
            } else {
                try replace(target, with: bytes, keeping: info, shown: shown)
            }
        }
    }

    /// Follows symbolic links to the path that names the file itself. A chain that enters
    /// `/proc` (`/dev/stdout` → `/proc/self/fd/1`), or reaches `/dev/fd/N`, stops there: those
    /// links name open files, not paths, and the caller writes into them.
    static func resolve(_ path: [UInt8]) throws(CLIError) -> (path: [UInt8], throughProc: Bool) {
        var current = path
        for _ in 0...maximumLinks {
            if current.starts(with: Array("/proc/".utf8)) || openDescriptor(named: current) != nil {
                return (current, true)
            }
            guard case .success(let info) = Posix.status(of: current, followingLinks: false),
                Posix.type(info) == mode_t(S_IFLNK)
            else { return (current, false) }
            var buffer = [UInt8](repeating: 0, count: Int(PATH_MAX) + 1)
            let length = Posix.withPath(current) { name in
                buffer.withUnsafeMutableBytes {
                    readlink(name, $0.baseAddress!.assumingMemoryBound(to: CChar.self), $0.count)
                }
            }
            guard length > 0 else {
                throw CLIError(
                    "cannot write '\(Posix.display(path))': \(Posix.describe(errno))")
            }
            let link = Array(buffer[..<length])
            current =
                link.first == UInt8(ascii: "/")
                ? link : Posix.join(Posix.directory(of: current), link)
        }
        throw CLIError("cannot write '\(Posix.display(path))': \(Posix.describe(ELOOP))")
    }

    /// The descriptor a path names when it is `/proc/self/fd/N` or `/dev/fd/N` and open here.
    static func openDescriptor(named path: [UInt8]) -> Int32? {
        for prefix in ["/proc/self/fd/", "/dev/fd/"] where path.starts(with: Array(prefix.utf8)) {
            let digits = path.dropFirst(prefix.utf8.count)
            guard !digits.isEmpty, digits.count < 10,
                digits.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }),
                let number = Int32(String(decoding: digits, as: UTF8.self)),
                fcntl(number, F_GETFD) >= 0
            else { return nil }
            return number
        }
        return nil
    }

    /// Opens an existing file, device or FIFO and writes into it.
    private static func writeInto(
        _ path: [UInt8], _ bytes: [UInt8], truncating: Bool, shown: String
    ) throws(CLIError) {
        let flags = O_WRONLY | O_CLOEXEC | O_NOCTTY | (truncating ? O_TRUNC : 0)
        let descriptor = Posix.withPath(path) { open($0, flags) }
        guard descriptor >= 0 else {
            throw CLIError("cannot write '\(shown)': \(Posix.describe(errno))")
        }
        if let failure = Posix.writeAll(bytes, to: descriptor) {
            close(descriptor)
            if failure == EPIPE { Posix.endBySignal(SIGPIPE) }
            throw CLIError("cannot write '\(shown)': \(Posix.describe(failure))")
        }
        guard close(descriptor) == 0 else {
            throw CLIError("cannot write '\(shown)': \(Posix.describe(errno))")
        }
    }

    /// Writes a temporary sibling, gives it the old file's mode and owner, and renames it
    /// over the old file.
    private static func replace(
        _ path: [UInt8], with bytes: [UInt8], keeping old: stat?, shown: String
    ) throws(CLIError) {
        let directory = Posix.directory(of: path)
        let temporary = Posix.join(
            directory, Posix.temporaryName(for: Posix.lastComponent(of: path), suffix: "tmp"))
        let descriptor = Posix.withSignalsBlocked {
            let descriptor = Posix.withPath(temporary) {
                open($0, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, old == nil ? 0o666 : 0o600)
            }
            if descriptor >= 0 { TemporaryFiles.register(temporary, isDirectory: false) }
            return descriptor
        }
        if descriptor >= 0, TestHooks.stopsAfterCreatingTemporaryFile { raise(SIGSTOP) }
        guard descriptor >= 0 else {
            let reason = errno
            if old != nil, reason == EACCES || reason == EPERM {
                // The directory is not writable but the file may be: write into it in place.
                try writeInto(path, bytes, truncating: true, shown: shown)
                return
            }
            if reason == ENOENT || reason == ENOTDIR {
                throw CLIError(
                    "cannot write '\(shown)': directory '\(Posix.display(directory))' does not exist"
                )
            }
            throw CLIError("cannot write '\(shown)': \(Posix.describe(reason))")
        }
        func fail(_ code: Int32) -> CLIError {
            close(descriptor)
            Posix.withPath(temporary) { _ = unlink($0) }
            TemporaryFiles.forget(temporary)
            return CLIError("cannot write '\(shown)': \(Posix.describe(code))")
        }
        if let old {
            // The owner first: changing it clears set-user-ID bits that the mode then restores.
            if fchown(descriptor, old.st_uid, old.st_gid) != 0 {
                _ = fchown(descriptor, uid_t.max, old.st_gid)
            }
            guard fchmod(descriptor, old.st_mode & 0o7777) == 0 else { throw fail(errno) }
        }
        if let failure = Posix.writeAll(bytes, to: descriptor) { throw fail(failure) }
        if fsync(descriptor) != 0, errno != EINVAL, errno != EROFS { throw fail(errno) }
        guard close(descriptor) == 0 else {
            let reason = errno
            Posix.withPath(temporary) { _ = unlink($0) }
            TemporaryFiles.forget(temporary)
            throw CLIError("cannot write '\(shown)': \(Posix.describe(reason))")
        }
        let renamed = Posix.withPath(temporary) { from in Posix.withPath(path) { rename(from, $0) }
        }
        guard renamed == 0 else {
            let reason = errno
            Posix.withPath(temporary) { _ = unlink($0) }
            TemporaryFiles.forget(temporary)
            throw CLIError("cannot write '\(shown)': \(Posix.describe(reason))")
        }
        TemporaryFiles.forget(temporary)
    }
}

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writes the gallery all or nothing: every file goes into a fresh sibling directory, which is
/// then swapped in for the old gallery with one rename (an atomic exchange where the system
/// has one, `renameat2(RENAME_EXCHANGE)` on Linux; otherwise two renames with signals held
/// back). A failure at any point, or SIGINT, SIGTERM, SIGHUP or SIGXFSZ, removes the sibling
/// and every directory the run created above it, and leaves the old gallery untouched.
///
/// Files already in the gallery directory that the gallery does not write are kept: regular
/// files by a hard link (or a copy) into the new directory, symbolic links re-created. Any
/// other entry (a subdirectory, a FIFO, also under a gallery file's name) makes the run refuse
/// before it writes anything, since it could not be carried over, nor removed, atomically. The
/// directory's mode is kept.
enum GalleryWriter {
    /// Writes `files` (name and contents) as the directory `path`.
    static func write(_ files: [(name: String, contents: [UInt8])], into path: [UInt8])
        throws(CLIError)
    {
        let shown = Posix.display(path)
        // An existing directory by its canonical path, so that `.` or `..` can be swapped too.
        let resolved = try FileOutput.resolve(path).path
        let target = Posix.canonicalPath(resolved) ?? resolved
        let names = Set(files.map { Array($0.name.utf8) })
        var keep: [[UInt8]] = []
        var old: stat?
        var missing: [[UInt8]] = []
        switch Posix.status(of: target, followingLinks: true) {
        case .success(let info):
            guard Posix.type(info) == mode_t(S_IFDIR) else {
                throw CLIError("cannot write to '\(shown)': it is not a directory")
            }
            old = info
            for name in try entries(of: target, shown: shown) {
                let entry = Posix.join(target, name)
                guard case .success(let entryInfo) = Posix.status(of: entry, followingLinks: false),
                    [mode_t(S_IFREG), mode_t(S_IFLNK)].contains(Posix.type(entryInfo))
                else {
                    throw CLIError(
                        "cannot replace '\(shown)': it holds '\(Posix.display(name))', which is not "
                            + "a file the gallery can carry over; move it away first")
                }
                if !names.contains(name) { keep.append(name) }
            }
        case .failure(let error) where error.code == ENOENT:
            missing = try missingDirectories(above: target, shown: shown)
        case .failure(let error):
            throw CLIError("cannot write to '\(shown)': \(error.description)")
        }

        do throws(CLIError) {
            for directory in missing.reversed() {
                try makeDirectory(directory, mode: 0o777, shown: shown)
            }
            let staging = Posix.join(
                Posix.directory(of: target),
                Posix.temporaryName(for: Posix.lastComponent(of: target), suffix: "new"))
            try makeDirectory(staging, mode: 0o700, shown: shown)
            for file in files {
                try writeFile(
                    Posix.join(staging, Array(file.name.utf8)), file.contents, shown: shown)
            }
            for name in keep {
                try carry(Posix.join(target, name), to: Posix.join(staging, name), shown: shown)
            }
            let mode = old.map { $0.st_mode & 0o7777 } ?? (0o777 & ~currentUmask())
            guard Posix.withPath(staging, { chmod($0, mode) }) == 0 else {
                throw CLIError("cannot write to '\(shown)': \(Posix.describe(errno))")
            }
            try swap(staging, into: target, replacing: old != nil, shown: shown)
        } catch {
            TemporaryFiles.removeAll()
            throw error
        }
    }

    /// The directories above `path` (not itself) that do not exist, nearest first.
    private static func missingDirectories(above path: [UInt8], shown: String) throws(CLIError)
        -> [[UInt8]]
    {
        var missing: [[UInt8]] = []
        var current = Posix.directory(of: path)
        while true {
            switch Posix.status(of: current, followingLinks: true) {
            case .success(let info):
                guard Posix.type(info) == mode_t(S_IFDIR) else {
                    throw CLIError(
                        "cannot create '\(shown)': '\(Posix.display(current))' is not a directory")
                }
                return missing
            case .failure(let error)
            where error.code == ENOENT && Posix.directory(of: current) != current:
                missing.append(current)
                current = Posix.directory(of: current)
            case .failure(let error):
                throw CLIError("cannot create '\(shown)': \(error.description)")
            }
        }
    }

    private static func makeDirectory(_ path: [UInt8], mode: mode_t, shown: String)
        throws(CLIError)
    {
        let made = Posix.withSignalsBlocked {
            let result = Posix.withPath(path) { mkdir($0, mode) }
            if result == 0 { TemporaryFiles.register(path, isDirectory: true) }
            return result == 0 ? nil : errno
        }
        if let made {
            throw CLIError("cannot create '\(shown)': \(Posix.describe(made))")
        }
    }

    private static func writeFile(_ path: [UInt8], _ bytes: [UInt8], shown: String)
        throws(CLIError)
    {
        let descriptor = Posix.withSignalsBlocked {
            let descriptor = Posix.withPath(path) {
                open($0, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
            }
            if descriptor >= 0 { TemporaryFiles.register(path, isDirectory: false) }
            return descriptor
        }
        guard descriptor >= 0 else {
            throw CLIError("cannot write to '\(shown)': \(Posix.describe(errno))")
        }
        var failure = Posix.writeAll(bytes, to: descriptor)
        if failure == nil, close(descriptor) != 0 {
            failure = errno
        } else if failure != nil {
            close(descriptor)
        }
        if let failure {
            let name = Posix.display(Posix.lastComponent(of: path))
            throw CLIError("cannot write '\(shown)/\(name)': \(Posix.describe(failure))")
        }
    }

    /// Puts a file the gallery does not write into the new directory.
    private static func carry(_ source: [UInt8], to destination: [UInt8], shown: String)
        throws(CLIError)
    {
        guard case .success(let info) = Posix.status(of: source, followingLinks: false) else {
            throw CLIError("cannot read '\(Posix.display(source))': \(Posix.describe(errno))")
        }
        if Posix.type(info) == mode_t(S_IFLNK) {
            var buffer = [UInt8](repeating: 0, count: Int(PATH_MAX) + 1)
            let length = Posix.withPath(source) { name in
                buffer.withUnsafeMutableBytes {
                    readlink(name, $0.baseAddress!.assumingMemoryBound(to: CChar.self), $0.count)
                }
            }
            let made = Posix.withSignalsBlocked {
                let result =
                    length < 0
                    ? -1
                    : Posix.withPath(Array(buffer[..<length])) { link in
                        Posix.withPath(destination) { symlink(link, $0) }
                    }
                if result == 0 { TemporaryFiles.register(destination, isDirectory: false) }
                return result == 0
            }
            guard made else {
                throw CLIError("cannot write to '\(shown)': \(Posix.describe(errno))")
            }
            return
        }
        let linked = Posix.withSignalsBlocked {
            let result = Posix.withPath(source) { from in
                Posix.withPath(destination) { link(from, $0) }
            }
            if result == 0 { TemporaryFiles.register(destination, isDirectory: false) }
            return result == 0
        }
        if linked { return }
        // No hard link (a file system without them, or a file owned by someone else under
        // protected hard links): copy it.
        guard let bytes = readFile(source) else {
            throw CLIError("cannot read '\(Posix.display(source))': \(Posix.describe(errno))")
        }
        try writeFile(destination, bytes, shown: shown)
        _ = Posix.withPath(destination) { chmod($0, info.st_mode & 0o7777) }
    }

    /// Swaps the new directory in. Signals are held back from the first rename until the old
    /// gallery is gone and nothing is registered any more.
    private static func swap(
        _ staging: [UInt8], into target: [UInt8], replacing: Bool, shown: String
    )
        throws(CLIError)
    {
        let failure: Int32? = Posix.withSignalsBlocked {
            guard replacing else {
                let renamed = Posix.withPath(staging) { from in
                    Posix.withPath(target) { rename(from, $0) }
                }
                if renamed != 0 { return errno }
                TemporaryFiles.forgetAll()
                return nil
            }
            let previous: [UInt8]
            if Posix.exchange(staging, target) {
                previous = staging
            } else {
                previous = Posix.join(
                    Posix.directory(of: target),
                    Posix.temporaryName(for: Posix.lastComponent(of: target), suffix: "old"))
                let moved = Posix.withPath(target) { from in
                    Posix.withPath(previous) { rename(from, $0) }
                }
                if moved != 0 { return errno }
                let renamed = Posix.withPath(staging) { from in
                    Posix.withPath(target) { rename(from, $0) }
                }
                if renamed != 0 {
                    let reason = errno
                    _ = Posix.withPath(previous) { from in
                        Posix.withPath(target) { rename(from, $0) }
                    }
                    return reason
                }
            }
            TemporaryFiles.forgetAll()
            removeTree(previous)
            return nil
        }
        if let failure {
            throw CLIError("cannot replace '\(shown)': \(Posix.describe(failure))")
        }
    }

    /// Removes a directory of files and symbolic links (the old gallery).
    private static func removeTree(_ directory: [UInt8]) {
        for name in (try? entries(of: directory, shown: "")) ?? [] {
            _ = Posix.withPath(Posix.join(directory, name)) { unlink($0) }
        }
        _ = Posix.withPath(directory) { rmdir($0) }
    }

    /// The names in a directory, without `.` and `..`.
    private static func entries(of directory: [UInt8], shown: String) throws(CLIError) -> [[UInt8]]
    {
        guard let stream = Posix.withPath(directory, { opendir($0) }) else {
            throw CLIError("cannot read '\(shown)': \(Posix.describe(errno))")
        }
        defer { closedir(stream) }
        var names: [[UInt8]] = []
        while let entry = readdir(stream) {
            let name = withUnsafeBytes(of: &entry.pointee.d_name) { raw in
                Array(raw.prefix(while: { $0 != 0 }))
            }
            if name == [UInt8(ascii: ".")] || name == Array("..".utf8) { continue }
            names.append(name)
        }
        return names
    }

    private static func readFile(_ path: [UInt8]) -> [UInt8]? {
        let descriptor = Posix.withPath(path) { open($0, O_RDONLY | O_CLOEXEC) }
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = read(descriptor, &buffer, buffer.count)
            if count < 0, errno == EINTR { continue }
            if count < 0 { return nil }
            if count == 0 { return bytes }
            bytes += buffer[..<count]
        }
    }

    private static func currentUmask() -> mode_t {
        let mask = umask(0o022)
        umask(mask)
        return mask
    }
}

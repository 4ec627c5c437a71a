#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// How running a fontconfig tool went: its output, a failure of the tool itself, or no
/// process at all (the caller then looks for fonts itself).
enum ToolRun: Equatable {
    /// The tool exited 0; its standard output, trimmed.
    case output(String)
    /// The tool ran and failed.
    case failed
    /// No process could be started: no descriptors left (EMFILE), no pipe, no fork.
    case couldNotRun

    /// Runs `executable` with `posix_spawn`, its standard output on a pipe and the other
    /// two on `/dev/null`. Every call is checked, so running out of file descriptors is an
    /// answer (``couldNotRun``), never a trap. The pipe's ends are moved to descriptors 3 and
    /// up, so a closed standard output in this process cannot be confused with the pipe.
    ///
    /// tvOS and watchOS have no `posix_spawn` (their SDKs' `spawn.h` marks it
    /// `__API_UNAVAILABLE(watchos, tvos)`): there every run is ``couldNotRun`` and font lookup
    /// falls back to reading the font directories itself.
    static func run(_ executable: String, arguments: [String]) -> ToolRun {
        #if os(tvOS) || os(watchOS)
            return .couldNotRun
        #else
            return spawn(executable, arguments: arguments)
        #endif
    }

    #if !os(tvOS) && !os(watchOS)
        private static func spawn(_ executable: String, arguments: [String]) -> ToolRun {
            var fds: [Int32] = [-1, -1]
            guard pipe(&fds) == 0 else { return .couldNotRun }
            for index in 0..<2 {
                let moved = fcntl(fds[index], F_DUPFD_CLOEXEC, 3)
                close(fds[index])
                fds[index] = moved
            }
            guard fds[0] >= 0, fds[1] >= 0 else {
                for fd in fds where fd >= 0 { close(fd) }
                return .couldNotRun
            }
            #if canImport(Darwin)
                var actions: posix_spawn_file_actions_t? = nil
            #else
                var actions = posix_spawn_file_actions_t()
            #endif
            posix_spawn_file_actions_init(&actions)
            defer { posix_spawn_file_actions_destroy(&actions) }
            posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
            posix_spawn_file_actions_adddup2(&actions, fds[1], 1)
            posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
            let argv: [UnsafeMutablePointer<CChar>?] =
                ([executable] + arguments).map { strdup($0) } + [nil]
            defer { for pointer in argv { free(pointer) } }
            var pid: pid_t = 0
            let spawned = posix_spawn(&pid, executable, &actions, nil, argv, environ)
            close(fds[1])
            guard spawned == 0 else {
                close(fds[0])
                return .couldNotRun
            }
            var output: [UInt8] = []
            var buffer = [UInt8](repeating: 0, count: 4096)
            while true {
                let count = read(fds[0], &buffer, buffer.count)
                if count < 0, errno == EINTR { continue }
                guard count > 0 else { break }
                output += buffer[0..<count]
            }
            close(fds[0])
            var status: Int32 = 0
            while waitpid(pid, &status, 0) < 0 {
                guard errno == EINTR else { return .failed }
            }
            // Exited normally (low 7 bits 0) with status 0. 127 is the shell's "could not
            // execute", which posix_spawn reports this way when exec fails after the fork.
            let exited = status & 0x7F == 0
            let code = (status >> 8) & 0xFF
            guard exited else { return .failed }
            if code == 127 { return .couldNotRun }
            guard code == 0 else { return .failed }
            let text = String(decoding: output, as: UTF8.self)
            return .output(
                String(
                    text.drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace)
                        .reversed()))
        }
    #endif
}

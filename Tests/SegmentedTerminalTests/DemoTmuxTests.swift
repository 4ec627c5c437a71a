import Foundation
import SegmentedTerminal
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The built `segmented` tool driven in a real terminal: tmux runs it in a detached pane
/// on a private server, sends keys, and reads the screen and the pane's modes back.
@Suite(
    "The live demo in a real terminal (tmux)", .serialized,
    .enabled(if: Tmux.isAvailable, "tmux is not installed"))
struct DemoTmuxTests {
    @Test(
        "an arrow key and a click move the underline under the new label; Ctrl-C restores the terminal"
    )
    func keysAndQuit() throws {
        let tmux = try Tmux()
        defer { tmux.stop() }
        try tmux.startDemo(options: "--colors 256")
        #expect(tmux.waitForUnderline(under: "Home"), "\(tmux.screen())")
        tmux.send(["Right"])
        #expect(tmux.waitForUnderline(under: "Trending"), "\(tmux.screen())")

        // A primary-button press and release at the middle of 熱門, as the terminal reports
        // them; the selection happens on the release.
        if let (row, columns) = tmux.materialLabel("熱門") {
            tmux.send(["-l", "\u{1B}[<0;\(columns.lowerBound + 2);\(row + 1)M"])
            tmux.send(["-l", "\u{1B}[<0;\(columns.lowerBound + 2);\(row + 1)m"])
        }
        #expect(tmux.waitForUnderline(under: "熱門"), "\(tmux.screen())")

        tmux.send(["C-c"])
        #expect(tmux.waitForScreen { $0.contains("demo exited with status 0") }, "\(tmux.screen())")
        tmux.expectRestored()
    }

    @Test(
        "dragging the underline with the mouse moves it before the release; a press dragged below the bar selects nothing"
    )
    func mouseDrag() throws {
        let tmux = try Tmux()
        defer { tmux.stop() }
        try tmux.startDemo(options: "--colors 256")
        #expect(tmux.waitForUnderline(under: "Home"), "\(tmux.screen())")
        let (row, home) = try #require(tmux.materialLabel("Home"), "\(tmux.screen())")
        let trending = try #require(tmux.materialLabel("Trending")?.columns)
        // SGR reports are 1-based: column c + 1 is the 0-based cell c.
        tmux.send(["-l", "\u{1B}[<0;\(home.lowerBound + 2);\(row + 1)M"])
        // Motion with the primary button held (button 32) to Trending's middle, no release.
        tmux.send(["-l", "\u{1B}[<32;\(trending.lowerBound + 4);\(row + 1)M"])
        #expect(
            tmux.waitForBar { bar in
                !bar.isEmpty && bar.allSatisfy { !home.contains($0) }
                    && bar.filter(trending.contains).count * 2 > trending.count
            }, "the underline did not follow the drag: \(tmux.screen())")
        tmux.send(["-l", "\u{1B}[<0;\(trending.lowerBound + 4);\(row + 1)m"])
        #expect(tmux.waitForUnderline(under: "Trending"), "\(tmux.screen())")

        // Press Subscriptions, drag ten rows below the bar, release there: nothing changes.
        let subscriptions = try #require(tmux.materialLabel("Subscriptions")?.columns)
        let column = subscriptions.lowerBound + 3
        tmux.send(["-l", "\u{1B}[<0;\(column);\(row + 1)M"])
        tmux.send(["-l", "\u{1B}[<32;\(column);\(row + 11)M"])
        tmux.send(["-l", "\u{1B}[<0;\(column);\(row + 11)m"])
        // The release has been read once a later key has acted: 's' moves the focus marker.
        tmux.send(["s"])
        #expect(
            tmux.waitForScreen { screen in
                screen.split(separator: "\n").contains { $0.contains("▸ iOS sliding pill") }
            }, "\(tmux.screen())")
        #expect(tmux.waitForUnderline(under: "Trending"), "\(tmux.screen())")
        #expect(!tmux.waitForUnderline(under: "Subscriptions", timeout: 0.5), "\(tmux.screen())")
        tmux.send(["q"])
        #expect(tmux.waitForScreen { $0.contains("demo exited with status 0") }, "\(tmux.screen())")
        tmux.expectRestored()
    }

    @Test("SIGTERM restores the terminal before the process ends")
    func terminate() throws {
        let tmux = try Tmux()
        defer { tmux.stop() }
        try tmux.startDemo()
        #expect(tmux.waitForUnderline(under: "Home"), "\(tmux.screen())")
        let panePID = tmux.run(["display-message", "-p", "-t", tmux.session, "#{pane_pid}"])
        let child = runProgram(["pgrep", "-P", panePID, "segmented"])
        let pid = try #require(Int32(child.split(separator: "\n").first ?? ""))
        kill(pid, SIGTERM)
        #expect(
            tmux.waitForScreen { $0.contains("demo exited with status 143") }, "\(tmux.screen())")
        tmux.expectRestored()
    }
}

/// A private tmux server with one 100 × 40 session.
struct Tmux {
    static var isAvailable: Bool {
        runProgram(["tmux", "-V"]).hasPrefix("tmux")
    }

    let socket = "segmented-test-\(getpid())-\(UUID().uuidString.prefix(8))"
    let session = "demo"
    let tool: String

    init() throws {
        tool = try #require(Self.findTool(), "the segmented tool is not built; run `swift build`")
    }

    /// The `segmented` executable next to the test bundle, or in the package's .build.
    private static func findTool() -> String? {
        if let override = ProcessInfo.processInfo.environment["SEGMENTED_TOOL"] { return override }
        let bundle = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        var candidates = [bundle.deletingLastPathComponent().appendingPathComponent("segmented")]
        var directory = bundle
        for _ in 0..<6 {
            directory = directory.deletingLastPathComponent()
            candidates.append(directory.appendingPathComponent("segmented"))
        }
        let package = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        candidates.append(package.appendingPathComponent(".build/debug/segmented"))
        return candidates.map(\.path).first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    @discardableResult
    func run(_ arguments: [String]) -> String {
        runProgram(["tmux", "-L", socket, "-f", "/dev/null"] + arguments)
            .trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// Starts the demo under a shell that reports how it ended and the terminal's settings.
    func startDemo(options: String = "") throws {
        let script =
            "'\(tool)' demo \(options); echo \"demo exited with status $?\"; stty -a; exec sleep 60"
        run(["new-session", "-d", "-s", session, "-x", "100", "-y", "40", script])
        #expect(
            waitForScreen { $0.contains("Material underline") && $0.contains("q: quit") },
            "the demo did not draw: \(screen())")
    }

    func send(_ keys: [String]) {
        run(["send-keys", "-t", session] + keys)
    }

    func screen() -> [String] {
        run(["capture-pane", "-p", "-t", session]).components(separatedBy: "\n")
    }

    func stop() {
        run(["kill-server"])
    }

    func waitForScreen(timeout: Double = 5, _ condition: (String) -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            if condition(screen().joined(separator: "\n")) { return true }
            usleep(30_000)
        }
        return false
    }

    /// The screen row and columns of a label of the Material control.
    func materialLabel(_ label: String) -> (row: Int, columns: Range<Int>)? {
        let lines = screen()
        guard let heading = lines.firstIndex(where: { $0.contains("Material underline") }),
            heading + 1 < lines.count, let columns = Self.columns(of: label, in: lines[heading + 1])
        else { return nil }
        return (heading + 1, columns)
    }

    /// Waits until the Material bar's columns (the row under the labels) satisfy a condition.
    func waitForBar(timeout: Double = 5, _ condition: @escaping ([Int]) -> Bool) -> Bool {
        waitForScreen(timeout: timeout) { _ in
            let lines = screen()
            guard let heading = lines.firstIndex(where: { $0.contains("Material underline") }),
                heading + 2 < lines.count
            else { return false }
            return condition(Self.barColumns(in: lines[heading + 2]))
        }
    }

    /// Waits until the Material bar (the row under the labels) covers exactly the label.
    func waitForUnderline(under label: String, timeout: Double = 5) -> Bool {
        waitForScreen(timeout: timeout) { _ in
            let lines = screen()
            guard let heading = lines.firstIndex(where: { $0.contains("Material underline") }),
                heading + 2 < lines.count,
                let columns = Self.columns(of: label, in: lines[heading + 1])
            else { return false }
            return Self.barColumns(in: lines[heading + 2]) == Array(columns)
        }
    }

    /// After the demo ended: main screen, cursor shown, mouse reporting off, cooked mode.
    func expectRestored() {
        let modes = run([
            "display-message", "-p", "-t", session,
            "#{alternate_on} #{cursor_flag} #{mouse_any_flag} #{mouse_sgr_flag}",
        ])
        #expect(modes == "0 1 0 0", "alternate screen, cursor, mouse, SGR mouse: \(modes)")
        // `stty -a` runs after the demo exits and prints its lines as it goes; wait for the
        // local-modes line (it names `icanon` either way) before reading the modes from it.
        _ = waitForScreen { $0.contains("icanon") }
        let words = Set(screen().joined(separator: " ").split(separator: " ").map(String.init))
        #expect(words.isSuperset(of: ["icanon", "echo", "isig"]), "\(screen())")
        #expect(words.isDisjoint(with: ["-icanon", "-echo", "-isig"]), "\(screen())")
    }

    /// The display columns a text occupies in a captured line.
    static func columns(of text: String, in line: String) -> Range<Int>? {
        guard let range = line.range(of: text) else { return nil }
        let start = CellWidth.of(String(line[..<range.lowerBound]))
        return start..<(start + CellWidth.of(text))
    }

    /// The display columns of bar characters in a captured line.
    static func barColumns(in line: String) -> [Int] {
        var columns: [Int] = []
        var column = 0
        for character in line {
            if "━╸╺╼╾".contains(character) { columns.append(column) }
            column += CellWidth.of(character)
        }
        return columns
    }
}

/// Runs a program found on the PATH and returns its standard output (empty if it cannot
/// start). Uses `posix_spawnp` with close-on-exec pipes, so a long-lived child such as the
/// tmux server never holds another call's pipe open.
func runProgram(_ arguments: [String]) -> String {
    var fds: [Int32] = [0, 0]
    guard pipe(&fds) == 0 else { return "" }
    for fd in fds { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_adddup2(&actions, fds[1], 1)
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    let argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
    defer { for pointer in argv { free(pointer) } }
    // The test runner blocks some signals; the tmux server and the demo must start without
    // that mask and with default handlers, as from a shell.
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    var empty = sigset_t()
    sigemptyset(&empty)
    var defaults = sigset_t()
    sigemptyset(&defaults)
    for signalNumber in [SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGPIPE, SIGCHLD] {
        sigaddset(&defaults, signalNumber)
    }
    posix_spawnattr_setsigmask(&attributes, &empty)
    posix_spawnattr_setsigdefault(&attributes, &defaults)
    posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
    var pid: pid_t = 0
    let spawned = posix_spawnp(&pid, arguments[0], &actions, &attributes, argv, environ)
    close(fds[1])
    defer { close(fds[0]) }
    guard spawned == 0 else { return "" }
    var output: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 4096)
    while true {
        let count = read(fds[0], &buffer, buffer.count)
        if count < 0, errno == EINTR { continue }
        guard count > 0 else { break }
        output += buffer[0..<count]
    }
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0, errno == EINTR {}
    return String(decoding: output, as: UTF8.self)
}

// What differs between the C libraries, written once for the target: the module, and the name
// of `struct sigaction`'s handler field (a union member in both).
#if canImport(Glibc)
    import Glibc

    extension sigaction {
        fileprivate var handler: (@convention(c) (Int32) -> Void)? {
            get { __sigaction_handler.sa_handler }
            set { __sigaction_handler.sa_handler = newValue }
        }
    }
#elseif canImport(Darwin)
    import Darwin

    extension sigaction {
        fileprivate var handler: (@convention(c) (Int32) -> Void)? {
            get { __sigaction_u.__sa_handler }
            set { __sigaction_u.__sa_handler = newValue }
        }
    }
#endif

/// Every system call the terminal front-end makes — termios raw mode, `ioctl` for the size,
/// signals, `poll`, `read`, `write` and the monotonic clock — in this one file.
package enum TerminalPlatform {
    /// Whether a file descriptor is a terminal.
    static func isTerminal(_ descriptor: Int32) -> Bool {
        isatty(descriptor) == 1
    }

    /// The terminal's size in cells, or `nil` when it cannot be read or is zero.
    static func size(of descriptor: Int32) -> TerminalSize? {
        var size = winsize()
        guard ioctl(descriptor, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0, size.ws_row > 0
        else { return nil }
        return TerminalSize(columns: Int(size.ws_col), rows: Int(size.ws_row))
    }

    /// Seconds on a monotonic clock.
    static func now() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }

    /// Waits until a descriptor has input or the timeout passes; a signal (such as a window
    /// size change) ends the wait early.
    static func waitForInput(_ descriptor: Int32, milliseconds: Int) -> Bool {
        var entry = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        return poll(&entry, 1, Int32(clamping: Swift.max(0, milliseconds))) > 0
    }

    /// Reads what is available; `nil` at end of input or on an error other than an
    /// interruption.
    static func read(_ descriptor: Int32) -> [UInt8]? {
        var buffer = [UInt8](repeating: 0, count: 1024)
        while true {
            let count = systemRead(descriptor, &buffer, buffer.count)
            if count > 0 { return Array(buffer[0..<count]) }
            if count < 0, errno == EINTR || errno == EAGAIN { return [] }
            return nil
        }
    }

    /// Writes all of a string; `false` if the descriptor stops accepting it.
    @discardableResult
    static func write(_ text: String, to descriptor: Int32) -> Bool {
        var text = text
        return text.withUTF8 { writeAll(UnsafeRawBufferPointer($0), to: descriptor) == nil }
    }

    /// Writes all of `buffer`, retrying after interruptions; the `errno` of a failure (`EIO`
    /// when the descriptor accepts nothing), or `nil`. The `segmented` tool writes its files
    /// and standard output through this too.
    package static func writeAll(_ buffer: UnsafeRawBufferPointer, to descriptor: Int32) -> Int32? {
        var offset = 0
        while offset < buffer.count {
            let written = systemWrite(
                descriptor, buffer.baseAddress! + offset, buffer.count - offset)
            if written < 0, errno == EINTR { continue }
            guard written > 0 else { return written == 0 ? EIO : errno }
            offset += written
        }
        return nil
    }

    /// Puts the terminal in raw mode on the alternate screen with the cursor hidden and mouse
    /// reporting on, and installs the handlers that put it back if a signal ends the process.
    static func enterInteractiveMode(input: Int32, output: Int32) throws(TerminalError) {
        var attributes = termios()
        guard tcgetattr(input, &attributes) == 0 else {
            throw TerminalError("cannot read the terminal's settings (errno \(errno))")
        }
        var raw = attributes
        raw.c_lflag &= ~tcflag_t(ECHO | ICANON | ISIG | IEXTEN)
        raw.c_iflag &= ~tcflag_t(IXON | ICRNL | BRKINT | INPCK | ISTRIP)
        raw.c_cflag |= tcflag_t(CS8)
        withUnsafeMutableBytes(of: &raw.c_cc) { cc in
            cc[Int(VMIN)] = 1
            cc[Int(VTIME)] = 0
        }
        session = Session(input: input, output: output, saved: attributes, raw: raw)
        prepareEnterBytes()
        installSignalHandlers()
        guard tcsetattr(input, TCSANOW, &raw) == 0 else {
            restoreTerminal()
            throw TerminalError("cannot switch the terminal to raw mode (errno \(errno))")
        }
        write(enterSequence, to: output)
    }

    /// Undoes ``enterInteractiveMode(input:output:)``: mouse reporting off, style reset, cursor
    /// shown, main screen back, settings restored. Safe to call more than once, and from a
    /// signal handler (it only calls `write` and `tcsetattr`).
    static func restoreTerminal() {
        guard let current = session else { return }
        session = nil
        leaveSequence.withUTF8Buffer { buffer in
            _ = systemWrite(current.output, buffer.baseAddress, buffer.count)
        }
        var saved = current.saved
        tcsetattr(current.input, TCSANOW, &saved)
    }

    // MARK: - Signals

    private struct Session {
        var input: Int32
        var output: Int32
        var saved: termios
        var raw: termios
    }

    /// The terminal to restore; global so that a signal handler can reach it.
    nonisolated(unsafe) private static var session: Session?

    /// Mouse: presses and releases (1000), motion while a button is held (1002), SGR (1006).
    private static let enterSequence =
        "\u{1B}[?1049h\u{1B}[?25l\u{1B}[?1000h\u{1B}[?1002h\u{1B}[?1006h\u{1B}[0m\u{1B}[H\u{1B}[2J"
    private static let leaveSequence: StaticString =
        "\u{1B}[?1006l\u{1B}[?1002l\u{1B}[?1000l\u{1B}[0m\u{1B}[?25h\u{1B}[?1049l"

    private static func installSignalHandlers() {
        // A parent may have started us with these blocked (the mask is inherited); a handler
        // that can never run restores nothing.
        var handled = sigset_t()
        sigemptyset(&handled)
        for signalNumber in [SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGWINCH, SIGTSTP, SIGCONT] {
            sigaddset(&handled, signalNumber)
        }
        installJobControlHandlers()
        for signalNumber in [SIGINT, SIGTERM, SIGHUP, SIGQUIT] {
            _ = signal(signalNumber, restoreAndResignal)
        }
        pthread_sigmask(SIG_UNBLOCK, &handled, nil)
        // A size change only needs to wake `poll`; the loop reads the new size itself.
        setHandler(SIGWINCH, wakeUp)
    }
}

/// Restores the terminal, then lets the signal do what it would have done.
private func restoreAndResignal(_ signalNumber: Int32) {
    TerminalPlatform.restoreTerminal()
    signal(signalNumber, SIG_DFL)
    raise(signalNumber)
}

private func wakeUp(_ signalNumber: Int32) {}

// Inside `TerminalPlatform` its own `read` and `write` hide the C library's; these two reach
// them, one call each (no retry, no allocation: safe in a signal handler).

/// `read(2)`: the count read, 0 at end of input, or -1 with `errno` set.
private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int
{
    read(descriptor, buffer, count)
}

/// `write(2)`: the count written, or -1 with `errno` set.
private func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer?, _ count: Int) -> Int {
    write(descriptor, bytes, count)
}

/// The terminal could not be set up.
///
/// ```swift
/// do { try TerminalDemo.run(colors: .trueColor) } catch { print(error) }
/// ```
package struct TerminalError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What went wrong, as one sentence.
    package var message: String

    /// Creates an error.
    ///
    /// ```swift
    /// throw TerminalError("standard input is not a terminal")
    /// ```
    ///
    /// - Parameter message: What went wrong.
    package init(_ message: String) {
        self.message = message
    }

    /// The message.
    package var description: String { message }
}

// MARK: - Job control

extension TerminalPlatform {
    /// Set when the screen must be drawn whole (after the process was stopped and continued).
    nonisolated(unsafe) fileprivate static var redrawRequested = false
    /// Whether the terminal was handed back for a stop and not yet taken again.
    nonisolated(unsafe) fileprivate static var isSuspended = false
    /// ``enterSequence`` as bytes that a signal handler can write without allocating.
    nonisolated(unsafe) private static var enterBytes: UnsafeMutableBufferPointer<UInt8>?

    /// Stops the process as Ctrl-Z does in a cooked terminal: the terminal is restored first
    /// (by the SIGTSTP handler), and taken again when the process is continued.
    static func suspend() {
        kill(0, SIGTSTP)
    }

    /// Whether the screen must be drawn whole since the last call (the process was continued).
    static func takeRedrawRequest() -> Bool {
        guard redrawRequested else { return false }
        redrawRequested = false
        return true
    }

    fileprivate static func prepareEnterBytes() {
        guard enterBytes == nil else { return }
        let bytes = Array(enterSequence.utf8)
        let buffer = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: bytes.count)
        _ = buffer.initialize(from: bytes)
        enterBytes = buffer
    }

    /// Main screen, cursor, mouse off and the saved settings, keeping the session to come back
    /// to. Async-signal-safe: `write` and `tcsetattr` only.
    fileprivate static func leaveForStop() {
        guard var current = session else { return }
        isSuspended = true
        leaveSequence.withUTF8Buffer { buffer in
            _ = systemWrite(current.output, buffer.baseAddress, buffer.count)
        }
        tcsetattr(current.input, TCSADRAIN, &current.saved)
    }

    /// Raw mode, the alternate screen and mouse reporting again, and a whole redraw asked
    /// for. Async-signal-safe: `tcsetattr` and `write` only.
    fileprivate static func enterAfterContinue() {
        guard var current = session else { return }
        isSuspended = false
        tcsetattr(current.input, TCSADRAIN, &current.raw)
        if let bytes = enterBytes {
            _ = systemWrite(current.output, bytes.baseAddress, bytes.count)
        }
        redrawRequested = true
    }

    fileprivate static func installJobControlHandlers() {
        setHandler(SIGTSTP, stopAfterRestoring)
        setHandler(SIGCONT, takeTerminalAgain)
    }

    fileprivate static func setHandler(
        _ signalNumber: Int32, _ handler: (@convention(c) (Int32) -> Void)?
    ) {
        var action = sigaction()
        action.handler = handler
        action.sa_flags = 0
        sigemptyset(&action.sa_mask)
        sigaction(signalNumber, &action, nil)
    }
}

/// SIGTSTP (Ctrl-Z, or `kill -TSTP` from outside): restore the terminal, then stop as the
/// default action would; once continued, take the terminal again (unless SIGCONT's handler
/// already has, or the stop was discarded as it is for an orphaned process group).
private func stopAfterRestoring(_ signalNumber: Int32) {
    TerminalPlatform.leaveForStop()
    TerminalPlatform.setHandler(SIGTSTP, SIG_DFL)
    var set = sigset_t()
    sigemptyset(&set)
    sigaddset(&set, SIGTSTP)
    pthread_sigmask(SIG_UNBLOCK, &set, nil)
    raise(SIGTSTP)
    // Continued.
    TerminalPlatform.setHandler(SIGTSTP, stopAfterRestoring)
    if TerminalPlatform.isSuspended { TerminalPlatform.enterAfterContinue() }
}

/// SIGCONT: raw mode, alternate screen, mouse reporting, and a whole redraw.
private func takeTerminalAgain(_ signalNumber: Int32) {
    TerminalPlatform.enterAfterContinue()
}

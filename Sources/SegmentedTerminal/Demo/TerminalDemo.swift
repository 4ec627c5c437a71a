/// The live demo on a terminal, and its plain-text stand-in for pipes.
///
/// ```swift
/// if TerminalDemo.isInteractive {
///     try TerminalDemo.run(colors: ColorMode.detect(environment: environment))
/// } else {
///     print(TerminalDemo.plainText(width: 80), terminator: "")
/// }
/// ```
package enum TerminalDemo {
    /// Whether standard input and output are both terminals, as the live demo needs.
    package static var isInteractive: Bool {
        TerminalPlatform.isTerminal(0) && TerminalPlatform.isTerminal(1)
    }

    /// One frame of every design as plain text: each design's name and summary over the
    /// control at its selection, no escape codes.
    ///
    /// ```swift
    /// print(TerminalDemo.plainText(width: 80), terminator: "")
    /// ```
    ///
    /// - Parameter width: The width in columns; at least 20 is used.
    package static func plainText(width: Int) -> String {
        let columns = Swift.max(20, width)
        let probe = DemoState(
            size: TerminalSize(columns: columns, rows: 0), colors: .none, showsHelp: false)
        let state = DemoState(
            size: TerminalSize(columns: columns, rows: probe.contentHeight), colors: .none,
            showsHelp: false)
        return state.frame(at: 0).plainText
    }

    /// Runs the live demo until the user quits: raw mode on the alternate screen, a frame
    /// about every 60th of a second while anything moves, only changed cells rewritten. The
    /// terminal is restored on every way out — a quit key, end of input, a thrown error,
    /// and SIGINT, SIGTERM, SIGHUP or SIGQUIT. Ctrl-Z and SIGTSTP restore it and stop the
    /// process; SIGCONT takes it again (raw mode, alternate screen, mouse) and redraws all.
    ///
    /// ```swift
    /// try TerminalDemo.run(colors: .palette256)
    /// ```
    ///
    /// - Parameter colors: The colour mode to start in (`c` cycles it).
    /// - Throws: ``TerminalError`` when standard input or output is not a terminal, or raw
    ///   mode cannot be set.
    package static func run(colors: ColorMode) throws(TerminalError) {
        let input: Int32 = 0
        let output: Int32 = 1
        guard isInteractive else {
            throw TerminalError("the demo needs a terminal on standard input and output")
        }
        try TerminalPlatform.enterInteractiveMode(input: input, output: output)
        defer { TerminalPlatform.restoreTerminal() }

        let frameInterval = 1.0 / 60
        let size = TerminalPlatform.size(of: output) ?? TerminalSize(columns: 80, rows: 24)
        var state = DemoState(size: size, colors: colors)
        var parser = KeyParser()
        var previous: CellGrid?
        var previousColors = colors
        while !state.isFinished {
            if TerminalPlatform.takeRedrawRequest() { previous = nil }
            let frameStart = TerminalPlatform.now()
            if let size = TerminalPlatform.size(of: output) {
                state.apply(.resize(size), at: frameStart)
            }
            let grid = state.frame(at: frameStart)
            let reference = state.colors == previousColors ? previous : nil
            let update = grid.ansiUpdate(from: reference, colors: state.colors)
            if !update.isEmpty, !TerminalPlatform.write(update, to: output) { break }
            previous = grid
            previousColors = state.colors

            let wait: Double
            if state.isSettled(at: frameStart) {
                wait = 0.5
            } else {
                wait = Swift.max(0, frameStart + frameInterval - TerminalPlatform.now())
            }
            guard TerminalPlatform.waitForInput(input, milliseconds: Int(wait * 1000)) else {
                continue
            }
            guard let bytes = TerminalPlatform.read(input) else { break }
            var events = parser.parse(bytes)
            if parser.hasPending, !TerminalPlatform.waitForInput(input, milliseconds: 30) {
                events += parser.flush()
            }
            for event in events {
                if case .control("z") = event {
                    // Raw mode turns off ISIG, so Ctrl-Z arrives as a key: stop as it would.
                    TerminalPlatform.suspend()
                    continue
                }
                if let action = DemoAction(key: event) {
                    state.apply(action, at: TerminalPlatform.now())
                }
            }
        }
    }
}

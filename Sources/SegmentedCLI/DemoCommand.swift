import Foundation
import SegmentedTerminal

/// `segmented demo` and the default command: the control live in a terminal, or one plain
/// frame of each design when standard output is not a terminal.
enum DemoCommand {
    static let usage = """
        USAGE: segmented demo [--colors auto|truecolor|256|none]

        The five designs live in the terminal, stacked under their names. Needs a terminal on
        standard input and output; `segmented` in a pipe prints one plain frame of each design.

        KEYS:
          ←/→            previous / next segment (mirrored in right-to-left)
          Tab, ⇧Tab      next / previous segment, wrapping around
          Home, End      first / last segment
          1–9            that segment
          click          the segment under the mouse
          ↑/↓, s         focus the previous / next control
          r              right-to-left on or off
          m              motion: each design's own, spring, ease, linear, reduced
          c              colours: true colour, 256 colours, none
          q, Esc, Ctrl-C quit

        OPTIONS:
          --colors <mode>  auto (default) follows NO_COLOR, TERM and COLORTERM.
          -h, --help       This text.
        """

    static func run(_ arguments: [[UInt8]]) throws -> Int32 {
        var arguments = Arguments(bytes: arguments)
        if arguments.wantsHelp() {
            try Output.print(usage)
            return 0
        }
        let colors = try colorMode(arguments.option("--colors"))
        try arguments.finish()
        if let reason = TerminalDemo.unsupportedTerminalReason(
            environment: ProcessInfo.processInfo.environment)
        {
            return try printPlainFrames(because: reason)
        }
        guard TerminalDemo.isInteractive else {
            throw CLIError(
                "demo needs a terminal on standard input and output; "
                    + "`segmented | cat` prints plain frames instead")
        }
        do {
            try TerminalDemo.run(colors: colors)
        } catch {
            throw CLIError(error.message)
        }
        return 0
    }

    static func runDefault() throws -> Int32 {
        if TerminalDemo.isInteractive {
            return try run([])
        }
        return try printPlainFrames(because: nil)
    }

    /// One plain frame of each design on standard output; with a reason, one line on standard
    /// error says why the live demo is not shown.
    private static func printPlainFrames(because reason: String?) throws -> Int32 {
        if let reason {
            Output.error("segmented: \(reason); plain frames instead of the live demo")
        }
        let environment = ProcessInfo.processInfo.environment
        let columns = environment["COLUMNS"].flatMap { Int($0) } ?? 80
        try Output.write(TerminalDemo.plainText(width: Swift.min(columns, 400)), to: 1)
        return 0
    }

    private static func colorMode(_ name: String?) throws -> ColorMode {
        switch name {
        case nil, "auto": return ColorMode.detect(environment: ProcessInfo.processInfo.environment)
        case "truecolor", "24bit": return .trueColor
        case "256": return .palette256
        case "none": return .none
        case let other?:
            throw CLIError("--colors must be auto, truecolor, 256 or none, not '\(other)'")
        }
    }
}

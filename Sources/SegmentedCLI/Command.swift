#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The subcommands and the one place that turns errors into exit codes.
enum Command {
    static let usage = """
        USAGE: segmented [<subcommand>] [options]

        SegmentedKit's tool: the control live in a terminal, and SVG pictures of any design.

        SUBCOMMANDS:
          (none)     The live demo on a terminal; one plain frame of each design otherwise.
          demo       The live demo (needs a terminal).
          render     One SVG picture of a control (or an animated transition).
          gallery    SVG pictures of every design, with an index.html.
          help       This text; `segmented help <subcommand>` or `<subcommand> --help` for more.
        """

    /// Runs the tool and returns the exit status: 0 on success, 2 on bad usage or failure.
    ///
    /// - Parameter arguments: The arguments after the program name, as the bytes `argv` holds
    ///   (paths in them need not be UTF-8).
    static func run(_ arguments: [[UInt8]]) -> Int32 {
        do {
            guard let first = arguments.first else {
                return try DemoCommand.runDefault()
            }
            let rest = Array(arguments.dropFirst())
            switch String(decoding: first, as: UTF8.self) {
            case "demo": return try DemoCommand.run(rest)
            case "render": return try RenderCommand.run(rest)
            case "gallery": return try GalleryCommand.run(rest)
            case "help", "--help", "-h":
                return try help(for: rest.map { String(decoding: $0, as: UTF8.self) })
            case let other:
                throw CLIError("unknown subcommand '\(other)'; see `segmented --help`")
            }
        } catch let error as CLIError {
            Output.error("segmented: \(error.message)")
            return 2
        } catch {
            Output.error("segmented: \(error)")
            return 2
        }
    }

    /// `segmented help [SUBCOMMAND]`: the usage of the tool or of one subcommand; an unknown
    /// subcommand, or more than one, is an error.
    static func help(for subcommands: [String]) throws -> Int32 {
        guard subcommands.count <= 1 else {
            throw CLIError("help takes at most one subcommand, not \(subcommands.count)")
        }
        switch subcommands.first {
        case "demo": try Output.print(DemoCommand.usage)
        case "render": try Output.print(RenderCommand.usage)
        case "gallery": try Output.print(GalleryCommand.usage)
        case nil, "help": try Output.print(usage)
        case let other?:
            throw CLIError("no help for '\(other)'; the subcommands are demo, render and gallery")
        }
        return 0
    }
}

/// A usage or run-time error: printed as one line, exit status 2.
struct CLIError: Error, Equatable {
    var message: String
    init(_ message: String) { self.message = message }
}

/// Writes to standard output and standard error without buffering surprises. Every write to
/// standard output is checked: a failure becomes a ``CLIError`` (one line, exit 2), except a
/// closed pipe, which ends the process quietly as SIGPIPE conventionally does.
enum Output {
    static func print(_ text: String) throws(CLIError) {
        try write(text + "\n", to: 1)
    }

    /// Writes to standard error; a failure there has nowhere to be reported and is ignored.
    static func error(_ text: String) {
        _ = Posix.writeAll(Array((text + "\n").utf8), to: 2)
    }

    static func write(_ text: String, to descriptor: Int32) throws(CLIError) {
        try write(Array(text.utf8), to: descriptor)
    }

    static func write(_ bytes: [UInt8], to descriptor: Int32) throws(CLIError) {
        guard let failure = Posix.writeAll(bytes, to: descriptor) else { return }
        if failure == EPIPE {
            // SIGPIPE was ignored (inherited): end as its default action would, quietly.
            Posix.endBySignal(SIGPIPE)
        }
        let name = descriptor == 1 ? "standard output" : "descriptor \(descriptor)"
        throw CLIError("cannot write to \(name): \(Posix.describe(failure))")
    }
}

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
    static func run(_ arguments: [String]) -> Int32 {
        do {
            guard let first = arguments.first else {
                return try DemoCommand.runDefault()
            }
            let rest = Array(arguments.dropFirst())
            switch first {
            case "demo": return try DemoCommand.run(rest)
            case "render": return try RenderCommand.run(rest)
            case "gallery": return try GalleryCommand.run(rest)
            case "help", "--help", "-h":
                return help(for: rest.first)
            default:
                throw CLIError("unknown subcommand '\(first)'; see `segmented --help`")
            }
        } catch let error as CLIError {
            Output.error("segmented: \(error.message)")
            return 2
        } catch {
            Output.error("segmented: \(error)")
            return 2
        }
    }

    static func help(for subcommand: String?) -> Int32 {
        switch subcommand {
        case "demo": Output.print(DemoCommand.usage)
        case "render": Output.print(RenderCommand.usage)
        case "gallery": Output.print(GalleryCommand.usage)
        default: Output.print(usage)
        }
        return 0
    }
}

/// A usage or run-time error: printed as one line, exit status 2.
struct CLIError: Error, Equatable {
    var message: String
    init(_ message: String) { self.message = message }
}

/// Writes to standard output and standard error without buffering surprises.
enum Output {
    static func print(_ text: String) {
        write(text + "\n", to: 1)
    }

    static func error(_ text: String) {
        write(text + "\n", to: 2)
    }

    static func write(_ text: String, to descriptor: Int32) {
        var bytes = Array(text.utf8)
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeMutableBytes { buffer in
                #if canImport(Glibc)
                    Glibc.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                #else
                    Darwin.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                #endif
            }
            if written <= 0 { return }
            offset += written
        }
    }
}

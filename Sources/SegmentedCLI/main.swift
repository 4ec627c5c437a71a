#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `segmented`: SegmentedKit's command-line tool. Without a subcommand it runs the live demo
/// on a terminal, or prints one frame of each design when standard output is not a terminal.
let arguments = Array(CommandLine.arguments.dropFirst())
let status = Command.run(arguments)
exit(status)

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `segmented`: SegmentedKit's command-line tool. Without a subcommand it runs the live demo
/// on a terminal, or prints one frame of each design when standard output is not a terminal.
/// The arguments are taken as the bytes `argv` holds, so a path that is not UTF-8 reaches the
/// file system unchanged.
let arguments = (1..<Int(CommandLine.argc)).map { index -> [UInt8] in
    guard let argument = CommandLine.unsafeArgv[index] else { return [] }
    return Array(UnsafeRawBufferPointer(start: argument, count: strlen(argument)))
}
let status = Command.run(arguments)
exit(status)

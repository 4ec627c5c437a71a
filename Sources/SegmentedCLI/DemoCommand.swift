/// `segmented demo` and the default command. Built by the terminal issue.
enum DemoCommand {
    static let usage = "USAGE: segmented demo"
    static func run(_ arguments: [String]) throws -> Int32 {
        throw CLIError("demo is not available yet")
    }

    static func runDefault() throws -> Int32 {
        Output.print("segmented: the terminal front-end is not available yet")
        return 0
    }
}

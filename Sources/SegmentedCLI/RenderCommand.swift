/// `segmented render`: one SVG picture. Built by the SVG issue.
enum RenderCommand {
    static let usage = "USAGE: segmented render [options]"
    static func run(_ arguments: [String]) throws -> Int32 {
        throw CLIError("render is not available yet")
    }
}

/// `segmented gallery`: every design as SVG. Built by the SVG issue.
enum GalleryCommand {
    static let usage = "USAGE: segmented gallery --output DIR"
    static func run(_ arguments: [String]) throws -> Int32 {
        throw CLIError("gallery is not available yet")
    }
}

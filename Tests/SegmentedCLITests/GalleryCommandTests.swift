import Foundation
import Testing

@Suite("segmented gallery")
struct GalleryCommandTests {
    @Test(
        "writes every style, right to left, CJK, animated and scrolling, the glass over a backdrop, with an index"
    )
    func writesGallery() throws {
        let directory = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let output = directory.appendingPathComponent("gallery/nested")
        let result = try Tool.run(["gallery", "--output", output.path])
        #expect(result.status == 0, "\(result.standardError)")
        let files = contents(of: output)
        for id in [
            "material-underline", "sliding-pill", "paged-header", "plain-buttons",
            "uikit-underline", "liquid-glass",
        ] {
            for suffix in ["", "-rtl", "-cjk", "-animated", "-dark"] {
                #expect(files.contains("\(id)\(suffix).svg"), "\(id)\(suffix)")
            }
        }
        // The glass indicator's own states: lifted into a lens, and stretched mid-scrub.
        for suffix in ["-pressed", "-pressed-dark", "-stretched"] {
            #expect(files.contains("liquid-glass\(suffix).svg"), "liquid-glass\(suffix)")
        }
        let pressed = try String(
            contentsOf: output.appendingPathComponent("liquid-glass-pressed.svg"), encoding: .utf8)
        #expect(pressed.contains("class=\"lens-magnifier\""))
        // The lifted lens over a busy backdrop, light and dark, both directions, and animated;
        // right to left with Hebrew titles.
        for suffix in ["", "-dark", "-rtl", "-rtl-dark", "-animated"] {
            let file = "liquid-glass-backdrop\(suffix).svg"
            #expect(files.contains(file), "\(file)")
        }
        let backdrop = try String(
            contentsOf: output.appendingPathComponent("liquid-glass-backdrop-rtl.svg"),
            encoding: .utf8)
        #expect(backdrop.contains("<pattern id=\"backdrop-1\""))
        #expect(backdrop.contains(">שבוע</text>"))
        #expect(backdrop.contains("direction=\"rtl\""))
        #expect(backdrop.contains("class=\"lens-magnifier\""))
        let animated = try String(
            contentsOf: output.appendingPathComponent("liquid-glass-animated.svg"), encoding: .utf8)
        #expect(animated.contains("<animateTransform attributeName=\"transform\" type=\"scale\""))
        #expect(files.contains("scrolling.svg"))
        #expect(files.contains("index.html"))
        #expect(!files.contains { $0.hasPrefix(".") })
        let index = try String(
            contentsOf: output.appendingPathComponent("index.html"), encoding: .utf8)
        for file in files where file.hasSuffix(".svg") {
            #expect(index.contains("src=\"\(file)\""), "\(file)")
        }
        let cjk = try String(
            contentsOf: output.appendingPathComponent("material-underline-cjk.svg"), encoding: .utf8
        )
        #expect(cjk.contains(">推薦</text>"))
    }

    @Test("--help explains the command; bad arguments give one line and exit 2")
    func usage() throws {
        let help = try Tool.run(["gallery", "--help"])
        #expect(help.status == 0)
        #expect(help.standardOutput.contains("USAGE: segmented gallery --output DIR"))
        for arguments in [["gallery"], ["gallery", "--output"], ["gallery", "--out", "x"]] {
            let result = try Tool.run(arguments)
            #expect(result.status == 2, "\(arguments)")
            #expect(result.errorLines.count == 1, "\(arguments): \(result.standardError)")
        }
    }

    @Test("an unwritable directory gives one line, exit 2 and leaves nothing")
    func unwritable() throws {
        let directory = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let blocker = directory.appendingPathComponent("file")
        try Data("x".utf8).write(to: blocker)
        for path in [blocker.path, blocker.path + "/gallery"] {
            let result = try Tool.run(["gallery", "--output", path])
            #expect(result.status == 2, "\(path)")
            #expect(result.errorLines.count == 1, "\(path): \(result.standardError)")
            #expect(contents(of: directory) == ["file"])
        }
    }
}

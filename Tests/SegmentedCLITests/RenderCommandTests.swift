import Foundation
import Testing

@Suite("segmented render")
struct RenderCommandTests {
    @Test("writes a picture of the selected segment to a file")
    func writesFile() throws {
        let directory = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("tabs.svg")
        let result = try Tool.run([
            "render", "--items", "Home,Trending,Library", "--selected", "1", "--output", file.path,
        ])
        #expect(result.status == 0)
        #expect(result.standardError.isEmpty)
        let svg = try String(contentsOf: file, encoding: .utf8)
        #expect(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\""))
        #expect(svg.contains("Trending (selected)"))
        #expect(contents(of: directory) == ["tabs.svg"])
    }

    @Test("prints to standard output and takes every option")
    func everyOption() throws {
        let result = try Tool.run([
            "render", "--item", "A, with comma", "--item", "B", "--item", "C",
            "--position", "1.5", "--style", "sliding-pill", "--distribution", "spaceAround",
            "--width", "400", "--height", "40", "--rtl", "--font", "DejaVu Sans",
            "--font-size", "14", "--indicator-color", "#FFD60A", "--label-color", "#333",
            "--selected-label-color", "#000000", "--background", "#FAFAFA",
            "--disabled", "2", "--badge", "0=5", "--badge", "1=dot",
        ])
        #expect(result.status == 0)
        #expect(result.standardOutput.contains("width=\"400\" height=\"40\""))
        #expect(result.standardOutput.contains("A, with comma"))
        #expect(result.standardOutput.contains("fill=\"#FFD60A\""))
        #expect(result.standardOutput.contains("direction=\"rtl\""))
        #expect(result.standardOutput.contains("font-size=\"14\""))
    }

    @Test("animates to another segment with a chosen motion")
    func animates() throws {
        let result = try Tool.run([
            "render", "--items", "A,B,C", "--animate-to", "2", "--motion", "spring", "--once",
        ])
        #expect(result.status == 0)
        #expect(result.standardOutput.contains("<animate attributeName=\"x\""))
        #expect(result.standardOutput.contains("fill=\"freeze\""))
    }

    @Test("--help explains the options and exits 0")
    func help() throws {
        for arguments in [["render", "--help"], ["help", "render"], ["render", "-h"]] {
            let result = try Tool.run(arguments)
            #expect(result.status == 0)
            #expect(result.standardOutput.contains("USAGE: segmented render"))
            #expect(result.standardOutput.contains("--animate-to"))
        }
    }

    static let badArguments: [([String], String)] = [
        ([], "no items"),
        (["--items", "A,B", "--style", "glass"], "unknown style 'glass'"),
        (["--items", "A,B", "--selected", "5"], "--selected must be between 0 and 1, not 5"),
        (["--items", "A,B", "--selected", "one"], "--selected must be a whole number"),
        (["--items", "A,B", "--width", "wide"], "--width must be a number"),
        (["--items", "A,B", "--width", "nan"], "--width must be a number"),
        (["--items", "A,B", "--font-size", "-3"], "--font-size must be between"),
        (["--items", "A,B", "--position", "1", "--selected", "0"], "not both"),
        (["--items", "A,B", "--indicator-color", "blue"], "must be a colour"),
        (["--items", "A,B", "--distribution", "grid"], "--distribution must be"),
        (["--items", "A,B", "--animate-to", "1", "--motion", "bounce"], "--motion must be"),
        (["--items", "A,B", "--motion", "ease"], "need --animate-to"),
        (["--items", "A,B", "--font", "No Such Font Family 42"], "'No Such Font Family 42'"),
        (["--items", "A,B", "--badge", "7=1"], "--badge must look like"),
        (["--items", "A,B", "--disabled", "x"], "--disabled takes segment indices"),
        (["--items", "A,B", "--frobnicate"], "unknown option '--frobnicate'"),
        (["--items", "A,B", "--width"], "--width needs a value"),
        (["--items", String(repeating: "x,", count: 1_000) + "x"], "too many items (1001)"),
    ]

    @Test("bad arguments give one line on stderr, exit 2 and leave no file")
    func badArgumentsLeaveNothing() throws {
        let directory = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("out.svg")
        for (arguments, message) in Self.badArguments {
            let result = try Tool.run(["render", "--output", file.path] + arguments)
            #expect(result.status == 2, "\(arguments)")
            #expect(result.errorLines.count == 1, "\(arguments): \(result.standardError)")
            #expect(result.standardError.hasPrefix("segmented: "), "\(arguments)")
            #expect(result.standardError.contains(message), "\(arguments): \(result.standardError)")
            #expect(result.standardOutput.isEmpty, "\(arguments)")
            #expect(contents(of: directory).isEmpty, "\(arguments)")
        }
    }

    @Test("an unwritable output path gives one line, exit 2 and leaves nothing")
    func unwritableOutput() throws {
        let directory = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let blocker = directory.appendingPathComponent("file")
        try Data("x".utf8).write(to: blocker)
        for path in [
            blocker.path + "/out.svg", directory.path + "/missing/out.svg", directory.path,
        ] {
            let result = try Tool.run(["render", "--items", "A,B", "--output", path])
            #expect(result.status == 2, "\(path)")
            #expect(result.errorLines.count == 1, "\(path): \(result.standardError)")
            #expect(result.standardError.contains("cannot write"), "\(result.standardError)")
            #expect(contents(of: directory) == ["file"], "\(path)")
        }
    }

    @Test("an existing file is replaced whole")
    func replacesFile() throws {
        let directory = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("tabs.svg")
        try Data(String(repeating: "old ", count: 10_000).utf8).write(to: file)
        let result = try Tool.run(["render", "--items", "A,B", "--output", file.path])
        #expect(result.status == 0)
        let svg = try String(contentsOf: file, encoding: .utf8)
        #expect(svg.hasPrefix("<svg") && !svg.contains("old"))
        #expect(contents(of: directory) == ["tabs.svg"])
    }
}

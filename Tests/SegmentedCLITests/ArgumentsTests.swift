import Testing

@testable import SegmentedCLI

@Suite("Arguments")
struct ArgumentsTests {
    @Test("options in both spellings are taken in order, values may look like options")
    func order() throws {
        var arguments = Arguments([
            "--item", "A", "--item=B", "--item", "--rtl", "--rtl", "--badge", "0=1",
        ])
        #expect(arguments.count(of: "--item") == 3)
        #expect(try arguments.option("--item") == "A")
        #expect(try arguments.option("--item") == "B")
        #expect(try arguments.option("--item") == "--rtl")
        #expect(try arguments.option("--item") == nil)
        let first = arguments.flag("--rtl")
        let second = arguments.flag("--rtl")
        #expect(first && !second)
        #expect(throws: CLIError("unknown option '--badge'")) { try arguments.finish() }
        #expect(try arguments.option("--badge") == "0=1")
        try arguments.finish()
    }

    @Test("a missing value, an unexpected word and bytes that are not UTF-8")
    func edges() throws {
        var missing = Arguments(["--width"])
        #expect(throws: CLIError("--width needs a value")) { try missing.option("--width") }
        #expect(throws: CLIError("unexpected argument 'x'")) { try Arguments(["x"]).finish() }
        var raw = Arguments(bytes: [Array("--output".utf8), [0x6E, 0xFF]])
        #expect(try raw.path("--output") == [0x6E, 0xFF])
        var joined = Arguments(bytes: [Array("--output=".utf8) + [0xFE]])
        #expect(try joined.path("--output") == [0xFE])
    }

    @Test("200,000 repetitions are taken one by one without rescanning")
    func repetitions() throws {
        var arguments = Arguments(Array(repeating: ["--item", "x"], count: 100_000).flatMap { $0 })
        var count = 0
        while try arguments.option("--item") != nil { count += 1 }
        #expect(count == 100_000)
        try arguments.finish()
    }
}

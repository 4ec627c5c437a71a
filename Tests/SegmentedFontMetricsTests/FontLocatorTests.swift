import Testing

@testable import SegmentedFontMetrics

@Suite("FontLocator")
struct FontLocatorTests {
    @Test("fc-match finds DejaVu Sans and DejaVu Sans Bold")
    func fcMatch() throws {
        #expect(FontLocator.fcMatchPath() != nil)
        #expect(try FontLocator.file(forFamily: "DejaVu Sans") == DejaVu.regularPath)
        #expect(try FontLocator.file() == DejaVu.regularPath)
        #expect(try FontLocator.file(forFamily: "") == DejaVu.regularPath)
        #expect(try FontLocator.file(forFamily: "DejaVu Sans:bold") == DejaVu.boldPath)
        let measurer = try TextMeasurer(family: "DejaVu Sans:bold")
        #expect(measurer.widthInUnits(of: "Trending") == 10_121)
    }

    @Test("an unknown family resolves to fontconfig's substitute, a readable file")
    func unknownFamilyWithFontconfig() throws {
        let path = try FontLocator.file(forFamily: "No Such Family 4711")
        #expect(FontLocator.isReadableFile(path))
        #expect(try FontFile(contentsOf: path).unitsPerEm > 0)
    }

    @Test("a family starting with a dash is passed as a name, not an option")
    func dashFamily() throws {
        #expect(FontLocator.isReadableFile(try FontLocator.file(forFamily: "-v")))
    }

    @Test("without fc-match, known families use fallback paths and others throw")
    func withoutFontconfig() throws {
        #expect(try FontLocator.file(forFamily: "DejaVu Sans", fcMatch: nil) == DejaVu.regularPath)
        #expect(
            try FontLocator.file(forFamily: "dejavu sans:bold", fcMatch: nil) == DejaVu.boldPath)
        #expect(throws: FontError.familyNotFound("Helvetica")) {
            try FontLocator.file(forFamily: "Helvetica", fcMatch: nil)
        }
    }

    @Test("an fc-match that fails or prints nothing readable throws familyNotFound")
    func brokenFontconfig() {
        #expect(throws: FontError.familyNotFound("DejaVu Sans")) {
            try FontLocator.file(forFamily: "DejaVu Sans", fcMatch: "/bin/false")
        }
        #expect(throws: FontError.familyNotFound("DejaVu Sans")) {
            try FontLocator.file(forFamily: "DejaVu Sans", fcMatch: "/bin/echo")
        }
    }

    @Test("an fc-match that cannot start falls back to the font directories")
    func fcMatchCannotStart() throws {
        #expect(
            try FontLocator.file(forFamily: "DejaVu Sans", fcMatch: "/nonexistent/fc-match")
                == DejaVu.regularPath)
        #expect(ToolRun.run("/nonexistent/fc-match", arguments: []) == .couldNotRun)
        #expect(ToolRun.run("/bin/false", arguments: []) == .failed)
        #expect(ToolRun.run("/bin/echo", arguments: ["-n", " x "]) == .output("x"))
    }

    @Test("the directory scan reads family and style from each font's name table")
    func directoryScan() throws {
        let names = try #require(FontNames(path: DejaVu.regularPath))
        #expect(names.family == "DejaVu Sans")
        #expect(names.style == "Book")
        let bold = try #require(FontNames(path: DejaVu.boldPath))
        #expect(bold.family == "DejaVu Sans" && bold.style == "Bold")
        #expect(FontDirectories.directories().contains("/usr/share/fonts"))
        #expect(FontDirectories.file(forFamily: "DejaVu Sans") == DejaVu.regularPath)
        #expect(FontDirectories.file(forFamily: "dejavu sans:bold") == DejaVu.boldPath)
        let serifBold = try #require(FontDirectories.file(forFamily: "DejaVu Serif:bold"))
        #expect(serifBold.hasSuffix("/DejaVuSerif-Bold.ttf"))
        #expect(FontDirectories.file(forFamily: "No Such Family 4711") == nil)
        #expect(FontDirectories.fonts(forLanguage: "tlh").isEmpty)
    }
}

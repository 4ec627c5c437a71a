import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `gallery` is all or nothing; font lookup survives a closed standard output and few file
/// descriptors.
@Suite("segmented gallery and fonts under faults")
struct GalleryAndFontFaultTests {
    /// Writes a gallery, then marks every file so a later replacement would show.
    ///
    /// - Returns: How many files the gallery holds (pictures and index.html).
    @discardableResult
    static func markedGallery(in directory: URL) throws -> Int {
        let result = try Shell.run(
            "\"$SEGMENTED\" gallery --output gallery && for f in gallery/*; do echo OLD >\"$f\"; done",
            in: directory)
        try #require(result.status == 0, "\(result.standardError)")
        let count = contents(of: directory.appendingPathComponent("gallery")).count
        try #require(count > 1, "the gallery wrote \(count) files")
        return count
    }

    /// Whether every file of the gallery still says OLD, and none was added or removed.
    static func untouched(_ gallery: URL, fileCount: Int) -> Bool {
        let all = contents(of: gallery)
        let files = all.filter { $0.hasSuffix(".svg") }
        return all.count == fileCount && !files.isEmpty
            && files.allSatisfy {
                (try? String(contentsOf: gallery.appendingPathComponent($0), encoding: .utf8))
                    == "OLD\n"
            }
    }

    @Test("a file that cannot be replaced leaves the whole earlier gallery untouched")
    func oneFileFails() throws {
        let directory = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let fileCount = try Self.markedGallery(in: directory)
        // index.html, written last, becomes a directory that cannot be replaced by a file.
        let result = try Shell.run(
            "rm gallery/index.html && mkdir -p gallery/index.html/keep &&"
                + " \"$SEGMENTED\" gallery --output gallery",
            in: directory)
        #expect(result.status == 2)
        #expect(result.errorLines.count == 1, "\(result.standardError)")
        #expect(Self.untouched(directory.appendingPathComponent("gallery"), fileCount: fileCount))
        #expect(contents(of: directory) == ["gallery"])
    }

    @Test("a run cut short by the file size limit leaves the old gallery and no directories")
    func fileSizeLimit() throws {
        let directory = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let fileCount = try Self.markedGallery(in: directory)
        // 4 blocks of 512 bytes: the first pictures fit, the first animated one does not.
        let result = try Shell.run(
            "(ulimit -f 4; exec \"$SEGMENTED\" gallery --output gallery); echo $?;"
                + " (ulimit -f 4; exec \"$SEGMENTED\" gallery --output new/a/b); echo $?",
            in: directory)
        #expect(result.output == "\(128 + SIGXFSZ)\n\(128 + SIGXFSZ)\n", "\(result.output)")
        #expect(Self.untouched(directory.appendingPathComponent("gallery"), fileCount: fileCount))
        #expect(contents(of: directory) == ["gallery"])
    }

    @Test("a replaced gallery keeps other files, the directory's mode, and reads as new")
    func replaces() throws {
        let directory = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try Self.markedGallery(in: directory)
        let result = try Shell.run(
            "echo mine >gallery/README && chmod 750 gallery &&"
                + " \"$SEGMENTED\" gallery --output gallery 2>/dev/null &&"
                + " stat -c %a gallery && cat gallery/README && head -c 4 gallery/sliding-pill.svg",
            in: directory)
        #expect(result.output == "750\nmine\n<svg", "\(result.output) \(result.standardError)")
        #expect(contents(of: directory) == ["gallery"])
    }

    @Test("the gallery can be rewritten from inside it (--output .)")
    func currentDirectory() throws {
        let directory = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let fileCount = try Self.markedGallery(in: directory)
        let result = try Shell.run(
            "(cd gallery && \"$SEGMENTED\" gallery --output . 2>/dev/null) &&"
                + " head -c 4 gallery/sliding-pill.svg && ls -A gallery | wc -l",
            in: directory)
        #expect(result.output == "<svg\(fileCount)\n", "\(result.output) \(result.standardError)")
        #expect(contents(of: directory) == ["gallery"])
    }

    @Test("with standard output closed the font is still found, and the picture is the same")
    func closedStandardOutput() throws {
        let directory = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let result = try Shell.run(
            "\"$SEGMENTED\" render --items Home,Trending >reference.svg &&"
                + " \"$SEGMENTED\" render --items Home,Trending --output closed.svg >&- &&"
                + " cmp reference.svg closed.svg && echo same",
            in: directory)
        #expect(result.output == "same\n", "\(result.output) \(result.standardError)")
    }

    @Test("with 5 to 10 file descriptors the font is found and nothing traps", arguments: 5...10)
    func fewDescriptors(_ limit: Int) throws {
        let directory = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let result = try Shell.run(
            "\"$SEGMENTED\" render --items Home,Trending >reference.svg &&"
                + " (ulimit -n \(limit); exec \"$SEGMENTED\" render --items Home,Trending"
                + " --output few.svg); echo $?; cmp reference.svg few.svg && echo same",
            in: directory)
        #expect(result.output == "0\nsame\n", "\(result.output) \(result.standardError)")
    }
}

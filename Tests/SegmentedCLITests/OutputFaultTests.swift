import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `--output` and standard output under the faults a careful Unix tool survives. Each test
/// runs the built tool as a shell would, on real special files.
@Suite("segmented output under faults")
struct OutputFaultTests {
    static let picture = "<svg xmlns=\"http://www.w3.org/2000/svg\""

    @Test(
        "a failed write to standard output gives one line and exit 2 (render, help, plain frames)")
    func fullDevice() throws {
        let directory = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        for command in ["render --items A,B", "--help", "render --help", ""] {
            let result = try Shell.run("\"$SEGMENTED\" \(command) >/dev/full", in: directory)
            #expect(result.status == 2, "\(command)")
            #expect(result.errorLines.count == 1, "\(command): \(result.standardError)")
            #expect(
                result.standardError.contains("cannot write to standard output: no space left"),
                "\(command): \(result.standardError)")
        }
    }

    @Test("a reader that goes away ends the tool quietly by SIGPIPE, also when SIGPIPE is ignored")
    func closedPipe() throws {
        let directory = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        // About 150 KB of SVG: more than a pipe holds, so the writer meets the closed end.
        let items = (0..<1_000).map { "I\($0)" }.joined(separator: ",")
        for trap in ["", "trap '' PIPE; "] {
            let result = try Shell.run(
                "\(trap)(\"$SEGMENTED\" render --items \(items) --animate-to 999 2>err; "
                    + "echo $? >status) | head -c 1 >/dev/null; cat status err",
                in: directory)
            #expect(result.output == "141\n", "\(trap): \(result.output)")
        }
    }

    @Test("--output onto a FIFO writes into it and leaves the FIFO")
    func fifo() throws {
        let directory = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let result = try Shell.run(
            "mkfifo pipe && (cat pipe >got &) && \"$SEGMENTED\" render --items A,B --output pipe"
                + " && sleep 0.2 && test -p pipe && echo fifo",
            in: directory)
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.output == "fifo\n")
        let got = try String(contentsOf: directory.appendingPathComponent("got"), encoding: .utf8)
        #expect(got.hasPrefix(Self.picture))
    }

    @Test("--output onto a device node, or a link to standard output, writes into it")
    func devices() throws {
        let directory = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        // A private node for the null device (a rename onto it must never reach /dev; without
        // permission for mknod, a link to /dev/null), and a link to this process's standard
        // output as /dev/stdout is.
        let result = try Shell.run(
            "mknod null c 1 3 2>/dev/null || ln -s /dev/null null; ln -s /proc/self/fd/1 stdout;"
                + " \"$SEGMENTED\" render --items A,B --output null || exit 3;"
                + " test -c null || exit 4; \"$SEGMENTED\" render --items A,B --output stdout"
                + " | cat; test -L stdout || exit 5; echo first >log;"
                + " \"$SEGMENTED\" render --items A,B --output stdout >>log || exit 6;"
                + " head -c 10 log | tr -d '\\n' >&2",
            in: directory)
        #expect(result.status == 0, "\(result.status) \(result.standardError)")
        #expect(result.output.hasPrefix(Self.picture), "\(result.output.prefix(80))")
        // Appending through the link appends: the earlier line stays first.
        #expect(result.standardError == "first<svg", "\(result.standardError)")
    }

    @Test("an existing file keeps its mode 600 and its owner")
    func modeAndOwner() throws {
        let directory = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let ownerCanChange = getuid() == 0
        let result = try Shell.run(
            "echo old >f; chmod 600 f; \(ownerCanChange ? "chown 1234:1235 f;" : "")"
                + " \"$SEGMENTED\" render --items A,B --output f && stat -c '%a %u:%g' f && head -c 4 f",
            in: directory)
        let owner = ownerCanChange ? "1234:1235" : "\(getuid()):\(getgid())"
        #expect(result.output == "600 \(owner)\n<svg", "\(result.output) \(result.standardError)")
        #expect(contents(of: directory) == ["f"])
    }

    @Test("a file with hard links is written in place, so every link shows the new picture")
    func hardLinks() throws {
        let directory = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let result = try Shell.run(
            "echo old >a; ln a b; \"$SEGMENTED\" render --items A,B --output a"
                + " && stat -c %h a && head -c 4 b",
            in: directory)
        #expect(result.output == "2\n<svg", "\(result.output) \(result.standardError)")
    }

    @Test("a symbolic link is followed: the link stays, its target gets the picture")
    func symbolicLink() throws {
        let directory = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let result = try Shell.run(
            "mkdir sub; echo old >sub/target; chmod 640 sub/target; ln -s sub/target link;"
                + " ln -s missing dangling;"
                + " \"$SEGMENTED\" render --items A,B --output link &&"
                + " \"$SEGMENTED\" render --items A,B --output dangling &&"
                + " test -L link && test -L dangling && stat -c %a sub/target &&"
                + " head -c 4 sub/target && head -c 4 missing && ls -A sub",
            in: directory)
        #expect(
            result.output == "640\n<svg<svgtarget\n", "\(result.output) \(result.standardError)")
    }

    @Test("a write cut short by the file size limit (SIGXFSZ) leaves no temporary file")
    func fileSizeLimit() throws {
        let directory = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let items = (0..<200).map { "Item\($0)" }.joined(separator: ",")
        let result = try Shell.run(
            "echo old >out.svg; (ulimit -f 1; exec \"$SEGMENTED\" render --items \(items)"
                + " --output out.svg); echo $?; ls -A; cat out.svg",
            in: directory)
        #expect(result.output == "\(128 + SIGXFSZ)\nout.svg\nold\n", "\(result.output)")
    }

    @Test(
        "SIGINT, SIGTERM and SIGHUP while the temporary file is open remove it and end the tool",
        arguments: [SIGINT, SIGTERM, SIGHUP])
    func signals(_ signalNumber: Int32) throws {
        let directory = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("out.svg")
        try Data("old\n".utf8).write(to: file)
        let tool = try #require(Tool.executable).path
        let started = try Shell.start(
            [tool, "render", "--items", "A,B", "--output", file.path], in: directory,
            environment: ["SEGMENTED_TEST_STOP_AFTER_TEMPORARY": "1"])
        // The hook stops the tool right after it created its temporary file.
        let deadline = Date().addingTimeInterval(10)
        while contents(of: directory).count < 2, Date() < deadline { usleep(10_000) }
        let during = contents(of: directory)
        kill(started.pid, signalNumber)
        kill(started.pid, SIGCONT)
        let result = started.wait()
        #expect(during.count == 2 && during.contains { $0.hasSuffix(".tmp") }, "\(during)")
        #expect(result.status == 128 + signalNumber)
        #expect(contents(of: directory) == ["out.svg"])
        #expect(try String(contentsOf: file, encoding: .utf8) == "old\n")
    }

    @Test("a path that is not UTF-8 is written under exactly its bytes")
    func nonUTF8Path() throws {
        let directory = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let result = try Shell.run(
            "name=$(printf 'n\\377\\376.svg'); \"$SEGMENTED\" render --items A,B --output \"$name\""
                + " && test -f \"$name\" && ls -A | od -An -tx1 | tr -d ' \\n'",
            in: directory)
        #expect(result.status == 0, "\(result.standardError)")
        // n 0xFF 0xFE . s v g, newline from ls.
        #expect(result.output == "6efffe2e7376670a", "\(result.output)")
    }
}

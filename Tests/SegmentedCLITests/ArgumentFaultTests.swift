import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Arguments a hostile user sends: huge repetitions, a disabled selection, a bogus topic.
@Suite("segmented arguments under faults", .serialized)
struct ArgumentFaultTests {
    /// Runs the tool with a very long argument list (the stack limit bounds `argv`, so it is
    /// raised for the child first).
    static func runMany(_ arguments: [String]) throws -> (ShellResult, seconds: Double) {
        #if canImport(Glibc)
            let stack = __rlimit_resource_t(RLIMIT_STACK.rawValue)
        #else
            let stack = RLIMIT_STACK
        #endif
        var limit = rlimit()
        getrlimit(stack, &limit)
        let wanted = rlim_t(64 << 20)
        // RLIM_INFINITY is the largest value, so `min` handles it too.
        if limit.rlim_cur < wanted {
            var raised = limit
            raised.rlim_cur = min(wanted, limit.rlim_max)
            setrlimit(stack, &raised)
        }
        let directory = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let tool = try #require(Tool.executable).path
        let start = Date()
        let result = try Shell.start([tool] + arguments, in: directory).wait()
        return (result, Date().timeIntervalSince(start))
    }

    @Test("20,000 --badge options are refused by their cap before any work")
    func manyBadges() throws {
        let badges = (0..<20_000).flatMap { ["--badge", "1=\($0 % 100)"] }
        let (result, seconds) = try Self.runMany(["render", "--items", "A,B,C"] + badges)
        #expect(result.status == 2)
        #expect(result.errorLines == ["segmented: too many --badge options (20000); at most 1000"])
        // The quadratic parser took 25 s (debug build); linear parsing takes well under 1 s.
        #expect(seconds < 10, "\(seconds) s")
    }

    @Test("100,000 --item options are counted before they are read")
    func manyItems() throws {
        let items = (0..<100_000).flatMap { ["--item", "x\($0)"] }
        let (result, seconds) = try Self.runMany(["render"] + items)
        #expect(result.status == 2)
        #expect(result.errorLines == ["segmented: too many items (100000); at most 1000"])
        #expect(seconds < 10, "\(seconds) s")
    }

    @Test("the caps themselves are accepted: 1,000 items, 1,000 badges, 999 disabled")
    func atTheCaps() throws {
        let badges = (0..<1_000).flatMap { ["--badge", "\($0)=1"] }
        let items = (0..<1_000).map { "I\($0)" }.joined(separator: ",")
        let disabled = (1..<1_000).map(String.init).joined(separator: ",")
        let (result, _) = try Self.runMany(
            ["render", "--items", items, "--disabled", disabled] + badges)
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.output.contains("I0 (selected)"))
        let (over, _) = try Self.runMany(
            ["render", "--items", items, "--disabled", disabled + ",0,1"])
        #expect(over.errorLines == ["segmented: too many --disabled indices; at most 1000"])
    }

    @Test(
        "--selected on a disabled segment is refused; without it the first enabled one is selected")
    func disabledSelection() throws {
        let refused = try Tool.run([
            "render", "--items", "A,B,C", "--selected", "1", "--disabled", "1",
        ])
        #expect(refused.status == 2)
        #expect(
            refused.errorLines == [
                "segmented: --selected 1 is a disabled segment; choose an enabled one"
            ])
        #expect(refused.standardOutput.isEmpty)
        let animate = try Tool.run([
            "render", "--items", "A,B,C", "--animate-to", "2", "--disabled", "2",
        ])
        #expect(animate.status == 2)
        #expect(animate.standardError.contains("--animate-to 2 is a disabled segment"))
        let first = try Tool.run(["render", "--items", "A,B,C", "--disabled", "0"])
        #expect(first.status == 0)
        #expect(first.standardOutput.contains("B (selected)"))
        #expect(!first.standardOutput.contains("A (selected)"))
        let none = try Tool.run(["render", "--items", "A,B", "--disabled", "0,1"])
        #expect(none.status == 2)
        #expect(none.standardError.contains("every segment is disabled"))
    }

    @Test("help for an unknown subcommand exits 2 with one line")
    func helpBogus() throws {
        for arguments in [["help", "bogus"], ["help", "render", "extra"]] {
            let result = try Tool.run(arguments)
            #expect(result.status == 2, "\(arguments)")
            #expect(result.errorLines.count == 1, "\(arguments): \(result.standardError)")
            #expect(result.standardOutput.isEmpty)
        }
        #expect(try Tool.run(["help", "gallery"]).status == 0)
        #expect(try Tool.run(["help"]).standardOutput.contains("SUBCOMMANDS"))
    }
}

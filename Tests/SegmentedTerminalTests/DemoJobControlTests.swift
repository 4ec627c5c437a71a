import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Job control and dumb terminals, in a real terminal: tmux runs an interactive shell with job
/// control on a private server, the demo is started from it, stopped and brought back.
@Suite(
    "The live demo under job control and on dumb terminals (tmux)", .serialized,
    .enabled(if: Tmux.isAvailable, "tmux is not installed"))
struct DemoJobControlTests {
    @Test("Ctrl-Z restores the terminal and stops; fg takes it again and redraws the whole screen")
    func controlZ() throws {
        let tmux = try Tmux()
        defer { tmux.stop() }
        try tmux.startDemoFromShell()
        tmux.send(["C-z"])
        #expect(tmux.waitForScreen { $0.contains("Stopped") }, "\(tmux.screen())")
        tmux.expectRestoredAtPrompt()
        try tmux.bringBack()
        tmux.send(["q"])
        tmux.expectExitedAndRestored()
    }

    @Test("SIGTSTP from outside restores the terminal and stops; SIGCONT (fg) takes it again")
    func stopFromOutside() throws {
        let tmux = try Tmux()
        defer { tmux.stop() }
        try tmux.startDemoFromShell()
        let pid = try tmux.demoPID()
        kill(pid, SIGTSTP)
        #expect(tmux.waitForScreen { $0.contains("Stopped") }, "\(tmux.screen())")
        tmux.expectRestoredAtPrompt()
        try tmux.bringBack()
        tmux.send(["C-c"])
        tmux.expectExitedAndRestored()
    }

    @Test(
        "after SIGSTOP, which cannot be caught, SIGCONT (fg) takes the terminal again and redraws")
    func stopAndContinue() throws {
        let tmux = try Tmux()
        defer { tmux.stop() }
        try tmux.startDemoFromShell()
        let pid = try tmux.demoPID()
        kill(pid, SIGSTOP)
        #expect(tmux.waitForScreen { $0.contains("Stopped") }, "\(tmux.screen())")
        try tmux.bringBack()
        tmux.send(["q"])
        tmux.expectExitedAndRestored()
    }

    @Test(
        "TERM=dumb or unset prints the plain frames with one line saying why",
        arguments: [
            "TERM=dumb", "-u TERM",
        ])
    func dumbTerminal(_ setting: String) throws {
        let tmux = try Tmux()
        defer { tmux.stop() }
        let script =
            "env \(setting) '\(tmux.tool)' demo; echo \"demo exited with status $?\"; exec sleep 60"
        tmux.run(["new-session", "-d", "-s", tmux.session, "-x", "100", "-y", "40", script])
        #expect(
            tmux.waitForScreen { $0.contains("demo exited with status 0") }, "\(tmux.screen())")
        let screen = tmux.screen().joined(separator: "\n")
        #expect(screen.contains("plain frames instead of the live demo"), "\(screen)")
        #expect(screen.contains("Material underline") && screen.contains("Home"))
        #expect(!screen.contains("q: quit"), "the live demo's key line")
        #expect(tmux.modes() == "0 1 0 0", "alternate screen, cursor, mouse: \(tmux.modes())")
    }
}

extension Tmux {
    /// Starts an interactive shell with job control and runs the demo from it.
    func startDemoFromShell() throws {
        run([
            "new-session", "-d", "-s", session, "-x", "100", "-y", "40",
            "env PS1='$ ' bash --norc --noprofile -i",
        ])
        #expect(waitForScreen { $0.contains("$") }, "no prompt: \(screen())")
        send(["-l", "'\(tool)' demo"])
        send(["Enter"])
        #expect(
            waitForScreen { $0.contains("Material underline") && $0.contains("q: quit") },
            "the demo did not draw: \(screen())")
        #expect(waitForUnderline(under: "Home"), "\(screen())")
    }

    /// After the demo ended: the shell reports its status 0 and cooked settings.
    func expectExitedAndRestored() {
        #expect(waitForScreen { $0.hasSuffix("$") }, "no prompt: \(screen())")
        send(["-l", "echo \"demo exited with status $?\"; stty -a"])
        send(["Enter"])
        #expect(waitForScreen { $0.contains("demo exited with status 0") }, "\(screen())")
        expectRestored()
    }

    /// The demo's process id (the shell's child).
    func demoPID() throws -> Int32 {
        let shell = run(["display-message", "-p", "-t", session, "#{pane_pid}"])
        let child = runProgram(["pgrep", "-P", shell, "segmented"])
        return try #require(Int32(child.split(separator: "\n").first ?? ""), "no demo process")
    }

    /// The pane's modes: alternate screen, cursor shown, mouse reporting, SGR mouse.
    func modes() -> String {
        run([
            "display-message", "-p", "-t", session,
            "#{alternate_on} #{cursor_flag} #{mouse_any_flag} #{mouse_sgr_flag}",
        ])
    }

    /// While stopped: main screen, cursor, no mouse, and the shell sees cooked settings.
    func expectRestoredAtPrompt() {
        #expect(modes() == "0 1 0 0", "alternate screen, cursor, mouse, SGR mouse: \(modes())")
        send(["-l", "stty -a | tr ' ' '\\n' | grep -E '^-?(icanon|echo|isig)$' | tr '\\n' ' '"])
        send(["Enter"])
        #expect(
            waitForScreen { $0.contains("isig icanon echo") },
            "\(screen())")
    }

    /// `fg`: the demo is back on the alternate screen with mouse reporting, drawn whole, and
    /// takes single keys again (raw mode).
    func bringBack() throws {
        run(["send-keys", "-t", session, "clear; fg", "Enter"])
        #expect(
            waitForScreen { $0.contains("Material underline") && $0.contains("q: quit") },
            "not redrawn: \(screen())")
        #expect(modes() == "1 0 1 1", "alternate screen, cursor, mouse, SGR mouse: \(modes())")
        #expect(waitForUnderline(under: "Home"), "\(screen())")
        send(["Right"])
        #expect(waitForUnderline(under: "Trending"), "\(screen())")
    }
}

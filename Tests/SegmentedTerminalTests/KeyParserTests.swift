import SegmentedTerminal
import Testing

@Suite("Reading keys")
struct KeyParserTests {
    private func parse(_ text: String) -> [KeyEvent] {
        var parser = KeyParser()
        return parser.parse(Array(text.utf8)) + parser.flush()
    }

    @Test("arrows in normal, application and modified forms")
    func arrows() {
        #expect(parse("\u{1B}[A\u{1B}[B\u{1B}[C\u{1B}[D") == [.up, .down, .right, .left])
        #expect(parse("\u{1B}OC\u{1B}OD") == [.right, .left])
        #expect(parse("\u{1B}[1;5C\u{1B}[1;2D") == [.right, .left])
    }

    @Test("Home and End in every form terminals send")
    func homeEnd() {
        for home in ["\u{1B}[H", "\u{1B}OH", "\u{1B}[1~", "\u{1B}[7~"] {
            #expect(parse(home) == [.home])
        }
        for end in ["\u{1B}[F", "\u{1B}OF", "\u{1B}[4~", "\u{1B}[8~"] {
            #expect(parse(end) == [.end])
        }
    }

    @Test("Tab, Shift-Tab, Return, digits, letters and Ctrl-C")
    func plainKeys() {
        #expect(parse("\t\u{1B}[Z\r") == [.tab, .backTab, .enter])
        #expect(parse("3q") == [.character("3"), .character("q")])
        #expect(parse("\u{03}") == [.control("c")])
        #expect(parse("é推") == [.character("é"), .character("推")])
    }

    @Test("SGR mouse reports give 0-based cells, press and release")
    func mouse() {
        let press = MouseEvent(button: 0, column: 9, row: 4, isPress: true)
        #expect(parse("\u{1B}[<0;10;5M") == [.mouse(press)])
        #expect(press.isPrimaryPress)
        let release = parse("\u{1B}[<0;10;5m")
        #expect(release == [.mouse(MouseEvent(button: 0, column: 9, row: 4, isPress: false))])
        if case .mouse(let wheel) = parse("\u{1B}[<64;1;1M").first {
            #expect(!wheel.isPrimaryPress)
        }
        #expect(parse("\u{1B}[<0;10M") == [.unknown])
    }

    @Test("a bare Escape waits for the flush; a sequence in the same read does not")
    func bareEscape() {
        var parser = KeyParser()
        #expect(parser.parse([0x1B]).isEmpty)
        #expect(parser.hasPending)
        #expect(parser.flush() == [.escape])
        #expect(!parser.hasPending)
        #expect(parser.parse(Array("\u{1B}[C".utf8)) == [.right])
        #expect(parser.parse(Array("\u{1B}\u{1B}[D".utf8)) == [.escape, .left])
        #expect(parser.parse(Array("\u{1B}q".utf8)) == [.escape, .character("q")])
    }

    @Test("sequences and characters split across reads are joined")
    func splitReads() {
        var parser = KeyParser()
        #expect(parser.parse([0x1B, 0x5B]).isEmpty)
        #expect(parser.parse(Array("<0;3".utf8)).isEmpty)
        #expect(
            parser.parse(Array(";2M".utf8))
                == [.mouse(MouseEvent(button: 0, column: 2, row: 1, isPress: true))])
        let bytes = Array("推".utf8)
        #expect(parser.parse([bytes[0]]).isEmpty)
        #expect(parser.parse(Array(bytes[1...])) == [.character("推")])
    }

    @Test("unknown or broken input is skipped without losing what follows")
    func garbage() {
        #expect(parse("\u{1B}[15~x") == [.unknown, .character("x")])
        var bytes = KeyParser()
        #expect(bytes.parse([0xFF, 0x61]) == [.unknown, .character("a")])
        #expect(bytes.parse([0xE6, 0x61]) == [.unknown, .character("a")])
        #expect(parse("\u{1B}[") == [.unknown])
        var parser = KeyParser()
        let long = [0x1B, 0x5B] + Array(repeating: UInt8(0x31), count: 100)
        #expect(parser.parse(long) == [.unknown])
        #expect(!parser.hasPending)
    }
}

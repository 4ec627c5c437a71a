import SegmentedCore
import SegmentedTerminal
import SegmentedTestSupport
import Testing

@Suite("Hostile labels in the terminal")
struct TerminalHostileLabelTests {
    /// Labels an app might pass on: escape sequences of every kind, C0 and C1 controls, bidi
    /// overrides, invalid UTF-16 decoded leniently, and random mixes with ordinary text.
    static let fragments: [String] = [
        "\u{1B}[2J", "\u{1B}]0;pwned\u{7}", "\u{1B}]8;;http://x\u{1B}\\", "\u{1B}P1$r\u{1B}\\",
        "\u{1B}[?1049l", "\u{1B}[31m", "\u{1B}c", "\u{1B}", "\u{9B}2J", "\u{9D}0;t\u{9C}", "\u{0}",
        "\u{7}", "\u{8}", "\t", "\n", "\r", "\u{7F}", "\u{85}", "\u{202E}", "\u{2066}", "\u{200F}",
        "\u{FEFF}", "e\u{301}", "👩‍👩‍👧", "🇯🇵", "推薦", "한국어", "Home", " ",
        String(decoding: [0xD800, 0x41, 0xDFFF] as [UInt16], as: UTF16.self),
    ]

    static func labels(count: Int = 150) -> [String] {
        var random = SeededRandom(seed: 0xC0FFEE)
        func next() -> Int { Int(truncatingIfNeeded: random.next() >> 1) }
        var labels = fragments
        while labels.count < count {
            labels.append(
                (0..<(1 + next() % 5)).map { _ in fragments[next() % fragments.count] }.joined())
        }
        return labels
    }

    /// Whether every escape in the output is one the renderer writes itself (a style, a cursor
    /// move or the clear) and no other control character is present.
    static func onlyOwnControls(_ output: String) -> Bool {
        let parts = output.split(separator: "\u{1B}", omittingEmptySubsequences: false)
        for (index, part) in parts.enumerated() {
            var text = Substring(part)
            if index > 0 {
                guard text.first == "[" else { return false }
                text = text.dropFirst()
                let parameters = text.prefix { $0.isASCII && ($0.isNumber || $0 == ";") }
                text = text.dropFirst(parameters.count)
                guard let final = text.first, "HmJK".contains(final) else { return false }
                text = text.dropFirst()
            }
            for scalar in text.unicodeScalars where scalar != "\n" {
                let value = scalar.value
                if value < 0x20 || (0x7F...0x9F).contains(value) { return false }
                if (0x202A...0x202E).contains(value) || (0x2066...0x2069).contains(value) {
                    return false
                }
            }
        }
        return true
    }

    @Test("no label, in any design or colour mode, reaches the terminal as a control")
    func neverPassesControls() {
        let labels = Self.labels()
        for design in SegmentedDesign.all {
            for start in stride(from: 0, to: labels.count, by: 3) {
                let chunk = Array(labels[start..<min(labels.count, start + 3)])
                let control = TerminalSegmentedControl(design: design, labels: chunk, width: 60)
                for label in control.labels {
                    #expect(label == TerminalText.sanitized(label))
                }
                for colors in ColorMode.allCases {
                    var grid = CellGrid(columns: control.width, rows: control.rows)
                    control.draw(into: &grid, row: 0, column: 0, position: 0.5, colors: colors)
                    let output = grid.ansiText(colors: colors)
                    #expect(Self.onlyOwnControls(output), "\(design.id) \(colors) \(chunk)")
                    #expect(!output.contains("pwned"))
                    if colors == .none {
                        // Plain output (pipes, NO_COLOR) has no escape at all.
                        #expect(!grid.plainText.contains("\u{1B}"))
                        #expect(Self.onlyOwnControls(grid.plainText))
                    }
                }
            }
        }
    }

    @Test("the checker itself rejects a label's escape and accepts the renderer's own")
    func checkerCanFail() {
        #expect(Self.onlyOwnControls("\u{1B}[38;5;33mHome\u{1B}[0m\n"))
        #expect(!Self.onlyOwnControls("Home\u{1B}]0;pwned\u{7}"))
        #expect(!Self.onlyOwnControls("Home\u{9B}2J"))
        #expect(!Self.onlyOwnControls("Home\u{202E}"))
    }
}

@Suite("Hostile sizes and input in the terminal")
struct TerminalHostileSizeTests {
    @Test("a mouse report with zero, negative or huge cells is not a click")
    func hostileMouse() {
        for report in [
            "\u{1B}[<0;-9223372036854775808;1M", "\u{1B}[<0;0;1M", "\u{1B}[<0;5;99999999M",
        ] {
            var parser = KeyParser()
            let events = parser.parse(Array(report.utf8))
            #expect(!events.contains { if case .mouse = $0 { true } else { false } }, "\(report)")
        }
        var parser = KeyParser()
        let events = parser.parse(Array("\u{1B}[<0;5;2M".utf8))
        #expect(
            events.contains {
                if case .mouse(let mouse) = $0 {
                    mouse.column == 4 && mouse.row == 1
                } else {
                    false
                }
            })
    }

    @Test("grids too large for any screen are empty instead of overflowing")
    func hugeGrids() {
        #expect(CellGrid(columns: Int.max / 2, rows: 3).columns == 0)
        #expect(CellGrid(columns: Int.max, rows: Int.max).rows == 0)
        #expect(CellGrid(columns: -5, rows: 3).columns == 0)
        #expect(CellGrid(columns: 80, rows: 24).columns == 80)
    }

    @Test("drawing a huge control into a small grid only visits the visible columns")
    func hugeWidth() {
        for design in SegmentedDesign.all {
            let control = TerminalSegmentedControl(
                design: design, labels: ["A", "B"], width: Int.max)
            var grid = CellGrid(columns: 10, rows: control.rows)
            control.draw(into: &grid, row: 0, column: 0, position: 0.5, colors: .trueColor)
            #expect(grid.columns == 10)
        }
    }
}

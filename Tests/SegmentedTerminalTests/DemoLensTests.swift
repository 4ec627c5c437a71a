import SegmentedCore
import SegmentedTerminal
import Testing

/// The Liquid Glass control in the demo: the mouse scrubs the core's lens, and the cells show
/// it lifted (wider, `(` … `)` without colour) and stretched while it travels.
@Suite("The demo's glass lens")
struct DemoLensTests {
    private let size = TerminalSize(columns: 100, rows: 40)
    private var glass: Int { DemoState.defaultItems.firstIndex { $0.design.glass != nil }! }

    /// The glass control's row as plain text at a time.
    private func row(_ demo: DemoState, at time: Double) -> String? {
        let page = demo.frame(at: time).plainText.split(
            separator: "\n", omittingEmptySubsequences: false)
        guard let heading = page.firstIndex(where: { $0.contains("Liquid Glass") }),
            heading + 1 < page.count
        else { return nil }
        return String(page[heading + 1])
    }

    /// The row and column of a title in the glass control.
    private func title(_ label: String, in demo: DemoState) -> (row: Int, column: Int)? {
        let page = demo.frame(at: 0).plainText.split(
            separator: "\n", omittingEmptySubsequences: false)
        guard let heading = page.firstIndex(where: { $0.contains("Liquid Glass") }),
            let range = page[heading + 1].range(of: label)
        else { return nil }
        return (
            heading + 1,
            page[heading + 1].distance(from: page[heading + 1].startIndex, to: range.lowerBound)
        )
    }

    @Test("the glass control has a lens over its arrangement in cells, resting on Week")
    func lensMade() throws {
        let demo = DemoState(size: size, colors: .none)
        let lens = try #require(demo.items[glass].lens)
        #expect(lens.target == 1)
        #expect(demo.items[glass].selection.selectedIndex == 1)
        let line = try #require(row(demo, at: 0))
        #expect(line.contains("[") && line.contains("Week"))
    }

    @Test(
        "press Week: the lens lifts (wider, in parentheses); scrub to Month: it stretches; release selects Month"
    )
    func pressScrubRelease() throws {
        var demo = DemoState(size: size, colors: .none)
        let week = try #require(title("Week", in: demo))
        let month = try #require(title("Month", in: demo))
        let restWidth = try #require(demo.items[glass].lens?.state(at: 0)).indicatorFrame.width
        demo.apply(.press(column: week.column + 1, row: week.row), at: 0)
        let lifted = try #require(demo.items[glass].lens?.state(at: 0.2))
        #expect(lifted.lift == 1)
        #expect(lifted.scaledIndicatorFrame.width > restWidth)
        let pressedRow = try #require(row(demo, at: 0.2))
        #expect(pressedRow.contains("(") && pressedRow.contains(")"))
        #expect(!pressedRow.contains("["))
        demo.apply(.drag(column: month.column + 1, row: week.row), at: 0.3)
        #expect(demo.items[glass].selection.selectedIndex == 1)  // nothing selected yet
        let moving = try #require(demo.items[glass].lens?.state(at: 0.35))
        #expect(moving.isStretched(restWidth: restWidth))
        demo.apply(.release(column: month.column + 1, row: week.row), at: 0.4)
        #expect(demo.items[glass].selection.selectedIndex == 2)
        #expect(!demo.isSettled(at: 0.45))
        #expect(demo.isSettled(at: 5))
        let settled = try #require(row(demo, at: 5))
        #expect(settled.contains("[") && settled.contains("]"))
        #expect(!settled.contains("("))
    }

    @Test("keys move the glass indicator through the lens; Reduce Motion places it at once")
    func keysAndReducedMotion() throws {
        var demo = DemoState(size: size, colors: .none)
        for _ in 0..<glass { demo.apply(.focusNext, at: 0) }
        demo.apply(.navigate(.right), at: 0)
        #expect(demo.items[glass].selection.selectedIndex == 2)
        #expect(demo.items[glass].lens?.target == 2)
        while demo.motion != .reduced { demo.apply(.cycleMotion, at: 0) }
        demo.apply(.navigate(.left), at: 1)
        #expect(demo.isSettled(at: 1))
    }

    @Test("with colour the lifted lens is painted in the glass colour, not the resting one")
    func colours() throws {
        var demo = DemoState(size: size, colors: .trueColor)
        let week = try #require(title("Week", in: DemoState(size: size, colors: .none)))
        let resting = demo.frame(at: 0)
        demo.apply(.press(column: week.column + 1, row: week.row), at: 0)
        let lifted = demo.frame(at: 0.5)
        #expect(
            resting[row: week.row, column: week.column]
                != lifted[row: week.row, column: week.column])
    }
}

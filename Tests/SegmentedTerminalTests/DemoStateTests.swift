import SegmentedCore
import SegmentedTerminal
import SegmentedTestSupport
import Testing

@Suite("The demo's behaviour")
struct DemoStateTests {
    private let size = TerminalSize(columns: 100, rows: 40)

    private func state(_ colors: ColorMode = .none) -> DemoState {
        DemoState(size: size, colors: colors)
    }

    private func key(_ event: KeyEvent) -> DemoAction? {
        DemoAction(key: event)
    }

    @Test("keys map to the core's navigation keys and the demo's commands")
    func keyMapping() {
        #expect(key(.right) == .navigate(.right))
        #expect(key(.tab) == .navigate(.next))
        #expect(key(.backTab) == .navigate(.previous))
        #expect(key(.home) == .navigate(.first))
        #expect(key(.end) == .navigate(.last))
        #expect(key(.character("4")) == .navigate(.number(4)))
        #expect(key(.character("0")) == nil)
        #expect(key(.character("s")) == .focusNext)
        #expect(key(.character("r")) == .toggleDirection)
        #expect(key(.character("m")) == .cycleMotion)
        for quit in [KeyEvent.character("q"), .escape, .control("c")] {
            #expect(key(quit) == .quit)
        }
        let press = MouseEvent(button: 0, column: 3, row: 7, isPress: true)
        #expect(key(.mouse(press)) == .press(column: 3, row: 7))
        let drag = MouseEvent(button: 32, column: 4, row: 7, isPress: true)
        #expect(key(.mouse(drag)) == .drag(column: 4, row: 7))
        let release = MouseEvent(button: 0, column: 3, row: 7, isPress: false)
        #expect(key(.mouse(release)) == .release(column: 3, row: 7))
        // The secondary button, its motion, and the wheel are not the pointer.
        #expect(key(.mouse(MouseEvent(button: 2, column: 3, row: 7, isPress: true))) == nil)
        #expect(key(.mouse(MouseEvent(button: 34, column: 3, row: 7, isPress: true))) == nil)
        #expect(key(.mouse(MouseEvent(button: 64, column: 3, row: 7, isPress: true))) == nil)
    }

    @Test("rapid keys retarget the running motion instead of jumping")
    func rapidKeys() {
        var demo = state()
        demo.apply(.navigate(.right), at: 10)
        let before = demo.items[0].animator.position(at: 10.05)
        demo.apply(.navigate(.right), at: 10.05)
        let after = demo.items[0].animator.position(at: 10.05)
        #expect(demo.items[0].selection.selectedIndex == 2)
        #expect(before > 0 && before < 1)
        #expect(abs(after - before) < 1e-9)
        #expect(demo.items[0].animator.target == 2)
        #expect(!demo.isSettled(at: 10.1))
        #expect(demo.isSettled(at: 20))
        #expect(demo.items[0].animator.position(at: 20) == 2)
    }

    @Test("in right-to-left the left arrow moves to the next segment")
    func rightToLeftArrows() {
        var demo = state()
        demo.apply(.toggleDirection, at: 0)
        #expect(demo.layoutDirection == .rightToLeft)
        demo.apply(.navigate(.left), at: 0)
        #expect(demo.items[0].selection.selectedIndex == 1)
        demo.apply(.navigate(.right), at: 0)
        #expect(demo.items[0].selection.selectedIndex == 0)
        demo.apply(.navigate(.right), at: 0)
        #expect(demo.items[0].selection.selectedIndex == 0)
    }

    @Test("Home, End, digits and Tab with wrapping move the focused control only")
    func navigation() {
        var demo = state()
        demo.apply(.navigate(.last), at: 0)
        #expect(demo.items[0].selection.selectedIndex == 4)
        demo.apply(.navigate(.next), at: 0)
        #expect(demo.items[0].selection.selectedIndex == 0)
        demo.apply(.navigate(.number(3)), at: 0)
        #expect(demo.items[0].selection.selectedIndex == 2)
        demo.apply(.navigate(.number(9)), at: 0)
        #expect(demo.items[0].selection.selectedIndex == 2)
        demo.apply(.focusNext, at: 0)
        demo.apply(.navigate(.first), at: 0)
        #expect(demo.focusedIndex == 1)
        #expect(demo.items[1].selection.selectedIndex == 0)
        #expect(demo.items[0].selection.selectedIndex == 2)
        demo.apply(.focusPrevious, at: 0)
        demo.apply(.focusPrevious, at: 0)
        #expect(demo.focusedIndex == 5)  // wrapped round to the last of the six
    }

    @Test("reduced motion makes every change instant; m cycles through the motions")
    func motions() {
        var demo = state()
        for _ in 0..<4 { demo.apply(.cycleMotion, at: 0) }
        #expect(demo.motion == .reduced)
        demo.apply(.navigate(.right), at: 5)
        #expect(demo.items[0].animator.position(at: 5) == 1)
        #expect(demo.isSettled(at: 5))
        demo.apply(.cycleMotion, at: 0)
        #expect(demo.motion == .design)
    }

    @Test("a click selects the segment under it and focuses its control")
    func click() {
        var demo = state()
        let page = demo.frame(at: 0).plainText.split(
            separator: "\n", omittingEmptySubsequences: false)
        // The pill's "Year" label: its row and column on the page.
        guard let row = page.firstIndex(where: { $0.contains("Year") }),
            let column = page[row].range(of: "Year").map({
                page[row].distance(from: page[row].startIndex, to: $0.lowerBound)
            })
        else {
            Issue.record("the pill is not on the page")
            return
        }
        demo.apply(.click(column: column + 1, row: row), at: 0)
        #expect(demo.focusedIndex == 1)
        #expect(demo.items[1].selection.selectedIndex == 3)
        demo.apply(.click(column: 0, row: 0), at: 0)
        #expect(demo.focusedIndex == 1)
    }

    /// The Material control's label row, and the columns of one of its labels.
    private func materialLabel(_ label: String, in demo: DemoState) -> (row: Int, column: Int)? {
        let page = demo.frame(at: 0).plainText.split(
            separator: "\n", omittingEmptySubsequences: false)
        guard let heading = page.firstIndex(where: { $0.contains("Material underline") }),
            heading + 1 < page.count
        else { return nil }
        let line = String(page[heading + 1])
        guard let range = line.range(of: label) else { return nil }
        return (heading + 1, CellWidth.of(String(line[..<range.lowerBound])))
    }

    @Test("a press selects nothing; dragging the selected indicator moves it before the release")
    func indicatorDrag() throws {
        var demo = state()
        let home = try #require(materialLabel("Home", in: demo))
        let trending = try #require(materialLabel("Trending", in: demo))
        demo.apply(.press(column: home.column + 1, row: home.row), at: 0)
        #expect(demo.items[0].selection.selectedIndex == 0)
        demo.apply(.drag(column: trending.column + 3, row: home.row), at: 0.1)
        // Not yet selected, but the indicator is already past halfway to Trending.
        #expect(demo.items[0].selection.selectedIndex == 0)
        let live = demo.items[0].animator.position(at: 0.1)
        #expect(live > 0.5 && live <= 1, "\(live)")
        demo.apply(.release(column: trending.column + 3, row: home.row), at: 0.2)
        #expect(demo.items[0].selection.selectedIndex == 1)
        #expect(demo.items[0].animator.target == 1)
    }

    @Test("a press dragged far below the bar and released there changes nothing")
    func releaseFarAway() throws {
        var demo = state()
        let trending = try #require(materialLabel("Trending", in: demo))
        demo.apply(.press(column: trending.column + 1, row: trending.row), at: 0)
        demo.apply(.drag(column: trending.column + 1, row: trending.row + 8), at: 0.1)
        demo.apply(.release(column: trending.column + 1, row: trending.row + 8), at: 0.2)
        #expect(demo.items[0].selection.selectedIndex == 0)
        // A release without a press does nothing either.
        demo.apply(.release(column: trending.column + 1, row: trending.row), at: 0.3)
        #expect(demo.items[0].selection.selectedIndex == 0)
    }

    @Test("a resize lays the page out again at the new width")
    func resize() {
        var demo = state()
        demo.apply(.resize(TerminalSize(columns: 50, rows: 30)), at: 0)
        let grid = demo.frame(at: 0)
        #expect(grid.columns == 50 && grid.rows == 30)
        #expect(grid.plainText.split(separator: "\n").allSatisfy { CellWidth.of(String($0)) <= 50 })
        #expect(grid.plainText.contains("…"))
    }

    @Test("quit keys finish the demo")
    func quit() {
        var demo = state()
        #expect(!demo.isFinished)
        demo.apply(.quit, at: 0)
        #expect(demo.isFinished)
    }

    @Test("the page shows every design's name, the focus and the key help")
    func page() {
        let demo = state()
        let text = demo.frame(at: 0).plainText
        for design in SegmentedDesign.all {
            #expect(text.contains(design.name))
        }
        #expect(text.contains("> Material underline"))
        #expect(text.contains("q: quit"))
        assertSnapshot(demo.frame(at: 0).plainText, named: "demo-page-100x40", extension: "txt")
    }

    @Test("the plain frames for a pipe have no escape codes and no key help")
    func plainFrames() {
        let text = TerminalDemo.plainText(width: 80)
        #expect(!text.contains("\u{1B}"))
        #expect(!text.contains("quit"))
        #expect(text.hasPrefix("Material underline"))
        assertSnapshot(text, named: "plain-frames-80", extension: "txt")
    }
}

import Testing

@testable import SegmentedCore

@Suite("Underline under a restyled system segmented control")
struct SegmentedControlUnderlineTests {
    let underline = SegmentedControlUnderline()

    @Test("restyled example: two segments, 160 wide, 20 tall: index 1 → x 80, y 30, 80 × 2")
    func restyledExample() {
        let frame = underline.frame(
            controlBounds: Rect(x: 0, y: 0, width: 160, height: 20), segmentWidths: [0, 0],
            selectedIndex: 1, layoutDirection: .leftToRight)
        #expect(frame == Rect(x: 80, y: 30, width: 80, height: 2))
    }

    @Test("explicit widths keep theirs; automatic segments share the rest")
    func explicitWidths() {
        let spans = SegmentedControlUnderline.segmentSpans(
            controlWidth: 250, segmentWidths: [0, 50, 0], layoutDirection: .leftToRight)
        #expect(spans.map(\.x) == [0, 100, 150])
        #expect(spans.map(\.width) == [100, 50, 100])
        let over = SegmentedControlUnderline.segmentSpans(
            controlWidth: 150, segmentWidths: [200, 0], layoutDirection: .leftToRight)
        #expect(over.map(\.width) == [200, 0])
    }

    @Test("right to left: segment 0 is at the right")
    func rightToLeft() {
        let spans = SegmentedControlUnderline.segmentSpans(
            controlWidth: 250, segmentWidths: [0, 50, 0], layoutDirection: .rightToLeft)
        #expect(spans.map(\.x) == [150, 100, 0])
        let frame = underline.frame(
            controlBounds: Rect(x: 0, y: 0, width: 160, height: 20), segmentWidths: [0, 0],
            selectedIndex: 0, layoutDirection: .rightToLeft)
        #expect(frame?.minX == 80)
    }

    @Test("inserted and removed segments and a resize move the bar")
    func changes() {
        let bounds = Rect(x: 0, y: 0, width: 300, height: 20)
        let two = underline.frame(
            controlBounds: bounds, segmentWidths: [0, 0], selectedIndex: 1,
            layoutDirection: .leftToRight)
        let three = underline.frame(
            controlBounds: bounds, segmentWidths: [0, 0, 0], selectedIndex: 1,
            layoutDirection: .leftToRight)
        #expect(two == Rect(x: 150, y: 30, width: 150, height: 2))
        #expect(three == Rect(x: 100, y: 30, width: 100, height: 2))
        let rotated = underline.frame(
            controlBounds: Rect(x: 0, y: 0, width: 600, height: 20), segmentWidths: [0, 0, 0],
            selectedIndex: 1, layoutDirection: .leftToRight)
        #expect(rotated == Rect(x: 200, y: 30, width: 200, height: 2))
    }

    @Test("no selection or bad input gives nil or a defined frame")
    func badInput() {
        let bounds = Rect(x: 0, y: 0, width: 160, height: 20)
        #expect(
            underline.frame(
                controlBounds: bounds, segmentWidths: [0, 0], selectedIndex: -1,
                layoutDirection: .leftToRight) == nil)
        #expect(
            underline.frame(
                controlBounds: bounds, segmentWidths: [], selectedIndex: 0,
                layoutDirection: .leftToRight) == nil)
        let weird = SegmentedControlUnderline(thickness: .nan, offset: .infinity).frame(
            controlBounds: Rect(x: 0, y: 0, width: .nan, height: -5), segmentWidths: [.nan, -3],
            selectedIndex: 1, layoutDirection: .leftToRight)
        #expect(weird == Rect(x: 0, y: 0, width: 0, height: 0))
    }
}

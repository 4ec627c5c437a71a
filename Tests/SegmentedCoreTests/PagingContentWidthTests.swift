import SegmentedCore
import Testing

@Suite("PagingGeometry from a scroll view's page and content widths")
struct PagingContentWidthTests {
    @Test("no pages, one page, many pages")
    func counts() {
        #expect(PagingGeometry(pageWidth: 390, contentWidth: 0).pageCount == 0)
        #expect(PagingGeometry(pageWidth: 390, contentWidth: 390).pageCount == 1)
        #expect(PagingGeometry(pageWidth: 390, contentWidth: 1170).pageCount == 3)
    }

    @Test("fractional content widths round to the nearest page")
    func rounding() {
        #expect(PagingGeometry(pageWidth: 375, contentWidth: 1124.5).pageCount == 3)
        #expect(PagingGeometry(pageWidth: 375, contentWidth: 1125.4).pageCount == 3)
        #expect(PagingGeometry(pageWidth: 100, contentWidth: 149).pageCount == 1)
    }

    @Test(
        "bad widths give no pages and position 0",
        arguments: [
            (Double.nan, 1000.0), (0, 1000), (-390, 1000), (.infinity, 1000), (390, .nan),
            (390, -1), (390, .infinity),
        ])
    func badWidths(pageWidth: Double, contentWidth: Double) {
        let paging = PagingGeometry(pageWidth: pageWidth, contentWidth: contentWidth)
        #expect(paging.pageCount == 0)
        #expect(paging.position(forOffset: 500) == 0)
    }

    @Test("a huge content width is capped, not a trap")
    func huge() {
        let paging = PagingGeometry(pageWidth: 1e-300, contentWidth: 1e300)
        #expect(paging.pageCount > 0)
    }

    @Test("left to right: the offset in pages")
    func leftToRight() {
        let paging = PagingGeometry(pageWidth: 390, contentWidth: 1170)
        #expect(paging.position(forOffset: 585) == 1.5)
        #expect(paging.position(forOffset: 780) == 2)
    }

    @Test("right to left: offset 0 shows the last page; positions run the other way")
    func rightToLeft() {
        let paging = PagingGeometry(
            pageWidth: 390, contentWidth: 1170, layoutDirection: .rightToLeft)
        #expect(paging.position(forOffset: 0) == 2)
        #expect(paging.position(forOffset: 780) == 0)
        #expect(paging.position(forOffset: 195) == 1.5)
        #expect(paging.offset(forPosition: 0) == 780)
    }
}

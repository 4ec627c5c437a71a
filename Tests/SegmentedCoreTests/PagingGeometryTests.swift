import SegmentedCore
import Testing

@Suite("Paging")
struct PagingGeometryTests {
    @Test("left to right: the offset over the page width, clamped")
    func leftToRight() {
        let paging = PagingGeometry(pageWidth: 400, pageCount: 3)
        #expect(paging.position(forOffset: 0) == 0)
        #expect(paging.position(forOffset: 600) == 1.5)
        #expect(paging.position(forOffset: 800) == 2)
        #expect(paging.position(forOffset: -40) == 0)
        #expect(paging.position(forOffset: 1000) == 2)
        #expect(paging.position(forOffset: -40, allowsOverscroll: true) == -0.1)
        #expect(paging.position(forOffset: 1000, allowsOverscroll: true) == 2.5)
    }

    @Test("right to left: offset 0 shows the last page")
    func rightToLeft() {
        let paging = PagingGeometry(pageWidth: 400, pageCount: 3, layoutDirection: .rightToLeft)
        #expect(paging.position(forOffset: 0) == 2)
        #expect(paging.position(forOffset: 800) == 0)
        #expect(paging.position(forOffset: 600) == 0.5)
        #expect(approx(paging.position(forOffset: 840, allowsOverscroll: true), -0.1))
        #expect(paging.offset(forPosition: 0) == 800)
    }

    @Test(
        "offsets round-trip through positions in both directions",
        arguments: LayoutDirection.allCases)
    func roundTrip(direction: LayoutDirection) {
        let paging = PagingGeometry(pageWidth: 390, pageCount: 5, layoutDirection: direction)
        for offset in stride(from: 0.0, through: 1560, by: 97.5) {
            #expect(
                abs(paging.offset(forPosition: paging.position(forOffset: offset)) - offset) < 1e-9)
        }
    }

    @Test("unusable page widths and counts give position 0")
    func degenerate() {
        for width in [0.0, -10, .nan, .infinity] {
            #expect(PagingGeometry(pageWidth: width, pageCount: 3).position(forOffset: 50) == 0)
            #expect(PagingGeometry(pageWidth: width, pageCount: 3).offset(forPosition: 1) == 0)
        }
        #expect(PagingGeometry(pageWidth: 100, pageCount: 0).position(forOffset: 50) == 0)
        #expect(PagingGeometry(pageWidth: 100, pageCount: -2).position(forOffset: 50) == 0)
        #expect(PagingGeometry(pageWidth: 100, pageCount: 3).position(forOffset: .nan) == 0)
        #expect(PagingGeometry(pageWidth: 100, pageCount: 3).offset(forPosition: .nan) == 0)
    }
}

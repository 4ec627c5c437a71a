import SegmentedCore
import Testing

@Suite("Paging position from a page's frame")
struct PagingPageFrameTests {
    let paging = PagingGeometry(pageWidth: 390, pageCount: 3)

    @Test("page 0 at its resting place gives position 0; scrolled by a page and a half, 1.5")
    func leftToRight() {
        #expect(paging.position(page: 0, atMinX: 0) == 0)
        #expect(paging.position(page: 0, atMinX: -585) == 1.5)
        #expect(paging.position(page: 1, atMinX: -195) == 1.5)
        #expect(paging.position(page: 2, atMinX: 0) == 2)
        #expect(paging.offset(page: 1, atMinX: -195) == 585)
    }

    @Test("paged header vector: page 0 moved a quarter page gives 0.25")
    func pagedHeader() {
        let header = PagingGeometry(pageWidth: 390, pageCount: 2)
        #expect(header.position(page: 0, atMinX: -97.5) == 0.25)
    }

    @Test("right to left: page 0 sits at the right end, pulling it right moves forward")
    func rightToLeft() {
        let rtl = PagingGeometry(pageWidth: 390, pageCount: 3, layoutDirection: .rightToLeft)
        #expect(rtl.position(page: 0, atMinX: 0) == 0)
        #expect(rtl.position(page: 0, atMinX: 195) == 0.5)
        #expect(rtl.position(page: 2, atMinX: 0) == 2)
        #expect(rtl.position(page: 2, atMinX: -390) == 1)
    }

    @Test("agrees with position(forOffset:) for every page read")
    func consistent() {
        for offset in stride(from: 0.0, through: 780, by: 65) {
            for page in 0..<3 {
                let minX = Double(page) * 390 - offset
                #expect(
                    approx(
                        paging.position(page: page, atMinX: minX),
                        paging.position(forOffset: offset)))
            }
        }
    }

    @Test("overscroll, NaN, no pages and bad widths are defined")
    func hostile() {
        #expect(paging.position(page: 0, atMinX: 39) == 0)
        #expect(approx(paging.position(page: 0, atMinX: 39, allowsOverscroll: true), -0.1))
        #expect(paging.position(page: 0, atMinX: .nan) == 0)
        #expect(paging.position(page: 9, atMinX: 0) == 2)
        #expect(PagingGeometry(pageWidth: 0, pageCount: 3).position(page: 1, atMinX: 0) == 0)
        #expect(PagingGeometry(pageWidth: 390, pageCount: 0).offset(page: 0, atMinX: 0) == 0)
    }
}

import SegmentedCore
import Testing

@Suite("PagingGeometry for a carousel pager (UIPageViewController's scroll view)")
struct PagingCarouselTests {
    let paging = PagingGeometry(pageWidth: 390, pageCount: 5)

    @Test("at rest the position is the current page")
    func atRest() {
        for page in 0..<5 {
            #expect(paging.position(forCarouselOffset: 390, currentPage: page) == Double(page))
        }
    }

    @Test("dragging towards the next or the previous page")
    func dragging() {
        #expect(paging.position(forCarouselOffset: 585, currentPage: 2) == 2.5)
        #expect(paging.position(forCarouselOffset: 195, currentPage: 2) == 1.5)
        #expect(paging.position(forCarouselOffset: 780, currentPage: 2) == 3)
    }

    @Test("right to left: the next page comes from the left")
    func rightToLeft() {
        var mirrored = paging
        mirrored.layoutDirection = .rightToLeft
        #expect(mirrored.position(forCarouselOffset: 195, currentPage: 2) == 2.5)
        #expect(mirrored.position(forCarouselOffset: 585, currentPage: 2) == 1.5)
    }

    @Test("clamped to the pages and to one page of travel")
    func clamped() {
        #expect(paging.position(forCarouselOffset: 0, currentPage: 0) == 0)
        #expect(paging.position(forCarouselOffset: 780, currentPage: 4) == 4)
        #expect(paging.position(forCarouselOffset: 5000, currentPage: 1) == 2)
        #expect(paging.position(forCarouselOffset: 585, currentPage: 99) == 4)
        #expect(paging.position(forCarouselOffset: 585, currentPage: -3) == 0.5)
    }

    @Test("bad input: NaN offset is at rest; no pages or a bad width give 0")
    func badInput() {
        #expect(paging.position(forCarouselOffset: .nan, currentPage: 3) == 3)
        #expect(paging.position(forCarouselOffset: .infinity, currentPage: 3) == 4)
        #expect(
            PagingGeometry(pageWidth: 390, pageCount: 0).position(
                forCarouselOffset: 585, currentPage: 0) == 0)
        #expect(
            PagingGeometry(pageWidth: .nan, pageCount: 3).position(
                forCarouselOffset: 585, currentPage: 1) == 0)
    }
}

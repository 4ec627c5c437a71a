import SegmentedCore
import Testing

@Suite("Paging turns")
struct PagingTurnTests {
    private let paging = PagingGeometry(pageWidth: 390, pageCount: 5)

    @Test("adjacent and same-page turns animate from where the pages are")
    func adjacent() {
        #expect(paging.turnStart(from: 0, to: 0) == nil)
        #expect(paging.turnStart(from: 0, to: 390) == nil)
        #expect(paging.turnStart(from: 1560, to: 1170) == nil)
    }

    @Test("a distant turn starts one page short of the target, on the side it comes from")
    func distant() {
        #expect(paging.turnStart(from: 0, to: 1560) == 1170)
        #expect(paging.turnStart(from: 0, to: 780) == 390)
        #expect(paging.turnStart(from: 1560, to: 0) == 390)
        // Mid-page offsets count as the nearest page.
        #expect(paging.turnStart(from: 100, to: 1560) == 1170)
    }

    @Test("unusable widths and offsets have a defined result")
    func hostile() {
        #expect(PagingGeometry(pageWidth: 0, pageCount: 5).turnStart(from: 0, to: 1560) == nil)
        #expect(PagingGeometry(pageWidth: .nan, pageCount: 5).turnStart(from: 0, to: 99) == nil)
        #expect(paging.turnStart(from: .nan, to: 1560) == 1170)
        #expect(paging.turnStart(from: .infinity, to: 780) == 390)
    }
}

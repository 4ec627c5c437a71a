import SegmentedCore
import Testing

/// Paging under hostile numbers: positions stay within the pages (or one page beyond with
/// overscroll), and offsets stay finite.
@Suite("Paging under hostile input")
struct HostilePagingTests {
    @Test("overscroll reaches at most one page beyond either end, even with a tiny page width")
    func boundedOverscroll() {
        // A subnormal page width turned a 43-point offset into an infinite position.
        for direction in LayoutDirection.allCases {
            let tiny = PagingGeometry(
                pageWidth: .leastNonzeroMagnitude, pageCount: 3, layoutDirection: direction)
            #expect(tiny.position(forOffset: 43.3, allowsOverscroll: true).isFinite)
            #expect(tiny.position(forOffset: -296_015, allowsOverscroll: true) >= -1)
            #expect(tiny.position(forOffset: 1e300, allowsOverscroll: true) <= 3)
        }
        let paging = PagingGeometry(pageWidth: 400, pageCount: 3)
        #expect(paging.position(forOffset: -40, allowsOverscroll: true) == -0.1)
        #expect(paging.position(forOffset: -4000, allowsOverscroll: true) == -1)
        #expect(paging.position(forOffset: 1000, allowsOverscroll: true) == 2.5)
        #expect(paging.position(forOffset: 99_999, allowsOverscroll: true) == 3)
    }

    @Test("a page width beyond 10¹² counts as 10¹², so offsets stay finite")
    func hugePageWidth() {
        let paging = PagingGeometry(
            pageWidth: .greatestFiniteMagnitude, pageCount: 5, layoutDirection: .rightToLeft)
        #expect(paging.offset(forPosition: 0) == 4e12)
        #expect(paging.offset(forPosition: 4) == 0)
        #expect(paging.position(forOffset: 2e12) == 2)
        let many = PagingGeometry(pageWidth: 1e300, pageCount: Int.max)
        #expect(many.offset(forPosition: .infinity).isFinite)
    }

    // MARK: - Documented results

    @Test("NaN offsets and positions count as 0; unusable widths and counts give 0")
    func documented() {
        let paging = PagingGeometry(pageWidth: 390, pageCount: 3)
        #expect(paging.position(forOffset: .nan) == 0)
        #expect(paging.position(forOffset: .infinity) == 0)
        #expect(paging.position(forOffset: 1e300) == 2)
        #expect(paging.offset(forPosition: .nan) == 0)
        #expect(paging.offset(forPosition: -.infinity) == 0)
        #expect(paging.offset(forPosition: .infinity) == 780)
        for width in [0, -390, .nan, .infinity] {
            let bad = PagingGeometry(pageWidth: width, pageCount: 3)
            #expect(bad.position(forOffset: 500) == 0)
            #expect(bad.offset(forPosition: 2) == 0)
        }
        for count in [0, -1, Int.min] {
            let none = PagingGeometry(pageWidth: 390, pageCount: count)
            #expect(none.position(forOffset: 500, allowsOverscroll: true) == 0)
            #expect(none.offset(forPosition: 2) == 0)
        }
    }
}

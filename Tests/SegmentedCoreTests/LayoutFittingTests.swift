import SegmentedCore
import Testing

@Suite("Fitting a bar into a width")
struct LayoutFittingTests {
    private func sizes(_ widths: [Double]) -> [Size] {
        widths.map { Size(width: $0, height: 1) }
    }

    @Test("content that already fits needs no cap")
    func fits() {
        let layout = SegmentedLayout(distribution: .spaceEvenly, minimumGap: 2)
        #expect(
            layout.maximumSegmentWidthFitting(contentSizes: sizes([5, 5]), in: 80) == .infinity)
        #expect(layout.maximumSegmentWidthFitting(contentSizes: [], in: 0) == .infinity)
    }

    @Test("only the widest segments give way, and the capped bar fills the width exactly")
    func waterFilling() {
        // Gaps: 4 × 2 = 8; room for boxes 22: 4 and 6 stay, 30 is capped at 12.
        var layout = SegmentedLayout(distribution: .spaceEvenly, minimumGap: 2)
        let contents = sizes([4, 30, 6])
        let cap = layout.maximumSegmentWidthFitting(contentSizes: contents, in: 30)
        #expect(cap == 12)
        layout.maximumSegmentWidth = cap
        let arrangement = layout.arrange(contentSizes: contents, in: Size(width: 30, height: 1))
        #expect(arrangement.contentSize.width == 30)
        #expect(arrangement.contentFrames.map(\.width) == [4, 12, 6])
    }

    @Test("equal segments share the room after spacing and insets")
    func fillEqually() {
        let layout = SegmentedLayout(
            distribution: .fillEqually(spacing: 1), insets: EdgeInsets(horizontal: 1),
            contentPadding: EdgeInsets(horizontal: 1))
        // 20 − 2 insets − 2 spacing = 16 for three segments.
        let cap = layout.maximumSegmentWidthFitting(contentSizes: sizes([3, 20, 3]), in: 20)
        #expect(abs(cap - 16.0 / 3) < 1e-12)
    }

    @Test("the cap never goes below the minimum segment width; the bar then scrolls")
    func minimum() {
        let layout = SegmentedLayout(
            distribution: .packed(spacing: 1), minimumSegmentWidth: 5)
        #expect(layout.maximumSegmentWidthFitting(contentSizes: sizes([9, 9, 9]), in: 6) == 5)
        #expect(layout.maximumSegmentWidthFitting(contentSizes: sizes([9, 9]), in: .nan) == 5)
    }
}

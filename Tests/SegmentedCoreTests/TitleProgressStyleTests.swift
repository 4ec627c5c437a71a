import SegmentedCore
import Testing

@Suite("Title progress")
struct TitleProgressStyleTests {
    @Test("scale and weight interpolate linearly with emphasis")
    func interpolation() {
        let style = TitleProgressStyle(selectedScale: 1.2, selectedWeight: 700)
        let quarter = style.transform(emphasis: 0)
        #expect(quarter == TitleTransform(scale: 1, weight: 400))
        let most = style.transform(emphasis: 0.75)
        // 1 + 0.2 · 0.75 and 400 + 300 · 0.75.
        #expect(approx(most.scale, 1.15) && approx(most.weight, 625))
        #expect(most.standardWeight == 600)
        #expect(style.transform(emphasis: 1) == TitleTransform(scale: 1.2, weight: 700))
    }

    @Test("the paged header's test vector: at 0.3 the first title is 70 % of the way to selected")
    func pagedHeaderVector() {
        let zoom = TitleProgressStyle.zoom
        #expect(approx(zoom.transform(of: 0, at: 0.3, count: 2).scale, 1 + 0.15 * 0.7))
        #expect(approx(zoom.transform(of: 1, at: 0.3, count: 2).scale, 1 + 0.15 * 0.3))
        #expect(zoom.transform(of: 2, at: 0.3, count: 2).scale == 1)
        let bolder = TitleProgressStyle.bolder
        #expect(approx(bolder.transform(of: 0, at: 0.3, count: 2).weight, 540))
    }

    @Test("shrinking unselected titles: the largest scale is the normal one")
    func largestScale() {
        #expect(TitleProgressStyle(normalScale: 0.9, selectedScale: 1.1).largestScale == 1.1)
        #expect(TitleProgressStyle(normalScale: 1.2, selectedScale: 1).largestScale == 1.2)
        #expect(TitleProgressStyle.none.largestScale == 1)
        #expect(TitleProgressStyle.none.isIdentity)
        #expect(!TitleProgressStyle.zoom.isIdentity && !TitleProgressStyle.bolder.isIdentity)
    }

    @Test("the reserved size is the larger measurement at the largest scale")
    func reservedSize() {
        let size = TitleProgressStyle.zoom.reservedSize(
            normal: Size(width: 40, height: 20), selected: Size(width: 44, height: 20))
        #expect(approx(size.width, 50.6) && approx(size.height, 23))
        let hostile = TitleProgressStyle.zoom.reservedSize(
            normal: Size(width: .nan, height: -3), selected: Size(width: -.infinity, height: 10))
        #expect(hostile.width == 0 && approx(hostile.height, 11.5))
    }

    @Test("nothing shifts: titles grown at every position stay inside the reserved frames")
    func nothingShifts() {
        let style = TitleProgressStyle(normalScale: 0.9, selectedScale: 1.25)
        let measured = [
            Size(width: 30, height: 20), Size(width: 64, height: 20), Size(width: 18, height: 20),
        ]
        let reserved = measured.map { style.reservedSize(normal: $0, selected: $0) }
        let layout = SegmentedLayout(
            distribution: .packed(spacing: 4), indicator: .underline(width: .content, thickness: 2))
        let arrangement = layout.arrange(contentSizes: reserved, in: Size(width: 200, height: 44))
        for step in 0...20 {
            let position = Double(step) / 10
            var previousMaxX = -Double.infinity
            for index in 0..<measured.count {
                let scale = style.transform(emphasis: arrangement.emphasis(of: index, at: position))
                    .scale
                let frame = arrangement.contentFrames[index]
                let width = measured[index].width * scale
                let drawn = (minX: frame.midX - width / 2, maxX: frame.midX + width / 2)
                #expect(drawn.minX >= frame.minX - 1e-9 && drawn.maxX <= frame.maxX + 1e-9)
                #expect(drawn.minX >= previousMaxX)
                previousMaxX = drawn.maxX
            }
        }
    }

    @Test("unusable numbers have defined results")
    func hostile() {
        let style = TitleProgressStyle(
            normalScale: .nan, selectedScale: -2, normalWeight: .nan, selectedWeight: 5000)
        #expect(style.largestScale == 1)
        #expect(style.transform(emphasis: 1) == TitleTransform(scale: 1, weight: 1000))
        #expect(style.transform(emphasis: .nan) == TitleTransform(scale: 1, weight: 400))
        #expect(style.transform(emphasis: 7) == style.transform(emphasis: 1))
        #expect(TitleProgressStyle(selectedScale: .infinity).largestScale == 1)
        #expect(TitleProgressStyle(selectedScale: 1e300).largestScale == 64)
        #expect(TitleTransform(scale: 1, weight: 550).standardWeight == 600)
        #expect(TitleTransform(scale: 1, weight: 549).standardWeight == 500)
        #expect(TitleTransform(scale: 1, weight: 20).standardWeight == 100)
        #expect(TitleTransform(scale: 1, weight: .nan).standardWeight == 100)
    }
}

import SegmentedCore
import SegmentedSVG

extension GalleryCommand {
    /// The pager pictures: a swipe in the paged header, left to right and right to left.
    static func pagerPictures(cjk: SVGSupport.CJKFont?) throws -> [Picture] {
        let style = SVGStyle.pagedHeader
        let (labels, _) = self.labels(for: style.id)
        let segments = labels.map { SVGSegment($0) }
        let ltr = try SVGSupport.renderer(style: style, labels: labels, cjk: cjk)
        let rtl = try SVGSupport.renderer(
            style: style.overriding(SVGStyle.Overrides(layoutDirection: .rightToLeft)),
            labels: labels, cjk: cjk)
        return [
            Picture(
                file: "pager-swipe.svg",
                caption: "A swipe in a pager: the finger drags 60 % of a page and lifts; the "
                    + "core's PagerMachine picks the page and the pages settle there. Header and "
                    + "titles are drawn from the same pager state.",
                svg: ltr.renderSwipe(segments)),
            Picture(
                file: "pager-swipe-rtl.svg",
                caption: "The same swipe right to left: the next page comes from the left.",
                svg: rtl.renderSwipe(segments)),
        ]
    }
}

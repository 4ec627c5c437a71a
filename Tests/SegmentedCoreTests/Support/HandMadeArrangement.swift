@testable import SegmentedCore

extension Arrangement {
    /// An arrangement from separate parts, which need not agree (tests build broken ones to
    /// prove ``Arrangement/invariantViolations()`` catches them). There is one entry per
    /// segment frame: content frames, indicator frames and boundaries beyond the segments are
    /// dropped; missing ones read as ``Rect/zero``, ``Rect/zero`` and `+∞`.
    init(
        segmentFrames: [Rect], contentFrames: [Rect], contentSize: Size,
        layoutDirection: LayoutDirection, indicator: Indicator, indicatorFrames: [Rect],
        boundaries: [Double]
    ) {
        let entries = segmentFrames.indices.map { index in
            _Entry(
                indicator: index < indicatorFrames.count ? indicatorFrames[index] : .zero,
                boundary: index < boundaries.count ? boundaries[index] : .infinity,
                segment: segmentFrames[index],
                content: index < contentFrames.count ? contentFrames[index] : .zero)
        }
        self.init(
            entries: _Entries(entries), contentSize: contentSize,
            layoutDirection: layoutDirection, indicator: indicator)
    }
}

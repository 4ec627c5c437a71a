import Foundation

/// The baseline: the per-frame indicator maths that hand-made iOS tab bars recompute on every
/// scroll or animation frame, written the way such code is written — widths mapped out of an
/// array of items each time, `filter` / `map` / `reduce` over `[Double]`, the evenly spread
/// gap recomputed from all widths, and the frame between the current and the next tab
/// interpolated from two offsets each summed from scratch.
///
/// Label emphasis is computed for every tab, as such code recolours every label per frame;
/// it has no notion of which labels are visible.
struct HandMadeTabBar {
    /// A tab as such code keeps it: a title and its measured width.
    struct Tab {
        var title: String
        var width: Double
    }

    var tabs: [Tab]
    var containerWidth: Double
    /// Whether the leading edge leads and the trailing edge follows (the elastic indicator).
    var isElastic: Bool

    /// The indicator's x under tab `index`: the gaps before it plus the widths before it.
    func indicatorOffset(for index: Int) -> Double {
        let widths = tabs.map { $0.width }
        let gap = (containerWidth - widths.reduce(0, +)) / Double(widths.count + 1)
        let widthsBefore = widths.enumerated()
            .filter { $0.offset < index }
            .map { $0.element }
            .reduce(0, +)
        return gap * Double(index + 1) + widthsBefore
    }

    /// The indicator's x and width at a scroll progress such as 2.4 (40 % from tab 2 to 3).
    func indicatorFrame(progress: Double) -> (x: Double, width: Double) {
        let widths = tabs.map { $0.width }
        let current = min(max(Int(progress), 0), widths.count - 1)
        let next = min(current + 1, widths.count - 1)
        let fraction = progress - Double(current)
        let fromX = indicatorOffset(for: current)
        let toX = indicatorOffset(for: next)
        let fromWidth = widths[current]
        let toWidth = widths[next]
        guard isElastic else {
            return (
                fromX + (toX - fromX) * fraction, fromWidth + (toWidth - fromWidth) * fraction
            )
        }
        let leads = sin(fraction * .pi / 2)
        let follows = 1 - cos(fraction * .pi / 2)
        let left = fromX + (toX - fromX) * follows
        let right = fromX + fromWidth + (toX + toWidth - fromX - fromWidth) * leads
        return (left, right - left)
    }

    /// Hands each label's emphasis at a progress, `max(0, 1 − |progress − index|)`, to
    /// `body`, which would set the label's colour or alpha.
    func forEachLabelEmphasis(progress: Double, _ body: (Int, Double) -> Void) {
        for (index, _) in tabs.enumerated() {
            body(index, max(0, 1 - abs(progress - Double(index))))
        }
    }
}

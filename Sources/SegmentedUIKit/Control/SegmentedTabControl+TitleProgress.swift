#if canImport(UIKit) && !os(watchOS)
    import SegmentedCore
    import UIKit

    // Titles that follow the position: every time the control shows a position (a pager's
    // `setPosition`/`syncPosition`, an animation frame, a layout pass), each title it
    // recolours also takes the core's `TitleProgressStyle` transform for its emphasis — a
    // scale about the centre of its content frame and, when the style's weights differ, a
    // font weight. Measuring reserves the largest state, so selection never moves anything.
    extension SegmentedTabControl {
        /// Whether the style's two ends differ in (standard) weight; only then are the
        /// design's title fonts replaced by weighted system fonts.
        var titleProgressChangesWeight: Bool {
            titleProgress.transform(emphasis: 0).fontWeight
                != titleProgress.transform(emphasis: 1).fontWeight
        }

        /// Re-measures (the reserved size depends on the style) and redraws every title.
        func titleProgressDidChange() {
            invalidateMeasurement()
            showPosition(position, revealing: false)
        }

        /// The extra fonts to measure a title in so that its heaviest state fits: the fonts
        /// a title can take, at the style's normal and selected weights. Empty when the style
        /// keeps weights.
        var titleProgressMeasuringFonts: [UIFont] {
            guard titleProgressChangesWeight else { return [] }
            let weights = [0.0, 1.0].map { titleProgress.transform(emphasis: $0).fontWeight }
            return fonts.all.flatMap { font in
                weights.map { titleProgressFont(font, weight: $0) }
            }
        }

        /// A measured content size grown to the style's largest scale (the core's reserved
        /// size; `measured` already covers every weight).
        func titleProgressReservedSize(_ measured: Size) -> Size {
            titleProgress.reservedSize(normal: measured, selected: measured)
        }

        /// The font a title in a state's `font` is drawn in at an emphasis: `font` itself
        /// unless the style changes weights, else the system font of its size at the core's
        /// standard weight.
        func titleProgressFont(_ font: UIFont, emphasis: Double) -> UIFont {
            guard titleProgressChangesWeight else { return font }
            return titleProgressFont(
                font, weight: titleProgress.transform(emphasis: emphasis).fontWeight)
        }

        private func titleProgressFont(
            _ font: UIFont, weight: SegmentedDesign.FontWeight
        ) -> UIFont {
            UIFont.systemFont(ofSize: font.pointSize, weight: weight.uiKit)
        }

        /// Scales segment `index` for its emphasis, about the centre of its content frame.
        func applyTitleProgressScale(_ index: Int, emphasis: Double) {
            guard segmentViews.indices.contains(index) else { return }
            let scale = CGFloat(titleProgress.transform(emphasis: emphasis).scale)
            let transform =
                scale == 1 ? CGAffineTransform.identity : CGAffineTransform(scaleX: scale, y: scale)
            if segmentViews[index].transform != transform {
                segmentViews[index].transform = transform
            }
        }
    }

    extension SegmentView {
        /// Places the view in a content frame through `bounds` and `center`, which stay valid
        /// under the scale of a title progress (`frame` does not: UIKit leaves it undefined
        /// for a transformed view).
        func place(in frame: CGRect) {
            bounds = CGRect(origin: bounds.origin, size: frame.size)
            center = CGPoint(x: frame.midX, y: frame.midY)
        }
    }
#endif

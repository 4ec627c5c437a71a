import Testing

@testable import SegmentedCore

/// Every value docs/designs.md states for the five original designs, pinned on the core designs.
/// Expected numbers are worked out by hand from those stated values, not read back from the code.
@Suite("Design values as docs/designs.md states them")
struct DesignValuesTests {
    private func hex(_ value: String) -> RGBAColor { RGBAColor(hex: value)! }

    // MARK: 000 Material underline

    @Test("material: caption 12 pt titles, gray and system blue, black 3-pt bar, linear 0.3 s")
    func materialValues() {
        let design = SegmentedDesign.materialUnderline
        #expect(design.fontSize == 12)
        #expect(design.textStyle == .caption)
        #expect(design.fontWeight == .regular)
        #expect(design.palette.label == hex("#8E8E93"))
        #expect(design.palette.selectedLabel == hex("#007AFF"))
        #expect(design.palette.indicator == .black)
        #expect(design.layout.distribution == .spaceEvenly)
        #expect(design.layout.indicator.thickness == 3)
        #expect(design.layout.indicator.width == .content)
        #expect(design.layout.indicator.offset == 12)
        #expect(design.layout.minimumGap == 0)
        #expect(design.motion == .linear(duration: 0.3))
        #expect(design.dividerThickness > 0)
    }

    @Test("material: the bar is 12 pt below the titles and sits just above the hairline")
    func materialBarAboveHairline() {
        let design = SegmentedDesign.materialUnderline
        let arrangement = design.layout.arrange(
            contentSizes: sizes([10, 60, 16], height: 14),
            in: Size(width: 320, height: design.height))
        let bar = arrangement.indicatorFrame(at: 1)
        // Titles 14 high at the top of a hugging bar: 14 + 12 = 26, 3 thick.
        #expect(approx(bar, Rect(x: 127, y: 26, width: 60, height: 3)))
        let hairline = arrangement.dividerFrame(thickness: design.dividerThickness)
        #expect(approx(hairline.minY, bar.maxY))
        #expect(approx(arrangement.contentSize.height, 30))
    }

    @Test("material: gaps are (W − round(Σw)) / (n + 1), never overflowing, never below 0")
    func materialGaps() {
        let layout = SegmentedDesign.materialUnderline.layout
        let container = Size(width: 320, height: 0)
        // Σw = 86.6 rounds up to 87: (320 − 87) / 4 = 58.25.
        let up = layout.arrange(contentSizes: sizes([10, 60.6, 16]), in: container)
        #expect(approx(up.contentFrames[0].minX, 58.25))
        #expect(approx(up.contentFrames[1].minX, 58.25 + 10 + 58.25))
        // Σw = 86.4 rounds down to 86; the exact gap (320 − 86.4) / 4 = 58.4 keeps it inside.
        let down = layout.arrange(contentSizes: sizes([10, 60.4, 16]), in: container)
        #expect(approx(down.contentFrames[0].minX, 58.4))
        #expect(down.contentSize.width == 320)
        // Too wide: gaps fall to 0 and the bar scrolls.
        let wide = layout.arrange(contentSizes: sizes([200, 200]), in: container)
        #expect(wide.contentFrames[0].minX == 0)
        #expect(wide.contentFrames[1].minX == 200)
        #expect(wide.contentSize.width == 400)
    }

    @Test("material: the earlier spring, blue bar and 15 pt stay available as a variant")
    func materialTuned() {
        let tuned = SegmentedDesign.named("material-underline-tuned")
        #expect(tuned?.motion == .spring(response: 0.35, dampingFraction: 0.86))
        #expect(tuned?.fontSize == 15)
        #expect(tuned?.palette.indicator == hex("#1E88E5"))
        #expect(SegmentedDesign.all.count == 6)
    }

    // MARK: 001 Sliding pill

    @Test("pill: equal segments, white rectangle, darker selected title, offset i × (w + p/2)")
    func pillValues() {
        let design = SegmentedDesign.slidingPill
        #expect(design.palette.indicator == .white)
        #expect(design.layout.indicator.placement == .fill)
        #expect(
            design.palette.selectedLabel.relativeLuminance < design.palette.label.relativeLuminance)
        let arrangement = design.layout.arrange(
            contentSizes: sizes([30, 40, 50]), in: Size(width: 280, height: design.height))
        // Inside 2-pt insets: (276 − 2 × 4) / 3 segments, 4 (= padding 8 / 2) apart.
        let segmentWidth = (276.0 - 8) / 3
        #expect(arrangement.segmentFrames.allSatisfy { approx($0.width, segmentWidth) })
        let start = arrangement.indicatorFrame(at: 0).minX
        for index in 0..<3 {
            let offset = arrangement.indicatorFrame(at: Double(index)).minX - start
            #expect(approx(offset, Double(index) * (segmentWidth + 8 / 2)))
        }
    }

    // MARK: 002 Paged header

    @Test("paged header: blue 4-pt bar, radius 2, half the title, 3 pt below, default animation")
    func pagedHeaderValues() {
        let design = SegmentedDesign.pagedHeader
        let indicator = design.layout.indicator
        #expect(indicator.thickness == 4)
        #expect(indicator.cornerRadius == 2)
        #expect(indicator.width == .fraction(0.5))
        #expect(indicator.offset == 3)
        #expect(design.palette.indicator == hex("#007AFF"))
        #expect(design.palette.label == .black)
        #expect(design.palette.selectedLabel == .black)
        #expect(design.motion == .spring(response: 0.55, dampingFraction: 1))
        #expect(design.widthFraction == 0.5)
        // Opacities 1 − 0.5r and 0.5 + 0.5r at r = 0.3.
        let arrangement = design.layout.arrange(
            contentSizes: sizes([28, 28]), in: Size(width: 187.5, height: 44))
        #expect(
            approx(design.labelColor(emphasis: arrangement.emphasis(of: 0, at: 0.3)).alpha, 0.85))
        #expect(
            approx(design.labelColor(emphasis: arrangement.emphasis(of: 1, at: 0.3)).alpha, 0.65))
    }

    @Test("paged header: the bar's centre is offset (r − 0.5)(x − y) from the middle")
    func pagedHeaderOffsetFormula() {
        let design = SegmentedDesign.pagedHeader
        let width = 187.5
        let title = 28.0
        let arrangement = design.layout.arrange(
            contentSizes: sizes([title, title], height: 20), in: Size(width: width, height: 44))
        for ratio in [0, 0.25, 0.3, 0.5, 1] {
            let bar = arrangement.indicatorFrame(at: ratio)
            #expect(approx(bar.midX - width / 2, (ratio - 0.5) * (width - title)))
            #expect(approx(bar.width, title / 2))
        }
        // Titles 20 high centred in 44: bottom at 32, bar 3 below.
        #expect(approx(arrangement.indicatorFrame(at: 0).minY, 35))
    }

    // MARK: 003 Plain buttons

    @Test("plain buttons: 8-pt spacing, 5-pt padding, medium 16, row padded 20, capsule")
    func plainButtonValues() {
        let design = SegmentedDesign.plainButtons
        #expect(design.layout.distribution == .packed(spacing: 8))
        #expect(design.layout.contentPadding == EdgeInsets(horizontal: 5))
        #expect(design.layout.insets == EdgeInsets(all: 20))
        #expect(design.fontSize == 16)
        #expect(design.fontWeight == .medium)
        #expect(design.fontName == "HelveticaNeue-Medium")
        #expect(design.palette.selectedLabel == .black)
        #expect(design.palette.label == hex("#8E8E93"))
        #expect(design.layout.indicator.placement == .none)
        #expect(design.motion == .spring(response: 0.55, dampingFraction: 1))
        #expect(design.trackCornerRadius(fitting: Size(width: 300, height: 60)) == 30)
        let arrangement = design.layout.arrange(
            contentSizes: sizes([40, 50], height: 19), in: Size(width: 300, height: design.height))
        // 20 + 5 = 25 for the first title; the second after 40 + 5 + 8 + 5.
        #expect(arrangement.contentFrames.map(\.minX) == [25, 83])
        #expect(approx(arrangement.contentSize.height, 59))
    }

    // MARK: 004 UIKit underline

    @Test("uikit underline: 16 pt, gray #808080 and black, 20 pt tall, 2-pt bar 10 pt below")
    func uikitValues() {
        let design = SegmentedDesign.uikitUnderline
        #expect(design.fontSize == 16)
        #expect(design.palette.label == hex("#808080"))
        #expect(design.palette(in: .dark).label == hex("#808080"))
        #expect(design.palette.selectedLabel == .black)
        #expect(design.palette.indicator == .black)
        #expect(design.height == 20)
        #expect(design.widthFraction == 0.4)
        #expect(design.motion == .easeInOut(duration: 0.2))
        let arrangement = design.layout.arrange(
            contentSizes: sizes([30, 24], height: 19), in: Size(width: 160, height: 20))
        #expect(approx(arrangement.indicatorFrame(at: 1), Rect(x: 80, y: 30, width: 80, height: 2)))
    }

    @Test("SwiftUI's and UIKit's default motions, as Apple documents them")
    func platformMotions() {
        #expect(Motion.swiftUIDefault == .spring(response: 0.55, dampingFraction: 1))
        #expect(Motion.swiftUIDefaultBeforeiOS17 == .easeInOut(duration: 0.35))
        #expect(
            Motion.uiViewAnimate(duration: 0.2).normalized
                == .timingCurve(0.42, 0, 0.58, 1, duration: 0.2))
    }

    @Test("a spring's overshoot is drawn between segments and clamped past the first and last")
    func overshoot() {
        let arrangement = SegmentedDesign.materialUnderline.layout.arrange(
            contentSizes: sizes([10, 60, 16]), in: Size(width: 320, height: 0))
        // Past segment 1 towards 2: drawn (the bar moves on from x 127).
        #expect(arrangement.indicatorFrame(at: 1.1).minX > arrangement.indicatorFrame(at: 1).minX)
        // Past the last segment or before the first: held at the end segment.
        #expect(arrangement.indicatorFrame(at: 2.2) == arrangement.indicatorFrame(at: 2))
        #expect(arrangement.indicatorFrame(at: -0.2) == arrangement.indicatorFrame(at: 0))
    }
}

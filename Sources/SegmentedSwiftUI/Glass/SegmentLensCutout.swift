#if canImport(SwiftUI)
    import SegmentedCore
    import SwiftUI

    /// Hides a label under the lifted lens, where the magnifier draws its copy
    /// (SegmentLensMagnifier.swift): the label is masked by a rectangle with the lens's outline
    /// cut out of it (`blendMode(.destinationOut)` inside the mask) at the magnifier's opacity
    /// (1 while the lens is lifted at all), so under the lens only the copy shows, and the
    /// label shows at full strength everywhere else.
    ///
    /// The mask is always there, so lifting the lens never changes the label's identity (an
    /// app's label view keeps its state); at rest it is the rectangle alone, reaching well past
    /// the label, so nothing the label draws outside its frame is cut. The lens is read and
    /// the mask redrawn on every display frame only while the lens moves (a `TimelineView`
    /// paused once it settles), as the glass indicator does.
    struct SegmentLensCutout: ViewModifier {
        /// The segment whose label this is.
        let index: Int
        /// The control's lens, read here and not by the control.
        @Environment(\.segmentedLensSource) private var lensSource
        @Environment(\.segmentedLensClock) private var clock
        /// Counts the frames on which the lens was seen to settle: writing it evaluates the
        /// body again, which pauses the timeline.
        @State private var settles = 0

        func body(content: Content) -> some View {
            let lens = lensSource?.lens.wrappedValue
            let settled = lens.map { $0.isSettled(at: clock.now()) } ?? true
            TimelineView(.animation(minimumInterval: nil, paused: settled)) { _ in
                let time = clock.now()
                let magnifier = lens?.visibleMagnifier(at: time)
                content
                    .mask {
                        SegmentLensCutoutLayout(
                            index: index, arrangement: lens?.arrangement,
                            placed: lensSource?.placed, lens: magnifier?.clip
                        ) {
                            Rectangle().fill(Color.black)
                            if let lens, let magnifier {
                                LensIndicatorShape(
                                    indicator: lens.arrangement.indicator, frame: nil
                                )
                                .fill(Color.black)
                                .opacity(magnifier.opacity)
                                .blendMode(.destinationOut)
                            }
                        }
                        .compositingGroup()
                    }
                    .onValueChange(of: lens.map { $0.isSettled(at: time) } ?? true) { isSettled in
                        if isSettled { settles &+= 1 }
                    }
            }
        }
    }

    /// The cut-out's mask, in the label's frame: its first subview (what the label keeps) as
    /// large as the label and as much again on every side, its second (the lens) at the lens's
    /// rectangle relative to the label's frame in the bar (the core's `BarRole.segment(i)` in
    /// the arrangement the bar placed, at the label's size: the frame the bar gave it).
    /// Leading-edge coordinates, which SwiftUI mirrors in right to left, as it mirrors the
    /// label in the bar.
    struct SegmentLensCutoutLayout: Layout {
        /// The segment whose label is masked.
        let index: Int
        /// The lens's arrangement, or `nil` before the control has a lens.
        let arrangement: Arrangement?
        /// The arrangement the bar placed its labels by, read as the mask is placed.
        let placed: SegmentPlacedArrangement?
        /// The lens's rectangle in the arrangement, or `nil` when nothing is cut out.
        let lens: Rect?

        /// As large as offered: the label.
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ())
            -> CGSize
        {
            proposal.replacingUnspecifiedDimensions()
        }

        func placeSubviews(
            in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
        ) {
            guard let kept = subviews.first else { return }
            // What the label keeps: past its frame by its own size on every side.
            let margin = max(bounds.width, bounds.height)
            let keptRect = bounds.insetBy(dx: -margin, dy: -margin)
            kept.place(
                at: keptRect.origin, anchor: .topLeading,
                proposal: ProposedViewSize(width: keptRect.width, height: keptRect.height))
            guard subviews.count > 1, let arrangement = placed?.arrangement ?? arrangement,
                let lens
            else { return }
            let label = BarRole.segment(index).frame(
                in: arrangement, position: 0, dividerThickness: 0,
                labelSize: { Size(bounds.size) })
            let hole = Rect(
                x: lens.minX - label.minX, y: lens.minY - label.minY, width: lens.width,
                height: lens.height
            ).cgRect(offsetBy: bounds.origin)
            for subview in subviews.dropFirst() {
                subview.place(
                    at: hole.origin, anchor: .topLeading,
                    proposal: ProposedViewSize(width: hole.width, height: hole.height))
            }
        }
    }

#endif

#if canImport(SwiftUI)
    import SegmentedCore
    import SwiftUI

    // The lens magnifies the titles under it. While the core's lens is lifted, a copy of the
    // labels (the same `SegmentLabelHost`s the bar shows: the style's label around the app's
    // view, Dynamic Type included) is drawn above them, scaled by the core's
    // `LensMagnifier.scale` about the lens's centre and masked to the lens's outline; the
    // labels themselves are masked out under the lens as long as the copy shows
    // (SegmentLensCutout.swift): the copy is opaque from the first frame of the lift, so no
    // title shows twice, and the titles stay sharp everywhere else. At rest there is no copy in the view tree.
    //
    // Every position is handed to SwiftUI through a `Layout`, never drawn at a computed x: the
    // copies are placed by `SegmentMagnifiedLabelsLayout`, the lens's outline by
    // `SegmentLensWindowLayout`, both in the arrangement's leading-edge coordinates, and
    // SwiftUI "horizontally flips the x position of each view within its parent" in right to
    // left (`LayoutSubviews.layoutDirection`), as it does for the bar. Each copy is scaled about
    // its own centre (`scaleEffect` with the centre anchor, the same in both directions), at
    // the centre `LensMagnifier.magnified(_:)` gives it, which draws the same as scaling all
    // titles about the lens's centre.
    //
    // Per display frame (a `TimelineView` on the animation schedule, paused once the lens
    // settles) only the timeline's content is made again: the layouts' inputs, the scale, the
    // outline and the opacity. The copies are made once per evaluation of the magnifier (an
    // event that moved the lens, or the bar drawn again) and are `equatable()`, so a frame
    // evaluates no label's body.

    extension LensMachine {
        /// The magnifier to draw at `time`, or `nil` when there is none: the lens at rest, or
        /// not lifted at all (under Reduce Motion it never is).
        ///
        /// - Parameter time: The frame's time on the lens's clock.
        func visibleMagnifier(at time: Double) -> LensMagnifier? {
            guard !isAtRest(at: time), let state = state(at: time) else { return nil }
            let magnifier = state.magnifier(for: arrangement.indicator)
            return magnifier.isVisible ? magnifier : nil
        }
    }

    /// The lens's magnifier: a subview of the bar as large as its content (the core's
    /// `BarRole.magnifier`), declared after the labels so it is drawn above them. It reads the
    /// control's lens (``SegmentLensSource``) as the glass indicator does, and while the lens
    /// is not at rest draws the copies of the labels, scaled and masked to the lens, on every
    /// display frame.
    ///
    /// Two magnifiers are equal when the same evaluation of the control made them and they
    /// show the labels at the same position and pressed segment: the bar drawn again for a
    /// frame that changed neither evaluates none of this.
    struct SegmentLensMagnifier: View, Equatable {
        /// The evaluation of the control that made this magnifier.
        let token: SegmentedBarToken
        /// The position the labels are shown at.
        let position: Double
        /// The segment shown pressed, if any.
        let pressedIndex: Int?
        /// The number of segments.
        let count: Int
        /// The label of segment `i` as the bar shows it.
        let label: @MainActor (Int) -> SegmentLabelHost
        /// The control's lens, read here and not by the control.
        @Environment(\.segmentedLensSource) private var lensSource
        @Environment(\.segmentedLensClock) private var clock
        /// Counts the frames on which the lens was seen to settle: writing it evaluates the
        /// body again, which pauses the timeline and, at rest, drops the copies.
        @State private var settles = 0

        var body: some View {
            let lens = lensSource?.lens.wrappedValue
            let now = clock.now()
            let settled = lens.map { $0.isSettled(at: now) } ?? true
            // Copies only while the lens lifts or is lifted (a tap's travel never lifts it); at
            // rest the timeline is paused too.
            let lifts = lens.map { lens in
                !lens.isAtRest(at: now) && !lens.reduceMotion
                    && (lens.isHoldingIndicator || (lens.state(at: now)?.lift ?? 0) > 0)
            }
            let copies = lifts == true ? (0..<count).map { label($0) } : []
            TimelineView(.animation(minimumInterval: nil, paused: settled)) { _ in
                let time = clock.now()
                ZStack {
                    if let lens, let magnifier = lens.visibleMagnifier(at: time), !copies.isEmpty {
                        magnified(copies, by: magnifier, in: lens)
                    }
                }
                .onValueChange(of: lens.map { $0.isSettled(at: time) } ?? true) { isSettled in
                    if isSettled { settles &+= 1 }
                }
            }
        }

        /// The copies on one frame: each scaled about its centre, placed where the magnifier
        /// puts it, masked to the lens's outline and opaque while the lens is lifted. A
        /// function, not a view: a frame evaluates no body for it.
        private func magnified(
            _ copies: [SegmentLabelHost], by magnifier: LensMagnifier, in lens: LensMachine
        ) -> some View {
            let scale = CGFloat(magnifier.scale)
            return SegmentMagnifiedLabelsLayout(
                magnifier: magnifier, arrangement: lens.arrangement,
                placed: lensSource?.placed
            ) {
                ForEach(copies.indices, id: \.self) { index in
                    copies[index].equatable().scaleEffect(scale, anchor: .center)
                }
            }
            .mask {
                SegmentLensWindowLayout(window: magnifier.clip) {
                    LensIndicatorShape(indicator: lens.arrangement.indicator, frame: nil)
                        .fill(Color.black)
                }
            }
            .opacity(magnifier.opacity)
        }

        nonisolated static func == (lhs: Self, rhs: Self) -> Bool {
            lhs.token === rhs.token && lhs.position == rhs.position
                && lhs.pressedIndex == rhs.pressedIndex && lhs.count == rhs.count
        }
    }

    /// Places copy `i` of the labels where the magnifier draws segment `i`'s label: its frame
    /// in the bar (the core's `BarRole.segment(i)` in the arrangement the bar placed, at the
    /// copy's own size) magnified about the lens's centre, at its unscaled size (the copy's
    /// `scaleEffect` scales it about that centre). In the arrangement's leading-edge
    /// coordinates, as the bar's layout; SwiftUI mirrors them in right to left.
    struct SegmentMagnifiedLabelsLayout: Layout {
        let magnifier: LensMagnifier
        /// The lens's arrangement, for a bar not placed yet.
        let arrangement: Arrangement
        /// The arrangement the bar placed its labels by, read as the copies are placed.
        let placed: SegmentPlacedArrangement?

        /// As large as offered: the bar places the magnifier over its whole content.
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ())
            -> CGSize
        {
            proposal.replacingUnspecifiedDimensions()
        }

        func placeSubviews(
            in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
        ) {
            let labels = placed?.arrangement ?? arrangement
            for (index, subview) in subviews.enumerated() {
                let frame = BarRole.segment(index).frame(
                    in: labels, position: 0, dividerThickness: 0,
                    labelSize: { Size(subview.sizeThatFits(.unspecified)) })
                let drawn = magnifier.magnified(frame)
                subview.place(
                    at: CGPoint(
                        x: bounds.minX + CGFloat(drawn.midX), y: bounds.minY + CGFloat(drawn.midY)),
                    anchor: .center,
                    proposal: ProposedViewSize(
                        width: CGFloat(frame.width), height: CGFloat(frame.height)))
            }
        }
    }

    /// Places its subviews in one rectangle of the bar (the lens, in the arrangement's
    /// leading-edge coordinates), which SwiftUI mirrors in right to left as it mirrors the bar.
    struct SegmentLensWindowLayout: Layout {
        /// The rectangle, relative to the layout's bounds.
        let window: Rect

        /// As large as offered: the view it lies in.
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ())
            -> CGSize
        {
            proposal.replacingUnspecifiedDimensions()
        }

        func placeSubviews(
            in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
        ) {
            let rect = window.cgRect(offsetBy: bounds.origin)
            for subview in subviews {
                subview.place(
                    at: rect.origin, anchor: .topLeading,
                    proposal: ProposedViewSize(width: rect.width, height: rect.height))
            }
        }
    }

#endif

#if canImport(SwiftUI)
    import SegmentedCore
    import SwiftUI

    /// The one `Layout` of the control. It measures each segment's label, hands the sizes to
    /// the core's `arrange(contentSizes:in:)`, and puts every subview in the frame the core
    /// computed. Its animatable data is the position, so when the selection changes inside
    /// `withAnimation` (or under `.animation(_:value:)`) SwiftUI interpolates the position and
    /// calls `placeSubviews` on every frame: the core moves the indicator. The arrangement is
    /// kept in the layout's cache and made again only when its inputs change (see ``Cache``).
    /// A new selection mid-flight retargets from the current interpolated position.
    ///
    /// Right to left: SwiftUI mirrors the x of every view a `Layout` places (the layout works
    /// in leading-edge coordinates, and `LayoutSubviews.layoutDirection` documents that
    /// "SwiftUI horizontally flips the x position of each view within its parent"). The core
    /// mirrors too when its layout says `.rightToLeft`; doing both would flip twice and put
    /// segment 0 back on the left. So this layout always asks the core for `.leftToRight`
    /// (leading space) and lets SwiftUI do the one mirroring. The direction still matters
    /// where SwiftUI does not mirror — which arrow key means "next" — and there the control
    /// hands the environment's direction to the core's `SelectionModel.target(for:)`.
    struct SegmentedBarLayout: Layout {
        /// The core layout, always in leading space (see above).
        var layout: SegmentedLayout
        /// The bar's height before content makes it taller.
        var height: Double
        /// The hairline's thickness.
        var dividerThickness: Double
        /// The fractional position of the indicator and the label emphasis.
        var position: Double
        /// Where the layout records the arrangement it places, for the bar's touches to be
        /// hit-tested against exactly what is drawn (see ``SegmentPlacedArrangement``).
        var placed: SegmentPlacedArrangement?

        init(
            layout: SegmentedLayout, height: Double, dividerThickness: Double, position: Double,
            placed: SegmentPlacedArrangement? = nil
        ) {
            var leading = layout
            leading.layoutDirection = .leftToRight
            self.layout = leading
            self.height = height
            self.dividerThickness = dividerThickness
            self.position = position
            self.placed = placed
        }

        var animatableData: Double {
            get { position }
            set { position = newValue }
        }

        /// The arrangements kept across calls: one for sizing, one for placing, since SwiftUI
        /// alternates the two with different containers (the proposal, then the bounds).
        ///
        /// Why a hit is always right: the core's `ArrangementCache` keeps an arrangement
        /// together with everything `arrange` read to make it — the core layout, each label's
        /// measured size and the container — and on every call measures the labels again and
        /// compares all three; it returns the kept arrangement only when none differs, and
        /// `arrange` is a pure function of them. So:
        /// - Dynamic Type, a bold-text or font change: the labels measure differently, so the
        ///   sizes differ and it arranges again (SwiftUI re-measures the subviews; their
        ///   `sizeThatFits` answers come from SwiftUI's own measurement cache otherwise).
        /// - Rotation or any new size: the proposal (sizing) or the bounds (placing) differ.
        /// - Items added, removed or reordered: SwiftUI calls `updateCache` because the
        ///   subviews changed, and the count or the sizes differ anyway.
        /// - A new style or design: the core layout differs.
        /// Only the position changes on an animation frame, and it is read after the cache,
        /// so a frame costs the measuring, the comparison, `indicatorFrame(at:)` and placing.
        struct Cache {
            var sizing = ArrangementCache()
            var placing = ArrangementCache()
        }

        func makeCache(subviews: Subviews) -> Cache {
            Cache()
        }

        /// SwiftUI calls this when the subviews change, and also when the layout does — which
        /// is every animation frame, as the position is the animatable data. The default
        /// would make a new cache each time; the cache checks its own inputs instead (see
        /// ``Cache``), so there is nothing to do here.
        func updateCache(_ cache: inout Cache, subviews: Subviews) {}

        /// The core's arrangement of the measured labels in a container, arranged again only
        /// when an input changed (see ``Cache``): `BarRole.arrangement(ofSubviews:…)`, which sizes
        /// each segment by its widest state (the label and its hidden copies).
        private func arrange(
            _ subviews: Subviews, in container: Size, cache: inout ArrangementCache
        ) -> Arrangement {
            // Subview i of the core's count is `subviews[first + i]` (a slice starts later).
            let first = subviews.startIndex
            return BarRole.arrangement(
                ofSubviews: subviews.count,
                role: { subviews[first + $0][SegmentedBarRoleKey.self] },
                size: { Size(subviews[first + $0].sizeThatFits(.unspecified)) }, layout: layout,
                in: container, cache: &cache)
        }

        /// The core's size: the ideal size for an unspecified width, otherwise the arranged
        /// size in the offered width (wider when the labels do not fit).
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache)
            -> CGSize
        {
            let width = proposal.width.map { Double($0) } ?? .infinity
            let container = Size(width: width, height: height)
            let size = arrange(subviews, in: container, cache: &cache.sizing).contentSize
            return CGSize(width: size.width, height: size.height)
        }

        func placeSubviews(
            in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache
        ) {
            let arrangement = arrange(subviews, in: Size(bounds.size), cache: &cache.placing)
            placed?.record(arrangement, width: Double(bounds.width))
            for subview in subviews {
                let frame = subview[SegmentedBarRoleKey.self].frame(
                    in: arrangement, position: position, dividerThickness: dividerThickness,
                    labelSize: { Size(subview.sizeThatFits(.unspecified)) })
                let rect = frame.cgRect(offsetBy: bounds.origin)
                subview.place(
                    at: rect.origin, anchor: .topLeading,
                    proposal: ProposedViewSize(width: rect.width, height: rect.height))
            }
        }
    }

#endif

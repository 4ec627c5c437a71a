#if canImport(SwiftUI)
    import SegmentedCore
    import SwiftUI

    /// What one evaluation of a control's body made: every piece of the bar made then
    /// carries the same token, and a new evaluation makes a new one.
    final class SegmentedBarToken: Sendable {}

    /// A piece of the bar (its background, a segment, a hidden label copy…) as the
    /// control's body made it. Two pieces are equal when the same evaluation made them (the
    /// same token), so when a pager frame redraws only the bar around them, SwiftUI leaves
    /// them alone (`equatable()`: "Prevents the view from updating its child view when its
    /// new value is the same as its old value"). What a piece reads itself — the pager's
    /// position in a label, its own state — still redraws it.
    struct SegmentedBarPiece<Content: View>: View, Equatable {
        let token: SegmentedBarToken
        let content: Content

        var body: some View { content }

        nonisolated static func == (lhs: Self, rhs: Self) -> Bool { lhs.token === rhs.token }
    }

    extension View {
        /// This view as a piece of the bar made in the evaluation `token` stands for.
        func segmentedBarPiece(_ token: SegmentedBarToken) -> some View {
            SegmentedBarPiece(token: token, content: self).equatable()
        }
    }

    /// Where the bar reads the position: the value its parent passes, or a pager's binding,
    /// which the bar reads itself so that a pager frame redraws the bar and not the control.
    struct SegmentLivePosition: DynamicProperty {
        /// The pager's position; a constant when the parent passes the value.
        let binding: Binding<Double>
        /// Whether the pager's binding is read.
        let isLive: Bool

        /// The parent's value.
        static var passed: SegmentLivePosition {
            SegmentLivePosition(binding: .constant(0), isLive: false)
        }

        /// The position to draw: the pager's, or `value` when the parent passes it.
        func resolved(_ value: Double) -> Double { isLive ? binding.wrappedValue : value }
    }

    /// The bar: the control's one `Layout` and its subviews, made at the position the
    /// control passes or at the pager's, which this view reads itself (see
    /// ``SegmentLivePosition``). So a pager frame evaluates this body, and of what it makes
    /// only the indicator and the labels whose emphasis changed are drawn again: every other
    /// subview is a ``SegmentedBarPiece`` of the control's last evaluation, and a
    /// ``SegmentLabelHost`` is equal to the last one while its emphasis is.
    struct SegmentedBarHost<Content: View>: View {
        let layout: SegmentedLayout
        let height: Double
        let dividerThickness: Double
        let position: Double
        let live: SegmentLivePosition
        let placed: SegmentPlacedArrangement?
        let content: @MainActor (Double) -> Content

        init(
            layout: SegmentedLayout, height: Double, dividerThickness: Double, position: Double,
            live: SegmentLivePosition, placed: SegmentPlacedArrangement?,
            @ViewBuilder content: @escaping @MainActor (Double) -> Content
        ) {
            self.layout = layout
            self.height = height
            self.dividerThickness = dividerThickness
            self.position = position
            self.live = live
            self.placed = placed
            self.content = content
        }

        var body: some View {
            let position = live.resolved(position)
            SegmentedBarLayout(
                layout: layout, height: height, dividerThickness: dividerThickness,
                position: position, placed: placed
            ) {
                content(position)
            }
        }
    }
#endif

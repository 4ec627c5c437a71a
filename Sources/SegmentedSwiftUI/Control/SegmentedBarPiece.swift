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

    /// What the pointer shows on the bar: the machine's highlight and the indicator a finger
    /// drags. The control publishes it into a state only ``SegmentedBarHost`` reads, so a
    /// finger move redraws the bar and not the control.
    struct SegmentPointerShown: Equatable {
        /// The dragged indicator's position, or `nil` when the indicator shows the selection.
        var indicatorPosition: Double?
        /// The segment shown pressed, or `nil`.
        var pressedIndex: Int?
    }

    /// The bar: the control's one `Layout` and its subviews, made at the position the
    /// control passes, at the pager's, or where a finger drags the indicator, which this view
    /// reads itself (see ``SegmentLivePosition`` and ``SegmentPointerShown``). So a pager
    /// frame or a finger move evaluates this body, and of what it makes only the indicator and
    /// the labels whose emphasis or pressed look changed are drawn again: every other
    /// subview is a ``SegmentedBarPiece`` of the control's last evaluation, and a
    /// ``SegmentLabelHost`` is equal to the last one while its look is. A frame of a Reduce
    /// Motion cross-fade (``SegmentCrossFadeTimeline``) makes this view again with the fade's
    /// frame, and draws again only the same: the two indicators and the two titles that fade.
    struct SegmentedBarHost<Content: View>: View {
        let layout: SegmentedLayout
        let height: Double
        let dividerThickness: Double
        let position: Double
        let live: SegmentLivePosition
        /// What the pointer shows; a constant when nothing publishes it.
        let pointer: Binding<SegmentPointerShown>
        let placed: SegmentPlacedArrangement?
        /// The frame of the Reduce Motion cross-fade under way, if any.
        let fade: SegmentCrossFadeFrame?
        /// The subviews for a position, the segment shown pressed and the cross-fade's frame.
        let content: @MainActor (Double, Int?, SegmentCrossFadeFrame?) -> Content

        init(
            layout: SegmentedLayout, height: Double, dividerThickness: Double, position: Double,
            live: SegmentLivePosition, pointer: Binding<SegmentPointerShown>,
            placed: SegmentPlacedArrangement?, fade: SegmentCrossFadeFrame?,
            @ViewBuilder content:
                @escaping @MainActor (Double, Int?, SegmentCrossFadeFrame?) ->
                Content
        ) {
            self.layout = layout
            self.height = height
            self.dividerThickness = dividerThickness
            self.position = position
            self.live = live
            self.pointer = pointer
            self.placed = placed
            self.fade = fade
            self.content = content
        }

        var body: some View {
            let shown = pointer.wrappedValue
            let position = shown.indicatorPosition ?? live.resolved(position)
            // A finger dragging the indicator shows it where the finger is: no fade.
            let fade = shown.indicatorPosition == nil ? fade : nil
            SegmentedBarLayout(
                layout: layout, height: height, dividerThickness: dividerThickness,
                position: position, placed: placed
            ) {
                content(position, shown.pressedIndex, fade)
            }
        }
    }
#endif

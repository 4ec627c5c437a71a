// The iPad pointer (iPadOS 13.4 and later, and Mac Catalyst): as over a `UISegmentedControl`,
// the pointer takes on each segment it hovers. A `UIPointerInteraction` on the control asks,
// as the pointer moves, for the region under it ("Asks the delegate for a region as the
// pointer moves within the interaction's view", pointerInteraction(_:regionFor:defaultRegion:)
// reference): the core's hit region of the segment there (the part of the bar a tap would
// select; the regions tile the bar), in the control's coordinates as `UIPointerRegion.rect`
// must be, and none over a disabled segment or a disabled control. For a region it gives a
// highlight effect on the segment's content, the pointer morphing into the segment's frame
// with the indicator's corner radius (`UIPointerShape.roundedRect(_:radius:)`: with a content
// effect, "this rectangle must be in the view coordinate space of the preview", the segment
// view's container). The regions are asked for again whenever the arrangement, the items,
// the enabled state or the bar's scroll offset changes (`invalidate()`).
//
// tvOS has no pointer interaction; visionOS has its own hover effects (`hoverStyle`), which
// the control does not set.
#if canImport(UIKit) && !os(watchOS)
    import SegmentedCore
    import UIKit

    extension SegmentedTabControl {
        /// Adds the pointer interaction (nothing on tvOS and visionOS).
        func setUpPointerInteraction() {
            #if !os(tvOS) && !os(visionOS)
                let interaction = UIPointerInteraction(delegate: interactionProxy)
                addInteraction(interaction)
                pointerInteraction = interaction
            #endif
        }

        /// Asks the pointer interaction for the regions again: the segments under a resting
        /// pointer moved, changed or were enabled or disabled.
        func invalidatePointerRegions() {
            #if !os(tvOS) && !os(visionOS)
                pointerInteraction?.invalidate()
            #endif
        }

        /// The segment whose pointer region contains a point in the control's coordinates, and
        /// that region there: the core's hit region of an enabled segment, within the bar's
        /// visible part; `nil` over a disabled segment, a disabled control or outside the bar.
        func pointerSegment(at location: CGPoint) -> (index: Int, rect: CGRect)? {
            guard isEnabled, scrollView.frame.contains(location),
                let index = segmentIndex(at: location), index < items.count,
                items[index].isEnabled, let region = arrangement.hitRegion(ofSegment: index)
            else { return nil }
            let rect = contentView.convert(CGRect(region), to: self).intersection(
                scrollView.frame)
            guard !rect.isNull, !rect.isEmpty else { return nil }
            return (index, rect)
        }

        #if !os(tvOS) && !os(visionOS)
            /// The pointer style over a segment: a highlight effect on its content, the pointer
            /// morphing into the segment's frame; `nil` (the system's) for a segment that is
            /// gone or a control outside a window (a targeted preview needs one).
            func pointerStyle(forSegment index: Int) -> UIPointerStyle? {
                guard window != nil, index >= 0, index < segmentViews.count,
                    index < arrangement.count
                else { return nil }
                let view = segmentViews[index]
                let container = view.superview ?? contentView
                let frame = arrangement.segmentFrames[index]
                let shape = contentView.convert(CGRect(frame), to: container)
                let radius =
                    configuration.layout.indicator.placement == .fill
                    ? CGFloat(
                        frame.size.clampedCornerRadius(configuration.layout.indicator.cornerRadius))
                    : UIPointerShape.defaultCornerRadius
                let preview = UITargetedPreview(view: view)
                return UIPointerStyle(
                    effect: .highlight(preview), shape: .roundedRect(shape, radius: radius))
            }
        #endif
    }

    #if !os(tvOS) && !os(visionOS)
        /// A segment's pointer region's identity: its place and its item, so a region over
        /// another item at the same place is a new region (with its own style).
        struct PointerRegionID: Hashable {
            var index: Int
            var id: String
        }

        extension InteractionProxy: UIPointerInteractionDelegate {
            /// The segment under the pointer as its region, identified by its place and item;
            /// `nil` over a disabled segment.
            func pointerInteraction(
                _ interaction: UIPointerInteraction, regionFor request: UIPointerRegionRequest,
                defaultRegion: UIPointerRegion
            ) -> UIPointerRegion? {
                guard let segment = control?.pointerSegment(at: request.location) else {
                    return nil
                }
                return UIPointerRegion(
                    rect: segment.rect,
                    identifier: PointerRegionID(
                        index: segment.index, id: control?.items[segment.index].id ?? ""))
            }

            /// The highlight over the region's segment.
            func pointerInteraction(
                _ interaction: UIPointerInteraction, styleFor region: UIPointerRegion
            ) -> UIPointerStyle? {
                guard let identifier = region.identifier as? PointerRegionID else { return nil }
                return control?.pointerStyle(forSegment: identifier.index)
            }
        }
    #endif
#endif

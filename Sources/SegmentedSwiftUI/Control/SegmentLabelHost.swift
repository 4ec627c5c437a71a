#if canImport(SwiftUI)
    import SegmentedCore
    import SwiftUI

    /// A segment's label, redrawn on every animation frame: SwiftUI interpolates `position`
    /// (its animatable data) and the core turns it into this segment's emphasis; during a
    /// Reduce Motion cross-fade the fade's emphasis on the frame (`fadeEmphasis`) takes its
    /// place, so the selected look fades in place.
    ///
    /// Two labels are equal when the same evaluation of the control made them (`token`), the
    /// position gives them the same emphasis and both are pressed or not: under
    /// `equatable()`, a pager frame or a finger move that leaves this segment's look as it
    /// was does not draw it again.
    struct SegmentLabelHost: View, Animatable, Equatable {
        var position: Double
        let token: SegmentedBarToken
        let index: Int
        let count: Int
        let isSelected: Bool
        let isEnabled: Bool
        let isPressed: Bool
        let design: SegmentedDesign
        let makeLabel: @MainActor @Sendable (SegmentLabelConfiguration) -> AnyView
        let content: AnyView
        /// Whether `content` is a content-form subview (``ContainerResolvedSegmentLabel``).
        var contentResolvesInContainer = false
        /// This segment's emphasis on the frame of a Reduce Motion cross-fade
        /// (`IndicatorCrossFade.emphasis(of:count:at:)`), or `nil` to follow `position`.
        var fadeEmphasis: Double? = nil
        /// Whether the label is hidden under the glass lens while it is lifted, where the
        /// magnifier draws its copy (``SegmentLensCutout``): the shown label of a control
        /// with a lens; never its hidden copies or the magnified copy itself.
        var cutsLens = false
        /// Dynamic Type: 1 at the default size.
        @ScaledMetric(relativeTo: .body) private var fontScale: CGFloat = 1

        // `nonisolated`: SDKs that make every `View` main-actor isolated would otherwise
        // reject this as the witness of `Animatable`'s nonisolated requirement.
        nonisolated var animatableData: Double {
            get { position }
            set { position = newValue }
        }

        var body: some View {
            let label = makeLabel(
                SegmentLabelConfiguration(
                    label: SegmentLabelConfiguration.Label(
                        content: content, resolvesInContainer: contentResolvesInContainer),
                    index: index,
                    count: count, emphasis: emphasis, isSelected: isSelected,
                    isEnabled: isEnabled, isPressed: isPressed,
                    fontSize: CGFloat(design.fontSize) * fontScale, design: design))
            if cutsLens {
                label.modifier(SegmentLensCutout(index: index))
            } else {
                label
            }
        }

        /// The core's emphasis of this segment at `position`, or on the cross-fade's frame.
        private nonisolated var emphasis: Double {
            fadeEmphasis ?? Arrangement.emphasis(of: index, at: position, count: count)
        }

        nonisolated static func == (lhs: Self, rhs: Self) -> Bool {
            lhs.token === rhs.token && lhs.emphasis == rhs.emphasis
                && lhs.isPressed == rhs.isPressed && lhs.cutsLens == rhs.cutsLens
        }
    }

#endif

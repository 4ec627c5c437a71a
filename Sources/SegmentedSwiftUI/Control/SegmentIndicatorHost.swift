#if canImport(SwiftUI)
    import SegmentedCore
    import SwiftUI

    /// The indicator, redrawn on every animation frame with the interpolated position; its
    /// size is the frame the core computed, which the layout proposes.
    struct SegmentIndicatorHost: View, Animatable {
        var position: Double
        let selectedIndex: Int?
        let count: Int
        let design: SegmentedDesign
        let makeIndicator: @MainActor @Sendable (SegmentedIndicatorConfiguration) -> AnyView

        // `nonisolated`: SDKs that make every `View` main-actor isolated would otherwise
        // reject this as the witness of `Animatable`'s nonisolated requirement.
        nonisolated var animatableData: Double {
            get { position }
            set { position = newValue }
        }

        var body: some View {
            GeometryReader { proxy in
                let indicator = design.layout.indicator
                makeIndicator(
                    SegmentedIndicatorConfiguration(
                        size: proxy.size,
                        cornerRadius: CGFloat(indicator.cornerRadius(fitting: Size(proxy.size))),
                        position: position, selectedIndex: selectedIndex, count: count,
                        indicator: indicator, design: design))
            }
        }
    }

#endif

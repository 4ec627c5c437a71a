#if canImport(SwiftUI)
    import SegmentedCore
    import SwiftUI

    /// A style with its associated types erased, as the environment carries it.
    struct AnySegmentedControlStyle: Sendable {
        let design: SegmentedDesign
        let makeIndicator: @MainActor @Sendable (SegmentedIndicatorConfiguration) -> AnyView
        let makeLabel: @MainActor @Sendable (SegmentedLabelConfiguration) -> AnyView
        let makeBackground: @MainActor @Sendable (SegmentedBackgroundConfiguration) -> AnyView
        /// Whether the control shows the system's segmented picker instead of drawing the
        /// design (``SystemSegmentedControlStyle``).
        let drawsSystemControl: Bool
        /// Wraps the whole bar (background, indicator and labels); the identity unless the
        /// style draws the bar as one piece, as the glass does (`SegmentedBarContainerStyle`).
        let makeBar: @MainActor @Sendable (AnyView) -> AnyView

        init<Style: SegmentedControlStyle>(_ style: Style) {
            design = style.design
            makeIndicator = { AnyView(style.makeIndicator(configuration: $0)) }
            makeLabel = { AnyView(style.makeLabel(configuration: $0)) }
            makeBackground = { AnyView(style.makeBackground(configuration: $0)) }
            drawsSystemControl = style is SystemSegmentedControlStyle
            if let container = style as? any SegmentedBarContainerStyle {
                makeBar = { container.makeBar($0) }
            } else {
                makeBar = { $0 }
            }
        }
    }

    /// A style that wraps the whole bar in a view of its own, such as the glass container
    /// that lets the track and the indicator blend.
    protocol SegmentedBarContainerStyle: Sendable {
        /// Wraps the bar.
        @MainActor func makeBar(_ bar: AnyView) -> AnyView
    }

#endif

#if canImport(SwiftUI)
    import SegmentedCore
    import SwiftUI

    /// A style with its associated types erased, as the environment carries it.
    struct AnySegmentedControlStyle: Sendable {
        let design: SegmentedDesign
        let makeIndicator: @MainActor @Sendable (SegmentedIndicatorConfiguration) -> AnyView
        let makeLabel: @MainActor @Sendable (SegmentedLabelConfiguration) -> AnyView
        let makeBackground: @MainActor @Sendable (SegmentedBackgroundConfiguration) -> AnyView

        init<Style: SegmentedControlStyle>(_ style: Style) {
            design = style.design
            makeIndicator = { AnyView(style.makeIndicator(configuration: $0)) }
            makeLabel = { AnyView(style.makeLabel(configuration: $0)) }
            makeBackground = { AnyView(style.makeBackground(configuration: $0)) }
        }
    }

#endif

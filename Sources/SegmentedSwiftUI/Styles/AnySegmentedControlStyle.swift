#if canImport(SwiftUI)
    import SegmentedCore
    import SwiftUI

    /// A style with its associated types erased, as the environment carries it. Its makers
    /// are main-actor closures, which are `Sendable` whatever style they hold.
    ///
    /// Equal when it erases equal `Hashable` styles (every built-in style is), so setting the
    /// same style again (`.segmentedControlStyle(.slidingPill)` in a body that runs again)
    /// leaves the environment as it was and SwiftUI does not redraw the controls inside. A
    /// style that is not `Hashable` is never equal to a new erasure of it: its makers are
    /// closures, which nothing can compare.
    struct AnySegmentedControlStyle: Sendable, Equatable {
        let design: SegmentedDesign
        /// The erased style, when it is `Hashable`.
        let identity: StyleIdentity?
        let makeIndicator: @MainActor (SegmentedIndicatorConfiguration) -> AnyView
        let makeLabel: @MainActor (SegmentLabelConfiguration) -> AnyView
        let makeBackground: @MainActor (SegmentedBackgroundConfiguration) -> AnyView
        /// Whether the control shows the system's segmented picker instead of drawing the
        /// design (``SystemSegmentedControlStyle``).
        let drawsSystemControl: Bool
        /// Whether the style's indicator is the glass indicator (``LiquidGlassIndicator``),
        /// which draws the control's lens: the bar then magnifies the titles under it.
        let drawsLens: Bool
        /// Whether the style's labels are the built-in ``DefaultSegmentLabel`` (it makes no
        /// label of its own), whose only change of size with state is a bold selected
        /// title, which a content-form subview does not take.
        let usesDefaultLabel: Bool

        /// Erases any style; on the main actor, where a style's requirements are isolated.
        @MainActor
        init<Style: SegmentedControlStyle>(_ style: Style) {
            design = style.design
            identity = (style as? any Hashable).map { StyleIdentity(value: AnyHashable($0)) }
            makeIndicator = { AnyView(style.makeIndicator(configuration: $0)) }
            makeLabel = { AnyView(style.makeLabel(configuration: $0)) }
            makeBackground = { AnyView(style.makeBackground(configuration: $0)) }
            drawsSystemControl = style is SystemSegmentedControlStyle
            drawsLens = Style.IndicatorBody.self == LiquidGlassIndicator.self
            usesDefaultLabel = Style.LabelBody.self == DefaultSegmentLabel.self
        }

        /// The underline style, the environment's default, made off the main actor: the
        /// built-in style is not isolated, so its design is read here and its makers are
        /// called only from the main-actor closures.
        static let underline: AnySegmentedControlStyle = {
            let style = UnderlineSegmentedControlStyle()
            return AnySegmentedControlStyle(
                design: style.design, identity: StyleIdentity(value: AnyHashable(style)),
                makeIndicator: { AnyView(style.makeIndicator(configuration: $0)) },
                makeLabel: { AnyView(style.makeLabel(configuration: $0)) },
                makeBackground: { AnyView(style.makeBackground(configuration: $0)) },
                drawsSystemControl: false, drawsLens: false, usesDefaultLabel: true)
        }()

        private init(
            design: SegmentedDesign, identity: StyleIdentity?,
            makeIndicator: @escaping @MainActor (SegmentedIndicatorConfiguration) -> AnyView,
            makeLabel: @escaping @MainActor (SegmentLabelConfiguration) -> AnyView,
            makeBackground: @escaping @MainActor (SegmentedBackgroundConfiguration) -> AnyView,
            drawsSystemControl: Bool, drawsLens: Bool, usesDefaultLabel: Bool
        ) {
            self.design = design
            self.identity = identity
            self.makeIndicator = makeIndicator
            self.makeLabel = makeLabel
            self.makeBackground = makeBackground
            self.drawsSystemControl = drawsSystemControl
            self.drawsLens = drawsLens
            self.usesDefaultLabel = usesDefaultLabel
        }

        static func == (lhs: Self, rhs: Self) -> Bool {
            guard let identity = lhs.identity else { return false }
            return identity == rhs.identity
        }
    }

    /// A `Hashable` style, as a value to compare. Unchecked: a style is only ever copied and
    /// compared, and an app's style need not say it is `Sendable` (the built-in ones are).
    struct StyleIdentity: @unchecked Sendable, Equatable {
        let value: AnyHashable
    }

#endif

#if canImport(SwiftUI)
    import SegmentedCore
    import SwiftUI

    // The glass API (Glass, glassEffect(_:in:))
    // exists in the iOS 26 / macOS 26 / tvOS 26 / watchOS 26 SDKs, whose SwiftUI module
    // version is 7.0 or later (6.x in the iOS 18 SDKs); visionOS has none of it. Code that
    // names it is compiled only there (`canImport(SwiftUI, _version: 7.0)`), and runs only
    // on those OS versions (`#available`); everywhere else the indicator is drawn.

    /// The indicator of ``LiquidGlassSegmentedControlStyle``: the system's glass in the core's
    /// capsule on iOS 26 and later (flat at rest, clear glass while lifted), a drawn glass
    /// before. While the core's lens
    /// moves (a press, a scrub, the settling after a release) the indicator is redrawn on every
    /// display frame at the lens's stretched, scaled frame with its lift; at rest it fills the
    /// frame the control placed it in.
    ///
    /// ```swift
    /// LiquidGlassIndicator(configuration: configuration)
    /// ```
    public struct LiquidGlassIndicator: View {
        /// The indicator's geometry.
        public var configuration: SegmentedIndicatorConfiguration
        /// The control's lens, read here and not by the control (see `SegmentLensSource`).
        @Environment(\.segmentedLensSource) private var lensSource
        @Environment(\.segmentedLensClock) private var clock
        /// Counts the frames on which the lens was seen to settle: writing it evaluates the
        /// body again, which pauses the timeline (its schedule is fixed when it is made).
        @State private var settles = 0

        /// Creates the indicator.
        ///
        /// ```swift
        /// LiquidGlassIndicator(configuration: configuration).opacity(0.9)
        /// ```
        ///
        /// - Parameter configuration: The indicator's geometry.
        public init(configuration: SegmentedIndicatorConfiguration) {
            self.configuration = configuration
        }

        /// The indicator, redrawn every frame until the lens settles.
        public var body: some View {
            let lens = lensSource?.lens.wrappedValue
            let settled = lens.map { $0.isSettled(at: clock.now()) } ?? true
            TimelineView(.animation(minimumInterval: nil, paused: settled)) { _ in
                let now = clock.now()
                GlassIndicatorFrame(configuration: configuration, lens: lens, now: now)
                    .onValueChange(of: lens.map { $0.isSettled(at: now) } ?? true) { isSettled in
                        if isSettled { settles &+= 1 }
                    }
            }
        }
    }

    /// The indicator on one frame: the lens's frame and lift at `now`, drawn in the system's glass
    /// or the drawn one.
    struct GlassIndicatorFrame: View {
        let configuration: SegmentedIndicatorConfiguration
        let lens: LensMachine?
        let now: Double
        @Environment(\.colorScheme) private var colorScheme
        @Environment(\.colorSchemeContrast) private var contrast
        @Environment(\.accessibilityReduceTransparency) private var reduceTransparency
        @Environment(\.segmentedColorOverrides) private var overrides
        @Environment(\.layoutDirection) private var layoutDirection

        var body: some View {
            let design = configuration.design
            let context = AppearanceContext(
                colorScheme: colorScheme, contrast: contrast,
                reduceTransparency: reduceTransparency)
            let placement = GlassIndicatorPlacement(
                lens: lens, now: now, position: configuration.position,
                layoutDirection: layoutDirection)
            let shape = LensIndicatorShape(
                indicator: configuration.indicator, frame: placement.frame)
            let paint = GlassIndicatorPaint(
                design: design, lift: placement.lift, context: context,
                tint: overrides.indicator)
            #if canImport(SwiftUI, _version: 7.0) && !os(visionOS)
                if #available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, *),
                    OSAvailability.iOS26
                {
                    SystemGlassIndicator(shape: shape, paint: paint)
                } else {
                    DrawnGlassIndicator(shape: shape, paint: paint)
                }
            #else
                DrawnGlassIndicator(shape: shape, paint: paint)
            #endif
        }
    }

    /// Where the indicator is drawn inside the frame the control placed it in, and how lifted.
    struct GlassIndicatorPlacement: Equatable {
        /// The indicator's rectangle relative to the placed frame (the lens's stretched and
        /// scaled frame), or `nil` to fill the placed frame (at rest).
        var frame: CGRect?
        /// 0 at rest to 1 lifted.
        var lift: Double

        /// The placement at `now`: from the lens while it moves or is lifted, else at rest.
        ///
        /// The lens's frame is in the arrangement's leading-edge coordinates, and the placed
        /// frame is where the bar's layout put the indicator, which SwiftUI mirrors in right to
        /// left; what this view draws inside its frame is not mirrored (a view's contents are
        /// flipped only under `flipsForRightToLeftLayoutDirection(_:)`), so in right to left
        /// the lens's offset from the placed frame is measured from its trailing edge: a lens
        /// stretched towards the next segment reaches left, where that segment is.
        ///
        /// - Parameters:
        ///   - lens: The control's lens, if any.
        ///   - now: The time on the lens's clock.
        ///   - position: The position the control placed the indicator's frame for.
        ///   - layoutDirection: The direction the bar is laid out in.
        init(
            lens: LensMachine?, now: Double, position: Double,
            layoutDirection: SwiftUI.LayoutDirection = .leftToRight
        ) {
            // The lens is drawn while it moves or holds the indicator lifted; settled at rest it
            // may be behind a selection made without it (a key, the binding), so the placed
            // frame is drawn.
            guard let lens, let state = lens.state(at: now), !lens.isAtRest(at: now) else {
                frame = nil
                lift = 0
                return
            }
            // The control placed this view at the core's indicator frame for `position`;
            // the lens's frame is in the same arrangement's coordinates.
            let placed = lens.arrangement.indicatorFrame(at: position)
            let scaled = state.scaledIndicatorFrame
            let x =
                layoutDirection == .rightToLeft
                ? placed.maxX - scaled.maxX : scaled.minX - placed.minX
            frame = CGRect(
                x: x, y: scaled.minY - placed.minY, width: scaled.width, height: scaled.height)
            lift = state.lift.isFinite ? min(max(state.lift, 0), 1) : 0
        }
    }

    /// The indicator's outline: the core's indicator shape (a capsule in the glass design) in the
    /// lens's rectangle, or in the whole frame at rest.
    struct LensIndicatorShape: Shape {
        let indicator: Indicator
        let frame: CGRect?

        func path(in rect: CGRect) -> Path {
            let drawn = frame ?? rect
            let radius = indicator.cornerRadius(fitting: Size(drawn.size))
            return Path(roundedRect: drawn, cornerRadius: CGFloat(radius), style: .continuous)
        }
    }

    /// The indicator's colours at a lift, from the core's glass roles.
    struct GlassIndicatorPaint {
        /// The indicator's fill: the core's `indicatorColor(lift:in:)` (resting colour blended to the
        /// lens, opaque under Reduce Transparency).
        let fill: Color
        /// The specular highlight, the core's `highlight` role.
        let highlight: Color
        /// The lifted shadow, the core's `shading` role faded by the lift.
        let shading: Color
        /// The shadow's radius: the core's `shadowRadius` times the lift.
        let shadowRadius: CGFloat
        /// The style's tint, if any, and how strongly it colours the drawn indicator.
        let tint: Color?
        let tintOpacity: Double
        /// How strongly the tint colours the indicator under the system's glass: the core's
        /// `glassTintOpacity(lift:in:)`, fading as the lens's own tinted glass takes over.
        let glassTintOpacity: Double
        /// 0 at rest to 1 lifted.
        let lift: Double
        /// How long the lens takes to lift: what goes with the lift (the glass forming) takes
        /// as long.
        let liftDuration: Double
        /// Whether the indicator is the clear glass lens rather than flat: lifted, and Reduce
        /// Transparency off.
        let isLens: Bool

        init(design: SegmentedDesign, lift: Double, context: AppearanceContext, tint: Color?) {
            let glass = design.glass
            fill = Color(design.indicatorColor(lift: lift, in: context))
            highlight = glass.map { Color($0.highlight.resolved(in: context)) } ?? .clear
            shading =
                glass.map { Color($0.shading.resolved(in: context)).opacity(lift) } ?? .clear
            shadowRadius = CGFloat((glass?.shadowRadius ?? 0) * lift)
            self.tint = tint
            tintOpacity = min(max(glass?.tintOpacity ?? 0, 0), 1)
            glassTintOpacity = design.glassTintOpacity(lift: lift, in: context)
            self.lift = lift
            liftDuration = glass?.lensParameters.resolvedLiftDuration ?? 0
            isLens = !context.reduceTransparency && lift > 0
        }
    }

    /// The drawn indicator, for OS versions without the glass API: a thin material behind the
    /// indicator's colour while it is a lens, the tint laid over, a highlight from the top edge to
    /// the middle and the core's shadow.
    struct DrawnGlassIndicator: View {
        let shape: LensIndicatorShape
        let paint: GlassIndicatorPaint

        var body: some View {
            ZStack {
                if paint.isLens {
                    shape.fill(.ultraThinMaterial).opacity(paint.lift)
                }
                shape.fill(paint.fill)
                if let tint = paint.tint {
                    shape.fill(tint).opacity(paint.tintOpacity)
                }
                shape.fill(
                    LinearGradient(
                        colors: [paint.highlight, paint.highlight.opacity(0)],
                        startPoint: .top, endPoint: .center))
            }
            .shadow(color: paint.shading, radius: paint.shadowRadius, x: 0, y: 0)
        }
    }

    extension AppearanceContext {
        /// The core's appearance for SwiftUI's colour scheme, contrast and Reduce
        /// Transparency (the tint left out, as for the other designs).
        init(colorScheme: ColorScheme, contrast: ColorSchemeContrast, reduceTransparency: Bool) {
            self.init(colorScheme: colorScheme, contrast: contrast)
            self.reduceTransparency = reduceTransparency
        }
    }

    #if canImport(SwiftUI, _version: 7.0) && !os(visionOS)
        /// The indicator in the system's glass, as the system's segmented control shows it on
        /// iOS 26: flat at rest (`Glass.identity`, which leaves the content "as if no glass
        /// effect was applied", so no glass pass is drawn that the opaque resting colour would
        /// hide), the clear glass while it is lifted into the lens, under the core's indicator
        /// colour, which fades towards the lens colour as it lifts (so the glass shows more
        /// the higher the lift); the change of glass is animated over the lift's duration.
        /// The style's tint tints the lens's glass, and lies over the flat indicator at the
        /// design's tint opacity (as on the drawn one), fading as the lens lifts.
        ///
        /// The glass is not interactive: the indicator takes no touches (the bar's own
        /// gesture drives the core's lens, which is the indicator's response to a press), so
        /// an interactive glass's response could never fire. One piece of glass has nothing
        /// to merge or morph with, so there is no `GlassEffectContainer` or glass identity.
        @available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, *)
        struct SystemGlassIndicator: View {
            let shape: LensIndicatorShape
            let paint: GlassIndicatorPaint

            /// The glass asked for.
            var glass: Glass { paint.isLens ? Glass.clear.tint(paint.tint) : Glass.identity }

            var body: some View {
                ZStack {
                    shape.fill(paint.fill)
                    if let tint = paint.tint {
                        // Over the flat indicator; fading as the lens's glass, tinted itself,
                        // takes over (never dropped and taken up in one frame).
                        shape.fill(tint)
                            .opacity(paint.glassTintOpacity)
                    }
                }
                .glassEffect(glass, in: shape)
                // The glass forms as the lens lifts and goes as it lands, over the lift's
                // duration, not in one frame: a glass change inside an animation animates.
                .animation(
                    Motion.easeInOut(duration: paint.liftDuration).animation, value: paint.isLens)
            }
        }
    #endif

#endif

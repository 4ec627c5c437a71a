// The Liquid Glass indicator of SegmentedTabControl: on iOS 26 and later (tvOS 26, Mac
// Catalyst 26) a UIGlassEffect in a UIVisualEffectView inside a UIGlassContainerEffect;
// before, a drawn indicator (the design's glass colour, a blur material while it is a lens, a
// highlight rim and the core's shadow). Either way it draws the lens of the control's machine
// (a layer over the machine's one press, moving with every selection), placed and lifted on
// every display frame until it settles; the indicator keeps no lens of its own.
//
// The glass API is in the iOS 26 / tvOS 26 SDKs (UIGlassEffect.h: API_AVAILABLE(ios(26.0)),
// which tvOS inherits; unavailable on visionOS and watchOS). Those SDKs ship SwiftUI 7, the
// one framework version a Swift `#if` can read (UIKit, a Clang module, carries its version
// only in a .tbd), so the glass code is compiled where `canImport(SwiftUI, _version: 7.0)`
// holds and runs where `#available(iOS 26.0, tvOS 26.0, *)` does. With the tvOS 18 SDK the
// indicator is drawn.
#if canImport(UIKit) && !os(watchOS)
    import QuartzCore
    import SegmentedCore
    import UIKit

    extension SegmentedTabControl.Configuration {
        /// The iOS 26 Liquid Glass look: a capsule track without dividers and an indicator
        /// that lifts into a glass lens when pressed, scrubs with a rubber band and stretches.
        ///
        /// ```swift
        /// let control = SegmentedTabControl(titles: ["Day", "Week"], configuration: .liquidGlass)
        /// ```
        public static var liquidGlass: Self { Self(design: .liquidGlass) }
    }

    extension SegmentedTabControl {
        /// The glass indicator inside the indicator view, if the configuration has glass.
        var glassIndicator: SegmentedGlassIndicatorView? {
            indicatorView.subviews.lazy.compactMap { $0 as? SegmentedGlassIndicatorView }.first
        }

        /// Installs, removes or re-lays the glass indicator after a layout pass: it fills the
        /// indicator view at rest, and follows the lens while the lens moves.
        func layoutGlassIndicator() {
            guard let design = configuration.glassDesign else {
                glassIndicator?.removeFromSuperview()
                return
            }
            let indicator: SegmentedGlassIndicatorView
            if let existing = glassIndicator, existing.design == design {
                indicator = existing
            } else {
                glassIndicator?.removeFromSuperview()
                indicator = SegmentedGlassIndicatorView(
                    design: design, usesSystemGlass: systemGlassAvailable)
                indicator.lensSource = { [weak self] in self?.machine.lens }
                indicatorView.addSubview(indicator)
            }
            indicator.tint = configuration.glassTintColor
            indicator.show(at: CACurrentMediaTime())
        }

        /// Whether this OS has the system's glass (and the SDK declared it).
        private var systemGlassAvailable: Bool {
            #if canImport(SwiftUI, _version: 7.0) && !os(visionOS)
                if #available(iOS 26.0, tvOS 26.0, *), OSAvailability.iOS26 { return true }
            #endif
            return false
        }
    }

    /// The glass indicator: the lens of the control's machine drawn in the system's glass or a
    /// drawn glass, inside the control's indicator view.
    final class SegmentedGlassIndicatorView: UIView {
        /// The glass design the indicator draws.
        let design: SegmentedDesign
        /// Whether the indicator is the system's glass (iOS 26 and later) rather than drawn.
        let usesSystemGlass: Bool
        /// Tints the glass, or `nil`.
        var tint: UIColor?
        /// Reads the lens to draw: the control's machine's (the control sets it); the indicator
        /// keeps no lens of its own.
        var lensSource: @MainActor () -> LensMachine? = { nil }
        /// The frame clock while the lens moves.
        private(set) var displayLink: CADisplayLink?
        /// The indicator's colour (in the glass's content view on iOS 26).
        let fillView = UIView()
        /// iOS 26: the container and the glass. Drawn: the blur behind a lens.
        private(set) var containerView: UIVisualEffectView?
        private(set) var glassView: UIVisualEffectView?
        private(set) var materialView: UIVisualEffectView?
        /// Drawn: the tint laid over the colour.
        let tintView = UIView()
        /// The lift drawn last, 0 to 1.
        private(set) var lift = 0.0
        /// iOS 26: whether the glass set last is the lens (clear) style, and its tint.
        private var appliedGlass: (isLens: Bool, tint: UIColor?)?

        init(design: SegmentedDesign, usesSystemGlass: Bool) {
            self.design = design
            self.usesSystemGlass = usesSystemGlass
            super.init(frame: .zero)
            isUserInteractionEnabled = false
            fillView.isUserInteractionEnabled = false
            tintView.isUserInteractionEnabled = false
            if usesSystemGlass {
                installSystemGlass()
            } else {
                #if os(tvOS)
                    // tvOS has no system materials (UIBlurEffect.h: unavailable on tvOS).
                    let material = UIVisualEffectView(effect: UIBlurEffect(style: .regular))
                #else
                    let material = UIVisualEffectView(
                        effect: UIBlurEffect(style: .systemUltraThinMaterial))
                #endif
                material.isUserInteractionEnabled = false
                material.isHidden = true
                addSubview(material)
                materialView = material
                addSubview(fillView)
                addSubview(tintView)
            }
        }

        required init?(coder: NSCoder) {
            design = .liquidGlass
            usesSystemGlass = false
            super.init(coder: coder)
        }

        private func installSystemGlass() {
            #if canImport(SwiftUI, _version: 7.0) && !os(visionOS)
                if #available(iOS 26.0, tvOS 26.0, *), OSAvailability.iOS26 {
                    let container = UIVisualEffectView(effect: UIGlassContainerEffect())
                    let glass = UIVisualEffectView(effect: nil)
                    container.isUserInteractionEnabled = false
                    glass.isUserInteractionEnabled = false
                    // UIVisualEffectView.h: add subviews to the content view, not the view.
                    glass.contentView.addSubview(fillView)
                    container.contentView.addSubview(glass)
                    addSubview(container)
                    containerView = container
                    glassView = glass
                }
            #endif
        }

        // MARK: The lens

        /// The lens changed (the control's machine handled an event): shows it as of that
        /// event, and runs the frame clock until it settles.
        func lensDidChange() {
            guard let lens = lensSource() else { return }
            show(at: lens.time)
            if !lens.isSettled(at: lens.time) { startDisplayLinkIfNeeded() }
        }

        private func startDisplayLinkIfNeeded() {
            guard displayLink == nil, window != nil else { return }
            let target = DisplayLinkTarget(owner: self) { indicator, link in indicator.step(link) }
            let link = CADisplayLink(
                target: target, selector: DisplayLinkTarget.stepSelector)
            link.add(to: .main, forMode: .common)
            displayLink = link
        }

        /// One display frame: show the lens at the frame's time; stop once it settles.
        func step(_ link: CADisplayLink) {
            let time = link.targetTimestamp
            show(at: time)
            if lensSource()?.isSettled(at: time) ?? true {
                displayLink?.invalidate()
                displayLink = nil
            }
        }

        override func didMoveToWindow() {
            super.didMoveToWindow()
            if window == nil {
                displayLink?.invalidate()
                displayLink = nil
            }
        }

        // MARK: Drawing

        /// Places and paints the indicator for the lens at `time`: at the lens's stretched,
        /// scaled frame while it moves or is lifted, filling the indicator view at rest.
        func show(at time: Double) {
            let placed = superview?.frame ?? .zero
            var frame = superview?.bounds ?? .zero
            var lift = 0.0
            // The lens is drawn while it moves or holds the indicator lifted; settled at rest
            // the indicator's own frame is drawn (a pager may move the indicator between
            // segments while the lens rests on the selection).
            if let lens = lensSource(), let state = lens.state(at: time),
                !lens.isSettled(at: time) || state.lift > 0
            {
                let scaled = state.scaledIndicatorFrame
                frame = CGRect(
                    x: scaled.minX - Double(placed.minX), y: scaled.minY - Double(placed.minY),
                    width: scaled.width, height: scaled.height)
                lift = state.lift.isFinite ? min(max(state.lift, 0), 1) : 0
            }
            self.frame = frame
            paint(lift: lift)
        }

        /// Paints the indicator for a lift with the core's glass colours for the current traits.
        private func paint(lift: Double) {
            self.lift = lift
            var context = AppearanceContext(traitCollection)
            context.reduceTransparency = UIAccessibility.isReduceTransparencyEnabled
            let bounds = CGRect(origin: .zero, size: frame.size)
            let radius = CGFloat(design.layout.indicator.cornerRadius(fitting: Size(bounds.size)))
            let isLens = !context.reduceTransparency && lift > 0
            fillView.frame = bounds
            fillView.backgroundColor = UIColor(design.indicatorColor(lift: lift, in: context))
            for view in [fillView, tintView] as [UIView]
                + [containerView, glassView, materialView]
                .compactMap({ $0 })
            {
                view.frame = bounds
                view.layer.cornerRadius = radius
                view.layer.cornerCurve = .continuous
                view.layer.masksToBounds = true
            }
            if usesSystemGlass {
                applySystemGlass(isLens: isLens)
                return
            }
            let glass = design.glass
            materialView?.isHidden = !isLens
            tintView.backgroundColor = tint
            tintView.alpha = CGFloat(min(max(glass?.tintOpacity ?? 0, 0), 1))
            tintView.isHidden = tint == nil
            // The highlight is the rim; the shading is the shadow, growing with the lift.
            fillView.layer.borderWidth = 1
            fillView.layer.borderColor = glass.map {
                UIColor($0.highlight.resolved(in: context)).cgColor
            }
            layer.shadowColor = glass.map { UIColor($0.shading.resolved(in: context)).cgColor }
            layer.shadowOpacity = Float(lift)
            layer.shadowRadius = CGFloat((glass?.shadowRadius ?? 0) * lift)
            layer.shadowOffset = .zero
        }

        /// iOS 26: the regular glass at rest, the clear glass as a lens, interactive, tinted.
        private func applySystemGlass(isLens: Bool) {
            #if canImport(SwiftUI, _version: 7.0) && !os(visionOS)
                if #available(iOS 26.0, tvOS 26.0, *), OSAvailability.iOS26 {
                    // A new effect only when the style or the tint changes, not every frame.
                    if let applied = appliedGlass, applied.isLens == isLens, applied.tint == tint {
                        return
                    }
                    let effect = UIGlassEffect(style: isLens ? .clear : .regular)
                    effect.isInteractive = true
                    effect.tintColor = tint
                    glassView?.effect = effect
                    appliedGlass = (isLens, tint)
                }
            #endif
        }
    }

#endif

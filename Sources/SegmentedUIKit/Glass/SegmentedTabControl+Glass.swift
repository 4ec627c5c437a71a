// The Liquid Glass indicator of SegmentedTabControl: on iOS 26 and later (tvOS 26, Mac
// Catalyst 26) a UIVisualEffectView, flat at rest and a clear UIGlassEffect while lifted;
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
        /// The glass indicator, if the configuration has glass: the lens, in
        /// ``lensHostView`` (not the copy fading out under Reduce Motion,
        /// ``outgoingGlassIndicator``).
        var glassIndicator: SegmentedGlassIndicatorView? {
            lensHostView.subviews.lazy.compactMap { $0 as? SegmentedGlassIndicatorView }
                .first { $0 !== self.outgoingGlassIndicator }
        }

        /// Installs, removes or re-lays the glass indicator after a layout pass. The lens is
        /// drawn in ``lensHostView``, a view above the control's background and below the bar's
        /// scroll view that nothing clips, so the bar's bounds never cut it off when it scales,
        /// stretches or is pulled past an end; the glass design's track moves behind it, into
        /// ``glassBackdropView``, which clips it as the scroll view did. Both follow the bar's
        /// scroll offset (``syncGlassHosts()``), so their subviews use the scroll content's
        /// coordinates, the core's.
        func layoutGlassIndicator() {
            guard let design = configuration.glassDesign else {
                removeMagnifier()
                glassIndicator?.removeFromSuperview()
                outgoingGlassIndicator?.removeFromSuperview()
                outgoingGlassIndicator = nil
                if trackView.superview !== contentView {
                    contentView.insertSubview(trackView, at: 0)
                }
                if focusPlatterView.superview !== contentView {
                    contentView.insertSubview(focusPlatterView, at: 0)
                }
                return
            }
            if trackView.superview !== glassBackdropView { glassBackdropView.addSubview(trackView) }
            // Apple TV's focus platter lies on the track, under the lens, not over its glass.
            if focusPlatterView.superview !== glassBackdropView {
                glassBackdropView.addSubview(focusPlatterView)
            }
            let indicator: SegmentedGlassIndicatorView
            if let existing = glassIndicator, existing.design == design {
                indicator = existing
            } else {
                glassIndicator?.removeFromSuperview()
                indicator = SegmentedGlassIndicatorView(
                    design: design, usesSystemGlass: systemGlassAvailable)
                lensHostView.addSubview(indicator)
            }
            indicator.tint = configuration.glassTintColor
            syncGlassHosts()
            showLens(at: presentationTime)
        }

        /// Keeps the lens's and the glass track's hosts over the bar, scrolled as its content
        /// is: their bounds' origin is the scroll view's content offset.
        func syncGlassHosts() {
            let frame = barFrame
            for host in [glassBackdropView, lensHostView] {
                if host.frame != frame { host.frame = frame }
                if host.bounds.origin != scrollView.contentOffset {
                    host.bounds.origin = scrollView.contentOffset
                }
            }
        }

        /// The control's machine handled an event: shows the lens as of now, and runs the
        /// control's one frame clock while it moves.
        func lensDidChange() {
            guard glassIndicator != nil, let lens = machine.lens else { return }
            // An event may come with the bar scrolled in code (a touch stopping a fling).
            syncGlassHosts()
            showLens(at: presentationTime)
            if !lens.isSettled(at: lens.time) { startDisplayLinkIfNeeded() }
        }

        /// Whether the lens, if any, is at rest from `time` on.
        func isLensSettled(at time: Double) -> Bool {
            guard glassIndicator != nil, let lens = machine.lens else { return true }
            return lens.isSettled(at: time)
        }

        /// Draws the lens for `time`: where the core's lens is (`state(at:)`) while it moves or
        /// is lifted, else on the indicator as placed, and the titles it magnifies while it is
        /// lifted (SegmentedTabControl+Magnifier.swift). Called on every frame of the control's
        /// display link, after the indicator and the titles were shown for the same time.
        func showLens(at time: Double) {
            guard let indicator = glassIndicator else { return }
            // At rest the lens sits on its segment, which a scrolling bar may have scrolled out
            // of view: clipped to the bar, as the scroll view clips the titles. Lifted or
            // moving it may pass the bar's edges (scaled, stretched, rubber-banded), under the
            // finger or on its way back: not clipped.
            // The lens's state for this frame, read once: `nil` at rest.
            let state = machine.lens.flatMap { $0.isAtRest(at: time) ? nil : $0.state(at: time) }
            let atRest = state == nil
            if lensHostView.clipsToBounds != atRest { lensHostView.clipsToBounds = atRest }
            indicator.isHidden = indicatorView.isHidden
            indicator.show(state, restingFrame: indicatorView.frame)
            showMagnifier(state, isLensHidden: indicator.isHidden)
        }

        /// Reduce Transparency changed (`UIAccessibility.reduceTransparencyStatusDidChangeNotification`):
        /// the track and the indicator take their opaque colours, or their glass ones, at once.
        func reduceTransparencyDidChange() {
            trackView.backgroundColor = resolvedTrackColor
            showLens(at: presentationTime)
        }

        /// The track's colour: the glass design's `trackColor(in:)` (its opaque track under
        /// Reduce Transparency), unless the app set ``Configuration/trackColor``.
        var resolvedTrackColor: UIColor {
            guard let design = configuration.glassDesign, configuration.trackFollowsDesign else {
                return configuration.trackColor
            }
            let reduceTransparency = UIAccessibility.isReduceTransparencyEnabled
            return UIColor { traits in
                var context = AppearanceContext(traits)
                context.reduceTransparency = reduceTransparency
                return UIColor(design.trackColor(in: context))
            }
        }

        /// Starts hearing of Reduce Transparency changes; the observation ends with the
        /// control.
        func observeReduceTransparency() {
            reduceTransparencyObservation = NotificationObservation(
                name: UIAccessibility.reduceTransparencyStatusDidChangeNotification
            ) { [weak self] in
                self?.reduceTransparencyDidChange()
            }
        }

        /// Whether this OS has the system's glass (and the SDK declared it).
        private var systemGlassAvailable: Bool {
            #if canImport(SwiftUI, _version: 7.0) && !os(visionOS)
                if #available(iOS 26.0, tvOS 26.0, *), OSAvailability.iOS26 { return true }
            #endif
            return false
        }
    }

    /// A notification observed on the posting thread, for as long as this object lives. UIKit
    /// posts its accessibility status notifications on the main thread; one from elsewhere is
    /// ignored.
    final class NotificationObservation: Sendable {
        private nonisolated(unsafe) let token: any NSObjectProtocol

        init(name: Notification.Name, handler: @escaping @MainActor () -> Void) {
            token = NotificationCenter.default.addObserver(
                forName: name, object: nil, queue: nil
            ) { _ in
                guard Thread.isMainThread else { return }
                MainActor.assumeIsolated { handler() }
            }
        }

        deinit {
            NotificationCenter.default.removeObserver(token)
        }
    }

    /// Hears the bar's scroll view scroll, so the lens and the glass track move with its
    /// content (`scrollViewDidScroll(_:)`: "Tells the delegate when the user scrolls the
    /// content view within the scroll view").
    @MainActor final class BarScrollObserver: NSObject, UIScrollViewDelegate {
        weak var control: SegmentedTabControl?

        init(control: SegmentedTabControl) {
            self.control = control
        }

        func scrollViewDidScroll(_ scrollView: UIScrollView) {
            control?.syncGlassHosts()
            // The segments move under a resting pointer.
            control?.invalidatePointerRegions()
        }
    }

    /// The glass indicator: the lens of the control's machine drawn in the system's glass or a
    /// drawn glass, in the control's lens host, placed by the control on each of its frames.
    final class SegmentedGlassIndicatorView: UIView {
        /// The glass design the indicator draws.
        let design: SegmentedDesign
        /// Whether the indicator is the system's glass (iOS 26 and later) rather than drawn.
        let usesSystemGlass: Bool
        /// Tints the glass, or `nil`.
        var tint: UIColor?
        /// The indicator's colour (in the glass's content view on iOS 26).
        let fillView = UIView()
        /// Drawn: the shadow, the bottom view, cast from its `shadowPath` (no offscreen pass to
        /// find the shape, and no shadow on a view that holds a visual effect view).
        let shadowView = UIView()
        /// iOS 26: the glass. Drawn: the blur behind a lens.
        private(set) var glassView: UIVisualEffectView?
        private(set) var materialView: UIVisualEffectView?
        /// The tint laid over the colour (on iOS 26 over the flat indicator, fading as the
        /// lens's glass takes the tint).
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
            shadowView.isUserInteractionEnabled = false
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
                addSubview(shadowView)
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
                    // One piece of glass, with nothing to merge with: no container effect.
                    let glass = UIVisualEffectView(effect: nil)
                    glass.isUserInteractionEnabled = false
                    // UIVisualEffectView.h: add subviews to the content view, not the view.
                    glass.contentView.addSubview(fillView)
                    glass.contentView.addSubview(tintView)
                    addSubview(glass)
                    glassView = glass
                }
            #endif
        }

        // MARK: Drawing

        /// Places and paints the indicator for the lens at `time`: at the lens's stretched,
        /// scaled frame while it moves or is lifted, at `restingFrame` at rest (a pager may
        /// move the indicator between segments while the lens rests on the selection). Frames
        /// are in the bar's content coordinates, the lens host's.
        ///
        /// - Parameters:
        ///   - lens: The control's lens, if any.
        ///   - time: The frame's time on the lens's clock.
        ///   - restingFrame: The indicator as the control placed it.
        func show(lens: LensMachine?, at time: Double, restingFrame: CGRect) {
            let state = lens.flatMap { $0.isAtRest(at: time) ? nil : $0.state(at: time) }
            show(state, restingFrame: restingFrame)
        }

        /// Places and paints the indicator for one lens state: at its stretched, scaled frame,
        /// or at `restingFrame` for `nil` (the lens at rest).
        ///
        /// - Parameters:
        ///   - state: The lens's state for the frame, `nil` at rest.
        ///   - restingFrame: The indicator as the control placed it.
        func show(_ state: LensState?, restingFrame: CGRect) {
            var frame = restingFrame
            var lift = 0.0
            if let state {
                frame = CGRect(state.scaledIndicatorFrame)
                lift = state.lift.isFinite ? min(max(state.lift, 0), 1) : 0
            }
            if self.frame != frame { self.frame = frame }
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
            fillView.backgroundColor = UIColor(design.indicatorColor(lift: lift, in: context))
            tintView.backgroundColor = tint
            tintView.isHidden = tint == nil
            if usesSystemGlass {
                // The tint lies over the flat indicator and fades as the lens's glass, tinted
                // itself, takes over.
                tintView.alpha = CGFloat(design.glassTintOpacity(lift: lift, in: context))
                shapeSystemGlass(bounds: bounds, radius: radius)
                applySystemGlass(isLens: isLens)
                return
            }
            // The drawn fallback keeps the tint as on the flat indicator.
            tintView.alpha = CGFloat(design.glassTintOpacity(lift: 0, in: context))
            // A plain view's background is rounded by its corner radius, with no mask; only
            // the blur, a visual effect view, is masked, on itself (its documentation
            // forwards a mask set on it to the views that draw the effect).
            for view in [shadowView, fillView, tintView] + [materialView].compactMap({ $0 }) {
                view.frame = bounds
                view.layer.cornerRadius = radius
                view.layer.cornerCurve = .continuous
            }
            materialView?.layer.masksToBounds = true
            let glass = design.glass
            materialView?.isHidden = !isLens
            // The highlight is the rim; the shading is the shadow, growing with the lift,
            // cast from a path by a view that holds no visual effect view.
            fillView.layer.borderWidth = 1
            fillView.layer.borderColor = glass.map {
                UIColor($0.highlight.resolved(in: context)).cgColor
            }
            let shadow = shadowView.layer
            shadow.shadowPath =
                UIBezierPath(roundedRect: bounds, cornerRadius: radius).cgPath
            shadow.shadowColor = glass.map { UIColor($0.shading.resolved(in: context)).cgColor }
            shadow.shadowOpacity = Float(lift)
            shadow.shadowRadius = CGFloat((glass?.shadowRadius ?? 0) * lift)
            shadow.shadowOffset = .zero
        }

        /// iOS 26: the glass takes its shape from its corner configuration (a capsule for the
        /// glass design's indicator, the indicator's one radius otherwise), so no mask clips
        /// its edge highlight; a layer's radius without a mask would leave glass corners
        /// square. Set only when it changes, not every frame. The colour inside is rounded by
        /// its corner radius.
        private func shapeSystemGlass(bounds: CGRect, radius: CGFloat) {
            #if canImport(SwiftUI, _version: 7.0) && !os(visionOS)
                if #available(iOS 26.0, tvOS 26.0, *), OSAvailability.iOS26 {
                    let isCapsule = radius * 2 >= min(bounds.width, bounds.height)
                    let corners: UICornerConfiguration =
                        isCapsule ? .capsule() : .corners(radius: .fixed(Double(radius)))
                    if let glass = glassView {
                        if glass.frame != bounds { glass.frame = bounds }
                        if glass.cornerConfiguration != corners {
                            glass.cornerConfiguration = corners
                        }
                    }
                    for view in [fillView, tintView] {
                        view.frame = bounds
                        view.layer.cornerRadius = radius
                        view.layer.cornerCurve = .continuous
                    }
                }
            #endif
        }

        /// iOS 26: flat at rest (no effect), the clear glass as a lens, tinted. The change is
        /// animated (an effect set inside an animation block materializes, `nil` inside one
        /// dematerializes; docs/platform.md, "Animated glass change"), over
        /// the lens's lift duration. Not interactive: the glass views take no touches (the
        /// control tracks every touch itself), so the system's interactive response could
        /// never fire; the lens's lift is the press's response.
        private func applySystemGlass(isLens: Bool) {
            #if canImport(SwiftUI, _version: 7.0) && !os(visionOS)
                if #available(iOS 26.0, tvOS 26.0, *), OSAvailability.iOS26 {
                    // A new effect only when the style or the tint changes, not every frame.
                    if let applied = appliedGlass, applied.isLens == isLens, applied.tint == tint {
                        return
                    }
                    // Flat at rest (no effect: the glass dematerializes), clear glass as a
                    // lens (it materializes), as the system's control shows it.
                    var effect: UIGlassEffect?
                    if isLens {
                        effect = UIGlassEffect(style: .clear)
                        effect?.tintColor = tint
                    }
                    if appliedGlass == nil {
                        glassView?.effect = effect
                    } else {
                        let duration = design.glass?.lensParameters.resolvedLiftDuration ?? 0
                        UIView.animate(
                            withDuration: duration, delay: 0,
                            options: [.beginFromCurrentState, .allowUserInteraction]
                        ) { [glassView] in
                            glassView?.effect = effect
                        }
                    }
                    appliedGlass = (isLens, tint)
                }
            #endif
        }
    }

#endif

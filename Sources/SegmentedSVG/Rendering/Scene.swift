import SegmentedCore

/// Everything needed to write one control as SVG: the arrangement computed once, and the
/// state that depends on the position, sampled once for a still picture or many times for
/// an animation.
struct Scene {
    /// What changes with the position.
    struct State {
        var position: Double
        var offset: Double
        var indicator: Rect
        var cornerRadius: Double
        var labelColors: [RGBAColor]
        var boldLabels: [Bool]
        /// A glass indicator's lift (0 resting, 1 a lens) and the titles' magnification under it.
        var lift: Double = 0
        var magnification: Double = 1
        /// The indicator's fill at this lift, without the tint (the indicator colour for
        /// designs without glass).
        var indicatorColor: RGBAColor = .clear
        /// The opacity of the appearance's tint laid over a glass indicator's fill: the core's
        /// `glassTintOpacity(lift:in:)` times the tint's alpha; 0 without a tint.
        var tintOpacity: Double = 0
    }

    /// Sampled states and their times, for `<animate>` elements.
    struct Timeline {
        var states: [State]
        var keyTimes: [Double]
        var duration: Double
        var repeats: Bool
    }

    let renderer: SVGRenderer
    let segments: [SVGSegment]
    let width: Double
    let arrangement: Arrangement
    /// The design with its colours resolved for the style's appearance.
    let design: SegmentedDesign

    init(renderer: SVGRenderer, segments: [SVGSegment], width: Double) {
        self.renderer = renderer
        self.segments = segments
        self.width = width
        arrangement = renderer.arrange(segments, width: width)
        design = renderer.style.resolvedDesign
    }
    var scrolls: Bool { arrangement.scrolls(in: width) }

    /// The state at a fractional position, every number from the core.
    func state(at position: Double) -> State {
        var colors = [RGBAColor]()
        var bold = [Bool]()
        colors.reserveCapacity(segments.count)
        bold.reserveCapacity(segments.count)
        for (index, segment) in segments.enumerated() {
            let emphasis = arrangement.emphasis(of: index, at: position)
            colors.append(design.labelColor(emphasis: emphasis, isEnabled: segment.isEnabled))
            bold.append(segment.isEnabled && design.isBold(emphasis: emphasis))
        }
        let indicator = arrangement.indicatorFrame(at: position)
        return State(
            position: position,
            offset: scrolls
                ? arrangement.scrollOffset(revealing: position, viewportWidth: width) : 0,
            indicator: indicator,
            cornerRadius: arrangement.indicator.cornerRadius(fitting: indicator.size),
            labelColors: colors, boldLabels: bold,
            indicatorColor: design.indicatorColor(lift: 0, in: untinted),
            tintOpacity: tintOpacity(lift: 0))
    }

    /// The style's appearance without its tint: the glass indicator's fill, under the tint
    /// laid over it at ``tintOpacity(lift:)``.
    private var untinted: AppearanceContext {
        var context = renderer.style.appearance
        context.tint = nil
        return context
    }

    /// How opaque the appearance's tint lies over the glass indicator at a lift: the core's
    /// rule (flat at rest, fading as the clear lens lifts) times the tint's own alpha.
    private func tintOpacity(lift: Double) -> Double {
        guard let tint = renderer.style.appearance.tint else { return 0 }
        return tint.alpha * design.glassTintOpacity(lift: lift, in: renderer.style.appearance)
    }

    /// The state of a glass indicator from the core's lens: the scaled, stretched indicator, its
    /// lift and fill, and the titles' emphasis at the lens's position.
    func state(lens: LensState) -> State {
        var state = state(at: lens.position)
        let indicator = lens.scaledIndicatorFrame
        state.indicator = indicator
        state.cornerRadius = arrangement.indicator.cornerRadius(fitting: indicator.size)
        state.lift = lens.lift
        state.magnification = lens.magnification
        state.indicatorColor = design.indicatorColor(lift: lens.lift, in: untinted)
        state.tintOpacity = tintOpacity(lift: lens.lift)
        return state
    }

    /// Everything a state puts in the document, as written; equal appearances draw the same.
    func appearance(of state: State) -> [String] {
        var parts = [
            number(state.offset), number(state.indicator.minX), number(state.indicator.minY),
            number(state.indicator.width), number(state.indicator.height),
            number(state.cornerRadius), number(state.lift, decimals: 3),
            number(state.magnification, decimals: 3), opaqueHex(state.indicatorColor),
            opacity(state.indicatorColor.alpha), opacity(state.tintOpacity),
        ]
        for (color, bold) in zip(state.labelColors, state.boldLabels) {
            parts.append(opaqueHex(color) + opacity(color.alpha) + (bold ? "b" : ""))
        }
        return parts
    }

    // MARK: - Writing

    /// The whole document; `state` gives the attributes' base values, and `timeline` (when
    /// given) adds `<animate>` elements for whatever changes.
    func document(state: State, animation timeline: Timeline?) -> String {
        let height = arrangement.contentSize.height
        // A glass indicator lifts beyond the track and casts a shadow: room above and below.
        let margin = design.glass == nil ? 0 : Self.glassMargin
        let description = accessibleDescription(state: state)
        var svg = "<svg xmlns=\"http://www.w3.org/2000/svg\""
        svg += attributes([
            ("width", number(width)), ("height", number(height + 2 * margin)),
            (
                "viewBox",
                "0 \(number(-margin)) \(number(width)) \(number(height + 2 * margin))"
            ), ("role", "img"),
            ("aria-label", description),
        ])
        svg += ">\n"
        svg += "<title>\(XMLEscaping.escape(description))</title>\n"
        if scrolls {
            svg += "<defs><clipPath id=\"segmented-viewport\"><rect"
            svg += attributes([("width", number(width)), ("height", number(height))])
            svg += "/></clipPath></defs>\n"
        }
        let palette = design.palette
        // Glass is translucent: its picture is drawn on the page it assumes (white, or black
        // in dark), so a dark picture reads the same on any page that shows it.
        let backdrop = design.glass == nil ? palette.background : page
        let picture = Rect(x: 0, y: -margin, width: width, height: height + 2 * margin)
        if backdrop.alpha > 0 {
            svg += "<rect class=\"background\""
            let top = margin == 0 ? [] : [("y", number(-margin))]
            svg += attributes(
                top + [("width", number(width)), ("height", number(height + 2 * margin))])
            svg += fill(backdrop) + "/>\n"
        }
        svg += backdropLayers(in: picture)
        if scrolls {
            svg += "<g clip-path=\"url(#segmented-viewport)\">\n"
            svg += "<g class=\"content\" transform=\"translate(\(number(-state.offset)) 0)\">"
            if let timeline {
                svg += animation(
                    "transform", timeline, tag: "animateTransform", extra: " type=\"translate\""
                ) { "\(number(-$0.offset)) 0" }
            }
            svg += "\n"
        }
        svg += track() + divider()
        if design.glass != nil {
            svg += glassDefinitions(state: state, timeline: timeline)
            svg += glassIndicator(state: state, timeline: timeline)
            // Lifted, the titles under the lens are drawn only magnified: the plain ones are
            // cut out of the lens's shape and the magnified copy is clipped to it.
            let lifts = hasLift(timeline, state: state)
            svg += labels(state: state, timeline: timeline, mask: lifts ? "lens-cutout" : nil)
            svg += magnifier(state: state, timeline: timeline)
            svg += rim(state: state, timeline: timeline)
        } else {
            svg += indicator(state: state, timeline: timeline)
            svg += labels(state: state, timeline: timeline)
        }
        svg += badges()
        if scrolls { svg += "</g>\n</g>\n" }
        svg += "</svg>\n"
        return svg
    }

    /// "Home, Trending (selected), Library" for the picture's title and label.
    func accessibleDescription(state: State) -> String {
        let selected = selectedIndex(state: state)
        let names = segments.enumerated().map { index, segment in
            var name = segment.displayTitle
            if index == selected { name += " (selected)" }
            if !segment.isEnabled { name += " (disabled)" }
            return name
        }
        return "Segmented control: "
            + (names.isEmpty ? "no segments" : names.joined(separator: ", "))
    }

    private func selectedIndex(state: State) -> Int? {
        arrangement.nearestSegment(at: state.position)
    }

    private func track() -> String {
        let color = design.trackColor(in: renderer.style.appearance)
        guard color.alpha > 0 else { return "" }
        let bounds = Rect(origin: .zero, size: arrangement.contentSize)
        let radius = design.trackCornerRadius(fitting: bounds.size)
        return "<rect class=\"track\"" + rectAttributes(bounds, radius: radius) + fill(color)
            + "/>\n"
    }

    private func divider() -> String {
        let color = design.palette.divider
        guard color.alpha > 0, design.dividerThickness > 0 else { return "" }
        let frame = arrangement.dividerFrame(thickness: design.dividerThickness)
        guard frame.height > 0 else { return "" }
        return "<rect class=\"divider\"" + rectAttributes(frame, radius: 0) + fill(color) + "/>\n"
    }

    private func indicator(state: State, timeline: Timeline?) -> String {
        let color = design.palette.indicator
        guard design.layout.indicator.placement != .none, color.alpha > 0, !arrangement.isEmpty
        else { return "" }
        var text = "<rect class=\"indicator\""
        text += rectAttributes(state.indicator, radius: state.cornerRadius) + fill(color)
        guard let timeline else { return text + "/>\n" }
        var children = ""
        children += animation("x", timeline) { number($0.indicator.minX) }
        children += animation("y", timeline) { number($0.indicator.minY) }
        children += animation("width", timeline) { number($0.indicator.width) }
        children += animation("height", timeline) { number($0.indicator.height) }
        if state.cornerRadius > 0 || timeline.states.contains(where: { $0.cornerRadius > 0 }) {
            children += animation("rx", timeline) { number($0.cornerRadius) }
            children += animation("ry", timeline) { number($0.cornerRadius) }
        }
        return children.isEmpty ? text + "/>\n" : text + ">" + children + "</rect>\n"
    }

    /// The title group; `mask` names a mask the group is drawn through.
    private func labels(state: State, timeline: Timeline?, mask: String? = nil) -> String {
        guard !segments.isEmpty else { return "" }
        let size = design.fontSize
        let ascent = renderer.measurer.ascent(pointSize: size)
        var group = "<g class=\"labels\""
        group += attributes([
            ("font-family", renderer.fontFamilyList), ("font-size", number(size)),
            ("text-anchor", "middle"),
        ])
        if design.fontWeight != .regular {
            group += " font-weight=\"\(design.fontWeight.numericWeight)\""
        }
        // Drawn with the shaping it was measured with: advances and kerning, no ligatures.
        group += Self.shaping
        if arrangement.layoutDirection == .rightToLeft {
            group += " direction=\"rtl\""
        }
        if let mask { group += " mask=\"url(#\(mask))\"" }
        group += ">\n"
        for (index, segment) in segments.enumerated() {
            let content = arrangement.contentFrames[index]
            var text = "<text"
            text += attributes([("x", number(content.midX)), ("y", number(content.minY + ascent))])
            if state.boldLabels[index] { text += " font-weight=\"bold\"" }
            let color = state.labelColors[index]
            let translucent =
                color.alpha < 1
                || (timeline?.states.contains { $0.labelColors[index].alpha < 1 } ?? false)
            text += " fill=\"\(opaqueHex(color))\""
            if translucent { text += " fill-opacity=\"\(opacity(color.alpha))\"" }
            text += ">" + XMLEscaping.escape(segment.displayTitle)
            if let timeline {
                text += animation("fill", timeline) { opaqueHex($0.labelColors[index]) }
                if translucent {
                    text += animation("fill-opacity", timeline) {
                        opacity($0.labelColors[index].alpha)
                    }
                }
                text += animation("font-weight", timeline, discrete: true) {
                    $0.boldLabels[index] ? "bold" : "normal"
                }
            }
            group += text + "</text>\n"
        }
        return group + "</g>\n"
    }

    private func badges() -> String {
        var text = ""
        let palette = design.palette
        let fontSize = BadgeMetrics.textPointSize(forLabelPointSize: design.fontSize)
        for (index, segment) in segments.enumerated() {
            guard let badge = segment.badge else { continue }
            switch badge {
            case .dot:
                let size = Size(width: BadgeMetrics.dotDiameter, height: BadgeMetrics.dotDiameter)
                guard let frame = arrangement.badgeFrame(forSegment: index, size: size) else {
                    continue
                }
                text += "<circle class=\"badge\""
                text += attributes([
                    ("cx", number(frame.midX)), ("cy", number(frame.midY)),
                    ("r", number(Swift.min(frame.width, frame.height) / 2)),
                ])
                text += fill(palette.badge) + "/>\n"
            case .count(let count):
                guard let label = BadgeMetrics.countText(count),
                    let size = renderer.badgeSize(for: badge)
                else { continue }
                guard let frame = arrangement.badgeFrame(forSegment: index, size: size) else {
                    continue
                }
                let ascent = renderer.measurer.ascent(pointSize: fontSize)
                let descent = renderer.measurer.descent(pointSize: fontSize)
                let baseline = frame.midY + (ascent - descent) / 2
                text += "<g class=\"badge\">"
                text +=
                    "<rect"
                    + rectAttributes(frame, radius: BadgeMetrics.cornerRadius(for: frame.size))
                text += fill(palette.badge) + "/>"
                text += "<text"
                text += attributes([
                    ("x", number(frame.midX)), ("y", number(baseline)),
                    ("font-family", renderer.fontFamilyList), ("font-size", number(fontSize)),
                    ("text-anchor", "middle"),
                ])
                text +=
                    Self.shaping + fill(palette.badgeText)
                    + ">\(XMLEscaping.escape(label))</text></g>\n"
            }
        }
        return text
    }

    // MARK: - Backdrop

    /// The style's backdrop layers over the whole picture, bottom first; nothing for the plain
    /// backdrop, or for a layer with no colours or a stripe width that is not a finite number
    /// above 0.
    private func backdropLayers(in picture: Rect) -> String {
        var text = ""
        for (index, layer) in renderer.style.backdrop.layers.enumerated() {
            let id = "backdrop-\(index)"
            switch layer {
            case .linearGradient(let colors, let angle):
                guard let first = colors.first else { continue }
                guard colors.count > 1 else {
                    text += "<rect class=\"backdrop\"" + rectAttributes(picture, radius: 0)
                    text += fill(first) + "/>\n"
                    continue
                }
                // Left to right along the picture's diagonal through its centre, then turned:
                // as long as the diagonal, it spans the picture at every angle.
                let length = (picture.width * picture.width + picture.height * picture.height)
                    .squareRoot()
                text += "<defs><linearGradient id=\"\(id)\" gradientUnits=\"userSpaceOnUse\""
                text += attributes([
                    ("x1", number(picture.midX - length / 2)), ("y1", number(picture.midY)),
                    ("x2", number(picture.midX + length / 2)), ("y2", number(picture.midY)),
                    ("gradientTransform", rotation(angle, about: picture)),
                ])
                text += ">"
                for (stop, color) in colors.enumerated() {
                    let offset = Double(stop) / Double(colors.count - 1)
                    text += "<stop offset=\"\(number(offset, decimals: 4))\""
                    text += " stop-color=\"\(opaqueHex(color))\""
                    if color.alpha < 1 { text += " stop-opacity=\"\(opacity(color.alpha))\"" }
                    text += "/>"
                }
                text += "</linearGradient></defs>\n"
                text += "<rect class=\"backdrop\"" + rectAttributes(picture, radius: 0)
                text += " fill=\"url(#\(id))\"/>\n"
            case .stripes(let colors, let bandWidth, let angle):
                guard !colors.isEmpty, bandWidth.isFinite, bandWidth > 0 else { continue }
                let tile = bandWidth * Double(colors.count)
                text += "<defs><pattern id=\"\(id)\" patternUnits=\"userSpaceOnUse\""
                text += attributes([
                    ("width", number(tile)), ("height", number(tile)),
                    ("patternTransform", rotation(angle, about: nil)),
                ])
                text += ">"
                for (band, color) in colors.enumerated() where color.alpha > 0 {
                    text += "<rect"
                    text += attributes([
                        ("x", number(bandWidth * Double(band))), ("width", number(bandWidth)),
                        ("height", number(tile)),
                    ])
                    text += fill(color) + "/>"
                }
                text += "</pattern></defs>\n"
                text += "<rect class=\"backdrop\"" + rectAttributes(picture, radius: 0)
                text += " fill=\"url(#\(id))\"/>\n"
            }
        }
        return text
    }

    /// `rotate(angle)` about the picture's centre (or the origin), an angle that is not finite
    /// counting as 0.
    private func rotation(_ angle: Double, about picture: Rect?) -> String {
        let degrees = number(angle.isFinite ? angle : 0)
        guard let picture else { return "rotate(\(degrees))" }
        return "rotate(\(degrees) \(number(picture.midX)) \(number(picture.midY)))"
    }

    // MARK: - Glass

    /// The room above and below a glass picture, in points, for the lifted lens and its
    /// shadow.
    static let glassMargin = 6.0

    /// The colour a glass picture is seen on: the background over the appearance's page
    /// (white or black).
    private var page: RGBAColor {
        let page: RGBAColor = renderer.style.appearance.appearance == .dark ? .black : .white
        return design.palette.background.composited(over: page)
    }

    /// How much of the glass shows at a state: the lift, or 0 with Reduce Transparency, when
    /// the indicator stays flat as it lifts (the core's opaque indicator colour).
    private func glassLevel(_ state: State) -> Double {
        guard !renderer.style.appearance.reduceTransparency, state.lift.isFinite else { return 0 }
        return Swift.min(Swift.max(state.lift, 0), 1)
    }

    /// Whether any drawn state shows glass (so the shadow, shade, gloss and rim are drawn).
    private func hasGlass(_ timeline: Timeline?, state: State) -> Bool {
        glassLevel(state) > 0 || (timeline?.states.contains { glassLevel($0) > 0 } ?? false)
    }

    /// The glass's gradients and the shadow's blur when it shows glass, and for a lens that
    /// lifts its clip and the cut-out that keeps the plain titles and the shadow out of it;
    /// nothing for a flat indicator that never lifts.
    private func glassDefinitions(state: State, timeline: Timeline?) -> String {
        guard let glass = design.glass, !arrangement.isEmpty else { return "" }
        let showsGlass = hasGlass(timeline, state: state)
        let lifts = hasLift(timeline, state: state)
        guard showsGlass || lifts else { return "" }
        var text = "<defs>"
        if showsGlass {
            let shading = glass.shading.resolved(in: renderer.style.appearance)
            let highlight = glass.highlight.resolved(in: renderer.style.appearance)
            text += "<linearGradient id=\"lens-shade\" x1=\"0\" y1=\"0\" x2=\"0\" y2=\"1\">"
            text +=
                "<stop offset=\"0.45\" stop-color=\"\(opaqueHex(shading))\" stop-opacity=\"0\"/>"
            text += "<stop offset=\"1\" stop-color=\"\(opaqueHex(shading))\""
            text += " stop-opacity=\"\(opacity(shading.alpha))\"/></linearGradient>"
            text += "<linearGradient id=\"lens-gloss\" x1=\"0\" y1=\"0\" x2=\"0\" y2=\"1\">"
            text += "<stop offset=\"0\" stop-color=\"\(opaqueHex(highlight))\""
            text += " stop-opacity=\"\(opacity(highlight.alpha))\"/>"
            text +=
                "<stop offset=\"0.5\" stop-color=\"\(opaqueHex(highlight))\" stop-opacity=\"0\"/>"
            text += "</linearGradient>"
            text +=
                "<filter id=\"lens-blur\" x=\"-50%\" y=\"-50%\" width=\"200%\" height=\"200%\">"
            text +=
                "<feGaussianBlur stdDeviation=\"\(number(Swift.max(0, glass.shadowRadius) / 2))\"/>"
            text += "</filter>"
        }
        if lifts {
            text += "<clipPath id=\"lens-clip\">"
            text += shapeRect(nil, state: state, timeline: timeline, inset: 0, extra: "")
            text += "</clipPath>"
            // Everything but the lens: white over the bar and well beyond it (the lens may
            // scale past the bar's ends), the lens's shape black.
            let size = arrangement.contentSize
            let region = Rect(
                x: -size.width, y: -size.height - Self.glassMargin, width: 3 * size.width,
                height: 3 * size.height + 2 * Self.glassMargin)
            text += "<mask id=\"lens-cutout\" maskUnits=\"userSpaceOnUse\""
            text += rectAttributes(region, radius: 0) + ">"
            text += "<rect" + rectAttributes(region, radius: 0) + " fill=\"#FFFFFF\"/>"
            text += shapeRect(
                nil, state: state, timeline: timeline, inset: 0, extra: " fill=\"#000000\"")
            text += "</mask>"
        }
        return text + "</defs>\n"
    }

    /// Whether any drawn state lifts the indicator (so the titles under it are magnified).
    private func hasLift(_ timeline: Timeline?, state: State) -> Bool {
        state.lift > 0 || (timeline?.states.contains { $0.lift > 0 } ?? false)
    }

    /// The glass indicator as iOS 26 draws it: flat at rest, the indicator's colour and the
    /// tint over it; lifted, clear glass. Its fill clears into the lens colour (what lies
    /// behind the bar shows through, brightened a little), the tint fades out, and a soft
    /// shadow outside the lens, an inner shade at its lower edge and a gloss on its upper
    /// half come with the lift.
    private func glassIndicator(state: State, timeline: Timeline?) -> String {
        guard let glass = design.glass, !arrangement.isEmpty else { return "" }
        let context = renderer.style.appearance
        let shading = glass.shading.resolved(in: context)
        let showsGlass = hasGlass(timeline, state: state)
        var text = "<g class=\"lens\">\n"
        if showsGlass {
            // Outside the lens only: clear glass does not show its own shadow through it.
            var shadow = "<g class=\"lens-shadow\" mask=\"url(#lens-cutout)\""
            shadow += " opacity=\"\(opacity(glassLevel(state)))\">"
            if let timeline {
                shadow += animation("opacity", timeline) { opacity(glassLevel($0)) }
            }
            shadow += "<g filter=\"url(#lens-blur)\">"
            shadow += shapeRect(
                nil, state: state, timeline: timeline, inset: 0, dy: 2,
                extra:
                    " fill=\"\(opaqueHex(shading))\" fill-opacity=\"\(opacity(Swift.min(1, shading.alpha * 2)))\""
            )
            text += shadow + "</g></g>\n"
        }
        var body = " fill=\"\(opaqueHex(state.indicatorColor))\""
        body += " fill-opacity=\"\(opacity(state.indicatorColor.alpha))\""
        var bodyAnimations = ""
        if let timeline {
            bodyAnimations += animation("fill", timeline) { opaqueHex($0.indicatorColor) }
            bodyAnimations += animation("fill-opacity", timeline) {
                opacity($0.indicatorColor.alpha)
            }
        }
        text +=
            shapeRect(
                "indicator", state: state, timeline: timeline, inset: 0, extra: body,
                children: bodyAnimations) + "\n"
        if let tint = context.tint,
            state.tintOpacity > 0 || (timeline?.states.contains { $0.tintOpacity > 0 } ?? false)
        {
            var animations = ""
            if let timeline {
                animations = animation("fill-opacity", timeline) { opacity($0.tintOpacity) }
            }
            text +=
                shapeRect(
                    "lens-tint", state: state, timeline: timeline, inset: 0,
                    extra: " fill=\"\(opaqueHex(tint))\""
                        + " fill-opacity=\"\(opacity(state.tintOpacity))\"",
                    children: animations) + "\n"
        }
        if showsGlass {
            text += lensLight(
                "lens-shade", gradient: "lens-shade", state: state, timeline: timeline)
            text += lensLight(
                "lens-gloss", gradient: "lens-gloss", state: state, timeline: timeline)
        }
        return text + "</g>\n"
    }

    /// The inner shade towards the glass's lower edge or the gloss on its upper half: none
    /// at rest, ``lensLightStrength`` of its role when lifted.
    private func lensLight(
        _ className: String, gradient: String, state: State, timeline: Timeline?
    ) -> String {
        func strength(_ state: State) -> String {
            opacity(Self.lensLightStrength * glassLevel(state))
        }
        var animations = ""
        if let timeline { animations = animation("opacity", timeline, value: strength) }
        return shapeRect(
            className, state: state, timeline: timeline, inset: 0.5,
            extra: " fill=\"url(#\(gradient))\" opacity=\"\(strength(state))\"",
            children: animations) + "\n"
    }

    /// How strongly the lifted lens shows its shade and gloss, of their roles' colours: half,
    /// so what lies behind the clear glass stays clear (a drawing choice, not measured).
    static let lensLightStrength = 0.5

    /// The glass's edge, drawn last so it stays on the lens's edge above the titles: a thin
    /// dark line outside and a bright one inside, which reads on light and dark alike, coming
    /// with the lift (none at rest, where the indicator is flat).
    private func rim(state: State, timeline: Timeline?) -> String {
        guard let glass = design.glass, !arrangement.isEmpty, hasGlass(timeline, state: state)
        else { return "" }
        let highlight = glass.highlight.resolved(in: renderer.style.appearance)
        let shading = glass.shading.resolved(in: renderer.style.appearance)
        var text = "<g class=\"lens-rim\" opacity=\"\(opacity(glassLevel(state)))\">"
        if let timeline {
            text += animation("opacity", timeline) { opacity(glassLevel($0)) }
        }
        text +=
            shapeRect(
                "lens-edge", state: state, timeline: timeline, inset: 0,
                extra: " fill=\"none\" stroke=\"\(opaqueHex(shading))\""
                    + " stroke-opacity=\"\(opacity(shading.alpha))\" stroke-width=\"0.5\"") + "\n"
        text +=
            shapeRect(
                "lens-highlight", state: state, timeline: timeline, inset: 0.75,
                extra: " fill=\"none\" stroke=\"\(opaqueHex(highlight))\""
                    + " stroke-opacity=\"\(opacity(highlight.alpha))\" stroke-width=\"1\"") + "\n"
        return text + "</g>\n"
    }

    /// The lens magnifying the titles under it: a copy of the title group scaled by the
    /// magnification about the indicator's centre, clipped to the indicator, over the clear
    /// glass (the plain titles are cut out of the lens, so none shows twice). At rest the
    /// magnification is 1 and the copy is the plain titles. Nothing when the indicator never
    /// lifts.
    private func magnifier(state: State, timeline: Timeline?) -> String {
        guard design.glass != nil, !arrangement.isEmpty, hasLift(timeline, state: state) else {
            return ""
        }
        var text = "<g class=\"lens-magnifier\" clip-path=\"url(#lens-clip)\">\n"
        // translate(c) scale(m) translate(−c), one transform a group so each can animate.
        func centre(_ state: State) -> String {
            "\(number(state.indicator.midX)) \(number(state.indicator.midY))"
        }
        func back(_ state: State) -> String {
            "\(number(-state.indicator.midX)) \(number(-state.indicator.midY))"
        }
        text += "<g transform=\"translate(\(centre(state)))\">"
        if let timeline {
            text += animation(
                "transform", timeline, tag: "animateTransform", extra: " type=\"translate\"",
                value: centre)
        }
        text += "<g transform=\"scale(\(number(state.magnification, decimals: 3)))\">"
        if let timeline {
            text += animation(
                "transform", timeline, tag: "animateTransform", extra: " type=\"scale\""
            ) { number($0.magnification, decimals: 3) }
        }
        text += "<g transform=\"translate(\(back(state)))\">"
        if let timeline {
            text += animation(
                "transform", timeline, tag: "animateTransform", extra: " type=\"translate\"",
                value: back)
        }
        text += "\n" + labels(state: state, timeline: timeline)
        text += "</g></g></g>\n"
        return text + "</g>\n"
    }

    /// A rectangle with the indicator's shape (inset by `inset`, moved down by `dy`), animated
    /// with it when a timeline is given.
    private func shapeRect(
        _ className: String?, state base: State, timeline: Timeline?, inset: Double, dy: Double = 0,
        extra: String, children: String = ""
    ) -> String {
        func frame(_ state: State) -> Rect {
            let frame = state.indicator
            return Rect(
                x: frame.minX + inset, y: frame.minY + inset + dy,
                width: Swift.max(0, frame.width - 2 * inset),
                height: Swift.max(0, frame.height - 2 * inset))
        }
        func radius(_ state: State) -> Double { Swift.max(0, state.cornerRadius - inset) }
        var text = "<rect"
        if let className { text += " class=\"\(className)\"" }
        text += rectAttributes(frame(base), radius: radius(base)) + extra
        var animations = children
        if let timeline {
            animations += animation("x", timeline) { number(frame($0).minX) }
            animations += animation("y", timeline) { number(frame($0).minY) }
            animations += animation("width", timeline) { number(frame($0).width) }
            animations += animation("height", timeline) { number(frame($0).height) }
            animations += animation("rx", timeline) { number(radius($0)) }
            animations += animation("ry", timeline) { number(radius($0)) }
        }
        return animations.isEmpty ? text + "/>" : text + ">" + animations + "</rect>"
    }

    // MARK: - Attribute helpers

    /// The text shaping the measurer reproduces (advances and kerning): ligatures off, so a
    /// browser draws "fi" as the two glyphs that were measured, not one narrower glyph.
    static let shaping = " style=\"font-variant-ligatures: none; font-kerning: normal\""

    private func animation(
        _ name: String, _ timeline: Timeline, tag: String = "animate", extra: String = "",
        discrete: Bool = false, value: (State) -> String
    ) -> String {
        let values = timeline.states.map(value)
        guard let first = values.first, values.contains(where: { $0 != first }) else {
            return ""
        }
        var text = "<\(tag) attributeName=\"\(name)\"\(extra)"
        text += attributes([
            ("values", values.joined(separator: ";")),
            (
                "keyTimes",
                timeline.keyTimes.map { SVGNumber.format($0, decimals: 4) }.joined(
                    separator: ";")
            ),
            ("calcMode", discrete ? "discrete" : "linear"),
            ("dur", number(timeline.duration, decimals: 3) + "s"),
        ])
        text += timeline.repeats ? " repeatCount=\"indefinite\"" : " fill=\"freeze\""
        return text + "/>"
    }

    private func rectAttributes(_ frame: Rect, radius: Double) -> String {
        var list = [
            ("x", number(frame.minX)), ("y", number(frame.minY)), ("width", number(frame.width)),
            ("height", number(frame.height)),
        ]
        if radius > 0 { list += [("rx", number(radius)), ("ry", number(radius))] }
        return attributes(list)
    }

    private func fill(_ color: RGBAColor) -> String {
        var text = " fill=\"\(opaqueHex(color))\""
        if color.alpha < 1 { text += " fill-opacity=\"\(opacity(color.alpha))\"" }
        return text
    }

    private func attributes(_ list: [(String, String)]) -> String {
        list.map { " \($0.0)=\"\(XMLEscaping.escape($0.1))\"" }.joined()
    }

    private func opaqueHex(_ color: RGBAColor) -> String {
        RGBAColor(red: color.red, green: color.green, blue: color.blue).hexString
    }

    private func opacity(_ value: Double) -> String { SVGNumber.format(value, decimals: 3) }

    private func number(_ value: Double, decimals: Int = 2) -> String {
        SVGNumber.format(value, decimals: decimals)
    }
}

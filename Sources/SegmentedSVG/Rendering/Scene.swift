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
            labelColors: colors, boldLabels: bold)
    }

    /// Everything a state puts in the document, as written; equal appearances draw the same.
    func appearance(of state: State) -> [String] {
        var parts = [
            number(state.offset), number(state.indicator.minX), number(state.indicator.minY),
            number(state.indicator.width), number(state.indicator.height),
            number(state.cornerRadius),
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
        let description = accessibleDescription(state: state)
        var svg = "<svg xmlns=\"http://www.w3.org/2000/svg\""
        svg += attributes([
            ("width", number(width)), ("height", number(height)),
            ("viewBox", "0 0 \(number(width)) \(number(height))"), ("role", "img"),
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
        if palette.background.alpha > 0 {
            svg += "<rect class=\"background\""
            svg += attributes([("width", number(width)), ("height", number(height))])
            svg += fill(palette.background) + "/>\n"
        }
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
        svg += track() + divider() + indicator(state: state, timeline: timeline)
        svg += labels(state: state, timeline: timeline) + badges()
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
        let color = design.palette.track
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

    private func labels(state: State, timeline: Timeline?) -> String {
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

import SegmentedCore

extension SVGRenderer {
    /// An animated picture of a swipe in a pager: a finger drags the pages part of the way to
    /// the next page, lifts mid-way, and the pages settle where the core's `PagerMachine`
    /// decides. Every frame comes from one pager state: the pages' offset is what the drag
    /// and the settling reported to it, and the header (indicator, label colours and weights)
    /// is drawn at the position it holds, as a front-end shows it.
    ///
    /// The drag is sampled as scroll events (easing out, so the finger has all but stopped when
    /// it lifts), its release becomes `dragEnded` with the last frame's speed and no proposal
    /// (so the core's own release rule picks the page: the nearest one), and the settling
    /// follows the pager's target with the design's motion, sampled by `PositionAnimator`.
    ///
    /// ```swift
    /// let svg = renderer.renderSwipe(["Following", "For You"], dragFraction: 0.6)
    /// ```
    ///
    /// - Parameters:
    ///   - segments: The header's segments, one page each.
    ///   - page: The page shown at first; clamped into the pages.
    ///   - dragFraction: How far the finger drags towards the next page before lifting, in
    ///     pages; clamped into `0...1`, NaN counts as 0.6.
    ///   - width: The picture's (and a page's) width; `nil`, NaN or not positive uses the
    ///     style's default.
    ///   - pageHeight: The height of the pages under the header; clamped into `0...2000`,
    ///     NaN counts as 160.
    ///   - options: Sampling rate, looping and pauses.
    /// - Returns: A standalone SVG document; an empty header with no pages when `segments`
    ///   is empty.
    /// - Complexity: O(s · n) for s samples and n segments.
    public func renderSwipe(
        _ segments: [SVGSegment], from page: Int = 0, dragFraction: Double = 0.6,
        width: Double? = nil, pageHeight: Double = 160,
        options: SVGAnimationOptions = SVGAnimationOptions()
    ) -> String {
        let scene = Scene(renderer: self, segments: segments, width: viewportWidth(width))
        let swipe = SwipeTimeline(
            pageCount: segments.count, page: page,
            dragFraction: dragFraction.isNaN ? 0.6 : Swift.min(Swift.max(dragFraction, 0), 1),
            width: scene.width, direction: scene.arrangement.layoutDirection,
            motion: style.design.motion, options: options)
        let pages = pageHeight.isNaN ? 160 : Swift.min(Swift.max(pageHeight, 0), 2000)
        let states = swipe.samples.map { scene.state(at: $0.position) }
        let timeline = Scene.Timeline(
            states: states, keyTimes: swipe.keyTimes, duration: swipe.duration,
            repeats: options.repeats)
        let header = scene.document(state: states[0], animation: timeline)
        return SwipePicture(
            scene: scene, swipe: swipe, header: header, pageHeight: pages, repeats: options.repeats
        ).document()
    }
}

/// The swipe played through a `PagerMachine`: one sample per frame with the pager's position,
/// the pages' offset and where the finger is.
struct SwipeTimeline {
    struct Sample {
        var time: Double
        var position: Double
        var offset: Double
        var fingerX: Double
        var fingerOpacity: Double
    }

    var samples: [Sample] = []
    /// The page the pager committed when it settled, if it changed.
    var committedPage: Int?
    var pageWidth: Double
    var pageCount: Int

    var duration: Double { Swift.max(samples.last?.time ?? 0, 1e-3) }
    var keyTimes: [Double] { samples.map { $0.time / duration } }

    init(
        pageCount: Int, page: Int, dragFraction: Double, width: Double,
        direction: LayoutDirection, motion: Motion, options: SVGAnimationOptions
    ) {
        self.pageWidth = width
        self.pageCount = pageCount
        let (rate, delay, hold, _) = options.sampling
        var pager = PagerMachine(
            ids: Array(0..<Swift.max(0, pageCount)), selectedIndex: page, pageWidth: width,
            layoutDirection: direction, preloadDistance: 0)
        pager.handle(.pageWidthChanged(width))
        let start = pager.restingOffset
        let selected = pager.selectedIndex ?? 0
        // Towards the next page, or the previous one from the last page.
        let next = selected + 1 < pageCount ? selected + 1 : Swift.max(0, selected - 1)
        let travel = (pager.geometry.offset(forPosition: Double(next)) - start) * dragFraction
        // The finger starts on the side the next page comes from and moves the content.
        let fingerStart = travel >= 0 ? width * 0.75 : width * 0.25
        var time = 0.0
        func record(_ fingerX: Double, _ fingerOpacity: Double, offset: Double) {
            samples.append(
                Sample(
                    time: time, position: pager.position, offset: offset, fingerX: fingerX,
                    fingerOpacity: fingerOpacity))
        }
        record(fingerStart, 0, offset: start)
        if delay > 0 {
            time = delay
            record(fingerStart, 0, offset: start)
        }
        // The drag: the finger comes down and the content follows it for 0.5 s, easing out
        // so the finger nearly stops before it lifts.
        pager.handle(.dragBegan)
        let dragFrames = Swift.max(1, Int((0.5 * rate).rounded(.up)))
        var offset = start
        var previous = start
        time += 1 / rate
        record(fingerStart, 1, offset: offset)
        for frame in 1...dragFrames {
            time += 1 / rate
            let remaining = 1 - Double(frame) / Double(dragFrames)
            previous = offset
            offset = start + travel * (1 - remaining * remaining)
            pager.handle(.scrolled(offset: offset))
            record(fingerStart - (offset - start), 1, offset: offset)
        }
        // The release: the last frame's speed, no proposal; the core picks the page (here by
        // its nearest-page rule, as the finger has all but stopped).
        let velocity = (offset - previous) * rate
        let releaseX = fingerStart - (offset - start)
        var target = offset
        for case .decelerate(let end) in pager.handle(
            .dragEnded(velocity: velocity, proposedOffset: .nan))
        {
            target = end
        }
        // The settling, in pages, with the design's motion.
        var animator = PositionAnimator(position: pager.position)
        let goal = pager.geometry.position(forOffset: target)
        animator.animate(to: goal, motion: motion.resolved(reduceMotion: false), at: 0)
        let settle = Swift.min(Swift.max(animator.settledTime, 1 / rate), 3)
        let settleFrames = Swift.max(1, Int((settle * rate).rounded(.up)))
        let fadeFrames = Swift.max(1, Int((0.15 * rate).rounded(.up)))
        for frame in 1...settleFrames {
            time += 1 / rate
            let elapsed = Swift.min(Double(frame) / rate, settle)
            let position = frame == settleFrames ? goal : animator.position(at: elapsed)
            offset = pager.geometry.offset(forPosition: position)
            pager.handle(.scrolled(offset: offset))
            let fade = Swift.max(0, 1 - Double(frame) / Double(fadeFrames))
            record(releaseX, fade, offset: offset)
        }
        for case .select(let index, _) in pager.handle(.settled) {
            committedPage = index
        }
        if hold > 0 {
            time += hold
            record(releaseX, 0, offset: offset)
        }
    }
}

/// Writes the swipe: the header's own document on top, the pages below it sliding by the
/// sampled offsets, and a translucent fingertip.
struct SwipePicture {
    let scene: Scene
    let swipe: SwipeTimeline
    let header: String
    let pageHeight: Double
    let repeats: Bool

    func document() -> String {
        let width = scene.width
        let top = scene.arrangement.contentSize.height
        let height = top + pageHeight
        let titles = scene.segments.map(\.displayTitle)
        let description =
            "A swipe between pages (" + titles.joined(separator: ", ")
            + "): the finger drags, lifts mid-way and the pages settle"
            + (swipe.committedPage.map { " on \(titles[$0])" } ?? "")
            + "; the header follows the same pager state."
        var svg = "<svg xmlns=\"http://www.w3.org/2000/svg\""
        svg += " width=\"\(number(width))\" height=\"\(number(height))\""
        svg += " viewBox=\"0 0 \(number(width)) \(number(height))\" role=\"img\""
        svg += " aria-label=\"\(XMLEscaping.escape(description))\">\n"
        svg += "<title>\(XMLEscaping.escape(description))</title>\n"
        svg += "<defs><clipPath id=\"pager-viewport\"><rect y=\"\(number(top))\""
        svg += " width=\"\(number(width))\" height=\"\(number(pageHeight))\"/></clipPath></defs>\n"
        svg += header
        svg += "<g clip-path=\"url(#pager-viewport)\">\n"
        svg += "<g class=\"pages\" transform=\"translate(\(number(-swipe.samples[0].offset)) 0)\">"
        svg += animate(tag: "animateTransform", "transform", extra: " type=\"translate\"") {
            "\(number(-$0.offset)) 0"
        }
        svg += "\n"
        let palette = scene.design.palette
        let fontSize = scene.design.fontSize * 1.5
        for (index, title) in titles.enumerated() {
            let x = PagingGeometry(
                pageWidth: width, pageCount: titles.count,
                layoutDirection: scene.arrangement.layoutDirection
            ).offset(forPosition: Double(index))
            let tint = palette.indicator.withOpacity(index % 2 == 0 ? 0.08 : 0.16)
            svg += "<rect class=\"page\" x=\"\(number(x))\" y=\"\(number(top))\""
            svg += " width=\"\(number(width))\" height=\"\(number(pageHeight))\""
            svg += " fill=\"\(opaqueHex(tint))\" fill-opacity=\"\(number(tint.alpha))\"/>\n"
            svg += "<text x=\"\(number(x + width / 2))\" y=\"\(number(top + pageHeight / 2))\""
            svg += " font-family=\"\(XMLEscaping.escape(scene.renderer.fontFamilyList))\""
            svg += " font-size=\"\(number(fontSize))\" text-anchor=\"middle\""
            svg += " fill=\"\(opaqueHex(palette.selectedLabel))\">"
            svg += XMLEscaping.escape(title) + "</text>\n"
        }
        svg += "</g>\n</g>\n"
        let first = swipe.samples[0]
        svg += "<circle class=\"finger\" cx=\"\(number(first.fingerX))\""
        svg += " cy=\"\(number(top + pageHeight * 0.6))\" r=\"16\" fill=\"#000000\""
        svg += " fill-opacity=\"\(number(first.fingerOpacity * 0.3))\">"
        svg += animate("cx") { number($0.fingerX) }
        svg += animate("fill-opacity") { number($0.fingerOpacity * 0.3) }
        svg += "</circle>\n</svg>\n"
        return svg
    }

    private func animate(
        tag: String = "animate", _ name: String, extra: String = "",
        value: (SwipeTimeline.Sample) -> String
    ) -> String {
        let values = swipe.samples.map(value)
        guard let first = values.first, values.contains(where: { $0 != first }) else {
            return ""
        }
        var text = "<\(tag) attributeName=\"\(name)\"\(extra)"
        text += " values=\"\(values.joined(separator: ";"))\""
        text +=
            " keyTimes=\"\(swipe.keyTimes.map { SVGNumber.format($0, decimals: 4) }.joined(separator: ";"))\""
        text += " calcMode=\"linear\" dur=\"\(SVGNumber.format(swipe.duration, decimals: 3))s\""
        text += repeats ? " repeatCount=\"indefinite\"" : " fill=\"freeze\""
        return text + "/>"
    }

    private func number(_ value: Double) -> String { SVGNumber.format(value, decimals: 2) }

    private func opaqueHex(_ color: RGBAColor) -> String {
        RGBAColor(red: color.red, green: color.green, blue: color.blue).hexString
    }
}

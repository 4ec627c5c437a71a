import Foundation
import SegmentedCore
import SegmentedSVG

/// `segmented gallery`: every built-in style as SVG pictures, with an `index.html`.
enum GalleryCommand {
    static let usage = """
        USAGE: segmented gallery --output DIR

        Writes SVG pictures of every built-in style into DIR (created if needed): left to
        right and right to left, with CJK labels, an animated transition per style, the
        glass lens lifted over a busy backdrop, an overflowing bar that scrolls, badges and
        disabled segments, and an index.html that shows them all with captions. All or nothing: the files are written into a new
        sibling directory that then replaces DIR in one rename; other files in DIR are kept.

        OPTIONS:
          --output DIR      The directory to write into.
          -h, --help        This text.

        EXAMPLE:
          segmented gallery --output docs/gallery
        """

    /// One picture of the gallery.
    struct Picture {
        var file: String
        var caption: String
        var svg: String
    }

    static func run(_ rawArguments: [[UInt8]]) throws -> Int32 {
        var arguments = Arguments(bytes: rawArguments)
        if arguments.wantsHelp() {
            try Output.print(usage)
            return 0
        }
        guard let directory = try arguments.path("--output") else {
            throw CLIError("gallery needs --output DIR")
        }
        try arguments.finish()
        guard !directory.isEmpty else { throw CLIError("--output needs a directory name") }
        let cjk = SVGSupport.findCJKFont()
        let pictures = try makePictures(cjk: cjk)
        let index = Picture(file: "index.html", caption: "", svg: html(pictures, cjk: cjk))
        try GalleryWriter.write(
            (pictures + [index]).map { ($0.file, Array($0.svg.utf8)) }, into: directory)
        Output.error(
            "segmented: wrote \(pictures.count) pictures and index.html to \(Posix.display(directory))"
        )
        return 0
    }

    /// Two moments of a press on the selected segment, from the core's `LensMachine`: pressed
    /// (lifted into a lens), and scrubbed towards the last segment, drawn 0.1 s after the
    /// finger got there: the leading edge is ahead, the lens stretched between its edges.
    static func lensMoments(renderer: SVGRenderer, segments: [SVGSegment], selected: Int) -> (
        pressed: LensState?, stretched: LensState?
    ) {
        let context = renderer.lensContext(segments, selected: selected)
        let frames = context.arrangement.segmentFrames
        guard frames.indices.contains(selected), let target = frames.last else { return (nil, nil) }
        let centre = frames[selected]
        var control = renderer.makeControl(segments, selected: selected)
        control.handle(
            .pointer(.began(Point(x: centre.midX, y: centre.midY), time: 0)), in: context)
        let pressed = control.lens?.state(at: 1)
        // Past the middle by 20 pt in the direction of travel (leftwards right to left).
        let ahead = target.midX < centre.midX ? -20.0 : 20
        let halfway = Point(x: (centre.midX + target.midX) / 2 + ahead, y: centre.midY)
        control.handle(.pointer(.moved(halfway, time: 1)), in: context)
        control.handle(
            .pointer(.moved(Point(x: target.midX, y: centre.midY), time: 1.05)), in: context)
        return (pressed, control.lens?.state(at: 1.12))
    }

    /// The glass indicator's own pictures: pressed (lifted into a lens), stretched mid-scrub,
    /// both in the dark too, and the press–scrub–release gesture animated, every state from
    /// the core's `LensMachine`.
    static func glassPictures(
        style: SVGStyle, renderer: SVGRenderer, dark: SVGRenderer, labels: [String],
        selected: Int
    ) -> [Picture] {
        let segments = labels.map { SVGSegment($0) }
        let last = labels.count - 1
        let (pressed, stretched) = lensMoments(
            renderer: renderer, segments: segments, selected: selected)
        var pictures: [Picture] = []
        if let pressed {
            pictures.append(
                Picture(
                    file: "\(style.id)-pressed.svg",
                    caption:
                        "\(style.name), pressed: the indicator lifts into a clear glass lens "
                        + "(scale \(format(pressed.scale))) that magnifies the title under it.",
                    svg: renderer.render(segments, lens: pressed)))
            pictures.append(
                Picture(
                    file: "\(style.id)-pressed-dark.svg",
                    caption: "\(style.name), pressed, in the dark appearance.",
                    svg: dark.render(segments, lens: pressed)))
        }
        if let stretched {
            pictures.append(
                Picture(
                    file: "\(style.id)-stretched.svg",
                    caption:
                        "\(style.name), mid-scrub towards \(labels[last]): the leading edge's "
                        + "faster spring stretches the lens in the direction of travel; the "
                        + "titles are magnified inside it only.",
                    svg: renderer.render(segments, lens: stretched)))
        }
        let context = renderer.lensContext(segments, selected: selected)
        let events = SVGRenderer.scrubGesture(on: context.arrangement, from: 0, to: last)
        pictures.append(
            Picture(
                file: "\(style.id)-animated.svg",
                caption:
                    "\(style.name), animated: press \(labels[0]) (the flat indicator lifts into "
                    + "a clear lens), scrub to \(labels[last]) (it stretches and follows), "
                    + "release (it settles flat), sampled at 60 per second from the core's "
                    + "LensMachine.",
                svg: renderer.renderLens(segments, selected: 0, events: events)))
        return pictures
    }

    /// The lifted lens over a busy backdrop (``SVGBackdrop/busy``), mid-scrub, light and dark,
    /// left to right and right to left with Hebrew titles, and the gesture animated: the clear
    /// glass shows what lies behind the bar, the titles magnified inside the lens only.
    static func backdropPictures(cjk: SVGSupport.CJKFont?) throws -> [Picture] {
        var style = SVGStyle.liquidGlass
        style.backdrop = .busy
        var dark = style.inAppearance(.dark)
        dark.backdrop = .busyDark
        let latin = ["Day", "Week", "Month"]
        let hebrew = ["יום", "שבוע", "חודש"]
        let rightToLeft = SVGStyle.Overrides(layoutDirection: .rightToLeft)
        let variants: [(suffix: String, style: SVGStyle, labels: [String], words: String)] = [
            ("", style, latin, "left to right"),
            ("-dark", dark, latin, "left to right, dark"),
            ("-rtl", style.overriding(rightToLeft), hebrew, "right to left with Hebrew titles"),
            ("-rtl-dark", dark.overriding(rightToLeft), hebrew, "right to left, dark"),
        ]
        var pictures: [Picture] = []
        for variant in variants {
            let segments = variant.labels.map { SVGSegment($0) }
            let renderer = try SVGSupport.renderer(
                style: variant.style, labels: variant.labels, cjk: cjk)
            guard
                let stretched = lensMoments(renderer: renderer, segments: segments, selected: 1)
                    .stretched
            else { continue }
            pictures.append(
                Picture(
                    file: "\(style.id)-backdrop\(variant.suffix).svg",
                    caption:
                        "\(style.name) over a busy backdrop, \(variant.words): mid-scrub from "
                        + "\(variant.labels[1]) to \(variant.labels[2]), the lifted lens is clear "
                        + "glass (the stripes show through it), the titles magnified inside it only.",
                    svg: renderer.render(segments, lens: stretched)))
            guard variant.suffix.isEmpty else { continue }
            let context = renderer.lensContext(segments, selected: 0)
            let events = SVGRenderer.scrubGesture(on: context.arrangement, from: 0, to: 2)
            pictures.append(
                Picture(
                    file: "\(style.id)-backdrop-animated.svg",
                    caption:
                        "\(style.name) over a busy backdrop, animated: the flat indicator lifts "
                        + "into clear glass, scrubs to \(variant.labels[2]) and settles flat.",
                    svg: renderer.renderLens(segments, selected: 0, events: events)))
        }
        return pictures
    }

    private static func format(_ value: Double) -> String {
        String(format: "%.2f", value)
    }

    /// Labels that suit each style, in Latin and CJK script.
    static func labels(for id: String) -> (latin: [String], cjk: [String]) {
        switch id {
        case "sliding-pill": (["Day", "Week", "Month", "Year"], ["日", "週", "月", "年"])
        case "paged-header": (["Following", "For You"], ["關注", "推薦"])
        case "plain-buttons": (["All", "Unread", "Flagged", "Archive"], ["全部", "未讀", "已標記", "封存"])
        case "uikit-underline": (["Month", "Day"], ["月", "日"])
        case "liquid-glass": (["Day", "Week", "Month"], ["日", "週", "月"])
        default: (["Home", "Trending", "Library"], ["推薦", "熱門", "關注"])
        }
    }

    static func makePictures(cjk: SVGSupport.CJKFont?) throws -> [Picture] {
        var pictures: [Picture] = []
        let cjkNote =
            cjk.map { " CJK glyphs from \($0.family)." }
            ?? " No CJK font is installed, so CJK labels are measured as the font's .notdef boxes."
        for style in SVGStyle.builtIn {
            let (latin, cjkLabels) = labels(for: style.id)
            let selected = Double(latin.count > 2 ? 1 : 0)
            let last = Double(latin.count - 1)
            let segments = latin.map { SVGSegment($0) }
            let ltr = try SVGSupport.renderer(style: style, labels: latin, cjk: cjk)
            pictures.append(
                Picture(
                    file: "\(style.id).svg",
                    caption: "\(style.name): \(style.design.summary)",
                    svg: ltr.render(segments, position: selected)))
            let dark = try SVGSupport.renderer(
                style: style.inAppearance(.dark), labels: latin, cjk: cjk)
            pictures.append(
                Picture(
                    file: "\(style.id)-dark.svg",
                    caption: "\(style.name) in the dark appearance.",
                    svg: dark.render(segments, position: selected)))
            let rtlStyle = style.overriding(SVGStyle.Overrides(layoutDirection: .rightToLeft))
            let rtl = try SVGSupport.renderer(style: rtlStyle, labels: latin, cjk: cjk)
            pictures.append(
                Picture(
                    file: "\(style.id)-rtl.svg",
                    caption: "\(style.name), right to left: segment 0 (\(latin[0])) at the right.",
                    svg: rtl.render(segments, position: selected)))
            let cjkRenderer = try SVGSupport.renderer(style: style, labels: cjkLabels, cjk: cjk)
            pictures.append(
                Picture(
                    file: "\(style.id)-cjk.svg",
                    caption: "\(style.name) with CJK labels.\(cjkNote)",
                    svg: cjkRenderer.render(cjkLabels.map { SVGSegment($0) }, position: selected)))
            if style.design.glass != nil {
                pictures += glassPictures(
                    style: style, renderer: ltr, dark: dark, labels: latin, selected: Int(selected))
                continue
            }
            pictures.append(
                Picture(
                    file: "\(style.id)-animated.svg",
                    caption:
                        "\(style.name), animated from \(latin[0]) to \(latin[latin.count - 1]) "
                        + "with its motion (\(describe(style.design.motion))), sampled at 60 per second.",
                    svg: ltr.renderTransition(segments, from: 0, to: last)))
        }

        let tabs = [
            "Top Stories", "World", "Business", "Technology", "Science", "Health", "Sports",
            "Entertainment", "Travel", "Food", "Style", "Opinion",
        ]
        let material = SVGStyle.materialUnderline
        // The Material underline lets gaps fall to 0 when titles do not fit, running them together;
        // the overflow pictures keep the tuned variant's 24-pt minimum gap.
        var spaced = material
        spaced.design.layout.minimumGap = 24
        let scrolling = try SVGSupport.renderer(style: spaced, labels: tabs, cjk: cjk)
        let segments = tabs.map { SVGSegment($0) }
        pictures.append(
            Picture(
                file: "scrolling.svg",
                caption:
                    "Twelve Material tabs (gaps of at least 24 pt) overflow 360 pt, so the bar "
                    + "scrolls: the core's scroll "
                    + "offset centres the selected tab (Sports).",
                svg: scrolling.render(segments, position: 6)))
        pictures.append(
            Picture(
                file: "scrolling-animated.svg",
                caption: "The scrolling bar animated from Top Stories to Food; the content scrolls "
                    + "with the indicator.",
                svg: scrolling.renderTransition(segments, from: 0, to: 9)))
        let rtlScrolling = try SVGSupport.renderer(
            style: spaced.overriding(SVGStyle.Overrides(layoutDirection: .rightToLeft)),
            labels: tabs, cjk: cjk)
        pictures.append(
            Picture(
                file: "scrolling-rtl.svg",
                caption: "The scrolling bar right to left, Sports selected.",
                svg: rtlScrolling.render(segments, position: 6)))

        let inbox: [SVGSegment] = [
            SVGSegment("Inbox", badge: .count(3)), SVGSegment("Mentions", badge: .dot),
            SVGSegment("Drafts", isEnabled: false), SVGSegment("Sent", badge: .count(128)),
        ]
        for style in [SVGStyle.materialUnderline, .slidingPill] {
            let renderer = try SVGSupport.renderer(
                style: style, labels: inbox.map(\.title), cjk: cjk)
            pictures.append(
                Picture(
                    file: "\(style.id)-badges.svg",
                    caption: "\(style.name) with badges (a count, a dot, 99+) and a disabled "
                        + "segment (Drafts).",
                    svg: renderer.render(inbox, position: 0, width: 400)))
        }
        let darkBadges = try SVGSupport.renderer(
            style: material.inAppearance(.dark), labels: inbox.map(\.title), cjk: cjk)
        pictures.append(
            Picture(
                file: "material-underline-badges-dark.svg",
                caption: "Material underline with badges in the dark appearance.",
                svg: darkBadges.render(inbox, position: 0, width: 400)))
        let tuned = SVGStyle(design: .materialUnderlineTuned)
        let tunedRenderer = try SVGSupport.renderer(
            style: tuned, labels: ["Home", "Trending", "Library"], cjk: cjk)
        pictures.append(
            Picture(
                file: "material-underline-tuned.svg",
                caption: "\(tuned.name): \(tuned.design.summary) (a variant; the "
                    + "Material underline's own values stay the default).",
                svg: tunedRenderer.render(["Home", "Trending", "Library"], position: 1)))
        var elasticDesign = material.design
        elasticDesign.layout.indicator.travel = .elastic
        let elasticRenderer = try SVGSupport.renderer(
            style: SVGStyle(design: elasticDesign), labels: ["Home", "Trending", "Library"],
            cjk: cjk)
        pictures.append(
            Picture(
                file: "material-underline-elastic-spring.svg",
                caption: "Material underline with elastic travel and an underdamped spring "
                    + "(response 0.5 s, damping 0.5): the bar stretches and overshoots.",
                svg: elasticRenderer.renderTransition(
                    ["Home", "Trending", "Library"], from: 0, to: 1,
                    motion: .spring(response: 0.5, dampingFraction: 0.5))))
        pictures += try backdropPictures(cjk: cjk)
        pictures += try pagerPictures(cjk: cjk)
        return pictures
    }

    static func describe(_ motion: Motion) -> String {
        let format = { (value: Double) in SVGNumber.format(value, decimals: 3) }
        switch motion {
        case .none: return "no animation"
        case .linear(let duration): return "linear, \(format(duration)) s"
        case .easeInOut(let duration): return "ease-in-out, \(format(duration)) s"
        case .timingCurve(_, _, _, _, let duration): return "timing curve, \(format(duration)) s"
        case .spring(let response, let damping):
            return "spring, response \(format(response)) s, damping \(format(damping))"
        }
    }

    static func html(_ pictures: [Picture], cjk: SVGSupport.CJKFont?) -> String {
        var page = """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <title>SegmentedKit gallery</title>
            <style>
            body { font-family: system-ui, sans-serif; margin: 2rem; background: #F5F5F7; color: #1C1C1E; }
            figure { display: inline-block; vertical-align: top; margin: 0 1.5rem 2rem 0; max-width: 420px; }
            figure img { background: #FFFFFF; border: 1px solid #D1D1D6; display: block; }
            figure img.dark { background: #000000; border-color: #3A3A3C; }
            figcaption { font-size: 0.85rem; margin-top: 0.4rem; }
            code { font-size: 0.8rem; color: #6E6E73; }
            </style>
            </head>
            <body>
            <h1>SegmentedKit gallery</h1>
            <p>Every picture is drawn by <code>segmented gallery</code> from the core's geometry and motion; animated pictures loop (SMIL, no script).</p>

            """
        for picture in pictures {
            let file = XMLEscaping.escape(picture.file)
            let darkClass = picture.file.contains("-dark") ? " class=\"dark\"" : ""
            page +=
                "<figure><img\(darkClass) src=\"\(file)\" alt=\"\(XMLEscaping.escape(picture.caption))\">"
            page += "<figcaption>\(XMLEscaping.escape(picture.caption)) <code>\(file)</code>"
            page += "</figcaption></figure>\n"
        }
        page += "</body>\n</html>\n"
        return page
    }
}

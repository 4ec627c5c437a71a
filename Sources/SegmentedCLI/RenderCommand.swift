import Foundation
import SegmentedCore
import SegmentedSVG

/// `segmented render`: one SVG picture of a control, still or animated.
enum RenderCommand {
    static let usage = """
        USAGE: segmented render --items LABELS [options]

        Draws one segmented control as a standalone SVG picture (or an animated transition).

        ITEMS:
          --items "A,B,C"            Comma-separated labels.
          --item LABEL               One label; repeat for more (may contain commas).
          --disabled "1,3"           Indices of segments that cannot be selected.
          --badge INDEX=COUNT|dot    A badge on a segment; repeat for more.
                                     At most 1,000 items, 1,000 --badge options and
                                     1,000 disabled indices, checked before any work.

        SELECTION:
          --selected N               The selected segment (default: the first enabled);
                                     a disabled segment is refused.
          --position P               A fractional position, such as 1.5 (mid-way).
          --animate-to N             Animate from the selection to segment N.
          --motion NAME              spring, ease, easeInOut, linear or none (default: the style's).
          --duration SECONDS         Duration of ease, easeInOut and linear (response of spring).
          --once                     Play the animation once instead of looping.

        LOOK:
          --style ID                 material-underline (default), sliding-pill, paged-header,
                                     plain-buttons, uikit-underline or liquid-glass.
          --distribution NAME        fillEqually, spaceEvenly, spaceBetween, spaceAround or packed.
          --width POINTS             The picture's width (default: the style's).
          --height POINTS            The bar's height (default: the style's).
          --rtl                      Right-to-left: segment 0 at the right.
          --appearance light|dark    The colours to draw (default light).
          --font FAMILY              The label font family (default DejaVu Sans).
          --font-size POINTS         The label size (default: the style's).
          --indicator-color #HEX     --label-color #HEX   --selected-label-color #HEX
          --background #HEX          Colours as #RGB, #RRGGBB or #RRGGBBAA.

        OUTPUT:
          --output FILE              Where to write the SVG (default: standard output).
                                     A regular file is replaced atomically, keeping its
                                     mode (one with hard links is written in place);
                                     FIFOs, devices and /dev/stdout are written into;
                                     symbolic links are followed.

        EXAMPLES:
          segmented render --items "Home,Trending,Library" --selected 1 --output tabs.svg
          segmented render --style sliding-pill --items "Day,Week,Month" --animate-to 2
        """

    static func run(_ rawArguments: [[UInt8]]) throws -> Int32 {
        var arguments = Arguments(bytes: rawArguments)
        if arguments.wantsHelp() {
            try Output.print(usage)
            return 0
        }
        let request = try Request(parsing: &arguments)
        try arguments.finish()
        let svg = try request.makeSVG()
        if let path = request.output, path != Array("-".utf8) {
            try FileOutput.write(Array(svg.utf8), to: path)
        } else {
            try Output.write(svg, to: 1)
        }
        return 0
    }

    /// Everything `render` was asked for, checked.
    struct Request {
        var segments: [SVGSegment]
        var style: SVGStyle
        var position: Double
        var animateTo: Int?
        var motion: Motion?
        var width: Double?
        var repeats: Bool
        var output: [UInt8]?

        init(parsing arguments: inout Arguments) throws {
            let badgeCount = arguments.count(of: "--badge")
            guard badgeCount <= SVGSupport.maximumBadges else {
                throw CLIError(
                    "too many --badge options (\(badgeCount)); at most \(SVGSupport.maximumBadges)")
            }
            let labels = try Self.labels(&arguments)
            segments = labels.map { SVGSegment($0) }
            var disabled = Set<Int>()
            while let text = try arguments.option("--disabled") {
                let commas = text.utf8.reduce(0) { $1 == UInt8(ascii: ",") ? $0 + 1 : $0 }
                guard disabled.count + commas < SVGSupport.maximumItems else {
                    throw CLIError(
                        "too many --disabled indices; at most \(SVGSupport.maximumItems)")
                }
                for index in try Self.indices(text, name: "--disabled", count: labels.count) {
                    segments[index].isEnabled = false
                    disabled.insert(index)
                }
            }
            while let text = try arguments.option("--badge") {
                let (index, badge) = try Self.badge(text, count: labels.count)
                segments[index].badge = badge
            }

            let styleID = try arguments.option("--style") ?? "material-underline"
            guard var style = SVGStyle.named(styleID) else {
                throw CLIError(
                    "unknown style '\(styleID)'; choose one of "
                        + SVGStyle.builtIn.map(\.id).joined(separator: ", "))
            }
            var overrides = SVGStyle.Overrides()
            overrides.indicatorColor = try SVGSupport.color(&arguments, "--indicator-color")
            overrides.labelColor = try SVGSupport.color(&arguments, "--label-color")
            overrides.selectedLabelColor = try SVGSupport.color(
                &arguments, "--selected-label-color")
            overrides.background = try SVGSupport.color(&arguments, "--background")
            overrides.fontSize = try arguments.number("--font-size", in: 1...500)
            overrides.height = try arguments.number("--height", in: 1...10_000)
            if let text = try arguments.option("--distribution") {
                overrides.distribution = try SVGSupport.distribution(text)
            }
            if arguments.flag("--rtl") { overrides.layoutDirection = .rightToLeft }
            if let family = try arguments.option("--font") {
                guard !family.isEmpty, SVGSupport.familyIsInstalled(family) else {
                    throw CLIError("font '\(family)' is not installed (see `fc-list`)")
                }
                overrides.fontFamily = family
            }
            style = style.overriding(overrides)
            if let text = try arguments.option("--appearance") {
                guard let appearance = Appearance(rawValue: text) else {
                    throw CLIError("--appearance takes light or dark, not '\(text)'")
                }
                style.appearance.appearance = appearance
            }
            self.style = style
            width = try arguments.number("--width", in: 1...100_000)

            let last = labels.count - 1
            let selected = try arguments.integer("--selected", in: 0...last)
            let position = try arguments.number("--position", in: 0...Double(last))
            if selected != nil, position != nil {
                throw CLIError("give --selected or --position, not both")
            }
            // The selection goes through the core's model, so a disabled segment is never drawn
            // selected; without --selected it is the first enabled segment.
            var selection = SelectionModel(
                count: labels.count, selectedIndex: 0, disabledIndices: disabled)
            if let selected, !selection.select(selected) {
                throw CLIError(
                    "--selected \(selected) is a disabled segment; choose an enabled one")
            }
            if position == nil, selection.selectedIndex == nil {
                throw CLIError(
                    "every segment is disabled, so none can be selected; give --position to draw one"
                )
            }
            self.position = position ?? Double(selection.selectedIndex ?? 0)
            animateTo = try arguments.integer("--animate-to", in: 0...last)
            if let animateTo, !selection.isEnabled(animateTo) {
                throw CLIError(
                    "--animate-to \(animateTo) is a disabled segment; choose an enabled one")
            }
            let duration = try arguments.number("--duration", in: 0.01...60)
            if let name = try arguments.option("--motion") {
                motion = try SVGSupport.motion(name, duration: duration, design: style.design)
            } else if let duration {
                motion = try SVGSupport.motion(
                    Self.motionName(style.design.motion), duration: duration, design: style.design)
            }
            repeats = !arguments.flag("--once")
            if animateTo == nil, motion != nil || !repeats {
                throw CLIError("--motion, --duration and --once need --animate-to")
            }
            output = try arguments.path("--output")
            if output?.isEmpty == true { throw CLIError("--output needs a file name") }
        }

        func makeSVG() throws -> String {
            let renderer = try SVGSupport.renderer(
                style: style, labels: segments.map(\.title), cjk: SVGSupport.findCJKFont())
            guard let animateTo else {
                return renderer.render(segments, position: position, width: width)
            }
            return renderer.renderTransition(
                segments, from: position, to: Double(animateTo), motion: motion, width: width,
                options: SVGAnimationOptions(repeats: repeats))
        }

        private static func labels(_ arguments: inout Arguments) throws -> [String] {
            // Counted before anything is split or copied: the caps come first.
            var total = arguments.count(of: "--item")
            var labels: [String] = []
            while let list = try arguments.option("--items") {
                total += 1 + list.utf8.reduce(0) { $1 == UInt8(ascii: ",") ? $0 + 1 : $0 }
                guard total <= SVGSupport.maximumItems else { break }
                labels += list.split(separator: ",", omittingEmptySubsequences: false).map {
                    String($0)
                }
            }
            guard total <= SVGSupport.maximumItems else {
                throw CLIError("too many items (\(total)); at most \(SVGSupport.maximumItems)")
            }
            while let item = try arguments.option("--item") {
                labels.append(item)
            }
            guard !labels.isEmpty else {
                throw CLIError("no items; give --items \"A,B,C\" or --item A --item B")
            }
            guard labels.count <= SVGSupport.maximumItems else {
                throw CLIError(
                    "too many items (\(labels.count)); at most \(SVGSupport.maximumItems)")
            }
            return labels
        }

        private static func indices(_ text: String, name: String, count: Int) throws -> [Int] {
            try text.split(separator: ",").map { part in
                guard let index = Int(part.trimmingCharacters(in: .whitespaces)),
                    (0..<count).contains(index)
                else {
                    throw CLIError(
                        "\(name) takes segment indices from 0 to \(count - 1), not '\(part)'")
                }
                return index
            }
        }

        private static func badge(_ text: String, count: Int) throws -> (Int, SVGSegment.Badge) {
            let parts = text.split(separator: "=", maxSplits: 1).map(String.init)
            guard parts.count == 2, let index = Int(parts[0]), (0..<count).contains(index) else {
                throw CLIError("--badge must look like 1=3 or 1=dot with an index below \(count)")
            }
            if parts[1] == "dot" { return (index, .dot) }
            guard let number = Int(parts[1]), number >= 0, number <= 1_000_000 else {
                throw CLIError("--badge count must be a whole number or 'dot', not '\(parts[1])'")
            }
            return (index, .count(number))
        }

        private static func motionName(_ motion: Motion) -> String {
            switch motion {
            case .none: "none"
            case .linear: "linear"
            case .easeInOut: "easeInOut"
            case .timingCurve: "ease"
            case .spring: "spring"
            }
        }
    }
}

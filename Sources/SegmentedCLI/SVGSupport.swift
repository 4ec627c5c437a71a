import Foundation
import SegmentedCore
import SegmentedFontMetrics
import SegmentedSVG

/// What `render` and `gallery` share: fonts, option values and writing files safely.
enum SVGSupport {
    /// The most segments a picture may have.
    static let maximumItems = 1_000

    /// The most `--badge` options `render` takes (one per segment is all that shows).
    static let maximumBadges = 1_000

    /// A CJK font found through fontconfig: its family name and its measurer.
    struct CJKFont {
        var family: String
        var measurer: TextMeasurer
    }

    /// A renderer for a style whose labels are measured with the style's font, falling back
    /// to an installed CJK font for clusters the font lacks (DejaVu Sans has no CJK glyphs).
    /// Without such a font, those clusters are measured as `.notdef` boxes.
    static func renderer(style: SVGStyle, labels: [String], cjk: CJKFont?) throws -> SVGRenderer {
        let regular: TextMeasurer
        do {
            regular = try TextMeasurer(family: style.fontFamily)
        } catch {
            throw CLIError("cannot load font '\(style.fontFamily)': \(error)")
        }
        let bold =
            style.design.boldSelectedLabel
            ? (try? TextMeasurer(family: style.fontFamily + ":bold")) : nil
        let uncovered = labels.contains { label in label.contains { !regular.covers($0) } }
        guard uncovered, let cjk else {
            return SVGRenderer(style: style, measurer: regular, boldMeasurer: bold)
        }
        return SVGRenderer(
            style: style, measurer: FallbackTextMeasurer([regular, cjk.measurer]),
            boldMeasurer: bold.map { FallbackTextMeasurer([$0, cjk.measurer]) },
            fallbackFamilies: [cjk.family])
    }

    /// The first installed font fontconfig lists for Chinese (proportional before
    /// monospaced, then by family name, so the choice is stable), if it really has CJK glyphs.
    static func findCJKFont() -> CJKFont? {
        let candidates = FontLocator.fonts(forLanguage: "zh")
        for (family, path) in candidates {
            guard let font = try? FontFile(contentsOf: path) else { continue }
            let measurer = TextMeasurer(font: font)
            if measurer.covers("推"), measurer.covers("門") {
                return CJKFont(family: family, measurer: measurer)
            }
        }
        return nil
    }

    /// Whether fontconfig knows a family by that name (true when fontconfig is missing, so
    /// the font library's own fallbacks decide).
    static func familyIsInstalled(_ family: String) -> Bool {
        FontLocator.isInstalled(family: family) ?? true
    }

    // MARK: - Option values

    /// A colour option such as `--background #FFFFFF`.
    static func color(_ arguments: inout Arguments, _ name: String) throws -> RGBAColor? {
        guard let text = try arguments.option(name) else { return nil }
        guard let color = RGBAColor(hex: text) else {
            throw CLIError("\(name) must be a colour like #1E88E5, not '\(text)'")
        }
        return color
    }

    /// A distribution by its command-line name.
    static func distribution(_ text: String) throws -> Distribution {
        switch text {
        case "fillEqually": return .fillEqually(spacing: 0)
        case "spaceEvenly": return .spaceEvenly
        case "spaceBetween": return .spaceBetween
        case "spaceAround": return .spaceAround
        case "packed": return .packed(spacing: 8)
        default:
            throw CLIError(
                "--distribution must be fillEqually, spaceEvenly, spaceBetween, spaceAround or packed, not '\(text)'"
            )
        }
    }

    /// A motion by its command-line name; curves take `duration` (or the design's).
    static func motion(_ text: String, duration: Double?, design: SegmentedDesign) throws -> Motion
    {
        let seconds = duration ?? designDuration(design.motion) ?? 0.3
        switch text {
        case "spring":
            if duration == nil, case .spring = design.motion { return design.motion }
            guard let duration, case .spring(_, let damping) = Motion.defaultSpring else {
                return .defaultSpring
            }
            return .spring(response: duration, dampingFraction: damping)
        case "ease":
            // CSS `ease`, the curve of Motion.ease, over the chosen duration.
            guard case .timingCurve(let x1, let y1, let x2, let y2, _) = Motion.ease else {
                return .ease
            }
            return .timingCurve(x1, y1, x2, y2, duration: seconds)
        case "easeInOut": return .easeInOut(duration: seconds)
        case "linear": return .linear(duration: seconds)
        case "none": return .none
        default:
            throw CLIError(
                "--motion must be spring, ease, easeInOut, linear or none, not '\(text)'")
        }
    }

    private static func designDuration(_ motion: Motion) -> Double? {
        switch motion {
        case .linear(let duration), .easeInOut(let duration): duration
        case .timingCurve(_, _, _, _, let duration): duration
        case .none, .spring: nil
        }
    }
}

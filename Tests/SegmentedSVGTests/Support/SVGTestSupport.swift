import Foundation
import SegmentedCore
import SegmentedFontMetrics
import SegmentedSVG
import Testing

/// DejaVu Sans, which every machine of the project has (regular and bold).
enum Fonts {
    static let regular: TextMeasurer = {
        do {
            return try TextMeasurer(family: "DejaVu Sans")
        } catch {
            fatalError("DejaVu Sans is required for the SVG tests: \(error)")
        }
    }()
    static let bold: TextMeasurer? = try? TextMeasurer(family: "DejaVu Sans:bold")

    static func renderer(_ style: SVGStyle) -> SVGRenderer {
        SVGRenderer(style: style, measurer: regular, boldMeasurer: bold)
    }
}

/// A measurer with fixed advances, for tests that need exact numbers.
struct FixedMeasurer: TextMeasuring {
    var advance: Double = 10
    var coverage: (@Sendable (Character) -> Bool)? = nil
    func width(of text: String, pointSize: Double) -> Double { Double(text.count) * advance }
    func ascent(pointSize: Double) -> Double { 8 }
    func descent(pointSize: Double) -> Double { 2 }
    func covers(_ character: Character) -> Bool { coverage?(character) ?? true }
}

/// Small readers of the renderer's own output.
enum SVGReader {
    /// The opening tags of elements of a class, such as `indicator`.
    static func elements(_ svg: String, class name: String) -> [Substring] {
        svg.matches(of: try! Regex("<[a-z]+ class=\"\(name)\"[^>]*>")).map { svg[$0.range] }
    }

    /// The `<text>` elements of the labels group, as (opening tag, content).
    static func labels(_ svg: String) -> [(tag: Substring, text: Substring)] {
        guard let start = svg.range(of: "<g class=\"labels\""),
            let end = svg.range(of: "</g>", range: start.upperBound..<svg.endIndex)
        else { return [] }
        let group = svg[start.upperBound..<end.lowerBound]
        return group.matches(of: #/(<text [^>]*>)([^<]*)/#).map { ($0.output.1, $0.output.2) }
    }

    /// An attribute's value from an opening tag.
    static func attribute(_ name: String, in tag: Substring) -> String? {
        guard let match = tag.firstMatch(of: try! Regex(" \(name)=\"([^\"]*)\"")) else {
            return nil
        }
        return match.output[1].substring.map(String.init)
    }

    static func number(_ name: String, in tag: Substring) -> Double? {
        attribute(name, in: tag).flatMap(Double.init)
    }

    /// The `values` of the first `<animate>` of an attribute inside an element of a class.
    static func animatedValues(_ svg: String, class name: String, attribute: String) -> [String] {
        guard let start = svg.range(of: "class=\"\(name)\""),
            let end = svg.range(of: "</", range: start.upperBound..<svg.endIndex)
        else { return [] }
        let element = svg[start.upperBound..<end.lowerBound]
        guard
            let match = element.firstMatch(
                of: try! Regex("<animate attributeName=\"\(attribute)\" values=\"([^\"]*)\""))
        else { return [] }
        return (match.output[1].substring.map(String.init) ?? "").split(separator: ";").map(
            String.init)
    }

    static func keyTimes(_ svg: String) -> [Double] {
        guard let match = svg.firstMatch(of: #/keyTimes="([^"]*)"/#) else { return [] }
        return match.output.1.split(separator: ";").compactMap { Double($0) }
    }
}

/// Parses a document with Python's XML parser (python3 is on every machine of the project)
/// and returns the parser's complaint, or `nil` when it is well-formed.
func xmlParseError(_ document: String) -> String? {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent(
        "segmented-\(UUID().uuidString).svg")
    defer { try? FileManager.default.removeItem(at: file) }
    do {
        try document.write(to: file, atomically: true, encoding: .utf8)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [
            "python3", "-c", "import sys, xml.dom.minidom; xml.dom.minidom.parse(sys.argv[1])",
            file.path,
        ]
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let data = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return process.terminationStatus == 0 ? nil : String(decoding: data, as: UTF8.self)
    } catch {
        return "could not run python3: \(error)"
    }
}

func approximatelyEqual(_ a: Double, _ b: Double, tolerance: Double = 0.006) -> Bool {
    abs(a - b) <= tolerance
}

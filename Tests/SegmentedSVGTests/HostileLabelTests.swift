import Foundation
import SegmentedCore
import SegmentedSVG
import SegmentedTestSupport
import Testing

/// Labels an app might pass on from anywhere: markup, entities, CDATA ends, quotes, control
/// and bidi characters, invalid UTF-16 decoded leniently, and random mixes of them.
enum HostileLabels {
    static let fragments: [String] = [
        "</text><script>alert(1)</script>", "<![CDATA[", "]]>", "&amp;", "&#x3C;", "&lt;",
        "&nbsp;", "&unknown;", "\"", "'", "<", ">", "&", "<!--", "-->", "<?xml?>",
        "<a xlink:href=\"javascript:alert(1)\">", "onload=\"alert(1)\"", "\u{0}", "\u{1}",
        "\u{8}", "\t", "\n", "\r", "\u{1B}[2J", "\u{7F}", "\u{85}", "\u{9B}", "\u{202E}",
        "\u{2066}", "\u{200F}", "\u{FEFF}", "\u{FFFE}", "\u{FFFF}", "\u{FFFD}", "e\u{301}",
        "👩‍👩‍👧", "🇯🇵", "推薦", "熱門", "مرحبا", "Home", " ",
        String(decoding: [0xD800, 0x41, 0xDFFF] as [UInt16], as: UTF16.self),
        String(decoding: [0xC3, 0x28, 0xFF, 0xFE] as [UInt8], as: UTF8.self),
    ]

    /// A fixed, seeded mix: every fragment alone, then random concatenations.
    static func all(count: Int = 120, seed: UInt64 = 0x5EED) -> [String] {
        var random = SeededRandom(seed: seed)
        func next() -> Int { Int(truncatingIfNeeded: random.next() >> 1) }
        var labels = fragments
        while labels.count < count {
            let parts = 1 + next() % 5
            labels.append((0..<parts).map { _ in fragments[next() % fragments.count] }.joined())
        }
        return labels
    }
}

@Suite("Hostile labels in SVG")
struct SVGHostileLabelTests {
    @Test("every hostile label, in every style, gives a well-formed picture whose labels are text")
    func wellFormedAndScriptFree() throws {
        let labels = HostileLabels.all()
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "segmented-hostile-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        var expected: [String: [String]] = [:]
        for (styleIndex, style) in SVGStyle.builtIn.enumerated() {
            let renderer = Fonts.renderer(style)
            // Three labels a picture, so each label meets every style.
            for start in stride(from: 0, to: labels.count, by: 3) {
                let chunk = Array(labels[start..<min(labels.count, start + 3)])
                let segments = chunk.map { SVGSegment($0) }
                let svg =
                    start % 2 == 0
                    ? renderer.render(segments, position: 0.5)
                    : renderer.renderTransition(segments, from: 0, to: Double(chunk.count - 1))
                #expect(!svg.unicodeScalars.contains { !XMLEscaping.isAllowed($0) })
                let name = "\(styleIndex)-\(start).svg"
                try svg.write(
                    to: directory.appendingPathComponent(name), atomically: true, encoding: .utf8)
                expected[name] = segments.map(\.displayTitle)
            }
        }
        let expectations = directory.appendingPathComponent("expected.json")
        try JSONEncoder().encode(expected).write(to: expectations)
        let report = try runPython(Self.checker, arguments: [directory.path])
        #expect(report == "ok", "\(report)")
    }

    /// Parses every picture, rejects script, event attributes and unknown elements, and
    /// checks that each label comes back as the text of a `<text>` element.
    static let checker = #"""
        import json, os, sys, xml.dom.minidom
        root = sys.argv[1]
        expected = json.load(open(os.path.join(root, "expected.json")))
        allowed = {"svg", "title", "desc", "defs", "clipPath", "g", "rect", "text", "line",
                   "circle", "path", "animate", "animateTransform", "set", "tspan",
                   "linearGradient", "stop", "filter", "feGaussianBlur"}
        problems = []
        for name, labels in sorted(expected.items()):
            try:
                document = xml.dom.minidom.parse(os.path.join(root, name))
            except Exception as error:
                problems.append(f"{name}: {error}")
                continue
            for element in document.getElementsByTagName("*"):
                if element.tagName not in allowed:
                    problems.append(f"{name}: element <{element.tagName}>")
                for attribute in element.attributes.keys():
                    # Event handlers and anything that can hold a URL could run script;
                    # escaped text in aria-label or title is inert.
                    lowered = attribute.lower()
                    if lowered.startswith("on") or lowered.endswith("href") or lowered == "src":
                        problems.append(f"{name}: attribute {attribute}")
            texts = ["".join(node.data for node in text.childNodes if node.nodeType == node.TEXT_NODE)
                     for text in document.getElementsByTagName("text")]
            for label in labels:
                if label.strip() and label not in texts:
                    problems.append(f"{name}: label {label!r} is not the text of a <text>")
        print("ok" if not problems else "\n".join(problems[:20]))
        """#

    private func runPython(_ script: String, arguments: [String]) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", script] + arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    }
}

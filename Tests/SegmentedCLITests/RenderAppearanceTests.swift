import Foundation
import Testing

@Suite("segmented render --appearance")
struct RenderAppearanceTests {
    static let styles = [
        "material-underline", "sliding-pill", "paged-header", "plain-buttons", "uikit-underline",
    ]

    /// The fill of the first background or track rectangle, as a luminance-like 0…1 grey
    /// level (the mean of its components).
    private func surfaceLevel(_ svg: String) -> Double? {
        guard
            let match = svg.firstMatch(
                of: #/<rect class="(?:background|track)"[^>]* fill="#([0-9A-F]{6})"/#)
        else { return nil }
        let hex = String(match.output.1)
        let values = stride(from: 0, to: 6, by: 2).map { offset -> Double in
            let start = hex.index(hex.startIndex, offsetBy: offset)
            return Double(Int(hex[start..<hex.index(start, offsetBy: 2)], radix: 16)!) / 255
        }
        return values.reduce(0, +) / 3
    }

    @Test(
        "every built-in style draws a dark surface in dark and a light one by default",
        arguments: styles)
    func appearances(style: String) throws {
        let items = ["--items", "Home,Trending", "--selected", "1", "--style", style]
        let light = try Tool.run(["render"] + items)
        let explicitLight = try Tool.run(["render"] + items + ["--appearance", "light"])
        let dark = try Tool.run(["render"] + items + ["--appearance", "dark"])
        #expect(light.status == 0 && dark.status == 0)
        #expect(light.standardOutput == explicitLight.standardOutput)
        #expect(try #require(surfaceLevel(light.standardOutput)) > 0.8)
        #expect(try #require(surfaceLevel(dark.standardOutput)) < 0.2)
    }

    @Test(
        "liquid-glass: the glass indicator is white in light and #636366 in dark, on a capsule track"
    )
    func liquidGlass() throws {
        let items = [
            "render", "--style", "liquid-glass", "--items", "Day,Week,Month", "--selected", "1",
        ]
        let light = try Tool.run(items)
        let dark = try Tool.run(items + ["--appearance", "dark"])
        #expect(light.status == 0 && dark.status == 0)
        for svg in [light.standardOutput, dark.standardOutput] {
            #expect(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\""))
            #expect(svg.hasSuffix("</svg>\n"))
            // At rest the glass indicator is flat, as the system's control is: no rim.
            #expect(!svg.contains("class=\"lens-rim\""))
            #expect(svg.contains("rx=\"18\""))  // the 36-pt track is a capsule
        }
        let indicator = #/<rect class="indicator"[^>]* fill="#([0-9A-F]{6})"/#
        #expect(light.standardOutput.firstMatch(of: indicator)?.output.1 == "FFFFFF")
        #expect(dark.standardOutput.firstMatch(of: indicator)?.output.1 == "636366")
    }

    @Test("an unknown appearance is an error")
    func unknown() throws {
        let result = try Tool.run(["render", "--items", "A,B", "--appearance", "sepia"])
        #expect(result.status != 0)
        #expect(result.standardError.contains("--appearance"))
    }
}

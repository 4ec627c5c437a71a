import SegmentedFontMetrics
import Testing

@Suite("Font lookup by language")
struct FontLocatorLanguageTests {
    @Test("DejaVu Sans is listed for English and known as an installed family")
    func english() {
        let fonts = FontLocator.fonts(forLanguage: "en")
        #expect(fonts.contains { $0.family == "DejaVu Sans" })
        // Proportional families come before monospaced ones.
        if let firstMono = fonts.firstIndex(where: { $0.family.contains("Mono") }) {
            #expect(!fonts[firstMono...].contains { !$0.family.contains("Mono") })
        }
        #expect(FontLocator.isInstalled(family: "DejaVu Sans") == true)
        #expect(FontLocator.isInstalled(family: "No Such Family 12345") == false)
    }

    @Test("a hostile language tag is cleaned, and an empty one lists nothing")
    func hostileTags() {
        #expect(FontLocator.fonts(forLanguage: "").isEmpty)
        #expect(FontLocator.fonts(forLanguage: ":;$()").isEmpty)
        let cleaned = FontLocator.fonts(forLanguage: "e\u{1B}n").map(\.file)
        #expect(cleaned == FontLocator.fonts(forLanguage: "en").map(\.file))
    }
}

import SegmentedCore
import Testing

/// Accessibility under hostile labels and selections.
@Suite("Accessibility under hostile input")
struct HostileAccessibilityTests {
    @Test("control and format characters are removed and an empty label is named by its place")
    func hostileLabels() {
        func label(_ raw: String) -> String {
            AccessibilityMachine(
                segments: [
                    .init(id: 0, label: "A"), .init(id: 1, label: raw), .init(id: 2, label: "C"),
                ],
                selection: SelectionModel(count: 3, selectedIndex: 1), templates: .english
            ).elements[1].label
        }
        #expect(label("\u{1B}[2JHome\u{7}") == "[2JHome")
        #expect(label("  \u{200B}Trending\u{FEFF}\n") == "Trending")
        #expect(label("\u{202E}evil") == "evil")
        #expect(label("") == "Segment 2")
        #expect(label("\u{0}\u{85}\t \u{200E}") == "Segment 2")
        #expect(label("{index}") == "{index}")
        #expect(label("推薦") == "推薦")
    }

    @Test("a selection beyond the segments is fitted to them: one element per segment")
    func selectionBeyondSegments() {
        let elements = AccessibilityMachine(
            segments: [.init(id: 0, label: ""), .init(id: 1, label: "A")],
            selection: SelectionModel(count: 5, selectedIndex: 4)
        ).elements
        #expect(elements.count == 2)
        #expect(elements.map(\.isSelected) == [false, true], "index 4 clamped to the last")
        let none = AccessibilityMachine<Int>(segments: [], selection: SelectionModel(count: 5))
        #expect(none.elements.isEmpty)
    }
}

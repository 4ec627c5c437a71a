import SegmentedCore
import Testing

@Suite("Accessibility")
struct SegmentAccessibilityTests {
    @Test("each segment has its label, '2 of 5', and selected and disabled state")
    func elements() {
        let selection = SelectionModel(count: 5, selectedIndex: 1, disabledIndices: [3])
        let elements = SegmentAccessibility.elements(
            labels: ["Home", "Trending", "Library", "Shorts", "You"], selection: selection)
        #expect(elements.count == 5)
        #expect(elements[1].label == "Trending")
        #expect(elements[1].value == "2 of 5")
        #expect(elements[1].isSelected && elements[1].isEnabled)
        #expect(!elements[0].isSelected)
        #expect(!elements[3].isEnabled)
        #expect(elements[1].spokenText == "Trending, tab, 2 of 5, selected")
        #expect(elements[3].spokenText == "Shorts, tab, 4 of 5, dimmed")
    }

    @Test("empty and hostile labels get a spoken name without control characters")
    func hostileLabels() {
        let blank = SegmentAccessibility(
            label: "  \n ", index: 2, count: 3, isSelected: false, isEnabled: true)
        #expect(blank.label == "Segment 3")
        let hostile = SegmentAccessibility(
            label: "\u{1B}[2J\u{202E}Evil\u{0}", index: 0, count: 1, isSelected: true,
            isEnabled: true)
        #expect(hostile.label == "[2JEvil")
        #expect(!hostile.label.unicodeScalars.contains { $0.value < 0x20 || $0 == "\u{202E}" })
    }

    @Test("templates localise every word")
    func templates() {
        let german = SegmentAccessibility.Templates(
            position: "{index} von {count}", unnamed: "Abschnitt {index}", role: "Tab",
            selected: "ausgewählt", disabled: "deaktiviert")
        let element = SegmentAccessibility(
            label: "", index: 0, count: 2, isSelected: true, isEnabled: false, templates: german)
        #expect(element.spokenText == "Abschnitt 1, Tab, 1 von 2, ausgewählt, deaktiviert")
    }

    @Test("the adjustable control's value names the selection")
    func controlValue() {
        let labels = ["A", "B", "C"]
        #expect(
            SegmentAccessibility.controlValue(
                labels: labels, selection: SelectionModel(count: 3, selectedIndex: 2))
                == "C, 3 of 3")
        #expect(
            SegmentAccessibility.controlValue(
                labels: labels, selection: SelectionModel(count: 3, selectedIndex: nil)) == "")
        #expect(
            SegmentAccessibility.elements(labels: labels, selection: SelectionModel(count: 2)).count
                == 2)
    }
}

@Suite("The README's accessibility example")
struct ReadmeAccessibilityExampleTests {
    @Test("the tour's selection reads as the README says")
    func tour() {
        var selection = SelectionModel(count: 5, selectedIndex: 0, disabledIndices: [1])
        selection.selectNext()
        let titles = ["Home", "Trending", "Library", "Shorts", "You"]
        let elements = SegmentAccessibility.elements(labels: titles, selection: selection)
        #expect(elements[2].spokenText == "Library, tab, 3 of 5, selected")
        #expect(elements[1].spokenText == "Trending, tab, 2 of 5, dimmed")
        #expect(selection.target(for: .left, layoutDirection: .rightToLeft) == 3)
    }
}

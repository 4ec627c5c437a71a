import SegmentedCore
import Testing

/// Accessibility under hostile labels, indices and counts.
@Suite("Accessibility under hostile input")
struct HostileAccessibilityTests {
    @Test("index Int.max reads as 9223372036854775808 instead of trapping")
    func intMaxIndex() {
        // `index + 1` overflowed.
        let last = SegmentAccessibility(
            label: "Last", index: Int.max, count: Int.max, isSelected: false, isEnabled: true)
        #expect(last.value == "9223372036854775808 of 9223372036854775807")
        let unnamed = SegmentAccessibility(
            label: "", index: Int.max, count: 1, isSelected: false, isEnabled: true)
        #expect(unnamed.label == "Segment 9223372036854775808")
        let negative = SegmentAccessibility(
            label: "x", index: Int.min, count: -3, isSelected: false, isEnabled: true)
        #expect(negative.value == "-9223372036854775807 of -3")
    }

    @Test("control and format characters are removed and an empty label is named by its place")
    func hostileLabels() {
        func label(_ raw: String) -> String {
            SegmentAccessibility(label: raw, index: 1, count: 3, isSelected: true, isEnabled: true)
                .label
        }
        #expect(label("\u{1B}[2JHome\u{7}") == "[2JHome")
        #expect(label("  \u{200B}Trending\u{FEFF}\n") == "Trending")
        #expect(label("\u{202E}evil") == "evil")
        #expect(label("") == "Segment 2")
        #expect(label("\u{0}\u{85}\t \u{200E}") == "Segment 2")
        #expect(label("{index}") == "{index}")
        #expect(label("推薦") == "推薦")
        let elements = SegmentAccessibility.elements(
            labels: ["", "A"], selection: SelectionModel(count: 5, selectedIndex: 4))
        #expect(elements.count == 2)
        #expect(elements.allSatisfy { !$0.isSelected })
        #expect(
            SegmentAccessibility.controlValue(
                labels: ["A"], selection: SelectionModel(count: 5, selectedIndex: 4)) == "")
    }
}

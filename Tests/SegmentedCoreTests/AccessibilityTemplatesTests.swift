import Testing

@testable import SegmentedCore

/// The words of `AccessibilityMachine`: labels, places and states as its elements say them.
@Suite("Accessibility words")
struct AccessibilityTemplatesTests {
    typealias Machine = AccessibilityMachine<Int>

    static func machine(
        _ labels: [String], selection: SelectionModel,
        templates: Machine.Templates = .english, container: Machine.Container = .segmentedControl,
        isEnabled: Bool = true
    ) -> Machine {
        Machine(
            segments: labels.enumerated().map { .init(id: $0.offset, label: $0.element) },
            selection: selection, templates: templates, container: container,
            isEnabled: isEnabled, isAdjustable: false)
    }

    @Test("each segment has its label, '2 of 5', and selected and disabled state")
    func elements() {
        let selection = SelectionModel(count: 5, selectedIndex: 1, disabledIndices: [3])
        let elements = Self.machine(
            ["Home", "Trending", "Library", "Shorts", "You"], selection: selection,
            container: .tabBar
        ).elements
        #expect(elements.count == 5)
        #expect(elements[1].label == "Trending")
        #expect(elements[1].announcement == "Trending, 2 of 5")
        #expect(elements[1].isSelected && elements[1].isEnabled)
        #expect(!elements[0].isSelected)
        #expect(!elements[3].isEnabled)
        #expect(elements[1].spokenText == "selected, Trending, tab, 2 of 5")
        #expect(elements[3].spokenText == "Shorts, dimmed, tab, 4 of 5")
    }

    @Test("empty and hostile labels get a spoken name without control characters")
    func hostileLabels() {
        let elements = Self.machine(
            ["a", "b", "  \n "], selection: SelectionModel(count: 3)
        ).elements
        #expect(elements[2].label == "Segment 3")
        let hostile = Self.machine(
            ["\u{1B}[2J\u{202E}Evil\u{0}"], selection: SelectionModel(count: 1)
        ).elements[0]
        #expect(hostile.label == "[2JEvil")
        #expect(!hostile.label.unicodeScalars.contains { $0.value < 0x20 || $0 == "\u{202E}" })
    }

    @Test("templates localise every word")
    func templates() {
        let german = Machine.Templates(
            position: "{index} von {count}", unnamed: "Abschnitt {index}", role: "Tab",
            selected: "ausgewählt", disabled: "deaktiviert")
        let element = Self.machine(
            ["", "B"],
            selection: SelectionModel(count: 2, selectedIndex: 0), templates: german,
            container: .tabBar, isEnabled: false
        ).elements[0]
        #expect(element.spokenText == "ausgewählt, Abschnitt 1, deaktiviert, Tab, 1 von 2")
    }

    @Test("the selected segment's announcement names it and its place")
    func announcement() {
        let labels = ["A", "B", "C"]
        let selected = Self.machine(labels, selection: SelectionModel(count: 3, selectedIndex: 2))
        #expect(selected.elements[2].announcement == "C, 3 of 3")
        let none = Self.machine(labels, selection: SelectionModel(count: 3, selectedIndex: nil))
        #expect(none.elements.allSatisfy { !$0.isSelected })
        // One element per segment: a selection of another count is fitted to the segments.
        let fitted = Self.machine(labels, selection: SelectionModel(count: 2))
        #expect(fitted.elements.count == 3)
    }

    @Test("a place is counted from 1, without overflow at Int.max")
    func places() {
        let templates = Machine.Templates.english
        #expect(templates.place(index: 1, count: 5) == "2 of 5")
        // `index + 1` overflowed (trap).
        #expect(
            templates.place(index: Int.max, count: Int.max)
                == "9223372036854775808 of 9223372036854775807")
        #expect(templates.label("", index: Int.max, count: 1) == "Segment 9223372036854775808")
        #expect(templates.place(index: Int.min, count: -3) == "-9223372036854775807 of -3")
    }
}

@Suite("docs/core.md's accessibility example")
struct CoreGuideAccessibilityExampleTests {
    @Test("the tour's selection reads as docs/core.md says")
    func tour() {
        var selection = SelectionModel(count: 5, selectedIndex: 0, disabledIndices: [1])
        selection.selectNext()
        let titles = ["Home", "Trending", "Library", "Shorts", "You"]
        let voiceOver = AccessibilityMachine(
            segments: titles.map { .init(id: $0, label: $0) }, selection: selection,
            templates: .english, isAdjustable: false)
        #expect(voiceOver.elements[2].spokenText == "selected, Library, 3 of 5, button")
        #expect(voiceOver.elements[1].spokenText == "Trending, 2 of 5, dimmed, button")
        #expect(selection.target(for: .left, layoutDirection: .rightToLeft) == 3)
    }
}

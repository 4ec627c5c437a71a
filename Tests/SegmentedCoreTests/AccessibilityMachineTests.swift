import SegmentedCore
import Testing

/// Timelines of the accessibility machine. Expected phrases are written out by hand from the
/// rule documented on `SegmentAccessibilityElement.spokenText` (selected word, label, value,
/// "dimmed", role — "button", or "tab" and the place —, "adjustable").
@Suite("Accessibility machine")
struct AccessibilityMachineTests {
    typealias Machine = AccessibilityMachine<String>

    static func segments(_ labels: [String], badges: [Int: SegmentBadge] = [:]) -> [Machine.Segment]
    {
        labels.enumerated().map {
            .init(id: $0.element, label: $0.element, badge: badges[$0.offset])
        }
    }

    static func dayWeekMonth(selected: Int? = 0, disabled: Set<Int> = []) -> Machine {
        Machine(
            segments: segments(["Day", "Week", "Month"]),
            selection: SelectionModel(count: 3, selectedIndex: selected, disabledIndices: disabled),
            templates: .english)
    }

    static func inPlace(_ count: Int, updated: [Int]) -> Machine.Effect {
        var changes = Machine.Changes(
            from: Array(0..<count), to: Array(0..<count))
        changes.updated = updated
        return .updateElements(changes)
    }

    @Test("each segment is a button with its place; the selected one says 'selected' first")
    func elements() {
        let machine = Self.dayWeekMonth(disabled: [2])
        #expect(machine.elements.map(\.label) == ["Day", "Week", "Month"])
        #expect(machine.elements.map(\.value) == ["1 of 3", "2 of 3", "3 of 3"])
        #expect(machine.elements[0].traits == [.button, .selected, .adjustable])
        #expect(machine.elements[2].traits == [.button, .notEnabled, .adjustable])
        #expect(machine.elements[0].spokenText == "selected, Day, 1 of 3, button, adjustable")
        #expect(machine.elements[1].spokenText == "Week, 2 of 3, button, adjustable")
        #expect(machine.elements[2].spokenText == "Month, 3 of 3, dimmed, button, adjustable")
        #expect(machine.elements.map(\.id) == ["Day", "Week", "Month"])
    }

    @Test(
        "not adjustable, as UISegmentedControl: no adjustable trait or word; switching it back on updates every element"
    )
    func notAdjustable() {
        var machine = Machine(
            segments: Self.segments(["Day", "Week", "Month"]),
            selection: SelectionModel(count: 3, selectedIndex: 0), templates: .english,
            isAdjustable: false)
        #expect(machine.elements[0].traits == [.button, .selected])
        #expect(machine.elements[1].spokenText == "Week, 2 of 3, button")
        let effects = machine.handle(.adjustableChanged(true))
        #expect(effects == [Self.inPlace(3, updated: [0, 1, 2])])
        #expect(machine.elements[1].spokenText == "Week, 2 of 3, button, adjustable")
        #expect(machine.handle(.adjustableChanged(true)) == [], "no change, no effect")
    }

    @Test("in a tab bar VoiceOver says 'tab' and the place itself, so the value is the badge only")
    func tabBar() {
        let machine = Machine(
            segments: Self.segments(["Inbox", "Sent"], badges: [0: .count(3)]),
            selection: SelectionModel(count: 2), templates: .english, container: .tabBar)
        #expect(machine.elements[0].value == "3 new")
        #expect(machine.elements[1].value == "")
        #expect(machine.elements[0].spokenText == "selected, Inbox, 3 new, tab, 1 of 2, adjustable")
        #expect(machine.elements[1].spokenText == "Sent, tab, 2 of 2, adjustable")
    }

    @Test("badges are spoken after the place in a segmented control")
    func badgeValue() {
        let machine = Machine(
            segments: Self.segments(
                ["Inbox", "Sent", "Drafts"], badges: [0: .count(120), 2: .dot]),
            selection: SelectionModel(count: 3, selectedIndex: 1), templates: .english)
        #expect(machine.elements[0].value == "1 of 3, more than 99 new")
        #expect(machine.elements[2].value == "3 of 3, new")
        #expect(machine.elements[0].announcement == "Inbox, 1 of 3, more than 99 new")
    }

    @Test("badge phrases: counts, the 99+ cap, dots, texts, nothing for empty or zero")
    func badgePhrases() {
        #expect(SegmentBadge.count(1).spokenText(templates: .english) == "1 new")
        #expect(SegmentBadge.count(99).spokenText(templates: .english) == "99 new")
        #expect(SegmentBadge.count(100).spokenText(templates: .english) == "more than 99 new")
        #expect(SegmentBadge.count(Int.max).spokenText(templates: .english) == "more than 99 new")
        #expect(SegmentBadge.count(0).spokenText(templates: .english) == nil)
        #expect(SegmentBadge.count(Int.min).spokenText(templates: .english) == nil)
        #expect(SegmentBadge.dot.spokenText(templates: .english) == "new")
        #expect(SegmentBadge.text("7").spokenText(templates: .english) == "7 new")
        #expect(SegmentBadge.text("99+").spokenText(templates: .english) == "more than 99 new")
        #expect(SegmentBadge.text("Beta").spokenText(templates: .english) == "Beta")
        #expect(SegmentBadge.text(" \u{0}\n ").spokenText(templates: .english) == nil)
        #expect(SegmentBadge.text("+").spokenText(templates: .english) == "+")
        let german = Machine.Templates(
            badge: "{badge} neu", badgeOverflow: "über {badge} neu", badgeDot: "neu")
        #expect(SegmentBadge.count(3).spokenText(templates: german) == "3 neu")
        #expect(SegmentBadge.count(500).spokenText(templates: german) == "über 99 neu")
        #expect(SegmentBadge.dot.spokenText(templates: german) == "neu")
    }

    @Test("swipe up selects the next segment, updates both elements, moves focus and announces")
    func adjustIncrement() {
        var machine = Self.dayWeekMonth()
        #expect(
            machine.handle(.adjusted(.increment)) == [
                .select(index: 1), Self.inPlace(3, updated: [0, 1]),
                .moveFocus(index: 1, announcement: "Week, 2 of 3"),
            ])
        #expect(machine.selection.selectedIndex == 1)
        #expect(machine.focusedIndex == 1)
        #expect(machine.elements[1].spokenText == "selected, Week, 2 of 3, button, adjustable")
        // The front-end reports the selection it applied: nothing more to do.
        #expect(machine.handle(.selectionChanged(SelectionModel(count: 3, selectedIndex: 1))) == [])
        #expect(
            machine.handle(.adjusted(.decrement)) == [
                .select(index: 0), Self.inPlace(3, updated: [0, 1]),
                .moveFocus(index: 0, announcement: "Day, 1 of 3"),
            ])
    }

    @Test("adjusting skips disabled segments and stops at the ends")
    func adjustSkipsAndStops() {
        var machine = Self.dayWeekMonth(disabled: [1])
        #expect(
            machine.handle(.adjusted(.increment)) == [
                .select(index: 2), Self.inPlace(3, updated: [0, 2]),
                .moveFocus(index: 2, announcement: "Month, 3 of 3"),
            ])
        #expect(machine.handle(.adjusted(.increment)) == [])
        #expect(machine.selection.selectedIndex == 2)
    }

    @Test("from no selection, swipe up selects the first and swipe down the last segment")
    func adjustFromNothing() {
        var up = Self.dayWeekMonth(selected: nil)
        #expect(up.handle(.adjusted(.increment)).first == .select(index: 0))
        var down = Self.dayWeekMonth(selected: nil)
        #expect(down.handle(.adjusted(.decrement)).first == .select(index: 2))
    }

    @Test("a swipe's request, handled by the host: focus follows a selection, not a refusal")
    func adjustmentHandled() {
        var machine = Self.dayWeekMonth(disabled: [1])
        #expect(machine.target(for: .increment) == 2, "skips the disabled Week")
        #expect(machine.target(for: .decrement) == nil, "nothing before Day")
        #expect(machine.selection.selectedIndex == 0, "asking selects nothing")
        // The host refused Month: its selection is still Day, so nothing moves.
        #expect(machine.handle(.adjustmentHandled(index: 2)) == [])
        #expect(machine.focusedIndex == nil)
        // The host selected Month and reported it: focus moves there, saying it.
        #expect(
            machine.handle(
                .selectionChanged(
                    SelectionModel(count: 3, selectedIndex: 2, disabledIndices: [1])))
                == [Self.inPlace(3, updated: [0, 2])])
        #expect(
            machine.handle(.adjustmentHandled(index: 2)) == [
                .moveFocus(index: 2, announcement: "Month, 3 of 3")
            ])
        #expect(machine.focusedIndex == 2)
        #expect(machine.handle(.adjustmentHandled(index: 9)) == [], "out of range")
        #expect(machine.handle(.adjustmentHandled(index: .min)) == [])
        #expect(machine.handle(.enabledChanged(false)).count == 1)
        #expect(machine.target(for: .decrement) == nil, "a disabled control asks for nothing")
    }

    @Test("a disabled control neither adjusts nor activates, and says so")
    func disabledControl() {
        var machine = Self.dayWeekMonth()
        #expect(machine.handle(.enabledChanged(false)) == [Self.inPlace(3, updated: [0, 1, 2])])
        #expect(machine.elements[0].traits == [.button, .selected, .notEnabled])
        #expect(machine.elements[0].spokenText == "selected, Day, 1 of 3, dimmed, button")
        #expect(machine.handle(.adjusted(.increment)) == [])
        #expect(machine.handle(.activated(index: 1)) == [])
        #expect(!machine.canActivate(1))
    }

    @Test("double tap selects an enabled segment once; a disabled one does nothing")
    func activate() {
        var machine = Self.dayWeekMonth(disabled: [2])
        #expect(machine.canActivate(1) && !machine.canActivate(2) && !machine.canActivate(-1))
        #expect(
            machine.handle(.activated(index: 1)) == [
                .select(index: 1), Self.inPlace(3, updated: [0, 1]),
            ])
        #expect(machine.handle(.activated(index: 1)) == [])
        #expect(machine.handle(.activated(index: 2)) == [])
        #expect(machine.handle(.activated(index: Int.max)) == [])
    }

    @Test("a badge change updates one element in place, so focus stays")
    func badgeChangeInPlace() {
        var machine = Machine(
            segments: Self.segments(["Inbox", "Sent"], badges: [0: .count(3)]),
            selection: SelectionModel(count: 2), templates: .english)
        _ = machine.handle(.focused(index: 0))
        let effects = machine.handle(
            .itemsChanged(
                Self.segments(["Inbox", "Sent"], badges: [0: .count(4)]),
                selection: SelectionModel(count: 2)))
        #expect(effects == [Self.inPlace(2, updated: [0])])
        #expect(machine.elements[0].value == "1 of 2, 4 new")
        #expect(machine.focusedIndex == 0)
        // The same items again change nothing.
        #expect(
            machine.handle(
                .itemsChanged(
                    Self.segments(["Inbox", "Sent"], badges: [0: .count(4)]),
                    selection: SelectionModel(count: 2))) == [])
    }

    @Test("an inserted segment keeps the others' elements, and focus follows its segment")
    func insertKeepsFocus() {
        var machine = Self.dayWeekMonth()
        #expect(machine.handle(.focused(index: 1)) == [.reveal(index: 1)])
        let effects = machine.handle(
            .itemsChanged(
                Self.segments(["Hour", "Day", "Week", "Month"]),
                selection: SelectionModel(count: 4, selectedIndex: 1)))
        var expected = Machine.Changes(
            from: ["Day", "Week", "Month"], to: ["Hour", "Day", "Week", "Month"])
        expected.updated = [1, 2, 3]  // every kept segment's place changed
        #expect(effects == [.updateElements(expected)])
        #expect(expected.sources == [nil, 0, 1, 2])
        #expect(expected.inserted == [0] && expected.removed.isEmpty && !expected.isInPlace)
        #expect(machine.focusedIndex == 2)
        #expect(machine.elements[2].spokenText == "Week, 3 of 4, button, adjustable")
    }

    @Test("removing the focused segment moves focus to the one now in its place")
    func removeFocused() {
        var machine = Self.dayWeekMonth()
        _ = machine.handle(.focused(index: 1))
        let effects = machine.handle(
            .itemsChanged(
                Self.segments(["Day", "Month"]), selection: SelectionModel(count: 2)))
        #expect(effects.count == 2)
        #expect(effects.last == .moveFocus(index: 1, announcement: nil))
        if case .updateElements(let changes) = effects.first {
            #expect(changes.sources == [0, 2] && changes.removed == [1])
            #expect(changes.updated == [0, 1])
        } else {
            Issue.record("expected element changes first")
        }
        // Removing every segment drops focus without a move.
        _ = machine.handle(.focused(index: 1))
        #expect(machine.handle(.itemsChanged([], selection: SelectionModel(count: 0))).count == 1)
        #expect(machine.focusedIndex == nil)
        #expect(machine.handle(.adjusted(.increment)) == [])
    }

    @Test("duplicate ids pair up in order")
    func duplicates() {
        let changes = Machine.Changes(from: ["A", "A", "B"], to: ["A", "B", "A", "A"])
        #expect(changes.sources == [0, 2, 1, nil])
        #expect(changes.removed == [])
        #expect(changes.inserted == [3])
    }

    @Test("templates set later are applied to every element")
    func templatesLater() {
        var machine = Self.dayWeekMonth()
        let german = Machine.Templates(
            position: "{index} von {count}", selected: "ausgewählt", button: "Taste",
            adjustable: "anpassbar")
        #expect(machine.handle(.templatesChanged(german)) == [Self.inPlace(3, updated: [0, 1, 2])])
        #expect(machine.elements[0].spokenText == "ausgewählt, Day, 1 von 3, Taste, anpassbar")
        #expect(machine.handle(.templatesChanged(german)) == [])
    }

    @Test("becoming a tab bar changes the container and every value")
    func containerChange() {
        var machine = Self.dayWeekMonth()
        #expect(
            machine.handle(.containerChanged(.tabBar)) == [
                .updateContainer(.tabBar), Self.inPlace(3, updated: [0, 1, 2]),
            ])
        #expect(machine.elements[1].spokenText == "Week, tab, 2 of 3, adjustable")
        #expect(machine.handle(.containerChanged(.tabBar)) == [])
    }

    @Test("focus reveals the segment; focus outside the segments is ignored")
    func focusReveals() {
        var machine = Self.dayWeekMonth()
        #expect(machine.handle(.focused(index: 2)) == [.reveal(index: 2)])
        #expect(machine.handle(.focused(index: 3)) == [])
        #expect(machine.handle(.focused(index: -1)) == [])
        #expect(machine.focusedIndex == 2)
        // Losing focus on a segment that no longer has it changes nothing.
        #expect(machine.handle(.unfocused(index: 0)) == [])
        #expect(machine.focusedIndex == 2)
        #expect(machine.handle(.unfocused(index: 2)) == [])
        #expect(machine.focusedIndex == nil)
    }

    @Test("a selection of another count is fitted to the segments, never trusted")
    func mismatchedSelection() {
        var machine = Self.dayWeekMonth()
        _ = machine.handle(.selectionChanged(SelectionModel(count: 10, selectedIndex: 9)))
        #expect(machine.selection.count == 3)
        #expect(machine.selection.selectedIndex == 2)
        #expect(machine.elements[2].isSelected)
    }

    @Test("the phrases the SwiftUI and UIKit guides print")
    func documentedPhrases() {
        let swiftUI = Self.dayWeekMonth(selected: 1, disabled: [2])
        #expect(
            swiftUI.elements.map(\.spokenText) == [
                "Day, 1 of 3, button, adjustable",
                "selected, Week, 2 of 3, button, adjustable",
                "Month, 3 of 3, dimmed, button, adjustable",
            ])
        let uiKit = Machine(
            segments: Self.segments(["Day", "Week", "Month"], badges: [0: .text("3")]),
            selection: SelectionModel(count: 3, selectedIndex: 1, disabledIndices: [2]),
            templates: .english)
        #expect(uiKit.elements.map(\.value) == ["1 of 3, 3 new", "2 of 3", "3 of 3"])
        #expect(uiKit.elements[0].spokenText == "Day, 1 of 3, 3 new, button, adjustable")
        var adjusted = uiKit
        #expect(
            adjusted.handle(.adjusted(.decrement)).last
                == .moveFocus(index: 0, announcement: "Day, 1 of 3, 3 new"))
    }
}

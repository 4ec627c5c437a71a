import SegmentedTestSupport
import Testing

@testable import SegmentedCore

@Suite("Accessibility machine invariants")
struct AccessibilityMachineInvariantsTests {
    typealias Machine = AccessibilityMachine<String>

    static func machine() -> Machine {
        Machine(
            segments: ["Day", "Week", "Month"].map { .init(id: $0, label: $0) },
            selection: SelectionModel(count: 3, selectedIndex: 0, disabledIndices: [2]),
            templates: .english)
    }

    @Test("real timelines keep every promise, in state and in effects")
    func realTimelines() {
        var random = SeededRandom(seed: 33)
        let names = ["Day", "Week", "Month", "Year", ""]
        for _ in 0..<100 {
            var machine = Self.machine()
            for _ in 0..<30 {
                let index = Int.random(in: -1...4, using: &random)
                let event: Machine.Event
                switch Int.random(in: 0...10, using: &random) {
                case 0:
                    let segments = (0..<Int.random(in: 0...5, using: &random)).map { _ in
                        Machine.Segment(
                            id: names.randomElement(using: &random)!,
                            label: names.randomElement(using: &random)!,
                            badge: Bool.random(using: &random) ? .count(index) : nil)
                    }
                    event = .itemsChanged(
                        segments,
                        selection: SelectionModel(
                            count: segments.count, selectedIndex: index, disabledIndices: [0]))
                case 1:
                    event = .selectionChanged(
                        SelectionModel(count: machine.segments.count, selectedIndex: index))
                case 2: event = .enabledChanged(Bool.random(using: &random))
                case 3:
                    event = .containerChanged(
                        Bool.random(using: &random) ? .tabBar : .segmentedControl)
                case 4: event = .adjustableChanged(Bool.random(using: &random))
                case 5: event = .focused(index: index)
                case 6: event = .unfocused(index: index)
                case 7: event = .activated(index: index)
                case 8: event = .adjusted(Bool.random(using: &random) ? .increment : .decrement)
                case 9: event = .adjustmentHandled(index: index)
                default: event = .templatesChanged(.init(position: "{index}/{count}"))
                }
                let before = machine
                let effects = machine.handle(event)
                #expect(machine.invariantViolations() == [], "after \(event)")
                #expect(
                    machine.invariantViolations(of: effects, for: event, from: before) == [],
                    "\(event) gave \(effects)")
            }
        }
    }

    @Test("a selection of another count, stale elements and a focus off the segments are reported")
    func brokenState() {
        var machine = Self.machine()
        #expect(machine.invariantViolations() == [])
        machine.selection = SelectionModel(count: 2, selectedIndex: 1)
        #expect(machine.invariantViolations().first == "selection of 2 for 3 segments")
        machine = Self.machine()
        machine.elements.removeLast()
        #expect(machine.invariantViolations() == ["2 elements for 3 segments"])
        machine = Self.machine()
        machine.elements[1].traits.insert(.selected)
        #expect(machine.invariantViolations().first?.hasPrefix("element 1 is") == true)
        machine = Self.machine()
        machine.focusedIndex = 3
        #expect(machine.invariantViolations() == ["focus on 3 of 3 segments"])
    }

    @Test("every broken effect is reported")
    func brokenEffects() {
        let before = Self.machine()
        var after = before
        _ = after.handle(.activated(index: 1))
        func problems(
            _ effects: [Machine.Effect], _ event: Machine.Event, _ now: Machine = after
        ) -> [String] {
            now.invariantViolations(of: effects, for: event, from: before)
        }
        let update = Machine.Changes(from: ["Day", "Week", "Month"], to: ["Day", "Week", "Month"])
        var real = update
        real.updated = [0, 1]
        #expect(problems([.select(index: 1), .updateElements(real)], .activated(index: 1)) == [])
        #expect(
            problems([.select(index: 1), .updateElements(real)], .enabledChanged(true))
                == ["enabledChanged(true) selected 1"])
        #expect(
            problems([.select(index: 2), .updateElements(real)], .activated(index: 2))
                == ["selected 2, which could not be activated", "selected 2, but Optional(1) is"])
        #expect(
            problems([.select(index: 0), .updateElements(real)], .activated(index: 0))
                == ["selected 0, already selected", "selected 0, but Optional(1) is"])
        #expect(
            problems(
                [.select(index: 1), .select(index: 1), .updateElements(real)],
                .activated(index: 1)) == ["2 selections"])
        // Elements 0 and 1 changed (the selected trait moved); an update must list them.
        #expect(
            problems([.select(index: 1)], .activated(index: 1)).first?.hasPrefix(
                "element 0 changed without an update") == true)
        #expect(
            problems([.select(index: 1), .updateElements(update)], .activated(index: 1)).first?
                .hasPrefix("element 0 changed without an update") == true)
        var repeated = real
        repeated.sources = [0, 0, 2]
        #expect(
            problems([.select(index: 1), .updateElements(repeated)], .activated(index: 1))
                == ["element source 0 repeated or outside 3 elements"])
        var unremoved = real
        unremoved.sources = [0, 1, nil]
        #expect(
            problems([.select(index: 1), .updateElements(unremoved)], .activated(index: 1))
                == ["removed [], not [2]"])
        var unordered = real
        unordered.updated = [1, 0]
        #expect(
            problems([.select(index: 1), .updateElements(unordered)], .activated(index: 1))
                == ["updated [1, 0] not ascending kept elements"])
        #expect(
            problems(
                [.updateElements(real), .updateElements(real)], .selectionChanged(after.selection))
                == ["two element updates"])
        #expect(
            problems(
                [.moveFocus(index: 1, announcement: nil)], .adjustmentHandled(index: 1), before)
                == ["focus moved to 1, focused nil"])
        var focused = before
        _ = focused.handle(.focused(index: 1))
        #expect(
            problems(
                [.moveFocus(index: 1, announcement: "Day")], .adjustmentHandled(index: 1), focused)
                == ["announced Day for element 1"])
        #expect(
            problems([.reveal(index: 0)], .focused(index: 0), focused)
                == ["revealed 0, focused Optional(1)"])
        #expect(
            problems(
                [.updateContainer(.segmentedControl)], .containerChanged(.segmentedControl), before)
                == ["container update to segmentedControl from segmentedControl"])
    }
}

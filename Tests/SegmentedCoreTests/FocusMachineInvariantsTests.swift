import SegmentedTestSupport
import Testing

@testable import SegmentedCore

@Suite("Focus machine invariants")
struct FocusMachineInvariantsTests {
    static let context = FocusMachine.Context(
        selection: SelectionModel(count: 4, selectedIndex: 1, disabledIndices: [3]))

    @Test("real timelines keep every promise, in state and in effects")
    func realTimelines() {
        var random = SeededRandom(seed: 33)
        for _ in 0..<300 {
            var focus = FocusMachine()
            var context = Self.context
            for _ in 0..<30 {
                let event: FocusMachine.Event
                switch Int.random(in: 0...6, using: &random) {
                case 0, 1: event = .focusMoved(to: Int.random(in: -1...5, using: &random))
                case 2: event = .focusMoved(to: nil)
                case 3: event = .clicked
                case 4: event = .clickBegan
                case 5: event = .clickEnded
                default: event = .clickCancelled
                }
                if Int.random(in: 0...9, using: &random) == 0 { context.isEnabled.toggle() }
                if Int.random(in: 0...9, using: &random) == 0 {
                    context.selection = SelectionModel(
                        count: Int.random(in: 0...5, using: &random), selectedIndex: 0,
                        disabledIndices: [Int.random(in: 0...4, using: &random)])
                }
                let before = focus
                let effects = focus.handle(event, in: context)
                #expect(focus.invariantViolations() == [], "after \(event)")
                #expect(
                    before.invariantViolations(of: effects, for: event, in: context) == [],
                    "\(event) gave \(effects)")
                for case .select(let index) in effects { context.selection.select(index) }
            }
        }
    }

    @Test("a negative focus, or a press on another segment than the focused one, is reported")
    func brokenState() {
        var focus = FocusMachine()
        focus.focusedIndex = -1
        #expect(focus.invariantViolations() == ["focus on segment -1"])
        focus.focusedIndex = 2
        focus.clickedIndex = 1
        #expect(focus.invariantViolations() == ["click held on 1 while focus is on 2"])
        focus.focusedIndex = nil
        #expect(focus.invariantViolations() == ["click held on 1 while focus is on nothing"])
    }

    @Test("every broken effect is reported")
    func brokenEffects() {
        var focused = FocusMachine()
        focused.focusedIndex = 2
        var entering = FocusMachine()
        entering.focusedIndex = nil
        let context = Self.context
        func problems(
            _ machine: FocusMachine, _ effects: [FocusMachine.Effect], _ event: FocusMachine.Event,
            in context: FocusMachine.Context = Self.context
        ) -> [String] {
            machine.invariantViolations(of: effects, for: event, in: context)
        }
        #expect(problems(focused, [], .clicked) == [])
        #expect(problems(focused, [.select(index: 2)], .clicked) == [])
        #expect(
            problems(focused, [.select(index: 2), .select(index: 2)], .clicked).contains {
                $0.hasPrefix("2 effects")
            })
        var disabled = context
        disabled.isEnabled = false
        #expect(problems(focused, [.select(index: 2)], .clicked, in: disabled).count == 1)
        #expect(
            problems(focused, [.select(index: 3)], .focusMoved(to: 3))
                == ["selected 3, not an enabled segment"])
        #expect(
            problems(focused, [.select(index: 1)], .focusMoved(to: 1)) == ["selected 1 again"])
        #expect(
            problems(focused, [.reselect(index: 2)], .clicked)
                == ["reselected 2, not the selected segment"])
        #expect(
            problems(focused, [.reselect(index: 1)], .focusMoved(to: 1))
                == ["a focus move reselected"])
        #expect(
            problems(focused, [.select(index: 0)], .focusMoved(to: 2))
                == ["focus moved to Optional(2)"])
        #expect(
            problems(entering, [.select(index: 2)], .focusMoved(to: 2))
                == ["focus entering the bar selected"])
        #expect(problems(focused, [.select(index: 2)], .clickBegan) == ["clickBegan acted"])
        #expect(
            problems(focused, [.select(index: 2)], .clickCancelled) == ["clickCancelled acted"])
        #expect(
            problems(focused, [.select(index: 0)], .clicked)
                == ["a click acted off the focused segment"])
        #expect(
            problems(focused, [.select(index: 2)], .clickEnded)
                == ["a click that began on another segment acted"])
    }
}

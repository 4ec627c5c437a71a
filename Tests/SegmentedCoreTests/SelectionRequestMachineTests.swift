import SegmentedCore
import Testing

/// The decision every input shares, "the user asks for segment i", as a table: each input
/// against each rule (plain selection, reselect, the veto, momentary segments, disabled
/// segments and controls, bad indices), then timelines of a host that stores what it is told.
@Suite("Selection requests")
struct SelectionRequestMachineTests {
    typealias Machine = SelectionRequestMachine
    typealias Input = SelectionRequestMachine.Input

    /// One rule of the table: the context and the segment asked for, the segments the veto
    /// refuses, and what a press (a tap, a VoiceOver double tap, Return or Space, a click, the
    /// Large Content Viewer's lift) and a move (an arrow key, a VoiceOver swipe, a focus move)
    /// each get.
    struct Rule: Sendable, CustomTestStringConvertible {
        let name: String
        let context: Machine.Context
        let index: Int
        let refused: Set<Int>
        let press: [Machine.Effect]
        let move: [Machine.Effect]
        /// Whether a press and a move ask the veto: when they would select, and when the
        /// veto is what refuses them.
        let pressAsksVeto: Bool
        let moveAsksVeto: Bool

        init(
            name: String, context: Machine.Context, index: Int, refused: Set<Int>,
            press: [Machine.Effect], move: [Machine.Effect], pressAsksVeto: Bool? = nil,
            moveAsksVeto: Bool? = nil
        ) {
            self.name = name
            self.context = context
            self.index = index
            self.refused = refused
            self.press = press
            self.move = move
            self.pressAsksVeto = pressAsksVeto ?? press.contains(.playSelectionHaptic)
            self.moveAsksVeto = moveAsksVeto ?? move.contains(.playSelectionHaptic)
        }

        var testDescription: String { name }
    }

    /// Day, Week, Month, Year: Day selected, Year disabled.
    static let selection = SelectionModel(count: 4, selectedIndex: 0, disabledIndices: [3])
    static let context = Machine.Context(selection: selection)
    static let momentary = Machine.Context(
        selection: SelectionModel(count: 4, selectedIndex: nil, disabledIndices: [3]),
        isMomentary: true)

    static let rules: [Rule] = [
        Rule(
            name: "another segment: selected, reported, one haptic", context: context, index: 2,
            refused: [], press: [.select(index: 2), .playSelectionHaptic],
            move: [.select(index: 2), .playSelectionHaptic]),
        Rule(
            name: "the selected segment: a press reselects, a move asks for nothing",
            context: context, index: 0, refused: [], press: [.reselect(index: 0)], move: []),
        Rule(
            name: "the veto refuses: nothing, no haptic", context: context, index: 2,
            refused: [2], press: [], move: [], pressAsksVeto: true, moveAsksVeto: true),
        Rule(
            name: "the veto is not asked for a reselect", context: context, index: 0,
            refused: [0, 1, 2], press: [.reselect(index: 0)], move: []),
        Rule(
            name: "momentary: a press reports, then clears; a move asks for nothing",
            context: momentary, index: 1, refused: [],
            press: [.select(index: 1), .playSelectionHaptic, .clearSelection], move: []),
        Rule(
            name: "momentary with a selection set in code: a press on it reports, no reselect",
            context: Machine.Context(
                selection: SelectionModel(count: 4, selectedIndex: 1), isMomentary: true),
            index: 1, refused: [],
            press: [.select(index: 1), .playSelectionHaptic, .clearSelection], move: []),
        Rule(
            name: "momentary: the veto refuses a press too", context: momentary, index: 1,
            refused: [1], press: [], move: [], pressAsksVeto: true),
        Rule(
            name: "a disabled segment", context: context, index: 3, refused: [], press: [],
            move: []),
        Rule(
            name: "a disabled control",
            context: Machine.Context(selection: selection, isEnabled: false), index: 2,
            refused: [], press: [], move: []),
        Rule(
            name: "a disabled momentary control",
            context: Machine.Context(
                selection: momentary.selection, isEnabled: false, isMomentary: true),
            index: 1, refused: [], press: [], move: []),
        Rule(
            name: "an index before the segments", context: context, index: -1, refused: [],
            press: [], move: []),
        Rule(
            name: "an index past the segments", context: context, index: 4, refused: [],
            press: [], move: []),
        Rule(
            name: "Int.max", context: context, index: .max, refused: [], press: [], move: []),
        Rule(
            name: "Int.min", context: context, index: .min, refused: [], press: [], move: []),
        Rule(
            name: "no segments", context: Machine.Context(selection: SelectionModel(count: 0)),
            index: 0, refused: [], press: [], move: []),
    ]

    @Test("every input obeys every rule", arguments: Input.allCases, rules)
    func table(input: Input, rule: Rule) {
        let machine = Machine()
        var asked: [Int] = []
        let effects = machine.handle(
            .requested(index: rule.index, input: input), in: rule.context
        ) { index in
            asked.append(index)
            return !rule.refused.contains(index)
        }
        #expect(effects == (input.movesSelection ? rule.move : rule.press))
        let asks = input.movesSelection ? rule.moveAsksVeto : rule.pressAsksVeto
        #expect(asked == (asks ? [rule.index] : []), "the veto is asked once, to select only")
    }

    @Test("the arrow keys, Home and End, VoiceOver's swipes and focus moves move; the rest press")
    func inputKinds() {
        let moves = Input.allCases.filter(\.movesSelection)
        #expect(moves == [.accessibilityAdjustment, .navigationKey, .focusMove])
        #expect(
            Input.allCases.filter { !$0.movesSelection } == [
                .pointer, .accessibilityActivation, .activationKey, .click, .largeContentViewer,
            ])
    }

    /// A host as a front-end is one: it holds the selection and stores what it is told.
    struct Host {
        var context: Machine.Context
        var reported: [Int] = []
        var reselected: [Int] = []
        var haptics = 0

        mutating func request(
            _ index: Int, by input: Input, shouldSelect: (Int) -> Bool = { _ in true }
        ) -> [Machine.Effect] {
            let effects = Machine().handle(
                .requested(index: index, input: input), in: context, shouldSelect: shouldSelect)
            for effect in effects {
                switch effect {
                case .select(let index):
                    context.selection.select(index)
                    reported.append(index)
                case .playSelectionHaptic: haptics += 1
                case .clearSelection: context.selection.select(nil)
                case .reselect(let index): reselected.append(index)
                }
            }
            return effects
        }
    }

    @Test("a VoiceOver double tap on a momentary control reports, clears, and can be repeated")
    func momentaryActivationRepeats() {
        var host = Host(context: Self.momentary)
        #expect(
            host.request(2, by: .accessibilityActivation) == [
                .select(index: 2), .playSelectionHaptic, .clearSelection,
            ])
        #expect(host.context.selection.selectedIndex == nil, "nothing stays selected")
        #expect(
            host.request(2, by: .accessibilityActivation) == [
                .select(index: 2), .playSelectionHaptic, .clearSelection,
            ], "the same segment again")
        #expect(host.reported == [2, 2])
        #expect(host.haptics == 2)
        #expect(host.reselected == [])
    }

    @Test("Return on the selected segment reselects; after an arrow moved, Return reselects there")
    func keyboardTimeline() {
        var host = Host(context: Self.context)
        #expect(host.request(0, by: .activationKey) == [.reselect(index: 0)])
        let right = host.context.selection.target(for: .right)
        #expect(right == 1)
        #expect(host.request(1, by: .navigationKey) == [.select(index: 1), .playSelectionHaptic])
        #expect(host.request(1, by: .activationKey) == [.reselect(index: 1)])
        #expect(host.reported == [1])
        #expect(host.reselected == [0, 1])
        #expect(host.haptics == 1)
    }

    @Test("a refused request leaves the host's selection; the next one is decided afresh")
    func vetoTimeline() {
        var host = Host(context: Self.context)
        let paywalled = 2
        for input in Input.allCases {
            #expect(host.request(paywalled, by: input) { $0 != paywalled } == [], "\(input)")
        }
        #expect(host.context.selection.selectedIndex == 0)
        #expect(host.reported == [] && host.haptics == 0)
        #expect(
            host.request(paywalled, by: .largeContentViewer) == [
                .select(index: 2), .playSelectionHaptic,
            ])
    }

    @Test("a pointer release asks the same decision: a veto on release puts the indicator back")
    func pointerRoutesThroughTheDecision() {
        // Three 100-pt segments; Day selected.
        let arrangement = SegmentedLayout(
            distribution: .fillEqually(spacing: 0), indicator: .underline(width: .segment)
        ).arrange(
            contentSizes: Array(repeating: Size(width: 20, height: 20), count: 3),
            in: Size(width: 300, height: 44))
        var interaction = InteractionMachine()
        var context = InteractionMachine.Context(
            arrangement: arrangement, selection: SelectionModel(count: 3, selectedIndex: 0))
        interaction.handle(.began(Point(x: 250, y: 20), time: 0), in: context)
        #expect(
            interaction.handle(.ended(Point(x: 250, y: 20), time: 0.1), in: context) { _ in false }
                == [.highlight(index: nil), .restoreIndicator])
        // A control disabled while the finger is down: the release asks for nothing.
        interaction.handle(.began(Point(x: 250, y: 20), time: 0.2), in: context)
        context.isEnabled = false
        #expect(
            interaction.handle(.ended(Point(x: 250, y: 20), time: 0.3), in: context)
                == [.highlight(index: nil), .restoreIndicator])
        // Momentary: the same three effects as every other press.
        context.isEnabled = true
        context.isMomentary = true
        interaction.handle(.began(Point(x: 150, y: 20), time: 0.4), in: context)
        #expect(
            interaction.handle(.ended(Point(x: 150, y: 20), time: 0.5), in: context) == [
                .highlight(index: nil), .select(index: 1), .playSelectionHaptic, .clearSelection,
            ])
    }
}

import SegmentedCore
import Testing

/// The control's one machine: every input a platform has, fed as that input's own event,
/// obeys the same table of rules as ``SelectionRequestMachine`` (so momentary, reselect, the
/// veto and the haptic hold whatever the input), and the parts follow the selection the
/// effects leave in the same stream: the lens, VoiceOver's elements and focus.
@Suite("Control machine")
struct ControlMachineTests {
    typealias Control = ControlMachine<String>
    typealias Rule = SelectionRequestMachineTests.Rule

    /// One input, fed as the control's own events, asking for a segment.
    enum Input: String, CaseIterable, Sendable, CustomTestStringConvertible {
        case tap, platformTap, voiceOverActivate, largeContentViewer, activationKey, click
        case numberKey, focusMove

        var testDescription: String { rawValue }
        var movesSelection: Bool { self == .numberKey || self == .focusMove }

        /// The events that ask for `index` on this input, or `nil` when the input cannot ask
        /// for it (a finger cannot touch a segment that does not exist; Return and Space ask
        /// only for the selected one).
        func events(asking index: Int, in context: Control.Context) -> [Control.Event]? {
            let count = context.arrangement.count
            switch self {
            case .tap:
                guard (0..<count).contains(index) else { return nil }
                let frame = context.arrangement.segmentFrames[index]
                let centre = Point(x: frame.midX, y: frame.midY)
                return [.pointer(.began(centre, time: 0)), .pointer(.ended(centre, time: 0.05))]
            case .platformTap: return [.tapped(index: index)]
            case .voiceOverActivate: return [.accessibilityActivated(index: index)]
            case .largeContentViewer: return [.largeContentViewerLifted(index: index)]
            case .activationKey:
                return index == context.selection.selectedIndex ? [.activationKey] : nil
            case .click: return [.focusMoved(to: index), .clickBegan, .clickEnded]
            case .numberKey:
                let (number, overflow) = index.addingReportingOverflow(1)
                return overflow ? nil : [.navigationKey(.number(number))]
            case .focusMove:
                // Focus arrives on another segment first (arriving selects nothing).
                guard count > 1 else { return nil }
                return [.focusMoved(to: index == 0 ? 1 : 0), .focusMoved(to: index)]
            }
        }
    }

    /// A bar of as many equal 100-point segments as the selection has.
    static func context(for rule: Rule) -> Control.Context {
        let selection = rule.context.selection
        let bar = SegmentedLayout(distribution: .fillEqually(), indicator: .fill())
            .arrange(
                contentSizes: Array(repeating: Size(width: 40, height: 20), count: selection.count),
                in: Size(width: 100 * Double(selection.count), height: 44))
        return Control.Context(
            arrangement: bar, selection: selection, isEnabled: rule.context.isEnabled,
            isMomentary: rule.context.isMomentary)
    }

    /// The effects a request decides, out of everything the control says.
    static func requested(_ effects: [Control.Effect]) -> [SelectionRequestMachine.Effect] {
        effects.compactMap { effect in
            switch effect {
            case .select(let index): .select(index: index)
            case .playSelectionHaptic: .playSelectionHaptic
            case .clearSelection: .clearSelection
            case .reselect(let index): .reselect(index: index)
            default: nil
            }
        }
    }

    @Test(
        "every input, fed as its own event, obeys the selection request table",
        arguments: Input.allCases, SelectionRequestMachineTests.rules)
    func table(input: Input, rule: Rule) {
        let context = Self.context(for: rule)
        guard let events = input.events(asking: rule.index, in: context) else { return }
        var control = Control(lens: .liquidGlass)
        var asked: [Int] = []
        var effects: [Control.Effect] = []
        for event in events {
            effects += control.handle(event, in: context, at: 0.1) { index in
                asked.append(index)
                return !rule.refused.contains(index)
            }
        }
        let expected = input.movesSelection ? rule.move : rule.press
        #expect(Self.requested(effects) == expected)
        let asks = input.movesSelection ? rule.moveAsksVeto : rule.pressAsksVeto
        #expect(asked == (asks ? [rule.index] : []), "the veto is asked once, to select only")
    }

    /// Day, Week, Month with labels for VoiceOver, Day selected.
    static let segments: [AccessibilityMachine<String>.Segment] = [
        .init(id: "day", label: "Day"), .init(id: "week", label: "Week"),
        .init(id: "month", label: "Month"),
    ]
    static let bar = SegmentedLayout(distribution: .fillEqually(), indicator: .fill())
        .arrange(
            contentSizes: Array(repeating: Size(width: 40, height: 20), count: 3),
            in: Size(width: 300, height: 44))

    /// A control with the segments, its lens at rest on Day at time 0.
    static func labelled(lens: LensParameters? = .liquidGlass) -> (Control, Control.Context) {
        var control = Control(lens: lens, segments: segments, templates: .english)
        let context = Control.Context(
            arrangement: bar, selection: SelectionModel(count: 3, selectedIndex: 0))
        control.handle(.arrangementChanged, in: context, at: 0)
        return (control, context)
    }

    @Test(
        "a key's selection moves the lens from where it is, and VoiceOver's elements in the same stream"
    )
    func keyMovesLensAndElements() throws {
        var (control, context) = Self.labelled()
        let effects = control.handle(.navigationKey(.right), in: context, at: 1)
        #expect(Array(effects.prefix(2)) == [.select(index: 1), .playSelectionHaptic])
        guard case .updateElements(let changes) = try #require(effects.last) else {
            Issue.record("no element update after the selection: \(effects)")
            return
        }
        #expect(changes.updated == [0, 1], "the old and the new selected element are re-read")
        #expect(control.accessibility.selection.selectedIndex == 1)
        let lens = try #require(control.lens)
        #expect(lens.target == 1)
        // It travels: at the key it is still on Day, later on Week.
        #expect(try #require(lens.state(at: 1)).indicatorFrame.x == 0)
        #expect(try #require(lens.state(at: 9)).indicatorFrame.x == 100)
    }

    @Test(
        "the arrows point as the bar is shown: named right to left over an arrangement in leading space, the right arrow goes back"
    )
    func arrowsAsShown() {
        var (control, context) = Self.labelled()
        context.selection.select(1)
        control.handle(.selectionChanged, in: context, at: 0)
        let shownRTL = control.handle(
            .navigationKey(.right, layoutDirection: .rightToLeft), in: context, at: 1)
        #expect(Self.requested(shownRTL) == [.select(index: 0), .playSelectionHaptic])
        var (again, same) = Self.labelled()
        same.selection.select(1)
        again.handle(.selectionChanged, in: same, at: 0)
        // Not named: the arrangement's direction (left to right here).
        let unnamed = again.handle(.navigationKey(.right), in: same, at: 1)
        #expect(Self.requested(unnamed) == [.select(index: 2), .playSelectionHaptic])
    }

    @Test(
        "the bar's content moving under no press leaves the lens as it was (equal), so nothing redraws it; under a press the lens follows"
    )
    func contentMoveLeavesLens() {
        var (control, context) = Self.labelled()
        let before = control.lens
        control.handle(.pointer(.contentMoved(to: Point(x: -30, y: 0), time: 5)), in: context)
        #expect(control.lens == before)
        control.handle(.pointer(.began(Point(x: 50, y: 22), time: 6)), in: context)
        control.handle(.pointer(.contentMoved(to: Point(x: -60, y: 0), time: 7)), in: context)
        #expect(control.lens?.press == control.interaction.press)
    }

    @Test(
        "a VoiceOver swipe up selects the next segment, then moves VoiceOver there with the announcement; refused, it says nothing"
    )
    func adjustment() {
        var (control, context) = Self.labelled()
        let effects = control.handle(.accessibilityAdjusted(.increment), in: context, at: 1)
        #expect(effects.first == .select(index: 1))
        guard case .moveAccessibilityFocus(let index, let announcement) = effects.last else {
            Issue.record("VoiceOver's focus does not follow: \(effects)")
            return
        }
        #expect(index == 1)
        #expect(announcement != nil)

        var (vetoed, same) = Self.labelled()
        let refused = vetoed.handle(.accessibilityAdjusted(.increment), in: same, at: 1) { _ in
            false
        }
        #expect(refused.isEmpty)
        #expect(vetoed.accessibility.selection.selectedIndex == 0)
    }

    @Test(
        "a tap a platform control tracked asks as a tap's release: selects with the haptic, reselects the selected segment, and neither presses nor moves the indicator"
    )
    func platformTap() {
        var (control, context) = Self.labelled()
        let effects = control.handle(.tapped(index: 2), in: context, at: 1)
        #expect(Self.requested(effects) == [.select(index: 2), .playSelectionHaptic])
        #expect(
            !effects.contains {
                switch $0 {
                case .highlight, .moveIndicator, .restoreIndicator: true
                default: false
                }
            })
        #expect(control.interaction.press == nil)
        #expect(control.lens?.target == 2, "the lens travels to it as for a key")
        context.store(effects)
        #expect(control.handle(.tapped(index: 2), in: context, at: 2) == [.reselect(index: 2)])
        context.selection = SelectionModel(count: 3, selectedIndex: 2, disabledIndices: [0])
        #expect(Self.requested(control.handle(.tapped(index: 0), in: context, at: 3)) == [])
    }

    @Test("a momentary VoiceOver double tap reports, clears, and can be repeated")
    func momentaryRepeats() {
        var control = Control(segments: Self.segments)
        var context = Control.Context(
            arrangement: Self.bar, selection: SelectionModel(count: 3), isMomentary: true)
        for round in 0..<2 {
            let effects = control.handle(
                .accessibilityActivated(index: 2), in: context, at: Double(round))
            #expect(
                Self.requested(effects) == [
                    .select(index: 2), .playSelectionHaptic, .clearSelection,
                ])
            context.store(effects)
            #expect(context.selection.selectedIndex == nil)
            #expect(control.accessibility.selection.selectedIndex == nil)
        }
    }

    @Test(
        "a selection the app makes is followed: the lens travels at selectionChanged; one left unreported updates the elements at the next event"
    )
    func hostChanges() throws {
        var (control, context) = Self.labelled()
        context.selection.select(2)
        let effects = control.handle(.selectionChanged, in: context, at: 2)
        #expect(effects.contains { if case .updateElements = $0 { true } else { false } })
        #expect(control.lens?.target == 2)
        #expect(try #require(control.lens?.state(at: 2)).indicatorFrame.x == 0)

        context.selection.select(1)
        let focus = control.handle(.accessibilityFocused(index: 1), in: context, at: 3)
        #expect(focus.first.map { if case .updateElements = $0 { true } else { false } } == true)
        #expect(focus.last == .reveal(index: 1))
        #expect(control.accessibility.selection.selectedIndex == 1)
    }

    @Test("disabling the control reaches VoiceOver's elements at the next event")
    func enabledFollows() {
        var (control, context) = Self.labelled()
        context.isEnabled = false
        let effects = control.handle(.arrangementChanged, in: context, at: 1)
        #expect(!effects.isEmpty)
        #expect(!control.accessibility.isEnabled)
        #expect(!control.canActivate(1, in: context))
    }

    @Test(
        "a selection the app makes without motion: the lens rests on it at once, the elements follow"
    )
    func placedSelection() throws {
        var (control, context) = Self.labelled()
        context.selection.select(2)
        let effects = control.handle(.indicatorPlaced, in: context, at: 1)
        #expect(effects.contains { if case .updateElements = $0 { true } else { false } })
        #expect(Self.requested(effects) == [], "not a request: nothing reported as the user's")
        #expect(control.accessibility.selection.selectedIndex == 2)
        let lens = try #require(control.lens)
        #expect(lens.isSettled(at: 1))
        #expect(try #require(lens.state(at: 1)).indicatorFrame.x == 200)
    }

    @Test(
        "a control made before its layout: the first arrangement places the lens on the selection, with no travel"
    )
    func firstLayoutPlacesLens() throws {
        var control = Control(lens: .liquidGlass, segments: Self.segments)
        let selection = SelectionModel(count: 3, selectedIndex: 2)
        control.handle(
            .segmentsChanged(Self.segments),
            in: Control.Context(arrangement: .empty, selection: selection), at: 0)
        let context = Control.Context(arrangement: Self.bar, selection: selection)
        control.handle(.arrangementChanged, in: context, at: 1)
        let lens = try #require(control.lens)
        #expect(lens.isSettled(at: 1))
        #expect(try #require(lens.state(at: 1)).indicatorFrame.x == 200)
    }

    @Test(
        "new segments with the selection moved and the control disabled: the rebuild comes first, so every element update reads the elements as they end up"
    )
    func segmentsFirst() {
        var (control, context) = Self.labelled()
        let two = Array(Self.segments.dropFirst())  // Day removed: Week and Month move up
        context.selection = SelectionModel(count: 2, selectedIndex: 1)
        context.isEnabled = false
        let effects = control.handle(.segmentsChanged(two), in: context, at: 1)
        let updates = effects.compactMap { effect -> AccessibilityMachine<String>.Changes? in
            if case .updateElements(let changes) = effect { changes } else { nil }
        }
        #expect(updates.first?.isInPlace == false, "the rebuild first")
        let count = control.accessibility.elements.count
        #expect(count == 2)
        for changes in updates {
            // A front-end applies each against the machine's elements after the event.
            #expect(changes.sources.count == count)
            #expect(changes.updated.allSatisfy { $0 < count })
        }
        #expect(!control.accessibility.isEnabled)
        #expect(control.accessibility.selection.selectedIndex == 1)
    }

    @Test("enabling or disabling the control reaches VoiceOver's elements at once")
    func enabledChanged() {
        var (control, context) = Self.labelled()
        context.isEnabled = false
        let effects = control.handle(.enabledChanged, in: context, at: 1)
        #expect(effects.contains { if case .updateElements = $0 { true } else { false } })
        #expect(!control.accessibility.isEnabled)
        context.isEnabled = true
        #expect(!control.handle(.enabledChanged, in: context, at: 2).isEmpty)
        #expect(control.accessibility.isEnabled)
        #expect(control.lens?.isSettled(at: 2) == true, "the lens does not move")
    }

    @Test(
        "the lens follows the control's one press: lifted while the indicator is held, scrubbing, settling on the release's selection"
    )
    func lensFollowsPress() throws {
        var (control, context) = Self.labelled()
        control.handle(.pointer(.began(Point(x: 50, y: 22), time: 0)), in: context)
        #expect(control.interaction.isHoldingIndicator)
        #expect(control.lens?.press == control.interaction.press)
        #expect(control.lens?.isHoldingIndicator == true)
        control.handle(.pointer(.moved(Point(x: 250, y: 22), time: 0.1)), in: context)
        #expect(control.lens?.press == control.interaction.press)
        #expect(control.lens?.target == 2)
        let effects = control.handle(.pointer(.ended(Point(x: 250, y: 22), time: 0.2)), in: context)
        #expect(Self.requested(effects) == [.select(index: 2), .playSelectionHaptic])
        context.store(effects)
        #expect(control.lens?.press == nil)
        #expect(try #require(control.lens?.state(at: 9)).lift == 0)
        #expect(control.accessibility.selection.selectedIndex == 2)
    }

    @Test(
        "a lens made by the press that begins first follows that press (found by fuzzing: it was made after the event, at rest with no press, while the interaction held one)"
    )
    func lensMadeDuringPress() {
        var control = Control(lens: .liquidGlass)
        let context = Control.Context(
            arrangement: Self.bar, selection: SelectionModel(count: 3, selectedIndex: 0))
        control.handle(.pointer(.began(Point(x: 50, y: 22), time: 0.4)), in: context)
        #expect(control.lens?.press == control.interaction.press)
        #expect(control.lens?.isHoldingIndicator == true)
        #expect(control.invariantViolations() == [])
    }

    @Test(
        "a lens made before the first layout rests there at the layout, and travels to a selection the app made with it"
    )
    func firstLayoutThenSelection() throws {
        var control = Control(lens: .liquidGlass)
        var context = Control.Context(
            arrangement: .empty, selection: SelectionModel(count: 3, selectedIndex: 0))
        control.handle(.reduceMotionChanged(false), in: context, at: 1)
        #expect(control.lens?.arrangement == .empty)
        // The next look at the host finds a layout (which showed segment 0) and segment 2.
        context.arrangement = Self.bar
        context.selection.select(2)
        control.handle(.arrangementChanged, in: context, at: 2)
        let lens = try #require(control.lens)
        #expect(lens.target == 2)
        #expect(!lens.isSettled(at: 2))
        #expect(lens.state(at: 2)?.position == 0)
        // The same selection reported afterwards changes nothing.
        control.handle(.selectionChanged, in: context, at: 2)
        #expect(control.lens == lens)
        #expect(control.invariantViolations() == [])
    }

    @Test(
        "a design without a lens has none; naming parameters later makes one on the selection, nil removes it"
    )
    func lensComesAndGoes() throws {
        var (control, context) = Self.labelled(lens: nil)
        #expect(control.lens == nil)
        context.selection.select(2)
        control.handle(.lensChanged(.liquidGlass), in: context, at: 1)
        #expect(control.lens?.target == 2)
        control.handle(.lensChanged(nil), in: context, at: 2)
        #expect(control.lens == nil)
    }

    @Test(
        "Apple TV: focus lands only where it may, a click acts on release, a cancelled click does nothing"
    )
    func appleTV() {
        var (control, context) = Self.labelled()
        context.selection = SelectionModel(count: 3, selectedIndex: 0, disabledIndices: [2])
        #expect(control.canFocus(0, in: context))
        #expect(!control.canFocus(2, in: context))
        control.handle(.focusMoved(to: 1), in: context, at: 1)
        #expect(control.handle(.clickBegan, in: context, at: 1).isEmpty)
        #expect(control.handle(.clickCancelled, in: context, at: 1).isEmpty)
        #expect(Self.requested(control.handle(.clickEnded, in: context, at: 1)) == [])
        control.handle(.clickBegan, in: context, at: 2)
        #expect(
            Self.requested(control.handle(.clickEnded, in: context, at: 2))
                == [.select(index: 1), .playSelectionHaptic])
    }
}

/// A host that describes itself whole on every update (SwiftUI's body): `follow` hands the
/// machine only what changed, in an order that keeps the lens and the elements consistent.
@Suite("Control machine following a host")
struct ControlMachineHostTests {
    typealias Control = ControlMachine<String>

    static let host = Control.Host(
        segments: ControlMachineTests.segments, lens: .liquidGlass, placesIndicator: false)

    /// A control that followed `host` on Day with the bar laid out, at time 0.
    static func followed(_ host: Control.Host = host) -> (Control, Control.Context) {
        var control = Control(templates: .english)
        let context = Control.Context(
            arrangement: ControlMachineTests.bar,
            selection: SelectionModel(count: 3, selectedIndex: 0))
        _ = control.follow(host, in: context, at: 0)
        return (control, context)
    }

    @Test(
        "a first follow makes the lens on the laid-out bar and the elements; the same host again changes nothing"
    )
    func firstFollowThenNothing() throws {
        let (control, context) = Self.followed()
        let lens = try #require(control.lens)
        #expect(lens.arrangement == ControlMachineTests.bar)
        #expect(lens.target == 0)
        #expect(control.accessibility.segments == ControlMachineTests.segments)
        #expect(control.invariantViolations() == [])
        var again = control
        let followedAgain = again.follow(Self.host, in: context, at: 1)
        #expect(followedAgain == nil)
        #expect(again == control)
    }

    @Test("lens parameters holding a NaN count as followed once followed")
    func nanParametersFollowOnce() {
        var host = Self.host
        host.lens = LensParameters(liftScale: .nan)
        var (control, context) = Self.followed(host)
        let followedAgain = control.follow(host, in: context, at: 1)
        #expect(followedAgain == nil)
    }

    @Test("a selection the host placed rests the lens there; one it animated makes the lens travel")
    func placedOrTravels() throws {
        for placed in [true, false] {
            var host = Self.host
            host.placesIndicator = placed
            var (control, context) = Self.followed(host)
            context.selection.select(2)
            let followed = control.follow(host, in: context, at: 1)
            let effects = try #require(followed)
            #expect(effects.contains { if case .updateElements = $0 { true } else { false } })
            #expect(control.accessibility.selection.selectedIndex == 2)
            let lens = try #require(control.lens)
            #expect(lens.target == 2)
            let frame = try #require(lens.state(at: 1)).indicatorFrame
            if placed {
                #expect(frame.x == 200, "placed: at rest on Month at once")
            } else {
                #expect(frame.x == 0, "animated: still on Day when it starts")
                #expect(try #require(lens.state(at: 9)).indicatorFrame.x == 200)
            }
        }
    }

    @Test(
        "new labels, the enabled state, the adjustable trait and Reduce Motion each reach the machine"
    )
    func eachChangeArrives() throws {
        var (control, context) = Self.followed()
        var host = Self.host
        host.segments[1].label = "Fortnight"
        host.isAdjustable = true
        host.reduceMotion = true
        context.isEnabled = false
        let followed = control.follow(host, in: context, at: 1)
        #expect(followed != nil)
        #expect(control.accessibility.segments[1].label == "Fortnight")
        #expect(control.accessibility.isAdjustable)
        #expect(!control.accessibility.isEnabled)
        #expect(control.reduceMotion)
        #expect(control.lens?.reduceMotion == true)
        host.lens = nil
        let removed = control.follow(host, in: context, at: 2)
        #expect(removed != nil)
        #expect(control.lens == nil)
        let followedAgain = control.follow(host, in: context, at: 3)
        #expect(followedAgain == nil)
    }

    @Test("a new layout moves the lens onto it before a selection made with it travels")
    func layoutThenSelection() throws {
        var (control, context) = Self.followed()
        context.arrangement = SegmentedLayout(distribution: .fillEqually(), indicator: .fill())
            .arrange(
                contentSizes: Array(repeating: Size(width: 40, height: 20), count: 3),
                in: Size(width: 600, height: 44))
        context.selection.select(1)
        let followed = control.follow(Self.host, in: context, at: 1)
        #expect(followed != nil)
        let lens = try #require(control.lens)
        #expect(lens.arrangement == context.arrangement)
        #expect(try #require(lens.state(at: 1)).indicatorFrame.x == 0, "from Day on the new bar")
        #expect(try #require(lens.state(at: 9)).indicatorFrame.x == 200, "to Week on the new bar")
    }
}

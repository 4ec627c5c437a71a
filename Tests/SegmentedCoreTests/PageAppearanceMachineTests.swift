import SegmentedCore
import Testing

/// Timelines of a pager's page appearance: the container's own appearance calls and the pages
/// on screen go in, each page's begin and end of transition come out. Expected effects follow
/// the rules documented on `PageAppearanceMachine`; "A", "B" and "C" are pages side by side.
@Suite("Page appearance")
struct PageAppearanceMachineTests {
    typealias Machine = PageAppearanceMachine<String>

    /// Handles events in order and returns each one's effects.
    func run(_ machine: inout Machine, _ events: [Machine.Event]) -> [[Machine.Effect]] {
        events.map { machine.handle($0) }
    }

    /// A container on screen resting on page A, its appearance ended.
    func shown(on page: String = "A") -> Machine {
        var machine = Machine()
        _ = run(
            &machine,
            [
                .containerBeganAppearing(animated: false),
                .pagesChanged(visible: [page], isResting: true),
                .containerAppeared,
            ])
        return machine
    }

    @Test("pushed: the first page, built in the first layout, begins to appear before it shows")
    func push() {
        var machine = Machine()
        // viewWillAppear comes before any layout: no page exists yet. The layout (in
        // viewIsAppearing or the transaction's layout pass) builds page A, which begins to
        // appear at once; the push animation then shows it; viewDidAppear ends it.
        let effects = run(
            &machine,
            [
                .containerBeganAppearing(animated: true),
                .pagesChanged(visible: ["A"], isResting: true),
                .containerAppeared,
            ])
        #expect(
            effects == [
                [], [.beginAppearance(id: "A", isAppearing: true, animated: true)],
                [.endAppearance(id: "A")],
            ])
        #expect(machine.phase(of: "A") == .appeared)
        #expect(machine.container == .appeared)
    }

    @Test("pages built before the container appears begin to appear with it")
    func builtBeforeAppearing() {
        var machine = Machine()
        let effects = run(
            &machine,
            [
                .pagesChanged(visible: ["A"], isResting: true),
                .containerBeganAppearing(animated: false), .containerAppeared,
            ])
        #expect(
            effects == [
                [], [.beginAppearance(id: "A", isAppearing: true, animated: false)],
                [.endAppearance(id: "A")],
            ])
    }

    @Test("a completed swipe: the new page appears at once, both transitions end at rest")
    func swipe() {
        var machine = shown()
        let effects = run(
            &machine,
            [
                .pagesChanged(visible: ["A", "B"], isResting: false),
                .pagesChanged(visible: ["A", "B"], isResting: false),
                .pagesChanged(visible: ["B"], isResting: true),
            ])
        #expect(
            effects == [
                [.beginAppearance(id: "B", isAppearing: true, animated: true)],
                [],  // the same report again
                [
                    .beginAppearance(id: "A", isAppearing: false, animated: true),
                    .endAppearance(id: "A"), .endAppearance(id: "B"),
                ],
            ])
        #expect(machine.phase(of: "A") == .disappeared && machine.phase(of: "B") == .appeared)
    }

    @Test("a cancelled swipe: the half-shown page disappears without having appeared")
    func cancelledSwipe() {
        var machine = shown()
        let effects = run(
            &machine,
            [
                .pagesChanged(visible: ["A", "B"], isResting: false),
                .pagesChanged(visible: ["A"], isResting: true),
            ])
        #expect(
            effects == [
                [.beginAppearance(id: "B", isAppearing: true, animated: true)],
                [
                    .beginAppearance(id: "B", isAppearing: false, animated: true),
                    .endAppearance(id: "B"),
                ],
            ])
        #expect(machine.phase(of: "A") == .appeared)
    }

    @Test("the container appearing mid-swipe ends nothing until the pages rest")
    func appearedMidSwipe() {
        var machine = Machine()
        let effects = run(
            &machine,
            [
                .containerBeganAppearing(animated: true),
                .pagesChanged(visible: ["A", "B"], isResting: false), .containerAppeared,
                .pagesChanged(visible: ["B"], isResting: true),
            ])
        #expect(
            effects == [
                [],
                [
                    .beginAppearance(id: "A", isAppearing: true, animated: true),
                    .beginAppearance(id: "B", isAppearing: true, animated: true),
                ],
                [],
                [
                    .beginAppearance(id: "A", isAppearing: false, animated: true),
                    .endAppearance(id: "A"), .endAppearance(id: "B"),
                ],
            ])
    }

    @Test("nothing appears while the container is off screen or leaving")
    func offScreen() {
        var machine = Machine()
        #expect(machine.handle(.pagesChanged(visible: ["A", "B"], isResting: false)) == [])
        #expect(machine.handle(.pagesChanged(visible: ["B"], isResting: true)) == [])
        machine = shown()
        #expect(
            machine.handle(.containerBeganDisappearing(animated: true)) == [
                .beginAppearance(id: "A", isAppearing: false, animated: true)
            ])
        #expect(machine.handle(.pagesChanged(visible: ["B"], isResting: true)) == [])
        #expect(machine.handle(.containerDisappeared) == [.endAppearance(id: "A")])
        #expect(machine.phase(of: "A") == .disappeared && machine.phase(of: "B") == .disappeared)
    }

    @Test("the container disappearing without its viewWillDisappear still ends every page")
    func disappearedWithoutWill() {
        var machine = shown()
        #expect(
            machine.handle(.containerDisappeared) == [
                .beginAppearance(id: "A", isAppearing: false, animated: false),
                .endAppearance(id: "A"),
            ])
    }

    @Test("a cancelled pop: the container appears again and turns its page around")
    func cancelledPop() {
        var machine = shown()
        let effects = run(
            &machine,
            [
                .containerBeganDisappearing(animated: true),
                .containerBeganAppearing(animated: true),
                .containerAppeared,
            ])
        #expect(
            effects == [
                [.beginAppearance(id: "A", isAppearing: false, animated: true)],
                [.beginAppearance(id: "A", isAppearing: true, animated: true)],
                [.endAppearance(id: "A")],
            ])
        #expect(machine.phase(of: "A") == .appeared)
    }

    @Test("a page released mid-appearance disappears first; one not shown ends nothing")
    func removed() {
        var machine = shown()
        _ = machine.handle(.pagesChanged(visible: ["A", "B"], isResting: false))
        #expect(
            machine.handle(.pageRemoved("B")) == [
                .beginAppearance(id: "B", isAppearing: false, animated: false),
                .endAppearance(id: "B"),
            ])
        #expect(machine.visibleIDs == ["A"])
        #expect(machine.handle(.pageRemoved("C")) == [])
        _ = machine.handle(.pagesChanged(visible: ["A", "C"], isResting: false))
        _ = machine.handle(.pagesChanged(visible: ["C"], isResting: false))
        #expect(machine.phase(of: "A") == .disappearing)
        #expect(machine.handle(.pageRemoved("A")) == [.endAppearance(id: "A")])
    }
}

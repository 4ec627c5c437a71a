/// Random event streams into a pager: after every event its promises hold
/// (`PagerMachine.invariantViolations()`: finite position in range, a valid selection, the
/// selected and shown pages loaded), every offset it asks for is finite, the position it
/// reports is the one it holds, and its loads and unloads turn the old loaded pages into the
/// new ones. What the pages on screen were after each event then goes, with the container's
/// own appearance calls read from the bytes left over, into a `PageAppearanceMachine`
/// (`fuzzPageAppearance`), as the UIKit pager feeds it.
func fuzzPager(_ input: inout FuzzInput) {
    var ids = Array(0..<input.small(12))
    var nextID = ids.count
    var pager = PagerMachine<Int>(
        ids: ids, selectedIndex: input.int(normal: 12), pageWidth: input.double(),
        layoutDirection: input.bool() ? .rightToLeft : .leftToRight,
        preloadDistance: input.int(normal: 4))
    var screens: [PagerScreen] = []
    for _ in 0..<(1 + input.small(48)) {
        let event: PagerMachine<Int>.Event
        switch input.small(12) {
        case 0, 1: event = .scrolled(offset: input.double())
        case 2: event = .dragBegan
        case 3: event = .dragEnded(velocity: input.double(), proposedOffset: input.double())
        case 4: event = .settled
        case 5: event = .tapped(index: input.int(normal: 12))
        case 6: event = .selectionRequested(index: input.int(normal: 12), animated: input.bool())
        case 7: event = .pageWidthChanged(input.double())
        case 8: event = .layoutDirectionChanged(input.bool() ? .rightToLeft : .leftToRight)
        case 9: event = .accessibilityScrolled(PageScrollDirection.allCases[input.small(4)])
        case 10: event = .stoppedMoving(offset: input.double())
        default:
            ids = ids.filter { _ in input.small(4) > 0 }
            for _ in 0..<input.small(3) {
                ids.insert(nextID, at: input.small(ids.count + 1))
                nextID += 1
            }
            event = .itemsChanged(ids)
        }
        let before = Set(pager.loadedIDs)
        let effects = pager.handle(event)
        func context() -> String { "pager after \(event): \(pager)" }
        require(pager.invariantViolations(), context())
        var loaded = before
        var problems = [String]()
        for effect in effects {
            switch effect {
            case .moveIndicator(to: let value) where value != pager.position:
                problems.append("reported position \(value), holds \(pager.position)")
            case .scroll(let offset, _) where !offset.isFinite,
                .decelerate(let offset) where !offset.isFinite:
                problems.append("offset \(offset)")
            case .unload(let gone): loaded.subtract(gone)
            case .load(let indices): loaded.formUnion(indices.map { pager.ids[$0] })
            case .select(let index, let id) where pager.ids[index] != id:
                problems.append("selection \(index) reported as \(id)")
            default: break
            }
        }
        if loaded != Set(pager.loadedIDs) { problems.append("loads do not add up") }
        require(problems, context())
        screens.append(PagerScreen(pager, released: before.subtracting(pager.loadedIDs)))
    }
    // Read after the pager's events, so inputs recorded before replay the pager unchanged.
    fuzzPageAppearance(&input, screens: screens)
}

/// The pages on screen after one pager event, as the UIKit pager reports them to its
/// appearance machine: the loaded pages the header's position touches, whether the pages
/// rest, and the pages released by the event.
struct PagerScreen {
    var visible: [Int]
    var isResting: Bool
    var released: [Int]

    init(_ pager: PagerMachine<Int>, released: Set<Int>) {
        let pages = Set([pager.position.rounded(.down), pager.position.rounded(.up)].map(Int.init))
        visible = pager.loadedIndices.filter { pages.contains($0) }.map { pager.ids[$0] }
        isResting = pager.phase == .idle && pager.position == pager.position.rounded()
        self.released = released.sorted()
    }
}

/// Random container appearance calls (in any order, as a hostile host might send them)
/// between the pager's screens, into a `PageAppearanceMachine`, checked against a model of
/// each page's transitions built from the effects alone: a transition ends only after it
/// began; a page begins to appear only while the container appears or is shown, and finishes
/// appearing only once the container has appeared and the pages rest; the machine's phase of
/// every page is the model's; a released page, and every page once the container has
/// disappeared, is in no transition; a resting screen of a shown container shows exactly its
/// visible pages as appeared.
func fuzzPageAppearance(_ input: inout FuzzInput, screens: [PagerScreen]) {
    typealias Machine = PageAppearanceMachine<Int>
    var appearance = Machine()
    var model: [Int: Machine.Phase] = [:]
    var known = Set<Int>()
    var screens = screens[...]
    for step in 0..<(screens.count + input.small(16)) {
        var events: [Machine.Event] = []
        switch input.small(6) {
        case 0: events = [.containerBeganAppearing(animated: input.bool())]
        case 1: events = [.containerAppeared]
        case 2: events = [.containerBeganDisappearing(animated: input.bool())]
        case 3: events = [.containerDisappeared]
        default:
            guard let screen = screens.popFirst() else { continue }
            events = screen.released.map { .pageRemoved($0) }
            events.append(.pagesChanged(visible: screen.visible, isResting: screen.isResting))
        }
        for event in events {
            var problems: [String] = []
            for effect in appearance.handle(event) {
                switch effect {
                case .beginAppearance(let id, let isAppearing, _):
                    known.insert(id)
                    if isAppearing,
                        appearance.container != .appearing, appearance.container != .appeared
                    {
                        problems.append("\(id) appears in a container \(appearance.container)")
                    }
                    model[id] = isAppearing ? .appearing : .disappearing
                case .endAppearance(let id):
                    switch model[id] {
                    case .appearing:
                        if appearance.container != .appeared || !appearance.isResting {
                            problems.append("\(id) appeared in \(appearance.container)")
                        }
                        model[id] = .appeared
                    case .disappearing: model[id] = nil
                    default: problems.append("\(id) ended a transition it never began")
                    }
                }
            }
            for id in known where appearance.phase(of: id) != model[id] ?? .disappeared {
                problems.append(
                    "\(id) is \(appearance.phase(of: id)), its effects say \(model[id] ?? .disappeared)"
                )
            }
            switch event {
            case .pageRemoved(let id) where model[id] != nil:
                problems.append("released \(id) is still \(model[id]!)")
            case .containerDisappeared where !model.isEmpty:
                problems.append("pages left in the disappeared container: \(model)")
            case .pagesChanged(let visible, true) where appearance.container == .appeared:
                let shown = model.filter { $0.value == .appeared }.keys
                if Set(shown) != Set(visible) || model.count != shown.count {
                    problems.append("a shown container resting on \(visible) shows \(model)")
                }
            default: break
            }
            require(problems, "page appearance step \(step) \(event): \(appearance)")
        }
    }
}

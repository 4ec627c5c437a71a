/// Random event streams into a pager: after every event its promises hold
/// (`PagerMachine.invariantViolations()`: finite position in range, a valid selection, the
/// selected and shown pages loaded, the header's own promises and the header following the
/// committed page), its effects keep theirs (`invariantViolations(of:for:from:shouldSelect:)`:
/// the header's selections become the pager's, one haptic per page a header input commits,
/// the veto obeyed), every offset it asks for is finite, the position it reports is the one
/// it holds, and its loads and unloads turn the old loaded pages into the new ones. What the
/// pages on screen were after each event then goes, with the container's own appearance
/// calls read from the bytes left over, into a `PageAppearanceMachine`
/// (`fuzzPageAppearance`), as the UIKit pager feeds it.
///
/// Header events (every input a control has, and its host's changes, from `fuzzHeaderEvent`)
/// come from event bytes 252–255, which the twelve pager events (`byte % 12`) shared before:
/// an input recorded earlier replays unchanged unless one of its event bytes is 252 or more.
func fuzzPager(_ input: inout FuzzInput) {
    var ids = Array(0..<input.small(12))
    var nextID = ids.count
    var pager = PagerMachine<Int>(
        ids: ids, selectedIndex: input.int(normal: 12), pageWidth: input.double(),
        layoutDirection: input.bool() ? .rightToLeft : .leftToRight,
        preloadDistance: input.int(normal: 4))
    var screens: [PagerScreen] = []
    var header: PagerHeaderHost?
    for _ in 0..<(1 + input.small(48)) {
        let event: PagerMachine<Int>.Event
        let kind = input.byte()
        if kind >= 252 {
            // Read only here, so inputs without header events read what they always read.
            if header == nil { header = PagerHeaderHost(&input, pages: ids.count) }
            event = header!.event(&input, pages: ids.count)
        } else {
            event = pagerEvent(Int(kind) % 12, &input, ids: &ids, nextID: &nextID)
        }
        let before = pager
        let beforeLoaded = Set(pager.loadedIDs)
        let vetoed = header?.vetoed ?? -1
        let effects = pager.handle(event) { $0 != vetoed }
        func context() -> String { "pager after \(event): \(pager)" }
        require(pager.invariantViolations(), context())
        require(
            pager.invariantViolations(of: effects, for: event, from: before) { $0 != vetoed },
            "effects \(effects) of " + context())
        var loaded = beforeLoaded
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
        screens.append(PagerScreen(pager, released: beforeLoaded.subtracting(pager.loadedIDs)))
    }
    // Read after the pager's events, so inputs recorded before replay the pager unchanged.
    fuzzPageAppearance(&input, screens: screens)
}

/// One of the pager's own events, chosen by `kind` in `0..<12`, as the fuzzer has always
/// read them.
func pagerEvent(
    _ kind: Int, _ input: inout FuzzInput, ids: inout [Int], nextID: inout Int
) -> PagerMachine<Int>.Event {
    let event: PagerMachine<Int>.Event
    switch kind {
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
    return event
}

/// The header's host, as a hostile one holds it: titles laid out as the pages are (or, now
/// and then, as many as it likes), a disabled set, enabled or not, momentary or not (which a
/// pager ignores), a selection of its own (which a pager never reads), a clock and a veto.
struct PagerHeaderHost {
    var bar: HostileBar
    var context: ControlMachine<Int>.Context
    var clock = HostileClock()
    let vetoed: Int

    init(_ input: inout FuzzInput, pages: Int) {
        bar = HostileBar(&input)
        context = ControlMachine<Int>.Context(
            arrangement: bar.arrangement, selection: bar.selection,
            isEnabled: input.small(8) != 0, isMomentary: input.small(4) == 0,
            yieldsVerticalDrags: input.bool())
        vetoed = input.small(4) == 0 ? input.int(normal: max(1, pages)) : -1
    }

    /// One header event: every input a control has, and its host's changes.
    mutating func event(_ input: inout FuzzInput, pages: Int) -> PagerMachine<Int>.Event {
        let time = clock.next(&input)
        let index = input.small(8) == 0 ? input.int(normal: 300) : bar.index(&input)
        func point(_ input: inout FuzzInput) -> Point {
            Point(x: input.double(), y: input.double())
        }
        let headerEvent: ControlMachine<Int>.Event
        switch input.small(20) {
        case 0, 1: headerEvent = .pointer(.began(point(&input), time: time))
        case 2: headerEvent = .pointer(.moved(point(&input), time: time))
        case 3, 4: headerEvent = .pointer(.ended(point(&input), time: time))
        case 5: headerEvent = .pointer(.cancelled(time: time))
        case 6: headerEvent = .accessibilityActivated(index: index)
        case 7: headerEvent = .accessibilityAdjusted(input.bool() ? .increment : .decrement)
        case 8:
            headerEvent =
                input.bool()
                ? .accessibilityFocused(index: index) : .accessibilityUnfocused(index: index)
        case 9:
            let keys: [NavigationKey] = [.left, .right, .next, .previous, .first, .last]
            headerEvent = .navigationKey(keys[input.small(keys.count)], wrapping: input.bool())
        case 10: headerEvent = .activationKey
        case 11: headerEvent = .focusMoved(to: input.small(6) == 0 ? nil : index)
        case 12: headerEvent = [.clickBegan, .clickEnded, .clickCancelled][input.small(3)]
        case 13:
            headerEvent =
                input.bool() ? .largeContentViewerLifted(index: index) : .tapped(index: index)
        case 14:
            let count = input.small(4) == 0 ? input.small(12) : bar.count
            headerEvent = .segmentsChanged(
                (0..<count).map { .init(id: input.bool() ? $0 : input.small(6), label: "P\($0)") })
        case 15: headerEvent = .lensChanged(input.small(3) == 0 ? nil : makeLensParameters(&input))
        case 16:
            context.isEnabled.toggle()
            headerEvent = .enabledChanged
        case 17: headerEvent = .reduceMotionChanged(input.bool())
        default:
            // New titles: usually as many as the pages, with a new disabled set.
            bar.rearrange(&input)
            if input.small(4) != 0 {
                let layout = bar.layout
                bar.arrangement = layout.arrange(
                    contentSizes: Array(repeating: Size(width: 40, height: 20), count: pages),
                    in: Size(width: 80 * Double(pages), height: 44))
                bar.selection = SelectionModel(
                    count: pages, selectedIndex: nil,
                    disabledIndices: input.small(4) == 0 ? [bar.index(&input)] : [])
            }
            context.arrangement = bar.arrangement
            context.selection = bar.selection
            if input.small(8) == 0 { context.isMomentary.toggle() }
            headerEvent = .arrangementChanged
        }
        return .header(headerEvent, in: context, at: input.small(8) == 0 ? nil : time)
    }
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

/// Random event streams into a pager: after every event its promises hold
/// (`PagerMachine.invariantViolations()`: finite position in range, a valid selection, the
/// selected and shown pages loaded), every offset it asks for is finite, the position it
/// reports is the one it holds, and its loads and unloads turn the old loaded pages into the
/// new ones.
func fuzzPager(_ input: inout FuzzInput) {
    var ids = Array(0..<input.small(12))
    var nextID = ids.count
    var pager = PagerMachine<Int>(
        ids: ids, selectedIndex: input.int(normal: 12), pageWidth: input.double(),
        layoutDirection: input.bool() ? .rightToLeft : .leftToRight,
        preloadDistance: input.int(normal: 4))
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
    }
}

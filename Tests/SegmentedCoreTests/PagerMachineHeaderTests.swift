import SegmentedCore
import SegmentedTestSupport
import Testing

/// Timelines of a pager whose header's inputs go through the pager: four pages, 400 pt each,
/// under a header of four 100-pt titles. The header's control machine decides what each input
/// asks for, in a context whose selection is the committed page; the pager's tap rule decides
/// what that does to the pages. One selection: the pager's.
@Suite("Pager header")
struct PagerMachineHeaderTests {
    typealias Pager = PagerMachine<String>
    typealias Header = ControlMachine<String>

    static let ids = ["A", "B", "C", "D"]
    static let bar = SegmentedLayout(distribution: .fillEqually(), indicator: .underline())
        .arrange(
            contentSizes: Array(repeating: Size(width: 40, height: 20), count: 4),
            in: Size(width: 400, height: 44))

    /// What the header's host holds: the titles' layout, its own idea of the selection
    /// (deliberately stale, title 3: the pager never reads it) and the disabled titles.
    static func host(
        disabled: Set<Int> = [], isEnabled: Bool = true, isMomentary: Bool = false
    ) -> Header.Context {
        Header.Context(
            arrangement: bar,
            selection: SelectionModel(count: 4, selectedIndex: 3, disabledIndices: disabled),
            isEnabled: isEnabled, isMomentary: isMomentary)
    }

    /// A pager after its first layout, resting on `selected`, whose header has heard its host
    /// once (its layout).
    static func makePager(selected: Int = 0, host: Header.Context = host()) -> Pager {
        var pager = Pager(
            ids: ids, selectedIndex: selected,
            header: Header(
                segments: ids.map { .init(id: $0, label: $0) }, templates: .english,
                container: .tabBar))
        pager.handle(.pageWidthChanged(400))
        pager.handle(.header(.arrangementChanged, in: host, at: 0))
        return pager
    }

    /// VoiceOver's element update that re-reads these elements, in place.
    static func elements(_ updated: [Int]) -> Pager.Effect {
        var changes = AccessibilityMachineChanges(from: ids, to: ids)
        changes.updated = updated
        return .header(.updateElements(changes))
    }

    /// Handles an event, checking the pager's promises and its effects' promises.
    static func run(
        _ pager: inout Pager, _ event: Pager.Event,
        shouldSelect: (Int) -> Bool = { _ in true }
    ) -> [Pager.Effect] {
        let before = pager
        let effects = pager.handle(event, shouldSelect: shouldSelect)
        #expect(pager.invariantViolations() == [], "after \(event)")
        #expect(
            pager.invariantViolations(
                of: effects, for: event, from: before, shouldSelect: shouldSelect) == [],
            "effects of \(event): \(effects)")
        return effects
    }

    /// The centre of a title, for a finger.
    static func centre(of index: Int) -> Point {
        let frame = bar.segmentFrames[index]
        return Point(x: frame.midX, y: frame.midY)
    }

    @Test("the first header event shows the committed page, not the host's selection")
    func firstEventFollowsThePage() {
        var pager = Pager(
            ids: Self.ids, selectedIndex: 1,
            header: Header(segments: Self.ids.map { .init(id: $0, label: $0) }))
        pager.handle(.pageWidthChanged(400))
        _ = Self.run(&pager, .header(.arrangementChanged, in: Self.host(), at: 0))
        #expect(pager.header.accessibility.selection.selectedIndex == 1)
        #expect(pager.header.accessibility.elements[1].traits.contains(.selected))
        #expect(!pager.header.accessibility.elements[3].traits.contains(.selected))
    }

    @Test(
        "VoiceOver's activate, Return and a finger on the selected title at rest reach didReselect"
    )
    func reselectByEveryInput() {
        var pager = Self.makePager(selected: 2)
        #expect(
            Self.run(&pager, .header(.accessibilityActivated(index: 2), in: Self.host(), at: 1))
                == [.reselect(index: 2)])
        #expect(
            Self.run(&pager, .header(.activationKey, in: Self.host(), at: 2))
                == [.reselect(index: 2)])
        #expect(
            Self.run(&pager, .header(.largeContentViewerLifted(index: 2), in: Self.host(), at: 3))
                == [.reselect(index: 2)])
        let centre = Self.centre(of: 2)
        #expect(
            Self.run(&pager, .header(.pointer(.began(centre, time: 4)), in: Self.host()))
                == [.header(.highlight(index: 2))])
        #expect(
            Self.run(&pager, .header(.pointer(.ended(centre, time: 4.1)), in: Self.host()))
                == [.header(.highlight(index: nil)), .reselect(index: 2)])
        #expect(pager.selectedIndex == 2 && pager.position == 2 && pager.phase == .idle)
    }

    @Test("the selected title asked for again mid-swipe takes the pages back to it")
    func reselectMidSwipe() {
        var pager = Self.makePager()
        _ = Self.run(&pager, .dragBegan)
        _ = Self.run(&pager, .scrolled(offset: 120))
        #expect(
            Self.run(&pager, .header(.accessibilityActivated(index: 0), in: Self.host(), at: 1))
                == [.scroll(toOffset: 0, animated: true)])
        #expect(pager.selectedIndex == 0 && pager.phase == .animating(to: 0))
    }

    @Test(
        "a key selects a title: the page commits and scrolls there, one haptic, VoiceOver follows")
    func keySelects() {
        var pager = Self.makePager()
        #expect(
            Self.run(&pager, .header(.navigationKey(.right), in: Self.host(), at: 1)) == [
                .select(index: 1, id: "B"), .scroll(toOffset: 400, animated: true),
                .header(.playSelectionHaptic), Self.elements([0, 1]), .load([2]),
            ])
        #expect(pager.selectedIndex == 1 && pager.phase == .animating(to: 1))
        #expect(pager.header.accessibility.selection.selectedIndex == 1)
        // Return on it while the pages travel there changes nothing.
        #expect(Self.run(&pager, .header(.activationKey, in: Self.host(), at: 2)) == [])
    }

    @Test("the veto refuses a title for every input, and the pages stay")
    func vetoLeavesThePage() {
        var pager = Self.makePager()
        let refuseB: (Int) -> Bool = { $0 != 1 }
        let centre = Self.centre(of: 1)
        let inputs: [Header.Event] = [
            .accessibilityActivated(index: 1), .navigationKey(.right),
            .largeContentViewerLifted(index: 1), .tapped(index: 1),
            .accessibilityAdjusted(.increment), .focusMoved(to: 1),
        ]
        for input in inputs {
            let effects = Self.run(
                &pager, .header(input, in: Self.host(), at: 1), shouldSelect: refuseB)
            #expect(
                !effects.contains { if case .select = $0 { true } else { false } },
                "\(input): \(effects)")
            #expect(!effects.contains(.header(.playSelectionHaptic)), "\(input)")
            #expect(!effects.contains { if case .scroll = $0 { true } else { false } })
        }
        #expect(
            Self.run(&pager, .header(.pointer(.began(centre, time: 2)), in: Self.host()))
                == [.header(.highlight(index: 1))])
        #expect(
            Self.run(
                &pager, .header(.pointer(.ended(centre, time: 2.1)), in: Self.host()),
                shouldSelect: refuseB) == [
                    .header(.highlight(index: nil)), .header(.restoreIndicator),
                ])
        #expect(pager.selectedIndex == 0 && pager.position == 0 && pager.phase == .idle)
        #expect(pager.header.accessibility.selection.selectedIndex == 0)
        // Allowed, the same activate selects.
        #expect(
            Self.run(&pager, .header(.accessibilityActivated(index: 1), in: Self.host(), at: 3))
                .first == .select(index: 1, id: "B"))
    }

    @Test("a disabled title, or a disabled header, takes no input")
    func disabledTitles() {
        var pager = Self.makePager()
        #expect(
            Self.run(
                &pager, .header(.accessibilityActivated(index: 2), in: Self.host(disabled: [2]))
            ).filter { if case .header(.updateElements) = $0 { false } else { true } } == [])
        #expect(
            Self.run(
                &pager, .header(.navigationKey(.right), in: Self.host(isEnabled: false), at: 1)
            ).filter { if case .header(.updateElements) = $0 { false } else { true } } == [])
        #expect(pager.selectedIndex == 0)
    }

    @Test(
        "a swipe's commit moves the header's selection: the next reselect is the new page's, and the old title selects"
    )
    func swipeMovesTheHeader() {
        var pager = Self.makePager()
        for event in [
            Pager.Event.dragBegan, .scrolled(offset: 300),
            .dragEnded(velocity: 500, proposedOffset: 400), .scrolled(offset: 400),
        ] {
            _ = Self.run(&pager, event)
        }
        #expect(pager.header.accessibility.selection.selectedIndex == 0, "not committed yet")
        #expect(
            Self.run(&pager, .settled) == [.select(index: 1, id: "B"), Self.elements([0, 1])])
        #expect(pager.header.accessibility.selection.selectedIndex == 1)
        #expect(pager.header.accessibility.elements[1].traits.contains(.selected))
        // One selection: Return asks for page 1 again, and title 0 is a new selection.
        #expect(
            Self.run(&pager, .header(.activationKey, in: Self.host(), at: 1))
                == [.reselect(index: 1)])
        #expect(
            Self.run(&pager, .header(.accessibilityActivated(index: 0), in: Self.host(), at: 2))
                .prefix(2) == [.select(index: 0, id: "A"), .scroll(toOffset: 0, animated: true)])
    }

    @Test("the app's selection and an assistive scroll move the header too, with no haptic")
    func otherCommitsMoveTheHeader() {
        var pager = Self.makePager()
        #expect(
            Self.run(&pager, .selectionRequested(index: 2, animated: false)) == [
                .moveIndicator(to: 2), .scroll(toOffset: 800, animated: false),
                Self.elements([0, 2]), .unload(["A"]), .load([2, 3]),
            ])
        #expect(pager.header.accessibility.selection.selectedIndex == 2)
        #expect(
            Self.run(&pager, .accessibilityScrolled(.next)) == [
                .select(index: 3, id: "D"), .moveIndicator(to: 3),
                .scroll(toOffset: 1200, animated: false), Self.elements([2, 3]), .unload(["B"]),
            ])
        #expect(pager.header.accessibility.selection.selectedIndex == 3)
    }

    @Test(
        "momentary means nothing to a pager: a title asked for is selected and stays, and asked again it reselects"
    )
    func momentaryIsIgnored() {
        var pager = Self.makePager()
        let momentary = Self.host(isMomentary: true)
        let effects = Self.run(
            &pager, .header(.accessibilityActivated(index: 1), in: momentary, at: 1))
        #expect(!effects.contains(.header(.clearSelection)))
        #expect(
            effects.prefix(2) == [
                .select(index: 1, id: "B"), .scroll(toOffset: 400, animated: true),
            ])
        _ = Self.run(&pager, .scrolled(offset: 400))
        _ = Self.run(&pager, .settled)
        #expect(pager.selectedIndex == 1)
        #expect(pager.header.accessibility.selection.selectedIndex == 1)
        #expect(
            Self.run(&pager, .header(.accessibilityActivated(index: 1), in: momentary, at: 2))
                == [.reselect(index: 1)])
    }

    @Test(
        "a title beyond the pages selects nothing and plays no haptic; the header stays on the page"
    )
    func titleBeyondThePages() {
        var pager = Self.makePager()
        let five = SegmentedLayout(distribution: .fillEqually(), indicator: .underline())
            .arrange(
                contentSizes: Array(repeating: Size(width: 40, height: 20), count: 5),
                in: Size(width: 500, height: 44))
        let host = Header.Context(arrangement: five, selection: SelectionModel(count: 5))
        let effects = Self.run(&pager, .header(.accessibilityActivated(index: 4), in: host, at: 1))
        #expect(!effects.contains { if case .select = $0 { true } else { false } })
        #expect(!effects.contains(.header(.playSelectionHaptic)))
        #expect(pager.selectedIndex == 0)
    }

    @Test("a host that describes itself whole hands the header what it holds, once")
    func followHeader() {
        var pager = Pager(ids: Self.ids, selectedIndex: 1)
        pager.handle(.pageWidthChanged(400))
        let host = Header.Host(
            segments: Self.ids.map { .init(id: $0, label: $0) }, placesIndicator: true)
        let effects = pager.followHeader(host, in: Self.host(), at: 0)
        #expect(effects?.isEmpty == false)
        #expect(effects?.allSatisfy { if case .header = $0 { true } else { false } } == true)
        #expect(pager.header.accessibility.selection.selectedIndex == 1)
        #expect(pager.followHeader(host, in: Self.host(), at: 0) == nil)
        #expect(pager.invariantViolations() == [])
        // A swipe's commit then reaches the header without another header event.
        _ = Self.run(&pager, .accessibilityScrolled(.previous))
        #expect(pager.header.accessibility.selection.selectedIndex == 0)
    }

    @Test("new pages wait for the header's new titles, then the header shows the committed page")
    func itemsWaitForTheHeader() {
        var pager = Self.makePager(selected: 2)
        _ = Self.run(&pager, .itemsChanged(["C", "D"]))
        #expect(pager.selectedIndex == 0)
        // The header still has four titles: it follows when its host reports two.
        #expect(pager.header.accessibility.selection.selectedIndex == 2)
        let two = SegmentedLayout(distribution: .fillEqually(), indicator: .underline())
            .arrange(
                contentSizes: Array(repeating: Size(width: 40, height: 20), count: 2),
                in: Size(width: 200, height: 44))
        let host = Header.Context(arrangement: two, selection: SelectionModel(count: 2))
        _ = Self.run(
            &pager,
            .header(
                .segmentsChanged([.init(id: "C", label: "C"), .init(id: "D", label: "D")]),
                in: host, at: 1))
        #expect(pager.header.accessibility.selection.selectedIndex == 0)
        #expect(pager.header.accessibility.elements[0].traits.contains(.selected))
    }

    @Test(
        "random streams of header inputs and page events keep the pager's and the header's promises"
    )
    func randomStreams() {
        var random = SeededRandom(seed: 33)
        func bar(_ count: Int) -> Arrangement {
            SegmentedLayout(distribution: .fillEqually(), indicator: .underline())
                .arrange(
                    contentSizes: Array(repeating: Size(width: 40, height: 20), count: count),
                    in: Size(width: 100 * Double(count), height: 44))
        }
        for _ in 0..<150 {
            var ids = Array(0..<Int.random(in: 0...5, using: &random))
            var nextID = ids.count
            var pager = PagerMachine<Int>(
                ids: ids, selectedIndex: Int.random(in: -1...5, using: &random),
                header: ControlMachine(lens: Bool.random(using: &random) ? .liquidGlass : nil))
            pager.handle(.pageWidthChanged(400))
            var host = ControlMachine<Int>.Context(
                arrangement: bar(ids.count), selection: SelectionModel(count: ids.count),
                isMomentary: Bool.random(using: &random))
            let vetoed = Int.random(in: -1...5, using: &random)
            var time = 0.0
            for _ in 0..<40 {
                time += 0.05
                let index = Int.random(in: -1...5, using: &random)
                let point: Point = {
                    guard host.arrangement.count > 0 else { return Point(x: 10, y: 10) }
                    let frame = host.arrangement.segmentFrames[
                        Int.random(in: 0..<host.arrangement.count, using: &random)]
                    return Point(x: frame.midX, y: frame.midY)
                }()
                let headerEvent: ControlMachine<Int>.Event?
                switch Int.random(in: 0...15, using: &random) {
                case 0: headerEvent = .pointer(.began(point, time: time))
                case 1: headerEvent = .pointer(.ended(point, time: time))
                case 2: headerEvent = .accessibilityActivated(index: index)
                case 3:
                    headerEvent = .navigationKey(
                        [.left, .right, .first, .last].randomElement(using: &random)!)
                case 4: headerEvent = .activationKey
                case 5: headerEvent = .largeContentViewerLifted(index: index)
                case 6:
                    headerEvent = [.focusMoved(to: index), .clickBegan, .clickEnded].randomElement(
                        using: &random)!
                case 7:
                    // The host's titles follow the pages, with a disabled title now and then.
                    let disabled: Set<Int> = Bool.random(using: &random) ? [] : [index]
                    host.arrangement = bar(ids.count)
                    host.selection = SelectionModel(
                        count: ids.count, selectedIndex: nil, disabledIndices: disabled)
                    headerEvent = .segmentsChanged(ids.map { .init(id: $0, label: "\($0)") })
                default: headerEvent = nil
                }
                let event: PagerMachine<Int>.Event
                if let headerEvent {
                    event = .header(headerEvent, in: host, at: time)
                } else {
                    switch Int.random(in: 0...6, using: &random) {
                    case 0:
                        event = .scrolled(offset: Double.random(in: -100...2100, using: &random))
                    case 1: event = .dragBegan
                    case 2:
                        event = .dragEnded(
                            velocity: Double.random(in: -2000...2000, using: &random),
                            proposedOffset: .nan)
                    case 3: event = .settled
                    case 4:
                        event = .selectionRequested(
                            index: index, animated: Bool.random(using: &random))
                    case 5: event = .accessibilityScrolled(.next)
                    default:
                        ids = ids.filter { _ in Int.random(in: 0...4, using: &random) > 0 }
                        if Bool.random(using: &random) {
                            ids.insert(nextID, at: Int.random(in: 0...ids.count, using: &random))
                            nextID += 1
                        }
                        event = .itemsChanged(ids)
                    }
                }
                let before = pager
                let effects = pager.handle(event) { $0 != vetoed }
                #expect(pager.invariantViolations() == [], "after \(event)")
                #expect(
                    pager.invariantViolations(of: effects, for: event, from: before) {
                        $0 != vetoed
                    } == [], "effects \(effects) of \(event)")
            }
        }
    }
}

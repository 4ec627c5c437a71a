import SegmentedCore
import Testing

/// A host that holds a control's machine under other segment names (a pager, by its items'
/// ids) while the control names segments by index: events and hosts are renamed on the way
/// in, effects and elements on the way out, and the machine decides exactly as one under the
/// control's own names would.
@Suite("Control machine relabelling")
struct ControlMachineRelabellingTests {
    static let names = ["posts", "likes", "media"]

    static func name(_ index: Int) -> String { names[index] }
    static func index(_ name: String) -> Int { names.firstIndex(of: name) ?? -1 }

    /// Every kind of event a control reports, in an order that exercises them: a press and a
    /// drag, VoiceOver, keys, focus and clicks, the Large Content Viewer, the host's changes.
    static func events(_ bar: Arrangement) -> [ControlMachine<Int>.Event] {
        let frames = bar.segmentFrames
        func centre(_ index: Int) -> Point { Point(x: frames[index].midX, y: frames[index].midY) }
        return [
            .arrangementChanged,
            .segmentsChanged([
                .init(id: 0, label: "Posts"), .init(id: 1, label: "Likes", badge: .count(3)),
                .init(id: 2, label: "Media"),
            ]),
            .pointer(.began(centre(0), time: 1)), .pointer(.moved(centre(1), time: 1.1)),
            .pointer(.ended(centre(2), time: 1.2)),
            .pointer(.began(centre(1), time: 2)),
            .pointer(.contentMoved(to: Point(x: 0, y: 9), time: 2.05)),
            .pointer(.cancelled(time: 2.1)),
            .accessibilityFocused(index: 1), .accessibilityActivated(index: 1),
            .accessibilityAdjusted(.increment), .accessibilityAdjusted(.decrement),
            .accessibilityUnfocused(index: 0),
            .navigationKey(.right),
            .navigationKey(.previous, wrapping: true, layoutDirection: .rightToLeft),
            .navigationKey(.number(3)), .activationKey,
            .focusMoved(to: 2), .clickBegan, .clickEnded, .focusMoved(to: 0), .clickBegan,
            .clickCancelled, .focusMoved(to: nil),
            .largeContentViewerLifted(index: 1), .tapped(index: 0), .tapped(index: 0),
            .selectionChanged, .indicatorPlaced, .enabledChanged,
            .templatesChanged(.english), .containerChanged(.tabBar), .adjustableChanged(false),
            .lensChanged(nil), .lensChanged(.liquidGlass), .reduceMotionChanged(true),
            .segmentsChanged([.init(id: 0, label: "Posts"), .init(id: 2, label: "Media")]),
        ]
    }

    @Test("every event and effect is renamed and back to itself")
    func roundTrips() {
        let bar = ControlMachineTests.bar
        for event in Self.events(bar) {
            let renamed = event.relabelled(Self.name)
            #expect(renamed.relabelled(Self.index) == event, "\(event)")
        }
        let effects: [ControlMachine<Int>.Effect] = [
            .highlight(index: 1), .highlight(index: nil), .moveIndicator(to: 1.5),
            .restoreIndicator, .select(index: 2), .playSelectionHaptic, .clearSelection,
            .reselect(index: 0), .updateElements(.init(from: [0, 1], to: [1, 0])),
            .moveAccessibilityFocus(index: 1, announcement: "Likes"), .reveal(index: 2),
            .updateContainer(.tabBar),
        ]
        for effect in effects {
            #expect(effect.relabelled(as: String.self).relabelled(as: Int.self) == effect)
        }
    }

    @Test("the segments an event reports carry the new names, labels and badges unchanged")
    func segmentsRenamed() {
        let event = ControlMachine<Int>.Event.segmentsChanged([
            .init(id: 1, label: "Likes", badge: .count(3))
        ])
        #expect(
            event.relabelled(Self.name)
                == .segmentsChanged([.init(id: "likes", label: "Likes", badge: .count(3))]))
        let host = ControlMachine<Int>.Host(
            segments: [.init(id: 0, label: "Posts")], isAdjustable: true, lens: .liquidGlass,
            reduceMotion: true, placesIndicator: true)
        #expect(
            host.relabelled(Self.name)
                == ControlMachine<String>.Host(
                    segments: [.init(id: "posts", label: "Posts")], isAdjustable: true,
                    lens: .liquidGlass, reduceMotion: true, placesIndicator: true))
    }

    @Test(
        "a machine fed renamed events decides as the control's own: effects, elements, lens, focus")
    func sameDecisions() {
        let bar = ControlMachineTests.bar
        var own = ControlMachine<Int>(lens: .liquidGlass, templates: .english)
        var held = ControlMachine<String>(lens: .liquidGlass, templates: .english)
        var selection = SelectionModel(count: 3, selectedIndex: 0, disabledIndices: [])
        var time = 0.0
        var all: [ControlMachine<Int>.Effect] = []
        for event in Self.events(bar) {
            time += 0.01
            let context = ControlMachine<Int>.Context(arrangement: bar, selection: selection)
            let mine = own.handle(event, in: context, at: time)
            let theirs = held.handle(event.relabelled(Self.name), in: context, at: time)
            #expect(theirs.map { $0.relabelled(as: Int.self) } == mine, "\(event)")
            #expect(
                held.accessibility.elements.map { $0.relabelled(Self.index) }
                    == own.accessibility.elements, "\(event)")
            #expect(held.lens == own.lens, "\(event)")
            #expect(held.interaction == own.interaction, "\(event)")
            #expect(held.accessibility.focusedIndex == own.accessibility.focusedIndex, "\(event)")
            all += mine
            for effect in mine {
                if case .select(let index) = effect { selection.select(index) }
                if case .clearSelection = effect { selection.select(nil) }
            }
        }
        // The events made the machine decide: selections by several inputs, a reselect, a
        // haptic, VoiceOver's focus moved.
        let selected = Set(all.compactMap { if case .select(let i) = $0 { i } else { nil } })
        #expect(selected == [0, 1, 2], "\(all)")
        #expect(all.contains(.reselect(index: 0)))
        #expect(all.contains(.playSelectionHaptic))
        #expect(all.contains { if case .moveAccessibilityFocus = $0 { true } else { false } })
    }
}

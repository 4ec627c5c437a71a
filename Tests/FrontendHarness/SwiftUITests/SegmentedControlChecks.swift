// The control's body (SegmentedControl.swift): the segments it builds, what VoiceOver is
// told about them, and how taps, key presses and adjustable actions reach the binding.

import SegmentedCore
import SwiftUI

@testable import SegmentedSwiftUI

private struct Tab: Identifiable {
    let id: String
    let title: String
}

private let tabs = [
    Tab(id: "home", title: "Home"), Tab(id: "feed", title: "Feed"),
    Tab(id: "saved", title: "Saved"), Tab(id: "me", title: "Me"),
]

/// Plain values with no `Identifiable` conformance, selected directly.
private enum Period: String, CaseIterable {
    case day, week, month
}

@MainActor
func controlChecks() {
    check("the control builds one segment per title, in order, labelled with the title") {
        let store = Store(0)
        let root = Renderer().render(
            SegmentedControl(["Day", "Week", "Month"], selection: store.binding))
        let segments = root.segments
        expectEqual(segments.count, 3)
        expectEqual(segments.map(\.titles), [["Day"], ["Week"], ["Month"]])
        expectEqual(segments.map(\.accessibilityLabel), ["Day", "Week", "Month"])
        expectEqual(root.hitRegions.count, 3)
    }

    check(
        "accessibility: each segment's value is its place, '2 of 5'; only the selection is selected"
    ) {
        let store = Store(1)
        let root = Renderer().render(
            SegmentedControl(["A", "B", "C", "D", "E"], selection: store.binding))
        let segments = root.segments
        expectEqual(
            segments.map(\.accessibilityValue), ["1 of 5", "2 of 5", "3 of 5", "4 of 5", "5 of 5"])
        expectEqual(
            segments.map { $0.accessibilityTraits.contains(.isSelected) },
            [false, true, false, false, false])
        // Each segment is a button: activating it is a tap.
        expect(
            segments.allSatisfy { node in
                node.all.contains { if case .button = $0.kind { true } else { false } }
            })
    }

    check("accessibility: the control contains its segments; decoration is hidden") {
        let store = Store(0)
        let root = Renderer().render(SegmentedControl(["A", "B"], selection: store.binding))
        expect(
            root.accessibility.contains {
                if case .element(let children) = $0 { children == .contain } else { false }
            }, "accessibilityElement(children: .contain)")
        for role in [SegmentedBarRole.background, .divider, .indicator, .hitRegion(0)] {
            expect(root.role(role)?.isAccessibilityHidden == true, "\(role) hidden")
        }
        expect(root.segments.allSatisfy { !$0.isAccessibilityHidden }, "segments visible")
    }

    check("items: the content builds each segment; its label is not replaced") {
        let store = Store("feed")
        let root = Renderer().render(
            SegmentedControl(selection: store.binding, items: tabs) { Text($0.title) })
        let segments = root.segments
        expectEqual(segments.map(\.titles), [["Home"], ["Feed"], ["Saved"], ["Me"]])
        expectEqual(segments.map(\.accessibilityLabel), [nil, nil, nil, nil])
        expectEqual(segments[1].accessibilityValue, "2 of 4")
        expect(segments[1].accessibilityTraits.contains(.isSelected))
    }

    check("a selection that is not among the items selects nothing and hides the indicator") {
        let store = Store("gone")
        let root = Renderer().render(
            SegmentedControl(selection: store.binding, items: tabs) { Text($0.title) })
        expect(root.segments.allSatisfy { !$0.accessibilityTraits.contains(.isSelected) })
        expectEqual(root.role(.indicator)?.opacities.first, 0)
        expectEqual(store.writes, [])
    }

    check("a disabled selection shows the nearest enabled segment selected, without a write") {
        let store = Store(1)
        let root = Renderer().render(
            SegmentedControl(["A", "B", "C"], selection: store.binding, disabled: [1]))
        let selected = root.segments.map { $0.accessibilityTraits.contains(.isSelected) }
        // The core's rule: the nearest enabled segment, the later one on a tie.
        expectEqual(selected, [false, false, true])
        expectEqual(root.role(.indicator)?.opacities.first, 1)
        expectEqual(store.writes, [])
    }

    check("values: a CaseIterable enum gets a segment per case and a tap writes the case") {
        let store = Store(Period.day)
        let renderer = Renderer()
        let control = SegmentedControl(selection: store.binding) { Text($0.rawValue) }
        let root = renderer.render(control)
        expectEqual(root.segments.map(\.titles), [["day"], ["week"], ["month"]])
        expect(root.segments[0].accessibilityTraits.contains(.isSelected))
        let label = root.segments[2].frame
        renderer.tap(control, at: CGPoint(x: label.midX, y: label.midY))
        expectEqual(store.writes, [.month])
        let after = renderer.render(control)
        expectEqual(after.segments[2].accessibilityValue, "3 of 3")
        expect(after.segments[2].accessibilityTraits.contains(.isSelected))
    }

    check("values: the given values in order; disabled values are skipped by VoiceOver adjust") {
        let store = Store("kg")
        let renderer = Renderer()
        let control = SegmentedControl(
            selection: store.binding, values: ["kg", "lb", "st"], disabled: ["lb"]
        ) { Text($0) }
        .segmentedControlNavigation(.adjustable)
        let root = renderer.render(control)
        expectEqual(root.segments.map(\.titles), [["kg"], ["lb"], ["st"]])
        root.segments[0].adjust(.increment)
        expectEqual(store.writes, ["st"])
    }

    check("values: a selection not among the values selects no segment and is not written") {
        let store = Store("oz")
        let root = Renderer().render(
            SegmentedControl(selection: store.binding, values: ["kg", "lb"]) { Text($0) })
        expect(root.segments.allSatisfy { !$0.accessibilityTraits.contains(.isSelected) })
        expectEqual(root.role(.indicator)?.opacities.first, 0)
        expectEqual(store.writes, [])
    }

    check("values: a value that repeats is one segment, at its first place") {
        let store = Store(Period.week)
        let root = Renderer().render(
            SegmentedControl(selection: store.binding, values: [.day, .week, .day, .month]) {
                Text($0.rawValue)
            })
        expectEqual(root.segments.map(\.titles), [["day"], ["week"], ["month"]])
        expectEqual(root.segments[1].accessibilityValue, "2 of 3")
        expect(root.segments[1].accessibilityTraits.contains(.isSelected))
    }

    check("titles with values: each title selects its value and is its VoiceOver label") {
        let store = Store(1.0)
        let renderer = Renderer()
        let control = SegmentedControl(
            ["Half", "Normal", "Double"], selection: store.binding, values: [0.5, 1, 2])
        let root = renderer.render(control)
        expectEqual(root.segments.map(\.accessibilityLabel), ["Half", "Normal", "Double"])
        expect(root.segments[1].accessibilityTraits.contains(.isSelected))
        expect(root.segments[2].activate())
        expectEqual(store.writes, [2])
        let label = renderer.render(control).segments[0].frame
        renderer.tap(control, at: CGPoint(x: label.midX, y: label.midY))
        expectEqual(store.writes, [2, 0.5])
    }

    check(
        "titles with values: unpaired entries are left out; a repeated value keeps its first title"
    ) {
        let store = Store(3)
        let root = Renderer().render(
            SegmentedControl(
                ["One", "Two", "Uno", "Three", "Four"], selection: store.binding,
                values: [1, 2, 1, 3]))
        expectEqual(root.segments.map(\.titles), [["One"], ["Two"], ["Three"]])
        expectEqual(root.segments.map(\.accessibilityLabel), ["One", "Two", "Three"])
        expect(root.segments[2].accessibilityTraits.contains(.isSelected))
        let shorter = Renderer().render(
            SegmentedControl(["One", "Two"], selection: store.binding, values: [1, 2, 3]))
        expectEqual(shorter.segments.map(\.titles), [["One"], ["Two"]])
    }

    check("values: the reselect action is handed the value") {
        let store = Store(Period.week)
        var reselected: [Period] = []
        let renderer = Renderer()
        let control = SegmentedControl(selection: store.binding) { Text($0.rawValue) }
            .onSegmentReselect { (value: Period) in reselected.append(value) }
        let label = renderer.render(control).segments[1].frame
        renderer.tap(control, at: CGPoint(x: label.midX, y: label.midY))
        expectEqual(reselected, [.week])
        expectEqual(store.writes, [])
    }
}

@MainActor
func interactionChecks() {
    check("tapping a segment writes its id to the binding") {
        let store = Store("home")
        let renderer = Renderer()
        let control = SegmentedControl(selection: store.binding, items: tabs) { Text($0.title) }
        let first = renderer.render(control)
        let label = first.segments[2].frame
        renderer.tap(control, at: CGPoint(x: label.midX, y: label.midY))
        expectEqual(store.writes, ["saved"])
        // The re-rendered control shows the new selection.
        let root = renderer.render(control)
        expect(root.segments[2].accessibilityTraits.contains(.isSelected))
        expectEqual(root.segments[2].accessibilityValue, "3 of 4")
    }

    check("tapping the gap beside a label selects that segment") {
        let store = Store(0)
        let renderer = Renderer()
        let control = SegmentedControl(["A", "B", "C"], selection: store.binding)
        let root = renderer.render(control)
        // Material underline: even gaps, so label 1 sits well inside its hit region; a
        // point 1 pt inside the region's leading edge is in the gap, not on the label.
        let region = root.hitRegions[1].frame
        let point = CGPoint(x: region.minX + 1, y: region.midY)
        expect(!root.segments[1].frame.contains(point), "the point is in the gap")
        renderer.tap(control, at: point)
        expectEqual(store.writes, [1])
    }

    check("VoiceOver activating a segment selects it") {
        let store = Store(0)
        let root = Renderer().render(SegmentedControl(["A", "B", "C"], selection: store.binding))
        expect(root.segments[2].activate())
        expectEqual(store.writes, [2])
    }

    check("a disabled segment ignores taps on its label and beside it, and activation") {
        let store = Store(0)
        let renderer = Renderer()
        let control = SegmentedControl(["A", "B", "C"], selection: store.binding, disabled: [2])
        let root = renderer.render(control)
        let label = root.segments[2].frame
        renderer.tap(control, at: CGPoint(x: label.midX, y: label.midY))
        let region = root.hitRegions[2].frame
        renderer.tap(control, at: CGPoint(x: region.maxX - 1, y: region.midY))
        expect(!root.segments[2].activate(), "the button is disabled")
        expectEqual(store.writes, [])
    }

    check("a disabled control ignores taps, activation and adjustment") {
        let store = Store(0)
        let renderer = Renderer()
        let control = SegmentedControl(["A", "B"], selection: store.binding).disabled(true)
            .segmentedControlNavigation(.adjustable)
        let root = renderer.render(control)
        let label = root.segments[1].frame
        renderer.tap(control, at: CGPoint(x: label.midX, y: label.midY))
        root.segments[1].activate()
        root.segments[0].adjust(.increment)
        expectEqual(store.writes, [])
    }

    check("VoiceOver adjust, when asked for: swipe up selects the next enabled segment") {
        let store = Store(0)
        let renderer = Renderer()
        let control = SegmentedControl(
            ["A", "B", "C", "D"], selection: store.binding, disabled: [1]
        )
        .segmentedControlNavigation(.adjustable)
        renderer.render(control).segments[0].adjust(.increment)
        expectEqual(store.writes, [2], "skips the disabled segment")
        renderer.render(control).segments[2].adjust(.decrement)
        expectEqual(store.writes, [2, 0])
        renderer.render(control).segments[0].adjust(.decrement)
        expectEqual(store.writes, [2, 0], "nothing before the first")
    }

    check("arrow keys, Home and End move the selection; unhandled keys propagate", minimumIOS: 17) {
        let store = Store(1)
        let renderer = Renderer()
        let control = SegmentedControl(["A", "B", "C", "D"], selection: store.binding)
        expectEqual(renderer.press(.rightArrow, in: renderer.render(control)), .ignored, "no focus")
        expectEqual(store.writes, [], "keys need keyboard focus")
        expect(renderer.focusKeyboard(in: renderer.render(control)), "the control is focusable")
        expectEqual(renderer.press(.rightArrow, in: renderer.render(control)), .handled)
        expectEqual(store.value, 2)
        expectEqual(renderer.press(.leftArrow, in: renderer.render(control)), .handled)
        expectEqual(store.value, 1)
        expectEqual(renderer.press(.end, in: renderer.render(control)), .handled)
        expectEqual(store.value, 3)
        expectEqual(
            renderer.press(.rightArrow, in: renderer.render(control)), .ignored, "already last")
        expectEqual(renderer.press(.home, in: renderer.render(control)), .handled)
        expectEqual(store.value, 0)
        expectEqual(renderer.press(.upArrow, in: renderer.render(control)), .ignored, "not handled")
        expectEqual(
            renderer.press(.end, in: renderer.render(control), phase: .up), .ignored,
            "key-down and repeat only")
        expectEqual(store.writes, [2, 1, 3, 0])
    }

    check("right to left, the right arrow goes to the previous segment", minimumIOS: 17) {
        let store = Store(1)
        let renderer = Renderer()
        renderer.environment.layoutDirection = .rightToLeft
        let control = SegmentedControl(["A", "B", "C"], selection: store.binding)
        renderer.focusKeyboard(in: renderer.render(control))
        expectEqual(renderer.press(.rightArrow, in: renderer.render(control)), .handled)
        expectEqual(store.value, 0)
        expectEqual(renderer.press(.leftArrow, in: renderer.render(control)), .handled)
        expectEqual(store.value, 1)
    }
}

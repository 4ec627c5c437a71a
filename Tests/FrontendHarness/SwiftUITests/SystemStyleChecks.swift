// The system style (SystemSegmentedControlStyle.swift and SegmentedControl's body): under
// `.system` the control shows a segmented `Picker` built from its items, and routes the
// picker's writes through the core's selection model.

import SegmentedCore
import SwiftUI

@testable import SegmentedSwiftUI

@MainActor
func systemStyleChecks() {
    check("`.system` shows a segmented Picker, labels hidden, one option per title, in order") {
        let store = Store(1)
        let root = Renderer().render(
            SegmentedControl(["Day", "Week", "Month"], selection: store.binding)
                .segmentedControlStyle(.system))
        guard let (picker, _) = root.picker else { return fail("no picker") }
        expectEqual(picker._harnessOptionTags, [0, 1, 2].map { AnyHashable($0) })
        expectEqual(picker._harnessSelectedTag, AnyHashable(1))
        expectEqual(root.pickerOptions.map(\.texts), [["Day"], ["Week"], ["Month"]])
        expectEqual(root.pickerOptions.map(\.accessibilityLabel), ["Day", "Week", "Month"])
        let styles = root.all.compactMap { node -> (any PickerStyle)? in
            if case .customModifier(let m) = node.kind {
                return (m as? _HarnessPickerStyleModifier)?.style
            }
            return nil
        }
        expectEqual(styles.count, 1)
        expect(styles.first is SegmentedPickerStyle, "the style is .segmented")
        expect(
            root.all.contains {
                if case .customModifier(let m) = $0.kind {
                    m is _HarnessLabelsHiddenModifier
                } else {
                    false
                }
            }, "labelsHidden()")
        // Nothing SegmentedKit draws: no bar layout, no indicator.
        expect(root.role(.indicator) == nil && root.segments.isEmpty, "no drawn bar")
    }

    check("`.system`: choosing an option writes the binding once; the picker then shows it") {
        let store = Store(0)
        let renderer = Renderer()
        let control = SegmentedControl(["Day", "Week", "Month"], selection: store.binding)
            .segmentedControlStyle(.system)
        expect(renderer.render(control).pickerOptions[2].activate())
        expectEqual(store.writes, [2])
        expectEqual(renderer.render(control).picker?.0._harnessSelectedTag, AnyHashable(2))
    }

    check("`.system`: a disabled segment is disabled and choosing it never writes the binding") {
        let store = Store(0)
        let root = Renderer().render(
            SegmentedControl(["Day", "Week", "Month"], selection: store.binding, disabled: [1])
                .segmentedControlStyle(.system))
        let options = root.pickerOptions
        let enabled = options.map { option in
            option.all.first { $0.value is Text }?.environment.isEnabled
        }
        expectEqual(enabled, [true, false, true])
        // The stand-in picker writes the tag whatever the option (Apple documents nothing for
        // a disabled option); the control refuses it through the core's selection model.
        options[1].activate()
        expectEqual(store.writes, [])
    }

    check("`.system`: a selection not among the items shows no segment selected") {
        let store = Store(7)
        let root = Renderer().render(
            SegmentedControl(["Day", "Week"], selection: store.binding)
                .segmentedControlStyle(.system))
        expectEqual(root.picker?.0._harnessSelectedTag, AnyHashable(-1))
        expectEqual(store.writes, [])
    }

    check("`.system`: a disabled selection shows the nearest enabled one, without writing") {
        let store = Store(1)
        let root = Renderer().render(
            SegmentedControl(["A", "B", "C"], selection: store.binding, disabled: [1])
                .segmentedControlStyle(.system))
        let shown = SelectionModel(count: 3, selectedIndex: 1, disabledIndices: [1]).selectedIndex
        expectEqual(root.picker?.0._harnessSelectedTag, AnyHashable(shown ?? -1))
        expect(shown != 1, "the core moves a disabled selection")
        expectEqual(store.writes, [])
    }

    check("`.system` with identifiable items: options are the item labels, writes are ids") {
        struct Tab: Identifiable { let id: String }
        let store = Store("b")
        let root = Renderer().render(
            SegmentedControl(selection: store.binding, items: [Tab(id: "a"), Tab(id: "b")]) {
                Text($0.id.uppercased())
            }
            .segmentedControlStyle(.system))
        expectEqual(root.pickerOptions.map(\.texts), [["A"], ["B"]])
        expectEqual(root.picker?.0._harnessSelectedTag, AnyHashable(1))
        root.pickerOptions[0].activate()
        expectEqual(store.writes, ["a"])
    }

    check("a disabled control under `.system` takes no choice") {
        let store = Store(0)
        let root = Renderer().render(
            SegmentedControl(["Day", "Week"], selection: store.binding)
                .segmentedControlStyle(.system)
                .disabled(true))
        root.pickerOptions[1].activate()
        expectEqual(store.writes, [])
    }
}

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

    check("a `.system` disabled segment refuses a tap") {
        // Every run: no write, and once SwiftUI has updated, the system control shows the
        // app's selection. How depends on the OS (the stand-in `Picker` models each).
        let store = Store(0)
        let renderer = Renderer()
        let root = renderer.render(
            SegmentedControl(["Day", "Week", "Month"], selection: store.binding, disabled: [1])
                .segmentedControlStyle(.system))
        let options = root.pickerOptions
        let tapped = options[1].activate()
        expectEqual(store.writes, [])
        if harnessRunsAtLeastIOS(17) {
            // `selectionDisabled(true)`: the segment is disabled in the platform control,
            // dimmed, and the tap never moves what it shows.
            expect(!tapped, "the disabled segment takes no tap")
            expectEqual(options.map(\.environment.isEnabled), [true, false, true])
            expectEqual(root.picker?.0._harnessSelectedTag, AnyHashable(0))
        } else {
            // iOS 16: nothing disables the segment (`.disabled` on an option is ignored), so
            // the platform control shows the tapped segment until the refusal makes a new
            // picker, which shows the binding.
            expect(tapped, "iOS 16 has no per-option disabling: the tap lands")
            expectEqual(root.picker?.0._harnessSelectedTag, AnyHashable(1))
        }
        let updated = renderer.update()
        expectEqual(updated.picker?.0._harnessSelectedTag, AnyHashable(0))
        expectEqual(store.writes, [])
        // The control still works: an enabled segment selects.
        expect(updated.pickerOptions[2].activate())
        expectEqual(store.writes, [2])
        expectEqual(renderer.update().picker?.0._harnessSelectedTag, AnyHashable(2))
    }

    check("stand-in: `.disabled` on a segmented Picker option is ignored") {
        // FB9316357: the option stays tappable and writes its tag; `selectionDisabled`
        // (iOS 17+) is what disables it.
        let store = Store(0)
        let root = Renderer().render(
            Picker(selection: store.binding) {
                Text("A").tag(0)
                Text("B").disabled(true).tag(1)
            } label: {
                EmptyView()
            }
            .pickerStyle(.segmented))
        expect(root.pickerOptions[1].activate(), "the option takes the tap")
        expectEqual(store.writes, [1])
    }

    check(
        "stand-in: `selectionDisabled(true)` disables a segmented Picker option", minimumIOS: 17
    ) {
        let store = Store(0)
        let root = Renderer().render(
            Picker(selection: store.binding) {
                Text("A").tag(0)
                Text("B").selectionDisabled(true).tag(1)
                Text("C").selectionDisabled(false).tag(2)
            } label: {
                EmptyView()
            }
            .pickerStyle(.segmented))
        expect(!root.pickerOptions[1].activate(), "the disabled option takes no tap")
        expectEqual(root.picker?.0._harnessSelectedTag, AnyHashable(0))
        expect(root.pickerOptions[2].activate())
        expectEqual(store.writes, [2])
    }

    check("stand-in: a segmented Picker whose binding refuses a write keeps showing the tap") {
        // The stricter reading (docs/platform.md): the platform control moved its own
        // selection, and an unchanged binding value gives SwiftUI nothing to push back; a
        // new identity makes a control that shows the binding.
        let store = Store(0)
        let refusing = Binding(get: { store.value }, set: { _ in })
        let renderer = Renderer()
        func picker(_ identity: Int) -> some View {
            Picker(selection: refusing) {
                Text("A").tag(0)
                Text("B").tag(1)
            } label: {
                EmptyView()
            }
            .pickerStyle(.segmented)
            .id(identity)
        }
        renderer.render(picker(0)).pickerOptions[1].activate()
        expectEqual(renderer.render(picker(0)).picker?.0._harnessSelectedTag, AnyHashable(1))
        expectEqual(renderer.render(picker(1)).picker?.0._harnessSelectedTag, AnyHashable(0))
    }

    check("`.system`: a selection not among the items shows no segment selected") {
        let store = Store(7)
        let root = Renderer().render(
            SegmentedControl(["Day", "Week"], selection: store.binding)
                .segmentedControlStyle(.system))
        expectEqual(root.picker?.0._harnessSelectedTag, AnyHashable(-1))
        expectEqual(store.writes, [])
    }

    check("`.system`: a disabled bound id shows that segment selected, as Picker does") {
        // The system control never shows a selection the app does not have: the bound
        // segment is shown selected (dimmed where the OS disables it), not the nearest
        // enabled one the drawn styles show; nothing is written.
        let store = Store(1)
        let root = Renderer().render(
            SegmentedControl(["A", "B", "C"], selection: store.binding, disabled: [1])
                .segmentedControlStyle(.system))
        expectEqual(root.picker?.0._harnessSelectedTag, AnyHashable(1))
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

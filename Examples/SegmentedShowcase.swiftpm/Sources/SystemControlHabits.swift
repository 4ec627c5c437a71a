// The twelve habits of a developer used to `Picker(.segmented)` and `UISegmentedControl`
// (docs/migrating.md), each written as that developer writes it with only the type name
// changed. The showcase lists no screen for them: this file is here to be type-checked on
// every SDK row by Scripts/typecheck-apple.sh, so a change that breaks one of them fails
// there. The content forms exist from iOS 18, macOS 15 and tvOS 18 and stand behind
// `#available`, and, as in the library, behind the SDK that declares their SwiftUI API
// (`canImport(SwiftUI, _version: 6.0)`: the iOS 17 and macOS 13 SDK rows build without
// them); the UIKit habits stand where the showcase's UIKit screens do.

import SegmentedSwiftUI
import SwiftUI

/// The SwiftUI habits, each a control over the same selection.
struct SystemControlHabits: View {
    enum P: Hashable, CaseIterable {
        case day, week, month
    }

    @State private var p = P.day
    @State private var s = "Day"
    @State private var enumValue = P.day
    let xs = ["Day", "Week", "Month"]
    let titles = ["Day", "Week", "Month"]

    var body: some View {
        VStack(spacing: 24) {
            contentForms
            // Titles and the values they stand for, on every version.
            SegmentedControl(titles, selection: $enumValue, values: P.allCases)
        }
        .padding()
    }

    /// The content forms: built with an SDK that has SwiftUI 6's subviews and container
    /// values (the iOS 18, macOS 15 and tvOS 18 SDKs and later), shown on those systems.
    @ViewBuilder private var contentForms: some View {
        #if canImport(SwiftUI, _version: 6.0)
            if #available(iOS 18, macOS 15, tvOS 18, watchOS 11, visionOS 2, *) {
                // Picker's tag form.
                SegmentedControl(selection: $p) {
                    Text("Day").tag(P.day)
                    Text("Week").tag(P.week)
                    Text("Month").tag(P.month)
                }
                // A ForEach with tags.
                SegmentedControl(selection: $s) { ForEach(xs, id: \.self) { Text($0).tag($0) } }
                // Picker's title first.
                SegmentedControl("Period", selection: $p) {
                    Text("Day").tag(P.day)
                    Text("Week").tag(P.week)
                }
            }
        #endif
    }
}

#if canImport(UIKit) && !os(tvOS) && !os(watchOS)
    import SegmentedUIKit
    import UIKit

    /// The UIKit habits, in the order docs/migrating.md lists them.
    @MainActor
    func systemControlHabits(reload: @escaping () -> Void) -> [SegmentedTabControl] {
        let control = SegmentedTabControl(items: ["A", "B"])
        control.selectedSegmentIndex = 1
        control.insertSegment(withTitle: "C", at: 2, animated: true)
        control.removeSegment(at: 0, animated: true)
        control.setEnabled(false, forSegmentAt: 1)
        control.setTitle("First", forSegmentAt: 0)
        let count = control.numberOfSegments
        let title = control.titleForSegment(at: count - 1)
        control.setImage(UIImage(systemName: "star"), forSegmentAt: 0)
        control.addAction(UIAction { _ in reload() }, for: .primaryActionTriggered)

        let actions = SegmentedTabControl(
            frame: .zero,
            actions: [
                UIAction(title: "Day") { _ in reload() },
                UIAction(title: title ?? "Week") { _ in reload() },
            ])
        return [control, actions]
    }

    /// The same habits with the system control itself, moved over by its type name.
    @MainActor
    func systemControlInitializers(reload: @escaping () -> Void) -> [SegmentedSystemControl] {
        let titles = ["Day", "Week"]
        let fromTitles = SegmentedSystemControl(items: titles)
        let fromLiteral = SegmentedSystemControl(items: ["Day", "Week"])
        let mixed = SegmentedSystemControl(items: [UIImage(systemName: "sun.max")!, "Night"])
        let empty = SegmentedSystemControl()
        empty.insertSegment(withTitle: "Day", at: 0, animated: false)
        let framed = SegmentedSystemControl(frame: .zero)
        let actions = SegmentedSystemControl(
            frame: .zero, actions: [UIAction(title: "Day") { _ in reload() }])
        return [fromTitles, fromLiteral, mixed, empty, framed, actions]
    }
#endif

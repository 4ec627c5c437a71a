#if canImport(UIKit) && !os(tvOS) && !os(watchOS)
    import SegmentedUIKit
    import SwiftUI
    import UIKit

    /// SegmentedTabControl, the UIKit control, in a SwiftUI screen: badges, a disabled
    /// segment, and a selection bound to SwiftUI state.
    struct TabControlScreen: View {
        @State private var index = 0

        var body: some View {
            VStack(spacing: 24) {
                TabControl(
                    items: [
                        .init(title: "Inbox", badge: .text("3")),
                        .init(title: "Mentions", badge: .dot),
                        .init(title: "Sent"),
                        .init(title: "Drafts", isEnabled: false),
                    ],
                    selectedIndex: $index
                )  // as tall as the control's intrinsic height: 44 pt, more with large text

                Text("Selected segment: \(index + 1)")
            }
            .padding()
        }
    }

    /// A `SegmentedTabControl` as a SwiftUI view.
    struct TabControl: UIViewRepresentable {
        var items: [SegmentedTabControl.Item]
        @Binding var selectedIndex: Int
        var configuration = SegmentedTabControl.Configuration.materialUnderline

        func makeCoordinator() -> Coordinator { Coordinator(selectedIndex: $selectedIndex) }

        func makeUIView(context: Context) -> SegmentedTabControl {
            let control = SegmentedTabControl(
                items: items, selectedIndex: selectedIndex, configuration: configuration)
            let coordinator = context.coordinator
            control.addAction(
                UIAction { action in
                    if let index = (action.sender as? SegmentedTabControl)?.selectedIndex {
                        coordinator.selectedIndex.wrappedValue = index
                    }
                }, for: .valueChanged)
            return control
        }

        func updateUIView(_ control: SegmentedTabControl, context: Context) {
            context.coordinator.selectedIndex = $selectedIndex
            if control.items != items { control.items = items }
            if control.selectedIndex != selectedIndex {
                control.setSelectedIndex(selectedIndex, animated: true)
            }
        }

        /// Hands the user's choices back to SwiftUI.
        @MainActor final class Coordinator {
            var selectedIndex: Binding<Int>
            init(selectedIndex: Binding<Int>) { self.selectedIndex = selectedIndex }
        }
    }
#endif

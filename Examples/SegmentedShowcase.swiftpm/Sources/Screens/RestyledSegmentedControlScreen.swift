#if canImport(UIKit) && !os(tvOS) && !os(watchOS)
    import SegmentedUIKit
    import SwiftUI
    import UIKit

    /// The system's own UISegmentedControl with the UIKit underline look: clear background,
    /// plain titles and a 2-pt bar 10 pt below, from `applyUnderlineStyle()`.
    struct RestyledSegmentedControlScreen: View {
        @State private var index = 0

        var body: some View {
            VStack(spacing: 24) {
                UnderlinedSegmentedControl(titles: ["Month", "Day"], selectedIndex: $index)
                    .padding(.bottom, 12)  // room for the underline, 10 pt below the control
                Text(index == 0 ? "By month" : "By day")
            }
            .padding()
        }
    }

    /// A `UISegmentedControl` restyled with `applyUnderlineStyle()`, as a SwiftUI view.
    struct UnderlinedSegmentedControl: UIViewRepresentable {
        let titles: [String]
        @Binding var selectedIndex: Int

        func makeCoordinator() -> Coordinator { Coordinator(selectedIndex: $selectedIndex) }

        func makeUIView(context: Context) -> UISegmentedControl {
            let control = UISegmentedControl(items: titles)
            control.selectedSegmentIndex = selectedIndex
            control.applyUnderlineStyle()
            let coordinator = context.coordinator
            control.addAction(
                UIAction { action in
                    if let control = action.sender as? UISegmentedControl {
                        coordinator.selectedIndex.wrappedValue = control.selectedSegmentIndex
                    }
                }, for: .valueChanged)
            return control
        }

        func updateUIView(_ control: UISegmentedControl, context: Context) {
            context.coordinator.selectedIndex = $selectedIndex
            control.selectedSegmentIndex = selectedIndex
        }

        /// Hands the user's choices back to SwiftUI.
        @MainActor final class Coordinator {
            var selectedIndex: Binding<Int>
            init(selectedIndex: Binding<Int>) { self.selectedIndex = selectedIndex }
        }
    }
#endif

import SegmentedSwiftUI
import SwiftUI

#if canImport(UIKit) && !os(tvOS) && !os(watchOS)
    import SegmentedUIKit
    import UIKit
#endif

/// The system style: the OS's own segmented control (iOS 26 glass on iOS 26), fed the same
/// titles and selection; on iOS, UIKit's `SegmentedSystemControl` too, on the same selection.
struct SystemStyleScreen: View {
    let ranges = ["Day", "Week", "Month"]
    @State private var index = 0

    var body: some View {
        VStack(spacing: 24) {
            SegmentedControl(ranges, selection: $index)
                .segmentedControlStyle(.system)

            #if canImport(UIKit) && !os(tvOS) && !os(watchOS)
                SystemControl(titles: ranges, selectedIndex: $index)
            #endif

            Text("Totals per \(ranges[index].lowercased())")
        }
        .padding()
    }
}

#if canImport(UIKit) && !os(tvOS) && !os(watchOS)
    /// A `SegmentedSystemControl` as a SwiftUI view.
    struct SystemControl: UIViewRepresentable {
        let titles: [String]
        @Binding var selectedIndex: Int

        func makeCoordinator() -> Coordinator { Coordinator(selectedIndex: $selectedIndex) }

        func makeUIView(context: Context) -> SegmentedSystemControl {
            let control = SegmentedSystemControl(titles: titles)
            control.selectedIndex = selectedIndex
            let coordinator = context.coordinator
            control.addAction(
                UIAction { action in
                    if let index = (action.sender as? SegmentedSystemControl)?.selectedIndex {
                        coordinator.selectedIndex.wrappedValue = index
                    }
                }, for: .valueChanged)
            return control
        }

        func updateUIView(_ control: SegmentedSystemControl, context: Context) {
            context.coordinator.selectedIndex = $selectedIndex
            if control.selectedIndex != selectedIndex { control.selectedIndex = selectedIndex }
        }

        /// Hands the user's choices back to SwiftUI.
        @MainActor final class Coordinator {
            var selectedIndex: Binding<Int>
            init(selectedIndex: Binding<Int>) { self.selectedIndex = selectedIndex }
        }
    }
#endif

import SegmentedSwiftUI
import SwiftUI

/// Dark appearance: every built-in design adapts (a white Material bar, a grey pill), keeping
/// its titles at 3:1 contrast or more. The app follows the system; this screen forces dark.
struct DarkScreen: View {
    let tabs = ["Home", "Trending", "Library"]
    @State private var index = 1

    var body: some View {
        VStack(spacing: 32) {
            SegmentedControl(tabs, selection: $index)
                .segmentedControlStyle(.underline)
            SegmentedControl(tabs, selection: $index)
                .segmentedControlStyle(.slidingPill)
            SegmentedControl(tabs, selection: $index)
                .segmentedControlStyle(.plain)
        }
        .padding()
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .background(Color.black)
        .environment(\.colorScheme, .dark)
    }
}

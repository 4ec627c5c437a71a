import SegmentedSwiftUI
import SwiftUI

/// The Liquid Glass design: a capsule track and a glass lens thumb (the system's glass on
/// iOS 26, a drawn thumb before), in light, tinted and dark, all on one selection.
struct LiquidGlassScreen: View {
    let libraries = ["Photos", "Albums", "Search"]
    @State private var index = 0

    var body: some View {
        VStack(spacing: 24) {
            SegmentedControl(libraries, selection: $index)
                .segmentedControlStyle(.liquidGlass)

            SegmentedControl(libraries, selection: $index)
                .segmentedControlStyle(LiquidGlassSegmentedControlStyle(tint: .orange))

            SegmentedControl(libraries, selection: $index)
                .segmentedControlStyle(.liquidGlass)
                .padding()
                .background(Color.black)
                .environment(\.colorScheme, .dark)

            Text("Showing \(libraries[index].lowercased())")
        }
        .padding()
    }
}

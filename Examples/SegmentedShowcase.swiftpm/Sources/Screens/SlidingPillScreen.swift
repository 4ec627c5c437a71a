import SegmentedSwiftUI
import SwiftUI

/// The iOS sliding pill: equal segments on a rounded track, a rounded rectangle slides behind.
struct SlidingPillScreen: View {
    let ranges = ["Day", "Week", "Month", "Year"]
    @State private var index = 1

    var body: some View {
        VStack(spacing: 24) {
            SegmentedControl(ranges, selection: $index)
                .segmentedControlStyle(.slidingPill)

            Text("Totals per \(ranges[index].lowercased())")
        }
        .padding()
    }
}

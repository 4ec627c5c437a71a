import SegmentedSwiftUI
import SwiftUI

/// Dynamic Type: titles grow with the reader's text size and the bar grows with them; at the
/// largest sizes a bar that no longer fits scrolls instead of squeezing its titles.
struct DynamicTypeScreen: View {
    let sizes: [DynamicTypeSize] = [.xSmall, .large, .xxxLarge, .accessibility3]
    let ranges = ["Day", "Week", "Month", "Year"]
    @State private var index = 0

    var body: some View {
        ScrollView {
            VStack(spacing: 32) {
                ForEach(sizes, id: \.self) { size in
                    SegmentedControl(ranges, selection: $index)
                        .segmentedControlStyle(.slidingPill)
                        .dynamicTypeSize(size)
                }
            }
            .padding()
        }
    }
}

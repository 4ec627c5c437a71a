import SegmentedSwiftUI
import SwiftUI

/// Plain buttons: only colour marks the selection.
struct PlainButtonsScreen: View {
    let filters = ["All", "Unread", "Flagged"]
    @State private var filter = 0

    var body: some View {
        VStack(spacing: 24) {
            SegmentedControl(filters, selection: $filter)
                .segmentedControlStyle(.plain)

            Text("\(filters[filter]) messages")
        }
        .padding()
    }
}

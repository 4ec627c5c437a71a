import SegmentedSwiftUI
import SwiftUI

/// Twenty tabs in a vertical List: the bar scrolls sideways and keeps the selected tab in
/// view, while a vertical drag that starts on it still scrolls the list.
struct ScrollingListScreen: View {
    let topics = (1...20).map { "Topic \($0)" }
    @State private var topic = 0

    var body: some View {
        List {
            SegmentedControl(topics, selection: $topic)
                .segmentedControlStyle(.underline)
            ForEach(1...30, id: \.self) { row in
                Text("\(topics[topic]), story \(row)")
            }
        }
    }
}

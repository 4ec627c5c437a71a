import SegmentedSwiftUI
import SwiftUI

/// The Material underline: labels with even gaps, a bar that takes the selected label's width.
struct MaterialUnderlineScreen: View {
    struct Tab: Identifiable {
        let id: String
        let title: String
        let icon: String
    }

    let tabs = [
        Tab(id: "home", title: "Home", icon: "house"),
        Tab(id: "trending", title: "Trending", icon: "flame"),
        Tab(id: "library", title: "Library", icon: "books.vertical"),
    ]
    @State private var tab = "home"

    var body: some View {
        VStack(spacing: 24) {
            SegmentedControl(selection: $tab, items: tabs) { tab in
                Label(tab.title, systemImage: tab.icon)
            }
            .segmentedControlStyle(.underline)
            .accessibilityLabel("Sections")

            Text("Showing \(tab)")
        }
        .padding()
    }
}

// The app: a sidebar of screens (a list on iPhone), each screen a short example to copy.
// The screens themselves are listed in Catalogue.swift.

import SwiftUI

@main
struct ShowcaseApp: App {
    var body: some Scene {
        WindowGroup {
            ShowcaseRoot()
        }
    }
}

/// The screen list beside (iPad, Mac) or above (iPhone) the chosen screen.
@MainActor
struct ShowcaseRoot: View {
    @State private var chosen: ShowcaseScreen.ID? = ShowcaseScreen.all.first?.id

    var body: some View {
        NavigationSplitView {
            List(selection: $chosen) {
                ForEach(ShowcaseScreen.Group.allCases, id: \.self) { group in
                    Section(group.rawValue) {
                        ForEach(ShowcaseScreen.all.filter { $0.group == group }) { screen in
                            Text(screen.title).tag(screen.id)
                        }
                    }
                }
            }
            .navigationTitle("SegmentedKit")
        } detail: {
            if let screen = ShowcaseScreen.all.first(where: { $0.id == chosen }) {
                screen.makeView()
                    .navigationTitle(screen.title)
            } else {
                Text("Choose a screen")
            }
        }
    }
}

// `TabView`'s page style, and so SegmentedPager, do not exist on macOS.
#if !os(macOS)
    import SegmentedSwiftUI
    import SwiftUI

    /// SegmentedPager: a paged header over swipeable pages. Each page keeps its own state (a
    /// counter and its scroll position) while it stays loaded; `preloadDistance: 2` keeps all
    /// three pages loaded, so nothing is lost when you swipe away and back.
    struct PagerScreen: View {
        struct Feed: Identifiable {
            let id: String
            let title: String
        }

        let feeds = [
            Feed(id: "following", title: "Following"),
            Feed(id: "for-you", title: "For You"),
            Feed(id: "live", title: "Live"),
        ]
        @State private var feed = "following"

        var body: some View {
            SegmentedPager(selection: $feed, items: feeds, preloadDistance: 2) { feed in
                Text(feed.title)
            } page: { feed in
                FeedPage(title: feed.title)
            }
            .segmentedControlStyle(.pagedHeader)
        }

        /// One page: a counter and a list that keeps where it was scrolled to.
        struct FeedPage: View {
            let title: String
            @State private var likes = 0

            var body: some View {
                ScrollView {
                    VStack(spacing: 12) {
                        Button("Like \(title) (\(likes))") { likes += 1 }
                        ForEach(1...40, id: \.self) { row in
                            Text("\(title) post \(row)")
                        }
                    }
                    .padding()
                }
            }
        }
    }
#endif

// `TabView`'s page style, and so SegmentedPager, do not exist on macOS.
#if !os(macOS)
    import SegmentedSwiftUI
    import SwiftUI

    /// The paged header, wired by hand to a `TabView` with the page style: the bar follows the
    /// pages frame by frame, and a tap on a title turns the page.
    /// (`SegmentedPager` does all of this in one view; see PagerScreen.)
    struct PagedHeaderScreen: View {
        let titles = ["Posts", "Likes"]
        @State private var page = 0  // the selection, shared with the pages
        @State private var position = 0.0  // the pages' fractional position, frame by frame

        var body: some View {
            VStack(spacing: 0) {
                SegmentedControl(titles, selection: $page)
                    .segmentedControlStyle(.pagedHeader)
                    .segmentedControlPosition(position)
                    .padding(.horizontal, 64)
                TabView(selection: $page) {
                    ForEach(titles.indices, id: \.self) { index in
                        Text(titles[index])
                            .frame(maxWidth: .infinity, maxHeight: .infinity)
                            .segmentedPagingPosition(
                                $position, page: index, pageCount: titles.count, in: "pages"
                            )
                            .tag(index)
                    }
                }
                .tabViewStyle(.page(indexDisplayMode: .never))
                .coordinateSpace(name: "pages")
            }
        }
    }
#endif

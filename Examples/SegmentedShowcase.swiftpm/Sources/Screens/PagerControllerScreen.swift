#if canImport(UIKit) && !os(tvOS) && !os(watchOS)
    import SegmentedUIKit
    import SwiftUI
    import UIKit

    /// SegmentedPagerController, the UIKit pager, in a SwiftUI screen: a paged header over
    /// swipeable view controllers, its page bound to SwiftUI state.
    struct PagerControllerScreen: View {
        @State private var page = 1

        var body: some View {
            VStack(spacing: 0) {
                FeedsPager(titles: ["Following", "For You", "Live"], selectedIndex: $page)
                Text("Showing page \(page + 1) of 3")
                    .padding()
            }
        }
    }

    /// A `SegmentedPagerController` as a SwiftUI view, one page per title.
    struct FeedsPager: UIViewControllerRepresentable {
        let titles: [String]
        @Binding var selectedIndex: Int

        func makeCoordinator() -> Coordinator {
            Coordinator(titles: titles, selectedIndex: $selectedIndex)
        }

        func makeUIViewController(context: Context) -> SegmentedPagerController {
            let pager = SegmentedPagerController(
                selectedIndex: selectedIndex, configuration: .pagedHeader)
            pager.dataSource = context.coordinator
            pager.delegate = context.coordinator
            return pager
        }

        func updateUIViewController(_ pager: SegmentedPagerController, context: Context) {
            context.coordinator.selectedIndex = $selectedIndex
            if pager.selectedIndex != selectedIndex {
                pager.setSelectedIndex(selectedIndex, animated: true)
            }
        }

        /// The pager's data source and delegate.
        @MainActor
        final class Coordinator: SegmentedPagerControllerDataSource,
            SegmentedPagerControllerDelegate
        {
            let titles: [String]
            var selectedIndex: Binding<Int>

            init(titles: [String], selectedIndex: Binding<Int>) {
                self.titles = titles
                self.selectedIndex = selectedIndex
            }

            func numberOfPages(in pager: SegmentedPagerController) -> Int { titles.count }

            func pager(_ pager: SegmentedPagerController, itemAt index: Int)
                -> SegmentedTabControl.Item
            {
                .init(title: titles[index])
            }

            func pager(_ pager: SegmentedPagerController, viewControllerAt index: Int)
                -> UIViewController
            {
                let page = UIViewController()
                let label = UILabel(frame: page.view.bounds)
                label.text = titles[index]
                label.textAlignment = .center
                label.autoresizingMask = [.flexibleWidth, .flexibleHeight]
                page.view.addSubview(label)
                return page
            }

            func pager(_ pager: SegmentedPagerController, didSelectPageAt index: Int) {
                selectedIndex.wrappedValue = index
            }
        }
    }
#endif

// Previews of the five designs (PreviewProvider rather than #Preview, which this
// repository's iOS type-check cannot expand).
#if canImport(SwiftUI)
    import SegmentedCore
    import SwiftUI

    /// A tab of the previews.
    private struct PreviewTab: Identifiable {
        let id: String
        let title: String
        let icon: String

        static let all = [
            PreviewTab(id: "home", title: "Home", icon: "house"),
            PreviewTab(id: "trending", title: "Trending", icon: "flame"),
            PreviewTab(id: "library", title: "Library", icon: "books.vertical"),
        ]
    }

    /// One control of each design, with live selection.
    private struct DesignGallery: View {
        @State private var material = "trending"
        @State private var pill = 0
        @State private var plain = 0
        @State private var uikit = 1
        @State private var scrolling = 6

        var body: some View {
            VStack(alignment: .leading, spacing: 24) {
                SegmentedControl(selection: $material, items: PreviewTab.all) { tab in
                    Text(tab.title)
                }
                .segmentedControlStyle(.underline)
                .accessibilityLabel("Material underline")

                SegmentedControl(["Day", "Week", "Month", "Year"], selection: $pill)
                    .segmentedControlStyle(.slidingPill)

                SegmentedControl(["All", "Unread", "Flagged"], selection: $plain, disabled: [2])
                    .segmentedControlStyle(.plain)

                SegmentedControl(["Inbox", "Sent"], selection: $uikit)
                    .segmentedControlStyle(.uikitUnderline)

                SegmentedControl(
                    [
                        "Top", "World", "Business", "Technology", "Science", "Health", "Sport",
                        "Culture",
                    ],
                    selection: $scrolling
                )
                .segmentedControlStyle(
                    UnderlineSegmentedControlStyle(travel: .elastic, dividerThickness: 0))
            }
            .padding()
        }
    }

    /// The paged header driven frame by frame by a `TabView(.page)`.
    private struct PagedHeaderDemo: View {
        @State private var page = 0
        @State private var position = 0.0

        var body: some View {
            VStack(spacing: 0) {
                SegmentedControl(["Posts", "Likes"], selection: $page)
                    .segmentedControlStyle(.pagedHeader)
                    .segmentedControlPosition(position)
                    .padding(.horizontal, 94)
                TabView(selection: $page) {
                    ForEach(0..<2, id: \.self) { index in
                        Text(index == 0 ? "Posts" : "Likes")
                            .frame(maxWidth: .infinity, maxHeight: .infinity)
                            .segmentedPagingPosition(
                                $position, page: index, pageCount: 2, in: "pager"
                            )
                            .tag(index)
                    }
                }
                #if os(iOS) || os(tvOS) || os(watchOS) || os(visionOS)
                    .tabViewStyle(.page(indexDisplayMode: .never))
                #endif
                .coordinateSpace(name: "pager")
            }
        }
    }

    /// A custom indicator over the pill geometry.
    private struct CustomIndicatorDemo: View {
        @State private var index = 1

        var body: some View {
            SegmentedControl(["Songs", "Albums", "Artists"], selection: $index)
                .segmentedControlStyle(
                    SlidingPillSegmentedControlStyle(
                        cornerRadius: .infinity, trackCornerRadius: .infinity)
                )
                .segmentedControlIndicator { configuration in
                    configuration.shape.fill(
                        LinearGradient(
                            colors: [.pink, .orange], startPoint: .leading, endPoint: .trailing))
                }
                .padding()
        }
    }

    /// Previews of every design, right to left and at a large Dynamic Type size.
    struct SegmentedControl_Previews: PreviewProvider {
        static var previews: some View {
            DesignGallery()
                .previewDisplayName("Designs")
            DesignGallery()
                .environment(\.layoutDirection, .rightToLeft)
                .previewDisplayName("Right to left")
            DesignGallery()
                .dynamicTypeSize(.accessibility2)
                .previewDisplayName("Large type")
            PagedHeaderDemo()
                .previewDisplayName("Paged header")
            CustomIndicatorDemo()
                .previewDisplayName("Custom indicator")
        }
    }
#endif

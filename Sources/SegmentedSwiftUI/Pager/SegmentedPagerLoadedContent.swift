#if canImport(SwiftUI) && !os(macOS)
    import SwiftUI

    private struct SegmentedPagerPageLoadedKey: EnvironmentKey {
        static let defaultValue = true
    }

    extension EnvironmentValues {
        /// Whether the ``SegmentedPager`` page this view is on is loaded now (within the
        /// preload distance of the shown and selected pages); `true` outside a pager.
        ///
        /// ```swift
        /// @Environment(\.isSegmentedPagerPageLoaded) private var isLoaded
        /// ```
        public var isSegmentedPagerPageLoaded: Bool {
            get { self[SegmentedPagerPageLoadedKey.self] }
            set { self[SegmentedPagerPageLoadedKey.self] = newValue }
        }
    }

    /// Content of a ``SegmentedPager`` page that exists only while the page is loaded: the
    /// part of a page the app chooses to release when the page goes out of range (a video
    /// player, a large image, a web view), while the rest of the page keeps its state.
    ///
    /// Out of range, the content is removed and its own state with it; back in range, it is
    /// built again. Its placeholder takes its place meanwhile. This is the choice UIKit pagers
    /// offer by creating or keeping page view controllers: keep the page (the default),
    /// release only the gated part.
    ///
    /// ```swift
    /// SegmentedPager(selection: $feed, items: feeds) { Text($0.title) } page: { feed in
    ///     VStack {
    ///         FeedHeader(feed: feed)  // keeps its state
    ///         SegmentedPagerLoadedContent {
    ///             VideoPlayer(player: feed.player)  // released out of range
    ///         }
    ///     }
    /// }
    /// ```
    public struct SegmentedPagerLoadedContent<Content: View, Placeholder: View>: View {
        @Environment(\.isSegmentedPagerPageLoaded) private var isLoaded
        private let content: () -> Content
        private let placeholder: () -> Placeholder

        /// Creates content shown while its page is loaded, with a placeholder otherwise.
        ///
        /// ```swift
        /// SegmentedPagerLoadedContent { Chart(data) } placeholder: { Color.gray }
        /// ```
        ///
        /// - Parameters:
        ///   - content: Built while the page is loaded; released when it is not.
        ///   - placeholder: Shown while the page is not loaded.
        public init(
            @ViewBuilder content: @escaping () -> Content,
            @ViewBuilder placeholder: @escaping () -> Placeholder
        ) {
            self.content = content
            self.placeholder = placeholder
        }

        /// The content, or the placeholder while the page is not loaded.
        public var body: some View {
            if isLoaded {
                content()
            } else {
                placeholder()
            }
        }
    }

    extension SegmentedPagerLoadedContent where Placeholder == EmptyView {
        /// Creates content shown while its page is loaded, and nothing otherwise.
        ///
        /// ```swift
        /// SegmentedPagerLoadedContent { VideoPlayer(player: player) }
        /// ```
        ///
        /// - Parameter content: Built while the page is loaded; released when it is not.
        public init(@ViewBuilder content: @escaping () -> Content) {
            self.init(content: content, placeholder: { EmptyView() })
        }
    }
#endif

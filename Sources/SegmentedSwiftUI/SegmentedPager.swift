// `TabView`'s page style does not exist on macOS, so neither does the pager.
#if canImport(SwiftUI) && !os(macOS)
    import SegmentedCore
    import SwiftUI

    /// Where a ``SegmentedPager`` puts its header.
    ///
    /// ```swift
    /// SegmentedPager(selection: $tab, items: tabs, headerPlacement: .navigationBar) { … }
    /// ```
    public enum SegmentedPagerHeaderPlacement: Sendable, Hashable {
        /// Above the pages.
        case top
        /// In the navigation bar's centre (a `.principal` toolbar item), as apps with two or
        /// three top-level feeds place it; the pager must be inside a navigation stack.
        case navigationBar
    }

    /// A segmented header over swipeable pages, one page per item: a swipe moves the header's
    /// indicator with the finger and selects the page it settles on; a tap on a title scrolls
    /// to its page. Every decision — the header's position, when a swipe commits, which pages
    /// are built, what a tap on the selected title means — is the core's `PagerState`; this
    /// view reports the pages' offsets and the page width to it and shows what it says.
    ///
    /// ```swift
    /// struct Feed: Identifiable { let id: String; let title: String }
    /// @State private var feed = "recommended"
    ///
    /// SegmentedPager(selection: $feed, items: feeds) { feed in
    ///     Text(feed.title)
    /// } page: { feed in
    ///     FeedList(feed: feed)
    /// }
    /// .segmentedControlStyle(.pagedHeader)
    /// ```
    ///
    /// - Selection is a binding to the shown page's `id`. A settled swipe or a tap writes it
    ///   once; writing it yourself scrolls there (animated with the style's motion, instantly
    ///   under Reduce Motion). An `id` that is not among the items is ignored.
    /// - Pages are built lazily: only the pages the core lists as loaded (those shown and the
    ///   selected one, with `preloadDistance` neighbours) are built; the others are empty.
    /// - Items may change: the selected page stays selected by `id`; if it is removed, the
    ///   page now at its index (clamped) is selected and written to the binding.
    /// - The header is a ``SegmentedControl`` in the environment's
    ///   `segmentedControlStyle(_:)`, its position driven by the pages: nothing to seed.
    /// - Tapping the selected title while the pages rest calls `onReselect` (scroll to the
    ///   top, refresh…).
    ///
    /// Paging mechanism: a `TabView` with the `.page` style on iOS 16 and 17 alike. It gives
    /// the system's paging physics, right-to-left and accessibility scrolling on both
    /// versions from one code path; its price is that it reports no drag began or ended, so
    /// the core sees only offsets (read from each page's frame, as
    /// `segmentedPagingPosition(_:page:pageCount:in:)` does) and the page the `TabView`
    /// settles on. A horizontal `ScrollView` with `scrollTargetBehavior(.paging)` and
    /// `scrollPosition(id:)` would need iOS 17 and a second, hand-made paging gesture for
    /// iOS 16. Not available on macOS, whose `TabView` has no page style.
    public struct SegmentedPager<Item: Identifiable, Title: View, Page: View>: View
    where Item.ID: Sendable {
        private let items: [Item]
        @Binding private var selection: Item.ID
        private let headerPlacement: SegmentedPagerHeaderPlacement
        private let titleProgress: TitleProgressStyle
        private let onReselect: ((Item.ID) -> Void)?
        private let makeTitle: (Item) -> Title
        private let makePage: (Item) -> Page

        @State private var pager: PagerState<Item.ID>
        /// The page the `TabView` shows; moved by the core's scroll effects and by swipes.
        @State private var shownPage: Item.ID

        @Environment(\.segmentedControlStyle) private var style
        @Environment(\.accessibilityReduceMotion) private var reduceMotion
        @Environment(\.layoutDirection) private var layoutDirection

        /// Creates a pager over identifiable items, with a title and a page for each.
        ///
        /// ```swift
        /// SegmentedPager(
        ///     selection: $feed, items: feeds, titleProgress: .zoom,
        ///     onReselect: { id in scrollToTop(id) }
        /// ) { feed in
        ///     Text(feed.title)
        /// } page: { feed in
        ///     FeedList(feed: feed)
        /// }
        /// ```
        ///
        /// - Parameters:
        ///   - selection: The shown page's `id`.
        ///   - items: The pages, in order, with unique ids.
        ///   - headerPlacement: Above the pages, or in the navigation bar.
        ///   - preloadDistance: Pages kept built either side of the shown and selected ones.
        ///   - titleProgress: How titles grow or get bolder as the pages reach them; layout
        ///     reserves their largest state, so nothing shifts.
        ///   - onReselect: Called with the selected page's `id` when its title is tapped
        ///     again while the pages rest.
        ///   - title: Builds a title for the header.
        ///   - page: Builds a page; called only for loaded pages.
        /// - Complexity: O(n) in the number of items per update.
        public init<Items: RandomAccessCollection>(
            selection: Binding<Item.ID>, items: Items,
            headerPlacement: SegmentedPagerHeaderPlacement = .top, preloadDistance: Int = 1,
            titleProgress: TitleProgressStyle = .none,
            onReselect: ((Item.ID) -> Void)? = nil,
            @ViewBuilder title: @escaping (Item) -> Title,
            @ViewBuilder page: @escaping (Item) -> Page
        ) where Items.Element == Item {
            let items = Array(items)
            self.items = items
            self._selection = selection
            self.headerPlacement = headerPlacement
            self.titleProgress = titleProgress
            self.onReselect = onReselect
            self.makeTitle = title
            self.makePage = page
            let ids = items.map(\.id)
            let index = ids.firstIndex(of: selection.wrappedValue) ?? 0
            self._pager = State(
                initialValue: PagerState(
                    ids: ids, selectedIndex: index, preloadDistance: preloadDistance))
            self._shownPage = State(initialValue: selection.wrappedValue)
        }

        /// The header and the pages.
        public var body: some View {
            let pages = self.pages
                .onValueChange(of: selection) { newValue in follow(newValue) }
                .onValueChange(of: items.map(\.id)) { ids in
                    apply(pager.handle(.itemsChanged(ids)))
                }
                .onValueChange(of: layoutDirection) { direction in
                    apply(pager.handle(.layoutDirectionChanged(.init(direction))))
                }
            switch headerPlacement {
            case .top:
                VStack(spacing: 0) {
                    header
                    pages
                }
            case .navigationBar:
                pages.toolbar {
                    ToolbarItem(placement: .principal) { header }
                }
            }
        }

        // MARK: - Header

        @MainActor
        private var header: some View {
            SegmentedControl(selection: headerSelection, items: items) { item in
                title(for: item)
            }
            .segmentedControlPosition(.constant(pager.position))
            .onSegmentReselect { (id: Item.ID) in
                guard let index = pager.ids.firstIndex(of: id) else { return }
                apply(pager.handle(.tapped(index: index)))
            }
        }

        /// The header's selection: it reads the core's committed page, and a tap (or a key
        /// press or VoiceOver adjustment, which write the same way) is a tap event. A tap on
        /// the selected title arrives through `onSegmentReselect` as a tap event too.
        private var headerSelection: Binding<Item.ID> {
            Binding {
                pager.selectedID ?? selection
            } set: { id in
                guard let index = pager.ids.firstIndex(of: id) else { return }
                apply(pager.handle(.tapped(index: index)))
            }
        }

        @MainActor @ViewBuilder
        private func title(for item: Item) -> some View {
            if titleProgress.isIdentity {
                makeTitle(item)
            } else {
                let index = pager.ids.firstIndex(of: item.id) ?? 0
                ProgressTitle(
                    style: titleProgress,
                    transform: titleProgress.transform(
                        of: index, at: pager.position, count: pager.ids.count),
                    content: makeTitle(item))
            }
        }

        // MARK: - Pages

        @MainActor
        private var pages: some View {
            GeometryReader { proxy in
                TabView(selection: swipeSelection) {
                    ForEach(Array(items.enumerated()), id: \.element.id) { index, item in
                        page(item, at: index)
                            .background(offsetReader(page: index))
                            .tag(item.id)
                    }
                }
                .tabViewStyle(.page(indexDisplayMode: .never))
                .coordinateSpace(name: PagerCoordinateSpace())
                .onAppear {
                    apply(pager.handle(.layoutDirectionChanged(.init(layoutDirection))))
                    apply(pager.handle(.pageWidthChanged(Double(proxy.size.width))))
                }
                .onValueChange(of: proxy.size.width) { width in
                    apply(pager.handle(.pageWidthChanged(Double(width))))
                }
            }
        }

        /// A loaded page, or an empty view in its place.
        @MainActor @ViewBuilder
        private func page(_ item: Item, at index: Int) -> some View {
            if pager.isLoaded(index) {
                makePage(item)
            } else {
                Color.clear
            }
        }

        /// The `TabView`'s selection: it shows ``shownPage``; a write is the `TabView` settling
        /// on a page after a swipe, which the core hears as that page's offset, then settled.
        private var swipeSelection: Binding<Item.ID> {
            Binding {
                shownPage
            } set: { id in
                shownPage = id
                guard let index = pager.ids.firstIndex(of: id) else { return }
                let offset = pager.geometry.offset(forPosition: Double(index))
                apply(pager.handle(.scrolled(offset: offset)))
                apply(pager.handle(.settled))
            }
        }

        /// Reads where a page sits in the pager; every laid-out page implies the same offset.
        @MainActor
        private func offsetReader(page: Int) -> some View {
            GeometryReader { proxy in
                let minX = Double(proxy.frame(in: .named(PagerCoordinateSpace())).minX)
                let offset = pager.geometry.offset(page: page, atMinX: minX)
                Color.clear.onValueChange(of: offset) { newValue in
                    apply(pager.handle(.scrolled(offset: newValue)))
                }
            }
        }

        // MARK: - Events and effects

        /// The app wrote the selection: scroll there unless the core already shows it.
        private func follow(_ id: Item.ID) {
            guard id != pager.selectedID, let index = pager.ids.firstIndex(of: id) else { return }
            apply(pager.handle(.select(index: index, animated: !reduceMotion)))
        }

        private func apply(_ effects: [PagerState<Item.ID>.Effect]) {
            for effect in effects {
                switch effect {
                case .selectionChanged(_, let id):
                    if selection != id { selection = id }
                case .scroll(let offset, let animated):
                    let page = Int(pager.geometry.position(forOffset: offset).rounded())
                    guard pager.ids.indices.contains(page) else { continue }
                    let id = pager.ids[page]
                    let motion = style.design.motion.resolved(reduceMotion: reduceMotion)
                    var transaction = Transaction(animation: animated ? motion.animation : nil)
                    transaction.disablesAnimations = !animated
                    withTransaction(transaction) { shownPage = id }
                case .reselect(let index):
                    onReselect?(pager.ids[index])
                case .position, .decelerate, .load, .unload:
                    // The header reads the core's position and the pages its loaded set;
                    // a `TabView` decelerates on its own.
                    break
                }
            }
        }
    }

    /// The name of the pager's coordinate space, private to it.
    private struct PagerCoordinateSpace: Hashable {}

    /// A title drawn at the core's scale and weight for the current position, in a frame
    /// reserved for its largest state (heaviest weight, largest scale), so neighbours never
    /// move while it grows.
    private struct ProgressTitle<Content: View>: View {
        let style: TitleProgressStyle
        let transform: TitleTransform
        let content: Content

        var body: some View {
            let heaviest = TitleTransform(
                scale: 1,
                weight: Swift.max(
                    style.transform(emphasis: 0).weight, style.transform(emphasis: 1).weight))
            ReservedScaleLayout(style: style) {
                ZStack {
                    content.fontWeight(heaviest.fontWeight.swiftUI).hidden()
                    content.fontWeight(transform.fontWeight.swiftUI)
                        .scaleEffect(CGFloat(transform.scale))
                }
            }
        }
    }

    /// Sizes its one subview at the reserved size the core gives for the style's largest
    /// scale, and centres it.
    private struct ReservedScaleLayout: Layout {
        let style: TitleProgressStyle

        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ())
            -> CGSize
        {
            guard let subview = subviews.first else { return .zero }
            let measured = Size(subview.sizeThatFits(.unspecified))
            let reserved = style.reservedSize(normal: measured, selected: measured)
            return CGSize(width: reserved.width, height: reserved.height)
        }

        func placeSubviews(
            in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
        ) {
            subviews.first?.place(
                at: CGPoint(x: bounds.midX, y: bounds.midY), anchor: .center,
                proposal: .unspecified)
        }
    }
#endif

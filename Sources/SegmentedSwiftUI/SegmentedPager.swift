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
    /// are loaded, what a tap on the selected title means — is the core's `PagerMachine`; this
    /// view reports what the scroll view tells it and shows what the core says.
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
    /// - Pages keep their state. A page is built the first time the core loads it (the
    ///   shown and selected pages with `preloadDistance` neighbours) and from then on keeps
    ///   its view identity (its item's `id`) for as long as its item is there: its `@State`,
    ///   `@StateObject`, scroll position and `.task` survive going out of range and coming
    ///   back, as a `TabView`'s pages do. What a page wraps in
    ///   ``SegmentedPagerLoadedContent`` is released while the page is out of range and
    ///   built again when it comes back (read `isSegmentedPagerPageLoaded` from the
    ///   environment for the same gate).
    /// - Items may change: the selected page stays selected by `id`; if it is removed, the
    ///   page now at its index (clamped) is selected and written to the binding.
    /// - The header is a ``SegmentedControl`` in the environment's
    ///   `segmentedControlStyle(_:)`, its position driven by the pages: nothing to seed.
    ///   The position lives where only the header reads it, so a scroll frame redraws the
    ///   header and no page.
    /// - Tapping the selected title while the pages rest calls `onReselect` (scroll to the
    ///   top, refresh…).
    ///
    /// Paging mechanism, by OS version, each on documented API:
    /// - iOS 18 and later: a horizontal `ScrollView` with `scrollTargetBehavior(.paging)`;
    ///   `onScrollGeometryChange(for:of:action:)` reports the content offset frame by frame
    ///   (the header follows the finger) and `onScrollPhaseChange(_:)` reports the drag
    ///   beginning, ending and the pages coming to rest (a swipe commits then).
    /// - iOS 17: the same paging `ScrollView`; `scrollPosition(id:)` reports the page the
    ///   pages come to rest on, which commits the swipe. Nothing documents a per-frame
    ///   offset there, so the header moves to the page when the swipe settles instead of
    ///   following the finger.
    /// - iOS 16: a `TabView` with the `.page` style; its selection binding reports the page
    ///   it settles on, which commits the swipe, and the header moves then (the same
    ///   limitation). Selections made in code turn the `TabView` through that binding.
    ///
    /// On iOS 17 and later a tap or a selection in code scrolls with
    /// `ScrollViewProxy.scrollTo(_:anchor:)`, which also re-anchors the pages after a size
    /// change (rotation, split view) so the same page stays shown. Right-to-left layouts are
    /// mirrored by SwiftUI: page 0 sits at the right. Not available on macOS, whose
    /// `TabView` has no page style.
    public struct SegmentedPager<Item: Identifiable, Title: View, Page: View>: View
    where Item.ID: Sendable {
        private let items: [Item]
        @Binding private var selection: Item.ID
        private let headerPlacement: SegmentedPagerHeaderPlacement
        private let titleProgress: TitleProgressStyle
        private let onReselect: ((Item.ID) -> Void)?
        private let makeTitle: (Item) -> Title
        private let makePage: (Item) -> Page

        /// The core's decisions, in a reference the pager never replaces: reading it makes
        /// no view depend on the scroll position.
        @State private var model: PagerModel<Item.ID>
        /// The header's continuous position; only the header reads it.
        @State private var position: Double
        /// The committed selection, as the header shows it.
        @State private var committed: Item.ID?
        /// The pages built so far (loaded at least once and still among the items).
        @State private var builtIDs: [Item.ID] = []
        /// The pages the core has loaded now.
        @State private var loadedIDs: [Item.ID] = []
        /// The page the pages rest on: the scroll view's `scrollPosition(id:)` or the
        /// `TabView`'s selection.
        @State private var restingID: Item.ID?

        @Environment(\.segmentedControlStyle) private var style
        @Environment(\.accessibilityReduceMotion) private var reduceMotion

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
        ///   - preloadDistance: Pages loaded either side of the shown and selected ones; a
        ///     page is built when it is first loaded, and what it wraps in
        ///     ``SegmentedPagerLoadedContent`` exists only while it is loaded.
        ///   - titleProgress: How titles grow or get bolder as the pages reach them; layout
        ///     reserves their largest state, so nothing shifts.
        ///   - onReselect: Called with the selected page's `id` when its title is tapped
        ///     again while the pages rest.
        ///   - title: Builds a title for the header.
        ///   - page: Builds a page; called only for pages that have been loaded.
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
            let state = PagerMachine(
                ids: ids, selectedIndex: index, preloadDistance: preloadDistance)
            self._model = State(initialValue: PagerModel(state))
            self._position = State(initialValue: state.position)
            self._committed = State(initialValue: state.selectedID)
            self._restingID = State(initialValue: state.selectedID)
        }

        /// The header and the pages.
        public var body: some View {
            ScrollViewReader { proxy in
                let pages = self.pages(proxy)
                    .onValueChange(of: selection) { newValue in follow(newValue, proxy) }
                    .onValueChange(of: items.map(\.id)) { ids in
                        apply(model.state.handle(.itemsChanged(ids)), proxy)
                    }
                switch headerPlacement {
                case .top:
                    VStack(spacing: 0) {
                        header(proxy)
                        pages
                    }
                case .navigationBar:
                    pages.toolbar {
                        ToolbarItem(placement: .principal) { header(proxy) }
                    }
                }
            }
        }

        // MARK: - Header

        @MainActor
        private func header(_ proxy: ScrollViewProxy) -> some View {
            PagerHeader(
                items: items, selection: headerSelection(proxy), position: $position,
                titleProgress: titleProgress, makeTitle: makeTitle
            ) { id in
                guard let index = model.state.ids.firstIndex(of: id) else { return }
                apply(model.state.handle(.tapped(index: index)), proxy)
            }
        }

        /// The header's selection: it reads the committed page, and a tap (or a key press or
        /// VoiceOver adjustment, which write the same way) is a tap event. A tap on the
        /// selected title arrives through `onSegmentReselect` as a tap event too.
        @MainActor
        private func headerSelection(_ proxy: ScrollViewProxy) -> Binding<Item.ID> {
            Binding {
                committed ?? selection
            } set: { id in
                guard let index = model.state.ids.firstIndex(of: id) else { return }
                apply(model.state.handle(.tapped(index: index)), proxy)
            }
        }

        // MARK: - Pages

        @MainActor @ViewBuilder
        private func pages(_ proxy: ScrollViewProxy) -> some View {
            GeometryReader { geometry in
                Group {
                    if #available(iOS 17, tvOS 17, watchOS 10, visionOS 1, *) {
                        scrollingPages(proxy, size: geometry.size)
                    } else {
                        tabPages(proxy)
                    }
                }
                .onAppear {
                    apply(model.state.handle(.pageWidthChanged(Double(geometry.size.width))), proxy)
                }
                .onValueChange(of: geometry.size.width) { width in
                    apply(model.state.handle(.pageWidthChanged(Double(width))), proxy)
                }
            }
        }

        /// iOS 17 and later: a paging scroll view, the pages side by side in a row the core
        /// places.
        @available(iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
        @MainActor
        private func scrollingPages(_ proxy: ScrollViewProxy, size: CGSize) -> some View {
            ScrollView(.horizontal, showsIndicators: false) {
                PageRowLayout(
                    geometry: PagingGeometry(
                        pageWidth: Double(size.width), pageCount: items.count),
                    height: size.height
                ) {
                    ForEach(items, id: \.id) { item in
                        page(item).frame(maxWidth: .infinity, maxHeight: .infinity)
                    }
                }
                .scrollTargetLayout()
            }
            .scrollTargetBehavior(.paging)
            .scrollPosition(id: $restingID)
            .modifier(ScrollReporting(model: model, apply: { apply($0, proxy) }))
            .onValueChange(of: restingID) { id in
                // iOS 18 hears the offsets and the phases; iOS 17 hears only where the
                // pages came to rest.
                #if canImport(SwiftUI, _version: 6.0)
                    if #available(iOS 18, tvOS 18, watchOS 11, visionOS 2, *) { return }
                #endif
                settled(on: id, proxy)
            }
        }

        /// iOS 16: a paged `TabView`, which reports only the page it settles on.
        @MainActor
        private func tabPages(_ proxy: ScrollViewProxy) -> some View {
            TabView(
                selection: Binding {
                    restingID ?? selection
                } set: { id in
                    restingID = id
                    settled(on: id, proxy)
                }
            ) {
                ForEach(items, id: \.id) { item in
                    page(item).tag(item.id)
                }
            }
            .tabViewStyle(.page(indexDisplayMode: .never))
        }

        /// A page: built once the core has loaded it, with the same identity loaded or not.
        @MainActor @ViewBuilder
        private func page(_ item: Item) -> some View {
            if builtIDs.contains(item.id) {
                makePage(item)
                    .environment(\.isSegmentedPagerPageLoaded, loadedIDs.contains(item.id))
            } else {
                Color.clear
            }
        }

        // MARK: - Events and effects

        /// The pages came to rest on a page (iOS 16 and 17): for the core, that page's offset,
        /// then settled.
        @MainActor
        private func settled(on id: Item.ID?, _ proxy: ScrollViewProxy) {
            guard let id, let index = model.state.ids.firstIndex(of: id) else { return }
            let offset = model.state.geometry.offset(forPosition: Double(index))
            apply(model.state.handle(.scrolled(offset: offset)), proxy)
            apply(model.state.handle(.settled), proxy)
        }

        /// The app wrote the selection: scroll there unless the core already shows it.
        @MainActor
        private func follow(_ id: Item.ID, _ proxy: ScrollViewProxy) {
            guard id != model.state.selectedID, let index = model.state.ids.firstIndex(of: id)
            else { return }
            apply(
                model.state.handle(.selectionRequested(index: index, animated: !reduceMotion)),
                proxy)
        }

        @MainActor
        private func apply(_ effects: [PagerMachine<Item.ID>.Effect], _ proxy: ScrollViewProxy) {
            for effect in effects {
                switch effect {
                case .select(_, let id):
                    if committed != id { committed = id }
                    if selection != id { selection = id }
                case .moveIndicator(to: let newPosition):
                    if position != newPosition { position = newPosition }
                case .scroll(let offset, let animated):
                    let page = Int(model.state.geometry.position(forOffset: offset).rounded())
                    guard model.state.ids.indices.contains(page) else { continue }
                    let id = model.state.ids[page]
                    let motion = style.design.motion.resolved(reduceMotion: reduceMotion)
                    var transaction = Transaction(animation: animated ? motion.animation : nil)
                    transaction.disablesAnimations = !animated
                    withTransaction(transaction) {
                        if restingID != id { restingID = id }
                        // Also when the id is the same: after a size change the pages must
                        // move back onto it.
                        proxy.scrollTo(id, anchor: .leading)
                    }
                case .reselect(let index):
                    onReselect?(model.state.ids[index])
                case .load, .unload:
                    syncPages()
                case .decelerate:
                    // The paging behaviour chooses where a swipe stops; nothing to write.
                    break
                }
            }
            if committed != model.state.selectedID { committed = model.state.selectedID }
        }

        /// Publishes the loaded pages and the pages built so far (written only on change, so
        /// a scroll frame that loads nothing redraws no page).
        @MainActor
        private func syncPages() {
            let loaded = model.state.loadedIDs
            let present = Set(model.state.ids)
            var built = builtIDs.filter { present.contains($0) }
            for id in loaded where !built.contains(id) { built.append(id) }
            if loadedIDs != loaded { loadedIDs = loaded }
            if builtIDs != built { builtIDs = built }
        }
    }

    /// The pager's decisions, kept by reference so that reading them creates no dependency on
    /// the scroll position.
    private final class PagerModel<ID: Hashable & Sendable> {
        var state: PagerMachine<ID>
        init(_ state: PagerMachine<ID>) { self.state = state }
    }

    /// The header: the only view that reads the position, so a scroll frame re-evaluates it
    /// and nothing else.
    private struct PagerHeader<Item: Identifiable, Title: View>: View where Item.ID: Sendable {
        let items: [Item]
        let selection: Binding<Item.ID>
        @Binding var position: Double
        let titleProgress: TitleProgressStyle
        let makeTitle: (Item) -> Title
        let tapped: (Item.ID) -> Void

        var body: some View {
            SegmentedControl(selection: selection, items: items) { item in
                title(for: item)
            }
            .segmentedControlPosition(position)
            .onSegmentReselect { (id: Item.ID) in tapped(id) }
        }

        @ViewBuilder
        private func title(for item: Item) -> some View {
            if titleProgress.isIdentity {
                makeTitle(item)
            } else {
                let index = items.firstIndex { $0.id == item.id } ?? 0
                ProgressTitle(
                    style: titleProgress,
                    transform: titleProgress.transform(
                        of: index, at: position, count: items.count),
                    content: makeTitle(item))
            }
        }
    }

    /// iOS 18: the scroll view's content offset, frame by frame, and its phases: a drag
    /// began when the user starts interacting, ended when they stop, and the pages are
    /// settled when the scroll view is idle again.
    private struct ScrollReporting<ID: Hashable & Sendable>: ViewModifier {
        let model: PagerModel<ID>
        let apply: ([PagerMachine<ID>.Effect]) -> Void

        func body(content: Content) -> some View {
            // The callbacks exist from the iOS 18 SDK (SwiftUI 6) on; built with an older
            // SDK, the pager pages as on iOS 17.
            #if canImport(SwiftUI, _version: 6.0)
                if #available(iOS 18, tvOS 18, watchOS 11, visionOS 2, *) {
                    content
                        .onScrollGeometryChange(for: Double.self) { geometry in
                            Double(geometry.contentOffset.x)
                        } action: { _, offset in
                            apply(model.state.handle(.scrolled(offset: offset)))
                        }
                        .onScrollPhaseChange { old, new in
                            if new == .interacting, old != .interacting {
                                apply(model.state.handle(.dragBegan))
                            } else if old == .interacting, new != .interacting {
                                apply(
                                    model.state.handle(
                                        .dragEnded(velocity: .nan, proposedOffset: .nan)))
                            }
                            if new == .idle { apply(model.state.handle(.settled)) }
                        }
                } else {
                    content
                }
            #else
                content
            #endif
        }
    }

    /// The pages side by side, each where the core's paging geometry puts it (page `i` at
    /// `i` page widths; SwiftUI mirrors the row in right-to-left layouts).
    private struct PageRowLayout: Layout {
        let geometry: PagingGeometry
        let height: CGFloat

        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ())
            -> CGSize
        {
            CGSize(width: CGFloat(geometry.pageWidth) * CGFloat(subviews.count), height: height)
        }

        func placeSubviews(
            in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
        ) {
            for (index, subview) in subviews.enumerated() {
                subview.place(
                    at: CGPoint(
                        x: bounds.minX + CGFloat(geometry.offset(forPosition: Double(index))),
                        y: bounds.minY),
                    anchor: .topLeading,
                    proposal: ProposedViewSize(width: CGFloat(geometry.pageWidth), height: height))
            }
        }
    }

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

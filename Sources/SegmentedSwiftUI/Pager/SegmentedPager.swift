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
    /// - iOS 17: the same paging `ScrollView`; iOS 16: a `TabView` with the `.page` style.
    ///   There each page reads its own frame in the pager with a `GeometryReader`, which
    ///   gives the offset frame by frame (the header follows the finger), and the pages are
    ///   at rest when that offset stays on a whole page for the core's
    ///   `PagerMachine.restDelay` (a swipe commits then; a finger passing over a page moves
    ///   on long before). Pages that move away from a turn the pager animates were taken by
    ///   a finger: the pager reports a drag, and the page they rest on commits. Neither
    ///   `scrollPosition(id:)` (it changes while the pages scroll) nor the `TabView`'s
    ///   selection (it is written for swipes only) says when the pages rest.
    ///
    /// A tap or a selection in code scrolls with `ScrollViewProxy.scrollTo(_:anchor:)`
    /// (iOS 17 and later, to ids only the pages have) or the `TabView`'s selection (iOS 16),
    /// which also re-anchor the pages after a size change (rotation, split view) so the
    /// same page stays shown. On iOS 16 and 17, pages that stop elsewhere after a size change
    /// are asked back once (iOS 16 turns the `TabView` to a neighbour and back, as it is
    /// reported to show another place after rotation), then believed: the header never
    /// stays on a page the pages do not show. A turn to a page more than one away jumps
    /// there and the header animates on its own, so no page in between is built. Right to
    /// left, page 0 sits at the right: SwiftUI mirrors the paging scroll view, and the pager
    /// lays the iOS 16 `TabView`, reported not to mirror, out itself. Pages off screen are
    /// hidden from VoiceOver. Not available on macOS, whose `TabView` has no page style.
    public struct SegmentedPager<Item: Identifiable, Title: View, Page: View>: View
    where Item.ID: Sendable {
        private let items: [Item]
        @Binding private var selection: Item.ID
        private let headerPlacement: SegmentedPagerHeaderPlacement
        private let titleProgress: TitleProgressStyle
        private let onReselect: ((Item.ID) -> Void)?
        private let makeTitle: (Item) -> Title
        private let makePage: (Item) -> Page

        /// The core's decisions and what the pager keeps between events, in a reference the
        /// pager never replaces: reading it makes no view depend on the scroll position.
        @State private var model: PagerModel<Item.ID>
        /// The header's continuous position; only the header's views that draw it read it.
        @State private var position: Double
        /// The committed selection, as the header shows it.
        @State private var committed: Item.ID?
        /// The pages built so far (loaded at least once and still among the items).
        @State private var builtIDs: [Item.ID] = []
        /// The pages the core has loaded now.
        @State private var loadedIDs: [Item.ID] = []
        /// The pages on screen (one at rest, two between): the others are hidden from
        /// VoiceOver. Written only on change, so a scroll frame that shows the same pages
        /// redraws no page.
        @State private var visibleIDs: [Item.ID]
        /// iOS 16: the page the `TabView` shows or turns to (its selection).
        @State private var tabSelection: Item.ID?

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
            self._tabSelection = State(initialValue: state.selectedID)
            self._visibleIDs = State(initialValue: state.selectedID.map { [$0] } ?? [])
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

        /// The header: a ``SegmentedControl`` whose machine is the pager's (the core's
        /// `PagerMachine` composes the header's `ControlMachine`): every input on the titles
        /// (touches, VoiceOver, keys, focus) is a header event the pager decides, with the
        /// committed page as the one selection. The pager's effects for its host are carried
        /// out here with `proxy`, the header's by the control.
        @MainActor
        private func header(_ proxy: ScrollViewProxy) -> some View {
            let host = attachHeader(proxy)
            return PagerHeader(
                items: items, selection: headerSelection, host: host,
                source: model.positionSource { SegmentedPositionSource(position: $position) },
                titleProgress: titleProgress, makeTitle: makeTitle)
        }

        /// The header's machine host, with the pager's titles and its way of carrying out
        /// effects (this copy of the pager's, with `proxy`): taken each time the pager is
        /// evaluated and as its pages appear, let go as they disappear (`pagesDisappeared(_:)`:
        /// the copy holds the model that holds the host). Taking it does not wait for an
        /// `onAppear`, which SwiftUI is reported to skip on a return to a navigation stack, so
        /// the header takes input again at the pager's next evaluation at the latest.
        @MainActor @discardableResult
        private func attachHeader(_ proxy: ScrollViewProxy) -> PagerHeaderHost<Item.ID> {
            let host = model.headerHost()
            host.headerIDs = items.map(\.id)
            host.apply = { effects in apply(effects, proxy) }
            return host
        }

        /// The header's selection: the committed page. The control writes it only with a
        /// page the pager has already committed (the pager's machine decides the header's
        /// requests), so the write has nothing left to do.
        private var headerSelection: Binding<Item.ID> {
            Binding(get: { committed ?? selection }, set: { _ in })
        }

        // MARK: - Pages

        /// Whether the scroll view reports its phases (iOS 18 and later, built with the iOS
        /// 18 SDK or later); otherwise each page reports where it is (`PageOffsetReader`).
        private var hearsScrollPhases: Bool {
            #if canImport(SwiftUI, _version: 6.0)
                if #available(iOS 18, tvOS 18, watchOS 11, visionOS 2, *), OSAvailability.iOS18 {
                    return true
                }
            #endif
            return false
        }

        /// Whether the pages are a paged `TabView` (iOS 16) rather than a scroll view (iOS 17
        /// and later).
        private var pagesAreTabView: Bool {
            if #available(iOS 17, tvOS 17, watchOS 10, visionOS 1, *), OSAvailability.iOS17 {
                return false
            }
            return true
        }

        @MainActor @ViewBuilder
        private func pages(_ proxy: ScrollViewProxy) -> some View {
            GeometryReader { geometry in
                Group {
                    if #available(iOS 17, tvOS 17, watchOS 10, visionOS 1, *), OSAvailability.iOS17
                    {
                        scrollingPages(proxy, size: geometry.size)
                    } else {
                        tabPages(proxy)
                    }
                }
                .coordinateSpace(name: PagerSpace())
                .onAppear {
                    attachHeader(proxy)
                    apply(model.state.handle(.pageWidthChanged(Double(geometry.size.width))), proxy)
                }
                .onDisappear { pagesDisappeared(proxy) }
                .onValueChange(of: geometry.size.width) { width in
                    pagesResized(to: Double(width), proxy)
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
                    pageViews(proxy)
                }
            }
            .scrollTargetBehavior(.paging)
            .modifier(ScrollReporting(model: model, apply: { apply($0, proxy) }))
        }

        /// iOS 16: a paged `TabView`. Its selection is the page it shows: the pager writes it
        /// to turn the pages, and the `TabView` writes it when a swipe turns them (Apple
        /// documents no more, so where the pages rest comes from the pages' frames).
        ///
        /// Right to left, iOS 16's paged `TabView` is reported not to mirror (its pages and
        /// its selection run left to right while the app is right to left): the pager lays it
        /// out left to right always, with the pages in reverse order right to left, and gives
        /// the pages the app's direction back, so page 0 is at the right either way.
        @MainActor
        private func tabPages(_ proxy: ScrollViewProxy) -> some View {
            TabView(
                selection: Binding {
                    tabSelection ?? selection
                } set: { id in
                    tabSelection = id
                }
            ) {
                pageViews(proxy, reversed: layoutDirection == .rightToLeft)
            }
            .tabViewStyle(.page(indexDisplayMode: .never))
            .environment(\.layoutDirection, .leftToRight)
        }

        /// Every page, known by its item's `id` (so a page keeps its state wherever its item
        /// moves) and scrolled to by a `PagerPageID`, an id no view outside the pages can
        /// have: `scrollTo` scrolls the first scroll view with a view of that id, and the
        /// header's own scroll view gives its segments the items' ids.
        ///
        /// `reversed` lists them last first (the iOS 16 `TabView` right to left); each page
        /// gets the pager's layout direction, whatever the container around it has.
        @MainActor
        private func pageViews(_ proxy: ScrollViewProxy, reversed: Bool = false) -> some View {
            let count = items.count
            let reportsFrames = !hearsScrollPhases
            let direction = layoutDirection
            let ordered = Array(items.enumerated())
            return ForEach(reversed ? ordered.reversed() : ordered, id: \.element.id) {
                index, item in
                page(item)
                    .frame(maxWidth: .infinity, maxHeight: .infinity)
                    .background(
                        PageOffsetReader(
                            index: index, pageCount: count,
                            isActive: reportsFrames && loadedIDs.contains(item.id)
                        ) {
                            pagesMoved($0, proxy)
                        }
                    )
                    .environment(\.layoutDirection, direction)
                    // Off screen, a page is out of VoiceOver's way (as the UIKit pager's
                    // are); VoiceOver turns the pages with the header or a scroll by page.
                    .accessibilityHidden(!visibleIDs.contains(item.id))
                    .id(PagerPageID(id: item.id))
                    .tag(item.id)
            }
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

        /// A page reported where the pages are (iOS 16 and 17): a position (page 0 at the
        /// leading edge, beyond the ends while the pages are pulled past them) and the page
        /// width it was read in. No drag or scroll phase is documented on these versions, so
        /// the core's rules for offsets without phases say what the reports mean:
        /// - a new width reaches the core before the offset read in it (the pager's own width
        ///   report may come later), and the core then waits for the pages to be back on
        ///   their page: the old offset read in the new width is no place they showed;
        /// - pages moving away from a turn the pager animates were taken by a finger: a drag
        ///   began (`isAnimationInterrupted(byOffset:)`);
        /// - no new report for `restDelay` is a stop (`pagesStopped`), which the core reads:
        ///   at rest on a page, a finger holding the pages between pages, or pages that did
        ///   not come back after a resize.
        @MainActor
        private func pagesMoved(_ report: PageReport, _ proxy: ScrollViewProxy) {
            // Every page reports the same; the first one is enough.
            guard report != model.lastReport else { return }
            let previous = model.lastReport
            model.lastReport = report
            pagesResized(to: report.width, held: previous, proxy)
            let offset = model.state.geometry.offset(forPosition: report.position)
            if model.state.isAnimationInterrupted(byOffset: offset) {
                apply(model.state.handle(.dragBegan), proxy)
            }
            apply(model.state.handle(.scrolled(offset: offset)), proxy)
            waitForStop(proxy)
        }

        /// The pages' width changed, as the pager or a page read it, whichever comes first.
        /// iOS 16 and 17, which report no drag: pages a finger holds (between pages when
        /// they last reported, with no scroll of the pager's own) are reported as dragged
        /// first, so the pager leaves them under the finger.
        @MainActor
        private func pagesResized(
            to width: Double, held last: PageReport? = nil, _ proxy: ScrollViewProxy
        ) {
            guard width != model.state.geometry.pageWidth else { return }
            if let last = last ?? model.lastReport, model.state.isHeld(atPosition: last.position) {
                apply(model.state.handle(.dragBegan), proxy)
            }
            apply(model.state.handle(.pageWidthChanged(width)), proxy)
        }

        /// iOS 16 and 17: reports a stop if no page reports again within the core's
        /// `restDelay` (a finger moving the pages reports within a frame). One task waits
        /// for as long as reports keep coming, rather than one task per report.
        @MainActor
        private func waitForStop(_ proxy: ScrollViewProxy) {
            let delay = Duration.seconds(PagerMachine<Item.ID>.restDelay)
            model.lastReportTime = .now
            // The latest copy of the pager handles the stop (its binding, style, motion).
            model.stop = { pagesStopped(proxy) }
            guard model.restTask == nil else { return }
            let model = model
            model.restTask = Task { @MainActor in
                while let last = model.lastReportTime, ContinuousClock.now < last + delay {
                    try? await Task.sleep(until: last + delay, clock: .continuous)
                    guard !Task.isCancelled else { return }
                }
                guard !Task.isCancelled, model.lastReportTime != nil else { return }
                model.restTask = nil
                // Taken out first: the closure holds the pager, which holds the model.
                let stop = model.stop
                model.stop = nil
                stop?()
            }
        }

        /// The pages reported nothing new for `restDelay` (iOS 16 and 17): the core decides
        /// what the stop means. While it still waits for the pages to come back after a
        /// resize it asked for the scroll again, which may move nothing (a paged `TabView`
        /// whose selection already names the page): the next stop is awaited all the same.
        @MainActor
        private func pagesStopped(_ proxy: ScrollViewProxy) {
            model.restTask?.cancel()
            model.restTask = nil
            guard let report = model.lastReport else { return }
            let offset = model.state.geometry.offset(forPosition: report.position)
            apply(model.state.handle(.stoppedMoving(offset: offset)), proxy)
            guard model.state.reanchorPage != nil else { return }
            if pagesAreTabView { turnTabViewBack() }
            waitForStop(proxy)
        }

        /// iOS 16: the paged `TabView` shows another place than its selection after a size
        /// change, and writing the same selection again changes nothing. Its selection goes
        /// to a neighbour and, a moment later, back, without animation, so that it turns to
        /// the page again (the workaround reported for a paged `TabView` after rotation:
        /// change the selection after a delay).
        @MainActor
        private func turnTabViewBack() {
            guard let index = model.state.selectedIndex, model.state.ids.count > 1 else { return }
            let id = model.state.ids[index]
            let neighbour = model.state.ids[index > 0 ? index - 1 : index + 1]
            writeTabSelection(neighbour)
            model.turnTask?.cancel()
            model.turnTask = Task { @MainActor in
                try? await Task.sleep(nanoseconds: 1_000_000_000 / 30)
                if tabSelection == neighbour { writeTabSelection(id) }
            }
        }

        /// Turns the iOS 16 `TabView` to `id` at once.
        @MainActor
        private func writeTabSelection(_ id: Item.ID) {
            var transaction = Transaction(animation: nil)
            transaction.disablesAnimations = true
            withTransaction(transaction) { tabSelection = id }
        }

        /// The pager left the screen (iOS 16 and 17): a stop still awaited is handled now,
        /// so the page a swipe just reached commits before the pager goes (later it would
        /// settle pages nobody sees, or never, and the header would come back on a page the
        /// selection is not); the pages report afresh when it comes back.
        @MainActor
        private func pagesDisappeared(_ proxy: ScrollViewProxy) {
            if model.restTask != nil { pagesStopped(proxy) }
            model.turnTask?.cancel()
            model.turnTask = nil
            model.restTask?.cancel()
            model.restTask = nil
            model.lastReport = nil
            model.lastReportTime = nil
            // Nothing the model keeps may hold the pager once it is gone.
            model.stop = nil
            model.headerHost().detach()
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
                    guard position != newPosition else { continue }
                    if let animation = model.headerAnimation {
                        // The pages jumped: the header moves there on its own.
                        model.headerAnimation = nil
                        withAnimation(animation) { position = newPosition }
                    } else {
                        position = newPosition
                    }
                case .scroll(let offset, let animated):
                    // The pages move on the pager's request: a stop awaited from before is
                    // stale (iOS 16 and 17; the pages report again as they move).
                    model.restTask?.cancel()
                    model.restTask = nil
                    scroll(toOffset: offset, animated: animated, proxy)
                case .reselect(let index):
                    onReselect?(model.state.ids[index])
                case .load, .unload:
                    syncPages()
                case .decelerate:
                    // The paging behaviour chooses where a swipe stops; nothing to write.
                    break
                case .header(let effect):
                    // What the pager's machine asks of the header (its elements, its lens, a
                    // haptic) after an event of the pages' or the app's: the control does it.
                    model.headerHost().perform([effect.relabelled(as: Int.self)])
                }
            }
            if committed != model.state.selectedID { committed = model.state.selectedID }
            let visible = model.state.visibleIndices.map { model.state.ids[$0] }
            if visibleIDs != visible { visibleIDs = visible }
            if case .animating = model.state.phase {} else { model.headerAnimation = nil }
        }

        /// Scrolls the pages to the page at `offset`. A turn of more than one page jumps
        /// (unanimated) and lets the header animate there on its own, as the pages would
        /// otherwise show, load and build every page in between; a turn of one page or less
        /// scrolls with the style's motion and the header follows the pages.
        @MainActor
        private func scroll(toOffset offset: Double, animated: Bool, _ proxy: ScrollViewProxy) {
            let state = model.state
            let page = Int(state.geometry.position(forOffset: offset).rounded())
            guard state.ids.indices.contains(page) else { return }
            let id = state.ids[page]
            let motion = style.design.motion.resolved(reduceMotion: reduceMotion).animation
            let shown = state.geometry.offset(forPosition: state.position)
            let jumps = animated && state.geometry.turnStart(from: shown, to: offset) != nil
            let scrollAnimation = animated && !jumps ? motion : nil
            if jumps { model.headerAnimation = motion }
            var transaction = Transaction(animation: scrollAnimation)
            transaction.disablesAnimations = scrollAnimation == nil
            withTransaction(transaction) {
                if #available(iOS 17, tvOS 17, watchOS 10, visionOS 1, *), OSAvailability.iOS17 {
                    // Also when the page is the one shown: after a size change the pages
                    // must move back onto it.
                    proxy.scrollTo(PagerPageID(id: id), anchor: .leading)
                } else if tabSelection != id {
                    tabSelection = id
                }
            }
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

    /// The pager's decisions and what it keeps between events, by reference so that reading
    /// them creates no dependency on the scroll position.
    private final class PagerModel<ID: Hashable & Sendable> {
        var state: PagerMachine<ID>
        /// What the pages last reported (iOS 16 and 17, where every page reports it).
        var lastReport: PageReport?
        /// iOS 16 and 17: waits out the core's `restDelay` after the pages last reported;
        /// a scroll the pager asks for or leaving the screen cancels it.
        var restTask: Task<Void, Never>?
        /// iOS 16 and 17: when the pages last reported.
        var lastReportTime: ContinuousClock.Instant?
        /// iOS 16 and 17: what a stop does, from the latest copy of the pager.
        var stop: (@MainActor () -> Void)?
        /// iOS 16: turns the `TabView` back from a neighbour after a resize.
        var turnTask: Task<Void, Never>?
        /// The animation the header moves with when the pages jumped to a distant page.
        var headerAnimation: Animation?
        /// The position the header reads, made once: the same object in the environment
        /// whenever the pager is evaluated again, so the header is not.
        private var source: SegmentedPositionSource?
        /// The header's machine host, made once (see ``headerHost()``).
        private var madeHeaderHost: PagerHeaderHost<ID>?
        init(_ state: PagerMachine<ID>) { self.state = state }

        /// The host the header's control hands its events to, made the first time: the same
        /// object in the environment whenever the pager is evaluated again.
        @MainActor
        func headerHost() -> PagerHeaderHost<ID> {
            if let madeHeaderHost { return madeHeaderHost }
            let made = PagerHeaderHost(model: self)
            madeHeaderHost = made
            return made
        }

        /// The header's position source, made by `make` the first time.
        func positionSource(_ make: () -> SegmentedPositionSource) -> SegmentedPositionSource {
            if let source { return source }
            let made = make()
            source = made
            return made
        }
    }

    /// The pager as its header's machine host: the header's control names titles by index,
    /// the pager's machine by the items' ids; the host renames at the seam (the core's
    /// `relabelled`) and hands the pager's effects to the pager and the header's to the
    /// control.
    @MainActor
    private final class PagerHeaderHost<ID: Hashable & Sendable>: SegmentedControlMachineHost {
        /// The pager's model, which owns this host (weak: a header still on screen after
        /// its pager, in a navigation bar being popped, reads nothing and decides nothing).
        private weak var model: PagerModel<ID>?
        /// The header's titles' ids, in order, as the header was last evaluated with.
        var headerIDs: [ID] = []
        /// Carries out the pager's effects (set by each evaluation of the pager and as its
        /// pages appear, with its scroll proxy); `nil` after they disappeared, until then.
        var apply: (([PagerMachine<ID>.Effect]) -> Void)?
        /// Carries out the header's effects the pager's own events made (a swipe's page
        /// placed on the header): the header's control's, as it was last evaluated.
        private(set) var perform: ([ControlMachine<Int>.Effect]) -> Void = { _ in }

        func attach(_ perform: @escaping ([ControlMachine<Int>.Effect]) -> Void) {
            self.perform = perform
        }

        /// The pages went: lets go of the pager and the header (they hold the model that
        /// holds this host).
        func detach() {
            apply = nil
            perform = { _ in }
        }

        init(model: PagerModel<ID>) { self.model = model }

        /// The header's machine, as the pager holds it.
        private var header: ControlMachine<ID> { model?.state.header ?? ControlMachine() }

        var interaction: InteractionMachine { header.interaction }
        var lens: LensMachine? { header.lens }
        var elements: [SegmentAccessibilityElement<Int>] {
            header.accessibility.elements.map { element in
                element.relabelled { _ in element.index }
            }
        }
        var focusedIndex: Int? { header.accessibility.focusedIndex }

        func handle(
            _ event: ControlMachine<Int>.Event, in context: ControlMachine<Int>.Context,
            at time: Double
        ) -> [ControlMachine<Int>.Effect] {
            // Without the pager to carry out its effects (its pages went and it was not
            // evaluated since), an event would commit a page nobody scrolls to.
            guard let model, let apply, let event = relabelled(event) else { return [] }
            let effects = model.state.handle(.header(event, in: context, at: time))
            apply(effects.filter { if case .header = $0 { false } else { true } })
            // The header shows what the pager committed for it (and a key or a click on it
            // was taken), and does what the pager's machine asks of it; the pager's own
            // effects, its reselect action among them, were carried out above.
            return effects.compactMap { effect in
                switch effect {
                case .header(let effect): effect.relabelled(as: Int.self)
                case .select(let index, _): .select(index: index)
                case .reselect(let index): .reselect(index: index)
                default: nil
                }
            }
        }

        func follow(
            _ host: ControlMachine<Int>.Host, in context: ControlMachine<Int>.Context,
            at time: Double
        ) -> [ControlMachine<Int>.Effect]? {
            guard let model, let host = relabelled(host) else { return nil }
            return model.state.followHeader(host, in: context, at: time)?.compactMap { effect in
                if case .header(let effect) = effect {
                    effect.relabelled(as: Int.self)
                } else {
                    nil
                }
            }
        }

        /// The event with its titles named by their items' ids, or `nil` when it names a title
        /// the header has no id for (never: the header's titles and `headerIDs` are the same
        /// items, set by the pager's evaluation before the header's).
        private func relabelled(_ event: ControlMachine<Int>.Event) -> ControlMachine<ID>.Event? {
            if case .segmentsChanged(let segments) = event, !namesAll(segments) { return nil }
            return event.relabelled { headerIDs[$0] }
        }

        private func relabelled(_ host: ControlMachine<Int>.Host) -> ControlMachine<ID>.Host? {
            namesAll(host.segments) ? host.relabelled { headerIDs[$0] } : nil
        }

        private func namesAll(_ segments: [AccessibilityMachine<Int>.Segment]) -> Bool {
            segments.allSatisfy { headerIDs.indices.contains($0.id) }
        }
    }

    /// The id a page is scrolled to: the item's `id` in a type only the pager has.
    private struct PagerPageID<ID: Hashable>: Hashable {
        let id: ID
    }

    /// The name of the pager's coordinate space, in which each page reads its frame.
    private struct PagerSpace: Hashable {}

    /// Where the pages are, as a page reads it (iOS 16 and 17): the position, and the page
    /// width it was read in (after a size change, the new width with the old offset until
    /// the pages move back onto their page).
    private struct PageReport: Equatable {
        var position: Double
        var width: Double
    }

    /// iOS 16 and 17: reports the position implied by where this page sits in the pager,
    /// and its width, each time either changes. A `GeometryReader` "defines its content as
    /// a function of its own size and coordinate space", so its content runs again when the
    /// page moves in the pager's coordinate space or is resized; the core's
    /// `PagingGeometry.position(page:atMinX:)` turns the page's frame into the position
    /// (mirrored in right-to-left layouts, where page 0 is at the right), beyond the ends
    /// while the pages are pulled past them.
    private struct PageOffsetReader: View {
        let index: Int
        let pageCount: Int
        let isActive: Bool
        let report: (PageReport) -> Void
        @Environment(\.layoutDirection) private var layoutDirection

        var body: some View {
            if isActive {
                GeometryReader { proxy in
                    let frame = proxy.frame(in: .named(PagerSpace()))
                    let paging = PagingGeometry(
                        pageWidth: Double(frame.width), pageCount: pageCount,
                        layoutDirection: SegmentedCore.LayoutDirection(layoutDirection))
                    let position = paging.position(
                        page: index, atMinX: Double(frame.minX), allowsOverscroll: true)
                    Color.clear.onValueChange(
                        of: PageReport(position: position, width: Double(frame.width))
                    ) { newValue in report(newValue) }
                }
            }
        }
    }

    /// The header: a ``SegmentedControl`` whose position comes from `source`, which only the
    /// control's views that draw the position read, so a scroll frame redraws those and not
    /// the control (nor this view).
    private struct PagerHeader<Item: Identifiable, Title: View>: View where Item.ID: Sendable {
        let items: [Item]
        let selection: Binding<Item.ID>
        /// The pager's machine, which the header's control feeds.
        let host: PagerHeaderHost<Item.ID>
        let source: SegmentedPositionSource
        let titleProgress: TitleProgressStyle
        let makeTitle: (Item) -> Title

        var body: some View {
            SegmentedControl(selection: selection, items: items) { item in
                title(for: item)
            }
            .environment(\.segmentedPositionSource, source)
            .environment(\.segmentedControlMachineHost, host)
        }

        @ViewBuilder
        private func title(for item: Item) -> some View {
            if titleProgress.isIdentity {
                makeTitle(item)
            } else {
                ProgressTitle(
                    style: titleProgress,
                    index: items.firstIndex { $0.id == item.id } ?? 0, count: items.count,
                    position: source.position, content: makeTitle(item))
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
                if #available(iOS 18, tvOS 18, watchOS 11, visionOS 2, *), OSAvailability.iOS18 {
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
    ///
    /// It reads the pager's position itself (a binding), so a scroll frame redraws the titles
    /// and not the header around them.
    private struct ProgressTitle<Content: View>: View {
        let style: TitleProgressStyle
        let index: Int
        let count: Int
        let position: Binding<Double>
        let content: Content

        var body: some View {
            let transform = style.transform(of: index, at: position.wrappedValue, count: count)
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

#if canImport(UIKit) && !os(watchOS)
    import SegmentedCore
    import UIKit

    /// A container of swipeable pages under a ``SegmentedTabControl`` header: child view
    /// controllers from a data source, side by side in a paging scroll view. The header's
    /// indicator follows the finger; a swipe that settles on a new page, or a tap on a title,
    /// selects it once (delegate call and ``selectionDidChangeNotification``).
    ///
    /// Every decision is the core's `PagerMachine`; this controller turns `UIScrollViewDelegate`
    /// callbacks and header events into its events, and its effects into header positions,
    /// scrolls and child containment:
    /// - Pages load lazily: only the pages shown and the selected one, with
    ///   ``preloadDistance`` neighbours either side, are children; the others are released.
    /// - Containment is proper: `addChild`/`didMove(toParent:)` and
    ///   `willMove(toParent:)`/`removeFromParent`, and with
    ///   `shouldAutomaticallyForwardAppearanceMethods` off, pages get appearance calls as
    ///   `UIPageViewController`'s do, in the order the core's `PageAppearanceMachine` gives:
    ///   a page coming on screen hears `viewWillAppear` at once, before it is seen (the
    ///   first page too, also during a navigation push: it is built by the layout that
    ///   `viewIsAppearing` forces), and `viewDidAppear` only when the pager has appeared and
    ///   the pages come to rest with it shown; a swipe cancelled before that gives it
    ///   `viewWillDisappear` and `viewDidDisappear` instead, never `viewDidAppear`. Every
    ///   `beginAppearanceTransition` is ended.
    /// - Bars watch the selected page: ``contentScrollView(for:)`` is the selected page's
    ///   scroll view (the one it set with `setContentScrollView(_:for:)`, its view when that
    ///   is a scroll view, or the first scroll view inside it), `nil` for a page without one,
    ///   never the horizontal paging scroll view; the pager calls
    ///   `setContentScrollView(_:for:)` whenever it changes.
    /// - VoiceOver reaches only the pages on screen (the others' views have
    ///   `accessibilityElementsHidden`), and its scroll by page (a three-finger swipe) turns
    ///   one page through the core, as a committed swipe, with the header on the new title.
    /// - The header has one selection, the committed page: the pager's machine holds the
    ///   header's, so every input on a title (a tap, VoiceOver's double tap, the keys, the
    ///   Apple TV remote, the Large Content Viewer) obeys the header's
    ///   ``SegmentedTabControl/shouldSelectSegment`` (a refused title leaves the page) and
    ///   reaches ``SegmentedPagerControllerDelegate/pager(_:didReselectPageAt:)`` on the
    ///   selected title at rest. A momentary header still shows the page's title as selected:
    ///   a pager always shows a page. Selecting on the header in code selects the page.
    /// - The header's titles keep out of the safe area's sides (a landscape sensor housing).
    /// - A tap on a distant title builds only the pages around its target: as
    ///   `UIPageViewController` turns to a page that is not adjacent, the page shown is
    ///   moved next to the target, the pages jump there without animation, and only the
    ///   last page's width is animated, so no page in between is passed, built or shown.
    /// - Pages are identified by their items' `id`s. Items that share an `id` (two pages
    ///   titled the same, whose `id` defaults to the title) are still separate pages, told
    ///   apart by order: the second is known as `"<id>#2"` (then `#3`…, skipping any taken
    ///   id) in ``loadedViewControllers``; give such items distinct `id`s so a reload that
    ///   reorders them keeps the right page selected.
    /// - Right to left, page 0 sits at the right (the pages are placed by the core's
    ///   `PagingGeometry`).
    /// - Rotation or split view keeps the page; ``reloadData()`` keeps the selected page by
    ///   its item's `id`.
    /// - On tvOS the pages do not page by swipes (its scroll views are driven by focus); the
    ///   header's selection turns them.
    ///
    /// ```swift
    /// let pager = SegmentedPagerController(configuration: .pagedHeader)
    /// pager.dataSource = self
    /// pager.delegate = self
    /// navigationController?.pushViewController(pager, animated: true)
    /// ```
    public final class SegmentedPagerController: UIViewController, UIScrollViewDelegate {
        /// Where the header goes.
        public enum HeaderPlacement: Sendable, Hashable {
            /// Above the pages, below the safe area's top.
            case top
            /// In the navigation bar, as the `navigationItem`'s `titleView`.
            case navigationBar
        }

        /// Posted on the default centre when the user selected a page (the same moments as
        /// ``SegmentedPagerControllerDelegate/pager(_:didSelectPageAt:)``); the object is
        /// the pager and `userInfo[SegmentedPagerController.selectedIndexKey]` the page.
        public nonisolated static let selectionDidChangeNotification = Notification.Name(
            "SegmentedPagerControllerSelectionDidChange")
        /// The `userInfo` key of the selected page's index in
        /// ``selectionDidChangeNotification``.
        public nonisolated static let selectedIndexKey = "selectedIndex"

        /// The header. Configure its look through ``SegmentedTabControl/configuration``; its
        /// items come from the data source, and its selection is the pager's page (a reselect
        /// goes to ``SegmentedPagerControllerDelegate/pager(_:didReselectPageAt:)``, not to
        /// its `onReselect`; a refused ``SegmentedTabControl/shouldSelectSegment`` leaves the
        /// page).
        public let header: SegmentedTabControl
        /// The paging scroll view holding the pages. Its delegate is the pager, which also
        /// answers VoiceOver's scroll by page on it.
        public let scrollView: UIScrollView = PagesScrollView()
        /// Supplies the pages; set it before the view loads, or call ``reloadData()``.
        public weak var dataSource: SegmentedPagerControllerDataSource?
        /// Hears selections and reselections.
        public weak var delegate: SegmentedPagerControllerDelegate?
        /// Where the header goes.
        public let headerPlacement: HeaderPlacement
        /// Pages kept loaded either side of the shown and selected ones.
        public let preloadDistance: Int

        /// The selected page, or `nil` when there are none.
        public var selectedIndex: Int? { pager.selectedIndex }

        /// The page view controllers loaded now, by their pages' identities (their items'
        /// `id`s, with `#2`, `#3`… after an `id` that an earlier item already has).
        public private(set) var loadedViewControllers: [String: UIViewController] = [:]

        private var pager: PagerMachine<String>
        /// When each page appears and disappears (the core decides; see `updatePages()`).
        private var appearance = PageAppearanceMachine<String>()
        /// The scroll views last told to the bars with `setContentScrollView(_:for:)`.
        private weak var toldTopScrollView: UIScrollView?
        private weak var toldBottomScrollView: UIScrollView?
        /// The scroll view found inside the selected page's view, for the page it was found
        /// in (the search runs on a page change or a layout, not on every scroll frame).
        private var foundScrollView: (id: String, scrollView: Weak<UIScrollView>)?
        /// Set while the controller lays out or moves the pages itself, so the scroll view's
        /// echoes are not events.
        private var isLayingOut = false
        /// A turn to a page that is not adjacent, while its last page animates: the page
        /// that was shown sits in the slot next to the target (`slot`, in page widths from
        /// the content's left edge) and moves back when the animation ends.
        private var turn: (id: String, slot: Int)?
        /// Set while the pager carries out what an input on the header decided: a page it
        /// commits is the user's selection on the header too (`.valueChanged`, the item's
        /// action).
        private var isHandlingHeaderInput = false

        /// Creates a pager.
        ///
        /// ```swift
        /// let pager = SegmentedPagerController(
        ///     selectedIndex: 1, configuration: .pagedHeader, headerPlacement: .navigationBar)
        /// ```
        ///
        /// - Parameters:
        ///   - selectedIndex: The page shown first, clamped into the pages.
        ///   - configuration: The header's look and motion.
        ///   - headerPlacement: Above the pages or in the navigation bar.
        ///   - preloadDistance: Pages kept loaded either side; negative counts as 0.
        ///   - titleProgress: How titles grow or get bolder as the pages reach them (see
        ///     ``titleProgress``); layout reserves their largest state.
        public init(
            selectedIndex: Int = 0,
            configuration: SegmentedTabControl.Configuration = .pagedHeader,
            headerPlacement: HeaderPlacement = .top, preloadDistance: Int = 1,
            titleProgress: TitleProgressStyle = .none
        ) {
            let header = SegmentedTabControl(configuration: configuration)
            header.titleProgress = titleProgress
            self.header = header
            self.headerPlacement = headerPlacement
            self.preloadDistance = Swift.max(0, preloadDistance)
            pager = PagerMachine(
                ids: [], selectedIndex: selectedIndex, preloadDistance: preloadDistance)
            initialIndex = selectedIndex
            super.init(nibName: nil, bundle: nil)
        }

        /// Creates a pager from a storyboard, with the defaults of
        /// ``init(selectedIndex:configuration:headerPlacement:preloadDistance:titleProgress:)``:
        /// the first page, the paged header design, the header on top, one page preloaded
        /// either side. Set ``dataSource`` before the view loads (in `awakeFromNib` of a
        /// subclass, or in the presenting controller's `prepare(for:sender:)`), or call
        /// ``reloadData()`` after setting it; the header's look can be changed through
        /// ``header``.
        ///
        /// ```swift
        /// override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        ///     if let pager = segue.destination as? SegmentedPagerController {
        ///         pager.dataSource = self
        ///     }
        /// }
        /// ```
        ///
        /// - Parameter coder: The decoder.
        public required init?(coder: NSCoder) {
            header = SegmentedTabControl(configuration: .pagedHeader)
            headerPlacement = .top
            preloadDistance = 1
            pager = PagerMachine(ids: [], selectedIndex: 0, preloadDistance: 1)
            initialIndex = 0
            super.init(coder: coder)
        }

        private var initialIndex: Int
        private var hasLoadedData = false

        /// Appearance callbacks go to the pages the pager shows, not to every child.
        public override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }

        // MARK: - Life cycle

        /// Sets up the header and the paging scroll view and loads the data.
        public override func viewDidLoad() {
            super.viewDidLoad()
            #if !os(tvOS)
                // tvOS scroll views neither page nor scroll to the top: there the header's
                // focus and selection turn the pages.
                scrollView.isPagingEnabled = true
                scrollView.scrollsToTop = false
            #endif
            scrollView.showsHorizontalScrollIndicator = false
            scrollView.showsVerticalScrollIndicator = false
            scrollView.alwaysBounceVertical = false
            scrollView.contentInsetAdjustmentBehavior = .never
            scrollView.delegate = self
            (scrollView as? PagesScrollView)?.onAccessibilityScroll = { [weak self] direction in
                self?.accessibilityScrolled(direction) ?? false
            }
            view.addSubview(scrollView)
            switch headerPlacement {
            case .top: view.addSubview(header)
            case .navigationBar: navigationItem.titleView = header
            }
            // The pager's machine holds the header's: every input on the header goes through
            // the pager, with the committed page as the one selection.
            pager = PagerMachine(
                ids: pager.ids, selectedIndex: initialIndex, preloadDistance: preloadDistance,
                header: header.machine)
            header.machineHost = self
            reloadData()
        }

        /// Places the header and pages, and tells the core the page width and direction.
        public override func viewDidLayoutSubviews() {
            super.viewDidLayoutSubviews()
            // A page's views may have changed: look for its scroll view again.
            foundScrollView = nil
            isLayingOut = true
            defer { isLayingOut = false }
            var pagesFrame = view.bounds
            if headerPlacement == .top {
                let height = header.sizeThatFits(view.bounds.size).height
                header.frame = CGRect(
                    x: view.bounds.minX, y: view.safeAreaInsets.top, width: view.bounds.width,
                    height: height)
                pagesFrame.origin.y = header.frame.maxY
                pagesFrame.size.height = Swift.max(0, view.bounds.maxY - header.frame.maxY)
            } else {
                header.sizeToFit()
            }
            scrollView.frame = pagesFrame
            let width = pagesFrame.width
            scrollView.contentSize = CGSize(
                width: width * CGFloat(pager.ids.count), height: pagesFrame.height)
            apply(
                pager.handle(
                    .layoutDirectionChanged(
                        LayoutDirection(view.effectiveUserInterfaceLayoutDirection))))
            apply(pager.handle(.pageWidthChanged(Double(width))))
            layoutPages()
        }

        /// Begins the appearance of the pages on screen; pages built from now on, while the
        /// pager appears, begin theirs as they are built.
        ///
        /// - Parameter animated: Whether the appearance is animated.
        public override func viewWillAppear(_ animated: Bool) {
            super.viewWillAppear(animated)
            perform(appearance.handle(.containerBeganAppearing(animated: animated)))
        }

        /// Lays the pager out now, so the pages on screen are built, and have heard
        /// `viewWillAppear`, before the first frame shows them: UIKit calls this after it
        /// adds the view to the hierarchy and sizes it, in the same transaction as
        /// `viewWillAppear` ("changes you make in either method become visible to the user at
        /// the same time").
        ///
        /// - Parameter animated: Whether the appearance is animated.
        public override func viewIsAppearing(_ animated: Bool) {
            super.viewIsAppearing(animated)
            view.layoutIfNeeded()
        }

        /// Ends the appearance of the pages on screen once they rest.
        ///
        /// - Parameter animated: Whether the appearance was animated.
        public override func viewDidAppear(_ animated: Bool) {
            super.viewDidAppear(animated)
            perform(appearance.handle(.containerAppeared))
        }

        /// Begins the disappearance of the pages on screen.
        ///
        /// - Parameter animated: Whether the disappearance is animated.
        public override func viewWillDisappear(_ animated: Bool) {
            super.viewWillDisappear(animated)
            perform(appearance.handle(.containerBeganDisappearing(animated: animated)))
        }

        /// Ends the disappearance of the pages on screen.
        ///
        /// - Parameter animated: Whether the disappearance was animated.
        public override func viewDidDisappear(_ animated: Bool) {
            super.viewDidDisappear(animated)
            perform(appearance.handle(.containerDisappeared))
        }

        /// The selected page's scroll view, which navigation bars, toolbars and tab bars
        /// watch to change their look at the edge of its content: the one the page set with
        /// `setContentScrollView(_:for:)`, else its view when that is a scroll view, else the
        /// first scroll view in its view, breadth first (a plain view controller with a
        /// table, which never named it); `nil` for a page without one, so no bar watches the
        /// horizontal paging scroll view (`nil` from this method turns the bar's edge look
        /// off; unset, UIKit would pick a scroll view itself, and would find that one).
        ///
        /// ```swift
        /// pager.contentScrollView(for: .top)  // the selected page's table view
        /// ```
        ///
        /// - Parameter edge: `.top` or `.bottom`.
        /// - Returns: The scroll view the bars at that edge watch.
        /// - Complexity: O(v) in the selected page's views when it named no scroll view, the
        ///   first time after a page change or a layout; O(1) otherwise.
        public override func contentScrollView(for edge: NSDirectionalRectEdge) -> UIScrollView? {
            guard let id = pager.selectedID, let page = loadedViewControllers[id],
                let view = page.viewIfLoaded
            else { return nil }
            if let named = page.contentScrollView(for: edge) { return named }
            if let found = foundScrollView, found.id == id { return found.scrollView.value }
            let scrollView = Self.firstScrollView(in: view)
            foundScrollView = (id, Weak(scrollView))
            return scrollView
        }

        /// The first scroll view in `view`, breadth first, that scrolls its content the way
        /// a bar watches: not a paging one (a carousel), not a text view.
        private static func firstScrollView(in view: UIView) -> UIScrollView? {
            var queue = [view]
            var next = 0
            while next < queue.count {
                let candidate = queue[next]
                next += 1
                if let scrollView = candidate as? UIScrollView, !isPaging(scrollView),
                    !(scrollView is UITextView)
                {
                    return scrollView
                }
                queue.append(contentsOf: candidate.subviews)
            }
            return nil
        }

        /// Whether a scroll view pages by itself, as a carousel does (never on tvOS, whose
        /// scroll views have no paging: `isPagingEnabled` is unavailable there).
        private static func isPaging(_ scrollView: UIScrollView) -> Bool {
            #if os(tvOS)
                false
            #else
                scrollView.isPagingEnabled
            #endif
        }

        // MARK: - Public API

        /// Asks the data source for the pages again. The selected page stays selected by its
        /// item's `id`; if it is gone, the page now at its index (clamped) is selected and
        /// the delegate hears of it. Pages that stay keep their view controllers.
        ///
        /// ```swift
        /// feeds.insert(newFeed, at: 0)
        /// pager.reloadData()
        /// ```
        ///
        /// - Complexity: O(n) in the number of pages.
        public func reloadData() {
            foundScrollView = nil
            guard isViewLoaded, let dataSource else { return }
            let count = Swift.max(0, dataSource.numberOfPages(in: self))
            let items = (0..<count).map { dataSource.pager(self, itemAt: $0) }
            header.items = items
            let ids = PagerMachine.uniqueIDs(items.map(\.id))
            if hasLoadedData {
                apply(pager.handle(.itemsChanged(ids)))
            } else {
                // The first data is the starting point, not a change to report.
                hasLoadedData = true
                pager = PagerMachine(
                    ids: ids, selectedIndex: initialIndex, preloadDistance: preloadDistance,
                    header: pager.header)
                showSelectionOnHeader()
                // The header's machine, now the new pager's, hears the header's context.
                header.feed(.indicatorPlaced)
            }
            view.setNeedsLayout()
        }

        /// Shows a page, scrolling with or without animation. Calls no delegate method and
        /// posts no notification. An index outside the pages is ignored.
        ///
        /// ```swift
        /// pager.setSelectedIndex(2, animated: true)
        /// ```
        ///
        /// - Parameters:
        ///   - index: The page.
        ///   - animated: Whether the pages scroll with animation.
        public func setSelectedIndex(_ index: Int, animated: Bool) {
            guard hasLoadedData else {
                initialIndex = index
                return
            }
            let previous = pager.selectedIndex
            apply(pager.handle(.selectionRequested(index: index, animated: animated)))
            if pager.selectedIndex != previous {
                showSelectionOnHeader()
                header.setPosition(pager.position)
            }
        }

        // MARK: - Scroll view delegate

        /// Reports the offset to the core.
        ///
        /// - Parameter scrollView: The pages.
        public func scrollViewDidScroll(_ scrollView: UIScrollView) {
            guard scrollView === self.scrollView, !isLayingOut else { return }
            if let turn {
                // The last page of a turn: the header moves from the page shown to the
                // target by how far the animation has come; the core hears where it ended.
                let width = Double(scrollView.bounds.width)
                guard width > 0, let target = pager.selectedIndex,
                    let from = pager.ids.firstIndex(of: turn.id)
                else { return }
                let start = Double(turn.slot) * width
                let end = pager.geometry.offset(forPosition: Double(target))
                let travelled = (Double(scrollView.contentOffset.x) - start) / (end - start)
                let progress = travelled.isFinite ? Swift.min(Swift.max(travelled, 0), 1) : 1
                header.setPosition(Double(from) + (Double(target) - Double(from)) * progress)
                return
            }
            apply(pager.handle(.scrolled(offset: Double(scrollView.contentOffset.x))))
        }

        /// Reports that a drag began.
        ///
        /// - Parameter scrollView: The pages.
        public func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {
            apply(pager.handle(.dragBegan))
        }

        /// Reports the release and lets the core choose where the pages stop.
        ///
        /// - Parameters:
        ///   - scrollView: The pages.
        ///   - velocity: The release velocity in points per millisecond.
        ///   - targetContentOffset: Where the scroll view means to stop.
        public func scrollViewWillEndDragging(
            _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
            targetContentOffset: UnsafeMutablePointer<CGPoint>
        ) {
            // UIKit's velocity is in points per millisecond; the core's per second.
            let effects = pager.handle(
                .dragEnded(
                    velocity: Double(velocity.x) * 1000,
                    proposedOffset: Double(targetContentOffset.pointee.x)))
            // A paging scroll view stops on a page boundary of its own choosing and ignores
            // a new target, so the core's choice is written only where paging is off.
            if !isPaging {
                for case .decelerate(let offset) in effects {
                    targetContentOffset.pointee.x = CGFloat(offset)
                }
            }
            apply(effects)
        }

        /// Whether the pages' scroll view pages by itself (not on tvOS, whose scroll views
        /// have no paging).
        private var isPaging: Bool {
            #if os(tvOS)
                false
            #else
                scrollView.isPagingEnabled
            #endif
        }

        /// Reports a drag that ends without deceleration as settled.
        ///
        /// - Parameters:
        ///   - scrollView: The pages.
        ///   - decelerate: Whether deceleration follows.
        public func scrollViewDidEndDragging(
            _ scrollView: UIScrollView, willDecelerate decelerate: Bool
        ) {
            if !decelerate { apply(pager.handle(.settled)) }
        }

        /// Reports that deceleration ended.
        ///
        /// - Parameter scrollView: The pages.
        public func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
            apply(pager.handle(.settled))
        }

        /// Reports that a scroll animation ended.
        ///
        /// - Parameter scrollView: The pages.
        public func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {
            guard scrollView === self.scrollView else { return }
            if turn != nil {
                turn = nil
                layoutPages()
            }
            // Where the animation ended, then settled: the position reaches the page even
            // where no scrollViewDidScroll(_:) came during the animation.
            apply(pager.handle(.scrolled(offset: Double(scrollView.contentOffset.x))))
            apply(pager.handle(.settled))
        }

        // MARK: - The header

        /// Shows the committed page on the header, which keeps no selection of its own.
        ///
        /// - Parameter byUser: Whether the user's input on the header committed it (the
        ///   header then sends `.valueChanged` and the item's action, as for any control).
        private func showSelectionOnHeader(byUser: Bool = false) {
            guard header.selectedIndex != pager.selectedIndex else { return }
            header.select(pager.selectedIndex, animated: false, byUser: byUser)
        }

        // MARK: - Effects

        private func apply(_ effects: [PagerMachine<String>.Effect]) {
            var scrolls: [(offset: CGFloat, animated: Bool)] = []
            for effect in effects {
                switch effect {
                case .select(let index, _):
                    if header.selectedIndex != index {
                        header.select(index, animated: false, byUser: isHandlingHeaderInput)
                    }
                    header.setPosition(pager.position)
                    delegate?.pager(self, didSelectPageAt: index)
                    NotificationCenter.default.post(
                        name: Self.selectionDidChangeNotification, object: self,
                        userInfo: [Self.selectedIndexKey: index])
                case .moveIndicator(to: let position):
                    header.setPosition(position)
                case .scroll(let offset, let animated):
                    // After the pages load, so the target is there when the pages move.
                    scrolls.append((CGFloat(offset), animated))
                case .decelerate:
                    break  // Written into the target offset in scrollViewWillEndDragging.
                case .unload(let ids):
                    for id in ids { unloadPage(id) }
                case .load(let indices):
                    for index in indices { loadPage(at: index) }
                case .reselect(let index):
                    delegate?.pager(self, didReselectPageAt: index)
                case .header(let effect):
                    // The header's own: its pressed look, its dragged indicator, VoiceOver's
                    // elements and focus, the selection haptic.
                    header.perform(effect)
                }
            }
            showSelectionOnHeader()
            for scroll in scrolls {
                self.scroll(toOffset: scroll.offset, animated: scroll.animated)
            }
            updatePages()
        }

        /// Tells the core which loaded pages are on screen and whether they rest, hides the
        /// others from VoiceOver, and tells the bars when the selected page's scroll view
        /// changed.
        private func updatePages() {
            let visible = visibleIDs.filter { loadedViewControllers[$0] != nil }
            let isResting = pager.phase == .idle && pager.visibleIndices.count <= 1 && turn == nil
            perform(appearance.handle(.pagesChanged(visible: visible, isResting: isResting)))
            for (id, page) in loadedViewControllers {
                let hidden = !visible.contains(id)
                // Written on change only: this runs on every scroll frame.
                if page.view.accessibilityElementsHidden != hidden {
                    page.view.accessibilityElementsHidden = hidden
                }
            }
            let top = contentScrollView(for: .top)
            if top !== toldTopScrollView {
                toldTopScrollView = top
                setContentScrollView(top, for: .top)
            }
            let bottom = contentScrollView(for: .bottom)
            if bottom !== toldBottomScrollView {
                toldBottomScrollView = bottom
                setContentScrollView(bottom, for: .bottom)
            }
        }

        /// Carries out the core's appearance effects on the pages.
        private func perform(_ effects: [PageAppearanceMachine<String>.Effect]) {
            for effect in effects {
                switch effect {
                case .beginAppearance(let id, let isAppearing, let animated):
                    loadedViewControllers[id]?.beginAppearanceTransition(
                        isAppearing, animated: animated)
                case .endAppearance(let id):
                    loadedViewControllers[id]?.endAppearanceTransition()
                }
            }
        }

        /// VoiceOver's scroll by page on the pages: the core turns it into a committed page,
        /// which VoiceOver then hears about. Up and down are left to the page's own scroll
        /// views (returning `false` passes them on).
        private func accessibilityScrolled(_ direction: UIAccessibilityScrollDirection) -> Bool {
            let turn: PageScrollDirection
            switch direction {
            case .left: turn = .left
            case .right: turn = .right
            case .next: turn = .next
            case .previous: turn = .previous
            default: return false
            }
            let effects = pager.handle(.accessibilityScrolled(turn))
            let selected = effects.lazy.compactMap { effect -> Int? in
                if case .select(let index, _) = effect { return index }
                return nil
            }
            guard let index = selected.first else { return false }
            apply(effects)
            header.announcePageScrolled(to: index)
            return true
        }

        private func loadPage(at index: Int) {
            guard let dataSource, pager.ids.indices.contains(index) else { return }
            let id = pager.ids[index]
            guard loadedViewControllers[id] == nil else { return }
            let child = dataSource.pager(self, viewControllerAt: index)
            addChild(child)
            child.view.frame = pageFrame(at: index)
            scrollView.addSubview(child.view)
            child.didMove(toParent: self)
            loadedViewControllers[id] = child
        }

        private func unloadPage(_ id: String) {
            guard let child = loadedViewControllers[id] else { return }
            child.willMove(toParent: nil)
            // A page leaving mid-appearance disappears first, so every transition ends: the
            // view goes between the begin and the end.
            let effects = appearance.handle(.pageRemoved(id))
            let begins = effects.filter { effect in
                if case .beginAppearance = effect { return true }
                return false
            }
            perform(begins)
            child.view.removeFromSuperview()
            perform(effects.filter { !begins.contains($0) })
            loadedViewControllers[id] = nil
            child.removeFromParent()
            if turn?.id == id { turn = nil }
        }

        /// Scrolls the pages; a turn to a page more than one away is made as
        /// `UIPageViewController` makes it: the page shown moves next to the target, the
        /// pages jump there unanimated and only the last page animates.
        private func scroll(toOffset offset: CGFloat, animated: Bool) {
            let target = CGPoint(x: offset, y: scrollView.contentOffset.y)
            guard animated,
                let start = pager.geometry.turnStart(
                    from: Double(scrollView.contentOffset.x), to: Double(offset))
            else {
                scrollView.setContentOffset(target, animated: animated)
                return
            }
            let startSlot = Int((start / pager.geometry.pageWidth).rounded())
            let shownIndex = Int(
                pager.geometry.position(forOffset: Double(scrollView.contentOffset.x)).rounded())
            if pager.ids.indices.contains(shownIndex),
                let shown = loadedViewControllers[pager.ids[shownIndex]]
            {
                turn = (pager.ids[shownIndex], startSlot)
                shown.view.frame.origin.x = CGFloat(start)
                scrollView.bringSubviewToFront(shown.view)
            }
            isLayingOut = true
            scrollView.setContentOffset(CGPoint(x: CGFloat(start), y: target.y), animated: false)
            isLayingOut = false
            scrollView.setContentOffset(target, animated: true)
        }

        /// The ids of the pages on screen: by the core's position, and during a turn the
        /// page it started from and the target sliding in (the core hears no offsets then).
        private var visibleIDs: [String] {
            if let turn, let target = pager.selectedIndex, pager.ids.indices.contains(target) {
                let targetID = pager.ids[target]
                return turn.id == targetID ? [targetID] : [turn.id, targetID]
            }
            return pager.visibleIndices.map { pager.ids[$0] }
        }

        private func layoutPages() {
            for (index, id) in pager.ids.enumerated() {
                loadedViewControllers[id]?.view.frame = pageFrame(at: index)
            }
            if let turn, let view = loadedViewControllers[turn.id]?.view {
                view.frame.origin.x = CGFloat(turn.slot) * scrollView.bounds.width
            }
        }

        /// A page's frame in the scroll view's content: the offset that shows it, by the core.
        private func pageFrame(at index: Int) -> CGRect {
            CGRect(
                x: CGFloat(pager.geometry.offset(forPosition: Double(index))), y: 0,
                width: scrollView.bounds.width, height: scrollView.bounds.height)
        }
    }

    /// A weak reference, to remember a view without keeping it.
    private struct Weak<Object: AnyObject> {
        weak var value: Object?
        init(_ value: Object?) { self.value = value }
    }

    extension SegmentedPagerController: SegmentedTabControlMachineHost {
        var headerMachine: ControlMachine<String> { pager.header }

        func headerContext(for context: ControlMachine<String>.Context)
            -> ControlMachine<String>.Context
        {
            pager.headerContext(for: context)
        }

        func headerControl(
            _ control: SegmentedTabControl, handle events: [ControlMachine<String>.Event],
            in context: ControlMachine<String>.Context, at time: Double,
            shouldSelect: (Int) -> Bool
        ) {
            isHandlingHeaderInput = true
            defer { isHandlingHeaderInput = false }
            for event in events {
                apply(
                    pager.handle(.header(event, in: context, at: time), shouldSelect: shouldSelect))
            }
        }

        func headerControl(
            _ control: SegmentedTabControl, requestsSelection index: Int?, animated: Bool
        ) {
            // A pager always shows a page: asking the header for none changes nothing.
            guard let index else { return }
            setSelectedIndex(index, animated: animated)
        }
    }
#endif

/// The decisions of a pager — a segmented header over horizontally paged content — as a value
/// type: front-ends hand it what their scroll view reports (``Event``) and carry out what it
/// asks for (``Effect``). It reuses ``PagingGeometry`` to turn scroll offsets into the header's
/// continuous position, so right-to-left pagers (page 0 at the right) work the same way.
///
/// What it decides:
/// - The header's position follows every scroll offset (``Effect/moveIndicator(to:)``).
/// - A swipe commits its page once, when the scroll view settles there
///   (``Effect/select(index:id:)``); a swipe interrupted by another drag commits
///   nothing until the last one settles.
/// - A tap on a segment commits at once and scrolls there with animation; a tap on the selected
///   segment while the pager rests asks for ``Effect/reselect(index:)``, and a tap on the
///   segment already being scrolled to changes nothing. An animation ends when the scroll view
///   settles or when an offset reaches its page, whichever comes first.
/// - A selection the app requests (``Event/selectionRequested(index:animated:)``) scrolls,
///   animated or not, and reports nothing (the app knows).
/// - A scroll by page from an assistive technology (``Event/accessibilityScrolled(_:)``)
///   turns one page as a swipe would, committing it once, but jumps there: the header never
///   rests between titles.
/// - A page-width or direction change keeps the page; new items keep the selection by id.
///   After the width changes, offsets are measured in a width the pages no longer have
///   until they are back on the page, so the pager ignores offsets that show another page
///   until one shows it (``reanchorPage``), a drag begins or a new scroll is asked for. On a
///   platform without scroll phases, pages that stop elsewhere get the scroll asked for once
///   more, and then are believed (``Event/stoppedMoving(offset:)``): the header never stays
///   on a page the pages do not show.
/// - Which pages are loaded: the visible ones and the selected one, each with
///   ``preloadDistance`` neighbours either side.
///
/// The header's own behaviour is its ``ControlMachine``, which the pager composes
/// (``header``): every input on the header's titles (a tap, VoiceOver's activate, a key, the
/// Apple TV remote, the Large Content Viewer) goes in as ``Event/header(_:in:at:)`` and asks
/// the control's one decision, whose selection is the committed page. The control's select
/// and reselect then run the tap rule above, so the veto, reselect and the haptic hold for
/// every input, and there is one selection: ``selectedIndex``. The header's elements follow
/// every page the pager commits, by swipe, by the app or by an assistive technology, in the
/// same stream (``Effect/header(_:)``).
///
/// ```swift
/// var pager = PagerMachine(ids: ["Posts", "Likes", "Media"], preloadDistance: 1)
/// pager.handle(.pageWidthChanged(390))     // scroll to 0, load pages 0 and 1
/// pager.handle(.dragBegan)
/// pager.handle(.scrolled(offset: 195))     // [.moveIndicator(to: 0.5), .load([2])]
/// pager.handle(.dragEnded(velocity: 800, proposedOffset: 390))
/// pager.handle(.scrolled(offset: 390))     // [.moveIndicator(to: 1)]
/// pager.handle(.settled)                   // [.select(index: 1, id: "Likes")]
/// ```
public struct PagerMachine<ID: Hashable & Sendable>: Sendable, Hashable {
    /// What the pager is doing.
    public enum Phase: Sendable, Hashable {
        /// At rest (or moved by something the pager did not ask for).
        case idle
        /// A finger is on the pages.
        case dragging
        /// Released; the scroll view decelerates towards `page`.
        case decelerating(toward: Int)
        /// Scrolling with animation to `page` after a tap or programmatic selection.
        case animating(to: Int)
    }

    /// What the front-end reports.
    public enum Event: Sendable, Hashable {
        /// The scroll view's horizontal content offset changed (`contentOffset.x`, counted
        /// from the content's left edge in both directions).
        case scrolled(offset: Double)
        /// A drag on the pages began.
        case dragBegan
        /// A drag ended. `velocity` is in points per second of content offset (positive when
        /// the offset grows); `proposedOffset` is where the scroll view means to stop
        /// (`targetContentOffset.x`), NaN when it has none.
        case dragEnded(velocity: Double, proposedOffset: Double)
        /// Scrolling stopped: deceleration or a scroll animation ended, or a drag ended
        /// without deceleration.
        case settled
        /// The user tapped a segment of a header whose decisions the pager does not make
        /// (a title the host selected by its own rules): the tap rule alone, with no veto and
        /// no haptic. A header the pager composes reports its inputs as
        /// ``header(_:in:at:)`` instead.
        case tapped(index: Int)
        /// An input on the header, or a change to it, for the header's ``ControlMachine``
        /// (``PagerMachine/header``), with what the header's host holds now and the time. The
        /// pager builds the control's context from `context` with the committed page as its
        /// selection (`context.selection` gives only the count and the disabled titles) and
        /// never momentary: a pager always shows a page. The control's selection of a title
        /// runs the tap rule (commit, scroll there), its reselect runs it on the selected
        /// title (``Effect/reselect(index:)`` at rest, back to the page mid-swipe), and the
        /// veto passed to ``handle(_:shouldSelect:)`` is asked before the control selects.
        ///
        /// ```swift
        /// pager.handle(.header(.accessibilityActivated(index: 1), in: headerContext, at: now))
        /// ```
        case header(
            ControlMachine<ID>.Event, in: ControlMachine<ID>.Context, at: Double? = nil)
        /// The app asks for a page (its selection binding changed, or code called the
        /// front-end's select): scroll there, animated or not, without reporting it back.
        case selectionRequested(index: Int, animated: Bool)
        /// The width of one page changed (first layout, rotation, split view).
        case pageWidthChanged(Double)
        /// The pages changed; `ids` are their identities, in order and unique. The selected
        /// page keeps its selection where it moved; if it was removed, the old index clamped
        /// into the new pages is selected (and reported); pages arriving in an empty pager
        /// select the first one (reported too). Either way the pages jump, unanimated, to the
        /// selection, and any drag or animation in flight is forgotten.
        case itemsChanged([ID])
        /// The layout direction changed.
        case layoutDirectionChanged(LayoutDirection)
        /// An assistive technology scrolls the pages by one page (VoiceOver's three-finger
        /// swipe, UIKit's `accessibilityScroll(_:)`): the selected page's neighbour that way
        /// is selected (reported, as a swipe's page is) and the pages jump there without
        /// animation. Past the first or last page nothing happens: no effect is the sign
        /// that the scroll failed.
        case accessibilityScrolled(PageScrollDirection)
        /// No new offset arrived for ``restDelay``, on a platform that reports offsets but no
        /// scroll phases (SwiftUI before iOS 18); `offset` is the last one. On a page, the
        /// pages are at rest: a drag the front-end reported (``Event/dragBegan``) ends and
        /// the pages settle, committing the page once. Between pages, a finger holds them
        /// still: nothing happens. While the pager waits for the pages to come back onto
        /// ``reanchorPage`` and they stopped elsewhere, it asks for the scroll again once,
        /// and at the next stop it believes the pages: the header moves to them and they
        /// settle where they are.
        case stoppedMoving(offset: Double)
    }

    /// What the front-end should do, in the order given.
    public enum Effect: Sendable, Hashable {
        /// Select the page: a new selection the app must hear about, reported once.
        case select(index: Int, id: ID)
        /// Move the header's indicator to this continuous position (1.5 is halfway from
        /// page 1 to 2).
        case moveIndicator(to: Double)
        /// Scroll the pages to this content offset.
        case scroll(toOffset: Double, animated: Bool)
        /// End the running deceleration at this content offset (write it into
        /// `targetContentOffset`).
        case decelerate(toOffset: Double)
        /// Release the pages with these identities (no longer loaded, or removed).
        case unload([ID])
        /// Build the pages at these indices (ascending).
        case load([Int])
        /// The selected segment was asked for again while the pager rests (a tap, VoiceOver's
        /// activate, Return or Space: scroll to top, refresh…).
        case reselect(index: Int)
        /// What the header must do besides the pager's own effects: its highlight, its
        /// dragged indicator, VoiceOver's elements and focus, the selection haptic. Never the
        /// control's `select`, `reselect` or `clearSelection`, which the pager turns into its
        /// own ``select(index:id:)`` and ``reselect(index:)``.
        case header(ControlMachine<ID>.Effect)
    }

    /// The pages' identities, in order.
    public private(set) var ids: [ID]
    /// The committed selection: `nil` only when there are no pages.
    public private(set) var selectedIndex: Int?
    /// The header's continuous position, always finite and within `0...max(0, count − 1)`.
    public private(set) var position: Double
    /// What the pager is doing.
    public private(set) var phase: Phase
    /// The header's behaviour: its press, lens, focus and VoiceOver elements. Its selection
    /// is ``selectedIndex``, handed to it with every event; it keeps none of its own.
    public private(set) var header: ControlMachine<ID>
    /// What the header's host last reported with a header event (its arrangement, whether it
    /// is enabled, its disabled titles), to let the header follow a page the pager commits
    /// without one (a swipe, the app, an assistive technology); `nil` before the first.
    private(set) var headerHost: ControlMachine<ID>.Context?
    /// The conversion between offsets and positions for the current width and direction.
    public private(set) var geometry: PagingGeometry
    /// How many pages either side of the visible and selected pages stay loaded (≥ 0).
    public private(set) var preloadDistance: Int
    /// The loaded pages' indices, ascending; empty until the first event.
    public private(set) var loadedIndices: [Int]
    /// After a change from one usable page width to another, the page the pages are being
    /// moved back onto; `nil` otherwise. Until an offset shows this page (within
    /// ``restingTolerance``), offsets are ignored: the scroll view keeps its old offset in
    /// points for a moment, and that offset read in the new width is a position between
    /// pages, or another page, that the pages never showed. A drag beginning, or any scroll
    /// the pager asks for, ends the wait.
    public private(set) var reanchorPage: Int? {
        didSet { if reanchorPage == nil { hasRetriedReanchor = false } }
    }
    /// Whether the pager, waiting for ``reanchorPage``, already asked for the scroll there
    /// again after the pages stopped elsewhere (``Event/stoppedMoving(offset:)``).
    private var hasRetriedReanchor = false
    /// Whether the pages were ever laid out with a usable width: a width after that is a
    /// resize (after a width of 0 too, as when a pager is hidden and shown again), whose
    /// scroll view still holds the old offset in points.
    private var hadUsableWidth = false
    /// Whether the width changed while the pages were dragged (or, on a platform without
    /// scroll phases, held as far as it could tell): they may stop on a boundary of the old
    /// width, between pages of the new one, where only a snap ends the drag.
    private var resizedWhileDragged = false

    /// Creates a pager at rest on `selectedIndex`.
    ///
    /// Nothing is loaded until the first event, usually ``Event/pageWidthChanged(_:)`` from
    /// the first layout, which also scrolls to the selected page.
    ///
    /// ```swift
    /// var pager = PagerMachine(ids: items.map(\.id), selectedIndex: 2, pageWidth: 0)
    /// ```
    ///
    /// - Parameters:
    ///   - ids: The pages' identities, in order (duplicates: the first one counts;
    ///     ``uniqueIDs(_:)`` gives repeated string ids an identity each).
    ///   - selectedIndex: The first page shown, clamped into the pages.
    ///   - pageWidth: The width of one page; 0 (or any unusable width) until it is known.
    ///   - layoutDirection: Which way the pages run.
    ///   - preloadDistance: Neighbours kept loaded either side; negative counts as 0.
    ///   - header: The header's control machine (its tap slop, lens, VoiceOver segments and
    ///     role); its segments' ids are the pages' (``ids``).
    /// - Complexity: O(n) in the number of pages.
    public init(
        ids: [ID], selectedIndex: Int = 0, pageWidth: Double = 0,
        layoutDirection: LayoutDirection = .leftToRight, preloadDistance: Int = 1,
        header: ControlMachine<ID> = ControlMachine()
    ) {
        self.ids = ids
        let selected = ids.isEmpty ? nil : Swift.min(Swift.max(selectedIndex, 0), ids.count - 1)
        self.selectedIndex = selected
        self.position = Double(selected ?? 0)
        self.phase = .idle
        self.geometry = PagingGeometry(
            pageWidth: pageWidth, pageCount: ids.count, layoutDirection: layoutDirection)
        self.preloadDistance = Swift.max(0, preloadDistance)
        self.loadedIndices = []
        self.reanchorPage = nil
        self.header = header
        self.headerHost = nil
    }

    /// The selected page's identity.
    public var selectedID: ID? { selectedIndex.map { ids[$0] } }

    /// The identities of the loaded pages, in index order.
    public var loadedIDs: [ID] { loadedIndices.map { ids[$0] } }

    /// Whether the page at `index` is loaded.
    ///
    /// - Complexity: O(log n) in the number of loaded pages.
    public func isLoaded(_ index: Int) -> Bool {
        var low = 0
        var high = loadedIndices.count
        while low < high {
            let middle = low + (high - low) / 2
            if loadedIndices[middle] < index { low = middle + 1 } else { high = middle }
        }
        return low < loadedIndices.count && loadedIndices[low] == index
    }

    /// The pages on screen at the current position: one at a whole position, the two either
    /// side of it in between; empty when there are no pages.
    ///
    /// ```swift
    /// pager.visibleIndices  // [1, 2] at position 1.4
    /// ```
    public var visibleIndices: [Int] {
        guard !ids.isEmpty else { return [] }
        let low = Int(position.rounded(.down))
        let high = Int(position.rounded(.up))
        return low == high ? [low] : [low, high]
    }

    /// The content offset that shows the selected page at rest (0 without pages or width).
    public var restingOffset: Double { geometry.offset(forPosition: Double(selectedIndex ?? 0)) }

    /// How close (in pages) the position must be to a whole page to count as resting on it.
    public static var restingTolerance: Double { 1e-3 }

    /// Handles one event and returns what the front-end must do.
    ///
    /// ```swift
    /// for effect in pager.handle(.scrolled(offset: scrollView.contentOffset.x)) { apply(effect) }
    /// let effects = pager.handle(.header(.activationKey, in: headerContext)) { index in
    ///     delegate?.pager(self, shouldSelectPageAt: index) ?? true
    /// }
    /// ```
    ///
    /// Hostile input has a defined result: NaN or infinite offsets and velocities are ignored
    /// (a NaN proposed offset falls back to the velocity rule of ``Event/dragEnded(velocity:proposedOffset:)``);
    /// taps and selections outside the pages change nothing; an unusable page width (NaN,
    /// infinite, zero or negative) keeps the position and ignores offsets until a usable
    /// width arrives; with no pages nothing is selected, the position is 0 and nothing loads.
    ///
    /// - Parameters:
    ///   - event: What happened.
    ///   - shouldSelect: The host's veto for a title the header would select
    ///     (``Event/header(_:in:at:)`` only); `false` refuses, and the pages stay.
    /// - Returns: The effects, in the order to carry them out.
    /// - Complexity: O(n) for item changes and header events that change VoiceOver's
    ///   elements, O(d) otherwise, where d is ``preloadDistance``.
    @discardableResult
    public mutating func handle(
        _ event: Event, shouldSelect: (Int) -> Bool = { _ in true }
    ) -> [Effect] {
        var effects: [Effect] = []
        let oldIDs = loadedIDs
        switch event {
        case .scrolled(let offset):
            guard offset.isFinite, hasUsableWidth, !ids.isEmpty else { break }
            if let page = reanchorPage {
                // An offset from before the pages moved back onto the page is stale.
                guard isResting(on: page, atOffset: offset) else { break }
                reanchorPage = nil
            }
            move(to: geometry.position(forOffset: offset), &effects)
            // An animation that reaches its page has ended, even where the platform has no
            // completion callback (SwiftUI on iOS 16).
            if case .animating(let target) = phase, isResting(on: target) { phase = .idle }
        case .dragBegan:
            // A new drag interrupts any deceleration or scroll animation; nothing commits.
            // Its offsets are where the finger moves the pages, whatever the width was.
            reanchorPage = nil
            if !ids.isEmpty { phase = .dragging }
        case .dragEnded(let velocity, let proposedOffset):
            handleDragEnd(velocity: velocity, proposedOffset: proposedOffset, &effects)
        case .settled:
            handleSettled(&effects)
        case .tapped(let index):
            handleTap(index, &effects)
        case .selectionRequested(let index, let animated):
            guard ids.indices.contains(index) else { break }
            if index == selectedIndex, phase == .idle, isResting(on: index) { break }
            if index == selectedIndex, phase == .animating(to: index) { break }
            selectedIndex = index
            scroll(to: index, animated: animated, &effects)
        case .pageWidthChanged(let width):
            // The same width again (layout passes repeat) must not disturb a drag; the first
            // report always anchors, so the pages scroll to the selection on appearance.
            guard width != geometry.pageWidth || loadedIndices.isEmpty else { break }
            let isResize = hadUsableWidth || (hasUsableWidth && !loadedIndices.isEmpty)
            let heldOffset = hasUsableWidth ? geometry.offset(forPosition: position) : nil
            geometry.pageWidth = width
            if phase == .dragging {
                // The pages are under a finger: they stay where it holds them (the scroll
                // view keeps its offset in points), and its release decides the page in
                // the new width.
                if hasUsableWidth {
                    hadUsableWidth = true
                    resizedWhileDragged = true
                    if let heldOffset {
                        move(to: geometry.position(forOffset: heldOffset), &effects)
                    }
                }
                break
            }
            let page = keepPage(&effects)
            // Offsets measured before the pages moved back onto the page are stale (only
            // after a real resize: at the first layout the scroll view starts from 0).
            if hasUsableWidth {
                if isResize { reanchorPage = page }
                hadUsableWidth = true
            }
        case .layoutDirectionChanged(let direction):
            guard direction != geometry.layoutDirection else { break }
            geometry.layoutDirection = direction
            keepPage(&effects)
        case .itemsChanged(let newIDs):
            handleItemsChanged(newIDs, &effects)
        case .accessibilityScrolled(let direction):
            handleAccessibilityScroll(direction, &effects)
        case .stoppedMoving(let offset):
            handleStop(atOffset: offset, &effects)
        case .header(let headerEvent, let host, let time):
            handleHeader(headerEvent, host: host, at: time, shouldSelect, &effects)
        }
        followCommittedPage(&effects)
        if phase != .dragging { resizedWhileDragged = false }
        updateLoadedPages(previouslyLoaded: oldIDs, &effects)
        return effects
    }

    // MARK: - Event handlers

    private mutating func handleDragEnd(
        velocity: Double, proposedOffset: Double, _ effects: inout [Effect]
    ) {
        guard !ids.isEmpty else { return }
        if case .animating(let target) = phase {
            // A tap during the drag already chose the page: land there.
            scroll(to: target, animated: true, &effects)
            return
        }
        let target = dragTarget(velocity: velocity, proposedOffset: proposedOffset)
        phase = .decelerating(toward: target)
        if hasUsableWidth {
            effects.append(.decelerate(toOffset: geometry.offset(forPosition: Double(target))))
        }
    }

    /// The page a released drag goes to: the scroll view's proposal when it has one, else
    /// the page in the direction of a flick (faster than a quarter page per second), else
    /// the nearest page; always within one page of the release position, as paging scroll
    /// views move.
    private func dragTarget(velocity: Double, proposedOffset: Double) -> Int {
        let last = Double(ids.count - 1)
        var target: Double
        if proposedOffset.isFinite, hasUsableWidth {
            target = geometry.position(forOffset: proposedOffset).rounded()
        } else if velocity.isFinite, hasUsableWidth,
            abs(velocity) > 0.25 * geometry.pageWidth
        {
            // Positive velocity grows the offset: forward in left to right, back in right to left.
            let forward = (velocity > 0) == (geometry.layoutDirection == .leftToRight)
            target = forward ? position.rounded(.down) + 1 : position.rounded(.up) - 1
        } else {
            target = position.rounded()
        }
        target = target.clamped(to: (position.rounded(.up) - 1)...(position.rounded(.down) + 1))
        return Int(target.clamped(to: 0...last))
    }

    private mutating func handleSettled(_ effects: inout [Effect]) {
        guard let selected = selectedIndex else { return }
        switch phase {
        case .dragging:
            return  // The finger is still down.
        case .animating(let target) where !isResting(on: target) && hasUsableWidth:
            // The animation was cut short: finish it.
            scroll(to: target, animated: true, &effects)
            return
        default:
            break
        }
        phase = .idle
        let page = Int(position.rounded())
        if page != selected {
            selectedIndex = page
            effects.append(.select(index: page, id: ids[page]))
        }
        if !isResting(on: page), hasUsableWidth {
            // Stopped between pages (say, the scroll view was not paging): snap.
            scroll(to: page, animated: true, &effects)
        }
    }

    private mutating func handleStop(atOffset offset: Double, _ effects: inout [Effect]) {
        guard offset.isFinite, hasUsableWidth, !ids.isEmpty else { return }
        if let page = reanchorPage, !isResting(on: page, atOffset: offset) {
            if !hasRetriedReanchor {
                // The scroll asked for at the resize may have been carried out in the old
                // layout, or not at all: ask again, and keep waiting.
                scroll(to: page, animated: false, &effects)
                reanchorPage = page
                hasRetriedReanchor = true
                return
            }
            // Still elsewhere: the pages are where they are.
        } else if !mayRest(atPosition: geometry.position(forOffset: offset)) {
            // Between pages and not waiting: a finger holds them. Unless they were resized
            // under the drag: a flick's deceleration (which such a platform cannot tell from
            // a finger) may have stopped on a boundary of the old width, and the pages snap.
            guard resizedWhileDragged, phase == .dragging else { return }
        }
        reanchorPage = nil
        let stop = geometry.position(forOffset: offset)
        // Within a point of a page is on it.
        move(to: mayRest(atPosition: stop) ? stop.rounded() : stop, &effects)
        if phase == .dragging {
            handleDragEnd(velocity: .nan, proposedOffset: .nan, &effects)
        }
        handleSettled(&effects)
    }

    private mutating func handleTap(_ index: Int, _ effects: inout [Effect]) {
        guard ids.indices.contains(index), let selected = selectedIndex else { return }
        if index == selected, phase == .idle, isResting(on: index) {
            effects.append(.reselect(index: index))
            return
        }
        // A second tap on the title already being scrolled to changes nothing.
        if index == selected, phase == .animating(to: index) { return }
        if index != selected {
            selectedIndex = index
            effects.append(.select(index: index, id: ids[index]))
        }
        scroll(to: index, animated: true, &effects)
    }

    private mutating func handleAccessibilityScroll(
        _ direction: PageScrollDirection, _ effects: inout [Effect]
    ) {
        guard let selected = selectedIndex else { return }
        // Physical directions follow the content: a scroll to the left shows the page to
        // the right, which is the next one left to right and the previous one right to left.
        let forward: Bool
        switch direction {
        case .next: forward = true
        case .previous: forward = false
        case .left: forward = geometry.layoutDirection == .leftToRight
        case .right: forward = geometry.layoutDirection == .rightToLeft
        }
        let target = forward ? selected + 1 : selected - 1
        guard ids.indices.contains(target) else { return }
        selectedIndex = target
        effects.append(.select(index: target, id: ids[target]))
        scroll(to: target, animated: false, &effects)
    }

    private mutating func handleItemsChanged(_ newIDs: [ID], _ effects: inout [Effect]) {
        reanchorPage = nil
        let previousID = selectedID
        var selection = SelectionModel(count: ids.count, selectedIndex: selectedIndex)
        selection.reconcile(from: ids, to: newIDs)
        ids = newIDs
        geometry.pageCount = newIDs.count
        // Pages arriving in an empty pager select the first one.
        selectedIndex = selection.selectedIndex ?? (newIDs.isEmpty ? nil : 0)
        phase = .idle
        guard let selected = selectedIndex else {
            move(to: 0, &effects)
            return
        }
        if ids[selected] != previousID {
            effects.append(.select(index: selected, id: ids[selected]))
        }
        scroll(to: selected, animated: false, &effects)
    }

    /// Re-anchors on the page being shown or headed for after a geometry change; returns
    /// that page (`nil` without pages).
    @discardableResult
    private mutating func keepPage(_ effects: inout [Effect]) -> Int? {
        guard let selected = selectedIndex else { return nil }
        var page = selected
        if case .animating(let target) = phase { page = target }
        scroll(to: page, animated: false, &effects)
        return page
    }

    // MARK: - The header

    /// Brings the header in line with what a host that describes itself whole on every
    /// update (SwiftUI's body) holds now, as ``ControlMachine/follow(_:in:at:)`` does for a
    /// control, in the context ``headerContext(for:)`` builds: the selection it follows is the
    /// committed page.
    ///
    /// ```swift
    /// if let effects = pager.followHeader(host, in: headerContext, at: now) { apply(effects) }
    /// ```
    ///
    /// - Parameters:
    ///   - host: What the header's host holds besides its context (``ControlMachine/Host``;
    ///     `placesIndicator` is `true` for a header the pages drive).
    ///   - context: What the header's host holds now.
    ///   - time: Now on the header's event clock.
    /// - Returns: The header's effects, or `nil` when it already followed everything.
    /// - Complexity: O(n) in the number of titles.
    public mutating func followHeader(
        _ host: ControlMachine<ID>.Host, in context: ControlMachine<ID>.Context,
        at time: Double? = nil
    ) -> [Effect]? {
        headerHost = context
        guard let followed = header.follow(host, in: headerContext(for: context), at: time)
        else { return nil }
        // Following asks for no selection; were one there, the pager's rule would decide it.
        var effects: [Effect] = []
        route(followed, &effects)
        return effects
    }

    /// One header event: the control decides in the pager's context, and its requests run
    /// the tap rule.
    private mutating func handleHeader(
        _ event: ControlMachine<ID>.Event, host: ControlMachine<ID>.Context, at time: Double?,
        _ shouldSelect: (Int) -> Bool, _ effects: inout [Effect]
    ) {
        headerHost = host
        let decided = header.handle(
            event, in: headerContext(for: host), at: time, shouldSelect: shouldSelect)
        route(decided, &effects)
    }

    /// Turns the control's effects into the pager's: a selection or a reselect runs the tap
    /// rule; the haptic plays only for a page the pager committed; the rest is the header's.
    private mutating func route(_ decided: [ControlMachine<ID>.Effect], _ effects: inout [Effect]) {
        var committed = false
        for effect in decided {
            switch effect {
            case .select(let index):
                handleTap(index, &effects)
                committed = selectedIndex == index
            case .reselect(let index):
                handleTap(index, &effects)
            case .clearSelection:
                break  // Never: the header's context is never momentary.
            case .playSelectionHaptic:
                if committed { effects.append(.header(effect)) }
            default:
                effects.append(.header(effect))
            }
        }
    }

    /// After any event: a page the pager committed otherwise than through the header (a
    /// swipe, the app, an assistive technology, new items, a title the header chose that is
    /// not a page) becomes the header's selection too, as a selection placed without motion
    /// (the pages drive the header's indicator). Until the header's host reports as many
    /// titles as there are pages, the header waits for that report.
    ///
    /// - Complexity: O(1) when the header already shows the committed page (every scroll
    ///   frame); O(n) in the number of titles when it follows.
    private mutating func followCommittedPage(_ effects: inout [Effect]) {
        guard let host = headerHost, host.selection.count == ids.count else { return }
        // The host's titles and disabled set change only with header events, which the header
        // followed: comparing the selected title is enough.
        let shown = selectedIndex.flatMap { host.selection.isEnabled($0) ? $0 : nil }
        guard header.followedSelection?.selectedIndex != shown else { return }
        route(header.handle(.indicatorPlaced, in: headerContext(for: host)), &effects)
    }

    // MARK: - Helpers

    private var hasUsableWidth: Bool { geometry.pageWidth.isPositiveFinite }

    private func isResting(on page: Int) -> Bool {
        abs(position - Double(page)) <= Self.restingTolerance
    }

    private func isResting(on page: Int, atOffset offset: Double) -> Bool {
        abs(geometry.position(forOffset: offset) - Double(page)) <= Self.restingTolerance
    }

    private mutating func move(to newPosition: Double, _ effects: inout [Effect]) {
        let last = Double(Swift.max(0, ids.count - 1))
        let clamped = newPosition.clamped(to: 0...last)
        guard clamped != position else { return }
        position = clamped
        effects.append(.moveIndicator(to: clamped))
    }

    /// Scrolls to a page: at once (moving the position too) or with animation (the position
    /// then follows the offsets the animation reports).
    private mutating func scroll(to page: Int, animated: Bool, _ effects: inout [Effect]) {
        // A scroll asked for now supersedes any wait for the pages to move back.
        reanchorPage = nil
        if animated, hasUsableWidth, !isResting(on: page) {
            // (Already there, an animation would move nothing and report no end.)
            phase = .animating(to: page)
        } else {
            phase = .idle
            move(to: Double(page), &effects)
        }
        if hasUsableWidth {
            effects.append(
                .scroll(toOffset: geometry.offset(forPosition: Double(page)), animated: animated))
        }
    }

    private mutating func updateLoadedPages(previouslyLoaded: [ID], _ effects: inout [Effect]) {
        let wanted = wantedIndices()
        guard wanted != loadedIndices || previouslyLoaded != wanted.map({ ids[$0] }) else {
            return
        }
        loadedIndices = wanted
        let now = Set(wanted.map { ids[$0] })
        let gone = previouslyLoaded.filter { !now.contains($0) }
        let before = Set(previouslyLoaded)
        let new = wanted.filter { !before.contains(ids[$0]) }
        if !gone.isEmpty { effects.append(.unload(gone)) }
        if !new.isEmpty { effects.append(.load(new)) }
    }

    /// The visible pages (one or two) and the selected page, each with its neighbours.
    private func wantedIndices() -> [Int] {
        guard let selected = selectedIndex else { return [] }
        let last = ids.count - 1
        let distance = Swift.min(preloadDistance, ids.count)
        let low = Int(position.rounded(.down))
        let high = Int(position.rounded(.up))
        let visible = Swift.max(0, low - distance)...Swift.min(last, high + distance)
        let chosen = Swift.max(0, selected - distance)...Swift.min(last, selected + distance)
        if visible.overlaps(chosen) || visible.upperBound + 1 == chosen.lowerBound
            || chosen.upperBound + 1 == visible.lowerBound
        {
            return Array(
                Swift.min(
                    visible.lowerBound, chosen.lowerBound)...Swift.max(
                        visible.upperBound, chosen.upperBound))
        }
        return visible.lowerBound < chosen.lowerBound
            ? Array(visible) + Array(chosen) : Array(chosen) + Array(visible)
    }
}

/// When a pager's pages hear that they appear and disappear, as a value type: a container that
/// forwards appearance itself (UIKit's `shouldAutomaticallyForwardAppearanceMethods` returning
/// `false`) reports its own appearance and which loaded pages are on screen, and carries out
/// the begin and end of each page's transition the machine asks for
/// (`beginAppearanceTransition(_:animated:)` and `endAppearanceTransition()` in UIKit).
///
/// What it decides:
/// - A page on screen begins to appear when the container begins to (its `viewWillAppear`),
///   and a page that comes on screen while the container is appearing or shown begins to
///   appear at once. So a page built during the container's first layout, which UIKit runs
///   before the first frame of a push shows anything, hears `viewWillAppear` before it is
///   seen.
/// - A page finishes appearing (`viewDidAppear`) only once the container has appeared and
///   the pages rest; a page that leaves the screen first disappears without ever having
///   appeared, as `UIPageViewController`'s pages do when a swipe is cancelled.
/// - Nothing appears while the container is off screen or on its way off; when it begins to
///   disappear, every page that appears begins to disappear with it.
/// - Every transition begun is ended: when the pages rest on screen, when the container has
///   disappeared, and when a page is released mid-transition.
///
/// ```swift
/// var appearance = PageAppearanceMachine<String>()
/// appearance.handle(.containerBeganAppearing(animated: true))          // []
/// appearance.handle(.pagesChanged(visible: ["A"], isResting: true))
/// // [.beginAppearance(id: "A", isAppearing: true, animated: true)]
/// appearance.handle(.containerAppeared)                           // [.endAppearance(id: "A")]
/// ```
public struct PageAppearanceMachine<ID: Hashable & Sendable>: Sendable, Hashable {
    /// Where the container (or a page) is in its appearance.
    public enum Phase: Sendable, Hashable {
        /// Off screen: never appeared, or its disappearance ended.
        case disappeared
        /// Its appearance began (`viewWillAppear`) and has not ended.
        case appearing
        /// On screen, its appearance ended (`viewDidAppear`).
        case appeared
        /// Its disappearance began (`viewWillDisappear`) and has not ended.
        case disappearing
    }

    /// What the front-end reports.
    public enum Event: Sendable, Hashable {
        /// The container begins to appear (its `viewWillAppear(_:)`).
        case containerBeganAppearing(animated: Bool)
        /// The container has appeared (its `viewDidAppear(_:)`).
        case containerAppeared
        /// The container begins to disappear (its `viewWillDisappear(_:)`).
        case containerBeganDisappearing(animated: Bool)
        /// The container has disappeared (its `viewDidDisappear(_:)`).
        case containerDisappeared
        /// The loaded pages on screen changed, or the pages came to rest or began to move:
        /// `visible` are the loaded pages on screen now, `isResting` whether the pages are
        /// still on one page. Reporting the same again changes nothing.
        case pagesChanged(visible: [ID], isResting: Bool)
        /// The page is about to be released: a transition it is in is ended, an appearance
        /// first turned into a disappearance, so it never reports `viewDidAppear` on its way
        /// out.
        case pageRemoved(ID)
    }

    /// What the front-end should do, in the order given.
    public enum Effect: Sendable, Hashable {
        /// Begin the page's appearance (`isAppearing`) or disappearance
        /// (`beginAppearanceTransition(_:animated:)`); a page already in a transition turns
        /// it around.
        case beginAppearance(id: ID, isAppearing: Bool, animated: Bool)
        /// End the page's transition (`endAppearanceTransition()`).
        case endAppearance(id: ID)
    }

    /// Where the container is in its appearance.
    public private(set) var container: Phase
    /// The loaded pages on screen, as last reported.
    public private(set) var visibleIDs: [ID]
    /// Whether the pages rest on one page, as last reported.
    public private(set) var isResting: Bool
    /// The pages in a transition or shown, in the order they entered it.
    private var entries: [Entry]
    /// Whether the container's current appearance or disappearance is animated.
    private var isAnimated: Bool

    /// One page's place in its appearance (never `.disappeared`: such pages have no entry).
    private struct Entry: Sendable, Hashable {
        var id: ID
        var phase: Phase
    }

    /// Creates the machine for a container that has not appeared, with nothing on screen.
    ///
    /// ```swift
    /// var appearance = PageAppearanceMachine<String>()
    /// ```
    public init() {
        container = .disappeared
        visibleIDs = []
        isResting = true
        entries = []
        isAnimated = false
    }

    /// Where a page is in its appearance: `.disappeared` for a page that is not shown.
    ///
    /// ```swift
    /// appearance.phase(of: "A")  // .appearing mid-swipe
    /// ```
    ///
    /// - Parameter id: The page.
    /// - Returns: The page's phase.
    /// - Complexity: O(p) in the pages shown or in a transition (one to three in practice).
    public func phase(of id: ID) -> Phase {
        entries.first { $0.id == id }?.phase ?? .disappeared
    }

    /// Handles one event and returns what the front-end must do.
    ///
    /// ```swift
    /// for effect in appearance.handle(.containerAppeared) { apply(effect) }
    /// ```
    ///
    /// - Parameter event: What happened.
    /// - Returns: The effects, in the order to carry them out.
    /// - Complexity: O(p · v), p the pages in a transition or shown and v the visible ones.
    @discardableResult
    public mutating func handle(_ event: Event) -> [Effect] {
        var effects: [Effect] = []
        switch event {
        case .containerBeganAppearing(let animated):
            container = .appearing
            isAnimated = animated
            showVisiblePages(&effects)
        case .containerAppeared:
            container = .appeared
            isAnimated = false
            if isResting { endTransitions(&effects) }
        case .containerBeganDisappearing(let animated):
            container = .disappearing
            isAnimated = animated
            for entry in entries where entry.phase != .disappearing {
                begin(entry.id, appearing: false, animated: animated, &effects)
            }
        case .containerDisappeared:
            // Pages that appear without the container's viewWillDisappear having been
            // reported still leave with it, so every transition ends.
            for entry in entries where entry.phase != .disappearing {
                begin(entry.id, appearing: false, animated: isAnimated, &effects)
            }
            container = .disappeared
            isAnimated = false
            endTransitions(&effects)
        case .pagesChanged(let visible, let resting):
            visibleIDs = visible
            isResting = resting
            showVisiblePages(&effects)
            if container == .appeared, isResting { endTransitions(&effects) }
        case .pageRemoved(let id):
            visibleIDs.removeAll { $0 == id }
            guard let index = entries.firstIndex(where: { $0.id == id }) else { break }
            if entries[index].phase != .disappearing {
                effects.append(.beginAppearance(id: id, isAppearing: false, animated: false))
            }
            effects.append(.endAppearance(id: id))
            entries.remove(at: index)
        }
        return effects
    }

    // MARK: - Helpers

    /// While the container appears or is shown: pages that left the screen begin to
    /// disappear, pages on screen that are not appearing begin to.
    private mutating func showVisiblePages(_ effects: inout [Effect]) {
        guard container == .appearing || container == .appeared else { return }
        // A swipe's pages move with the finger: their transitions are animated; during the
        // container's own appearance they follow its animation.
        let animated = container == .appeared ? true : isAnimated
        for entry in entries where entry.phase != .disappearing && !visibleIDs.contains(entry.id) {
            begin(entry.id, appearing: false, animated: animated, &effects)
        }
        for id in visibleIDs {
            let phase = phase(of: id)
            if phase == .disappeared || phase == .disappearing {
                begin(id, appearing: true, animated: animated, &effects)
            }
        }
    }

    private mutating func begin(
        _ id: ID, appearing: Bool, animated: Bool, _ effects: inout [Effect]
    ) {
        let phase: Phase = appearing ? .appearing : .disappearing
        if let index = entries.firstIndex(where: { $0.id == id }) {
            entries[index].phase = phase
        } else {
            entries.append(Entry(id: id, phase: phase))
        }
        effects.append(.beginAppearance(id: id, isAppearing: appearing, animated: animated))
    }

    /// Ends every transition begun: appearing pages have appeared, disappearing ones have
    /// disappeared (and leave the machine).
    private mutating func endTransitions(_ effects: inout [Effect]) {
        for index in entries.indices {
            switch entries[index].phase {
            case .appearing:
                entries[index].phase = .appeared
                effects.append(.endAppearance(id: entries[index].id))
            case .disappearing:
                effects.append(.endAppearance(id: entries[index].id))
            case .appeared, .disappeared:
                break
            }
        }
        entries.removeAll { $0.phase == .disappearing }
    }
}

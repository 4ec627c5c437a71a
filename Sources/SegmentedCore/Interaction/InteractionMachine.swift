/// How touches, mouse presses and drags on a segmented control turn into highlights, a
/// dragged indicator and selections: the one decision every front-end feeds with pointer
/// events and whose effects it carries out.
///
/// The rules follow `UISegmentedControl` (iOS 13 and later) and `Picker(.segmented)`:
///
/// - **Tap.** A press on an enabled segment highlights it; the release selects it. Nothing is
///   selected on press. A tap (press and release within ``tapSlop``) on the segment that is
///   already selected asks for ``Effect/reselect(index:)`` instead.
/// - **Indicator drag.** A press on the selected segment grabs the indicator (when the
///   arrangement draws one). Once the pointer has moved beyond ``tapSlop`` the indicator
///   follows it, keeping the offset at which it was grabbed, clamped to the bar; the release
///   selects the enabled segment nearest the indicator. UIKit's and SwiftUI's segmented
///   controls can be changed by dragging the indicator too (see docs/platform.md).
/// - **Press on another segment, then move.** `UISegmentedControl` lets the highlight follow
///   the finger to the segment under it, and the release selects that segment; this machine
///   does the same. Disabled segments are never highlighted.
/// - **Leaving the bar.** Within ``releaseMargin`` of the bar the pointer still counts as on
///   it (the nearest segment's column). Beyond the margin nothing is highlighted, a dragged
///   indicator goes back to the selection, and a release there selects nothing. UIKit's
///   `UIControl` keeps a touch "inside" for about 70 points beyond its bounds (observed, not
///   documented by Apple; see docs/platform.md), which is the default.
/// - **Cancel.** ``Event/cancelled(time:)``, sent when an enclosing scroll view takes the
///   touch, selects nothing. With ``Context/yieldsVerticalDrags`` on (for front-ends whose
///   platform sends no such cancel), a press whose first movement beyond the slop is more
///   vertical than horizontal cancels itself.
/// - **Scrolled.** A press ends as a cancel, selecting nothing, the moment the content under
///   the pointer moves (``Event/contentMoved(to:time:)`` reports an origin other than the one
///   the press began with), because then a scroll is carrying the content along with the
///   finger: every later location would land on the segment the press started on. The one
///   exception is a press that holds the indicator and content that moved mostly
///   horizontally: the indicator keeps swipes along the bar, as ``yieldsScroll(dx:dy:)``
///   says, and the front-end stops the bar's own scrolling while ``isHoldingIndicator`` is
///   true. A front-end that cannot observe the platform's scroll taking the pointer away
///   reports the origin instead, and the rule needs nothing else from it.
/// - **A press that stops a scroll.** With ``Context/isContentScrolling`` on when a press
///   begins (the bar or the view around it is still decelerating after a fling), the press
///   starts nothing: no highlight, no indicator grab, and its release selects nothing. The
///   touch only stops the scroll, as a touch on a moving `UIScrollView` does: a tap that
///   stops a decelerating table or collection view selects no row. (Observed, not
///   documented: a scroll view that selected on such a tap is reported as a bug; see
///   docs/platform.md.)
///   The next press selects as usual. A front-end that can tell only when the touch was
///   hit-tested whether the content was moving keeps a ``ScrollingAtHitTest`` note, which
///   says at touch-down (perhaps delivered later) whether that note is the touch's.
/// - **What a release asks for.** The segment a release lands on goes to
///   ``SelectionRequestMachine`` as a ``SelectionRequestMachine/Input/pointer`` request, the
///   decision every input of a control shares (VoiceOver, keys, focus, the Large Content
///   Viewer): the rules below for the veto, momentary segments, reselect and the haptic are
///   its rules. A disabled control's release asks for nothing.
/// - **Veto.** The `shouldSelect` predicate passed to ``handle(_:in:shouldSelect:)`` can
///   refuse a selection at release; a refused release ends like a cancel, with no haptic.
/// - **Momentary.** With ``Context/isMomentary`` on, a release reports
///   ``Effect/select(index:)`` and then ``Effect/clearSelection``: no lasting selection, as
///   `UISegmentedControl.isMomentary` ("segments … don't show selected state and don't update
///   the value of selectedSegmentIndex after tracking ends", Apple's documentation). A
///   momentary press never grabs the indicator and a tap is never a reselect: every tap is
///   reported.
/// - **Haptic.** ``Effect/playSelectionHaptic`` comes with every committed
///   ``Effect/select(index:)`` and never otherwise.
///
/// What the host owns (the arrangement, the selection, whether the control is enabled or
/// momentary) is not kept here: every call to ``handle(_:in:shouldSelect:)`` reads it from a
/// ``Context``, and a committed ``Effect/select(index:)`` is the host's to store.
///
/// Hostile input has a defined result: a press with a non-finite point, outside the bar, on
/// an empty arrangement or on a disabled control is ignored; a move with a non-finite point is
/// ignored; a release with a non-finite point counts as a release at the last finite point;
/// events without a press do nothing; a second press while one is tracked cancels the first
/// and starts again. Times are accepted for symmetry with the platforms and kept monotonic
/// (NaN, infinite or earlier times leave the latest finite time seen), but no rule depends on them:
/// `UISegmentedControl` has no time limit on a press.
///
/// ```swift
/// var interaction = InteractionMachine()
/// let context = InteractionMachine.Context(arrangement: arrangement, selection: selection)
/// let effects = interaction.handle(.ended(point, time: now), in: context) { index in
///     delegate.shouldSelect(index)
/// }
/// ```
public struct InteractionMachine: Sendable, Hashable {
    /// How far the pointer may move, in points, and still make a tap: 10, the documented
    /// default of `UILongPressGestureRecognizer.allowableMovement`. NaN or negative counts as 0.
    public var tapSlop: Double
    /// How far outside the bar, in points, the pointer still counts as on it: 70 by default
    /// (see the type's discussion). NaN or negative counts as 0.
    public var releaseMargin: Double

    /// The bar's origin last reported by ``Event/contentMoved(to:time:)``, or `nil` before
    /// the first report.
    public private(set) var contentOrigin: Point?

    /// The press being tracked, or `nil` between presses.
    public private(set) var press: Press?
    /// The latest time seen, for monotonic times.
    public private(set) var time: Double = 0

    /// The documented default movement allowance of `UILongPressGestureRecognizer`, in points.
    public static let defaultTapSlop = 10.0
    /// How far UIKit's `UIControl` keeps a touch inside beyond its bounds, in points (observed).
    public static let defaultReleaseMargin = 70.0

    /// A press in progress.
    public struct Press: Sendable, Hashable {
        /// Where the pointer went down.
        public var origin: Point
        /// The last finite point.
        public var location: Point
        /// Whether the pointer has ever moved beyond the slop (then it is no longer a tap).
        public var hasLeftSlop: Bool
        /// For a press on the selected segment's indicator, the grab offset: the indicator's
        /// position minus the position under the pointer at the press. `nil` for a press on
        /// another segment.
        public var indicatorOffset: Double?
        /// The segment shown pressed: the one a release would select now.
        public var highlightedIndex: Int?
        /// Where the dragged indicator is shown, or `nil` when it is not being dragged.
        public var indicatorPosition: Double?
        /// The bar's origin when the press began (``contentOrigin`` then), or `nil` when
        /// none had been reported; the first report during the press then counts as it.
        public var contentOrigin: Point?
    }

    /// Creates a machine with no press in progress.
    ///
    /// ```swift
    /// var interaction = InteractionMachine()
    /// var terminal = InteractionMachine(tapSlop: 0, releaseMargin: 2)  // cells, not points
    /// ```
    ///
    /// - Parameters:
    ///   - tapSlop: The movement a tap allows, in points.
    ///   - releaseMargin: How far beyond the bar the pointer still counts, in points.
    public init(
        tapSlop: Double = InteractionMachine.defaultTapSlop,
        releaseMargin: Double = InteractionMachine.defaultReleaseMargin
    ) {
        self.tapSlop = tapSlop
        self.releaseMargin = releaseMargin
    }

    /// Whether a press is being tracked.
    public var isTracking: Bool { press != nil }

    /// Whether the press holds the indicator, so horizontal movement belongs to the control:
    /// a front-end whose bar scrolls keeps its own scrolling from starting meanwhile.
    public var isHoldingIndicator: Bool { press?.indicatorOffset != nil }

    /// Whether a scroll gesture that starts now with this movement may take the pointer
    /// away (and so cancel the press): always, except a mostly horizontal one while the
    /// indicator is held, which belongs to the indicator — as a slider keeps swipes along its
    /// travel that start on its thumb.
    ///
    /// ```swift
    /// override func gestureRecognizerShouldBegin(_ pan: UIGestureRecognizer) -> Bool {
    ///     interaction.yieldsScroll(dx: velocity.x, dy: velocity.y)
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - dx: The scroll's horizontal movement (or velocity).
    ///   - dy: Its vertical movement (or velocity). NaN in either counts as horizontal.
    public func yieldsScroll(dx: Double, dy: Double) -> Bool {
        !isHoldingIndicator || abs(dy) > abs(dx)
    }

    /// Whether a recognizer that drags the indicator may begin with this movement, for
    /// front-ends whose touches the platform arbitrates (a recognizer on the selected segment
    /// only): the movement must run along the bar (a mostly vertical one belongs to an
    /// enclosing scroll); and when `requiresHold` (the bar is in its own scroll view), the
    /// press must already hold the indicator, so a quick swipe scrolls the bar instead. NaN
    /// in either movement begins nothing.
    ///
    /// ```swift
    /// func gestureRecognizerShouldBegin(_ pan: UIGestureRecognizer) -> Bool {
    ///     interaction.mayBeginIndicatorDrag(dx: t.x, dy: t.y, requiresHold: barScrolls)
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - dx: The movement along the bar so far.
    ///   - dy: The movement across it.
    ///   - requiresHold: Whether the indicator must already be held.
    public func mayBeginIndicatorDrag(dx: Double, dy: Double, requiresHold: Bool) -> Bool {
        guard abs(dx) > abs(dy) else { return false }
        return !requiresHold || isHoldingIndicator
    }

    /// Feeds one pointer event and returns what the front-end must do, in order.
    ///
    /// ```swift
    /// let context = InteractionMachine.Context(arrangement: arrangement, selection: selection)
    /// let effects = interaction.handle(.ended(point, time: 0.2), in: context) { $0 != 3 }
    /// ```
    ///
    /// - Parameters:
    ///   - event: The pointer event.
    ///   - context: What the host owns now: the arrangement, the selection, whether the
    ///     control is enabled or momentary.
    ///   - shouldSelect: Asked at a release that would select a segment; `false` refuses it.
    ///     Not called for reselects.
    /// - Returns: The effects, in the order described on ``Effect``.
    /// - Complexity: O(log n + d) in the number of segments and disabled segments.
    @discardableResult
    public mutating func handle(
        _ event: Event, in context: Context, shouldSelect: (Int) -> Bool = { _ in true }
    ) -> [Effect] {
        switch event {
        case .began(let point, let time):
            note(time)
            var effects: [Effect] = press == nil ? [] : cancel()
            effects += begin(at: point, in: context)
            return effects
        case .moved(let point, let time):
            note(time)
            return move(to: point, in: context)
        case .ended(let point, let time):
            note(time)
            return end(at: point, in: context, shouldSelect: shouldSelect)
        case .cancelled(let time):
            note(time)
            return cancel()
        case .contentMoved(let origin, let time):
            note(time)
            return contentMoved(to: origin)
        }
    }

    // MARK: Rules

    private mutating func begin(at point: Point, in context: Context) -> [Effect] {
        let arrangement = context.arrangement
        guard context.isEnabled, !context.isContentScrolling, point.isFinite,
            let index = arrangement.segmentIndex(at: point)
        else {
            return []
        }
        let grabsIndicator =
            !context.isMomentary && index == context.selection.selectedIndex
            && arrangement.indicatorFrameCount > 0
        press = Press(
            origin: point, location: point, hasLeftSlop: false,
            indicatorOffset: grabsIndicator
                ? Double(index) - arrangement.position(atX: point.x) : nil,
            highlightedIndex: nil, indicatorPosition: nil, contentOrigin: contentOrigin)
        return update(in: context)
    }

    /// The content moved by a scroll: a press on it becomes the scroll's (see "Scrolled").
    private mutating func contentMoved(to origin: Point) -> [Effect] {
        guard origin.isFinite else { return [] }
        contentOrigin = origin
        guard var current = press else { return [] }
        guard let start = current.contentOrigin else {
            current.contentOrigin = origin
            press = current
            return []
        }
        let dx = origin.x - start.x
        let dy = origin.y - start.y
        guard dx != 0 || dy != 0, yieldsScroll(dx: dx, dy: dy) else { return [] }
        return cancel()
    }

    private mutating func move(to point: Point, in context: Context) -> [Effect] {
        guard var current = press, point.isFinite else { return [] }
        current.location = point
        if !current.hasLeftSlop,
            distance(from: current.origin, to: point) > tapSlop.nonNegativeFinite
        {
            current.hasLeftSlop = true
            let dx = abs(point.x - current.origin.x)
            let dy = abs(point.y - current.origin.y)
            press = current
            if context.yieldsVerticalDrags, dy > dx { return cancel() }
        }
        press = current
        return update(in: context)
    }

    private mutating func end(
        at point: Point, in context: Context, shouldSelect: (Int) -> Bool
    ) -> [Effect] {
        guard press != nil else { return [] }
        var effects = point.isFinite ? move(to: point, in: context) : []
        // The move may have cancelled a vertical drag.
        guard let finished = press else { return effects }
        press = nil
        if finished.highlightedIndex != nil { effects.append(.highlight(index: nil)) }
        guard let target = finished.highlightedIndex else {
            effects.append(.restoreIndicator)
            return effects
        }
        // The indicator dragged and let go on its own segment: it goes back, no reselect.
        if finished.hasLeftSlop, !context.isMomentary,
            target == context.selection.selectedIndex
        {
            effects.append(.restoreIndicator)
            return effects
        }
        // What the release asks for is the decision every input shares.
        let outcome = SelectionRequestMachine().handle(
            .requested(index: target, input: .pointer),
            in: SelectionRequestMachine.Context(
                selection: context.selection, isEnabled: context.isEnabled,
                isMomentary: context.isMomentary),
            shouldSelect: shouldSelect)
        guard !outcome.isEmpty else {
            effects.append(.restoreIndicator)
            return effects
        }
        effects += outcome.map(Effect.init)
        return effects
    }

    private mutating func cancel() -> [Effect] {
        guard let cancelled = press else { return [] }
        press = nil
        var effects: [Effect] = []
        if cancelled.highlightedIndex != nil { effects.append(.highlight(index: nil)) }
        effects.append(.restoreIndicator)
        return effects
    }

    /// Recomputes the highlight and the indicator for the press's location and reports
    /// changes.
    private mutating func update(in context: Context) -> [Effect] {
        guard var current = press else { return [] }
        let arrangement = context.arrangement
        var effects: [Effect] = []
        let onBar = isOnBar(current.location, in: arrangement)
        let highlight: Int?
        if let offset = current.indicatorOffset, current.hasLeftSlop {
            let selected = Double(context.selection.selectedIndex ?? 0)
            let position =
                onBar
                ? arrangement.clampedPosition(
                    arrangement.position(atX: current.location.x) + offset)
                : selected
            highlight = onBar ? nearestEnabledSegment(to: position, in: context) : nil
            if position != current.indicatorPosition {
                current.indicatorPosition = position
                effects.append(.moveIndicator(to: position))
            }
        } else {
            highlight = onBar ? enabledSegment(under: current.location, in: context) : nil
        }
        if highlight != current.highlightedIndex {
            current.highlightedIndex = highlight
            effects.insert(.highlight(index: highlight), at: 0)
        }
        press = current
        return effects
    }

    // MARK: Geometry

    /// Whether a point is on the bar or within the margin around it.
    private func isOnBar(_ point: Point, in arrangement: Arrangement) -> Bool {
        let margin = releaseMargin.nonNegativeFinite
        let size = arrangement.contentSize
        return point.x >= -margin && point.x <= size.width + margin && point.y >= -margin
            && point.y <= size.height + margin
    }

    /// The enabled segment whose column holds the point, the point pulled onto the bar.
    private func enabledSegment(under point: Point, in context: Context) -> Int? {
        let size = context.arrangement.contentSize
        let onBar = Point(
            x: point.x.clamped(to: 0...Swift.max(0, size.width)),
            y: point.y.clamped(to: 0...Swift.max(0, size.height)))
        guard let index = context.arrangement.segmentIndex(at: onBar),
            context.selection.isEnabled(index)
        else {
            return nil
        }
        return index
    }

    /// The enabled segment nearest a position (the later one on a tie), or `nil`.
    private func nearestEnabledSegment(to position: Double, in context: Context) -> Int? {
        let selection = context.selection
        guard let nearest = context.arrangement.nearestSegment(at: position) else { return nil }
        if selection.isEnabled(nearest) { return nearest }
        let count = Swift.min(context.arrangement.count, selection.count)
        for step in 1...Swift.max(1, count) {
            let later = nearest + step
            let earlier = nearest - step
            let laterOK = later < count && selection.isEnabled(later)
            let earlierOK = earlier >= 0 && selection.isEnabled(earlier)
            switch (earlierOK, laterOK) {
            case (true, true):
                return abs(Double(earlier) - position) < abs(Double(later) - position)
                    ? earlier : later
            case (true, false): return earlier
            case (false, true): return later
            case (false, false): continue
            }
        }
        return nil
    }

    private func distance(from a: Point, to b: Point) -> Double {
        let dx = b.x - a.x
        let dy = b.y - a.y
        // Huge coordinates overflow the squares to infinity, which still compares correctly.
        return (dx * dx + dy * dy).squareRoot()
    }

    private mutating func note(_ time: Double) {
        if time.isFinite, time > self.time { self.time = time }
    }
}

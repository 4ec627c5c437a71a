#if canImport(UIKit) && !os(watchOS)
    import SegmentedCore
    import UIKit

    /// A segmented control for UIKit: a row of titles, images or both with a selection
    /// indicator that slides between them, in any of SegmentedKit's five designs.
    ///
    /// It sends `.valueChanged`, then `.primaryActionTriggered`, only when the user changes
    /// the selection (a tap, a key, a VoiceOver swipe), never for programmatic changes, as
    /// `UISegmentedControl` does, whose API it also speaks (``selectedSegmentIndex``,
    /// ``insertSegment(withTitle:at:animated:)``, ``setTitle(_:forSegmentAt:)``…). A paging
    /// scroll view can drive the indicator continuously with
    /// ``syncPosition(with:layoutDirection:)``. Segments that do not fit scroll, and the
    /// selection is kept in view. All geometry and motion come from SegmentedCore; the
    /// control measures its items, asks the core and places views.
    ///
    /// The name leaves `SegmentedControl` to the SwiftUI view of `SegmentedSwiftUI` (both
    /// modules can be imported in one file) and `UISegmentedControl` to UIKit.
    ///
    /// ```swift
    /// let control = SegmentedTabControl(titles: ["Day", "Week", "Month"])
    /// control.configuration = .materialUnderline
    /// control.addAction(UIAction { [unowned control] _ in
    ///     print("selected", control.selectedIndex ?? -1)
    /// }, for: .valueChanged)
    /// ```
    public final class SegmentedTabControl: UIControl {
        // MARK: Public state

        /// The segments. Changing them keeps the selected item selected (by
        /// ``Item/id``) wherever it moves; if it is gone, the nearest enabled segment is
        /// selected. Neither case sends `.valueChanged`. When nothing was selected (as in a
        /// control that had no items), nothing is selected afterwards: set ``selectedIndex``.
        ///
        /// ```swift
        /// control.items.append(.init(title: "Year"))
        /// ```
        public var items: [Item] {
            didSet { itemsDidChange(from: oldValue) }
        }

        /// How the control looks and moves; see ``Configuration``.
        ///
        /// ```swift
        /// control.configuration = .slidingPill
        /// ```
        public var configuration: Configuration {
            didSet { configurationDidChange() }
        }

        /// The selected segment, or `nil` when none is. Setting it is the same as
        /// ``setSelectedIndex(_:animated:)`` without animation; it sends no event.
        ///
        /// ```swift
        /// control.selectedIndex = 2
        /// ```
        public var selectedIndex: Int? {
            get { selection.selectedIndex }
            set { setSelectedIndex(newValue, animated: false) }
        }

        /// The indicator's position as shown now: a whole number at rest, fractional while it
        /// travels or while a pager drives it.
        ///
        /// ```swift
        /// let shown = control.position  // e.g. 1.4 mid-animation
        /// ```
        public var position: Double { animator.position(at: presentationTime) }

        // MARK: Internal state

        /// Which segment is selected and which are disabled.
        var selection: SelectionModel
        /// The indicator's position over time.
        var animator: PositionAnimator
        /// The frame clock while the indicator moves; `nil` at rest.
        var displayLink: CADisplayLink?
        /// The time of the frame shown last, so a retarget starts from what is on screen.
        var lastFrameTime: CFTimeInterval = 0
        /// The segment under a finger that has not lifted yet.
        var highlightedIndex: Int?
        /// Whether the bar was scrolling when UIKit last hit-tested a touch on the control,
        /// with that event's time, until a touch-down reads it (see `beginTracking` in
        /// SegmentedTabControl+Tracking.swift).
        var scrollingAtHitTest: InteractionMachine.ScrollingAtHitTest?
        /// The emphasis span the titles were last coloured for; `nil` when every title must
        /// be coloured again.
        var appliedSpan: EmphasisSpan?
        /// The last arrangement from the core.
        var arrangement = Arrangement.empty
        /// The measured content sizes, or `nil` when they must be measured again.
        var measuredSizes: [Size]?
        /// The label colours resolved for the current traits.
        var labelAppearance: LabelAppearance
        /// The fonts per state, scaled for the current text size.
        var fonts = ResolvedFonts()

        let scrollView = UIScrollView()
        let contentView = UIView()
        let trackView = UIView()
        let dividerView = UIView()
        let indicatorView = UIView()
        /// The segments that show a title or an image, in the bar's content coordinates (its
        /// frame is ``contentView``'s bounds): while the glass lens is lifted, a mask cuts the
        /// lens out of them, and the lens shows them magnified (SegmentedTabControl+Magnifier.swift).
        /// A segment with a custom view sits in ``contentView`` itself, never cut out.
        let titlesView = UIView()
        /// The glass design's track, behind the bar's scroll view and clipped as it is
        /// (SegmentedTabControl+Glass.swift); empty in other designs, whose track scrolls in
        /// ``contentView``.
        let glassBackdropView = UIView()
        /// The glass lens, above the track and below the titles, where nothing clips it
        /// (SegmentedTabControl+Glass.swift).
        let lensHostView = UIView()
        /// The titles under the lifted glass lens, magnified; made at the first lift
        /// (SegmentedTabControl+Magnifier.swift).
        var lensMagnifier: LensMagnifierView?
        /// Moves the glass track and lens with the bar's scroll.
        lazy var barScrollObserver = BarScrollObserver(control: self)
        /// Hears Reduce Transparency change while the control lives.
        var reduceTransparencyObservation: NotificationObservation?
        /// The focused segment's look on Apple TV (SegmentedTabControl+Focus.swift).
        let focusPlatterView = UIView()
        /// The remote's select presses the control took in `pressesBegan`, so their later
        /// phases stay with it too (SegmentedTabControl+Focus.swift).
        var heldClicks: Set<ObjectIdentifier> = []
        var segmentViews: [SegmentView] = []
        var badgeViews: [BadgeView?] = []
        var badgeSizes: [CGSize] = []
        var segmentElements: [SegmentElement] = []
        /// The control's one core machine, which decides what every input does: touches, the
        /// glass lens over the press, Apple TV's focus and clicks, VoiceOver, the keyboard and
        /// the Large Content Viewer, with every request to select decided once (momentary,
        /// reselect, the veto, the haptic). Its segment ids are the items' ids. Every input and
        /// every change it hears of goes in through `feed(_:isContentScrolling:)`, and every
        /// effect comes back through `perform(_:)`; the selection stays the control's. A
        /// pager whose header the control is holds it instead (``machineHost``).
        var machine: ControlMachine<String> { machineHost?.headerMachine ?? ownMachine }
        /// The control's machine while no host holds it.
        private var ownMachine = ControlMachine<String>(isAdjustable: false)
        /// The pager whose header the control is: its core machine holds the control's, with
        /// the committed page as the one selection. Events go there; effects come back through
        /// `perform(_:)`; the app's selection in code is the pager's request.
        weak var machineHost: (any SegmentedTabControlMachineHost)?
        /// Whether an event is being fed now (``feed(_:isContentScrolling:)``): handled, its
        /// effects carried out, the lens shown.
        private var isFeeding = false
        /// The events fed meanwhile (by the app's veto or action, selecting in code), in order.
        private var waitingEvents: [ControlMachine<String>.Event] = []
        lazy var interactionProxy = InteractionProxy(control: self)
        /// The indicator's display link target (SegmentedTabControl+Animation.swift).
        lazy var displayLinkTarget = DisplayLinkTarget(owner: self) { control, link in
            control.step(link)
        }
        #if !os(tvOS)
            /// Plays the selection haptic; made on the first press. (tvOS has no haptics:
            /// `UISelectionFeedbackGenerator` is unavailable there.)
            var selectionFeedback: UISelectionFeedbackGenerator?
        #endif
        #if !os(tvOS) && !os(visionOS)
            /// The iPad pointer's hover effect over each segment
            /// (SegmentedTabControl+Pointer.swift).
            var pointerInteraction: UIPointerInteraction?
        #endif
        /// An insertion or removal animating in (SegmentedTabControl+SegmentChanges.swift),
        /// from the core's `SegmentChangeTransition`; `nil` when none runs.
        var segmentChange: SegmentChangeTransition?
        /// Whether the items changed since the last layout: the indicator was put on the
        /// selection at once, and the lens is told so again with the new arrangement (before
        /// the layout it could only rest on the selection in the old one).
        private var placesLensAtLayout = false
        /// The progress of ``segmentChange``, 0 to 1, with the configuration's motion.
        var segmentChangeProgress = PositionAnimator()
        /// A removed segment's view while it fades out.
        var departingSegmentView: SegmentView?
        /// A selection changing under Reduce Motion (SegmentedTabControl+CrossFade.swift), from
        /// the core's `IndicatorCrossFade`; `nil` when none runs.
        var crossFade: IndicatorCrossFade?
        /// The indicator fading out where it was during ``crossFade``.
        let outgoingIndicatorView = UIView()
        /// The glass design's lens fading out where it was during ``crossFade``, in
        /// ``lensHostView``.
        var outgoingGlassIndicator: SegmentedGlassIndicatorView?
        /// From `init(coder:)` to `awakeFromNib()`: the selection the nib's attributes set
        /// (SegmentedTabControl+InterfaceBuilder.swift); `nil` otherwise.
        var nibLoading: NibLoading?

        // MARK: Interaction settings

        /// Whether segments act as momentary buttons: a tap selects the segment, sends
        /// `.valueChanged` (``selectedIndex`` is the tapped segment while the action runs)
        /// and then shows no selection, as `UISegmentedControl.isMomentary`. So does every
        /// other press of a segment: a VoiceOver double tap, an Apple TV click, the Large
        /// Content Viewer's lift. Inputs that move a selection along the bar (the arrow keys,
        /// Home and End, a VoiceOver swipe up or down, Apple TV focus moves) do nothing on a
        /// momentary control.
        ///
        /// Settable in Interface Builder's attributes inspector.
        ///
        /// ```swift
        /// control.isMomentary = true
        /// ```
        #if canImport(ObjectiveC)
            @objc(isMomentary)
        #endif
        @IBInspectable public var isMomentary = false

        /// Asked before the user's request selects a segment, whatever the input (a tap, a
        /// key, VoiceOver, Apple TV focus or a click, the Large Content Viewer's lift); return
        /// `false` to refuse it (the indicator goes back, no `.valueChanged`, no haptic). Not
        /// asked for a reselect, nor for a selection made in code.
        ///
        /// ```swift
        /// control.shouldSelectSegment = { index in index != lockedIndex }
        /// ```
        public var shouldSelectSegment: ((Int) -> Bool)?

        /// Called when the user asks again for the segment that is already selected, for
        /// instance to scroll its page to the top: a tap, a VoiceOver double tap, Return or
        /// Space while the control has keyboard focus, an Apple TV click, the Large Content
        /// Viewer's lift. Never on a momentary control, which reports every press instead.
        ///
        /// ```swift
        /// control.onReselect = { index in pages[index].scrollToTop() }
        /// ```
        public var onReselect: ((Int) -> Void)?

        /// How titles grow or get bolder as the position reaches them, from the core's
        /// `TitleProgressStyle`: each title takes the scale and weight for its emphasis on
        /// every position change (a pager's `setPosition`/`syncPosition`, animation frames).
        /// Segments are measured at their largest state (heaviest weight, largest scale), so
        /// nothing shifts as the selection moves. When the style's weights differ, titles are
        /// drawn in the system font at the title font's size. `.none` (the default) changes
        /// nothing.
        ///
        /// ```swift
        /// control.titleProgress = .zoom  // the selected title grows to 1.15
        /// control.titleProgress = TitleProgressStyle(selectedScale: 1.1, selectedWeight: 600)
        /// ```
        public var titleProgress: TitleProgressStyle = .none {
            didSet { titleProgressDidChange() }
        }

        // MARK: Creating

        /// Creates a control that starts with no selection, as `UISegmentedControl(items:)`
        /// does: ``selectedSegmentIndex`` is ``noSegment`` until the user touches a segment
        /// or code selects one, unless `selectedIndex` names a segment.
        /// (``init(titles:selectedIndex:configuration:)``, a tab bar's spelling, selects the
        /// first segment.)
        ///
        /// ```swift
        /// let control = SegmentedTabControl(
        ///     items: [.init(title: "Inbox", badge: .text("3")), .init(title: "Sent")])
        /// control.selectedSegmentIndex  // SegmentedTabControl.noSegment
        ///
        /// let tabs = SegmentedTabControl(
        ///     items: [.init(title: "Inbox"), .init(title: "Sent")], selectedIndex: 0,
        ///     configuration: .materialUnderline)
        /// ```
        ///
        /// - Parameters:
        ///   - items: The segments.
        ///   - selectedIndex: The segment selected at first, or `nil` (the default) for none;
        ///     a disabled or out-of-range index selects the nearest enabled segment.
        ///   - configuration: How the control looks and moves.
        public init(
            items: [Item] = [], selectedIndex: Int? = nil,
            configuration: Configuration = Configuration()
        ) {
            self.items = items
            self.configuration = configuration
            selection = SelectionModel(
                count: items.count, selectedIndex: selectedIndex,
                disabledIndices: Self.disabledIndices(of: items))
            animator = PositionAnimator(position: Double(selection.selectedIndex ?? 0))
            // Not resolvedLabelAppearance: self cannot be used before super.init (the tint
            // is applied by setUp's applyConfiguration).
            labelAppearance = configuration.labelAppearance(for: UITraitCollection.current)
            super.init(frame: .zero)
            setUp()
        }

        /// Creates a control with a title segment for each string, nothing selected unless
        /// `selectedIndex` names a segment, as `UISegmentedControl(items:)` does with an array
        /// of strings held in a variable: `SegmentedTabControl(items: titles)` moves over by
        /// changing the type name.
        ///
        /// ```swift
        /// let titles = ["Day", "Week", "Month"]
        /// let control = SegmentedTabControl(items: titles)
        /// control.selectedSegmentIndex  // SegmentedTabControl.noSegment
        /// ```
        ///
        /// - Parameters:
        ///   - items: One title per segment.
        ///   - selectedIndex: The segment selected at first, or `nil` (the default) for none;
        ///     a disabled or out-of-range index selects the nearest enabled segment.
        ///   - configuration: How the control looks and moves.
        /// - Complexity: O(n) in the number of titles.
        public convenience init<S: StringProtocol>(
            items: [S], selectedIndex: Int? = nil, configuration: Configuration = Configuration()
        ) {
            self.init(
                items: items.map { Item(title: String($0)) }, selectedIndex: selectedIndex,
                configuration: configuration)
        }

        /// Creates a control with a title per segment, the first selected unless
        /// `selectedIndex` says otherwise (a tab bar shows a selection from the start; pass
        /// `nil` to start with none, as `UISegmentedControl(items:)` does).
        ///
        /// ```swift
        /// let control = SegmentedTabControl(titles: ["Day", "Week"], configuration: .slidingPill)
        /// ```
        ///
        /// - Parameters:
        ///   - titles: One title per segment.
        ///   - selectedIndex: The segment selected at first (the first by default), or `nil`
        ///     for none.
        ///   - configuration: How the control looks and moves.
        public convenience init(
            titles: [String], selectedIndex: Int? = 0,
            configuration: Configuration = Configuration()
        ) {
            self.init(
                items: titles.map { Item(title: $0) }, selectedIndex: selectedIndex,
                configuration: configuration)
        }

        /// Creates an empty control with a frame, in the UIKit underline design, as
        /// `UISegmentedControl(frame:)` does: no segments and no selection
        /// (``selectedSegmentIndex`` is ``noSegment``) until segments are inserted and one is
        /// selected.
        ///
        /// ```swift
        /// let control = SegmentedTabControl(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        /// control.insertSegment(withTitle: "Day", at: 0, animated: false)
        /// control.selectedSegmentIndex = 0
        /// ```
        ///
        /// - Parameter frame: The control's frame.
        public override init(frame: CGRect) {
            items = []
            configuration = Configuration()
            selection = SelectionModel(count: 0, selectedIndex: nil)
            animator = PositionAnimator()
            // Not resolvedLabelAppearance: self cannot be used before super.init (the tint
            // is applied by setUp's applyConfiguration).
            labelAppearance = configuration.labelAppearance(for: UITraitCollection.current)
            super.init(frame: frame)
            setUp()
        }

        /// Creates a control from a storyboard or nib, in the UIKit underline design, with the
        /// frame and view properties the nib gives and the segments and selection its
        /// attributes give (``segmentTitles`` and ``selectedSegmentIndex``, set in Interface
        /// Builder's attributes inspector on a View whose class is this one), or empty: then
        /// set ``items`` (or insert segments) in code. Interface Builder gives a
        /// `UISegmentedControl` only a subclass of it as its class; to keep a storyboard
        /// segmented control and its segments, use ``SegmentedSystemControl``.
        ///
        /// ```swift
        /// @IBOutlet var control: SegmentedTabControl!
        /// // in viewDidLoad, when the storyboard sets no Segment Titles:
        /// control.items = ["Day", "Week"]
        /// control.selectedSegmentIndex = 0
        /// ```
        ///
        /// - Parameter coder: The decoder.
        public required init?(coder: NSCoder) {
            items = []
            configuration = Configuration()
            selection = SelectionModel(count: 0)
            animator = PositionAnimator()
            // Not resolvedLabelAppearance: self cannot be used before super.init (the tint
            // is applied by setUp's applyConfiguration).
            labelAppearance = configuration.labelAppearance(for: UITraitCollection.current)
            nibLoading = NibLoading()
            super.init(coder: coder)
            setUp()
        }

        /// Applies the selection Interface Builder set (``selectedSegmentIndex``) once all the
        /// nib's attributes are set, whatever their order: a selection set before
        /// ``segmentTitles`` names a segment that does not exist yet.
        public override func awakeFromNib() {
            super.awakeFromNib()
            // UIKit sends it on the main thread while loading the nib; SDKs before iOS 18 do
            // not mark it main-actor isolated.
            MainActor.assumeIsolated { finishNibLoading() }
        }

        private func setUp() {
            setContentCompressionResistancePriority(.defaultLow, for: .horizontal)
            scrollView.showsHorizontalScrollIndicator = false
            scrollView.showsVerticalScrollIndicator = false
            scrollView.alwaysBounceVertical = false
            #if !os(tvOS)
                // tvOS has no status bar tap, and no `scrollsToTop`.
                scrollView.scrollsToTop = false
            #endif
            scrollView.contentInsetAdjustmentBehavior = .never
            scrollView.clipsToBounds = true
            scrollView.delegate = barScrollObserver
            glassBackdropView.clipsToBounds = true
            for view in [glassBackdropView, lensHostView] {
                view.isUserInteractionEnabled = false
                addSubview(view)
            }
            addSubview(scrollView)
            scrollView.addSubview(contentView)
            focusPlatterView.alpha = 0
            outgoingIndicatorView.isHidden = true
            for view in [
                focusPlatterView, trackView, dividerView, outgoingIndicatorView, indicatorView,
            ] {
                view.isUserInteractionEnabled = false
                contentView.addSubview(view)
            }
            // Above the indicator views, as the segments were: layout orders the rest.
            contentView.addSubview(titlesView)
            trackView.layer.cornerCurve = .continuous
            indicatorView.layer.cornerCurve = .continuous
            outgoingIndicatorView.layer.cornerCurve = .continuous

            setUpTracking()

            setUpAccessibility()
            setUpPointerInteraction()
            observeTraitChanges()
            observeReduceTransparency()
            rebuildSegmentViews()
            applyConfiguration()
        }

        // MARK: Selecting

        /// Selects a segment, or clears the selection with `nil`, optionally sliding the
        /// indicator there. Sends no event: `.valueChanged` is for the user's changes only.
        /// A disabled or out-of-range index is ignored.
        ///
        /// ```swift
        /// control.setSelectedIndex(2, animated: true)
        /// ```
        ///
        /// - Parameters:
        ///   - index: The segment to select, or `nil` for none.
        ///   - animated: Whether the indicator travels with the configuration's motion.
        public func setSelectedIndex(_ index: Int?, animated: Bool) {
            if let machineHost {
                // A pager's header shows the pager's page: the app asks the pager for it.
                machineHost.headerControl(self, requestsSelection: index, animated: animated)
                return
            }
            let previous = selection.selectedIndex
            select(index, animated: animated, byUser: false)
            guard selection.selectedIndex != previous else { return }
            // The machine hears of it as the indicator shows it: travelling or placed. A
            // travel asked for after new items, before their layout, still travels then.
            let travels = animated && window != nil
            feed(travels ? .selectionChanged : .indicatorPlaced)
            if travels { placesLensAtLayout = false }
        }

        /// What the machine reads with each event: what the control shows and holds now.
        ///
        /// - Parameter isContentScrolling: Whether the bar was still scrolling when the touch
        ///   came down (read with a touch-down only).
        func controlContext(isContentScrolling: Bool = false) -> ControlMachine<String>.Context {
            var context = ControlMachine<String>.Context(
                arrangement: arrangement, selection: selection, isEnabled: isEnabled,
                isMomentary: isMomentary, yieldsVerticalDrags: isInVerticallyScrollingContent)
            context.isContentScrolling = isContentScrolling
            return machineHost?.headerContext(for: context) ?? context
        }

        /// Hands the control's machine one event, with the control's context, the app's veto
        /// and the presentation clock, and carries out every effect it returns, in order.
        /// Every input (touches, keys, focus, clicks, VoiceOver, the Large Content Viewer) and
        /// every change the machine hears of (the app's selection, the segments, the layout,
        /// the configuration) comes through here; then the glass indicator draws the lens.
        ///
        /// - Parameters:
        ///   - event: What happened.
        ///   - isContentScrolling: Whether the bar was still scrolling when the touch came
        ///     down (a touch-down only).
        func feed(_ event: ControlMachine<String>.Event, isContentScrolling: Bool = false) {
            // The app's code runs inside an event (the veto the machine asks, the action a
            // selection sends) and may select in code, which feeds the machine: that event
            // waits until the one under way is stored and carried out, then runs on the
            // selection the app made, so neither is lost and each reads the machine's latest.
            guard !isFeeding else {
                waitingEvents.append(event)
                return
            }
            isFeeding = true
            feedNow(event, isContentScrolling: isContentScrolling)
            var fed = 0
            while !waitingEvents.isEmpty, fed < Self.maximumWaitingEvents {
                feedNow(waitingEvents.removeFirst(), isContentScrolling: false)
                fed += 1
            }
            // An app that selects in code on every selection would feed without end: what
            // is left past the limit is dropped, and the machine catches up with the host
            // at the next event.
            waitingEvents = []
            isFeeding = false
        }

        /// How many events fed from the app's code during one event run after it.
        static let maximumWaitingEvents = 64

        /// Handles one event and carries out its effects (``feed(_:isContentScrolling:)``).
        private func feedNow(_ event: ControlMachine<String>.Event, isContentScrolling: Bool) {
            let context = controlContext(isContentScrolling: isContentScrolling)
            let now = presentationTime
            let reduceMotion = UIAccessibility.isReduceMotionEnabled
            if let machineHost {
                var events: [ControlMachine<String>.Event] = []
                if machine.reduceMotion != reduceMotion {
                    events.append(.reduceMotionChanged(reduceMotion))
                }
                events.append(event)
                machineHost.headerControl(
                    self, handle: events, in: context, at: now
                ) { [shouldSelectSegment] index in
                    shouldSelectSegment?(index) ?? true
                }
                lensDidChange()
                return
            }
            var machine = ownMachine
            var effects: [ControlMachine<String>.Effect] = []
            if machine.reduceMotion != reduceMotion {
                effects += machine.handle(.reduceMotionChanged(reduceMotion), in: context, at: now)
            }
            effects += machine.handle(event, in: context, at: now) {
                [shouldSelectSegment] index in
                shouldSelectSegment?(index) ?? true
            }
            ownMachine = machine
            for effect in effects { perform(effect) }
            lensDidChange()
        }

        /// Carries out one effect of the control's machine, from any input: the pressed look,
        /// the indicator, the selection (through the one select function), the haptic, the
        /// reselect callback, and what VoiceOver is told (SegmentedTabControl+Accessibility).
        func perform(_ effect: ControlMachine<String>.Effect) {
            switch effect {
            case .highlight(let index):
                highlightedIndex = index
                isHighlighted = index != nil
                showPosition(position, revealing: false)
            case .moveIndicator(let position):
                animator.jump(to: position)
                stopDisplayLink()
                showPosition(position, revealing: false)
            case .restoreIndicator:
                moveToSelection(animated: true, from: selection.selectedIndex)
            case .select(let index):
                select(index, animated: true, byUser: true)
            case .playSelectionHaptic:
                #if !os(tvOS)
                    if selectionFeedback == nil {
                        selectionFeedback = UISelectionFeedbackGenerator()
                    }
                    selectionFeedback?.selectionChanged()
                #endif
            case .clearSelection:
                select(nil, animated: false, byUser: false)
            case .reselect(let index):
                onReselect?(index)
            case .updateElements(let changes):
                updateAccessibilityElements(changes)
            case .moveAccessibilityFocus(let index, _):
                moveAccessibilityFocus(to: index)
            case .reveal(let index):
                revealSegment(index)
            case .updateContainer(let container):
                showAccessibilityContainer(container)
            }
        }

        /// The control's one select function: every way of selecting (what the machine decided
        /// for a tap, a key, focus, VoiceOver or the Large Content Viewer, and the app's code)
        /// ends here, so the selection is held once, by the control, and the machine reads it
        /// from there. It decides nothing: a disabled or out-of-range index is one the
        /// selection cannot hold, and is ignored.
        ///
        /// - Parameters:
        ///   - index: The segment to select, or `nil` for none.
        ///   - animated: Whether the indicator travels with the configuration's motion.
        ///   - byUser: Whether this carries out the user's request, which sends
        ///     `.valueChanged`.
        func select(_ index: Int?, animated: Bool, byUser: Bool) {
            let previous = selection.selectedIndex
            guard selection.select(index) else { return }
            moveToSelection(animated: animated, from: previous)
            if byUser { sendSelectionActions(for: index) }
        }

        /// What a user's selection sends, as `UISegmentedControl` does: the segment's own
        /// action (``Item/action``), then `.valueChanged`, then `.primaryActionTriggered`,
        /// each once. Apple's `UISegmentedControl.init(frame:actions:)` and
        /// `setAction(_:forSegmentAt:)` references: "Selecting a segment invokes the action's
        /// `UIActionHandler`, as well as handlers for the `valueChanged` and
        /// `primaryActionTriggered` control events" (docs/platform.md).
        private func sendSelectionActions(for index: Int?) {
            if let index, items.indices.contains(index), let action = items[index].action {
                sendAction(action)
            }
            sendActions(for: .valueChanged)
            sendActions(for: .primaryActionTriggered)
        }

        /// Sends the indicator to the selection (leaving it where it is when nothing is
        /// selected, and placing it without travel when nothing was) and shows it.
        /// Under Reduce Motion a change cross-fades instead (the core's
        /// `IndicatorTransition.crossFade`): the indicator fades out where it is and in at the
        /// selection, without travel (SegmentedTabControl+CrossFade.swift).
        func moveToSelection(animated: Bool, from previous: Int?) {
            let reduceMotion = UIAccessibility.isReduceMotionEnabled
            let transition = IndicatorTransition(
                from: previous, to: selection.selectedIndex, animated: animated && window != nil,
                reduceMotion: reduceMotion)
            if let target = selection.selectedIndex {
                switch transition {
                case .stay:
                    break
                case .travel:
                    let now = presentationTime
                    animator.animate(
                        to: Double(target), motion: configuration.motion, at: now,
                        reduceMotion: reduceMotion)
                    startDisplayLinkIfNeeded()
                case .crossFade:
                    beginCrossFade(to: target)
                case .jump:
                    animator.jump(to: Double(target))
                    stopDisplayLink()
                }
            }
            showPosition(position, revealing: true)
        }

        // MARK: Changes

        private func itemsDidChange(from oldItems: [Item]) {
            if Self.differInWidthsOnly(oldItems, items) {
                // Only fixed widths changed (`setWidth(_:forSegmentAt:)`): the next layout
                // moves the segments, and what runs (an insertion, the indicator's travel)
                // runs on, as in `UISegmentedControl`.
                invalidatePointerRegions()
                invalidateMeasurement()
                return
            }
            // A running insertion or removal animates between other segments: it ends here
            // (the segment methods begin their own after the change).
            finishSegmentChange()
            selection.reconcile(
                from: oldItems.map(\.id), to: items.map(\.id),
                disabledIndices: Self.disabledIndices(of: items))
            if let index = selection.selectedIndex {
                animator.jump(to: Double(index))
                stopDisplayLink()
            }
            rebuildSegmentViews()
            invalidatePointerRegions()
            // The indicator was put on the (maybe moved) selection at once; the lens learns it
            // now and again with the arrangement the next layout makes.
            feed(.indicatorPlaced)
            placesLensAtLayout = true
            invalidateMeasurement()
        }

        /// Whether two item lists are the same but for some segments' fixed widths.
        ///
        /// - Complexity: O(n) in the number of items.
        private static func differInWidthsOnly(_ old: [Item], _ new: [Item]) -> Bool {
            guard old.count == new.count, old != new else { return false }
            return zip(old, new).allSatisfy { old, new in
                // A custom view's update handler is not compared: rebuild to take a new one.
                guard new.customView == nil else { return false }
                var old = old
                old.width = new.width
                return old == new
            }
        }

        private func configurationDidChange() {
            applyConfiguration()
            for (index, item) in items.enumerated() where index < segmentViews.count {
                segmentViews[index].configure(with: item, spacing: configuration.imageTitleSpacing)
            }
            invalidateMeasurement()
        }

        /// Re-reads everything that depends on the traits: fonts for the text size, colours
        /// for dark mode and contrast, and the layout direction.
        func traitsDidChange() {
            resolveFonts()
            labelAppearance = resolvedLabelAppearance(for: traitCollection)
            invalidateMeasurement()
        }

        /// Measures every segment again at the next layout pass and lays the bar out anew.
        /// Call it when an item's ``Item/customView`` changed the size it needs (its text,
        /// its constraints, or, for a frame-based view, its frame); the control cannot
        /// observe that. Trait changes (Dynamic Type, size classes) and changes of ``items``
        /// or ``configuration`` re-measure without it.
        ///
        /// ```swift
        /// ratingView.stars = 5           // the custom view grows
        /// control.setNeedsSegmentLayout()
        /// ```
        public func setNeedsSegmentLayout() {
            invalidateMeasurement()
        }

        /// Forgets the measured sizes, so the next layout pass measures again.
        func invalidateMeasurement() {
            measuredSizes = nil
            invalidateIntrinsicContentSize()
            setNeedsLayout()
        }

        /// Whether the control as a whole is enabled; disabled, every title takes the
        /// disabled colour and touches, keys and VoiceOver changes are ignored.
        ///
        /// ```swift
        /// control.isEnabled = false
        /// ```
        public override var isEnabled: Bool {
            didSet {
                feed(.enabledChanged)
                showPosition(position, revealing: false)
                invalidatePointerRegions()
            }
        }

        private func applyConfiguration() {
            backgroundColor = configuration.backgroundColor
            trackView.backgroundColor = resolvedTrackColor
            dividerView.backgroundColor = configuration.dividerColor
            indicatorView.backgroundColor = resolvedIndicatorColor
            resolveFonts()
            labelAppearance = resolvedLabelAppearance(for: traitCollection)
            // The machine follows the design's lens and the words VoiceOver speaks.
            let glass = configuration.glassDesign.map { $0.glass?.lensParameters ?? .liquidGlass }
            feed(.lensChanged(glass))
            feed(.templatesChanged(configuration.accessibilityTemplates))
        }

        private func rebuildSegmentViews() {
            for view in segmentViews { view.removeFromSuperview() }
            for view in badgeViews { view?.removeFromSuperview() }
            segmentViews = items.map { item in
                let view = SegmentView()
                view.host = self
                view.semanticContentAttribute = semanticContentAttribute
                view.configure(with: item, spacing: configuration.imageTitleSpacing)
                segmentContainer(for: item).addSubview(view)
                return view
            }
            badgeViews = items.map { item in
                guard item.badge != nil else { return nil }
                let view = BadgeView()
                contentView.addSubview(view)
                return view
            }
            reportSegments()
        }

        /// Where a segment's view goes: ``titlesView`` for a title or an image, which the
        /// lifted lens cuts out and magnifies; ``contentView`` for a custom view, which it
        /// leaves as it is (an arbitrary view cannot be copied).
        private func segmentContainer(for item: Item) -> UIView {
            item.customView == nil ? titlesView : contentView
        }

        static func disabledIndices(of items: [Item]) -> Set<Int> {
            Set(items.indices.filter { !items[$0].isEnabled })
        }

        // MARK: Fonts

        /// The title fonts per state, scaled for the current text size.
        struct ResolvedFonts {
            var normal = UIFont.systemFont(ofSize: 15)
            var selected = UIFont.systemFont(ofSize: 15)
            var highlighted: UIFont?
            var disabled = UIFont.systemFont(ofSize: 15)
            var badge = UIFont.systemFont(ofSize: 11)

            /// Every font a title can be drawn in, to measure the widest.
            var all: [UIFont] { [normal, selected, disabled] + (highlighted.map { [$0] } ?? []) }
        }

        private func resolveFonts() {
            let traits = traitCollection
            let scale = configuration.adjustsFontForContentSizeCategory
            let metrics = configuration.titleTextStyle.map(UIFontMetrics.init) ?? .default
            func scaled(_ font: UIFont) -> UIFont {
                scale ? metrics.scaledFont(for: font, compatibleWith: traits) : font
            }
            let normal = scaled(configuration.titleFont)
            fonts = ResolvedFonts(
                normal: normal,
                selected: configuration.selectedTitleFont.map(scaled) ?? normal,
                highlighted: configuration.highlightedTitleFont.map(scaled),
                disabled: configuration.disabledTitleFont.map(scaled) ?? normal,
                badge: scaled(configuration.badgeFont))
        }

        /// The font for a state the core chose.
        private func font(for state: SegmentState, emphasis: Double) -> UIFont {
            switch state {
            case .normal: return fonts.normal
            case .selected: return fonts.selected
            case .disabled: return fonts.disabled
            case .highlighted:
                let unpressed = LabelAppearance.state(
                    emphasis: emphasis, isEnabled: true, isHighlighted: false)
                return fonts.highlighted ?? font(for: unpressed, emphasis: emphasis)
            }
        }

        // MARK: Measuring and layout

        /// The content size of every segment: the largest over the fonts a title can take,
        /// so the layout does not jump when the selected font swaps in.
        func contentSizes() -> [Size] {
            if let measuredSizes, measuredSizes.count == segmentViews.count {
                return measuredSizes
            }
            let sizes = segmentViews.map { view in
                var widest = CGSize.zero
                for font in fonts.all + titleProgressMeasuringFonts {
                    let size = view.fittingSize(with: font)
                    widest.width = max(widest.width, size.width)
                    widest.height = max(widest.height, size.height)
                }
                return titleProgressReservedSize(Size(widest))
            }
            badgeSizes = items.indices.map { index in
                guard let badge = items[index].badge, let view = badgeViews[index] else {
                    return .zero
                }
                return view.configure(with: badge, configuration: configuration, font: fonts.badge)
            }
            measuredSizes = sizes
            return sizes
        }

        /// The core layout for the current direction, with the items' fixed widths
        /// (``Item/width``, set by `setWidth(_:forSegmentAt:)`) over the configuration's.
        var currentLayout: SegmentedLayout {
            var layout = configuration.layout
            layout.layoutDirection = LayoutDirection(effectiveUserInterfaceLayoutDirection)
            if items.contains(where: { $0.width > 0 }) {
                let configured = layout.segmentWidths
                layout.segmentWidths = items.indices.map { index in
                    let width = items[index].width
                    if width > 0 { return Double(width) }
                    return index < configured.count ? configured[index] : 0
                }
            }
            return layout
        }

        /// The core's ideal size, at least the configuration's height.
        ///
        /// ```swift
        /// control.invalidateIntrinsicContentSize()  // after changing fonts outside the configuration
        /// ```
        public override var intrinsicContentSize: CGSize {
            let ideal = CGSize(
                arrangeWithBadges(in: Size(width: .infinity, height: .infinity)).contentSize)
            return CGSize(width: ideal.width, height: max(ideal.height, configuration.height))
        }

        /// The core's ideal size, at least the configuration's height, whatever size is
        /// offered (a bar that does not fit scrolls).
        ///
        /// ```swift
        /// let size = control.sizeThatFits(CGSize(width: 320, height: 44))
        /// ```
        ///
        /// - Parameter size: The size offered; ignored.
        public override func sizeThatFits(_ size: CGSize) -> CGSize {
            intrinsicContentSize
        }

        /// Lays everything out from the core's arrangement for the current bounds, inside
        /// the safe area's sides.
        public override func layoutSubviews() {
            super.layoutSubviews()
            scrollView.frame = barFrame
            let previous = arrangement
            arrangement = arrangeWithBadges(in: Size(barFrame.size))
            let arrangementChanged = arrangement != previous
            let contentSize = CGSize(arrangement.contentSize)
            contentView.frame = CGRect(origin: .zero, size: contentSize)
            titlesView.frame = contentView.bounds
            // The bar scrolls only sideways: content taller than the control is clipped, not
            // scrolled, so vertical drags stay with an enclosing scroll view.
            scrollView.contentSize = CGSize(
                width: contentSize.width, height: min(contentSize.height, bounds.height))
            scrollView.alwaysBounceHorizontal = arrangement.scrolls(in: viewportWidth)
            trackView.frame = contentView.bounds
            // Clamped by the core: `.infinity` is a capsule, never an infinite layer radius.
            trackView.layer.cornerRadius = configuration.trackCornerRadius(
                fitting: contentView.bounds.size)
            dividerView.frame = CGRect(
                arrangement.dividerFrame(thickness: Double(configuration.dividerThickness)))
            placeSegmentViews()
            for (index, view) in badgeViews.enumerated() {
                guard let view, index < badgeSizes.count,
                    let frame = arrangement.badgeFrame(
                        forSegment: index, size: Size(badgeSizes[index]))
                else { continue }
                view.frame = CGRect(frame)
            }
            // The indicator fading out under Reduce Motion sits just below the indicator.
            contentView.bringSubviewToFront(outgoingIndicatorView)
            contentView.bringSubviewToFront(indicatorView)
            // A glass design's track is behind the lens, in glassBackdropView.
            let trackScrolls = trackView.superview === contentView
            if configuration.layout.indicator.placement == .fill {
                contentView.sendSubviewToBack(indicatorView)
                contentView.sendSubviewToBack(outgoingIndicatorView)
                if trackScrolls { contentView.sendSubviewToBack(trackView) }
            }
            for view in badgeViews { view.map(contentView.bringSubviewToFront) }
            if trackScrolls {
                contentView.sendSubviewToBack(focusPlatterView)
                contentView.sendSubviewToBack(trackView)
            }
            showFocus()
            showPosition(position, revealing: arrangementChanged)
            showSegmentChange()
            updateFocusEffect()
            updateAccessibilityFrames()
            if arrangementChanged {
                feed(placesLensAtLayout ? .indicatorPlaced : .arrangementChanged)
                invalidatePointerRegions()
            }
            placesLensAtLayout = false
            layoutGlassIndicator()
        }

        /// Lays the bar out again when the safe area's sides move (rotation, a sensor
        /// housing coming into the control's frame).
        public override func safeAreaInsetsDidChange() {
            super.safeAreaInsetsDidChange()
            setNeedsLayout()
        }

        // MARK: Showing a position

        /// Puts the indicator, the title colours, fonts and title-progress scales, and (when
        /// asked) the scroll offset where the core says for a position. Runs on every
        /// animation frame.
        ///
        /// - Parameters:
        ///   - position: The position to show.
        ///   - revealing: Whether to scroll the bar to keep the position in view.
        ///   - time: The display frame's time the position is for, with which the glass lens
        ///     is drawn; now (the presentation time) when `nil`.
        ///   - changedTitlesOnly: On animation frames only the titles whose emphasis can have
        ///     changed are recoloured: those of the previous and the new emphasis span (the
        ///     core's `emphasisSpan(at:)`; every other title is at emphasis 0). Anything else
        ///     (layout, selection, highlight, enabled state) recolours every title.
        func showPosition(
            _ position: Double, revealing: Bool, changedTitlesOnly: Bool = false,
            at time: CFTimeInterval? = nil
        ) {
            let hasSelection = selection.selectedIndex != nil
            indicatorView.isHidden =
                !hasSelection || arrangement.isEmpty
                || configuration.layout.indicator.placement == .none
            let time = time ?? presentationTime
            // A Reduce Motion cross-fade (+CrossFade.swift) that ends here leaves titles it
            // coloured that the position's span does not name: every title is coloured again.
            let fadeEnded = crossFade != nil && !isCrossFadeRunning(showing: position, at: time)
            if fadeEnded { finishCrossFade() }
            // One split of the position for the indicator and the emphasis (frameState(at:)).
            let state = arrangement.frameState(at: position)
            let indicatorFrame = state?.indicatorFrame ?? .zero
            indicatorView.frame = CGRect(indicatorFrame)
            indicatorView.layer.cornerRadius = arrangement.indicator.cornerRadius(
                fitting: indicatorFrame.size)
            let span = hasSelection ? state?.emphasis : nil
            if changedTitlesOnly, !fadeEnded, let previous = appliedSpan, let span {
                for index in [previous.lower, previous.upper, span.lower, span.upper] {
                    colourTitle(index, emphasis: span.emphasis(of: index))
                }
            } else {
                for index in segmentViews.indices {
                    colourTitle(index, emphasis: span?.emphasis(of: index) ?? 0)
                }
            }
            appliedSpan = span
            if revealing { reveal(position) }
            // The glass lens, for the same time (SegmentedTabControl+Glass.swift).
            if glassIndicator != nil {
                syncGlassHosts()
                showLens(at: time)
            }
            showCrossFade(at: time)
        }

        /// Colours and sets the font of one title for its emphasis and state.
        func colourTitle(_ index: Int, emphasis: Double) {
            guard segmentViews.indices.contains(index) else { return }
            let enabled = isEnabled && selection.isEnabled(index)
            let highlighted = index == highlightedIndex
            let color = labelAppearance.color(
                emphasis: emphasis, isEnabled: enabled, isHighlighted: highlighted)
            let state = LabelAppearance.state(
                emphasis: emphasis, isEnabled: enabled, isHighlighted: highlighted)
            segmentViews[index].apply(
                color: UIColor(color),
                font: titleProgressFont(font(for: state, emphasis: emphasis), emphasis: emphasis))
            segmentViews[index].apply(state: state)
            applyTitleProgressScale(index, emphasis: emphasis)
            mirrorMagnifiedTitle(index)
        }

        /// Scrolls the bar so the position is in view, unless the user is scrolling it.
        private func reveal(_ position: Double) {
            guard arrangement.scrolls(in: viewportWidth),
                !scrollView.isDragging, !scrollView.isDecelerating
            else { return }
            let current = Double(scrollView.contentOffset.x)
            let alignment: ScrollAlignment =
                configuration.selectionScrolling == .center
                ? .center : .minimal(currentOffset: current)
            let offset = arrangement.scrollOffset(
                revealing: position, viewportWidth: viewportWidth, alignment: alignment)
            if offset != current {
                scrollView.contentOffset.x = offset
            }
        }

        /// The segment under a point in the control's coordinates, or `nil`.
        func segmentIndex(at point: CGPoint) -> Int? {
            arrangement.segmentIndex(at: Point(convert(point, to: contentView)))
        }

        // MARK: Overrides, with their work in the topic files
        //
        // Every UIKit member the control overrides is declared in this class body, never in
        // an extension (docs/development.md, "Sources the harness compiles as they ship"), and
        // forwards to a helper in the extension file of its topic, where the work and its
        // notes are.

        // Touches (SegmentedTabControl+Tracking.swift).

        /// Every point inside the control goes to the control itself, so tracking sees it.
        ///
        /// ```swift
        /// control.hitTest(CGPoint(x: 10, y: 10), with: nil) === control  // true inside
        /// ```
        ///
        /// - Parameters:
        ///   - point: A point in the control's coordinates.
        ///   - event: The event, if any.
        public override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
            handleHitTest(point, with: event)
        }

        /// Decides which recognisers of the views around the control may take its touch, as
        /// UIKit's own controls do:
        ///
        /// - A one-finger single-tap `UITapGestureRecognizer` that is not the control's own
        ///   (one on a view around it, such as a tap that dismisses the keyboard) may not
        ///   begin: a tap on a segment selects it (not on tvOS, where a tap is the remote's). UIKit gives `UIButton`, `UISwitch`,
        ///   `UIStepper`, `UISegmentedControl` and `UIPageControl` this priority and no
        ///   custom control ("Attaching gesture recognizers to UIKit controls"), so without
        ///   this refusal the parent's recogniser would recognise as the finger lifts and
        ///   cancel the control's touch. A double tap, and a recogniser added to the control
        ///   itself, still begin, as on those controls.
        /// - A back swipe from the screen's edge (any `UIScreenEdgePanGestureRecognizer`, and
        ///   the navigation controller's `interactivePopGestureRecognizer` whatever its class)
        ///   always may begin, even on a held indicator: it starts at the screen's edge, which
        ///   is the system's, not the bar's.
        /// - On iOS 26 and later, the navigation controller's back swipe from anywhere in its
        ///   content (`interactiveContentPopGestureRecognizer`) may begin unless the indicator
        ///   is held: a drag that starts on the selected segment moves the indicator, as
        ///   `UISlider` keeps swipes that start on its thumb.
        /// - Any other pan along the bar may not take a held indicator, as `UISlider` keeps
        ///   swipes along its track that start on its thumb
        ///   (`InteractionMachine.yieldsScroll(dx:dy:)`); any pan while no indicator is held
        ///   may begin.
        ///
        /// ```swift
        /// control.gestureRecognizerShouldBegin(tableView.panGestureRecognizer)  // true
        /// control.gestureRecognizerShouldBegin(dismissKeyboardTap)              // false
        /// ```
        ///
        /// - Parameter gestureRecognizer: The recogniser about to begin.
        public override func gestureRecognizerShouldBegin(
            _ gestureRecognizer: UIGestureRecognizer
        ) -> Bool {
            handleGestureRecognizerShouldBegin(gestureRecognizer)
        }

        /// Feeds a touch-down to the control's machine.
        ///
        /// - Parameters:
        ///   - touch: The touch.
        ///   - event: The event.
        /// - Returns: Whether the touch is tracked (it is on an enabled control's bar).
        public override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
            handleBeginTracking(touch, with: event)
        }

        /// Feeds a touch's movement to the control's machine.
        ///
        /// - Parameters:
        ///   - touch: The touch.
        ///   - event: The event.
        /// - Returns: Whether the touch is still tracked.
        public override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
            handleContinueTracking(touch, with: event)
        }

        /// Feeds a touch's release to the control's machine.
        ///
        /// - Parameters:
        ///   - touch: The touch, if UIKit gives one.
        ///   - event: The event.
        public override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
            handleEndTracking(touch, with: event)
        }

        /// Feeds a cancelled touch (an enclosing scroll view took it) to the control's machine:
        /// nothing is selected.
        ///
        /// - Parameter event: The event.
        public override func cancelTracking(with event: UIEvent?) {
            handleCancelTracking(with: event)
        }

        // Keyboards and focus (SegmentedTabControl+Keyboard.swift, +Focus.swift).

        /// Takes part in the focus system as one item, so Full Keyboard Access and hardware
        /// keyboards can reach it; on Apple TV its segments are the focus items instead.
        public override var canBecomeFocused: Bool { canBecomeFocusedAsOneItem }

        /// Can take key presses for its arrow, Home, End, Return and Space commands; it
        /// becomes first responder when keyboard focus reaches it.
        ///
        /// ```swift
        /// control.canBecomeFirstResponder  // false while disabled or empty
        /// ```
        public override var canBecomeFirstResponder: Bool { canTakeKeyPresses }

        /// The left and right arrows, Home and End, Return and Space, each taking priority
        /// over the focus system's own use of the key while the control is first responder.
        ///
        /// ```swift
        /// // Nothing to call: Tab to the control, then use the arrows.
        /// control.becomeFirstResponder()  // without a focus system (an iPhone's keyboard)
        /// ```
        public override var keyCommands: [UIKeyCommand]? { navigationKeyCommands }

        /// Follows focus: on Apple TV among the segments (moving from one segment to another
        /// asks for it; the focused look moves with the coordinator's animations); elsewhere
        /// to and from the control as a whole, which then takes or gives up the key presses
        /// (SegmentedTabControl+Keyboard.swift).
        ///
        /// ```swift
        /// // Nothing to call: swipe left or right on the Siri Remote, or press Tab.
        /// ```
        ///
        /// - Parameters:
        ///   - context: The focus update.
        ///   - coordinator: The coordinator whose animations run with the system's.
        public override func didUpdateFocus(
            in context: UIFocusUpdateContext, with coordinator: UIFocusAnimationCoordinator
        ) {
            handleDidUpdateFocus(in: context, with: coordinator)
        }

        /// The select button going down on the focused segment: the control takes the press
        /// (it is the control's in every later phase) and the click acts when it comes up
        /// (``pressesEnded(_:with:)``). Other presses go on up the responder chain, to the
        /// focus engine.
        ///
        /// ```swift
        /// control.onReselect = { index in pages[index].scrollToTop() }  // a click on it
        /// ```
        ///
        /// - Parameters:
        ///   - presses: The presses that began.
        ///   - event: The event they belong to.
        public override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
            handlePressesBegan(presses, with: event)
        }

        /// Keeps the presses ``pressesBegan(_:with:)`` took (a select press changes nothing);
        /// passes the others on.
        ///
        /// ```swift
        /// // Nothing to call: UIKit calls it for a press whose value changes.
        /// ```
        ///
        /// - Parameters:
        ///   - presses: The presses that changed.
        ///   - event: The event they belong to.
        public override func pressesChanged(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
            handlePressesChanged(presses, with: event)
        }

        /// The select button coming up: the click acts on the segment it went down on, if
        /// focus is still there. A click on the selected segment calls ``onReselect``; on a
        /// focused segment that is not selected (a selection refused or changed in code) it
        /// asks for it. Passes on the presses the control did not take.
        ///
        /// ```swift
        /// control.onReselect = { index in pages[index].scrollToTop() }  // on the button's release
        /// ```
        ///
        /// - Parameters:
        ///   - presses: The presses that ended.
        ///   - event: The event they belong to.
        public override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
            handlePressesEnded(presses, with: event)
        }

        /// The system cancelled presses (the app went inactive, the view left its window): a
        /// click the control took does nothing. Passes on the presses it did not take.
        ///
        /// ```swift
        /// // Nothing to call: UIKit calls it when it interrupts a press.
        /// ```
        ///
        /// - Parameters:
        ///   - presses: The presses cancelled.
        ///   - event: The event they belong to.
        public override func pressesCancelled(
            _ presses: Set<UIPress>, with event: UIPressesEvent?
        ) {
            handlePressesCancelled(presses, with: event)
        }

        // The window, the tint and the traits (SegmentedTabControl+Animation.swift,
        // +Appearance.swift, +Traits.swift).

        /// Stops the frame clock off screen and settles at the target. Arriving in a window,
        /// re-reads the traits: the colours and fonts were resolved for
        /// `UITraitCollection.current` when the control was made, and a trait registration
        /// is not guaranteed to fire when a view first joins a window whose traits differ
        /// (a control made in code and added to a dark window).
        public override func didMoveToWindow() {
            handleDidMoveToWindow()
        }

        /// The tint changed (the app set one, or an alert dimmed it): accent roles follow.
        public override func tintColorDidChange() {
            handleTintColorDidChange()
        }

        /// On iOS 16, re-measures and re-colours when the traits change (iOS 17 and later
        /// use `registerForTraitChanges`).
        ///
        /// ```swift
        /// // Nothing to call: the control follows Dynamic Type, dark mode and direction.
        /// ```
        ///
        /// - Parameter previousTraitCollection: The traits before the change.
        @available(iOS, deprecated: 17.0, message: "iOS 17 uses registerForTraitChanges")
        @available(tvOS, deprecated: 17.0, message: "tvOS 17 uses registerForTraitChanges")
        public override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?)
        {
            handleTraitCollectionDidChange(previousTraitCollection)
        }

        /// Lays out again when the semantic content attribute flips the direction.
        ///
        /// ```swift
        /// control.semanticContentAttribute = .forceRightToLeft
        /// ```
        public override var semanticContentAttribute: UISemanticContentAttribute {
            didSet { semanticContentAttributeDidChange() }
        }

        // VoiceOver (SegmentedTabControl+Accessibility.swift).

        /// Asks for the next enabled segment, as a VoiceOver swipe up on an adjustable segment
        /// does (see ``isAccessibilityAdjustable``): once selected (``shouldSelectSegment`` may
        /// refuse; a momentary control does nothing) it sends `.valueChanged` and VoiceOver's
        /// focus moves to the new segment, which VoiceOver then reads.
        ///
        /// ```swift
        /// control.accessibilityIncrement()  // 0 → 1
        /// ```
        public override nonisolated func accessibilityIncrement() {
            onMainThread(else: ()) { accessibilityAdjust(.increment) }
        }

        /// Asks for the previous enabled segment, as a VoiceOver swipe down on an adjustable
        /// segment does: once selected it sends `.valueChanged` and VoiceOver's focus moves
        /// to it.
        ///
        /// ```swift
        /// control.accessibilityDecrement()  // 1 → 0
        /// ```
        public override nonisolated func accessibilityDecrement() {
            onMainThread(else: ()) { accessibilityAdjust(.decrement) }
        }
    }
#endif

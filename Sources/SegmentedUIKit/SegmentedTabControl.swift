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
        /// The focused segment's look on Apple TV (SegmentedTabControl+Focus.swift).
        let focusPlatterView = UIView()
        /// What the focus system does on Apple TV (SegmentedTabControl+Focus.swift).
        var focus = FocusMachine()
        /// The remote's select presses the control took in `pressesBegan`, so their later
        /// phases stay with it too (SegmentedTabControl+Focus.swift).
        var heldClicks: Set<ObjectIdentifier> = []
        var segmentViews: [SegmentView] = []
        var badgeViews: [BadgeView?] = []
        var badgeSizes: [CGSize] = []
        var segmentElements: [SegmentElement] = []
        /// What VoiceOver says and does, from the core.
        var accessibilityModel = AccessibilityMachine<String>(
            segments: [], selection: SelectionModel(count: 0), isAdjustable: false)
        lazy var interactionProxy = InteractionProxy(control: self)
        /// The indicator's display link target (SegmentedTabControl+Animation.swift).
        lazy var displayLinkTarget = DisplayLinkTarget(owner: self) { control, link in
            control.step(link)
        }
        /// The core's pointer machine, fed by UIControl tracking (SegmentedTabControl+Tracking).
        var interaction = InteractionMachine()
        #if !os(tvOS)
            /// Plays the selection haptic; made on the first press. (tvOS has no haptics:
            /// `UISelectionFeedbackGenerator` is unavailable there.)
            var selectionFeedback: UISelectionFeedbackGenerator?
        #endif
        /// An insertion or removal animating in (SegmentedTabControl+SegmentChanges.swift),
        /// from the core's `SegmentChangeTransition`; `nil` when none runs.
        var segmentChange: SegmentChangeTransition?
        /// The progress of ``segmentChange``, 0 to 1, with the configuration's motion.
        var segmentChangeProgress = PositionAnimator()
        /// A removed segment's view while it fades out.
        var departingSegmentView: SegmentView?

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

        /// Creates a control.
        ///
        /// ```swift
        /// let control = SegmentedTabControl(
        ///     items: [.init(title: "Inbox", badge: .text("3")), .init(title: "Sent")],
        ///     selectedIndex: 0, configuration: .materialUnderline)
        /// ```
        ///
        /// - Parameters:
        ///   - items: The segments.
        ///   - selectedIndex: The segment selected at first, or `nil` for none; a disabled or
        ///     out-of-range index selects the nearest enabled segment.
        ///   - configuration: How the control looks and moves.
        public init(
            items: [Item] = [], selectedIndex: Int? = 0,
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

        /// Creates a control with a title per segment.
        ///
        /// ```swift
        /// let control = SegmentedTabControl(titles: ["Day", "Week"], configuration: .slidingPill)
        /// ```
        ///
        /// - Parameters:
        ///   - titles: One title per segment.
        ///   - selectedIndex: The segment selected at first, or `nil` for none.
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

        /// Creates an empty control from a storyboard or nib, in the UIKit underline design,
        /// with the frame and view properties the nib gives; set ``items`` (or insert
        /// segments) in code. A storyboard `UISegmentedControl` whose class is changed to this
        /// one keeps its frame and constraints; its segments, which Interface Builder stores
        /// in `UISegmentedControl`'s own format, do not carry over.
        ///
        /// ```swift
        /// @IBOutlet var control: SegmentedTabControl!
        /// // in viewDidLoad:
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
            super.init(coder: coder)
            setUp()
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
            addSubview(scrollView)
            scrollView.addSubview(contentView)
            focusPlatterView.alpha = 0
            for view in [focusPlatterView, trackView, dividerView, indicatorView] {
                view.isUserInteractionEnabled = false
                contentView.addSubview(view)
            }
            trackView.layer.cornerCurve = .continuous
            indicatorView.layer.cornerCurve = .continuous

            setUpTracking()

            setUpAccessibility()
            observeTraitChanges()
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
            select(index, animated: animated, byUser: false)
        }

        /// The user asked for a segment, by any input but touches (whose releases the core's
        /// `InteractionMachine` hands to the same decision): the core's
        /// `SelectionRequestMachine` decides (momentary, reselect, the veto, the haptic) with
        /// the control's selection, enabled state and momentary setting, and the control
        /// carries out what it says.
        ///
        /// - Parameters:
        ///   - index: The segment asked for.
        ///   - input: Where the request comes from.
        /// - Returns: The core's effects, carried out; empty when nothing changed.
        @discardableResult
        func requestSelection(_ index: Int, by input: SelectionRequestMachine.Input)
            -> [SelectionRequestMachine.Effect]
        {
            let context = SelectionRequestMachine.Context(
                selection: selection, isEnabled: isEnabled, isMomentary: isMomentary)
            let effects = SelectionRequestMachine().handle(
                .requested(index: index, input: input), in: context
            ) { [shouldSelectSegment] index in
                shouldSelectSegment?(index) ?? true
            }
            for effect in effects { perform(effect) }
            return effects
        }

        /// Carries out what the core decided for a request, from any input.
        func perform(_ effect: SelectionRequestMachine.Effect) {
            switch effect {
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
            }
        }

        /// The control's one select function: every way of selecting (what the core decided
        /// for a tap, a key, focus, VoiceOver or the Large Content Viewer, and the app's code)
        /// ends here, so the selection is held once, by the control, and the machines read it
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
        /// each once.
        private func sendSelectionActions(for index: Int?) {
            if let index, items.indices.contains(index), let action = items[index].action {
                sendAction(action)
            }
            sendActions(for: .valueChanged)
            sendActions(for: .primaryActionTriggered)
        }

        /// Sends the indicator to the selection (leaving it where it is when nothing is
        /// selected, and placing it without travel when nothing was) and refreshes what
        /// depends on the selection.
        func moveToSelection(animated: Bool, from previous: Int?) {
            let transition = IndicatorTransition(
                from: previous, to: selection.selectedIndex, animated: animated && window != nil)
            if let target = selection.selectedIndex, transition != .stay {
                if transition == .travel {
                    let now = presentationTime
                    animator.animate(
                        to: Double(target), motion: configuration.motion, at: now,
                        reduceMotion: UIAccessibility.isReduceMotionEnabled)
                    startDisplayLinkIfNeeded()
                } else {
                    animator.jump(to: Double(target))
                    stopDisplayLink()
                }
            }
            updateAccessibilityElements()
            showPosition(position, revealing: true)
        }

        // MARK: Changes

        private func itemsDidChange(from oldItems: [Item]) {
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
            invalidateMeasurement()
        }

        private func configurationDidChange() {
            applyConfiguration()
            for (index, item) in items.enumerated() where index < segmentViews.count {
                segmentViews[index].configure(with: item, spacing: configuration.imageTitleSpacing)
            }
            updateAccessibilityElements()
            invalidateMeasurement()
        }

        /// Re-reads everything that depends on the traits: fonts for the text size, colours
        /// for dark mode and contrast, and the layout direction.
        func traitsDidChange() {
            resolveFonts()
            labelAppearance = resolvedLabelAppearance(for: traitCollection)
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
                updateAccessibilityElements()
                showPosition(position, revealing: false)
            }
        }

        private func applyConfiguration() {
            backgroundColor = configuration.backgroundColor
            trackView.backgroundColor = configuration.trackColor
            dividerView.backgroundColor = configuration.dividerColor
            indicatorView.backgroundColor = resolvedIndicatorColor
            resolveFonts()
            labelAppearance = resolvedLabelAppearance(for: traitCollection)
        }

        private func rebuildSegmentViews() {
            for view in segmentViews { view.removeFromSuperview() }
            for view in badgeViews { view?.removeFromSuperview() }
            segmentViews = items.map { item in
                let view = SegmentView()
                view.host = self
                view.semanticContentAttribute = semanticContentAttribute
                view.configure(with: item, spacing: configuration.imageTitleSpacing)
                contentView.addSubview(view)
                return view
            }
            badgeViews = items.map { item in
                guard item.badge != nil else { return nil }
                let view = BadgeView()
                contentView.addSubview(view)
                return view
            }
            rebuildAccessibilityElements()
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

        /// The core layout for the current direction.
        var currentLayout: SegmentedLayout {
            var layout = configuration.layout
            layout.layoutDirection = LayoutDirection(effectiveUserInterfaceLayoutDirection)
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
            let contentSize = CGSize(arrangement.contentSize)
            contentView.frame = CGRect(origin: .zero, size: contentSize)
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
            contentView.bringSubviewToFront(indicatorView)
            if configuration.layout.indicator.placement == .fill {
                contentView.sendSubviewToBack(indicatorView)
                contentView.sendSubviewToBack(trackView)
            }
            for view in badgeViews { view.map(contentView.bringSubviewToFront) }
            contentView.sendSubviewToBack(focusPlatterView)
            contentView.sendSubviewToBack(trackView)
            showFocus()
            showPosition(position, revealing: arrangement != previous)
            showSegmentChange()
            updateFocusEffect()
            updateAccessibilityFrames()
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
        ///   - changedTitlesOnly: On animation frames only the titles whose emphasis can have
        ///     changed are recoloured: those of the previous and the new emphasis span (the
        ///     core's `emphasisSpan(at:)`; every other title is at emphasis 0). Anything else
        ///     (layout, selection, highlight, enabled state) recolours every title.
        func showPosition(_ position: Double, revealing: Bool, changedTitlesOnly: Bool = false) {
            let hasSelection = selection.selectedIndex != nil
            indicatorView.isHidden =
                !hasSelection || arrangement.isEmpty
                || configuration.layout.indicator.placement == .none
            // One split of the position for the indicator and the emphasis (frameState(at:)).
            let state = arrangement.frameState(at: position)
            let indicatorFrame = state?.indicatorFrame ?? .zero
            indicatorView.frame = CGRect(indicatorFrame)
            indicatorView.layer.cornerRadius = arrangement.indicator.cornerRadius(
                fitting: indicatorFrame.size)
            let span = hasSelection ? state?.emphasis : nil
            if changedTitlesOnly, let previous = appliedSpan, let span {
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
        }

        /// Colours and sets the font of one title for its emphasis and state.
        private func colourTitle(_ index: Int, emphasis: Double) {
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
            applyTitleProgressScale(index, emphasis: emphasis)
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
    }
#endif

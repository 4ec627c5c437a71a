#if canImport(UIKit) && !os(watchOS)
    import SegmentedCore
    import UIKit

    // The focus system on Apple TV. A swipe on the Siri Remote moves focus, it sends no
    // arrow press (`pressesBegan` sees only clicks on the clickpad's edges), so each enabled
    // segment is a focus item of its own (`canBecomeFocused`) and the focus engine moves
    // between them. As the Human Interface Guidelines say of tvOS segmented controls,
    // "segments become selected when focus moves to them, not when they're clicked": focus
    // moving from one segment to another selects it and sends `.valueChanged`. Focus entering
    // the bar from elsewhere lands on the selected segment, because while the bar does not
    // hold focus only that segment can become focused; so passing through the bar changes
    // nothing. `UIView.focusEffect` (the halo) does not exist on tvOS: the control draws the
    // focused segment's look itself in `didUpdateFocus(in:with:)`, inside the coordinator's
    // animations. A click on the focused segment, already selected, calls `onReselect`.
    //
    // What focus does is decided by the core's `FocusMachine`; this file only tells it where
    // focus went, with the control's selection as its context, and shows the result: a
    // selection goes through the control's one select function. The idiom, not
    // `#if os(tvOS)`, decides whether segments are focus items, so the same code runs wherever
    // the traits say Apple TV.
    extension SegmentedTabControl {
        /// Whether each segment is a focus item (Apple TV) rather than the control as a whole.
        var focusesSegments: Bool { traitCollection.userInterfaceIdiom == .tv }

        /// Whether a segment may take focus now, as the core's `FocusMachine` says: any
        /// enabled segment while one has focus, only the selection while focus is outside.
        func segmentCanBecomeFocused(_ index: Int) -> Bool {
            guard focusesSegments else { return false }
            return focus.canFocus(index, in: focusContext)
        }

        /// The segment the focus system has focused, on Apple TV.
        var focusedSegmentIndex: Int? { focus.focusedIndex }

        /// What the focus machine reads: the control's selection and whether it is enabled.
        private var focusContext: FocusMachine.Context {
            FocusMachine.Context(selection: selection, isEnabled: isEnabled)
        }

        /// Follows focus among the segments: moving from one segment to another selects it;
        /// the focused look moves with the coordinator's animations.
        ///
        /// ```swift
        /// // Nothing to call: swipe left or right on the Siri Remote.
        /// ```
        ///
        /// - Parameters:
        ///   - context: The focus update.
        ///   - coordinator: The coordinator whose animations run with the system's.
        public override func didUpdateFocus(
            in context: UIFocusUpdateContext, with coordinator: UIFocusAnimationCoordinator
        ) {
            super.didUpdateFocus(in: context, with: coordinator)
            let next = context.nextFocusedView.flatMap { view in
                segmentViews.firstIndex { $0 === view }
            }
            perform(focus.handle(.focusMoved(to: next), in: focusContext))
            coordinator.addCoordinatedAnimations({ [weak self] in self?.showFocus() })
        }

        /// Puts the focused look (a platter in the indicator's colour behind the focused
        /// segment, lifted by a scale) where focus is, or hides it.
        func showFocus() {
            guard let index = focusedSegmentIndex, index < arrangement.count else {
                focusPlatterView.alpha = 0
                return
            }
            let segment = arrangement.segmentFrames[index]
            let frame = CGRect(segment)
            focusPlatterView.bounds = CGRect(origin: .zero, size: frame.size)
            focusPlatterView.center = CGPoint(x: frame.midX, y: frame.midY)
            focusPlatterView.backgroundColor = resolvedIndicatorColor.withAlphaComponent(0.25)
            // The core's rule for every rounded thing the control draws: 12 pt, at most half
            // the platter's shorter side (a narrow segment gets a capsule, not a lens shape).
            focusPlatterView.layer.cornerRadius = CGFloat(segment.size.clampedCornerRadius(12))
            focusPlatterView.transform = CGAffineTransform(scaleX: 1.08, y: 1.08)
            focusPlatterView.alpha = 1
        }

        /// A click on the focused segment: it is already selected (focus selects), so the
        /// control calls ``onReselect``; a focused segment that is not selected (a selection
        /// refused or changed in code) is selected. Other presses go on up the responder
        /// chain, to the focus engine.
        ///
        /// ```swift
        /// control.onReselect = { index in pages[index].scrollToTop() }
        /// ```
        ///
        /// - Parameters:
        ///   - presses: The presses that began.
        ///   - event: The event they belong to.
        public override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
            let unhandled = presses.filter { !handlesClick($0) }
            // One click per select press on the focused segment.
            for _ in presses.filter(handlesClick) {
                perform(focus.handle(.clicked, in: focusContext))
            }
            if !unhandled.isEmpty { super.pressesBegan(unhandled, with: event) }
        }

        /// Ends the clicks ``pressesBegan(_:with:)`` handled; passes the others on.
        ///
        /// - Parameters:
        ///   - presses: The presses that ended.
        ///   - event: The event they belong to.
        public override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
            let unhandled = presses.filter { !handlesClick($0) }
            if !unhandled.isEmpty { super.pressesEnded(unhandled, with: event) }
        }

        /// Carries out the core's focus effects.
        private func perform(_ effects: [FocusMachine.Effect]) {
            for effect in effects {
                switch effect {
                case .select(let index): selectByUser(index)
                case .reselect(let index): onReselect?(index)
                }
            }
        }

        private func handlesClick(_ press: UIPress) -> Bool {
            press.type == .select && focusesSegments && focusedSegmentIndex != nil
        }
    }
#endif

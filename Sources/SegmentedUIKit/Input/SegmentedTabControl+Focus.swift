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
    // animations. A click on the focused segment, already selected, calls `onReselect`; it acts
    // when the select button comes up (`pressesEnded`), and a press the system cancels
    // (`pressesCancelled`) does nothing. A select press the control takes in `pressesBegan` is
    // the control's in every phase: `pressesChanged`, `pressesEnded` and `pressesCancelled` are
    // overridden too and pass on only the presses it did not take, as `UIResponder`'s press
    // methods ask of a subclass that handles presses without calling `super`.
    //
    // What focus does is decided by the control's machine (its focus part); this file only
    // tells it where focus went and what the select button did, with the control's selection
    // as its context. What a focus move or a click asks for is then a request for a segment,
    // decided as every input's is (on a momentary control focus moves ask for nothing, and a
    // click reports and clears). The idiom, not `#if os(tvOS)`, decides
    // whether segments are focus items, so the same code runs wherever the traits say Apple TV.
    extension SegmentedTabControl {
        /// Whether each segment is a focus item (Apple TV) rather than the control as a whole.
        var focusesSegments: Bool { traitCollection.userInterfaceIdiom == .tv }

        /// Whether a segment may take focus now, as the control's machine says: any enabled
        /// segment while one has focus, only the selection while focus is outside.
        func segmentCanBecomeFocused(_ index: Int) -> Bool {
            guard focusesSegments else { return false }
            return machine.canFocus(index, in: controlContext())
        }

        /// The segment the focus system has focused, on Apple TV.
        var focusedSegmentIndex: Int? { machine.focus.focusedIndex }

        /// The work of `didUpdateFocus(in:with:)`: tells the machine where focus went, and the
        /// keyboard code (SegmentedTabControl+Keyboard.swift).
        func handleDidUpdateFocus(
            in context: UIFocusUpdateContext, with coordinator: UIFocusAnimationCoordinator
        ) {
            super.didUpdateFocus(in: context, with: coordinator)
            keyboardFocusDidUpdate(in: context)
            let next = context.nextFocusedView.flatMap { view in
                segmentViews.firstIndex { $0 === view }
            }
            feed(.focusMoved(to: next))
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

        /// The work of `pressesBegan(_:with:)`: takes the select presses on a focused segment,
        /// passes the others on.
        func handlePressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
            let clicks = presses.filter(takesClick)
            for press in clicks {
                heldClicks.insert(ObjectIdentifier(press))
                feed(.clickBegan)
            }
            let others = presses.subtracting(clicks)
            if !others.isEmpty { super.pressesBegan(others, with: event) }
        }

        /// The work of `pressesChanged(_:with:)`: passes on the presses the control did not take.
        func handlePressesChanged(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
            let others = presses.filter { !heldClicks.contains(ObjectIdentifier($0)) }
            if !others.isEmpty { super.pressesChanged(others, with: event) }
        }

        /// The work of `pressesEnded(_:with:)`: a click the control took acts; the other presses
        /// are passed on.
        func handlePressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
            let others = presses.filter { heldClicks.remove(ObjectIdentifier($0)) == nil }
            for _ in others.count..<presses.count {
                feed(.clickEnded)
            }
            if !others.isEmpty { super.pressesEnded(others, with: event) }
        }

        /// The work of `pressesCancelled(_:with:)`: a click the control took does nothing; the
        /// other presses are passed on.
        func handlePressesCancelled(
            _ presses: Set<UIPress>, with event: UIPressesEvent?
        ) {
            let others = presses.filter { heldClicks.remove(ObjectIdentifier($0)) == nil }
            if others.count < presses.count {
                feed(.clickCancelled)
            }
            if !others.isEmpty { super.pressesCancelled(others, with: event) }
        }

        /// Whether a press is the select button on a focused segment, which the control takes.
        private func takesClick(_ press: UIPress) -> Bool {
            press.type == .select && focusesSegments && focusedSegmentIndex != nil
        }
    }
#endif

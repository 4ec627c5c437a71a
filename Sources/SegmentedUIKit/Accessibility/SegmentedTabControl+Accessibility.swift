#if canImport(UIKit) && !os(watchOS)
    import SegmentedCore
    // @preconcurrency: the iOS 17.4 SDK declares UIAccessibilityTraitAdjustable,
    // UIAccessibilityTraitButton/Selected/NotEnabled/TabBar and the notification names as
    // mutable C globals, which Swift 6 rejects as "not concurrency-safe" without it.
    @preconcurrency import UIKit

    /// Runs `body` on the main actor when called on the main thread, where VoiceOver calls
    /// the accessibility overrides; anywhere else it returns `fallback` instead of trapping
    /// (`MainActor.assumeIsolated` alone traps off the main thread). The main actor's executor
    /// is the main thread, so the check and the assumption agree.
    nonisolated func onMainThread<T: Sendable>(
        else fallback: T, _ body: @MainActor () -> T
    ) -> T {
        guard Thread.isMainThread else { return fallback }
        return MainActor.assumeIsolated(body)
    }

    /// One segment as VoiceOver sees it. Its label, value and traits are stored (set on the
    /// main actor from the elements the control's machine describes), so reading them never
    /// touches the control. The element object lives as long as its item's id, so VoiceOver keeps
    /// focus on it when the items change around it.
    final class SegmentElement: UIAccessibilityElement {
        weak var control: SegmentedTabControl?
        /// The segment's current index; updated when the items move.
        var index: Int

        init(control: SegmentedTabControl, index: Int) {
            self.control = control
            self.index = index
            super.init(accessibilityContainer: control)
        }

        /// The screen frame last computed on the main thread, for readers on other threads.
        /// Its own lock, not the main actor, guards it (the iOS 18 SDK makes the inherited
        /// property main-actor isolated, so a nonisolated override cannot fall back to it).
        let storedFrame = LockedFrame()

        /// The segment's frame on screen as the bar is scrolled now; off the main thread, the
        /// frame stored at the last layout or main-thread read.
        override nonisolated var accessibilityFrame: CGRect {
            get {
                onMainThread(else: storedFrame.value) {
                    guard let control, let frame = control.segmentFrame(at: index) else {
                        return storedFrame.value
                    }
                    let onScreen = UIAccessibility.convertToScreenCoordinates(frame, in: control)
                    storedFrame.value = onScreen
                    return onScreen
                }
            }
            set { storedFrame.value = newValue }
        }

        override nonisolated func accessibilityActivate() -> Bool {
            onMainThread(else: false) { control?.accessibilityActivateSegment(index) ?? false }
        }

        override nonisolated func accessibilityIncrement() {
            onMainThread(else: ()) { control?.accessibilityAdjust(.increment) }
        }

        override nonisolated func accessibilityDecrement() {
            onMainThread(else: ()) { control?.accessibilityAdjust(.decrement) }
        }

        override nonisolated func accessibilityElementDidBecomeFocused() {
            onMainThread(else: ()) { control?.accessibilityFocusChanged(to: index, focused: true) }
        }

        override nonisolated func accessibilityElementDidLoseFocus() {
            onMainThread(else: ()) {
                control?.accessibilityFocusChanged(to: index, focused: false)
            }
        }
    }

    /// A frame behind a lock, readable from any thread.
    final class LockedFrame: @unchecked Sendable {
        private let lock = NSLock()
        private var frame = CGRect.zero

        /// The frame.
        var value: CGRect {
            get { lock.withLock { frame } }
            set { lock.withLock { frame = newValue } }
        }
    }

    extension SegmentedTabControl {
        /// What the control is to VoiceOver: `.segmentedControl` (a group of buttons, each
        /// saying "2 of 5") or `.tabBar` for a control that switches pages (the tab-bar trait
        /// on the control; VoiceOver says "tab" and the place itself).
        ///
        /// ```swift
        /// control.accessibilityContainer = .tabBar  // the control drives a pager
        /// ```
        public var accessibilityContainer: AccessibilityMachine.Container {
            get { machine.accessibility.container }
            set { feed(.containerChanged(newValue)) }
        }

        /// Whether each segment is adjustable, so a VoiceOver swipe up or down on a segment
        /// selects the next or previous one. Off by default, as in `UISegmentedControl`,
        /// whose segments are buttons: there a swipe up or down does what the rotor says.
        /// Turn it on for a control whose users expect to step through segments by swiping
        /// (the control then reads "…, button, adjustable"); the decision is the core's
        /// `AccessibilityMachine.isAdjustable`.
        ///
        /// ```swift
        /// control.isAccessibilityAdjustable = true
        /// ```
        public var isAccessibilityAdjustable: Bool {
            get { machine.accessibility.isAdjustable }
            set { feed(.adjustableChanged(newValue)) }
        }

        func setUpAccessibility() {
            isAccessibilityElement = false
            accessibilityContainerType = .semanticGroup
            #if !os(tvOS)
                showsLargeContentViewer = true
                addInteraction(UILargeContentViewerInteraction(delegate: interactionProxy))
            #endif
            setUpKeyboardFocus()
        }

        /// The items changed: the machine hears of their ids, labels and badges, and its
        /// effects keep the elements whose item stays (focus with them), make new ones, and
        /// update in place those whose text changed.
        func reportSegments() {
            let segments = items.map { item in
                AccessibilityMachine<String>.Segment(
                    id: item.id, label: item.spokenLabel, badge: item.badge.map(SegmentBadge.init))
            }
            feed(.segmentsChanged(segments))
        }

        /// The segment's frame in the control's coordinates, as it is scrolled now.
        func segmentFrame(at index: Int) -> CGRect? {
            guard index >= 0, index < arrangement.count else { return nil }
            return contentView.convert(CGRect(arrangement.segmentFrames[index]), to: self)
        }

        /// Stores every element's frame for readers off the main thread, after a layout.
        func updateAccessibilityFrames() {
            for element in segmentElements {
                if let frame = segmentFrame(at: element.index) {
                    element.accessibilityFrameInContainerSpace = frame
                    element.storedFrame.value = UIAccessibility.convertToScreenCoordinates(
                        frame, in: self)
                }
            }
        }

        /// A double tap on a segment: a request for it, decided as every input's is (a
        /// momentary control reports and clears, the selected segment is a reselect, the veto
        /// may refuse). VoiceOver hears that the activation was handled whenever the control
        /// and the segment are enabled, refused or not: a refusal is the app's answer to it.
        func accessibilityActivateSegment(_ index: Int) -> Bool {
            let handled = machine.canActivate(index, in: controlContext())
            feed(.accessibilityActivated(index: index))
            return handled
        }

        /// A swipe up or down on a segment: a request for the next or previous enabled
        /// segment, decided as every input's is; once it is selected, the machine moves
        /// VoiceOver's focus to it.
        func accessibilityAdjust(_ adjustment: AccessibilityMachine<String>.Adjustment) {
            feed(.accessibilityAdjusted(adjustment))
        }

        /// VoiceOver's focus arrived at or left a segment.
        func accessibilityFocusChanged(to index: Int, focused: Bool) {
            feed(
                focused
                    ? .accessibilityFocused(index: index) : .accessibilityUnfocused(index: index))
        }

        // MARK: Effects (carried out by the control's `perform(_:)`)

        /// Moves VoiceOver's focus to a segment. VoiceOver reads the element it moves to,
        /// which names the new selection; a separate announcement would say it twice.
        func moveAccessibilityFocus(to index: Int) {
            guard segmentElements.indices.contains(index) else { return }
            UIAccessibility.post(notification: .layoutChanged, argument: segmentElements[index])
        }

        /// Sets or clears the tab-bar trait on the control.
        func showAccessibilityContainer(_ container: AccessibilityMachine.Container) {
            if container == .tabBar {
                accessibilityTraits.insert(.tabBar)
            } else {
                accessibilityTraits.remove(.tabBar)
            }
        }

        /// Keeps, makes and updates the platform elements as the machine's elements say.
        func updateAccessibilityElements(_ changes: AccessibilityMachine.Changes) {
            let descriptions = machine.accessibility.elements
            if !changes.isInPlace || segmentElements.count != descriptions.count {
                let old = segmentElements
                segmentElements = changes.sources.enumerated().map { index, source in
                    guard let source, old.indices.contains(source) else {
                        return SegmentElement(control: self, index: index)
                    }
                    old[source].index = index
                    return old[source]
                }
                accessibilityElements = segmentElements
                for index in changes.inserted {
                    describe(segmentElements[index], descriptions[index])
                }
                // Tell VoiceOver the list changed, keeping it on the element it was on.
                if let focused = machine.accessibility.focusedIndex,
                    segmentElements.indices.contains(focused)
                {
                    UIAccessibility.post(
                        notification: .layoutChanged, argument: segmentElements[focused])
                }
            }
            for index in changes.updated where segmentElements.indices.contains(index) {
                describe(segmentElements[index], descriptions[index])
            }
        }

        private func describe(
            _ element: SegmentElement, _ description: SegmentAccessibilityElement<String>
        ) {
            element.accessibilityLabel = description.label
            element.accessibilityValue = description.value
            var traits: UIAccessibilityTraits = []
            if description.traits.contains(.button) { traits.insert(.button) }
            if description.traits.contains(.selected) { traits.insert(.selected) }
            if description.traits.contains(.notEnabled) { traits.insert(.notEnabled) }
            if description.traits.contains(.adjustable) { traits.insert(.adjustable) }
            element.accessibilityTraits = traits
            if let frame = segmentFrame(at: description.index) {
                element.accessibilityFrameInContainerSpace = frame
            }
        }

        /// Tells VoiceOver that a scroll by page (a three-finger swipe on the pages this
        /// control heads) reached the segment's page: the notification UIKit asks for when
        /// `accessibilityScroll(_:)` succeeds, with what VoiceOver should say ("Likes, 2 of
        /// 3", the core's announcement for the segment).
        ///
        /// - Parameter index: The segment of the page now shown.
        func announcePageScrolled(to index: Int) {
            let elements = machine.accessibility.elements
            guard elements.indices.contains(index) else { return }
            UIAccessibility.post(
                notification: .pageScrolled, argument: elements[index].announcement)
        }

        /// Scrolls a segment VoiceOver focused into view, leaving a visible one where it is.
        func revealSegment(_ index: Int) {
            let width = viewportWidth
            guard index >= 0, index < arrangement.count, arrangement.scrolls(in: width),
                !scrollView.isDragging, !scrollView.isDecelerating
            else { return }
            let current = Double(scrollView.contentOffset.x)
            let offset = arrangement.scrollOffset(
                revealing: Double(index), viewportWidth: width,
                alignment: .minimal(currentOffset: current))
            if offset != current {
                scrollView.contentOffset.x = offset
            }
        }
    }

    extension SegmentBadge {
        /// The core's badge for a UIKit badge.
        init(_ badge: SegmentedTabControl.Badge) {
            switch badge {
            case .dot: self = .dot
            case .text(let text): self = .text(text)
            }
        }
    }

    #if !os(tvOS)
        extension InteractionProxy: UILargeContentViewerInteractionDelegate {
            /// The segment under the finger, shown large for users of large text sizes.
            func largeContentViewerInteraction(
                _ interaction: UILargeContentViewerInteraction, itemAt point: CGPoint
            ) -> (any UILargeContentViewerItem)? {
                guard let control, let index = control.segmentIndex(at: point),
                    index < control.segmentViews.count
                else { return nil }
                return control.segmentViews[index]
            }

            /// Lifting the finger over a segment asks for it, as in a tab bar, decided as every
            /// input's request is (the veto, reselect, momentary).
            func largeContentViewerInteraction(
                _ interaction: UILargeContentViewerInteraction,
                didEndOn item: (any UILargeContentViewerItem)?, at point: CGPoint
            ) {
                guard let control, let index = control.segmentIndex(at: point) else { return }
                control.feed(.largeContentViewerLifted(index: index))
            }
        }
    #endif
#endif

#if canImport(UIKit) && !os(watchOS)
    import SegmentedCore
    // @preconcurrency: the iOS 17.4 SDK declares UIAccessibilityTraitAdjustable,
    // UIAccessibilityTraitButton/Selected/NotEnabled and UIAccessibilityLayoutChangedNotification
    // as mutable C globals, which Swift 6 rejects as "not concurrency-safe" without it.
    @preconcurrency import UIKit

    /// One segment as VoiceOver sees it: a button, selected or dimmed, whose label and value
    /// ("2 of 5") come from the core's `SegmentAccessibility`. Swiping up or down on any
    /// segment moves the selection, as on an adjustable control.
    final class SegmentElement: UIAccessibilityElement {
        weak var control: SegmentedTabControl?
        let index: Int

        init(control: SegmentedTabControl, index: Int) {
            self.control = control
            self.index = index
            super.init(accessibilityContainer: control)
        }

        // UIKit declares the accessibility overrides below nonisolated; VoiceOver calls them
        // on the main thread, which MainActor.assumeIsolated checks.

        /// Follows the segment as the bar scrolls or lays out again.
        override nonisolated var accessibilityFrame: CGRect {
            get {
                MainActor.assumeIsolated {
                    guard let control, let frame = control.segmentFrame(at: index) else {
                        return .zero
                    }
                    return UIAccessibility.convertToScreenCoordinates(frame, in: control)
                }
            }
            set {}
        }

        override nonisolated func accessibilityActivate() -> Bool {
            MainActor.assumeIsolated {
                guard let control, control.isEnabled else { return false }
                control.selectByAccessibility(index)
                return true
            }
        }

        override nonisolated func accessibilityIncrement() {
            MainActor.assumeIsolated { control?.accessibilityIncrement() }
        }

        override nonisolated func accessibilityDecrement() {
            MainActor.assumeIsolated { control?.accessibilityDecrement() }
        }
    }

    extension SegmentedTabControl {
        func setUpAccessibility() {
            isAccessibilityElement = false
            accessibilityContainerType = .semanticGroup
            #if !os(tvOS)
                showsLargeContentViewer = true
                addInteraction(UILargeContentViewerInteraction(delegate: interactionProxy))
            #endif
        }

        /// One element per segment; called when the items change.
        func rebuildAccessibilityElements() {
            segmentElements = items.indices.map { SegmentElement(control: self, index: $0) }
            accessibilityElements = segmentElements
            updateAccessibilityElements()
        }

        /// Labels, values and traits from the core, for the current selection.
        func updateAccessibilityElements() {
            let descriptions = SegmentAccessibility.elements(
                labels: items.map(\.spokenLabel), selection: selection,
                templates: configuration.accessibilityTemplates)
            for (element, description) in zip(segmentElements, descriptions) {
                element.accessibilityLabel = description.label
                element.accessibilityValue = description.value
                var traits: UIAccessibilityTraits = [.button, .adjustable]
                if description.isSelected { traits.insert(.selected) }
                if !description.isEnabled || !isEnabled { traits.insert(.notEnabled) }
                element.accessibilityTraits = traits
            }
        }

        /// The segment's frame in the control's coordinates, as it is scrolled now.
        func segmentFrame(at index: Int) -> CGRect? {
            guard index >= 0, index < arrangement.count else { return nil }
            return contentView.convert(CGRect(arrangement.segmentFrames[index]), to: self)
        }

        /// Selects a segment for VoiceOver and moves VoiceOver's focus to it.
        func selectByAccessibility(_ index: Int) {
            selectByUser(index)
            if selection.selectedIndex == index, index < segmentElements.count {
                UIAccessibility.post(notification: .layoutChanged, argument: segmentElements[index])
            }
        }

        /// Selects the next enabled segment, as a VoiceOver swipe up on a segment does, and
        /// sends `.valueChanged`.
        ///
        /// ```swift
        /// control.accessibilityIncrement()  // 0 → 1
        /// ```
        public override nonisolated func accessibilityIncrement() {
            MainActor.assumeIsolated { adjust(.next) }
        }

        /// Selects the previous enabled segment, as a VoiceOver swipe down on a segment
        /// does, and sends `.valueChanged`.
        ///
        /// ```swift
        /// control.accessibilityDecrement()  // 1 → 0
        /// ```
        public override nonisolated func accessibilityDecrement() {
            MainActor.assumeIsolated { adjust(.previous) }
        }

        private func adjust(_ key: NavigationKey) {
            guard isEnabled, let index = selection.target(for: key) else { return }
            selectByAccessibility(index)
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

            /// Lifting the finger over a segment selects it, as in a tab bar.
            func largeContentViewerInteraction(
                _ interaction: UILargeContentViewerInteraction,
                didEndOn item: (any UILargeContentViewerItem)?, at point: CGPoint
            ) {
                guard let control, let index = control.segmentIndex(at: point) else { return }
                control.selectByUser(index)
            }
        }
    #endif
#endif

#if canImport(UIKit) && !os(watchOS)
    import SegmentedCore
    import UIKit

    // `UISegmentedControl`'s spelling of the segments and the selection, mapped onto
    // ``SegmentedTabControl/items`` and ``SegmentedTabControl/selectedIndex``, so code written
    // for the system control compiles after changing the type name.
    //
    // Indices: a method that names an existing segment pins an index past the last segment to
    // the last one, as `UISegmentedControl` documents ("the segmented control pins values
    // exceeding this upper range to the last segment"); a negative index, or any index on a
    // control without segments, changes nothing and reads as no segment (`nil`, `false`).
    // An insertion index is clamped into `0...numberOfSegments`.
    extension SegmentedTabControl {
        /// The value of ``selectedSegmentIndex`` when no segment is selected: -1, as
        /// `UISegmentedControl.noSegment`.
        ///
        /// ```swift
        /// if control.selectedSegmentIndex == SegmentedTabControl.noSegment { showHint() }
        /// ```
        public static let noSegment = -1

        /// The selected segment, or ``noSegment``, as `UISegmentedControl`'s property: the
        /// same selection as ``selectedIndex``. Setting it sends no event; a negative value
        /// clears the selection, and an index past the last segment or of a disabled segment
        /// is ignored (the selection stays), as ``setSelectedIndex(_:animated:)`` does.
        /// Settable in Interface Builder's attributes inspector (Selected Segment Index),
        /// where it applies after ``segmentTitles`` whatever the order the nib sets them in.
        ///
        /// ```swift
        /// control.selectedSegmentIndex = 1
        /// control.selectedSegmentIndex = SegmentedTabControl.noSegment  // nothing selected
        /// ```
        #if canImport(ObjectiveC)
            @objc(selectedSegmentIndex)
        #endif
        @IBInspectable public var selectedSegmentIndex: Int {
            get { selectedIndex ?? Self.noSegment }
            set {
                noteNibSelection(newValue)
                selectedIndex = newValue < 0 ? nil : newValue
            }
        }

        /// The number of segments: `items.count`.
        ///
        /// ```swift
        /// let last = control.numberOfSegments - 1
        /// ```
        public var numberOfSegments: Int { items.count }

        /// Creates a control with a segment per action, as `UISegmentedControl(frame:actions:)`:
        /// each segment shows its action's image, or its title when it has no image, and runs
        /// the action when the user selects it (then the control sends `.valueChanged` and
        /// `.primaryActionTriggered`). Nothing is selected at first.
        ///
        /// ```swift
        /// let control = SegmentedTabControl(frame: .zero, actions: [
        ///     UIAction(title: "List") { _ in showList() },
        ///     UIAction(title: "Grid") { _ in showGrid() },
        /// ])
        /// control.selectedSegmentIndex = 0
        /// ```
        ///
        /// - Parameters:
        ///   - frame: The control's frame.
        ///   - actions: One action per segment, in order.
        /// - Complexity: O(n) in the number of actions.
        public convenience init(frame: CGRect, actions: [UIAction]) {
            self.init(items: actions.map { Item(action: $0) }, selectedIndex: nil)
            self.frame = frame
        }

        // MARK: Inserting and removing

        /// Inserts a segment with a title, as `UISegmentedControl`'s method does; when
        /// `animated` and on screen, the segment grows in and fades in while the others make
        /// room, with the configuration's motion (instant under Reduce Motion). The selected
        /// segment stays selected. Sends no event.
        ///
        /// ```swift
        /// control.insertSegment(withTitle: "Year", at: control.numberOfSegments, animated: true)
        /// ```
        ///
        /// - Parameters:
        ///   - title: The title, which is also the new item's ``Item/id``.
        ///   - segment: Where the segment goes; clamped into `0...numberOfSegments`.
        ///   - animated: Whether the change animates.
        /// - Complexity: O(n) in the number of segments.
        public func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
            insertSegment(Item(title: title), at: segment, animated: animated)
        }

        /// Inserts a segment with an image, as `UISegmentedControl`'s method does; see
        /// ``insertSegment(withTitle:at:animated:)``. VoiceOver reads the image's
        /// `accessibilityLabel`; set the item's ``Item/accessibilityLabel`` for a better one.
        ///
        /// ```swift
        /// control.insertSegment(with: UIImage(systemName: "star"), at: 0, animated: true)
        /// ```
        ///
        /// - Parameters:
        ///   - image: The image.
        ///   - segment: Where the segment goes; clamped into `0...numberOfSegments`.
        ///   - animated: Whether the change animates.
        /// - Complexity: O(n) in the number of segments.
        public func insertSegment(with image: UIImage?, at segment: Int, animated: Bool) {
            insertSegment(Item(image: image), at: segment, animated: animated)
        }

        /// Inserts a segment made from an action (see ``Item/init(action:badge:isEnabled:)``),
        /// as `UISegmentedControl`'s method does; see ``insertSegment(withTitle:at:animated:)``.
        ///
        /// ```swift
        /// control.insertSegment(
        ///     action: UIAction(title: "Map") { _ in showMap() }, at: 2, animated: true)
        /// ```
        ///
        /// - Parameters:
        ///   - action: The action; it runs when the user selects the segment.
        ///   - segment: Where the segment goes; clamped into `0...numberOfSegments`.
        ///   - animated: Whether the change animates.
        /// - Complexity: O(n) in the number of segments.
        public func insertSegment(action: UIAction, at segment: Int, animated: Bool) {
            insertSegment(Item(action: action), at: segment, animated: animated)
        }

        /// Inserts any item; see ``insertSegment(withTitle:at:animated:)``.
        ///
        /// ```swift
        /// control.insertSegment(.init(title: "Drafts", badge: .dot), at: 1, animated: true)
        /// ```
        ///
        /// - Parameters:
        ///   - item: The segment.
        ///   - segment: Where the segment goes; clamped into `0...numberOfSegments`.
        ///   - animated: Whether the change animates.
        /// - Complexity: O(n) in the number of segments.
        public func insertSegment(_ item: Item, at segment: Int, animated: Bool) {
            let index = Swift.min(Swift.max(segment, 0), items.count)
            let shown: (content: [Rect], indicator: Rect?) =
                animated ? shownSegmentFrames() : ([], nil)
            let selected = selection.selectedIndex
            items.insert(item, at: index)
            // By place, not by id: titles may repeat.
            if let selected {
                setSelectedIndex(selected >= index ? selected + 1 : selected, animated: false)
            }
            beginSegmentChange(
                .inserted(index: index), from: shown, departing: nil, animated: animated)
        }

        /// Removes a segment, as `UISegmentedControl`'s method does; when `animated` and on
        /// screen, it shrinks and fades out while the others close the gap. Removing the
        /// selected segment leaves nothing selected (``selectedSegmentIndex`` is
        /// ``noSegment``), as with the system control; any other selection stays. Sends no
        /// event.
        ///
        /// ```swift
        /// control.removeSegment(at: 0, animated: true)
        /// ```
        ///
        /// - Parameters:
        ///   - segment: The segment; past the last pins to the last; negative, or a control
        ///     without segments, removes nothing.
        ///   - animated: Whether the change animates.
        /// - Complexity: O(n) in the number of segments.
        public func removeSegment(at segment: Int, animated: Bool) {
            guard let index = pinnedSegment(segment) else { return }
            let shown: (content: [Rect], indicator: Rect?) =
                animated ? shownSegmentFrames() : ([], nil)
            let departing = animated ? segmentViews[index] : nil
            let selected = selection.selectedIndex
            items.remove(at: index)
            let kept = selected.flatMap { $0 == index ? nil : ($0 > index ? $0 - 1 : $0) }
            setSelectedIndex(kept, animated: false)
            beginSegmentChange(
                .removed(index: index), from: shown, departing: departing, animated: animated)
        }

        /// Removes every segment, as `UISegmentedControl`'s method does; nothing is selected
        /// afterwards. Sends no event.
        ///
        /// ```swift
        /// control.removeAllSegments()
        /// ```
        ///
        /// - Complexity: O(n) in the number of segments.
        public func removeAllSegments() {
            finishSegmentChange()
            items = []
        }

        // MARK: One segment's content

        /// Sets a segment's title, as `UISegmentedControl`'s method does: a title replaces
        /// the segment's image (and its ``Item/customView``), since a system segment shows one or the other (set
        /// ``items``' ``Item/title`` and ``Item/image`` to show both). The item's ``Item/id``
        /// does not change, so the selection stays.
        ///
        /// ```swift
        /// control.setTitle("Archive (3)", forSegmentAt: 2)
        /// ```
        ///
        /// - Parameters:
        ///   - title: The title; `nil` removes it.
        ///   - segment: The segment; past the last pins to the last; a negative index is
        ///     ignored.
        public func setTitle(_ title: String?, forSegmentAt segment: Int) {
            guard let index = pinnedSegment(segment) else { return }
            var item = items[index]
            item.title = title
            if title != nil {
                item.image = nil
                item.customView = nil
            }
            items[index] = item
        }

        /// A segment's title, as `UISegmentedControl`'s method reads it.
        ///
        /// ```swift
        /// let title = control.titleForSegment(at: 0)
        /// ```
        ///
        /// - Parameter segment: The segment; past the last reads the last.
        /// - Returns: The title, or `nil` when the segment has none or the index is negative.
        public func titleForSegment(at segment: Int) -> String? {
            pinnedSegment(segment).flatMap { items[$0].title }
        }

        /// Sets a segment's image, as `UISegmentedControl`'s method does: an image replaces
        /// the segment's title (and its ``Item/customView``), since a system segment shows one or the other (the title
        /// stays as the accessibility label when the item had none). The item's ``Item/id``
        /// does not change.
        ///
        /// ```swift
        /// control.setImage(UIImage(systemName: "star.fill"), forSegmentAt: 1)
        /// ```
        ///
        /// - Parameters:
        ///   - image: The image; `nil` removes it.
        ///   - segment: The segment; past the last pins to the last; a negative index is
        ///     ignored.
        public func setImage(_ image: UIImage?, forSegmentAt segment: Int) {
            guard let index = pinnedSegment(segment) else { return }
            var item = items[index]
            item.image = image
            if image != nil, let title = item.title {
                item.accessibilityLabel = item.accessibilityLabel ?? title
                item.title = nil
            }
            if image != nil { item.customView = nil }
            items[index] = item
        }

        /// A segment's image, as `UISegmentedControl`'s method reads it.
        ///
        /// ```swift
        /// let image = control.imageForSegment(at: 1)
        /// ```
        ///
        /// - Parameter segment: The segment; past the last reads the last.
        /// - Returns: The image, or `nil` when the segment has none or the index is negative.
        public func imageForSegment(at segment: Int) -> UIImage? {
            pinnedSegment(segment).flatMap { items[$0].image }
        }

        /// Enables or disables a segment, as `UISegmentedControl`'s method does. Disabling
        /// the selected segment moves the selection to the nearest enabled one (SegmentedKit
        /// never shows a disabled segment selected), sending no event.
        ///
        /// ```swift
        /// control.setEnabled(false, forSegmentAt: 2)
        /// ```
        ///
        /// - Parameters:
        ///   - enabled: Whether the segment can be selected.
        ///   - segment: The segment; past the last pins to the last; a negative index is
        ///     ignored.
        public func setEnabled(_ enabled: Bool, forSegmentAt segment: Int) {
            guard let index = pinnedSegment(segment), items[index].isEnabled != enabled else {
                return
            }
            items[index].isEnabled = enabled
        }

        /// Whether a segment is enabled, as `UISegmentedControl`'s method reads it.
        ///
        /// ```swift
        /// if control.isEnabledForSegment(at: 2) { … }
        /// ```
        ///
        /// - Parameter segment: The segment; past the last reads the last.
        /// - Returns: The segment's ``Item/isEnabled``; `false` for a negative index or a
        ///   control without segments.
        public func isEnabledForSegment(at segment: Int) -> Bool {
            pinnedSegment(segment).map { items[$0].isEnabled } ?? false
        }

        /// Gives a segment an action, as `UISegmentedControl`'s method does: the segment shows
        /// the action's image, or its title when it has no image, and runs the action when the
        /// user selects it. The item keeps its ``Item/id``, badge and enabled state.
        /// (`UISegmentedControl` asserts when the action's identifier belongs to another
        /// segment; this control takes it as given.)
        ///
        /// ```swift
        /// control.setAction(UIAction(title: "Week") { _ in showWeek() }, forSegmentAt: 1)
        /// ```
        ///
        /// - Parameters:
        ///   - action: The action.
        ///   - segment: The segment; past the last pins to the last; a negative index is
        ///     ignored.
        public func setAction(_ action: UIAction, forSegmentAt segment: Int) {
            guard let index = pinnedSegment(segment) else { return }
            let old = items[index]
            var item = Item(action: action, badge: old.badge, isEnabled: old.isEnabled)
            item.id = old.id
            item.width = old.width
            items[index] = item
        }

        /// A segment's action, as `UISegmentedControl`'s method reads it.
        ///
        /// ```swift
        /// control.actionForSegment(at: 0)?.title
        /// ```
        ///
        /// - Parameter segment: The segment; past the last reads the last.
        /// - Returns: The action, or `nil` when the segment has none or the index is negative.
        public func actionForSegment(at segment: Int) -> UIAction? {
            pinnedSegment(segment).flatMap { items[$0].action }
        }

        /// Gives a segment a fixed width, as `UISegmentedControl`'s method does: "The default
        /// value is {0.0}, which tells `UISegmentedControl` to automatically size the segment"
        /// (`setWidth(_:forSegmentAt:)` reference). The width is the segment's
        /// ``Item/width``; the core lays the bar out with it, the indicator and hit testing
        /// included: a filling design (`.fillEqually`, `.fillProportionally`) shares what the
        /// fixed segments leave among the others, a hugging one places the segment as if its
        /// content were that wide, and content wider than the segment is truncated. Segments
        /// wider together than the control scroll.
        ///
        /// ```swift
        /// control.setWidth(100, forSegmentAt: 1)
        /// control.setWidth(0, forSegmentAt: 1)  // automatic again
        /// ```
        ///
        /// - Parameters:
        ///   - width: The width in points; `0` for automatic. A negative, NaN or infinite
        ///     width counts as `0` (the system control leaves these undefined).
        ///   - segment: The segment; past the last pins to the last; a negative index is
        ///     ignored.
        public func setWidth(_ width: CGFloat, forSegmentAt segment: Int) {
            guard let index = pinnedSegment(segment) else { return }
            let fixed = width.isFinite && width > 0 ? width : 0
            guard items[index].width != fixed else { return }
            items[index].width = fixed
        }

        /// A segment's fixed width, as `UISegmentedControl`'s method reads it: "If the value
        /// is {0.0}, `UISegmentedControl` automatically sizes the segment"
        /// (`widthForSegment(at:)` reference). It is the width set, not the width laid out.
        ///
        /// ```swift
        /// if control.widthForSegment(at: 0) == 0 { … }  // sized automatically
        /// ```
        ///
        /// - Parameter segment: The segment; past the last reads the last.
        /// - Returns: The segment's ``Item/width``; `0` for a negative index or a control
        ///   without segments.
        public func widthForSegment(at segment: Int) -> CGFloat {
            pinnedSegment(segment).map { items[$0].width } ?? 0
        }

        /// Whether segments take their widths from their content, as `UISegmentedControl`'s
        /// property: "If the value of this property is true, for segments whose width value
        /// is 0, the control attempts to adjust segment widths based on their content
        /// widths. The default is false" (`apportionsSegmentWidthsByContent` reference).
        ///
        /// It reads and switches the design's distribution (`configuration.layout`), through
        /// the core's `Distribution.sizingSegmentsByContent(_:)`: `true` turns an
        /// equal-segment design (`.fillEqually`, as the sliding pill and the UIKit underline)
        /// into `.fillProportionally`, whose segments still fill the bar, each as wide as its
        /// content scaled by one factor; `false` turns any other into `.fillEqually`. So it
        /// reads `true` for the designs whose segments already hug their content (the Material
        /// underline, the paged header, plain buttons), unlike the system control's default,
        /// and setting `false` there makes their segments equal. Fixed widths
        /// (``setWidth(_:forSegmentAt:)``) stay fixed either way.
        ///
        /// ```swift
        /// let control = SegmentedTabControl(items: ["Day", "Fortnight"])
        /// control.configuration = .slidingPill
        /// control.apportionsSegmentWidthsByContent = true  // "Fortnight" gets the wider segment
        /// ```
        public var apportionsSegmentWidthsByContent: Bool {
            get { configuration.layout.distribution.sizesSegmentsByContent }
            set {
                let distribution = configuration.layout.distribution.sizingSegmentsByContent(
                    newValue)
                guard distribution != configuration.layout.distribution else { return }
                configuration.layout.distribution = distribution
            }
        }

        /// The segment a `UISegmentedControl`-style index names: an index past the last
        /// segment pins to the last; a negative index, or any index on a control without
        /// segments, names none.
        func pinnedSegment(_ segment: Int) -> Int? {
            guard segment >= 0, !items.isEmpty else { return nil }
            return Swift.min(segment, items.count - 1)
        }
    }
#endif

#if canImport(UIKit) && !os(watchOS)
    import SegmentedCore
    import UIKit

    /// The system's own segmented control, configured from the same items as
    /// ``SegmentedTabControl``: a `UISegmentedControl` whose segments, disabled segments and
    /// selection follow SegmentedKit's rules, so an app gets exactly what the OS draws (the
    /// iOS 26 glass on iOS 26, the iOS 13–18 look before) by swapping the class, without
    /// changing how it feeds items or reads the selection.
    ///
    /// ```swift
    /// let control = SegmentedSystemControl(titles: ["Day", "Week", "Month"])
    /// control.items[2].isEnabled = false
    /// control.addAction(UIAction { [unowned control] _ in
    ///     print("selected", control.selectedIndex ?? -1)
    /// }, for: .valueChanged)
    /// ```
    ///
    /// What carries over from ``SegmentedTabControl``: ``items`` (a title, or an image when
    /// there is no title, since a system segment shows one or the other; `isEnabled`),
    /// ``selectedIndex`` and ``setSelectedIndex(_:animated:)``
    /// with the same rules (a disabled or out-of-range index is ignored; changing the items
    /// keeps the selected item by ``SegmentedTabControl/Item/id`` or moves to the nearest
    /// enabled segment, sending no event), `.valueChanged` for the user's changes, and
    /// `isMomentary`. What the system control cannot have: badges, a configuration (colours,
    /// fonts, indicator, motion, the Liquid Glass lens of ``SegmentedTabControl``'s
    /// `.liquidGlass`), a position driven by a pager (`syncPosition`), `onReselect`,
    /// `shouldSelectSegment`, a title and an image in one segment, an item's
    /// `accessibilityLabel` (an image-only segment is read by its image's own
    /// `accessibilityLabel`), and scrolling when the titles do not fit (the system narrows or
    /// truncates them). An item's `action` and `width` become the system segment's (an action
    /// segment shows the action's image, or its title when it has none, as
    /// `insertSegment(action:at:animated:)` does, in place of the item's).
    ///
    /// `UISegmentedControl`'s own segment methods (`insertSegment(withTitle:at:animated:)`,
    /// `insertSegment(with:at:animated:)`, `insertSegment(action:at:animated:)`,
    /// `removeSegment(at:animated:)`, `removeAllSegments()`, `setTitle(_:forSegmentAt:)`,
    /// `setImage(_:forSegmentAt:)`, `setEnabled(_:forSegmentAt:)`, `setAction(_:forSegmentAt:)`,
    /// `setWidth(_:forSegmentAt:)`) change the system control as they always do, and ``items``
    /// follows: code written for `UISegmentedControl` and code reading `items` see the same
    /// segments. The selection is the system control's after such a call (it keeps the
    /// selected segment across an insertion or removal before it, and clears it when that
    /// segment is removed).
    public final class SegmentedSystemControl: UISegmentedControl {
        /// The segments, as for ``SegmentedTabControl/items``. Changing them keeps the
        /// selected item selected by id wherever it moves; if it is gone, the nearest enabled
        /// segment is selected; no `.valueChanged` is sent.
        ///
        /// ```swift
        /// control.items.append(.init(title: "Year"))
        /// ```
        public var items: [SegmentedTabControl.Item] = [] {
            didSet {
                guard !followsSystemSegments else { return }
                itemsDidChange(from: oldValue)
            }
        }

        /// Whether ``items`` is being changed to follow a change the system control already
        /// made (one of `UISegmentedControl`'s segment methods), so nothing is rebuilt.
        private var followsSystemSegments = false

        /// Whether one of `UISegmentedControl`'s segment methods is running on `super` (a
        /// rebuild, or an override's own call). Whatever it calls on `self` meanwhile (UIKit
        /// does not document whether, say, inserting an image segment inserts a title segment
        /// first) goes straight to `super`: only the outermost call changes ``items``.
        private var callsSystem = false

        /// Runs `body`, which calls `UISegmentedControl`'s segment methods on `super`, with
        /// ``callsSystem`` set.
        private func callingSystem(_ body: () -> Void) {
            let outer = callsSystem
            callsSystem = true
            defer { callsSystem = outer }
            body()
        }

        /// The selected segment, or `nil` when none is. Setting it is the same as
        /// ``setSelectedIndex(_:animated:)`` without animation; it sends no event.
        ///
        /// ```swift
        /// control.selectedIndex = 2
        /// ```
        public var selectedIndex: Int? {
            get {
                selectedSegmentIndex == UISegmentedControl.noSegment ? nil : selectedSegmentIndex
            }
            set { setSelectedIndex(newValue, animated: false) }
        }

        /// Creates the control with items, starting with no selection, as
        /// `UISegmentedControl(items:)` does (``selectedIndex`` is `nil`, its
        /// `selectedSegmentIndex` `noSegment`), unless `selectedIndex` names a segment.
        ///
        /// ```swift
        /// let control = SegmentedSystemControl(
        ///     items: [.init(title: "Songs"), .init(title: "Albums")], selectedIndex: 0)
        /// ```
        ///
        /// - Parameters:
        ///   - items: The segments, in order.
        ///   - selectedIndex: The segment selected at first, or `nil` (the default) for none;
        ///     a disabled or out-of-range index selects the nearest enabled segment.
        /// - Complexity: O(n) in the number of items.
        public init(items: [SegmentedTabControl.Item], selectedIndex: Int? = nil) {
            self.items = items
            super.init(frame: .zero)
            rebuildSegments()
            let model = SelectionModel(
                count: items.count, selectedIndex: selectedIndex,
                disabledIndices: Self.disabledIndices(of: items))
            selectedSegmentIndex = model.selectedIndex ?? UISegmentedControl.noSegment
        }

        /// Creates an empty control, as `UISegmentedControl(frame:)` does: no segments, no
        /// selection (`SegmentedSystemControl()` too).
        ///
        /// ```swift
        /// let control = SegmentedSystemControl(frame: .zero)
        /// control.insertSegment(withTitle: "Day", at: 0, animated: false)
        /// control.items.count  // 1
        /// ```
        ///
        /// - Parameter frame: The control's frame.
        public override init(frame: CGRect) {
            items = []
            super.init(frame: frame)
        }

        /// Creates the control with one segment per action, as
        /// `UISegmentedControl(frame:actions:)` does: each segment shows its action's image,
        /// or its title when it has none, and runs it when the user selects the segment; no selection at first.
        /// The segments are inserted here, one ``items`` entry each, rather than by UIKit's own
        /// initializer, whose way of adding them is not documented.
        ///
        /// ```swift
        /// let control = SegmentedSystemControl(
        ///     frame: .zero,
        ///     actions: [UIAction(title: "Day") { _ in showDay() }, UIAction(title: "Week") { _ in showWeek() }])
        /// ```
        ///
        /// - Parameters:
        ///   - frame: The control's frame.
        ///   - actions: One action a segment, in order.
        /// - Complexity: O(n) in the number of actions.
        public convenience init(frame: CGRect, actions: [UIAction]) {
            self.init(frame: frame)
            for (index, action) in actions.enumerated() {
                insertSegment(action: action, at: index, animated: false)
            }
        }

        /// Creates the control from `UISegmentedControl`'s items, starting with no selection,
        /// as `UISegmentedControl(items:)` does: a string (any `StringProtocol`) becomes a
        /// title segment, an image an image segment, a `UIAction` an action segment (the three
        /// kinds the system control documents); any other value makes an empty segment, and
        /// `nil` in place of the array no segments.
        ///
        /// ```swift
        /// let control = SegmentedSystemControl(items: [UIImage(systemName: "sun.max")!, "Night"])
        /// ```
        ///
        /// - Parameter items: Strings, images and actions, one a segment.
        /// - Complexity: O(n) in the number of items.
        public override init(items: [Any]?) {
            self.items = (items ?? []).map { value in
                if let image = value as? UIImage { return SegmentedTabControl.Item(image: image) }
                if let action = value as? UIAction {
                    return SegmentedTabControl.Item(action: action)
                }
                // A string from Objective-C bridges to `String`, not to a protocol type.
                if let title = value as? String { return SegmentedTabControl.Item(title: title) }
                if let title = value as? any StringProtocol {
                    return SegmentedTabControl.Item(title: String(title))
                }
                return SegmentedTabControl.Item(title: nil)
            }
            super.init(frame: .zero)
            rebuildSegments()
            selectedSegmentIndex = UISegmentedControl.noSegment
        }

        /// Creates the control with a title segment for each string, starting with no
        /// selection unless `selectedIndex` names a segment, as `UISegmentedControl(items:)`
        /// does with an array of strings held in a variable: `SegmentedSystemControl(items:
        /// titles)` moves over by changing the type name.
        ///
        /// ```swift
        /// let titles = ["Day", "Week", "Month"]
        /// let control = SegmentedSystemControl(items: titles)
        /// control.selectedSegmentIndex  // UISegmentedControl.noSegment
        /// ```
        ///
        /// - Parameters:
        ///   - items: One title per segment.
        ///   - selectedIndex: The segment selected at first, or `nil` (the default) for none;
        ///     a disabled or out-of-range index selects the nearest enabled segment.
        /// - Complexity: O(n) in the number of titles.
        public convenience init<S: StringProtocol>(items: [S], selectedIndex: Int? = nil) {
            self.init(
                items: items.map { SegmentedTabControl.Item(title: String($0)) },
                selectedIndex: selectedIndex)
        }

        /// Creates the control with a text segment for each title, the first enabled one
        /// selected (a tab bar's spelling, as ``SegmentedTabControl``'s
        /// `init(titles:selectedIndex:configuration:)`; `init(items:)` starts with none).
        ///
        /// ```swift
        /// SegmentedSystemControl(titles: ["Day", "Week"])
        /// ```
        ///
        /// - Parameter titles: The segment titles, in order.
        /// - Complexity: O(n) in the number of titles.
        public convenience init(titles: [String]) {
            self.init(items: titles.map { SegmentedTabControl.Item(title: $0) }, selectedIndex: 0)
        }

        /// Creates the control from a storyboard or nib: a `UISegmentedControl` whose class
        /// is changed to this one keeps the segments and selection set in Interface Builder,
        /// which become its ``items`` (each segment's title, or its image when it has none,
        /// and whether it is enabled). A selection on a disabled segment moves to the nearest
        /// enabled one.
        ///
        /// ```swift
        /// @IBOutlet var control: SegmentedSystemControl!
        /// // in viewDidLoad:
        /// control.items[1].badge = nil  // the segments from the storyboard are items here
        /// ```
        ///
        /// - Parameter coder: The decoder.
        /// - Complexity: O(n) in the number of segments the nib holds.
        public required init?(coder: NSCoder) {
            items = []
            super.init(coder: coder)
            // The segments UIKit decoded become the items (assigned in an initializer, so
            // `items`' observer does not rebuild what is already there).
            items = (0..<numberOfSegments).map { index in
                var item = SegmentedTabControl.Item(
                    title: titleForSegment(at: index), image: imageForSegment(at: index),
                    isEnabled: isEnabledForSegment(at: index))
                item.width = widthForSegment(at: index)
                return item
            }
            let model = SelectionModel(
                count: items.count, selectedIndex: selectedIndex,
                disabledIndices: Self.disabledIndices(of: items))
            selectedSegmentIndex = model.selectedIndex ?? UISegmentedControl.noSegment
        }

        // MARK: UISegmentedControl's segment methods, followed by `items`

        /// Inserts a title segment, as `UISegmentedControl` does, and an item with that title
        /// into ``items`` at the same place.
        ///
        /// ```swift
        /// control.insertSegment(withTitle: "Year", at: 3, animated: true)
        /// control.items[3].title  // "Year"
        /// ```
        ///
        /// - Parameters:
        ///   - title: The title.
        ///   - segment: Where; past the end inserts at the end.
        ///   - animated: Whether the system control animates the insertion.
        public override func insertSegment(
            withTitle title: String?, at segment: Int, animated: Bool
        ) {
            guard !callsSystem else {
                return super.insertSegment(withTitle: title, at: segment, animated: animated)
            }
            let index = insertionIndex(segment)
            callingSystem { super.insertSegment(withTitle: title, at: segment, animated: animated) }
            followSystem { $0.insert(SegmentedTabControl.Item(title: title), at: index) }
        }

        /// Inserts an image segment, as `UISegmentedControl` does, and an item with that image
        /// into ``items``.
        ///
        /// ```swift
        /// control.insertSegment(with: UIImage(systemName: "star"), at: 0, animated: false)
        /// ```
        ///
        /// - Parameters:
        ///   - image: The image.
        ///   - segment: Where; past the end inserts at the end.
        ///   - animated: Whether the system control animates the insertion.
        public override func insertSegment(with image: UIImage?, at segment: Int, animated: Bool) {
            guard !callsSystem else {
                return super.insertSegment(with: image, at: segment, animated: animated)
            }
            let index = insertionIndex(segment)
            callingSystem { super.insertSegment(with: image, at: segment, animated: animated) }
            followSystem { $0.insert(SegmentedTabControl.Item(image: image), at: index) }
        }

        /// Inserts a segment made from an action, as `UISegmentedControl` does, and an item
        /// with that action (``SegmentedTabControl/Item/init(action:badge:isEnabled:)``) into
        /// ``items``.
        ///
        /// ```swift
        /// control.insertSegment(action: UIAction(title: "Grid") { _ in showGrid() }, at: 1, animated: true)
        /// ```
        ///
        /// - Parameters:
        ///   - action: The action; its image, else its title, is the segment's content.
        ///   - segment: Where; past the end inserts at the end.
        ///   - animated: Whether the system control animates the insertion.
        public override func insertSegment(action: UIAction, at segment: Int, animated: Bool) {
            guard !callsSystem else {
                return super.insertSegment(action: action, at: segment, animated: animated)
            }
            let index = insertionIndex(segment)
            callingSystem { super.insertSegment(action: action, at: segment, animated: animated) }
            followSystem { $0.insert(SegmentedTabControl.Item(action: action), at: index) }
        }

        /// Removes a segment, as `UISegmentedControl` does, and its item from ``items``.
        ///
        /// ```swift
        /// control.removeSegment(at: 0, animated: true)
        /// ```
        ///
        /// - Parameters:
        ///   - segment: The segment; past the last removes the last; a negative index nothing.
        ///   - animated: Whether the system control animates the removal.
        public override func removeSegment(at segment: Int, animated: Bool) {
            guard !callsSystem else { return super.removeSegment(at: segment, animated: animated) }
            let index = pinnedSegment(segment)
            callingSystem { super.removeSegment(at: segment, animated: animated) }
            if let index { followSystem { $0.remove(at: index) } }
        }

        /// Removes every segment, as `UISegmentedControl` does; ``items`` becomes empty.
        ///
        /// ```swift
        /// control.removeAllSegments()
        /// ```
        public override func removeAllSegments() {
            guard !callsSystem else { return super.removeAllSegments() }
            callingSystem { super.removeAllSegments() }
            followSystem { $0.removeAll() }
        }

        /// Sets a segment's title, as `UISegmentedControl` does ("A segment can only have an
        /// image or a title; it can't have both"): the item's title becomes it and its image
        /// goes. The item keeps its ``SegmentedTabControl/Item/id``.
        ///
        /// ```swift
        /// control.setTitle("Fortnight", forSegmentAt: 1)
        /// ```
        ///
        /// - Parameters:
        ///   - title: The title.
        ///   - segment: The segment; past the last pins to the last; a negative index is
        ///     ignored.
        public override func setTitle(_ title: String?, forSegmentAt segment: Int) {
            guard !callsSystem else { return super.setTitle(title, forSegmentAt: segment) }
            callingSystem { super.setTitle(title, forSegmentAt: segment) }
            guard let index = pinnedSegment(segment) else { return }
            followSystem {
                $0[index].title = title
                $0[index].image = nil
            }
        }

        /// Sets a segment's image, as `UISegmentedControl` does: the item's image becomes it
        /// and its title goes (kept as the item's `accessibilityLabel` when it had none).
        ///
        /// ```swift
        /// control.setImage(UIImage(systemName: "star"), forSegmentAt: 0)
        /// ```
        ///
        /// - Parameters:
        ///   - image: The image.
        ///   - segment: The segment; past the last pins to the last; a negative index is
        ///     ignored.
        public override func setImage(_ image: UIImage?, forSegmentAt segment: Int) {
            guard !callsSystem else { return super.setImage(image, forSegmentAt: segment) }
            callingSystem { super.setImage(image, forSegmentAt: segment) }
            guard let index = pinnedSegment(segment) else { return }
            followSystem {
                $0[index].accessibilityLabel = $0[index].accessibilityLabel ?? $0[index].title
                $0[index].image = image
                $0[index].title = nil
            }
        }

        /// Enables or disables a segment, as `UISegmentedControl` does, and the item with it.
        /// The selection stays as the system control keeps it.
        ///
        /// ```swift
        /// control.setEnabled(false, forSegmentAt: 2)
        /// control.items[2].isEnabled  // false
        /// ```
        ///
        /// - Parameters:
        ///   - enabled: Whether the segment can be selected.
        ///   - segment: The segment; past the last pins to the last; a negative index is
        ///     ignored.
        public override func setEnabled(_ enabled: Bool, forSegmentAt segment: Int) {
            guard !callsSystem else { return super.setEnabled(enabled, forSegmentAt: segment) }
            callingSystem { super.setEnabled(enabled, forSegmentAt: segment) }
            guard let index = pinnedSegment(segment) else { return }
            followSystem { $0[index].isEnabled = enabled }
        }

        /// Gives a segment an action, as `UISegmentedControl` does, and the item with it; the
        /// item keeps its ``SegmentedTabControl/Item/id``, enabled state and width.
        ///
        /// ```swift
        /// control.setAction(UIAction(title: "Week") { _ in showWeek() }, forSegmentAt: 1)
        /// ```
        ///
        /// - Parameters:
        ///   - action: The action.
        ///   - segment: The segment; past the last pins to the last; a negative index is
        ///     ignored.
        public override func setAction(_ action: UIAction, forSegmentAt segment: Int) {
            guard !callsSystem else { return super.setAction(action, forSegmentAt: segment) }
            callingSystem { super.setAction(action, forSegmentAt: segment) }
            guard let index = pinnedSegment(segment) else { return }
            followSystem {
                let old = $0[index]
                var item = SegmentedTabControl.Item(action: action, isEnabled: old.isEnabled)
                item.id = old.id
                item.width = old.width
                $0[index] = item
            }
        }

        /// Sets a segment's width, as `UISegmentedControl` does, and the item's
        /// ``SegmentedTabControl/Item/width``, so the width stays when ``items`` change.
        ///
        /// ```swift
        /// control.setWidth(80, forSegmentAt: 0)
        /// ```
        ///
        /// - Parameters:
        ///   - width: The width; `0` sizes the segment automatically.
        ///   - segment: The segment; past the last pins to the last; a negative index is
        ///     ignored.
        public override func setWidth(_ width: CGFloat, forSegmentAt segment: Int) {
            guard !callsSystem else { return super.setWidth(width, forSegmentAt: segment) }
            callingSystem { super.setWidth(width, forSegmentAt: segment) }
            guard let index = pinnedSegment(segment) else { return }
            followSystem { $0[index].width = width.isFinite && width > 0 ? width : 0 }
        }

        /// Selects a segment, or clears the selection with `nil`. Sends no event. A disabled
        /// or out-of-range index is ignored, as ``SegmentedTabControl`` ignores it.
        ///
        /// ```swift
        /// control.setSelectedIndex(1, animated: true)
        /// ```
        ///
        /// - Parameters:
        ///   - index: The segment to select, or `nil` for none.
        ///   - animated: Unused: the system control animates its own indicator.
        public func setSelectedIndex(_ index: Int?, animated: Bool) {
            var model = selectionModel
            guard model.select(index) else { return }
            selectedSegmentIndex = model.selectedIndex ?? UISegmentedControl.noSegment
        }

        /// The core's view of the segments and the selection shown.
        private var selectionModel: SelectionModel {
            SelectionModel(
                count: items.count, selectedIndex: selectedIndex,
                disabledIndices: Self.disabledIndices(of: items))
        }

        private static func disabledIndices(of items: [SegmentedTabControl.Item]) -> Set<Int> {
            Set(items.indices.filter { !items[$0].isEnabled })
        }

        private func itemsDidChange(from oldItems: [SegmentedTabControl.Item]) {
            var model = SelectionModel(
                count: oldItems.count, selectedIndex: selectedIndex,
                disabledIndices: Self.disabledIndices(of: oldItems))
            model.reconcile(
                from: oldItems.map(\.id), to: items.map(\.id),
                disabledIndices: Self.disabledIndices(of: items))
            rebuildSegments()
            selectedSegmentIndex = model.selectedIndex ?? UISegmentedControl.noSegment
        }

        /// One system segment per item: its action (which shows the action's image, else its
        /// title), else its title, else its image; enabled and as wide as the item is. The
        /// system methods are called on `super`, so ``items`` does not follow its own rebuild.
        private func rebuildSegments() {
            callingSystem { rebuildSystemSegments() }
        }

        private func rebuildSystemSegments() {
            super.removeAllSegments()
            for (index, item) in items.enumerated() {
                if let action = item.action {
                    super.insertSegment(action: action, at: index, animated: false)
                } else if let title = item.title {
                    super.insertSegment(withTitle: title, at: index, animated: false)
                } else {
                    super.insertSegment(with: item.image, at: index, animated: false)
                }
                super.setEnabled(item.isEnabled, forSegmentAt: index)
                if item.width > 0 { super.setWidth(item.width, forSegmentAt: index) }
            }
        }

        /// Changes ``items`` to follow the system control, without rebuilding its segments.
        private func followSystem(_ change: (inout [SegmentedTabControl.Item]) -> Void) {
            followsSystemSegments = true
            defer { followsSystemSegments = false }
            change(&items)
        }

        /// Where the system control puts a segment inserted at `segment`: past the end at the
        /// end (and a negative index at the start).
        private func insertionIndex(_ segment: Int) -> Int {
            Swift.min(Swift.max(segment, 0), items.count)
        }

        /// The segment a per-segment method names: past the last pins to the last, as
        /// `UISegmentedControl` documents; a negative index names none.
        private func pinnedSegment(_ segment: Int) -> Int? {
            guard segment >= 0, !items.isEmpty else { return nil }
            return Swift.min(segment, items.count - 1)
        }
    }

#endif

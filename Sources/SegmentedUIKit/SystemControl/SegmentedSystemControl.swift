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
    /// `accessibilityLabel`), an item's `action` (not carried over yet: add the control's
    /// own `.valueChanged` action), and scrolling when the titles do not fit (the system
    /// narrows or truncates them).
    public final class SegmentedSystemControl: UISegmentedControl {
        /// The segments, as for ``SegmentedTabControl/items``. Changing them keeps the
        /// selected item selected by id wherever it moves; if it is gone, the nearest enabled
        /// segment is selected; no `.valueChanged` is sent.
        ///
        /// ```swift
        /// control.items.append(.init(title: "Year"))
        /// ```
        public var items: [SegmentedTabControl.Item] {
            didSet { itemsDidChange(from: oldValue) }
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
                SegmentedTabControl.Item(
                    title: titleForSegment(at: index), image: imageForSegment(at: index),
                    isEnabled: isEnabledForSegment(at: index))
            }
            let model = SelectionModel(
                count: items.count, selectedIndex: selectedIndex,
                disabledIndices: Self.disabledIndices(of: items))
            selectedSegmentIndex = model.selectedIndex ?? UISegmentedControl.noSegment
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

        /// One system segment per item: its title, else its image, enabled as the item is.
        private func rebuildSegments() {
            removeAllSegments()
            for (index, item) in items.enumerated() {
                if let title = item.title {
                    insertSegment(withTitle: title, at: index, animated: false)
                } else {
                    insertSegment(with: item.image, at: index, animated: false)
                }
                setEnabled(item.isEnabled, forSegmentAt: index)
            }
        }
    }

#endif

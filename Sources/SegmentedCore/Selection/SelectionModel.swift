/// Which segment is selected, which are disabled, and how the selection moves.
///
/// The model keeps one invariant: ``selectedIndex`` is either `nil` or the index of an
/// enabled segment in `0..<count`. Every operation that would break it picks a defined
/// alternative instead, as documented on each method.
///
/// ```swift
/// var selection = SelectionModel(count: 5, selectedIndex: 0, disabledIndices: [1])
/// selection.selectNext()      // 2: segment 1 is disabled and skipped
/// selection.select(1)         // false: disabled, the selection stays at 2
/// selection.selectLast()      // 4
/// selection.selectNext(wrapping: true)  // 0
/// ```
public struct SelectionModel: Sendable, Hashable {
    /// The number of segments.
    public private(set) var count: Int
    /// The disabled segments (always within `0..<count`).
    public private(set) var disabledIndices: Set<Int>
    /// The selected segment, or `nil` when nothing is selected.
    public private(set) var selectedIndex: Int?

    /// Creates a selection model.
    ///
    /// A negative count counts as 0, and disabled indices outside the segments are dropped.
    /// A requested selection outside `0..<count` is clamped into it; if that segment is
    /// disabled the nearest enabled one is selected (the later one on a tie); if none is
    /// enabled, or `selectedIndex` is `nil`, nothing is selected.
    ///
    /// ```swift
    /// let selection = SelectionModel(count: 3, selectedIndex: 7)  // selects 2
    /// ```
    ///
    /// - Parameters:
    ///   - count: The number of segments.
    ///   - selectedIndex: The segment to select, or `nil` for none.
    ///   - disabledIndices: Segments that cannot be selected.
    public init(count: Int, selectedIndex: Int? = 0, disabledIndices: Set<Int> = []) {
        self.count = Swift.max(0, count)
        self.disabledIndices = disabledIndices.filter { $0 >= 0 && $0 < Swift.max(0, count) }
        self.selectedIndex = nil
        if let selectedIndex {
            self.selectedIndex = nearestEnabled(to: selectedIndex)
        }
    }

    /// Whether a segment exists and is enabled.
    ///
    /// ```swift
    /// selection.isEnabled(1)  // false when segment 1 is disabled
    /// ```
    ///
    /// - Parameter index: A segment index.
    public func isEnabled(_ index: Int) -> Bool {
        index >= 0 && index < count && !disabledIndices.contains(index)
    }

    /// Whether at least one segment can be selected.
    public var hasSelectableSegment: Bool { disabledIndices.count < count }

    /// Selects a segment, or clears the selection with `nil`.
    ///
    /// ```swift
    /// if selection.select(tappedIndex) { sendValueChanged() }
    /// ```
    ///
    /// - Parameter index: The segment to select, or `nil` for none.
    /// - Returns: `true` when `index` is now selected (also when it already was); `false` when
    ///   it is out of range or disabled, and the selection is unchanged.
    @discardableResult
    public mutating func select(_ index: Int?) -> Bool {
        guard let index else {
            selectedIndex = nil
            return true
        }
        guard isEnabled(index) else { return false }
        selectedIndex = index
        return true
    }

    /// Selects the next enabled segment after the current one (the first enabled segment
    /// when nothing is selected).
    ///
    /// ```swift
    /// selection.selectNext(wrapping: true)
    /// ```
    ///
    /// - Parameter wrapping: Whether to continue from the first segment after the last.
    /// - Returns: The selected index afterwards; `nil` when no segment is enabled. At the end
    ///   without wrapping, the selection stays where it is.
    /// - Complexity: O(d) in the number of disabled segments.
    @discardableResult
    public mutating func selectNext(wrapping: Bool = false) -> Int? {
        guard let current = selectedIndex else { return selectFirst() }
        if let next = enabledIndex(from: current + 1, step: 1, wrapping: wrapping) {
            selectedIndex = next
        }
        return selectedIndex
    }

    /// Selects the previous enabled segment before the current one (the last enabled segment
    /// when nothing is selected).
    ///
    /// ```swift
    /// selection.selectPrevious()
    /// ```
    ///
    /// - Parameter wrapping: Whether to continue from the last segment before the first.
    /// - Returns: The selected index afterwards; `nil` when no segment is enabled. At the start
    ///   without wrapping, the selection stays where it is.
    /// - Complexity: O(d) in the number of disabled segments.
    @discardableResult
    public mutating func selectPrevious(wrapping: Bool = false) -> Int? {
        guard let current = selectedIndex else { return selectLast() }
        if let previous = enabledIndex(from: current - 1, step: -1, wrapping: wrapping) {
            selectedIndex = previous
        }
        return selectedIndex
    }

    /// Selects the first enabled segment.
    ///
    /// ```swift
    /// selection.selectFirst()  // Home key
    /// ```
    ///
    /// - Returns: The selected index; `nil` (and nothing selected) when no segment is enabled.
    /// - Complexity: O(d) in the number of disabled segments.
    @discardableResult
    public mutating func selectFirst() -> Int? {
        selectedIndex = enabledIndex(from: 0, step: 1, wrapping: false)
        return selectedIndex
    }

    /// Selects the last enabled segment.
    ///
    /// ```swift
    /// selection.selectLast()  // End key
    /// ```
    ///
    /// - Returns: The selected index; `nil` (and nothing selected) when no segment is enabled.
    /// - Complexity: O(d) in the number of disabled segments.
    @discardableResult
    public mutating func selectLast() -> Int? {
        selectedIndex = enabledIndex(from: count - 1, step: -1, wrapping: false)
        return selectedIndex
    }

    /// Enables or disables a segment. Disabling the selected segment moves the selection to
    /// the nearest enabled segment (the later one on a tie), or clears it when none is left.
    ///
    /// ```swift
    /// selection.setEnabled(false, at: 2)
    /// ```
    ///
    /// - Parameters:
    ///   - isEnabled: Whether the segment can be selected.
    ///   - index: The segment; indices outside the segments are ignored.
    public mutating func setEnabled(_ isEnabled: Bool, at index: Int) {
        guard index >= 0, index < count else { return }
        if isEnabled {
            disabledIndices.remove(index)
        } else {
            disabledIndices.insert(index)
            if selectedIndex == index {
                selectedIndex = nearestEnabled(to: index)
            }
        }
    }

    /// Follows the items after they change. If the selected item is still there (by
    /// identity), its new index stays selected; otherwise the old index is clamped into the
    /// new count. If the result is disabled, the nearest enabled segment is selected; with no
    /// enabled segment (or no items) nothing is.
    ///
    /// Identity must be unambiguous to be followed: when the selected item's identity occurs
    /// more than once among the old items or among the new ones (two equal titles, two
    /// image-only items without labels), the selection falls back to index identity — the
    /// old index, clamped — rather than jumping to whichever duplicate comes first.
    ///
    /// ```swift
    /// selection.reconcile(from: ["", "", "C"], to: ["", "", "C", "D"])  // index 1 stays 1
    /// ```
    ///
    /// ```swift
    /// // "B" was selected at index 1; it moved to index 0.
    /// selection.reconcile(from: ["A", "B", "C"], to: ["B", "C"])
    /// selection.selectedIndex  // 0
    /// ```
    ///
    /// - Parameters:
    ///   - oldIDs: The identities of the items the model was describing; its count should be
    ///     ``count`` (if not, the selected identity is looked up only where it exists).
    ///   - newIDs: The identities of the new items, in order.
    ///   - disabledIndices: The disabled segments among the new items.
    /// - Complexity: O(n) in the number of items.
    public mutating func reconcile<ID: Hashable>(
        from oldIDs: [ID], to newIDs: [ID], disabledIndices: Set<Int> = []
    ) {
        let previous = selectedIndex
        count = newIDs.count
        self.disabledIndices = disabledIndices.filter { $0 >= 0 && $0 < newIDs.count }
        selectedIndex = nil
        guard let previous else { return }
        if previous < oldIDs.count, Self.occurrences(of: oldIDs[previous], in: oldIDs) == 1,
            let moved = Self.soleIndex(of: oldIDs[previous], in: newIDs)
        {
            selectedIndex = nearestEnabled(to: moved)
        } else {
            selectedIndex = nearestEnabled(to: previous)
        }
    }

    /// The segment a navigation key selects from the current selection, or `nil` when the key
    /// changes nothing. Left and right follow the screen: in right-to-left layouts the left
    /// arrow goes to the next segment.
    ///
    /// ```swift
    /// if let index = selection.target(for: .right, layoutDirection: .leftToRight) {
    ///     selection.select(index)
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - key: The key pressed.
    ///   - layoutDirection: The control's direction.
    ///   - wrapping: Whether arrows and Tab wrap around the ends.
    /// - Returns: An enabled index different from the current one, or `nil`.
    /// - Complexity: O(d) in the number of disabled segments.
    public func target(
        for key: NavigationKey, layoutDirection: LayoutDirection = .leftToRight,
        wrapping: Bool = false
    ) -> Int? {
        var copy = self
        let forward: Bool
        switch key {
        case .left: forward = layoutDirection == .rightToLeft
        case .right: forward = layoutDirection == .leftToRight
        case .next: forward = true
        case .previous: forward = false
        case .first:
            return copy.selectFirst().flatMap { $0 == selectedIndex ? nil : $0 }
        case .last:
            return copy.selectLast().flatMap { $0 == selectedIndex ? nil : $0 }
        case .number(let number):
            // `Int.min` has no segment before it: subtract without trapping.
            let (index, overflow) = number.subtractingReportingOverflow(1)
            return !overflow && isEnabled(index) && index != selectedIndex ? index : nil
        }
        let result =
            forward ? copy.selectNext(wrapping: wrapping) : copy.selectPrevious(wrapping: wrapping)
        return result == selectedIndex ? nil : result
    }

    /// How often `id` occurs in `ids`, counting no further than 2.
    private static func occurrences<ID: Hashable>(of id: ID, in ids: [ID]) -> Int {
        var found = 0
        for candidate in ids where candidate == id {
            found += 1
            if found == 2 { break }
        }
        return found
    }

    /// The index of `id` in `ids` when it occurs exactly once, else `nil`.
    private static func soleIndex<ID: Hashable>(of id: ID, in ids: [ID]) -> Int? {
        guard let first = ids.firstIndex(of: id) else { return nil }
        return ids[(first + 1)...].contains(id) ? nil : first
    }

    /// The first enabled index walking from `start` by `step`, optionally wrapping.
    private func enabledIndex(from start: Int, step: Int, wrapping: Bool) -> Int? {
        guard count > 0, hasSelectableSegment else { return nil }
        var index = start
        // At most d + 1 steps reach an enabled segment when wrapping; fewer without.
        for _ in 0...disabledIndices.count {
            if index < 0 || index >= count {
                guard wrapping else { return nil }
                index = index < 0 ? count - 1 : 0
            }
            if !disabledIndices.contains(index) { return index }
            index += step
        }
        return nil
    }

    /// The enabled index nearest `index` after clamping it into range, preferring the later
    /// one on a tie; `nil` when none is enabled.
    private func nearestEnabled(to index: Int) -> Int? {
        guard count > 0, hasSelectableSegment else { return nil }
        let clamped = Swift.min(Swift.max(index, 0), count - 1)
        for distance in 0...disabledIndices.count {
            // `distance < count − clamped` rather than `clamped + distance < count`: near
            // `Int.max` segments the sum would overflow.
            if distance < count - clamped, !disabledIndices.contains(clamped + distance) {
                return clamped + distance
            }
            let earlier = clamped - distance
            if earlier >= 0, !disabledIndices.contains(earlier) { return earlier }
        }
        return nil
    }
}

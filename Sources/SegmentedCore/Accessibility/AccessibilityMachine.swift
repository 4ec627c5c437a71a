/// The accessibility state machine of a segmented control: what every segment says, how
/// VoiceOver's adjust, activate and focus act on it, and how the elements change when the
/// items, the selection or the words change, so a front-end keeps VoiceOver's focus.
///
/// It is the package's one description of what the controls say: front-ends feed it events
/// and carry out its effects, and never decide what is spoken. For a one-off description,
/// make a machine and read its ``elements``.
///
/// It speaks the app's language (``AccessibilityMachineTemplates/system``) unless given other
/// templates; this example asks for English.
///
/// ```swift
/// var machine = AccessibilityMachine(
///     segments: [.init(id: "d", label: "Day"), .init(id: "w", label: "Week"),
///                .init(id: "m", label: "Month")],
///     selection: SelectionModel(count: 3, selectedIndex: 0), templates: .english)
/// machine.elements[0].spokenText   // "selected, Day, 1 of 3, button, adjustable"
/// machine.handle(.adjusted(.increment))
/// // [.select(index: 1), .updateElements(…updated: [0, 1]),
/// //  .moveFocus(index: 1, announcement: "Week, 2 of 3")]
/// ```
public struct AccessibilityMachine<ID: Hashable & Sendable>: Sendable, Hashable {
    /// One segment as the machine needs it.
    ///
    /// ```swift
    /// let inbox = AccessibilityMachine<String>.Segment(id: "inbox", label: "Inbox", badge: .count(3))
    /// ```
    public struct Segment: Sendable, Hashable {
        /// The identity that keeps an element (and VoiceOver's focus) across item changes.
        public var id: ID
        /// The visible title or a description of the image.
        public var label: String
        /// The badge, or `nil`.
        public var badge: SegmentBadge?

        /// Creates a segment.
        ///
        /// ```swift
        /// .init(id: 2, label: "Archive", badge: .dot)
        /// ```
        ///
        /// - Parameters:
        ///   - id: The identity.
        ///   - label: The spoken name; empty gives "Segment n".
        ///   - badge: The badge.
        public init(id: ID, label: String, badge: SegmentBadge? = nil) {
            self.id = id
            self.label = label
            self.badge = badge
        }
    }

    /// A VoiceOver swipe up (increment) or down (decrement) on a segment.
    public enum Adjustment: Sendable, Hashable {
        /// Swipe up: the next enabled segment, in reading order whatever the layout direction
        /// (VoiceOver's adjust is logical, like `NavigationKey.next`).
        case increment
        /// Swipe down: the previous enabled segment.
        case decrement
    }

    /// What happened to the control, as the front-end reports it.
    public enum Event: Sendable, Hashable {
        /// The items changed; `selection` is the control's selection after reconciling.
        case itemsChanged([Segment], selection: SelectionModel)
        /// The selection changed by any means (tap, key, code, pager).
        case selectionChanged(SelectionModel)
        /// The words changed (a localisation set after creation).
        case templatesChanged(Templates)
        /// The control started or stopped driving pages (`.tabBar` or not).
        case containerChanged(Container)
        /// The whole control was enabled or disabled.
        case enabledChanged(Bool)
        /// Whether segments carry the adjustable trait changed (see ``isAdjustable``).
        case adjustableChanged(Bool)
        /// VoiceOver's focus landed on a segment (`accessibilityElementDidBecomeFocused`, a
        /// SwiftUI focus state).
        case focused(index: Int)
        /// VoiceOver's focus left a segment. Ignored when focus has already moved to another
        /// segment (UIKit may report the new focus before the old one's loss).
        case unfocused(index: Int)
        /// A double tap on a segment. (A control with momentary segments, reselect or a veto
        /// sends the double tap to ``SelectionRequestMachine`` as an
        /// ``SelectionRequestMachine/Input/accessibilityActivation`` request instead.)
        case activated(index: Int)
        /// A swipe up or down on a segment: the machine selects ``target(for:)`` itself. (A
        /// control with momentary segments or a veto asks ``SelectionRequestMachine`` for
        /// ``target(for:)`` and then reports ``adjustmentHandled(index:)``.)
        case adjusted(Adjustment)
        /// The host has handled the request a swipe up or down made for this segment (the
        /// ``target(for:)`` it asked ``SelectionRequestMachine`` about) and reported the
        /// selection since with ``selectionChanged(_:)``. When the segment is now selected,
        /// VoiceOver's focus moves to it, saying it; when the request was refused, nothing
        /// moves.
        case adjustmentHandled(index: Int)
    }

    /// What the front-end must do, in the order given.
    public enum Effect: Sendable, Hashable {
        /// The user chose a segment: select it and send the change (`.valueChanged`, the
        /// binding). The machine has already updated its own selection.
        case select(index: Int)
        /// Bring the platform elements in line with ``elements`` as described: keep, make,
        /// drop and re-read them.
        case updateElements(Changes)
        /// Move VoiceOver's focus to the segment (UIKit: post `.layoutChanged` with its
        /// element; SwiftUI: set the accessibility focus state). When `announcement` is not
        /// `nil`, also say it: the selection moved under the user's finger.
        case moveFocus(index: Int, announcement: String?)
        /// Scroll the bar so the segment is in view (the core's
        /// `scrollOffset(revealing:viewportWidth:alignment: .minimal)` leaves a visible one
        /// where it is).
        case reveal(index: Int)
        /// Bring the container's role in line with ``container``: set or clear the tab-bar
        /// trait.
        case updateContainer(Container)
    }

    /// The segments.
    public private(set) var segments: [Segment]
    /// The selection; its count always equals ``segments``' count.
    public internal(set) var selection: SelectionModel
    /// The words.
    public private(set) var templates: Templates
    /// The container's role.
    public private(set) var container: Container
    /// Whether the whole control is enabled.
    public private(set) var isEnabled: Bool
    /// Whether enabled segments carry the adjustable trait, so a VoiceOver swipe up or down
    /// on a segment moves the selection (``Event/adjusted(_:)``). Neither `UISegmentedControl`
    /// nor `Picker(.segmented)` marks its segments adjustable (there, swipes up and down use
    /// the rotor), so a front-end that follows the system passes `false`; the default `true`
    /// keeps the machine's earlier behaviour. Without it, ``Event/adjusted(_:)`` still works for
    /// a front-end that calls it.
    public private(set) var isAdjustable: Bool
    /// The segment VoiceOver's focus is on, if the front-end reported one.
    public internal(set) var focusedIndex: Int?
    /// One element per segment, derived from everything above.
    public internal(set) var elements: [SegmentAccessibilityElement<ID>]

    /// Creates the machine.
    ///
    /// ```swift
    /// let machine = AccessibilityMachine(segments: segments, selection: selection, container: .tabBar)
    /// ```
    ///
    /// - Parameters:
    ///   - segments: The segments.
    ///   - selection: The selection; when its count differs from the segments', the
    ///     selection is rebuilt for the segments' count (its index clamped as
    ///     ``SelectionModel/init(count:selectedIndex:disabledIndices:)`` does).
    ///   - templates: The words; the app's language by default
    ///     (``AccessibilityMachineTemplates/system``), `.english` for English whatever the
    ///     language.
    ///   - container: The container's role.
    ///   - isEnabled: Whether the whole control is enabled.
    ///   - isAdjustable: Whether enabled segments carry the adjustable trait (see
    ///     ``isAdjustable``).
    /// - Complexity: O(n) in the number of segments.
    public init(
        segments: [Segment], selection: SelectionModel,
        templates: Templates = .system, container: Container = .segmentedControl,
        isEnabled: Bool = true,
        isAdjustable: Bool = true
    ) {
        self.segments = segments
        self.selection = Self.fitted(selection, count: segments.count)
        self.templates = templates
        self.container = container
        self.isEnabled = isEnabled
        self.isAdjustable = isAdjustable
        self.focusedIndex = nil
        self.elements = []
        self.elements = makeElements()
    }

    /// Handles one event.
    ///
    /// ```swift
    /// for effect in machine.handle(.adjusted(.increment)) { perform(effect) }
    /// ```
    ///
    /// - Parameter event: What happened.
    /// - Returns: The effects, in the order to perform them; empty when nothing changes.
    /// - Complexity: O(n) in the number of segments for events that change elements, O(1)
    ///   for focus.
    public mutating func handle(_ event: Event) -> [Effect] {
        switch event {
        case .itemsChanged(let newSegments, let newSelection):
            return replaceItems(newSegments, selection: newSelection)
        case .selectionChanged(let newSelection):
            selection = Self.fitted(newSelection, count: segments.count)
            return refresh()
        case .templatesChanged(let newTemplates):
            templates = newTemplates
            return refresh()
        case .containerChanged(let newContainer):
            guard newContainer != container else { return [] }
            container = newContainer
            return [.updateContainer(newContainer)] + refresh()
        case .enabledChanged(let enabled):
            isEnabled = enabled
            return refresh()
        case .adjustableChanged(let adjustable):
            isAdjustable = adjustable
            return refresh()
        case .focused(let index):
            guard segments.indices.contains(index) else { return [] }
            focusedIndex = index
            return [.reveal(index: index)]
        case .unfocused(let index):
            if focusedIndex == index { focusedIndex = nil }
            return []
        case .activated(let index):
            guard canActivate(index), selection.selectedIndex != index else { return [] }
            selection.select(index)
            return [.select(index: index)] + refresh()
        case .adjusted(let adjustment):
            guard let target = target(for: adjustment) else { return [] }
            selection.select(target)
            focusedIndex = target
            return [.select(index: target)] + refresh() + [
                .moveFocus(index: target, announcement: elements[target].announcement)
            ]
        case .adjustmentHandled(let index):
            guard elements.indices.contains(index), selection.selectedIndex == index else {
                return []
            }
            focusedIndex = index
            return [.moveFocus(index: index, announcement: elements[index].announcement)]
        }
    }

    /// The segment a swipe up or down asks for: the next or previous enabled one in reading
    /// order (VoiceOver's adjust is logical, like `NavigationKey.next`), or `nil` when the
    /// control is disabled or no segment lies that way.
    ///
    /// ```swift
    /// if let index = machine.target(for: .increment) { request(index) }
    /// ```
    ///
    /// - Parameter adjustment: The swipe.
    /// - Complexity: O(d) in the number of disabled segments.
    public func target(for adjustment: Adjustment) -> Int? {
        guard isEnabled else { return nil }
        return selection.target(for: adjustment == .increment ? .next : .previous)
    }

    /// Whether a double tap on the segment does something (the UIKit `accessibilityActivate`
    /// result): the control and the segment are enabled. Activating the selected segment is
    /// accepted and changes nothing.
    ///
    /// ```swift
    /// override func accessibilityActivate() -> Bool { machine.canActivate(index) }
    /// ```
    ///
    /// - Parameter index: The segment; any `Int`.
    public func canActivate(_ index: Int) -> Bool {
        isEnabled && selection.isEnabled(index)
    }

    // MARK: Changes

    private mutating func replaceItems(
        _ newSegments: [Segment], selection newSelection: SelectionModel
    )
        -> [Effect]
    {
        let oldElements = elements
        var changes = Changes(
            from: segments.map(\.id), to: newSegments.map(\.id))
        segments = newSegments
        selection = Self.fitted(newSelection, count: newSegments.count)
        elements = makeElements()
        changes.updated = elements.indices.filter { index in
            guard let source = changes.sources[index] else { return false }
            return !Self.sameContent(oldElements[source], elements[index])
        }
        var effects: [Effect] = []
        if !(changes.isInPlace && changes.updated.isEmpty && oldElements.count == elements.count) {
            effects.append(.updateElements(changes))
        }
        if let focused = focusedIndex {
            if let kept = changes.sources.firstIndex(of: focused) {
                focusedIndex = kept
            } else if elements.isEmpty {
                focusedIndex = nil
            } else {
                // The focused segment went: focus its neighbour at the same place.
                let neighbour = Swift.min(focused, elements.count - 1)
                focusedIndex = neighbour
                effects.append(.moveFocus(index: neighbour, announcement: nil))
            }
        }
        return effects
    }

    /// Rebuilds the elements for the same segments and reports those that changed.
    private mutating func refresh() -> [Effect] {
        let old = elements
        elements = makeElements()
        let updated = elements.indices.filter { !Self.sameContent(old[$0], elements[$0]) }
        guard !updated.isEmpty else { return [] }
        return [
            .updateElements(
                Changes(
                    sources: Array(elements.indices), removed: [], updated: updated))
        ]
    }

    private static func sameContent(
        _ lhs: SegmentAccessibilityElement<ID>, _ rhs: SegmentAccessibilityElement<ID>
    ) -> Bool {
        lhs.label == rhs.label && lhs.value == rhs.value && lhs.traits == rhs.traits
            && lhs.index == rhs.index && lhs.spokenText == rhs.spokenText
    }

    private static func fitted(_ selection: SelectionModel, count: Int) -> SelectionModel {
        guard selection.count != count else { return selection }
        return SelectionModel(
            count: count, selectedIndex: selection.selectedIndex,
            disabledIndices: selection.disabledIndices)
    }

    // MARK: Elements

    private func makeElements() -> [SegmentAccessibilityElement<ID>] {
        let count = segments.count
        return segments.indices.map { index in
            let segment = segments[index]
            let label = templates.label(segment.label, index: index, count: count)
            let place = templates.place(index: index, count: count)
            let isSelected = selection.selectedIndex == index
            let badge = segment.badge?.spokenText(templates: templates)
            let enabled = selection.isEnabled(index) && isEnabled
            var traits: SegmentAccessibilityTraits = [.button]
            if isSelected { traits.insert(.selected) }
            if !enabled { traits.insert(.notEnabled) }
            if isAdjustable && isEnabled && selection.hasSelectableSegment {
                traits.insert(.adjustable)
            }

            let value: String
            switch container {
            case .segmentedControl:
                value = [place, badge].compactMap { $0 }.joined(separator: templates.separator)
            case .tabBar: value = badge ?? ""
            }
            var spoken: [String] = []
            if isSelected { spoken.append(templates.selected) }
            spoken.append(label)
            if !value.isEmpty { spoken.append(value) }
            if !enabled { spoken.append(templates.disabled) }
            switch container {
            case .segmentedControl: spoken.append(templates.button)
            case .tabBar: spoken += [templates.role, place]
            }
            if traits.contains(.adjustable) { spoken.append(templates.adjustable) }
            let announcement = ([label, place] + (badge.map { [$0] } ?? []))
                .joined(separator: templates.separator)
            return SegmentAccessibilityElement(
                id: segment.id, index: index, label: label, value: value, traits: traits,
                spokenText: spoken.joined(separator: templates.separator),
                announcement: announcement)
        }
    }
}

extension AccessibilityMachineChanges {
    /// Changes with every part given.
    init(sources: [Int?], removed: [Int], updated: [Int]) {
        self.sources = sources
        self.removed = removed
        self.updated = updated
    }
}

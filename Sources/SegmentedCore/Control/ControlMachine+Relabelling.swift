// A control's machine names its segments by an id only for VoiceOver's elements (which keep
// their identity through new segments); what it decides is by index. A host whose control
// names segments one way (SwiftUI's control: by index) and that holds the machine under
// another (a pager: by its items' ids) translates the names at the seam with these, so the
// control feeds the one machine the host holds.

extension ControlMachine.Event {
    /// The same event for a machine whose segments are named by `Other`: the segments an
    /// event reports are renamed with `id`; every other event says the same.
    ///
    /// ```swift
    /// let ids = ["posts", "likes"]
    /// let event = ControlMachine<Int>.Event.segmentsChanged([.init(id: 1, label: "Likes")])
    /// event.relabelled { ids[$0] }  // .segmentsChanged([.init(id: "likes", label: "Likes")])
    /// ```
    ///
    /// - Parameter id: The new name of the segment named `$0`.
    /// - Returns: The event, with its segments renamed.
    /// - Complexity: O(n) in the number of segments for ``segmentsChanged(_:)``; O(1)
    ///   otherwise.
    public func relabelled<Other: Hashable & Sendable>(_ id: (ID) -> Other)
        -> ControlMachine<Other>.Event
    {
        switch self {
        case .pointer(let event): .pointer(event)
        case .accessibilityActivated(let index): .accessibilityActivated(index: index)
        case .accessibilityAdjusted(.increment): .accessibilityAdjusted(.increment)
        case .accessibilityAdjusted(.decrement): .accessibilityAdjusted(.decrement)
        case .accessibilityFocused(let index): .accessibilityFocused(index: index)
        case .accessibilityUnfocused(let index): .accessibilityUnfocused(index: index)
        case .navigationKey(let key, let wrapping, let layoutDirection):
            .navigationKey(key, wrapping: wrapping, layoutDirection: layoutDirection)
        case .activationKey: .activationKey
        case .focusMoved(let index): .focusMoved(to: index)
        case .clickBegan: .clickBegan
        case .clickEnded: .clickEnded
        case .clickCancelled: .clickCancelled
        case .largeContentViewerLifted(let index): .largeContentViewerLifted(index: index)
        case .tapped(let index): .tapped(index: index)
        case .selectionChanged: .selectionChanged
        case .indicatorPlaced: .indicatorPlaced
        case .enabledChanged: .enabledChanged
        case .arrangementChanged: .arrangementChanged
        case .segmentsChanged(let segments): .segmentsChanged(segments.map { $0.relabelled(id) })
        case .templatesChanged(let templates): .templatesChanged(templates)
        case .containerChanged(let container): .containerChanged(container)
        case .adjustableChanged(let isAdjustable): .adjustableChanged(isAdjustable)
        case .lensChanged(let parameters): .lensChanged(parameters)
        case .reduceMotionChanged(let isOn): .reduceMotionChanged(isOn)
        }
    }
}

extension ControlMachine.Effect {
    /// The same effect for a machine whose segments are named by `Other`: effects say
    /// segments by index, so every effect says the same.
    ///
    /// ```swift
    /// let effect = ControlMachine<String>.Effect.select(index: 1)
    /// effect.relabelled(as: Int.self)  // ControlMachine<Int>.Effect.select(index: 1)
    /// ```
    ///
    /// - Parameter other: The other machine's segment name type.
    /// - Returns: The effect, for that machine.
    public func relabelled<Other: Hashable & Sendable>(as other: Other.Type = Other.self)
        -> ControlMachine<Other>.Effect
    {
        switch self {
        case .highlight(let index): .highlight(index: index)
        case .moveIndicator(let position): .moveIndicator(to: position)
        case .restoreIndicator: .restoreIndicator
        case .select(let index): .select(index: index)
        case .playSelectionHaptic: .playSelectionHaptic
        case .clearSelection: .clearSelection
        case .reselect(let index): .reselect(index: index)
        case .updateElements(let changes): .updateElements(changes)
        case .moveAccessibilityFocus(let index, let announcement):
            .moveAccessibilityFocus(index: index, announcement: announcement)
        case .reveal(let index): .reveal(index: index)
        case .updateContainer(let container): .updateContainer(container)
        }
    }
}

extension ControlMachine.Host {
    /// The same host for a machine whose segments are named by `Other`, its segments renamed
    /// with `id`.
    ///
    /// ```swift
    /// let host = ControlMachine<Int>.Host(segments: [.init(id: 0, label: "Posts")])
    /// host.relabelled { ["posts"][$0] }.segments[0].id  // "posts"
    /// ```
    ///
    /// - Parameter id: The new name of the segment named `$0`.
    /// - Returns: The host, with its segments renamed.
    /// - Complexity: O(n) in the number of segments.
    public func relabelled<Other: Hashable & Sendable>(_ id: (ID) -> Other)
        -> ControlMachine<Other>.Host
    {
        ControlMachine<Other>.Host(
            segments: segments.map { $0.relabelled(id) }, isAdjustable: isAdjustable,
            lens: lens, reduceMotion: reduceMotion, placesIndicator: placesIndicator)
    }
}

extension AccessibilityMachine.Segment {
    /// The same segment named `id(self.id)`.
    ///
    /// ```swift
    /// AccessibilityMachine<Int>.Segment(id: 0, label: "Posts").relabelled { "p\($0)" }.id  // "p0"
    /// ```
    public func relabelled<Other: Hashable & Sendable>(_ id: (ID) -> Other)
        -> AccessibilityMachine<Other>.Segment
    {
        AccessibilityMachine<Other>.Segment(id: id(self.id), label: label, badge: badge)
    }
}

extension SegmentAccessibilityElement {
    /// The same element named `id(self.id)`.
    ///
    /// ```swift
    /// let byIndex = element.relabelled { _ in element.index }
    /// ```
    public func relabelled<Other: Hashable>(_ id: (ID) -> Other)
        -> SegmentAccessibilityElement<Other>
    {
        SegmentAccessibilityElement<Other>(
            id: id(self.id), index: index, label: label, value: value, traits: traits,
            spokenText: spokenText, announcement: announcement)
    }
}

extension ControlMachine {
    /// What a host that describes itself whole on every update (SwiftUI's body, a terminal
    /// frame) holds besides its ``Context``: the segments' VoiceOver labels, whether they are
    /// adjustable, the design's lens and the platform's Reduce Motion, and whether the host's
    /// indicator goes to a new selection without motion of its own.
    ///
    /// ```swift
    /// let host = ControlMachine<Int>.Host(
    ///     segments: labels.indices.map { .init(id: $0, label: labels[$0]) },
    ///     lens: design.glass?.lensParameters, placesIndicator: pagerDrivesIt)
    /// ```
    public struct Host: Sendable, Hashable {
        /// The segments' accessibility labels and badges.
        public var segments: [AccessibilityMachine<ID>.Segment]
        /// Whether enabled segments carry the adjustable trait.
        public var isAdjustable: Bool
        /// The design's lens parameters, or `nil` for a design without a lens.
        public var lens: LensParameters?
        /// The platform's Reduce Motion setting.
        public var reduceMotion: Bool
        /// Whether the host's indicator reaches a new selection without motion of its own (a
        /// pager drives it, or the style's motion is none): the lens then rests there
        /// (``Event/indicatorPlaced``) instead of travelling (``Event/selectionChanged``).
        public var placesIndicator: Bool

        /// Describes the host.
        ///
        /// ```swift
        /// let host = ControlMachine<String>.Host(segments: segments, reduceMotion: true)
        /// ```
        ///
        /// - Parameters:
        ///   - segments: The segments' accessibility labels and badges.
        ///   - isAdjustable: Whether enabled segments carry the adjustable trait.
        ///   - lens: The design's lens parameters.
        ///   - reduceMotion: The platform's Reduce Motion setting.
        ///   - placesIndicator: Whether the indicator reaches a new selection without motion.
        public init(
            segments: [AccessibilityMachine<ID>.Segment], isAdjustable: Bool = false,
            lens: LensParameters? = nil, reduceMotion: Bool = false, placesIndicator: Bool = false
        ) {
            self.segments = segments
            self.isAdjustable = isAdjustable
            self.lens = lens
            self.reduceMotion = reduceMotion
            self.placesIndicator = placesIndicator
        }
    }

    /// Brings the machine in line with what a host holds now, for a host that reports no
    /// change as it happens but describes itself whole on every update: the `…Changed`
    /// events for what differs from what the machine last followed, handled in the order
    /// that keeps each consistent — the lens and Reduce Motion first, then a layout placed
    /// since the last event (the lens moves onto it before anything travels there), the
    /// selection (``Host/placesIndicator`` says whether the lens rests there or travels), the
    /// enabled state, the segments, and the adjustable trait.
    ///
    /// ```swift
    /// // In SwiftUI's body: what VoiceOver reads is then the host's.
    /// if let effects = control.follow(host, in: context, at: now) { pending += effects }
    /// ```
    ///
    /// - Parameters:
    ///   - host: What the host holds besides the context.
    ///   - context: The host's context now.
    ///   - time: Now on the event clock (``handle(_:in:at:shouldSelect:)``).
    /// - Returns: The effects of the events handled, in order, or `nil` when the machine
    ///   already followed everything the host holds (no event was handled).
    /// - Complexity: O(n) in the number of segments.
    public mutating func follow(_ host: Host, in context: Context, at time: Double? = nil)
        -> [Effect]?
    {
        var events: [Event] = []
        if lensParameters != host.lens { events.append(.lensChanged(host.lens)) }
        if reduceMotion != host.reduceMotion {
            events.append(.reduceMotionChanged(host.reduceMotion))
        }
        // A layout since the last event: the host records what it placed, and no event says so.
        if let lens, lens.arrangement != context.arrangement { events.append(.arrangementChanged) }
        if accessibility.selection != context.selection {
            events.append(host.placesIndicator ? .indicatorPlaced : .selectionChanged)
        }
        if accessibility.isEnabled != context.isEnabled { events.append(.enabledChanged) }
        if accessibility.segments != host.segments {
            events.append(.segmentsChanged(host.segments))
        }
        if accessibility.isAdjustable != host.isAdjustable {
            events.append(.adjustableChanged(host.isAdjustable))
        }
        guard !events.isEmpty else { return nil }
        return events.flatMap { handle($0, in: context, at: time) }
    }
}

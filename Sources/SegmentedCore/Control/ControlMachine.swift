/// One segmented control's behaviour, whatever the input: the composition of the pointer's
/// ``InteractionMachine``, the glass ``LensMachine`` (a layer over the press, present only for
/// a design with a lens), Apple TV's ``FocusMachine`` and VoiceOver's
/// ``AccessibilityMachine``, with every request to select going through one
/// ``SelectionRequestMachine`` decision. A front-end holds one of these and the selection
/// (its property or the app's binding), translates its platform's callbacks into
/// ``Event``s, and carries out the ``Effect``s; it decides nothing itself.
///
/// The rules hold for every input by construction (docs/core.md tabulates them per input):
/// - **Disabled.** A disabled control or segment takes no request.
/// - **Momentary.** A pressing input (a tap, VoiceOver's activate, Return or Space, a click,
///   the Large Content Viewer's lift) selects, reports and clears; a moving input (arrows, a
///   VoiceOver swipe, a focus move) asks for nothing.
/// - **Reselect.** A pressing input on the selected segment reports a reselect and changes
///   nothing; a moving input never reselects.
/// - **The veto.** `shouldSelect` is asked once, just before a selection would be made, for
///   every input.
/// - **Haptics.** One selection haptic per selection the user makes.
///
/// The selection is the host's: it comes in with every event in the ``Context``. The effects
/// say how the host changes it (``Effect/select(index:)``, ``Effect/clearSelection``); the
/// machine's parts read the selection the event leaves, so the lens and the accessibility
/// elements follow it in the same stream. A change the host makes itself is reported as
/// ``Event/selectionChanged`` (or ``Event/indicatorPlaced`` when the host put its indicator
/// there without motion).
///
/// ```swift
/// var control = ControlMachine<Int>(lens: design.glass?.lensParameters)
/// let context = ControlMachine<Int>.Context(arrangement: arrangement, selection: selection)
/// for effect in control.handle(.pointer(.ended(point, time: now)), in: context) {
///     perform(effect)
/// }
/// if let lens = control.lens?.state(at: frameTime) { draw(lens) }
/// ```
public struct ControlMachine<ID: Hashable & Sendable>: Sendable, Hashable {
    /// The pointer's rules: highlight, dragging the indicator, release, scrolling.
    public private(set) var interaction: InteractionMachine
    /// The glass lens over the press, or `nil` for a design without one. Made at the first
    /// event after ``Event/lensChanged(_:)`` names parameters (or the initializer does).
    public private(set) var lens: LensMachine?
    /// Apple TV's focus on the segments and the remote's clicks.
    public private(set) var focus: FocusMachine
    /// What VoiceOver reads: the elements, the container's role, the focused segment.
    public private(set) var accessibility: AccessibilityMachine<ID>
    /// The lens's parameters while the design has one.
    public private(set) var lensParameters: LensParameters?
    /// The platform's Reduce Motion setting, handed to the lens.
    public private(set) var reduceMotion: Bool
    /// The latest finite time an event came with: the clock an event without one reads.
    public private(set) var time: Double = 0
    /// The selection the parts last followed, to notice the host's own changes at the next
    /// event.
    private(set) var followedSelection: SelectionModel?

    /// Creates the machine for a control.
    ///
    /// ```swift
    /// var control = ControlMachine<String>(
    ///     lens: .liquidGlass, segments: ids.map { .init(id: $0, label: $0) },
    ///     container: .tabBar)
    /// ```
    ///
    /// - Parameters:
    ///   - interaction: The pointer machine, with its tap slop and release margin (points by
    ///     default; a terminal passes cells).
    ///   - lens: The design's lens parameters, or `nil` for a design without a lens.
    ///   - reduceMotion: The platform's Reduce Motion setting.
    ///   - segments: The segments' accessibility labels and badges.
    ///   - templates: The words VoiceOver speaks; the app's language by default.
    ///   - container: The bar's accessibility role.
    ///   - isAdjustable: Whether enabled segments carry the adjustable trait; `false`, as
    ///     `UISegmentedControl` and `Picker(.segmented)` do.
    /// - Complexity: O(n) in the number of segments.
    public init(
        interaction: InteractionMachine = InteractionMachine(),
        lens: LensParameters? = nil, reduceMotion: Bool = false,
        segments: [AccessibilityMachine<ID>.Segment] = [],
        templates: AccessibilityMachineTemplates = .system,
        container: AccessibilityMachineContainer = .segmentedControl,
        isAdjustable: Bool = false
    ) {
        self.interaction = interaction
        self.lensParameters = lens
        self.reduceMotion = reduceMotion
        self.focus = FocusMachine()
        self.accessibility = AccessibilityMachine(
            segments: segments, selection: SelectionModel(count: segments.count),
            templates: templates, container: container, isAdjustable: isAdjustable)
    }

    /// Whether a VoiceOver double tap on the segment does something (UIKit's
    /// `accessibilityActivate()` result): the control and the segment are enabled.
    ///
    /// ```swift
    /// override func accessibilityActivate() -> Bool { control.canActivate(index, in: context) }
    /// ```
    ///
    /// - Parameters:
    ///   - index: The segment; any `Int`.
    ///   - context: The host's context now.
    public func canActivate(_ index: Int, in context: Context) -> Bool {
        context.isEnabled && context.selection.isEnabled(index)
    }

    /// Whether Apple TV's focus may land on the segment now (``FocusMachine/canFocus(_:in:)``).
    ///
    /// ```swift
    /// override var canBecomeFocused: Bool { control.canFocus(index, in: context) }
    /// ```
    ///
    /// - Parameters:
    ///   - index: The segment; any `Int`.
    ///   - context: The host's context now.
    public func canFocus(_ index: Int, in context: Context) -> Bool {
        focus.canFocus(index, in: Self.focusContext(context))
    }

    /// Handles one event and returns what the front-end must do, in order.
    ///
    /// ```swift
    /// let effects = control.handle(.clickEnded, in: context, at: now) { index in
    ///     shouldSelectSegment?(index) ?? true
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - event: What happened.
    ///   - context: What the host owns now.
    ///   - time: Now on the event clock, for events that carry no time of their own (a
    ///     selection by key moves the lens from where it is now); `nil` reads the latest
    ///     time seen. A pointer event's own time is used for it.
    ///   - shouldSelect: The host's veto, asked only when a request would select; `false`
    ///     refuses.
    /// - Returns: The effects, in order; empty when nothing changes.
    /// - Complexity: O(log n + d) in the number of segments and disabled segments for a
    ///   pointer event; O(n) for events that change the accessibility elements (a selection,
    ///   new segments).
    @discardableResult
    public mutating func handle(
        _ event: Event, in context: Context, at time: Double? = nil,
        shouldSelect: (Int) -> Bool = { _ in true }
    ) -> [Effect] {
        if case .pointer(let pointer) = event { note(pointer.time) } else if let time { note(time) }
        var context = context
        var effects: [Effect] = []
        // New segments come with the host's selection, and the elements they rebuild are the
        // ones the rest of the host's changes update: those follow the segments, so every
        // element update in the stream reads the elements as they end up.
        if case .segmentsChanged = event {} else { effects += followHost(context) }
        makeLensIfNeeded(context)
        switch event {
        case .pointer(let pointer):
            var isNewPress = false
            if case .began = pointer { isNewPress = true }
            let decided = interaction.handle(pointer, in: context, shouldSelect: shouldSelect)
            effects += decided.map(Effect.init)
            let changed = Self.store(effects: effects, in: &context.selection)
            // The lens hears of the press only when it changed (the bar's content moving under
            // no press changes nothing), so a lens that did not move stays equal to itself.
            if let lens, isNewPress || changed || lens.press != interaction.press {
                self.lens?.handle(
                    .pressChanged(
                        interaction.press, isNewPress: isNewPress, time: interaction.time),
                    in: context)
            }
            if changed { effects += followSelection(context, movingLens: false) }
        case .accessibilityActivated(let index):
            effects += request(index, by: .accessibilityActivation, in: &context, shouldSelect)
        case .accessibilityAdjusted(let adjustment):
            guard let target = accessibility.target(for: adjustment) else { break }
            effects += request(target, by: .accessibilityAdjustment, in: &context, shouldSelect)
            effects += accessibility.handle(.adjustmentHandled(index: target)).compactMap(
                Effect.init)
        case .accessibilityFocused(let index):
            effects += accessibility.handle(.focused(index: index)).compactMap(Effect.init)
        case .accessibilityUnfocused(let index):
            effects += accessibility.handle(.unfocused(index: index)).compactMap(Effect.init)
        case .navigationKey(let key, let wrapping, let shown):
            let direction = shown ?? context.arrangement.layoutDirection
            guard
                let target = context.selection.target(
                    for: key, layoutDirection: direction, wrapping: wrapping)
            else { break }
            effects += request(target, by: .navigationKey, in: &context, shouldSelect)
        case .activationKey:
            guard let selected = context.selection.selectedIndex else { break }
            effects += request(selected, by: .activationKey, in: &context, shouldSelect)
        case .focusMoved(let index):
            effects += focusEvent(.focusMoved(to: index), in: &context, shouldSelect)
        case .clickBegan:
            effects += focusEvent(.clickBegan, in: &context, shouldSelect)
        case .clickEnded:
            effects += focusEvent(.clickEnded, in: &context, shouldSelect)
        case .clickCancelled:
            effects += focusEvent(.clickCancelled, in: &context, shouldSelect)
        case .largeContentViewerLifted(let index):
            effects += request(index, by: .largeContentViewer, in: &context, shouldSelect)
        case .tapped(let index):
            effects += request(index, by: .pointer, in: &context, shouldSelect)
        case .selectionChanged:
            // followHost has brought the elements in line; the lens travels as for a tap.
            lens?.handle(.selectionChanged(time: self.time), in: context)
        case .indicatorPlaced:
            lens?.handle(.indicatorPlaced(time: self.time), in: context)
        case .enabledChanged:
            break  // followHost has brought the elements in line.
        case .arrangementChanged:
            // The layout shows the selection followed so far, and a selection that changed
            // with it travels from there: a lens made before any layout (over no segments, so
            // placed at once) would otherwise rest on a new selection that should travel.
            var laidOut = context
            laidOut.selection = followedSelection ?? context.selection
            lens?.handle(.arrangementChanged(time: self.time), in: laidOut)
            if laidOut.selection.selectedIndex != context.selection.selectedIndex {
                lens?.handle(.selectionChanged(time: self.time), in: context)
            }
        case .segmentsChanged(let segments):
            effects += accessibility.handle(.itemsChanged(segments, selection: context.selection))
                .compactMap(Effect.init)
            effects += followHost(context)
        case .templatesChanged(let templates):
            effects += accessibility.handle(.templatesChanged(templates)).compactMap(Effect.init)
        case .containerChanged(let container):
            effects += accessibility.handle(.containerChanged(container)).compactMap(Effect.init)
        case .adjustableChanged(let isAdjustable):
            effects += accessibility.handle(.adjustableChanged(isAdjustable)).compactMap(
                Effect.init)
        case .lensChanged(let parameters):
            lensParameters = parameters
            if let parameters, lens != nil { lens?.parameters = parameters }
            if parameters == nil { lens = nil }
            makeLensIfNeeded(context)
        case .reduceMotionChanged(let reduceMotion):
            self.reduceMotion = reduceMotion
            lens?.reduceMotion = reduceMotion
        }
        followedSelection = context.selection
        return effects
    }

    /// Makes the lens the design names, on the context's selection, following the press
    /// under way if there is one.
    private mutating func makeLensIfNeeded(_ context: Context) {
        guard lens == nil, let lensParameters else { return }
        var made = LensMachine(
            context: context, parameters: lensParameters, reduceMotion: reduceMotion)
        if let press = interaction.press {
            made.handle(.pressChanged(press, isNewPress: true, time: time), in: context)
        }
        lens = made
    }

    // MARK: Requests

    /// Asks the one decision for "the user asks for segment `index`", stores what it says in
    /// `context` and lets the parts follow.
    private mutating func request(
        _ index: Int, by input: SelectionRequestMachine.Input, in context: inout Context,
        _ shouldSelect: (Int) -> Bool
    ) -> [Effect] {
        let requestContext = SelectionRequestMachine.Context(
            selection: context.selection, isEnabled: context.isEnabled,
            isMomentary: context.isMomentary)
        var effects = SelectionRequestMachine().handle(
            .requested(index: index, input: input), in: requestContext, shouldSelect: shouldSelect
        ).map(Effect.init)
        if Self.store(effects: effects, in: &context.selection) {
            effects += followSelection(context, movingLens: true)
        }
        return effects
    }

    /// Apple TV's focus and clicks: the focus machine says which segment, the request
    /// decides what happens to it (a focus move as a moving input, a click as a pressing
    /// one).
    private mutating func focusEvent(
        _ event: FocusMachine.Event, in context: inout Context, _ shouldSelect: (Int) -> Bool
    ) -> [Effect] {
        let input: SelectionRequestMachine.Input
        if case .focusMoved = event { input = .focusMove } else { input = .click }
        var effects: [Effect] = []
        for asked in focus.handle(event, in: Self.focusContext(context)) {
            switch asked {
            case .select(let index), .reselect(let index):
                effects += request(index, by: input, in: &context, shouldSelect)
            }
        }
        return effects
    }

    // MARK: Following the host

    /// Brings the parts in line with a selection or enabled state the host changed without
    /// an effect of this machine (its code, a pager, a disabled segment): the elements update
    /// at once; the lens moves at ``Event/selectionChanged`` or ``Event/indicatorPlaced``,
    /// which name the time.
    private mutating func followHost(_ context: Context) -> [Effect] {
        var effects: [Effect] = []
        if accessibility.isEnabled != context.isEnabled {
            effects += accessibility.handle(.enabledChanged(context.isEnabled)).compactMap(
                Effect.init)
        }
        if followedSelection != context.selection {
            effects += accessibility.handle(.selectionChanged(context.selection)).compactMap(
                Effect.init)
        }
        return effects
    }

    /// The parts follow a selection the effects just made: the elements, and the lens (which
    /// a pointer event has already moved, with the press).
    private mutating func followSelection(_ context: Context, movingLens: Bool) -> [Effect] {
        if movingLens { lens?.handle(.selectionChanged(time: time), in: context) }
        return accessibility.handle(.selectionChanged(context.selection)).compactMap(Effect.init)
    }

    /// Stores what the effects ask the host to store, as the host will.
    ///
    /// - Returns: Whether the selection changed.
    private static func store(effects: [Effect], in selection: inout SelectionModel) -> Bool {
        let before = selection.selectedIndex
        for effect in effects {
            switch effect {
            case .select(let index): selection.select(index)
            case .clearSelection: selection.select(nil)
            default: break
            }
        }
        return selection.selectedIndex != before
            || effects.contains { if case .select = $0 { true } else { false } }
    }

    private static func focusContext(_ context: Context) -> FocusMachine.Context {
        FocusMachine.Context(selection: context.selection, isEnabled: context.isEnabled)
    }

    private mutating func note(_ time: Double) {
        if time.isFinite, time > self.time { self.time = time }
    }
}

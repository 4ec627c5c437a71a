extension ControlMachine {
    /// What the host owns and the machine only reads, passed with every event: the
    /// arrangement, the selection (held once, by the host), whether the control is enabled
    /// and momentary, and what the pointer's surroundings are doing.
    ///
    /// ```swift
    /// let context = ControlMachine<Int>.Context(
    ///     arrangement: arrangement, selection: selection, isMomentary: false)
    /// ```
    public typealias Context = InteractionMachine.Context

    /// Everything a front-end reports: each input the user has, and each change the host
    /// makes. The front-end translates its platform's callbacks into these and nothing more.
    ///
    /// ```swift
    /// control.handle(.pointer(.ended(point, time: now)), in: context)     // a finger lifted
    /// control.handle(.accessibilityActivated(index: 2), in: context, at: now)  // VoiceOver
    /// control.handle(.navigationKey(.right), in: context, at: now)        // an arrow key
    /// control.handle(.selectionChanged, in: context, at: now)              // the app selected
    /// control.handle(.indicatorPlaced, in: context, at: now)               // … without motion
    /// ```
    public enum Event: Sendable, Hashable {
        // MARK: The user

        /// A finger, mouse, stylus or terminal mouse event, or the bar's content moving
        /// under a press (``InteractionMachine/Event``); it carries its own time.
        case pointer(InteractionMachine.Event)
        /// VoiceOver's double tap on a segment (Switch Control's and Full Keyboard Access's
        /// activate too).
        case accessibilityActivated(index: Int)
        /// A VoiceOver swipe up or down on an adjustable segment.
        case accessibilityAdjusted(AccessibilityMachine<ID>.Adjustment)
        /// VoiceOver's focus arrived on a segment.
        case accessibilityFocused(index: Int)
        /// VoiceOver's focus left a segment.
        case accessibilityUnfocused(index: Int)
        /// An arrow key, Home, End, Tab or a digit while the control has keyboard focus. The
        /// arrows point as the bar is shown on screen: `layoutDirection`, or the
        /// arrangement's when `nil` (a host whose arrangement is in leading space while the
        /// screen is right to left, as SwiftUI's, names the screen's); they wrap around the
        /// ends when `wrapping` says so
        /// (``SelectionModel/target(for:layoutDirection:wrapping:)``).
        case navigationKey(
            NavigationKey, wrapping: Bool = false, layoutDirection: LayoutDirection? = nil)
        /// Return or Space while the control has keyboard focus: the selected segment again.
        case activationKey
        /// Apple TV: the focus system moved focus to a segment (`nil`: off the bar).
        case focusMoved(to: Int?)
        /// Apple TV: the remote's select button went down on the focused segment.
        case clickBegan
        /// Apple TV: the select button came up; a click acts now, on the segment it went
        /// down on if focus is still there.
        case clickEnded
        /// Apple TV: the system cancelled the press; it does nothing.
        case clickCancelled
        /// The finger lifted from the Large Content Viewer over a segment.
        case largeContentViewerLifted(index: Int)
        /// A tap on a segment that a platform control tracked itself (the system's segmented
        /// picker a SwiftUI style shows): asks for the segment as a tap's release does, with
        /// no press to follow.
        case tapped(index: Int)

        // MARK: The host

        /// The host's selection changed by other means than the machine's effects (the app's
        /// code, a pager): the lens moves to it as a tap would, and the accessibility
        /// elements follow.
        case selectionChanged
        /// The host's selection changed by other means than the machine's effects and the
        /// host put its indicator there without motion (an unanimated selection in code, a
        /// pager that took the indicator there): the lens rests there at once, and the
        /// accessibility elements follow.
        case indicatorPlaced
        /// The host enabled or disabled the control (the context's `isEnabled`): the
        /// accessibility elements follow.
        case enabledChanged
        /// The layout changed (a new size, new items): the lens keeps its place on the new
        /// arrangement, on the selection the machine followed before this event (what that
        /// layout showed), and travels from there to a selection that changed with it.
        case arrangementChanged
        /// The segments' accessibility labels and badges changed (and with them, maybe,
        /// their count).
        case segmentsChanged([AccessibilityMachine<ID>.Segment])
        /// The words VoiceOver speaks changed.
        case templatesChanged(AccessibilityMachineTemplates)
        /// The bar's accessibility role changed (a segmented control or a tab bar).
        case containerChanged(AccessibilityMachineContainer)
        /// Whether segments carry the adjustable trait changed.
        case adjustableChanged(Bool)
        /// The design's lens: its parameters, or `nil` for a design without one.
        case lensChanged(LensParameters?)
        /// The platform's Reduce Motion setting changed.
        case reduceMotionChanged(Bool)
    }

    /// What the front-end must do, in the order given: one stream for every input.
    ///
    /// ```swift
    /// for effect in control.handle(event, in: context, at: now) {
    ///     switch effect {
    ///     case .select(let index): selection = index; sendValueChanged()
    ///     case .clearSelection: selection = nil
    ///     case .playSelectionHaptic: haptic.selectionChanged()
    ///     case .reselect(let index): onReselect?(index)
    ///     default: updateViews(for: effect)
    ///     }
    /// }
    /// ```
    public enum Effect: Sendable, Hashable {
        /// Highlight this segment as pressed (`nil`: none).
        case highlight(index: Int?)
        /// Place the indicator at this segment position at once: the pointer drags it.
        case moveIndicator(to: Double)
        /// Send the indicator back to the selection (a drag let go where nothing is selected,
        /// or cancelled).
        case restoreIndicator
        /// The user chose this segment: store it, move the indicator there and report the
        /// change as the user's (`.valueChanged`, a binding write).
        case select(index: Int)
        /// Play the selection-changed haptic, once per ``select(index:)``.
        case playSelectionHaptic
        /// A momentary control keeps no selection: after ``select(index:)`` has been
        /// reported, clear the selection and show none.
        case clearSelection
        /// The user asked again for the selected segment (apps typically scroll its page to
        /// the top). Nothing changes.
        case reselect(index: Int)
        /// Bring the platform's accessibility elements in line with
        /// ``AccessibilityMachine/elements`` (read from ``ControlMachine/accessibility``).
        case updateElements(AccessibilityMachineChanges)
        /// Move VoiceOver's focus to the segment; when `announcement` is not `nil`, also say
        /// it.
        case moveAccessibilityFocus(index: Int, announcement: String?)
        /// Scroll the bar so the segment is in view.
        case reveal(index: Int)
        /// Set or clear the bar's tab-bar role.
        case updateContainer(AccessibilityMachineContainer)
    }
}

extension ControlMachine.Effect {
    init(_ effect: InteractionMachine.Effect) {
        switch effect {
        case .highlight(let index): self = .highlight(index: index)
        case .moveIndicator(let position): self = .moveIndicator(to: position)
        case .select(let index): self = .select(index: index)
        case .reselect(let index): self = .reselect(index: index)
        case .restoreIndicator: self = .restoreIndicator
        case .playSelectionHaptic: self = .playSelectionHaptic
        case .clearSelection: self = .clearSelection
        }
    }

    init(_ effect: SelectionRequestMachine.Effect) {
        self.init(InteractionMachine.Effect(effect))
    }

    /// The accessibility machine's effect, or `nil` for its own `select(index:)`, which only
    /// its activate and adjust events make (the control machine asks
    /// ``SelectionRequestMachine`` for those instead, and never sends them).
    init?(_ effect: AccessibilityMachine<ID>.Effect) {
        switch effect {
        case .select: return nil
        case .updateElements(let changes): self = .updateElements(changes)
        case .moveFocus(let index, let announcement):
            self = .moveAccessibilityFocus(index: index, announcement: announcement)
        case .reveal(let index): self = .reveal(index: index)
        case .updateContainer(let container): self = .updateContainer(container)
        }
    }
}

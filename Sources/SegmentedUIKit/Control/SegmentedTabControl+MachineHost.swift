#if canImport(UIKit) && !os(watchOS)
    import SegmentedCore
    import UIKit

    /// Who holds a ``SegmentedTabControl``'s machine when the control does not: a pager whose
    /// header the control is (``SegmentedPagerController``), whose core `PagerMachine`
    /// composes the header's `ControlMachine` with the committed page as its one selection.
    /// The control then translates as it always does (its touches, keys, focus, clicks,
    /// VoiceOver and the Large Content Viewer become events; effects become views), but every
    /// event goes to the host's machine, and the selection it shows is the host's.
    @MainActor
    protocol SegmentedTabControlMachineHost: AnyObject {
        /// The machine the control reads: its lens, focus and VoiceOver's elements.
        var headerMachine: ControlMachine<String> { get }

        /// The context the host's machine decides in, from what the control holds now (its
        /// layout, whether it is enabled, its disabled segments).
        func headerContext(for context: ControlMachine<String>.Context)
            -> ControlMachine<String>.Context

        /// Handles the control's events in the host's machine, in order, and carries out
        /// every effect: the host's own, and the control's through `perform(_:)`.
        func headerControl(
            _ control: SegmentedTabControl, handle events: [ControlMachine<String>.Event],
            in context: ControlMachine<String>.Context, at time: Double,
            shouldSelect: (Int) -> Bool)

        /// The app selected on the control in code: the host selects, and shows it on the
        /// control.
        func headerControl(
            _ control: SegmentedTabControl, requestsSelection index: Int?, animated: Bool)
    }
#endif

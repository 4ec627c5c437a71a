// The header composed: its ControlMachine decides what each input on the titles asks for, in
// a context whose selection is the committed page; the pager decides what that means for the
// pages (PagerMachine.swift, "The header"). One selection, the pager's; the header's parts
// follow it.

extension PagerMachine {
    /// The context the header's control machine decides in: what its host holds (the
    /// arrangement, whether it is enabled, the disabled titles), with the committed page as
    /// the selection and never momentary (a pager always shows a page, so a title asked for
    /// is selected and stays selected).
    ///
    /// The host's own selection in `host` is not read: the committed page is the one
    /// selection. A committed page that is disabled in the host, or beyond its titles, is
    /// shown as no selection.
    ///
    /// ```swift
    /// let context = pager.headerContext(for: hostContext)
    /// pager.header.canActivate(1, in: context)  // what accessibilityActivate() returns
    /// ```
    ///
    /// - Parameter host: What the header's host holds now.
    /// - Returns: The context ``header`` handles events in.
    /// - Complexity: O(d) in the number of disabled titles.
    public func headerContext(for host: ControlMachine<ID>.Context) -> ControlMachine<ID>.Context {
        var context = host
        var selection = SelectionModel(
            count: host.selection.count, selectedIndex: nil,
            disabledIndices: host.selection.disabledIndices)
        selection.select(selectedIndex)
        context.selection = selection
        context.isMomentary = false
        return context
    }
}

// Runs only when called. swift-collections guards its `_checkInvariants()` with a build flag
// because every mutating operation calls it; here no shipping code calls this check (tests,
// Scripts/fuzz.sh and a front-end's own debug `assert` do), so release builds never pay for
// it and a flag would only make the tests and the fuzzer need a build setting to compile.
// Package access, as every such check in the core: the package's tests, its fuzzer
// (Scripts/fuzz.sh compiles with `-package-name SegmentedKit`) and its front-ends call
// it; it is no part of the public API.

extension PagerMachine {
    /// The promises a pager state keeps, checked one by one: a description of each that does
    /// not hold, or an empty array when all of them do.
    ///
    /// Whatever events a pager handles, it should report none; tests and the fuzzer call this
    /// to prove it, and the package's front-ends can call it in debug builds. The checks:
    /// - the position is finite and within `0...max(0, count − 1)`;
    /// - the selection is `nil` exactly when there are no pages, and otherwise a page index;
    /// - the loaded indices are ascending, unique, within the pages, and include the selected
    ///   page and the page nearest the position;
    /// - a page the phase heads for, or the pages are re-anchored on, is a page index;
    /// - the header keeps its own promises (``ControlMachine/invariantViolations()``) and,
    ///   once its host has reported as many titles as there are pages, follows the committed
    ///   page: one selection, no second copy to drift.
    ///
    /// ```swift
    /// pager.handle(event)
    /// assert(pager.invariantViolations().isEmpty, "\(pager.invariantViolations())")
    /// ```
    ///
    /// - Returns: One sentence per broken promise; empty when all hold.
    /// - Complexity: O(d) in the number of loaded pages.
    package func invariantViolations() -> [String] {
        var problems = [String]()
        let last = Double(Swift.max(0, ids.count - 1))
        if !position.isFinite || position < 0 || position > last {
            problems.append("position \(position) outside 0...\(last)")
        }
        switch selectedIndex {
        case nil where !ids.isEmpty:
            problems.append("nothing selected among \(ids.count) pages")
        case let index? where !ids.indices.contains(index):
            problems.append("selection \(index) outside \(ids.count) pages")
        default:
            break
        }
        if zip(loadedIndices, loadedIndices.dropFirst()).contains(where: { $0 >= $1 }) {
            problems.append("loaded indices not ascending: \(loadedIndices.prefix(8))")
        }
        if let first = loadedIndices.first, let final = loadedIndices.last,
            first < 0 || final >= ids.count
        {
            problems.append("loaded indices \(first)...\(final) outside \(ids.count) pages")
        }
        // Nothing loads before the first event; after it, the shown pages must be loaded.
        if !loadedIndices.isEmpty, let selected = selectedIndex {
            if !isLoaded(selected) { problems.append("selected page \(selected) not loaded") }
            if position.isFinite, position >= 0, position <= last {
                let nearest = Int(position.rounded())
                if !isLoaded(nearest) { problems.append("shown page \(nearest) not loaded") }
            }
        }
        switch phase {
        case .decelerating(let page), .animating(let page):
            if !ids.indices.contains(page) { problems.append("phase heads for page \(page)") }
        case .idle, .dragging:
            break
        }
        if let page = reanchorPage, !ids.indices.contains(page) {
            problems.append("re-anchoring on page \(page) of \(ids.count)")
        }
        problems += header.invariantViolations().map { "header: " + $0 }
        if let host = headerHost, host.selection.count == ids.count,
            header.followedSelection != headerContext(for: host).selection
        {
            problems.append(
                "the header follows \(String(describing: header.followedSelection?.selectedIndex)), "
                    + "the pager selected \(String(describing: selectedIndex))")
        }
        return problems
    }

    /// The promises the effects of one event keep, checked against the pager before the
    /// event and the veto it was handled with: a description of each that does not hold, or
    /// an empty array when all of them do.
    ///
    /// - the header's own `select`, `reselect` and `clearSelection` never reach the host
    ///   (the pager turns them into its own);
    /// - at most one ``Effect/select(index:id:)``, naming the page the pager ends on; from a
    ///   header event, of a title the host enables in an enabled header, and that the veto
    ///   allows;
    /// - one selection haptic for a page the header's input committed, none otherwise;
    /// - a reselect names the page selected before, and comes with no selection.
    ///
    /// ```swift
    /// let before = pager
    /// let effects = pager.handle(event, shouldSelect: veto)
    /// assert(pager.invariantViolations(of: effects, for: event, from: before, shouldSelect: veto).isEmpty)
    /// ```
    ///
    /// - Parameters:
    ///   - effects: What ``handle(_:shouldSelect:)`` returned for `event`.
    ///   - event: The event.
    ///   - before: The pager before the event.
    ///   - shouldSelect: The veto it was handled with.
    /// - Returns: One sentence per broken promise; empty when all hold.
    /// - Complexity: O(e) in the number of effects.
    package func invariantViolations(
        of effects: [Effect], for event: Event, from before: PagerMachine,
        shouldSelect: (Int) -> Bool = { _ in true }
    ) -> [String] {
        var problems = [String]()
        var selected: Int?
        var haptics = 0
        var reselected = false
        var host: ControlMachine<ID>.Context?
        if case .header(_, let context, _) = event { host = context }
        for effect in effects {
            switch effect {
            case .select(let index, _):
                if selected != nil { problems.append("a second selection, of \(index)") }
                selected = index
                if index != selectedIndex {
                    problems.append(
                        "reported \(index), ended on \(String(describing: selectedIndex))")
                }
                if let host {
                    if !host.isEnabled { problems.append("selected \(index) in a disabled header") }
                    if !host.selection.isEnabled(index) {
                        problems.append("selected disabled title \(index)")
                    }
                    if !shouldSelect(index) {
                        problems.append("selected \(index) against the veto")
                    }
                }
            case .reselect(let index):
                reselected = true
                if index != before.selectedIndex {
                    problems.append(
                        "reselected \(index) with \(String(describing: before.selectedIndex)) selected"
                    )
                }
            case .header(.select), .header(.reselect), .header(.clearSelection):
                problems.append("the header's \(effect) reached the host")
            case .header(.playSelectionHaptic):
                haptics += 1
            default:
                break
            }
        }
        if reselected, selected != nil { problems.append("a reselect with a selection") }
        let expected = host != nil && selected != nil ? 1 : 0
        if haptics != expected {
            problems.append("\(haptics) haptics for \(String(describing: selected)) from \(event)")
        }
        return problems
    }
}

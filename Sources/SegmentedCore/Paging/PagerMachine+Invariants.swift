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
    /// - a page the phase heads for, or the pages are re-anchored on, is a page index.
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
        return problems
    }
}

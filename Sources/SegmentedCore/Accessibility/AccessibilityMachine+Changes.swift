extension AccessibilityMachine {
    /// How the platform elements must change after an event, as
    /// ``Effect/updateElements(_:)`` carries it (see ``AccessibilityMachineChanges``).
    ///
    /// ```swift
    /// case .updateElements(let changes): apply(changes)
    /// ```
    public typealias Changes = AccessibilityMachineChanges
}

/// How the platform elements must change after an event: which old element each new one
/// continues (so it is kept, and VoiceOver's focus with it), which are new, which go, and
/// which kept ones must re-read their label, value or traits.
///
/// ```swift
/// // old ids [A, B, C] → new ids [B, C, D]
/// changes.sources   // [1, 2, nil]: B and C continue, D is new
/// changes.removed   // [0]
/// changes.isInPlace // false
/// ```
///
/// Write it as `AccessibilityMachine.Changes`: one type for every `ID` (Swift cannot name a
/// type nested in a generic type without its argument, so the machine names this one).
public struct AccessibilityMachineChanges: Sendable, Hashable {
    /// For each new element, the index of the old element it continues, or `nil` when it is
    /// new.
    public var sources: [Int?]
    /// The old elements that have no continuation, in increasing order.
    public var removed: [Int]
    /// The new indices of kept elements whose label, value, traits or place changed, in
    /// increasing order. Inserted elements are not listed: they are new anyway.
    public var updated: [Int]

    /// Whether every element stays where it was: update ``updated`` in place and keep the
    /// platform's element list.
    public var isInPlace: Bool {
        removed.isEmpty && sources.enumerated().allSatisfy { $0.element == $0.offset }
    }

    /// The indices of new elements that continue no old one.
    public var inserted: [Int] {
        sources.indices.filter { sources[$0] == nil }
    }

    /// Matches two lists of ids: each new id continues the first unused old element with the
    /// same id, so duplicate ids pair up in order.
    ///
    /// ```swift
    /// let changes = AccessibilityMachine<String>.Changes(from: ["A", "B"], to: ["B", "A"])
    /// changes.sources  // [1, 0]
    /// ```
    ///
    /// - Parameters:
    ///   - oldIDs: The ids before.
    ///   - newIDs: The ids after.
    /// - Complexity: O(n + m) expected, in the numbers of old and new ids.
    public init<ID: Hashable>(from oldIDs: [ID], to newIDs: [ID]) {
        var unused: [ID: [Int]] = [:]
        for (index, id) in oldIDs.enumerated().reversed() {
            unused[id, default: []].append(index)
        }
        var sources: [Int?] = []
        sources.reserveCapacity(newIDs.count)
        for id in newIDs {
            sources.append(unused[id]?.popLast())
        }
        var taken = [Bool](repeating: false, count: oldIDs.count)
        for case let source? in sources { taken[source] = true }
        self.sources = sources
        self.removed = taken.indices.filter { !taken[$0] }
        self.updated = []
    }
}

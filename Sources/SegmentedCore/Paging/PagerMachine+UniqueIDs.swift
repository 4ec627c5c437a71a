extension PagerMachine where ID == String {
    /// Page identities, one per item and all distinct, from item ids that may repeat (two
    /// pages titled the same, whose id is the title): ``PagerMachine`` tells pages apart by
    /// identity, so each item needs its own.
    ///
    /// The first item with an id keeps it. A later item with the same id is told apart by
    /// order: it becomes `"<id>#2"`, the next `"<id>#3"`, and so on, skipping any identity
    /// that an item has as its own id or that an earlier item was given. Items with distinct
    /// ids keep them unchanged, so identities stay stable as long as the ids are distinct.
    ///
    /// ```swift
    /// PagerMachine.uniqueIDs(["News", "Sport", "News"])  // ["News", "Sport", "News#2"]
    /// PagerMachine.uniqueIDs(["Feed", "Feed", "Feed#2"])  // ["Feed", "Feed#3", "Feed#2"]
    /// let pager = PagerMachine(ids: PagerMachine.uniqueIDs(items.map(\.id)))
    /// ```
    ///
    /// - Parameter ids: The items' ids, in order.
    /// - Returns: As many identities as `ids`, in the same order, no two the same.
    /// - Complexity: O(n) in the number of ids, plus one step for each identity skipped
    ///   because it is taken.
    public static func uniqueIDs(_ ids: [String]) -> [String] {
        let taken = Set(ids)
        var used: Set<String> = []
        var lastNumber: [String: Int] = [:]
        return ids.map { id in
            guard used.contains(id) else {
                used.insert(id)
                return id
            }
            var number = lastNumber[id, default: 1]
            var unique: String
            repeat {
                number += 1
                unique = "\(id)#\(number)"
            } while taken.contains(unique) || used.contains(unique)
            lastNumber[id] = number
            used.insert(unique)
            return unique
        }
    }
}

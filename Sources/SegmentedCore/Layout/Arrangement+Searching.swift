extension Arrangement {
    /// The index of the first element for which `isAfter` holds, for a predicate that is
    /// false then true along the array; `array.count` when it never holds.
    @inlinable @inline(__always)
    func _firstIndex<Elements: RandomAccessCollection<Element>, Element>(
        in array: Elements, where isAfter: (Element) -> Bool
    ) -> Int where Elements.Index == Int {
        _bisect(array, low: 0, high: array.count, where: isAfter)
    }

    /// The same search for a predicate known to be false before `start`: gallops from
    /// `start` (1, 2, 4, … elements on) and then bisects, so it takes O(log d) steps for an
    /// answer d elements on.
    @inlinable @inline(__always)
    func _firstIndex<Elements: RandomAccessCollection<Element>, Element>(
        in array: Elements, from start: Int, where isAfter: (Element) -> Bool
    ) -> Int where Elements.Index == Int {
        var low = start
        var bound = start
        var step = 1
        while bound < array.count, !isAfter(array[bound]) {
            low = bound + 1
            bound = start + step
            step &*= 2
        }
        return _bisect(array, low: low, high: Swift.min(bound, array.count), where: isAfter)
    }

    /// The first index in `low..<high` for which `isAfter` holds (`high` if none), for a
    /// predicate that is false then true.
    @inlinable @inline(__always)
    func _bisect<Elements: RandomAccessCollection<Element>, Element>(
        _ array: Elements, low: Int, high: Int, where isAfter: (Element) -> Bool
    ) -> Int where Elements.Index == Int {
        var low = low
        var high = high
        while low < high {
            let middle = low + (high - low) / 2
            if isAfter(array[middle]) {
                high = middle
            } else {
                low = middle + 1
            }
        }
        return low
    }
}

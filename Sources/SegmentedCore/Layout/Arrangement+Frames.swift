extension Arrangement {
    /// One frame per segment, read in place from the arrangement's storage: its segment
    /// frames (``Arrangement/segmentFrames``) or content frames
    /// (``Arrangement/contentFrames``). A random-access collection indexed from 0, like the
    /// array it stands for, so it is subscripted, counted and iterated the same way; wrap it
    /// in `Array(_:)` for an array of its own.
    ///
    /// ```swift
    /// let frames = arrangement.contentFrames
    /// frames[1].minX                      // where the second label starts
    /// for (index, frame) in frames.enumerated() { place(labels[index], in: frame) }
    /// let copy = Array(arrangement.segmentFrames)
    /// ```
    public struct Frames: RandomAccessCollection, Hashable, Sendable, CustomStringConvertible {
        /// A segment's index, from 0.
        public typealias Index = Int
        /// `0..<count`.
        public typealias Indices = Range<Int>

        @usableFromInline let _entries: _Entries
        /// Content frames when true, segment frames when false.
        @usableFromInline let _isContent: Bool

        @inlinable init(entries: _Entries, isContent: Bool) {
            self._entries = entries
            self._isContent = isContent
        }

        /// 0.
        @inlinable public var startIndex: Int { 0 }

        /// The number of segments.
        @inlinable public var endIndex: Int { _entries.count }

        /// The frame of segment `position`, which must be in `0..<count` (as with an array,
        /// anything else stops the program).
        @inlinable public subscript(position: Int) -> Rect {
            let entry = _entries[position]
            return _isContent ? entry.content : entry.segment
        }

        /// Two lists are equal when they hold equal frames in the same order, as arrays are.
        ///
        /// - Complexity: O(n) in the number of segments.
        public static func == (a: Self, b: Self) -> Bool {
            a.elementsEqual(b)
        }

        /// Hashes the count and every frame in order, so equal lists hash alike.
        ///
        /// - Complexity: O(n) in the number of segments.
        public func hash(into hasher: inout Hasher) {
            hasher.combine(count)
            for frame in self { hasher.combine(frame) }
        }

        /// The frames as an array would print them.
        ///
        /// - Complexity: O(n) in the number of segments.
        public var description: String {
            Array(self).description
        }
    }
}

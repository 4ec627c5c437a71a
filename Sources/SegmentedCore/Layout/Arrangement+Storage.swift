extension Arrangement {
    /// Everything an arrangement keeps for one segment, side by side, so `arrange` writes one
    /// stream and makes one allocation for all of it.
    @usableFromInline struct _Entry: Sendable, Hashable {
        /// The indicator's frame at this whole position (``Rect/zero`` for `.none`).
        @usableFromInline var indicator: Rect
        /// Where a tap selects the next segment instead of this one, in leading space: the
        /// middle of the gap after this segment (`+∞` after the last).
        @usableFromInline var boundary: Double
        /// The segment's frame.
        @usableFromInline var segment: Rect
        /// The content's frame.
        @usableFromInline var content: Rect

        @inlinable init(indicator: Rect, boundary: Double, segment: Rect, content: Rect) {
            self.indicator = indicator
            self.boundary = boundary
            self.segment = segment
            self.content = content
        }
    }

    /// The entries of an arrangement: one block of memory, shared between copies of the
    /// arrangement and copied on the first write to a shared one, as an array's storage is.
    ///
    /// Sendable although `ManagedBuffer` is not: the storage is written only while this is
    /// its only reference (`withUnsafeMutableBufferPointer(_:)` and
    /// `overwrite(count:initialize:)` copy or make new storage otherwise) or while it is
    /// being made, before it is shared.
    @usableFromInline struct _Entries: @unchecked Sendable {
        @usableFromInline var storage: _EntryStorage

        /// No entries, without allocating.
        init() {
            self.init(storage: _EntryStorage.empty)
        }

        private init(storage: _EntryStorage) {
            self.storage = storage
        }

        /// Entries made by `initialize`, which must initialise all `count` of them (their
        /// memory starts uninitialised; entries hold plain numbers, so single fields may be
        /// written first). No allocation for a count of 0 (`initialize` is then given an empty
        /// buffer).
        init(count: Int, initialize: (UnsafeMutableBufferPointer<_Entry>) -> Void) {
            guard count > 0 else {
                initialize(UnsafeMutableBufferPointer(start: nil, count: 0))
                self.init()
                return
            }
            let storage = _EntryStorage.make(capacity: count)
            storage.count = count
            storage.withUnsafeMutablePointerToElements {
                initialize(UnsafeMutableBufferPointer(start: $0, count: count))
            }
            self.init(storage: storage)
        }

        /// Entries holding `entries`.
        init(_ entries: [_Entry]) {
            self.init(count: entries.count) { buffer in
                _ = buffer.initialize(from: entries)
            }
        }

        /// The number of entries.
        @inlinable var count: Int { storage.count }

        /// Calls `body` with the entries in place.
        @inlinable @inline(__always)
        func withUnsafeBufferPointer<Result>(
            _ body: (UnsafeBufferPointer<_Entry>) throws -> Result
        ) rethrows -> Result {
            try storage.withUnsafeMutablePointers { header, elements in
                try body(UnsafeBufferPointer(start: elements, count: header.pointee.count))
            }
        }

        /// Calls `body` with a pointer to the first entry, for the per-frame queries, which
        /// know their indices are in range and need not read the count from the storage.
        @inlinable @inline(__always)
        func withUnsafeElements<Result>(_ body: (UnsafePointer<_Entry>) throws -> Result) rethrows
            -> Result
        {
            try storage.withUnsafeMutablePointerToElements { try body($0) }
        }

        /// Entry `index`, which must be in `0..<count`.
        @inlinable subscript(index: Int) -> _Entry {
            get {
                precondition(index >= 0 && index < count, "Index out of range")
                return withUnsafeBufferPointer { $0[index] }
            }
            set {
                precondition(index >= 0 && index < count, "Index out of range")
                withUnsafeMutableBufferPointer { $0[index] = newValue }
            }
        }

        /// Calls `body` with the entries, copying them first when the storage is shared.
        @usableFromInline mutating func withUnsafeMutableBufferPointer<Result>(
            _ body: (UnsafeMutableBufferPointer<_Entry>) throws -> Result
        ) rethrows -> Result {
            if !isKnownUniquelyReferenced(&storage) {
                let count = count
                let source = storage
                self = _Entries(count: count) { buffer in
                    source.withUnsafeMutablePointerToElements {
                        buffer.baseAddress!.initialize(from: $0, count: count)
                    }
                }
            }
            return try storage.withUnsafeMutablePointers { header, elements in
                try body(UnsafeMutableBufferPointer(start: elements, count: header.pointee.count))
            }
        }

        /// Makes room for `count` entries whose old values do not matter, reusing the
        /// storage when it is not shared and large enough (no allocation then), and calls
        /// `initialize` to write them all.
        mutating func overwrite(
            count: Int, initialize: (UnsafeMutableBufferPointer<_Entry>) -> Void
        ) {
            guard count > 0, count <= storage.room,
                isKnownUniquelyReferenced(&storage)
            else {
                self = _Entries(count: count, initialize: initialize)
                return
            }
            storage.count = count
            storage.withUnsafeMutablePointerToElements {
                initialize(UnsafeMutableBufferPointer(start: $0, count: count))
            }
        }
    }

    /// The count and capacity at the head of an arrangement's storage.
    @usableFromInline struct _EntryCounts: Sendable {
        @usableFromInline var count: Int
        @usableFromInline var capacity: Int
    }

    /// The block an arrangement's entries live in. Entries hold plain numbers, so nothing is
    /// deinitialised when it goes.
    @usableFromInline final class _EntryStorage: ManagedBuffer<_EntryCounts, _Entry> {
        /// The one empty storage every arrangement of no segments shares (never written: it
        /// has no room, and writers copy shared storage first).
        nonisolated(unsafe) static let empty = make(capacity: 0)

        /// The number of entries, read and written through the header's pointer: `header` is
        /// a class property, so every access to it is checked for exclusivity at run time (a
        /// call into the runtime that costs more than a frame's whole computation).
        @inlinable var count: Int {
            get { withUnsafeMutablePointerToHeader { $0.pointee.count } }
            set { withUnsafeMutablePointerToHeader { $0.pointee.count = newValue } }
        }

        /// How many entries fit, read as ``count`` is.
        var room: Int {
            withUnsafeMutablePointerToHeader { $0.pointee.capacity }
        }

        /// Storage for at least `capacity` entries, none of them initialised yet.
        static func make(capacity: Int) -> _EntryStorage {
            let buffer = create(minimumCapacity: capacity) { _ in
                _EntryCounts(count: 0, capacity: capacity)
            }
            return unsafeDowncast(buffer, to: _EntryStorage.self)
        }
    }
}

extension Arrangement._Entries: Hashable {
    @usableFromInline static func == (a: Self, b: Self) -> Bool {
        guard a.storage !== b.storage else { return true }
        return a.withUnsafeBufferPointer { a in
            b.withUnsafeBufferPointer { b in a.elementsEqual(b) }
        }
    }

    @usableFromInline func hash(into hasher: inout Hasher) {
        withUnsafeBufferPointer { entries in
            hasher.combine(entries.count)
            for entry in entries { hasher.combine(entry) }
        }
    }
}

/// The last arrangement and everything it was made from, so a front-end asked to lay out on
/// every animation frame arranges again only when an input changed.
///
/// `arrange` is a pure function of the layout, the content sizes and the container. The cache
/// keeps the arrangement with exactly those three; each call measures the content again
/// (cheap where the platform caches measurements), compares all three with what the kept
/// arrangement was made from, and arranges only on a difference. So a hit returns what
/// `arrange` would return, whatever changed in between: new fonts change the measured sizes,
/// a rotation changes the container, added or removed items change the count, a new style
/// changes the layout. Nothing else can change the result. A miss arranges into the kept
/// arrangement's storage, and a hit allocates nothing.
///
/// ```swift
/// var cache = ArrangementCache()
/// // on every frame:
/// let arrangement = cache.arrangement(of: layout, count: labels.count, in: size) { sizes in
///     for index in sizes.indices { sizes[index] = measure(labels[index]) }
/// }
/// draw(indicator: arrangement.indicatorFrame(at: position))
/// ```
public struct ArrangementCache: Sendable {
    private var layout: SegmentedLayout?
    private var container = Size.zero
    /// The sizes the kept arrangement was made from.
    private var contentSizes: [Size] = []
    /// Where each call measures, swapped with `contentSizes` when they differ.
    private var measured: [Size] = []
    private var kept: Arrangement?

    /// How many times the cache has arranged (a miss); calls that returned the kept
    /// arrangement do not count. Package access: for the package's tests and benchmark.
    package private(set) var arrangeCount = 0

    /// An empty cache: the first call arranges.
    ///
    /// ```swift
    /// var cache = ArrangementCache()
    /// ```
    public init() {}

    /// The arrangement of the measured content, arranged again only when the layout, a
    /// measured size or the container differs from the kept arrangement's.
    ///
    /// ```swift
    /// let arrangement = cache.arrangement(of: layout, count: 3, in: container) { sizes in
    ///     sizes = [Size(width: 10, height: 20), Size(width: 60, height: 20), Size(width: 16, height: 20)]
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - layout: The layout to arrange with.
    ///   - count: The number of segments; negative counts as 0.
    ///   - container: The space offered, as for ``SegmentedLayout/arrange(contentSizes:in:)``.
    ///   - measure: Writes each segment's measured size into an array of `count` sizes, all
    ///     ``Size/zero`` on entry; a size it leaves alone stays zero. An array it returns with
    ///     another count is cut or padded with zeros.
    /// - Returns: What `layout.arrange(contentSizes:in:)` returns for the measured sizes.
    /// - Complexity: O(n) to measure and compare; arranging on a miss is O(n) as well.
    public mutating func arrangement(
        of layout: SegmentedLayout, count: Int, in container: Size,
        measure: (inout [Size]) -> Void
    ) -> Arrangement {
        let count = Swift.max(0, count)
        if measured.count != count {
            measured = [Size](repeating: .zero, count: count)
        } else {
            for index in measured.indices { measured[index] = .zero }
        }
        measure(&measured)
        if measured.count != count {
            measured = Array(measured.prefix(count))
            measured += repeatElement(.zero, count: count - measured.count)
        }
        if let kept, self.layout == layout, self.container == container,
            measured == contentSizes
        {
            return kept
        }
        swap(&measured, &contentSizes)
        self.layout = layout
        self.container = container
        arrangeCount += 1
        if var arrangement = kept {
            // Let go of the kept copy first, so the arrangement's storage is unshared and
            // arranging into it allocates nothing.
            kept = nil
            layout.arrange(contentSizes: contentSizes, in: container, into: &arrangement)
            kept = arrangement
            return arrangement
        }
        let arrangement = layout.arrange(contentSizes: contentSizes, in: container)
        kept = arrangement
        return arrangement
    }

    /// Forgets the kept arrangement, so the next call arranges.
    ///
    /// ```swift
    /// cache.removeAll()
    /// ```
    public mutating func removeAll() {
        layout = nil
        kept = nil
    }
}

import Testing

@testable import SegmentedCore

/// The cache a front-end keeps across animation frames: it must return exactly what `arrange`
/// returns for the current inputs, and arrange only when one of them changed.
@Suite("Arrangement cache")
struct ArrangementCacheTests {
    static let layout = SegmentedLayout(
        distribution: .spaceEvenly, indicator: .underline(width: .content, thickness: 3))
    static let material = sizes([10, 60, 16])
    static let container = Size(width: 320, height: 44)

    /// One frame of a front-end: measure `sizes` into the cache and arrange in `container`.
    static func frame(
        _ cache: inout ArrangementCache, layout: SegmentedLayout = layout, sizes: [Size],
        in container: Size = container
    ) -> Arrangement {
        cache.arrangement(of: layout, count: sizes.count, in: container) { measured in
            for index in measured.indices { measured[index] = sizes[index] }
        }
    }

    @Test("frames that only move the position arrange once and give arrange's result")
    func positionOnly() {
        var cache = ArrangementCache()
        let fresh = Self.layout.arrange(contentSizes: Self.material, in: Self.container)
        for step in 0...100 {
            let arrangement = Self.frame(&cache, sizes: Self.material)
            #expect(arrangement == fresh)
            // The design's Material vector: linear at 1.5 → x 186.25, width 38.
            if step == 50 {
                #expect(arrangement.indicatorFrame(at: 1.5).x == 186.25)
                #expect(arrangement.indicatorFrame(at: 1.5).width == 38)
            }
        }
        #expect(cache.arrangeCount == 1)
    }

    @Test("a font change, a rotation, new items or a new style arrange again")
    func everyInputInvalidates() {
        var cache = ArrangementCache()
        _ = Self.frame(&cache, sizes: Self.material)
        // Dynamic Type: every label measures wider.
        let larger = sizes([13, 78, 21])
        #expect(
            Self.frame(&cache, sizes: larger)
                == Self.layout.arrange(contentSizes: larger, in: Self.container))
        #expect(cache.arrangeCount == 2)
        // Rotation: a wider container.
        let landscape = Size(width: 568, height: 44)
        #expect(
            Self.frame(&cache, sizes: larger, in: landscape)
                == Self.layout.arrange(contentSizes: larger, in: landscape))
        #expect(cache.arrangeCount == 3)
        // An item added.
        let four = larger + sizes([30])
        #expect(
            Self.frame(&cache, sizes: four, in: landscape)
                == Self.layout.arrange(contentSizes: four, in: landscape))
        #expect(cache.arrangeCount == 4)
        // Another style.
        let pill = SegmentedLayout(distribution: .fillEqually(), indicator: .fill())
        #expect(
            Self.frame(&cache, layout: pill, sizes: four, in: landscape)
                == pill.arrange(contentSizes: four, in: landscape))
        #expect(cache.arrangeCount == 5)
        // And back: the same inputs as before arrange again, to the same result.
        #expect(
            Self.frame(&cache, sizes: Self.material)
                == Self.layout.arrange(contentSizes: Self.material, in: Self.container))
        #expect(cache.arrangeCount == 6)
        _ = Self.frame(&cache, sizes: Self.material)
        #expect(cache.arrangeCount == 6)
    }

    @Test("sizes the measure leaves alone are zero; a wrong count is cut or padded")
    func measureContract() {
        var cache = ArrangementCache()
        let unset = cache.arrangement(of: Self.layout, count: 3, in: Self.container) { sizes in
            sizes[1] = Size(width: 60, height: 20)
        }
        let expected = [Size.zero, Size(width: 60, height: 20), Size.zero]
        #expect(unset == Self.layout.arrange(contentSizes: expected, in: Self.container))
        let long = cache.arrangement(of: Self.layout, count: 2, in: Self.container) { sizes in
            sizes = Self.material
        }
        #expect(long == Self.layout.arrange(contentSizes: sizes([10, 60]), in: Self.container))
        let short = cache.arrangement(of: Self.layout, count: 3, in: Self.container) { sizes in
            sizes = sizes.dropLast()
        }
        #expect(short.count == 3)
        let negative = cache.arrangement(of: Self.layout, count: -4, in: Self.container) { _ in }
        #expect(negative.isEmpty)
    }

    @Test("NaN sizes never compare equal, so they arrange every time, to arrange's result")
    func nanSizes() {
        var cache = ArrangementCache()
        let hostile = [Size(width: .nan, height: 20), Size(width: 40, height: .nan)]
        for _ in 0..<3 {
            let arrangement = Self.frame(&cache, sizes: hostile)
            #expect(arrangement == Self.layout.arrange(contentSizes: hostile, in: Self.container))
        }
        #expect(cache.arrangeCount == 3)
        cache.removeAll()
        _ = Self.frame(&cache, sizes: Self.material)
        #expect(cache.arrangeCount == 4)
    }
}

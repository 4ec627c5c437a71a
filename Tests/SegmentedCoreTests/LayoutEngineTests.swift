import SegmentedTestSupport
import Testing

@testable import SegmentedCore

/// `arrange` writes every frame straight into the arrangement's storage. These tests hold it
/// to the readable multi-array form it replaced (`ReferenceArrangement`) bit for bit, over the
/// property tests' random and hostile layouts, and check that arranging into kept storage
/// gives the same result and reuses that storage.
@Suite("Layout engine")
struct LayoutEngineTests {
    /// The bit patterns of a rectangle's numbers, so 0 and −0 (or two NaNs) are told apart.
    static func bits(_ rect: Rect) -> [UInt64] {
        [rect.x.bitPattern, rect.y.bitPattern, rect.width.bitPattern, rect.height.bitPattern]
    }

    /// Whether two arrangements hold the same bits everywhere (`==` is false for layouts
    /// with NaN parameters, which the hostile generators make).
    static func sameBits(_ a: Arrangement, _ b: Arrangement) -> Bool {
        func entryBits(_ arrangement: Arrangement) -> [UInt64] {
            arrangement._entries.withUnsafeBufferPointer { entries in
                entries.flatMap { entry in
                    bits(entry.indicator) + [entry.boundary.bitPattern] + bits(entry.segment)
                        + bits(entry.content)
                }
            }
        }
        return entryBits(a) == entryBits(b)
            && a.contentSize.width.bitPattern == b.contentSize.width.bitPattern
            && a.contentSize.height.bitPattern == b.contentSize.height.bitPattern
            && a.layoutDirection == b.layoutDirection && "\(a.indicator)" == "\(b.indicator)"
            && a._elasticDirection == b._elasticDirection
    }

    /// Every difference between an arrangement and the reference's numbers for the same input.
    static func differences(
        _ ours: Arrangement, _ reference: ReferenceArrangement, layout: SegmentedLayout,
        random: inout SeededRandom
    ) -> [String] {
        var problems = [String]()
        if ours.segmentFrames.map(bits) != reference.segmentFrames.map(bits) {
            problems.append("segment frames \(ours.segmentFrames) ≠ \(reference.segmentFrames)")
        }
        if ours.contentFrames.map(bits) != reference.contentFrames.map(bits) {
            problems.append("content frames \(ours.contentFrames) ≠ \(reference.contentFrames)")
        }
        let size = ours.contentSize
        if [size.width.bitPattern, size.height.bitPattern]
            != [reference.contentSize.width.bitPattern, reference.contentSize.height.bitPattern]
        {
            problems.append("content size \(size) ≠ \(reference.contentSize)")
        }
        for index in 0..<ours.count {
            let expected =
                reference.indicatorFrames.isEmpty ? .zero : reference.indicatorFrames[index]
            if bits(ours.indicatorFrame(at: Double(index))) != bits(expected) {
                problems.append(
                    "indicator at \(index): \(ours.indicatorFrame(at: Double(index))) ≠ \(expected)"
                )
            }
        }
        let ourBoundaries = (0..<Swift.max(0, ours.count - 1)).map { ours._entries[$0].boundary }
        if ourBoundaries.map(\.bitPattern) != reference.boundaries.map(\.bitPattern) {
            problems.append("boundaries \(ourBoundaries) ≠ \(reference.boundaries)")
        }
        let last = Double(Swift.max(0, ours.count - 1))
        for _ in 0..<20 {
            let position =
                random.chance(0.2)
                ? random.hostileDouble() : Double.random(in: -0.5...(last + 0.5), using: &random)
            let travel = layout.indicator.travel
            let frame = ours.indicatorFrame(at: position)
            let expected = reference.indicatorFrame(at: position, travel: travel)
            // Linear travel is the same to the bit; elastic travel's curves are polynomials
            // within 4 × 10⁻⁹ of libm's (ElasticCurveTests), so its edges may differ by that
            // fraction of the distance they travel.
            let tolerance = travel == .linear ? 0 : 5e-9 * Swift.max(1, size.width, size.height)
            if travel == .linear
                ? bits(frame) != bits(expected) : !approx(frame, expected, tolerance)
            {
                problems.append("indicator at \(position) (\(travel)): \(frame) ≠ \(expected)")
            }
            let point = Point(
                x: Double.random(in: -10...(size.width + 10), using: &random),
                y: Double.random(in: -10...(size.height + 10), using: &random))
            let direction = layout.layoutDirection
            if ours.segmentIndex(at: point)
                != reference.segmentIndex(at: point, direction: direction)
            {
                problems.append("hit test at \(point)")
            }
        }
        return problems
    }

    /// Arranges `sizes` in a random container both ways and lists how the two differ.
    static func differences(
        _ layout: SegmentedLayout, _ sizes: [Size], random: inout SeededRandom
    ) -> [String] {
        let container = PropertyTests.container(&random)
        let ours = layout.arrange(contentSizes: sizes, in: container)
        let reference = ReferenceArrangement.arrange(layout, contentSizes: sizes, in: container)
        return differences(ours, reference, layout: layout, random: &random)
    }

    @Test(
        "arrange gives the reference form's numbers to the last bit", arguments: PropertyTests.seeds
    )
    func matchesReference(seed: UInt64) {
        var random = SeededRandom(seed: seed)
        for trial in 0..<400 {
            let layout = PropertyTests.layout(&random)
            var sizes = PropertyTests.contentSizes(&random)
            // Every fourth bar is long, past the count where fresh arrays are made
            // uninitialised, so both ways of making them are held to the reference.
            if trial % 4 == 3 { sizes = sizes + sizes + sizes + sizes + sizes + sizes }
            let problems = Self.differences(layout, sizes, random: &random)
            #expect(problems.isEmpty, "seed \(seed) trial \(trial): \(problems.prefix(3))")
            if !problems.isEmpty { return }
        }
    }

    @Test(
        "labels sharing a height, in runs and alternating, give the reference form's numbers",
        arguments: PropertyTests.seeds)
    func sharedHeights(seed: UInt64) {
        // The engine works a segment's y numbers out again only when its content height
        // differs from the one before; the random sizes above almost never repeat a height.
        var random = SeededRandom(seed: seed)
        let heights: [Double] = [20, 20, 24, 0, -0.0, .nan, 1e13, .infinity, 17.5]
        for trial in 0..<200 {
            let layout = PropertyTests.layout(&random)
            let count = Int.random(in: 1...80, using: &random)
            let pool = Array(heights.prefix(Int.random(in: 1...heights.count, using: &random)))
            var height = random.element(of: pool)
            var sizes = [Size]()
            for _ in 0..<count {
                if random.chance(0.3) { height = random.element(of: pool) }
                sizes.append(
                    Size(width: Double.random(in: 0...120, using: &random), height: height))
            }
            let problems = Self.differences(layout, sizes, random: &random)
            #expect(problems.isEmpty, "seed \(seed) trial \(trial): \(problems.prefix(3))")
            if !problems.isEmpty { return }
        }
    }

    @Test("the design's Material vector matches the reference in both directions")
    func materialVector() {
        for direction in LayoutDirection.allCases {
            let layout = SegmentedLayout(
                distribution: .spaceEvenly, indicator: .underline(width: .content, thickness: 3),
                layoutDirection: direction)
            let sizes = sizes([10, 60, 16])
            let container = Size(width: 320, height: 44)
            let ours = layout.arrange(contentSizes: sizes, in: container)
            let reference = ReferenceArrangement.arrange(layout, contentSizes: sizes, in: container)
            var random = SeededRandom(seed: 9)
            #expect(Self.differences(ours, reference, layout: layout, random: &random) == [])
        }
    }

    @Test(
        "arranging into kept storage gives what a fresh arrange gives",
        arguments: PropertyTests.seeds)
    func intoMatchesFresh(seed: UInt64) {
        var random = SeededRandom(seed: seed)
        var kept = SegmentedLayout(distribution: .spaceEvenly).arrange(contentSizes: [], in: .zero)
        for trial in 0..<200 {
            let layout = PropertyTests.layout(&random)
            // The count changes now and then, as items are added or removed.
            let sizes = PropertyTests.contentSizes(&random)
            let container = PropertyTests.container(&random)
            let before = kept
            let snapshot = kept.copiedElementByElement
            layout.arrange(contentSizes: sizes, in: container, into: &kept)
            let fresh = layout.arrange(contentSizes: sizes, in: container)
            #expect(Self.sameBits(kept, fresh), "seed \(seed) trial \(trial)")
            #expect(kept.invariantViolations() == fresh.invariantViolations())
            // A copy taken before is a value: overwriting the kept one leaves it as it was.
            #expect(Self.sameBits(before, snapshot), "seed \(seed) trial \(trial)")
            if !Self.sameBits(kept, fresh) { return }
        }
    }

    @Test("a copy made before arranging into kept storage keeps its own frames")
    func valueSemantics() {
        let layout = SegmentedLayout(distribution: .spaceEvenly)
        var kept = layout.arrange(
            contentSizes: sizes([10, 60, 16]), in: Size(width: 320, height: 44))
        let copy = kept
        layout.arrange(
            contentSizes: sizes([30, 30, 30]), in: Size(width: 200, height: 44), into: &kept)
        // 320 − 86 = 234 over four gaps: 58.5, so the first label of the copy is still at 58.5.
        #expect(copy.contentFrames[0].minX == 58.5)
        // 200 − 90 = 110 over four gaps: 27.5.
        #expect(kept.contentFrames[0].minX == 27.5)
    }

    @Test("arranging into unshared storage of the same count reuses its memory")
    func reusesStorage() {
        let layout = SegmentedLayout(distribution: .fillEqually(), indicator: .fill())
        let sizes = sizes([40, 50, 60, 70])
        var kept = layout.arrange(contentSizes: sizes, in: Size(width: 300, height: 32))
        func address(_ arrangement: Arrangement) -> ObjectIdentifier {
            ObjectIdentifier(arrangement._entries.storage)
        }
        let before = address(kept)
        for width in stride(from: 300.0, through: 340, by: 10) {
            layout.arrange(contentSizes: sizes, in: Size(width: width, height: 32), into: &kept)
            #expect(address(kept) == before)
            // Four equal segments: each a quarter of the width.
            #expect(kept.segmentFrames[3].minX == width * 3 / 4)
        }
    }
}

extension Arrangement {
    /// A copy that shares no storage with `self`.
    fileprivate var copiedElementByElement: Arrangement {
        Arrangement(
            entries: _entries.withUnsafeBufferPointer { _Entries(Array($0)) },
            contentSize: contentSize, layoutDirection: layoutDirection, indicator: indicator)
    }
}

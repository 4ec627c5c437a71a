import Testing

@testable import SegmentedCore

/// An arrangement keeps every per-segment number in one block (`Arrangement.Entries`), and
/// hands out its segment and content frames as `Arrangement.Frames` views of it. These tests
/// hold the views to what the arrays they replaced did, and the block to value semantics.
@Suite("Arrangement storage")
struct ArrangementStorageTests {
    static let layout = SegmentedLayout(
        distribution: .spaceEvenly, indicator: .underline(width: .content, thickness: 3))
    static let container = Size(width: 320, height: 44)
    static let material = layout.arrange(
        contentSizes: [10, 60, 16].map { Size(width: $0, height: 20) }, in: container)

    @Test("frames read like the arrays they stand for: count, indices, order, slices")
    func framesAsCollection() {
        let frames = Self.material.contentFrames
        #expect(frames.count == 3)
        #expect(frames.indices == 0..<3)
        #expect(!frames.isEmpty)
        #expect(frames.map(\.minX) == [58.5, 127, 245.5])
        #expect(frames.first?.width == 10)
        #expect(frames.last?.width == 16)
        #expect(frames.reversed().map(\.width) == [16, 60, 10])
        #expect(frames.dropFirst().map(\.width) == [60, 16])
        #expect(Array(frames)[1] == frames[1])
        #expect(
            zip(Self.material.segmentFrames, frames).allSatisfy { segment, content in
                content.minX >= segment.minX && content.maxX <= segment.maxX
            })
        #expect(Self.material.segmentFrames[1] == Rect(x: 127, y: 0, width: 60, height: 44))
    }

    @Test("equal frames compare and hash equal, whatever storage holds them; others differ")
    func framesEquality() {
        let again = Self.layout.arrange(
            contentSizes: [10, 60, 16].map { Size(width: $0, height: 20) }, in: Self.container)
        #expect(again._entries.storage !== Self.material._entries.storage)
        #expect(again.contentFrames == Self.material.contentFrames)
        #expect(again.contentFrames.hashValue == Self.material.contentFrames.hashValue)
        #expect(again == Self.material)
        #expect(again.hashValue == Self.material.hashValue)
        // The same storage, read as segment and as content frames.
        #expect(Self.material.segmentFrames != Self.material.contentFrames)
        let wider = Self.layout.arrange(
            contentSizes: [10, 60, 16].map { Size(width: $0, height: 20) },
            in: Size(width: 321, height: 44))
        #expect(wider.contentFrames != Self.material.contentFrames)
        #expect(wider != Self.material)
        #expect(
            Self.material.contentFrames.description
                == Array(Self.material.contentFrames).description)
    }

    @Test("no segments: nothing allocated, empty frames")
    func empty() {
        let empty = Self.layout.arrange(contentSizes: [], in: Self.container)
        #expect(empty._entries.storage === Arrangement._EntryStorage.empty)
        #expect(empty.segmentFrames.isEmpty && empty.contentFrames.isEmpty)
        #expect(empty.contentSize == Self.container)
        #expect(empty == Self.layout.arrange(contentSizes: [], in: Self.container))
    }

    @Test("writing to a copy's entries leaves the original's alone")
    func copyOnWrite() {
        let original = Self.material
        var copy = original
        #expect(copy._entries.storage === original._entries.storage)
        copy._entries.withUnsafeMutableBufferPointer { $0[1].content.x = 0 }
        #expect(copy._entries.storage !== original._entries.storage)
        #expect(copy.contentFrames[1].minX == 0)
        #expect(original.contentFrames[1].minX == 127)
        // An unshared block is written in place. (Identities, not references: holding the
        // block here would share it.)
        let block = ObjectIdentifier(copy._entries.storage)
        copy._entries.withUnsafeMutableBufferPointer { $0[2].content.x = 1 }
        #expect(ObjectIdentifier(copy._entries.storage) == block)
        #expect(copy.contentFrames[2].minX == 1)
    }

    @Test("arranging fewer segments into kept storage reuses it; more make a new block")
    func reuseByRoom() {
        let sizes = (0..<8).map { Size(width: Double(10 + $0), height: 20) }
        var kept = Self.layout.arrange(contentSizes: sizes, in: Self.container)
        // An identity, not a reference: holding the block here would share it.
        let block = ObjectIdentifier(kept._entries.storage)
        Self.layout.arrange(contentSizes: Array(sizes.prefix(3)), in: Self.container, into: &kept)
        #expect(ObjectIdentifier(kept._entries.storage) == block)
        #expect(kept.count == 3 && kept.segmentFrames.count == 3)
        #expect(
            kept == Self.layout.arrange(contentSizes: Array(sizes.prefix(3)), in: Self.container))
        Self.layout.arrange(contentSizes: sizes, in: Self.container, into: &kept)
        #expect(ObjectIdentifier(kept._entries.storage) == block)
        Self.layout.arrange(contentSizes: sizes + sizes, in: Self.container, into: &kept)
        #expect(ObjectIdentifier(kept._entries.storage) != block)
        #expect(kept == Self.layout.arrange(contentSizes: sizes + sizes, in: Self.container))
    }

    @Test("badges change the titles' frames in the badge layout's own block")
    func badgesKeepTheirOwnBlock() {
        let titles = [30, 80, 12].map { Size(width: $0, height: 17) }
        let plain = Self.layout.arrange(contentSizes: titles, in: Self.container)
        let badged = Self.layout.arrange(
            contentSizes: titles, badgeSizes: [nil, Size(width: 18, height: 18), nil],
            in: Self.container)
        #expect(badged.contentFrames.map(\.width) == [30, 80, 12])
        #expect(badged.indicatorFrame(at: 1).width == 80)
        #expect(badged.invariantViolations() == [])
        #expect(plain.contentFrames.map(\.width) == [30, 80, 12])
        #expect(badged._entries.storage !== plain._entries.storage)
    }
}

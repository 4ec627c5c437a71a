// What the machine fuzzers share: hostile arrangements (no segments, one, up to 255, zero, NaN
// and huge widths, right to left), disabled sets (sometimes every segment), and event clocks
// that mostly run forward but also give NaN, infinite, negative and earlier times.

/// A host's arrangement and its selection, as a control holds them.
struct HostileBar {
    var layout: SegmentedLayout
    var arrangement: Arrangement
    var selection: SelectionModel

    var count: Int { arrangement.count }
    var last: Double { Double(max(0, count - 1)) }

    init(_ input: inout FuzzInput) {
        layout = makeLayout(&input)
        arrangement = layout.arrange(contentSizes: [], in: .zero)
        selection = SelectionModel(count: 0)
        rearrange(&input)
    }

    /// New segments (another count, other widths, another container) and the selection
    /// reconciled to them, with a new disabled set.
    mutating func rearrange(_ input: inout FuzzInput) {
        let count: Int
        switch input.small(8) {
        case 0: count = 0
        case 1: count = 1
        case 2: count = input.small(256)
        default: count = 2 + input.small(10)
        }
        var sizes = [Size]()
        sizes.reserveCapacity(count)
        let uniform = input.bool()
        let first = Size(width: input.double(), height: input.double())
        for _ in 0..<count {
            sizes.append(uniform ? first : Size(width: input.double(), height: input.double()))
        }
        if input.small(8) == 0 {
            layout.layoutDirection = input.bool() ? .rightToLeft : .leftToRight
        }
        arrangement = layout.arrange(
            contentSizes: sizes, in: Size(width: input.double(), height: input.double()))
        var disabled = Set<Int>()
        if input.small(8) == 0 {
            disabled = Set(0..<count)  // every segment disabled
        } else {
            for _ in 0..<input.small(4) { disabled.insert(input.int(normal: count)) }
        }
        let previous = selection.selectedIndex
        selection = SelectionModel(
            count: count,
            selectedIndex: input.small(4) == 0
                ? nil : input.bool() ? previous : input.int(normal: count),
            disabledIndices: disabled)
    }

    /// A segment index as a hostile host would name one: usually a segment, sometimes just
    /// past the end, `Int.min`, `Int.max` or any 64-bit pattern.
    func index(_ input: inout FuzzInput) -> Int { input.int(normal: max(1, count)) }
}

/// An event clock: mostly forward by small steps, sometimes NaN, ±∞, negative, huge, or
/// earlier than the time before.
struct HostileClock {
    var now = 0.0

    mutating func next(_ input: inout FuzzInput) -> Double {
        switch input.small(8) {
        case 0: return input.double()  // anything: NaN, ±∞, subnormal, huge
        case 1:
            now -= Double(input.byte()) / 16  // backwards
            return now
        default:
            now += Double(input.byte()) / 128
            return now
        }
    }
}

func makeLensParameters(_ input: inout FuzzInput) -> LensParameters {
    guard input.small(4) == 0 else { return .liquidGlass }
    return LensParameters(
        liftScale: input.double(), lensMagnification: input.double(),
        liftDuration: input.double(), leadingEdge: makeMotion(&input),
        trailingEdge: makeMotion(&input), rubberBandCoefficient: input.double(),
        rubberBandLimit: input.double())
}

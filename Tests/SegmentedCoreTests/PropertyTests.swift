import SegmentedCore
import SegmentedTestSupport
import Testing

/// Random layouts, positions, taps, motions, selections and pagers — hostile numbers
/// included — checked against the properties in `CoreProperties`. Every case is drawn from a
/// seed, and a failure names it.
@Suite("Properties under hostile input")
struct PropertyTests {
    static let seeds: [UInt64] = [1, 2, 3, 0xC0FFEE]

    // MARK: - Generators

    static func layout(_ random: inout SeededRandom) -> SegmentedLayout {
        func length() -> Double { random.hostileDouble(normal: 0...24) }
        func insets() -> EdgeInsets {
            random.chance(0.4)
                ? .zero
                : EdgeInsets(top: length(), leading: length(), bottom: length(), trailing: length())
        }
        let distribution: Distribution
        switch Int.random(in: 0..<5, using: &random) {
        case 0: distribution = .fillEqually(spacing: length())
        case 1: distribution = .spaceEvenly
        case 2: distribution = .spaceBetween
        case 3: distribution = .spaceAround
        default: distribution = .packed(spacing: length())
        }
        let width: IndicatorWidth
        switch Int.random(in: 0..<4, using: &random) {
        case 0: width = .segment
        case 1: width = .content
        case 2: width = .fixed(random.hostileDouble(normal: 0...80))
        default: width = .fraction(random.hostileDouble(normal: 0...1.5))
        }
        var indicator = Indicator(
            placement: random.element(of: Indicator.Placement.allCases), width: width,
            thickness: length(), offset: random.chance(0.5) ? nil : random.hostileDouble(),
            insets: random.chance(0.5) ? .zero : insets(), cornerRadius: length(),
            travel: random.chance(0.5) ? .linear : .elastic)
        indicator.offsetReference = random.element(of: Indicator.OffsetReference.allCases)
        let roundsContentWidthSum = random.chance(0.3)
        let filling: Distribution? =
            random.chance(0.15) ? .fillProportionally(spacing: length()) : nil
        let segmentWidths: [Double] =
            random.chance(0.7)
            ? []
            : (0..<Int.random(in: 0...60, using: &random)).map { _ in
                random.chance(0.5) ? 0 : random.hostileDouble(normal: 0...120)
            }
        return SegmentedLayout(
            distribution: filling ?? distribution, indicator: indicator,
            layoutDirection: random.chance(0.5) ? .leftToRight : .rightToLeft,
            insets: insets(), contentPadding: insets(),
            minimumSegmentWidth: random.chance(0.6) ? 0 : random.hostileDouble(normal: 0...90),
            maximumSegmentWidth: random.chance(0.6)
                ? .infinity : random.hostileDouble(normal: 0...200),
            minimumGap: random.chance(0.6) ? 0 : length(),
            roundsContentWidthSum: roundsContentWidthSum, segmentWidths: segmentWidths)
    }

    static func contentSizes(_ random: inout SeededRandom) -> [Size] {
        let count = random.chance(0.1) ? 0 : Int.random(in: 1...50, using: &random)
        let hostile = random.chance(0.5)
        return (0..<count).map { _ in
            hostile
                ? Size(
                    width: random.hostileDouble(normal: 0...120),
                    height: random.hostileDouble(normal: 0...30))
                : Size(
                    width: Double.random(in: 0...120, using: &random),
                    height: Double.random(in: 10...30, using: &random))
        }
    }

    static func container(_ random: inout SeededRandom) -> Size {
        random.chance(0.5)
            ? Size(width: random.hostileDouble(normal: 0...800), height: random.hostileDouble())
            : Size(
                width: Double.random(in: 0...800, using: &random),
                height: Double.random(in: 0...60, using: &random))
    }

    static func motion(_ random: inout SeededRandom) -> Motion {
        let sane = random.chance(0.5)
        func seconds() -> Double {
            sane ? Double.random(in: 0.01...1, using: &random) : random.hostileDouble(normal: 0...1)
        }
        switch Int.random(in: 0..<5, using: &random) {
        case 0: return .none
        case 1: return .linear(duration: seconds())
        case 2: return .easeInOut(duration: seconds())
        case 3:
            func control(_ range: ClosedRange<Double>) -> Double {
                sane
                    ? Double.random(in: range, using: &random) : random.hostileDouble(normal: range)
            }
            return .timingCurve(
                control(0...1), control(-1...2), control(0...1), control(-1...2),
                duration: seconds())
        default:
            return .spring(
                response: seconds(),
                dampingFraction: sane
                    ? Double.random(in: 0.05...2, using: &random)
                    : random.hostileDouble(normal: 0...2))
        }
    }

    // MARK: - Arrangement

    @Test(
        "random layouts in hostile containers keep every arrangement invariant and query property")
    func arrangements() {
        var cases = 0
        for seed in Self.seeds {
            var random = SeededRandom(seed: seed)
            for round in 0..<300 {
                let layout = Self.layout(&random)
                let sizes = Self.contentSizes(&random)
                let container = Self.container(&random)
                let arrangement = layout.arrange(contentSizes: sizes, in: container)
                var problems = arrangement.invariantViolations()
                problems += CoreProperties.segmentsHitThemselves(arrangement)
                let size = arrangement.contentSize
                let last = Double(max(0, sizes.count - 1))
                for _ in 0..<6 {
                    let position =
                        random.chance(0.3)
                        ? random.hostileDouble()
                        : Double.random(in: -1...(last + 1), using: &random)
                    problems += CoreProperties.indicator(arrangement, at: position)
                    problems += CoreProperties.emphasis(arrangement, at: position)
                    let viewport =
                        random.chance(0.3)
                        ? random.hostileDouble() : Double.random(in: 1...400, using: &random)
                    let current = random.hostileDouble(
                        normal: 0...max(1, size.width.isFinite ? size.width : 1))
                    problems += CoreProperties.scrolling(
                        arrangement, position: position, viewportWidth: viewport,
                        alignment: random.chance(0.5) ? .center : .minimal(currentOffset: current))
                    problems += CoreProperties.visibility(
                        arrangement, offset: current, viewportWidth: viewport)
                    let width = size.width.isFinite ? size.width : 1
                    let height = size.height.isFinite ? size.height : 1
                    let point =
                        random.chance(0.25)
                        ? Point(x: random.hostileDouble(), y: random.hostileDouble())
                        : Point(
                            x: Double.random(in: -5...(width + 5), using: &random),
                            y: Double.random(in: -2...(height + 2), using: &random))
                    problems += CoreProperties.hitTest(arrangement, at: point)
                    problems += CoreProperties.decorations(
                        arrangement, thickness: random.hostileDouble(normal: 0...3),
                        badge: Size(width: random.hostileDouble(), height: random.hostileDouble()),
                        index: random.hostileInt(normal: -1...sizes.count))
                }
                for whole in [0, last, -1, .nan] {
                    problems += CoreProperties.indicator(arrangement, at: whole)
                    problems += CoreProperties.emphasis(arrangement, at: whole)
                }
                let ideal = layout.idealSize(contentSizes: sizes)
                if !(ideal.width.isFinite && ideal.width >= 0 && ideal.height.isFinite
                    && ideal.height >= 0)
                {
                    problems.append("idealSize \(ideal)")
                }
                cases += 1
                #expect(
                    problems.isEmpty,
                    "seed \(seed) round \(round): \(layout) \(sizes) in \(container): \(problems)")
                if !problems.isEmpty { return }
            }
        }
        #expect(cases == 1200)
    }

    // MARK: - Motion

    @Test("retargeting with any motion at increasing times stays finite, continuous and settles")
    func animator() {
        for seed in Self.seeds {
            var random = SeededRandom(seed: seed)
            for round in 0..<250 {
                let start = random.hostileDouble(normal: 0...5)
                var animator = PositionAnimator(position: start)
                var steps = ["start \(start)"]
                var time = random.chance(0.2) ? random.hostileDouble() : 0
                if !time.isFinite { time = 0 }
                var problems = [String]()
                for _ in 0..<Int.random(in: 1...8, using: &random) {
                    let step =
                        random.chance(0.2)
                        ? random.hostileDouble(normal: 0...0.5)
                        : Double.random(in: 0...0.4, using: &random)
                    if step.isFinite, step > 0 { time += step }
                    let sampleTime = random.chance(0.1) ? .nan : time
                    let target =
                        random.chance(0.2)
                        ? random.hostileDouble(normal: 0...5)
                        : Double(Int.random(in: 0...5, using: &random))
                    let motion = Self.motion(&random)
                    let reduceMotion = random.chance(0.1)
                    steps.append("\(target) \(motion) at \(sampleTime) reduce \(reduceMotion)")
                    problems += CoreProperties.animate(
                        &animator, to: target, motion: motion, at: sampleTime,
                        reduceMotion: reduceMotion)
                    if random.chance(0.1) {
                        let position = random.hostileDouble(normal: 0...5)
                        animator.jump(to: position)
                        let limit = PositionAnimator.maximumPosition
                        if position.isFinite,
                            animator.position(at: time) != min(max(position, -limit), limit)
                        {
                            problems.append("jump to \(position) did not land")
                        }
                    }
                }
                #expect(problems.isEmpty, "seed \(seed) round \(round): \(steps): \(problems)")
                if !problems.isEmpty { return }
            }
        }
    }

    // MARK: - Selection

    @Test("any sequence of selection edits keeps nothing selected or an enabled segment in range")
    func selection() {
        for seed in Self.seeds {
            var random = SeededRandom(seed: seed)
            for round in 0..<250 {
                let count = random.hostileInt(normal: 0...12)
                var model = SelectionModel(
                    count: count,
                    selectedIndex: random.chance(0.1) ? nil : random.hostileInt(normal: 0...12),
                    disabledIndices: Set(
                        (0..<Int.random(in: 0...4, using: &random)).map { _ in
                            random.hostileInt(normal: 0...12)
                        }))
                var problems = CoreProperties.selection(model)
                var ids = Array(0..<max(0, min(model.count, 12)))
                for _ in 0..<Int.random(in: 1...20, using: &random) {
                    let edit = Self.selectionEdit(&random)
                    problems += CoreProperties.apply(edit, to: &model, ids: &ids)
                }
                #expect(problems.isEmpty, "seed \(seed) round \(round) count \(count): \(problems)")
                if !problems.isEmpty { return }
            }
        }
    }

    static func selectionEdit(_ random: inout SeededRandom) -> CoreProperties.SelectionEdit {
        let index = random.hostileInt(normal: -1...13)
        let wrapping = random.chance(0.5)
        switch Int.random(in: 0..<9, using: &random) {
        case 0: return .select(index)
        case 1: return .select(nil)
        case 2: return .next(wrapping: wrapping)
        case 3: return .previous(wrapping: wrapping)
        case 4: return random.chance(0.5) ? .first : .last
        case 5: return .setEnabled(random.chance(0.4), at: index)
        case 6:
            let ids = (0..<Int.random(in: 0...12, using: &random)).map { _ in
                Int.random(in: 0...15, using: &random)
            }
            let disabled = Set(
                (0..<Int.random(in: 0...3, using: &random)).map { _ in
                    random.hostileInt(normal: 0...12)
                })
            return .reconcile(to: ids, disabled: disabled)
        case 7:
            let keys: [NavigationKey] = [
                .left, .right, .next, .previous, .first, .last, .number(index), .number(Int.min),
                .number(Int.max),
            ]
            return .key(
                random.element(of: keys), random.chance(0.5) ? .leftToRight : .rightToLeft,
                wrapping: wrapping)
        default: return .describe
        }
    }

    // MARK: - Paging and accessibility

    @Test("paging positions stay within the pages and offsets round-trip")
    func paging() {
        for seed in Self.seeds {
            var random = SeededRandom(seed: seed)
            for round in 0..<250 {
                let paging = PagingGeometry(
                    pageWidth: random.hostileDouble(normal: 1...500),
                    pageCount: random.hostileInt(normal: 0...8),
                    layoutDirection: random.chance(0.5) ? .leftToRight : .rightToLeft)
                var problems = [String]()
                let extent = max(
                    paging.offset(forPosition: 0), paging.offset(forPosition: .infinity))
                for _ in 0..<8 {
                    let offset =
                        random.chance(0.3)
                        ? random.hostileDouble()
                        : Double.random(in: 0...1, using: &random) * (extent.isFinite ? extent : 1)
                    problems += CoreProperties.paging(paging, offset: offset)
                }
                #expect(problems.isEmpty, "seed \(seed) round \(round): \(paging): \(problems)")
                if !problems.isEmpty { return }
            }
        }
    }

    @Test("hostile labels, indices and counts give clean accessibility elements")
    func accessibility() {
        let pieces = [
            "", " ", "\u{0}", "\u{7}", "\u{1B}[2J", "\u{200B}", "\u{200E}", "\u{FEFF}", "\n\t",
            "\u{85}", "Home", "推薦", "e\u{301}", "👨\u{200D}👩\u{200D}👧", "{index}", "{count}",
            "\u{202E}evil", "\u{D7FF}", "\u{10FFFF}",
        ]
        var random = SeededRandom(seed: 7)
        var problems = [String]()
        for _ in 0..<500 {
            let label = (0..<Int.random(in: 0...4, using: &random)).map { _ in
                random.element(of: pieces)
            }.joined()
            let count = Int.random(in: 1...5, using: &random)
            let index = Int.random(in: 0..<count, using: &random)
            let machine = AccessibilityMachine(
                segments: (0..<count).map { .init(id: $0, label: $0 == index ? label : "Other") },
                selection: SelectionModel(
                    count: count, selectedIndex: random.chance(0.5) ? index : nil),
                isEnabled: random.chance(0.5))
            problems += CoreProperties.accessibility(machine.elements[index], rawLabel: label)
        }
        #expect(problems.isEmpty, "\(problems)")
    }
}

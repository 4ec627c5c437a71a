// libFuzzer target for SegmentedCore: bytes become a layout, content sizes, a container,
// positions, taps, scroll windows, selection edits, motion retargets, pagers, labels,
// colours, and event streams for every behaviour machine; every answer is checked against the properties the tests use
// (Sources/SegmentedTestSupport/CoreProperties.swift), and a broken one stops the run
// with `fatalError`, so libFuzzer records the input as a crash.
//
// Not a SwiftPM target: Scripts/fuzz.sh compiles it together with the core's sources.

/// Stops the run when a check failed, naming the area and every problem.
func require(_ problems: [String], _ area: @autoclosure () -> String) {
    guard problems.isEmpty else {
        fatalError("SegmentedCore \(area()): " + problems.prefix(8).joined(separator: "; "))
    }
}

func makeInsets(_ input: inout FuzzInput) -> EdgeInsets {
    guard input.bool() else { return .zero }
    return EdgeInsets(
        top: input.double(), leading: input.double(), bottom: input.double(),
        trailing: input.double())
}

func makeLayout(_ input: inout FuzzInput) -> SegmentedLayout {
    let distribution: Distribution
    switch input.small(5) {
    case 0: distribution = .fillEqually(spacing: input.double())
    case 1: distribution = .spaceEvenly
    case 2: distribution = .spaceBetween
    case 3: distribution = .spaceAround
    default: distribution = .packed(spacing: input.double())
    }
    let width: IndicatorWidth
    switch input.small(4) {
    case 0: width = .segment
    case 1: width = .content
    case 2: width = .fixed(input.double())
    default: width = .fraction(input.double())
    }
    let placement = Indicator.Placement.allCases[input.small(Indicator.Placement.allCases.count)]
    let indicator = Indicator(
        placement: placement, width: width, thickness: input.double(),
        offset: input.bool() ? input.double() : nil, insets: makeInsets(&input),
        cornerRadius: input.double(), travel: input.bool() ? .elastic : .linear)
    return SegmentedLayout(
        distribution: distribution, indicator: indicator,
        layoutDirection: input.bool() ? .rightToLeft : .leftToRight, insets: makeInsets(&input),
        contentPadding: makeInsets(&input),
        minimumSegmentWidth: input.bool() ? input.double() : 0,
        maximumSegmentWidth: input.bool() ? input.double() : .infinity,
        minimumGap: input.bool() ? input.double() : 0)
}

func fuzzArrangement(_ input: inout FuzzInput) {
    let layout = makeLayout(&input)
    let count = input.small(8) == 0 ? input.small(256) : input.small(24)
    var sizes = [Size]()
    sizes.reserveCapacity(count)
    let uniform = input.bool()
    let first = Size(width: input.double(), height: input.double())
    for _ in 0..<count {
        sizes.append(uniform ? first : Size(width: input.double(), height: input.double()))
    }
    let container = Size(width: input.double(), height: input.double())
    let arrangement = layout.arrange(contentSizes: sizes, in: container)
    func context() -> String { "\(layout) \(sizes.prefix(4))… (\(count)) in \(container)" }
    require(arrangement.invariantViolations(), "arrangement of \(context())")
    require(CoreProperties.segmentsHitThemselves(arrangement), "hit testing of \(context())")
    let ideal = layout.idealSize(contentSizes: sizes)
    if !(ideal.width.isFinite && ideal.width >= 0 && ideal.height.isFinite && ideal.height >= 0) {
        require(["idealSize \(ideal)"], context())
    }
    for whole in [0, Double(max(0, count - 1))] {
        require(CoreProperties.indicator(arrangement, at: whole), "indicator of \(context())")
        require(CoreProperties.emphasis(arrangement, at: whole), "emphasis of \(context())")
    }
    for _ in 0..<(1 + input.small(8)) {
        let position = input.double()
        require(CoreProperties.indicator(arrangement, at: position), "indicator of \(context())")
        require(CoreProperties.emphasis(arrangement, at: position), "emphasis of \(context())")
        let point = Point(x: input.double(), y: input.double())
        require(CoreProperties.hitTest(arrangement, at: point), "hit testing of \(context())")
        let offset = input.double()
        let viewport = input.double()
        require(
            CoreProperties.visibility(arrangement, offset: offset, viewportWidth: viewport),
            "visibleSegments of \(context())")
        let alignment: ScrollAlignment = input.bool() ? .center : .minimal(currentOffset: offset)
        require(
            CoreProperties.scrolling(
                arrangement, position: position, viewportWidth: viewport, alignment: alignment),
            "scrollOffset of \(context())")
        require(
            CoreProperties.decorations(
                arrangement, thickness: input.double(),
                badge: Size(width: input.double(), height: input.double()),
                index: input.int(normal: count)),
            "decorations of \(context())")
    }
}

func makeMotion(_ input: inout FuzzInput) -> Motion {
    switch input.small(5) {
    case 0: return .none
    case 1: return .linear(duration: input.double())
    case 2: return .easeInOut(duration: input.double())
    case 3:
        return .timingCurve(
            input.double(), input.double(), input.double(), input.double(),
            duration: input.double())
    default: return .spring(response: input.double(), dampingFraction: input.double())
    }
}

func fuzzAnimator(_ input: inout FuzzInput) {
    var animator = PositionAnimator(position: input.double())
    var time = input.bool() ? input.double() : 0
    if !time.isFinite { time = 0 }
    for _ in 0..<(1 + input.small(16)) {
        let step = input.double()
        if step.isFinite, step > 0, (time + step).isFinite { time += step }
        let at = input.small(16) == 0 ? input.double() : time
        let target = input.bool() ? Double(input.small(8)) : input.double()
        let motion = makeMotion(&input)
        let reduceMotion = input.small(8) == 0
        require(
            CoreProperties.animate(
                &animator, to: target, motion: motion, at: at, reduceMotion: reduceMotion),
            "animator: \(target) with \(motion) at \(at)")
        if input.small(8) == 0 {
            let position = input.double()
            animator.jump(to: position)
            require(CoreProperties.sample(animator, at: time), "animator after jump(\(position))")
        }
    }
}

func fuzzSelection(_ input: inout FuzzInput) {
    let count = input.int(normal: 12)
    var disabled = Set<Int>()
    for _ in 0..<input.small(6) { disabled.insert(input.int(normal: 12)) }
    var model = SelectionModel(
        count: count, selectedIndex: input.small(8) == 0 ? nil : input.int(normal: 12),
        disabledIndices: disabled)
    require(CoreProperties.selection(model), "selection init \(count)")
    var ids = Array(0..<max(0, min(model.count, 16)))
    for _ in 0..<(1 + input.small(32)) {
        let index = input.int(normal: 14)
        let wrapping = input.bool()
        let edit: CoreProperties.SelectionEdit
        switch input.small(10) {
        case 0: edit = .select(index)
        case 1: edit = .select(nil)
        case 2: edit = .next(wrapping: wrapping)
        case 3: edit = .previous(wrapping: wrapping)
        case 4: edit = .first
        case 5: edit = .last
        case 6: edit = .setEnabled(input.bool(), at: index)
        case 7:
            let newIDs = (0..<input.small(16)).map { _ in input.small(20) }
            var newDisabled = Set<Int>()
            for _ in 0..<input.small(4) { newDisabled.insert(input.int(normal: 16)) }
            edit = .reconcile(to: newIDs, disabled: newDisabled)
        case 8:
            let keys: [NavigationKey] = [
                .left, .right, .next, .previous, .first, .last, .number(index),
            ]
            edit = .key(
                keys[input.small(keys.count)], input.bool() ? .rightToLeft : .leftToRight,
                wrapping: wrapping)
        default: edit = .describe
        }
        require(CoreProperties.apply(edit, to: &model, ids: &ids), "selection \(edit)")
    }
}

func fuzzPagingAndText(_ input: inout FuzzInput) {
    let paging = PagingGeometry(
        pageWidth: input.double(), pageCount: input.int(normal: 8),
        layoutDirection: input.bool() ? .rightToLeft : .leftToRight)
    for _ in 0..<(1 + input.small(4)) {
        let offset = input.double()
        require(CoreProperties.paging(paging, offset: offset), "\(paging) at \(offset)")
    }
    // A label from raw bytes (invalid UTF-8 becomes U+FFFD) and from chosen scalars.
    var scalars = String.UnicodeScalarView()
    for _ in 0..<input.small(12) {
        let raw = UInt32(input.byte()) << 8 | UInt32(input.byte())
        let value = input.bool() ? raw : raw & 0xFF
        if let scalar = Unicode.Scalar(value) { scalars.append(scalar) }
    }
    let bytes = (0..<input.small(16)).map { _ in input.byte() }
    for label in [String(scalars), String(decoding: bytes, as: UTF8.self)] {
        let count = 1 + input.small(8)
        let index = input.small(count)
        let machine = AccessibilityMachine(
            segments: (0..<count).map { .init(id: $0, label: $0 == index ? label : "Other") },
            selection: SelectionModel(
                count: count, selectedIndex: input.bool() ? index : nil,
                disabledIndices: input.bool() ? [index] : []),
            templates: input.bool()
                ? .english
                : AccessibilityMachine<Int>.Templates(position: label, unnamed: label, role: label),
            container: input.bool() ? .segmentedControl : .tabBar, isEnabled: input.bool())
        require(
            CoreProperties.accessibility(machine.elements[index], rawLabel: label), "accessibility")
        if let colour = RGBAColor(hex: label) {
            _ = colour.hexString
            _ = colour.xterm256Index
        }
    }
    let colour = RGBAColor(
        red: input.double(), green: input.double(), blue: input.double(), alpha: input.double())
    let mixed = colour.interpolated(to: .white, fraction: input.double())
        .withOpacity(input.double())
    let index = mixed.xterm256Index
    if !(16...255).contains(index) || RGBAColor(hex: mixed.hexString) == nil {
        require(["colour \(mixed) gives \(index), \(mixed.hexString)"], "colour")
    }
}

/// libFuzzer's entry point: runs one input through the core and traps on a broken property.
///
/// ```swift
/// // libFuzzer calls it; by hand: fuzz(bytes, bytes.count)
/// ```
///
/// - Parameters:
///   - data: The input bytes.
///   - size: How many there are.
/// - Returns: 0, as libFuzzer expects; a failed check never returns.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    var input = FuzzInput(data, count: size)
    // The top eight first-byte values go to the behaviour machines; the rest keep the areas
    // the corpus was recorded for (the same `% 8` choice as before). Within the top eight,
    // 248–251 stay the interaction machine's: its committed seed (`interaction-stream`)
    // starts with 250, so it replays as it was recorded. The four values no committed input
    // starts with now go to the other machines, one each, rather than a new range carved out
    // of `% 8`, which would send inputs recorded for the older areas elsewhere. (An input a
    // local run kept in .build/fuzz/corpus that starts with 252–255 still runs, on the new
    // machine.)
    let area = input.byte()
    switch area {
    case 248...251:
        fuzzInteraction(&input)
        return 0
    case 252:
        fuzzControl(&input)
        return 0
    case 253:
        fuzzFocus(&input)
        return 0
    case 254:
        fuzzAccessibility(&input)
        return 0
    case 255:
        fuzzSelectionRequests(&input)
        return 0
    default:
        break
    }
    switch Int(area) % 8 {
    case 0, 1, 2, 3: fuzzArrangement(&input)
    case 4, 5: fuzzAnimator(&input)
    case 6: fuzzSelection(&input)
    default:
        fuzzPagingAndText(&input)
        // The pager reads the bytes left over, so earlier corpus inputs replay unchanged.
        fuzzPager(&input)
    }
    return 0
}

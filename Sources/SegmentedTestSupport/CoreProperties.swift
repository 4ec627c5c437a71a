// The properties every public answer of the core keeps, whatever the input. Shared by the
// property tests (which import SegmentedCore) and the libFuzzer target (which compiles this
// file together with the core's sources, so there is no module to import): each check
// returns descriptions of what does not hold, empty when all is well.

#if canImport(SegmentedCore)
    import SegmentedCore
#endif

/// The core's invariants as checks: each takes a value and returns descriptions of what does
/// not hold, empty when all is well.
///
/// ```swift
/// let problems = CoreProperties.indicator(arrangement, at: 1.5)
/// #expect(problems.isEmpty, "\(problems)")
/// ```
public enum CoreProperties {
    /// Tolerance for sums and interpolations that round: 10⁻⁹ of the scale, at least 10⁻⁹.
    public static func tolerance(_ scale: Double...) -> Double {
        var largest = 1.0
        for value in scale where value.isFinite {
            largest = max(largest, abs(value))
        }
        return 1e-9 * largest
    }

    // MARK: - Arrangement

    /// The indicator at any position (NaN and infinities included) is finite, inside the
    /// content, and between its two neighbouring whole-position frames.
    public static func indicator(_ arrangement: Arrangement, at position: Double) -> [String] {
        var problems = [String]()
        let frame = arrangement.indicatorFrame(at: position)
        let radius = arrangement.indicatorCornerRadius(at: position)
        guard frame.isFinite, frame.width >= 0, frame.height >= 0 else {
            return ["indicator at \(position) is \(frame)"]
        }
        if !(radius.isFinite && radius >= 0 && radius <= min(frame.width, frame.height) / 2) {
            problems.append("corner radius \(radius) at \(position) for \(frame)")
        }
        guard arrangement.count > 0, arrangement.indicator.placement != .none else {
            if frame != .zero { problems.append("indicator \(frame) with nothing to show") }
            return problems
        }
        let clamped = arrangement.clampedPosition(position)
        guard clamped.isFinite, clamped >= 0, clamped <= Double(arrangement.count - 1) else {
            return problems + ["clampedPosition(\(position)) = \(clamped)"]
        }
        let lower = clamped.rounded(.down)
        let upper = min(lower + 1, Double(arrangement.count - 1))
        let a = arrangement.indicatorFrame(at: lower)
        let b = arrangement.indicatorFrame(at: upper)
        let size = arrangement.contentSize
        let tolerance = tolerance(size.width, size.height)
        if frame.minX < min(a.minX, b.minX) - tolerance
            || frame.maxX > max(a.maxX, b.maxX) + tolerance
        {
            problems.append("indicator at \(position) \(frame) is outside \(a) ∪ \(b)")
        }
        if frame.minY < min(a.minY, b.minY) - tolerance
            || frame.maxY > max(a.maxY, b.maxY) + tolerance
        {
            problems.append("indicator at \(position) \(frame) is above or below \(a) ∪ \(b)")
        }
        if frame.minX < -tolerance || frame.maxX > size.width + tolerance || frame.minY < -tolerance
            || frame.maxY > size.height + tolerance
        {
            problems.append("indicator at \(position) \(frame) sticks out of \(size)")
        }
        return problems
    }

    /// Hit testing agrees with the frames: a point inside the bar selects a segment, the
    /// nearest one; a point outside selects none.
    public static func hitTest(_ arrangement: Arrangement, at point: Point) -> [String] {
        let index = arrangement.segmentIndex(at: point)
        let size = arrangement.contentSize
        let inBar =
            arrangement.count > 0 && point.x >= 0 && point.x <= size.width && point.y >= 0
            && point.y <= size.height
        guard inBar else {
            return index == nil ? [] : ["\(point) outside \(size) hits segment \(index!)"]
        }
        guard let index, index >= 0, index < arrangement.count else {
            return ["\(point) inside \(size) hits \(String(describing: index))"]
        }
        // The hit segment is the nearest (the gap splits at its middle); check near-by ones.
        func distance(_ i: Int) -> Double {
            let frame = arrangement.segmentFrames[i]
            return max(0, frame.minX - point.x, point.x - frame.maxX)
        }
        let own = distance(index)
        let tolerance = tolerance(size.width)
        for other in max(0, index - 2)...min(arrangement.count - 1, index + 2)
        where distance(other) < own - tolerance {
            return ["\(point) hits segment \(index) but segment \(other) is nearer"]
        }
        return []
    }

    /// A point strictly inside each segment frame (its centre) selects that segment.
    public static func segmentsHitThemselves(_ arrangement: Arrangement) -> [String] {
        let size = arrangement.contentSize
        let tolerance = tolerance(size.width)
        var problems = [String]()
        for (index, frame) in arrangement.segmentFrames.enumerated()
        where frame.width > 4 * tolerance {
            let point = Point(x: frame.midX, y: min(max(frame.midY, 0), size.height))
            let hit = arrangement.segmentIndex(at: point)
            if hit != index {
                problems.append(
                    "the centre \(point) of segment \(index) \(frame) hits"
                        + " \(String(describing: hit))")
            }
        }
        return problems
    }

    /// `visibleSegments` agrees with a scan of every frame: it holds every segment that is
    /// clearly inside the window and none that is clearly outside. A segment within rounding
    /// of an edge (a few ulps of the bar's width) may go either way: right-to-left frames of
    /// 10⁻³⁰⁰ units, mirrored near x = 0, overlap by less than the bar's precision.
    public static func visibility(
        _ arrangement: Arrangement, offset: Double, viewportWidth: Double
    ) -> [String] {
        let range = arrangement.visibleSegments(offset: offset, viewportWidth: viewportWidth)
        guard offset.isFinite, viewportWidth.isFinite, viewportWidth > 0 else {
            return range.isEmpty
                ? [] : ["visibleSegments(\(offset), \(viewportWidth)) = \(range), expected none"]
        }
        let right = offset + viewportWidth
        // A few ulps of the bar's width: enough for mirroring, far less than a real overlap.
        let tolerance = 16 * arrangement.contentSize.width.ulp
        var problems = [String]()
        for (index, frame) in arrangement.segmentFrames.enumerated() {
            let surely = frame.maxX > offset + tolerance && frame.minX < right - tolerance
            let possibly = frame.maxX > offset - tolerance && frame.minX < right + tolerance
            if surely && !range.contains(index) || !possibly && range.contains(index) {
                problems.append(
                    "visibleSegments(\(offset), \(viewportWidth)) = \(range) but segment"
                        + " \(index) is at \(frame.minX)...\(frame.maxX)")
            }
        }
        return problems
    }

    /// `scrollOffset` stays within the content and, for a segment that fits, reveals it.
    public static func scrolling(
        _ arrangement: Arrangement, position: Double, viewportWidth: Double,
        alignment: ScrollAlignment
    ) -> [String] {
        let offset = arrangement.scrollOffset(
            revealing: position, viewportWidth: viewportWidth, alignment: alignment)
        let maximum = max(0, arrangement.contentSize.width - viewportWidth)
        guard viewportWidth.isFinite, viewportWidth > 0, arrangement.count > 0 else {
            return offset == 0 ? [] : ["scrollOffset with viewport \(viewportWidth) is \(offset)"]
        }
        guard offset.isFinite, offset >= 0, offset <= maximum else {
            return [
                "scrollOffset(\(position), \(viewportWidth)) = \(offset), not in 0...\(maximum)"
            ]
        }
        let clamped = arrangement.clampedPosition(position)
        guard clamped == clamped.rounded() else { return [] }
        let frame = arrangement.segmentFrames[Int(clamped)]
        let tolerance = tolerance(arrangement.contentSize.width)
        if frame.width <= viewportWidth,
            frame.minX < offset - tolerance || frame.maxX > offset + viewportWidth + tolerance
        {
            return ["scrollOffset \(offset) (\(alignment)) does not reveal \(frame)"]
        }
        return []
    }

    /// Emphasis is in `0...1`, sums to 1 over the segments, and is exactly 1 for the segment
    /// at a whole position (0 for the others); indices outside the segments give 0.
    public static func emphasis(_ arrangement: Arrangement, at position: Double) -> [String] {
        var problems = [String]()
        for index in [Int.min, -1, arrangement.count, Int.max]
        where arrangement.emphasis(of: index, at: position) != 0 {
            problems.append("emphasis of \(index) at \(position) is not 0")
        }
        guard arrangement.count > 0 else { return problems }
        let clamped = arrangement.clampedPosition(position)
        let lower = Int(clamped.rounded(.down))
        var sum = 0.0
        for index in max(0, lower - 2)...min(arrangement.count - 1, lower + 3) {
            let value = arrangement.emphasis(of: index, at: position)
            guard value >= 0, value <= 1 else {
                return problems + ["emphasis of \(index) at \(position) is \(value)"]
            }
            sum += value
            if clamped == Double(lower), value != (index == lower ? 1 : 0) {
                problems.append("emphasis of \(index) at whole position \(position) is \(value)")
            }
        }
        if abs(sum - 1) > 1e-9 {
            problems.append("emphasis at \(position) sums to \(sum)")
        }
        // The span is the same emphasis in O(1): it must agree for every nearby segment.
        if let span = arrangement.emphasisSpan(at: position) {
            for index in max(0, lower - 2)...min(arrangement.count - 1, lower + 3)
            where span.emphasis(of: index) != arrangement.emphasis(of: index, at: position) {
                problems.append("emphasis span at \(position) disagrees for segment \(index)")
            }
        } else {
            problems.append("no emphasis span at \(position) for \(arrangement.count) segments")
        }
        return problems
    }

    /// The divider lies along the bottom of the content, and a badge inside it.
    public static func decorations(
        _ arrangement: Arrangement, thickness: Double, badge: Size, index: Int
    ) -> [String] {
        var problems = [String]()
        let size = arrangement.contentSize
        let tolerance = tolerance(size.width, size.height)
        let divider = arrangement.dividerFrame(thickness: thickness)
        if !(divider.isFinite && divider.width >= 0 && divider.height >= 0 && divider.minY >= 0
            && divider.maxY <= size.height + tolerance && divider.maxX <= size.width + tolerance)
        {
            problems.append("divider \(divider) of thickness \(thickness) in \(size)")
        }
        let frame = arrangement.badgeFrame(forSegment: index, size: badge)
        if (frame == nil) == (index >= 0 && index < arrangement.count) {
            problems.append(
                "badge for segment \(index) of \(arrangement.count): \(String(describing: frame))")
        }
        if let frame,
            !(frame.isFinite && frame.minX >= 0 && frame.minY >= 0 && frame.width >= 0
                && frame.height >= 0 && frame.maxX <= size.width + tolerance
                && frame.maxY <= size.height + tolerance)
        {
            problems.append("badge \(frame) of \(badge) sticks out of \(size)")
        }
        return problems
    }

    // MARK: - Motion

    /// A sample of the animator is finite, and exactly the target from ``settledTime`` on.
    public static func sample(_ animator: PositionAnimator, at time: Double) -> [String] {
        let position = animator.position(at: time)
        let velocity = animator.velocity(at: time)
        var problems = [String]()
        if !position.isFinite || !velocity.isFinite {
            problems.append("at \(time): position \(position), velocity \(velocity)")
        }
        let settled = animator.settledTime
        if !(settled.isFinite || settled == -.infinity) {
            problems.append("settledTime is \(settled)")
        }
        if time.isNaN || time >= settled {
            if position != animator.target || velocity != 0 || !animator.isSettled(at: time) {
                problems.append(
                    "at \(time) ≥ settledTime \(settled): position \(position), velocity"
                        + " \(velocity), target \(animator.target)")
            }
        }
        if settled.isFinite, animator.position(at: settled) != animator.target {
            problems.append("at settledTime \(settled) the position is not the target")
        }
        return problems
    }

    /// A retarget keeps the position continuous (unless the motion is instant), moves the
    /// target (unless it is not finite), and leaves a finite settled time.
    public static func retarget(
        before: PositionAnimator, after: PositionAnimator, to target: Double, motion: Motion,
        at time: Double, reduceMotion: Bool
    ) -> [String] {
        guard target.isFinite else {
            return after == before ? [] : ["retarget to \(target) changed the animator"]
        }
        var problems = [String]()
        let limit = PositionAnimator.maximumPosition
        let target = min(max(target, -limit), limit)
        if after.target != target {
            problems.append("retarget to \(target) left the target at \(after.target)")
        }
        if !(after.settledTime.isFinite || after.settledTime == -.infinity) {
            problems.append("retarget with \(motion) at \(time): settledTime \(after.settledTime)")
        }
        guard time.isFinite else { return problems }
        let old = before.position(at: time)
        let new = after.position(at: time)
        if !after.isSettled(at: time) {
            let tolerance = tolerance(old, target, before.target)
            if !(abs(new - old) <= tolerance) {
                problems.append(
                    "retarget to \(target) with \(motion) at \(time) jumps from \(old) to \(new)")
            }
        } else if isSane(motion), !reduceMotion, abs(time) < 1e6, abs(old - target) > 1e-2,
            abs(target) < 1e6, abs(old) < 1e6
        {
            problems.append("\(motion) from \(old) to \(target) at \(time) did not animate")
        }
        if case .spring = motion, isSane(motion), !reduceMotion, after.settledTime.isFinite,
            abs(time) < 1e6, abs(target) < 1e6, abs(old) < 1e6
        {
            // A spring replaces whatever ran before, and its settled time is a promise: from
            // then on it stays within a thousandth of a segment. (A timing curve simply ends
            // at its settled time, and may be moving fast just before.)
            let near = after.position(at: after.settledTime.nextDown)
            if !(abs(near - target) <= 1e-3 + tolerance(target, old)) {
                problems.append(
                    "just before settledTime \(after.settledTime) the position \(near) is far"
                        + " from \(target) (\(motion))")
            }
        }
        return problems
    }

    /// Whether a motion's numbers are ordinary: durations and responses from a millisecond
    /// to a thousand seconds, damping in range, control points near the unit square.
    public static func isSane(_ motion: Motion) -> Bool {
        func ordinary(_ duration: Double) -> Bool { duration >= 1e-3 && duration <= 1e3 }
        switch motion {
        case .none: return false
        case .linear(let duration), .easeInOut(let duration): return ordinary(duration)
        case .timingCurve(let x1, let y1, let x2, let y2, let duration):
            return ordinary(duration) && [x1, x2].allSatisfy { $0 >= 0 && $0 <= 1 }
                && [y1, y2].allSatisfy { $0 >= -2 && $0 <= 3 }
        case .spring(let response, let damping):
            return ordinary(response) && damping >= 0.05 && damping <= 10
        }
    }

    // MARK: - Selection

    /// The selection model's own invariant: nothing selected, or an enabled segment in range.
    public static func selection(_ model: SelectionModel) -> [String] {
        var problems = [String]()
        if model.count < 0 { problems.append("count \(model.count)") }
        if let index = model.selectedIndex, !(index >= 0 && index < model.count) {
            problems.append("selected \(index) of \(model.count)")
        }
        if let index = model.selectedIndex, !model.isEnabled(index) {
            problems.append("selected \(index) is disabled")
        }
        if let bad = model.disabledIndices.first(where: { !($0 >= 0 && $0 < model.count) }) {
            problems.append("disabled index \(bad) outside \(model.count) segments")
        }
        if model.hasSelectableSegment != (model.disabledIndices.count < model.count) {
            problems.append("hasSelectableSegment is \(model.hasSelectableSegment)")
        }
        return problems
    }

    /// One edit a user or the app can make to a selection.
    public enum SelectionEdit {
        case select(Int?)
        case next(wrapping: Bool)
        case previous(wrapping: Bool)
        case first
        case last
        case setEnabled(Bool, at: Int)
        case reconcile(to: [Int], disabled: Set<Int>)
        case key(NavigationKey, LayoutDirection, wrapping: Bool)
        case describe
    }

    /// Applies an edit and checks its documented result and the model's invariant. `ids` are
    /// the identities of the items the model describes; `reconcile` replaces them.
    public static func apply(
        _ edit: SelectionEdit, to model: inout SelectionModel, ids: inout [Int]
    ) -> [String] {
        let before = model
        var problems = [String]()
        func expectSelection(_ result: Int?, _ name: String) {
            if (result == nil) == model.hasSelectableSegment || result != model.selectedIndex {
                problems.append("\(name) gave \(String(describing: result)) on \(before)")
            }
        }
        func expectKept(_ name: String) {
            if before.selectedIndex != nil, model.selectedIndex == nil, model.hasSelectableSegment {
                problems.append("\(name) dropped the selection of \(before)")
            }
        }
        switch edit {
        case .select(nil):
            model.select(nil)
            if model.selectedIndex != nil { problems.append("select(nil) kept a selection") }
        case .select(let index?):
            let done = model.select(index)
            if done != before.isEnabled(index) || (done && model.selectedIndex != index)
                || (!done && model != before)
            {
                problems.append("select(\(index)) returned \(done) on \(before)")
            }
        case .next(let wrapping):
            expectSelection(model.selectNext(wrapping: wrapping), "selectNext")
        case .previous(let wrapping):
            expectSelection(model.selectPrevious(wrapping: wrapping), "selectPrevious")
        case .first:
            expectSelection(model.selectFirst(), "selectFirst")
        case .last:
            expectSelection(model.selectLast(), "selectLast")
        case .setEnabled(let isEnabled, let index):
            model.setEnabled(isEnabled, at: index)
            expectKept("setEnabled(\(isEnabled), at: \(index))")
        case .reconcile(let newIDs, let disabled):
            model.reconcile(from: ids, to: newIDs, disabledIndices: disabled)
            ids = newIDs
            expectKept("reconcile")
            if model.count != newIDs.count {
                problems.append("reconcile kept count \(model.count)")
            }
        case .key(let key, let direction, let wrapping):
            if let target = model.target(for: key, layoutDirection: direction, wrapping: wrapping),
                !model.isEnabled(target) || target == model.selectedIndex
            {
                problems.append("target(for: \(key)) = \(target) on \(model)")
            }
        case .describe:
            let elements = AccessibilityMachine(
                segments: ids.map { .init(id: $0, label: "Item \($0)") }, selection: model
            ).elements
            let selected = elements.indices.filter { elements[$0].isSelected }
            if elements.count != ids.count || selected.count > 1
                || (model.count == ids.count
                    && selected != (model.selectedIndex.map { [$0] } ?? []))
            {
                problems.append("\(elements.count) elements for \(ids.count) ids on \(model)")
            }
        }
        return problems + selection(model)
    }

    /// Retargets the animator and checks the retarget and samples around it.
    public static func animate(
        _ animator: inout PositionAnimator, to target: Double, motion: Motion, at time: Double,
        reduceMotion: Bool
    ) -> [String] {
        let before = animator
        animator.animate(to: target, motion: motion, at: time, reduceMotion: reduceMotion)
        var problems = retarget(
            before: before, after: animator, to: target, motion: motion, at: time,
            reduceMotion: reduceMotion)
        let base = time.isFinite ? time : 0
        for offset in [0, 1e-9, 0.016, 0.1, 0.5, 2] {
            problems += sample(animator, at: base + offset)
        }
        problems += sample(animator, at: .nan)
        problems += sample(animator, at: animator.settledTime)
        return problems
    }

    // MARK: - Paging

    /// Positions from offsets are finite and within the pages (unless overscroll is allowed),
    /// offsets from positions are finite and within the content, and in-range offsets
    /// round-trip.
    public static func paging(_ paging: PagingGeometry, offset: Double) -> [String] {
        var problems = [String]()
        let usable = paging.pageCount > 0 && paging.pageWidth.isFinite && paging.pageWidth > 0
        let last = usable ? Double(paging.pageCount - 1) : 0
        let position = paging.position(forOffset: offset)
        if !(position >= 0 && position <= last) {
            problems.append("position(forOffset: \(offset)) = \(position), not in 0...\(last)")
        }
        let free = paging.position(forOffset: offset, allowsOverscroll: true)
        if !(free >= -1 && free <= last + 1) {
            problems.append("position(forOffset: \(offset), allowsOverscroll: true) = \(free)")
        }
        let end = paging.offset(forPosition: last)
        let start = paging.offset(forPosition: 0)
        let extent = max(start, end)
        if !(extent.isFinite && min(start, end) == 0) {
            problems.append("offsets of the first and last page: \(start), \(end)")
        }
        let back = paging.offset(forPosition: position)
        if !(back.isFinite && back >= 0 && back <= extent) {
            problems.append("offset(forPosition: \(position)) = \(back), not in 0...\(extent)")
        }
        if usable, offset >= 0, offset <= extent,
            !(abs(back - offset) <= tolerance(extent, paging.pageWidth))
        {
            problems.append("offset \(offset) round-trips to \(back) via position \(position)")
        }
        return problems
    }

    // MARK: - Accessibility

    /// An element's label is never empty unless the templates make it so, holds no control
    /// or format characters and has no surrounding whitespace; building it never traps.
    public static func accessibility<ID>(
        _ element: SegmentAccessibilityElement<ID>, rawLabel: String
    ) -> [String] {
        let label = element.label
        var problems = [String]()
        let cleanedEmpty = rawLabel.unicodeScalars.allSatisfy {
            $0.properties.isWhitespace || $0.properties.generalCategory == .control
                || $0.properties.generalCategory == .format
        }
        guard !cleanedEmpty else { return problems }
        if label.unicodeScalars.contains(where: {
            $0.properties.generalCategory == .control || $0.properties.generalCategory == .format
        }) {
            problems.append("label \(label.debugDescription) keeps a control character")
        }
        if let first = label.unicodeScalars.first, let last = label.unicodeScalars.last,
            first.properties.isWhitespace || last.properties.isWhitespace
        {
            problems.append("label \(label.debugDescription) keeps surrounding whitespace")
        }
        if label.isEmpty { problems.append("label of \(rawLabel.debugDescription) is empty") }
        return problems
    }
}

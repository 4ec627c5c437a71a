import SegmentedCore
import Testing

// Corners that no other test reached: a deliberate bug planted in each went unnoticed. Every
// expected value here is derived by hand (or by an independent computation in the test), as
// each comment shows, never copied from the implementation.

@Suite("Scrolling: a right-to-left segment wider than the viewport")
struct RightToLeftWideSegmentScrollTests {
    // Packed with no spacing, right to left, widths [100, 300, 100] in a 250-wide container:
    // the content is 500 wide and segment 0 sits at the right, so the frames are
    //   segment 2: 0...100, segment 1: 100...400, segment 0: 400...500.
    let arrangement = SegmentedLayout(
        distribution: .packed(spacing: 0), layoutDirection: .rightToLeft
    )
    .arrange(contentSizes: sizes([100, 300, 100]), in: Size(width: 250, height: 20))

    @Test("the frames are the hand-drawn ones")
    func frames() {
        #expect(arrangement.segmentFrames.map(\.minX) == [400, 100, 0])
        #expect(arrangement.segmentFrames.map(\.maxX) == [500, 400, 100])
    }

    @Test(
        "minimal scrolling shows the wide segment's leading (right) edge at the viewport's right",
        arguments: [0.0, 100, 250])
    func leadingEdgeInView(currentOffset: Double) {
        // Segment 1 (300) is wider than the 250 viewport, so only its leading edge can be
        // shown whole. In right-to-left the leading edge is the right one, x = 400; the
        // viewport ends there when its left edge is 400 − 250 = 150, wherever it was before.
        #expect(
            arrangement.scrollOffset(
                revealing: 1, viewportWidth: 250,
                alignment: .minimal(currentOffset: currentOffset)) == 150)
    }

    @Test("left to right, the same wide segment shows its left edge")
    func leftToRightCounterpart() {
        // Mirrored: segment 1 spans 100...400 and its leading edge is x = 100.
        let ltr = SegmentedLayout(distribution: .packed(spacing: 0))
            .arrange(contentSizes: sizes([100, 300, 100]), in: Size(width: 250, height: 20))
        #expect(
            ltr.scrollOffset(
                revealing: 1, viewportWidth: 250, alignment: .minimal(currentOffset: 250)) == 100)
    }
}

@Suite("Timing curves: the bisection fallback")
struct TimingCurveBisectionTests {
    /// x and y of the CSS curve `cubic-bezier(1, 0, 0, 1)` in Bernstein form, written from
    /// the definition B(t) = 3(1−t)²t·P1 + 3(1−t)t²·P2 + t³ with P1 = (1, 0), P2 = (0, 1).
    static func x(_ t: Double) -> Double { 3 * (1 - t) * (1 - t) * t + t * t * t }
    static func y(_ t: Double) -> Double { 3 * (1 - t) * t * t + t * t * t }

    /// An independent solve: plain bisection on x(t) = time over 0...1 (x is increasing
    /// there), 200 halvings.
    static func reference(at time: Double) -> Double {
        var low = 0.0
        var high = 1.0
        for _ in 0..<200 {
            let middle = (low + high) / 2
            if x(middle) < time { low = middle } else { high = middle }
        }
        return y((low + high) / 2)
    }

    @Test(
        "cubic-bezier(1,0,0,1), whose flat middle defeats Newton's method, matches a bisection",
        arguments: [0.05, 0.2, 0.393, 0.45, 0.55, 0.607, 0.8, 0.95])
    func matchesBisection(time: Double) {
        let curve = TimingCurve(x1: 1, y1: 0, x2: 0, y2: 1)
        #expect(abs(curve.value(at: time) - Self.reference(at: time)) < 1e-6)
    }

    @Test("at the vertical tangent, time 0.5, the value is within the solver's tolerance of 0.5")
    func verticalTangent() {
        // By symmetry y = 0.5 at x = 0.5 (t = 0.5). There dx/dt = 0: x − 0.5 = 4u³ and
        // y − 0.5 ≈ 1.5u for t = 0.5 + u, so a solve to 1e-9 in x allows |u| ≤ (2.5e-10)^(1/3)
        // ≈ 6.3e-4 and |y − 0.5| up to about 1e-3.
        let value = TimingCurve(x1: 1, y1: 0, x2: 0, y2: 1).value(at: 0.5)
        #expect(abs(value - 0.5) < 1e-3)
    }

    @Test("at 0.393 the value is about 0.1049, far from 1")
    func theReportedPoint() {
        // By the bisection above: t ≈ 0.200929, y(t) ≈ 0.104893.
        let value = TimingCurve(x1: 1, y1: 0, x2: 0, y2: 1).value(at: 0.393)
        #expect(abs(value - 0.104893) < 1e-5)
    }
}

@Suite("Animator: the whole path stays continuous after overlapping retargets are merged")
struct MergedRetargetContinuityTests {
    @Test("twenty overlapping easeInOut retargets: no jump at any retarget or in between")
    func continuousPath() {
        var animator = PositionAnimator(position: 0)
        let duration = 10.0
        var time = 0.0
        var previous = animator.position(at: 0)
        // 20 retargets 1 ms apart, alternating 2 and 0: more than the 16 motions the
        // animator keeps, so it has to merge them.
        for index in 0..<20 {
            let before = animator.position(at: time)
            animator.animate(
                to: index.isMultiple(of: 2) ? 2 : 0, motion: .easeInOut(duration: duration),
                at: time)
            // A retarget never moves the shown position at its own instant.
            #expect(abs(animator.position(at: time) - before) < 1e-9, "retarget \(index)")
            time += 0.001
        }
        // Between samples 1 ms apart the position can move at most speed · 0.001. Bound on
        // the speed: at most 16 motions run at once, each of distance at most 2 over 10 s
        // with an easeInOut slope at most 2 (CSS ease-in-out peaks near 1.6), so
        // 16 · 2 · 2 / 10 = 6.4 segments per second, 0.0064 per step. A jump of even a
        // hundredth of a segment breaks that.
        var sample = 0.0
        while sample <= animator.settledTime + 0.01 {
            let position = animator.position(at: sample)
            #expect(abs(position - previous) <= 0.0064, "at \(sample)")
            if abs(position - previous) > 0.0064 { break }
            previous = position
            sample += 0.001
        }
        #expect(animator.position(at: animator.settledTime) == 0)
    }
}

@Suite("Colour: interpolating translucent colours")
struct TranslucentInterpolationTests {
    // The documented rule is straight (not premultiplied) interpolation: each of red, green,
    // blue and alpha moves linearly and independently, so a colour's channels do not depend
    // on its alpha. Each expectation below is that rule worked out by hand.

    @Test("transparent red to opaque blue, a quarter of the way")
    func transparentToOpaque() {
        let from = RGBAColor(red: 1, green: 0, blue: 0, alpha: 0)
        let to = RGBAColor(red: 0, green: 0, blue: 1, alpha: 1)
        let color = from.interpolated(to: to, fraction: 0.25)
        // red 1 → 0: 0.75; blue 0 → 1: 0.25; alpha 0 → 1: 0.25.
        #expect(approx(color.red, 0.75) && approx(color.green, 0))
        #expect(approx(color.blue, 0.25) && approx(color.alpha, 0.25))
    }

    @Test("two half-transparent colours halfway")
    func bothTranslucent() {
        let from = RGBAColor(hex: "#FF000080")!  // red, alpha 128/255
        let to = RGBAColor(hex: "#0000FF40")!  // blue, alpha 64/255
        let color = from.interpolated(to: to, fraction: 0.5)
        // red and blue 0.5 each; alpha (128 + 64) / 2 / 255 = 96 / 255.
        #expect(approx(color.red, 0.5) && approx(color.blue, 0.5) && approx(color.green, 0))
        #expect(approx(color.alpha, 96.0 / 255))
        #expect(color.hexString == "#80008060")
    }

    @Test("a label fading from a translucent grey to opaque blue keeps the rule")
    func labelAppearanceWithTranslucentNormal() {
        let appearance = LabelAppearance(
            normal: RGBAColor(red: 0.5, green: 0.5, blue: 0.5, alpha: 0.2),
            selected: RGBAColor(red: 0, green: 0, blue: 1, alpha: 1),
            disabled: .clear)
        let color = appearance.color(emphasis: 0.5)
        // Halfway: red and green 0.25, blue 0.75, alpha (0.2 + 1) / 2 = 0.6.
        #expect(approx(color.red, 0.25) && approx(color.green, 0.25))
        #expect(approx(color.blue, 0.75) && approx(color.alpha, 0.6))
    }
}

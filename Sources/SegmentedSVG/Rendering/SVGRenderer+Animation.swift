import SegmentedCore

/// How an animated SVG plays: how densely the motion is sampled, and whether it loops with
/// pauses so a viewer can watch it again.
///
/// ```swift
/// let once = SVGAnimationOptions(repeats: false, delay: 0)
/// let loop = SVGAnimationOptions(framesPerSecond: 60, delay: 0.6, hold: 1.2)
/// ```
public struct SVGAnimationOptions: Sendable, Hashable {
    /// Samples per second of the core's `PositionAnimator`; clamped to `1...240`.
    ///
    /// ```swift
    /// SVGAnimationOptions(framesPerSecond: 30).framesPerSecond  // 30
    /// ```
    public var framesPerSecond: Double
    /// Whether the picture loops forever (`repeatCount="indefinite"`); otherwise it plays once
    /// and keeps the last frame.
    ///
    /// ```swift
    /// SVGAnimationOptions(repeats: false)  // plays once, keeps the end
    /// ```
    public var repeats: Bool
    /// Seconds the start is held before the motion begins.
    ///
    /// ```swift
    /// SVGAnimationOptions(delay: 0)  // starts moving at once
    /// ```
    public var delay: Double
    /// Seconds the end is held before a loop starts again (only when repeating).
    ///
    /// ```swift
    /// SVGAnimationOptions(hold: 2)  // two seconds at the end of each loop
    /// ```
    public var hold: Double
    /// The longest the motion itself may take, in seconds; a slower motion is cut there.
    ///
    /// ```swift
    /// SVGAnimationOptions(maximumDuration: 3)  // a very slow spring is cut at 3 s
    /// ```
    public var maximumDuration: Double

    /// Creates options.
    ///
    /// ```swift
    /// let options = SVGAnimationOptions(framesPerSecond: 30)
    /// ```
    ///
    /// - Parameters:
    ///   - framesPerSecond: Samples per second; 60 by default.
    ///   - repeats: Whether it loops; `true` by default.
    ///   - delay: The pause before the motion; 0.5 s by default.
    ///   - hold: The pause at the end of each loop; 1 s by default.
    ///   - maximumDuration: The longest the motion may take; 10 s by default.
    public init(
        framesPerSecond: Double = 60, repeats: Bool = true, delay: Double = 0.5, hold: Double = 1,
        maximumDuration: Double = 10
    ) {
        self.framesPerSecond = framesPerSecond
        self.repeats = repeats
        self.delay = delay
        self.hold = hold
        self.maximumDuration = maximumDuration
    }

    /// The options as every animated render samples with them: ``framesPerSecond`` clamped to
    /// `1...240`, ``delay`` and (only when repeating) ``hold`` at least 0, and
    /// ``maximumDuration`` at least 0. A value that is not finite gives 60 samples a second,
    /// no pause, and a 10-s limit.
    var sampling: (rate: Double, delay: Double, hold: Double, limit: Double) {
        let rate = framesPerSecond.isFinite ? Swift.min(Swift.max(framesPerSecond, 1), 240) : 60
        let start = delay.isFinite ? Swift.max(0, delay) : 0
        let end = repeats && hold.isFinite ? Swift.max(0, hold) : 0
        let limit = maximumDuration.isFinite ? Swift.max(0, maximumDuration) : 10
        return (rate, start, end, limit)
    }
}

extension SVGRenderer {
    /// An animated picture of the selection travelling from one position to another, as it
    /// would on a device: the core's `PositionAnimator` is sampled with the motion at
    /// ``SVGAnimationOptions/framesPerSecond`` until it settles, and each sample becomes a
    /// key frame of SMIL `<animate>` elements (linear between samples) for the indicator's
    /// frame and corner radius, each label's colour, opacity and weight, and the scroll
    /// offset of a bar wider than the picture. Springs overshoot and elastic travel stretches
    /// exactly as the core computes them. The picture plays in a browser without script.
    ///
    /// ```swift
    /// let svg = renderer.renderTransition(
    ///     ["Home", "Trending", "Library"], from: 0, to: 2,
    ///     motion: .spring(response: 0.4, dampingFraction: 0.6))
    /// ```
    ///
    /// - Parameters:
    ///   - segments: The segments.
    ///   - from: The starting position.
    ///   - to: The position to travel to.
    ///   - motion: How to travel; `nil` uses the design's motion.
    ///   - width: The picture's width; `nil`, NaN or not positive uses the style's default.
    ///   - options: Sampling rate, looping and pauses.
    /// - Returns: A standalone SVG document whose still attributes show the start.
    /// - Complexity: O(s · n) for s samples and n segments.
    public func renderTransition(
        _ segments: [SVGSegment], from: Double, to: Double, motion: Motion? = nil,
        width: Double? = nil, options: SVGAnimationOptions = SVGAnimationOptions()
    ) -> String {
        let scene = Scene(renderer: self, segments: segments, width: viewportWidth(width))
        let samples = transitionSamples(
            from: scene.arrangement.clampedPosition(from),
            to: scene.arrangement.clampedPosition(to),
            motion: motion ?? style.design.motion, options: options)
        // Drop samples inside runs that draw identically: linear interpolation between two
        // equal key frames is the same picture, so the result is unchanged and shorter.
        let states = samples.positions.map(scene.state(at:))
        let looks = states.map(scene.appearance(of:))
        var kept: [Int] = []
        for index in states.indices {
            let isInterior = index > 0 && index < states.count - 1
            if isInterior, looks[index - 1] == looks[index], looks[index] == looks[index + 1] {
                continue
            }
            kept.append(index)
        }
        let timeline = Scene.Timeline(
            states: kept.map { states[$0] }, keyTimes: kept.map { samples.keyTimes[$0] },
            duration: samples.duration, repeats: options.repeats)
        return scene.document(state: timeline.states[0], animation: timeline)
    }

    /// The sampled positions of a transition with their key times (fractions of the
    /// duration, strictly increasing from 0 to 1) and the total duration in seconds,
    /// pauses included.
    func transitionSamples(
        from: Double, to: Double, motion: Motion, options: SVGAnimationOptions
    ) -> (positions: [Double], keyTimes: [Double], duration: Double) {
        let (rate, delay, hold, limit) = options.sampling

        var animator = PositionAnimator(position: from)
        animator.animate(to: to, motion: motion, at: 0)
        let travel = Swift.min(Swift.max(animator.settledTime, 0), limit)
        let frames = Swift.max(1, Int((travel * rate).rounded(.up)))

        var times: [Double] = [0]
        var positions: [Double] = [from]
        if delay > 0 {
            times.append(delay)
            positions.append(from)
        }
        for frame in 1...frames {
            let elapsed = Swift.min(Double(frame) / rate, Swift.max(travel, 1 / rate))
            times.append(delay + elapsed)
            positions.append(frame == frames ? to : animator.position(at: elapsed))
        }
        if hold > 0, let last = times.last {
            times.append(last + hold)
            positions.append(to)
        }
        let duration = times.last ?? 0
        guard duration > 0 else { return ([from, to], [0, 1], 1 / rate) }
        // Key times are written with four decimals; keep them strictly increasing.
        var keyTimes: [Double] = []
        var kept: [Double] = []
        for (time, position) in zip(times, positions) {
            let key = (time / duration * 10_000).rounded() / 10_000
            if let previous = keyTimes.last, key <= previous { continue }
            keyTimes.append(key)
            kept.append(position)
        }
        if keyTimes.last != 1 {
            keyTimes[keyTimes.count - 1] = 1
            kept[kept.count - 1] = to
        }
        return (kept, keyTimes, duration)
    }
}

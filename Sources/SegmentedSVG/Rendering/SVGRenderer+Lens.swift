import SegmentedCore

extension SVGRenderer {
    /// A still picture of a glass indicator in one state of the core's `LensMachine`, as iOS 26
    /// draws it: flat at rest (the indicator colour, the tint over it); lifted, clear glass at
    /// the stretched, scaled frame (the lens colour, through which the track and the style's
    /// ``SVGStyle/backdrop`` show, the tint fading by the core's
    /// `glassTintOpacity(lift:in:)`, a soft shadow outside it, a faint shade, gloss and rim),
    /// and the titles under it magnified: a copy of the title group scaled by
    /// `LensState.magnification` about the indicator's centre and clipped to it, the plain
    /// titles cut out of the lens. With Reduce Transparency the lifted indicator stays flat
    /// and opaque. Designs without glass draw their plain indicator at the lens's frame.
    ///
    /// ```swift
    /// let context = renderer.lensContext(segments, selected: 1)
    /// var control = renderer.makeControl(segments, selected: 1)
    /// control.handle(.pointer(.began(Point(x: 160, y: 18), time: 0)), in: context)
    /// let svg = renderer.render(segments, lens: control.lens!.state(at: 0.2)!)
    /// ```
    ///
    /// - Parameters:
    ///   - segments: The segments.
    ///   - lens: The lens's state at the moment to draw.
    ///   - width: The picture's width; `nil`, NaN or not positive uses the style's default.
    /// - Returns: A standalone SVG document.
    public func render(_ segments: [SVGSegment], lens: LensState, width: Double? = nil) -> String {
        let scene = Scene(renderer: self, segments: segments, width: viewportWidth(width))
        return scene.document(state: scene.state(lens: lens), animation: nil)
    }

    /// A lens over the arrangement this renderer draws the segments in, resting on a
    /// segment, with the style's lens parameters (the Liquid Glass defaults for designs
    /// without glass).
    ///
    /// ```swift
    /// var lens = renderer.makeLens(["Day", "Week", "Month"], selected: 1)
    /// ```
    ///
    /// - Parameters:
    ///   - segments: The segments; disabled ones are disabled in the lens's selection.
    ///   - selected: The selected segment; out of range selects none.
    ///   - width: The picture's width; `nil`, NaN or not positive uses the style's default.
    ///   - reduceMotion: The Reduce Motion setting the lens follows.
    /// - Complexity: O(n) in the number of segments.
    public func makeLens(
        _ segments: [SVGSegment], selected: Int, width: Double? = nil, reduceMotion: Bool = false
    ) -> LensMachine {
        LensMachine(
            context: lensContext(segments, selected: selected, width: width),
            parameters: style.design.glass?.lensParameters ?? .liquidGlass,
            reduceMotion: reduceMotion)
    }

    /// A control over the arrangement this renderer draws the segments in, with the style's
    /// lens (the Liquid Glass defaults for designs without glass) resting on a segment: feed
    /// it pointer events and draw its lens's states.
    ///
    /// ```swift
    /// var control = renderer.makeControl(["Day", "Week", "Month"], selected: 1)
    /// control.handle(.pointer(.began(point, time: 0)), in: context)
    /// let pressed = control.lens?.state(at: 0.3)
    /// ```
    ///
    /// - Parameters:
    ///   - segments: The segments; disabled ones are disabled in the control's selection.
    ///   - selected: The selected segment; out of range selects none.
    ///   - width: The picture's width; `nil`, NaN or not positive uses the style's default.
    ///   - reduceMotion: The Reduce Motion setting the lens follows.
    /// - Complexity: O(n) in the number of segments.
    public func makeControl(
        _ segments: [SVGSegment], selected: Int, width: Double? = nil, reduceMotion: Bool = false
    ) -> ControlMachine<Int> {
        var control = ControlMachine<Int>(
            lens: style.design.glass?.lensParameters ?? .liquidGlass, reduceMotion: reduceMotion)
        control.handle(
            .arrangementChanged, in: lensContext(segments, selected: selected, width: width), at: 0)
        return control
    }

    /// What a lens over these segments reads with every event: the arrangement this renderer
    /// draws them in, and the selection (the picture is its host, and holds it).
    ///
    /// ```swift
    /// var context = renderer.lensContext(["Day", "Week", "Month"], selected: 1)
    /// ```
    ///
    /// - Parameters:
    ///   - segments: The segments; disabled ones are disabled in the selection.
    ///   - selected: The selected segment; out of range selects none.
    ///   - width: The picture's width; `nil`, NaN or not positive uses the style's default.
    /// - Complexity: O(n) in the number of segments.
    public func lensContext(
        _ segments: [SVGSegment], selected: Int, width: Double? = nil
    ) -> LensMachine.Context {
        let arrangement = arrange(segments, width: viewportWidth(width))
        let disabled = Set(segments.indices.filter { !segments[$0].isEnabled })
        let selection = SelectionModel(
            count: segments.count,
            selectedIndex: segments.indices.contains(selected) ? selected : nil,
            disabledIndices: disabled)
        return LensMachine.Context(arrangement: arrangement, selection: selection)
    }

    /// A press on one segment's centre, a scrub to another's at 60 moves a second over
    /// `scrubDuration`, a pause, and the release: the gesture the gallery animates.
    ///
    /// ```swift
    /// let events = SVGRenderer.scrubGesture(on: lens.arrangement, from: 0, to: 2)
    /// ```
    ///
    /// - Parameters:
    ///   - arrangement: The geometry to press on.
    ///   - from: The segment pressed; clamped to the segments.
    ///   - to: The segment released on; clamped to the segments.
    ///   - start: The press's time in seconds.
    ///   - scrubDuration: How long the finger travels, in seconds.
    ///   - pause: How long the finger rests before the release, in seconds.
    /// - Returns: The events, in time order; none for an empty arrangement.
    package static func scrubGesture(
        on arrangement: Arrangement, from: Int, to: Int, start: Double = 0.3,
        scrubDuration: Double = 0.6, pause: Double = 0.3
    ) -> [InteractionMachine.Event] {
        guard arrangement.count > 0 else { return [] }
        let last = arrangement.count - 1
        let origin = arrangement.segmentFrames[Swift.min(Swift.max(from, 0), last)]
        let target = arrangement.segmentFrames[Swift.min(Swift.max(to, 0), last)]
        let y = origin.midY
        let start = start.isFinite ? Swift.max(0, start) : 0
        let travel = scrubDuration.isFinite ? Swift.max(0, scrubDuration) : 0
        let rest = pause.isFinite ? Swift.max(0, pause) : 0
        var events: [InteractionMachine.Event] = [.began(Point(x: origin.midX, y: y), time: start)]
        let steps = Swift.max(1, Int((travel * 60).rounded()))
        for step in 1...steps {
            let fraction = Double(step) / Double(steps)
            // Eased in and out, as a finger starts and stops.
            let eased = fraction * fraction * (3 - 2 * fraction)
            let x = origin.midX + (target.midX - origin.midX) * eased
            events.append(.moved(Point(x: x, y: y), time: start + travel * fraction))
        }
        events.append(.ended(Point(x: target.midX, y: y), time: start + travel + rest))
        return events
    }

    /// An animated picture of the glass indicator through pointer events: the lens replays
    /// them at their times (the picture stores each selection they commit, as a control
    /// would) and is sampled at ``SVGAnimationOptions/framesPerSecond`` until it settles
    /// after the last one; each sample becomes a key frame of SMIL `<animate>` elements for
    /// the indicator (frame, fill, shadow), the magnifier and the titles.
    ///
    /// ```swift
    /// let lens = renderer.makeLens(segments, selected: 0)
    /// let events = SVGRenderer.scrubGesture(on: lens.arrangement, from: 0, to: 2)
    /// let svg = renderer.renderLens(segments, selected: 0, events: events)
    /// ```
    ///
    /// - Parameters:
    ///   - segments: The segments; none draws the empty bar.
    ///   - selected: The segment selected before the first event.
    ///   - events: Pointer events in the arrangement's coordinates, times in seconds from
    ///     the start of the motion (after ``SVGAnimationOptions/delay``).
    ///   - width: The picture's width; `nil`, NaN or not positive uses the style's default.
    ///   - reduceMotion: The Reduce Motion setting the lens follows.
    ///   - options: Sampling rate, looping and pauses.
    /// - Returns: A standalone SVG document whose still attributes show the start.
    /// - Complexity: O(s · n) for s samples and n segments.
    public func renderLens(
        _ segments: [SVGSegment], selected: Int, events: [InteractionMachine.Event],
        width: Double? = nil, reduceMotion: Bool = false,
        options: SVGAnimationOptions = SVGAnimationOptions()
    ) -> String {
        let width = viewportWidth(width)
        let scene = Scene(renderer: self, segments: segments, width: width)
        var context = lensContext(segments, selected: selected, width: width)
        var control = makeControl(
            segments, selected: selected, width: width, reduceMotion: reduceMotion)
        guard control.lens?.state(at: 0) != nil else {
            return scene.document(state: scene.state(at: 0), animation: nil)
        }
        let (rate, delay, hold, limit) = options.sampling
        let shifted = events.map { $0.delayed(by: delay) }
        let lastEvent = shifted.map(\.time).filter(\.isFinite).max() ?? delay

        var times: [Double] = []
        var states: [Scene.State] = []
        var next = 0
        var frame = 0
        while true {
            let time = Double(frame) / rate
            while next < shifted.count, !(shifted[next].time > time) {
                for effect in control.handle(.pointer(shifted[next]), in: context) {
                    switch effect {
                    case .select(let index): context.selection.select(index)
                    case .clearSelection: context.selection.select(nil)
                    default: break
                    }
                }
                next += 1
            }
            if let state = control.lens?.state(at: time) {
                times.append(time)
                states.append(scene.state(lens: state))
            }
            if next == shifted.count, control.lens?.isSettled(at: time) ?? true { break }
            if time > lastEvent + limit { break }
            frame += 1
        }
        if hold > 0, let last = times.last, let state = states.last {
            times.append(last + hold)
            states.append(state)
        }
        let duration = times.last ?? 0
        guard duration > 0, states.count > 1 else {
            return scene.document(state: states.first ?? scene.state(at: 0), animation: nil)
        }
        // Four-decimal key times, strictly increasing; interior samples that draw the same
        // as both neighbours dropped.
        var keyTimes: [Double] = []
        var kept: [Scene.State] = []
        var looks: [[String]] = []
        for (time, state) in zip(times, states) {
            let key = (time / duration * 10_000).rounded() / 10_000
            if let previous = keyTimes.last, key <= previous { continue }
            let look = scene.appearance(of: state)
            if looks.count >= 2, looks[looks.count - 1] == look, looks[looks.count - 2] == look {
                keyTimes[keyTimes.count - 1] = key
                kept[kept.count - 1] = state
                continue
            }
            keyTimes.append(key)
            kept.append(state)
            looks.append(look)
        }
        keyTimes[keyTimes.count - 1] = 1
        let timeline = Scene.Timeline(
            states: kept, keyTimes: keyTimes, duration: duration, repeats: options.repeats)
        return scene.document(state: kept[0], animation: timeline)
    }
}

import SegmentedCore

/// One indicator frame — what a front-end computes per display frame while the indicator
/// moves — against the hand-made computation.
enum FrameCases {
    /// The viewport the visible labels are taken from: an iPhone's width, centred on the
    /// indicator.
    static let viewportWidth = 390.0

    /// How the position moves from one iteration to the next.
    enum Pattern: String, CaseIterable {
        /// Glides across the bar a twentieth of a segment per frame, as an animation or a
        /// pager drives it.
        case glide
        /// Jumps by the golden ratio of the bar each time: every frame lands somewhere new,
        /// the worst case for caches and branch prediction.
        case jump

        /// The step for a bar whose last position is `last`.
        func step(last: Double) -> Double {
            switch self {
            case .glide: min(0.051_3, last)
            case .jump: goldenStep * last
            }
        }
    }

    /// What one iteration computes.
    enum Work {
        /// The indicator's frame only: what the hand-made maths computes.
        case indicator
        /// The indicator's frame and the emphasis of every visible label (every label for
        /// the hand-made code): one display frame's work.
        case frame
        /// The indicator's frame and the emphasis span: the two segments with non-zero
        /// emphasis, which is the whole bar's emphasis (every other label is at 0). Compared
        /// with the hand-made frame, which recomputes every label's emphasis.
        case span
        /// The same two answers from one call, `frameState(at:)`.
        case state
    }

    static var all: [BenchCase] {
        let variants: [(Work, IndicatorTravel, Pattern)] = [
            (.frame, .linear, .glide), (.frame, .elastic, .glide), (.frame, .linear, .jump),
            (.indicator, .linear, .glide), (.indicator, .elastic, .glide), (.span, .linear, .glide),
            (.span, .elastic, .glide),
            (.span, .linear, .jump), (.state, .linear, .glide), (.state, .elastic, .glide),
        ]
        return variants.flatMap { work, travel, pattern in
            let variant = (travel == .linear ? "linear" : "elastic") + "-" + pattern.rawValue
            let kind: String
            let heading: String
            switch work {
            case .indicator: (kind, heading) = ("indicator", "indicator only, ")
            case .frame: (kind, heading) = ("frame", "frame + emphasis, ")
            case .span: (kind, heading) = ("span", "frame + emphasis span, ")
            case .state: (kind, heading) = ("state", "frame state (one call), ")
            }
            // The span gives the same information as the hand-made frame's every-label pass.
            let baselineKind = work == .span || work == .state ? "frame" : kind
            let described =
                heading
                + (travel == .linear ? "linear" : "elastic")
                + (pattern == .glide ? ", gliding" : ", jumping")
            return segmentCounts.flatMap { count in
                let ours = BenchCase(
                    name: "\(kind)/\(variant)/\(count)",
                    group: described, count: count,
                    baseline: "handmade-\(baselineKind)/\(variant)/\(count)",
                    countingIterations: 10_000,
                    prepare: {
                        runner(work: work, travel: travel, pattern: pattern, count: count)
                    })
                guard work != .span, work != .state else { return [ours] }
                return [
                    ours,
                    BenchCase(
                        name: "handmade-\(kind)/\(variant)/\(count)",
                        group: "hand-made " + described, count: count,
                        countingIterations: countingIterations(linearIn: count),
                        prepare: {
                            handMadeRunner(
                                work: work, isElastic: travel == .elastic, pattern: pattern,
                                count: count)
                        }),
                ]
            }
        }
    }

    /// The Material underline design's layout with the chosen travel, in a 390-pt container.
    static func arrangement(travel: IndicatorTravel, count: Int) -> Arrangement {
        var layout = SegmentedDesign.materialUnderline.layout
        layout.indicator.travel = travel
        return layout.arrange(
            contentSizes: ArrangeCases.contentSizes(count: count),
            in: Size(width: viewportWidth, height: 48))
    }

    /// Position → indicator frame, the visible range around it, and the emphasis of every
    /// visible label.
    private static func runner(
        work: Work, travel: IndicatorTravel, pattern: Pattern, count: Int
    ) -> Runner {
        let arrangement = arrangement(travel: travel, count: count)
        let last = Double(count - 1)
        let step = pattern.step(last: last)
        var position = 0.0
        return { iterations in
            switch work {
            case .indicator:
                sweep(&position, by: step, limit: last, iterations: iterations, into: 0.0) {
                    p, checksum in
                    let indicator = arrangement.indicatorFrame(at: p)
                    checksum += indicator.x + indicator.width
                }
            case .frame:
                sweep(&position, by: step, limit: last, iterations: iterations, into: 0.0) {
                    p, checksum in
                    checksum += frame(arrangement, at: p)
                }
            case .span:
                sweep(&position, by: step, limit: last, iterations: iterations, into: 0.0) {
                    p, checksum in
                    let indicator = arrangement.indicatorFrame(at: p)
                    if let span = arrangement.emphasisSpan(at: p) {
                        checksum +=
                            Double(span.lower) * span.lowerEmphasis
                            + Double(span.upper) * span.upperEmphasis
                    }
                    checksum += indicator.x + indicator.width
                }
            case .state:
                sweep(&position, by: step, limit: last, iterations: iterations, into: 0.0) {
                    p, checksum in
                    if let state = arrangement.frameState(at: p) {
                        let span = state.emphasis
                        checksum +=
                            Double(span.lower) * span.lowerEmphasis
                            + Double(span.upper) * span.upperEmphasis
                            + state.indicatorFrame.x + state.indicatorFrame.width
                    }
                }
            }
        }
    }

    /// One display frame's work at position `p`, summed into a number.
    @inline(__always)
    static func frame(_ arrangement: Arrangement, at p: Double) -> Double {
        let indicator = arrangement.indicatorFrame(at: p)
        let visible = arrangement.visibleSegments(
            offset: indicator.midX - viewportWidth / 2, viewportWidth: viewportWidth)
        var emphasis = 0.0
        for index in visible {
            emphasis += arrangement.emphasis(of: index, at: p)
        }
        return indicator.x + indicator.width + emphasis
    }

    private static func handMadeRunner(
        work: Work, isElastic: Bool, pattern: Pattern, count: Int
    ) -> Runner {
        let tabs = ArrangeCases.contentSizes(count: count).enumerated().map {
            HandMadeTabBar.Tab(title: "Tab \($0.offset)", width: $0.element.width)
        }
        let bar = HandMadeTabBar(tabs: tabs, containerWidth: viewportWidth, isElastic: isElastic)
        let last = Double(count - 1)
        let step = pattern.step(last: last)
        var position = 0.0
        return { iterations in
            sweep(&position, by: step, limit: last, iterations: iterations, into: 0.0) {
                p, checksum in
                let frame = bar.indicatorFrame(progress: p)
                checksum += frame.x + frame.width
                if work == .frame {
                    bar.forEachLabelEmphasis(progress: p) { _, emphasis in checksum += emphasis }
                }
            }
        }
    }
}
